import { CalendarDays, Globe, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import type { CreatorProfile } from '@kalasetu/shared/people';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { SendMessageButton } from './send-message-button';

/** What a visitor may know to get in touch. E-mail, phone and address are never public. */
export function ContactCard({ creator }: { creator: CreatorProfile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold">{t('creators.contact.title')}</h2>
      <dl className="space-y-3 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-stone-500" />
            <span className="sr-only">{t('creators.contact.location')}</span>
          </dt>
          <dd>{creator.location || t('creators.locationNotSet')}</dd>
        </div>
        {creator.portfolioUrl ? (
          <div className="flex gap-2">
            <dt>
              <Globe aria-hidden="true" className="size-4 text-stone-500" />
              <span className="sr-only">{t('creators.contact.website')}</span>
            </dt>
            <dd className="min-w-0">
              <a
                href={creator.portfolioUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {creator.portfolioUrl.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
            <span className="sr-only">{t('creators.contact.memberSince')}</span>
          </dt>
          <dd>{t('creators.contact.joined', { date: formatDate(creator.createdAt, i18n.language) })}</dd>
        </div>
      </dl>
      <SendMessageButton recipientId={creator.id} />
      <p className="text-xs text-stone-600">{t('creators.contact.privacyNote')}</p>
    </Card>
  );
}
