import { useTranslation } from '../../lib/use-translation';
import { BecomeCreatorPage } from '../../features/content/components/become-creator-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('becomeCreator.title'));
  return <BecomeCreatorPage />;
}
