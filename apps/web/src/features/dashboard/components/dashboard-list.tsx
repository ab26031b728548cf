import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';

interface DashboardListProps<T> {
  query: UseQueryResult<T[]>;
  /** The alert when the list could not be loaded. */
  failed(error: Error): string;
  /** What an empty list says (text, and a link to the next step where there is one). */
  empty: ReactNode;
  itemKey(item: T): string | number;
  children(item: T): ReactNode;
}

/** A dashboard tab's list with its loading, failed and empty states, the same on both dashboards. */
export function DashboardList<T>({ query, failed, empty, itemKey, children }: DashboardListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {failed(query.error)}
      </p>
    );
  if (query.data.length === 0) return <p className="text-stone-600">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {query.data.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
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
