import type { Database } from '../../db/client.ts';
import type { TenderLotRow } from '../../db/schema/tenders.ts';
import { buyerNamedInObject, isReviewBody } from '../../integrations/boamp/extract/buyer.ts';
import { normalizeRecord } from '../../integrations/boamp/normalize.ts';
import { matchTrades } from './tenders.matching.ts';
import { countTendersToRematch, listTendersToRematch, updateTender, type RematchRow } from './tenders.queries.ts';

/**
 * Recomputes the trades and the trade fits (and so the facets, which the tender triggers rebuild,
 * and the `score` sort that reads them) of stored tenders, after a change of the taxonomy or of the
 * matching rules: `npm run rematch` for all of them, the sync for the days it touches. A tender
 * stored without lots gets those its raw notice names in its object text (« Lot 2 : Charpente »), and
 * one stored with the review body as its buyer (« Tribunal administratif de … ») gets the buyer the
 * normaliser reads today. Only the tenders whose result changed are written.
 */
export interface RematchOptions {
  /** Only the tenders published on these days ('YYYY-MM-DD'); all by default. */
  days?: readonly string[];
  /** Told after each page. */
  onProgress?: (progress: RematchProgress) => void;
  /** Tenders read and written per transaction. */
  pageSize?: number;
}

export interface RematchProgress {
  done: number;
  total: number;
  changed: number;
}

export interface RematchResult {
  scanned: number;
  changed: number;
}

const PAGE_SIZE = 500;

function isBoampRecord(raw: unknown): raw is Record<string, unknown> {
  return (
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && typeof Reflect.get(raw, 'idweb') === 'string'
  );
}

/** The tender's lots; when it has none, the lots the normaliser reads today in its raw notice. */
function lotsOf(row: RematchRow): TenderLotRow[] {
  if (row.lots.length > 0 || !isBoampRecord(row.raw)) {
    return row.lots;
  }
  try {
    const lots = normalizeRecord(row.raw).lots;
    return lots.length > 0 ? lots : row.lots;
  } catch {
    return row.lots;
  }
}

/** The stored buyer, or when it names the review body, the one the normaliser reads today (else unknown). */
function buyerOf(row: RematchRow): RematchRow['buyer'] | null {
  if (!isReviewBody(row.buyer.name, row.title)) {
    return null;
  }
  if (isBoampRecord(row.raw)) {
    try {
      const { buyer } = normalizeRecord(row.raw);
      return { ...row.buyer, name: buyer.name };
    } catch {
      // A raw notice the normaliser refuses today: the object is still there.
    }
  }
  return { ...row.buyer, name: buyerNamedInObject(row.title) };
}

function sameFit(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export async function rematchTenders(db: Database, options: RematchOptions = {}): Promise<RematchResult> {
  const { days, onProgress } = options;
  const limit = options.pageSize ?? PAGE_SIZE;
  const total = await countTendersToRematch(db, days);
  let done = 0;
  let changed = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows = await listTendersToRematch(db, { afterId, limit, ...(days ? { days } : {}) });
    const last = rows[rows.length - 1];
    if (last === undefined) {
      break;
    }
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const lots = lotsOf(row);
        const { trades, tradeFit } = matchTrades({
          title: row.title,
          description: row.description,
          cpvCodes: row.cpvCodes,
          lots,
          descripteurs: row.descripteurs,
        });
        const lotsChanged = lots !== row.lots;
        const buyer = buyerOf(row);
        if (
          lotsChanged ||
          buyer !== null ||
          trades.join(',') !== row.trades.join(',') ||
          !sameFit(tradeFit, row.tradeFit)
        ) {
          await updateTender(tx, row.id, {
            trades,
            tradeFit,
            ...(lotsChanged ? { lots } : {}),
            ...(buyer !== null ? { buyer } : {}),
          });
          changed += 1;
        }
      }
    });
    done += rows.length;
    afterId = last.id;
    onProgress?.({ done, total, changed });
  }
  return { scanned: done, changed };
}
