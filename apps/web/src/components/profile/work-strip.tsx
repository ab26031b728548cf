import { Play } from 'lucide-react';
import { useState } from 'react';
import type { PortfolioPreview } from '@kalasetu/shared/portfolio';
import { cn } from '../../lib/cn';

function Still({ item }: { item: PortfolioPreview }) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={cn(
        'relative block aspect-[4/3] overflow-hidden',
        item.thumbnailUrl ? 'bg-stone-200' : 'bg-stone-800',
      )}
    >
      {item.thumbnailUrl && !broken ? (
        <img
          src={item.thumbnailUrl}
          alt={item.title}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          width={160}
          height={120}
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <span className="sr-only">{item.title}</span>
      )}
      {item.type === 'video' ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
            <Play className="size-4 fill-current" />
          </span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The first pieces of a creator's work, so a card leads with the work rather than the words. The card itself is
 * the link to the profile; this only shows. Nothing is drawn for a creator without work.
 */
export function WorkStrip({
  work,
  label,
  className,
}: {
  work: PortfolioPreview[];
  /** e.g. "Work by Kavya Hegde", for screen readers. */
  label: string;
  className?: string;
}) {
  if (work.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('grid grid-cols-3 gap-1 overflow-hidden rounded-md', className)}>
      {work.map((item) => (
        <li key={item.id}>
          <Still item={item} />
        </li>
      ))}
    </ul>
  );
}
