import { useTranslation } from '../../lib/use-translation';
import { EnterpriseDirectory } from '../../features/enterprises/components/enterprise-directory';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { enterprisesQueryOptions } from '../../features/enterprises/api/get-enterprises';
import { readEnterpriseQuery } from '../../features/enterprises/utils/directory-params';
import { preload } from '../../lib/route-data';

/** The directory's page for the search in the address (lib/route-data.ts). */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  preload(context, (client) => [
    client.ensureQueryData(enterprisesQueryOptions(readEnterpriseQuery(new URL(request.url).searchParams))),
  ]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('enterprises.title'));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('enterprises.title')}</h1>
      <p className="mt-1 mb-6 text-stone-600">{t('enterprises.subtitle')}</p>
      <EnterpriseDirectory />
    </main>
  );
}
