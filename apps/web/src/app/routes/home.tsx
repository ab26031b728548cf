import { useTranslation } from 'react-i18next';
import { HomePage } from '../../features/home/components/home-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return <HomePage />;
}
