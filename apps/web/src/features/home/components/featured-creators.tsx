import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { CreatorSummary } from '@kalasetu/shared/home';
import { CREATOR_CARD_MAX_SKILLS } from '@kalasetu/shared/limits';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { WorkStrip } from '../../../components/profile/work-strip';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, HomeSection } from './home-section';
import { skillLabel } from '../../../lib/skill-label';

function CreatorCard({ creator }: { creator: CreatorSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full p-5 transition-shadow hover:shadow-md">
      <WorkStrip
        work={creator.work}
        label={t('home.creators.workBy', { name: creator.name })}
        className="mb-4"
      />
      <div className="flex items-center gap-3">
        <Avatar src={creator.avatarUrl} name={creator.name} size="lg" />
        <div className="min-w-0">
          <h3 className="flex items-center gap-1 font-semibold">
            <Link to={`/creators/${creator.id}`} className="after:absolute after:inset-0 hover:underline">
              {creator.name}
            </Link>
            {creator.isVerified ? (
              <BadgeCheck aria-label={t('home.creators.verified')} className="size-4 shrink-0 text-sky-700" />
            ) : null}
          </h3>
          {creator.location ? (
            <p className="flex items-center gap-1 text-sm text-stone-600">
              <MapPin aria-hidden="true" className="size-4" />
              {creator.location}
            </p>
          ) : null}
        </div>
      </div>
      {creator.bio ? <p className="mt-3 line-clamp-2 text-sm text-stone-700">{creator.bio}</p> : null}
      {creator.skills.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={t('home.creators.skills')}>
          {creator.skills.slice(0, CREATOR_CARD_MAX_SKILLS).map((skill) => (
            <li key={skill}>
              <Badge>{skillLabel(t, skill)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

export function FeaturedCreators({ creators, loading }: { creators: CreatorSummary[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="creators"
      title={t('home.creators.title')}
      subtitle={t('home.creators.subtitle')}
      more={{ to: '/creators', label: t('home.creators.viewAll') }}
      className="bg-white"
    >
      {loading ? (
        <Spinner label={t('home.creators.loading')} />
      ) : creators.length === 0 ? (
        <EmptyState>{t('home.creators.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3" data-testid="home-creators">
          {creators.map((creator) => (
            <li key={creator.id} className="relative">
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
