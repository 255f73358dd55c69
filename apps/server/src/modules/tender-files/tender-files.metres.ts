import type ExcelJS from 'exceljs';
import type { MetreRow, MetresResult, TenderFileFormat, TenderFileRole } from '@batiao/shared/contracts/tender-files';
import { cellText, spreadsheetOf } from './tender-files.reading.ts';
import { XlsError } from './tender-files.xls.ts';

/**
 * The quantities (métrés) of a consultation file (issue 16, core-journey §3): read from the
 * buyer's DPGF / BPU / DQE spreadsheets (and a PDF bordereau when its text has lines), else
 * estimated from what the CCTP states, each row saying where its number comes from. A quantity is
 * never invented: a line without one keeps `quantite: null`.
 */

export interface MetresPiece {
  /** The name shown (folder inside the zip included). */
  label: string;
  role: TenderFileRole;
  format: TenderFileFormat;
  /** The file's bytes (spreadsheets are read from them). */
  load: () => Promise<Buffer>;
  textPages: string[] | null;
}

const QUANTITY_ROLES: readonly TenderFileRole[] = ['dpgf', 'bpu', 'dqe'];

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The unit as written (m2, M², m.l., Ens, Fft, U…) → one spelling; '' when the cell is no unit. */
export function normalizeUnit(raw: string): string {
  const text = fold(raw).replace(/\s+/g, '').replace(/\.$/, '');
  if (text === '') {
    return '';
  }
  const table: [RegExp, string][] = [
    [/^(m2|m²|mq|metrecarre|metrescarres)$/, 'm²'],
    [/^(m3|m³|metrecube|metrescubes)$/, 'm³'],
    [/^(ml|m\.l|mlin|ml\.|m|metre|metres|metrelineaire|metreslineaires)$/, 'ml'],
    [/^(u|u\.|un|unite|unites|unit|pce|pc|pcs|piece|pieces|nb|nombre|no)$/, 'u'],
    [/^(ens|ens\.|ensemble|ensembles|ens\/)$/, 'ens'],
    [/^(ft|fft|f|forf|forfait|forfaits|for)$/, 'forfait'],
    [/^(kg|kgs|kilo|kilos|kilogramme|kilogrammes)$/, 'kg'],
    [/^(t|tonne|tonnes|tn)$/, 't'],
    [/^(h|heure|heures|hr|hrs)$/, 'h'],
    [/^(j|jour|jours)$/, 'jour'],
    [/^(mois)$/, 'mois'],
    [/^(l|litre|litres)$/, 'l'],
    [/^(pm|p\.m|pourmemoire)$/, 'PM'],
  ];
  for (const [pattern, unit] of table) {
    if (pattern.test(text)) {
      return unit;
    }
  }
  // A merged title spilling into the unit column, or a sentence: not a unit.
  return text.length <= 6 && /^[a-z0-9²³/.]+$/.test(text) ? clean(raw) : '';
}

/** A quantity cell: a number, « 1 234,5 » with spaces or NBSP; « PM », « inclus », text → null. */
export function parseQuantity(value: ExcelJS.CellValue | string): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Date) &&
    ('formula' in value || 'sharedFormula' in value)
  ) {
    return parseQuantity((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  const text = (typeof value === 'string' ? value : cellText(value)).replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function addTo(totals: Record<string, number>, unit: string, quantity: number | null) {
  if (quantity === null || unit === '' || unit === 'PM') {
    return;
  }
  totals[unit] = round((totals[unit] ?? 0) + quantity);
}

// --- spreadsheets ---------------------------------------------------------------------------

interface Columns {
  code?: number;
  designation: number;
  unit?: number;
  quantity?: number;
  price?: number;
  amount?: number;
  headerRow: number;
}

/** The header row (within the first 25 rows): a designation column and a unit or quantity column. */
export function findColumns(sheet: ExcelJS.Worksheet): Columns | undefined {
  const last = Math.min(sheet.rowCount, 25);
  for (let r = 1; r <= last; r += 1) {
    const row = sheet.getRow(r);
    const found: Partial<Columns> = {};
    for (let c = 1; c <= Math.min(sheet.columnCount, 30); c += 1) {
      const text = fold(clean(cellText(row.getCell(c).value)));
      if (text === '' || text.length > 80) {
        continue;
      }
      if (
        found.designation === undefined &&
        /^(designation|libelle|description|intitule|ouvrages?|prestations?|nature des (travaux|prestations)|postes? de travaux)\b/.test(
          text,
        )
      ) {
        found.designation = c;
      } else if (found.quantity === undefined && /^(qte|qt|qtes|quantites?|qte\.|quant\.?)\b/.test(text)) {
        found.quantity = c;
      } else if (found.unit === undefined && /^(u|u\.|unites?|unit)\b/.test(text)) {
        found.unit = c;
      } else if (found.price === undefined && /(^|\s)(p\.?\s?u\.?|prix unitaire)|fournitures\s*p\.?u/.test(text)) {
        found.price = c;
      } else if (found.amount === undefined && /^(montant|prix total|total)\b/.test(text)) {
        found.amount = c;
      } else if (
        found.code === undefined &&
        /^(n°|no\b|n o\b|numero|code|poste|art\.?|article|repere|ref|item|index)/.test(text)
      ) {
        found.code = c;
      }
    }
    if (found.designation !== undefined && (found.unit !== undefined || found.quantity !== undefined)) {
      return { ...found, designation: found.designation, headerRow: r };
    }
  }
  return undefined;
}

/** A cell covered by a merge (not its top-left cell) reads as empty: a merged title is read once. */
function ownValue(sheet: ExcelJS.Worksheet, r: number, c: number | undefined): ExcelJS.CellValue {
  if (c === undefined) {
    return null;
  }
  const cell = sheet.getCell(r, c);
  if (cell.isMerged && cell.master.address !== cell.address) {
    return null;
  }
  return cell.value;
}

const NUMBERED_CODE = /^\d+(\.\d+)*\.?$/;
const NUMBERED_TITLE = /^(\d+(?:\.\d+)+)\.?\s+(.+)$|^(\d+)(?:\.|\s*[-–)])\s+(.+)$/;
const TOTAL_LINE =
  /^(sous[- ]?total|s\/total|total|montant (total|global)|tva|t\.v\.a|ttc|montant ttc|report|a reporter|recapitulatif|recap)\b/;
const ATTRIBUTE_LINE = /^(marque|type|modele|reference|ref|gamme|fabricant|coloris)\s*:/;
/** A child of a parent line: a size, a diameter, a power, a short variant. */
const CHILD_LIKE = /^(dn|diam|diametre|ø|de\s|section|puissance|epaisseur|ep\.|long|largeur|hauteur|\d)/;

interface Section {
  depth: number;
  code: string;
  title: string;
}

function sheetRows(file: string, sheet: ExcelJS.Worksheet, columns: Columns, role: TenderFileRole): MetreRow[] {
  const rows: MetreRow[] = [];
  const sections: Section[] = [];
  let parent: string | null = null;
  const sheetName = clean(sheet.name);
  const hasQuantityColumn = columns.quantity !== undefined;

  const groupOf = (code: string) => {
    const section = sections.find((s) => s.depth === 2) ?? sections.find((s) => s.depth === 1) ?? sections[0];
    if (section) {
      return `${section.code} ${section.title}`;
    }
    // A bordereau numbers its lines (3.1.103) without section rows: grouped by their first levels.
    const levels = code.split('.');
    return levels.length >= 3 && NUMBERED_CODE.test(code) ? `Articles ${levels.slice(0, 2).join('.')}` : sheetName;
  };

  for (let r = columns.headerRow + 1; r <= sheet.rowCount; r += 1) {
    const designationRaw = clean(cellText(ownValue(sheet, r, columns.designation)));
    const codeRaw = clean(cellText(ownValue(sheet, r, columns.code)));
    if (designationRaw === '' && codeRaw === '') {
      continue;
    }
    const withoutMarks = designationRaw.replace(/^[▸►•>*\-–\s]+/, '');
    const folded = fold(withoutMarks);
    if (TOTAL_LINE.test(folded) || TOTAL_LINE.test(fold(codeRaw))) {
      continue;
    }
    let code = NUMBERED_CODE.test(codeRaw) ? codeRaw.replace(/\.$/, '') : '';
    let designation = withoutMarks;
    const numbered = NUMBERED_TITLE.exec(withoutMarks);
    if (numbered && code === '') {
      code = numbered[1] ?? numbered[3] ?? '';
      designation = clean(numbered[2] ?? numbered[4] ?? '');
    }
    if (code === '' && codeRaw !== '' && !NUMBERED_CODE.test(codeRaw)) {
      code = codeRaw.slice(0, 30);
    }
    const unitRaw = clean(cellText(ownValue(sheet, r, columns.unit)));
    const unit = normalizeUnit(unitRaw);
    const quantityValue = ownValue(sheet, r, columns.quantity);
    const quantity = parseQuantity(quantityValue);
    const quantityText = fold(clean(cellText(quantityValue)));
    const priced = parseQuantity(ownValue(sheet, r, columns.price)) !== null;

    if (quantity === null && unit === '' && !priced) {
      if (ATTRIBUTE_LINE.test(folded)) {
        const previous = rows.at(-1);
        if (previous) {
          previous.specifications = clean(`${previous.specifications} ${designation}`);
        }
        continue;
      }
      if (code !== '' && NUMBERED_CODE.test(code)) {
        // A section title: 2. / 3.1. / 3.1.1.
        const depth = code.split('.').length;
        while (sections.length > 0 && (sections.at(-1)?.depth ?? 0) >= depth) {
          sections.pop();
        }
        sections.push({ depth, code, title: designation });
        parent = null;
        continue;
      }
      // A parent line without quantity, its children follow (« Vanne d'arrêt » → « DN 40 1 u »).
      parent = designation;
      continue;
    }

    const childLike = CHILD_LIKE.test(fold(designation));
    if (!childLike) {
      // A line of its own: the parent's children are over.
      parent = null;
    }
    const poste = parent ? `${parent} – ${designation}` : designation || code;
    const specifications = sections
      .filter((s) => s.depth >= 3)
      .map((s) => `${s.code} ${s.title}`)
      .join(' › ');
    let observations = '';
    if (unit === 'PM') {
      observations = 'Pour mémoire (sans quantité)';
    } else if (quantity === 0) {
      observations = 'Quantité nulle dans le fichier de l’acheteur';
    } else if (quantity === null && /inclus/.test(quantityText)) {
      observations = 'Indiqué « inclus » par l’acheteur';
    } else if (quantity === null && hasQuantityColumn) {
      observations = 'Quantité à établir par l’entreprise';
    } else if (quantity === null) {
      observations = role === 'bpu' ? 'Prix unitaire du bordereau, sans quantité' : 'Sans quantité';
    }
    rows.push({
      poste,
      quantite: quantity,
      unite: unit === '' ? unitRaw : unit,
      specifications,
      localisation: sheetName,
      observations,
      groupe: groupOf(code),
      code,
      source: `${file} › ${sheetName} › ligne ${r}`,
    });
  }
  return rows;
}

export interface SheetReading {
  rows: MetreRow[];
  sheets: { fichier: string; feuille: string; postes: number; totaux_par_unite: Record<string, number> }[];
  notes: string[];
}

/** Every visible sheet with a header; the RECAP and the sheets without one are left out (noted). */
export async function readQuantitySpreadsheet(
  file: string,
  bytes: Buffer,
  role: TenderFileRole,
  format: 'xlsx' | 'ods' | 'xls' = 'xlsx',
): Promise<SheetReading> {
  const workbook = await spreadsheetOf(format, bytes);
  const reading: SheetReading = { rows: [], sheets: [], notes: [] };
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') {
      continue;
    }
    const columns = findColumns(sheet);
    if (!columns || /^recap/.test(fold(sheet.name.trim()))) {
      if (/^recap/.test(fold(sheet.name.trim()))) {
        reading.notes.push(`« ${file} » : la feuille « ${sheet.name.trim()} » (récapitulatif) n’est pas recomptée.`);
      }
      continue;
    }
    const rows = sheetRows(file, sheet, columns, role);
    const totals: Record<string, number> = {};
    for (const row of rows) {
      addTo(totals, row.unite, row.quantite);
    }
    reading.rows.push(...rows);
    reading.sheets.push({ fichier: file, feuille: clean(sheet.name), postes: rows.length, totaux_par_unite: totals });
  }
  return reading;
}

// --- PDF bordereau -------------------------------------------------------------------------------

const PDF_LINE =
  /^(\d+(?:\.\d+)+)\s+(.+?)\s+(u|ml|m2|m²|m3|m³|ens|ft|fft|forfait|kg|h|heure|jour|mois)\.?(?:\s+(\d[\d\s\u00a0]*(?:,\d+)?))?(?:\s.*)?$/i;

/** The lines « 3.1.2 Désignation u 12 » of a PDF bordereau; none when its text is a scrambled table. */
export function readPdfQuantityLines(file: string, pages: string[], role: TenderFileRole): MetreRow[] {
  const rows: MetreRow[] = [];
  pages.forEach((page, index) => {
    for (const line of page.split('\n')) {
      const match = PDF_LINE.exec(clean(line));
      if (!match || line.includes('....')) {
        continue;
      }
      const quantity = match[4] ? parseQuantity(match[4]) : null;
      rows.push({
        poste: clean(match[2] ?? ''),
        quantite: quantity,
        unite: normalizeUnit(match[3] ?? ''),
        specifications: '',
        localisation: '',
        observations:
          quantity === null ? (role === 'bpu' ? 'Prix unitaire du bordereau, sans quantité' : 'Sans quantité') : '',
        groupe: (match[1] ?? '').split('.').slice(0, 2).join('.'),
        code: match[1] ?? '',
        source: `${file} › page ${index + 1}`,
      });
    }
  });
  return rows;
}

// --- CCTP estimate ---------------------------------------------------------------------------------

const ARTICLE = /^(\d+(?:\.\d+)+)\.?\s+([A-ZÀ-Ýa-zà-ÿ].{2,})$/;
const DANGLING = /(\s(de|d'|du|des|et|en|à|a|la|le|les|pour|sur|sous|avec|par)|[-–,])$/i;
const STATED_QUANTITY =
  /quantit[ée]s?\s*(?:totales?|globales?|estim[ée]es?|pr[ée]vues?)?\s*:\s*(\d[\d\s\u00a0]*(?:[.,]\d+)?)\s*(m2|m²|m3|m³|ml|m\.l\.|u|ens|ensemble|ft|forfait|kg|unit[ée]s?)\b/i;

/**
 * The quantities a CCTP states (« Quantité totale : 12,60 M2 »), under their article, with the
 * « Mode de métré » and the « Localisation » the article gives. Nothing else: a CCTP that states
 * no quantity gives no row.
 */
export function estimateFromCctp(file: string, pages: string[], lot: string): MetreRow[] {
  const rows: MetreRow[] = [];
  let article: { code: string; title: string } | null = null;
  let mode = '';
  let localisation = '';
  let readingLocalisation = false;
  pages.forEach((page, index) => {
    const pageLines = page.split('\n');
    for (const [at, raw] of pageLines.entries()) {
      const line = clean(raw);
      if (line === '' || line.includes('.....')) {
        continue;
      }
      const quantity = STATED_QUANTITY.exec(line);
      if (quantity) {
        readingLocalisation = false;
        const value = parseQuantity(quantity[1] ?? '');
        if (value !== null) {
          rows.push({
            poste: article?.title ?? line,
            quantite: value,
            unite: normalizeUnit(quantity[2] ?? ''),
            specifications: mode,
            localisation,
            observations: `Quantité indiquée au CCTP (${file}, page ${index + 1}${article ? `, article ${article.code}` : ''}) : à vérifier sur les plans`,
            groupe: lot,
            code: article?.code ?? '',
            source: `${file} › page ${index + 1}`,
          });
        }
        continue;
      }
      const heading = ARTICLE.exec(line);
      if (heading && line.length < 160 && !/\d{2}\/\d{2}/.test(line)) {
        let title = clean(heading[2] ?? '');
        // A title cut by the page width (« … et isolant de » / « 45 mm »): its end is on the next line.
        const next = clean(pageLines[at + 1] ?? '');
        if (DANGLING.test(title) && next !== '' && next.length <= 40 && !ARTICLE.test(next) && !/:/.test(next)) {
          title = `${title} ${next}`;
        }
        article = { code: heading[1] ?? '', title };
        mode = '';
        localisation = '';
        readingLocalisation = false;
        continue;
      }
      const modeMatch = /^mode de m[ée]tr[ée]\s*:\s*(.+)$/i.exec(line);
      if (modeMatch) {
        mode = `Mode de métré : ${clean(modeMatch[1] ?? '')}`;
        continue;
      }
      const localisationMatch = /^localisation\s*:\s*(.*)$/i.exec(line);
      if (localisationMatch) {
        localisation = clean(localisationMatch[1] ?? '');
        readingLocalisation = true;
        continue;
      }
      if (readingLocalisation && localisation.length < 200) {
        localisation = clean(`${localisation} ${line}`);
      }
    }
  });
  return rows;
}

/** « Lot-03-Platrerie-Peinture-Plafond.pdf » → « Lot 03 Platrerie Peinture Plafond ». */
export function lotLabel(file: string): string {
  const base = (file.split('/').pop() ?? file).replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
  return clean(base.replace(/\bindice\s+[a-z]\b/i, '')) || 'CCTP';
}

// --- the result ---------------------------------------------------------------------------------

export const ESTIMATION_WARNING =
  'Estimation : aucune décomposition de prix (DPGF, BPU, DQE) lisible n’est jointe. Les quantités ci-dessous ' +
  'sont celles que le CCTP indique, article par article, avec leur page ; aucune quantité n’est inventée. ' +
  'Vérifiez-les sur les plans avant de chiffrer.';

export async function extractMetres(pieces: MetresPiece[], now: Date): Promise<MetresResult> {
  const rows: MetreRow[] = [];
  const sheets: SheetReading['sheets'] = [];
  const notes: string[] = [];
  const used: string[] = [];

  for (const piece of pieces.filter((p) => QUANTITY_ROLES.includes(p.role))) {
    if (piece.format === 'xlsx' || piece.format === 'ods' || piece.format === 'xls') {
      try {
        const reading = await readQuantitySpreadsheet(piece.label, await piece.load(), piece.role, piece.format);
        rows.push(...reading.rows);
        sheets.push(...reading.sheets);
        notes.push(...reading.notes);
        if (reading.rows.length > 0) {
          used.push(piece.label);
        } else {
          notes.push(`« ${piece.label} » : aucune ligne avec désignation et unité ou quantité n’a été trouvée.`);
        }
      } catch (error) {
        notes.push(
          error instanceof XlsError
            ? `« ${piece.label} » n’a pas pu être lu : ${error.message}`
            : `« ${piece.label} » n’a pas pu être lu (classeur endommagé ou protégé).`,
        );
      }
    } else if (piece.format === 'pdf') {
      const found = readPdfQuantityLines(piece.label, piece.textPages ?? [], piece.role);
      if (found.length > 0) {
        rows.push(...found);
        used.push(piece.label);
      } else {
        notes.push(
          `« ${piece.label} » (PDF) ne donne pas de lignes lisibles : joignez-le au format tableur (XLSX) pour en extraire les quantités.`,
        );
      }
    }
  }

  let type: MetresResult['type'] = 'extraction';
  if (used.length === 0) {
    type = 'estimation';
    for (const piece of pieces.filter((p) => p.role === 'cctp' && p.textPages)) {
      const found = estimateFromCctp(piece.label, piece.textPages ?? [], lotLabel(piece.label));
      if (found.length > 0) {
        rows.push(...found);
        used.push(piece.label);
      }
    }
    if (rows.length === 0) {
      notes.push('Aucune quantité n’est indiquée dans les pièces écrites jointes : aucun métré n’est estimé.');
    }
  }

  const totals: Record<string, number> = {};
  const groups = new Map<string, { postes: number; totaux_par_unite: Record<string, number> }>();
  for (const row of rows) {
    addTo(totals, row.unite, row.quantite);
    const group = groups.get(row.groupe) ?? { postes: 0, totaux_par_unite: {} };
    group.postes += 1;
    addTo(group.totaux_par_unite, row.unite, row.quantite);
    groups.set(row.groupe, group);
  }
  const warning = [type === 'estimation' ? ESTIMATION_WARNING : '', ...notes].filter(Boolean).join(' ');
  return {
    type,
    extraction_date: now.toISOString(),
    avertissement: warning === '' ? null : warning,
    metres_data: {
      metres_data: rows,
      totaux_par_unite: totals,
      groupes_travaux: [...groups].map(([groupe, g]) => ({ groupe, ...g })),
      feuilles: sheets,
      fichiers: used,
    },
  };
}
