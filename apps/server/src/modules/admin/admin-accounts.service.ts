import { emailField, passwordField } from '@kalasetu/shared/fields';
import type { DbOrTx } from '../../db/client';
import { createAccount } from '../accounts/accounts.service';
import { findUserByEmail, upsertAdminProfile } from './admin-accounts.repository';

export interface AdminInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Makes `email` an administrator: creates the account when it does not exist, otherwise promotes it and
 * leaves its password alone. Used by `npm run admin:create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 * The password must meet the marketplace's rule either way, so a weak one in the configuration is noticed.
 */
export async function ensureAdmin(db: DbOrTx, input: AdminInput) {
  const email = emailField().safeParse(input.email.toLowerCase());
  if (!email.success) throw new Error(`"${input.email}" is not a valid e-mail address.`);
  if (!passwordField.safeParse(input.password).success) {
    throw new Error(
      'The admin password must have 8+ characters with an uppercase letter, a lowercase letter, a digit and a special character.',
    );
  }
  const name = input.name.trim() || 'Administrator';
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    await upsertAdminProfile(db, existing.id, existing.name || name);
    return { id: existing.id, created: false };
  }
  const id = await createAccount(db, {
    name,
    email: email.data,
    password: input.password,
    profile: { role: 'admin', isVerified: true },
  });
  return { id, created: true };
}
