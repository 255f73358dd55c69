import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@batiao/shared/domain/documents';
import { users } from './users.ts';

/**
 * The administrative file: at most one document of each type per user (a replacement swaps the
 * row). The file itself lives in storage under `storage_key`, a generated name.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    /** The sanitised name shown and offered on download; never used as a path. */
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    issuedAt: date('issued_at', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_user_type_idx').on(t.userId, t.documentType),
    uniqueIndex('documents_storage_key_idx').on(t.storageKey),
    check('documents_type_check', sql.raw(`"document_type" in (${DOCUMENT_TYPES.map((d) => `'${d}'`).join(', ')})`)),
    check('documents_size_check', sql`${t.size} >= 0`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/**
 * Expiry reminders already sent: one row per document, kind (30 days, 7 days, expired) and
 * expiry date, so that a reminder goes out once, and again only when the validity changes
 * (a corrected date or a replaced document).
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_reminders_once_idx').on(t.documentId, t.kind, t.expiresOn),
    check('document_reminders_kind_check', sql`${t.kind} in ('j30', 'j7', 'expired')`),
  ],
);

export type DocumentReminderRow = typeof documentReminders.$inferSelect;
