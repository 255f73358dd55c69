import { z } from 'zod';

/**
 * The artisan's own prices (core-journey §3, §7, §9): base rates, context markups and a product
 * catalogue. Amounts are euros HT and percentages are "15" for 15 %, as the spec's payloads say;
 * the server keeps them as integer hundredths (cents, hundredths of a percent), so at most two
 * decimals are accepted.
 */

/** The spec's defaults (core-journey §9), for a user who never saved a profile. */
export const PRICING_DEFAULTS = {
  base_rates: {
    hourly_rate: 55,
    travel_rate: 0.6,
    material_coefficient: 2.3,
    overhead_percentage: 15,
    profit_margin: 20,
  },
  context_markups: {
    public_establishment: 15,
    urgent_deadline: 20,
    occupied_site: 10,
    weekend_work: 25,
    night_work: 30,
  },
} as const;

/**
 * Product units of the pricing profile (u, ml, m², m³, kg, and t as the quantities know it).
 * The catalogue (/catalog) will add h, jour and forfait to the same store.
 */
export const PRODUCT_UNITS = ['u', 'ml', 'm²', 'm³', 'kg', 't'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = {
  u: 'u (unité)',
  ml: 'ml (mètre linéaire)',
  'm²': 'm² (mètre carré)',
  'm³': 'm³ (mètre cube)',
  kg: 'kg (kilogramme)',
  t: 't (tonne)',
};
/** Spellings of the same units seen in quotes and spreadsheets. */
const UNIT_ALIASES: Record<string, ProductUnit> = { m2: 'm²', m3: 'm³', U: 'u', ML: 'ml', KG: 'kg', T: 't' };

/** Most products one user keeps (a supplier's price list fits). */
export const PRODUCTS_MAX = 5000;

export const PRODUCT_REQUIRED = 'Nom et prix unitaire obligatoires';
export const PRODUCTS_TOO_MANY = `${PRODUCTS_MAX} produits au plus dans le catalogue`;

/** A number within [min, max] with at most two decimals, with French messages. */
function bounded(label: string, min: number, max: number, unit: string) {
  const agreed = /^La /.test(label) ? 'comprise' : 'compris';
  const range = `${label} est ${agreed} entre ${formatBound(min)} et ${formatBound(max)}${unit}`;
  return z
    .number({ error: `${label} : nombre attendu` })
    .min(min, { message: range })
    .max(max, { message: range })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: `${label} : deux décimales au plus`,
    });
}

function formatBound(value: number): string {
  return String(value).replace('.', ',');
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} : texte attendu` })
    .trim()
    .max(max, { message: `${label} : ${max} caractères au plus` });
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .optional()
    .transform((v) => v ?? '');

export const hourlyRate = bounded('Le taux horaire', 0, 1000, ' €/h');
export const travelRate = bounded('Le coût de déplacement', 0, 20, ' €/km');
export const materialCoefficient = bounded('Le coefficient matériaux', 1, 10, '');
const percentage = (label: string, max = 100) => bounded(label, 0, max, ' %');

/** One product as the client writes it (POST /api/pricing/product, or a line of product_catalog). */
export const productInputSchema = z.object({
  /** The id of a stored product keeps it; any other (or none) makes a new one. */
  id: z.string().max(100).nullable().optional(),
  category: optionalText(100, 'La catégorie'),
  name: z
    .string({ error: PRODUCT_REQUIRED })
    .trim()
    .min(1, { message: PRODUCT_REQUIRED })
    .max(200, { message: 'Le nom : 200 caractères au plus' }),
  brand: optionalText(100, 'La marque'),
  reference: optionalText(100, 'La référence'),
  unit: z
    .preprocess(
      (v) =>
        v === undefined || v === null || v === ''
          ? 'u'
          : typeof v === 'string'
            ? (UNIT_ALIASES[v.trim()] ?? v.trim())
            : v,
      z.enum(PRODUCT_UNITS, { error: `Unité inconnue : ${PRODUCT_UNITS.join(', ')}` }),
    )
    .optional()
    .transform((v) => v ?? 'u'),
  unit_price: z
    .number({ error: PRODUCT_REQUIRED })
    .min(0, { message: 'Le prix unitaire ne peut pas être négatif' })
    .max(1_000_000, { message: 'Le prix unitaire est de 1 000 000 € au plus' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: 'Le prix unitaire : deux décimales au plus (centimes)',
    }),
  supplier: optionalText(100, 'Le fournisseur'),
  supplier_discount: percentage('La remise fournisseur')
    .nullable()
    .optional()
    .transform((v) => v ?? 0),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductParsed = z.output<typeof productInputSchema>;

/** POST /api/pricing/profile: the flat save payload of the spec. */
export const pricingProfileInputSchema = z.object({
  hourly_rate: hourlyRate,
  travel_rate: travelRate,
  material_coefficient: materialCoefficient,
  overhead_percentage: percentage('Le taux de frais généraux'),
  profit_margin: percentage('La marge bénéficiaire', 99),
  public_markup: percentage('La majoration établissement public', 200),
  urgent_markup: percentage('La majoration délai urgent', 200),
  occupied_markup: percentage('La majoration site occupé', 200),
  weekend_markup: percentage('La majoration week-end', 200),
  night_markup: percentage('La majoration travail de nuit', 200),
  product_catalog: z.array(productInputSchema).max(PRODUCTS_MAX, { message: PRODUCTS_TOO_MANY }).default([]),
});
export type PricingProfileInput = z.input<typeof pricingProfileInputSchema>;
export type PricingProfileParsed = z.output<typeof pricingProfileInputSchema>;

/* What the API answers: no transforms (the serializer encodes through these). */
export const productSchema = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  brand: z.string(),
  reference: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  unit_price: z.number(),
  supplier: z.string(),
  supplier_discount: z.number(),
});
export type Product = z.infer<typeof productSchema>;

export const baseRatesSchema = z.object({
  hourly_rate: z.number(),
  travel_rate: z.number(),
  material_coefficient: z.number(),
  overhead_percentage: z.number(),
  profit_margin: z.number(),
});
export type BaseRates = z.infer<typeof baseRatesSchema>;

export const contextMarkupsSchema = z.object({
  public_establishment: z.number(),
  urgent_deadline: z.number(),
  occupied_site: z.number(),
  weekend_work: z.number(),
  night_work: z.number(),
});
export type ContextMarkups = z.infer<typeof contextMarkupsSchema>;

export const pricingProfileSchema = z.object({
  base_rates: baseRatesSchema,
  context_markups: contextMarkupsSchema,
  product_catalog: z.array(productSchema),
  /** null until the first save: the rates are then the defaults. */
  updated_at: z.string().nullable(),
});
export type PricingProfile = z.infer<typeof pricingProfileSchema>;

export const pricingProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: pricingProfileSchema,
});
export type PricingProfileResponse = z.infer<typeof pricingProfileResponseSchema>;

export const productAddResponseSchema = z.object({
  success: z.literal(true),
  product: productSchema,
});
export type ProductAddResponse = z.infer<typeof productAddResponseSchema>;
