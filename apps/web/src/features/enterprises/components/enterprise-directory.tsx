import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { INDUSTRIES } from '@kalasetu/shared/options';
import type { EnterpriseDirectoryQuery } from '@kalasetu/shared/people';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { UnderstoodNote } from '../../../components/search/understood-note';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useEnterprises } from '../api/get-enterprises';
import { readEnterpriseQuery, toEnterpriseParams } from '../utils/directory-params';
import { EnterpriseCard } from './enterprise-card';
import { slowDownMessageOr } from '../../../lib/api-client';

export function EnterpriseDirectory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readEnterpriseQuery(params);
  const enterprises = useEnterprises(query);
  const [text, setText] = useState(query.q ?? '');
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q ?? '');
  }

  useEffect(() => {
    if (enterprises.isError)
      toast.error(slowDownMessageOr(enterprises.error, t('enterprises.loadFailed')), {
        id: 'enterprises-load-failed',
      });
  }, [enterprises.isError, enterprises.error, t]);

  const update = (next: Partial<EnterpriseDirectoryQuery>) =>
    setParams(toEnterpriseParams({ ...query, page: 1, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || undefined });
  };

  const data = enterprises.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      {/* A plain GET form until the page's JavaScript runs: Enter still searches, on the server. */}
      <form
        role="search"
        method="get"
        action="/enterprises"
        onSubmit={submit}
        className="flex flex-col gap-2 md:flex-row md:items-end"
      >
        <div className="flex-1 space-y-1">
          <label htmlFor="enterprise-search" className="block text-sm font-medium">
            {t('enterprises.searchLabel')}
          </label>
          <Input
            id="enterprise-search"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('enterprises.searchPlaceholder')}
          />
        </div>
        <div className="space-y-1 md:w-64">
          <label htmlFor="enterprise-industry" className="block text-sm font-medium">
            {t('enterprises.industry')}
          </label>
          <Select
            id="enterprise-industry"
            name="industry"
            value={query.industry ?? ''}
            onChange={(event) =>
              update({ industry: (event.target.value || undefined) as EnterpriseDirectoryQuery['industry'] })
            }
          >
            <option value="">{t('enterprises.allIndustries')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`options.industry.${industry}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 md:flex-none">
            <Search aria-hidden="true" className="size-4" />
            {t('enterprises.search')}
          </Button>
          {query.q || query.industry ? (
            <Button
              variant="secondary"
              className="flex-1 md:flex-none"
              onClick={() => setParams(new URLSearchParams())}
            >
              <X aria-hidden="true" className="size-4" />
              {t('enterprises.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {enterprises.isPending ? (
        <Spinner label={t('enterprises.loading')} />
      ) : enterprises.isError && !data ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('enterprises.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void enterprises.refetch()}>
            {t('enterprises.tryAgain')}
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('enterprises.empty')}
        </p>
      ) : data ? (
        <>
          <UnderstoodNote understood={data.understood} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={enterprises.isFetching}>
            {data.items.map((enterprise) => (
              <li key={enterprise.id}>
                <EnterpriseCard enterprise={enterprise} />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageCount={pageCount}
            onPageChange={(page) => setParams(toEnterpriseParams({ ...query, page }))}
            labels={{
              nav: t('enterprises.pagination'),
              previous: t('enterprises.previous'),
              next: t('enterprises.next'),
              status: t('enterprises.pageStatus', { page: query.page, total: pageCount }),
            }}
          />
        </>
      ) : null}
    </div>
  );
}
