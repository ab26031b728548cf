const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first moment after `now` that is `hour`:`minute` in India: tests pick evenings and mornings with it. */
export function nextIstTime(now: Date, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  let target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute);
  if (target <= local.getTime()) target += DAY_MS;
  return new Date(target - IST_OFFSET_MS);
}

const istHour = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
const isDaytime = (at: Date) => istHour(at) >= 8 && istHour(at) < 21;

/**
 * A minute from now, or 08:30 in India if that falls in quiet hours (21:00–08:00): a moment when notices queued now
 * are due and SMS and WhatsApp may go. With `roomMs`, the whole span from it to `roomMs` later is daytime too (a
 * test that moves its clock on an hour must not walk into the evening's quiet hours). Never more than about
 * thirteen hours ahead, well inside a notice's day.
 */
export function daytimeSoon(roomMs = 0): Date {
  const soon = new Date(Date.now() + 60_000);
  return isDaytime(soon) && isDaytime(new Date(soon.getTime() + roomMs)) ? soon : nextIstTime(soon, 8, 30);
}
