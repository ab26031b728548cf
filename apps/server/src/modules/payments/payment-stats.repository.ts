import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** Confirmed payments per month of their confirmation (India's calendar), the last `months` months, empty ones too. */
export async function readMonthlyPaid(db: DbOrTx, now: Date, months: number) {
  return queryRows<{ month: string; paid_paise: string | number; payments: number }>(
    db,
    sql`with m as (
        select generate_series(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') - ${`${months - 1} months`}::interval,
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata'), interval '1 month') as start)
      select to_char(m.start, 'YYYY-MM') as month,
        coalesce((select sum(p.amount_paise) from payments p where p.status = 'confirmed'
          and date_trunc('month', p.confirmed_at at time zone 'Asia/Kolkata') = m.start), 0) as paid_paise,
        (select count(*)::int from payments p where p.status = 'confirmed'
          and date_trunc('month', p.confirmed_at at time zone 'Asia/Kolkata') = m.start) as payments
      from m order by m.start`,
  );
}

/**
 * Hours from each agreement's draft (made in the assignment's transaction) to its first payment that counted (recorded
 * and then confirmed), as a median and an average over agreements that have one.
 */
export async function readTimeToFirstPayment(db: DbOrTx) {
  const [row] = await queryRows<{
    median_hours: string | number | null;
    average_hours: string | number | null;
  }>(
    db,
    sql`with firsts as (
        select a.id, extract(epoch from (min(p.created_at) - a.created_at)) / 3600 as hours
        from agreements a join payments p on p.agreement_id = a.id and p.status = 'confirmed'
        group by a.id, a.created_at)
      select percentile_cont(0.5) within group (order by hours) as median_hours, avg(hours) as average_hours
      from firsts`,
  );
  return row;
}
