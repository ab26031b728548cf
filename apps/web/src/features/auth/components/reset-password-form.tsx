import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { creatorSignUpFields } from '@kalasetu/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { resetPassword } from '../api/password-reset';

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * The sign-up password rule and match check. (The shared `resetPasswordSchema` also holds the token and gives an
 * untranslated message for an empty confirmation, so the form uses the sign-up fields; the server checks again.)
 */
const schema = creatorSignUpFields
  .pick({ password: true, confirmPassword: true })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'validation.passwordsDontMatch',
    path: ['confirmPassword'],
  });

/** A new password for the account the e-mailed link belongs to; every session of it ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ token, newPassword: values.password });
      toast.success(t('auth.reset.success'));
      navigate('/signin', { replace: true });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['password'], { newPassword: 'password' })) return;
      setFailure(error instanceof ApiError ? error.message : t('common.unexpectedError'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t('auth.fields.newPassword')}
        error={errors.password?.message}
        hint={t('validation.passwordRule')}
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      {failure ? (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p>{failure}</p>
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-medium underline">
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
