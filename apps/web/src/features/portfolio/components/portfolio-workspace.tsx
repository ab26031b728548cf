import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { portfolioQueryKey, usePortfolio } from '../api/get-portfolio';
import { PortfolioManager } from './portfolio-manager';

/** The creator's own portfolio manager outside the profile page (the dashboard's Portfolio tab). */
export function PortfolioWorkspace({ creatorId }: { creatorId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const portfolio = usePortfolio(creatorId);
  // The profile and every card that shows this creator's work read it again after a change.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portfolioQueryKey(creatorId) }),
      queryClient.invalidateQueries({ queryKey: ['creators'] }),
    ]);

  if (portfolio.isPending) return <Spinner label={t('common.loading')} />;
  if (portfolio.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('portfolio.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void portfolio.refetch()}>
          {t('portfolio.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <PortfolioManager creatorId={creatorId} items={portfolio.data.items} onChanged={refresh} />
      <Link
        to={`/creators/${creatorId}#portfolio`}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        {t('portfolio.viewOnProfile')}
      </Link>
    </div>
  );
}
