// The text of each mail, in the reader's language, from a notification's kind and parameters (decision 180): the
// same shared messages and `translate` as the password-reset and e-mail-change mails.
import { isLanguage, type Language } from '@kalasetu/shared/limits';
import type { MailedNotificationKind, UnsubscribeKind } from '@kalasetu/shared/mail-settings';
import { translate } from '@kalasetu/shared/messages';
import type { NotificationParams } from '@kalasetu/shared/notifications';
import type { MailMessage } from '../../lib/mailer';

export const languageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');

export interface MailFrame {
  to: string;
  name: string;
  lang: Language;
  /** The unsubscribe link of this mail's kind (decision 210). */
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

/** Subject and lines of a mailed notification; `url` is where its next step is taken. */
export function noticeMail(
  lang: Language,
  kind: MailedNotificationKind,
  params: NotificationParams,
  url: string,
): { subject: string; lines: string[] } {
  const values = {
    title: params.title ?? '',
    name: params.name ?? '',
    enterprise: params.enterpriseName ?? '',
  };
  const t = (key: string) => translate(lang, key, values);
  switch (kind) {
    case 'assigned':
      return { subject: t('mail.assigned.subject'), lines: [t('mail.assigned.body'), url] };
    case 'recommendation_accepted':
      return {
        subject: t('mail.recommendationAccepted.subject'),
        lines: [t('mail.recommendationAccepted.body'), url],
      };
    case 'recommendation_declined':
      return {
        subject: t('mail.recommendationDeclined.subject'),
        lines: [
          t('mail.recommendationDeclined.body'),
          params.reason ?? '',
          '',
          t('mail.recommendationDeclined.next'),
          url,
        ],
      };
    case 'invitation_received':
      return { subject: t('mail.invitation.subject'), lines: [t('mail.invitation.body'), url] };
  }
}

export function unreadMail(lang: Language, senderName: string, url: string) {
  return {
    subject: translate(lang, 'mail.unread.subject', { name: senderName }),
    lines: [translate(lang, 'mail.unread.body', { name: senderName }), url],
  };
}

export function digestMail(
  lang: Language,
  jobs: { title: string; location: string; url: string }[],
  allUrl: string,
) {
  return {
    subject: translate(lang, 'mail.digest.subject'),
    lines: [
      translate(lang, 'mail.digest.body'),
      '',
      ...jobs.flatMap((job) => [`• ${job.title} (${job.location})`, `  ${job.url}`]),
      '',
      translate(lang, 'mail.digest.more'),
      allUrl,
    ],
  };
}

const KIND_LABEL: Record<UnsubscribeKind, string> = {
  assigned: 'mail.kinds.assigned',
  recommendation: 'mail.kinds.recommendation',
  invitation: 'mail.kinds.invitation',
  unread_message: 'mail.kinds.unread_message',
  job_digest: 'mail.kinds.job_digest',
};

export const kindLabel = (lang: Language, kind: UnsubscribeKind) => translate(lang, KIND_LABEL[kind]);
