import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth/auth-provider';
import { AccessRequired } from './access-required';
import { JobsTab } from './jobs-tab';
import { MessagesTab } from './messages-tab';
import { PeopleTab } from './people-tab';
import { RecommendationsBanner, RecommendationsTabLabel } from './recommendation-count';
import { RecommendationsTab } from './recommendations-tab';
import { SearchTab } from './search-tab';
import { ShowcaseTab } from './showcase-tab';
import { StatsCards } from './stats-cards';
import { UsersTab } from './users-tab';
import { VerificationsTab } from './verifications-tab';

const TABS = [
  'jobs',
  'recommendations',
  'verifications',
  'creators',
  'enterprises',
  'users',
  'showcase',
  'messages',
  'conversations',
  'notifications',
  'payments',
  'search',
] as const;

/**
 * /admin: signed-out visitors go to the admin sign-in; non-admins see why they cannot enter. The tab is kept in the
 * address (`?tab=`), so a notification or "Send Message" opens the admin's conversations or notifications. The
 * route passes those two panes (the messages and notifications features), given the signed-in admin's id.
 */
export function AdminDashboard({
  conversations,
  notifications,
  payments,
}: {
  conversations(userId: string): ReactNode;
  notifications: ReactNode;
  /** Agreements, payments and disputes, composed in app/ from the payments feature. */
  payments: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.find((value) => value === requested) ?? 'jobs';
  const select = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        if (value !== 'conversations') next.delete('to');
        return next;
      },
      { replace: true },
    );
  if (isLoading) return <Spinner label={t('common.loading')} className="mx-auto my-16" />;
  if (!user) return <Navigate to="/admin-signin" replace />;
  if (user.role !== 'admin') return <AccessRequired />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900">{t('admin.title')}</h1>
      <StatsCards />
      {tab === 'recommendations' ? null : <RecommendationsBanner onOpen={() => select('recommendations')} />}
      <Tabs value={tab} onValueChange={select} className="mt-8">
        <TabsList aria-label={t('admin.tabs.label')}>
          <TabsTrigger value="jobs">{t('admin.tabs.jobs')}</TabsTrigger>
          <TabsTrigger value="recommendations">
            <RecommendationsTabLabel />
          </TabsTrigger>
          <TabsTrigger value="verifications">{t('admin.tabs.verifications')}</TabsTrigger>
          <TabsTrigger value="creators">{t('admin.tabs.creators')}</TabsTrigger>
          <TabsTrigger value="enterprises">{t('admin.tabs.enterprises')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
          <TabsTrigger value="showcase">{t('admin.tabs.showcase')}</TabsTrigger>
          <TabsTrigger value="messages">{t('admin.tabs.messages')}</TabsTrigger>
          <TabsTrigger value="conversations">{t('admin.tabs.conversations')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('admin.tabs.notifications')}</TabsTrigger>
          <TabsTrigger value="payments">{t('admin.tabs.payments')}</TabsTrigger>
          <TabsTrigger value="search">{t('admin.tabs.search')}</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs">
          <JobsTab />
        </TabsContent>
        <TabsContent value="recommendations">
          <RecommendationsTab />
        </TabsContent>
        <TabsContent value="verifications">
          <VerificationsTab />
        </TabsContent>
        <TabsContent value="creators">
          <PeopleTab role="creator" />
        </TabsContent>
        <TabsContent value="enterprises">
          <PeopleTab role="enterprise" />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="showcase">
          <ShowcaseTab />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab />
        </TabsContent>
        <TabsContent value="conversations">{conversations(user.id)}</TabsContent>
        <TabsContent value="notifications">{notifications}</TabsContent>
        <TabsContent value="payments">{payments}</TabsContent>
        <TabsContent value="search">
          <SearchTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
