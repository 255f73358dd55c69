/**
 * SIRET (14 digits) and SIREN (its first 9) checks: the Luhn rule, as INSEE computes the check
 * digit. One published exception: La Poste's establishments (SIREN 356 000 000) carry SIRETs
 * whose digits add up to a multiple of 5 instead.
 */

const LA_POSTE_SIREN = '356000000';

/** Removes the spaces, dots and dashes people type between digit groups. */
export function normalizeSiret(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, every second digit is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  const digits = normalizeSiret(value);
  return digits.length === 9 && luhnValid(digits);
}

export function isValidSiret(value: string): boolean {
  const digits = normalizeSiret(value);
  if (!/^\d{14}$/.test(digits)) {
    return false;
  }
  if (digits.startsWith(LA_POSTE_SIREN)) {
    const sum = [...digits].reduce((acc, d) => acc + Number(d), 0);
    return sum % 5 === 0;
  }
  return luhnValid(digits);
}

/** "123 456 789 00012": the usual grouping, for display. */
export function formatSiret(value: string): string {
  const d = normalizeSiret(value);
  return d.length === 14 ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}` : value;
}
