import type { DceRequirement } from '@batiao/shared/contracts/generation-engine';
import type { TenderAnalysis, TenderFileRole } from '@batiao/shared/contracts/tender-files';

/**
 * The CCTP's requirements found by the analysis (standards, constraints), located in the CCTP's
 * text (issue 16): the numbered heading they stand under (« 3.2 Horaires », « Article 4 – … »,
 * « 02.03.01 Reprise en sous œuvre ») and the whole sentence that states them, so that the response
 * cites « CCTP art. 3.2, p. 4 : … ». No heading before it: no article, never a guessed one.
 */

interface Piece {
  label: string;
  role: TenderFileRole;
  textPages: string[] | null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Letters and digits only, « N° » dropped: « DTU N°20.1 » and « DTU 20.1 » read the same. */
const squeeze = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\bN\s*[°O]\s*(?=\d)/g, '')
    .replace(/[^A-Z0-9]/g, '');

/** « 3.2 Titre », « 02.03.01 Titre », « Article 4 – Titre », « ART. 3.2 : Titre ». */
const HEADING =
  /^(?:art(?:icle)?\.?\s*(?:n°\s*)?(\d{1,2}(?:\.\d{1,3}){0,4})|(\d{1,2}(?:\.\d{1,3}){1,4}))\.?\s*[-–—:)]?\s+(\S.{1,110})$/i;

function headingOf(line: string): string | null {
  const match = HEADING.exec(line);
  if (!match) {
    return null;
  }
  const numbered = match[2];
  const title = match[3] ?? '';
  // A bare number opens a heading only before a capitalised title that is not a sentence
  // (« 2.50 m de hauteur », « 1.5 fois la charge. » are not headings).
  if (numbered && (!/^[A-ZÀ-Ý]/.test(title) || /[.;,]$/.test(title))) {
    return null;
  }
  return match[1] ?? numbered ?? null;
}

interface Located {
  lines: string[][];
  page: number;
  line: number;
}

function linesOf(piece: Piece): string[][] {
  return (piece.textPages ?? []).map((page) =>
    page
      .split('\n')
      .map(clean)
      .filter((l) => l !== ''),
  );
}

function locate(piece: Piece, page: number | null, matches: (line: string) => boolean): Located | null {
  const lines = linesOf(piece);
  const pageIndex = page === null ? 0 : page - 1;
  const onPage = lines[pageIndex] ?? [];
  const line = onPage.findIndex(matches);
  return line >= 0 ? { lines, page: pageIndex, line } : null;
}

/** The closest numbered heading above the line, on its page or the ones before. */
function articleAt(found: Located): string | null {
  for (let p = found.page; p >= 0; p -= 1) {
    const page = found.lines[p] ?? [];
    for (let i = p === found.page ? found.line : page.length - 1; i >= 0; i -= 1) {
      const article = headingOf(page[i] ?? '');
      if (article) {
        return article;
      }
    }
  }
  return null;
}

/** The sentence the line belongs to: back to the end of the previous one, on to a full stop (280 characters at most). */
function sentenceAt(found: Located): string {
  const page = found.lines[found.page] ?? [];
  let start = found.line;
  while (
    start > 0 &&
    start > found.line - 2 &&
    !/[.:;!?]$/.test(page[start - 1] ?? '.') &&
    !headingOf(page[start - 1] ?? '')
  ) {
    start -= 1;
  }
  let end = found.line;
  while (
    end < page.length - 1 &&
    end < found.line + 3 &&
    !/[.;!?]$/.test(page[end] ?? '.') &&
    !headingOf(page[end + 1] ?? '')
  ) {
    end += 1;
  }
  const text = clean(page.slice(start, end + 1).join(' ')).replace(/^[-•*]\s*/, '');
  if (text.length <= 280) {
    return text;
  }
  const cut = text.slice(0, 279);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 200))}…`;
}

/** The article the analysis gives itself, when it does (an additive field of the contract). */
const articleGiven = (found: object): string | null => {
  const article = (found as { article?: unknown }).article;
  return typeof article === 'string' && article !== '' ? article : null;
};

export function locateRequirements(analysis: TenderAnalysis, pieces: Piece[]): DceRequirement[] {
  const cctp = new Map(pieces.filter((p) => p.role === 'cctp').map((p) => [p.label, p]));
  const out: DceRequirement[] = [];
  for (const c of analysis.contraintes) {
    const piece = cctp.get(c.fichier);
    if (!piece) {
      continue;
    }
    const found = locate(piece, c.page, (line) => line.slice(0, 300) === c.texte);
    out.push({
      kind: c.type,
      label: c.libelle,
      extrait: found ? sentenceAt(found) : c.texte,
      fichier: c.fichier,
      page: c.page,
      article: articleGiven(c) ?? (found ? articleAt(found) : null),
    });
  }
  for (const n of analysis.normes) {
    const piece = cctp.get(n.fichier);
    if (!piece) {
      continue;
    }
    const key = squeeze(n.norme).replace(/^NF/, '');
    const found = locate(piece, n.page, (line) => squeeze(line).includes(key));
    out.push({
      kind: 'norme',
      label: n.norme,
      extrait: found ? sentenceAt(found) : n.norme,
      fichier: n.fichier,
      page: n.page,
      article: articleGiven(n) ?? (found ? articleAt(found) : null),
    });
  }
  return out;
}
