import type { Me } from '@kalasetu/shared/profiles';

/** The creator fields §5's edit dialog covers; each filled one counts equally. */
const FIELDS: Array<(user: Me) => boolean> = [
  (u) => !!u.name.trim(),
  (u) => !!u.avatarUrl,
  (u) => !!u.bio?.trim(),
  (u) => u.skills.length > 0,
  (u) => !!u.location?.trim(),
  (u) => !!u.portfolioUrl?.trim(),
];

export function profileCompleteness(user: Me): { percent: number; missing: number } {
  const filled = FIELDS.filter((has) => has(user)).length;
  return { percent: Math.round((filled / FIELDS.length) * 100), missing: FIELDS.length - filled };
}
