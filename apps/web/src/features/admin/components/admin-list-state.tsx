import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';

interface AdminListStateProps<T> {
  query: UseQueryResult<T>;
  /** The alert when the list could not be loaded (text, and a retry where the tab offers one). */
  failed: ReactNode;
  empty: string;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

/** A back-office list while it loads, when it failed, when it is empty, and then the list itself. */
export function AdminListState<T>({ query, failed, empty, isEmpty, children }: AdminListStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} className="my-6" />;
  if (query.isError)
    return (
      <div role="alert" className="mt-4 text-sm text-red-800">
        {failed}
      </div>
    );
  if (isEmpty(query.data)) return <p className="mt-4 text-sm text-stone-700">{empty}</p>;
  return children(query.data);
}
