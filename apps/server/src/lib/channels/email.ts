import { translate } from '@kalasetu/shared/messages';
import { framedMail } from '../framed-mail';
import type { Mailer } from '../mailer';
import type { OutboundChannel } from './channel';

/** An SMTP reply code (nodemailer's `responseCode`): 5xx refuses for good, anything else may pass later. */
const smtpCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error
    ? Number((error as { responseCode: unknown }).responseCode)
    : NaN;

/** E-mail through the mailer (SMTP, or the outbox without it), framed with the signed one-click unsubscribe. */
export function createEmailChannel(mailer: Mailer): OutboundChannel {
  return {
    name: 'email',
    needsOptIn: false,
    reaches: (recipient) => recipient.email.includes('@'),
    async send(recipient, message) {
      const lines = [...message.lines, '', translate(message.lang, 'notice.act'), message.url];
      const mail = framedMail(
        {
          to: recipient.email,
          name: recipient.name,
          lang: message.lang,
          unsubscribeUrl: message.unsubscribeUrl,
        },
        message.subject,
        lines,
      );
      try {
        await mailer.send(mail);
        return { status: 'delivered' };
      } catch (error) {
        const code = smtpCode(error);
        const reason = error instanceof Error ? error.message : String(error);
        return code >= 500 && code < 600 ? { status: 'gone', reason } : { status: 'retry', reason };
      }
    },
  };
}
