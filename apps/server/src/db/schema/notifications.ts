import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenders } from './tenders.ts';
import { users } from './users.ts';

/** What a user is told in the app; `emailed_at` marks what the daily digest already sent. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    tenderId: uuid('tender_id').references(() => tenders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One notice of a given tender per user, whatever the number of syncs that see it.
    uniqueIndex('notifications_user_type_tender_idx').on(t.userId, t.type, t.tenderId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** E-mails, when no SMTP server is configured: kept here for admins, and logged. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** true when delivered through SMTP; false when only kept here. */
  delivered: boolean('delivered').notNull().default(false),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When the user wants the daily e-mail digest (Europe/Paris hour, 0–23); no row: the default
 * hour. Whether it is sent at all is `users.email_alerts` (the auth module's).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestHour: smallint('digest_hour').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_hour_check', sql`${t.digestHour} between 0 and 23`)],
);
