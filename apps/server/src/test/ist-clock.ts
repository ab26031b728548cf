const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first moment after `now` that is `hour`:`minute` in India: tests pick evenings and mornings with it. */
export function nextIstTime(now: Date, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  if (target <= local.getTime()) target += DAY_MS;
  return new Date(target - IST_OFFSET_MS);
}

/** Daytime a test may walk forward through after `daytimeSoon()` (the budget tests step an hour and more). */
const DAYTIME_ROOM_MS = 3 * 60 * 60_000;

/**
 * A minute from now, or 08:30 in India if the next three hours reach quiet hours (21:00–08:00): a moment when
 * notices queued now are due and SMS and WhatsApp may go, with room for a test to step hours ahead before 21:00.
 * Never more than about fifteen hours ahead, inside a notice's day.
 */
export function daytimeSoon(): Date {
  const soon = new Date(Date.now() + 60_000);
  const istHour = (at: number) => new Date(at + IST_OFFSET_MS).getUTCHours();
  const start = istHour(soon.getTime());
  const end = istHour(soon.getTime() + DAYTIME_ROOM_MS);
  return start >= 8 && end >= 8 && end < 21 ? soon : nextIstTime(soon, 8, 30);
}
