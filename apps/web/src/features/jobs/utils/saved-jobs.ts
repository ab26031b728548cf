import { SAVED_JOBS_STORAGE_KEY } from '@kalasetu/shared/limits';

/** Saved jobs are a list of job ids in this browser's local storage, under `savedJobs`. */
export function readSavedJobs(storage: Pick<Storage, 'getItem'> = localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Adds or removes the job and returns whether it is saved now. Throws when storage refuses (private mode, full). */
export function toggleSavedJob(
  id: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): boolean {
  const saved = readSavedJobs(storage);
  const next = saved.includes(id) ? saved.filter((other) => other !== id) : [...saved, id];
  storage.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify(next));
  return next.includes(id);
}
