const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first moment after `now` that is `hour`:`minute` in India: tests pick evenings and mornings with it. */
export function nextIstTime(now: Date, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  if (target <= local.getTime()) target += DAY_MS;
  return new Date(target - IST_OFFSET_MS);
}

/**
 * A minute from now, or 08:30 in India if that falls in quiet hours (21:00–08:00): a moment when notices queued now
 * are due and SMS and WhatsApp may go. Never more than about eleven hours ahead, well inside a notice's day.
 */
export function daytimeSoon(): Date {
  const soon = new Date(Date.now() + 60_000);
  const hour = new Date(soon.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= 8 && hour < 21 ? soon : nextIstTime(soon, 8, 30);
}
