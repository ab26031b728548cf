import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageTitle } from '../../lib/use-page-title';

/** Opened from the e-mailed link: /reset-password?token=…; an expired or broken link offers a new one. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const broken = !token || params.has('error');
  return (
    <AuthCard title={t('auth.reset.title')} description={broken ? undefined : t('auth.reset.subtitle')}>
      {broken ? (
        <div role="alert" className="space-y-4">
          <p className="text-stone-800">{t('errors.resetTokenInvalid')}</p>
          <Button asChild className="w-full">
            <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
          </Button>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCard>
  );
}
