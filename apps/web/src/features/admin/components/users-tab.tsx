import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminUser } from '@kalasetu/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDate } from '../../../lib/format';
import { useAdminUsers } from '../api/get-users';
import { AddUserDialog } from './add-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { PromoteUserForm } from './promote-user-form';
import { UserRatingsDialog } from './user-ratings-dialog';
import { AdminSearch } from './admin-filters';
import { AdminListState } from './admin-list-state';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { AdminSection } from './admin-section';

const roleTone = { admin: 'danger', creator: 'neutral', enterprise: 'outline' } as const;

export function UsersTab() {
  const { t, i18n } = useTranslation();
  const [sub, setSub] = useState('list');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [rated, setRated] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ page, q: q.trim() || undefined });
  const pageCount = users.data ? Math.ceil(users.data.total / users.data.pageSize) : 1;

  return (
    <AdminSection
      headingId="admin-users-heading"
      title={t('admin.users.heading')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void users.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('admin.users.refresh')}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('admin.users.add')}</Button>
          <Button variant="secondary" onClick={() => setSub('promote')}>
            {t('admin.users.promote')}
          </Button>
        </div>
      }
    >
      <Tabs value={sub} onValueChange={setSub} className="mt-4">
        <TabsList aria-label={t('admin.users.heading')}>
          <TabsTrigger value="list">{t('admin.users.list')}</TabsTrigger>
          <TabsTrigger value="promote">{t('admin.users.promote')}</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <AdminSearch
            label={t('admin.users.search')}
            value={q}
            onSearch={(next) => {
              setQ(next);
              setPage(1);
            }}
          />
          <AdminListState
            query={users}
            failed={
              <>
                {t('admin.users.loadFailed')}{' '}
                <Button variant="link" onClick={() => void users.refetch()}>
                  {t('admin.users.tryAgain')}
                </Button>
              </>
            }
            empty={t('admin.users.empty')}
            isEmpty={(data) => data.users.length === 0}
          >
            {(data) => (
              <AdminTable
                headings={[
                  t('admin.people.name'),
                  t('admin.people.email'),
                  t('admin.users.role'),
                  t('admin.people.createdAt'),
                  t('admin.people.actions'),
                ]}
              >
                {data.users.map((user) => (
                  <tr key={user.id} className="border-b border-stone-100">
                    <td className="py-2 pr-3 font-medium">{user.name}</td>
                    <td className="py-2 pr-3">{user.email}</td>
                    <td className="py-2 pr-3">
                      <Badge tone={roleTone[user.role]}>{t(`admin.roles.${user.role}`)}</Badge>
                    </td>
                    <td className="py-2 pr-3">{formatDate(user.createdAt, i18n.language)}</td>
                    <td className="flex flex-wrap gap-2 py-2">
                      {user.role === 'admin' ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('admin.ratings.openWho', { name: user.name })}
                          onClick={() => setRated(user)}
                        >
                          {t('admin.ratings.open')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-label={t('admin.users.deleteWho', { name: user.name })}
                        onClick={() => setDeleting(user)}
                      >
                        {t('admin.users.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </AdminListState>
          <AdminPagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </TabsContent>
        <TabsContent value="promote">
          <PromoteUserForm />
        </TabsContent>
      </Tabs>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <UserRatingsDialog user={rated} onClose={() => setRated(null)} />
    </AdminSection>
  );
}
