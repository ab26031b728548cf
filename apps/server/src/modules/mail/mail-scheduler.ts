import type { FastifyInstance } from 'fastify';
import { MAIL_TICK_MS } from '@kalasetu/shared/limits';
import { sendDueNotices } from '../outbound/outbound.service';
import { runPaymentsUpkeep } from '../payments/payments-upkeep.service';
import { releaseDueReviews } from '../ratings/ratings.service';
import { prepareScheduledSends } from './mail-runs';

export interface MailScheduler {
  /** One pass now, as of the scheduler's clock (the same promise while one runs); resolves when it is handed over. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs the scheduled sends (and the payments upkeep) every `intervalMs` on this instance (decision 210). The
 * preparing step never overlaps itself, and each channel's sending runs apart from the rest (a provider that hangs
 * holds only its own channel, and later ticks still send on the others); across instances the row claims keep them
 * apart. `clock` is injectable so a test decides what "now" is.
 */
export function startMailScheduler(
  app: FastifyInstance,
  options: { clock?: () => Date; intervalMs?: number } = {},
): MailScheduler {
  const clock = options.clock ?? (() => new Date());
  let preparing: Promise<void> | null = null;
  let pass: Promise<void> | null = null;
  const tick = () => {
    const now = clock();
    // The payments module's upkeep rides on the same tick (decision 247): pruning replies, settling transfers,
    // deleting removed delivery files; so does showing reviews whose window closed (decision 265).
    preparing ??= prepareScheduledSends(app, now)
      .then(() => runPaymentsUpkeep(app, now))
      .then(() => releaseDueReviews(app, now))
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled mail run failed'))
      .finally(() => {
        preparing = null;
      });
    return preparing
      .then(() => sendDueNotices(app, now))
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled sending failed'));
  };
  const runNow = () => {
    pass ??= tick().finally(() => {
      pass = null;
    });
    return pass;
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? MAIL_TICK_MS);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
