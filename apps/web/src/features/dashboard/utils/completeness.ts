import type { Me } from '@kalasetu/shared/profiles';

/** The creator fields the profile's edit dialog covers; each filled one counts equally. */
const CREATOR_FIELDS: Array<(user: Me) => boolean> = [
  (u) => !!u.name.trim(),
  (u) => !!u.avatarUrl,
  (u) => !!u.bio?.trim(),
  (u) => u.skills.length > 0,
  (u) => !!u.location?.trim(),
  (u) => !!u.portfolioUrl?.trim(),
];

/** What a business's public page shows beyond sign-up's required fields: a logo and what it makes and where. */
const ENTERPRISE_FIELDS: Array<(user: Me) => boolean> = [
  (u) => !!u.companyName?.trim(),
  (u) => !!u.avatarUrl,
  (u) => !!u.industry,
  (u) => !!u.district && !!u.state,
  (u) => !!u.productsServices?.trim(),
  (u) => !!u.website?.trim() || !!u.phone?.trim(),
];

function completeness(fields: Array<(user: Me) => boolean>, user: Me) {
  const filled = fields.filter((has) => has(user)).length;
  return { percent: Math.round((filled / fields.length) * 100), missing: fields.length - filled };
}

export function profileCompleteness(user: Me): { percent: number; missing: number } {
  return completeness(CREATOR_FIELDS, user);
}

export function enterpriseCompleteness(user: Me): { percent: number; missing: number } {
  return completeness(ENTERPRISE_FIELDS, user);
}
