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

/** The trade a user typed or picked, whether as slug or as label; undefined when it is none of the 14. */
export function toTradeSlug(value: string): TradeSlug | undefined {
  const folded = foldText(value);
  return TRADES.find((t) => t.slug === folded || foldText(t.label) === folded)?.slug;
}

export function tradeLabel(slug: string): string {
  return TRADES.find((t) => t.slug === slug)?.label ?? slug;
}
