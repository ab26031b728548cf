import { describe, expect, it } from 'vitest';
import { ratingInputSchema, roundRating } from './ratings';

describe('rating input', () => {
  it.each([1, 2, 3, 4, 5])('accepts %i stars', (value) => {
    expect(ratingInputSchema.safeParse({ jobId: 7, value }).success).toBe(true);
  });

  it.each([0, 6, -1, 4.5, Number.NaN])('refuses %s', (value) => {
    const result = ratingInputSchema.safeParse({ jobId: 7, value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.ratingRange');
  });

  it('refuses a missing value and text numbers', () => {
    expect(ratingInputSchema.safeParse({}).success).toBe(false);
    expect(ratingInputSchema.safeParse({ jobId: 7, value: '5' }).success).toBe(false);
  });

  it('needs the id of the job the two worked on together', () => {
    for (const jobId of [undefined, 0, -3, 1.5, '7', 2_147_483_648]) {
      const result = ratingInputSchema.safeParse({ jobId, value: 4 });
      expect(result.success, String(jobId)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.idInvalid');
    }
  });

  it('keeps the comment optional; a blank one means none', () => {
    expect(ratingInputSchema.parse({ jobId: 7, value: 4 })).toEqual({ jobId: 7, value: 4, comment: null });
    expect(ratingInputSchema.parse({ jobId: 7, value: 4, comment: '   ' })).toEqual({
      jobId: 7,
      value: 4,
      comment: null,
    });
    expect(ratingInputSchema.parse({ jobId: 7, value: 4, comment: ' Great work ' }).comment).toBe(
      'Great work',
    );
    expect(ratingInputSchema.safeParse({ jobId: 7, value: 4, comment: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('rating stats are shown to one decimal', () => {
  it.each([
    [4.25, 4.3],
    [4.24, 4.2],
    [3.666, 3.7],
    [0, 0],
    [5, 5],
  ])('%s → %s', (average, shown) => {
    expect(roundRating(average)).toBe(shown);
  });
});
