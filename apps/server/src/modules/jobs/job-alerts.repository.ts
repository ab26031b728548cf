import { sql, type SQL } from 'drizzle-orm';
import { STATE_NAMES } from '@kalasetu/shared/options';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Midnight in India of the day `now` falls in: a creator's daily cap of job alerts counts from here. */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % (24 * 60 * 60_000)) - IST_OFFSET_MS);
}

const stateName = (column: SQL) =>
  sql`case ${column} ${sql.join(
    Object.entries(STATE_NAMES).map(([code, name]) => sql`when ${code}::text then ${name}::text`),
    sql` `,
  )} end`;

/**
 * Whether creator `p` (with settings `ms`, left-joined) takes an alert for a job at `location` posted by enterprise
 * `ep` (decision 211): alerts not off; the job in the chosen area (its posting enterprise is registered there, or its
 * location names the district or state); and fewer alerts than the daily cap since midnight in India.
 */
export function jobAlertAccepts(location: string, now: Date): SQL {
  const loc = sql`lower(${location}::text)`;
  const since = sql`${startOfIndianDay(now).toISOString()}::timestamptz`;
  return sql`coalesce(ms.alert_delivery, 'in_app') <> 'off'
    and (coalesce(ms.alert_area, 'anywhere') = 'anywhere'
      or (ms.alert_area = 'state' and (ep.state = ms.alert_state
        or strpos(${loc}, lower(${stateName(sql`ms.alert_state`)})) > 0))
      or (ms.alert_area = 'district' and ((ep.state = ms.alert_state and ep.district = ms.alert_district)
        or strpos(${loc}, lower(ms.alert_district)) > 0)))
    and (ms.alert_daily_limit is null or ms.alert_daily_limit > (
      (select count(*) from notifications n where n.user_id = p.id and n.kind = 'new_job' and n.created_at >= ${since})
      + (select count(*) from job_alert_digest d where d.user_id = p.id and d.created_at >= ${since})))`;
}
