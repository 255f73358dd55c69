import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TENDER_FILE_FORMATS, TENDER_FILE_ROLES } from '@batiao/shared/contracts/tender-files';
import { users } from './users.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * The consultation files (DCE) a user attached to a tender (issue 16): one row per file, a zip
 * being unpacked into its files (`path` keeps the folder inside the archive). The tender is not a
 * foreign key: public notices and the user's own submitted tenders live in different tables, and
 * access goes through the tenders service. The bytes live in storage under `storage_key`.
 */
export const tenderFiles = pgTable(
  'tender_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenderId: uuid('tender_id').notNull(),
    /** The sanitised name shown; never used as a path. */
    filename: text('filename').notNull(),
    /** The folder inside the uploaded zip ('' for a file sent alone). */
    path: text('path').notNull().default(''),
    format: text('format').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The role recognised from the name and the content, or the one the user chose. */
    role: text('role').notNull(),
    detectedRole: text('detected_role').notNull(),
    /** 'text' (read), 'scanned' (a PDF without text), 'spreadsheet', 'unreadable'. */
    textStatus: text('text_status').notNull(),
    pages: integer('pages'),
    /** The text of each page (PDF) or of the whole file (DOCX), for the analysis; null for spreadsheets. */
    textPages: jsonb('text_pages').$type<string[]>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tender_files_user_tender_idx').on(t.userId, t.tenderId),
    uniqueIndex('tender_files_storage_key_idx').on(t.storageKey),
    check('tender_files_role_check', inList('role', TENDER_FILE_ROLES)),
    check('tender_files_detected_role_check', inList('detected_role', TENDER_FILE_ROLES)),
    check('tender_files_format_check', inList('format', TENDER_FILE_FORMATS)),
    check('tender_files_text_status_check', sql`${t.textStatus} in ('text', 'scanned', 'spreadsheet', 'unreadable')`),
    check('tender_files_size_check', sql`${t.size} >= 0`),
  ],
);

export type TenderFileRow = typeof tenderFiles.$inferSelect;
export type NewTenderFileRow = typeof tenderFiles.$inferInsert;

/**
 * What was computed from a tender's files for a user: the quantities (`metres`) and the analysis
 * (`analysis`), kept until the next extraction or a change of the files; and the user's review of
 * the priced DPGF (`priced`: the unit prices they edited, the markups and TVA rate they chose, ADR 030).
 */
export const tenderFileResults = pgTable(
  'tender_file_results',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenderId: uuid('tender_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenderId, t.kind] }),
    check('tender_file_results_kind_check', sql`${t.kind} in ('metres', 'analysis', 'priced')`),
  ],
);

export type TenderFileResultRow = typeof tenderFileResults.$inferSelect;
