import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { HERO_IMAGE } from '@kalasetu/shared/web-routes';
import { Button } from '../../../components/ui/button';

/** Headline, the two calls (join, how it works) and the picture, with the specification's fallback when it fails. */
// The picture is the home route's `image` in the route table, which the server also preloads with the page.

export function Hero() {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-title" className="text-3xl font-bold leading-tight text-stone-900 sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 text-lg text-stone-700">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/signup">{t('home.hero.join')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/how-it-works">{t('home.hero.howItWorks')}</Link>
            </Button>
          </div>
        </div>
        <div className="aspect-[4/3] overflow-hidden rounded-2xl shadow-lg">
          {imageFailed ? (
            <div
              role="img"
              aria-label={t('home.hero.imageFailed')}
              className="flex size-full flex-col items-center justify-center gap-2 bg-stone-200 p-6 text-center text-stone-700"
            >
              <ImageOff aria-hidden="true" className="size-10" />
              <p className="font-medium">{t('home.hero.imageFailed')}</p>
              <p className="text-sm">{t('home.hero.imageRestoring')}</p>
            </div>
          ) : (
            <img
              src={HERO_IMAGE.href}
              srcSet={HERO_IMAGE.srcset}
              sizes={HERO_IMAGE.sizes}
              alt={t('home.hero.imageAlt')}
              width={1200}
              height={900}
              fetchPriority="high"
              className="size-full object-cover"
              onError={() => setImageFailed(true)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
