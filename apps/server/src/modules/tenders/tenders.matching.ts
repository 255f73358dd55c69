import { TRADE_SLUGS } from '@batiao/shared/domain/trades';
import { tradeSignals } from '@batiao/shared/domain/trade-taxonomy';
import { TRADE_MATCH_THRESHOLD, tradeFit } from '@batiao/shared/domain/compatibility';

export interface MatchableFields {
  title: string;
  description: string | null;
  cpvCodes: string[];
  lots: { title: string | null; cpvCodes: string[] }[];
  descripteurs: { code: string; label: string }[];
}

/**
 * Each trade's fit (0–100) and the trades the tender is for (fit above the matching threshold),
 * computed once at ingestion so that listing a user's tenders is an indexed filter.
 */
export function matchTrades(tender: MatchableFields): { trades: string[]; tradeFit: Record<string, number> } {
  const input = {
    title: tender.title,
    description: tender.description,
    cpvCodes: tender.cpvCodes,
    lots: tender.lots.map((l) => ({ title: l.title ?? '', cpvCodes: l.cpvCodes })),
    descripteurs: tender.descripteurs,
  };
  const fit: Record<string, number> = {};
  const trades: string[] = [];
  for (const slug of TRADE_SLUGS) {
    const score = tradeFit(tradeSignals(slug, input)).score;
    if (score > 0) {
      fit[slug] = Math.round(score * 100);
    }
    if (score >= TRADE_MATCH_THRESHOLD) {
      trades.push(slug);
    }
  }
  return { trades, tradeFit: fit };
}
