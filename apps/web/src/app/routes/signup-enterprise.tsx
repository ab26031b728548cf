import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { AuthCard, OrDivider } from '../../features/auth/components/auth-card';
import { EnterpriseSignUpForm } from '../../features/auth/components/enterprise-sign-up-form';
import { GoogleButton } from '../../features/auth/components/google-button';
import { useRedirectIfSignedIn } from '../../features/auth/hooks/use-redirect-if-signed-in';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signup.enterpriseTitle'));
  const checking = useRedirectIfSignedIn();
  if (checking) return <PageLoading />;
  return (
    <AuthCard title={t('auth.signup.enterpriseTitle')} description={t('auth.signup.enterpriseSubtitle')} wide>
      <GoogleButton mode="signup" role="enterprise" />
      <OrDivider label={t('auth.or')} />
      <EnterpriseSignUpForm />
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth.signup.haveAccount')}{' '}
        <Link
          to="/signin"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
        >
          {t('auth.signup.signInLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
