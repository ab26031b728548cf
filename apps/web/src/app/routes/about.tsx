import { useTranslation } from '../../lib/use-translation';
import { AboutPage } from '../../features/content/components/about-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  return <AboutPage />;
}
