// What goes out on a schedule rather than inside a request (decision 210): every channel's notices (the outbound
// module), and the job-alert digest. Each run claims its rows in one statement, so any number of instances may run
// on one database and a message is still sent once.
import type { FastifyInstance } from 'fastify';
import { DIGEST_HOUR_IST, MAIL_BATCH } from '@kalasetu/shared/limits';
import { framedMail } from '../../lib/framed-mail';
import { queueUnreadBursts, runOutbound, unsubscribeUrl } from '../outbound/outbound.service';
import { claimDigests, type ClaimedDigestJob } from './mail.repository';
import { digestMail, languageOf } from './mail-render';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The latest DIGEST_HOUR_IST o'clock in India at or before `now`: alerts queued before it go in today's digest. */
export function digestCutoff(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), DIGEST_HOUR_IST);
  const cutoff = today <= local.getTime() ? today : today - 24 * 60 * 60_000;
  return new Date(cutoff - IST_OFFSET_MS);
}

/** The digest is sent once: a mail that fails after its claim is logged, not retried (decision 210). */
async function mailDigests(app: FastifyInstance, now: Date): Promise<number> {
  const rows = await claimDigests(app.db, now, digestCutoff(now), MAIL_BATCH);
  const byUser = new Map<string, ClaimedDigestJob[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const jobs of byUser.values()) {
    const first = jobs[0]!;
    // Switched to in-app or off since the alerts were queued, or every job has closed: nothing to mail.
    const open = jobs.filter((job) => job.open);
    if (first.alertDelivery !== 'digest' || open.length === 0) continue;
    const lang = languageOf(first.language);
    const list = open.map((job) => ({
      title: job.title,
      location: job.location,
      url: `${app.config.publicUrl}/jobs/${job.jobId}`,
    }));
    const { subject, lines } = digestMail(lang, list, `${app.config.publicUrl}/jobs`);
    const frame = {
      to: first.email,
      name: first.name,
      lang,
      unsubscribeUrl: unsubscribeUrl(app, first.userId, 'job_digest'),
    };
    try {
      await app.mailer.send(framedMail(frame, subject, lines));
      sent += 1;
    } catch (error) {
      app.log.error({ err: error, to: frame.to }, 'digest mail not sent');
    }
  }
  return sent;
}

export interface MailRunResult {
  /** Messages sent per channel by this pass. */
  notices: Record<string, number>;
  /** Unread conversations turned into notices. */
  unread: number;
  digests: number;
}

/** What a tick does before sending: unread conversations become notices, and the digest goes out when due. */
export async function prepareScheduledSends(app: FastifyInstance, now: Date) {
  return { unread: await queueUnreadBursts(app, now), digests: await mailDigests(app, now) };
}

/** One whole pass of everything scheduled as of `now`, in order; tests call it directly. */
export async function runScheduledMail(app: FastifyInstance, now: Date): Promise<MailRunResult> {
  const outbound = await runOutbound(app, now);
  const notices = Object.fromEntries(
    Object.entries(outbound.channels).map(([channel, result]) => [channel, result.sent]),
  );
  return { notices, unread: outbound.unread, digests: await mailDigests(app, now) };
}
