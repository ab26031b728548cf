import { useTranslation } from '../../lib/use-translation';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ProfilePage } from '../../components/profile/profile-page';
import { enterpriseQueryOptions, useEnterprise } from '../../features/enterprises/api/get-enterprise';
import { enterpriseJobsQueryOptions } from '../../features/enterprises/api/get-enterprise-jobs';
import { EnterpriseProfileView } from '../../features/enterprises/components/enterprise-profile-view';
import { EnterpriseRecord } from '../../features/enterprises/components/enterprise-record';
import { RateButton } from '../../features/ratings/components/rate-button';
import { ReviewList } from '../../features/ratings/components/review-list';
import { useAuth } from '../../lib/auth/auth-provider';
import { lazyDialog } from '../../lib/lazy-load';
import { preload } from '../../lib/route-data';
import { usePageTitle } from '../../lib/use-page-title';

// Its owner's and an admin's only: loaded for them, not for every reader of the profile (decision 132).
const EnterpriseEditDialog = lazyDialog(() =>
  import('../../features/enterprises/components/enterprise-edit-dialog').then(
    ({ EnterpriseEditDialog }) => EnterpriseEditDialog,
  ),
);

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
  usePageTitle(enterprise.data?.companyName ?? t('enterprises.profileTitle'));

  return (
    <ProfilePage
      profile={enterprise}
      directory="/enterprises"
      canManage={Boolean(user && (user.id === id || user.role === 'admin'))}
      texts={{
        loading: t('enterprises.loadingProfile'),
        loadFailed: t('enterprises.profileLoadFailed'),
        tryAgain: t('enterprises.tryAgain'),
        notFound: t('enterprises.notFound'),
        backToDirectory: t('enterprises.backToEnterprises'),
        edit: t('enterprises.edit.open'),
      }}
      view={(profile, editAction) => (
        <>
          <EnterpriseProfileView enterprise={profile} editAction={editAction} />
          <div className="mt-4">
            <RateButton userId={profile.id} name={profile.companyName} onRated={() => undefined} />
          </div>
          <EnterpriseRecord enterpriseId={profile.id} />
          <ReviewList userId={profile.id} isOwner={user?.id === profile.id} />
        </>
      )}
      editDialog={(profile, open, onOpenChange) => (
        <EnterpriseEditDialog enterprise={profile} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
