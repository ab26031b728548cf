import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { AuthCard, OrDivider } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useRedirectIfSignedIn } from '../../features/auth/hooks/use-redirect-if-signed-in';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signin.title'));
  const checking = useRedirectIfSignedIn();
  if (checking) return <PageLoading />;
  return (
    <AuthCard title={t('auth.signin.title')} description={t('auth.signin.subtitle')}>
      <GoogleButton mode="signin" />
      <OrDivider label={t('auth.or')} />
      <SignInForm />
      <div className="mt-6 space-y-1 text-center text-sm text-stone-700">
        <p>
          {t('auth.signin.noAccount')}{' '}
          <Link
            to="/signup"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {t('auth.signin.signUpLink')}
          </Link>
        </p>
        <p>
          <Link
            to="/admin-signin"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {t('auth.signin.adminLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
