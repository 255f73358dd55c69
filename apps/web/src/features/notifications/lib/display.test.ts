import { describe, expect, it } from 'vitest';
import { formatReceivedAt, notificationLabel, notificationTarget } from './display';

describe('notificationLabel', () => {
  it('reads "Nouvel appel d’offres assigné" for a tender_assignment, the title otherwise', () => {
    expect(notificationLabel({ type: 'tender_assignment', title: 'Autre chose' })).toBe(
      'Nouvel appel d’offres assigné',
    );
    expect(notificationLabel({ type: 'system', title: 'Maintenance prévue dimanche' })).toBe(
      'Maintenance prévue dimanche',
    );
  });
});

describe('formatReceivedAt', () => {
  // 22 November 2026, 10:30 in Paris (UTC+1).
  const now = new Date('2026-11-22T09:30:00.000Z');

  it('is relative for the last hour', () => {
    expect(formatReceivedAt('2026-11-22T09:29:40.000Z', now)).toBe('à l’instant');
    expect(formatReceivedAt('2026-11-22T09:30:30.000Z', now)).toBe('à l’instant');
    expect(formatReceivedAt('2026-11-22T09:18:00.000Z', now)).toBe('il y a 12 min');
  });

  it('gives the Paris time for today and yesterday', () => {
    expect(formatReceivedAt('2026-11-22T07:15:00.000Z', now)).toBe('aujourd’hui à 08:15');
    // 23:30 UTC on the 21st is already the 22nd in Paris.
    expect(formatReceivedAt('2026-11-21T23:30:00.000Z', now)).toBe('aujourd’hui à 00:30');
    expect(formatReceivedAt('2026-11-21T17:40:00.000Z', now)).toBe('hier à 18:40');
  });

  it('is absolute from the day before yesterday on', () => {
    expect(formatReceivedAt('2026-11-18T07:15:00.000Z', now)).toBe('18 novembre 2026 à 08:15');
  });

  it('counts calendar days across a change of time', () => {
    // Sunday 29 March 2026 lasts 23 hours in Paris; Monday 00:30 is the day after, Saturday is two days before.
    const monday = new Date('2026-03-29T22:30:00.000Z');
    expect(formatReceivedAt('2026-03-29T07:00:00.000Z', monday)).toBe('hier à 09:00');
    expect(formatReceivedAt('2026-03-28T22:45:00.000Z', monday)).toBe('28 mars 2026 à 23:45');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatReceivedAt('bientôt', now)).toBe('bientôt');
  });
});

describe('notificationTarget', () => {
  it('opens the tender, the administrative file for a document reminder, nothing otherwise', () => {
    expect(notificationTarget({ type: 'tender_assignment', tender_id: 'a b' })).toBe('/tenders/a%20b');
    expect(notificationTarget({ type: 'document_expiry', tender_id: null })).toBe('/documents');
    expect(notificationTarget({ type: 'system', tender_id: null })).toBeNull();
  });
});
