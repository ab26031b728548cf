import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { dismissFallbackToast, useFallbackToasts, type FallbackToast } from '../../lib/toast';

/** How long a plain toast stays, as long as sonner's own with a close button. */
const SHOWN_MS = 8_000;

/**
 * The toasts sonner could not show because its code did not load (lib/toast.ts): plain, in the same place, each with
 * a close button, gone after SHOWN_MS.
 */
export function FallbackToasts() {
  const { t } = useTranslation();
  const toasts = useFallbackToasts();
  if (!toasts.length) return null;
  return (
    <section
      aria-label={t('common.toasts.region')}
      className="fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <PlainToast key={item.id} item={item} closeLabel={t('common.toasts.close')} />
      ))}
    </section>
  );
}

function PlainToast({ item, closeLabel }: { item: FallbackToast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissFallbackToast(item.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  const tone =
    item.kind === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : item.kind === 'success'
        ? 'border-green-200 bg-green-50 text-green-800'
        : 'border-stone-200 bg-white text-stone-800';
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`flex w-full max-w-sm items-start gap-2 rounded-md border p-3 text-sm shadow-md ${tone}`}
    >
      <p className="min-w-0 flex-1 break-words">{item.message}</p>
      <button
        type="button"
        onClick={() => dismissFallbackToast(item.id)}
        aria-label={closeLabel}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
