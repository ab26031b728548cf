import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast-now';
import { signInSchema, type SignInInput } from '@kalasetu/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../auth-provider';
import { ROLE_CHANGE_NOTICE_MS } from '../utils/notices';

/**
 * Administrator sign-in: signs in, then checks the role on the profile. A non-admin stays signed in (it is a
 * real account) but is told it has no admin privileges, with a way to log out and try another account.
 */
export function AdminSignInForm() {
  const { t } = useTranslation();
  const { user, signIn, signOut } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let role: string | undefined;
    try {
      role = (await signIn(values))?.role;
    } catch (error) {
      console.error('admin sign-in failed', error);
      const message = error instanceof ApiError && error.status ? error.message : t('auth.signin.failed');
      setFailure(message);
      toast.error(message);
      return;
    }
    if (role === 'admin') {
      toast.success(t('auth.signin.success'));
      navigate('/admin', { replace: true });
      return;
    }
    setFailure(t('auth.admin.notAdmin'));
    toast.error(t('auth.admin.notAdmin'));
    toast.info(t('auth.admin.justPromoted'), { duration: ROLE_CHANGE_NOTICE_MS });
  });

  const logOutAndRetry = async () => {
    try {
      await signOut();
      setFailure(null);
      form.reset({ email: '', password: '' });
      toast.success(t('auth.signedOut'));
    } catch {
      toast.error(t('auth.signOutFailed'));
    }
  };

  const signedInAsOther = user && user.role !== 'admin';
  return (
    <div className="space-y-5">
      <div
        role="note"
        className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p>{t('auth.admin.warning')}</p>
          <Link to="/signin" className="inline-flex min-h-11 items-center font-medium underline">
            {t('auth.admin.returnToSignIn')}
          </Link>
        </div>
      </div>
      {signedInAsOther ? (
        <div
          className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
          aria-live="polite"
        >
          {failure ? (
            <p role="alert" className="font-medium text-red-800">
              {failure}
            </p>
          ) : null}
          <p>{t('auth.admin.signedInAs', { name: user.name, email: user.email })}</p>
          <p>{t('auth.admin.justPromoted')}</p>
          <Button variant="secondary" onClick={() => void logOutAndRetry()}>
            {t('auth.admin.logOutAndRetry')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('auth.fields.password')} error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.signin.submitting') : t('auth.admin.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
