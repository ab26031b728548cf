import { useTranslation } from 'react-i18next';
import { ShowcaseGallery } from '../../features/showcase/components/showcase-gallery';
import { usePageTitle } from '../../lib/use-page-title';

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
