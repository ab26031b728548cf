import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

/** An error state of the job page, always with a way back to the list. */
export function JobStateMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      {/* The state is the page's subject, so it is the page's one heading; the alert has it read out at once. */}
      <div role="alert">
        <h1 className="text-xl font-semibold">{message}</h1>
      </div>
      <Link
        to="/jobs"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700"
      >
        {t('jobs.detail.backToJobs')}
      </Link>
    </div>
  );
}
