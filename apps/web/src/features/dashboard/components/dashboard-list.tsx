import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { DASHBOARD_PAGE_SIZE } from '@kalasetu/shared/limits';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';

interface DashboardListProps<T> {
  /** The page's query: its loading and failed states. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching'>;
  /** The page's items, once loaded. */
  items: T[] | undefined;
  /** The alert when the list could not be loaded. */
  failed(error: Error): string;
  /** What an empty list says (text, and a link to the next step where there is one). */
  empty: ReactNode;
  itemKey(item: T): string | number;
  children(item: T): ReactNode;
  /** Which page this is, how many items the list has in all, and the pager's name ("Pages of applications"). */
  paging: { page: number; total: number; label: string; onPageChange(page: number): void };
}

/** A dashboard tab's list, a page at a time, with its loading, failed and empty states, the same on both dashboards. */
export function DashboardList<T>({
  query,
  items,
  failed,
  empty,
  itemKey,
  children,
  paging,
}: DashboardListProps<T>) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {failed(query.error ?? new Error())}
      </p>
    );
  if (query.isPending || items === undefined) return <Spinner label={t('common.loading')} />;
  if (items.length === 0 && paging.page === 1) return <p className="text-stone-600">{empty}</p>;
  const pageCount = Math.max(1, Math.ceil(paging.total / DASHBOARD_PAGE_SIZE));
  return (
    <>
      {/* Scrolled to below the sticky header (about 4 rem) when the page changes. */}
      <ul ref={list} className="grid scroll-mt-20 gap-3" aria-busy={query.isFetching}>
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
      <Pagination
        page={paging.page}
        pageCount={Math.max(pageCount, paging.page)}
        onPageChange={(next) => {
          paging.onPageChange(next);
          // The pager sits below the list: the next page is read from its top, not from its end.
          list.current?.scrollIntoView({ block: 'start' });
        }}
        labels={{
          nav: paging.label,
          previous: t('dashboard.pages.previous'),
          next: t('dashboard.pages.next'),
          status: t('dashboard.pages.status', { page: paging.page, total: Math.max(pageCount, paging.page) }),
        }}
      />
    </>
  );
}

/** The title of a dashboard card as a link with a 44 px target. */
export function DashboardItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
