import { index, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts, one row each, keyed by `email:<address>` and `ip:<address>`.
 * Kept in the database so the limit holds across restarts and across API processes.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);
