import { useTranslation } from '../../lib/use-translation';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.title'));
  return <OnboardingPage />;
}
