import { Eye, Handshake, Lightbulb, Sprout } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { CtaBand, CtaLink } from './cta-band';
import { FeatureGrid } from './feature-grid';
import { PageHeader } from './page-header';
import { ContentSection } from './content-section';

/** Story, mission and the four values; founded 2023, as the specification's about page says. */
export function AboutPage() {
  const { t } = useTranslation();
  const values = [
    {
      key: 'quality',
      Icon: Handshake,
      title: t('about.values.qualityTitle'),
      body: t('about.values.qualityBody'),
    },
    {
      key: 'transparency',
      Icon: Eye,
      title: t('about.values.transparencyTitle'),
      body: t('about.values.transparencyBody'),
    },
    {
      key: 'innovation',
      Icon: Lightbulb,
      title: t('about.values.innovationTitle'),
      body: t('about.values.innovationBody'),
    },
    {
      key: 'empowerment',
      Icon: Sprout,
      title: t('about.values.empowermentTitle'),
      body: t('about.values.empowermentBody'),
    },
  ];
  return (
    <main id="main">
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} eyebrow={t('about.founded')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
        <ContentSection id="about-story" title={t('about.storyTitle')}>
          <p className="mt-3 text-stone-700">{t('about.story1')}</p>
          <p className="mt-3 text-stone-700">{t('about.story2')}</p>
        </ContentSection>
        <ContentSection id="about-mission" title={t('about.missionTitle')} boxed>
          <p className="mt-3 text-lg text-stone-800">{t('about.mission')}</p>
        </ContentSection>
      </div>
      <ContentSection
        id="about-values"
        title={t('about.valuesTitle')}
        className="mx-auto max-w-6xl px-4 pb-12"
      >
        <FeatureGrid items={values} className="mt-6" />
      </ContentSection>
      <CtaBand id="about-cta" title={t('about.ctaTitle')} body={t('about.ctaBody')}>
        <CtaLink to="/signup/creator">{t('about.ctaCreator')}</CtaLink>
        <CtaLink to="/signup/enterprise">{t('about.ctaEnterprise')}</CtaLink>
        <CtaLink to="/contact" quiet>
          {t('about.ctaContact')}
        </CtaLink>
      </CtaBand>
    </main>
  );
}
