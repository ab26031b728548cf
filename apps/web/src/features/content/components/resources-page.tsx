import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { GUIDES, type Audience } from '../utils/guides';
import { GuideCard } from './guide-card';
import { PageHeader } from './page-header';

const TAB_PARAM = 'tab';

/** Two tabs, 'For Creators' and 'For Enterprises', with guide cards; the open tab is kept in the address. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Audience = params.get(TAB_PARAM) === 'enterprise' ? 'enterprise' : 'creator';
  const select = (value: string) =>
    setParams(value === 'enterprise' ? { [TAB_PARAM]: 'enterprise' } : {}, { replace: true });
  return (
    <main id="main">
      <PageHeader title={t('resources.title')} subtitle={t('resources.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Tabs value={tab} onValueChange={select}>
          <TabsList>
            <TabsTrigger value="creator">{t('resources.tabCreators')}</TabsTrigger>
            <TabsTrigger value="enterprise">{t('resources.tabEnterprises')}</TabsTrigger>
          </TabsList>
          {(['creator', 'enterprise'] as const).map((audience) => (
            <TabsContent key={audience} value={audience}>
              {/* The guides' cards are <h3>s: each panel is a section under the page's <h1>. */}
              <h2 className="sr-only">
                {audience === 'creator' ? t('resources.tabCreators') : t('resources.tabEnterprises')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {GUIDES[audience].map((id) => (
                  <li key={id}>
                    <GuideCard audience={audience} id={id} />
                  </li>
                ))}
              </ul>
              <p className="mt-6">
                <Link
                  to={`/resources/${audience}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
                >
                  {audience === 'creator'
                    ? t('resources.allCreatorGuides')
                    : t('resources.allEnterpriseGuides')}
                </Link>
              </p>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </main>
  );
}
