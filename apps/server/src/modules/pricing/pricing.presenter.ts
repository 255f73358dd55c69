import {
  PRICING_DEFAULTS,
  PRODUCT_UNITS,
  type PricingProfile,
  type PricingProfileParsed,
  type Product,
  type ProductParsed,
  type ProductUnit,
} from '@batiao/shared/contracts/pricing';
import type { PricingProductRow, PricingProfileRow } from '../../db/schema/pricing.ts';
import type { ProductFields, ProfileRates } from './pricing.queries.ts';

/** Euros or percentages (two decimals at most, checked by the contract) ↔ exact integer hundredths. */
export const toHundredths = (value: number): number => Math.round(value * 100);
export const fromHundredths = (value: number): number => value / 100;

/** The spec's defaults, as stored. */
export const DEFAULT_RATES: ProfileRates = {
  hourlyRateCents: toHundredths(PRICING_DEFAULTS.base_rates.hourly_rate),
  travelRateCents: toHundredths(PRICING_DEFAULTS.base_rates.travel_rate),
  materialCoefficientHundredths: toHundredths(PRICING_DEFAULTS.base_rates.material_coefficient),
  overheadHundredths: toHundredths(PRICING_DEFAULTS.base_rates.overhead_percentage),
  profitMarginHundredths: toHundredths(PRICING_DEFAULTS.base_rates.profit_margin),
  publicMarkupHundredths: toHundredths(PRICING_DEFAULTS.context_markups.public_establishment),
  urgentMarkupHundredths: toHundredths(PRICING_DEFAULTS.context_markups.urgent_deadline),
  occupiedMarkupHundredths: toHundredths(PRICING_DEFAULTS.context_markups.occupied_site),
  weekendMarkupHundredths: toHundredths(PRICING_DEFAULTS.context_markups.weekend_work),
  nightMarkupHundredths: toHundredths(PRICING_DEFAULTS.context_markups.night_work),
};

/** The flat save payload → the stored rates. */
export function ratesOf(input: PricingProfileParsed): ProfileRates {
  return {
    hourlyRateCents: toHundredths(input.hourly_rate),
    travelRateCents: toHundredths(input.travel_rate),
    materialCoefficientHundredths: toHundredths(input.material_coefficient),
    overheadHundredths: toHundredths(input.overhead_percentage),
    profitMarginHundredths: toHundredths(input.profit_margin),
    publicMarkupHundredths: toHundredths(input.public_markup),
    urgentMarkupHundredths: toHundredths(input.urgent_markup),
    occupiedMarkupHundredths: toHundredths(input.occupied_markup),
    weekendMarkupHundredths: toHundredths(input.weekend_markup),
    nightMarkupHundredths: toHundredths(input.night_markup),
  };
}

/** A product as written → the stored columns. */
export function productFields(input: ProductParsed): ProductFields {
  return {
    category: input.category,
    name: input.name,
    brand: input.brand,
    reference: input.reference,
    unit: input.unit,
    unitPriceCents: toHundredths(input.unit_price),
    supplier: input.supplier,
    supplierDiscountHundredths: toHundredths(input.supplier_discount),
  };
}

const isProfileUnit = (unit: string): unit is ProductUnit => (PRODUCT_UNITS as readonly string[]).includes(unit);

export function presentProduct(row: PricingProductRow): Product {
  return {
    id: row.id,
    category: row.category,
    name: row.name,
    brand: row.brand,
    reference: row.reference,
    // The catalogue's own units (h, jour, forfait) read as "u" in the profile's list.
    unit: isProfileUnit(row.unit) ? row.unit : 'u',
    unit_price: fromHundredths(row.unitPriceCents),
    supplier: row.supplier,
    supplier_discount: fromHundredths(row.supplierDiscountHundredths),
  };
}

/** Rows → the spec's profile: base_rates, context_markups, product_catalog. */
export function presentProfile(row: PricingProfileRow | undefined, products: PricingProductRow[]): PricingProfile {
  const rates = row ?? DEFAULT_RATES;
  return {
    base_rates: {
      hourly_rate: fromHundredths(rates.hourlyRateCents),
      travel_rate: fromHundredths(rates.travelRateCents),
      material_coefficient: fromHundredths(rates.materialCoefficientHundredths),
      overhead_percentage: fromHundredths(rates.overheadHundredths),
      profit_margin: fromHundredths(rates.profitMarginHundredths),
    },
    context_markups: {
      public_establishment: fromHundredths(rates.publicMarkupHundredths),
      urgent_deadline: fromHundredths(rates.urgentMarkupHundredths),
      occupied_site: fromHundredths(rates.occupiedMarkupHundredths),
      weekend_work: fromHundredths(rates.weekendMarkupHundredths),
      night_work: fromHundredths(rates.nightMarkupHundredths),
    },
    product_catalog: products.map(presentProduct),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
