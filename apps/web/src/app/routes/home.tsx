import { useTranslation } from '../../lib/use-translation';
import { HomePage } from '../../features/home/components/home-page';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { homeQueryOptions } from '../../features/home/api/get-home';
import { preload } from '../../lib/route-data';

/** The page's counts, showcase, creators and latest jobs (lib/route-data.ts). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(homeQueryOptions)]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  return <HomePage />;
}
