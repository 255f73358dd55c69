/**
 * What the PDF and DOCX renderers share: the parsing of the text conventions of
 * `@batiao/shared/contracts/generation` (paragraphs, "- " bullets, "[À compléter : …]" markers),
 * the French labels and the French date formatting of the cover.
 */
import type { MemoireSection, RenderMeta, RequiredDocument } from '@batiao/shared/contracts/generation';
import { TO_COMPLETE_PATTERN } from '@batiao/shared/contracts/generation';
import { formatFrenchDate as frenchDate } from '@batiao/shared/domain/dates';

/** A block of a body: one paragraph, or one bullet list (consecutive "- " lines). */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A piece of inline text: plain, or a "[À compléter : …]" marker to highlight. */
export interface InlineRun {
  text: string;
  marker: boolean;
}

const BULLET = /^\s*[-–•]\s+/;

/**
 * Normalises what an engine or an editor may leave in a text (CRLF, tabs, control characters,
 * zero-width characters) so that both renderers see the same clean text.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // C0/C1 controls except the newline, and zero-width characters (nothing to draw).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/g, '')
  );
}

/**
 * Splits a body into paragraphs and lists: paragraphs are separated by a blank line; lines inside
 * a paragraph are joined with a space (the text is reflowed); a line starting with "- " is a bullet
 * item, and consecutive items form one list (a following non-bullet line continues the item).
 */
export function parseBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flushParagraph = (): void => {
    const text = paragraph.join(' ').replace(/ {2,}/g, ' ').trim();
    if (text) {
      blocks.push({ kind: 'paragraph', text });
    }
    paragraph = [];
  };
  const flushList = (): void => {
    if (list && list.length > 0) {
      blocks.push({ kind: 'list', items: list.map((item) => item.replace(/ {2,}/g, ' ').trim()).filter(Boolean) });
    }
    list = null;
  };

  for (const rawLine of cleanText(body).split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    if (BULLET.test(line)) {
      flushParagraph();
      list ??= [];
      list.push(line.replace(BULLET, ''));
      continue;
    }
    if (list && list.length > 0) {
      // A wrapped bullet: the line continues the last item.
      list[list.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

/**
 * The letter's blocks (separated by a blank line), each as its lines: an address block, the object
 * and reference lines or the signature keep one line per line; a one-line block is a paragraph.
 */
export function letterBlocks(text: string): string[][] {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

/** Splits a text into plain runs and "[À compléter : …]" marker runs, in order. */
export function splitMarkers(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pattern = new RegExp(TO_COMPLETE_PATTERN.source, 'g');
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) {
      runs.push({ text: text.slice(last, start), marker: false });
    }
    runs.push({ text: match[0], marker: true });
    last = start + match[0].length;
  }
  if (last < text.length) {
    runs.push({ text: text.slice(last), marker: false });
  }
  return runs;
}

/** The marker printed when a fact is unknown (same wording as the engines). */
export function toComplete(what: string): string {
  return `[À compléter : ${what}]`;
}

/* ------------------------------------------------------------ labels ------------------------------------------------------------ */

export const PART_TITLES = {
  lettre: 'Lettre de candidature',
  memoire: 'Mémoire technique',
  documents: 'Documents à fournir',
  aCompleter: 'Points à compléter avant envoi',
} as const;

export const SOURCE_LABELS: Record<RequiredDocument['source'], string> = {
  avis: 'Avis',
  usuel: 'Usuel',
};

export const STATUS_LABELS: Record<RequiredDocument['status'], string> = {
  present: 'Présent',
  missing: 'Manquant',
  expired: 'Expiré',
  to_provide: 'À fournir',
};

export const DOCUMENT_TABLE_COLUMNS = ['Document', 'Origine', 'État', 'Note'] as const;

/** « Valeur technique (60 %) », or the label alone when the notice gives no weight. */
export function criterionText(criterion: NonNullable<MemoireSection['criterion']>): string {
  const label = criterion.label.trim();
  if (criterion.weight === null || !Number.isFinite(criterion.weight)) {
    return label;
  }
  const weight = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(criterion.weight);
  return `${label} (${weight}\u00A0%)`;
}

export function criterionLine(criterion: NonNullable<MemoireSection['criterion']>): string {
  return `Répond au critère : ${criterionText(criterion)}`;
}

/* ------------------------------------------------------------ dates ------------------------------------------------------------ */

const PARIS = 'Europe/Paris';

function parseDate(iso: string | null): Date | null {
  if (!iso) {
    return null;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateParts(date: Date): Record<string, string> {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** « 15 décembre 2026 » (Europe/Paris); « 1er » for the first day of a month. */
export function formatFrenchDate(iso: string | null): string | null {
  const date = parseDate(iso);
  if (!date) {
    return null;
  }
  return frenchDate(date);
}

/** « 15 décembre 2026 à 12 h 00 » (Europe/Paris); the spaces around « h » never break. */
export function formatFrenchDateTime(iso: string | null): string | null {
  const date = parseDate(iso);
  if (!date) {
    return null;
  }
  const p = dateParts(date);
  return `${formatFrenchDate(iso) ?? ''} à ${p.hour ?? '00'}\u00A0h\u00A0${p.minute ?? '00'}`;
}

/* ------------------------------------------------------------ meta ------------------------------------------------------------ */

export function companyLabel(meta: RenderMeta): string {
  return meta.companyName?.trim() || toComplete('raison sociale');
}

/** The cover's label/value lines, in order. */
export function coverFacts(meta: RenderMeta): { label: string; value: string }[] {
  return [
    { label: 'Acheteur', value: meta.buyerName?.trim() || toComplete('acheteur public') },
    { label: 'Référence', value: meta.tenderReference.trim() || toComplete('référence de la consultation') },
    ...(meta.lot?.trim() ? [{ label: 'Lot', value: meta.lot.trim() }] : []),
    {
      label: 'Date limite de remise',
      value: formatFrenchDateTime(meta.deadline) ?? 'Non précisée dans l’avis',
    },
    { label: 'Document établi le', value: formatFrenchDate(meta.generatedAt) ?? '' },
  ];
}

/** Shortens a text to `max` characters on a word boundary, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/* ---------------------------------------------------------- file name ---------------------------------------------------------- */

/**
 * A safe ASCII download name: `reponse-<reference-slug>-v2.pdf` (accents folded, anything else
 * than letters and digits turned into single hyphens, at most 60 characters of slug).
 */
export function responseFilename(meta: RenderMeta, version: number, ext: 'pdf' | 'docx'): string {
  const slug =
    meta.tenderReference
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/œ/gi, 'oe')
      .replace(/æ/gi, 'ae')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'appel-d-offres';
  const v = Number.isInteger(version) && version > 0 ? version : 1;
  return `reponse-${slug}-v${v}.${ext}`;
}
