/**
 * The administrative file (core-journey §3, §9; docs/domain/admin-docs.md §3): the 13 document
 * types, their validity rules, the status of one document and the health of the whole file.
 *
 * Dates: `issued_at` and `valid_until` are calendar dates ("YYYY-MM-DD"). A document is valid
 * through the whole of its `valid_until` day, read in Europe/Paris: "today" is the Paris
 * calendar date of `now`, so the result does not depend on the machine's time zone.
 */

export const DOCUMENT_TYPES = [
  'kbis',
  'urssaf',
  'rc_pro',
  'decennale',
  'piece_identite',
  'rib',
  'qualibat',
  'grille_tarifaire',
  'cv_dirigeant',
  'references_projets',
  'non_condamnation',
  'bilan_comptable',
  'attestation_fiscale',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CRITICAL_DOCUMENT_TYPES = [
  'kbis',
  'urssaf',
  'rc_pro',
  'decennale',
  'piece_identite',
  'rib',
] as const satisfies readonly DocumentType[];

/** A document is "expiring soon" when it expires within this many days (today included). */
export const EXPIRING_SOON_DAYS = 30;

/**
 * How long a document stays valid:
 * - `months`: from its issue date (URSSAF 6 months by law; Kbis 3 and attestation fiscale 6 by
 *   custom); the user may still enter the date printed on it, which then wins;
 * - `printed`: the period printed on the certificate, entered by the user ("valable jusqu'au");
 * - `none`: no expiry.
 */
export type ValidityRule = { kind: 'months'; months: number } | { kind: 'printed' } | { kind: 'none' };

export interface DocumentTypeInfo {
  type: DocumentType;
  label: string;
  critical: boolean;
  tips: string;
  validity: ValidityRule;
  /** The validity rule in one French sentence, for the card. */
  validityText: string;
}

const info = (
  type: DocumentType,
  label: string,
  tips: string,
  validity: ValidityRule,
  validityText: string,
): DocumentTypeInfo => ({
  type,
  label,
  critical: (CRITICAL_DOCUMENT_TYPES as readonly string[]).includes(type),
  tips,
  validity,
  validityText,
});

export const DOCUMENT_TYPE_INFO: Record<DocumentType, DocumentTypeInfo> = {
  kbis: info(
    'kbis',
    'Extrait Kbis (ou extrait RNE / D1)',
    'Téléchargez-le sur infogreffe.fr ou, pour un artisan, l’extrait RNE sur data.inpi.fr. Les acheteurs demandent en général un extrait de moins de 3 mois.',
    { kind: 'months', months: 3 },
    'À renouveler 3 mois après sa date d’émission (usage des acheteurs).',
  ),
  urssaf: info(
    'urssaf',
    'Attestation de vigilance URSSAF',
    'Téléchargez-la immédiatement depuis votre espace en ligne sur urssaf.fr. Elle doit être renouvelée tous les 6 mois pendant l’exécution du marché.',
    { kind: 'months', months: 6 },
    'Valable 6 mois à compter de sa date d’émission.',
  ),
  rc_pro: info(
    'rc_pro',
    'Attestation d’assurance RC Professionnelle',
    'Demandez l’attestation de l’année en cours à votre assureur ou courtier. Indiquez la date de fin de validité imprimée sur l’attestation.',
    { kind: 'printed' },
    'Valable pour la période imprimée sur l’attestation (en général un an).',
  ),
  decennale: info(
    'decennale',
    'Attestation d’assurance décennale',
    'Votre assureur la délivre selon le modèle obligatoire : vérifiez que les activités couvertes correspondent aux lots visés. Indiquez la date de fin de validité imprimée.',
    { kind: 'printed' },
    'Valable pour la période imprimée, qui doit couvrir l’ouverture du chantier.',
  ),
  piece_identite: info(
    'piece_identite',
    'Pièce d’identité du dirigeant',
    'Carte d’identité ou passeport en cours de validité du représentant légal, recto et verso.',
    { kind: 'none' },
    'Sans date de fin dans le dossier ; vérifiez qu’elle n’est pas périmée.',
  ),
  rib: info(
    'rib',
    'RIB de l’entreprise',
    'Le relevé d’identité bancaire du compte à créditer, au nom de l’entreprise. Mettez-le à jour si vous changez de compte.',
    { kind: 'none' },
    'Sans date de fin.',
  ),
  qualibat: info(
    'qualibat',
    'Certificat Qualibat / RGE / Qualifelec',
    'Joignez le certificat en cours avec ses numéros de qualification. L’acheteur doit accepter toute preuve équivalente si vous n’en avez pas.',
    { kind: 'printed' },
    'Valable jusqu’à la date de fin imprimée sur le certificat.',
  ),
  grille_tarifaire: info(
    'grille_tarifaire',
    'Grille tarifaire',
    'Vos prix unitaires de référence. Elle vous aide à remplir le BPU ou la DPGF de chaque consultation.',
    { kind: 'none' },
    'Sans date de fin.',
  ),
  cv_dirigeant: info(
    'cv_dirigeant',
    'CV du dirigeant',
    'Diplômes, titres professionnels et expérience du dirigeant et des responsables de chantier.',
    { kind: 'none' },
    'Sans date de fin.',
  ),
  references_projets: info(
    'references_projets',
    'Références de chantiers',
    'Les travaux des 5 dernières années avec montant, date, lieu et client. Ajoutez les attestations de bonne exécution des plus importants.',
    { kind: 'none' },
    'Sans date de fin ; gardez les chantiers des 5 dernières années.',
  ),
  non_condamnation: info(
    'non_condamnation',
    'Déclaration sur l’honneur (non-condamnation)',
    'Elle figure dans le DC1 (rubrique F1) ou le DUME. Datez-la et signez-la pour chaque consultation.',
    { kind: 'none' },
    'Sans date de fin ; datée pour chaque consultation.',
  ),
  bilan_comptable: info(
    'bilan_comptable',
    'Bilan comptable',
    'Les bilans et le chiffre d’affaires des 3 derniers exercices, fournis par votre expert-comptable.',
    { kind: 'none' },
    'Sans date de fin ; à mettre à jour à chaque exercice.',
  ),
  attestation_fiscale: info(
    'attestation_fiscale',
    'Attestation de régularité fiscale',
    'Téléchargez-la dans votre espace professionnel sur impots.gouv.fr (« Attestation fiscale »). Les acheteurs l’acceptent en général si elle a moins de 6 mois.',
    { kind: 'months', months: 6 },
    'À renouveler 6 mois après sa date d’émission (usage des acheteurs).',
  ),
};

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export type DocumentStatus = 'valid' | 'expiring_soon' | 'expired' | 'missing';

/** What the rules need to know of one stored document. */
export interface DocumentFacts {
  document_type: DocumentType;
  /** Issue date printed on the document, "YYYY-MM-DD", when entered. */
  issued_at?: string | null;
  /** "Valable jusqu'au", "YYYY-MM-DD", when entered. */
  valid_until?: string | null;
  /** When it was uploaded (ISO instant): the issue date when none was entered. */
  uploaded_at: string | Date;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is "YYYY-MM-DD" a real calendar date? */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) {
    return false;
  }
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The earliest date a document may bear, issued or valid until (issue 11 item 15). */
export const DOCUMENT_DATE_MIN = '1900-01-01';
/** The latest « valable jusqu'au » accepted: no certificate runs past 2100. */
export const DOCUMENT_VALID_UNTIL_MAX = '2100-12-31';

/** The messages of the date rules, in French, each naming its field. */
export const DOCUMENT_DATE_MESSAGES = {
  issuedInFuture: 'La date de délivrance ne peut pas être dans le futur.',
  issuedTooOld: 'La date de délivrance ne peut pas être antérieure au 01/01/1900.',
  validUntilOutOfRange: 'La date de fin de validité doit être comprise entre le 01/01/1900 et le 31/12/2100.',
} as const;

/**
 * The latest issue date accepted on `now`: tomorrow in Paris, so that a document dated where the
 * day has already begun is not refused.
 */
export function latestIssueDate(now: Date): string {
  const [y, m, d] = parisDate(now).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** What is wrong with an issue date ("YYYY-MM-DD") on `now`, or null: not after tomorrow, not before 1900. */
export function issuedAtProblem(date: string, now: Date): string | null {
  if (date < DOCUMENT_DATE_MIN) {
    return DOCUMENT_DATE_MESSAGES.issuedTooOld;
  }
  return date > latestIssueDate(now) ? DOCUMENT_DATE_MESSAGES.issuedInFuture : null;
}

/** What is wrong with a « valable jusqu'au » ("YYYY-MM-DD"), or null: between 1900 and 2100. */
export function validUntilProblem(date: string): string | null {
  return date < DOCUMENT_DATE_MIN || date > DOCUMENT_VALID_UNTIL_MAX
    ? DOCUMENT_DATE_MESSAGES.validUntilOutOfRange
    : null;
}

/** The date rules over the dates a request gives (null and absent are not checked), field by field. */
export function documentDateProblems(
  dates: { issued_at?: string | null; valid_until?: string | null },
  now: Date,
): { field: 'issued_at' | 'valid_until'; message: string }[] {
  const problems: { field: 'issued_at' | 'valid_until'; message: string }[] = [];
  const issued = dates.issued_at ? issuedAtProblem(dates.issued_at, now) : null;
  if (issued) {
    problems.push({ field: 'issued_at', message: issued });
  }
  const until = dates.valid_until ? validUntilProblem(dates.valid_until) : null;
  if (until) {
    problems.push({ field: 'valid_until', message: until });
  }
  return problems;
}

const parisDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Paris calendar date of an instant, "YYYY-MM-DD". */
export function parisDate(instant: Date | string): string {
  return parisDateFormat.format(instant instanceof Date ? instant : new Date(instant));
}

function toUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** `date` + `months` months − 1 day: a 6-month attestation issued on 15 Jan is valid through 14 Jul. */
export function addMonthsInclusive(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y ?? 1970;
  const month = (m ?? 1) - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(year, month, Math.min(d ?? 1, lastDay)) - DAY;
  return new Date(end).toISOString().slice(0, 10);
}

const DAY = 86_400_000;

/** Calendar days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY);
}

/**
 * The last day the document is valid, or null when it never expires (or its printed period was
 * not entered). An entered `valid_until` always wins over the computed one.
 */
export function documentExpiry(doc: DocumentFacts): string | null {
  if (doc.valid_until) {
    return doc.valid_until;
  }
  const rule = DOCUMENT_TYPE_INFO[doc.document_type].validity;
  if (rule.kind !== 'months') {
    return null;
  }
  const issued = doc.issued_at ?? parisDate(doc.uploaded_at);
  return addMonthsInclusive(issued, rule.months);
}

export interface DocumentValidity {
  status: DocumentStatus;
  /** Last valid day, "YYYY-MM-DD"; null when it does not expire or is missing. */
  expires_on: string | null;
  /** Days left until `expires_on` (0 = last day, negative once expired); null without expiry. */
  days_left: number | null;
  /** A printed-period document whose end date the user has not entered yet. */
  needs_valid_until: boolean;
}

export function documentValidity(doc: DocumentFacts | null | undefined, now: Date): DocumentValidity {
  if (!doc) {
    return { status: 'missing', expires_on: null, days_left: null, needs_valid_until: false };
  }
  const needs = DOCUMENT_TYPE_INFO[doc.document_type].validity.kind === 'printed' && !doc.valid_until;
  const expires = documentExpiry(doc);
  if (expires === null) {
    return { status: 'valid', expires_on: null, days_left: null, needs_valid_until: needs };
  }
  const left = daysBetween(parisDate(now), expires);
  const status: DocumentStatus = left < 0 ? 'expired' : left <= EXPIRING_SOON_DAYS ? 'expiring_soon' : 'valid';
  return { status, expires_on: expires, days_left: left, needs_valid_until: needs };
}

/** valid / expiring_soon / expired / missing. */
export function documentStatus(doc: DocumentFacts | null | undefined, now: Date): DocumentStatus {
  return documentValidity(doc, now).status;
}

export type OverallHealth = 'good' | 'warning' | 'incomplete';

export interface FileHealth {
  overall_health: OverallHealth;
  missing_critical: DocumentType[];
  expired: DocumentType[];
  expiring_soon: DocumentType[];
  recommendations: string[];
  /** Share (0–100) of the 6 critical documents present and valid (expiring soon still counts). */
  dossier_completion: number;
}

/** The document that counts for each type: the most recently uploaded one. */
export function currentByType<T extends DocumentFacts>(docs: readonly T[]): Map<DocumentType, T> {
  const byType = new Map<DocumentType, T>();
  for (const doc of docs) {
    const seen = byType.get(doc.document_type);
    if (!seen || new Date(doc.uploaded_at).getTime() > new Date(seen.uploaded_at).getTime()) {
      byType.set(doc.document_type, doc);
    }
  }
  return byType;
}

const frenchDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * The health of the file: incomplete while a critical document is missing or expired; warning
 * when an optional one expired, one expires within 30 days, or an insurance end date is missing;
 * good otherwise.
 */
export function fileHealth(docs: readonly DocumentFacts[], now: Date): FileHealth {
  const current = currentByType(docs);
  const missingCritical: DocumentType[] = [];
  const expired: DocumentType[] = [];
  const expiringSoon: DocumentType[] = [];
  const undated: DocumentType[] = [];
  const recommendations: string[] = [];
  let criticalValid = 0;

  for (const type of DOCUMENT_TYPES) {
    const typeInfo = DOCUMENT_TYPE_INFO[type];
    const validity = documentValidity(current.get(type), now);
    if (validity.status === 'missing') {
      if (typeInfo.critical) {
        missingCritical.push(type);
        recommendations.push(`Ajoutez le document « ${typeInfo.label} » : il est indispensable pour candidater.`);
      }
      continue;
    }
    if (validity.status === 'expired') {
      expired.push(type);
      recommendations.push(
        `Renouvelez le document « ${typeInfo.label} » : il a expiré le ${frenchDate(validity.expires_on ?? '')}.`,
      );
      continue;
    }
    if (typeInfo.critical) {
      criticalValid += 1;
    }
    if (validity.status === 'expiring_soon') {
      expiringSoon.push(type);
      const left = validity.days_left ?? 0;
      recommendations.push(
        `Préparez le renouvellement du document « ${typeInfo.label} » : il expire le ${frenchDate(validity.expires_on ?? '')}` +
          (left === 0 ? ' (aujourd’hui).' : ` (dans ${left} jour${left > 1 ? 's' : ''}).`),
      );
    }
    if (validity.needs_valid_until) {
      undated.push(type);
      recommendations.push(
        `Indiquez la date de fin de validité du document « ${typeInfo.label} » pour être prévenu avant son expiration.`,
      );
    }
  }

  const criticalExpired = expired.some((t) => DOCUMENT_TYPE_INFO[t].critical);
  const overall: OverallHealth =
    missingCritical.length > 0 || criticalExpired
      ? 'incomplete'
      : expired.length > 0 || expiringSoon.length > 0 || undated.length > 0
        ? 'warning'
        : 'good';

  return {
    overall_health: overall,
    missing_critical: missingCritical,
    expired,
    expiring_soon: expiringSoon,
    recommendations,
    dossier_completion: Math.round((criticalValid / CRITICAL_DOCUMENT_TYPES.length) * 100),
  };
}

/**
 * Expiry reminders (issue 4): 30 days before, 7 days before, and once expired. Only the most
 * urgent one that applies is due: a document uploaded 5 days before its expiry gets the 7-day
 * reminder, not the 30-day one as well.
 */
export type ReminderKind = 'j30' | 'j7' | 'expired';

export function reminderDue(validity: DocumentValidity): ReminderKind | null {
  if (validity.days_left === null || validity.status === 'missing') {
    return null;
  }
  if (validity.days_left < 0) {
    return 'expired';
  }
  if (validity.days_left <= 7) {
    return 'j7';
  }
  if (validity.days_left <= EXPIRING_SOON_DAYS) {
    return 'j30';
  }
  return null;
}
