/**
 * Lots written in the object text, for the notices whose structured lots are absent (2024 flat
 * records, many national notices): « Lot 1 : Gros œuvre Lot 2 : Charpente », « Lot n°3 – second
 * œuvre », « Relance du lot 05 "Menuiseries extérieures" ». In the title a marker counts anywhere;
 * in the description only on a line that starts with one (« à 45 jours pour le lot 1 traitement »
 * in a payment clause is not a lot list). A lot needs a number and a title with words: « Lots 03
 * à 08 », « Lot 1, 2, 3 » or « Lot n° 1 (relance) » give none.
 */
import type { NoticeLot } from '../types.ts';

/**
 * « Lot 1 », « LOT N°3 », « lot n° 05 », « Lot no 2 », « Lot numéro 4 », « LOT 3D » (a lettered
 * sub-lot); not « Lots » (a range).
 */
const MARKER =
  /\blot\s*(?:n\s*°|n°|no\b\.?|num[ée]ro)?\s*(\d{1,3})([a-z](?![\p{L}\d]))?(?![\d,.]*\s*(?:€|euros?|%))(?![\p{L}\d])/giu;
const LINE_START =
  /^\s*[-•*–]?\s*lot\s*(?:n\s*°|n°|no\b\.?|num[ée]ro)?\s*\d{1,3}(?:[a-z](?![\p{L}\d]))?(?![\p{L}\d])/iu;
const TITLE_MAX = 200;
/** Words that continue a list of numbers rather than name a lot. */
const NOT_A_TITLE = /^(?:et|à|a|au|ou|du|de|des|le|la|les|relance|attribution|infructueux|uniquement|seul)$/iu;

function cleanTitle(raw: string): string | null {
  let title = raw.trim();
  const quoted = /^["«“]\s*([^"»”]+?)\s*["»”]/u.exec(title);
  if (quoted?.[1]) {
    title = quoted[1];
  }
  title = title
    .replace(/^[\s:\-–—.,)/]+/u, '')
    .replace(/(?:[\s:\-–—.,;/(&]|\s(?:et|ou)$)+$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    title.startsWith('(') ||
    /^(?:et|ou|à)\s+\d/iu.test(title) ||
    !/\p{L}{3}/u.test(title) ||
    NOT_A_TITLE.test(title)
  ) {
    return null;
  }
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}

/** « … en deux lots : Génie civil, VRD (lot 1) et Serrurerie (lot 2) »: the lot's number after its title. */
const AFTER_TITLE = /\(\s*lot\s*(?:n\s*°|n°|no\b\.?)?\s*(\d{1,3})\s*\)/giu;

function lotsAfterTitles(text: string, into: Map<string, NoticeLot>): boolean {
  const markers = [...text.matchAll(AFTER_TITLE)];
  if (markers.length < 2) {
    return false;
  }
  let from = Math.max(0, text.slice(0, markers[0]?.index ?? 0).lastIndexOf(':') + 1);
  for (const marker of markers) {
    const number = `${Number(marker[1])}`;
    const title = cleanTitle(text.slice(from, marker.index).replace(/^\s*(?:et|,)\s+/iu, ''));
    if (title !== null && !into.has(number)) {
      into.set(number, { number, title, description: null, cpvCodes: [], amountCents: null });
    }
    from = (marker.index ?? 0) + marker[0].length;
  }
  return true;
}

function lotsInSegment(text: string, into: Map<string, NoticeLot>): void {
  if (lotsAfterTitles(text, into)) {
    return;
  }
  const markers = [...text.matchAll(MARKER)];
  markers.forEach((marker, i) => {
    const number = `${Number(marker[1])}${(marker[2] ?? '').toUpperCase()}`;
    const start = (marker.index ?? 0) + marker[0].length;
    const end = markers[i + 1]?.index ?? text.length;
    const title = cleanTitle(text.slice(start, end));
    if (title !== null && !into.has(number)) {
      into.set(number, { number, title, description: null, cpvCodes: [], amountCents: null });
    }
  });
}

/** The lots named in the title and in the lot lines of the description, in order of first mention. */
export function lotsInText(title: string | null, description: string | null): NoticeLot[] {
  const found = new Map<string, NoticeLot>();
  if (title) {
    lotsInSegment(title.replace(/\s+/g, ' '), found);
  }
  for (const line of (description ?? '').split('\n')) {
    if (LINE_START.test(line)) {
      lotsInSegment(line, found);
    }
  }
  return [...found.values()];
}
