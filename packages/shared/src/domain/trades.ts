/**
 * The 14 trades (métiers) the product serves. The slug is what the API stores and sends
 * (`metier`, lowercase, no accent); the label is what a person reads.
 * Built from our own taxonomy (shared/data/trades.json); CPV codes and keywords arrive with the
 * tenders work.
 */
export const TRADES = [
  { slug: 'macon', label: 'Maçon' },
  { slug: 'couvreur', label: 'Couvreur' },
  { slug: 'plombier', label: 'Plombier' },
  { slug: 'electricien', label: 'Électricien' },
  { slug: 'menuisier', label: 'Menuisier' },
  { slug: 'peintre', label: 'Peintre' },
  { slug: 'chauffagiste', label: 'Chauffagiste' },
  { slug: 'carreleur', label: 'Carreleur' },
  { slug: 'plaquiste', label: 'Plaquiste' },
  { slug: 'terrassier', label: 'Terrassier' },
  { slug: 'charpentier', label: 'Charpentier' },
  { slug: 'etancheur', label: 'Étancheur' },
  { slug: 'serrurier', label: 'Serrurier' },
  { slug: 'vitrier', label: 'Vitrier' },
] as const;

export type TradeSlug = (typeof TRADES)[number]['slug'];

export const TRADE_SLUGS = TRADES.map((t) => t.slug) as [TradeSlug, ...TradeSlug[]];

/** Lowercase, without accents or surrounding spaces: "  Électricien " → "electricien". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Each trade by its slug and by its folded label (the slugs come first: they win a tie). */
const TRADE_BY_FOLDED: ReadonlyMap<string, TradeSlug> = new Map([
  ...TRADES.map((t) => [foldText(t.label), t.slug] as const).reverse(),
  ...TRADES.map((t) => [t.slug, t.slug] as const).reverse(),
]);
const LABEL_BY_SLUG: ReadonlyMap<string, string> = new Map(TRADES.map((t) => [t.slug, t.label]));

/** The trade a user typed or picked, whether as slug or as label; undefined when it is none of the 14. */
export function toTradeSlug(value: string): TradeSlug | undefined {
  // Most callers pass a slug: no folding for those.
  return TRADE_BY_FOLDED.get(value) ?? TRADE_BY_FOLDED.get(foldText(value));
}

export function tradeLabel(slug: string): string {
  return LABEL_BY_SLUG.get(slug) ?? slug;
}
