import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { GUIDE_PARAGRAPHS, GUIDES, guideAmounts, type Audience } from '../utils/guides';
import { CtaBand, CtaLink } from './cta-band';
import { PageHeader } from './page-header';

/** /resources/creator and /resources/enterprise: every guide of one audience in full, with a table of contents. */
export function GuidesPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const amounts = guideAmounts();
  const guides = GUIDES[audience];

  // The page is loaded lazily, so the browser's own jump to #guide happens before the guide exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <main id="main">
      <PageHeader
        title={
          audience === 'creator' ? t('resources.creatorPage.title') : t('resources.enterprisePage.title')
        }
        subtitle={
          audience === 'creator'
            ? t('resources.creatorPage.subtitle')
            : t('resources.enterprisePage.subtitle')
        }
      >
        <Button asChild variant="secondary">
          <Link to={audience === 'creator' ? '/resources' : '/resources?tab=enterprise'}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('resources.backToResources')}
          </Link>
        </Button>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="guides-contents" className="lg:sticky lg:top-20 lg:self-start">
          <h2 id="guides-contents" className="text-sm font-semibold uppercase text-stone-700">
            {t('resources.onThisPage')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {guides.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center text-brand-800 hover:underline"
                >
                  {t(`resources.guides.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl space-y-10">
          {guides.map((id) => (
            <article key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
              <h2 id={`${id}-title`} className="text-2xl font-semibold">
                {t(`resources.guides.${id}.title`)}
              </h2>
              <p className="mt-2 text-lg text-stone-800">{t(`resources.guides.${id}.summary`)}</p>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
                {GUIDE_PARAGRAPHS.map((p) => (
                  <li key={p}>{t(`resources.guides.${id}.${p}`, amounts)}</li>
                ))}
              </ul>
            </article>
          ))}
          <p className="rounded-md border border-stone-200 bg-white p-3 text-sm text-stone-700">
            {t('resources.ratesNote')}
          </p>
        </div>
      </div>
      <CtaBand
        id="guides-cta"
        title={audience === 'creator' ? t('resources.creatorCtaTitle') : t('resources.enterpriseCtaTitle')}
      >
        <CtaLink to={audience === 'creator' ? '/signup/creator' : '/post-job'}>
          {audience === 'creator' ? t('resources.creatorCta') : t('resources.enterpriseCta')}
        </CtaLink>
      </CtaBand>
    </main>
  );
}
