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
  type Table,
  TextRun,
} from 'docx';
import {
  DOCX_CELL_SIZE as CELL_SIZE,
  DOCX_COLOR as COLOR,
  DOCX_FONT as FONT,
  docxClean as clean,
  docxRuns as runs,
  docxTable,
} from '../../integrations/pdf/docx-parts.ts';
import type { FormBlock, FormModel } from './tender-forms.content.ts';

/** A table of plain texts (markers highlighted). */
const table = (columns: string[], rows: string[][], widths?: number[]) =>
  docxTable(
    columns,
    rows.map((row) => row.map((text) => runs(text, { size: CELL_SIZE }))),
    widths,
  );

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
