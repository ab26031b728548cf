import { describe, expect, it } from 'vitest';
import { cachedFor } from './counts-cache';

describe('the home counts cache', () => {
  it('reuses the counts within the time to live and loads them again after it', async () => {
    let clock = 1_000;
    let loads = 0;
    const counts = cachedFor(
      async () => ({ jobs: ++loads }),
      60_000,
      () => clock,
    );
    expect(await counts()).toEqual({ jobs: 1 });
    clock += 59_999;
    expect(await counts()).toEqual({ jobs: 1 });
    clock += 1;
    expect(await counts()).toEqual({ jobs: 2 });
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const counts = cachedFor(
      async () => {
        if (fail) throw new Error('database down');
        return { jobs: 7 };
      },
      60_000,
      () => 0,
    );
    await expect(counts()).rejects.toThrow('database down');
    fail = false;
    expect(await counts()).toEqual({ jobs: 7 });
  });
});
