import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { profiles } from '../db/schema/profiles';
import { rateLimits } from '../db/schema/rate-limits';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import { verifications } from '../db/schema/verifications';

/** better-auth's storage: its own tables, through its drizzle adapter. */
export const authDatabase = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      rateLimit: rateLimits,
    },
  });

/** The marketplace profile of a user Google just created. */
export async function insertOAuthProfile(db: Database, profile: typeof profiles.$inferInsert) {
  await db.insert(profiles).values(profile);
}

/** Undoes a user (its accounts and sessions cascade). */
export async function deleteUser(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * Ends every outstanding password-reset link of a user (better-auth stores each as `reset-password:<token>` with the
 * user's id as its value): after any reset or change, a link mailed earlier must not set the password again.
 */
export async function endResetLinks(db: Database, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}
