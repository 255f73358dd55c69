/**
 * The Word pieces shared by BatiAO's documents (the response, DC1/DC2): font, colours, runs with the
 * « [À compléter : …] » markers highlighted, and the table style (header row repeated on each page,
 * rows never split, zebra rows, thin rules).
 */
import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx';
import { cleanText, splitMarkers } from './layout.ts';

export const DOCX_FONT = 'Calibri';
export const DOCX_COLOR = {
  text: '1E293B',
  muted: '64748B',
  accent: '1F4E79',
  rule: 'CBD5E1',
  zebra: 'F4F6F9',
  markerFg: '78350F',
  white: 'FFFFFF',
};
/** Table cell text size in half-points (9 pt). */
export const DOCX_CELL_SIZE = 18;

/** The XML text of a run: docx escapes it; the newlines inside a paragraph become spaces. */
export function docxClean(text: string): string {
  return cleanText(text).replace(/\n/g, ' ');
}

/** Runs of a text, the "[À compléter : …]" markers bold, dark amber on a yellow highlight. */
export function docxRuns(text: string, base: { size?: number; bold?: boolean; color?: string } = {}): TextRun[] {
  return splitMarkers(docxClean(text)).map((run) =>
    run.marker
      ? new TextRun({ text: run.text, bold: true, color: DOCX_COLOR.markerFg, highlight: 'yellow', size: base.size })
      : new TextRun({ text: run.text, ...base }),
  );
}

const thin: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: DOCX_COLOR.rule };
const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

function cell(children: ParagraphChild[], options: { fill?: string; width?: number } = {}): TableCell {
  return new TableCell({
    children: [new Paragraph({ children, spacing: { before: 0, after: 0 } })],
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
    margins: { top: 70, bottom: 70, left: 100, right: 100 },
    width: options.width ? { size: options.width, type: WidthType.PERCENTAGE } : undefined,
  });
}

/** A Word table: `rows[r][c]` are a cell's runs; `widths` in percent of the page width. */
export function docxTable(columns: string[], rows: ParagraphChild[][][], widths?: number[]): Table {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((c, i) =>
      cell([new TextRun({ text: docxClean(c), bold: true, color: DOCX_COLOR.white, size: DOCX_CELL_SIZE })], {
        fill: DOCX_COLOR.accent,
        width: widths?.[i],
      }),
    ),
  });
  const body = rows.map(
    (row, r) =>
      new TableRow({
        cantSplit: true,
        children: columns.map((_, i) =>
          cell(row[i] ?? [], { fill: r % 2 === 1 ? DOCX_COLOR.zebra : undefined, width: widths?.[i] }),
        ),
      }),
  );
  return new Table({
    rows: [header, ...body],
    width: { size: 100, type: WidthType.PERCENTAGE },
    layout: TableLayoutType.AUTOFIT,
    borders: {
      top: thin,
      bottom: { ...thin, color: DOCX_COLOR.accent, size: 8 },
      left: none,
      right: none,
      insideHorizontal: thin,
      insideVertical: none,
    },
  });
}
