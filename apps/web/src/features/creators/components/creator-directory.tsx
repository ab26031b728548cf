import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { CreatorDirectoryQuery } from '@kalasetu/shared/people';
import { formatNumber } from '@kalasetu/shared/money';
import { Button } from '../../../components/ui/button';
import { UnderstoodNote } from '../../../components/search/understood-note';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useCreators } from '../api/get-creators';
import { readCreatorQuery, toCreatorParams } from '../utils/directory-params';
import { CreatorCard } from './creator-card';
import { CreatorSearch } from './creator-search';
import { slowDownMessageOr } from '../../../lib/api-client';

export function CreatorDirectory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readCreatorQuery(params);
  const creators = useCreators(query);

  useEffect(() => {
    if (creators.isError)
      toast.error(slowDownMessageOr(creators.error, t('creators.loadFailed')), {
        id: 'creators-load-failed',
      });
  }, [creators.isError, creators.error, t]);

  // Any change of search or filters starts again at page 1.
  const update = (next: Partial<CreatorDirectoryQuery>) =>
    setParams(toCreatorParams({ ...query, page: 1, ...next }));

  const data = creators.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <CreatorSearch query={query} onChange={update} onClear={() => setParams(new URLSearchParams())} />
      {creators.isPending ? (
        <Spinner label={t('creators.loading')} />
      ) : creators.isError && !data ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('creators.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void creators.refetch()}>
            {t('creators.tryAgain')}
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('creators.empty')}
        </p>
      ) : data ? (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {data.totalAtLeast
              ? t('creators.resultCountAtLeast', { n: formatNumber(data.total) })
              : t(data.total === 1 ? 'creators.resultCountOne' : 'creators.resultCountOther', {
                  count: data.total,
                })}
          </p>
          <UnderstoodNote understood={data.understood} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={creators.isFetching}>
            {data.items.map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageCount={pageCount}
            onPageChange={(page) => setParams(toCreatorParams({ ...query, page }))}
            labels={{
              nav: t('creators.pagination'),
              previous: t('creators.previous'),
              next: t('creators.next'),
              status: t('creators.pageStatus', { page: query.page, total: pageCount }),
            }}
          />
        </>
      ) : null}
    </div>
  );
}
