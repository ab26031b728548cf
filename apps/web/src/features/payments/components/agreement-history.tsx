import { useTranslation } from 'react-i18next';
import type { AgreementEvent } from '@kalasetu/shared/payments';
import { formatDate } from '../../../lib/format';

/** The append-only history: who did what, when, in the reader's language. */
export function AgreementHistory({ events }: { events: AgreementEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="rounded-md border border-stone-200 p-4">
      <summary className="cursor-pointer py-2.5 font-semibold">
        {t('payments.history.title', { count: events.length })}
      </summary>
      <ol className="mt-3 space-y-2 text-sm">
        {events.map((event) => (
          <li key={event.id} className="break-words">
            <span className="text-stone-600">{formatDate(event.createdAt, i18n.language)}</span>{' '}
            {t(`payments.history.action.${event.action}`, { defaultValue: event.action })}
            {event.actorName ? ` · ${event.actorName}` : ` · ${t('payments.history.system')}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
