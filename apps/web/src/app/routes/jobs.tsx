import { useTranslation } from 'react-i18next';
import { JobList } from '../../features/jobs/components/job-list';
import { JobSearchForm } from '../../features/jobs/components/job-search-form';
import { useJobFilters } from '../../features/jobs/hooks/use-job-filters';
import { HydrateLater } from '../../lib/hydrate-later';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.title'));
  const { filters, setFilters } = useJobFilters();
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold">{t('jobs.title')}</h1>
        <p className="mt-1 text-stone-600">{t('jobs.subtitle')}</p>
      </header>
      <HydrateLater>
        <JobSearchForm filters={filters} onChange={setFilters} />
      </HydrateLater>
      <JobList filters={filters} />
    </main>
  );
}
