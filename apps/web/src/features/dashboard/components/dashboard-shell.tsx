import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

export interface DashboardTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs kept in the address (`?tab=`), so the bell and "Send Message" links open the right one. Below 768 px:
 * shortcut buttons to every tab and a floating refresh button.
 */
export function DashboardShell({
  title,
  actions,
  tabs,
}: {
  title: string;
  actions?: ReactNode;
  tabs: DashboardTab[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshing = useRef(false);
  // The first data of the dashboard that fails to load (after its retries) says so once; each list also shows its own
  // error with a way to try again. A failure during a refresh is reported by the refresh.
  useEffect(() => {
    let told = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (told || refreshing.current || event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.getObserversCount() === 0) return;
      told = true;
      toast.error(t('dashboard.loadFailed'));
    });
  }, [queryClient, t]);
  const refresh = async () => {
    refreshing.current = true;
    try {
      await queryClient.invalidateQueries();
    } finally {
      refreshing.current = false;
    }
    const failed = queryClient
      .getQueryCache()
      .findAll({ type: 'active' })
      .some((query) => query.state.status === 'error');
    if (failed) toast.error(t('dashboard.refreshFailed'));
  };
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = tabs.some((tab) => tab.value === requested) ? requested! : tabs[0]!.value;
  const select = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 pb-24 md:pb-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <nav aria-label={t('dashboard.shortcuts')} className="mb-4 grid grid-cols-2 gap-2 md:hidden">
        {tabs.map((tab) => (
          <Button
            key={tab.value}
            variant={tab.value === current ? 'primary' : 'secondary'}
            onClick={() => select(tab.value)}
          >
            {tab.label}
          </Button>
        ))}
      </nav>
      <Tabs value={current} onValueChange={select}>
        {/* Phones use the links above; the wrapper hides the list, whose own display stays flex. */}
        <div className="hidden md:block">
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
      <Button
        size="icon"
        round
        className="fixed bottom-4 right-4 z-20 shadow-lg md:hidden"
        aria-label={t('dashboard.refresh')}
        onClick={() => void refresh()}
      >
        <RefreshCw aria-hidden="true" className="size-5" />
      </Button>
    </main>
  );
}
