import {
  type INSURANCE_TYPES,
  companyProfileInputSchema,
  type CompanyProfile,
  type CompanyProfileInput,
  type LegalForm,
} from '@batiao/shared/contracts/company';
import type { CompanyCompletionFacts } from '@batiao/shared/domain/company';
import { formatSiret, isValidSiret, normalizeSiret } from '@batiao/shared/domain/siret';
import { ApiError } from '../../../lib/api-client';

/**
 * The "Mon entreprise" form: what the user types (strings, euros) ⇄ the contract (numbers, cents).
 * Errors are keyed by the contract's field path ("siret", "references.0.projet"), the same keys
 * as the server's `{field, message}` list, so both land on the same inputs.
 */

export type InsuranceType = (typeof INSURANCE_TYPES)[number];

let lastKey = 0;
/** A stable React key for a row the user adds. */
export const newRowKey = () => `row-${(lastKey += 1)}`;

export interface StaffRow {
  key: string;
  role: string;
  nombre: string;
}
export interface TurnoverRow {
  key: string;
  annee: string;
  montant: string;
}
export interface QualificationRow {
  key: string;
  organisme: string;
  intitule: string;
  numero: string;
  valid_until: string;
}
export interface InsuranceRow {
  key: string;
  type: InsuranceType;
  assureur: string;
  numero_police: string;
  couverture: string;
  valid_until: string;
}
export interface EquipmentRow {
  key: string;
  designation: string;
  quantite: string;
  details: string;
}
export interface ReferenceRow {
  key: string;
  /** Set once saved: photos can then be added, and sending it back keeps them. */
  id: string | null;
  projet: string;
  client: string;
  annee: string;
  montant: string;
  description: string;
}

export interface CompanyDraft {
  raison_sociale: string;
  siret: string;
  forme_juridique: LegalForm | '';
  adresse: string;
  code_postal: string;
  ville: string;
  annee_creation: string;
  effectifs: StaffRow[];
  chiffres_affaires: TurnoverRow[];
  qualifications: QualificationRow[];
  assurances: InsuranceRow[];
  materiel: EquipmentRow[];
  references: ReferenceRow[];
}

export type ListName = 'effectifs' | 'chiffres_affaires' | 'qualifications' | 'assurances' | 'materiel' | 'references';
export type FormErrors = Record<string, string>;

// ---- Money -----------------------------------------------------------------------------------

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * "12 500,50" / "12500.5" / "12 500 €" → 1250050 cents; undefined when blank, null when it is not
 * an amount in euros with at most two decimals. Integer arithmetic: no floating-point cents.
 */
export function parseEuros(value: string): number | null | undefined {
  const text = value.replace(SPACES, '').replace(/€$/, '').replace(',', '.');
  if (text === '') {
    return undefined;
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    return null;
  }
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

const groupedInteger = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: true });

/** 1250050 → "12 500,50"; 84500000 → "845 000" (plain spaces, so that it reads back). */
export function centsToInput(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = groupedInteger.format(euros).replace(SPACES, ' ');
  return rest === 0 ? whole : `${whole},${String(rest).padStart(2, '0')}`;
}

// ---- Profile ⇄ draft --------------------------------------------------------------------------

const text = (value: string | null | undefined) => value ?? '';

export function toDraft(profile: CompanyProfile): CompanyDraft {
  return {
    raison_sociale: text(profile.raison_sociale),
    siret: profile.siret ? formatSiret(profile.siret) : '',
    forme_juridique: profile.forme_juridique ?? '',
    adresse: text(profile.adresse),
    code_postal: text(profile.code_postal),
    ville: text(profile.ville),
    annee_creation: profile.annee_creation === null ? '' : String(profile.annee_creation),
    effectifs: profile.effectifs.map((row) => ({ key: newRowKey(), role: row.role, nombre: String(row.nombre) })),
    chiffres_affaires: profile.chiffres_affaires.map((row) => ({
      key: newRowKey(),
      annee: String(row.annee),
      montant: centsToInput(row.montant_ht_cents),
    })),
    qualifications: profile.qualifications.map((row) => ({
      key: newRowKey(),
      organisme: row.organisme,
      intitule: row.intitule,
      numero: text(row.numero),
      valid_until: text(row.valid_until),
    })),
    assurances: profile.assurances.map((row) => ({
      key: newRowKey(),
      type: row.type,
      assureur: row.assureur,
      numero_police: text(row.numero_police),
      couverture: text(row.couverture),
      valid_until: text(row.valid_until),
    })),
    materiel: profile.materiel.map((row) => ({
      key: newRowKey(),
      designation: row.designation,
      quantite: String(row.quantite),
      details: text(row.details),
    })),
    references: profile.references.map((row) => ({
      key: newRowKey(),
      id: row.id,
      projet: row.projet,
      client: row.client,
      annee: String(row.annee),
      montant: row.montant_ht_cents === null ? '' : centsToInput(row.montant_ht_cents),
      description: text(row.description),
    })),
  };
}

/** The draft without its React keys: two drafts with the same content compare equal. */
export function draftFingerprint(draft: CompanyDraft): string {
  const strip = <T extends { key: string }>(rows: T[]) => rows.map(({ key: _key, ...rest }) => rest);
  return JSON.stringify({
    ...draft,
    effectifs: strip(draft.effectifs),
    chiffres_affaires: strip(draft.chiffres_affaires),
    qualifications: strip(draft.qualifications),
    assurances: strip(draft.assurances),
    materiel: strip(draft.materiel),
    references: strip(draft.references),
  });
}

// ---- Draft → payload --------------------------------------------------------------------------

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** "12" → 12; blank → undefined; anything but a whole number → NaN (refused by the schema's messages). */
function integer(value: string): number | undefined {
  const trimmed = value.replace(SPACES, '');
  if (trimmed === '') {
    return undefined;
  }
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The PUT body, checked in the browser with the same contract as the server, plus the errors of
 * what cannot even be converted (an amount that is not in euros, a missing number).
 */
export function toPayload(draft: CompanyDraft): { payload: CompanyProfileInput; errors: FormErrors } {
  const errors: FormErrors = {};
  const amount = (value: string, path: string, required: boolean): number | null => {
    const cents = parseEuros(value);
    if (cents === undefined) {
      if (required) {
        errors[path] = 'Indiquez le montant en euros HT';
      }
      return null;
    }
    if (cents === null) {
      errors[path] = 'Montant en euros, par exemple 12 500 ou 12 500,50';
      return null;
    }
    return cents;
  };
  const requiredInteger = (value: string, path: string, missing: string): number => {
    const n = integer(value);
    if (n === undefined) {
      errors[path] = missing;
      return 0;
    }
    return n;
  };

  const payload: CompanyProfileInput = {
    raison_sociale: optional(draft.raison_sociale),
    siret: optional(draft.siret),
    forme_juridique: draft.forme_juridique === '' ? null : draft.forme_juridique,
    adresse: optional(draft.adresse),
    code_postal: optional(draft.code_postal),
    ville: optional(draft.ville),
    annee_creation: integer(draft.annee_creation) ?? null,
    effectifs: draft.effectifs.map((row, i) => ({
      role: row.role,
      nombre: requiredInteger(row.nombre, `effectifs.${i}.nombre`, 'Indiquez le nombre de personnes'),
    })),
    chiffres_affaires: draft.chiffres_affaires.map((row, i) => ({
      annee: requiredInteger(row.annee, `chiffres_affaires.${i}.annee`, 'Indiquez l’année de l’exercice'),
      montant_ht_cents: amount(row.montant, `chiffres_affaires.${i}.montant_ht_cents`, true) ?? 0,
    })),
    qualifications: draft.qualifications.map((row) => ({
      organisme: row.organisme,
      intitule: row.intitule,
      numero: optional(row.numero),
      valid_until: optional(row.valid_until),
    })),
    assurances: draft.assurances.map((row) => ({
      type: row.type,
      assureur: row.assureur,
      numero_police: optional(row.numero_police),
      couverture: optional(row.couverture),
      valid_until: optional(row.valid_until),
    })),
    materiel: draft.materiel.map((row, i) => ({
      designation: row.designation,
      quantite: requiredInteger(row.quantite, `materiel.${i}.quantite`, 'Indiquez la quantité'),
      details: optional(row.details),
    })),
    references: draft.references.map((row, i) => ({
      ...(row.id ? { id: row.id } : {}),
      projet: row.projet,
      client: row.client,
      annee: requiredInteger(row.annee, `references.${i}.annee`, 'Indiquez l’année de réalisation'),
      montant_ht_cents: amount(row.montant, `references.${i}.montant_ht_cents`, false),
      description: optional(row.description),
    })),
  };

  const checked = companyProfileInputSchema.safeParse(payload);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.');
      if (path && !errors[path]) {
        errors[path] = issue.message;
      }
    }
  }
  return { payload, errors };
}

// ---- Completion and SIRET feedback -----------------------------------------------------------

/** What the profile would look like once saved, for the live completion indicator. */
export function completionFacts(draft: CompanyDraft): CompanyCompletionFacts {
  return {
    raison_sociale: optional(draft.raison_sociale),
    siret: isValidSiret(draft.siret) ? normalizeSiret(draft.siret) : null,
    forme_juridique: draft.forme_juridique || null,
    adresse: optional(draft.adresse),
    code_postal: /^\d{5}$/.test(draft.code_postal.trim()) ? draft.code_postal.trim() : null,
    ville: optional(draft.ville),
    annee_creation: integer(draft.annee_creation) ?? null,
    effectifs: draft.effectifs.map((row) => ({ nombre: integer(row.nombre) ?? 0 })),
    chiffres_affaires: draft.chiffres_affaires,
    qualifications: draft.qualifications,
    assurances: draft.assurances,
    materiel: draft.materiel,
    references: draft.references,
  };
}

export type SiretFeedback =
  | { kind: 'empty' }
  | { kind: 'typing'; count: number }
  | { kind: 'valid'; grouped: string }
  | { kind: 'invalid'; message: string };

/** Live SIRET check with the shared rule, as the user types. */
export function siretFeedback(value: string): SiretFeedback {
  const digits = normalizeSiret(value);
  if (digits === '') {
    return { kind: 'empty' };
  }
  if (!/^\d+$/.test(digits)) {
    return { kind: 'invalid', message: 'Le SIRET ne contient que des chiffres' };
  }
  if (digits.length < 14) {
    return { kind: 'typing', count: digits.length };
  }
  if (digits.length > 14) {
    return { kind: 'invalid', message: 'Le SIRET compte 14 chiffres' };
  }
  return isValidSiret(digits)
    ? { kind: 'valid', grouped: formatSiret(digits) }
    : { kind: 'invalid', message: 'SIRET invalide (clé de contrôle incorrecte)' };
}

// ---- Server errors ---------------------------------------------------------------------------

const FIELD_LABELS: Record<string, string> = {
  raison_sociale: 'raison sociale',
  siret: 'SIRET',
  forme_juridique: 'forme juridique',
  adresse: 'adresse',
  code_postal: 'code postal',
  ville: 'ville',
  annee_creation: 'année de création',
  role: 'poste',
  nombre: 'nombre',
  annee: 'année',
  montant_ht_cents: 'montant HT',
  organisme: 'organisme',
  intitule: 'intitulé',
  numero: 'numéro',
  valid_until: 'valable jusqu’au',
  type: 'type',
  assureur: 'assureur',
  numero_police: 'n° de police',
  couverture: 'couverture',
  designation: 'désignation',
  quantite: 'quantité',
  details: 'détail',
  projet: 'projet',
  client: 'client',
  description: 'description',
};

const LIST_LABELS: Record<ListName, string> = {
  effectifs: 'Effectifs',
  chiffres_affaires: 'Chiffre d’affaires',
  qualifications: 'Qualification',
  assurances: 'Assurance',
  materiel: 'Matériel',
  references: 'Référence',
};

/** "references.0.projet" → "Référence 1, projet"; "siret" → "SIRET"; unknown paths as they are. */
export function fieldLabel(path: string): string {
  const [head = '', index, leaf] = path.split('.');
  if (head in LIST_LABELS) {
    const list = LIST_LABELS[head as ListName];
    if (index === undefined) {
      return list;
    }
    const row = `${list} ${Number(index) + 1}`;
    return leaf ? `${row}, ${FIELD_LABELS[leaf] ?? leaf}` : row;
  }
  return FIELD_LABELS[head] ?? path;
}

export const SAVE_FALLBACK_ERROR = 'Erreur lors de la sauvegarde du profil';

/** A failed save, as shown: one 'Erreur {field}: {message}' line per entry of a detail list. */
export function saveErrorLines(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (Array.isArray(error.detail) && error.detail.length > 0) {
      return error.detail.map((entry) => `Erreur ${fieldLabel(entry.field)}: ${entry.message}`);
    }
    if (typeof error.detail === 'string' && error.detail) {
      return [error.detail];
    }
    if (error.isNetworkError) {
      return [error.message];
    }
  }
  return [SAVE_FALLBACK_ERROR];
}

/** The server's field errors, keyed by path, to show next to the inputs. */
export function serverFieldErrors(error: unknown): FormErrors {
  if (error instanceof ApiError && Array.isArray(error.detail)) {
    return Object.fromEntries(error.detail.map((entry) => [entry.field, entry.message]));
  }
  return {};
}

/** The id of the input of a field path: "references.0.projet" → "company-references-0-projet". */
export const fieldId = (path: string) => `company-${path.replaceAll('.', '-')}`;
