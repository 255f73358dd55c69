import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface TenderBuyer {
  name: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  profileUrl: string | null;
}

/** What a user typed in when submitting their own tender, beyond the tender's columns. */
export interface TenderSubmission {
  authority: string;
  location: string;
  executionDelay: string | null;
  requirements: string[];
  dceContent: string | null;
  notes: string | null;
  sourceUrl: string | null;
}

export interface TenderLotRow {
  number: string | null;
  title: string | null;
  description: string | null;
  cpvCodes: string[];
  amountCents: number | null;
}

/**
 * Tenders from every source (today the BOAMP), upserted by (source, source_id). `trades` holds
 * the trades the tender is for and `trade_fit` each trade's fit 0–100, computed at ingestion from
 * the trade taxonomy, so that a user's list is an indexed filter.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    nature: text('nature').notNull(),
    status: text('status').notNull().default('open'),
    title: text('title').notNull(),
    description: text('description'),
    buyer: jsonb('buyer').$type<TenderBuyer>().notNull(),
    departements: text('departements').array().notNull(),
    cpvCodes: text('cpv_codes').array().notNull(),
    descripteurs: jsonb('descripteurs').$type<{ code: string; label: string }[]>().notNull(),
    typeMarche: text('type_marche').array().notNull(),
    procedure: text('procedure'),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    awardedAmountCents: bigint('awarded_amount_cents', { mode: 'number' }),
    lots: jsonb('lots').$type<TenderLotRow[]>().notNull(),
    criteria: jsonb('criteria').$type<{ label: string; weight: number | null }[]>().notNull(),
    executionPlace: text('execution_place'),
    durationMonths: real('duration_months'),
    dceUrl: text('dce_url'),
    noticeUrl: text('notice_url').notNull(),
    winners: text('winners').array().notNull(),
    famille: text('famille'),
    trades: text('trades').array().notNull(),
    tradeFit: jsonb('trade_fit').$type<Record<string, number>>().notNull(),
    isExample: boolean('is_example').notNull().default(false),
    raw: jsonb('raw'),
    /**
     * A tender a user submitted themselves (source `submitted`, issue 17): private to that user.
     * Its facets sit under the département `~<user id>` only (migration 0016), so no other user's
     * list reads it; every read by id is scoped to null or the reader.
     */
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    submission: jsonb('submission').$type<TenderSubmission>(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('fr', coalesce(title, '')), 'A') || setweight(to_tsvector('fr', coalesce(description, '')), 'B') || setweight(to_tsvector('fr', coalesce(buyer ->> 'name', '') || ' ' || coalesce(execution_place, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenders_source_id_idx').on(t.source, t.sourceId),
    index('tenders_trades_idx').using('gin', t.trades),
    index('tenders_departements_idx').using('gin', t.departements),
    index('tenders_search_idx').using('gin', t.search),
    index('tenders_deadline_idx').on(t.deadline),
    index('tenders_publication_idx').on(t.publicationDate),
    index('tenders_submitted_by_idx')
      .on(t.submittedByUserId, t.createdAt)
      .where(sql`${t.submittedByUserId} is not null`),
  ],
);

export type TenderRow = typeof tenders.$inferSelect;
export type NewTenderRow = typeof tenders.$inferInsert;

/**
 * The tender list's narrow index (ADR 006): one row per (tender, trade, département) of the
 * tender, and one per (tender, trade) under the département `'*'` (all of France), with what the
 * list filters and sorts on. Written only by the trigger on `tenders` (migration 0007, function
 * `tender_facet_rows`), in the same statement as the tender write; the app never writes it.
 * The list index keys every column so that the list and its counters are index-only scans.
 */
export const tenderFacets = pgTable(
  'tender_facets',
  {
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    /** A département code of the tender, or `'*'`. */
    departement: text('departement').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    status: text('status').notNull(),
    /** The tender's fit for this trade (`trade_fit`), 0–100: the `score` sort. */
    fit: smallint('fit').notNull(),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tender_facets_pkey', columns: [t.tenderId, t.trade, t.departement] }),
    index('tender_facets_list_idx').on(
      t.trade,
      t.departement,
      t.deadline,
      t.tenderId,
      t.status,
      t.fit,
      t.publicationDate,
    ),
  ],
);

/** One run of a tender sync: what it fetched and changed, and how it ended. */
export const ingestionRuns = pgTable(
  'ingestion_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    trigger: text('trigger').notNull(),
    status: text('status').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** The last publication day fully synced: the next scheduled run resumes after it. */
    lastDaySynced: date('last_day_synced', { mode: 'string' }),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    errorMessage: text('error_message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ingestion_runs_source_started_idx').on(t.source, t.startedAt),
    /** The list's "last successful sync": a few index entries instead of a scan of every run. */
    index('ingestion_runs_last_success_idx')
      .on(t.source, t.finishedAt.desc().nullsFirst())
      .where(sql`${t.status} = 'success'`),
  ],
);

export type IngestionRunRow = typeof ingestionRuns.$inferSelect;
