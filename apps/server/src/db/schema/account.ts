import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * When each account was last used (a signed-in request; written at most once a day per account).
 * The retention purge deletes accounts with no subscription in force and unused for 3 years
 * (privacy policy: « durée de l’abonnement + 3 ans », issue 19). Absent: the account's creation date.
 */
export const accountActivity = pgTable('account_activity', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

export type AccountActivityRow = typeof accountActivity.$inferSelect;
