import { useTranslation } from '../../lib/use-translation';
import { CreatorDirectory } from '../../features/creators/components/creator-directory';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { creatorsQueryOptions } from '../../features/creators/api/get-creators';
import { readCreatorQuery } from '../../features/creators/utils/directory-params';
import { preload } from '../../lib/route-data';

/** The directory's page for the search in the address (lib/route-data.ts). */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  preload(context, (client) => [
    client.ensureQueryData(creatorsQueryOptions(readCreatorQuery(new URL(request.url).searchParams))),
  ]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('creators.title'));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('creators.title')}</h1>
      <p className="mt-1 mb-6 text-stone-600">{t('creators.subtitle')}</p>
      <CreatorDirectory />
    </main>
  );
}
