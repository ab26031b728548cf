import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client';
import { tooManyRequests } from '../lib/errors';

export interface RateLimiter {
  /** Counts one attempt under `key`; throws a 429 AppError once `max` attempts fall in one window. */
  consume(key: string, max: number, windowMs: number, messageKey?: string): Promise<void>;
}

/** Fixed-window counters in the database, so every server instance shares them. */
export default fp(async function rateLimit(app: FastifyInstance) {
  const limiter: RateLimiter = {
    async consume(key, max, windowMs, messageKey) {
      if (!app.config.rateLimits) return;
      const now = Date.now();
      const [row] = await queryRows<{ count: number; last_request: string | number }>(
        app.db,
        sql`
        insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
        returning count, last_request`,
      );
      if (row && Number(row.count) > max) {
        const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
        throw tooManyRequests(retryAfter, messageKey);
      }
    },
  };
  app.decorate('rateLimiter', limiter);

  // Windows are at most an hour long; counters older than a day can never matter again.
  const prune = setInterval(
    () =>
      void app.db
        .execute(sql`delete from rate_limits where last_request < ${Date.now() - 24 * 60 * 60 * 1000}`)
        .catch(() => {}),
    60 * 60 * 1000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
});
