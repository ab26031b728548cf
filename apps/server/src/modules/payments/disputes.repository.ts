import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { disputeEvidence } from '../../db/schema/dispute-evidence';

export type EvidenceRow = typeof disputeEvidence.$inferSelect;

export async function listEvidence(db: DbOrTx, paymentId: number) {
  return db
    .select()
    .from(disputeEvidence)
    .where(eq(disputeEvidence.paymentId, paymentId))
    .orderBy(asc(disputeEvidence.id));
}

export async function countEvidenceOf(db: DbOrTx, paymentId: number, side: EvidenceRow['side']) {
  const [row] = await db
    .select({ n: count() })
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.paymentId, paymentId), eq(disputeEvidence.side, side)));
  return row?.n ?? 0;
}

export async function insertEvidence(db: DbOrTx, values: typeof disputeEvidence.$inferInsert) {
  const [row] = await db.insert(disputeEvidence).values(values).returning();
  return row!;
}

export async function findEvidence(db: DbOrTx, paymentId: number, id: number) {
  const [row] = await db
    .select()
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.paymentId, paymentId), eq(disputeEvidence.id, id)));
  return row;
}

export async function findEvidenceByKey(db: DbOrTx, storageKey: string) {
  const [row] = await db
    .select({ id: disputeEvidence.id })
    .from(disputeEvidence)
    .where(eq(disputeEvidence.storageKey, storageKey));
  return row;
}
