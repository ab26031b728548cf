import { isLanguage, type Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { findActorLanguage } from './accounts.repository';

/** Where the link lands: Settings says whether it worked (better-auth appends `&error=…` when it did not). */
export const EMAIL_CONFIRMED_PATH = '/settings?tab=account&emailConfirm=done';
/** How long the confirmation link stays valid. */
export const EMAIL_CONFIRM_LINK_TTL_SECONDS = 3 * 24 * 60 * 60;

/** The mail, in the account's language (the one it signed up in), through the one mail path. */
export async function sendEmailConfirmationMail(args: {
  db: Database;
  mailer: Mailer;
  user: { id: string; email: string; name: string };
  url: string;
}) {
  const stored = await findActorLanguage(args.db, args.user.id);
  const lang: Language = isLanguage(stored) ? stored : 'en';
  await args.mailer.send({
    to: args.user.email,
    subject: translate(lang, 'email.confirmSubject'),
    text: [
      translate(lang, 'email.resetGreeting', { name: args.user.name }),
      '',
      translate(lang, 'email.confirmBody'),
      args.url,
      '',
      translate(lang, 'email.confirmIgnore'),
      '',
      translate(lang, 'email.signature'),
    ].join('\n'),
  });
}
