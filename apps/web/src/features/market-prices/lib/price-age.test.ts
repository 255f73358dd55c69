import { describe, expect, it } from 'vitest';
import { monthsSince, oldBasisNotice, priceAgeNotice } from './price-age';

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

describe('a price actualised by a BT index', () => {
  const today = new Date('2027-02-15T10:00:00Z');
  const bt38 = { indice: 'BT38', mois_base: '2026-11', mois_recent: '2027-01', coefficient: 1.03 };

  it('says which index and months, instead of « pas actualisé »', () => {
    expect(priceAgeNotice('2026-11-01', bt38, today)).toEqual({
      tone: 'info',
      text: 'Fournitures actualisées avec l’indice BT38 : janvier 2027 / novembre 2026 (mois des chiffres) = 1,030.',
    });
  });

  it('warns when the latest index entered is 6 months old or more; without index, the old warning stays', () => {
    const later = new Date('2027-08-02T10:00:00Z');
    expect(priceAgeNotice('2026-11-01', bt38, later)).toMatchObject({
      tone: 'warning',
      text: expect.stringContaining('Dernier indice saisi il y a 7 mois') as unknown,
    });
    expect(priceAgeNotice('2026-11-01', undefined, later)?.text).toContain('ce prix n’est pas actualisé');
    expect(priceAgeNotice('2027-01-01', undefined, today)).toBeNull();
  });
});
