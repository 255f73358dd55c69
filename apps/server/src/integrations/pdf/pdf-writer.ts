/**
 * A generic A4 PDF writer on pdfkit: the text is laid out here, not by pdfkit's wrapper. Lines are
 * broken on ordinary spaces only (the U+00A0 and U+202F of the fr-FR formats never break), each
 * line is drawn with `lineBreak: false`, and the cursor, page breaks, widows/orphans, keep-with-next
 * headings and table rows are handled by `PdfWriter`. That is what lets the "[À compléter : …]"
 * markers get an amber background and a table of contents know the pages. The response's own
 * layout (cover, table of contents, running heads, parts) is in `response-pdf.ts`.
 */
import PDFDocument from 'pdfkit';
import { FONT, registerFonts } from './fonts.ts';
import { cleanText, parseBlocks, splitMarkers, type InlineRun } from './layout.ts';

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * A BatiAO A4 document (Inter embedded, fr-FR, pages buffered for the running heads, no first page:
 * the writer adds them), and its bytes once `doc.end()` is called.
 */
export function openPdf(info: PDFKit.DocumentInfo): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: 'fr-FR',
    displayTitle: true,
    info: { Creator: 'BatiAO', ...info },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/* ------------------------------------------------------------ design ------------------------------------------------------------ */

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN = { top: 80, bottom: 78, left: 66, right: 66 };
export const CONTENT_W = PAGE_W - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE_H - MARGIN.bottom;

export const COLOR = {
  text: '#1E293B',
  muted: '#64748B',
  accent: '#1F4E79',
  accentSoft: '#E8EEF5',
  rule: '#CBD5E1',
  zebra: '#F4F6F9',
  markerBg: '#FDE68A',
  markerFg: '#78350F',
  white: '#FFFFFF',
} as const;

/** Inter's ascender + descender, per point of font size (the height of a glyph box). */
const GLYPH_BOX = 1.21;

export interface TextStyle {
  font: string;
  size: number;
  color: string;
  /** Line height. */
  leading: number;
}

export const STYLE = {
  body: { font: FONT.regular, size: 10, color: COLOR.text, leading: 15.5 },
  h1: { font: FONT.semibold, size: 18, color: COLOR.accent, leading: 24 },
  h2: { font: FONT.semibold, size: 12.5, color: COLOR.text, leading: 17 },
  criterion: { font: FONT.regular, size: 8.8, color: COLOR.accent, leading: 12 },
  cell: { font: FONT.regular, size: 8.6, color: COLOR.text, leading: 11.8 },
  cellHead: { font: FONT.semibold, size: 8.6, color: COLOR.white, leading: 11.8 },
  tocPart: { font: FONT.semibold, size: 10.5, color: COLOR.text, leading: 16 },
  tocSection: { font: FONT.regular, size: 10, color: COLOR.text, leading: 15 },
  running: { font: FONT.regular, size: 7.6, color: COLOR.muted, leading: 10 },
} satisfies Record<string, TextStyle>;

const PARAGRAPH_GAP = 7;
const BLOCK_GAP_AFTER_LIST = 7;
const LIST_ITEM_GAP = 2.5;
const LIST_INDENT = 16;
const CELL_PAD_X = 5.5;
const CELL_PAD_Y = 4.5;

/**
 * Everything drawn goes through here. Inter has glyphs for U+202F and U+00A0 (the fr-FR number and
 * date spaces), so they are kept as they are; were the font to change for one without U+202F, this
 * is the one place to map it to U+00A0.
 */
export function drawable(text: string): string {
  return cleanText(text).replace(/\n/g, ' ');
}

/* ------------------------------------------------------------ line layout ------------------------------------------------------------ */

/** A word (or a piece of one) placed on a line. */
export interface PlacedToken {
  text: string;
  marker: boolean;
  /** A space separates it from the previous token of the line. */
  spaceBefore: boolean;
  x: number;
  width: number;
}

export interface Line {
  tokens: PlacedToken[];
  width: number;
}

export interface Token {
  text: string;
  marker: boolean;
  spaceBefore: boolean;
  width: number;
}

/* ------------------------------------------------------------ the writer ------------------------------------------------------------ */

export interface HeadingEntry {
  level: 1 | 2;
  number: string;
  title: string;
  page: number;
  dest: string;
}

export interface Cell {
  runs: InlineRun[];
  badge?: { fg: string; bg: string };
}

export interface TableSpec {
  columns: string[];
  rows: Cell[][];
  /** Column widths as fractions of the content width; computed from the content when absent. */
  fractions?: number[];
}

export class PdfWriter {
  readonly doc: Doc;
  y = MARGIN.top;
  /** 0-based index of the current page. */
  page = -1;
  private currentFont = '';
  private currentSize = 0;
  readonly headings: HeadingEntry[] = [];

  constructor(doc: Doc) {
    this.doc = doc;
  }

  /* -------------------------------- primitives -------------------------------- */

  setFont(style: { font: string; size: number }): void {
    if (style.font !== this.currentFont) {
      this.doc.font(style.font);
      this.currentFont = style.font;
    }
    if (style.size !== this.currentSize) {
      this.doc.fontSize(style.size);
      this.currentSize = style.size;
    }
  }

  width(text: string, style: { font: string; size: number }): number {
    this.setFont(style);
    return this.doc.widthOfString(text);
  }

  /** Draws one line of text whose line box starts at `top`. */
  textAt(text: string, x: number, top: number, style: TextStyle, color: string = style.color): void {
    if (!text) {
      return;
    }
    this.setFont(style);
    const y = top + (style.leading - style.size * GLYPH_BOX) / 2;
    this.doc.fillColor(color).text(text, x, y, { lineBreak: false });
  }

  addPage(): void {
    this.doc.addPage();
    this.page += 1;
    this.y = MARGIN.top;
  }

  room(): number {
    return BOTTOM - this.y;
  }

  /** Moves to a new page unless `height` fits below the cursor. */
  ensure(height: number): void {
    if (height > this.room() && this.y > MARGIN.top + 0.5) {
      this.addPage();
    }
  }

  /* -------------------------------- line breaking -------------------------------- */

  /**
   * Splits runs into words. A word is measured as pdfkit shapes it when drawing a line — with its
   * trailing space (pdfkit caches the shaping per "word ") — so each word is shaped once.
   */
  private tokenize(runs: InlineRun[], style: TextStyle, markerStyle: TextStyle): Token[] {
    const tokens: Token[] = [];
    let pendingSpace = false;
    for (const run of runs) {
      const text = drawable(run.text);
      const st = run.marker ? markerStyle : style;
      const space = this.width(' ', st);
      const parts = text.split(' ');
      parts.forEach((part, i) => {
        if (i > 0) {
          pendingSpace = true;
        }
        if (!part) {
          return;
        }
        const width = this.width(`${part} `, st) - space;
        tokens.push({ text: part, marker: run.marker, spaceBefore: pendingSpace, width });
        pendingSpace = false;
      });
    }
    return tokens;
  }

  /** Cuts a token wider than a line into pieces that fit (long URLs, references without spaces). */
  private splitLong(token: Token, maxWidth: number, style: TextStyle): Token[] {
    const pieces: Token[] = [];
    let current = '';
    let currentWidth = 0;
    let first = true;
    for (const ch of token.text) {
      const w = this.width(ch, style);
      if (current && currentWidth + w > maxWidth) {
        pieces.push({
          text: current,
          marker: token.marker,
          spaceBefore: first && token.spaceBefore,
          width: currentWidth,
        });
        first = false;
        current = '';
        currentWidth = 0;
      }
      current += ch;
      currentWidth += w;
    }
    if (current) {
      pieces.push({
        text: current,
        marker: token.marker,
        spaceBefore: first && token.spaceBefore,
        width: currentWidth,
      });
    }
    return pieces;
  }

  /**
   * Breaks runs into lines of at most `maxWidth`, on ordinary spaces only; tokens glued without a
   * space (« (» + marker…) stay together on a line.
   */
  layoutLines(runs: InlineRun[], maxWidth: number, style: TextStyle, markerStyle: TextStyle = markerOf(style)): Line[] {
    // The space before a token is drawn with the previous token's segment: its width is that
    // token's style's (the marker font is wider than the body's).
    const plainSpace = this.width(' ', style);
    const markerSpace = this.width(' ', markerStyle);
    const raw = this.tokenize(runs, style, markerStyle);
    // Group glued tokens into unbreakable units.
    const units: Token[][] = [];
    for (const token of raw) {
      const last = units[units.length - 1];
      if (last && !token.spaceBefore) {
        last.push(token);
      } else {
        units.push([token]);
      }
    }
    const lines: Line[] = [];
    let line: PlacedToken[] = [];
    let x = 0;
    const gapBefore = (t: Token): number => {
      const previous = line[line.length - 1];
      if (!previous || !t.spaceBefore) {
        return 0;
      }
      return previous.marker ? markerSpace : plainSpace;
    };
    const place = (t: Token): void => {
      const gap = gapBefore(t);
      line.push({ ...t, spaceBefore: gap > 0, x: x + gap });
      x += gap + t.width;
    };
    const pushLine = (): void => {
      const lastToken = line[line.length - 1];
      if (lastToken) {
        lines.push({ tokens: line, width: lastToken.x + lastToken.width });
      }
      line = [];
      x = 0;
    };
    for (const unit of units) {
      const first = unit[0];
      if (!first) {
        continue;
      }
      const unitWidth = unit.reduce((sum, t) => sum + t.width, 0);
      if (unitWidth > maxWidth) {
        // An overlong unit: cut its overlong tokens, then its pieces may break anywhere.
        const pieces = unit.flatMap((t) =>
          t.width > maxWidth ? this.splitLong(t, maxWidth, t.marker ? markerStyle : style) : [t],
        );
        for (const t of pieces) {
          if (line.length > 0 && x + gapBefore(t) + t.width > maxWidth) {
            pushLine();
          }
          place(t);
        }
        continue;
      }
      if (line.length > 0 && x + gapBefore(first) + unitWidth > maxWidth) {
        pushLine();
      }
      unit.forEach(place);
    }
    pushLine();
    return lines;
  }

  /** Draws a laid-out line: consecutive tokens of one kind in one text operation; markers on amber. */
  drawLine(line: Line, left: number, top: number, style: TextStyle, markerStyle: TextStyle = markerOf(style)): void {
    const tokens = line.tokens;
    let i = 0;
    while (i < tokens.length) {
      const first = tokens[i];
      if (!first) {
        break;
      }
      let j = i;
      let text = first.text;
      while (j + 1 < tokens.length && tokens[j + 1]?.marker === first.marker) {
        j += 1;
        const t = tokens[j];
        if (t) {
          text += (t.spaceBefore ? ' ' : '') + t.text;
        }
      }
      const last = tokens[j] ?? first;
      const next = tokens[j + 1];
      const st = first.marker ? markerStyle : style;
      if (first.marker) {
        const boxH = st.size * 1.3;
        const boxTop = top + (st.leading - boxH) / 2;
        this.doc
          .roundedRect(left + first.x - 1.8, boxTop, last.x + last.width - first.x + 3.6, boxH, 2)
          .fill(COLOR.markerBg);
      }
      // The space before the next segment is drawn with this one, so text extraction keeps it; a
      // segment glued to the next one (« [marker]. ») has none. A line's last segment ends with an
      // invisible space: its last word is then shaped as measured (see `tokenize`).
      this.textAt(text + (next && !next.spaceBefore ? '' : ' '), left + first.x, top, st);
      i = j + 1;
    }
  }

  /* -------------------------------- blocks -------------------------------- */

  /**
   * Draws lines from the cursor with page breaks: at least two lines of a paragraph at the bottom of
   * a page (no orphan) and never its last line alone at the top of the next (no widow).
   */
  flowLines(lines: Line[], left: number, style: TextStyle, onLine?: (index: number, top: number) => void): void {
    let i = 0;
    while (i < lines.length) {
      const remaining = lines.length - i;
      const fit = Math.floor((this.room() + 0.01) / style.leading);
      let take = Math.min(fit, remaining);
      if (take < remaining) {
        if (remaining - take === 1 && take > 1) {
          take -= 1;
        }
        if (i === 0 && take < 2 && this.y > MARGIN.top + 0.5) {
          take = 0;
        }
      }
      for (let k = 0; k < take; k += 1) {
        const line = lines[i + k];
        if (line) {
          onLine?.(i + k, this.y);
          this.drawLine(line, left, this.y, style);
        }
        this.y += style.leading;
      }
      i += take;
      if (i < lines.length) {
        this.addPage();
      }
    }
  }

  paragraph(text: string, style: TextStyle = STYLE.body): void {
    const lines = this.layoutLines(splitMarkers(text), CONTENT_W, style);
    this.flowLines(lines, MARGIN.left, style);
    this.y += PARAGRAPH_GAP;
  }

  list(items: string[], style: TextStyle = STYLE.body): void {
    for (const [index, item] of items.entries()) {
      const lines = this.layoutLines(splitMarkers(item), CONTENT_W - LIST_INDENT, style);
      this.flowLines(lines, MARGIN.left + LIST_INDENT, style, (i, top) => {
        if (i === 0) {
          this.doc.circle(MARGIN.left + 5, top + style.leading / 2, 1.9).fill(COLOR.accent);
        }
      });
      if (index < items.length - 1) {
        this.y += LIST_ITEM_GAP;
      }
    }
    this.y += BLOCK_GAP_AFTER_LIST;
  }

  /** Lines kept as lines (an address block, a signature): each starts a new line, no gap between them. */
  lines(texts: string[], style: TextStyle = STYLE.body): void {
    const all = texts.flatMap((text) => this.layoutLines(splitMarkers(text), CONTENT_W, style));
    this.flowLines(all, MARGIN.left, style);
    this.y += PARAGRAPH_GAP;
  }

  body(text: string): void {
    for (const block of parseBlocks(text)) {
      if (block.kind === 'paragraph') {
        this.paragraph(block.text);
      } else {
        this.list(block.items);
      }
    }
  }

  /* -------------------------------- headings -------------------------------- */

  private registerHeading(level: 1 | 2, number: string, title: string): HeadingEntry {
    const entry: HeadingEntry = { level, number, title, page: this.page, dest: `h${this.headings.length + 1}` };
    this.headings.push(entry);
    this.doc.addNamedDestination(entry.dest, 'XYZ', MARGIN.left, this.y, null);
    return entry;
  }

  /** A part: always at the top of a new page, with an accent rule under it. */
  part(number: string, title: string): void {
    this.addPage();
    this.registerHeading(1, number, title);
    const label = `${number}. ${title}`;
    const lines = this.layoutLines([{ text: label, marker: false }], CONTENT_W, STYLE.h1);
    for (const line of lines) {
      this.drawLine(line, MARGIN.left, this.y, STYLE.h1);
      this.y += STYLE.h1.leading;
    }
    this.y += 5;
    this.doc.rect(MARGIN.left, this.y, CONTENT_W, 1.2).fill(COLOR.accent);
    this.y += 20;
  }

  /** A mémoire section heading (2.1…), kept with its criterion and the first lines that follow. */
  /** A numbered heading (2.1…) with an optional line under it, kept with the first lines that follow. */
  section(number: string, title: string, subtitle: string | null = null): void {
    const numberWidth = 34;
    const lines = this.layoutLines([{ text: title, marker: false }], CONTENT_W - numberWidth, STYLE.h2);
    const criterion = subtitle;
    const criterionLines = criterion
      ? this.layoutLines(splitMarkers(criterion), CONTENT_W - numberWidth, STYLE.criterion)
      : [];
    const headingHeight = lines.length * STYLE.h2.leading + criterionLines.length * STYLE.criterion.leading + 10;
    // Not alone at the bottom of a page: the heading and about three lines of what follows.
    this.ensure(headingHeight + 3 * STYLE.body.leading);
    this.registerHeading(2, number, title);
    this.textAt(number, MARGIN.left, this.y, STYLE.h2, COLOR.accent);
    for (const line of lines) {
      this.drawLine(line, MARGIN.left + numberWidth, this.y, STYLE.h2);
      this.y += STYLE.h2.leading;
    }
    if (criterionLines.length > 0) {
      this.y += 1;
      for (const line of criterionLines) {
        this.drawLine(line, MARGIN.left + numberWidth, this.y, STYLE.criterion);
        this.y += STYLE.criterion.leading;
      }
    }
    this.y += 8;
  }

  /* -------------------------------- tables -------------------------------- */

  private columnWidths(spec: TableSpec): number[] {
    const n = spec.columns.length;
    if (spec.fractions && spec.fractions.length === n) {
      return spec.fractions.map((f) => f * CONTENT_W);
    }
    const desired = new Array<number>(n).fill(0);
    const minimum = new Array<number>(n).fill(0);
    const cap = CONTENT_W * 0.35;
    const measure = (text: string, style: TextStyle, col: number): void => {
      const clean = drawable(text);
      desired[col] = Math.max(desired[col] ?? 0, this.width(clean, style) + 2 * CELL_PAD_X);
      for (const word of clean.split(' ')) {
        if (word) {
          minimum[col] = Math.max(minimum[col] ?? 0, Math.min(cap, this.width(word, style) + 2 * CELL_PAD_X));
        }
      }
    };
    spec.columns.forEach((c, col) => measure(c, STYLE.cellHead, col));
    for (const row of spec.rows) {
      row.slice(0, n).forEach((cell, col) => {
        measure(cell.runs.map((r) => r.text).join(''), cell.badge ? markerOf(STYLE.cell) : STYLE.cell, col);
      });
    }
    const floor = 36;
    const min = minimum.map((m) => Math.max(m, floor));
    const want = desired.map((d, i) => Math.max(d, min[i] ?? floor));
    const sumWant = want.reduce((a, b) => a + b, 0);
    if (sumWant <= CONTENT_W) {
      return want.map((w) => (w / sumWant) * CONTENT_W);
    }
    const sumMin = min.reduce((a, b) => a + b, 0);
    if (sumMin >= CONTENT_W) {
      return min.map((m) => (m / sumMin) * CONTENT_W);
    }
    // As browsers do: a column whose text fits in its fair share gets its full width, then the
    // wide columns share what is left in proportion to their text, never below their longest word.
    const widths = new Array<number>(n).fill(0);
    let open = want.map((_, i) => i);
    let remaining = CONTENT_W;
    for (;;) {
      const fair = remaining / open.length;
      const narrow = open.filter((i) => (want[i] ?? 0) <= fair);
      if (narrow.length === 0 || narrow.length === open.length) {
        break;
      }
      for (const i of narrow) {
        widths[i] = want[i] ?? 0;
        remaining -= want[i] ?? 0;
      }
      open = open.filter((i) => !narrow.includes(i));
    }
    const openWant = open.reduce((sum, i) => sum + (want[i] ?? 0), 0);
    for (const i of open) {
      widths[i] = Math.max(min[i] ?? 0, ((want[i] ?? 0) / openWant) * remaining);
    }
    const total = widths.reduce((a, b) => a + b, 0);
    if (total > CONTENT_W) {
      // The longest words pushed some columns wider: take the excess from the others' slack.
      const excess = total - CONTENT_W;
      const slack = widths.map((w, i) => w - (min[i] ?? 0));
      const sumSlack = slack.reduce((a, b) => a + b, 0) || 1;
      return widths.map((w, i) => w - ((slack[i] ?? 0) / sumSlack) * excess);
    }
    return widths;
  }

  private drawTableHeader(columns: string[], widths: number[], headerLines: Line[][], height: number): void {
    const top = this.y;
    this.doc.rect(MARGIN.left, top, CONTENT_W, height).fill(COLOR.accent);
    let x = MARGIN.left;
    columns.forEach((_, col) => {
      let lineTop = top + CELL_PAD_Y;
      for (const line of headerLines[col] ?? []) {
        this.drawLine(line, x + CELL_PAD_X, lineTop, STYLE.cellHead);
        lineTop += STYLE.cellHead.leading;
      }
      x += widths[col] ?? 0;
    });
    this.y += height;
  }

  /**
   * A real table: accent header row (repeated on each page the table runs over), zebra rows, thin
   * rules, wrapped cell text. A row moves whole to the next page when it does not fit; only a row
   * taller than a page is split between its lines.
   */
  table(spec: TableSpec): void {
    const n = spec.columns.length;
    const widths = this.columnWidths(spec);
    const headerLines = spec.columns.map((c, col) =>
      this.layoutLines([{ text: c, marker: false }], (widths[col] ?? 0) - 2 * CELL_PAD_X, STYLE.cellHead),
    );
    const headerHeight = Math.max(...headerLines.map((l) => l.length)) * STYLE.cellHead.leading + 2 * CELL_PAD_Y;
    const rowLines = spec.rows.map((row) =>
      Array.from({ length: n }, (_, col) => {
        const cell = row[col];
        if (!cell) {
          return [];
        }
        const inner = (widths[col] ?? 0) - 2 * CELL_PAD_X - (cell.badge ? 8 : 0);
        return this.layoutLines(cell.runs, inner, STYLE.cell, cell.badge ? badgeStyle(cell.badge.fg) : undefined);
      }),
    );
    const rowHeight = (lines: Line[][]): number =>
      Math.max(1, ...lines.map((l) => l.length)) * STYLE.cell.leading + 2 * CELL_PAD_Y;

    const firstRow = rowLines[0];
    this.ensure(headerHeight + (firstRow ? Math.min(rowHeight(firstRow), 4 * STYLE.cell.leading) : 0) + 4);
    this.drawTableHeader(spec.columns, widths, headerLines, headerHeight);

    const fullPage = BOTTOM - MARGIN.top - headerHeight;
    spec.rows.forEach((row, r) => {
      let lines = rowLines[r] ?? [];
      let height = rowHeight(lines);
      if (height > this.room() && height <= fullPage) {
        this.addPage();
        this.drawTableHeader(spec.columns, widths, headerLines, headerHeight);
      }
      // A row taller than what is left: split it between its lines, page after page.
      while (height > this.room()) {
        const fit = Math.max(1, Math.floor((this.room() - 2 * CELL_PAD_Y) / STYLE.cell.leading));
        this.drawRow(
          row,
          lines.map((l) => l.slice(0, fit)),
          widths,
          r,
          fit * STYLE.cell.leading + 2 * CELL_PAD_Y,
        );
        lines = lines.map((l) => l.slice(fit));
        height = rowHeight(lines);
        this.addPage();
        this.drawTableHeader(spec.columns, widths, headerLines, headerHeight);
      }
      this.drawRow(row, lines, widths, r, height);
    });
    this.doc.rect(MARGIN.left, this.y - 0.6, CONTENT_W, 0.9).fill(COLOR.accent);
    this.y += 14;
  }

  private drawRow(row: Cell[], lines: Line[][], widths: number[], index: number, height: number): void {
    const top = this.y;
    if (index % 2 === 1) {
      this.doc.rect(MARGIN.left, top, CONTENT_W, height).fill(COLOR.zebra);
    }
    let x = MARGIN.left;
    lines.forEach((cellLines, col) => {
      const cell = row[col];
      let lineTop = top + CELL_PAD_Y;
      if (cell?.badge) {
        const style = badgeStyle(cell.badge.fg);
        for (const line of cellLines) {
          this.doc
            .roundedRect(x + CELL_PAD_X, lineTop + 0.6, line.width + 8, STYLE.cell.leading - 1.2, 3)
            .fill(cell.badge.bg);
          this.drawLine(line, x + CELL_PAD_X + 4, lineTop, style, style);
          lineTop += STYLE.cell.leading;
        }
      } else {
        for (const line of cellLines) {
          this.drawLine(line, x + CELL_PAD_X, lineTop, STYLE.cell);
          lineTop += STYLE.cell.leading;
        }
      }
      x += widths[col] ?? 0;
    });
    this.y += height;
    this.doc
      .moveTo(MARGIN.left, this.y)
      .lineTo(MARGIN.left + CONTENT_W, this.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
  }
}

export function markerOf(style: TextStyle): TextStyle {
  return { ...style, font: FONT.semibold, color: COLOR.markerFg };
}

export function badgeStyle(fg: string): TextStyle {
  return { ...STYLE.cell, font: FONT.semibold, color: fg };
}
