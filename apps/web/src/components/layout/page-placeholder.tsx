import { useTranslation } from 'react-i18next';

/** Temporary screen for routes whose feature has not landed yet. */
export function PagePlaceholder({ route }: { route: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-semibold">{t('common.comingSoon')}</h1>
      <p className="mt-2 text-stone-600" data-route={route}>
        {t('common.comingSoonBody')}
      </p>
    </main>
  );
}
