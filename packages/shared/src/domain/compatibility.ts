/**
 * Compatibility of a tender with an artisan: `score_global` (0–100) and one French sentence that
 * gives the facts behind it. Deterministic and explainable: every number below is exported.
 *
 * score_global = round(100 × Σ weightᵢ × scoreᵢ / Σ weightᵢ) over the components that are known:
 * - trade fit (0.50): the strongest evidence that the tender is for the user's trade
 *   (`TRADE_EVIDENCE_WEIGHTS`), + 0.05 for each other kind of evidence that agrees, capped at 1;
 *   halved when the notice is not works for an artisan (study, supply only, concession, cleaning).
 * - distance (0.25): same département > neighbour > same région > farther (by km between
 *   prefectures); with several départements, the best one counts.
 * - deadline (0.15): comfortable (14 days or more) is best; under 3 days is penalised; an expired
 *   tender scores 0 here AND its score_global is capped at 40, since nobody can answer it.
 * - amount (0.05): unknown amount = not counted. Otherwise the estimated amount per lot (the notice
 *   amount divided by its number of lots): up to 500 k€ suits an artisan's company; above, the
 *   references, bonds and cash flow a buyer asks for grow, so large contracts score less
 *   (2 M€ → 0.8, 10 M€ → 0.5, beyond → 0.25). Small on purpose: a notice amount is often the
 *   total of many lots, and it is the weakest fact we have.
 * - dossier (0.05): the completeness of the user's administrative file (0–100), only when
 *   provided; null/undefined = not counted and the other weights are re-normalised.
 * Unknown distance or deadline are neutral (0.5) rather than dropped, so that a tender that hides
 * them does not outrank one that states them.
 *
 * With the consultation files (DCE) the user attached (issue 16, detail page only), `reasons` list
 * what they add: a mandatory visit with its date (read in the RC, never guessed), the price form
 * and the pieces the RC asks for that the user's file lacks. A mandatory visit whose date is past
 * caps score_global at VISIT_PASSED_SCORE_CAP: without the attestation an offer is irregular.
 */
import { deadlineStatus, type DeadlineInfo } from './deadline.ts';
import { departementDistanceKm, getDepartement, REGIONS, type Departement } from './departements.ts';
import {
  tradeSignals,
  type MatchableTender,
  type TceSignal,
  type TenderNature,
  type TradeSignals,
} from './trade-taxonomy.ts';
import { toTradeSlug, tradeLabel, type TradeSlug } from './trades.ts';
import { compatibilityColour, type CompatibilityColour, type CompatibilityReason } from './compatibility-display.ts';
import { formatFrenchDate } from './dates.ts';
import { parisDate } from './documents.ts';

export const COMPATIBILITY_WEIGHTS = {
  trade: 0.5,
  distance: 0.25,
  deadline: 0.15,
  amount: 0.05,
  dossier: 0.05,
} as const;

/** Value of each kind of trade evidence, strongest first. */
export const TRADE_EVIDENCE_WEIGHTS = {
  /** A lot's CPV code is one of the trade's primary codes (or below one). */
  lotCpvPrimary: 1,
  /** The notice's CPV code is a primary code of the trade. */
  cpvPrimary: 0.95,
  /** A related code, for the notice or a lot. */
  cpvRelated: 0.8,
  /** A BOAMP descripteur that names the trade's work. */
  descripteur: 0.75,
  /** A keyword of the trade in the title or in a lot title. */
  keywordTitle: 0.7,
  /**
   * « Tous corps d'état » or a multi-lot building whose lots are not named, for a trade such a job
   * includes (`tceTrades`): listed, at the threshold, below any named evidence.
   */
  tceBuilding: 0.6,
  /** A descripteur that only hints at the trade (Démolition for a maçon…). */
  descripteurPartial: 0.4,
  /** A keyword of the trade in the description only. */
  keywordDescription: 0.35,
  /** "Tous corps d'état", "Bâtiment"…: building works, no trade named. */
  allTradesDescripteur: 0.25,
} as const;

export type TradeEvidenceKind = keyof typeof TRADE_EVIDENCE_WEIGHTS;

export const CORROBORATION_BONUS = 0.05;

/** Trade fit multiplier for a notice that is not works (study, supply only, concession, cleaning). */
export const NON_WORKS_FACTOR = 0.5;

/**
 * The rule "this tender is for trade X": trade fit ≥ 0.6, i.e. at least a keyword in the title or a
 * lot title, a specific descripteur or a CPV code of the trade, on a works notice. A partial
 * descripteur, a keyword in the description only or "Tous corps d'état" alone are not enough.
 */
export const TRADE_MATCH_THRESHOLD = 0.6;

export const DISTANCE_SCORES = {
  same: 1,
  neighbour: 0.8,
  region: 0.55,
  /** Another région, at most 150 km between prefectures. */
  near: 0.35,
  /** At most 400 km. */
  far: 0.15,
  /** Beyond 400 km (or overseas). */
  veryFar: 0.05,
  unknown: 0.5,
} as const;

export const NEAR_KM = 150;
export const FAR_KM = 400;

export const DEADLINE_SCORES = {
  expired: 0,
  unknown: 0.5,
  /** 1 or 2 days left: hardly time to prepare an answer. */
  underThreeDays: 0.2,
  /** 3 to 6 days. */
  underOneWeek: 0.7,
  /** 7 to 13 days. */
  underTwoWeeks: 0.9,
  comfortable: 1,
} as const;

/** score_global of an expired tender never goes above this (red). */
export const EXPIRED_SCORE_CAP = 40;

export const AMOUNT_BANDS = [
  { maxEuros: 500_000, score: 1 },
  { maxEuros: 2_000_000, score: 0.8 },
  { maxEuros: 10_000_000, score: 0.5 },
  { maxEuros: Number.POSITIVE_INFINITY, score: 0.25 },
] as const;

// The display rules live in their own small module so that the web bundle does not carry the
// taxonomy; re-exported here for the callers of the score.
export {
  COLOUR_THRESHOLDS,
  MESSAGE_MAX_LENGTH,
  compatibilityColour,
  truncateMessage,
  type CompatibilityColour,
  type CompatibilityReason,
} from './compatibility-display.ts';

/** score_global when a mandatory visit's date is past: below the orange band. */
export const VISIT_PASSED_SCORE_CAP = 60;
/** A mandatory visit this many days away or fewer is a point to act on now. */
export const VISIT_NEAR_DAYS = 7;

/** What the consultation files the user attached say, for the score (issue 16). */
export interface CompatibilityDce {
  /** The site visit as the RC states it; `date` "YYYY-MM-DD" only when written there. */
  visit: { mandatory: boolean; date: string | null; source: string } | null;
  priceForm: 'dpgf' | 'bpu_dqe' | 'forfait' | 'inconnue';
  /** Pieces the RC asks for that the user's administrative file lacks (or holds expired). */
  missingDocuments: { label: string; expired: boolean }[];
}

export interface CompatibilityTender extends MatchableTender {
  /** Département codes of the tender (BOAMP mixes buyer and place of execution); 20A/20B accepted. */
  departements: readonly string[];
  deadline: Date | string | null;
  amountCents: number | null;
}

export interface CompatibilityInput {
  /** The user's trade (slug or label). */
  metier: string;
  userDepartement: string | null;
  tender: CompatibilityTender;
  /** Completeness of the user's administrative file, 0–100; null/undefined = not counted. */
  dossierCompletion?: number | null;
  /**
   * The tender's fit for `metier`, when the caller has it already (`tenderTradeFit`): it depends
   * on the tender and the trade only, so a list can keep it per tender instead of matching the
   * taxonomy's keywords again on every request.
   */
  tradeFit?: TradeFit;
  /** The user's consultation files of this tender; null/undefined: none (the list never has them). */
  dce?: CompatibilityDce | null;
}

export interface TradeFit {
  /** 0–1. */
  score: number;
  /** The strongest evidence, null when there is none. */
  best: TradeEvidence | null;
  /** The kinds of evidence found, strongest first. */
  kinds: TradeEvidenceKind[];
  nature: TenderNature;
  natureReason: string | null;
}

export type TradeEvidence =
  | { kind: 'lotCpvPrimary' | 'cpvPrimary' | 'cpvRelated'; code: string; label: string; lotTitle?: string }
  | { kind: 'descripteur' | 'descripteurPartial' | 'allTradesDescripteur'; code: string; label: string }
  | { kind: 'keywordTitle'; term: string; lotTitle?: string }
  | { kind: 'keywordDescription'; term: string }
  | { kind: 'tceBuilding'; source: TceSignal['source']; label: string };

export type DistanceRelation = 'same' | 'neighbour' | 'region' | 'near' | 'far' | 'veryFar' | 'unknown';

export interface DistanceFact {
  relation: DistanceRelation;
  /** The tender département that counted (the closest). */
  departement: string | null;
  distanceKm: number | null;
}

export interface CompatibilityFacts {
  metier: TradeSlug | null;
  trade: TradeFit;
  distance: DistanceFact;
  deadline: DeadlineInfo;
  /** Amount per lot used for the score, in euros; null when unknown. */
  amountPerLotEuros: number | null;
  lotCount: number;
  dossierCompletion: number | null;
}

export interface CompatibilityResult {
  /** 0–100 integer. */
  score_global: number;
  /** One French sentence with the facts behind the score. */
  ai_message: string;
  /** Each component 0–100 (integer), null when not counted. */
  breakdown: {
    trade: number;
    distance: number;
    deadline: number;
    amount: number | null;
    dossier: number | null;
  };
  facts: CompatibilityFacts;
  /** What the DCE adds (empty without files), most pressing first. */
  reasons: CompatibilityReason[];
}

// ---------------------------------------------------------------------------------------------
// Trade fit

/** All the evidence in the signals, strongest first (one entry per kind, its best instance). */
function evidenceByKind(signals: TradeSignals): TradeEvidence[] {
  const found: TradeEvidence[] = [];
  const lotPrimary = signals.cpv.find((c) => c.level === 'lot' && c.role === 'primary');
  if (lotPrimary) {
    found.push({
      kind: 'lotCpvPrimary',
      code: lotPrimary.tenderCode,
      label: lotPrimary.label,
      lotTitle: lotPrimary.lotTitle ?? '',
    });
  }
  const noticePrimary = signals.cpv.find((c) => c.level === 'notice' && c.role === 'primary');
  if (noticePrimary) {
    found.push({ kind: 'cpvPrimary', code: noticePrimary.tenderCode, label: noticePrimary.label });
  }
  const related = signals.cpv.find((c) => c.role === 'related');
  if (related) {
    found.push({
      kind: 'cpvRelated',
      code: related.tenderCode,
      label: related.label,
      ...(related.level === 'lot' ? { lotTitle: related.lotTitle ?? '' } : {}),
    });
  }
  const specific = signals.descripteurs.find((d) => d.strength === 'specific');
  if (specific) {
    found.push({ kind: 'descripteur', code: specific.code, label: specific.label });
  }
  const titleKeyword =
    signals.keywords.find((k) => k.where === 'title') ?? signals.keywords.find((k) => k.where === 'lot');
  if (titleKeyword) {
    found.push({
      kind: 'keywordTitle',
      term: titleKeyword.term,
      ...(titleKeyword.where === 'lot' ? { lotTitle: titleKeyword.lotTitle ?? '' } : {}),
    });
  }
  if (signals.tce) {
    found.push({ kind: 'tceBuilding', source: signals.tce.source, label: signals.tce.label });
  }
  const partial = signals.descripteurs.find((d) => d.strength === 'partial');
  if (partial) {
    found.push({ kind: 'descripteurPartial', code: partial.code, label: partial.label });
  }
  const descriptionKeyword = signals.keywords.find((k) => k.where === 'description');
  if (descriptionKeyword) {
    found.push({ kind: 'keywordDescription', term: descriptionKeyword.term });
  }
  const allTrades = signals.allTradesDescripteurs[0];
  if (allTrades) {
    found.push({ kind: 'allTradesDescripteur', code: allTrades.code, label: allTrades.label });
  }
  return found.sort((a, b) => TRADE_EVIDENCE_WEIGHTS[b.kind] - TRADE_EVIDENCE_WEIGHTS[a.kind]);
}

/** Trade fit 0–1 from the signals (see the module comment). */
export function tradeFit(signals: TradeSignals): TradeFit {
  const evidence = evidenceByKind(signals);
  const best = evidence[0] ?? null;
  let score = 0;
  if (best) {
    score = Math.min(1, TRADE_EVIDENCE_WEIGHTS[best.kind] + CORROBORATION_BONUS * (evidence.length - 1));
  }
  if (signals.nature !== 'travaux') {
    score *= NON_WORKS_FACTOR;
  }
  return {
    score: Math.round(score * 1000) / 1000,
    best,
    kinds: evidence.map((e) => e.kind),
    nature: signals.nature,
    natureReason: signals.natureReason,
  };
}

/** The rule measured by the matching bench: is this tender for this trade? */
export function isTenderForTrade(slug: TradeSlug, tender: MatchableTender): boolean {
  return tradeFit(tradeSignals(slug, tender)).score >= TRADE_MATCH_THRESHOLD;
}

// ---------------------------------------------------------------------------------------------
// Distance, deadline, amount

function relationScore(relation: DistanceRelation): number {
  return DISTANCE_SCORES[relation];
}

function relationBetween(user: Departement, tender: Departement, km: number | null): DistanceRelation {
  if (user.code === tender.code) {
    return 'same';
  }
  if (user.neighbours.includes(tender.code)) {
    return 'neighbour';
  }
  if (user.region === tender.region) {
    return 'region';
  }
  if (km !== null && km <= NEAR_KM) {
    return 'near';
  }
  if (km !== null && km <= FAR_KM) {
    return 'far';
  }
  return 'veryFar';
}

/** The best (closest) of the tender's départements for this user. */
export function distanceFact(userDepartement: string | null, tenderDepartements: readonly string[]): DistanceFact {
  const known = [...new Set(tenderDepartements.map((code) => getDepartement(code)).filter((d) => d !== undefined))];
  const user = getDepartement(userDepartement);
  if (known.length === 0) {
    return { relation: 'unknown', departement: null, distanceKm: null };
  }
  if (!user) {
    return { relation: 'unknown', departement: known[0]?.code ?? null, distanceKm: null };
  }
  let best: DistanceFact | null = null;
  for (const departement of known) {
    const km = departementDistanceKm(user.code, departement.code);
    const relation = relationBetween(user, departement, km);
    const better =
      best === null ||
      relationScore(relation) > relationScore(best.relation) ||
      (relationScore(relation) === relationScore(best.relation) && (km ?? Infinity) < (best.distanceKm ?? Infinity));
    if (better) {
      best = { relation, departement: departement.code, distanceKm: km };
    }
  }
  return best ?? { relation: 'unknown', departement: null, distanceKm: null };
}

export function deadlineScore(info: DeadlineInfo): number {
  if (info.status === 'unknown' || info.daysLeft === null) {
    return DEADLINE_SCORES.unknown;
  }
  if (info.status === 'expired') {
    return DEADLINE_SCORES.expired;
  }
  if (info.daysLeft < 3) {
    return DEADLINE_SCORES.underThreeDays;
  }
  if (info.daysLeft < 7) {
    return DEADLINE_SCORES.underOneWeek;
  }
  if (info.daysLeft < 14) {
    return DEADLINE_SCORES.underTwoWeeks;
  }
  return DEADLINE_SCORES.comfortable;
}

export function amountScore(euros: number): number {
  return AMOUNT_BANDS.find((band) => euros <= band.maxEuros)?.score ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Message

/** The message of a notice listed by the « Tous corps d'état » rule: its lots are to be read in the RC. */
export const TCE_MESSAGE =
  "Tous corps d'état : lots non détaillés dans l'avis — vérifiez le règlement de la consultation";

const VERDICTS: Record<CompatibilityColour, string> = {
  green: 'Très compatible',
  orange: 'Compatible',
  red: 'Peu compatible',
};

const NATURE_TEXT: Record<Exclude<TenderNature, 'travaux'>, string> = {
  etude: "mais c'est une étude ou une maîtrise d'œuvre",
  fourniture: "mais c'est une fourniture sans pose",
  concession: "mais c'est une concession de service",
  service: "mais c'est une prestation de service",
};

function quote(text: string): string {
  return `« ${text.replace(/\s+/g, ' ').trim()} »`;
}

function tradePhrase(fit: TradeFit, metier: TradeSlug | null): string {
  const best = fit.best;
  let phrase: string;
  if (metier === null) {
    phrase = 'métier non reconnu';
  } else if (best === null) {
    phrase = `aucun indice du métier ${tradeLabel(metier).toLowerCase()} dans l'avis`;
  } else {
    switch (best.kind) {
      case 'lotCpvPrimary':
      case 'cpvRelated':
        phrase =
          best.lotTitle !== undefined && best.lotTitle.trim() !== ''
            ? `lot ${quote(best.lotTitle)} (CPV ${best.code})`
            : `CPV ${best.code} ${quote(best.label)}`;
        break;
      case 'cpvPrimary':
        phrase = `CPV ${best.code} ${quote(best.label)}`;
        break;
      case 'descripteur':
        phrase = `descripteur BOAMP ${quote(best.label)}`;
        break;
      case 'descripteurPartial':
        phrase = `descripteur BOAMP ${quote(best.label)} (indice partiel)`;
        break;
      case 'keywordTitle':
        phrase =
          best.lotTitle !== undefined && best.lotTitle.trim() !== ''
            ? `lot ${quote(best.lotTitle)}`
            : `${quote(best.term)} dans le titre`;
        break;
      case 'keywordDescription':
        phrase = `${quote(best.term)} seulement dans la description`;
        break;
      case 'tceBuilding':
        phrase = TCE_MESSAGE;
        break;
      case 'allTradesDescripteur':
        phrase = `avis ${quote(best.label)} sans lot ${tradeLabel(metier).toLowerCase()} identifié`;
        break;
    }
  }
  if (fit.nature !== 'travaux') {
    phrase += ` ${NATURE_TEXT[fit.nature]}`;
  }
  return phrase;
}

function locationPhrase(fact: DistanceFact): string {
  const departement = getDepartement(fact.departement);
  if (!departement) {
    return ", lieu d'exécution non précisé";
  }
  switch (fact.relation) {
    case 'same':
      return ` ${departement.dans}, votre département`;
    case 'neighbour':
      return ` ${departement.dans}, département voisin`;
    case 'region':
      return ` ${departement.dans}, votre région (${REGIONS[departement.region]})`;
    case 'near':
    case 'far':
    case 'veryFar':
      return ` ${departement.dans}, à ${fact.distanceKm ?? '?'} km`;
    case 'unknown':
      return ` ${departement.dans}`;
  }
}

function deadlinePhrase(info: DeadlineInfo): string {
  if (info.status === 'unknown' || info.daysLeft === null) {
    return 'date limite non communiquée';
  }
  if (info.status === 'expired') {
    return 'date limite dépassée';
  }
  return info.daysLeft === 1 ? 'clôture sous 24 h' : `clôture dans ${info.daysLeft} jours`;
}

/** "850 €", "250 k€", "3,2 M€". */
export function formatEurosShort(euros: number): string {
  if (euros >= 1_000_000) {
    const millions = Math.round(euros / 100_000) / 10;
    return `${String(millions).replace('.', ',')} M€`;
  }
  if (euros >= 1_000) {
    return `${Math.round(euros / 1_000)} k€`;
  }
  return `${Math.round(euros)} €`;
}

// ---------------------------------------------------------------------------------------------
// Consultation files

const PRICE_FORM_REASONS: Record<Exclude<CompatibilityDce['priceForm'], 'inconnue'>, string> = {
  dpgf: 'Prix global et forfaitaire décomposé dans la DPGF de l’acheteur',
  bpu_dqe: 'Prix unitaires au BPU, appliqués aux quantités du DQE',
  forfait: 'Prix global et forfaitaire',
};

const LEVEL_ORDER = { bloquant: 0, attention: 1, info: 2 } as const;

/** « 12 décembre 2026 » from "2026-12-12". */
function calendarDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return formatFrenchDate(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)));
}

/** The reasons the DCE adds, and whether a mandatory visit is past. */
export function dceReasons(dce: CompatibilityDce, now: Date): { reasons: CompatibilityReason[]; visitPassed: boolean } {
  const reasons: CompatibilityReason[] = [];
  let visitPassed = false;
  const visit = dce.visit;
  if (visit?.mandatory && visit.date && /^\d{4}-\d{2}-\d{2}$/.test(visit.date)) {
    const today = parisDate(now);
    const days = Math.round((Date.parse(`${visit.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
    const head = `Visite obligatoire le ${calendarDay(visit.date)}`;
    if (days < 0) {
      visitPassed = true;
      reasons.push({
        level: 'bloquant',
        text: `${head} : date passée — sans l’attestation de visite, l’offre serait irrégulière`,
        source: visit.source,
      });
    } else if (days <= VISIT_NEAR_DAYS) {
      reasons.push({
        level: 'attention',
        text: `${head} : ${days === 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `dans ${days} jours`} — l’attestation de visite est à joindre à l’offre`,
        source: visit.source,
      });
    } else {
      reasons.push({
        level: 'attention',
        text: `${head} — l’attestation de visite est à joindre à l’offre`,
        source: visit.source,
      });
    }
  } else if (visit?.mandatory) {
    reasons.push({
      level: 'attention',
      text: 'Visite obligatoire, date non indiquée dans le règlement : à convenir avec l’acheteur',
      source: visit.source,
    });
  } else if (visit) {
    reasons.push({ level: 'info', text: 'Visite du site facultative', source: visit.source });
  }
  if (dce.missingDocuments.length > 0) {
    const absent = dce.missingDocuments.filter((d) => !d.expired).map((d) => d.label);
    const expired = dce.missingDocuments.filter((d) => d.expired).map((d) => d.label);
    const parts = [
      ...(absent.length > 0 ? [`absentes de votre dossier : ${absent.join(', ')}`] : []),
      ...(expired.length > 0 ? [`expirées : ${expired.join(', ')}`] : []),
    ];
    reasons.push({
      level: 'attention',
      text: `Pièces demandées par le dossier de consultation — ${parts.join(' ; ')}`,
      source: null,
    });
  }
  if (dce.priceForm !== 'inconnue') {
    reasons.push({ level: 'info', text: PRICE_FORM_REASONS[dce.priceForm], source: null });
  }
  reasons.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  return { reasons, visitPassed };
}

// ---------------------------------------------------------------------------------------------
// Score

const NO_TRADE_FIT: TradeFit = { score: 0, best: null, kinds: [], nature: 'travaux', natureReason: null };

/** The tender's trade fit for a trade (slug or label); a zero fit when the trade is none of ours. */
export function tenderTradeFit(metier: string, tender: MatchableTender): TradeFit {
  const slug = toTradeSlug(metier);
  return slug ? tradeFit(tradeSignals(slug, tender)) : NO_TRADE_FIT;
}

export function computeCompatibility(input: CompatibilityInput, now: Date): CompatibilityResult {
  const metier = toTradeSlug(input.metier) ?? null;
  const fit: TradeFit = input.tradeFit ?? (metier ? tradeFit(tradeSignals(metier, input.tender)) : NO_TRADE_FIT);

  const distance = distanceFact(input.userDepartement, input.tender.departements);
  const deadline = deadlineStatus(input.tender.deadline, now);

  const lotCount = input.tender.lots.length;
  const amountEuros =
    input.tender.amountCents !== null && Number.isFinite(input.tender.amountCents) && input.tender.amountCents > 0
      ? input.tender.amountCents / 100
      : null;
  const amountPerLot = amountEuros === null ? null : amountEuros / Math.max(1, lotCount);

  const dossier =
    input.dossierCompletion === null ||
    input.dossierCompletion === undefined ||
    !Number.isFinite(input.dossierCompletion)
      ? null
      : Math.min(100, Math.max(0, input.dossierCompletion));

  const components: { key: keyof typeof COMPATIBILITY_WEIGHTS; score: number | null }[] = [
    { key: 'trade', score: fit.score },
    { key: 'distance', score: relationScore(distance.relation) },
    { key: 'deadline', score: deadlineScore(deadline) },
    { key: 'amount', score: amountPerLot === null ? null : amountScore(amountPerLot) },
    { key: 'dossier', score: dossier === null ? null : dossier / 100 },
  ];
  let weighted = 0;
  let totalWeight = 0;
  for (const component of components) {
    if (component.score !== null) {
      weighted += COMPATIBILITY_WEIGHTS[component.key] * component.score;
      totalWeight += COMPATIBILITY_WEIGHTS[component.key];
    }
  }
  let score = Math.round((100 * weighted) / totalWeight);
  if (deadline.status === 'expired') {
    score = Math.min(score, EXPIRED_SCORE_CAP);
  }
  const fromDce = input.dce ? dceReasons(input.dce, now) : { reasons: [], visitPassed: false };
  if (fromDce.visitPassed) {
    score = Math.min(score, VISIT_PASSED_SCORE_CAP);
  }
  score = Math.min(100, Math.max(0, score));

  const percent = (value: number | null) => (value === null ? null : Math.round(value * 100));
  const [trade, dist, dead, amount, dossierScore] = components.map((c) => percent(c.score));

  const what = tradePhrase(fit, metier);
  const where = locationPhrase(distance);
  // "lot « Couverture zinc » (CPV 45261000) dans le Rhône": a place reads on after a quoted lot or
  // code; after other phrases it needs a comma.
  const joiner = /[»)]$/.test(what) || where.startsWith(',') ? '' : ',';
  // A TCE notice says so first (the list shows the message's first 100 characters), then the verdict.
  let sentence =
    fit.best?.kind === 'tceBuilding' && fit.nature === 'travaux'
      ? `${TCE_MESSAGE}. ${VERDICTS[compatibilityColour(score)]} :${where.replace(/^,/, '')}, ${deadlinePhrase(deadline)}`
      : `${VERDICTS[compatibilityColour(score)]} : ${what}${joiner}${where}, ${deadlinePhrase(deadline)}`;
  if (amountPerLot !== null && amountEuros !== null) {
    sentence +=
      lotCount > 1
        ? `, montant estimé ${formatEurosShort(amountEuros)} pour ${lotCount} lots`
        : `, montant estimé ${formatEurosShort(amountEuros)}`;
  }
  if (dossier !== null) {
    sentence += `, dossier complet à ${Math.round(dossier)} %`;
  }
  sentence += '.';

  return {
    score_global: score,
    ai_message: sentence,
    breakdown: {
      trade: trade ?? 0,
      distance: dist ?? 0,
      deadline: dead ?? 0,
      amount: amount ?? null,
      dossier: dossierScore ?? null,
    },
    facts: {
      metier,
      trade: fit,
      distance,
      deadline,
      amountPerLotEuros: amountPerLot === null ? null : Math.round(amountPerLot),
      lotCount,
      dossierCompletion: dossier,
    },
    reasons: fromDce.reasons,
  };
}
