import { ExternalLink, Play } from 'lucide-react';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { previewOf } from '@kalasetu/shared/portfolio-media';

/** A small still for the manager's list, so the creator sees what they are moving. Decorative: the row names it. */
export function PortfolioThumb({ item }: { item: PortfolioItem }) {
  const still = previewOf(item)?.thumbnailUrl ?? null;
  return (
    <span
      aria-hidden="true"
      className="relative flex h-12 w-16 shrink-0 items-center justify-center overflow-hidden rounded bg-stone-200 text-stone-600"
    >
      {still ? (
        <img
          src={still}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          width={64}
          height={48}
          className="size-full object-cover"
        />
      ) : item.type === 'link' ? (
        <ExternalLink className="size-5" />
      ) : null}
      {item.type === 'video' ? <Play className="absolute size-5 fill-white text-white drop-shadow" /> : null}
    </span>
  );
}
