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
    /** Every mail to `email`, oldest first, once `count` of them were sent. */
    allTo: async (email: string, count: number, timeoutMs = 10_000) => {
      const mails = () => sent.items.filter((mail) => mail.to === email);
      await sent.next(() => mails().length >= count, timeoutMs, `${count} mails to ${email}`);
      return mails();
    },
  };
}
