import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { verifications } from '../../db/schema/verifications';

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return credential?.password ?? null;
}

export async function findSessionCreatedAt(db: DbOrTx, sessionId: string): Promise<Date | null> {
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return session?.createdAt ?? null;
}

export async function sessionIsLive(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(session);
}

export async function findLanguageAndName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ language: profiles.language, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? null;
}

/** Replaces any earlier pending change of the same identifier. */
export async function replacePendingChange(db: DbOrTx, identifier: string, value: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({ id: randomUUID(), identifier, value, expiresAt });
  });
}

export async function findPendingChange(db: DbOrTx, identifier: string) {
  const [row] = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function deletePendingChange(db: DbOrTx, id: string) {
  await db.delete(verifications).where(eq(verifications.id, id));
}

/** Moves the account to the new address and spends the pending change, together. */
export async function applyEmailChange(db: DbOrTx, userId: string, newEmail: string, pendingId: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, userId));
    await tx.delete(verifications).where(eq(verifications.id, pendingId));
  });
}
