import { Camera, Palette, Share2, Video } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';

/** The four services the home page names: photography, videography, social media, design. */
export function ServiceCategories() {
  const { t } = useTranslation();
  const categories = [
    {
      key: 'photography',
      Icon: Camera,
      title: t('home.categories.photography'),
      body: t('home.categories.photographyBody'),
    },
    {
      key: 'videography',
      Icon: Video,
      title: t('home.categories.videography'),
      body: t('home.categories.videographyBody'),
    },
    {
      key: 'social_media',
      Icon: Share2,
      title: t('home.categories.socialMedia'),
      body: t('home.categories.socialMediaBody'),
    },
    {
      key: 'design',
      Icon: Palette,
      title: t('home.categories.design'),
      body: t('home.categories.designBody'),
    },
  ];
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-title" className="text-2xl font-semibold">
        {t('home.categories.title')}
      </h2>
      <p className="mt-1 text-stone-600">{t('home.categories.subtitle')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ key, Icon, title, body }) => (
          <li key={key}>
            <Card className="h-full p-5">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-stone-600">{body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
