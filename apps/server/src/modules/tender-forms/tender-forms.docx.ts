/**
 * A DC1/DC2 model → a Word document (docx): title, a heading per rubric (« A – Identification de
 * l’acheteur »), label/value tables, check boxes as ☐/☒ (Segoe UI Symbol), tables with a
 * repeated header row; « [À compléter : …] » bold on a yellow highlight, language fr-FR.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IBorderOptions,
} from 'docx';
import { cleanText, splitMarkers } from '../../integrations/pdf/layout.ts';
import type { FormBlock, FormModel } from './tender-forms.content.ts';

const FONT = 'Calibri';
const COLOR = {
  text: '1E293B',
  muted: '64748B',
  accent: '1F4E79',
  rule: 'CBD5E1',
  zebra: 'F4F6F9',
  markerFg: '78350F',
  white: 'FFFFFF',
};
const CELL_SIZE = 18;

const clean = (text: string) => cleanText(text).replace(/\n/g, ' ');

function runs(text: string, base: { size?: number; bold?: boolean; color?: string } = {}): TextRun[] {
  return splitMarkers(clean(text)).map((run) =>
    run.marker
      ? new TextRun({ text: run.text, bold: true, color: COLOR.markerFg, highlight: 'yellow', size: base.size })
      : new TextRun({ text: run.text, ...base }),
  );
}

const thin: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule };
const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

function cell(children: TextRun[], options: { fill?: string; width?: number } = {}): TableCell {
  return new TableCell({
    children: [new Paragraph({ children, spacing: { before: 0, after: 0 } })],
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
    margins: { top: 70, bottom: 70, left: 100, right: 100 },
    width: options.width ? { size: options.width, type: WidthType.PERCENTAGE } : undefined,
  });
}

function table(columns: string[], rows: string[][], widths?: number[]): Table {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((c, i) =>
      cell([new TextRun({ text: clean(c), bold: true, color: COLOR.white, size: CELL_SIZE })], {
        fill: COLOR.accent,
        width: widths?.[i],
      }),
    ),
  });
  const body = rows.map(
    (row, r) =>
      new TableRow({
        cantSplit: true,
        children: columns.map((_, i) =>
          cell(runs(row[i] ?? '', { size: CELL_SIZE }), {
            fill: r % 2 === 1 ? COLOR.zebra : undefined,
            width: widths?.[i],
          }),
        ),
      }),
  );
  return new Table({
    rows: [header, ...body],
    width: { size: 100, type: WidthType.PERCENTAGE },
    layout: TableLayoutType.AUTOFIT,
    borders: {
      top: thin,
      bottom: { ...thin, color: COLOR.accent, size: 8 },
      left: none,
      right: none,
      insideHorizontal: thin,
      insideVertical: none,
    },
  });
}

const gap = () => new Paragraph({ children: [], spacing: { after: 80 } });

function blockChildren(block: FormBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'paragraph':
      return [new Paragraph({ children: runs(block.text), spacing: { after: 140 } })];
    case 'subheading':
      return [new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(clean(block.text))] })];
    case 'fields':
      return [
        table(
          ['Rubrique', 'Renseignement'],
          block.rows.map(([l, v]) => [l, v]),
          [34, 66],
        ),
        gap(),
      ];
    case 'table':
      return [table(block.columns, block.rows), gap()];
    case 'checks':
      return block.items.map(
        (item) =>
          new Paragraph({
            indent: { left: 400, hanging: 400 },
            spacing: { after: 80 },
            children: [
              new TextRun({ text: item.checked ? '☒' : '☐', font: 'Segoe UI Symbol', size: 24 }),
              new TextRun({ text: '\t' }),
              ...runs(item.text),
            ],
          }),
      );
  }
}

export function renderFormDocx(model: FormModel, meta: { reference: string; company: string | null }): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(clean(model.title))] }),
    new Paragraph({ children: [new TextRun({ text: clean(model.subtitle), size: 26 })], spacing: { after: 200 } }),
    new Paragraph({ children: runs(model.notice, { size: 18, color: COLOR.muted }), spacing: { after: 240 } }),
    ...model.sections.flatMap((section) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun(`${section.letter} – ${clean(section.title)}`)],
      }),
      ...section.blocks.flatMap(blockChildren),
    ]),
  ];
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: `${model.code} – Réf. ${clean(meta.reference)} – page `, size: 16, color: COLOR.muted }),
          new TextRun({ children: [PageNumber.CURRENT], size: 16, color: COLOR.muted }),
          new TextRun({ text: ' / ', size: 16, color: COLOR.muted }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16, color: COLOR.muted }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: 'BatiAO',
    title: `${model.title} – ${clean(meta.reference)}`,
    subject: model.subtitle,
    lastModifiedBy: meta.company ?? 'BatiAO',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: 21, color: COLOR.text, language: { value: 'fr-FR' } },
          paragraph: { spacing: { line: 276, after: 100 } },
        },
        title: {
          run: { font: FONT, size: 40, bold: true, color: COLOR.accent },
          paragraph: { spacing: { after: 80 } },
        },
        heading1: {
          run: { font: FONT, size: 26, bold: true, color: COLOR.accent },
          paragraph: {
            spacing: { before: 320, after: 140 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLOR.accent, space: 2 } },
          },
        },
        heading3: {
          run: { font: FONT, size: 21, bold: true, color: COLOR.accent },
          paragraph: { spacing: { before: 160, after: 80 }, keepNext: true },
        },
      },
    },
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1300, bottom: 1300, left: 1200, right: 1200 } },
        },
        footers: { default: footer },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
