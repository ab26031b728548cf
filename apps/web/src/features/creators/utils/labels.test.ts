import { describe, expect, it } from 'vitest';
import { availabilityKey, availabilityOf } from './labels';

describe('creator availability', () => {
  it('words availability as Available / Unavailable / Status unknown', () => {
    expect(availabilityOf(true)).toBe('available');
    expect(availabilityOf(false)).toBe('unavailable');
    expect(availabilityOf(null)).toBe('unknown');
    expect(availabilityOf(undefined)).toBe('unknown');
    expect(availabilityKey(undefined)).toBe('creators.availability.unknown');
  });
});
