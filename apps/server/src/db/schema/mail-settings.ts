import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * A creator's job-alert choices (decision 211). No row means every default: alerts from anywhere, no daily cap,
 * delivered in the app. Which notices reach a person where is `notice_choices`.
 */
export const mailSettings = pgTable(
  'mail_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    alertArea: text('alert_area', { enum: ['anywhere', 'state', 'district'] })
      .notNull()
      .default('anywhere'),
    alertState: text('alert_state'),
    alertDistrict: text('alert_district'),
    /** Null: no daily cap. */
    alertDailyLimit: integer('alert_daily_limit'),
    alertDelivery: text('alert_delivery', { enum: ['in_app', 'digest', 'off'] })
      .notNull()
      .default('in_app'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mail_settings_alert_area', sql`${t.alertArea} in ('anywhere', 'state', 'district')`),
    check('mail_settings_alert_delivery', sql`${t.alertDelivery} in ('in_app', 'digest', 'off')`),
    check('mail_settings_alert_limit', sql`${t.alertDailyLimit} is null or ${t.alertDailyLimit} > 0`),
  ],
);
