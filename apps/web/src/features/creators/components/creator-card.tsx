import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { cardSkills, type CreatorSummary } from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { WorkStrip } from '../../../components/profile/work-strip';
import { AvailabilityBadge } from './availability-badge';
import { CreatorTerms } from './creator-terms';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { TrustBadge } from '../../../components/ui/trust-badge';
import { skillLabel } from '../../../lib/skill-label';

/**
 * The directory card with the fields the specification lists, led by the creator's first work. The whole card is one
 * link to the profile.
 */
export function CreatorCard({ creator }: { creator: CreatorSummary }) {
  const { t } = useTranslation();
  const skills = cardSkills(creator.skills);
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <WorkStrip
        work={creator.work}
        label={t('creators.workBy', { name: creator.name })}
        className="-mx-1 -mt-1"
      />
      <div className="flex items-start gap-3">
        <Avatar src={creator.avatarUrl} name={creator.name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <Link
              to={`/creators/${creator.id}`}
              className="break-words after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {creator.name}
            </Link>
            <TrustBadge verified={creator.isVerified} checks={creator.checks} />
          </h2>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{creator.location || t('creators.locationNotSet')}</span>
          </p>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} className="mt-1" />
        </div>
      </div>
      <CreatorTerms creator={creator} />
      <p className="line-clamp-3 text-sm text-stone-700">{creator.bio || t('creators.noBio')}</p>
      {skills.shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('creators.skills')}>
          {skills.shown.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skillLabel(t, skill)}</Badge>
            </li>
          ))}
          {skills.more > 0 ? (
            <li>
              <Badge tone="outline">{t('creators.moreSkills', { count: skills.more })}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-1">
        <AvailabilityBadge available={creator.available} />
      </div>
    </Card>
  );
}
