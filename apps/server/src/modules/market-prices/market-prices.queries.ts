import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  marketPriceHistory,
  marketPriceItems,
  type MarketPriceHistoryRow,
  type MarketPriceItemRow,
} from '../../db/schema/market-prices.ts';
import type { LibraryRow } from './market-prices.csv.ts';
import { indexValuesVersionSql } from './market-prices.indices.ts';

export async function listLibrary(db: Database): Promise<MarketPriceItemRow[]> {
  return db.select().from(marketPriceItems).orderBy(asc(marketPriceItems.code));
}

/**
 * The library's version (ADR 032): its row count, the count of its history and its latest change.
 * A new row raises the first, a changed row writes its previous values to the history (the second),
 * so an index built at one version stays valid while the version is the same, in any process.
 * The BT index values entered by admins are part of it (a fingerprint of them), since they change
 * the composed prices.
 */
export async function libraryVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({
      total: count(),
      history: sql<string>`(select count(*) from ${marketPriceHistory})::text`,
      last: sql<string | null>`max(${marketPriceItems.updatedAt})::text`,
      indices: indexValuesVersionSql,
    })
    .from(marketPriceItems);
  return `${row?.total ?? 0}|${row?.history ?? 0}|${row?.last ?? ''}|${row?.indices ?? ''}`;
}

/** Inserts the seed rows whose code is not stored yet (an admin's changes are never overwritten). */
export async function insertMissing(db: Database, rows: LibraryRow[], now: Date): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const inserted = await db
    .insert(marketPriceItems)
    .values(rows.map((r) => ({ ...r, origin: 'seed', createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: marketPriceItems.code })
    .returning({ code: marketPriceItems.code });
  return inserted.length;
}

export const FIGURES = [
  'trade',
  'category',
  'designation',
  'unit',
  'labourMilliHours',
  'suppliesCents',
  'priceDate',
  'labourBasis',
  'suppliesBasis',
] as const;

/**
 * An admin's import in one transaction: new codes are inserted; a changed row gets its previous
 * values written to the history first, then the new ones; an identical row is left alone.
 */
export async function importRows(
  db: Database,
  rows: LibraryRow[],
  adminId: string,
  now: Date,
): Promise<{ created: number; updated: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const codes = rows.map((r) => r.code);
    const existing = new Map<string, MarketPriceItemRow>();
    for (let i = 0; i < codes.length; i += 1000) {
      const found = await tx
        .select()
        .from(marketPriceItems)
        .where(inArray(marketPriceItems.code, codes.slice(i, i + 1000)))
        .for('update');
      for (const row of found) {
        existing.set(row.code, row);
      }
    }
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const row of rows) {
      const before = existing.get(row.code);
      if (!before) {
        await tx.insert(marketPriceItems).values({ ...row, origin: 'import', createdAt: now, updatedAt: now });
        created++;
        continue;
      }
      if (FIGURES.every((k) => before[k] === row[k])) {
        unchanged++;
        continue;
      }
      await tx.insert(marketPriceHistory).values({
        code: before.code,
        designation: before.designation,
        unit: before.unit,
        labourMilliHours: before.labourMilliHours,
        suppliesCents: before.suppliesCents,
        priceDate: before.priceDate,
        labourBasis: before.labourBasis,
        suppliesBasis: before.suppliesBasis,
        replacedAt: now,
        replacedBy: adminId,
      });
      await tx
        .update(marketPriceItems)
        .set({ ...row, origin: 'import', updatedAt: now })
        .where(eq(marketPriceItems.code, row.code));
      updated++;
    }
    return { created, updated, unchanged };
  });
}

/** Every library row with the number of previous versions its history keeps. */
export async function listLibraryWithHistory(db: Database): Promise<(MarketPriceItemRow & { historyCount: number })[]> {
  const counts = await db
    .select({ code: marketPriceHistory.code, n: count() })
    .from(marketPriceHistory)
    .groupBy(marketPriceHistory.code);
  const byCode = new Map(counts.map((c) => [c.code, Number(c.n)]));
  const rows = await listLibrary(db);
  return rows.map((row) => ({ ...row, historyCount: byCode.get(row.code) ?? 0 }));
}

/** The stored rows of these codes (an import's preview compares with them). */
export async function findItems(db: Database, codes: string[]): Promise<MarketPriceItemRow[]> {
  const out: MarketPriceItemRow[] = [];
  for (let i = 0; i < codes.length; i += 1000) {
    out.push(
      ...(await db
        .select()
        .from(marketPriceItems)
        .where(inArray(marketPriceItems.code, codes.slice(i, i + 1000)))),
    );
  }
  return out;
}

export async function findItem(db: Database, code: string): Promise<MarketPriceItemRow | undefined> {
  const [row] = await db.select().from(marketPriceItems).where(eq(marketPriceItems.code, code)).limit(1);
  return row;
}

export async function historyOf(db: Database, code: string): Promise<MarketPriceHistoryRow[]> {
  return db
    .select()
    .from(marketPriceHistory)
    .where(eq(marketPriceHistory.code, code))
    .orderBy(desc(marketPriceHistory.replacedAt), desc(marketPriceHistory.id));
}
