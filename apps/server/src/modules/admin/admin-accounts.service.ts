import { eq } from 'drizzle-orm';
import { passwordField } from '@kalasetu/shared/fields';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { createAccount } from '../accounts/accounts.service';

/**
 * Makes `email` an administrator: creates the account when it does not exist, otherwise promotes it.
 * Used by `npm run admin:create` and by ADMIN_EMAIL/ADMIN_PASSWORD on start-up.
 */
export async function ensureAdmin(db: Database, input: { email: string; password: string; name: string }) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, existing.id));
    return { id: existing.id, created: false };
  }
  const check = passwordField.safeParse(input.password);
  if (!check.success)
    throw new Error(
      'The admin password must have 8+ characters with upper, lower, digit and special character.',
    );
  const id = await createAccount(db, {
    name: input.name,
    email,
    password: input.password,
    profile: { role: 'admin', isVerified: true },
  });
  return { id, created: true };
}
