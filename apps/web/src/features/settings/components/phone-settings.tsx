import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { phoneCodeCheckSchema, type PhoneCodeCheck } from '@kalasetu/shared/phone-codes';
import type { Me } from '@kalasetu/shared/profiles';
import { PhoneCodeFields } from '../../../components/phone/phone-code-fields';
import { confirmPhone } from '../../../components/phone/phone-codes-api';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/**
 * The mobile number the account signs in with and gets SMS at: confirmed by a code sent to it, which gives the
 * profile its "Phone ✓" (docs/product/verification.md).
 */
export function PhoneSettings({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const form = useForm<PhoneCodeCheck>({
    resolver: zodResolver(phoneCodeCheckSchema),
    defaultValues: { phoneNumber: user.phoneNumber ?? user.phone ?? '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirmPhone(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['phoneNumber', 'code']);
      const message = error instanceof ApiError && error.status ? error.message : t('settings.phone.failed');
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    form.resetField('code');
    await refresh();
    toast.success(t('settings.phone.confirmed'));
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">{t('settings.phone.title')}</h2>
      <p role="status" className="text-sm text-stone-700">
        {user.phoneNumberVerified && user.phoneNumber
          ? t('settings.phone.current', { phone: user.phoneNumber })
          : t('settings.phone.none')}
      </p>
      <FormField
        label={t('auth.fields.mobile')}
        error={errors.phoneNumber?.message}
        hint={t('auth.hints.phone')}
        required
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phoneNumber')} />
      </FormField>
      <PhoneCodeFields
        className="space-y-4"
        purpose="confirm"
        readNumber={async () =>
          (await form.trigger('phoneNumber'))
            ? phoneCodeCheckSchema.shape.phoneNumber.parse(form.getValues('phoneNumber'))
            : null
        }
        codeInput={form.register('code')}
        error={errors.code?.message}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('settings.phone.submit')}
      </Button>
    </form>
  );
}
