import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  departementDistanceKm,
  departementName,
  departementNeighbours,
  DEPARTEMENTS,
  getDepartement,
  haversineKm,
  normalizeDepartementCode,
  OVERSEAS_DEPARTEMENT_CODES,
  REGIONS,
  sameRegion,
  zoneDepartements,
} from './departements.ts';

const codes = DEPARTEMENTS.map((d) => d.code);
const metropolitan = DEPARTEMENTS.filter((d) => !OVERSEAS_DEPARTEMENT_CODES.has(d.code));

describe('départements table', () => {
  it('lists the 101 départements once: 96 metropolitan (2A and 2B for Corsica) and 5 overseas', () => {
    expect(DEPARTEMENTS).toHaveLength(101);
    expect(new Set(codes).size).toBe(101);
    expect(metropolitan).toHaveLength(96);
    expect(codes).toContain('2A');
    expect(codes).toContain('2B');
    expect(codes).not.toContain('20');
    expect([...OVERSEAS_DEPARTEMENT_CODES].sort()).toEqual(['971', '972', '973', '974', '976']);
    for (const code of OVERSEAS_DEPARTEMENT_CODES) {
      expect(codes).toContain(code);
    }
  });

  it('gives every département a name, a known région, a prefecture and a plausible point', () => {
    for (const d of DEPARTEMENTS) {
      expect(d.name.length).toBeGreaterThan(2);
      expect(Object.keys(REGIONS)).toContain(d.region);
      expect(d.prefecture.length).toBeGreaterThan(2);
      expect(d.dans).toMatch(/^(dans (le|la|les|l') ?|en |à )/);
      expect(d.dans).toContain(d.name === 'Paris' ? 'Paris' : d.name);
    }
    for (const d of metropolitan) {
      expect(d.lat).toBeGreaterThan(41.3);
      expect(d.lat).toBeLessThan(51.1);
      expect(d.lon).toBeGreaterThan(-4.8);
      expect(d.lon).toBeLessThan(9.6);
    }
    expect(getDepartement('69')).toMatchObject({
      name: 'Rhône',
      region: '84',
      prefecture: 'Lyon',
      dans: 'dans le Rhône',
    });
    expect(getDepartement('974')).toMatchObject({ name: 'La Réunion', region: '04' });
    expect(new Set(DEPARTEMENTS.map((d) => d.region)).size).toBe(18);
  });
});

describe('neighbour fact table', () => {
  it('only names known départements, never itself, never twice', () => {
    for (const d of DEPARTEMENTS) {
      expect(new Set(d.neighbours).size).toBe(d.neighbours.length);
      expect(d.neighbours).not.toContain(d.code);
      for (const n of d.neighbours) {
        expect(codes).toContain(n);
      }
    }
  });

  it('is symmetric: if A borders B, B borders A', () => {
    const asymmetric: string[] = [];
    for (const d of DEPARTEMENTS) {
      for (const n of d.neighbours) {
        if (!departementNeighbours(n).includes(d.code)) {
          asymmetric.push(`${d.code}→${n}`);
        }
      }
    }
    expect(asymmetric).toEqual([]);
  });

  it('is complete for mainland France: every département has neighbours, all connected', () => {
    const mainland = metropolitan.filter((d) => d.code !== '2A' && d.code !== '2B');
    for (const d of mainland) {
      expect(d.neighbours.length, d.code).toBeGreaterThanOrEqual(2);
      expect(d.neighbours.some((n) => n === '2A' || n === '2B' || OVERSEAS_DEPARTEMENT_CODES.has(n))).toBe(false);
    }
    // Walking the borders from Paris reaches every mainland département.
    const seen = new Set(['75']);
    const queue = ['75'];
    while (queue.length > 0) {
      const next = queue.shift() ?? '';
      for (const n of departementNeighbours(next)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).toBe(mainland.length);
  });

  it('links Corsica only to itself and gives overseas départements no neighbour', () => {
    expect(departementNeighbours('2A')).toEqual(['2B']);
    expect(departementNeighbours('2B')).toEqual(['2A']);
    for (const code of OVERSEAS_DEPARTEMENT_CODES) {
      expect(departementNeighbours(code)).toEqual([]);
    }
  });

  it('holds facts checked by hand', () => {
    expect([...departementNeighbours('69')].sort()).toEqual(['01', '38', '42', '71']);
    expect([...departementNeighbours('75')].sort()).toEqual(['92', '93', '94']);
    expect([...departementNeighbours('29')].sort()).toEqual(['22', '56']);
    expect(areNeighbours('83', '84')).toBe(true); // a few hundred metres near Cadarache
    expect(areNeighbours('68', '70')).toBe(false); // the Territoire de Belfort is in between
    expect(areNeighbours('57', '88')).toBe(false);
    expect(areNeighbours('14', '76')).toBe(false); // the Seine estuary is not a land border
    expect(areNeighbours('35', '49')).toBe(true);
    expect(areNeighbours('07', '84')).toBe(true);
    expect(areNeighbours('20A', '20B')).toBe(true);
  });
});

describe('codes and zones', () => {
  it('normalises the codes sources write', () => {
    expect(normalizeDepartementCode('69')).toBe('69');
    expect(normalizeDepartementCode(' 1 ')).toBe('01');
    expect(normalizeDepartementCode('20A')).toBe('2A');
    expect(normalizeDepartementCode('20b')).toBe('2B');
    expect(normalizeDepartementCode('2a')).toBe('2A');
    expect(normalizeDepartementCode('974')).toBe('974');
    expect(normalizeDepartementCode('975')).toBeUndefined(); // Saint-Pierre-et-Miquelon: a collectivité, not a département
    expect(normalizeDepartementCode('20')).toBeUndefined();
    expect(normalizeDepartementCode('Rhône')).toBeUndefined();
    expect(normalizeDepartementCode('')).toBeUndefined();
    expect(normalizeDepartementCode(null)).toBeUndefined();
    expect(departementName('20A')).toBe('Corse-du-Sud');
  });

  it('makes a zone of the département and its neighbours', () => {
    expect(zoneDepartements('69')).toEqual(['69', '01', '38', '42', '71']);
    expect(zoneDepartements('2A')).toEqual(['2A', '2B']);
    expect(zoneDepartements('974')).toEqual(['974']);
    expect(zoneDepartements('99')).toEqual([]);
  });

  it('knows which départements share a région', () => {
    expect(sameRegion('69', '73')).toBe(true);
    expect(sameRegion('69', '35')).toBe(false);
    expect(sameRegion('69', 'xx')).toBe(false);
  });
});

describe('distance', () => {
  it('computes great-circle distances', () => {
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo(111.2, 0);
    expect(haversineKm(45.76, 4.84, 45.76, 4.84)).toBe(0);
  });

  it('measures between prefectures, in whole km', () => {
    expect(departementDistanceKm('69', '69')).toBe(0);
    expect(departementDistanceKm('69', '38')).toBeGreaterThan(85); // Lyon–Grenoble ≈ 94 km
    expect(departementDistanceKm('69', '38')).toBeLessThan(105);
    expect(departementDistanceKm('75', '13')).toBeGreaterThan(640); // Paris–Marseille ≈ 660 km
    expect(departementDistanceKm('75', '13')).toBeLessThan(680);
    expect(departementDistanceKm('69', '35')).toBe(departementDistanceKm('35', '69'));
    expect(Number.isInteger(departementDistanceKm('69', '35'))).toBe(true);
    expect(departementDistanceKm('20A', '2B')).toBeGreaterThan(80);
    expect(departementDistanceKm('69', '99')).toBeNull();
  });
});
