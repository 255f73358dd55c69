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
 * Product units of the pricing profile (u, ml, m², m³, kg, t as the quantities know it, and l for
 * the liquids sold by the litre). The catalogue (/catalog) adds h, jour and forfait to the same store.
 */
export const PRODUCT_UNITS = ['u', 'ml', 'm²', 'm³', 'kg', 't', 'l'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = {
  u: 'u (unité)',
  ml: 'ml (mètre linéaire)',
  'm²': 'm² (mètre carré)',
  'm³': 'm³ (mètre cube)',
  kg: 'kg (kilogramme)',
  t: 't (tonne)',
  l: 'l (litre)',
};
/** Spellings of the same units seen in quotes and spreadsheets. */
const UNIT_ALIASES: Record<string, ProductUnit> = {
  m2: 'm²',
  m3: 'm³',
  U: 'u',
  ML: 'ml',
  KG: 'kg',
  T: 't',
  L: 'l',
  litre: 'l',
  litres: 'l',
};

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

/* ------------------------------------------------------------------------------------------------
 * The personal price catalogue (/catalog, supporting-areas §2–§9, ADR 020): the same store as the
 * profile's product list, shown as a tree category → subcategory → items {description, ref, prix,
 * unite}. `description` is the product's name (its designation), `prix` its unit price in euros HT.
 * ---------------------------------------------------------------------------------------------- */

/**
 * The catalogue's unit choices (supporting-areas §5, plus l for liquids sold by the litre), default
 * m2; `t` is kept for the profile's tonnes.
 */
export const CATALOG_UNITS = ['m2', 'ml', 'm3', 'u', 'kg', 'l', 'h', 'jour', 'forfait'] as const;
export const CATALOG_UNITS_READ = [...CATALOG_UNITS, 't'] as const;
export type CatalogUnit = (typeof CATALOG_UNITS_READ)[number];
export const CATALOG_DEFAULT_UNIT = 'm2' satisfies CatalogUnit;
export const CATALOG_UNIT_LABELS: Record<CatalogUnit, string> = {
  m2: 'm² (mètre carré)',
  ml: 'ml (mètre linéaire)',
  m3: 'm³ (mètre cube)',
  u: 'u (unité)',
  kg: 'kg (kilogramme)',
  l: 'l (litre)',
  h: 'h (heure)',
  jour: 'jour',
  forfait: 'forfait',
  t: 't (tonne)',
};
/** How a unit is written next to a price (« 24,90 € / m² »). */
export const CATALOG_UNIT_SHORT: Record<CatalogUnit, string> = {
  m2: 'm²',
  ml: 'ml',
  m3: 'm³',
  u: 'u',
  kg: 'kg',
  l: 'l',
  h: 'h',
  jour: 'jour',
  forfait: 'forfait',
  t: 't',
};

/**
 * A unit as people write it in quotes and supplier lists → the catalogue's unit, or undefined.
 * « m² », « M2 », « m.2 », « mètre carré » → m2; « ml », « mL », « m.l. », « mètre linéaire » → ml;
 * « u », « U », « pce », « pièce », « unité », « ens », « ensemble » → u; « ft », « forfait », « fft » → forfait…
 */
export function normalizeCatalogUnit(raw: string): CatalogUnit | undefined {
  const key = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[\s.]/g, '')
    .replace(/^par/, '')
    .replace(/^\//, '');
  return UNIT_SPELLINGS[key];
}
const UNIT_SPELLINGS: Record<string, CatalogUnit> = {
  m2: 'm2',
  metrecarre: 'm2',
  metrescarres: 'm2',
  ml: 'ml',
  mlin: 'ml',
  m: 'ml',
  metre: 'ml',
  metres: 'ml',
  metrelineaire: 'ml',
  metreslineaires: 'ml',
  m3: 'm3',
  metrecube: 'm3',
  metrescubes: 'm3',
  u: 'u',
  un: 'u',
  unite: 'u',
  unites: 'u',
  pce: 'u',
  pc: 'u',
  pcs: 'u',
  piece: 'u',
  pieces: 'u',
  ens: 'u',
  ensemble: 'u',
  nb: 'u',
  // Packaging sold by the piece: the price is per sack, roll, box…
  sac: 'u',
  rouleau: 'u',
  rlx: 'u',
  boite: 'u',
  bte: 'u',
  palette: 'u',
  lot: 'u',
  paquet: 'u',
  pqt: 'u',
  seau: 'u',
  carton: 'u',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramme: 'kg',
  l: 'l',
  lt: 'l',
  litre: 'l',
  litres: 'l',
  h: 'h',
  hr: 'h',
  heure: 'h',
  heures: 'h',
  j: 'jour',
  jr: 'jour',
  jour: 'jour',
  jours: 'jour',
  forfait: 'forfait',
  ft: 'forfait',
  fft: 'forfait',
  forf: 'forfait',
  f: 'forfait',
  t: 't',
  tonne: 't',
  tonnes: 't',
};

export const CATALOG_ITEM_ADDED = 'Element ajoute avec succes !';
export const CATALOG_ITEM_UPDATED = 'Élément modifié';
export const CATALOG_ITEM_DELETED = 'Élément supprimé';
export const CATALOG_DESCRIPTION_REQUIRED = 'La désignation est obligatoire';
export const CATALOG_PRICE_REQUIRED = 'Le prix est obligatoire';
export const CATALOG_ITEM_NOT_FOUND = 'Élément introuvable dans votre catalogue';
export const CATALOG_SEARCH_MIN = 2;
export const CATALOG_SEARCH_MAX_RESULTS = 50;

const price = z
  .number({ error: CATALOG_PRICE_REQUIRED })
  .min(0, { message: 'Le prix ne peut pas être négatif' })
  .max(1_000_000, { message: 'Le prix est de 1 000 000 € au plus' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    message: 'Le prix : deux décimales au plus (centimes)',
  });

/** POST /api/pricing/catalog/item and PUT /api/pricing/catalog/item/{id}: the spec's fields. */
export const catalogItemInputSchema = z.object({
  category: optionalText(100, 'La catégorie'),
  subcategory: optionalText(100, 'La sous-catégorie'),
  description: z
    .string({ error: CATALOG_DESCRIPTION_REQUIRED })
    .trim()
    .min(1, { message: CATALOG_DESCRIPTION_REQUIRED })
    .max(200, { message: 'La désignation : 200 caractères au plus' }),
  prix: z.preprocess(
    // The form's number field may send "" when left empty, or "12,5" typed by hand.
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    price,
  ),
  unite: z
    .preprocess(
      (v) =>
        v === undefined || v === null || v === ''
          ? CATALOG_DEFAULT_UNIT
          : typeof v === 'string'
            ? (normalizeCatalogUnit(v) ?? v)
            : v,
      z.enum(CATALOG_UNITS_READ, { error: `Unité inconnue : ${CATALOG_UNITS.join(', ')}` }),
    )
    .optional()
    .transform((v) => v ?? CATALOG_DEFAULT_UNIT),
  ref: optionalText(100, 'La référence'),
});
export type CatalogItemInput = z.input<typeof catalogItemInputSchema>;
export type CatalogItemParsed = z.output<typeof catalogItemInputSchema>;

/** One item of the tree (the spec's four fields, plus its id for edit and delete). */
export const catalogItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  ref: z.string(),
  prix: z.number(),
  unite: z.enum(CATALOG_UNITS_READ),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const catalogStatisticsSchema = z.object({
  total_items: z.number(),
  total_categories: z.number(),
  total_subcategories: z.number(),
  /** Mean unit price in euros HT (all units together), null for an empty catalogue. */
  average_price: z.number().nullable(),
  max_items: z.number(),
});
export type CatalogStatistics = z.infer<typeof catalogStatisticsSchema>;

/** GET /api/pricing/catalog. An item without category or subcategory is under the key "". */
export const catalogResponseSchema = z.object({
  success: z.literal(true),
  catalog: z.object({
    catalog_type: z.literal('utilisateur'),
    catalog_data: z.record(z.string(), z.record(z.string(), z.array(catalogItemSchema))),
  }),
  statistics: catalogStatisticsSchema,
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const catalogSearchQuerySchema = z.object({
  q: z
    .string({ error: `Saisissez au moins ${CATALOG_SEARCH_MIN} caractères` })
    .trim()
    .min(CATALOG_SEARCH_MIN, { message: `Saisissez au moins ${CATALOG_SEARCH_MIN} caractères` })
    .max(200, { message: 'La recherche : 200 caractères au plus' }),
});

/** One search result; match_score from 0 to 100 (100: every word of the query found as a whole word of the designation). */
export const catalogSearchResultSchema = z.object({
  id: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.string(),
  ref: z.string(),
  prix: z.number(),
  unite: z.enum(CATALOG_UNITS_READ),
  match_score: z.number(),
});
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;

export const catalogSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(catalogSearchResultSchema),
});
export type CatalogSearchResponse = z.infer<typeof catalogSearchResponseSchema>;

export const catalogItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: catalogSearchResultSchema.omit({ match_score: true }),
});
export type CatalogItemResponse = z.infer<typeof catalogItemResponseSchema>;

export const catalogItemDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/* Import of a supplier price list (CSV or XLSX): analyse, then preview or import with a mapping. */

/** Largest price list accepted (bytes). */
export const CATALOG_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOG_IMPORT_TOO_LARGE = 'Fichier trop volumineux : 5 Mo au plus';
export const CATALOG_IMPORT_BAD_FORMAT =
  'Format non reconnu : envoyez un tableur Excel (.xlsx) ou un fichier texte CSV (séparateur ; ou ,)';

/** The catalogue fields a column can fill. */
export const CATALOG_IMPORT_FIELDS = [
  'description',
  'ref',
  'unite',
  'prix',
  'category',
  'subcategory',
  'brand',
  'supplier',
] as const;
export type CatalogImportField = (typeof CATALOG_IMPORT_FIELDS)[number];
export const CATALOG_IMPORT_FIELD_LABELS: Record<CatalogImportField, string> = {
  description: 'Désignation',
  ref: 'Référence',
  unite: 'Unité',
  prix: 'Prix unitaire HT',
  category: 'Catégorie',
  subcategory: 'Sous-catégorie',
  brand: 'Marque',
  supplier: 'Fournisseur',
};

/** Field → column index (0-based) of the sheet; designation and price are required. */
export const catalogImportMappingSchema = z
  .object(
    Object.fromEntries(
      CATALOG_IMPORT_FIELDS.map((field) => [field, z.number().int().min(0).max(200).nullable().optional()]),
    ) as Record<CatalogImportField, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
  )
  .refine((m) => m.description !== undefined && m.description !== null, {
    message: 'Choisissez la colonne de la désignation',
    path: ['description'],
  })
  .refine((m) => m.prix !== undefined && m.prix !== null, {
    message: 'Choisissez la colonne du prix',
    path: ['prix'],
  });
export type CatalogImportMapping = z.infer<typeof catalogImportMappingSchema>;

export const catalogImportColumnSchema = z.object({ index: z.number(), header: z.string() });

/** POST /api/pricing/catalog/import/analyze: what the server read of the file. */
export const catalogImportAnalysisSchema = z.object({
  success: z.literal(true),
  format: z.enum(['csv', 'xlsx']),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** 1-based line of the header row, as the spreadsheet numbers it. */
  header_row: z.number(),
  columns: z.array(catalogImportColumnSchema),
  /** The first lines after the header, cells as text. */
  sample_rows: z.array(z.object({ line: z.number(), cells: z.array(z.string()) })),
  total_rows: z.number(),
  suggested_mapping: z.record(z.string(), z.number().nullable()),
});
export type CatalogImportAnalysis = z.infer<typeof catalogImportAnalysisSchema>;

export const catalogImportErrorSchema = z.object({ line: z.number(), message: z.string() });
export type CatalogImportError = z.infer<typeof catalogImportErrorSchema>;

/** POST /api/pricing/catalog/import (dry_run=true: preview, nothing written). */
export const catalogImportResultSchema = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  /** Lines read after the header (blank lines left out). */
  total_rows: z.number(),
  /** Lines that make an item (added or updated). */
  valid_rows: z.number(),
  /** Written: new items, and items of the same reference updated. */
  imported: z.number(),
  created: z.number(),
  updated: z.number(),
  /** Heading lines (a designation alone) used as the category of the lines below. */
  headings: z.number(),
  errors: z.array(catalogImportErrorSchema),
  /** The first items as they will be stored. */
  preview: z.array(
    z.object({
      line: z.number(),
      description: z.string(),
      ref: z.string(),
      prix: z.number(),
      unite: z.enum(CATALOG_UNITS_READ),
      category: z.string(),
      subcategory: z.string(),
    }),
  ),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
