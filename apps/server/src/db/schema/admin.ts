import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What administrators did from /admin (issue 18, ADR 024): role changes and manual BOAMP syncs.
 * Append-only. The e-mail addresses are copied so that a line still reads after an account is
 * deleted (the ids then become null).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** role_change or boamp_sync. */
    action: text('action').notNull(),
    targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email'),
    fromRole: text('from_role'),
    toRole: text('to_role'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
