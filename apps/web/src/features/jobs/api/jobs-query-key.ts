/**
 * The start of every job query's key, so one invalidation reaches the lists and the job pages. A module of its own:
 * the job page importing it from get-jobs.ts took the list's filter code, and with it zod and the shared schemas,
 * into its start-up code (decision 132).
 */
export const jobsQueryKey = ['jobs'] as const;
