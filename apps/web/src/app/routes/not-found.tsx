import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.body')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
      >
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}
