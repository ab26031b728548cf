import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A page of the creator's applications with its counts by status (page 1 also feeds the overview and the guide). */
export const useCreatorApplications = (page = 1) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'creator', page],
    queryFn: ({ signal }) => request(listCreatorApplications, { query: { page }, signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** A page of the applications to the enterprise's jobs, or to one of them (`jobId`), with its counts by status. */
export const useEnterpriseApplications = (jobId: number | null = null, page = 1) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.applications, 'enterprise', jobId, page],
    queryFn: ({ signal }) =>
      request(listEnterpriseApplications, { query: { page, jobId: jobId ?? undefined }, signal }),
    // The last page stays while the next loads, but never another job's applicants while this job's load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-2) === jobId ? previous : undefined,
  });

/** A page of the enterprise's own jobs with its counts by status (page 1 also feeds the overview and the guide). */
export const useEnterpriseJobs = (page = 1) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'enterprise-own', page],
    queryFn: ({ signal }) => request(listOwnJobs, { query: { page }, signal }),
    placeholderData: keepPreviousData,
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
