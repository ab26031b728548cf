import { useTranslation } from 'react-i18next';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.title'));
  return <OnboardingPage />;
}
