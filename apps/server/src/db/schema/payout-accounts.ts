import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * A creator's payout UPI ID, in its own table rather than on the profile, so no query of public profile columns can
 * ever carry it: it is shown only to enterprises with an agreement with the creator, and to admins.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  creatorId: uuid('creator_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** Null when only a gateway account is known. */
  vpa: text('vpa'),
  /** The creator's Razorpay Route linked account (`acc_…`), set by an admin once the gateway onboarded them. */
  linkedAccountId: text('linked_account_id'),
  updatedAt: updatedAt(),
});
