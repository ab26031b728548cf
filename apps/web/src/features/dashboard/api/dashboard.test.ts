import { describe, expect, it } from 'vitest';
import { pickRelevantJobs } from './dashboard';

const job = (id: number, skills: string[]) => ({ id, skills });

describe('pickRelevantJobs', () => {
  it('keeps jobs sharing a skill (any case) and shows at most three', () => {
    const jobs = [
      job(1, ['Pottery']),
      job(2, ['photography']),
      job(3, ['Photography', 'Drone']),
      job(4, ['drone']),
      job(5, ['Photography']),
    ];
    expect(pickRelevantJobs(jobs, ['Photography', 'Drone']).map((j) => j.id)).toEqual([2, 3, 4]);
    expect(pickRelevantJobs(jobs, ['Weaving'])).toEqual([]);
  });
  it('shows the newest three when the creator has no skills', () => {
    expect(pickRelevantJobs([job(1, []), job(2, []), job(3, []), job(4, [])], []).map((j) => j.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
