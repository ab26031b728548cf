import { useTranslation } from '../../lib/use-translation';
import { JobList } from '../../features/jobs/components/job-list';
import { JobSearchForm } from '../../features/jobs/components/job-search-form';
import { useJobFilters } from '../../features/jobs/hooks/use-job-filters';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { jobsQueryOptions } from '../../features/jobs/api/get-jobs';
import { filtersFromParams } from '../../features/jobs/utils/job-filters';
import { preload } from '../../lib/route-data';

/** The first page of jobs for the filters in the address (lib/route-data.ts). */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  preload(context, (client) => [
    client.ensureInfiniteQueryData(jobsQueryOptions(filtersFromParams(new URL(request.url).searchParams))),
  ]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.title'));
  const { filters, setFilters } = useJobFilters();
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:space-y-6 sm:py-8">
      <header>
        <h1 className="text-3xl font-bold">{t('jobs.title')}</h1>
        {/* Not on a phone: there the results come first. */}
        <p className="mt-1 hidden text-stone-600 sm:block">{t('jobs.subtitle')}</p>
      </header>
      <JobSearchForm filters={filters} onChange={setFilters} />
      <JobList filters={filters} />
    </main>
  );
}
