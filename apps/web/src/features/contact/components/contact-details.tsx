import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';
import { useSupportContact } from '../api/get-support-contact';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '../utils/contact-details';

const LINK = 'inline-flex min-h-11 items-center break-all font-medium text-brand-800 underline';

/** E-mail, phone and WhatsApp (when the operator set them), office, hours and the social networks. */
export function ContactDetails() {
  const { t } = useTranslation();
  const support = useSupportContact().data;
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">{t('contact.detailsTitle')}</h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('contact.email')}
          </dt>
          <dd className="pl-7">
            <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
              {CONTACT_EMAIL}
            </a>
          </dd>
        </div>
        {support?.phone ? (
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {t('contact.phone')}
            </dt>
            <dd className="pl-7">
              <a href={`tel:+${support.phone.digits}`} className={LINK}>
                <span dir="ltr">{support.phone.display}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {support?.whatsapp ? (
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
              <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {t('contact.whatsapp')}
            </dt>
            <dd className="pl-7">
              <a
                href={`https://wa.me/${support.whatsapp.digits}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('contact.whatsappLink', { number: support.whatsapp.display })}
                className={LINK}
              >
                <span dir="ltr">{support.whatsapp.display}</span>
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('contact.office')}
          </dt>
          <dd className="pl-7">{t('contact.officeAddress')}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t('contact.hours')}
          </dt>
          <dd className="pl-7">{t('contact.hoursValue')}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-700">{t('contact.replyNote')}</p>
      <h2 className="mt-6 text-lg font-semibold">{t('contact.socialTitle')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SOCIAL_LINKS.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('contact.socialLink', { network })}
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100"
            >
              {network}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
