import { QUIET_HOURS_IST } from '@kalasetu/shared/limits';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * When SMS and WhatsApp may go again if `now` falls in quiet hours (21:00–08:00 in India): the coming 08:00 IST;
 * null outside them.
 */
export function quietHoursEnd(now: Date): Date | null {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_HOURS_IST.until && hour < QUIET_HOURS_IST.from) return null;
  const morning = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    QUIET_HOURS_IST.until,
  );
  const next = hour >= QUIET_HOURS_IST.from ? morning + DAY_MS : morning;
  return new Date(next - IST_OFFSET_MS);
}
