import { useTranslation } from '../../lib/use-translation';
import { LegalPage } from '../../features/content/components/legal-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.terms.title'));
  return <LegalPage document="terms" />;
}
