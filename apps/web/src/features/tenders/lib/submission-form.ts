import type { TenderDetail, TenderSubmissionInput, UrlAnalysisResult } from '@batiao/shared/contracts/tenders';
import { isHttpUrl } from '@batiao/shared/contracts/tenders';

/** The submission form's values, as typed (strings), and their conversion to the API's body. */
export interface SubmissionValues {
  title: string;
  description: string;
  authority: string;
  location: string;
  /** `AAAA-MM-JJTHH:MM`, Paris time (the datetime-local input's value). */
  deadline: string;
  amount: string;
  execution_delay: string;
  contact_email: string;
  contact_phone: string;
  source_url: string;
  requirements: string;
  dce_content: string;
  notes: string;
}

export type SubmissionField = keyof SubmissionValues;
export type SubmissionErrors = Partial<Record<SubmissionField, string>>;

export const EMPTY_SUBMISSION: SubmissionValues = {
  title: '',
  description: '',
  authority: '',
  location: '',
  deadline: '',
  amount: '',
  execution_delay: '',
  contact_email: '',
  contact_phone: '',
  source_url: '',
  requirements: '',
  dce_content: '',
  notes: '',
};

/** « 1 250 000,50 » or « 1250000.5 » → 1250000.5; null when empty; NaN when not a number. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/HT$/i, '');
  if (cleaned === '') {
    return null;
  }
  const normalized = /,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : cleaned.replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** An amount as the form shows it: « 1 250 000 », « 850 000,5 ». */
export function formatAmountInput(amount: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2, useGrouping: true })
    .format(amount)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** An instant as the datetime-local input shows it, in Paris time. */
export function toParisLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9][0-9 .\-()]{5,24}$/;

/** The checks of core-journey §5, in French, before anything is sent (the server checks them again). */
export function validateSubmission(values: SubmissionValues): SubmissionErrors {
  const errors: SubmissionErrors = {};
  const required: [SubmissionField, string][] = [
    ['title', 'Le titre est obligatoire'],
    ['description', 'La description est obligatoire'],
    ['authority', 'L’organisme acheteur est obligatoire'],
    ['location', 'La localisation est obligatoire'],
    ['deadline', 'La date limite est obligatoire'],
  ];
  for (const [field, message] of required) {
    if (values[field].trim() === '') {
      errors[field] = message;
    }
  }
  const amount = parseAmount(values.amount);
  if (amount !== null && Number.isNaN(amount)) {
    errors.amount = 'Montant invalide : un nombre en euros, par exemple 125 000';
  }
  if (values.contact_email.trim() && !EMAIL.test(values.contact_email.trim())) {
    errors.contact_email = 'Adresse e-mail de contact invalide';
  }
  if (values.contact_phone.trim() && !PHONE.test(values.contact_phone.trim())) {
    errors.contact_phone = 'Numéro de téléphone invalide';
  }
  if (values.source_url.trim() && !isHttpUrl(values.source_url.trim())) {
    errors.source_url = 'Adresse web invalide (http:// ou https://)';
  }
  return errors;
}

/** The API's body: requirements one per line, blank lines dropped (the server drops them too). */
export function toSubmission(values: SubmissionValues): TenderSubmissionInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    authority: values.authority.trim(),
    location: values.location.trim(),
    deadline: values.deadline,
    amount: parseAmount(values.amount),
    execution_delay: text(values.execution_delay),
    contact_email: text(values.contact_email),
    contact_phone: text(values.contact_phone),
    source_url: text(values.source_url),
    requirements: values.requirements
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    dce_content: text(values.dce_content),
    notes: text(values.notes),
  };
}

/** The form pre-filled with what an analysis found; fields it did not find keep what was typed. */
export function withAnalysis(
  values: SubmissionValues,
  result: UrlAnalysisResult,
  address: string | null,
): SubmissionValues {
  const info = result.extracted_info;
  const pick = (found: string | null | undefined, current: string) => (found && found.trim() ? found : current);
  return {
    ...values,
    title: pick(info.title, values.title),
    description: pick(info.description, values.description),
    authority: pick(info.authority, values.authority),
    location: pick(info.location, values.location),
    deadline: info.deadline ? toParisLocalInput(info.deadline) : values.deadline,
    amount: info.amount === null ? values.amount : formatAmountInput(info.amount),
    execution_delay: pick(info.execution_delay, values.execution_delay),
    contact_email: pick(info.contact_email, values.contact_email),
    contact_phone: pick(info.contact_phone, values.contact_phone),
    source_url: pick(info.source_url ?? address, values.source_url),
    requirements: info.requirements.length > 0 ? info.requirements.join('\n') : values.requirements,
    dce_content: pick(info.dce_content, values.dce_content),
  };
}

/** The form of an existing submitted tender, for its edition. */
export function fromTender(tender: TenderDetail): SubmissionValues {
  const s = tender.submission;
  return {
    title: tender.title,
    description: tender.description,
    authority: s?.authority ?? tender.buyer_name ?? '',
    location: s?.location ?? tender.location,
    deadline: tender.deadline ? toParisLocalInput(tender.deadline) : '',
    amount: tender.amount === null ? '' : formatAmountInput(tender.amount),
    execution_delay: s?.execution_delay ?? '',
    contact_email: s?.contact_email ?? '',
    contact_phone: s?.contact_phone ?? '',
    source_url: s?.source_url ?? '',
    requirements: (s?.requirements ?? []).join('\n'),
    dce_content: s?.dce_content ?? '',
    notes: s?.notes ?? '',
  };
}
