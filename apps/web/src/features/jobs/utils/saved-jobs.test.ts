import { describe, expect, it } from 'vitest';
import { readSavedJobs, toggleSavedJob } from './saved-jobs';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('saved jobs', () => {
  it('adds and removes ids under savedJobs', () => {
    const storage = memoryStorage();
    expect(toggleSavedJob(7, storage)).toBe(true);
    expect(toggleSavedJob(9, storage)).toBe(true);
    expect(storage.data.get('savedJobs')).toBe('[7,9]');
    expect(toggleSavedJob(7, storage)).toBe(false);
    expect(readSavedJobs(storage)).toEqual([9]);
  });

  it('reads damaged storage as an empty list', () => {
    expect(readSavedJobs(memoryStorage({ savedJobs: '{nope' }))).toEqual([]);
    expect(readSavedJobs(memoryStorage({ savedJobs: '["3", -1, "x"]' }))).toEqual([3]);
  });
});
