import type { MetresResult } from '@batiao/shared/contracts/tender-files';

const HEADERS = [
  'Groupe',
  'N°',
  'Poste',
  'Quantité',
  'Unité',
  'Spécifications',
  'Localisation',
  'Observations',
  'Source',
];

/** A CSV cell: quoted when it holds the separator, a quote or a line break; formulas defused. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const frenchNumber = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/**
 * The quantities as a CSV for a French spreadsheet (separator « ; », decimal comma, UTF-8 BOM so
 * that Excel reads the accents), then the totals per unit.
 */
export function metresCsv(result: MetresResult): string {
  const lines = [HEADERS.join(';')];
  for (const row of result.metres_data.metres_data) {
    lines.push(
      [
        row.groupe,
        row.code,
        row.poste,
        frenchNumber(row.quantite),
        row.unite,
        row.specifications,
        row.localisation,
        row.observations,
        row.source,
      ]
        .map(cell)
        .join(';'),
    );
  }
  lines.push('');
  lines.push(['Total par unité', '', '', '', '', '', '', '', ''].join(';'));
  for (const [unit, total] of Object.entries(result.metres_data.totaux_par_unite)) {
    lines.push(['', '', cell(`Total ${unit}`), frenchNumber(total), cell(unit), '', '', '', ''].join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Tab-separated, for a paste into a spreadsheet: header, then one line per row. */
export function metresClipboardText(result: MetresResult): string {
  const lines = [['Groupe', 'N°', 'Poste', 'Quantité', 'Unité', 'Localisation'].join('\t')];
  for (const row of result.metres_data.metres_data) {
    lines.push(
      [row.groupe, row.code, row.poste, frenchNumber(row.quantite), row.unite, row.localisation]
        .map((v) => v.replace(/[\t\r\n]+/g, ' '))
        .join('\t'),
    );
  }
  return lines.join('\n');
}

export function metresFilename(title: string, date: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `metres-${slug || 'appel-d-offres'}-${date.slice(0, 10)}.csv`;
}
