import { Building2, Camera } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The two calls to action: join as a creator, join as an enterprise. */
export function JoinCta() {
  const { t } = useTranslation();
  const cards = [
    {
      role: 'creator',
      Icon: Camera,
      title: t('home.cta.creatorTitle'),
      body: t('home.cta.creatorBody'),
      action: t('home.cta.creatorAction'),
    },
    {
      role: 'enterprise',
      Icon: Building2,
      title: t('home.cta.enterpriseTitle'),
      body: t('home.cta.enterpriseBody'),
      action: t('home.cta.enterpriseAction'),
    },
  ] as const;
  return (
    <section aria-labelledby="cta-title" className="bg-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="cta-title" className="text-2xl font-semibold">
          {t('home.cta.title')}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {cards.map(({ role, Icon, title, body, action }) => (
            <div key={role} className="flex flex-col gap-3 rounded-lg bg-white/10 p-6">
              <Icon aria-hidden="true" className="size-8" />
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="text-brand-50">{body}</p>
              <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
                <Button asChild variant="secondary">
                  <Link to={`/signup?role=${role}`}>{action}</Link>
                </Button>
                {role === 'creator' ? (
                  <Link
                    to="/become-creator"
                    className="inline-flex min-h-11 items-center font-medium text-white underline underline-offset-4 hover:text-brand-50"
                  >
                    {t('home.cta.creatorLearnMore')}
                  </Link>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
