import { describe, expect, it } from 'vitest';
import { applyToJobSchema } from './applications';
import { translate } from './messages';

describe('applyToJobSchema', () => {
  it('takes a proposed price typed in a form as whole rupees', () => {
    expect(applyToJobSchema.parse({ proposedPrice: '15,000', coverLetter: ' I shoot reels. ' })).toEqual({
      proposedPrice: 15000,
      coverLetter: 'I shoot reels.',
    });
    expect(applyToJobSchema.parse({ proposedPrice: 0, coverLetter: 'Free for a friend' }).proposedPrice).toBe(
      0,
    );
  });

  it("answers 'Please enter a valid budget' for a missing or non-numeric price", () => {
    for (const proposedPrice of ['', 'abc', '12.5', -100, undefined]) {
      const result = applyToJobSchema.safeParse({ proposedPrice, coverLetter: 'Hello' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['proposedPrice'],
        message: 'validation.budgetInvalid',
      });
    }
    expect(translate('en', 'validation.budgetInvalid')).toBe('Please enter a valid budget');
  });

  it('refuses a blank cover letter', () => {
    const result = applyToJobSchema.safeParse({ proposedPrice: 1000, coverLetter: '   ' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['coverLetter'],
      message: 'validation.coverLetterRequired',
    });
  });
});
