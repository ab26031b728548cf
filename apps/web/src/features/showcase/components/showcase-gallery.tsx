import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { filterShowcase, showcaseCategories } from '@kalasetu/shared/showcase';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useShowcase } from '../../../lib/showcase-query';
import { ShowcaseCard } from './showcase-card';
import { skillLabel } from '../../../lib/skill-label';

/** Category chips (All plus each category present, kept in the URL) over the grid; featured items come first. */
export function ShowcaseGallery() {
  const { t } = useTranslation();
  const showcase = useShowcase();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');

  useEffect(() => {
    if (showcase.isError) toast.error(t('showcase.loadFailed'), { id: 'showcase-load-failed' });
  }, [showcase.isError, t]);

  if (showcase.isPending) return <Spinner label={t('showcase.loading')} />;
  if (showcase.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('showcase.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void showcase.refetch()}>
          {t('showcase.tryAgain')}
        </Button>
      </div>
    );
  }

  const items = showcase.data.items;
  const categories = showcaseCategories(items);
  const selected = categories.find((c) => c.toLowerCase() === category?.trim().toLowerCase()) ?? null;
  const shown = filterShowcase(items, selected);
  const chip = (label: string, value: string | null) => {
    const active = selected === value;
    return (
      <li key={value ?? '*'}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => setParams(value ? new URLSearchParams({ category: value }) : new URLSearchParams())}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
            active
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
          )}
        >
          {label}
        </button>
      </li>
    );
  };

  if (items.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-stone-300 p-8 text-center text-stone-600">
        {t('showcase.empty')}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <ul aria-label={t('showcase.categories')} className="flex flex-wrap gap-2">
        {chip(t('showcase.all'), null)}
        {categories.map((name) => chip(skillLabel(t, name), name))}
      </ul>
      {/* Two columns even on a 360 px phone: a gallery is for looking, and one full-width card each was a long scroll. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-live="polite">
        {shown.map((item) => (
          <li key={item.id}>
            <ShowcaseCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
