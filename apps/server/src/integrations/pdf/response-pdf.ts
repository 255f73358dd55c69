/**
 * A generated tender response → the A4 PDF the company sends to the buyer (pdfkit, through the
 * generic `PdfWriter` of `pdf-writer.ts`), laid out like a French mémoire technique: cover, table
 * of contents with real page numbers, 1. Lettre de candidature (its address blocks, object lines
 * and signature kept line by line), 2. Mémoire technique (2.1, 2.2… with their award criterion and
 * tables). The user's checklist (documents and their state in the file, points to complete) is
 * not part of it: it is the response's `documents_requis` and `a_completer`, shown in the app.
 * Pages are buffered (`bufferPages`): the TOC pages are reserved after the cover, filled once the
 * content is written, then headers and footers are drawn on every page but the cover.
 */
import type { GeneratedContent, RenderMeta } from '@batiao/shared/contracts/generation';
import { FONT } from './fonts.ts';
import { companyLabel, coverFacts, criterionLine, letterBlocks, PART_TITLES, splitMarkers } from './layout.ts';
import {
  openPdf,
  BOTTOM,
  COLOR,
  CONTENT_W,
  drawable,
  type HeadingEntry,
  type Line,
  MARGIN,
  PAGE_H,
  PAGE_W,
  PdfWriter,
  STYLE,
  type TextStyle,
} from './pdf-writer.ts';

/* ------------------------------------------------------------ cover ------------------------------------------------------------ */

function drawCover(w: PdfWriter, meta: RenderMeta): void {
  const { doc } = w;
  w.addPage();
  doc.rect(0, 0, 12, PAGE_H).fill(COLOR.accent);

  const company = companyLabel(meta);
  const companyStyle: TextStyle = { font: FONT.semibold, size: 13, color: COLOR.accent, leading: 18 };
  let y = 96;
  for (const line of w.layoutLines(splitMarkers(company), CONTENT_W, companyStyle)) {
    w.drawLine(line, MARGIN.left, y, companyStyle);
    y += companyStyle.leading;
  }

  y = 236;
  const kicker: TextStyle = { font: FONT.regular, size: 13, color: COLOR.accent, leading: 20 };
  w.textAt('Réponse à l’appel d’offres', MARGIN.left, y, kicker);
  y += kicker.leading + 14;

  let titleStyle: TextStyle = { font: FONT.bold, size: 23, color: COLOR.text, leading: 30 };
  let titleLines = w.layoutLines([{ text: meta.tenderTitle, marker: false }], CONTENT_W, titleStyle);
  if (titleLines.length > 5) {
    titleStyle = { font: FONT.bold, size: 16, color: COLOR.text, leading: 21 };
    titleLines = w.layoutLines([{ text: meta.tenderTitle, marker: false }], CONTENT_W, titleStyle);
  }
  for (const line of titleLines.slice(0, 12)) {
    w.drawLine(line, MARGIN.left, y, titleStyle);
    y += titleStyle.leading;
  }
  if (titleLines.length > 12) {
    w.textAt('…', MARGIN.left, y, titleStyle);
    y += titleStyle.leading;
  }
  y += 18;
  doc.rect(MARGIN.left, y, 56, 3).fill(COLOR.accent);
  y += 34;

  const labelStyle: TextStyle = { font: FONT.semibold, size: 8.5, color: COLOR.muted, leading: 15 };
  const valueStyle: TextStyle = { font: FONT.regular, size: 10.5, color: COLOR.text, leading: 15 };
  const labelWidth = 148;
  for (const fact of coverFacts(meta)) {
    const lines = w.layoutLines(splitMarkers(fact.value), CONTENT_W - labelWidth, valueStyle).slice(0, 4);
    w.textAt(fact.label.toUpperCase(), MARGIN.left, y, labelStyle);
    for (const line of lines) {
      w.drawLine(line, MARGIN.left + labelWidth, y, valueStyle);
      y += valueStyle.leading;
    }
    y += 9;
  }

  const footY = PAGE_H - 96;
  doc
    .moveTo(MARGIN.left, footY)
    .lineTo(PAGE_W - MARGIN.right, footY)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
  const small: TextStyle = { font: FONT.regular, size: 8.5, color: COLOR.muted, leading: 12 };
  w.textAt('Lettre de candidature, mémoire technique et liste des pièces du dossier', MARGIN.left, footY + 10, small);
}

/* ------------------------------------------------------------ TOC ------------------------------------------------------------ */

interface TocItem {
  level: 1 | 2;
  number: string;
  title: string;
  lines: Line[];
  height: number;
}

const TOC_TITLE_SPACE = 64;
const TOC_NUMBER_COL = 30;
const TOC_PAGE_COL = 34;

function tocItems(w: PdfWriter, entries: { level: 1 | 2; number: string; title: string }[]): TocItem[] {
  return entries.map((e) => {
    const style = e.level === 1 ? STYLE.tocPart : STYLE.tocSection;
    const indent = e.level === 1 ? 0 : 16 + TOC_NUMBER_COL;
    const text = e.level === 1 ? `${e.number}. ${e.title}` : e.title;
    const lines = w.layoutLines([{ text, marker: false }], CONTENT_W - indent - TOC_PAGE_COL - 12, style);
    const height = lines.length * style.leading + (e.level === 1 ? 10 : 3);
    return { ...e, lines, height };
  });
}

/** Splits the TOC items into pages (the first page has the « Sommaire » title). */
function paginateToc(items: TocItem[]): TocItem[][] {
  const pages: TocItem[][] = [[]];
  let y = MARGIN.top + TOC_TITLE_SPACE;
  for (const item of items) {
    const current = pages[pages.length - 1];
    if (current && current.length > 0 && y + item.height > BOTTOM) {
      pages.push([]);
      y = MARGIN.top;
    }
    pages[pages.length - 1]?.push(item);
    y += item.height;
  }
  return pages;
}

function drawToc(w: PdfWriter, pages: TocItem[][], firstPage: number, headings: HeadingEntry[]): void {
  const { doc } = w;
  let h = 0;
  pages.forEach((items, p) => {
    doc.switchToPage(firstPage + p);
    let y = MARGIN.top;
    if (p === 0) {
      w.textAt('Sommaire', MARGIN.left, y, STYLE.h1);
      y += STYLE.h1.leading + 5;
      doc.rect(MARGIN.left, y, CONTENT_W, 1.2).fill(COLOR.accent);
      y = MARGIN.top + TOC_TITLE_SPACE;
    }
    for (const item of items) {
      const heading = headings[h];
      h += 1;
      const style = item.level === 1 ? STYLE.tocPart : STYLE.tocSection;
      const left = MARGIN.left + (item.level === 1 ? 0 : 16 + TOC_NUMBER_COL);
      if (item.level === 1) {
        y += 10;
      }
      const top = y;
      if (item.level === 2) {
        w.textAt(item.number, MARGIN.left + 16, y, style, COLOR.accent);
      }
      item.lines.forEach((line, i) => {
        w.drawLine(line, left, y, style);
        if (i === item.lines.length - 1 && heading) {
          const pageLabel = String(heading.page + 1);
          const pw = w.width(pageLabel, style);
          const right = PAGE_W - MARGIN.right;
          const dotsFrom = left + line.width + 6;
          const dotsTo = right - pw - 6;
          if (dotsTo > dotsFrom) {
            const dotY = y + style.leading / 2 + style.size * 0.3;
            doc
              .save()
              .moveTo(dotsFrom, dotY)
              .lineTo(dotsTo, dotY)
              .lineWidth(0.9)
              .lineCap('round')
              .dash(0.01, { space: 3.2 })
              .strokeColor(COLOR.muted)
              .stroke()
              .restore();
          }
          w.textAt(pageLabel, right - pw, y, style);
        }
        y += style.leading;
      });
      if (heading) {
        doc.goTo(MARGIN.left, top, CONTENT_W, y - top, heading.dest);
      }
      y += item.level === 1 ? 0 : 3;
    }
  });
}

/* ------------------------------------------------------------ running heads ------------------------------------------------------------ */

function fitText(w: PdfWriter, text: string, maxWidth: number, style: TextStyle): string {
  const clean = drawable(text).replace(/\s+/g, ' ').trim();
  if (w.width(clean, style) <= maxWidth) {
    return clean;
  }
  let lo = 0;
  let hi = clean.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (w.width(`${clean.slice(0, mid).trimEnd()}…`, style) <= maxWidth) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  const cut = clean.slice(0, lo);
  const space = cut.lastIndexOf(' ');
  return `${(space > lo * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

function drawRunningHeads(w: PdfWriter, meta: RenderMeta, total: number): void {
  const { doc } = w;
  const style = STYLE.running;
  const right = PAGE_W - MARGIN.right;
  const reference = `Réf. ${drawable(meta.tenderReference)}`;
  const refWidth = Math.min(w.width(reference, style), CONTENT_W * 0.4);
  const title = fitText(w, meta.tenderTitle, CONTENT_W - refWidth - 24, style);
  const refText = fitText(w, reference, CONTENT_W * 0.4, style);
  const company = companyLabel(meta);
  const headerTop = 38;
  const footerTop = PAGE_H - 52;
  // The cover keeps its own footer line: only its page number is added, on the right.
  doc.switchToPage(0);
  const coverLabel = `Page 1 / ${total}`;
  w.textAt(coverLabel, right - w.width(coverLabel, style), PAGE_H - 96 + 10, style);
  for (let p = 1; p < total; p += 1) {
    doc.switchToPage(p);
    w.textAt(title, MARGIN.left, headerTop, style);
    w.textAt(refText, right - w.width(refText, style), headerTop, style);
    doc
      .moveTo(MARGIN.left, headerTop + style.leading + 5)
      .lineTo(right, headerTop + style.leading + 5)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();

    doc.moveTo(MARGIN.left, footerTop).lineTo(right, footerTop).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    const pageLabel = `Page ${p + 1} / ${total}`;
    const pageWidth = w.width(pageLabel, style);
    const companyLines = w.layoutLines(splitMarkers(company), CONTENT_W - pageWidth - 24, style);
    const firstLine = companyLines[0];
    if (firstLine) {
      w.drawLine(firstLine, MARGIN.left, footerTop + 6, style);
    }
    w.textAt(pageLabel, right - pageWidth, footerTop + 6, style);
  }
}

/* ------------------------------------------------------------ entry point ------------------------------------------------------------ */

/** Renders a generated response as an A4 PDF with embedded Inter fonts. */
export function renderResponsePdf(content: GeneratedContent, meta: RenderMeta): Promise<Buffer> {
  const { doc, bytes: done } = openPdf({
    Title: `Réponse – ${drawable(meta.tenderTitle)}`,
    Author: companyLabel(meta),
    Subject: `Réponse à l’appel d’offres ${drawable(meta.tenderReference)}`,
    CreationDate: new Date(meta.generatedAt),
  });

  const w = new PdfWriter(doc);
  drawCover(w, meta);

  // The TOC entries are known before the content: lay them out to reserve their pages.
  const sections = content.memoire_sections;
  const entries: { level: 1 | 2; number: string; title: string }[] = [
    { level: 1, number: '1', title: PART_TITLES.lettre },
    { level: 1, number: '2', title: PART_TITLES.memoire },
    ...sections.map((s, i) => ({ level: 2 as const, number: `2.${i + 1}`, title: s.title })),
  ];
  const tocPages = paginateToc(tocItems(w, entries));
  const tocFirst = w.page + 1;
  for (let i = 0; i < tocPages.length; i += 1) {
    w.addPage();
  }

  const outline = doc.outline;
  w.part('1', PART_TITLES.lettre);
  outline.addItem(`1. ${PART_TITLES.lettre}`);
  for (const block of letterBlocks(content.lettre_candidature)) {
    if (block.length > 1 && !block.some((line) => /^[-–•]\s/.test(line))) {
      w.lines(block);
    } else {
      w.body(block.join('\n'));
    }
  }

  w.part('2', PART_TITLES.memoire);
  const memoireOutline = outline.addItem(`2. ${PART_TITLES.memoire}`, { expanded: true });
  sections.forEach((section, i) => {
    const number = `2.${i + 1}`;
    w.section(number, section.title, section.criterion ? criterionLine(section.criterion) : null);
    memoireOutline.addItem(`${number} ${drawable(section.title)}`);
    w.body(section.body);
    if (section.table && section.table.columns.length > 0) {
      w.table({
        columns: section.table.columns,
        rows: section.table.rows.map((row) => row.map((text) => ({ runs: splitMarkers(text) }))),
      });
    }
    w.y += 8;
  });

  drawToc(w, tocPages, tocFirst, w.headings);
  const total = w.page + 1;
  drawRunningHeads(w, meta, total);
  doc.end();
  return done;
}

/**
 * Loads the fonts and shapes the common words once (about 1 s on the first call, then a full
 * response renders in tens of milliseconds): call it at server start so no user waits for it.
 */
export async function warmUpResponsePdf(content: GeneratedContent, meta: RenderMeta): Promise<void> {
  await renderResponsePdf(content, meta);
}
