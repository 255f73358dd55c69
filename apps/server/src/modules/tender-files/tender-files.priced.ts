import ExcelJS from 'exceljs';
import { PRICED_SOURCE_LABELS, type PricedDpgf, type PricedLine } from '@batiao/shared/contracts/tender-files';

import {
  openPdf,
  COLOR,
  CONTENT_W,
  MARGIN,
  PAGE_H,
  PAGE_W,
  PdfWriter,
  STYLE,
  drawable,
  type Cell,
  type TextStyle,
} from '../../integrations/pdf/pdf-writer.ts';
import { FONT } from '../../integrations/pdf/fonts.ts';
import { cellText, workbookOf } from './tender-files.reading.ts';
import { findColumns, fold } from './tender-files.metres.ts';
import { amountOf, cents, eur, sheetRowOf } from './tender-files.pricing.ts';

/**
 * The priced DPGF's files (issue 16, ADR 030):
 * - the buyer's own spreadsheet, same sheets, layout, formulas and styles, with the reviewed unit
 *   prices written in its price column and the amounts in its amount column (a formula kept, its
 *   cached result updated; an empty cell gets the value); the sub-totals, TOTAL HT, TVA and TTC
 *   lines get the recomputed figures the same way, and simple formulas elsewhere (a reference to a
 *   cell, a SUM of a range, a sum of cells: the RECAP) get their cached result updated;
 * - a standard DPGF layout in XLSX when the quantities came from a PDF or the CCTP;
 * - a PDF summary (totals, markups, lines with their source).
 */

const isFormula = (value: ExcelJS.CellValue): value is ExcelJS.CellFormulaValue =>
  !!value && typeof value === 'object' && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value);

/** A cell's number: its value, or the cached result of its formula; 0 otherwise. */
function numberOf(value: ExcelJS.CellValue): number {
  if (typeof value === 'number') {
    return value;
  }
  if (isFormula(value)) {
    return typeof value.result === 'number' ? value.result : 0;
  }
  return 0;
}

/** Writes a figure in a cell: a formula keeps its text and gets the result; a value replaces an empty or numeric cell. */
function put(cell: ExcelJS.Cell, amount: number): boolean {
  const current = cell.value;
  if (isFormula(current)) {
    cell.value = { ...current, result: amount } as ExcelJS.CellValue;
    return true;
  }
  if (current === null || current === undefined || current === '' || typeof current === 'number') {
    cell.value = amount;
    return true;
  }
  return false;
}

const SUBTOTAL = /^(sous[- ]?total|s\/total)\b/;
const TOTAL_HT = /^(total|montant)( general| global| total)?( h\.?t\.?| hors taxes?)?\b(?!.*ttc)/;
const TVA = /^(tva|t\.v\.a)\b/;
const TTC = /^(total|montant)?\s*(general\s*)?t\.?t\.?c\.?\b|^(total|montant).*\bttc\b/;

export interface WrittenTotals {
  sheet: string;
  ht: number;
  tva: number;
  ttc: number;
}

/** Resolves `'BAT A'!F30`, `F30`, `SUM(F4:F28)` and `F3+F4+'X'!F9` against the workbook; null when the formula is anything else. */
function evaluate(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, formula: string): number | null {
  const cellOf = (text: string): number | null => {
    const m = /^\s*(?:(?:'((?:[^']|'')+)'|([A-Za-z0-9_.]+))!)?\$?([A-Z]{1,3})\$?(\d+)\s*$/.exec(text);
    if (!m) {
      return null;
    }
    const name = (m[1] ?? m[2])?.replace(/''/g, "'");
    const target = name ? workbook.getWorksheet(name) : sheet;
    return target ? numberOf(target.getCell(`${m[3]}${m[4]}`).value) : null;
  };
  const sum = /^\s*SUM\(\s*\$?([A-Z]{1,3})\$?(\d+)\s*:\s*\$?([A-Z]{1,3})\$?(\d+)\s*\)\s*$/i.exec(formula);
  if (sum) {
    const [, c1 = '', r1 = '0', c2 = '', r2 = '0'] = sum;
    if (c1.toUpperCase() !== c2.toUpperCase()) {
      return null;
    }
    let total = 0;
    for (let r = Number(r1); r <= Number(r2); r += 1) {
      total += numberOf(sheet.getCell(`${c1.toUpperCase()}${r}`).value);
    }
    return Math.round(total * 100) / 100;
  }
  const terms = formula.split('+');
  let total = 0;
  for (const term of terms) {
    const value = cellOf(term);
    if (value === null) {
      return null;
    }
    total += value;
  }
  return Math.round(total * 100) / 100;
}

/**
 * The buyer's workbook with the reviewed prices written in it. `file` is the label the métrés
 * give this file (their `origine` starts with it).
 */
export async function fillBuyerWorkbook(
  bytes: Buffer,
  file: string,
  lines: PricedLine[],
  tvaRate: number,
): Promise<{ buffer: Buffer; written: number; totals: WrittenTotals[] }> {
  const workbook = await workbookOf(bytes);
  const bySheetRow = new Map<string, PricedLine>();
  for (const line of lines) {
    const at = sheetRowOf(line.origine, file);
    if (at) {
      bySheetRow.set(`${at.sheet}\u0000${at.row}`, line);
    }
  }
  let written = 0;
  const totals: WrittenTotals[] = [];
  const filled = new Set<ExcelJS.Worksheet>();
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') {
      continue;
    }
    const columns = findColumns(sheet);
    if (!columns || columns.price === undefined) {
      continue;
    }
    const sheetName = sheet.name.replace(/\s+/g, ' ').trim();
    let htCents = 0;
    let sinceSubtotal = 0;
    let sheetHasLines = false;
    for (let r = columns.headerRow + 1; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      const line = bySheetRow.get(`${sheetName}\u0000${r}`);
      if (line) {
        sheetHasLines = true;
        if (line.prix_unitaire !== null) {
          // Writing the value keeps the cell's style (number format, borders, fill).
          row.getCell(columns.price).value = line.prix_unitaire;
          written += 1;
          const amount = amountOf(line.quantite, line.prix_unitaire);
          if (columns.amount !== undefined && amount !== null) {
            put(row.getCell(columns.amount), amount);
            htCents += cents(amount);
            sinceSubtotal += cents(amount);
          }
        }
        continue;
      }
      if (columns.amount === undefined) {
        continue;
      }
      const label = fold(
        cellText(row.getCell(columns.designation).value)
          .replace(/^[▸►•>*\-–\s]+/, '')
          .trim(),
      );
      const codeLabel = columns.code === undefined ? '' : fold(cellText(row.getCell(columns.code).value).trim());
      const text = label || codeLabel;
      const amountCell = row.getCell(columns.amount);
      if (SUBTOTAL.test(text)) {
        const current = amountCell.value;
        const fromFormula = isFormula(current) && current.formula ? evaluate(workbook, sheet, current.formula) : null;
        put(amountCell, fromFormula ?? sinceSubtotal / 100);
        sinceSubtotal = 0;
      } else if (TVA.test(text)) {
        put(amountCell, Math.round((htCents * tvaRate * 10) / 1000) / 100);
      } else if (TTC.test(text)) {
        put(amountCell, (htCents + Math.round((htCents * tvaRate * 10) / 1000)) / 100);
      } else if (TOTAL_HT.test(text)) {
        put(amountCell, htCents / 100);
      }
    }
    if (sheetHasLines) {
      filled.add(sheet);
      const tvaCents = Math.round((htCents * tvaRate * 10) / 1000);
      totals.push({ sheet: sheetName, ht: htCents / 100, tva: tvaCents / 100, ttc: (htCents + tvaCents) / 100 });
    }
  }
  // The other formulas that only point at cells (the RECAP's « ='BAT A'!F30 », sums of cells): results updated.
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible' || filled.has(sheet)) {
      continue;
    }
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        const value = cell.value;
        if (isFormula(value) && value.formula) {
          const result = evaluate(workbook, sheet, value.formula);
          if (result !== null) {
            cell.value = { ...value, result } as ExcelJS.CellValue;
          }
        }
      });
    });
  }
  // Excel recomputes the buyer's formulas on opening.
  workbook.calcProperties.fullCalcOnLoad = true;
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), written, totals };
}

const MONEY = '#,##0.00 "€"';
const QTY = '#,##0.###';
const BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  left: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  right: { style: 'thin', color: { argb: 'FFCBD5E1' } },
};

/**
 * A standard DPGF (N° | Désignation | Unité | Quantité | P.U. HT | Montant HT | Source), grouped by
 * works group with a sub-total each, then TOTAL HT, TVA and TTC: every total a formula with its
 * value cached. For quantities read from a PDF or the CCTP.
 */
export async function standardDpgfWorkbook(
  priced: PricedDpgf,
  meta: { title: string; buyer: string | null; company: string | null },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BatiAO';
  const sheet = workbook.addWorksheet('DPGF', { views: [{ state: 'frozen', ySplit: 5 }] });
  sheet.columns = [
    { width: 10 },
    { width: 60 },
    { width: 9 },
    { width: 12 },
    { width: 14 },
    { width: 16 },
    { width: 14 },
  ];
  sheet.addRow([`DPGF – ${meta.title}`]).font = { bold: true, size: 14, color: { argb: 'FF1F4E79' } };
  sheet.mergeCells('A1:G1');
  sheet.addRow([
    [`Acheteur : ${meta.buyer ?? 'non communiqué'}`, meta.company ? `Entreprise : ${meta.company}` : null]
      .filter(Boolean)
      .join(' · '),
  ]);
  sheet.mergeCells('A2:G2');
  sheet.addRow([
    priced.type === 'estimation'
      ? 'Quantités estimées d’après le CCTP : à vérifier sur les plans. Prix HT en euros.'
      : 'Quantités lues dans la décomposition de l’acheteur (PDF). Prix HT en euros.',
  ]).font = { italic: true, color: { argb: 'FF64748B' } };
  sheet.mergeCells('A3:G3');
  sheet.addRow([]);
  const header = sheet.addRow(['N°', 'Désignation', 'Unité', 'Quantité', 'P.U. HT', 'Montant HT', 'Source']);
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
    cell.border = BORDER;
    cell.alignment = { vertical: 'middle' };
  });

  const subtotalRows: number[] = [];
  const groups = new Map<string, PricedLine[]>();
  for (const line of priced.lignes) {
    groups.set(line.groupe, [...(groups.get(line.groupe) ?? []), line]);
  }
  for (const [group, lines] of groups) {
    const title = sheet.addRow(['', group || 'Ouvrages']);
    title.font = { bold: true };
    title.eachCell({ includeEmpty: true }, (cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
    });
    const first = title.number + 1;
    let groupCents = 0;
    for (const line of lines) {
      const row = sheet.addRow([line.code, line.poste, line.unite, line.quantite, line.prix_unitaire, null, '']);
      const r = row.number;
      const amount = amountOf(line.quantite, line.prix_unitaire);
      groupCents += amount === null ? 0 : cents(amount);
      row.getCell(6).value = {
        formula: `IF(OR(D${r}="",E${r}=""),"",D${r}*E${r})`,
        result: amount ?? '',
      } as ExcelJS.CellValue;
      row.getCell(7).value = PRICED_SOURCE_LABELS[line.source];
      row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
      row.getCell(4).numFmt = QTY;
      row.getCell(5).numFmt = MONEY;
      row.getCell(6).numFmt = MONEY;
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.border = BORDER;
      });
    }
    const last = sheet.rowCount;
    const subtotal = sheet.addRow(['', `Sous-total ${group}`.trim(), '', '', '', null]);
    subtotal.getCell(6).value = { formula: `SUM(F${first}:F${last})`, result: groupCents / 100 };
    subtotal.getCell(6).numFmt = MONEY;
    subtotal.font = { bold: true };
    subtotalRows.push(subtotal.number);
  }
  sheet.addRow([]);
  const { ht, tva, ttc } = priced.totaux;
  const totalHt = sheet.addRow(['', 'TOTAL HT', '', '', '', null]);
  totalHt.getCell(6).value = {
    formula: subtotalRows.length > 0 ? subtotalRows.map((r) => `F${r}`).join('+') : '0',
    result: ht,
  };
  const tvaRow = sheet.addRow([
    '',
    `TVA ${String(priced.taux_tva).replace('.', ',')} %`,
    '',
    '',
    priced.taux_tva / 100,
    null,
  ]);
  tvaRow.getCell(5).numFmt = '0.0%';
  tvaRow.getCell(6).value = { formula: `ROUND(F${totalHt.number}*E${tvaRow.number},2)`, result: tva };
  const ttcRow = sheet.addRow(['', 'TOTAL TTC', '', '', '', null]);
  ttcRow.getCell(6).value = { formula: `F${totalHt.number}+F${tvaRow.number}`, result: ttc };
  for (const row of [totalHt, tvaRow, ttcRow]) {
    row.font = { bold: true };
    row.getCell(6).numFmt = MONEY;
    row.getCell(6).border = BORDER;
  }
  sheet.pageSetup = { orientation: 'portrait', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const TITLE: TextStyle = { font: FONT.bold, size: 19, color: COLOR.accent, leading: 25 };
const SUBTITLE: TextStyle = { font: FONT.regular, size: 11, color: COLOR.text, leading: 16 };
const NOTE: TextStyle = { font: FONT.regular, size: 8.6, color: COLOR.muted, leading: 12 };
const BIG: TextStyle = { font: FONT.semibold, size: 11, color: COLOR.text, leading: 17 };

const BADGES: Record<PricedLine['source'], { fg: string; bg: string }> = {
  catalogue_utilisateur: { fg: '#166534', bg: '#DCFCE7' },
  prix_marche: { fg: '#9A3412', bg: '#FFEDD5' },
  compose: { fg: '#1E40AF', bg: '#DBEAFE' },
  non_trouve: { fg: '#991B1B', bg: '#FEE2E2' },
};

const qty = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const plain = (text: string) => [{ text: drawable(text), marker: false }];

/** The PDF summary: totals HT / TVA / TTC, the markups applied, the count per source, then every line. */
export function pricedSummaryPdf(
  priced: PricedDpgf,
  meta: { title: string; reference: string; buyer: string | null; company: string | null; now: Date },
): Promise<Buffer> {
  const { doc, bytes: done } = openPdf({
    Title: `DPGF chiffré – ${drawable(meta.title)}`,
    Author: meta.company ?? 'BatiAO',
    CreationDate: meta.now,
  });
  const w = new PdfWriter(doc);
  w.addPage();
  w.paragraph('DPGF chiffré – synthèse', TITLE);
  w.y -= 2;
  w.paragraph(meta.title, SUBTITLE);
  w.paragraph(
    [
      `Acheteur : ${meta.buyer ?? 'non communiqué'}`,
      meta.company ? `Entreprise : ${meta.company}` : null,
      new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(meta.now),
    ]
      .filter(Boolean)
      .join(' · '),
    NOTE,
  );
  doc.rect(MARGIN.left, w.y + 2, CONTENT_W, 1.2).fill(COLOR.accent);
  w.y += 12;

  const { ht, tva, ttc } = priced.totaux;
  w.table({
    columns: ['Total HT', `TVA ${String(priced.taux_tva).replace('.', ',')} %`, 'Total TTC'],
    rows: [[{ runs: plain(eur(ht)) }, { runs: plain(eur(tva)) }, { runs: plain(eur(ttc)) }]],
  });
  w.y += 6;
  const s = priced.statistiques;
  const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  w.paragraph(
    `${count(s.lignes, 'ligne', 'lignes')} : ${s.catalogue_utilisateur} de votre catalogue, ${s.prix_marche} de la bibliothèque de marché, ${count(s.compose, 'composée', 'composées')}, ${s.non_trouve} sans prix ; ${count(s.modifiees, 'modifiée', 'modifiées')} par vous.`,
    BIG,
  );
  const applied = priced.majorations.filter((m) => m.applique);
  w.paragraph(
    applied.length > 0
      ? `Majorations appliquées : ${applied.map((m) => `${m.label} ${qty.format(m.pct)} %`).join(', ')}.`
      : 'Aucune majoration appliquée.',
  );
  if (priced.type === 'estimation') {
    w.paragraph('Quantités estimées d’après le CCTP : à vérifier sur les plans avant la remise de l’offre.', NOTE);
  }
  w.y += 4;
  w.paragraph('Détail des lignes', STYLE.h2);
  w.y += 2;
  const rows: Cell[][] = priced.lignes.map((line) => [
    { runs: plain(`${line.code ? `${line.code} ` : ''}${line.poste}`) },
    { runs: plain(line.quantite === null ? '—' : `${qty.format(line.quantite)} ${line.unite}`) },
    { runs: plain(line.prix_unitaire === null ? '—' : eur(line.prix_unitaire)) },
    { runs: plain(line.montant === null ? '—' : eur(line.montant)) },
    {
      runs: plain(`${PRICED_SOURCE_LABELS[line.source]}${line.modifie ? ' · modifié' : ''}`),
      badge: BADGES[line.source],
    },
  ]);
  w.table({
    columns: ['Poste', 'Quantité', 'P.U. HT', 'Montant HT', 'Source'],
    rows,
    fractions: [0.44, 0.14, 0.13, 0.15, 0.14],
  });
  w.y += 8;
  w.paragraph(
    'Les prix du catalogue sont les vôtres (majorations comprises) ; ceux de la bibliothèque de marché et les prix composés sont calculés avec votre taux horaire, votre coefficient matériaux, vos frais généraux et votre marge. Chaque prix s’explique sur la page de l’appel d’offres.',
    NOTE,
  );

  const total = w.page + 1;
  for (let p = 0; p < total; p += 1) {
    doc.switchToPage(p);
    const label = `DPGF chiffré – Réf. ${drawable(meta.reference)} – page ${p + 1} / ${total}`;
    const right = PAGE_W - MARGIN.right;
    w.textAt(label, right - Math.min(w.width(label, STYLE.running), CONTENT_W), PAGE_H - 52, STYLE.running);
  }
  doc.end();
  return done;
}
