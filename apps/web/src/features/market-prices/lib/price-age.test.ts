import { describe, expect, it } from 'vitest';
import { monthsSince, oldBasisNotice } from './price-age';

describe('the age of a library price', () => {
  const today = new Date('2027-06-15T10:00:00Z');

  it('counts whole calendar months', () => {
    expect(monthsSince('2026-11-01', today)).toBe(7);
    expect(monthsSince('2027-06-01', today)).toBe(0);
    expect(monthsSince('2027-09-01', today)).toBe(0);
    expect(monthsSince('', today)).toBe(0);
  });

  it('says so from 6 months, in French, with the month of the figures', () => {
    expect(oldBasisNotice('2026-11-01', today)).toBe(
      'Chiffres de novembre 2026, il y a 7 mois : les coûts ont pu changer depuis et ce prix n’est pas actualisé. ' +
        'Vérifiez-le avec vos derniers achats.',
    );
    expect(oldBasisNotice('2026-12-01', today)).toMatch(/^Chiffres de décembre 2026, il y a 6 mois/);
    expect(oldBasisNotice('2027-02-01', today)).toBeNull();
    expect(oldBasisNotice(undefined, today)).toBeNull();
  });
});
