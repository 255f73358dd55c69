import { createHash } from 'node:crypto';
import type { User } from '@batiao/shared/contracts/auth';
import {
  METRES_LOCKED,
  PRICED_MARKUP_KEYS,
  PRICED_NO_METRES,
  PRICED_NOTHING_TO_PRICE,
  PRICED_TVA_RATES,
  pricedDpgfUpdateSchema,
  type MetreRow,
  type MetresResult,
  type TenderFileRole,
  type PricedDpgfUpdate,
  type PricedDpgf,
  type PricedLine,
  type PricedMarkup,
  type PricedMarkupKey,
  type TenderAnalysis,
} from '@batiao/shared/contracts/tender-files';
import { CONTEXT_LABELS, type EnrichedItem, type PriceBreakdown } from '@batiao/shared/contracts/market-prices';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { Database } from '../../db/client.ts';
import type { TenderFileRow } from '../../db/schema/tender-files.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MarketPricesService } from '../market-prices/market-prices.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { analyseDce } from './tender-files.analysis.ts';
import { fold } from './tender-files.metres.ts';
import { fillBuyerWorkbook, pricedSummaryPdf, standardDpgfWorkbook } from './tender-files.priced.ts';
import { listTenderFiles, readResult, writeResult } from './tender-files.queries.ts';

/**
 * The priced DPGF (issue 16, ADR 030): every métré line gets a unit price from the user's
 * catalogue, else the market library (both through the market-prices service's enrichment, which
 * applies the markups), else a price composed from a labour time the line gives (hours, days) with
 * the user's rates; the user's edits win. Pure functions: the service feeds them.
 */

const DAY_MS = 86_400_000;
/** One working day of labour, in hours (35 h a week over 5 days). */
export const HOURS_PER_DAY = 7;

/** Stable key of a métré line: where it was read and what it says (edits survive a re-extraction). */
export function lineKey(row: Pick<MetreRow, 'source' | 'code' | 'poste'>): string {
  return createHash('sha256')
    .update(`${row.source}\u0000${row.code}\u0000${row.poste}`)
    .digest('base64url')
    .slice(0, 22);
}

/** What the user saved: their unit prices (by line key), the markups they decided, the TVA rate. */
export interface PricedReview {
  prix: Record<string, number>;
  majorations: Partial<Record<PricedMarkupKey, boolean>>;
  taux_tva: number;
  revu_le: string | null;
}

export const EMPTY_REVIEW: PricedReview = { prix: {}, majorations: {}, taux_tva: 20, revu_le: null };

/** A stored review read defensively (a row written by an older version stays usable). */
export function reviewOf(data: unknown): PricedReview {
  if (!data || typeof data !== 'object') {
    return EMPTY_REVIEW;
  }
  const raw = data as Partial<Record<keyof PricedReview, unknown>>;
  const prix: Record<string, number> = {};
  if (raw.prix && typeof raw.prix === 'object') {
    for (const [key, value] of Object.entries(raw.prix)) {
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
        prix[key] = value;
      }
    }
  }
  const majorations: PricedReview['majorations'] = {};
  if (raw.majorations && typeof raw.majorations === 'object') {
    for (const key of PRICED_MARKUP_KEYS) {
      const value = (raw.majorations as Record<string, unknown>)[key];
      if (typeof value === 'boolean') {
        majorations[key] = value;
      }
    }
  }
  const tva = typeof raw.taux_tva === 'number' && (PRICED_TVA_RATES as readonly number[]).includes(raw.taux_tva);
  return {
    prix,
    majorations,
    taux_tva: tva ? (raw.taux_tva as number) : 20,
    revu_le: typeof raw.revu_le === 'string' ? raw.revu_le : null,
  };
}

// --- markups ---------------------------------------------------------------------------------------

/** Buyers (or places of work) that are établissements publics: hospitals, schools, universities, social housing offices… */
const PUBLIC_BODY =
  /\b(etablissement public|epa|epic|epscp|centre hospitalier|c\.?h\.?u|hopital|hopitaux|ap-hp|ehpad|lycee|college|universite|crous|office public|oph|opac|ccas|ecole|groupe scolaire|creche)\b/;

const dateFr = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

const quoteOf = (text: string) => (text.length > 90 ? `${text.slice(0, 88).trimEnd()}…` : text);

export interface MarkupFacts {
  buyerName: string | null;
  title: string;
  /** The tender's deadline (ISO), or the one the RC states. */
  deadline: string | null;
  analysis: Pick<TenderAnalysis, 'contraintes'> | null;
  now: Date;
}

/** Which markups apply to this tender, and why; the user's choice wins over BatiAO's reading. */
export function markupsOf(
  facts: MarkupFacts,
  rates: Record<PricedMarkupKey, number>,
  chosen: PricedReview['majorations'],
): PricedMarkup[] {
  const auto: Record<PricedMarkupKey, { applies: boolean; reason: string }> = {
    public_establishment: { applies: false, reason: 'Ni l’acheteur ni l’objet ne désignent un établissement public.' },
    urgent_deadline: { applies: false, reason: 'Date limite de remise inconnue.' },
    occupied_site: { applies: false, reason: 'Le CCTP ne signale pas de site occupé.' },
    weekend_work: { applies: false, reason: 'Aucun travail le week-end demandé dans les pièces.' },
    night_work: { applies: false, reason: 'Aucun travail de nuit demandé dans les pièces.' },
  };

  const buyer = facts.buyerName ?? '';
  const inBuyer = PUBLIC_BODY.exec(fold(buyer));
  const inTitle = PUBLIC_BODY.exec(fold(facts.title));
  if (inBuyer) {
    auto.public_establishment = { applies: true, reason: `Acheteur : ${buyer} (établissement public).` };
  } else if (inTitle) {
    auto.public_establishment = {
      applies: true,
      reason: `Travaux dans un établissement public : « ${quoteOf(facts.title)} ».`,
    };
  }

  if (facts.deadline) {
    const deadline = new Date(facts.deadline);
    const inAMonth = new Date(facts.now);
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    const days = Math.floor((deadline.getTime() - facts.now.getTime()) / DAY_MS);
    const when = dateFr(facts.deadline);
    const inDays = days === 0 ? 'aujourd’hui' : `dans ${days} jour${days > 1 ? 's' : ''}`;
    auto.urgent_deadline =
      deadline.getTime() < facts.now.getTime()
        ? { applies: false, reason: `Date limite passée (${when}).` }
        : deadline.getTime() < inAMonth.getTime()
          ? { applies: true, reason: `Remise des offres le ${when}, ${inDays} (moins d’un mois).` }
          : { applies: false, reason: `Remise des offres le ${when}, ${inDays} (plus d’un mois).` };
  }

  const constraints = facts.analysis?.contraintes ?? [];
  const where = (c: { fichier: string; page: number | null }) =>
    `${c.fichier.split('/').pop() ?? c.fichier}${c.page ? `, page ${c.page}` : ''}`;
  const occupied = constraints.find((c) => c.type === 'site_occupe');
  if (occupied) {
    auto.occupied_site = { applies: true, reason: `${where(occupied)} : « ${quoteOf(occupied.texte)} ».` };
  }
  const weekend = constraints.find((c) => c.type === 'horaires' && /week-?end|samedi|dimanche/.test(fold(c.texte)));
  if (weekend) {
    auto.weekend_work = { applies: true, reason: `${where(weekend)} : « ${quoteOf(weekend.texte)} ».` };
  }
  const night = constraints.find((c) => c.type === 'horaires' && /\bnuit\b|nocturne/.test(fold(c.texte)));
  if (night) {
    auto.night_work = { applies: true, reason: `${where(night)} : « ${quoteOf(night.texte)} ».` };
  }

  return PRICED_MARKUP_KEYS.map((key) => {
    const decided = chosen[key];
    return {
      key,
      label: CONTEXT_LABELS[key],
      pct: rates[key],
      applique: decided ?? auto[key].applies,
      raison: auto[key].reason,
      choisi: decided !== undefined,
    };
  });
}

// --- lines -----------------------------------------------------------------------------------------

/** The labour time one unit of the line stands for, when its unit is a time (h, jour); else null. */
export function labourOf(unit: string): { milliHours: number; note: string } | null {
  if (unit === 'h') {
    return { milliHours: 1000, note: 'ligne à l’heure' };
  }
  if (unit === 'jour') {
    return { milliHours: HOURS_PER_DAY * 1000, note: `ligne à la journée (1 jour = ${HOURS_PER_DAY} h)` };
  }
  return null;
}

export const cents = (euros: number) => Math.round(euros * 100);
/** quantity × price, to the cent (half up on the exact product). */
export const amountOf = (quantity: number | null, price: number | null) =>
  quantity === null || price === null ? null : Math.round(quantity * price * 100 + Number.EPSILON) / 100;

const eurFr = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const eur = (value: number) => `${eurFr.format(value).replace(/\s/g, ' ')} €`;

export interface Composed {
  detail: PriceBreakdown;
  explication: string;
}

/** One métré line priced: its enrichment (catalogue / market / not found), the composed fallback, the user's edit. */
export function pricedLine(
  row: MetreRow,
  enriched: EnrichedItem,
  composed: (Composed & { note: string }) | null,
  edited: number | undefined,
): PricedLine {
  const base = {
    cle: lineKey(row),
    code: row.code,
    poste: row.poste,
    groupe: row.groupe,
    localisation: row.localisation,
    quantite: row.quantite,
    unite: row.unite,
    origine: row.source,
  };
  let source: PricedLine['source'] = 'non_trouve';
  let computed: number | null = null;
  let explication = enriched.explication;
  let correspondance: PricedLine['correspondance'] = null;
  const unitDiffers = enriched.unite_differente;

  if (enriched.source !== 'non_trouve' && enriched.match && !unitDiffers) {
    source = enriched.source;
    computed = enriched.prix_unitaire;
    correspondance = {
      kind: enriched.match.kind,
      id: enriched.match.id,
      description: enriched.match.description,
      category: enriched.match.category,
      unite: enriched.match.unite,
      match_score: enriched.match.match_score,
      ...(enriched.match.reference ? { reference: enriched.match.reference } : {}),
    };
  } else if (composed) {
    source = 'compose';
    computed = composed.detail.prix_unitaire;
    explication = `Prix composé (${composed.note}) : ${composed.explication}`;
  } else if (row.unite === 'PM') {
    explication = 'Pour mémoire : ligne sans prix.';
  } else if (enriched.match && unitDiffers) {
    explication = `« ${enriched.match.description} » (${
      enriched.match.kind === 'catalogue' ? 'votre catalogue' : 'bibliothèque de marché'
    }) est compté en ${enriched.match.unite}, la ligne en ${row.unite || 'unité inconnue'} : prix non repris, à saisir.`;
  }

  const price = edited ?? computed;
  if (edited !== undefined) {
    explication =
      computed === null
        ? `Prix saisi par vous : ${eur(edited)} HT / ${row.unite || 'u'}.`
        : `Prix saisi par vous : ${eur(edited)} HT (calculé : ${eur(computed)}). ${explication}`;
  }
  return {
    ...base,
    source,
    prix_calcule: computed,
    prix_unitaire: price,
    modifie: edited !== undefined,
    montant: amountOf(row.quantite, price),
    correspondance,
    explication,
    unite_differente: unitDiffers && source !== 'compose',
  };
}

/** Totals in exact cents: HT the sum of the rounded line amounts, TVA on HT, TTC their sum. */
export function totalsOf(lines: Pick<PricedLine, 'montant'>[], tvaRate: number): PricedDpgf['totaux'] {
  const htCents = lines.reduce((sum, l) => sum + (l.montant === null ? 0 : cents(l.montant)), 0);
  const tvaCents = Math.round((htCents * tvaRate * 10) / 1000);
  return { ht: htCents / 100, tva: tvaCents / 100, ttc: (htCents + tvaCents) / 100 };
}

export function statisticsOf(lines: PricedLine[]): PricedDpgf['statistiques'] {
  const count = (source: PricedLine['source']) => lines.filter((l) => l.source === source).length;
  return {
    lignes: lines.length,
    catalogue_utilisateur: count('catalogue_utilisateur'),
    prix_marche: count('prix_marche'),
    compose: count('compose'),
    non_trouve: count('non_trouve'),
    modifiees: lines.filter((l) => l.modifie).length,
    sans_quantite: lines.filter((l) => l.quantite === null).length,
  };
}

/** « fichier › feuille › ligne 12 » → the sheet and row of a line read from a spreadsheet. */
export function sheetRowOf(origine: string, file: string): { sheet: string; row: number } | null {
  const prefix = `${file} › `;
  if (!origine.startsWith(prefix)) {
    return null;
  }
  const match = /^(.*) › ligne (\d+)$/.exec(origine.slice(prefix.length));
  return match ? { sheet: match[1] ?? '', row: Number(match[2]) } : null;
}

// --- the service part ---------------------------------------------------------------------------

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface PricedFile {
  filename: string;
  contentType: string;
  buffer: Buffer;
  /** Lines with a unit price, and all lines. */
  priced: number;
  lines: number;
}

const labelOf = (row: TenderFileRow) => (row.path ? `${row.path}/${row.filename}` : row.filename);
const stem = (name: string) => name.replace(/\.[a-z0-9]+$/i, '');

/**
 * The priced DPGF of a tender for a user: computed from their latest métrés (extracted now when
 * there are none and `extract` says so), priced through the market-prices service (their catalogue
 * first, then the library, with the markups that apply), their saved review applied.
 */
export function createDpgfPricing(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  tenders: { get: (user: User, id: string) => Promise<TenderDetail> };
  pricing: Pick<PricingService, 'rates'>;
  marketPrices: Pick<MarketPricesService, 'enrich' | 'compose'>;
  canPrice: (user: User) => boolean;
  latestMetres: (user: User, tenderId: string) => Promise<MetresResult | null>;
  extractMetres: (user: User, tenderId: string) => Promise<MetresResult>;
  /** The company's name for the files (its profile's raison sociale), null when unknown. */
  companyName?: (userId: string) => Promise<string | null>;
}) {
  const { db, clock, storage } = deps;

  async function bytesOf(row: TenderFileRow): Promise<Buffer> {
    const stream = await storage.get(row.storageKey);
    if (!stream) {
      throw notFound('Fichier introuvable');
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function compute(user: User, tenderId: string, extract: boolean) {
    if (!deps.canPrice(user)) {
      throw forbidden(METRES_LOCKED);
    }
    const tender = await deps.tenders.get(user, tenderId);
    const pieces = await listTenderFiles(db, user.id, tender.id);
    let metres = await deps.latestMetres(user, tender.id);
    // For a file, quantities older than the latest upload (or none yet) are extracted again.
    const stale =
      !metres ||
      pieces.some((p) => p.uploadedAt.getTime() > new Date(metres?.extraction_date ?? 0).getTime()) ||
      (metres.metres_data.metres_data.length === 0 && pieces.length > 0);
    if (extract && stale) {
      metres = await deps.extractMetres(user, tender.id);
    }
    if (!metres) {
      throw new AppError('CONFLICT', PRICED_NO_METRES);
    }
    const rows = metres.metres_data.metres_data;
    if (rows.length === 0) {
      throw new AppError('VALIDATION_ERROR', [{ field: 'metres', message: PRICED_NOTHING_TO_PRICE }]);
    }
    const [stored, profile] = await Promise.all([
      readResult(db, user.id, tender.id, 'priced'),
      deps.pricing.rates(user.id),
    ]);
    const review = reviewOf(stored?.data);
    const analysis = analyseDce(
      pieces.map((row) => ({
        label: labelOf(row),
        role: row.role as TenderFileRole,
        textStatus: row.textStatus,
        textPages: row.textPages ?? null,
      })),
      clock.now(),
    );
    const markups = markupsOf(
      {
        buyerName: tender.buyer_name,
        title: tender.title,
        deadline: tender.deadline,
        analysis,
        now: clock.now(),
      },
      profile.context_markups,
      review.majorations,
    );
    const context = Object.fromEntries(markups.map((m) => [m.key, m.applique]));
    const enrichment = await deps.marketPrices.enrich(
      user.id,
      rows.map((r) => ({ description: r.poste, quantite: r.quantite ?? 0, unite: r.unite })),
      undefined,
      context,
    );
    // One composition per labour time (an hour, a day), whatever the number of lines.
    const compositions = new Map<string, ReturnType<typeof deps.marketPrices.compose>>();
    const composeFor = (milliHours: number, unit: string) => {
      const key = `${milliHours}|${unit}`;
      let found = compositions.get(key);
      if (!found) {
        found = deps.marketPrices.compose(user.id, { milliHours, suppliesCents: 0, unit }, context);
        compositions.set(key, found);
      }
      return found;
    };
    const lines: PricedLine[] = [];
    for (const [i, row] of rows.entries()) {
      const enriched = enrichment.enriched_items[i];
      if (!enriched) {
        continue;
      }
      const labour = enriched.source === 'non_trouve' || enriched.unite_differente ? labourOf(row.unite) : null;
      const composed = labour ? { ...(await composeFor(labour.milliHours, row.unite)), note: labour.note } : null;
      lines.push(pricedLine(row, enriched, composed, review.prix[lineKey(row)]));
    }

    // The buyer's spreadsheet the lines were read from (XLSX only: ODS and PDF get the standard layout).
    const source =
      metres.type === 'extraction'
        ? pieces.find((p) => p.format === 'xlsx' && metres.metres_data.fichiers.includes(labelOf(p)))
        : undefined;
    const priced: PricedDpgf = {
      type: metres.type,
      extraction_date: metres.extraction_date,
      fichier_acheteur: source ? labelOf(source) : null,
      export: source ? 'fichier_acheteur' : 'dpgf_standard',
      lignes: lines,
      majorations: markups,
      taux_tva: review.taux_tva,
      totaux: totalsOf(lines, review.taux_tva),
      statistiques: statisticsOf(lines),
      tarifs: enrichment.tarifs,
      revu_le: review.revu_le,
    };
    return { tender, priced, source, review };
  }

  return {
    /** GET …/priced-dpgf/lines: the lines priced and reviewed (409 before an extraction). */
    async lines(user: User, tenderId: string): Promise<PricedDpgf> {
      return (await compute(user, tenderId, false)).priced;
    },

    /**
     * PUT …/priced-dpgf/lines: the user's review replaces the saved one. A price equal to the
     * computed one is not kept as an edit; keys of lines that no longer exist are dropped.
     */
    async save(user: User, tenderId: string, input: PricedDpgfUpdate): Promise<PricedDpgf> {
      const update = pricedDpgfUpdateSchema.parse(input);
      const { tender, priced, review } = await compute(user, tenderId, false);
      const known = new Map(priced.lignes.map((l) => [l.cle, l]));
      const prix: Record<string, number> = {};
      for (const edit of update.prix) {
        const line = known.get(edit.cle);
        if (!line) {
          throw new AppError('VALIDATION_ERROR', [
            { field: 'prix', message: 'Ligne inconnue : les métrés ont changé, rechargez la page.' },
          ]);
        }
        const value = edit.prix_unitaire === null ? null : Math.round(edit.prix_unitaire * 100) / 100;
        if (value !== null && value !== line.prix_calcule) {
          prix[edit.cle] = value;
        }
      }
      const next: PricedReview = {
        prix,
        majorations: update.majorations ?? review.majorations,
        taux_tva: update.taux_tva ?? review.taux_tva,
        revu_le: clock.now().toISOString(),
      };
      await writeResult(db, user.id, tender.id, 'priced', next, clock.now());
      return (await compute(user, tender.id, false)).priced;
    },

    /**
     * The priced DPGF as a file: the buyer's spreadsheet filled in, or a standard DPGF layout when
     * the quantities did not come from an XLSX (format xlsx); the summary (format pdf). Extracts
     * the quantities first when there are none (the pack asks without the page).
     */
    async file(user: User, tenderId: string, format: 'xlsx' | 'pdf'): Promise<PricedFile> {
      const { tender, priced, source } = await compute(user, tenderId, true);
      const company = deps.companyName ? await deps.companyName(user.id) : null;
      const counts = {
        priced: priced.lignes.filter((l) => l.prix_unitaire !== null).length,
        lines: priced.lignes.length,
      };
      const name = source ? stem(source.filename) : 'DPGF';
      if (format === 'pdf') {
        const buffer = await pricedSummaryPdf(priced, {
          title: tender.title,
          reference: tender.source_id || tender.id,
          buyer: tender.buyer_name,
          company,
          now: clock.now(),
        });
        return { filename: `chiffré - ${name} - synthèse.pdf`, contentType: 'application/pdf', buffer, ...counts };
      }
      if (source && priced.fichier_acheteur) {
        const filled = await fillBuyerWorkbook(
          await bytesOf(source),
          priced.fichier_acheteur,
          priced.lignes,
          priced.taux_tva,
        );
        return { filename: `chiffré - ${source.filename}`, contentType: XLSX, buffer: filled.buffer, ...counts };
      }
      const buffer = await standardDpgfWorkbook(priced, {
        title: tender.title,
        buyer: tender.buyer_name,
        company,
      });
      return { filename: `chiffré - ${name}.xlsx`, contentType: XLSX, buffer, ...counts };
    },
  };
}
