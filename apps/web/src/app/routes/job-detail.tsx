import { useJob, jobQueryOptions } from '../../features/jobs/api/get-job';
import { useTranslation } from '../../lib/use-translation';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { JobDetailView } from '../../features/jobs/components/job-detail-view';
import { JobStateMessage } from '../../features/jobs/components/job-state-message';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { preload } from '../../lib/route-data';

function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The job (lib/route-data.ts); an address that is no job id shows its message without asking. */
export const loader = ({ context, params }: LoaderFunctionArgs) => {
  const id = parseJobId(params.id);
  return preload(context, (client) => (id === null ? [] : [client.ensureQueryData(jobQueryOptions(id))]));
};

export function Component() {
  const { t } = useTranslation();
  const id = parseJobId(useParams().id);
  const job = useJob(id);
  usePageTitle(job.data?.title ?? t('jobs.title'));

  let content;
  if (id === null) content = <JobStateMessage message={t('jobs.detail.idMissing')} />;
  else if (job.isPending) content = <Spinner label={t('common.loading')} className="py-10" />;
  else if (job.isError)
    content = (
      <JobStateMessage
        message={
          job.error instanceof ApiError && job.error.status === 404
            ? t('jobs.detail.notFound')
            : t('jobs.detail.loadError')
        }
      />
    );
  else content = <JobDetailView job={job.data} />;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {content}
    </main>
  );
}
