import type ExcelJS from 'exceljs';
import { cellText, workbookOf } from './tender-files.reading.ts';
import { findColumns, fold, normalizeUnit, parseQuantity } from './tender-files.metres.ts';

/**
 * The buyer's own DPGF / BPU / DQE with the user's prices written in its price column (issue 16):
 * same sheets, layout, formulas and styles; only the unit-price cells of the lines found in the
 * user's catalogue (same unit, most of the line's words) are filled, and the amount cells get the
 * product as a value when empty, or keep their formula (its cached result updated). A line whose
 * price is not known is left blank and counted: no price is invented.
 */

export interface CatalogueItem {
  name: string;
  unit: string;
  unitPriceCents: number;
}

export interface PricedLine {
  sheet: string;
  row: number;
  poste: string;
  quantite: number | null;
  unite: string;
  prix_unitaire: number | null;
  source: 'catalogue' | 'taux_horaire' | null;
  article: string | null;
}

const STOP = new Set(['les', 'des', 'une', 'pour', 'sur', 'sous', 'avec', 'dans', 'par', 'aux', 'compris', 'type']);
const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9²³]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

/** The catalogue item of the same unit sharing most of the line's words (at least 60 %), if any. */
export function matchItem(poste: string, unit: string, items: CatalogueItem[]): CatalogueItem | undefined {
  const lineWords = new Set(words(poste));
  if (lineWords.size === 0) {
    return undefined;
  }
  let best: { item: CatalogueItem; score: number } | undefined;
  for (const item of items) {
    if (normalizeUnit(item.unit) !== unit) {
      continue;
    }
    const itemWords = words(item.name);
    if (itemWords.length === 0) {
      continue;
    }
    const shared = itemWords.filter((w) => lineWords.has(w)).length;
    const score = shared / Math.max(lineWords.size, itemWords.length);
    if (score >= 0.6 && (!best || score > best.score)) {
      best = { item, score };
    }
  }
  return best?.item;
}

const isFormula = (value: ExcelJS.CellValue): value is ExcelJS.CellFormulaValue =>
  !!value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value);

export async function priceWorkbook(
  bytes: Buffer,
  items: CatalogueItem[],
  hourlyRateCents: number,
): Promise<{ buffer: Buffer; lines: PricedLine[] }> {
  const workbook = await workbookOf(bytes);
  const lines: PricedLine[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') {
      continue;
    }
    const columns = findColumns(sheet);
    if (!columns || columns.price === undefined) {
      continue;
    }
    for (let r = columns.headerRow + 1; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      const poste = cellText(row.getCell(columns.designation).value).replace(/\s+/g, ' ').trim();
      const unitRaw = columns.unit === undefined ? '' : cellText(row.getCell(columns.unit).value);
      const unit = normalizeUnit(unitRaw);
      const quantity = columns.quantity === undefined ? null : parseQuantity(row.getCell(columns.quantity).value);
      if (poste === '' || (unit === '' && quantity === null) || unit === 'PM') {
        continue;
      }
      const item = matchItem(poste, unit, items);
      let cents: number | null = item ? item.unitPriceCents : null;
      let source: PricedLine['source'] = item ? 'catalogue' : null;
      if (cents === null && unit === 'h') {
        cents = hourlyRateCents;
        source = 'taux_horaire';
      }
      const price = cents === null ? null : cents / 100;
      if (price !== null) {
        // Writing the value keeps the cell's style (number format, borders, fill).
        row.getCell(columns.price).value = price;
        if (columns.amount !== undefined && quantity !== null) {
          const amountCell = row.getCell(columns.amount);
          const amount = Math.round(price * quantity * 100) / 100;
          const current = amountCell.value;
          amountCell.value = isFormula(current) ? { ...current, result: amount } : amount;
        }
      }
      lines.push({
        sheet: sheet.name.trim(),
        row: r,
        poste,
        quantite: quantity,
        unite: unit || unitRaw,
        prix_unitaire: price,
        source,
        article: item?.name ?? null,
      });
    }
  }
  // Excel recomputes the buyer's formulas on opening.
  workbook.calcProperties.fullCalcOnLoad = true;
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), lines };
}
