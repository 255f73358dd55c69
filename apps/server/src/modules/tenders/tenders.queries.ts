import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ingestionRuns,
  tenderFacets,
  tenders,
  type IngestionRunRow,
  type NewTenderRow,
  type TenderRow,
} from '../../db/schema/tenders.ts';

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

export async function updateTender(db: Database, id: string, values: Partial<NewTenderRow>): Promise<void> {
  await db
    .update(tenders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenders.id, id));
}

/** What the rematch reads of a stored tender: the fields the matching reads, its result, the raw notice. */
export type RematchRow = Pick<
  TenderRow,
  'id' | 'title' | 'description' | 'cpvCodes' | 'lots' | 'descripteurs' | 'trades' | 'tradeFit' | 'raw' | 'buyer'
>;

function rematchWhere(days: readonly string[] | undefined, afterId: string | null): SQL | undefined {
  // A tender a user submitted keeps its author's trade: the rematch reads the published notices only.
  return and(
    isNull(tenders.submittedByUserId),
    days === undefined ? undefined : inArray(tenders.publicationDate, [...days]),
    afterId === null ? undefined : gt(tenders.id, afterId),
  );
}

/** How many stored tenders a rematch reads (all, or those published on `days`). */
export async function countTendersToRematch(db: Database, days?: readonly string[]): Promise<number> {
  if (days !== undefined && days.length === 0) {
    return 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tenders)
    .where(rematchWhere(days, null));
  return row?.count ?? 0;
}

/** The next page of stored tenders to rematch, in id order after `afterId`. */
export async function listTendersToRematch(
  db: Database,
  page: { afterId: string | null; limit: number; days?: readonly string[] },
): Promise<RematchRow[]> {
  if (page.days !== undefined && page.days.length === 0) {
    return [];
  }
  return db
    .select({
      id: tenders.id,
      title: tenders.title,
      description: tenders.description,
      cpvCodes: tenders.cpvCodes,
      lots: tenders.lots,
      descripteurs: tenders.descripteurs,
      trades: tenders.trades,
      tradeFit: tenders.tradeFit,
      raw: tenders.raw,
      buyer: tenders.buyer,
    })
    .from(tenders)
    .where(rematchWhere(page.days, page.afterId))
    .orderBy(asc(tenders.id))
    .limit(page.limit);
}

/**
 * Rebuilds every tender's facets from the tenders, with the function the triggers use
 * (`tender_facet_rows`, migration 0007, whose backfill is this statement): for a bulk load that ran
 * with the triggers disabled. Both statements run in one transaction.
 */
export async function refillTenderFacets(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${tenderFacets}`);
    await tx.execute(
      sql`insert into ${tenderFacets} select f.* from ${tenders} t cross join lateral tender_facet_rows(t) f`,
    );
  });
}

/** The titles of some tenders, by id (the unknown ones are absent). */
export async function findTenderTitles(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: tenders.id, title: tenders.title })
    .from(tenders)
    .where(inArray(tenders.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export async function getTenderById(db: Database, id: string): Promise<TenderRow | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.id, id)).limit(1);
  return row;
}

/** A published notice, or a tender this user submitted; never another user's submitted tender. */
function readableBy(viewerId: string): SQL | undefined {
  return or(isNull(tenders.submittedByUserId), eq(tenders.submittedByUserId, viewerId));
}

/** A tender as its detail page shows it: every column but the source record and the search vector. */
export type TenderDetailRow = Omit<TenderRow, 'raw' | 'search'>;

const { raw: _raw, search: _search, ...detailColumns } = getTableColumns(tenders);

export async function getTenderDetailById(
  db: Database,
  id: string,
  viewerId: string,
): Promise<TenderDetailRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(tenders)
    .where(and(eq(tenders.id, id), readableBy(viewerId)))
    .limit(1);
  return row;
}

/** Whether this user has submitted any tender (their list then reads their private facets too). */
export async function hasSubmittedTenders(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.submittedByUserId, userId)).limit(1);
  return row !== undefined;
}

/** How many tenders this user submitted since this instant. */
export async function countSubmittedSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tenders)
    .where(and(eq(tenders.submittedByUserId, userId), gte(tenders.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertSubmittedTender(db: Database, row: NewTenderRow): Promise<string> {
  const [result] = await db.insert(tenders).values(row).returning({ id: tenders.id });
  if (!result) {
    throw new Error('insert returned no row');
  }
  return result.id;
}

/** Rewrites a tender this user submitted; false when there is none of theirs with this id. */
export async function updateSubmittedTender(
  db: Database,
  id: string,
  userId: string,
  values: Partial<NewTenderRow>,
): Promise<boolean> {
  const rows = await db
    .update(tenders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tenders.id, id), eq(tenders.submittedByUserId, userId)))
    .returning({ id: tenders.id });
  return rows.length > 0;
}

/** Deletes a tender this user submitted (its facets, responses and notifications go with it). */
export async function deleteSubmittedTender(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(tenders)
    .where(and(eq(tenders.id, id), eq(tenders.submittedByUserId, userId)))
    .returning({ id: tenders.id });
  return rows.length > 0;
}

export interface TenderFilter {
  metier: string;
  /** Départements of the zone; undefined for all of France. */
  departements: string[] | undefined;
  q: string | undefined;
  status: 'all' | 'active' | 'urgent' | 'expired';
  now: Date;
  /**
   * The reader, when they have submitted tenders: their private facets (département
   * `~<user id>`, migration 0016) join the selection. Undefined: published notices only.
   */
  ownerId?: string | undefined;
}

/** The facet « département » of a user's submitted tenders. */
export function privateFacetKey(userId: string): string {
  return `~${userId}`;
}

/** The départements of the selection: the zone's (or '*'), and the reader's private key. */
function selectionDepartements(filter: TenderFilter): string[] {
  const base = filter.departements ?? ['*'];
  return filter.ownerId ? [...base, privateFacetKey(filter.ownerId)] : base;
}

/*
 * The list reads `tender_facets` (ADR 006), not `tenders`: one narrow row per (tender, trade,
 * département), plus one per (tender, trade) under '*' for all of France, kept exact by triggers.
 * The selection, the order and the counters are index-only scans of `tender_facets_list_idx`; only
 * the page's tenders are then read from `tenders`, by id, and the search (`q`) probes
 * `tenders.search` for the selected tenders only. The instants the deadlines are compared with
 * are computed once per request and sent as parameters (days of 24 hours, as deadlineStatus
 * counts them), not evaluated per row.
 */

const DAY_MS = 86_400_000;

interface Instants {
  now: SQL;
  in3Days: SQL;
  in7Days: SQL;
  in14Days: SQL;
}

function instants(now: Date): Instants {
  const at = (days: number) => sql`${new Date(now.getTime() + days * DAY_MS).toISOString()}::timestamptz`;
  return { now: at(0), in3Days: at(3), in7Days: at(7), in14Days: at(14) };
}

/** A status filter on the `status` and `deadline` of a facet selection (of its alias `s`, if given). */
function statusCondition(status: TenderFilter['status'], at: Instants, alias?: 's'): SQL | undefined {
  const column = (name: 'status' | 'deadline') => sql.raw(alias ? `${alias}.${name}` : name);
  const [state, deadline] = [column('status'), column('deadline')];
  switch (status) {
    case 'active':
      return sql`${state} = 'open' and (${deadline} is null or ${deadline} > ${at.in7Days})`;
    case 'urgent':
      return sql`${state} = 'open' and ${deadline} > ${at.now} and ${deadline} <= ${at.in7Days}`;
    case 'expired':
      return sql`${deadline} <= ${at.now}`;
    default:
      return undefined;
  }
}

/** The facets of the trade in the zone's départements, or under '*' for all of France. */
function facetsWhere(filter: TenderFilter): SQL {
  return filter.departements || filter.ownerId
    ? sql`trade = ${filter.metier} and departement = any(${toTextArray(selectionDepartements(filter))})`
    : sql`trade = ${filter.metier} and departement = '*'`;
}

/**
 * One row per tender of the selection with these facet columns: a tender in two départements of
 * the zone has a facet in each (same values), hence the `distinct`; under '*' it has one.
 */
function perTender(filter: TenderFilter, columns: SQL): SQL {
  return filter.departements
    ? sql`select distinct ${columns} from ${tenderFacets} where ${facetsWhere(filter)}`
    : sql`select ${columns} from ${tenderFacets} where ${facetsWhere(filter)}`;
}

/** Does the tender `alias`.tender_id match the French full-text search? */
function matchesSearch(q: string, alias: 'o' | 'f'): SQL {
  return sql`exists (select 1 from ${tenders} as t where t.id = ${sql.raw(alias)}.tender_id
    and t.search @@ websearch_to_tsquery('fr', ${q}))`;
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
  const at = instants(filter.now);
  const status = statusCondition(filter.status, at);
  const selection = perTender(filter, sql`tender_id, deadline, status`);
  const counters = {
    total: sql<number>`count(*)::int`,
    active: sql<number>`(count(*) filter (where ${statusCondition('active', at)}))::int`,
    urgent: sql<number>`(count(*) filter (where ${statusCondition('urgent', at)}))::int`,
  };
  if (!filter.q) {
    const [row] = await db
      .select({
        ...counters,
        filtered: status ? sql<number>`(count(*) filter (where ${status}))::int` : counters.total,
      })
      .from(sql`(${selection}) as s`);
    return row ?? { total: 0, active: 0, urgent: 0, filtered: 0 };
  }
  if (!filter.departements) {
    // All of France: the selection is every tender of the trade, so the search matches are
    // counted by intersecting the trades and search indexes of `tenders` (the status on its columns).
    const matched = and(
      sql`${tenders.trades} @> array[${filter.metier}]::text[]`,
      sql`${tenders.search} @@ websearch_to_tsquery('fr', ${filter.q})`,
      filter.ownerId ? readableBy(filter.ownerId) : isNull(tenders.submittedByUserId),
      status,
    );
    const [row] = await db
      .select({ ...counters, filtered: sql<number>`(select count(*) from ${tenders} where ${matched})::int` })
      .from(sql`(${selection}) as s`);
    return row ?? { total: 0, active: 0, urgent: 0, filtered: 0 };
  }
  // In a zone, the selection is read once (a CTE) and joined to the tenders' search vectors (by id
  // for a small selection, or by a hash join on the search index's matches for a large one).
  const s = db.$with('s', { tenderId: sql<string>`tender_id` }).as(selection);
  const matched = and(
    statusCondition(filter.status, at, 's'),
    sql`t.search @@ websearch_to_tsquery('fr', ${filter.q})`,
  );
  const [row] = await db
    .with(s)
    .select({
      ...counters,
      filtered: sql<number>`(select count(*) from s join ${tenders} as t on t.id = s.tender_id where ${matched})::int`,
    })
    .from(s);
  return row ?? { total: 0, active: 0, urgent: 0, filtered: 0 };
}

export interface TenderPageQuery extends TenderFilter {
  sort: 'deadline' | 'score' | 'publication';
  userDepartement: string;
  neighbours: string[];
  limit: number;
  offset: number;
}

/**
 * The ids of one page, in order, as `(tender_id, ord)`. `deadline`: upcoming first, then no
 * deadline, then expired (each by deadline, then id). `publication`: newest first. `score`: the
 * compatibility weights computed from the facet (the trade's fit, the distance tier of the
 * tender's départements, the deadline band), so that pages are consistent; the score shown on
 * each card is the full computation.
 */
function pageIds(filter: TenderPageQuery): SQL {
  const at = instants(filter.now);
  const status = statusCondition(filter.status, at);
  const search = filter.q ? matchesSearch(filter.q, 'o') : undefined;
  const page = sql`limit ${filter.limit} offset ${filter.offset}`;

  let selection: SQL;
  let order: SQL;
  if (filter.sort === 'publication') {
    selection = perTender(filter, sql`tender_id, deadline, status, publication_date`);
    order = sql`publication_date desc, tender_id asc`;
  } else if (filter.sort === 'score') {
    // Twice the weights (fit × 0.5 + distance + deadline band), so that the sort key is an integer:
    // the same order as the weights themselves, without numeric arithmetic on every row.
    const neighbours = toTextArray(filter.neighbours.length > 0 ? filter.neighbours : ['-']);
    const distance = sql`max(case when departement = ${filter.userDepartement} then 50
      when departement = any(${neighbours}) then 40 else 10 end)`;
    const columns = sql`tender_id, deadline, status, fit, publication_date`;
    selection = filter.departements
      ? sql`select ${columns}, ${distance} as distance from ${tenderFacets} where ${facetsWhere(filter)}
          group by ${columns}`
      : // All of France: the distance tier from the facets of the user's département and its neighbours.
        sql`select f.tender_id, f.deadline, f.status, f.fit, f.publication_date, coalesce(z.distance, 10) as distance
          from ${tenderFacets} as f left join (select tender_id, ${distance} as distance from ${tenderFacets}
            where trade = ${filter.metier} and departement = any(${toTextArray([filter.userDepartement, ...filter.neighbours])})
            group by tender_id) as z on z.tender_id = f.tender_id
          where f.trade = ${filter.metier} and f.departement = any(${toTextArray(selectionDepartements(filter))})`;
    const band = sql`case when deadline is null then 15
      when deadline <= ${at.now} then 0
      when deadline < ${at.in3Days} then 6
      when deadline < ${at.in7Days} then 21
      when deadline < ${at.in14Days} then 27
      else 30 end`;
    selection = sql`select tender_id, deadline, status, publication_date, fit + distance + ${band} as score
      from (${selection}) as d`;
    order = sql`score desc, publication_date desc, tender_id asc`;
  } else {
    return byDeadlineInIndexOrder(filter, at, page);
  }
  const where = status ? sql`where ${status}` : sql``;
  const ranked = search
    ? // Sorted first, then probed in that order: the page stops at its last match.
      sql`select * from (select * from (${selection}) as s ${where} order by ${order}) as o
        where ${search} order by ${order} ${page}`
    : sql`select * from (${selection}) as s ${where} order by ${order} ${page}`;
  return sql`select tender_id, row_number() over (order by ${order}) as ord from (${ranked}) as r`;
}

/**
 * By deadline (upcoming first, then no deadline, then expired): the trade's facets of each
 * département of the zone (or '*' for all of France) read in index order, in up to three parts
 * per département, each stopping at the end of the page; the status filter keeps only the parts
 * it can match. A tender of the page is within the first `offset + limit` of its département's
 * part, so the union holds the page; a tender in two départements of the zone is kept once.
 */
function byDeadlineInIndexOrder(filter: TenderPageQuery, at: Instants, page: SQL): SQL {
  const open = sql`status = 'open'`;
  const parts: Record<'upcoming' | 'none' | 'expired', SQL | undefined> = {
    upcoming: {
      all: sql`deadline > ${at.now}`,
      active: sql`deadline > ${at.in7Days} and ${open}`,
      urgent: sql`deadline > ${at.now} and deadline <= ${at.in7Days} and ${open}`,
      expired: undefined,
    }[filter.status],
    none: {
      all: sql`deadline is null`,
      active: sql`deadline is null and ${open}`,
      urgent: undefined,
      expired: undefined,
    }[filter.status],
    expired: filter.status === 'all' || filter.status === 'expired' ? sql`deadline <= ${at.now}` : undefined,
  };
  const search = filter.q ? sql` and ${matchesSearch(filter.q, 'f')}` : sql``;
  const departements = selectionDepartements(filter);
  const selected = departements.flatMap((departement) =>
    (['upcoming', 'none', 'expired'] as const).flatMap((name, part) => {
      const condition = parts[name];
      return condition
        ? [
            sql`(select tender_id, deadline, ${part} as part from ${tenderFacets} as f
              where trade = ${filter.metier} and departement = ${departement} and ${condition}${search}
              order by deadline, tender_id limit ${filter.offset + filter.limit})`,
          ]
        : [];
    }),
  );
  const order = sql`part asc, deadline asc, tender_id asc`;
  if (selected.length === 0) {
    return sql`select null::uuid as tender_id, 0::bigint as ord where false`;
  }
  const union = sql.join(selected, sql` union all `);
  const candidates = departements.length > 1 ? sql`select distinct * from (${union}) as u` : union;
  return sql`select tender_id, row_number() over (order by ${order}) as ord from (
    select * from (${candidates}) as c order by ${order} ${page}) as r`;
}

/** The columns a card of the list needs (`listTenders` reads only these). */
export const TENDER_SUMMARY_COLUMNS = [
  'id',
  'source',
  'sourceId',
  'status',
  'title',
  'description',
  'buyer',
  'departements',
  'cpvCodes',
  'descripteurs',
  'publicationDate',
  'deadline',
  'amountCents',
  'lots',
  'noticeUrl',
  'isExample',
  'submittedByUserId',
  'updatedAt',
] as const satisfies readonly (keyof TenderRow)[];

export type TenderSummaryRow = Pick<TenderRow, (typeof TENDER_SUMMARY_COLUMNS)[number]>;

const summaryColumns = Object.fromEntries(TENDER_SUMMARY_COLUMNS.map((name) => [name, tenders[name]])) as {
  [K in (typeof TENDER_SUMMARY_COLUMNS)[number]]: (typeof tenders)[K];
};

/**
 * One page of the user's tenders, in the order of `pageIds`: only the columns a card shows (not
 * the source record `raw`, the search vector, nor the detail's columns).
 */
export async function listTenders(db: Database, filter: TenderPageQuery): Promise<TenderSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(tenders)
    .innerJoin(sql`(${pageIds(filter)}) as page`, sql`page.tender_id = ${tenders.id}`)
    .orderBy(sql`page.ord`);
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

/** Every run still « running » ends failed with this message; how many there were. */
export async function failRunningIngestionRuns(db: Database, errorMessage: string, now: Date): Promise<number> {
  const rows = await db
    .update(ingestionRuns)
    .set({ status: 'failed', errorMessage, finishedAt: now })
    .where(eq(ingestionRuns.status, 'running'))
    .returning({ id: ingestionRuns.id });
  return rows.length;
}

/** The last publication day fully synced from a source, across all runs. */
export async function lastDaySynced(db: Database, source: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${ingestionRuns.lastDaySynced})::text` })
    .from(ingestionRuns)
    .where(and(eq(ingestionRuns.source, source), isNotNull(ingestionRuns.lastDaySynced)));
  return row?.day ?? null;
}

/** When the last successful run of a source ended (the literal status matches the partial index). */
export async function lastSuccessfulSync(db: Database, source: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: ingestionRuns.finishedAt })
    .from(ingestionRuns)
    .where(and(eq(ingestionRuns.source, source), sql`${ingestionRuns.status} = 'success'`))
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
