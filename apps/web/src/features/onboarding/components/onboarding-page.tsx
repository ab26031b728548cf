import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-provider';
import { CreatorOnboardingForm } from './creator-onboarding-form';
import { EnterpriseOnboardingForm } from './enterprise-onboarding-form';

/** 'Complete Your Profile': the form of the signed-in user's role. Visitors go home; admins to their panel. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const elsewhere = !isLoading && (!user || user.role === 'admin');
  useEffect(() => {
    if (elsewhere) navigate(user?.role === 'admin' ? '/admin' : '/', { replace: true });
  }, [elsewhere, user?.role, navigate]);
  if (isLoading || !user || user.role === 'admin') return <PageLoading />;

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-semibold">{t('onboarding.title')}</h1>
        <p className="mt-1 text-stone-600">
          {user.role === 'enterprise' ? t('onboarding.enterpriseSubtitle') : t('onboarding.creatorSubtitle')}
        </p>
        <div className="mt-6">
          {user.role === 'enterprise' ? (
            <EnterpriseOnboardingForm user={user} />
          ) : (
            <CreatorOnboardingForm user={user} />
          )}
        </div>
      </Card>
    </main>
  );
}
