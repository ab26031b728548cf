import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { MailMessage } from './mailer';

export interface MailFrame {
  to: string;
  name: string;
  lang: Language;
  /** The signed link that stops this kind of mail without signing in (decision 210). */
  unsubscribeUrl: string;
}

/** Greeting, lines, the way to stop this kind of mail, signature; with List-Unsubscribe headers (RFC 8058). */
export function framedMail(frame: MailFrame, subject: string, lines: string[]): MailMessage {
  const { lang } = frame;
  return {
    to: frame.to,
    subject,
    text: [
      translate(lang, 'email.resetGreeting', { name: frame.name }),
      '',
      ...lines,
      '',
      translate(lang, 'email.signature'),
      '',
      translate(lang, 'mail.stop'),
      frame.unsubscribeUrl,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${frame.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
