import { z } from 'zod';

/**
 * Market prices and quote enrichment (supporting-areas §2–§9, ADR 021). The library holds
 * *composed* prices: labour time and supplies per unit, each with its basis; the price shown is
 * computed with the user's rates (or the national defaults for a visitor) and comes with its
 * breakdown, so the page can explain every number. Amounts are euros HT.
 */

/** The spec's market trades (supporting-areas §5), shown first in the trade select. */
export const MARKET_TRADES = ['etancheur', 'plombier', 'electricien', 'peintre', 'couvreur', 'chauffagiste'] as const;
/** Every trade the library covers (the six above, then a start for the others of trades.json). */
export const LIBRARY_TRADES = [
  ...MARKET_TRADES,
  'macon',
  'menuisier',
  'carreleur',
  'plaquiste',
  'terrassier',
  'charpentier',
  'serrurier',
  'vitrier',
] as const;
export type LibraryTrade = (typeof LIBRARY_TRADES)[number];
export const TRADE_LABELS: Record<LibraryTrade, string> = {
  etancheur: 'Étancheur',
  plombier: 'Plombier',
  electricien: 'Électricien',
  peintre: 'Peintre',
  couvreur: 'Couvreur',
  chauffagiste: 'Chauffagiste',
  macon: 'Maçon',
  menuisier: 'Menuisier',
  carreleur: 'Carreleur',
  plaquiste: 'Plaquiste',
  terrassier: 'Terrassier (VRD)',
  charpentier: 'Charpentier',
  serrurier: 'Serrurier-métallier',
  vitrier: 'Vitrier',
};

/** Quote units (supporting-areas §5). */
export const QUOTE_UNITS = ['m2', 'ml', 'u', 'l', 'kg', 't', 'h'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** Most lines one enrichment takes. */
export const QUOTE_LINES_MAX = 500;
export const SUGGESTIONS_LIMIT = 5;

/** Context markups a user may tick; their rates are the user's profile (or the defaults). */
export const CONTEXT_KEYS = [
  'public_establishment',
  'urgent_deadline',
  'occupied_site',
  'weekend_work',
  'night_work',
] as const;
export type ContextKey = (typeof CONTEXT_KEYS)[number];
export const CONTEXT_LABELS: Record<ContextKey, string> = {
  public_establishment: 'Établissement public',
  urgent_deadline: 'Délai urgent (< 1 mois)',
  occupied_site: 'Site occupé',
  weekend_work: 'Travail le week-end',
  night_work: 'Travail de nuit (20 h – 6 h)',
};

export const SOURCE_CATALOGUE = 'catalogue_utilisateur';
export const SOURCE_MARKET = 'prix_marche';
export const SOURCE_NOT_FOUND = 'non_trouve';
export const ENRICH_SOURCES = [SOURCE_CATALOGUE, SOURCE_MARKET, SOURCE_NOT_FOUND] as const;
export type EnrichSource = (typeof ENRICH_SOURCES)[number];

const trade = z.enum(LIBRARY_TRADES, { error: 'Métier inconnu' });
const optionalTrade = z.preprocess((v) => (v === '' || v === null ? undefined : v), trade.optional());

export const SEARCH_TERM_REQUIRED = 'Saisissez un terme de recherche';
const searchTerm = z
  .string({ error: SEARCH_TERM_REQUIRED })
  .trim()
  .min(1, { message: SEARCH_TERM_REQUIRED })
  .max(200, { message: 'Le terme de recherche : 200 caractères au plus' });

/** GET …/search?search_term=&metier= */
export const marketSearchQuerySchema = z.object({ search_term: searchTerm, metier: optionalTrade });
/** GET …/suggestions?search_term=&metier=&limit=5 (an empty term gives the trade's first ouvrages). */
export const marketSuggestionsQuerySchema = z.object({
  search_term: z.string().trim().max(200, { message: 'Le terme de recherche : 200 caractères au plus' }).default(''),
  metier: optionalTrade,
  limit: z.coerce
    .number({ error: 'La limite est un nombre' })
    .int({ message: 'La limite est un nombre entier' })
    .min(1, { message: 'La limite est comprise entre 1 et 20' })
    .max(20, { message: 'La limite est comprise entre 1 et 20' })
    .default(SUGGESTIONS_LIMIT),
});
/** GET …/categories?metier= */
export const marketCategoriesQuerySchema = z.object({ metier: optionalTrade });

/** One quote line as the client sends it. */
export const quoteLineSchema = z.object({
  description: z
    .string({ error: 'La désignation de la ligne est obligatoire' })
    .trim()
    .max(500, { message: 'La désignation : 500 caractères au plus' }),
  quantite: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: 'La quantité est un nombre' })
      .min(0, { message: 'La quantité ne peut pas être négative' })
      .max(10_000_000, { message: 'La quantité est de 10 000 000 au plus' }),
  ),
  unite: z
    .string({ error: 'L’unité est un texte' })
    .trim()
    .max(20, { message: 'L’unité : 20 caractères au plus' })
    .default(''),
});
export type QuoteLine = z.input<typeof quoteLineSchema>;

export const enrichContextSchema = z
  .object({
    public_establishment: z.boolean().default(false),
    urgent_deadline: z.boolean().default(false),
    occupied_site: z.boolean().default(false),
    weekend_work: z.boolean().default(false),
    night_work: z.boolean().default(false),
  })
  .partial();
export type EnrichContext = z.infer<typeof enrichContextSchema>;

/** POST …/enrich-devis */
export const enrichRequestSchema = z.object({
  devis_items: z
    .array(quoteLineSchema, { error: 'Les lignes du devis (devis_items) sont obligatoires' })
    .min(1, { message: 'Ajoutez au moins une ligne au devis' })
    .max(QUOTE_LINES_MAX, { message: `${QUOTE_LINES_MAX} lignes au plus par devis` }),
  metier: optionalTrade,
  contexte: enrichContextSchema.optional(),
});
export type EnrichRequest = z.input<typeof enrichRequestSchema>;

/* What the API answers (no transforms). */

/** How a composed price was obtained, euros HT; every step rounded to the cent. */
export const priceBreakdownSchema = z.object({
  temps_h: z.number(),
  taux_horaire: z.number(),
  main_oeuvre: z.number(),
  fournitures: z.number(),
  coefficient_materiaux: z.number(),
  fournitures_vendues: z.number(),
  debourse: z.number(),
  frais_generaux_pct: z.number(),
  frais_generaux: z.number(),
  marge_pct: z.number(),
  marge: z.number(),
  majorations_pct: z.number(),
  majorations: z.number(),
  prix_unitaire: z.number(),
  /**
   * The supply part brought from the figures' month to the latest month of the ouvrage's BT index
   * (ADR 032), when an admin entered both values; absent otherwise.
   */
  actualisation: z
    .object({
      indice: z.string(),
      mois_base: z.string(),
      mois_recent: z.string(),
      valeur_base: z.number(),
      valeur_recente: z.number(),
      coefficient: z.number(),
      fournitures_actualisees: z.number(),
    })
    .optional(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const libraryItemSchema = z.object({
  code: z.string(),
  metier: z.string(),
  category: z.string(),
  description: z.string(),
  unite: z.string(),
  temps_h: z.number(),
  fournitures: z.number(),
  date: z.string(),
  base_temps: z.string(),
  base_fournitures: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** A market search result or suggestion: the spec's fields, then the item and its breakdown. */
export const marketResultSchema = z.object({
  description: z.string(),
  prix: z.number(),
  unite: z.string(),
  category: z.string(),
  match_score: z.number(),
  code: z.string(),
  metier: z.string(),
  explication: z.string(),
  detail: priceBreakdownSchema,
  item: libraryItemSchema,
});
export type MarketResult = z.infer<typeof marketResultSchema>;

export const marketSearchResponseSchema = z.object({
  success: z.literal(true),
  result: z.array(marketResultSchema),
  message: z.string().optional(),
  tarifs: z.enum(['profil', 'defaut']),
});
export type MarketSearchResponse = z.infer<typeof marketSearchResponseSchema>;

export const marketSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(marketResultSchema),
});
export type MarketSuggestionsResponse = z.infer<typeof marketSuggestionsResponseSchema>;

export const marketCategoriesResponseSchema = z.object({
  success: z.literal(true),
  categories: z.record(z.string(), z.object({ name: z.string(), items_count: z.number(), metier: z.string() })),
});
export type MarketCategoriesResponse = z.infer<typeof marketCategoriesResponseSchema>;

/** What a line was matched with, so that the user sees why it has this price. */
export const enrichMatchSchema = z.object({
  kind: z.enum(['catalogue', 'marche']),
  id: z.string(),
  description: z.string(),
  category: z.string(),
  unite: z.string(),
  match_score: z.number(),
  reference: z.string().optional(),
  metier: z.string().optional(),
  base_temps: z.string().optional(),
  base_fournitures: z.string().optional(),
  date: z.string().optional(),
});

export const enrichedItemSchema = z.object({
  description: z.string(),
  quantite: z.number(),
  unite: z.string(),
  prix_unitaire: z.number(),
  prix_total: z.number(),
  source: z.enum(ENRICH_SOURCES),
  match: enrichMatchSchema.nullable(),
  explication: z.string(),
  detail: priceBreakdownSchema.nullable(),
  /** Unit of the matched item differs from the line's: the price is per the item's unit. */
  unite_differente: z.boolean(),
});
export type EnrichedItem = z.infer<typeof enrichedItemSchema>;

export const enrichStatisticsSchema = z.object({
  total_items: z.number(),
  items_from_catalog: z.number(),
  catalog_coverage: z.number(),
  items_from_market: z.number(),
  market_coverage: z.number(),
  total_value: z.number(),
});
export type EnrichStatistics = z.infer<typeof enrichStatisticsSchema>;

export const enrichResponseSchema = z.object({
  success: z.literal(true),
  enriched_items: z.array(enrichedItemSchema),
  statistics: enrichStatisticsSchema,
  tarifs: z.enum(['profil', 'defaut']),
  majorations: z.array(z.object({ key: z.enum(CONTEXT_KEYS), label: z.string(), pct: z.number() })),
});
export type EnrichResponse = z.infer<typeof enrichResponseSchema>;

/** POST …/library/import (admin): the library CSV (`;`, decimal comma, the header below). */
export const LIBRARY_CSV_HEADER = [
  'code',
  'metier',
  'categorie',
  'designation',
  'unite',
  'temps_h',
  'fournitures_eur',
  'date',
  'base_temps',
  'base_fournitures',
] as const;
export const libraryImportSchema = z.object({
  csv: z
    .string({ error: 'Le fichier CSV (csv) est obligatoire' })
    .min(1, { message: 'Le fichier CSV est vide' })
    .max(900_000, { message: 'Le fichier CSV dépasse 900 Ko' }),
});
export const libraryImportResponseSchema = z.object({
  success: z.literal(true),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
export type LibraryImportResponse = z.infer<typeof libraryImportResponseSchema>;

/**
 * POST …/library/import/preview (admin): what an import of this CSV would do, nothing written. Each
 * line read is an addition, a change (with the values it replaces) or unchanged; each refused line
 * has its French reason. The import itself stays all or nothing (ADR 021).
 */
export const LIBRARY_CHANGE_KINDS = ['ajout', 'modification', 'inchange'] as const;
export type LibraryChangeKind = (typeof LIBRARY_CHANGE_KINDS)[number];
export const libraryChangeSchema = z.object({
  /** The CSV line (the header is line 1). */
  line: z.number(),
  kind: z.enum(LIBRARY_CHANGE_KINDS),
  item: libraryItemSchema,
  /** The stored values a change replaces; null for an addition. */
  before: libraryItemSchema.nullable(),
  /** The fields that differ (`description`, `unite`, `temps_h`, `fournitures`, `date`…). */
  changed: z.array(z.string()),
});
export type LibraryChange = z.infer<typeof libraryChangeSchema>;
export const libraryPreviewResponseSchema = z.object({
  success: z.literal(true),
  total_rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Refused lines: while there is one, the import would refuse the whole file. */
  errors: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  changes: z.array(libraryChangeSchema),
});
export type LibraryPreviewResponse = z.infer<typeof libraryPreviewResponseSchema>;

/** GET …/library/items (admin): every ouvrage of the library, with how many previous versions it keeps. */
export const libraryItemsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(
    libraryItemSchema.extend({
      origine: z.enum(['seed', 'import']),
      modifie_le: z.string(),
      versions_precedentes: z.number(),
    }),
  ),
});
export type LibraryItemsResponse = z.infer<typeof libraryItemsResponseSchema>;

export const libraryHistoryResponseSchema = z.object({
  success: z.literal(true),
  item: libraryItemSchema,
  history: z.array(libraryItemSchema.omit({ metier: true, category: true }).extend({ remplace_le: z.string() })),
});
export type LibraryHistoryResponse = z.infer<typeof libraryHistoryResponseSchema>;

/** POST …/export.xlsx: the enriched lines to write as a workbook. */
export const quoteExportSchema = z.object({
  tva: z.union([z.literal(20), z.literal(10), z.literal(5.5)], { error: 'Taux de TVA : 20, 10 ou 5,5 %' }),
  lines: z
    .array(
      z.object({
        description: z.string().max(500),
        quantite: z.number().min(0).max(10_000_000),
        unite: z.string().max(20),
        prix_unitaire: z.number().min(0).max(100_000_000),
        source: z.enum(ENRICH_SOURCES),
        explication: z.string().max(2000).default(''),
      }),
    )
    .min(1, { message: 'Ajoutez au moins une ligne au devis' })
    .max(QUOTE_LINES_MAX, { message: `${QUOTE_LINES_MAX} lignes au plus par devis` }),
});
export type QuoteExport = z.input<typeof quoteExportSchema>;

export const SOURCE_LABELS: Record<EnrichSource, string> = {
  catalogue_utilisateur: 'Catalogue',
  prix_marche: 'Marché',
  non_trouve: 'Non trouvé',
};

/** Totals of a priced quote in exact cents: HT is the sum of the rounded line totals, TVA rounded once. */
export function quoteTotals(
  lines: readonly { quantite: number; prix_unitaire: number }[],
  tvaPct: number,
): { ht: number; tva: number; ttc: number } {
  let htCents = 0;
  for (const line of lines) {
    htCents += lineTotalCents(line.quantite, line.prix_unitaire);
  }
  const tvaCents = Math.round((htCents * Math.round(tvaPct * 10)) / 1000);
  return { ht: htCents / 100, tva: tvaCents / 100, ttc: (htCents + tvaCents) / 100 };
}

/** A line total in cents: quantity (hundredths) × unit price (cents), rounded half up. */
export function lineTotalCents(quantite: number, prixUnitaire: number): number {
  const q = Math.round(quantite * 100);
  const p = Math.round(prixUnitaire * 100);
  return Math.round((q * p) / 100);
}

/* BT price indices (ADR 032): values entered by an admin, month by month; none are shipped. */

/** The indices the domain note names (pricing-and-dce.md §1): BT01 « Tous corps d'état » and the trades'. */
export const PRICE_INDEX_CODES = [
  'BT01',
  'BT08',
  'BT09',
  'BT30',
  'BT32',
  'BT33',
  'BT34',
  'BT35',
  'BT38',
  'BT40',
  'BT41',
  'BT46',
  'BT47',
  'BT50',
  'BT52',
  'BT53',
] as const;
export type PriceIndexCode = (typeof PRICE_INDEX_CODES)[number];
export const PRICE_INDEX_LABELS: Record<PriceIndexCode, string> = {
  BT01: 'Tous corps d’état',
  BT08: 'Plâtre et préfabriqués',
  BT09: 'Carrelage et revêtement céramique',
  BT30: 'Couverture en ardoises',
  BT32: 'Couverture en tuiles terre cuite',
  BT33: 'Couverture en tuiles béton',
  BT34: 'Couverture en zinc et métal',
  BT35: 'Couverture en bardeaux',
  BT38: 'Plomberie sanitaire',
  BT40: 'Chauffage central',
  BT41: 'Ventilation et climatisation',
  BT46: 'Peinture, tenture, revêtements muraux',
  BT47: 'Électricité',
  BT50: 'Rénovation-entretien tous corps d’état',
  BT52: 'Imperméabilité de façades',
  BT53: 'Étanchéité',
};
export const PRICE_INDEX_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const priceIndexValueSchema = z.object({
  indice: z.enum(PRICE_INDEX_CODES, {
    error: (issue) => `Indice inconnu : ${String(issue.input)} (attendu : ${PRICE_INDEX_CODES.join(', ')})`,
  }),
  mois: z.string().regex(PRICE_INDEX_MONTH, { message: 'Mois au format AAAA-MM (ex. 2026-11)' }),
  /** null removes the month's value. */
  valeur: z
    .number({ error: 'Valeur : un nombre' })
    .gt(0, { message: 'La valeur de l’indice doit être supérieure à 0' })
    .max(100_000, { message: 'Valeur d’indice trop grande' })
    .nullable(),
});
export type PriceIndexValue = z.infer<typeof priceIndexValueSchema>;

/** PUT …/indices (admin): values to record (or remove with null), all or nothing. */
export const priceIndicesPutSchema = z.object({
  values: z
    .array(priceIndexValueSchema)
    .min(1, { message: 'Aucune valeur à enregistrer' })
    .max(500, { message: '500 valeurs au plus par envoi' }),
});
export type PriceIndicesPut = z.input<typeof priceIndicesPutSchema>;

export const priceIndicesResponseSchema = z.object({
  success: z.literal(true),
  indices: z.array(z.object({ code: z.string(), libelle: z.string(), metiers: z.array(z.string()) })),
  values: z.array(z.object({ indice: z.string(), mois: z.string(), valeur: z.number(), modifie_le: z.string() })),
});
export type PriceIndicesResponse = z.infer<typeof priceIndicesResponseSchema>;
