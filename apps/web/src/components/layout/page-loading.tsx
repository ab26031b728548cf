import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../ui/spinner';

/** What a screen shows while it waits for the session or its data before deciding what to render. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-6xl p-8">
      <Spinner label={t('common.loading')} />
    </main>
  );
}
