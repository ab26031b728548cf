import { Briefcase, MapPin, UserCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { EnterpriseSummary } from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { TrustBadge } from '../../../components/ui/trust-badge';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { Card } from '../../../components/ui/card';
import { industryLabel } from '../utils/industry-label';

export function EnterpriseCard({ enterprise }: { enterprise: EnterpriseSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="relative flex h-full flex-col gap-3 p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-start gap-3">
        <Avatar src={enterprise.logoUrl} name={enterprise.companyName} size="lg" shape="square" />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <Link
              to={`/enterprises/${enterprise.id}`}
              className="break-words after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {enterprise.companyName}
            </Link>
            <TrustBadge verified={enterprise.isVerified} checks={enterprise.checks} />
          </h2>
          <p className="mt-0.5 text-sm text-stone-700">{industryLabel(t, enterprise.industry)}</p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{enterprise.location || t('enterprises.locationNotSet')}</span>
          </p>
          {/* Its rating from creators it worked with (docs/product/profiles.md). */}
          <RatingSummary average={enterprise.ratingAverage} count={enterprise.ratingCount} className="mt-1" />
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-stone-700">
        {enterprise.description || t('enterprises.noDescription')}
      </p>
      {/* Its record: what it posted and how many it hired, then what is open now. */}
      <ul aria-label={t('enterprises.card.record')} className="mt-auto space-y-1 text-sm text-stone-700">
        <li className="flex items-center gap-1">
          <Briefcase aria-hidden="true" className="size-4 shrink-0" />
          {t('enterprises.card.plural.jobsPosted', { count: enterprise.jobCount })}
          {' · '}
          {t(enterprise.openJobCount === 1 ? 'enterprises.openJobsOne' : 'enterprises.openJobsOther', {
            count: enterprise.openJobCount,
          })}
        </li>
        <li className="flex items-center gap-1">
          <UserCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('enterprises.card.plural.hires', { count: enterprise.hireCount })}
        </li>
      </ul>
    </Card>
  );
}
