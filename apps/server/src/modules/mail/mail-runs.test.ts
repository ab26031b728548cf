import { describe, expect, it } from 'vitest';
import { digestCutoff } from './mail-runs';

describe('digestCutoff', () => {
  it('is the latest 08:00 in India at or before the moment', () => {
    // 08:00 IST is 02:30 UTC.
    expect(digestCutoff(new Date('2026-03-10T02:30:00Z')).toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(digestCutoff(new Date('2026-03-10T02:29:59Z')).toISOString()).toBe('2026-03-09T02:30:00.000Z');
    // 23:00 IST on the 10th is still the 10th's digest; 00:30 IST on the 11th (19:00 UTC on the 10th) too.
    expect(digestCutoff(new Date('2026-03-10T17:30:00Z')).toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(digestCutoff(new Date('2026-03-10T19:00:00Z')).toISOString()).toBe('2026-03-10T02:30:00.000Z');
  });
});
