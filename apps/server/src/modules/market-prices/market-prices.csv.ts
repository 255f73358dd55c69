import { LIBRARY_CSV_HEADER, LIBRARY_TRADES } from '@batiao/shared/contracts/market-prices';
import type { FieldError } from '@batiao/shared/errors';

/** A library row as the CSV gives it, figures already in exact integers. */
export interface LibraryRow {
  code: string;
  trade: string;
  category: string;
  designation: string;
  unit: string;
  labourMilliHours: number;
  suppliesCents: number;
  priceDate: string;
  labourBasis: string;
  suppliesBasis: string;
}

export const LIBRARY_UNITS = ['u', 'ml', 'm²', 'm³', 'kg', 't', 'l', 'h', 'ens', 'forfait'] as const;
const UNIT_SPELLINGS: Record<string, string> = { m2: 'm²', m3: 'm³', U: 'u', Ens: 'ens', ENS: 'ens', Ft: 'forfait' };

/** Splits `;`-separated text with "quoted" cells (doubled quotes inside), CRLF or LF, BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src.charAt(i);
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') {
        i++;
      }
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** « 0,45 » or « 0.45 » → 450 thousandths (at most `decimals` decimals), or undefined. */
function decimal(text: string, decimals: number, max: number): number | undefined {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(t)) {
    return undefined;
  }
  const [int, frac = ''] = t.split('.');
  const value = Number(int) * 10 ** decimals + Number(frac.padEnd(decimals, '0'));
  return value <= max * 10 ** decimals ? value : undefined;
}

/**
 * Reads the library CSV (the committed seed and an admin's import share it). Every line is checked;
 * the errors name the line (the header is line 1) and the column, in French.
 */
export function readLibraryCsv(text: string): { rows: LibraryRow[]; errors: FieldError[]; lines: number[] } {
  const table = parseCsv(text);
  const errors: FieldError[] = [];
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = LIBRARY_CSV_HEADER.filter((h) => !header.includes(h));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ field: 'csv', message: `Ligne 1 : colonnes manquantes : ${missing.join(', ')}` }],
      lines: [],
    };
  }
  const col = (name: (typeof LIBRARY_CSV_HEADER)[number]) => header.indexOf(name);
  const rows: LibraryRow[] = [];
  /** The line of each row read (the header is line 1). */
  const lines: number[] = [];
  const seen = new Set<string>();
  table.slice(1).forEach((cells, i) => {
    const line = i + 2;
    const get = (name: (typeof LIBRARY_CSV_HEADER)[number]) => (cells[col(name)] ?? '').trim();
    const fail = (message: string) => errors.push({ field: `ligne ${line}`, message: `Ligne ${line} : ${message}` });
    const code = get('code').toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9-]{0,19}$/.test(code)) {
      return void fail('code manquant ou invalide (ex. PLO-012)');
    }
    if (seen.has(code)) {
      return void fail(`le code ${code} apparaît deux fois`);
    }
    seen.add(code);
    const trade = get('metier').toLowerCase();
    if (!(LIBRARY_TRADES as readonly string[]).includes(trade)) {
      return void fail(`métier inconnu « ${get('metier')} »`);
    }
    const designation = get('designation');
    if (!designation || designation.length > 300) {
      return void fail('désignation manquante ou trop longue');
    }
    const category = get('categorie');
    if (!category || category.length > 100) {
      return void fail('catégorie manquante ou trop longue');
    }
    const unit = UNIT_SPELLINGS[get('unite')] ?? get('unite').toLowerCase();
    if (!(LIBRARY_UNITS as readonly string[]).includes(unit)) {
      return void fail(`unité inconnue « ${get('unite')} » (${LIBRARY_UNITS.join(', ')})`);
    }
    const labour = decimal(get('temps_h'), 3, 1000);
    if (labour === undefined) {
      return void fail('temps_h : nombre d’heures entre 0 et 1000, trois décimales au plus');
    }
    const supplies = decimal(get('fournitures_eur'), 2, 1_000_000);
    if (supplies === undefined) {
      return void fail('fournitures_eur : montant en euros entre 0 et 1 000 000, deux décimales au plus');
    }
    const date = get('date');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      return void fail('date au format AAAA-MM-JJ attendue');
    }
    const labourBasis = get('base_temps');
    const suppliesBasis = get('base_fournitures');
    if (!labourBasis || !suppliesBasis) {
      return void fail('la base de chaque chiffre (base_temps, base_fournitures) est obligatoire');
    }
    if (labourBasis.length > 500 || suppliesBasis.length > 500) {
      return void fail('base : 500 caractères au plus');
    }
    rows.push({
      code,
      trade,
      category,
      designation,
      unit,
      labourMilliHours: labour,
      suppliesCents: supplies,
      priceDate: date,
      labourBasis,
      suppliesBasis,
    });
    lines.push(line);
  });
  if (table.length < 2) {
    errors.push({ field: 'csv', message: 'Le fichier ne contient aucune ligne de prix' });
  }
  return { rows, errors, lines };
}
