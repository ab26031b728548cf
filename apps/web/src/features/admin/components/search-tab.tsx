import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '@kalasetu/shared/money';
import { searchSynonymInputSchema, type SearchSynonymInput } from '@kalasetu/shared/search';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useAddSearchSynonym,
  useRemoveSearchSynonym,
  useSearchMisses,
  useSearchSynonyms,
} from '../api/search-lexicon';

const LIST_LABELS = {
  jobs: 'admin.search.list.jobs',
  creators: 'admin.search.list.creators',
  enterprises: 'admin.search.list.enterprises',
} as const;

/**
 * The search lexicon's back office: the searches that found nothing, most frequent first, beside the synonyms admins
 * add so that the next such search finds something. "Add" on a miss fills the synonym form with its words.
 */
export function SearchTab() {
  const { t } = useTranslation();
  const synonyms = useSearchSynonyms();
  const misses = useSearchMisses();
  const add = useAddSearchSynonym();
  const remove = useRemoveSearchSynonym();
  const form = useForm<SearchSynonymInput>({
    resolver: zodResolver(searchSynonymInputSchema),
    defaultValues: { term: '', meaning: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success(t('admin.search.added', { term: input.term }));
      form.reset();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.search.addFailed'));
    }
  });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="search-misses-title" className="space-y-3">
        <h2 id="search-misses-title" className="text-lg font-semibold text-stone-900">
          {t('admin.search.missesTitle')}
        </h2>
        <p className="text-sm text-stone-600">{t('admin.search.missesNote')}</p>
        {misses.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : !misses.data?.length ? (
          <p className="text-stone-600">{t('admin.search.noMisses')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
            {misses.data.map((miss) => (
              <li key={`${miss.list}:${miss.words}`} className="flex items-center gap-3 p-3">
                <span className="min-w-0 flex-1 break-words font-medium text-stone-900">{miss.words}</span>
                <span className="text-sm text-stone-600">
                  {t(LIST_LABELS[miss.list])} · {t('admin.search.times', { n: formatNumber(miss.count) })}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => {
                    form.setValue('term', miss.words);
                    form.setFocus('term');
                  }}
                  aria-label={t('admin.search.useMiss', { words: miss.words })}
                >
                  {t('admin.search.use')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="search-synonyms-title" className="space-y-3">
        <h2 id="search-synonyms-title" className="text-lg font-semibold text-stone-900">
          {t('admin.search.synonymsTitle')}
        </h2>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <FormField label={t('admin.search.term')} error={errors.term?.message} required>
            <Input autoComplete="off" {...form.register('term')} />
          </FormField>
          <FormField
            label={t('admin.search.meaning')}
            hint={t('admin.search.meaningHint')}
            error={errors.meaning?.message}
            required
          >
            <Input autoComplete="off" {...form.register('meaning')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {t('admin.search.add')}
          </Button>
        </form>
        {synonyms.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : !synonyms.data?.length ? (
          <p className="text-stone-600">{t('admin.search.noSynonyms')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
            {synonyms.data.map((synonym) => (
              <li key={synonym.id} className="flex items-center gap-3 p-3">
                <span className="min-w-0 flex-1 break-words text-stone-900">
                  {t('admin.search.pair', { term: synonym.term, meaning: synonym.meaning })}
                </span>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(synonym.id, {
                      onError: (error) =>
                        toast.error(
                          error instanceof ApiError ? error.message : t('admin.search.removeFailed'),
                        ),
                    })
                  }
                  aria-label={t('admin.search.removeOne', { term: synonym.term })}
                >
                  {t('admin.search.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
