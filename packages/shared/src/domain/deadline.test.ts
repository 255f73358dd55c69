import { describe, expect, it } from 'vitest';
import { DAY_MS, deadlineStatus, isAnswerable, URGENT_DAYS } from './deadline.ts';

const now = new Date('2024-03-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('deadlineStatus', () => {
  it('rounds the days left up', () => {
    expect(deadlineStatus(at(1), now)).toEqual({ status: 'urgent', daysLeft: 1 });
    expect(deadlineStatus(at(DAY_MS), now)).toEqual({ status: 'urgent', daysLeft: 1 });
    expect(deadlineStatus(at(DAY_MS + 1), now)).toEqual({ status: 'urgent', daysLeft: 2 });
    expect(deadlineStatus(at(2.5 * DAY_MS), now)).toEqual({ status: 'urgent', daysLeft: 3 });
  });

  it('is expired at 0 days or less', () => {
    expect(deadlineStatus(now, now)).toEqual({ status: 'expired', daysLeft: 0 });
    const justPast = deadlineStatus(at(-1), now);
    expect(justPast.status).toBe('expired');
    expect(Object.is(justPast.daysLeft, 0)).toBe(true); // 0, not -0
    expect(deadlineStatus(at(-DAY_MS), now)).toEqual({ status: 'expired', daysLeft: -1 });
    expect(deadlineStatus(at(-3.5 * DAY_MS), now)).toEqual({ status: 'expired', daysLeft: -3 });
  });

  it('is urgent from 1 to 7 days and active above', () => {
    expect(URGENT_DAYS).toBe(7);
    expect(deadlineStatus(at(7 * DAY_MS), now)).toEqual({ status: 'urgent', daysLeft: 7 });
    expect(deadlineStatus(at(7 * DAY_MS + 1), now)).toEqual({ status: 'active', daysLeft: 8 });
    expect(deadlineStatus(at(6 * DAY_MS + 1), now)).toEqual({ status: 'urgent', daysLeft: 7 });
    expect(deadlineStatus(at(30 * DAY_MS), now)).toEqual({ status: 'active', daysLeft: 30 });
  });

  it('reads ISO strings as instants, whatever their offset', () => {
    // The BOAMP field is UTC; the same instant written with the Paris offset gives the same answer.
    expect(deadlineStatus('2024-03-08T12:00:00+00:00', now)).toEqual({ status: 'urgent', daysLeft: 7 });
    expect(deadlineStatus('2024-03-08T13:00:00+01:00', now)).toEqual({ status: 'urgent', daysLeft: 7 });
    expect(deadlineStatus('2024-03-08T12:00:01Z', now)).toEqual({ status: 'active', daysLeft: 8 });
    // A date alone is midnight UTC.
    expect(deadlineStatus('2024-03-02', now)).toEqual({ status: 'urgent', daysLeft: 1 });
    expect(deadlineStatus('2024-03-01', now)).toEqual({ status: 'expired', daysLeft: 0 });
  });

  it('does not depend on daylight saving time: days are 24 h of real time', () => {
    // Paris moved to summer time on 2024-03-31: 47 h of wall time, 2 days after rounding up.
    const saturday = new Date('2024-03-30T11:00:00Z');
    expect(deadlineStatus('2024-04-01T10:00:00Z', saturday)).toEqual({ status: 'urgent', daysLeft: 2 });
  });

  it('is unknown without a readable deadline', () => {
    expect(deadlineStatus(null, now)).toEqual({ status: 'unknown', daysLeft: null });
    expect(deadlineStatus(undefined, now)).toEqual({ status: 'unknown', daysLeft: null });
    expect(deadlineStatus('', now)).toEqual({ status: 'unknown', daysLeft: null });
    expect(deadlineStatus('pas une date', now)).toEqual({ status: 'unknown', daysLeft: null });
    expect(deadlineStatus(new Date(Number.NaN), now)).toEqual({ status: 'unknown', daysLeft: null });
  });
});

describe('isAnswerable', () => {
  it('is true for an open tender before its deadline (or without one)', () => {
    expect(isAnswerable({ status: 'open', deadline_status: 'active' })).toBe(true);
    expect(isAnswerable({ status: 'open', deadline_status: 'urgent' })).toBe(true);
    expect(isAnswerable({ status: 'open', deadline_status: 'unknown' })).toBe(true);
    expect(isAnswerable({ status: 'open', deadline_status: 'expired' })).toBe(false);
    expect(isAnswerable({ status: 'awarded', deadline_status: 'active' })).toBe(false);
  });
});
