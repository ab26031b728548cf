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

/**
 * An enterprise's payments through the platform (not void): how many, their total, how many the creator confirmed
 * with no dispute ever raised, and the median days from the part's approval to the payment (a payment held before
 * approval counts as paid on approval).
 */
export async function readEnterprisePayments(db: DbOrTx, enterpriseId: string) {
  const [row] = await queryRows<{
    payments: number;
    total_paise: string | number | null;
    confirmed_clean: number;
    median_days: string | number | null;
  }>(
    db,
    sql`select count(*)::int as payments, coalesce(sum(p.amount_paise), 0) as total_paise,
        (count(*) filter (where p.status = 'confirmed' and p.dispute_note is null))::int as confirmed_clean,
        percentile_cont(0.5) within group (order by greatest(0, extract(epoch from (p.created_at - m.approved_at)) / 86400))
          filter (where m.approved_at is not null) as median_days
      from payments p join agreement_milestones m on m.id = p.milestone_id
      where p.payer_id = ${enterpriseId} and p.status <> 'void'`,
  );
  return row;
}
