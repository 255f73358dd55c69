import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import {
  CATALOG_IMPORT_BAD_FORMAT,
  CATALOG_IMPORT_FIELDS,
  CATALOG_UNITS,
  normalizeCatalogUnit,
  type CatalogImportError,
  type CatalogImportField,
  type CatalogImportMapping,
  type CatalogUnit,
} from '@batiao/shared/contracts/pricing';
import { AppError } from '../../lib/app-error.ts';
import { zipEntryNames } from '../../lib/files.ts';
import { normalizeText } from './catalog-search.ts';

/**
 * Reading a supplier's price list (ADR 020): a real XLSX workbook (a ZIP with xl/, read by
 * exceljs once the sizes inside are checked) or a text CSV (UTF-8 with or without BOM, UTF-16 with
 * BOM, or Windows-1252 as French Excel writes it; `;`, `,` or tab). The rows become cells; the
 * user's mapping of columns then makes items, with an error per line in French.
 */

/** A cell as read: text, or the number of an XLSX numeric cell (never re-read from a string). */
export type Cell = string | number;
export interface SheetRow {
  /** 1-based line, as the spreadsheet or the text editor numbers it. */
  line: number;
  cells: Cell[];
}
export interface ReadSheet {
  format: 'csv' | 'xlsx';
  sheets: string[];
  sheet: string | null;
  rows: SheetRow[];
}

/** Most lines read from one file (a price list of 5 000 items with its headings fits). */
export const IMPORT_MAX_ROWS = 20_000;
/** Most bytes the XLSX may inflate to (a zip bomb is refused before any inflating). */
const XLSX_MAX_INFLATED = 60 * 1024 * 1024;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const unsupported = (message = CATALOG_IMPORT_BAD_FORMAT) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** Reads the file by its content, never its name. */
export async function readPriceList(bytes: Buffer, sheetName?: string): Promise<ReadSheet> {
  if (bytes.length === 0) {
    throw new AppError('BAD_REQUEST', 'Le fichier est vide');
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return readXlsx(bytes, sheetName);
  }
  if (startsWith(bytes, OLE2)) {
    throw unsupported(
      'Les classeurs Excel 97-2003 (.xls) ne sont pas lus : enregistrez le fichier en .xlsx ou en CSV, puis réessayez',
    );
  }
  return { format: 'csv', sheets: [], sheet: null, rows: parseCsv(decodeText(bytes)) };
}

async function readXlsx(bytes: Buffer, sheetName?: string): Promise<ReadSheet> {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml') || !names.some((n) => n.startsWith('xl/'))) {
    throw unsupported();
  }
  let inflated = 0;
  try {
    // The filter sees each entry's declared size and inflates nothing.
    unzipSync(bytes, {
      filter: (file) => {
        inflated += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unsupported('Classeur Excel illisible (archive endommagée)');
  }
  if (inflated > XLSX_MAX_INFLATED) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Classeur trop volumineux une fois décompressé (60 Mo au plus)');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unsupported('Classeur Excel illisible : enregistrez-le de nouveau en .xlsx, ou en CSV');
  }
  const sheets = workbook.worksheets.map((w) => w.name);
  const worksheet = sheetName
    ? workbook.worksheets.find((w) => w.name === sheetName)
    : (workbook.worksheets.find((w) => w.actualRowCount > 0) ?? workbook.worksheets[0]);
  if (!worksheet) {
    throw new AppError('VALIDATION_ERROR', [
      { field: 'sheet', message: sheetName ? `Feuille « ${sheetName} » introuvable` : 'Le classeur est vide' },
    ]);
  }
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (rows.length > IMPORT_MAX_ROWS) {
      return;
    }
    const cells: Cell[] = [];
    const count = Math.min(row.cellCount, 200);
    for (let c = 1; c <= count; c += 1) {
      cells.push(cellValue(row.getCell(c).value));
    }
    rows.push({ line, cells: trimEnd(cells) });
  });
  checkRowCount(rows.length);
  return { format: 'xlsx', sheets, sheet: worksheet.name, rows };
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'string') {
    return value.trim();
  }
  if (typeof value === 'boolean') {
    return value ? 'VRAI' : 'FAUX';
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? '' : cellValue(result as ExcelJS.CellValue);
  }
  if ('richText' in value) {
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  }
  if ('text' in value) {
    return cellValue((value as ExcelJS.CellHyperlinkValue).text);
  }
  if ('error' in value) {
    return '';
  }
  return '';
}

function trimEnd(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') {
    end -= 1;
  }
  return cells.slice(0, end);
}

function checkRowCount(count: number): void {
  if (count > IMPORT_MAX_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Le fichier compte plus de ${IMPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes`,
    );
  }
}

/** UTF-16 (with BOM), UTF-8 (BOM removed) or, when not valid UTF-8, Windows-1252. Binary is refused. */
export function decodeText(bytes: Buffer): string {
  if (startsWith(bytes, [0xff, 0xfe])) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (startsWith(bytes, [0xfe, 0xff])) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) {
    throw unsupported();
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  // A text file has few control characters besides tabs and line ends.
  // eslint-disable-next-line no-control-regex
  const controls = text.slice(0, 20_000).match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (controls > 10) {
    throw unsupported();
  }
  return text;
}

/** The separator of a CSV: the one of `;`, tab and `,` found the same number of times (≥ 1) on most of the first lines. */
export function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim())
    .slice(0, 20);
  let best = ';';
  let bestScore = -1;
  for (const delimiter of [';', '\t', ',']) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const withIt = counts.filter((c) => c > 0);
    if (withIt.length === 0) {
      continue;
    }
    const mode = mostFrequent(withIt);
    const score = counts.filter((c) => c === mode).length * 10 + mode;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let inQuotes = false;
  let count = 0;
  for (const ch of line) {
    if (ch === '"') {
      inQuotes = !inQuotes;
    } else if (ch === delimiter && !inQuotes) {
      count += 1;
    }
  }
  return count;
}

function mostFrequent(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) {
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

/** RFC 4180 with the French delimiter: quoted cells may hold the delimiter, `""` and line breaks. */
export function parseCsv(text: string): SheetRow[] {
  const delimiter = detectDelimiter(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    cell = '';
    const trimmed = trimEnd(cells);
    if (trimmed.length > 0) {
      rows.push({ line: rowLine, cells: trimmed });
      checkRowCount(rows.length);
    }
    cells = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n') {
          line += 1;
        }
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      inQuotes = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') {
        i += 1;
      }
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || cells.length > 0) {
    endRow();
  }
  return rows;
}

/* Columns ---------------------------------------------------------------------------------------- */

const HEADER_WORDS: Record<CatalogImportField, string[][]> = {
  // Each entry: the words a header must hold (normalized, in any order).
  subcategory: [
    ['sous', 'categorie'],
    ['sous', 'famille'],
    ['sous', 'rubrique'],
  ],
  category: [['categorie'], ['famille'], ['rubrique'], ['chapitre'], ['lot'], ['gamme']],
  description: [
    ['designation'],
    ['libelle'],
    ['description'],
    ['intitule'],
    ['produit'],
    ['article'],
    ['ouvrage'],
    ['nom'],
  ],
  ref: [['reference'], ['ref'], ['code'], ['n', 'prix'], ['no', 'prix'], ['ean'], ['sku']],
  unite: [['unite'], ['u'], ['unit'], ['um'], ['uv']],
  prix: [['prix', 'unitaire'], ['pu'], ['p', 'u'], ['prix', 'net'], ['prix', 'ht'], ['tarif'], ['prix']],
  brand: [['marque'], ['fabricant']],
  supplier: [['fournisseur'], ['distributeur']],
};

/** The order headers are tried in: « P.U. » is a price before it is a unit, « N° de prix » a reference. */
const HEADER_ORDER: CatalogImportField[] = [
  'subcategory',
  'category',
  'ref',
  'prix',
  'unite',
  'brand',
  'supplier',
  'description',
];

const headerWords = (header: Cell) => new Set(normalizeText(String(header)).split(' ').filter(Boolean));

function headerField(header: Cell): CatalogImportField | undefined {
  const words = headerWords(header);
  if (words.size === 0 || words.has('total') || words.has('montant')) {
    return undefined;
  }
  for (const field of HEADER_ORDER) {
    if (HEADER_WORDS[field].some((needed) => needed.every((w) => words.has(w)))) {
      return field;
    }
  }
  return undefined;
}

/**
 * The header row: of the first 30 lines, the one whose cells name the most catalogue fields (two at
 * least), else the first line.
 */
export function findHeaderRow(rows: readonly SheetRow[]): number {
  let best = 0;
  let bestCount = 1;
  rows.slice(0, 30).forEach((row, index) => {
    const found = new Set(row.cells.map(headerField).filter(Boolean));
    if (found.size > bestCount) {
      best = index;
      bestCount = found.size;
    }
  });
  return best;
}

/** Each field → the first column whose header names it (the user checks and corrects). */
export function suggestMapping(headers: readonly Cell[]): Record<CatalogImportField, number | null> {
  const mapping = Object.fromEntries(CATALOG_IMPORT_FIELDS.map((f) => [f, null])) as Record<
    CatalogImportField,
    number | null
  >;
  headers.forEach((header, index) => {
    const field = headerField(header);
    if (field && mapping[field] === null) {
      mapping[field] = index;
    }
  });
  return mapping;
}

/** A cell as the user reads it (numbers with a decimal comma). */
export function cellText(cell: Cell | undefined): string {
  if (cell === undefined) {
    return '';
  }
  return typeof cell === 'number' ? String(cell).replace('.', ',') : cell;
}

/* Lines → items ---------------------------------------------------------------------------------- */

/**
 * A price as written in a French list: « 12,50 », « 1 234,56 € », « 1.234,56 », « 12.5 », « 24,90 € HT ».
 * Undefined when it is not a number. Rounded to the cent.
 */
export function parsePrice(cell: Cell): number | undefined {
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? Math.round(cell * 100) / 100 : undefined;
  }
  let text = cell
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€|eur(os?)?|ht|ttc/gi, '')
    .replace(/^\+/, '');
  if (!text) {
    return undefined;
  }
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // The last of the two is the decimal mark, the other groups thousands.
    text = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    text = /^-?\d{1,3}(,\d{3}){2,}$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) {
    // « 1.234 » in a French list: a thousand, not one euro and a fraction of a cent.
    text = text.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    return undefined;
  }
  return Math.round(Number(text) * 100) / 100;
}

export interface ImportedItem {
  line: number;
  /** The designation, cut to 200 characters at a word when longer… */
  description: string;
  /** …the whole text then (else ""). */
  details: string;
  ref: string;
  prix: number;
  unite: CatalogUnit;
  category: string;
  subcategory: string;
  brand: string;
  supplier: string;
}

export interface MappedLines {
  totalRows: number;
  items: ImportedItem[];
  errors: CatalogImportError[];
  headings: number;
}

const LIMITS: Partial<Record<CatalogImportField, [number, string]>> = {
  description: [2000, 'Désignation trop longue (2 000 caractères au plus)'],
  ref: [100, 'Référence trop longue (100 caractères au plus)'],
  category: [100, 'Catégorie trop longue (100 caractères au plus)'],
  subcategory: [100, 'Sous-catégorie trop longue (100 caractères au plus)'],
  brand: [100, 'Marque trop longue (100 caractères au plus)'],
  supplier: [100, 'Fournisseur trop long (100 caractères au plus)'],
};

/**
 * The lines under the header, read with the user's mapping. A line with a designation alone (no
 * price, unit nor reference) is a heading: it becomes the category of the lines below when no
 * column gives the category (« TOTAL » and « SOUS-TOTAL » lines are left out). Any other line
 * without a usable designation, price or unit is an error with its line number.
 */
export function mapLines(rows: readonly SheetRow[], mapping: CatalogImportMapping): MappedLines {
  const items: ImportedItem[] = [];
  const errors: CatalogImportError[] = [];
  let headings = 0;
  let heading = '';
  const seenRefs = new Map<string, number>();
  const at = (row: SheetRow, field: CatalogImportField): Cell => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (row.cells[index] ?? '');
  };
  const textAt = (row: SheetRow, field: CatalogImportField) => cellText(at(row, field)).replace(/\s+/g, ' ').trim();

  let totalRows = 0;
  for (const row of rows) {
    const description = textAt(row, 'description');
    const priceCell = at(row, 'prix');
    const unitText = textAt(row, 'unite');
    const ref = textAt(row, 'ref');
    const mappedEmpty = CATALOG_IMPORT_FIELDS.every((field) => textAt(row, field) === '');
    if (mappedEmpty) {
      continue;
    }
    totalRows += 1;
    const priceEmpty = cellText(priceCell).trim() === '';
    if (description && priceEmpty && !unitText && !ref) {
      headings += 1;
      if (!/^[^a-z0-9]*(sous[\s-]*)?total/i.test(normalizeText(description))) {
        heading = description.slice(0, 100);
      }
      continue;
    }
    const problems: string[] = [];
    if (!description) {
      problems.push('Désignation manquante');
    }
    let prix: number | undefined;
    if (priceEmpty) {
      problems.push('Prix manquant');
    } else {
      prix = parsePrice(priceCell);
      if (prix === undefined) {
        problems.push(`Prix illisible : « ${cellText(priceCell).slice(0, 30)} »`);
      } else if (prix < 0) {
        problems.push('Prix négatif');
      } else if (prix > 1_000_000) {
        problems.push('Prix supérieur à 1 000 000 €');
      }
    }
    const unite: CatalogUnit | undefined = unitText ? normalizeCatalogUnit(unitText) : 'u';
    if (!unite) {
      problems.push(`Unité inconnue « ${unitText.slice(0, 20)} » (attendu : ${CATALOG_UNITS.join(', ')})`);
    }
    for (const [field, [max, message]] of Object.entries(LIMITS) as [CatalogImportField, [number, string]][]) {
      if (textAt(row, field).length > max) {
        problems.push(message);
      }
    }
    const refKey = normalizeText(ref).replace(/\s/g, '');
    if (refKey && seenRefs.has(refKey)) {
      problems.push(`Référence « ${ref} » déjà lue ligne ${seenRefs.get(refKey)}`);
    }
    if (problems.length > 0 || prix === undefined || !unite) {
      errors.push({ line: row.line, message: problems.join(' ; ') });
      continue;
    }
    if (refKey) {
      seenRefs.set(refKey, row.line);
    }
    const categoryMapped = mapping.category !== null && mapping.category !== undefined;
    items.push({
      line: row.line,
      ...designation(description),
      ref,
      prix,
      unite,
      category: categoryMapped ? textAt(row, 'category') : heading,
      subcategory: textAt(row, 'subcategory'),
      brand: textAt(row, 'brand'),
      supplier: textAt(row, 'supplier'),
    });
  }
  return { totalRows, items, errors, headings };
}

/** The header row (given as the spreadsheet's 1-based line, or found) and the rows below it. */
export function splitHeader(
  sheet: ReadSheet,
  headerLine?: number,
): { header: SheetRow | undefined; body: SheetRow[]; headerIndex: number } {
  if (sheet.rows.length === 0) {
    return { header: undefined, body: [], headerIndex: -1 };
  }
  let index = findHeaderRow(sheet.rows);
  if (headerLine !== undefined) {
    index = sheet.rows.findIndex((row) => row.line === headerLine);
    if (index < 0) {
      throw new AppError('VALIDATION_ERROR', [
        { field: 'header_row', message: `La ligne ${headerLine} est vide ou absente du fichier` },
      ]);
    }
  }
  return { header: sheet.rows[index], body: sheet.rows.slice(index + 1), headerIndex: index };
}

/** A long designation (a BPU's) is cut for the name at a word, the whole text kept as the description. */
function designation(text: string): { description: string; details: string } {
  if (text.length <= 200) {
    return { description: text, details: '' };
  }
  const cut = text.slice(0, 199);
  const space = cut.lastIndexOf(' ');
  return { description: `${(space > 120 ? cut.slice(0, space) : cut).trimEnd()}…`, details: text };
}
