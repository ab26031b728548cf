import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreementMilestones } from '../../db/schema/agreement-milestones';
import { agreements } from '../../db/schema/agreements';
import { deliveryFiles } from '../../db/schema/delivery-files';

export type DeliveryFileRow = typeof deliveryFiles.$inferSelect;

export async function insertDeliveryFile(db: DbOrTx, values: typeof deliveryFiles.$inferInsert) {
  const [row] = await db.insert(deliveryFiles).values(values).returning();
  return row!;
}

/** The files of these milestones, oldest first. */
export async function listFilesOfMilestones(db: DbOrTx, milestoneIds: number[]) {
  if (milestoneIds.length === 0) return [];
  return db
    .select()
    .from(deliveryFiles)
    .where(inArray(deliveryFiles.milestoneId, milestoneIds))
    .orderBy(asc(deliveryFiles.id));
}

/** Files attached to the coming delivery of a milestone (not delivered yet). */
export async function countWaitingFiles(db: DbOrTx, milestoneId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.milestoneId, milestoneId), isNull(deliveryFiles.deliveredAt)));
  return Number(row?.n ?? 0);
}

/** A file of this milestone (never one of another milestone's, whatever id is asked). */
export async function findFileOfMilestone(db: DbOrTx, milestoneId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.id, fileId), eq(deliveryFiles.milestoneId, milestoneId)));
  return row;
}

/** The file with the two parties of its agreement, for a download. */
export async function findFileWithParties(db: DbOrTx, milestoneId: number, fileId: number) {
  const [row] = await db
    .select({ file: deliveryFiles, enterpriseId: agreements.enterpriseId, creatorId: agreements.creatorId })
    .from(deliveryFiles)
    .innerJoin(agreementMilestones, eq(agreementMilestones.id, deliveryFiles.milestoneId))
    .innerJoin(agreements, eq(agreements.id, agreementMilestones.agreementId))
    .where(and(eq(deliveryFiles.id, fileId), eq(deliveryFiles.milestoneId, milestoneId)));
  return row;
}

/** The milestone and its agreement, unlocked: the checks made before an upload's body is read. */
export async function findMilestoneWithAgreement(db: DbOrTx, milestoneId: number) {
  const [row] = await db
    .select({ milestone: agreementMilestones, agreement: agreements })
    .from(agreementMilestones)
    .innerJoin(agreements, eq(agreements.id, agreementMilestones.agreementId))
    .where(eq(agreementMilestones.id, milestoneId));
  return row;
}

export async function findFileByKey(db: DbOrTx, storageKey: string) {
  const [row] = await db.select().from(deliveryFiles).where(eq(deliveryFiles.storageKey, storageKey));
  return row;
}

/** Hands over the waiting files of a milestone with its delivery at `at`; returns how many went. */
export async function deliverWaitingFiles(db: DbOrTx, milestoneId: number, at: Date) {
  const rows = await db
    .update(deliveryFiles)
    .set({ deliveredAt: at })
    .where(and(eq(deliveryFiles.milestoneId, milestoneId), isNull(deliveryFiles.deliveredAt)))
    .returning({ id: deliveryFiles.id });
  return rows.length;
}

/** Takes a file off its milestone: its stored object and row are deleted by `deleteDetachedFile`. */
export async function detachFile(db: DbOrTx, id: number) {
  await db.update(deliveryFiles).set({ milestoneId: null }).where(eq(deliveryFiles.id, id));
}

/** Files no milestone holds any more (removed by the creator, or their milestone deleted), oldest first. */
export async function listDetachedFiles(db: DbOrTx, limit: number, ids?: number[]) {
  return db
    .select({ id: deliveryFiles.id, storageKey: deliveryFiles.storageKey })
    .from(deliveryFiles)
    .where(and(isNull(deliveryFiles.milestoneId), ids ? inArray(deliveryFiles.id, ids) : undefined))
    .orderBy(asc(deliveryFiles.id))
    .limit(limit);
}

export async function deleteDetachedFile(db: DbOrTx, id: number) {
  await db.delete(deliveryFiles).where(and(eq(deliveryFiles.id, id), isNull(deliveryFiles.milestoneId)));
}
