const euroFormatter = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** 39 → "39 €" (fr-FR, non-breaking space). */
export function formatEuros(amount: number): string {
  return euroFormatter.format(amount);
}

/** "Jean", "Dupont" → "Jean Dupont". */
export function fullName(person: { prenom: string; nom: string }): string {
  return `${person.prenom} ${person.nom}`.trim();
}

/** Dates are read in France's time zone whatever the machine's, so that every user sees the same day. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

const dateFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});

// A date without time ("2026-11-19") is a calendar day: it is shown as is, without time-zone shift.
const calendarDayFormatter = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const timeFormatter = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

/** "2026-11-22T09:05:00Z" → "22 novembre 2026"; a calendar day "2026-11-19" → "19 novembre 2026". */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) {
    return typeof value === 'string' ? value : '';
  }
  return typeof value === 'string' && CALENDAR_DAY.test(value)
    ? calendarDayFormatter.format(date)
    : dateFormatter.format(date);
}

/** "2026-11-22T09:05:00Z" → "22 novembre 2026 à 10:05" (heure de Paris). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) {
    return typeof value === 'string' ? value : '';
  }
  return `${dateFormatter.format(date)} à ${timeFormatter.format(date)}`;
}

/** "3 jours", "1 jour". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) > 1 ? plural : singular}`;
}

const integerFormatter = new Intl.NumberFormat('fr-FR');

/** 12345 → "12 345". */
export function formatInteger(value: number): string {
  return integerFormatter.format(value);
}
