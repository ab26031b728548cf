import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@kalasetu/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password-reset';

/** Asks for a reset link. The answer reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common.unexpectedError'));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-4">
        <div className="flex gap-3 rounded-md bg-green-50 p-4 text-green-900">
          <MailCheck aria-hidden="true" className="size-6 shrink-0" />
          <p>{t('auth.forgot.sent', { email: sentTo })}</p>
        </div>
        <Button asChild variant="secondary" className="w-full">
          <Link to="/signin">{t('auth.forgot.backToSignIn')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('auth.forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link
          to="/signin"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
        >
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </form>
  );
}
