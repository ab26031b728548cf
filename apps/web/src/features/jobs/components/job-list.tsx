import { AlertTriangle, SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatNumber } from '@kalasetu/shared/money';
import type { JobListResponse } from '@kalasetu/shared/jobs';
import { slowDownMessageOr } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { UnderstoodNote } from '../../../components/search/understood-note';
import { Spinner } from '../../../components/ui/spinner';
import { useJobs } from '../api/get-jobs';
import { activeFilters, EMPTY_FILTERS, jobsHref, type JobFilters } from '../utils/job-filters';
import { sampleJobs } from '../utils/sample-jobs';
import { ActiveFilterChips } from './active-filter-chips';
import { JobCard } from './job-card';

/** "12 jobs" (or a lower bound, "300+ jobs") and the filters in force as removable chips, above the results. */
function ResultsSummary({ filters, count }: { filters: JobFilters; count: JobListResponse['count'] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {count ? (
        <p role="status" className="text-lg font-semibold text-stone-900">
          {count.atLeast
            ? t('jobs.list.countAtLeast', { n: formatNumber(count.value) })
            : t('jobs.plural.results', { count: count.value, n: formatNumber(count.value) })}
        </p>
      ) : null}
      <ActiveFilterChips filters={filters} />
    </div>
  );
}

/** The grid of results: loading, empty, error (with sample jobs), similar-title notice and "Load more". */
export function JobList({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation();
  const query = useJobs(filters);

  if (query.isPending) return <Spinner label={t('jobs.list.loading')} className="py-10" />;

  if (query.isError && !query.data) {
    const samples = sampleJobs([
      { title: t('jobs.samples.produceTitle'), description: t('jobs.samples.produceDescription') },
      { title: t('jobs.samples.weavingTitle'), description: t('jobs.samples.weavingDescription') },
    ]);
    return (
      <div className="space-y-4">
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          {/* Searching too fast says so in the server's words; anything else, the page's own. */}
          <p className="flex-1">{slowDownMessageOr(query.error, t('jobs.list.loadError'))}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('jobs.list.tryAgain')}
          </Button>
        </div>
        <p className="text-sm text-stone-600">{t('jobs.list.sampleNotice')}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {samples.map((job) => (
            <li key={job.id}>
              <JobCard job={job} sample />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const pages = query.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs);
  const similar = pages[0]?.similar ?? false;
  const count = pages[0]?.count ?? null;
  const understood = pages[0]?.understood;

  if (jobs.length === 0) {
    const filtered = activeFilters(filters).length > 0;
    return (
      <div className="space-y-4">
        <ActiveFilterChips filters={filters} />
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-stone-400" />
          <p role="status" className="text-stone-700">
            {t('jobs.list.empty')}
          </p>
          {filtered ? (
            // Every filter off, the order kept: a plain link, so it works before the page's JavaScript runs.
            <Link
              to={jobsHref({ ...EMPTY_FILTERS, sort: filters.sort })}
              replace
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 font-medium text-stone-800 hover:bg-stone-100"
            >
              {t('jobs.search.clear')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <ResultsSummary filters={filters} count={count} />
      <UnderstoodNote understood={understood} />
      {similar ? (
        <p role="status" className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          {t('jobs.list.similar')}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('jobs.list.results')}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('jobs.list.loadError')}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('jobs.list.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
