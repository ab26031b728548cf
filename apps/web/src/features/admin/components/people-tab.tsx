import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useVerifyUser } from '../api/admin-mutations';
import { useAdminUsers } from '../api/get-users';
import { AddUserDialog } from './add-user-dialog';
import { AdminPagination } from './admin-pagination';
import { AdminTable } from './admin-table';
import { AdminSection } from './admin-section';

/** Creators or enterprises with their verification; Verify is one way and disabled once done. */
export function PeopleTab({ role }: { role: 'creator' | 'enterprise' }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const people = useAdminUsers({ role, page });
  const verify = useVerifyUser();
  const key = role === 'creator' ? 'creators' : 'enterprises';
  // Verify asks first: without evidence the badge says only "Verified" (the queue's evidence is the better way).
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);

  const verifyOne = async (id: string) => {
    setConfirming(null);
    try {
      await verify.mutateAsync(id);
      toast.success(t(`admin.people.${key}.verified`));
    } catch {
      toast.error(t(`admin.people.${key}.verifyFailed`));
    }
  };

  const total = people.data?.total ?? 0;
  const pageCount = people.data ? Math.ceil(total / people.data.pageSize) : 1;
  return (
    <AdminSection
      headingId={`admin-${key}-heading`}
      title={t(`admin.people.${key}.heading`)}
      actions={<Button onClick={() => setAdding(true)}>{t(`admin.people.${key}.add`)}</Button>}
    >
      {people.isPending ? (
        <Spinner label={t('common.loading')} className="my-6" />
      ) : people.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t(`admin.people.${key}.loadFailed`)}
        </p>
      ) : (
        <>
          <p className="mt-3 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
            {total === 0 ? t(`admin.people.${key}.empty`) : t(`admin.people.${key}.showing`, { n: total })}
          </p>
          {total > 0 ? (
            <AdminTable
              headings={[
                t('admin.people.name'),
                role === 'enterprise' ? t('admin.people.company') : null,
                t('admin.people.email'),
                role === 'creator' ? t('admin.people.createdAt') : null,
                t('admin.people.verification'),
                t('admin.people.actions'),
              ]}
            >
              {people.data.users.map((person) => (
                <tr key={person.id} className="border-b border-stone-100">
                  <td className="py-2 pr-3 font-medium">{person.name}</td>
                  {role === 'enterprise' ? <td className="py-2 pr-3">{person.companyName ?? '—'}</td> : null}
                  <td className="py-2 pr-3">{person.email}</td>
                  {role === 'creator' ? (
                    <td className="py-2 pr-3">{formatDate(person.createdAt, i18n.language)}</td>
                  ) : null}
                  <td className="py-2 pr-3">
                    <Badge tone={person.isVerified ? 'success' : 'warning'}>
                      {person.isVerified ? t('admin.people.verifiedBadge') : t('admin.people.pending')}
                    </Badge>
                  </td>
                  <td className="py-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={person.isVerified || verify.isPending}
                      aria-label={t('admin.people.verifyWho', { name: person.name })}
                      onClick={() => setConfirming({ id: person.id, name: person.name })}
                    >
                      {t('admin.people.verify')}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
        </>
      )}
      <AdminPagination page={page} pageCount={pageCount} onPageChange={setPage} />
      <AddUserDialog open={adding} onOpenChange={setAdding} role={role} />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin.verifications.confirmTitle')}
        description={confirming ? t('admin.people.verifyWithoutEvidence', { name: confirming.name }) : null}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
            {t('admin.cancel')}
          </Button>
          <Button type="button" onClick={() => confirming && void verifyOne(confirming.id)}>
            {t('admin.verifications.confirm')}
          </Button>
        </div>
      </Dialog>
    </AdminSection>
  );
}
