import ExcelJS from 'exceljs';
import { inflateZipEntry, planZipArchive } from './tender-files.formats.ts';

/**
 * An OpenDocument spreadsheet (ODS) read into an exceljs workbook, so that the quantities are read
 * the same way as from an XLSX: each table a sheet, numbers from `office:value`, text from its
 * paragraphs, repeated cells and rows expanded (trailing empty repeats dropped), cells covered by a
 * span left empty like the covered cells of a merge.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** Repeats beyond this are empty filler (a sheet's 1 048 576 rows, 1 024 columns). */
const MAX_REPEAT = 200;

function cellsOf(rowXml: string): (string | number | null)[] {
  const cells: (string | number | null)[] = [];
  const cell = /<table:(table-cell|covered-table-cell)((?:\s[^>]*?)?)(?:\/>|>([\s\S]*?)<\/table:\1>)/g;
  for (const match of rowXml.matchAll(cell)) {
    const [, kind, attrs = '', inner = ''] = match;
    const repeat = Math.min(Number(attr(attrs, 'table:number-columns-repeated') ?? 1), MAX_REPEAT);
    let value: string | number | null = null;
    if (kind === 'table-cell') {
      const type = attr(attrs, 'office:value-type');
      const number = attr(attrs, 'office:value');
      if ((type === 'float' || type === 'currency' || type === 'percentage') && number !== undefined) {
        value = Number(number);
      } else {
        const text = [...inner.matchAll(/<text:p[^>]*>([\s\S]*?)<\/text:p>/g)]
          .map((p) => decode((p[1] ?? '').replace(/<text:s[^>]*\/>/g, ' ').replace(/<[^>]+>/g, '')))
          .join('\n');
        value = text === '' ? null : text;
      }
    }
    for (let i = 0; i < repeat; i += 1) {
      cells.push(value);
    }
  }
  while (cells.length > 0 && cells.at(-1) === null) {
    cells.pop();
  }
  return cells;
}

export function odsWorkbook(bytes: Buffer): ExcelJS.Workbook {
  // Only content.xml is inflated (not the pictures and thumbnails beside it).
  const { entries } = planZipArchive(bytes, { maxTotalBytes: 100 * 1024 * 1024, maxEntries: 1000, maxRatio: 1000 });
  const content = entries.find((e) => e.name === 'content.xml');
  if (!content) {
    throw new Error('ODS sans content.xml');
  }
  const xml = inflateZipEntry(bytes, content).toString('utf8');
  const workbook = new ExcelJS.Workbook();
  for (const table of xml.matchAll(/<table:table\s([^>]*)>([\s\S]*?)<\/table:table>/g)) {
    const [, attrs = '', body = ''] = table;
    const sheet = workbook.addWorksheet(
      decode(attr(attrs, 'table:name') ?? `Feuille ${workbook.worksheets.length + 1}`).slice(0, 31),
    );
    let r = 1;
    for (const row of body.matchAll(/<table:table-row((?:\s[^>]*?)?)(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)) {
      const [, rowAttrs = '', rowXml = ''] = row;
      const cells = cellsOf(rowXml);
      const repeat =
        cells.length === 0 ? 1 : Math.min(Number(attr(rowAttrs, 'table:number-rows-repeated') ?? 1), MAX_REPEAT);
      for (let i = 0; i < repeat; i += 1) {
        if (cells.length > 0) {
          sheet.getRow(r).values = [null, ...cells];
        }
        r += 1;
      }
    }
  }
  return workbook;
}
