import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { PAGED_LIST_SIZE } from '@kalasetu/shared/limits';
import { useTranslation } from '../../lib/use-translation';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

interface PagedListProps<T> {
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

/**
 * A list shown a page at a time (a dashboard tab's, the creator's invitations), with its loading, failed and empty
 * states and a pager below it: the same wherever an account's history is listed.
 */
export function PagedList<T>({ query, items, failed, empty, itemKey, children, paging }: PagedListProps<T>) {
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
  const pageCount = Math.max(1, Math.ceil(paging.total / PAGED_LIST_SIZE));
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
          previous: t('common.pages.previous'),
          next: t('common.pages.next'),
          status: t('common.pages.status', { page: paging.page, total: Math.max(pageCount, paging.page) }),
        }}
      />
    </>
  );
}
