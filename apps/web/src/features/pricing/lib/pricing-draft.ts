import type { PricingProfile, PricingProfileInput, Product } from '@batiao/shared/contracts/pricing';

/** The rate inputs of the screen, as typed (strings), named as in the flat save payload. */
export const RATE_FIELDS = [
  'hourly_rate',
  'travel_rate',
  'material_coefficient',
  'overhead_percentage',
  'profit_margin',
  'public_markup',
  'urgent_markup',
  'occupied_markup',
  'weekend_markup',
  'night_markup',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export interface PricingDraft {
  rates: Record<RateField, string>;
  products: Product[];
}

const show = (value: number): string => String(value);

export function toDraft(profile: PricingProfile): PricingDraft {
  const { base_rates: base, context_markups: markups } = profile;
  return {
    rates: {
      hourly_rate: show(base.hourly_rate),
      travel_rate: show(base.travel_rate),
      material_coefficient: show(base.material_coefficient),
      overhead_percentage: show(base.overhead_percentage),
      profit_margin: show(base.profit_margin),
      public_markup: show(markups.public_establishment),
      urgent_markup: show(markups.urgent_deadline),
      occupied_markup: show(markups.occupied_site),
      weekend_markup: show(markups.weekend_work),
      night_markup: show(markups.night_work),
    },
    products: profile.product_catalog,
  };
}

/** "12,5" or "12.5" → 12.5; anything that is not a number falls back to 0 (core-journey §5). */
export function parseRate(value: string): number {
  const number = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  return value.trim() === '' || !Number.isFinite(number) ? 0 : number;
}

/** The spec's flat save payload. */
export function toPayload(draft: PricingDraft): PricingProfileInput {
  const rates = Object.fromEntries(RATE_FIELDS.map((field) => [field, parseRate(draft.rates[field])])) as Record<
    RateField,
    number
  >;
  return { ...rates, product_catalog: draft.products };
}

/** Same payload, same fingerprint: tells whether the screen holds unsaved changes. */
export function draftFingerprint(draft: PricingDraft): string {
  return JSON.stringify(toPayload(draft));
}
