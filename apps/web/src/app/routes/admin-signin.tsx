import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { useAuth } from '../../lib/auth/auth-provider';
import { AdminSignInForm } from '../../features/auth/components/admin-sign-in-form';
import { AuthCard } from '../../features/auth/components/auth-card';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.admin.title'));
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';
  // An administrator who is already signed in has nothing to do here.
  useEffect(() => {
    if (isAdmin) navigate('/admin', { replace: true });
  }, [isAdmin, navigate]);
  if (isLoading || isAdmin) return <PageLoading />;
  return (
    <AuthCard title={t('auth.admin.title')} description={t('auth.admin.subtitle')}>
      <AdminSignInForm />
    </AuthCard>
  );
}
