import { describe, expect, it } from 'vitest';
import { formatSiret, isValidSiren, isValidSiret, luhnValid, normalizeSiret } from './siret.ts';

/** The Luhn check digit that completes `digits`, computed here independently of the module. */
function checkDigit(digits: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const candidate = `${digits}${d}`;
    const sum = [...candidate].reverse().reduce((acc, c, i) => {
      const n = Number(c) * (i % 2 === 1 ? 2 : 1);
      return acc + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) {
      return String(d);
    }
  }
  throw new Error('unreachable');
}

describe('luhnValid', () => {
  it('follows the Luhn rule', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('0')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });
});

describe('SIREN and SIRET', () => {
  it('accepts SIRETs whose check digit is right, and refuses every other last digit', () => {
    for (const base of ['7328293200007', '4431613200001', '1234567890001', '9999999990000']) {
      const good = checkDigit(base);
      expect(isValidSiret(`${base}${good}`), base).toBe(true);
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) !== good) {
          expect(isValidSiret(`${base}${d}`), `${base}${d}`).toBe(false);
        }
      }
    }
  });

  it('validates the SIREN (first 9 digits) on its own', () => {
    const siren = `73282932${checkDigit('73282932')}`;
    expect(isValidSiren(siren)).toBe(true);
    expect(isValidSiren(`${siren.slice(0, 8)}${(Number(siren[8]) + 1) % 10}`)).toBe(false);
    expect(isValidSiren('12345678')).toBe(false);
  });

  it('reads the usual groupings: spaces, no-break spaces, dots and dashes', () => {
    const siret = `7328293200007${checkDigit('7328293200007')}`;
    const grouped = formatSiret(siret);
    expect(grouped).toBe(`732 829 320 0007${siret[13]}`);
    expect(normalizeSiret(grouped)).toBe(siret);
    expect(isValidSiret(grouped)).toBe(true);
    expect(isValidSiret(`732.829.320-0007${siret[13]}`)).toBe(true);
    expect(isValidSiret(`732\u00a0829\u202f320 0007${siret[13]}`)).toBe(true);
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(isValidSiret('')).toBe(false);
    expect(isValidSiret('1234567890123')).toBe(false);
    expect(isValidSiret('000000000000000')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(formatSiret('123')).toBe('123');
  });

  it('applies La Poste’s rule (digit sum a multiple of 5) to SIREN 356 000 000', () => {
    // 3+5+6 = 14; 14 + 0+0+0+1 = 15 → a multiple of 5, though not Luhn-valid.
    expect(isValidSiret('35600000000010')).toBe(true);
    expect(luhnValid('35600000000010')).toBe(false);
    expect(isValidSiret('35600000000011')).toBe(false);
    // 14 + 4 + 8 + 2 = 28 (no), 14 + 4 + 8 + 4 = 30 (yes).
    expect(isValidSiret('35600000000482')).toBe(false);
    expect(isValidSiret('35600000000484')).toBe(true);
  });
});
