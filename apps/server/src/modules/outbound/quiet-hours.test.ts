import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

/** India is UTC+05:30: 21:00 IST is 15:30 UTC, 08:00 IST is 02:30 UTC. */
const ist = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour, minute) - (5 * 60 + 30) * 60_000);

describe('quiet hours', () => {
  it('are 21:00 to 08:00 in India, and end at the coming 08:00', () => {
    expect(quietHoursEnd(ist(27, 20, 59))).toBeNull();
    expect(quietHoursEnd(ist(27, 8, 0))).toBeNull();
    expect(quietHoursEnd(ist(27, 21, 0))).toEqual(ist(28, 8));
    expect(quietHoursEnd(ist(27, 23, 59))).toEqual(ist(28, 8));
    expect(quietHoursEnd(ist(28, 0, 30))).toEqual(ist(28, 8));
    expect(quietHoursEnd(ist(28, 7, 59))).toEqual(ist(28, 8));
    // Across a month's end.
    expect(quietHoursEnd(ist(30, 22))).toEqual(new Date(Date.UTC(2026, 11, 1, 2, 30)));
  });
});
