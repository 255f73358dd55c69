import { and, eq, sql } from 'drizzle-orm';
import {
  PRICE_INDEX_CODES,
  PRICE_INDEX_LABELS,
  type PriceIndexCode,
  type PriceIndexValue,
  type PriceIndicesResponse,
} from '@batiao/shared/contracts/market-prices';
import type { Database } from '../../db/client.ts';
import { priceIndexValues } from '../../db/schema/market-prices.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IndexRatio } from './market-prices.compose.ts';

/**
 * BT price indices (ADR 032). Which index goes with an ouvrage, from the domain note
 * (pricing-and-dce.md §1): BT53 étanchéité, BT38 plomberie sanitaire, BT40 chauffage central, BT41
 * ventilation-climatisation, BT47 électricité, BT46 peinture, BT30/32/33/34/35 couverture (ardoise,
 * tuile terre cuite, tuile béton, zinc-métal, bardeaux), BT08 plâtre, BT09 carrelage; any other
 * ouvrage (maçon, menuisier, serrurier… which the note does not map) follows BT01 « Tous corps d'état ».
 */
const TRADE_INDEX: Record<string, PriceIndexCode> = {
  etancheur: 'BT53',
  plombier: 'BT38',
  chauffagiste: 'BT40',
  electricien: 'BT47',
  peintre: 'BT46',
  plaquiste: 'BT08',
  carreleur: 'BT09',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function indexOf(row: { trade: string; category: string; designation: string }): PriceIndexCode {
  if (row.trade === 'couvreur') {
    const d = fold(row.designation);
    if (d.includes('ardoise')) {
      return 'BT30';
    }
    if (d.includes('bardeau')) {
      return 'BT35';
    }
    if (/tuiles? beton/.test(d)) {
      return 'BT33';
    }
    if (d.includes('tuile')) {
      return 'BT32';
    }
    if (d.includes('zinc') || d.includes('bac acier')) {
      return 'BT34';
    }
    return 'BT01';
  }
  if (row.trade === 'chauffagiste' && fold(row.category).includes('ventilation')) {
    return 'BT41';
  }
  return TRADE_INDEX[row.trade] ?? 'BT01';
}

/** The trades whose ouvrages follow each index (the admin screen shows them). */
export function tradesOf(code: PriceIndexCode): string[] {
  const trades = Object.entries(TRADE_INDEX)
    .filter(([, c]) => c === code)
    .map(([t]) => t);
  if (['BT30', 'BT32', 'BT33', 'BT34', 'BT35'].includes(code)) {
    trades.push('couvreur');
  }
  if (code === 'BT41') {
    trades.push('chauffagiste (ventilation)');
  }
  if (code === 'BT01') {
    trades.push('couvreur (autres ouvrages)', 'maçon, menuisier, charpentier, serrurier…');
  }
  return trades;
}

/** Values in ten-thousandths (4 decimals, exact), per index, months ascending. */
export type IndexValues = Map<string, Map<string, number>>;

export type Actualisation = IndexRatio;

/**
 * The actualisation of an ouvrage whose figures are dated `priceDate` (« AAAA-MM-JJ »): its index's
 * value of that month and of the latest month entered, when both exist and the latest is later.
 */
export function actualisationOf(
  values: IndexValues,
  row: { trade: string; category: string; designation: string; priceDate: string },
): Actualisation | null {
  const indice = indexOf(row);
  const months = values.get(indice);
  if (!months) {
    return null;
  }
  const baseMonth = row.priceDate.slice(0, 7);
  const base = months.get(baseMonth);
  if (base === undefined) {
    return null;
  }
  let latestMonth = baseMonth;
  for (const month of months.keys()) {
    if (month > latestMonth) {
      latestMonth = month;
    }
  }
  if (latestMonth === baseMonth) {
    return null;
  }
  return { indice, baseMonth, latestMonth, base, latest: months.get(latestMonth) ?? base };
}

const toTenThousandths = (value: number) => Math.round(value * 10000);

export async function readIndexValues(db: Database): Promise<IndexValues> {
  const rows = await db
    .select({ code: priceIndexValues.code, month: priceIndexValues.month, value: priceIndexValues.value })
    .from(priceIndexValues)
    .orderBy(priceIndexValues.code, priceIndexValues.month);
  const out: IndexValues = new Map();
  for (const r of rows) {
    let months = out.get(r.code);
    if (!months) {
      months = new Map();
      out.set(r.code, months);
    }
    months.set(r.month, toTenThousandths(Number(r.value)));
  }
  return out;
}

/** A fingerprint of every stored value: changes with any insert, change or removal, whatever the clock. */
export const indexValuesVersionSql = sql<
  string | null
>`(select md5(coalesce(string_agg(${priceIndexValues.code} || ':' || ${priceIndexValues.month} || ':' || ${priceIndexValues.value}::text, ',' order by ${priceIndexValues.code}, ${priceIndexValues.month}), '')) from ${priceIndexValues})`;

export async function listIndexValues(db: Database): Promise<Omit<PriceIndicesResponse, 'success'>> {
  const rows = await db.select().from(priceIndexValues).orderBy(priceIndexValues.month, priceIndexValues.code);
  return {
    indices: PRICE_INDEX_CODES.map((code) => ({ code, libelle: PRICE_INDEX_LABELS[code], metiers: tradesOf(code) })),
    values: rows.map((r) => ({
      indice: r.code,
      mois: r.month,
      valeur: toTenThousandths(Number(r.value)) / 10000,
      modifie_le: r.updatedAt.toISOString(),
    })),
  };
}

/** Records (or removes, value null) the values in one transaction. */
export async function saveIndexValues(db: Database, values: PriceIndexValue[], adminId: string, now: Date) {
  const tooSmall = values.find((v) => v.valeur !== null && toTenThousandths(v.valeur) <= 0);
  if (tooSmall) {
    throw new AppError('VALIDATION_ERROR', [
      { field: 'valeur', message: 'La valeur de l’indice doit être supérieure à 0 (4 décimales au plus)' },
    ]);
  }
  await db.transaction(async (tx) => {
    for (const v of values) {
      if (v.valeur === null) {
        await tx
          .delete(priceIndexValues)
          .where(and(eq(priceIndexValues.code, v.indice), eq(priceIndexValues.month, v.mois)));
        continue;
      }
      const value = (toTenThousandths(v.valeur) / 10000).toFixed(4);
      await tx
        .insert(priceIndexValues)
        .values({ code: v.indice, month: v.mois, value, enteredBy: adminId, updatedAt: now })
        .onConflictDoUpdate({
          target: [priceIndexValues.code, priceIndexValues.month],
          set: { value, enteredBy: adminId, updatedAt: now },
        });
    }
  });
}
