import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { resendEmailConfirmation as resendOperation } from '@kalasetu/shared/api/phone-codes';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { ApiError, request } from '../../../lib/api-client';

/** Whether the account's e-mail address is confirmed, and the link sent again when it is not. */
export function EmailConfirmation({ user }: { user: Me }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  if (user.emailVerified)
    return <p className="text-sm text-stone-700">{t('settings.email.confirmed', { email: user.email })}</p>;
  const resend = async () => {
    setFailure(null);
    setState('sending');
    try {
      await request(resendOperation, {});
      setState('sent');
    } catch (error) {
      setState('idle');
      setFailure(error instanceof ApiError && error.status ? error.message : t('settings.email.failed'));
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">{t('settings.email.notConfirmed', { email: user.email })}</p>
      <Button type="button" variant="secondary" onClick={() => void resend()} disabled={state !== 'idle'}>
        {t('settings.email.resend')}
      </Button>
      <p role="status" className="text-sm text-stone-700">
        {state === 'sent' ? t('settings.email.sent', { email: user.email }) : null}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
