import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locationSuggestionSchema } from '@batiao/shared/contracts/locations';
import { normalizeName } from './locations.data.ts';
import { distanceKm } from './locations.geo.ts';
import { createLocationsService, LOCATION_ERRORS } from './locations.service.ts';

const locations = createLocationsService();
const resolveLocation = (text: string) => locations.resolve(text);

function folded(text: string): string {
  return normalizeName(text);
}

describe('validate', () => {
  it('standardises a commune name to "Ville (dd)" with the official spelling', () => {
    expect(locations.validate('lyon')).toEqual({
      valid: true,
      ville: 'Lyon',
      departement: '69',
      standardized: 'Lyon (69)',
      error: null,
      suggestions: [],
    });
  });

  it('reads case, spacing, the département and postal codes the same way', () => {
    const expected = locations.validate('lyon');
    for (const text of ['LYON', 'Lyon (69)', 'Lyon 69', '  lyon ', '69001', '69001 Lyon', 'Lyon 69003', '69000 Lyon']) {
      expect(locations.validate(text), text).toEqual(expected);
    }
  });

  it('tolerates "st", hyphens, apostrophes and accents', () => {
    for (const text of ['st etienne', 'Saint-Étienne', 'st etienne (42)', 'ST-ETIENNE', 'saint etienne 42000']) {
      expect(locations.validate(text).standardized, text).toBe('Saint-Étienne (42)');
    }
    expect(locations.validate('lhay les roses').standardized).toBe("L'Haÿ-les-Roses (94)");
    expect(locations.validate('beziers').standardized).toBe('Béziers (34)');
  });

  it('keeps the Corsican and overseas département codes', () => {
    expect(locations.validate('ajaccio').standardized).toBe('Ajaccio (2A)');
    expect(locations.validate('Bastia').standardized).toBe('Bastia (2B)');
    expect(locations.validate('Saint-Denis (974)')).toMatchObject({
      valid: true,
      standardized: 'Saint-Denis (974)',
      departement: '974',
    });
    expect(locations.search('Saint-Denis (974)')[0]).toMatchObject({
      departement_nom: 'La Réunion',
      region: 'La Réunion',
    });
    expect(locations.validate('Saint-Denis (La Réunion)').standardized).toBe('Saint-Denis (974)');
  });

  it('picks the most populous homonym and offers the others, unless the text says which one', () => {
    const result = locations.validate('Saint-Denis');
    expect(result.valid).toBe(true);
    const chosen = locations.search(result.standardized ?? '')[0];
    expect(chosen?.ville).toBe('Saint-Denis');
    expect(result.suggestions.length).toBeGreaterThanOrEqual(2);
    for (const other of result.suggestions) {
      expect(other.ville).toBe('Saint-Denis');
      expect(other.value).not.toBe(result.standardized);
      expect(other.population ?? 0).toBeLessThanOrEqual(chosen?.population ?? 0);
    }
    const values = [result.standardized, ...result.suggestions.map((s) => s.value)];
    expect(values).toEqual(expect.arrayContaining(['Saint-Denis (93)', 'Saint-Denis (974)']));

    expect(locations.validate('Saint-Denis 93200').standardized).toBe('Saint-Denis (93)');
    expect(locations.validate('Saint-Denis (93)')).toMatchObject({ standardized: 'Saint-Denis (93)', suggestions: [] });
  });

  it('maps the arrondissements of Paris, Lyon and Marseille to their commune', () => {
    expect(locations.validate('Paris 15e').standardized).toBe('Paris (75)');
    expect(locations.validate('Lyon 3e arrondissement').standardized).toBe('Lyon (69)');
    expect(locations.validate('75116').standardized).toBe('Paris (75)');
    expect(locations.validate('13008').standardized).toBe('Marseille (13)');
  });

  it('keeps parentheses that belong to the official name', () => {
    expect(locations.validate('Château-Chinon (Ville)').standardized).toBe('Château-Chinon (Ville) (58)');
    expect(locations.validate('Château-Chinon (Ville) (58)').standardized).toBe('Château-Chinon (Ville) (58)');
  });

  it('rejects an unknown place with close suggestions', () => {
    const typo = locations.validate('Marseile');
    expect(typo).toMatchObject({ valid: false, ville: null, departement: null, standardized: null });
    expect(typo.error).toBe(LOCATION_ERRORS.unknown);
    expect(typo.error).toBe('Ville non reconnue');
    expect(typo.suggestions[0]?.value).toBe('Marseille (13)');

    const partial = locations.validate('lyo');
    expect(partial.valid).toBe(false);
    expect(partial.suggestions[0]?.value).toBe('Lyon (69)');

    const nonsense = locations.validate('Qwxzkjvv');
    expect(nonsense).toMatchObject({ valid: false, error: 'Ville non reconnue', suggestions: [] });
  });

  it('rejects a name in the wrong département, suggesting the real one', () => {
    const result = locations.validate('Lyon (75)');
    expect(result).toMatchObject({ valid: false, error: 'Ville non reconnue' });
    expect(result.suggestions.map((s) => s.value)).toEqual(['Lyon (69)']);
  });

  it('asks for a city when the text is empty', () => {
    for (const text of ['', '   ']) {
      expect(locations.validate(text)).toEqual({
        valid: false,
        ville: null,
        departement: null,
        standardized: null,
        error: 'Veuillez saisir une ville',
        suggestions: [],
      });
    }
  });

  it('does not take a département alone, or a postal code nobody has, for a commune', () => {
    const departement = locations.validate('69');
    expect(departement.valid).toBe(false);
    expect(departement.suggestions[0]?.value).toBe('Lyon (69)');
    const noSuchCode = locations.validate('69000');
    expect(noSuchCode.valid).toBe(false);
    expect(noSuchCode.suggestions[0]?.value).toBe('Lyon (69)');
  });
});

describe('resolve', () => {
  it('gives registration the standardised zone and the commune codes', () => {
    expect(resolveLocation('lyon')).toEqual({
      standardized: 'Lyon (69)',
      ville: 'Lyon',
      departement: '69',
      code_insee: '69123',
      code_postal: '69001',
    });
    expect(resolveLocation('69003')?.code_postal).toBe('69003');
    expect(resolveLocation('Paris')?.code_insee).toBe('75056');
  });

  it('returns null for what is not a commune', () => {
    expect(resolveLocation('Atlantide-sur-Mer')).toBeNull();
    expect(resolveLocation('')).toBeNull();
  });
});

describe('search', () => {
  it('returns suggestions of the contract shape, with the main postal code and the region', () => {
    const [lyon] = locations.search('lyon');
    expect(lyon).toEqual({
      value: 'Lyon (69)',
      label: 'Lyon (69) — 69001, Auvergne-Rhône-Alpes',
      ville: 'Lyon',
      code_insee: '69123',
      code_postal: '69001',
      departement: '69',
      departement_nom: 'Rhône',
      region: 'Auvergne-Rhône-Alpes',
      population: expect.any(Number),
    });
    for (const s of locations.search('sai')) {
      expect(locationSuggestionSchema.safeParse(s).success).toBe(true);
    }
  });

  it('ranks name prefixes by population', () => {
    const results = locations.search('sai');
    expect(results).toHaveLength(8);
    for (const s of results) {
      expect(s.ville.startsWith('Sai'), s.ville).toBe(true);
    }
    const populations = results.map((s) => s.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(results[0]?.value).toBe('Saint-Étienne (42)');
  });

  it('honours the limit', () => {
    expect(locations.search('sai', 3)).toHaveLength(3);
  });

  it('is accent-, case- and abbreviation-insensitive', () => {
    expect(locations.search('beziers')[0]?.value).toBe('Béziers (34)');
    expect(locations.search('BÉZIERS')[0]?.value).toBe('Béziers (34)');
    expect(locations.search('st etienne')[0]?.value).toBe('Saint-Étienne (42)');
    expect(locations.search('saint-étienne')[0]?.value).toBe('Saint-Étienne (42)');
  });

  it('keeps a short "st" open to both "St…" names and "Saint-…"', () => {
    const values = locations.search('st').map((s) => s.value);
    expect(values).toContain('Strasbourg (67)');
    expect(values).toContain('Saint-Étienne (42)');
  });

  it('finds names by a word inside them, after the prefixes', () => {
    const results = locations.search('etienne');
    expect(results[0]?.value).toBe('Saint-Étienne (42)');
    expect(results.every((s) => folded(s.ville).includes('etienne'))).toBe(true);
    expect(locations.search('havre')[0]?.value).toBe('Le Havre (76)');
  });

  it('always lists an exact name, in population order', () => {
    const values = locations.search('sai').map((s) => s.value);
    expect(values.at(-1)).toBe('Sai (61)');
  });

  it('finds communes by the start of a postal code', () => {
    const results = locations.search('690');
    expect(results[0]?.value).toBe('Lyon (69)');
    expect(results.every((s) => s.code_postal.startsWith('690'))).toBe(true);
    const exact = locations.search('13008');
    expect(exact).toHaveLength(1);
    expect(exact[0]).toMatchObject({ value: 'Marseille (13)', code_postal: '13008' });
  });

  it('lists the biggest communes of a département by its number', () => {
    const rhone = locations.search('69');
    expect(rhone).toHaveLength(8);
    expect(rhone[0]?.value).toBe('Lyon (69)');
    expect(rhone.every((s) => s.departement === '69')).toBe(true);
    const populations = rhone.map((s) => s.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));

    for (const code of ['2A', '2a']) {
      const corseDuSud = locations.search(code);
      expect(corseDuSud[0]?.value).toBe('Ajaccio (2A)');
      expect(corseDuSud.every((s) => s.departement === '2A')).toBe(true);
    }
    expect(locations.search('2B')[0]?.value).toBe('Bastia (2B)');
    const guadeloupe = locations.search('971');
    expect(guadeloupe.length).toBeGreaterThan(0);
    expect(guadeloupe.every((s) => s.departement === '971')).toBe(true);
  });

  it('narrows a name by département or postal code', () => {
    expect(locations.search('Lyon (69)')[0]?.value).toBe('Lyon (69)');
    expect(locations.search('saint denis 974')[0]?.value).toBe('Saint-Denis (974)');
    expect(locations.search('saint denis 93')[0]?.value).toBe('Saint-Denis (93)');
  });

  it('answers nothing for nothing', () => {
    expect(locations.search('')).toEqual([]);
    expect(locations.search('qwxzkjvv')).toEqual([]);
  });
});

describe('popular', () => {
  it('lists the most populous communes first', () => {
    const values = locations.popular().map((s) => s.value);
    expect(values).toHaveLength(10);
    expect(values.slice(0, 5)).toEqual(['Paris (75)', 'Marseille (13)', 'Lyon (69)', 'Toulouse (31)', 'Nice (06)']);
    expect(locations.popular(3)).toHaveLength(3);
  });
});

describe('nearest', () => {
  it('finds Lyon first from Place Bellecour', () => {
    const results = locations.nearest(45.7578, 4.832, 5);
    expect(results).toHaveLength(5);
    expect(results[0]?.value).toBe('Lyon (69)');
    expect(results[0]?.distance_km).toBeLessThan(5);
    const distances = results.map((s) => s.distance_km ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) {
      expect(Math.round(d * 10) / 10).toBe(d);
    }
  });

  it('stays in Corsica for a point in Corsica', () => {
    const ajaccio = locations.nearest(41.9192, 8.7386, 3);
    expect(ajaccio[0]?.value).toBe('Ajaccio (2A)');
    const inland = locations.nearest(42.3, 9.15, 5);
    expect(inland).toHaveLength(5);
    expect(inland.every((s) => s.departement === '2A' || s.departement === '2B')).toBe(true);
  });

  it('still answers far from any commune', () => {
    const results = locations.nearest(40.7128, -74.006, 3);
    expect(results).toHaveLength(3);
    expect(results[0]?.departement).toBe('975'); // Saint-Pierre-et-Miquelon
  });
});

describe('coordinates', () => {
  it('places a commune and measures distances', () => {
    const lyon = locations.position('69123');
    const paris = locations.position('75056');
    expect(lyon?.source).toBe('geonames');
    expect(lyon && paris ? distanceKm(lyon, paris) : 0).toBeGreaterThan(385);
    expect(lyon && paris ? distanceKm(lyon, paris) : 0).toBeLessThan(400);
    expect(locations.position('00000')).toBeNull();
  });

  it('gives every commune a position', () => {
    const stats = locations.warmUp();
    expect(stats.communes).toBeGreaterThan(34_900);
    expect(stats.coordinateSources.none).toBe(0);
  });

  // A reference file of the research notes, outside the product: it only checks our coordinates.
  const repoRoot = new URL('../../../../../', import.meta.url);
  const referenceFile = fileURLToPath(new URL('../shared/data/communes/communes_centroids.csv', repoRoot));

  it('agrees with the La Poste commune centres for the 100 most populous communes', () => {
    expect(
      existsSync(referenceFile),
      `Reference file missing: ${referenceFile} (shared/data/communes from the research notes, next to the repository)`,
    ).toBe(true);
    const reference = new Map<string, { lat: number; lon: number }>();
    for (const line of readFileSync(referenceFile, 'utf8').split('\n').slice(1)) {
      const fields = line.split(',');
      const code = fields[0];
      const lat = Number.parseFloat(fields.at(-3) ?? '');
      const lon = Number.parseFloat(fields.at(-2) ?? '');
      if (code && Number.isFinite(lat) && Number.isFinite(lon)) {
        reference.set(code, { lat, lon });
      }
    }

    // The overseas collectivités (975, 977, 978, 98x) are left out: the 2022 La Poste file puts
    // Nouméa 128 km and Papeete 1,400 km from where they are (GeoNames has them right).
    const errors = locations
      .popular(100)
      .filter((s) => !/^(975|977|978|98)/.test(s.departement))
      .map((s) => {
        const ours = locations.position(s.code_insee);
        const theirs = reference.get(s.code_insee);
        expect(ours, s.value).not.toBeNull();
        expect(theirs, s.value).toBeDefined();
        return ours && theirs
          ? distanceKm(ours, { latitude: theirs.lat, longitude: theirs.lon })
          : Number.POSITIVE_INFINITY;
      })
      .sort((a, b) => a - b);
    expect(errors.length).toBeGreaterThanOrEqual(95);
    const median = errors[Math.floor(errors.length / 2)] ?? Number.POSITIVE_INFINITY;
    const p90 = errors[Math.floor(errors.length * 0.9)] ?? Number.POSITIVE_INFINITY;
    expect(median).toBeLessThan(2);
    expect(p90).toBeLessThan(6);
  });
});
