import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the sign-in and registration limits, one row per key (`login:acct-ip:…`,
 * `login:acct:…`, `login:ip:…`, `register:ip:…`), each over a fixed window from `window_start`.
 * An attempt is reserved with one `insert … on conflict do update … returning` before any
 * password is checked, so parallel requests cannot all pass (ADR 010). Kept in the database so
 * the limits hold across restarts and across API processes.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
