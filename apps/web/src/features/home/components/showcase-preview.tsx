import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ShowcaseItem } from '@kalasetu/shared/home';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, HomeSection } from './home-section';
import { skillLabel } from '../../../lib/skill-label';

/** Shown instead of a showcase picture that fails to load (the same placeholder as the showcase gallery). */
const PLACEHOLDER = '/images/placeholder.svg';

function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState(item.imageUrl);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={800}
        height={600}
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
        onError={() => setSrc((current) => (current === PLACEHOLDER ? current : PLACEHOLDER))}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Badge tone="brand" className="self-start">
          {skillLabel(t, item.category)}
        </Badge>
        <h3 className="font-semibold">{item.title}</h3>
        <p className="line-clamp-2 text-sm text-stone-600 sm:line-clamp-3">{item.description}</p>
        {item.link ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('home.showcase.viewProject')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
    </Card>
  );
}

export function ShowcasePreview({ items, loading }: { items: ShowcaseItem[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="showcase"
      title={t('home.showcase.title')}
      subtitle={t('home.showcase.subtitle')}
      more={{ to: '/showcase', label: t('home.showcase.viewAll') }}
    >
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : items.length === 0 ? (
        <EmptyState>{t('home.showcase.empty')}</EmptyState>
      ) : (
        // Phones get a swipeable row (the next card peeks in) instead of a column of full-width cards; the row can
        // take focus so it also scrolls from the keyboard.
        <ul
          className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
          data-testid="home-showcase"
          aria-label={t('home.showcase.title')}
          tabIndex={0}
        >
          {items.map((item) => (
            <li key={item.id} className="w-[78%] max-w-xs shrink-0 snap-start sm:w-auto sm:max-w-none">
              <ShowcaseCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
