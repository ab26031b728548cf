import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listCreatorApplications,
  listEnterpriseApplications,
  recommendApplication,
  rejectApplication,
} from '@kalasetu/shared/api/applications';
import { listOwnJobs, searchJobs } from '@kalasetu/shared/api/jobs';
import { listPortfolio } from '@kalasetu/shared/api/portfolio';
import { DASHBOARD_REFRESH_MS, RELEVANT_JOBS_FETCH, RELEVANT_JOBS_SHOW } from '@kalasetu/shared/limits';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

export const useCreatorApplications = () =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'creator'],
    queryFn: async ({ signal }) => (await request(listCreatorApplications, { signal })).applications,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

/** Every application to the enterprise's jobs, or those to one job (`jobId`) from the same cached list. */
export const useEnterpriseApplications = (jobId: number | null = null) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'enterprise'],
    queryFn: async ({ signal }) => (await request(listEnterpriseApplications, { signal })).applications,
    select: jobId === null ? undefined : (rows) => rows.filter((row) => row.jobId === jobId),
  });

export const useEnterpriseJobs = () =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'enterprise-own'],
    queryFn: async ({ signal }) => (await request(listOwnJobs, { signal })).jobs,
  });

/** Up to 10 newest open jobs; those sharing a skill with the creator (all when it has none), at most 3. */
export function pickRelevantJobs<T extends { skills: string[] }>(jobs: T[], skills: string[]): T[] {
  const mine = new Set(skills.map((s) => s.toLowerCase()));
  const relevant =
    mine.size === 0 ? jobs : jobs.filter((job) => job.skills.some((s) => mine.has(s.toLowerCase())));
  return relevant.slice(0, RELEVANT_JOBS_SHOW);
}

export const useRelevantJobs = (skills: string[]) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'relevant', skills],
    queryFn: async ({ signal }) =>
      pickRelevantJobs(
        (await request(searchJobs, { query: { sort: 'newest', pageSize: RELEVANT_JOBS_FETCH }, signal }))
          .jobs,
        skills,
      ),
  });

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'recommend' | 'reject' }) =>
      request(action === 'recommend' ? recommendApplication : rejectApplication, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REALTIME_KEYS.applications }),
  });
}

/** How many portfolio items the creator has: the first-run checklist's "Add your work" step. */
export const useOwnPortfolioCount = (creatorId: string) =>
  useQuery({
    queryKey: ['portfolio', creatorId, 'count'],
    queryFn: async ({ signal }) =>
      (await request(listPortfolio, { params: { id: creatorId }, signal })).items.length,
  });
