import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
