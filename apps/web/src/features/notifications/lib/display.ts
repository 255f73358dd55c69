import type { Notification } from '@batiao/shared/contracts/notifications';
import { DISPLAY_TIME_ZONE, formatDateTime } from '../../../lib/format';

export const TENDER_ASSIGNMENT = 'tender_assignment';
export const TENDER_ASSIGNMENT_LABEL = 'Nouvel appel d’offres assigné';
export const NO_NOTIFICATIONS =
  'Aucune notification pour le moment. Vous serez averti ici dès qu’un nouvel appel d’offres correspond à votre métier et à votre zone.';

/** core-journey §2: a tender_assignment reads 'Nouvel appel d'offres assigné'; any other type, its title. */
export function notificationLabel(notification: Pick<Notification, 'type' | 'title'>): string {
  return notification.type === TENDER_ASSIGNMENT ? TENDER_ASSIGNMENT_LABEL : notification.title;
}

export const DOCUMENT_EXPIRY = 'document_expiry';

/** Where following a notification leads: its tender, or the administrative file for a reminder. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'tender_id'>): string | null {
  if (notification.tender_id) {
    return `/tenders/${encodeURIComponent(notification.tender_id)}`;
  }
  return notification.type === DOCUMENT_EXPIRY ? '/documents' : null;
}

// "2026-11-22" for the calendar day in Paris (en-CA writes dates as YYYY-MM-DD).
const parisDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

const parisTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

/** Whole calendar days (Paris) between two instants; safe across daylight-saving changes. */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const [a, b] = [earlier, later].map((date) => Date.parse(`${parisDay.format(date)}T00:00:00Z`));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000);
}

/**
 * When a notification arrived, as the user reads it (heure de Paris): "à l’instant",
 * "il y a 12 min", "aujourd’hui à 08:15", "hier à 18:40", then "18 novembre 2026 à 08:15".
 */
export function formatReceivedAt(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) {
    return value;
  }
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 60_000) {
    return 'à l’instant';
  }
  if (elapsed < 3_600_000) {
    return `il y a ${Math.floor(elapsed / 60_000)} min`;
  }
  const days = calendarDaysBetween(date, now);
  if (days === 0) {
    return `aujourd’hui à ${parisTime.format(date)}`;
  }
  if (days === 1) {
    return `hier à ${parisTime.format(date)}`;
  }
  return formatDateTime(date);
}
