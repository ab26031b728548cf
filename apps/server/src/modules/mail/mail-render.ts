// The job-alert digest's text, and the names of what an unsubscribe link stops, in the reader's language: the same
// shared messages and `translate` as every other mail (decision 180).
import { isLanguage, type Language } from '@kalasetu/shared/limits';
import type { UnsubscribeKind } from '@kalasetu/shared/mail-settings';
import { translate } from '@kalasetu/shared/messages';

export const languageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');

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
  application: 'mail.kinds.application',
  hire_review: 'mail.kinds.hire_review',
  hire: 'mail.kinds.hire',
  invitation: 'mail.kinds.invitation',
  agreement: 'mail.kinds.agreement',
  delivery: 'mail.kinds.delivery',
  payment: 'mail.kinds.payment',
  dispute: 'mail.kinds.dispute',
  verification: 'mail.kinds.verification',
  unread_message: 'mail.kinds.unread_message',
  job_digest: 'mail.kinds.job_digest',
};

export const kindLabel = (lang: Language, kind: UnsubscribeKind) => translate(lang, KIND_LABEL[kind]);
