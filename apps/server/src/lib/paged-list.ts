import { PAGED_LIST_SIZE } from '@kalasetu/shared/limits';

/** The rows of page `page` (from 1) of a dashboard list. */
export const pageWindow = (page: number) => ({
  limit: PAGED_LIST_SIZE,
  offset: (page - 1) * PAGED_LIST_SIZE,
});

/** Every status with its count, zero where no row has it: a dashboard's overview, and its pager's total. */
export function countsByStatus<S extends string>(
  statuses: readonly S[],
  rows: { status: S; count: number }[],
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
