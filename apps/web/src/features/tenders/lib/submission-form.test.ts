import { describe, expect, it } from 'vitest';
import { EMPTY_SUBMISSION, formatAmountInput, parseAmount, toParisLocalInput, toSubmission } from './submission-form';

describe('the submission form’s values', () => {
  it('reads amounts as people type them, and writes them the French way', () => {
    expect(parseAmount('1 250 000')).toBe(1_250_000);
    expect(parseAmount('1 250 000,50 €')).toBe(1_250_000.5);
    expect(parseAmount('125000.5')).toBe(125_000.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('douze')).toBeNaN();
    expect(formatAmountInput(1_250_000)).toBe('1 250 000');
    expect(parseAmount(formatAmountInput(850_000.5))).toBe(850_000.5);
  });

  it('shows an instant in Paris time, summer and winter', () => {
    expect(toParisLocalInput('2026-03-15T11:00:00.000Z')).toBe('2026-03-15T12:00');
    expect(toParisLocalInput('2026-07-01T14:30:00.000Z')).toBe('2026-07-01T16:30');
    expect(toParisLocalInput('pas une date')).toBe('');
  });

  it('sends requirements one per line, blank lines dropped, and empty optional fields as null', () => {
    const body = toSubmission({ ...EMPTY_SUBMISSION, requirements: 'Qualibat 3111\n\n  \n Décennale \n' });
    expect(body.requirements).toEqual(['Qualibat 3111', 'Décennale']);
    expect(body).toMatchObject({ amount: null, contact_email: null, source_url: null });
  });
});
