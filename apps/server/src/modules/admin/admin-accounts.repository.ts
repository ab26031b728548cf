import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

/** The user with this address, whether or not a profile was ever made for it. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Makes an existing user a verified admin, creating the profile row when the user has none. */
export async function upsertAdminProfile(db: DbOrTx, id: string, name: string) {
  await db
    .insert(profiles)
    .values({ id, name, role: 'admin', isVerified: true })
    .onConflictDoUpdate({ target: profiles.id, set: { role: 'admin', isVerified: true } });
}
