import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GeneratedContent, RenderMeta } from '@batiao/shared/contracts/generation';
import { tenders } from './tenders.ts';
import { users } from './users.ts';

/**
 * Generated responses (issue 5): one row per generation of a response to a tender by a user,
 * numbered per (user, tender) so that regenerating keeps the previous versions. The row is also
 * the generation job: `status` and `step` are what the UI's progress indicator reads. The PDF is
 * stored under `pdf_key` (re-rendered when the user edits the text); the DOCX is rendered on demand.
 * Quotas count the rows that did not fail.
 */
export const generatedResponses = pgTable(
  'generated_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** pending → running → succeeded | failed */
    status: text('status').notNull().default('pending'),
    /** analysis → writing → layout, while running. */
    step: text('step'),
    engine: text('engine').notNull(),
    model: text('model'),
    tokensIn: integer('tokens_in'),
    tokensOut: integer('tokens_out'),
    durationMs: integer('duration_ms'),
    content: jsonb('content').$type<GeneratedContent>(),
    meta: jsonb('meta').$type<RenderMeta>(),
    pdfKey: text('pdf_key'),
    pdfSize: integer('pdf_size'),
    /** The HTTP status and French message of a failed generation. */
    errorStatus: integer('error_status'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the user edited the text in the app. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('generated_responses_version_idx').on(t.userId, t.tenderId, t.version),
    index('generated_responses_user_created_idx').on(t.userId, t.createdAt),
    check('generated_responses_status_check', sql`${t.status} in ('pending', 'running', 'succeeded', 'failed')`),
    check('generated_responses_step_check', sql`${t.step} is null or ${t.step} in ('analysis', 'writing', 'layout')`),
  ],
);

export type GeneratedResponseRow = typeof generatedResponses.$inferSelect;
export type NewGeneratedResponseRow = typeof generatedResponses.$inferInsert;
