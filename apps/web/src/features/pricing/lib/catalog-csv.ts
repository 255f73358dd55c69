import type { Product } from '@batiao/shared/contracts/pricing';
import { saveBlob } from '../../../lib/api-files';

/**
 * The product catalogue as a CSV file that French Excel opens as is (core-journey §2): semicolon
 * separator, UTF-8 with a byte-order mark (else Excel reads « Ã© »), decimal comma, CRLF line ends.
 * Columns: category, name, brand, reference, unit, unit price, supplier, discount.
 */
export const CATALOG_CSV_HEADER = [
  'Catégorie',
  'Nom',
  'Marque',
  'Référence',
  'Unité',
  'Prix unitaire HT (€)',
  'Fournisseur',
  'Remise fournisseur (%)',
] as const;

const BOM = '\uFEFF';

/** 24.9 → "24,90"; 12.5 → "12,5" for a percentage (no grouping: Excel reads it as a number). */
function decimal(value: number, fractionDigits?: number): string {
  const text = fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits);
  return text.replace('.', ',');
}

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a text starting like a
 * formula (= + - @) is prefixed with an apostrophe, so a product name never runs in the sheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function catalogCsv(products: Product[]): string {
  const lines = [
    CATALOG_CSV_HEADER.join(';'),
    ...products.map((p) =>
      [
        csvCell(p.category),
        csvCell(p.name),
        csvCell(p.brand),
        csvCell(p.reference),
        csvCell(p.unit),
        decimal(p.unit_price, 2),
        csvCell(p.supplier),
        decimal(p.supplier_discount),
      ].join(';'),
    ),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** "catalogue-produits-2026-11-25.csv", dated in the user's day. */
export function catalogCsvFilename(now = new Date()): string {
  const day = new Intl.DateTimeFormat('fr-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `catalogue-produits-${day}.csv`;
}

/** Hands the file to the browser as a download, built here: nothing is sent to the server. */
export function downloadCatalogCsv(products: Product[], now = new Date()): void {
  saveBlob(new Blob([catalogCsv(products)], { type: 'text/csv;charset=utf-8' }), catalogCsvFilename(now));
}
