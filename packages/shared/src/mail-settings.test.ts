import { describe, expect, it } from 'vitest';
import { jobAlertSettingsSchema } from './mail-settings';

const anywhere = { area: 'anywhere', state: null, district: null, dailyLimit: null, delivery: 'in_app' };

describe('jobAlertSettingsSchema', () => {
  it('takes anywhere without a place, a state with its state, a district of that state', () => {
    expect(jobAlertSettingsSchema.safeParse(anywhere).success).toBe(true);
    expect(jobAlertSettingsSchema.safeParse({ ...anywhere, area: 'state', state: 'kerala' }).success).toBe(
      true,
    );
    const district = { ...anywhere, area: 'district', state: 'karnataka', district: 'Mysuru', dailyLimit: 3 };
    expect(jobAlertSettingsSchema.safeParse(district).success).toBe(true);
  });

  it('refuses a state area without a state, a district of another state, and caps not offered', () => {
    const issues = (value: object) =>
      jobAlertSettingsSchema
        .safeParse(value)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...anywhere, area: 'state' })).toEqual([['state', 'validation.stateSelect']]);
    expect(issues({ ...anywhere, area: 'district', state: 'kerala', district: 'Mysuru' })).toContainEqual([
      'district',
      'validation.districtSelect',
    ]);
    expect(jobAlertSettingsSchema.safeParse({ ...anywhere, dailyLimit: 5 }).success).toBe(false);
    expect(jobAlertSettingsSchema.safeParse({ ...anywhere, delivery: 'sms' }).success).toBe(false);
  });
});
