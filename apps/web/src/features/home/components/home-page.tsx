import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { loadAllEnglish } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useHome } from '../api/get-home';
import { sampleHome } from '../utils/sample-data';
import { FeaturedCreators } from './featured-creators';
import { Hero } from './hero';
import { JoinCta } from './join-cta';
import { LatestJobs } from './latest-jobs';
import { ServiceCategories } from './service-categories';
import { ShowcasePreview } from './showcase-preview';
import { Stats } from './stats';

/** The landing page: live marketplace data, or built-in samples (and a toast) when it cannot be loaded. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const home = useHome();
  const toasted = useRef(false);
  const failed = home.isError && !home.data;
  // The samples' English texts come with the rest of English, after the first page (lib/i18n.ts), and are added
  // without re-rendering: when the data fails before they are in, wait for them rather than show their keys.
  const [samplesReady, setSamplesReady] = useState(() => i18n.exists('homeSamples.job1Title'));
  useEffect(() => {
    if (!failed || samplesReady) return;
    let current = true;
    // A dropped connection is no reason to wait for ever: the samples then show with what texts there are.
    void loadAllEnglish()
      .catch(() => undefined)
      .then(() => current && setSamplesReady(true));
    return () => {
      current = false;
    };
  }, [failed, samplesReady]);

  useEffect(() => {
    if (!failed || toasted.current) return;
    toasted.current = true;
    const message =
      home.error instanceof Error && home.error.message ? home.error.message : t('home.unknownError');
    toast.error(t('home.loadFailed', { message }));
  }, [failed, home.error, t]);

  const data = failed ? (samplesReady ? sampleHome(t) : undefined) : home.data;
  const loading = home.isPending || (failed && !samplesReady);
  return (
    <main id="main">
      <Hero />
      <Stats counts={failed ? null : (data?.counts ?? null)} />
      <ServiceCategories />
      <ShowcasePreview items={data?.showcase ?? []} loading={loading} />
      <FeaturedCreators creators={data?.creators ?? []} loading={loading} />
      <LatestJobs jobs={data?.jobs ?? []} loading={loading} />
      <JoinCta />
    </main>
  );
}
