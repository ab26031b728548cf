import { and, desc, eq } from 'drizzle-orm';
import type { VerificationEvidence, VerificationStatus } from '@kalasetu/shared/verification';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { verificationRequests } from '../../db/schema/verification-requests';

export type VerificationRow = typeof verificationRequests.$inferSelect;
export type NewVerificationRow = typeof verificationRequests.$inferInsert;

export async function insertVerificationRequest(db: DbOrTx, row: NewVerificationRow) {
  const [inserted] = await db.insert(verificationRequests).values(row).returning();
  return inserted!;
}

export async function findLatestRequestOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.id))
    .limit(1);
  return row ?? null;
}

export async function findPendingRequestOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

const withPerson = {
  request: verificationRequests,
  user: { id: profiles.id, name: profiles.name, role: profiles.role, companyName: profiles.companyName },
};

/** The queue, oldest first (the one waiting longest is worked first); decided ones newest first. */
export async function listRequests(db: DbOrTx, status: VerificationStatus, limit: number) {
  return db
    .select(withPerson)
    .from(verificationRequests)
    .innerJoin(profiles, eq(profiles.id, verificationRequests.userId))
    .where(eq(verificationRequests.status, status))
    .orderBy(status === 'pending' ? verificationRequests.id : desc(verificationRequests.id))
    .limit(limit);
}

export async function findRequest(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(withPerson)
    .from(verificationRequests)
    .innerJoin(profiles, eq(profiles.id, verificationRequests.userId))
    .where(eq(verificationRequests.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: verificationRequests }) : await query;
  return row ?? null;
}

export async function recordDecision(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null; decidedBy: string },
) {
  await db
    .update(verificationRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(verificationRequests.id, id));
}

/** The profile shows the badge, and what was checked for it. */
export async function markProfileVerified(db: DbOrTx, userId: string, evidence: VerificationEvidence) {
  await db
    .update(profiles)
    .set({ isVerified: true, verifiedAt: new Date(), verifiedEvidence: evidence, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** What a badge can say of one person: a confirmed phone, a confirmed e-mail, the evidence an admin approved. */
export async function findTrustChecks(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      phone: users.phoneNumberVerified,
      email: users.emailVerified,
      isVerified: profiles.isVerified,
      evidence: profiles.verifiedEvidence,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}
