import {
  PRODUCTS_MAX,
  PRODUCTS_TOO_MANY,
  type PricingProfile,
  type PricingProfileParsed,
  type Product,
  type ProductParsed,
} from '@batiao/shared/contracts/pricing';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCatalogService } from './catalog.service.ts';
import { DEFAULT_RATES, presentProduct, presentProfile, productFields, ratesOf } from './pricing.presenter.ts';
import { appendProduct, findPricingProfile, listProducts, saveProfile } from './pricing.queries.ts';

/**
 * The artisan's pricing profile (core-journey §2–§9, ADR 018): base rates, context markups and
 * the product list, one set per user, read and written only for the signed-in user.
 */
export function createPricingService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function get(userId: string): Promise<PricingProfile> {
    const [row, products] = await Promise.all([findPricingProfile(db, userId), listProducts(db, userId)]);
    return presentProfile(row, products);
  }

  return {
    /** The user's profile; the spec's defaults and no product before the first save. */
    get,

    /**
     * The user's rates and markups alone (the spec's defaults before the first save), without
     * reading the product list: what pricing a quote or a DPGF needs besides the catalogue.
     */
    async rates(userId: string): Promise<Pick<PricingProfile, 'base_rates' | 'context_markups'>> {
      const { base_rates, context_markups } = presentProfile(await findPricingProfile(db, userId), []);
      return { base_rates, context_markups };
    },

    /**
     * The user's rates and markups with the revision of their catalogue, from one read of the
     * profile row. The revision takes a new value at every write of the products (the profile's
     * save, an add, an edit, a delete, an import); null before any. Equal revisions mean the same
     * items, so a prepared index of them can be kept (ADR 032).
     */
    async ratesAndCatalogRevision(
      userId: string,
    ): Promise<Pick<PricingProfile, 'base_rates' | 'context_markups'> & { catalogRevision: string | null }> {
      const row = await findPricingProfile(db, userId);
      const { base_rates, context_markups } = presentProfile(row, []);
      return { base_rates, context_markups, catalogRevision: row?.catalogRevision ?? null };
    },

    /** The /catalog view of the same products (ADR 020). */
    catalog: createCatalogService({ db, clock }),

    /**
     * The user's catalogue items as plain objects (the one store behind the profile's list and
     * /catalog), in the user's order. Used by the market-price enrichment: the user's catalogue
     * wins over the market. Scoped to the user; money in exact cents HT.
     */
    async catalogItems(userId: string): Promise<CatalogItemRecord[]> {
      const rows = await listProducts(db, userId);
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        subcategory: row.subcategory,
        name: row.name,
        description: row.description,
        reference: row.reference,
        unit: row.unit,
        unitPriceCents: row.unitPriceCents,
      }));
    },

    /**
     * Saves the rates and replaces the product list with the one sent: a product left out of
     * the list (deleted on the screen) is deleted now.
     */
    async save(userId: string, input: PricingProfileParsed): Promise<PricingProfile> {
      await saveProfile(
        db,
        userId,
        clock.now(),
        ratesOf(input),
        input.product_catalog.map((product) => ({ id: product.id, ...productFields(product) })),
      );
      return get(userId);
    },

    /** Adds one product at the end of the user's list (409 past PRODUCTS_MAX). */
    async addProduct(userId: string, input: ProductParsed): Promise<Product> {
      const row = await appendProduct(db, userId, clock.now(), DEFAULT_RATES, productFields(input), PRODUCTS_MAX);
      if (!row) {
        throw new AppError('CONFLICT', PRODUCTS_TOO_MANY);
      }
      return presentProduct(row);
    },
  };
}

/** One item of the user's catalogue, as `catalogItems` gives it (unit as stored: u ml m² m³ kg t h jour forfait). */
export interface CatalogItemRecord {
  id: string;
  category: string;
  subcategory: string;
  name: string;
  description: string;
  reference: string;
  unit: string;
  unitPriceCents: number;
}

export type PricingService = ReturnType<typeof createPricingService>;
