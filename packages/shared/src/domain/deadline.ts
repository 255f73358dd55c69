/**
 * Tender deadline status (core-journey §4): days left rounded up; 0 or less = expired; 1 to 7 =
 * urgent; above 7 = active. No deadline (or an unreadable one) = unknown.
 *
 * Pure arithmetic on instants: days left = ceil((deadline − now) / 24 h). It does not depend on
 * the machine's time zone (nor on Europe/Paris): a deadline given as an ISO string with an offset
 * ("2024-03-15T12:00:00+00:00", as the BOAMP sends it) is an instant. A date-only string
 * ("2024-03-15") is read as midnight UTC, as `Date` does; callers that mean "end of that day in
 * Paris" must turn it into an instant first.
 */

export type DeadlineStatus = 'active' | 'urgent' | 'expired' | 'unknown';

export interface DeadlineInfo {
  status: DeadlineStatus;
  /** Days left rounded up; 0 or negative once expired; null when the deadline is unknown. */
  daysLeft: number | null;
}

/** "Urgent" means 7 days or less (core-journey §9). */
export const URGENT_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;

function toInstant(deadline: Date | string | null | undefined): number | null {
  if (deadline === null || deadline === undefined) {
    return null;
  }
  if (typeof deadline === 'string' && deadline.trim() === '') {
    return null;
  }
  const time = (deadline instanceof Date ? deadline : new Date(deadline)).getTime();
  return Number.isFinite(time) ? time : null;
}

export function deadlineStatus(deadline: Date | string | null | undefined, now: Date): DeadlineInfo {
  const at = toInstant(deadline);
  const nowMs = now.getTime();
  if (at === null || !Number.isFinite(nowMs)) {
    return { status: 'unknown', daysLeft: null };
  }
  // `+ 0` turns the -0 of ceil(-0.5) into 0.
  const daysLeft = Math.ceil((at - nowMs) / DAY_MS) + 0;
  if (daysLeft <= 0) {
    return { status: 'expired', daysLeft };
  }
  return { status: daysLeft <= URGENT_DAYS ? 'urgent' : 'active', daysLeft };
}

/** A tender one can still answer (generate a response for): open, and not past its deadline. */
export function isAnswerable(tender: { status: string; deadline_status: DeadlineStatus }): boolean {
  return tender.status === 'open' && tender.deadline_status !== 'expired';
}
