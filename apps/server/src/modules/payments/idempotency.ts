import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyHeadersSchema } from '@kalasetu/shared/payments';
import type { Transaction } from '../../db/client';
import { AppError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors';
import { parseOrThrow } from '../../lib/parse';
import type { Actor } from '../../types/fastify';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository';

/** The Idempotency-Key a write may carry (read by hand: a headers schema would strip the cookie). */
export const idempotencyKeyOf = (request: FastifyRequest) =>
  parseOrThrow(idempotencyHeadersSchema, { [IDEMPOTENCY_HEADER]: request.headers[IDEMPOTENCY_HEADER] })[
    IDEMPOTENCY_HEADER
  ];

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
  key: string | undefined,
  scope: string,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!key) return app.db.transaction(run);
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
