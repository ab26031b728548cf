import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors';
import { countAttempt, pruneAttempts } from './rate-limit.repository';

export interface RateLimiter {
  /** Counts one attempt under `key`; throws a 429 AppError once `max` attempts fall in one window. */
  consume(key: string, max: number, windowMs: number, messageKey?: string): Promise<void>;
  /**
   * Counts `wanted` attempts under `key` at once and returns how many of them fall within `max` in the window (all of
   * them when rate limits are off), for work done in batches.
   */
  allowance(key: string, wanted: number, max: number, windowMs: number): Promise<number>;
}

/** Fixed-window counters in the database, so every server instance shares them. */
export default fp(async function rateLimit(app: FastifyInstance) {
  const limiter: RateLimiter = {
    async consume(key, max, windowMs, messageKey) {
      if (!app.config.rateLimits) return;
      const now = Date.now();
      const counted = await countAttempt(app.db, key, windowMs, now);
      if (counted && counted.count > max) {
        const retryAfter = Math.max(1, Math.ceil((counted.windowStart + windowMs - now) / 1000));
        throw tooManyRequests(retryAfter, messageKey);
      }
    },
    async allowance(key, wanted, max, windowMs) {
      if (!app.config.rateLimits || wanted <= 0) return Math.max(0, wanted);
      const counted = await countAttempt(app.db, key, windowMs, Date.now(), wanted);
      const before = (counted?.count ?? wanted) - wanted;
      return Math.min(wanted, Math.max(0, max - before));
    },
  };
  app.decorate('rateLimiter', limiter);

  // Windows are at most an hour long; counters older than a day can never matter again.
  const prune = setInterval(
    () => void pruneAttempts(app.db, Date.now() - 24 * 60 * 60 * 1000).catch(() => {}),
    60 * 60 * 1000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
});
