import { describe, expect, it } from 'vitest';
import { keyedCache } from './keyed-cache';

describe('the keyed cache', () => {
  it('keeps each key its time to live, loads it again after, and shares one load between callers', async () => {
    let clock = 0;
    let loads = 0;
    const cache = keyedCache<number>(10_000, 10, () => clock);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache('x', load), cache('x', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 9_999;
    expect(await cache('x', load)).toBe(1);
    expect(await cache('y', load)).toBe(2);
    clock = 10_000;
    expect(await cache('x', load)).toBe(3);
  });

  it('holds at most its number of entries, dropping the oldest first', async () => {
    let loads = 0;
    const cache = keyedCache<number>(60_000, 2, () => 0);
    const load = async () => ++loads;
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('b', load)).toBe(2);
    expect(await cache('a', load)).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = keyedCache<number>(60_000, 10, () => 0);
    await expect(cache('x', async () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache('x', async () => 7)).toBe(7);
  });
});
