import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The reference library of composed market prices (ADR 021): one row per ouvrage, keyed by a
 * stable code (« PLO-012 »). Figures are exact integers — labour time in thousandths of an hour
 * per unit, supplies in euro cents HT per unit — each with its basis written next to it. The
 * shown price is computed from them with the user's rates (never stored).
 */
export const marketPriceItems = pgTable(
  'market_price_items',
  {
    code: text('code').primaryKey(),
    trade: text('trade').notNull(),
    category: text('category').notNull(),
    designation: text('designation').notNull(),
    unit: text('unit').notNull(),
    labourMilliHours: integer('labour_milli_hours').notNull(),
    suppliesCents: integer('supplies_cents').notNull(),
    /** Date of the figures, « AAAA-MM-JJ ». */
    priceDate: text('price_date').notNull(),
    labourBasis: text('labour_basis').notNull(),
    suppliesBasis: text('supplies_basis').notNull(),
    /** `seed` (the committed data file) or `import` (an admin's CSV). */
    origin: text('origin').notNull().default('seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_price_items_trade_idx').on(t.trade),
    check(
      'market_price_items_figures_check',
      sql`${t.labourMilliHours} between 0 and 1000000 and ${t.suppliesCents} between 0 and 100000000`,
    ),
  ],
);

export type MarketPriceItemRow = typeof marketPriceItems.$inferSelect;
export type NewMarketPriceItemRow = typeof marketPriceItems.$inferInsert;

/** The previous values of a library row, written each time an import changes it. */
export const marketPriceHistory = pgTable(
  'market_price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => marketPriceItems.code, { onDelete: 'cascade' }),
    designation: text('designation').notNull(),
    unit: text('unit').notNull(),
    labourMilliHours: integer('labour_milli_hours').notNull(),
    suppliesCents: integer('supplies_cents').notNull(),
    priceDate: text('price_date').notNull(),
    labourBasis: text('labour_basis').notNull(),
    suppliesBasis: text('supplies_basis').notNull(),
    /** When these values were replaced, and by which admin (null once the account is gone). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('market_price_history_code_idx').on(t.code, t.replacedAt)],
);

export type MarketPriceHistoryRow = typeof marketPriceHistory.$inferSelect;

/**
 * BT index values entered by an admin, month by month (ADR 032): « BT38 », « 2026-11 », 131.4.
 * The app ships none; the supply part of a library price is brought from its figures' month to
 * the latest month of its trade's index only when both values are stored.
 */
export const priceIndexValues = pgTable(
  'price_index_values',
  {
    code: text('code').notNull(),
    /** « AAAA-MM ». */
    month: text('month').notNull(),
    /** The published value, up to 4 decimals. */
    value: numeric('value', { precision: 12, scale: 4 }).notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.month] }),
    check('price_index_values_value_check', sql`${t.value} > 0`),
    check('price_index_values_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export type PriceIndexValueRow = typeof priceIndexValues.$inferSelect;
