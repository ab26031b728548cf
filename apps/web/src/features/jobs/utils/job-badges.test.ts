import { describe, expect, it } from 'vitest';
import { isDeadlineSoon, isEndingSoon, isNewJob } from './job-badges';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(NOW + offsetDays * DAY).toISOString();

describe('job badges', () => {
  it("shows 'New' for less than two days", () => {
    expect(isNewJob(at(-1.9), NOW)).toBe(true);
    expect(isNewJob(at(-2), NOW)).toBe(false);
  });

  it("shows 'Ending soon' within seven days of the deadline, past it, or without one", () => {
    expect(isEndingSoon(at(6.9), NOW)).toBe(true);
    expect(isEndingSoon(at(-3), NOW)).toBe(true);
    expect(isEndingSoon(null, NOW)).toBe(true);
    expect(isEndingSoon(at(7.1), NOW)).toBe(false);
  });

  it("shows 'Deadline Soon' on the detail page only when there is a deadline", () => {
    expect(isDeadlineSoon(at(2), NOW)).toBe(true);
    expect(isDeadlineSoon(null, NOW)).toBe(false);
    expect(isDeadlineSoon(at(30), NOW)).toBe(false);
  });
});
