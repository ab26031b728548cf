import { ExternalLink, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { skillLabel } from '../../../lib/skill-label';

export const SHOWCASE_PLACEHOLDER = '/images/placeholder.svg';

export function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={broken ? SHOWCASE_PLACEHOLDER : item.imageUrl}
        alt={item.title}
        loading="lazy"
        decoding="async"
        width={800}
        height={600}
        onError={() => setBroken(true)}
        data-broken={broken || undefined}
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap gap-2">
          {item.category ? <Badge tone="brand">{skillLabel(t, item.category)}</Badge> : null}
          {item.featured ? (
            <Badge tone="warning">
              <Star aria-hidden="true" className="size-3.5 fill-current" />
              {t('showcase.featured')}
            </Badge>
          ) : null}
        </div>
        <h2 className="break-words text-base font-semibold sm:text-lg">{item.title}</h2>
        {item.description ? (
          <p className="line-clamp-3 text-sm text-stone-700 sm:line-clamp-none">{item.description}</p>
        ) : null}
        {item.link ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('showcase.viewProject')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('showcase.opensNewTab', { title: item.title })}</span>
          </a>
        ) : null}
      </div>
    </Card>
  );
}
