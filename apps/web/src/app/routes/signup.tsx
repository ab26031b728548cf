import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { AuthCard } from '../../features/auth/components/auth-card';
import { isSelfServiceRole, RoleChoice } from '../../features/auth/components/role-choice';
import { useRedirectIfSignedIn } from '../../features/auth/hooks/use-redirect-if-signed-in';
import { usePageTitle } from '../../lib/use-page-title';

/** /signup and /signup/role: the role choice; `?role=creator|enterprise` preselects a card. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.role.title'));
  const [params] = useSearchParams();
  const checking = useRedirectIfSignedIn();
  if (checking) return <PageLoading />;
  const requested = params.get('role');
  return (
    <AuthCard title={t('auth.role.title')} description={t('auth.role.subtitle')} wide>
      <RoleChoice initialRole={isSelfServiceRole(requested) ? requested : null} />
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
