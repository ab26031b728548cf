import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { signInSchema, type SignInInput } from '@kalasetu/shared/accounts';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { destinationAfterLogin } from '../../../lib/auth/redirect';

interface SignInFormProps {
  /** The admin page's variant: its own button text, no password-reset link. */
  variant?: 'member' | 'admin';
  /** Replaces the default after a successful sign-in (a toast, then the stored page or the role's home). */
  onSignedIn?(user: Me | null): void;
}

/** E-mail and password, for members and (as a variant) administrators. */
export function SignInForm({ variant = 'member', onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let user: Me | null;
    try {
      user = await signIn(values);
    } catch (error) {
      console.error('sign-in failed', error);
      const message = error instanceof ApiError && error.status ? error.message : t('auth.signin.failed');
      setFailure(message);
      toast.error(message);
      return;
    }
    if (onSignedIn) return onSignedIn(user);
    toast.success(t('auth.signin.success'));
    navigate(destinationAfterLogin(user?.role), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {variant === 'member' ? (
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline"
          >
            {t('auth.signin.forgotPassword')}
          </Link>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting
          ? t('auth.signin.submitting')
          : t(variant === 'admin' ? 'auth.admin.submit' : 'auth.signin.submit')}
      </Button>
    </form>
  );
}
