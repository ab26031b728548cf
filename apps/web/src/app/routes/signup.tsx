import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { AuthCard, SignInInstead } from '../../features/auth/components/auth-card';
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
      <SignInInstead />
    </AuthCard>
  );
}
