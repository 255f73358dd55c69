import { SOURCE_LABELS, lineTotalCents, quoteTotals, type EnrichedItem } from '@batiao/shared/contracts/market-prices';

/**
 * The priced quote as a CSV file that French Excel opens as is: UTF-8 with a BOM, `;`, decimal
 * comma, CRLF; a text starting like a formula (= + - @) gets an apostrophe first.
 */
export const QUOTE_CSV_HEADER = [
  'Désignation',
  'Quantité',
  'Unité',
  'PU HT (€)',
  'Total HT (€)',
  'Source',
  'Explication',
] as const;

const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const decimal = (value: number, digits?: number) =>
  (digits === undefined ? String(value) : value.toFixed(digits)).replace('.', ',');

export function quoteCsv(items: EnrichedItem[], tvaPct: number): string {
  const totals = quoteTotals(items, tvaPct);
  const lines = [
    QUOTE_CSV_HEADER.join(';'),
    ...items.map((item) =>
      [
        cell(item.description),
        decimal(item.quantite),
        cell(item.unite),
        decimal(item.prix_unitaire, 2),
        decimal(lineTotalCents(item.quantite, item.prix_unitaire) / 100, 2),
        SOURCE_LABELS[item.source],
        cell(item.explication),
      ].join(';'),
    ),
    ['', '', '', 'Total HT', decimal(totals.ht, 2), '', ''].join(';'),
    ['', '', '', `TVA ${decimal(tvaPct)} %`, decimal(totals.tva, 2), '', ''].join(';'),
    ['', '', '', 'Total TTC', decimal(totals.ttc, 2), '', ''].join(';'),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
