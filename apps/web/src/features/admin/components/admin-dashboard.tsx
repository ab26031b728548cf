import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../auth/auth-provider';
import { AccessRequired } from './access-required';
import { JobsTab } from './jobs-tab';
import { MessagesTab } from './messages-tab';
import { PeopleTab } from './people-tab';
import { ShowcaseTab } from './showcase-tab';
import { StatsCards } from './stats-cards';
import { UsersTab } from './users-tab';

/** /admin: signed-out visitors go to the admin sign-in; non-admins see why they cannot enter. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner label={t('common.loading')} className="mx-auto my-16" />;
  if (!user) return <Navigate to="/admin-signin" replace />;
  if (user.role !== 'admin') return <AccessRequired />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900">{t('admin.title')}</h1>
      <StatsCards />
      <Tabs defaultValue="jobs" className="mt-8">
        <TabsList aria-label={t('admin.tabs.label')}>
          <TabsTrigger value="jobs">{t('admin.tabs.jobs')}</TabsTrigger>
          <TabsTrigger value="creators">{t('admin.tabs.creators')}</TabsTrigger>
          <TabsTrigger value="enterprises">{t('admin.tabs.enterprises')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
          <TabsTrigger value="showcase">{t('admin.tabs.showcase')}</TabsTrigger>
          <TabsTrigger value="messages">{t('admin.tabs.messages')}</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs">
          <JobsTab />
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
      </Tabs>
    </div>
  );
}
