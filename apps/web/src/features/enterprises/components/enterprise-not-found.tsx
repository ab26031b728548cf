import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EnterpriseNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('enterprises.notFound')}</h1>
      <Link
        to="/enterprises"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
      >
        {t('enterprises.backToEnterprises')}
      </Link>
    </div>
  );
}
