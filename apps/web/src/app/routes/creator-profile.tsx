import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ProfilePage } from '../../components/profile/profile-page';
import { creatorQueryOptions, useCreator } from '../../features/creators/api/get-creator';
import { CreatorProfileView } from '../../features/creators/components/creator-profile-view';
import { InviteButton } from '../../features/invitations/components/invite-button';
import { PortfolioSection } from '../../features/portfolio/components/portfolio-section';
import { RateButton } from '../../features/ratings/components/rate-button';
import { ReviewList } from '../../features/ratings/components/review-list';
import { useAuth } from '../../lib/auth/auth-provider';
import { lazyDialog } from '../../lib/lazy-load';
import { preload } from '../../lib/route-data';
import { usePageTitle } from '../../lib/use-page-title';

// Its owner's and an admin's only: loaded for them, not for every reader of the profile (decision 132).
const CreatorEditDialog = lazyDialog(() =>
  import('../../features/creators/components/creator-edit-dialog').then(
    ({ CreatorEditDialog }) => CreatorEditDialog,
  ),
);

/** The profile with its portfolio (lib/route-data.ts). */
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(creatorQueryOptions(params.id ?? ''))]);

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const creator = useCreator(id);
  usePageTitle(creator.data?.name ?? t('creators.profileTitle'));

  // Ratings and portfolio changes show up in the profile and in directory cards.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['creators'] });
  const canManage = Boolean(user && (user.id === id || user.role === 'admin'));

  return (
    <ProfilePage
      profile={creator}
      directory="/creators"
      canManage={canManage}
      texts={{
        loading: t('creators.loadingProfile'),
        loadFailed: t('creators.profileLoadFailed'),
        tryAgain: t('creators.tryAgain'),
        notFound: t('creators.notFound'),
        backToDirectory: t('creators.backToCreators'),
        edit: t('creators.edit.open'),
      }}
      view={(profile, editAction) => (
        <>
          <CreatorProfileView
            creator={profile}
            rateAction={<RateButton userId={profile.id} name={profile.name} onRated={refresh} />}
            inviteAction={<InviteButton creator={{ id: profile.id, name: profile.name }} />}
            editAction={editAction}
            portfolio={
              <PortfolioSection
                creatorId={profile.id}
                items={profile.portfolio}
                canManage={canManage}
                onChanged={refresh}
              />
            }
          />
          <ReviewList userId={profile.id} isOwner={user?.id === profile.id} />
        </>
      )}
      editDialog={(profile, open, onOpenChange) => (
        <CreatorEditDialog
          creator={profile}
          open={open}
          onOpenChange={onOpenChange}
          isOwner={user?.id === profile.id}
        />
      )}
    />
  );
}
