import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * First-party audience measure (issue 18, ADR 024), written only for visitors who accepted the
 * analytics cookies: page views, scroll depth, idle, time on page (kind `event`) and load times
 * (kind `metric`). No IP address is kept, only its network prefix (/24 or /48). Purged after
 * 13 months (the privacy policy's browsing-data retention).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** event or metric. */
    kind: text('kind').notNull(),
    /** The event name (page_view, scroll_depth…) or the metric type (page_load…). */
    name: text('name').notNull(),
    /** The browser tab's random session id (not a cookie, not the account). */
    sessionId: text('session_id').notNull(),
    /** The signed-in account that sent it, when a valid token came with it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The path only, without query string. */
    page: text('page').notNull(),
    referrer: text('referrer'),
    device: text('device'),
    viewportWidth: integer('viewport_width'),
    viewportHeight: integer('viewport_height'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    ipPrefix: text('ip_prefix'),
    /** The browser's time of the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_received_idx').on(t.receivedAt),
    index('analytics_events_name_received_idx').on(t.name, t.receivedAt),
    index('analytics_events_session_idx').on(t.sessionId),
  ],
);

/** A signed-in user's cookie choice, kept as proof of consent (each change is a new row). */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    essential: boolean('essential').notNull().default(true),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    version: text('version').notNull(),
    /** When the visitor made the choice (the browser's timestamp). */
    choiceAt: timestamp('choice_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cookie_consents_user_idx').on(t.userId, t.recordedAt)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
export type CookieConsentRow = typeof cookieConsents.$inferSelect;
