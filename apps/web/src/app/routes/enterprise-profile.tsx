import { useEnterprise, enterpriseQueryOptions } from '../../features/enterprises/api/get-enterprise';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-provider';
import { EnterpriseEditDialog } from '../../features/enterprises/components/enterprise-edit-dialog';
import { EnterpriseNotFound } from '../../features/enterprises/components/enterprise-not-found';
import { EnterpriseProfileView } from '../../features/enterprises/components/enterprise-profile-view';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { enterpriseJobsQueryOptions } from '../../features/enterprises/api/get-enterprise-jobs';
import { preload } from '../../lib/route-data';

/** The profile and its open jobs, the tab it opens on (lib/route-data.ts). */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  preload(context, (client) => [
    client.ensureQueryData(enterpriseQueryOptions(params.id ?? '')),
    client.ensureQueryData(enterpriseJobsQueryOptions(params.id ?? '')),
  ]);

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useAuth();
  const enterprise = useEnterprise(id);
  const [editing, setEditing] = useState(false);
  usePageTitle(enterprise.data?.companyName ?? t('enterprises.profileTitle'));
  const canManage = Boolean(user && (user.id === id || user.role === 'admin'));

  let content;
  if (enterprise.isPending) {
    content = <Spinner label={t('enterprises.loadingProfile')} />;
  } else if (enterprise.isError) {
    const missing =
      enterprise.error instanceof ApiError &&
      (enterprise.error.status === 404 || enterprise.error.status === 400);
    content = missing ? (
      <EnterpriseNotFound />
    ) : (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('enterprises.profileLoadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void enterprise.refetch()}>
          {t('enterprises.tryAgain')}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <EnterpriseProfileView
          enterprise={enterprise.data}
          editAction={
            canManage ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('enterprises.edit.open')}
              </Button>
            ) : null
          }
        />
        {canManage ? (
          <EnterpriseEditDialog enterprise={enterprise.data} open={editing} onOpenChange={setEditing} />
        ) : null}
      </>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      {content}
    </main>
  );
}
