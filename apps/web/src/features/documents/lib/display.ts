import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UNSUPPORTED,
  type Document,
  type DocumentTypeStatus,
  type FileHealthResponse,
} from '@batiao/shared/contracts/documents';
import {
  CRITICAL_DOCUMENT_TYPES,
  DOCUMENT_TYPE_INFO,
  parisDate,
  type DocumentType,
  type ValidityRule,
} from '@batiao/shared/domain/documents';
import { ApiError } from '../../../lib/api-client';
import { formatDate, pluralize } from '../../../lib/format';

/** core-journey §8, documents. */
export const DOCUMENTS_LOAD_ERROR = 'Erreur lors du chargement des documents';
export const UPLOAD_ERROR = 'Erreur lors de l’upload du document';
export const UPDATE_ERROR = 'Erreur lors de l’enregistrement de la date';
export const DELETE_ERROR = 'Erreur lors de la suppression du document';
export const DOWNLOAD_ERROR = 'Erreur lors du téléchargement du document';

/** core-journey §5: PDF, JPG, JPEG, PNG, DOC, DOCX. */
export const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
export const ACCEPTED_FORMATS_HINT = 'PDF, JPG, PNG, DOC ou DOCX · 10\u00a0Mo maximum';

/** core-journey §9: shown as required on its card, but not counted in the file completion. */
export const REQUIRED_NOT_COUNTED: readonly DocumentType[] = ['attestation_fiscale'];

export const CRITICAL_COUNT = CRITICAL_DOCUMENT_TYPES.length;

/** Short names of the 6 critical documents, for the dashboard checklist. */
export const CRITICAL_SHORT_LABELS: Record<(typeof CRITICAL_DOCUMENT_TYPES)[number], string> = {
  kbis: 'Kbis',
  urssaf: 'URSSAF',
  rc_pro: 'RC Pro',
  decennale: 'Décennale',
  piece_identite: 'Pièce d’identité',
  rib: 'RIB',
};

export type CriticalState = 'valid' | 'expiring_soon' | 'expired' | 'missing';

/** Each critical document's state, read from the file health. */
export function criticalStates(
  health: Pick<FileHealthResponse, 'missing_critical' | 'expired' | 'expiring_soon'>,
): { type: (typeof CRITICAL_DOCUMENT_TYPES)[number]; state: CriticalState }[] {
  return CRITICAL_DOCUMENT_TYPES.map((type) => ({
    type,
    state: health.missing_critical.includes(type)
      ? 'missing'
      : health.expired.includes(type)
        ? 'expired'
        : health.expiring_soon.includes(type)
          ? 'expiring_soon'
          : 'valid',
  }));
}

export function isRequired(type: DocumentTypeStatus): boolean {
  return type.critical || REQUIRED_NOT_COUNTED.includes(type.document_type);
}

export function documentLabel(type: DocumentType): string {
  return DOCUMENT_TYPE_INFO[type].label;
}

export function validityRule(type: DocumentType): ValidityRule {
  return DOCUMENT_TYPE_INFO[type].validity;
}

/** The reason a file cannot be sent, checked before any byte leaves (core-journey §5); null when fine. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) {
    return DOCUMENT_TOO_LARGE;
  }
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    return DOCUMENT_UNSUPPORTED;
  }
  return null;
}

/**
 * core-journey §8: 'Erreur lors de l'upload du document' followed by the status code and the
 * server's detail, or ' - Problème de connexion', or the message.
 */
export function uploadErrorMessage(error: unknown): string {
  return failureMessage(UPLOAD_ERROR, error);
}

/** "<prefix> - <status> : <detail>", "<prefix> - Problème de connexion" or "<prefix> - <message>". */
export function failureMessage(prefix: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) {
      return `${prefix} - Problème de connexion`;
    }
    return error.detail === undefined
      ? `${prefix} - ${error.status}`
      : `${prefix} - ${error.status} : ${error.message}`;
  }
  if (error instanceof Error && error.message) {
    return `${prefix} - ${error.message}`;
  }
  return prefix;
}

/** 850 → "850 o", 12 400 → "12 Ko", 1 250 000 → "1,2 Mo". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} o`;
  }
  if (bytes < 1024 * 1024) {
    return `${Math.round(bytes / 1024)} Ko`;
  }
  const mega = bytes / (1024 * 1024);
  return `${mega.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

export type StatusTone = 'missing' | 'missing-required' | 'valid' | 'undated' | 'expiring' | 'expired';

export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

/** Manquant / Déposé – valide / Déposé – date à saisir / Expire bientôt / Expiré. */
export function statusBadge(type: DocumentTypeStatus): StatusBadge {
  switch (type.status) {
    case 'missing':
      return { label: 'Manquant', tone: isRequired(type) ? 'missing-required' : 'missing' };
    case 'expired':
      return { label: 'Expiré', tone: 'expired' };
    case 'expiring_soon':
      return { label: 'Expire bientôt', tone: 'expiring' };
    case 'valid':
      return type.document?.needs_valid_until
        ? { label: 'Déposé – date à saisir', tone: 'undated' }
        : { label: 'Déposé – valide', tone: 'valid' };
  }
}

/** "dans 12 jours", "aujourd’hui", "il y a 3 jours". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) {
    return 'aujourd’hui';
  }
  return daysLeft > 0 ? `dans ${pluralize(daysLeft, 'jour')}` : `il y a ${pluralize(-daysLeft, 'jour')}`;
}

/** The validity line of a stored document, in French. */
export function validityText(document: Document): string {
  if (document.needs_valid_until) {
    return 'Date de fin de validité à saisir';
  }
  if (!document.expires_on) {
    return 'Sans date de fin de validité';
  }
  const date = formatDate(document.expires_on);
  const left = document.days_left ?? 0;
  if (document.status === 'expired') {
    return `A expiré le ${date} (${daysLeftText(left)})`;
  }
  if (document.status === 'expiring_soon') {
    return left === 0 ? `Expire aujourd’hui (${date})` : `Expire le ${date} (${daysLeftText(left)})`;
  }
  return `Valable jusqu’au ${date}`;
}

/** Where a computed end date comes from, for the documents valid N months from issue. */
export function expirySource(document: Document): string | null {
  const rule = validityRule(document.document_type);
  if (rule.kind !== 'months' || document.valid_until) {
    return null;
  }
  return document.issued_at
    ? `Calculée : délivré le ${formatDate(document.issued_at)} + ${rule.months} mois`
    : `Calculée : déposé le ${formatDate(document.upload_date)} + ${rule.months} mois`;
}

export type OverallHealth = FileHealthResponse['overall_health'];

/** core-journey §2: good = 'Complet', warning = 'Attention', anything else = 'Incomplet'. */
export function healthLabel(health: OverallHealth | string): 'Complet' | 'Attention' | 'Incomplet' {
  if (health === 'good') {
    return 'Complet';
  }
  return health === 'warning' ? 'Attention' : 'Incomplet';
}

/** core-journey §9: green at 80 or above, yellow at 60 or above, red below. */
export function completionTone(percent: number): { bar: string; text: string; name: 'green' | 'yellow' | 'red' } {
  if (percent >= 80) {
    return { bar: 'bg-emerald-500', text: 'text-emerald-700', name: 'green' };
  }
  if (percent >= 60) {
    return { bar: 'bg-amber-400', text: 'text-amber-700', name: 'yellow' };
  }
  return { bar: 'bg-red-500', text: 'text-red-700', name: 'red' };
}

/** The critical documents present and valid, out of 6, from the completion percentage. */
export function criticalValidCount(completion: number): number {
  return Math.round((completion / 100) * CRITICAL_COUNT);
}

/** Today in Paris, "YYYY-MM-DD" (the upper bound of an issue date). */
export function parisToday(now: Date = new Date()): string {
  return parisDate(now);
}
