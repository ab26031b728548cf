import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyHeadersSchema } from '@kalasetu/shared/payments';
import type { Transaction } from '../../db/client';
import { AppError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors';
import { parseOrThrow } from '../../lib/parse';
import type { Actor } from '../../types/fastify';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository';

/** JSON with its object keys sorted, so the same body spelled in another order has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The Idempotency-Key a write may carry (read by hand: a headers schema would strip the cookie), bound to the body it
 * came with as `<key> <fingerprint>` (a key never holds a space): the same key with another body is refused (422),
 * never answered with the first body's reply. A multipart upload's body is read later; its
 * key is bound to the method and path only.
 */
export const idempotencyKeyOf = (request: FastifyRequest) => {
  const key = parseOrThrow(idempotencyHeadersSchema, {
    [IDEMPOTENCY_HEADER]: request.headers[IDEMPOTENCY_HEADER],
  })[IDEMPOTENCY_HEADER];
  if (!key) return undefined;
  const fingerprint = createHash('sha256')
    .update(canonicalJson(request.body))
    .digest('base64url')
    .slice(0, 22);
  return `${key} ${fingerprint}`;
};

type Stored = NonNullable<Awaited<ReturnType<typeof findIdempotencyKey>>>;

function replay<T>(stored: Stored, scope: string): T {
  if (stored.scope !== scope)
    throw new AppError(422, 'idempotency_key_reused', 'errors.idempotencyKeyReused');
  return stored.response as T;
}

/**
 * Runs a write in one transaction. With an Idempotency-Key, its answer is stored in that same transaction, so a
 * retry (a lost reply, a double tap) gets the first answer and changes nothing; two at once with one key meet the
 * primary key, and the loser answers with the winner's result. A refusal stores nothing: it wrote nothing either.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  actor: Actor,
  keyed: string | undefined,
  operation: string,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!keyed) return app.db.transaction(run);
  // The scope stored is the request's method and path plus its body's fingerprint (see idempotencyKeyOf).
  const [key = keyed, fingerprint] = keyed.split(' ');
  const scope = fingerprint ? `${operation} ${fingerprint}` : operation;
  const stored = await findIdempotencyKey(app.db, actor.userId, key);
  if (stored) return replay<T>(stored, scope);
  try {
    return await app.db.transaction(async (tx) => {
      const result = await run(tx);
      await insertIdempotencyKey(tx, { userId: actor.userId, key, scope, statusCode: 200, response: result });
      return result;
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const winner = await findIdempotencyKey(app.db, actor.userId, key);
    if (winner) return replay<T>(winner, scope);
    throw error;
  }
}
