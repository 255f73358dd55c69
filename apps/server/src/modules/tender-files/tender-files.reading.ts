import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TenderFileFormat, TenderFileRole } from '@batiao/shared/contracts/tender-files';
import { odsWorkbook } from './tender-files.ods.ts';
import { xlsWorkbook } from './tender-files.xls.ts';

/**
 * What the tender-files module reads in a DCE piece: the text of each page (PDF: unpdf; DOCX:
 * mammoth), whether a PDF is a scan without text (no OCR is promised), and the role of the piece
 * recognised from its name, then its content.
 */

export type TextStatus = 'text' | 'scanned' | 'spreadsheet' | 'unreadable';

export interface ReadPiece {
  status: TextStatus;
  pages: number | null;
  textPages: string[] | null;
  /** For spreadsheets: the first rows of each visible sheet, to recognise the role. */
  head: string;
}

/** Fewer visible characters than this per page on average: a scanned PDF. */
const SCANNED_CHARS_PER_PAGE = 40;

export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text;
  } finally {
    await pdf.destroy();
  }
}

export async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A spreadsheet of the DCE as an exceljs workbook, whatever its format (XLSX, ODS, XLS). */
export async function spreadsheetOf(format: 'xlsx' | 'ods' | 'xls', bytes: Buffer): Promise<ExcelJS.Workbook> {
  if (format === 'ods') {
    return odsWorkbook(bytes);
  }
  if (format === 'xls') {
    return xlsWorkbook(bytes);
  }
  return workbookOf(bytes);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'object') {
    if ('richText' in value) {
      return value.richText.map((r) => r.text).join('');
    }
    if ('formula' in value || 'sharedFormula' in value) {
      return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    }
    if ('text' in value) {
      return String(value.text);
    }
    if (value instanceof Date) {
      return value.toISOString().slice(0, 10);
    }
    return '';
  }
  return String(value);
}
export { cellText };

export async function readPiece(format: TenderFileFormat, bytes: Buffer): Promise<ReadPiece> {
  try {
    if (format === 'pdf') {
      const textPages = (await pdfPages(bytes)).map((page) => page.replaceAll('\u0000', ''));
      const visible = textPages.join('').replace(/\s+/g, '').length;
      const scanned = visible < SCANNED_CHARS_PER_PAGE * Math.max(textPages.length, 1);
      return { status: scanned ? 'scanned' : 'text', pages: textPages.length, textPages, head: '' };
    }
    if (format === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: bytes });
      return { status: 'text', pages: null, textPages: [value.replaceAll('\u0000', '')], head: '' };
    }
    if (format === 'xlsx' || format === 'ods' || format === 'xls') {
      const workbook = await spreadsheetOf(format, bytes);
      const lines: string[] = [];
      for (const sheet of workbook.worksheets) {
        if (sheet.state !== 'visible') {
          continue;
        }
        lines.push(sheet.name);
        for (let r = 1; r <= Math.min(sheet.rowCount, 15); r += 1) {
          const values = sheet.getRow(r).values;
          if (Array.isArray(values)) {
            lines.push(values.map((v) => cellText(v as ExcelJS.CellValue)).join(' | '));
          }
        }
      }
      return { status: 'spreadsheet', pages: null, textPages: null, head: lines.join('\n') };
    }
    return { status: 'spreadsheet', pages: null, textPages: null, head: '' };
  } catch {
    return { status: 'unreadable', pages: null, textPages: null, head: '' };
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Name tokens that name a role (« COUPVRAY-CCTP-LOT-01 », « dpgf_lot303 », « 02 - RC.pdf »). */
const NAME_TOKENS: [RegExp, TenderFileRole][] = [
  [/^(c?dpgf|dpgfs)$/, 'dpgf'],
  [/^(bpu|bdpu)$/, 'bpu'],
  [/^dqe$/, 'dqe'],
  [/^cctp$/, 'cctp'],
  [/^ccap$/, 'ccap'],
  [/^(ae|attri1|attri)$/, 'ae'],
  [/^rc$/, 'rc'],
  [/^(plan|plans|pln)$/, 'plans'],
];

const NAME_PHRASES: [RegExp, TenderFileRole][] = [
  [/decomposition du prix global/, 'dpgf'],
  [/bordereau (des )?prix/, 'bpu'],
  [/detail quantitatif/, 'dqe'],
  [/clauses techniques/, 'cctp'],
  [/clauses administratives/, 'ccap'],
  [/acte d.?engagement/, 'ae'],
  [/reglement (de la )?consultation/, 'rc'],
];

/** The titles a piece carries on its first page or its first rows. */
const CONTENT_TITLES: [RegExp, TenderFileRole][] = [
  [/decomposition du prix global et forfaitaire/, 'dpgf'],
  [/bordereau des prix unitaires|n° de prix|no de prix/, 'bpu'],
  [/detail quantitatif estimatif|devis quantitatif estimatif/, 'dqe'],
  [/cahier des clauses techniques particulieres|c\.c\.t\.p/, 'cctp'],
  [/cahier des clauses administratives particulieres|c\.c\.a\.p/, 'ccap'],
  [/acte d.engagement|attri1/, 'ae'],
  [/reglement de (la )?consultation/, 'rc'],
];

/**
 * The role of a piece: from its name first (the buyer named it), then from the titles on its
 * first pages or rows; a spreadsheet with quantities is a DPGF; a PDF with no text and « plan »
 * nowhere is another piece.
 */
export function recogniseRole(name: string, format: TenderFileFormat, piece: ReadPiece): TenderFileRole {
  const base = fold(name.replace(/\.[a-z0-9]+$/i, ''));
  const tokens = base.split(/[^a-z0-9]+/).filter(Boolean);
  for (const [pattern, role] of NAME_TOKENS) {
    if (tokens.some((t) => pattern.test(t))) {
      return role;
    }
  }
  const spaced = tokens.join(' ');
  for (const [pattern, role] of NAME_PHRASES) {
    if (pattern.test(spaced)) {
      return role;
    }
  }
  const head = fold(piece.head || (piece.textPages ?? []).slice(0, 2).join('\n').slice(0, 6000));
  for (const [pattern, role] of CONTENT_TITLES) {
    if (pattern.test(head)) {
      return role;
    }
  }
  if (format === 'xlsx' || format === 'xls' || format === 'ods') {
    return /\b(qte|quantite|qt)\b/.test(head) ? 'dpgf' : 'other';
  }
  if (format === 'pdf' && /\b(plan|facade|coupe|masse|niveau)\b/.test(spaced)) {
    return 'plans';
  }
  return 'other';
}
