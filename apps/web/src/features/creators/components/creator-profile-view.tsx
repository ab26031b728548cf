import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CreatorProfile } from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { AvailabilityBadge } from './availability-badge';
import { ContactCard } from './contact-card';
import { CreatorTerms } from './creator-terms';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { ShareButton } from '../../../components/ui/share-button';
import { TrustBadge } from '../../../components/ui/trust-badge';
import { skillLabel } from '../../../lib/skill-label';

interface CreatorProfileViewProps {
  creator: CreatorProfile;
  /** The Rate button and dialog (ratings feature), composed by the route. */
  rateAction?: ReactNode;
  /** Edit entry for the owner or an admin. */
  editAction?: ReactNode;
  /** "Invite to a job" for enterprises and visitors (invitations feature). */
  inviteAction?: ReactNode;
  /** The portfolio grid, and for its owner the manager (portfolio feature). */
  portfolio: ReactNode;
}

export function CreatorProfileView({
  creator,
  rateAction,
  editAction,
  inviteAction,
  portfolio,
}: CreatorProfileViewProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start">
        <Avatar src={creator.avatarUrl} name={creator.name} size="2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold">{creator.name}</h1>
            <TrustBadge verified={creator.isVerified} checks={creator.checks} />
          </div>
          <p className="flex items-center gap-1 text-stone-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {creator.location || t('creators.locationNotSet')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <AvailabilityBadge available={creator.available} />
            <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} />
          </div>
          <CreatorTerms creator={creator} />
          <div className="flex flex-wrap gap-2 pt-2">
            {inviteAction}
            {rateAction}
            <ShareButton title={creator.name} path={`/creators/${creator.id}`} />
            {editAction}
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {portfolio}
          <Card className="space-y-4 p-5">
            <section aria-labelledby="creator-about">
              <h2 id="creator-about" className="text-lg font-semibold">
                {t('creators.about')}
              </h2>
              <p className="mt-2 whitespace-pre-line text-stone-700">{creator.bio || t('creators.noBio')}</p>
            </section>
            <section aria-labelledby="creator-skills">
              <h2 id="creator-skills" className="text-lg font-semibold">
                {t('creators.skills')}
              </h2>
              {creator.skills.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {creator.skills.map((skill) => (
                    <li key={skill}>
                      <Badge tone="brand">{skillLabel(t, skill)}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-stone-600">{t('creators.noSkills')}</p>
              )}
            </section>
          </Card>
        </div>
        <aside>
          <ContactCard creator={creator} />
        </aside>
      </div>
    </div>
  );
}
