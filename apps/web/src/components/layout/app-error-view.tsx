import { useTranslation } from '../../lib/use-translation';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk-errors';

/**
 * Shown when a screen throws: the spec's 'Unexpected Application Error!' with a way back. When the screen's code could
 * not be fetched (the network dropped on the way to a page not opened before), it says so in the reader's language
 * instead of the browser's English message.
 */
export function AppErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const codeMissing = isChunkLoadError(error);
  const detail = codeMissing
    ? t('errorView.codeMissing')
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : null;
  if (error) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">
        {t(codeMissing ? 'errorView.codeMissingTitle' : 'errorView.title')}
      </h1>
      {detail ? <p className="mt-3 break-words text-stone-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
        >
          {t('errorView.reload')}
        </button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-5 font-medium hover:bg-stone-100"
        >
          {t('notFound.backHome')}
        </Link>
      </div>
    </main>
  );
}
