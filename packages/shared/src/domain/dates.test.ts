import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './dates.ts';

describe('formatFrenchDate', () => {
  it('writes the day, the month in full and the year, in Paris time, with « 1er »', () => {
    expect(formatFrenchDate(new Date('2026-12-23T10:00:00Z'))).toBe('23 décembre 2026');
    expect(formatFrenchDate(new Date('2027-03-01T10:00:00Z'))).toBe('1er mars 2027');
    expect(formatFrenchDate(new Date('2026-12-31T23:30:00Z'))).toBe('1er janvier 2027');
    expect(formatFrenchDate(new Date('2026-11-11T12:00:00Z'))).toBe('11 novembre 2026');
  });
});
