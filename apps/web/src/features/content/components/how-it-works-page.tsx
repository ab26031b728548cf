import { BadgeCheck, LifeBuoy, MessagesSquare, Star } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { CtaBand, CtaLink } from './cta-band';
import { FeatureGrid } from './feature-grid';
import { PageHeader } from './page-header';
import { StepList } from './step-list';
import { ContentSection } from './content-section';

/** Three steps per side and the four trust points, as the specification lists them. */
export function HowItWorksPage() {
  const { t } = useTranslation();
  const creatorSteps = [
    {
      key: 'profile',
      title: t('howItWorks.creators.profileTitle'),
      body: t('howItWorks.creators.profileBody'),
    },
    {
      key: 'opportunities',
      title: t('howItWorks.creators.opportunitiesTitle'),
      body: t('howItWorks.creators.opportunitiesBody'),
    },
    { key: 'hired', title: t('howItWorks.creators.hiredTitle'), body: t('howItWorks.creators.hiredBody') },
  ];
  const enterpriseSteps = [
    { key: 'post', title: t('howItWorks.enterprises.postTitle'), body: t('howItWorks.enterprises.postBody') },
    { key: 'find', title: t('howItWorks.enterprises.findTitle'), body: t('howItWorks.enterprises.findBody') },
    {
      key: 'quality',
      title: t('howItWorks.enterprises.qualityTitle'),
      body: t('howItWorks.enterprises.qualityBody'),
    },
  ];
  const trust = [
    {
      key: 'verified',
      Icon: BadgeCheck,
      title: t('howItWorks.trust.verifiedTitle'),
      body: t('howItWorks.trust.verifiedBody'),
    },
    {
      key: 'ratings',
      Icon: Star,
      title: t('howItWorks.trust.ratingsTitle'),
      body: t('howItWorks.trust.ratingsBody'),
    },
    {
      key: 'communication',
      Icon: MessagesSquare,
      title: t('howItWorks.trust.communicationTitle'),
      body: t('howItWorks.trust.communicationBody'),
    },
    {
      key: 'disputes',
      Icon: LifeBuoy,
      title: t('howItWorks.trust.disputesTitle'),
      body: t('howItWorks.trust.disputesBody'),
    },
  ];
  return (
    <main id="main">
      <PageHeader title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
        <ContentSection id="hiw-creators" title={t('howItWorks.forCreators')} boxed headingClassName="mb-5">
          <StepList steps={creatorSteps} />
        </ContentSection>
        <ContentSection
          id="hiw-enterprises"
          title={t('howItWorks.forEnterprises')}
          boxed
          headingClassName="mb-5"
        >
          <StepList steps={enterpriseSteps} />
        </ContentSection>
      </div>
      <ContentSection
        id="hiw-trust"
        title={t('howItWorks.trustTitle')}
        className="mx-auto max-w-6xl px-4 pb-12"
      >
        <FeatureGrid items={trust} className="mt-6" />
      </ContentSection>
      <ContentSection
        id="payments"
        title={t('howItWorks.payments.title')}
        className="mx-auto max-w-6xl px-4 pb-12"
      >
        <p className="mt-3 max-w-3xl text-stone-700">{t('howItWorks.payments.intro')}</p>
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {(['holds', 'doesNotHold', 'fees', 'disputes', 'online', 'invoices'] as const).map((point) => (
            <div key={point} className="rounded-lg bg-white p-5 ring-1 ring-stone-200">
              <dt className="font-semibold text-stone-900">{t(`howItWorks.payments.${point}Title`)}</dt>
              <dd className="mt-2 text-stone-700">{t(`howItWorks.payments.${point}Body`)}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <CtaBand id="hiw-cta" title={t('howItWorks.ctaTitle')}>
        <CtaLink to="/signup/creator">{t('howItWorks.ctaCreator')}</CtaLink>
        <CtaLink to="/post-job">{t('howItWorks.ctaEnterprise')}</CtaLink>
        <CtaLink to="/contact" quiet>
          {t('howItWorks.ctaContact')}
        </CtaLink>
      </CtaBand>
    </main>
  );
}
