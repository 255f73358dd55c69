import type { TenderFileRole } from '@batiao/shared/contracts/tender-files';

/**
 * The lines of the DCE pieces the analysis reads (issue 16), each with its file, its page and the
 * article it sits under, and the small readers of dates, hours and amounts shared by the parts of
 * the analysis.
 */

export interface AnalysedPiece {
  label: string;
  role: TenderFileRole;
  textStatus: string;
  textPages: string[] | null;
}

export interface Line {
  text: string;
  fichier: string;
  page: number | null;
  /** Number of the last numbered heading above the line (« 8.2 », « 01.18 »), null before any. */
  article: string | null;
  /** The line is that heading. */
  heading: boolean;
}

export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Lower case without accents; the same length as the text for the French letters. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");

/** « Article 8.2 – Jugement », « ARTICLE 5 : PÉNALITÉS », « 01.18 Rendez-vous de chantier », « 8. Attribution ». */
export function headingNumber(text: string): string | null {
  const article = /^(?:article|art\.)\s*(?:n\s*°\s*)?(\d{1,2}(?:\.\d{1,2}){0,4})\b/i.exec(text);
  if (article) {
    return article[1] ?? null;
  }
  if (text.length > 110 || /%|\bpoints?\b|€|\.{4,}/i.test(text)) {
    return null;
  }
  const numbered = /^(\d{1,2}(?:\.\d{1,2}){1,4}|\d{1,2}\.)\s*[-–:)]?\s+([A-ZÀ-Ý][^]{2,})$/.exec(text);
  if (numbered) {
    return (numbered[1] ?? '').replace(/\.$/, '');
  }
  // « II DESCRIPTION DES OUVRAGES »
  const roman = /^(I{1,3}|IV|V|VI{1,3}|IX|X)\s*[-–.)]?\s+[A-ZÀ-Ý' ]{3,}$/.exec(text);
  return roman ? (roman[1] ?? null) : null;
}

export function linesOf(pieces: AnalysedPiece[]): Line[] {
  const lines: Line[] = [];
  for (const piece of pieces) {
    const pages = piece.textPages ?? [];
    let article: string | null = null;
    pages.forEach((page, index) => {
      for (const raw of page.split('\n')) {
        const text = clean(raw);
        // Table-of-contents lines (« 01.17 Visites ........ 10 ») say nothing themselves.
        if (text !== '' && !/\.{5,}/.test(text)) {
          const number = headingNumber(text);
          article = number ?? article;
          lines.push({
            text,
            fichier: piece.label,
            page: pages.length > 1 || piece.textStatus !== 'text' ? index + 1 : null,
            article,
            heading: number !== null,
          });
        }
      }
    });
  }
  return lines;
}

export const MONTHS = 'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre';
/** On folded text. */
export const DATE = new RegExp(`(\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}|\\d{1,2}(?:er)?\\s+(?:${MONTHS})\\s+\\d{4})`, 'i');
export const HOUR = /(\d{1,2})\s*h\s*(\d{2})?/i;

/** « 12/03/2026 » or « 12 mars 2026 » (folded) → 2026-03-12; null when not a real date. */
export function isoDate(text: string): string | null {
  const numeric = /(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})/.exec(text);
  let day: number;
  let month: number;
  let year: number;
  if (numeric) {
    day = Number(numeric[1]);
    month = Number(numeric[2]);
    year = Number(numeric[3]);
    if (year < 100) {
      year += 2000;
    }
  } else {
    const named = new RegExp(`(\\d{1,2})(?:er)?\\s+(${MONTHS})\\s+(\\d{4})`).exec(fold(text));
    if (!named) {
      return null;
    }
    day = Number(named[1]);
    month = MONTHS.split('|').indexOf(named[2] ?? '') + 1;
    year = Number(named[3]);
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2100) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The line and the `after` ones after it in the same file, for facts written over several lines. */
export const around = (lines: Line[], index: number, after = 2) =>
  lines
    .slice(index, index + after + 1)
    .filter((l) => l.fichier === lines[index]?.fichier)
    .map((l) => l.text)
    .join(' ');

/** The source of a finding read on a line. */
export const sourceOf = (line: Line) => ({ fichier: line.fichier, page: line.page, article: line.article });
