import {
  PRODUCTS_MAX,
  type CatalogItemParsed,
  type CatalogResponse,
  type CatalogSearchResult,
  type CatalogUnit,
} from '@batiao/shared/contracts/pricing';
import type { PricingProductRow } from '../../db/schema/pricing.ts';
import { fromHundredths, toHundredths } from './pricing.presenter.ts';
import type { ProductFields } from './pricing.queries.ts';

/** The catalogue writes m2 and m3 (supporting-areas §5); the store keeps m² and m³ (ADR 018). */
const TO_STORED: Partial<Record<CatalogUnit, string>> = { m2: 'm²', m3: 'm³' };
const FROM_STORED: Record<string, CatalogUnit> = { 'm²': 'm2', 'm³': 'm3' };

export const storedUnit = (unit: CatalogUnit): string => TO_STORED[unit] ?? unit;
export const catalogUnit = (stored: string): CatalogUnit => FROM_STORED[stored] ?? (stored as CatalogUnit);

/** An item as written on /catalog → the product's columns (its description is the product's name). */
export function catalogFields(input: CatalogItemParsed): ProductFields {
  return {
    category: input.category,
    subcategory: input.subcategory,
    name: input.description,
    reference: input.ref,
    unit: storedUnit(input.unite),
    unitPriceCents: toHundredths(input.prix),
  };
}

export function presentCatalogItem(row: PricingProductRow): Omit<CatalogSearchResult, 'match_score'> {
  return {
    id: row.id,
    description: row.name,
    category: row.category,
    subcategory: row.subcategory,
    ref: row.reference,
    prix: fromHundredths(row.unitPriceCents),
    unite: catalogUnit(row.unit),
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/**
 * The tree category → subcategory → items, categories and subcategories in alphabetical order (the
 * empty one, « sans catégorie », last), items in the user's order; and the statistics tiles.
 */
export function presentCatalog(rows: readonly PricingProductRow[]): Omit<CatalogResponse, 'success'> {
  const tree = new Map<string, Map<string, PricingProductRow[]>>();
  for (const row of rows) {
    const category = tree.get(row.category) ?? new Map<string, PricingProductRow[]>();
    tree.set(row.category, category);
    const items = category.get(row.subcategory) ?? [];
    category.set(row.subcategory, items);
    items.push(row);
  }
  const ordered = (keys: Iterable<string>) =>
    [...keys].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : byName(a, b) || a.localeCompare(b)));
  const catalogData: CatalogResponse['catalog']['catalog_data'] = {};
  let subcategories = 0;
  for (const category of ordered(tree.keys())) {
    const subs = tree.get(category) as Map<string, PricingProductRow[]>;
    const entry: Record<string, CatalogResponse['catalog']['catalog_data'][string][string]> = {};
    for (const subcategory of ordered(subs.keys())) {
      subcategories += 1;
      entry[subcategory] = (subs.get(subcategory) ?? []).map((row) => ({
        id: row.id,
        description: row.name,
        ref: row.reference,
        prix: fromHundredths(row.unitPriceCents),
        unite: catalogUnit(row.unit),
      }));
    }
    catalogData[category] = entry;
  }
  const totalCents = rows.reduce((sum, row) => sum + row.unitPriceCents, 0);
  return {
    catalog: { catalog_type: 'utilisateur', catalog_data: catalogData },
    statistics: {
      total_items: rows.length,
      total_categories: tree.size,
      total_subcategories: subcategories,
      average_price: rows.length ? Math.round(totalCents / rows.length) / 100 : null,
      max_items: PRODUCTS_MAX,
    },
  };
}
