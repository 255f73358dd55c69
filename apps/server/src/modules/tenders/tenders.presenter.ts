import type { TenderDetail, TenderSummary } from '@batiao/shared/contracts/tenders';
import {
  computeCompatibility,
  tenderTradeFit,
  type CompatibilityDce,
  type TradeFit,
} from '@batiao/shared/domain/compatibility';
import { DAY_MS, deadlineStatus } from '@batiao/shared/domain/deadline';
import { getDepartement } from '@batiao/shared/domain/departements';
import { tradeLabel } from '@batiao/shared/domain/trades';
import type { TenderDetailRow, TenderSummaryRow } from './tenders.queries.ts';

export interface Viewer {
  metier: string;
  departement: string;
  dossierCompletion: number | null;
}

const centsToEuros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/*
 * A tender's trade fit depends on its text, codes and descripteurs and on the trade only, and
 * matching the taxonomy's keywords is most of the cost of a card: it is kept per (tender, version,
 * trade), the version being `updated_at`, which every write of a tender sets. The title and the
 * description are compared too, so that a write that forgot `updated_at` is not served an old fit.
 * Bounded: the least recently used entries go first.
 */
const TRADE_FIT_CACHE_MAX = 20_000;
const tradeFits = new Map<string, { title: string; description: string | null; fit: TradeFit }>();

function cachedTradeFit(
  row: TenderSummaryRow,
  metier: string,
  lots: { title: string; cpvCodes: string[] }[],
): TradeFit {
  const key = `${row.id}|${row.updatedAt.getTime()}|${metier}`;
  const hit = tradeFits.get(key);
  if (hit && hit.title === row.title && hit.description === row.description) {
    tradeFits.delete(key);
    tradeFits.set(key, hit);
    return hit.fit;
  }
  const fit = tenderTradeFit(metier, {
    title: row.title,
    description: row.description,
    cpvCodes: row.cpvCodes,
    lots,
    descripteurs: row.descripteurs,
  });
  tradeFits.set(key, { title: row.title, description: row.description, fit });
  if (tradeFits.size > TRADE_FIT_CACHE_MAX) {
    const oldest = tradeFits.keys().next();
    if (!oldest.done) {
      tradeFits.delete(oldest.value);
    }
  }
  return fit;
}

function location(row: TenderSummaryRow): string {
  if (row.submittedByUserId !== null && row.buyer.city) {
    // A submitted tender: the place as its author wrote it.
    return row.buyer.city;
  }
  const names = row.departements.map((code) => {
    const dep = getDepartement(code);
    return dep ? `${dep.name} (${dep.code})` : code;
  });
  const city = row.buyer.city;
  if (names.length === 0) {
    return city ?? 'Lieu non communiqué';
  }
  return city && names.length === 1 ? `${city}, ${names[0]}` : names.join(', ');
}

/**
 * Until when (ms) the cards of these rows read the same for a viewer as at `now`: a card depends
 * on the instant only through its days left (status, score band, message), which goes down at
 * deadline − (days left − 1) days.
 */
export function cardsUnchangedUntil(rows: readonly Pick<TenderSummaryRow, 'deadline'>[], now: Date): number {
  let until = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const { daysLeft } = deadlineStatus(row.deadline, now);
    if (row.deadline && daysLeft !== null) {
      until = Math.min(until, row.deadline.getTime() - (daysLeft - 1) * DAY_MS);
    }
  }
  return until;
}

/**
 * A tender as a card of the list shows it, scored for this viewer; on the detail, with what the
 * viewer's consultation files of it add (`dce`, issue 16).
 */
export function presentTenderSummary(
  row: TenderSummaryRow,
  viewer: Viewer,
  now: Date,
  dce?: CompatibilityDce | null,
): TenderSummary {
  const deadline = deadlineStatus(row.deadline, now);
  const lots = row.lots.map((l) => ({ title: l.title ?? '', cpvCodes: l.cpvCodes }));
  const compatibility = computeCompatibility(
    {
      metier: viewer.metier,
      userDepartement: viewer.departement,
      dossierCompletion: viewer.dossierCompletion,
      tradeFit: cachedTradeFit(row, viewer.metier, lots),
      dce,
      tender: {
        title: row.title,
        description: row.description,
        cpvCodes: row.cpvCodes,
        lots,
        descripteurs: row.descripteurs,
        departements: row.departements,
        deadline: row.deadline,
        amountCents: row.amountCents,
      },
    },
    now,
  );
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    location: location(row),
    departements: row.departements,
    buyer_name: row.buyer.name,
    deadline: row.deadline ? row.deadline.toISOString() : null,
    deadline_status: deadline.status,
    days_left: deadline.daysLeft,
    amount: centsToEuros(row.amountCents),
    cpv_code: row.cpvCodes[0] ?? null,
    cpv_codes: row.cpvCodes,
    profession: tradeLabel(viewer.metier),
    publication_date: row.publicationDate,
    source_url: row.noticeUrl,
    real_boamp_url: row.source === 'boamp' && !row.isExample ? row.noticeUrl : null,
    // The tender's files (DCE) are downloaded and read by the tender-files work; none yet.
    has_real_documents: false,
    documents_summary: { total_count: 0, types_available: [] },
    compatibility_analysis: {
      score_global: compatibility.score_global,
      ai_message: compatibility.ai_message,
      ...(dce ? { reasons: compatibility.reasons } : {}),
    },
    status: row.status === 'awarded' || row.status === 'cancelled' ? row.status : 'open',
    is_example: row.isExample,
    // Only its author ever reads a submitted tender (the queries see to it).
    submitted_by_me: row.submittedByUserId !== null,
  };
}

export function presentTenderDetail(
  row: TenderDetailRow,
  viewer: Viewer,
  now: Date,
  dce?: CompatibilityDce | null,
): TenderDetail {
  return {
    ...presentTenderSummary(row, viewer, now, dce),
    source: row.source,
    source_id: row.sourceId,
    nature: row.nature,
    procedure: row.procedure,
    buyer: {
      name: row.buyer.name,
      email: row.buyer.email,
      phone: row.buyer.phone,
      url: row.buyer.url,
      address: row.buyer.address,
      postal_code: row.buyer.postalCode,
      city: row.buyer.city,
    },
    lots: row.lots.map((l) => ({
      number: l.number,
      title: l.title ?? '',
      description: l.description,
      cpv_codes: l.cpvCodes,
      amount: centsToEuros(l.amountCents),
    })),
    criteria: row.criteria,
    execution_place: row.executionPlace,
    duration_months: row.durationMonths,
    dce_url: row.dceUrl,
    winners: row.winners,
    descripteurs: row.descripteurs,
    submission: row.submission
      ? {
          authority: row.submission.authority,
          location: row.submission.location,
          execution_delay: row.submission.executionDelay,
          contact_email: row.buyer.email,
          contact_phone: row.buyer.phone,
          source_url: row.submission.sourceUrl,
          requirements: row.submission.requirements,
          dce_content: row.submission.dceContent,
          notes: row.submission.notes,
        }
      : null,
  };
}
