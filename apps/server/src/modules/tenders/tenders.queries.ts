import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ingestionRuns,
  tenders,
  type IngestionRunRow,
  type NewTenderRow,
  type TenderRow,
} from '../../db/schema/index.ts';

const DAY = sql`interval '1 day'`;

/** Inserts or updates a tender by (source, source_id); tells which it was. */
export async function upsertTender(db: Database, row: NewTenderRow): Promise<{ id: string; inserted: boolean }> {
  const { id: _id, createdAt: _createdAt, ...update } = row;
  const [result] = await db
    .insert(tenders)
    .values(row)
    .onConflictDoUpdate({
      target: [tenders.source, tenders.sourceId],
      set: { ...update, updatedAt: sql`now()` },
    })
    .returning({ id: tenders.id, sourceId: tenders.sourceId, inserted: sql<boolean>`(xmax = 0)` });
  if (!result) {
    throw new Error('upsert returned no row');
  }
  return result;
}

/** Inserts or updates many tenders of one source in one statement per chunk; counts each kind. */
export async function upsertTenders(
  db: Database,
  rows: NewTenderRow[],
): Promise<{ inserted: number; updated: number; created: { id: string; sourceId: string }[] }> {
  let inserted = 0;
  let updated = 0;
  const created: { id: string; sourceId: string }[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const result = await db
      .insert(tenders)
      .values(chunk)
      .onConflictDoUpdate({
        target: [tenders.source, tenders.sourceId],
        set: Object.fromEntries(UPSERT_COLUMNS.map((column) => [column, sql.raw(`excluded.${tenders[column].name}`)])),
      })
      .returning({ id: tenders.id, sourceId: tenders.sourceId, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of result) {
      if (row.inserted) {
        inserted += 1;
        created.push({ id: row.id, sourceId: row.sourceId });
      } else {
        updated += 1;
      }
    }
  }
  return { inserted, updated, created };
}

/** Columns a re-published notice overwrites (not the id, the creation date, nor the status). */
const UPSERT_COLUMNS = [
  'nature',
  'title',
  'description',
  'buyer',
  'departements',
  'cpvCodes',
  'descripteurs',
  'typeMarche',
  'procedure',
  'publicationDate',
  'deadline',
  'amountCents',
  'lots',
  'criteria',
  'executionPlace',
  'durationMonths',
  'dceUrl',
  'noticeUrl',
  'famille',
  'trades',
  'tradeFit',
  'isExample',
  'raw',
  'updatedAt',
] as const satisfies readonly (keyof typeof tenders.$inferInsert)[];

/** The known tenders among these source ids, by source id. */
export async function findTendersBySourceIds(
  db: Database,
  source: string,
  sourceIds: string[],
): Promise<Map<string, TenderRow>> {
  if (sourceIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.source, source), inArray(tenders.sourceId, sourceIds)));
  return new Map(rows.map((row) => [row.sourceId, row]));
}

/** The first known tender among these source ids (the original a rectificatif or a result points to). */
export async function findTenderBySourceIds(
  db: Database,
  source: string,
  sourceIds: string[],
): Promise<TenderRow | undefined> {
  if (sourceIds.length === 0) {
    return undefined;
  }
  const [row] = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.source, source), inArray(tenders.sourceId, sourceIds)))
    .limit(1);
  return row;
}

export async function updateTender(db: Database, id: string, values: Partial<NewTenderRow>): Promise<void> {
  await db
    .update(tenders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenders.id, id));
}

export async function getTenderById(db: Database, id: string): Promise<TenderRow | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row;
}

export interface TenderFilter {
  metier: string;
  /** Départements of the zone; undefined for all of France. */
  departements: string[] | undefined;
  q: string | undefined;
  status: 'all' | 'active' | 'urgent' | 'expired';
  now: Date;
}

function statusCondition(status: TenderFilter['status'], now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'active':
      return sql`${tenders.status} = 'open' and (${tenders.deadline} is null or ${tenders.deadline} > ${at} + 7 * ${DAY})`;
    case 'urgent':
      return sql`${tenders.status} = 'open' and ${tenders.deadline} > ${at} and ${tenders.deadline} <= ${at} + 7 * ${DAY}`;
    case 'expired':
      return sql`${tenders.deadline} <= ${at}`;
    default:
      return undefined;
  }
}

function baseCondition(filter: TenderFilter): SQL {
  const parts: SQL[] = [sql`${tenders.trades} @> array[${filter.metier}]::text[]`];
  if (filter.departements) {
    parts.push(sql`${tenders.departements} && ${toTextArray(filter.departements)}`);
  }
  return and(...parts) ?? sql`true`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  return q ? sql`${tenders.search} @@ websearch_to_tsquery('fr', ${q})` : undefined;
}

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Counters over the user's tenders (trade and zone), and how many pass the search and status filter. */
export async function countTenders(
  db: Database,
  filter: TenderFilter,
): Promise<{ total: number; active: number; urgent: number; filtered: number }> {
  const filtered = and(searchCondition(filter.q), statusCondition(filter.status, filter.now)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${statusCondition('active', filter.now)}))::int`,
      urgent: sql<number>`(count(*) filter (where ${statusCondition('urgent', filter.now)}))::int`,
      filtered: sql<number>`(count(*) filter (where ${filtered}))::int`,
    })
    .from(tenders)
    .where(baseCondition(filter));
  return row ?? { total: 0, active: 0, urgent: 0, filtered: 0 };
}

/**
 * One page of the user's tenders. `score` orders by the compatibility weights computed in SQL
 * from the stored trade fit, the distance tier of the zone and the deadline band, so that pages
 * are consistent; the score shown on each card is the full computation.
 */
export async function listTenders(
  db: Database,
  filter: TenderFilter & {
    sort: 'deadline' | 'score' | 'publication';
    userDepartement: string;
    neighbours: string[];
    limit: number;
    offset: number;
  },
): Promise<TenderRow[]> {
  const at = sql`${filter.now.toISOString()}::timestamptz`;
  const where = and(baseCondition(filter), searchCondition(filter.q), statusCondition(filter.status, filter.now));
  const expiredLast = sql`(${tenders.deadline} is not null and ${tenders.deadline} <= ${at})`;
  let order: SQL[];
  if (filter.sort === 'publication') {
    order = [desc(tenders.publicationDate), asc(tenders.id)];
  } else if (filter.sort === 'score') {
    const fit = sql`coalesce((${tenders.tradeFit} ->> ${filter.metier})::int, 0) * 0.5`;
    const distance = sql`case when ${tenders.departements} && array[${filter.userDepartement}]::text[] then 25
      when ${tenders.departements} && ${toTextArray(filter.neighbours.length > 0 ? filter.neighbours : ['-'])} then 20
      else 5 end`;
    const deadline = sql`case when ${tenders.deadline} is null then 7.5
      when ${tenders.deadline} <= ${at} then 0
      when ${tenders.deadline} < ${at} + 3 * ${DAY} then 3
      when ${tenders.deadline} < ${at} + 7 * ${DAY} then 10.5
      when ${tenders.deadline} < ${at} + 14 * ${DAY} then 13.5
      else 15 end`;
    order = [sql`(${fit} + ${distance} + ${deadline}) desc`, desc(tenders.publicationDate), asc(tenders.id)];
  } else {
    order = [sql`${expiredLast} asc`, sql`${tenders.deadline} asc nulls last`, asc(tenders.id)];
  }
  return db
    .select()
    .from(tenders)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function createIngestionRun(
  db: Database,
  values: { source: string; trigger: string; fromDate: string; toDate: string },
): Promise<number> {
  const [row] = await db
    .insert(ingestionRuns)
    .values({ ...values, status: 'running' })
    .returning({ id: ingestionRuns.id });
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row.id;
}

export async function updateIngestionRun(
  db: Database,
  id: number,
  values: Partial<Omit<IngestionRunRow, 'id' | 'source' | 'startedAt'>>,
): Promise<void> {
  await db.update(ingestionRuns).set(values).where(eq(ingestionRuns.id, id));
}

/** The last publication day fully synced from a source, across all runs. */
export async function lastDaySynced(db: Database, source: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${ingestionRuns.lastDaySynced})::text` })
    .from(ingestionRuns)
    .where(and(eq(ingestionRuns.source, source), isNotNull(ingestionRuns.lastDaySynced)));
  return row?.day ?? null;
}

/** When the last successful run of a source ended. */
export async function lastSuccessfulSync(db: Database, source: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: ingestionRuns.finishedAt })
    .from(ingestionRuns)
    .where(and(eq(ingestionRuns.source, source), eq(ingestionRuns.status, 'success')))
    .orderBy(desc(ingestionRuns.finishedAt))
    .limit(1);
  return row?.at ?? null;
}

export async function listIngestionRuns(db: Database, source: string, limit = 20): Promise<IngestionRunRow[]> {
  return db
    .select()
    .from(ingestionRuns)
    .where(eq(ingestionRuns.source, source))
    .orderBy(desc(ingestionRuns.startedAt))
    .limit(limit);
}
