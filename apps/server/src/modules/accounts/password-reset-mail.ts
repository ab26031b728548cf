import { pickLanguage, translate } from '@kalasetu/shared/messages';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';

export async function sendPasswordResetMail(args: {
  mailer: Mailer;
  config: AppConfig;
  user: { email: string; name: string };
  token: string;
  acceptLanguage?: string | null;
}) {
  const lang = pickLanguage(args.acceptLanguage);
  const link = `${args.config.publicUrl}/reset-password?token=${encodeURIComponent(args.token)}`;
  await args.mailer.send({
    to: args.user.email,
    subject: translate(lang, 'email.resetSubject'),
    text: [
      translate(lang, 'email.resetGreeting', { name: args.user.name }),
      '',
      translate(lang, 'email.resetBody'),
      link,
      '',
      translate(lang, 'email.resetIgnore'),
      '',
      translate(lang, 'email.signature'),
    ].join('\n'),
  });
}
