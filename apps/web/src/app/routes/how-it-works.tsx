import { useTranslation } from '../../lib/use-translation';
import { HowItWorksPage } from '../../features/content/components/how-it-works-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('howItWorks.title'));
  return <HowItWorksPage />;
}
