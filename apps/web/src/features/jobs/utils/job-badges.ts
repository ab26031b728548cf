import { ENDING_SOON_DAYS, NEW_BADGE_DAYS } from '@kalasetu/shared/limits';
import { clockNow } from '../../../lib/format';

const DAY_MS = 86_400_000;

/** 'New': posted less than two days ago. */
export function isNewJob(createdAt: string, now = clockNow()): boolean {
  return now - new Date(createdAt).getTime() < NEW_BADGE_DAYS * DAY_MS;
}

/**
 * 'Deadline Soon' on the detail page: the deadline is within seven days or already past. A job without a
 * deadline has nothing to be soon.
 */
export function isDeadlineSoon(deadline: string | null, now = clockNow()): boolean {
  if (!deadline) return false;
  return new Date(deadline).getTime() - now <= ENDING_SOON_DAYS * DAY_MS;
}

/**
 * 'Ending soon' on a job card: as above, except that a missing deadline counts as now (as in the original), so a
 * job without a deadline shows it too.
 */
export function isEndingSoon(deadline: string | null, now = clockNow()): boolean {
  return deadline ? isDeadlineSoon(deadline, now) : true;
}
