import { Globe, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { OPERATIONAL_SCALES, STATES } from '@kalasetu/shared/options';
import type { EnterpriseProfile } from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { TrustBadge } from '../../../components/ui/trust-badge';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDate } from '../../../lib/format';
import { industryLabel } from '../utils/industry-label';
import { EnterpriseJobs } from './enterprise-jobs';

function WebsiteLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex min-h-11 items-center gap-1 break-all text-brand-700 underline-offset-2 hover:underline"
    >
      <Globe aria-hidden="true" className="size-4 shrink-0" />
      {url.replace(/^https?:\/\//, '')}
    </a>
  );
}

export function EnterpriseProfileView({
  enterprise,
  editAction,
}: {
  enterprise: EnterpriseProfile;
  editAction?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const state =
    enterprise.state && (STATES as readonly string[]).includes(enterprise.state)
      ? t(`options.state.${enterprise.state}`)
      : enterprise.state;
  const scale =
    enterprise.operationalScale &&
    (OPERATIONAL_SCALES as readonly string[]).includes(enterprise.operationalScale)
      ? t(`options.scale.${enterprise.operationalScale}`)
      : null;
  const since = enterprise.establishedDate
    ? formatDate(`${enterprise.establishedDate}T00:00:00Z`, i18n.language, { year: 'numeric' })
    : null;

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start">
        <Avatar src={enterprise.logoUrl} name={enterprise.companyName} size="2xl" shape="square-xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold">{enterprise.companyName}</h1>
            <TrustBadge verified={enterprise.isVerified} checks={enterprise.checks} />
          </div>
          <p className="text-stone-800">{industryLabel(t, enterprise.industry)}</p>
          <p className="flex items-center gap-1 text-stone-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {enterprise.location || t('enterprises.locationNotSet')}
          </p>
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            {t('enterprises.contactPerson', { name: enterprise.name })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {enterprise.website ? <WebsiteLink url={enterprise.website} /> : null}
            {editAction}
          </div>
        </div>
      </Card>
      <Card className="p-5">
        <Tabs defaultValue="jobs">
          <TabsList aria-label={t('enterprises.tabsLabel')}>
            <TabsTrigger value="jobs">{t('enterprises.tabs.jobs')}</TabsTrigger>
            <TabsTrigger value="about">{t('enterprises.tabs.about')}</TabsTrigger>
          </TabsList>
          <TabsContent value="jobs">
            <EnterpriseJobs enterpriseId={enterprise.id} />
          </TabsContent>
          <TabsContent value="about" className="space-y-4">
            <p className="whitespace-pre-line text-stone-800">
              {enterprise.description || t('enterprises.noDescription')}
            </p>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              {enterprise.productsServices && enterprise.productsServices !== enterprise.description ? (
                <div className="sm:col-span-2">
                  <dt className="font-medium">{t('enterprises.productsServices')}</dt>
                  <dd className="text-stone-700">{enterprise.productsServices}</dd>
                </div>
              ) : null}
              {enterprise.district || state ? (
                <div>
                  <dt className="font-medium">{t('enterprises.region')}</dt>
                  <dd className="text-stone-700">
                    {[enterprise.district, state].filter(Boolean).join(', ')}
                  </dd>
                </div>
              ) : null}
              {scale ? (
                <div>
                  <dt className="font-medium">{t('enterprises.scale')}</dt>
                  <dd className="text-stone-700">{scale}</dd>
                </div>
              ) : null}
              {since ? (
                <div>
                  <dt className="font-medium">{t('enterprises.established')}</dt>
                  <dd className="text-stone-700">{since}</dd>
                </div>
              ) : null}
              {enterprise.website ? (
                <div>
                  <dt className="font-medium">{t('enterprises.website')}</dt>
                  <dd>
                    <WebsiteLink url={enterprise.website} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
