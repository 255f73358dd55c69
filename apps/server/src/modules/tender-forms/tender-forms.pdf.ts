/**
 * A DC1/DC2 model → an A4 PDF through the project's generic `PdfWriter` (Inter, the amber
 * « [À compléter : …] » markers, tables and page breaks handled there). Check boxes are drawn as
 * boxes (Inter has no ☐/☒ glyphs), a ticked one with a cross; page numbers in the footer.
 */
import { FONT } from '../../integrations/pdf/fonts.ts';
import { splitMarkers } from '../../integrations/pdf/layout.ts';
import {
  openPdf,
  COLOR,
  CONTENT_W,
  drawable,
  MARGIN,
  PAGE_H,
  PAGE_W,
  PdfWriter,
  STYLE,
  type TextStyle,
} from '../../integrations/pdf/pdf-writer.ts';
import type { FormBlock, FormModel } from './tender-forms.content.ts';

const TITLE: TextStyle = { font: FONT.bold, size: 20, color: COLOR.accent, leading: 26 };
const SUBTITLE: TextStyle = { font: FONT.regular, size: 12, color: COLOR.text, leading: 17 };
const NOTICE: TextStyle = { font: FONT.regular, size: 8.8, color: COLOR.muted, leading: 12.5 };
const SUBHEADING: TextStyle = { font: FONT.semibold, size: 10.2, color: COLOR.accent, leading: 15 };
const BOX = 8.5;
const CHECK_INDENT = 18;

const plain = (text: string) => [{ text, marker: false }];

function drawBlock(w: PdfWriter, block: FormBlock): void {
  switch (block.kind) {
    case 'paragraph':
      w.paragraph(block.text);
      return;
    case 'subheading':
      w.ensure(SUBHEADING.leading + 3 * STYLE.body.leading);
      w.y += 2;
      w.paragraph(block.text, SUBHEADING);
      return;
    case 'fields':
      w.table({
        columns: ['Rubrique', 'Renseignement'],
        rows: block.rows.map(([label, value]) => [{ runs: plain(label) }, { runs: splitMarkers(value) }]),
        fractions: [0.34, 0.66],
      });
      w.y += 6;
      return;
    case 'table':
      w.table({
        columns: block.columns,
        rows: block.rows.map((row) => row.map((text) => ({ runs: splitMarkers(text) }))),
      });
      w.y += 6;
      return;
    case 'checks':
      for (const item of block.items) {
        const style = STYLE.body;
        const lines = w.layoutLines(splitMarkers(item.text), CONTENT_W - CHECK_INDENT, style);
        w.flowLines(lines, MARGIN.left + CHECK_INDENT, style, (index, top) => {
          if (index !== 0) {
            return;
          }
          const x = MARGIN.left + 2;
          const y = top + (style.leading - BOX) / 2;
          w.doc.lineWidth(0.8).strokeColor(COLOR.text).rect(x, y, BOX, BOX).stroke();
          if (item.checked) {
            w.doc
              .lineWidth(1.1)
              .moveTo(x + 1.8, y + 1.8)
              .lineTo(x + BOX - 1.8, y + BOX - 1.8)
              .moveTo(x + BOX - 1.8, y + 1.8)
              .lineTo(x + 1.8, y + BOX - 1.8)
              .stroke();
          }
        });
        w.y += 3;
      }
      w.y += 5;
      return;
  }
}

export function renderFormPdf(
  model: FormModel,
  meta: { reference: string; company: string | null; now: Date },
): Promise<Buffer> {
  const { doc, bytes: done } = openPdf({
    Title: `${model.title} – ${drawable(meta.reference)}`,
    Author: meta.company ?? 'BatiAO',
    Subject: model.subtitle,
    CreationDate: meta.now,
  });

  const w = new PdfWriter(doc);
  w.addPage();
  w.paragraph(model.title, TITLE);
  w.y -= 4;
  w.paragraph(model.subtitle, SUBTITLE);
  doc.rect(MARGIN.left, w.y, CONTENT_W, 1.2).fill(COLOR.accent);
  w.y += 10;
  w.paragraph(model.notice, NOTICE);
  w.y += 4;

  for (const section of model.sections) {
    w.section(section.letter, section.title);
    for (const block of section.blocks) {
      drawBlock(w, block);
    }
    w.y += 6;
  }

  const total = w.page + 1;
  const style = STYLE.running;
  for (let p = 0; p < total; p += 1) {
    doc.switchToPage(p);
    const label = `${model.code} – Réf. ${drawable(meta.reference)} – page ${p + 1} / ${total}`;
    const right = PAGE_W - MARGIN.right;
    w.textAt(label, right - Math.min(w.width(label, style), CONTENT_W), PAGE_H - 52, style);
  }
  doc.end();
  return done;
}
