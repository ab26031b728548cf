import { sql } from 'drizzle-orm';
import { profiles } from './schema/profiles';

/**
 * What the badge says was checked (decision 327): a confirmed phone and e-mail (the account's, read here as yes or
 * no only, never the number or address) and the evidence an admin approved.
 */
const phoneChecked = sql<boolean>`coalesce((select u.phone_number_verified from users u where u.id = "profiles"."id"), false)`;
const emailChecked = sql<boolean>`coalesce((select u.email_verified from users u where u.id = "profiles"."id"), false)`;
export const trustColumns = {
  phoneChecked,
  emailChecked,
  verifiedEvidence: profiles.verifiedEvidence,
};

