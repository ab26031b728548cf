import { useTranslation } from 'react-i18next';
import type { MailKind, MailSettings } from '@kalasetu/shared/mail-settings';
import type { Role } from '@kalasetu/shared/roles';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveMailSettings } from '../api/mail-settings';

/** The mails each role can receive; a switch for a mail nobody of that role gets would only confuse. */
const KINDS_OF: Record<Role, MailKind[]> = {
  creator: ['assigned', 'invitation', 'unread_message'],
  enterprise: ['recommendation', 'unread_message'],
  admin: ['unread_message'],
};

const LABEL: Record<MailKind, string> = {
  assigned: 'settings.mail.kinds.assigned',
  recommendation: 'settings.mail.kinds.recommendation',
  invitation: 'settings.mail.kinds.invitation',
  unread_message: 'settings.mail.kinds.unread_message',
};

/** One switch per kind of e-mail, saved on the server the moment it is flipped (decision 210). */
export function MailSwitches({ role, settings }: { role: Role; settings: MailSettings }) {
  const { t } = useTranslation();
  const save = useSaveMailSettings();
  const flip = (kind: MailKind, on: boolean) =>
    save.mutate(
      { ...settings, mail: { ...settings.mail, [kind]: on } },
      {
        onSuccess: () => toast.success(t('settings.mail.saved')),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t('settings.mail.failed')),
      },
    );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{t('settings.mail.legend')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('settings.mail.hint')}</p>
      <ul className="mt-3 max-w-xl space-y-2">
        {KINDS_OF[role].map((kind) => (
          <li key={kind}>
            <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md border border-stone-300 bg-white px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{t(LABEL[kind])}</span>
              <input
                type="checkbox"
                role="switch"
                checked={settings.mail[kind]}
                disabled={save.isPending}
                onChange={(event) => flip(kind, event.target.checked)}
                className="size-5 shrink-0 accent-brand-600"
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
