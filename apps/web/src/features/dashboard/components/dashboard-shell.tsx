import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
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
 * Tabs kept in the address (`?tab=`), so the bell and "Send Message" links open the right one; one tab bar at every
 * width (it scrolls sideways on a phone) and a refresh button in the header, where it covers nothing. `guide` is the
 * first-run checklist shown above the tabs until its steps are done; `lead` (the person's next steps, composed in
 * app/) comes before it.
 */
export function DashboardShell({
  title,
  actions,
  lead,
  guide,
  tabs,
}: {
  title: string;
  actions?: ReactNode;
  lead?: ReactNode;
  guide?: ReactNode;
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
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scrolls the bar only, never the page, so the chosen tab is not left half off a narrow screen.
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[data-state="active"]');
    if (!bar || !active || bar.scrollWidth <= bar.clientWidth) return;
    const left = active.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + active.offsetWidth > bar.scrollLeft + bar.clientWidth)
      bar.scrollLeft = left - (bar.clientWidth - active.offsetWidth) / 2;
  }, [current]);
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
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 md:pb-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere md:text-3xl">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('dashboard.refresh')}
            onClick={() => void refresh()}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {/* On the first tab only: on the others it would push what was asked for below the fold of a phone. */}
      {current === tabs[0]!.value ? (
        <>
          {lead}
          {guide}
        </>
      ) : null}
      <Tabs value={current} onValueChange={select}>
        {/* One tab bar at every width; on a phone it scrolls sideways and keeps the chosen tab in view. */}
        <TabsList ref={list} aria-label={t('dashboard.shortcuts')} className="-mx-4 px-4 md:mx-0 md:px-0">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
