import { useTranslation } from '../../lib/use-translation';
import { GuidesPage } from '../../features/content/components/guides-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('resources.enterprisePage.title'));
  return <GuidesPage audience="enterprise" />;
}
