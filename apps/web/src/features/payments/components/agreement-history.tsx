import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import type { AgreementEvent } from '@kalasetu/shared/payments';
import { formatDate } from '../../../lib/format';

/** What an event adds to its action's words: the file it attached or removed, the files a delivery brought. */
function detailOf(t: TFunction, event: AgreementEvent): string {
  const { name, files } = event.details;
  if (event.action.startsWith('file_') && typeof name === 'string') return `: ${name}`;
  if (event.action === 'delivered' && typeof files === 'number' && files > 0)
    return ` (${t('payments.history.files', { count: files })})`;
  return '';
}

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
          <li key={event.id} className="wrap-anywhere">
            <span className="text-stone-600">{formatDate(event.createdAt, i18n.language)}</span>{' '}
            {t(`payments.history.action.${event.action}`, { defaultValue: event.action })}
            {detailOf(t, event)}
            {event.actorName ? ` · ${event.actorName}` : ` · ${t('payments.history.system')}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
