import type { TenderSummary } from '@batiao/shared/contracts/tenders';
import { formatEuros, pluralize } from '../../../lib/format';

export const AMOUNT_UNKNOWN = 'Montant non communiqué';
export const NO_DCE_DOCUMENTS = 'Aucun document DCE disponible';
export const LOAD_ERROR_MESSAGE = 'Erreur lors du chargement des appels d’offres';
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Abonnement requis pour générer une réponse';

/** "180 000 €" or "Montant non communiqué". */
export function amountLabel(amount: number | null): string {
  return amount === null ? AMOUNT_UNKNOWN : formatEuros(amount);
}

/** "dans 12 jours", "dans 1 jour", "Expiré"; null when the deadline is unknown. */
export function daysLeftLabel(tender: Pick<TenderSummary, 'deadline_status' | 'days_left'>): string | null {
  if (tender.deadline_status === 'expired') {
    return 'Expiré';
  }
  if (tender.days_left === null || tender.deadline_status === 'unknown') {
    return null;
  }
  return `dans ${pluralize(tender.days_left, 'jour')}`;
}

/** "3 documents DCE : CCTP, RC, DPGF" or "Aucun document DCE disponible". */
export function documentsLabel(summary: TenderSummary['documents_summary']): string {
  if (summary.total_count <= 0) {
    return NO_DCE_DOCUMENTS;
  }
  const count = pluralize(summary.total_count, 'document DCE', 'documents DCE');
  return summary.types_available.length > 0 ? `${count} : ${summary.types_available.join(', ')}` : count;
}

/** A tender one can still answer: open, and not past its deadline (the server's rule too). */
export { isAnswerable } from '@batiao/shared/domain/deadline';

/** The official notice, when there is one (sample tenders have none). */
export function officialNoticeUrl(tender: Pick<TenderSummary, 'source_url' | 'real_boamp_url'>): string | null {
  const url = tender.source_url.trim() || tender.real_boamp_url?.trim() || '';
  return /^https?:\/\//i.test(url) ? url : null;
}
