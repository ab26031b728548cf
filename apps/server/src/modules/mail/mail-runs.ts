// The mail that goes out on a schedule rather than inside a request (decision 210): notifications of the mailed
// kinds, conversations left unread, and the job-alert digest. Each run claims its rows in one statement, so any
// number of instances may run on one database and a mail is still sent once.
import type { FastifyInstance } from 'fastify';
import {
  DIGEST_HOUR_IST,
  MAIL_BATCH,
  UNREAD_MAIL_AFTER_MS,
  UNREAD_MAIL_WINDOW_MS,
} from '@kalasetu/shared/limits';
import { MAIL_KIND_OF, type MailKind, type UnsubscribeKind } from '@kalasetu/shared/mail-settings';
import type { MailMessage } from '../../lib/mailer';
import {
  claimDigests,
  claimNoticeMails,
  claimUnreadBursts,
  type ClaimedDigestJob,
  type Recipient,
} from './mail.repository';
import { digestMail, framedMail, languageOf, noticeMail, unreadMail } from './mail-render';
import { signUnsubscribeToken } from './mail-token';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The latest DIGEST_HOUR_IST o'clock in India at or before `now`: alerts queued before it go in today's digest. */
export function digestCutoff(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), DIGEST_HOUR_IST);
  const cutoff = today <= local.getTime() ? today : today - 24 * 60 * 60_000;
  return new Date(cutoff - IST_OFFSET_MS);
}

const SWITCH: Record<MailKind, keyof Recipient> = {
  assigned: 'mailAssigned',
  recommendation: 'mailRecommendation',
  invitation: 'mailInvitation',
  unread_message: 'mailUnreadMessage',
};

export function unsubscribeUrl(app: FastifyInstance, userId: string, kind: UnsubscribeKind) {
  const token = signUnsubscribeToken(app.config.authSecret, userId, kind);
  return `${app.config.publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

function frame(app: FastifyInstance, to: Recipient, kind: UnsubscribeKind) {
  return {
    to: to.email,
    name: to.name,
    lang: languageOf(to.language),
    unsubscribeUrl: unsubscribeUrl(app, to.userId, kind),
  };
}

/** A claimed mail that fails to send is logged, not retried: a retry could not tell a lost mail from a slow one. */
async function send(app: FastifyInstance, message: MailMessage) {
  try {
    await app.mailer.send(message);
    return 1;
  } catch (error) {
    app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
    return 0;
  }
}

async function mailNotices(app: FastifyInstance, now: Date): Promise<number> {
  const rows = await claimNoticeMails(
    app.db,
    now,
    new Date(now.getTime() - UNREAD_MAIL_WINDOW_MS),
    MAIL_BATCH,
  );
  let sent = 0;
  for (const row of rows) {
    const kind = MAIL_KIND_OF[row.kind];
    if (!row[SWITCH[kind]]) continue;
    const f = frame(app, row, kind);
    const { subject, lines } = noticeMail(
      f.lang,
      row.kind,
      row.params,
      `${app.config.publicUrl}${row.link ?? '/'}`,
    );
    sent += await send(app, framedMail(f, subject, lines));
  }
  return sent;
}

const messagesLink = (role: string, senderId: string) =>
  role === 'enterprise'
    ? `/enterprise-dashboard?tab=messages&to=${senderId}`
    : role === 'creator'
      ? `/dashboard?tab=messages&to=${senderId}`
      : '/admin';

async function mailUnreadBursts(app: FastifyInstance, now: Date): Promise<number> {
  const rows = await claimUnreadBursts(
    app.db,
    now,
    new Date(now.getTime() - UNREAD_MAIL_AFTER_MS),
    new Date(now.getTime() - UNREAD_MAIL_WINDOW_MS),
    MAIL_BATCH,
  );
  let sent = 0;
  for (const row of rows) {
    if (!row.mailUnreadMessage) continue;
    const f = frame(app, row, 'unread_message');
    const url = `${app.config.publicUrl}${messagesLink(row.role, row.senderId)}`;
    const { subject, lines } = unreadMail(f.lang, row.senderName, url);
    sent += await send(app, framedMail(f, subject, lines));
  }
  return sent;
}

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
    const f = frame(app, first, 'job_digest');
    const list = open.map((job) => ({
      title: job.title,
      location: job.location,
      url: `${app.config.publicUrl}/jobs/${job.jobId}`,
    }));
    const { subject, lines } = digestMail(f.lang, list, `${app.config.publicUrl}/jobs`);
    sent += await send(app, framedMail(f, subject, lines));
  }
  return sent;
}

export interface MailRunResult {
  notices: number;
  unread: number;
  digests: number;
}

/** One pass of every scheduled mail as of `now`; the scheduler calls it on a timer, tests call it directly. */
export async function runScheduledMail(app: FastifyInstance, now: Date): Promise<MailRunResult> {
  return {
    notices: await mailNotices(app, now),
    unread: await mailUnreadBursts(app, now),
    digests: await mailDigests(app, now),
  };
}
