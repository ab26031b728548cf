import { useTranslation } from '../../lib/use-translation';
import { LegalPage } from '../../features/content/components/legal-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.privacy.title'));
  return <LegalPage document="privacy" />;
}
