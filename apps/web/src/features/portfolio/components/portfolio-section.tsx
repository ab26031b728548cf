import { useTranslation } from '../../../lib/use-translation';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { lazyPart } from '../../../lib/lazy-load';
import { PortfolioGrid } from './portfolio-grid';

// The owner's and an admin's only, with its forms and upload code: loaded for them, not for every reader.
const PortfolioManager = lazyPart(
  () => import('./portfolio-manager').then(({ PortfolioManager }) => PortfolioManager),
  { failed: (retry) => <ManagerUnavailable retry={retry} /> },
);

/** The manager's code did not arrive (the network dropped): say so where it would be, with a way to fetch it again. */
function ManagerUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="space-y-3 p-5">
      <p>{t('common.loadFailed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('portfolio.tryAgain')}
      </Button>
    </Card>
  );
}

/** The public grid (first on the profile: the work leads), plus the manager for whoever may change it. */
export function PortfolioSection({
  creatorId,
  items,
  canManage,
  onChanged,
}: {
  creatorId: string;
  items: PortfolioItem[];
  canManage: boolean;
  onChanged(): unknown;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Card className="scroll-mt-20 space-y-4 p-5" id="portfolio">
        <h2 className="text-lg font-semibold">{t('portfolio.title')}</h2>
        <PortfolioGrid items={items} />
      </Card>
      {canManage ? <PortfolioManager creatorId={creatorId} items={items} onChanged={onChanged} /> : null}
    </div>
  );
}
