import ExcelJS from 'exceljs';
import { SOURCE_LABELS, lineTotalCents, quoteTotals, type QuoteExport } from '@batiao/shared/contracts/market-prices';

/**
 * The priced quote as an XLSX workbook: one sheet « Devis », the lines with their source and
 * explanation, then the totals HT / TVA / TTC as formulas (Excel recomputes them) with their
 * values cached (readers that do not compute see the same figures).
 */
export async function quoteWorkbook(input: { tva: number; lines: QuoteExport['lines'] }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BatiAO';
  const sheet = workbook.addWorksheet('Devis');
  sheet.columns = [
    { header: 'Désignation', key: 'description', width: 50 },
    { header: 'Quantité', key: 'quantite', width: 11 },
    { header: 'Unité', key: 'unite', width: 8 },
    { header: 'PU HT (€)', key: 'pu', width: 12 },
    { header: 'Total HT (€)', key: 'total', width: 14 },
    { header: 'Source', key: 'source', width: 12 },
    { header: 'Explication', key: 'explication', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  const money = '#,##0.00 "€"';
  input.lines.forEach((line, i) => {
    const r = i + 2;
    const row = sheet.addRow({
      description: line.description,
      quantite: line.quantite,
      unite: line.unite,
      pu: line.prix_unitaire,
      total: { formula: `ROUND(B${r}*D${r},2)`, result: lineTotalCents(line.quantite, line.prix_unitaire) / 100 },
      source: SOURCE_LABELS[line.source],
      explication: line.explication ?? '',
    });
    row.getCell('pu').numFmt = money;
    row.getCell('total').numFmt = money;
  });
  const last = input.lines.length + 1;
  const totals = quoteTotals(input.lines, input.tva);
  const ht = sheet.addRow({ unite: 'Total HT', total: { formula: `SUM(E2:E${last})`, result: totals.ht } });
  const tva = sheet.addRow({
    unite: `TVA ${String(input.tva).replace('.', ',')} %`,
    total: { formula: `ROUND(E${last + 1}*${input.tva / 100},2)`, result: totals.tva },
  });
  const ttc = sheet.addRow({ unite: 'Total TTC', total: { formula: `E${last + 1}+E${last + 2}`, result: totals.ttc } });
  for (const row of [ht, tva, ttc]) {
    row.font = { bold: true };
    row.getCell('total').numFmt = money;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
