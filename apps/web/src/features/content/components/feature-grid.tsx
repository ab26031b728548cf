import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface FeatureItem {
  key: string;
  Icon: LucideIcon;
  title: string;
  body: string;
}

/** Icon, title and text cards: values on About, trust points on How it works, benefits on Become a creator. */
export function FeatureGrid({ items, className }: { items: FeatureItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {items.map(({ key, Icon, title, body }) => (
        <li key={key}>
          <Card className="h-full p-5">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-stone-700">{body}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
