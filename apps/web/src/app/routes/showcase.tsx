import { useTranslation } from '../../lib/use-translation';
import { ShowcaseGallery } from '../../features/showcase/components/showcase-gallery';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { showcaseQueryOptions } from '../../lib/showcase-query';
import { preload } from '../../lib/route-data';

/** The showcase (lib/route-data.ts). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(showcaseQueryOptions)]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('showcase.title'));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('showcase.title')}</h1>
      <p className="mt-1 mb-6 text-stone-600">{t('showcase.subtitle')}</p>
      <ShowcaseGallery />
    </main>
  );
}
