import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PhoneCodePurpose } from '@kalasetu/shared/phone-codes';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { PhoneCodeSender } from './phone-code-sender';

/** The code step of a phone sign-up or confirmation: send the code to the number field, then type it. */
export function PhoneCodeFields({
  purpose,
  readNumber,
  codeInput,
  error,
  className,
}: {
  purpose: PhoneCodePurpose;
  readNumber(): Promise<string | null>;
  codeInput: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <PhoneCodeSender purpose={purpose} readNumber={readNumber} />
      <FormField label={t('auth.fields.code')} error={error} hint={t('auth.hints.code')} required>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...codeInput} />
      </FormField>
    </div>
  );
}
