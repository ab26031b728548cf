import {
  BookOpen,
  Camera,
  Clapperboard,
  IndianRupee,
  Languages,
  MapPin,
  Palette,
  Share2,
  Images,
} from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CtaBand, CtaLink } from './cta-band';
import { FeatureGrid } from './feature-grid';
import { PageHeader } from './page-header';
import { StepList } from './step-list';
import { ContentSection } from './content-section';

const SIGN_UP = '/signup/creator';

/** /become-creator: why and how to join, every call leading to creator sign-up. */
export function BecomeCreatorPage() {
  const { t } = useTranslation();
  const benefits = [
    {
      key: 'local',
      Icon: MapPin,
      title: t('becomeCreator.benefits.localTitle'),
      body: t('becomeCreator.benefits.localBody'),
    },
    {
      key: 'price',
      Icon: IndianRupee,
      title: t('becomeCreator.benefits.priceTitle'),
      body: t('becomeCreator.benefits.priceBody'),
    },
    {
      key: 'portfolio',
      Icon: Images,
      title: t('becomeCreator.benefits.portfolioTitle'),
      body: t('becomeCreator.benefits.portfolioBody'),
    },
    {
      key: 'language',
      Icon: Languages,
      title: t('becomeCreator.benefits.languageTitle'),
      body: t('becomeCreator.benefits.languageBody'),
    },
  ];
  const who = [
    { key: 'photography', Icon: Camera, label: t('becomeCreator.who.photography') },
    { key: 'videography', Icon: Clapperboard, label: t('becomeCreator.who.videography') },
    { key: 'social', Icon: Share2, label: t('becomeCreator.who.social') },
    { key: 'design', Icon: Palette, label: t('becomeCreator.who.design') },
  ];
  const steps = [
    { key: 'signup', title: t('becomeCreator.steps.signupTitle'), body: t('becomeCreator.steps.signupBody') },
    {
      key: 'profile',
      title: t('becomeCreator.steps.profileTitle'),
      body: t('becomeCreator.steps.profileBody'),
    },
    { key: 'apply', title: t('becomeCreator.steps.applyTitle'), body: t('becomeCreator.steps.applyBody') },
  ];
  return (
    <main id="main">
      <PageHeader title={t('becomeCreator.title')} subtitle={t('becomeCreator.subtitle')}>
        <Button asChild size="lg">
          <Link to={SIGN_UP}>{t('becomeCreator.cta')}</Link>
        </Button>
        <p className="flex flex-wrap items-center gap-x-2 text-stone-700">
          {t('becomeCreator.haveAccount')}
          <Link
            to="/signin"
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            {t('becomeCreator.signIn')}
          </Link>
        </p>
      </PageHeader>
      <ContentSection
        id="bc-who"
        title={t('becomeCreator.whoTitle')}
        className="mx-auto max-w-6xl px-4 pt-10"
      >
        <ul className="mt-4 flex flex-wrap gap-3">
          {who.map(({ key, Icon, label }) => (
            <li
              key={key}
              className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-stone-800"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection
        id="bc-benefits"
        title={t('becomeCreator.benefitsTitle')}
        className="mx-auto max-w-6xl px-4 py-10"
      >
        <FeatureGrid items={benefits} className="mt-6" />
      </ContentSection>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12 md:grid-cols-2">
        <ContentSection id="bc-steps" title={t('becomeCreator.stepsTitle')} headingClassName="mb-5">
          <StepList steps={steps} />
        </ContentSection>
        <section
          aria-labelledby="bc-guides"
          className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <BookOpen aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="bc-guides" className="mt-3 text-xl font-semibold">
            {t('becomeCreator.guidesTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('becomeCreator.guidesBody')}</p>
          <Link
            to="/resources/creator"
            className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            {t('becomeCreator.guidesLink')}
          </Link>
        </section>
      </div>
      <CtaBand id="bc-final" title={t('becomeCreator.finalTitle')} body={t('becomeCreator.finalBody')}>
        <CtaLink to={SIGN_UP} size="lg">
          {t('becomeCreator.cta')}
        </CtaLink>
      </CtaBand>
    </main>
  );
}
