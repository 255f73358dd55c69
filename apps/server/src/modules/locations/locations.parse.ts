import { foldText } from '@batiao/shared/domain/trades';
import { expandAbbreviation, type CommuneIndex } from './locations.data.ts';

/*
 * Reading what the user typed in the location field: name words, a département, a postal code.
 */

/** What a typed text says: name words, and optionally a département and a postal code (prefix). */
export interface ParsedInput {
  /** Folded name words; abbreviations ("st") not yet expanded. */
  words: string[];
  departement: string | null;
  /** 2 to 5 digits: a postal code, or the start of one. */
  postal: string | null;
}

const ARRONDISSEMENT_CITIES = new Set(['paris', 'lyon', 'marseille']);
const ARRONDISSEMENT_NUMBER = /^(\d{1,2})(?:er|e|eme|ieme)?$/;
const ARRONDISSEMENT_WORDS = new Set(['arrondissement', 'arr', 'arrt']);

function foldForParsing(text: string): string {
  return foldText(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

function splitWords(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}

/**
 * "Lyon (69)", "Lyon 69", "69001 Lyon", "st etienne (42)", "Saint-Denis (La Réunion)", "2A",
 * "Paris 15e": the département comes from "(…)" or a lone code, the postal code from 5 digits
 * (or 2–4 digits, read as the start of one), the rest is the name. The arrondissements of Paris,
 * Lyon and Marseille stand for their commune. Parentheses that hold something else stay in the
 * name ("Château-Chinon (Ville)").
 */
export function parseInput(text: string, index: CommuneIndex): ParsedInput {
  let departement: string | null = null;
  let postal: string | null = null;
  const departementCode = (word: string): string | null => {
    const code = word.toUpperCase();
    return index.departements.has(code) ? code : null;
  };

  const folded = foldForParsing(text).replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    const words = splitWords(inner).join(' ');
    const dep = departementCode(words) ?? index.departementByName.get(words) ?? null;
    if (dep && !departement) {
      departement = dep;
      return ' ';
    }
    if (/^\d{5}$/.test(words) && !postal) {
      postal = words;
      return ' ';
    }
    return whole;
  });
  const words = splitWords(folded);

  const [first, second] = words;
  const arrondissement = second ? ARRONDISSEMENT_NUMBER.exec(second) : null;
  if (
    first &&
    ARRONDISSEMENT_CITIES.has(first) &&
    arrondissement &&
    Number(arrondissement[1]) >= 1 &&
    Number(arrondissement[1]) <= 20 &&
    words.slice(2).every((w) => ARRONDISSEMENT_WORDS.has(w))
  ) {
    return { words: [first], departement, postal };
  }

  const nameWords: string[] = [];
  for (const word of words) {
    if (!postal && /^\d{5}$/.test(word)) {
      postal = word;
      continue;
    }
    const dep = /^(?:\d{2,3}|2a|2b)$/.test(word) ? departementCode(word) : null;
    if (dep && !departement) {
      departement = dep;
      continue;
    }
    if (!postal && /^\d{2,4}$/.test(word)) {
      postal = word;
      continue;
    }
    nameWords.push(word);
  }
  return { words: nameWords, departement, postal };
}

/** The keys to try for name words: all abbreviations expanded, and the last word as typed. */
export function nameKeys(words: readonly string[]): string[] {
  if (words.length === 0) {
    return [];
  }
  const expanded = words.map(expandAbbreviation).join(' ');
  const lastAsTyped = [...words.slice(0, -1).map(expandAbbreviation), words.at(-1)].join(' ');
  return expanded === lastAsTyped ? [expanded] : [expanded, lastAsTyped];
}

/** Départements a postal code belongs to: "69003" → 69, "20000" → 2A/2B, "97400" → 974. */
export function departementsOfPostal(postal: string): string[] {
  if (postal.startsWith('20')) {
    return ['2A', '2B'];
  }
  return postal.startsWith('97') || postal.startsWith('98') ? [postal.slice(0, 3)] : [postal.slice(0, 2)];
}
