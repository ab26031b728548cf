import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PhoneCodePurpose } from '@kalasetu/shared/phone-codes';
import { Button } from '../ui/button';
import { ApiError } from '../../lib/api-client';
import { requestPhoneCode } from './phone-codes-api';

interface PhoneCodeSenderProps {
  purpose: PhoneCodePurpose;
  /** Checks the number field and returns its value, or null when it is not a mobile number yet. */
  readNumber(): Promise<string | null>;
  onSent?(): void;
  disabled?: boolean;
}

/** "Send code" (then "Send a new code"), and a line saying where the code went and for how long it is good. */
export function PhoneCodeSender({ purpose, readNumber, onSent, disabled }: PhoneCodeSenderProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setFailure(null);
    const phoneNumber = await readNumber();
    if (!phoneNumber) return;
    setSending(true);
    try {
      await requestPhoneCode({ phoneNumber, purpose });
      setSentTo(phoneNumber);
      onSent?.();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status ? error.message : t('auth.phone.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" onClick={() => void send()} disabled={disabled || sending}>
        {sending ? t('auth.phone.sending') : t(sentTo ? 'auth.phone.sendAgain' : 'auth.phone.send')}
      </Button>
      <p role="status" className="text-sm text-stone-700">
        {sentTo
          ? t(purpose === 'sign-in' ? 'auth.phone.sentIfKnown' : 'auth.phone.sent', { phone: sentTo })
          : null}
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
