import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../lib/mailer';
import { signalList } from './signal';

/**
 * Records every mail `app` hands over from now on (outbox file written or SMTP accepted), through the mailer's
 * `onSent` hook: a test awaits the mail itself instead of polling the outbox.
 */
export function recordMail(app: FastifyInstance) {
  const sent = signalList<MailMessage>();
  app.mailer.onSent((message) => sent.push(message));
  return {
    sent: sent.items,
    /** The first mail to `email`, sent already or the moment it is. */
    to: (email: string, timeoutMs = 10_000) =>
      sent.next((mail) => mail.to === email, timeoutMs, `mail to ${email}`),
  };
}
