import type { TenderDetail, TenderSummary } from '@batiao/shared/contracts/tenders';
import { computeCompatibility } from '@batiao/shared/domain/compatibility';
import { deadlineStatus } from '@batiao/shared/domain/deadline';
import { getDepartement } from '@batiao/shared/domain/departements';
import { tradeLabel } from '@batiao/shared/domain/trades';
import type { TenderRow } from '../../db/schema/index.ts';

export interface Viewer {
  metier: string;
  departement: string;
  dossierCompletion: number | null;
}

const centsToEuros = (cents: number | null): number | null => (cents === null ? null : cents / 100);

function location(row: TenderRow): string {
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

/** A tender as a card of the list shows it, scored for this viewer. */
export function presentTenderSummary(row: TenderRow, viewer: Viewer, now: Date): TenderSummary {
  const deadline = deadlineStatus(row.deadline, now);
  const compatibility = computeCompatibility(
    {
      metier: viewer.metier,
      userDepartement: viewer.departement,
      dossierCompletion: viewer.dossierCompletion,
      tender: {
        title: row.title,
        description: row.description,
        cpvCodes: row.cpvCodes,
        lots: row.lots.map((l) => ({ title: l.title ?? '', cpvCodes: l.cpvCodes })),
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
    compatibility_analysis: { score_global: compatibility.score_global, ai_message: compatibility.ai_message },
    status: row.status === 'awarded' || row.status === 'cancelled' ? row.status : 'open',
    is_example: row.isExample,
  };
}

export function presentTenderDetail(row: TenderRow, viewer: Viewer, now: Date): TenderDetail {
  return {
    ...presentTenderSummary(row, viewer, now),
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
  };
}
