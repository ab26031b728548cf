import { useTranslation } from 'react-i18next';
import { ResourcesPage } from '../../features/content/components/resources-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('resources.title'));
  return <ResourcesPage />;
}
