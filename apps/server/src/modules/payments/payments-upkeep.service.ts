import type { FastifyInstance } from 'fastify';
import { deleteDetachedFiles } from './delivery-files.service';
import { sweepGatewayTransfers } from './gateway/payments-gateway.service';
import { deleteIdempotencyKeysBefore } from './idempotency.repository';

/** How long a stored reply answers a retry (decision 247): a day covers any client's retries by far. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Stored Idempotency-Key replies older than their retention, as of `now`; returns how many went. */
export function pruneIdempotencyKeys(app: FastifyInstance, now: Date) {
  return deleteIdempotencyKeysBefore(app.db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS));
}

/**
 * The payments module's periodic pass, run by the scheduler: prune stored replies, settle gateway transfers, delete
 * the stored objects of delivery files whose milestone went (decision 256).
 */
export async function runPaymentsUpkeep(app: FastifyInstance, now: Date) {
  return {
    prunedKeys: await pruneIdempotencyKeys(app, now),
    settledTransfers: await sweepGatewayTransfers(app),
    deletedFiles: await deleteDetachedFiles(app),
  };
}
