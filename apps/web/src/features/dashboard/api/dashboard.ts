import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDecisionResponse,
  ApplicationWithCreator,
  ApplicationWithJob,
} from '@kalasetu/shared/applications';
import type { JobListResponse, JobRecord } from '@kalasetu/shared/jobs';
import type { PortfolioItem } from '@kalasetu/shared/portfolio';
import { api } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/** The creator dashboard re-reads applications every minute, as the original did, besides live updates. */
export const APPLICATIONS_REFRESH_MS = 60_000;
export const RELEVANT_JOBS_FETCHED = 10;
export const RELEVANT_JOBS_SHOWN = 3;

export const useCreatorApplications = () =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'creator'],
    queryFn: async ({ signal }) =>
      (await api<{ applications: ApplicationWithJob[] }>('/api/creator/applications', { signal }))
        .applications,
    refetchInterval: APPLICATIONS_REFRESH_MS,
  });

/** Every application to the enterprise's jobs, or those to one job (`jobId`) from the same cached list. */
export const useEnterpriseApplications = (jobId: number | null = null) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'enterprise'],
    queryFn: async ({ signal }) =>
      (await api<{ applications: ApplicationWithCreator[] }>('/api/enterprise/applications', { signal }))
        .applications,
    select: jobId === null ? undefined : (rows) => rows.filter((row) => row.jobId === jobId),
  });

export const useEnterpriseJobs = () =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'enterprise-own'],
    queryFn: async ({ signal }) =>
      (await api<{ jobs: JobRecord[] }>('/api/enterprise/jobs', { signal })).jobs,
  });

/** Up to 10 newest open jobs; those sharing a skill with the creator (all when it has none), at most 3. */
export function pickRelevantJobs<T extends { skills: string[] }>(jobs: T[], skills: string[]): T[] {
  const mine = new Set(skills.map((s) => s.toLowerCase()));
  const relevant =
    mine.size === 0 ? jobs : jobs.filter((job) => job.skills.some((s) => mine.has(s.toLowerCase())));
  return relevant.slice(0, RELEVANT_JOBS_SHOWN);
}

export const useRelevantJobs = (skills: string[]) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'relevant', skills],
    queryFn: async ({ signal }) =>
      pickRelevantJobs(
        (await api<JobListResponse>(`/api/jobs?sort=newest&pageSize=${RELEVANT_JOBS_FETCHED}`, { signal }))
          .jobs,
        skills,
      ),
  });

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'recommend' | 'reject' }) =>
      api<ApplicationDecisionResponse>(`/api/applications/${id}/${action}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REALTIME_KEYS.applications }),
  });
}

/** How many portfolio items the creator has: the first-run checklist's "Add your work" step. */
export const useOwnPortfolioCount = (creatorId: string) =>
  useQuery({
    queryKey: ['portfolio', creatorId, 'count'],
    queryFn: async ({ signal }) =>
      (
        await api<{ items: PortfolioItem[] }>(`/api/profiles/${encodeURIComponent(creatorId)}/portfolio`, {
          signal,
        })
      ).items.length,
  });
