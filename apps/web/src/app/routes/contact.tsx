import { useTranslation } from '../../lib/use-translation';
import type { LoaderFunctionArgs } from 'react-router';
import { supportContactQueryOptions } from '../../features/contact/api/get-support-contact';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { PageHeader } from '../../features/content/components/page-header';
import { preload } from '../../lib/route-data';
import { usePageTitle } from '../../lib/use-page-title';

/** The operator's phone and WhatsApp numbers, rendered with the page (lib/route-data.ts). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(supportContactQueryOptions)]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <main id="main">
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </main>
  );
}
