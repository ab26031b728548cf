import { useTranslation } from '../../../lib/use-translation';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { Card } from '../../../components/ui/card';
import { PortfolioMedia } from './portfolio-media';

export function PortfolioGrid({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <p className="text-stone-600">{t('portfolio.empty')}</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <Card className="h-full overflow-hidden">
            <PortfolioMedia item={item} priority={index === 0} />
            <div className="space-y-1 p-3">
              <h3 className="font-semibold">{item.title}</h3>
              {item.description ? (
                <p className="line-clamp-3 text-sm text-stone-600">{item.description}</p>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
