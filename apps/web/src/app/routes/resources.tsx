import { useTranslation } from '../../lib/use-translation';
import { ResourcesPage } from '../../features/content/components/resources-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('resources.title'));
  return <ResourcesPage />;
}
