import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { agreementMilestones } from '../../../db/schema/agreement-milestones';
import { gatewayEvents } from '../../../db/schema/gateway-events';
import { gatewayOrders } from '../../../db/schema/gateway-orders';
import { payments } from '../../../db/schema/payments';
import { payoutAccounts } from '../../../db/schema/payout-accounts';
import { profiles } from '../../../db/schema/profiles';

export type GatewayOrderRow = typeof gatewayOrders.$inferSelect;

export async function insertGatewayOrder(db: DbOrTx, values: typeof gatewayOrders.$inferInsert) {
  await db.insert(gatewayOrders).values(values);
}

export async function findGatewayOrder(db: DbOrTx, id: string) {
  const [row] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, id)).limit(1);
  return row;
}

export async function findLinkedAccount(db: DbOrTx, creatorId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: payoutAccounts.linkedAccountId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, creatorId));
  return row?.id ?? null;
}

export async function saveLinkedAccount(db: DbOrTx, creatorId: string, accountId: string) {
  await db
    .insert(payoutAccounts)
    .values({ creatorId, linkedAccountId: accountId })
    .onConflictDoUpdate({
      target: payoutAccounts.creatorId,
      set: { linkedAccountId: accountId, updatedAt: new Date() },
    });
}

/** Stores a webhook's event id; false when it was stored before (a replay). */
export async function claimGatewayEvent(db: DbOrTx, id: string, event: string) {
  const rows = await db
    .insert(gatewayEvents)
    .values({ id, event })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.id });
  return rows.length > 0;
}

export async function findPaymentByGatewayId(db: DbOrTx, gatewayPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
    .limit(1);
  return row;
}

/** Live gateway payments whose transfer is missing, or held on a part that is approved by now. */
export async function listUnsettledGatewayPayments(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(agreementMilestones, eq(agreementMilestones.id, payments.milestoneId))
    .where(
      and(
        eq(payments.method, 'razorpay'),
        or(
          isNull(payments.transferId),
          and(eq(payments.transferStatus, 'on_hold'), eq(agreementMilestones.status, 'approved')),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The live gateway payment of a part, if any. */
export async function findGatewayPaymentOfMilestone(db: DbOrTx, milestoneId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), eq(payments.method, 'razorpay')))
    .limit(1);
  return row?.id;
}

export async function isCreator(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, 'creator')))
    .limit(1);
  return rows.length > 0;
}
