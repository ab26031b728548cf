import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFromFilters, type JobFilters } from '../utils/job-filters';

/** The filters are the URL: reading parses it, changing writes it (replacing the entry, so Back leaves the page). */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: JobFilters) => setParams(paramsFromFilters(next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilters };
}
