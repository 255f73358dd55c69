import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The artisan's pricing profile (core-journey §3): one row per account, absent until the first
 * save (the spec's defaults apply). Every figure is an exact integer: money in euro cents HT,
 * percentages and the material coefficient in hundredths (15 % = 1500, 2.3 = 230).
 */
export const pricingProfiles = pgTable(
  'pricing_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    travelRateCents: integer('travel_rate_cents').notNull(),
    materialCoefficientHundredths: integer('material_coefficient_hundredths').notNull(),
    overheadHundredths: integer('overhead_hundredths').notNull(),
    profitMarginHundredths: integer('profit_margin_hundredths').notNull(),
    publicMarkupHundredths: integer('public_markup_hundredths').notNull(),
    urgentMarkupHundredths: integer('urgent_markup_hundredths').notNull(),
    occupiedMarkupHundredths: integer('occupied_markup_hundredths').notNull(),
    weekendMarkupHundredths: integer('weekend_markup_hundredths').notNull(),
    nightMarkupHundredths: integer('night_markup_hundredths').notNull(),
    /**
     * A new random value on every write of the user's products (save, add, edit, delete, import):
     * the enrichment keeps the user's prepared catalogue index while it is unchanged (ADR 032).
     * Null until the first write after the column was added (then the index is not kept).
     */
    catalogRevision: uuid('catalog_revision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pricing_profiles_ranges_check',
      sql`${t.hourlyRateCents} between 0 and 100000
        and ${t.travelRateCents} between 0 and 2000
        and ${t.materialCoefficientHundredths} between 100 and 1000
        and ${t.overheadHundredths} between 0 and 10000
        and ${t.profitMarginHundredths} between 0 and 9900
        and ${t.publicMarkupHundredths} between 0 and 20000
        and ${t.urgentMarkupHundredths} between 0 and 20000
        and ${t.occupiedMarkupHundredths} between 0 and 20000
        and ${t.weekendMarkupHundredths} between 0 and 20000
        and ${t.nightMarkupHundredths} between 0 and 20000`,
    ),
  ],
);

export type PricingProfileRow = typeof pricingProfiles.$inferSelect;
export type NewPricingProfileRow = typeof pricingProfiles.$inferInsert;

/** Units the store accepts: the profile's (u ml m² m³ kg t l) and the catalogue's (h, jour, forfait). */
export const STORED_PRODUCT_UNITS = ['u', 'ml', 'm²', 'm³', 'kg', 't', 'l', 'h', 'jour', 'forfait'] as const;

/**
 * The user's one price store (ADR 018): the product list of the pricing profile today, and the
 * tree category → subcategory → items of /catalog tomorrow (`subcategory`, `description`). Scoped
 * by `user_id` in every query; `position` keeps the user's order.
 */
export const pricingProducts = pgTable(
  'pricing_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull().default(''),
    subcategory: text('subcategory').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    reference: text('reference').notNull().default(''),
    unit: text('unit').notNull().default('u'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    supplier: text('supplier').notNull().default(''),
    /** Supplier discount, hundredths of a percent (12.5 % = 1250). */
    supplierDiscountHundredths: integer('supplier_discount_hundredths').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pricing_products_user_position_idx').on(t.userId, t.position),
    check(
      'pricing_products_unit_check',
      sql`${t.unit} in (${sql.raw(STORED_PRODUCT_UNITS.map((u) => `'${u}'`).join(', '))})`,
    ),
    check('pricing_products_price_check', sql`${t.unitPriceCents} between 0 and 100000000`),
    check('pricing_products_discount_check', sql`${t.supplierDiscountHundredths} between 0 and 10000`),
  ],
);

export type PricingProductRow = typeof pricingProducts.$inferSelect;
export type NewPricingProductRow = typeof pricingProducts.$inferInsert;
