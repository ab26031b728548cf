import type { FastifyInstance } from 'fastify';
import { MAIL_TICK_MS } from '@kalasetu/shared/limits';
import { runPaymentsUpkeep } from '../payments/payments-upkeep.service';
import { runScheduledMail } from './mail-runs';

export interface MailScheduler {
  /** One pass now, as of the scheduler's clock; resolves when its mail is handed over. */
  runNow(): Promise<void>;
  stop(): void;
}

/**
 * Runs the scheduled mail (and the payments upkeep) every `intervalMs` on this instance (decision 210). Passes never overlap on one instance;
 * across instances the row claims keep them apart. `clock` is injectable so a test decides what "now" is.
 */
export function startMailScheduler(
  app: FastifyInstance,
  options: { clock?: () => Date; intervalMs?: number } = {},
): MailScheduler {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  const runNow = () => {
    const now = clock();
    // The payments module's upkeep rides on the same tick (decision 247): pruning replies, settling transfers,
    // deleting removed delivery files.
    running ??= runScheduledMail(app, now)
      .then(() => runPaymentsUpkeep(app, now))
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled mail run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs ?? MAIL_TICK_MS);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
