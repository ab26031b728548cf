import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { accounts } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

export type NewProfile = typeof profiles.$inferInsert;
export type ProfilePatch = Partial<Omit<NewProfile, 'id' | 'role' | 'createdAt'>>;

export async function insertAccount(
  tx: DbOrTx,
  input: {
    id: string;
    name: string;
    email: string;
    profile: NewProfile;
  } & ({ accountId: string; passwordHash: string } | { phoneNumber: string }),
) {
  // A phone sign-up has no password: its number, confirmed by better-auth once the code is checked, signs it in.
  const phoneNumber = 'phoneNumber' in input ? input.phoneNumber : null;
  await tx.insert(users).values({ id: input.id, name: input.name, email: input.email, phoneNumber });
  if ('passwordHash' in input)
    await tx.insert(accounts).values({
      id: input.accountId,
      accountId: input.id,
      providerId: 'credential',
      userId: input.id,
      password: input.passwordHash,
    });
  await tx.insert(profiles).values(input.profile);
}

/** The account a phone number belongs to, whether or not it is confirmed yet. */
export async function findPhoneOwner(db: DbOrTx, phoneNumber: string) {
  const [row] = await db
    .select({ id: users.id, phoneNumberVerified: users.phoneNumberVerified, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  return row;
}

/**
 * The profile's own fields `/api/me` shows (and the avatar's key, to replace it), never its search vectors or
 * counters: read on every page a signed-in person opens, so prepared.
 */
const meProfileColumns = {
  id: profiles.id,
  name: profiles.name,
  role: profiles.role,
  createdAt: profiles.createdAt,
  isVerified: profiles.isVerified,
  avatarUrl: profiles.avatarUrl,
  avatarKey: profiles.avatarKey,
  bio: profiles.bio,
  skills: profiles.skills,
  interests: profiles.interests,
  portfolioUrl: profiles.portfolioUrl,
  phone: profiles.phone,
  address: profiles.address,
  location: profiles.location,
  available: profiles.available,
  companyName: profiles.companyName,
  industry: profiles.industry,
  state: profiles.state,
  district: profiles.district,
  turnover: profiles.turnover,
  productsServices: profiles.productsServices,
  establishedDate: profiles.establishedDate,
  operationalScale: profiles.operationalScale,
  natureOperations: profiles.natureOperations,
  website: profiles.website,
  onboardedAt: profiles.onboardedAt,
  language: profiles.language,
};

const meRow = preparedPerDb((db) =>
  db
    .select({
      profile: meProfileColumns,
      email: users.email,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('me_row'),
);

export async function findMeRow(db: DbOrTx, userId: string) {
  const [row] = await meRow(db).execute({ userId });
  return row ?? null;
}

/** What a session's actor needs from the profile: its role and display name. */
export async function findActorProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ role: profiles.role, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

const actorBySessionToken = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: profiles.role,
      name: profiles.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('actor_by_session_token'),
);

/** A session by its token with its account and profile: what every signed-in request needs, in one query. */
export async function findActorBySessionToken(db: DbOrTx, token: string) {
  const [row] = await actorBySessionToken(db).execute({ token });
  return row;
}

export async function emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function updateProfile(db: DbOrTx, userId: string, patch: ProfilePatch) {
  await db
    .update(profiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
  if (patch.name !== undefined || patch.avatarUrl !== undefined) {
    // better-auth reads name and image from `users`; keep them in step with the profile.
    await db
      .update(users)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.avatarUrl !== undefined ? { image: patch.avatarUrl } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  }
}

/** The language an account reads its mail in, or null when it chose none. */
export async function findActorLanguage(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.language ?? null;
}
