// Tenders benchmark (issue 3): BOAMP sync throughput from the local Explore-API test server, and
// GET /api/tenders latency (the tenders service's `list`) over 200 000 tenders on PGlite and
// 1 000 000 on PostgreSQL, built by varying the real records; with the query plans (EXPLAIN
// ANALYZE, BUFFERS) of the exact SQL the service runs. Figures only, never pass/fail.
// How the data is built and what the figures mean: bench/TENDERS.md.
//
// Knobs: BENCH_PGLITE_ROWS (200000), BENCH_PG_ROWS (1000000), BENCH_SKIP_PG=1,
// BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_SYNC_DAYS (10), BENCH_ITERATIONS (200).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createBoampClient, normalizeDay } from '../apps/server/src/integrations/boamp/client.ts';
import { readRealRecords } from '../apps/server/src/test/fixtures/boamp/real-records.ts';
import { startBoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import type { Clock } from '../apps/server/src/lib/clock.ts';
import { refillTenderFacets } from '../apps/server/src/modules/tenders/tenders.queries.ts';
import { createTendersService } from '../apps/server/src/modules/tenders/tenders.service.ts';
import { applyDay, syncBoamp } from '../apps/server/src/modules/tenders/tenders-sync.service.ts';
import type { User } from '../packages/shared/src/contracts/auth.ts';
import { tenderListQuerySchema, type TenderListQuery } from '../packages/shared/src/contracts/tenders.ts';
import { DEPARTEMENTS, OVERSEAS_DEPARTEMENT_CODES } from '../packages/shared/src/domain/departements.ts';
import type { TradeSlug } from '../packages/shared/src/domain/trades.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 200_000);
const PG_ROWS = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const SKIP_PG = process.env.BENCH_SKIP_PG === '1';
const SYNC_DAYS = Number(process.env.BENCH_SYNC_DAYS ?? 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
/** Rows per INSERT … SELECT statement of the build. */
const BUILD_CHUNK = 50_000;

const TARGETS = { sync_pglite_notices_per_s: 1000, list_p95_ms_pglite_200k: 50, list_p95_ms_pg_1m: 20 };

const log = (message: string): void => {
  console.error(`[tenders] ${message}`);
};

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

// ---------------------------------------------------------------------------------------------
// Databases

/** The raw driver under Drizzle (PGlite or a pg.Pool): both answer `query(text, params)`. */
interface RawClient {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

function rawClient(db: Database): RawClient {
  return (db as unknown as { $client: RawClient }).$client;
}

async function rows<T>(db: Database, text: string, params: unknown[] = []): Promise<T[]> {
  return (await rawClient(db).query(text, params)).rows as T[];
}

interface PgTarget {
  adminUrl: string;
  url: string;
  name: string;
}

/** Creates a fresh database on the PostgreSQL server, if one answers. */
async function createPgDatabase(): Promise<PgTarget | { unavailable: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const name = `batiao_bench_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { adminUrl, url: url.toString(), name };
  } catch (error) {
    return { unavailable: `${adminUrl.replace(/:[^:@/]*@/, ':***@')}: ${(error as Error).message}` };
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function dropPgDatabase(target: PgTarget): Promise<void> {
  const admin = new pg.Client({ connectionString: target.adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${target.name} with (force)`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function openBench(kind: 'pglite' | 'postgres', url?: string): Promise<DatabaseHandle> {
  const handle =
    kind === 'pglite'
      ? await openDatabase({ driver: 'pglite', dataDir: undefined })
      : await openDatabase({ driver: 'postgres', url: url ?? '' });
  await handle.migrate();
  return handle;
}

// ---------------------------------------------------------------------------------------------
// Real records

type RawRecord = Record<string, unknown>;

export function realRecords2024(): RawRecord[] {
  return readRealRecords().filter((r) => String(r.dateparution).startsWith('2024'));
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysFrom(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** An idweb of replica `n`: same shape as the BOAMP's ('24-16169' → '24-16169-3'). */
const replicaId = (id: string, n: number): string => `${id}-${n}`;

function relink(value: unknown, n: number): unknown {
  if (typeof value === 'string') {
    return replicaId(value, n);
  }
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? replicaId(v, n) : v)) : value;
}

/**
 * The real 2024 records replicated over `days` publication days from `firstDay`: replica n
 * carries idweb `<idweb>-n` (and links to `<linked>-n`), is published on day n, and keeps its
 * deadline at the same distance from publication as the original.
 */
function replicate(records: RawRecord[], days: number, firstDay: string): RawRecord[] {
  const out: RawRecord[] = [];
  for (let n = 0; n < days; n++) {
    const day = addDays(firstDay, n);
    for (const record of records) {
      const idweb = replicaId(String(record.idweb), n);
      const shift = daysFrom(String(record.dateparution), day);
      const deadline = typeof record.datelimitereponse === 'string' ? Date.parse(record.datelimitereponse) : NaN;
      out.push({
        ...record,
        idweb,
        id: idweb,
        dateparution: day,
        datelimitereponse: Number.isNaN(deadline)
          ? record.datelimitereponse
          : new Date(deadline + shift * 86_400_000).toISOString(),
        annonce_lie: relink(record.annonce_lie, n),
        annonces_anterieures: relink(record.annonces_anterieures, n),
        url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 1. Sync throughput

interface SyncFigures {
  days: number;
  notices_served: number;
  first_run: SyncRun;
  rerun: SyncRun;
  /** The same pages fetched through the client alone (no database), and normalised alone. */
  fetch_only_notices_per_s: number;
  normalize_only_notices_per_s: number;
}

interface SyncRun {
  status: string;
  fetched: number;
  inserted: number;
  updated: number;
  skipped: number;
  errors: number;
  elapsed_s: number;
  notices_per_s: number;
  kept_per_s: number;
}

async function benchSync(db: Database, records: RawRecord[]): Promise<SyncFigures> {
  const firstDay = '2024-03-04';
  const served = replicate(records, SYNC_DAYS, firstDay);
  const lastDay = addDays(firstDay, SYNC_DAYS - 1);
  const server = await startBoampTestServer({ records: served });
  try {
    const client = createBoampClient({ baseUrl: server.url });
    const clock: Clock = { now: () => new Date() };

    // The client alone: HTTP paging and JSON parsing, per day.
    let fetched = 0;
    const fetchStart = performance.now();
    const days: unknown[][] = [];
    for await (const day of client.iterateDays(firstDay, lastDay)) {
      fetched += day.records.length;
      days.push(day.records);
    }
    const fetchS = (performance.now() - fetchStart) / 1000;
    const normalizeStart = performance.now();
    for (const day of days) {
      normalizeDay(day);
    }
    const normalizeS = (performance.now() - normalizeStart) / 1000;

    const run = async (label: string): Promise<SyncRun> => {
      const start = performance.now();
      const result = await syncBoamp(
        { db, client, clock },
        {
          trigger: 'manual',
          from: firstDay,
          to: lastDay,
          backfillDays: 0,
          onDay: (p) => log(`sync ${label}: day ${p.daysDone}/${p.daysTotal}, ${p.fetched} fetched`),
        },
      );
      const elapsed = (performance.now() - start) / 1000;
      return {
        status: result.status,
        fetched: result.fetched,
        inserted: result.inserted,
        updated: result.updated,
        skipped: result.skipped,
        errors: result.errors,
        elapsed_s: round(elapsed, 2),
        notices_per_s: Math.round(result.fetched / elapsed),
        kept_per_s: Math.round((result.inserted + result.updated) / elapsed),
      };
    };
    const firstRun = await run('first');
    const rerun = await run('re-run');
    return {
      days: SYNC_DAYS,
      notices_served: served.length,
      first_run: firstRun,
      rerun,
      fetch_only_notices_per_s: Math.round(fetched / fetchS),
      normalize_only_notices_per_s: Math.round(fetched / normalizeS),
    };
  } finally {
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The list's data: templates from the real records, varied in SQL

const METRO = DEPARTEMENTS.map((d) => d.code).filter((code) => !OVERSEAS_DEPARTEMENT_CODES.has(code));

/** What a title gets appended, so that titles (and their full-text vectors) differ. */
const BUILDINGS = [
  'école élémentaire',
  'groupe scolaire',
  'collège',
  'lycée',
  'mairie',
  'gymnase',
  'salle polyvalente',
  'salle des fêtes',
  'médiathèque',
  'crèche',
  'EHPAD',
  'centre technique municipal',
  'caserne de pompiers',
  'église',
  'piscine',
  'stade',
  'logements sociaux',
  'résidence autonomie',
  'maison de santé',
  'hôtel de ville',
  'bâtiment administratif',
  'restaurant scolaire',
  'centre aquatique',
  'halle des sports',
];
const TOWNS = [
  'Villeurbanne',
  'Vénissieux',
  'Bron',
  'Rennes',
  'Vitré',
  'Brest',
  'Quimper',
  'Nantes',
  'Angers',
  'Tours',
  'Orléans',
  'Dijon',
  'Besançon',
  'Grenoble',
  'Annecy',
  'Chambéry',
  'Valence',
  'Nîmes',
  'Montpellier',
  'Perpignan',
  'Toulouse',
  'Pau',
  'Bayonne',
  'Bordeaux',
  'Limoges',
  'Poitiers',
  'La Rochelle',
  'Caen',
  'Rouen',
  'Amiens',
  'Lille',
  'Arras',
  'Reims',
  'Metz',
  'Nancy',
  'Strasbourg',
  'Colmar',
  'Mulhouse',
  'Clermont-Ferrand',
  'Saint-Étienne',
];

const textArray = (values: readonly string[]): string =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** A deterministic non-negative pseudo-random integer of row g, per seed. */
const h = (seed: number): string => `(hashint8extended(g.g, ${seed}) & 2147483647)`;

interface BuildFigures {
  rows: number;
  templates: number;
  template_trade_share: Record<string, number>;
  insert_s: number;
  index_s: number;
  /** Filling tender_facets from the tenders (the triggers are off during the bulk insert). */
  facets_s: number;
  analyze_s: number;
  total_s: number;
  table_mb: number;
  indexes_mb: Record<string, number>;
}

/**
 * Fills `tenders` with `target` rows. The templates are the real 2024 records as the sync keeps
 * them (normalizeDay → applyDay, i.e. noticeToRow and the keep rule); each generated row g copies
 * a template drawn by a hash of g (so that a trade's rows are scattered over the heap, as in a
 * table filled day by day, not clustered) with: source_id BENCH-g; a building and a town appended to the title (so the
 * full-text vector differs); one metropolitan département (a second one for 1 row in 10), spread
 * uniformly over the 96; a deadline uniform in now ± 60 days (null where the template has none);
 * a publication date 20–59 days before the deadline (never after now); each trade's fit jittered
 * ±10; 3 % awarded, 1 % cancelled. The secondary indexes are dropped during the insert and
 * recreated from their own definitions (pg_indexes), then ANALYZE.
 */
export async function buildTenders(
  db: Database,
  driver: 'pglite' | 'postgres',
  records: RawRecord[],
  target: number,
  now: Date,
): Promise<BuildFigures> {
  const start = performance.now();
  await db.execute(sql`truncate tenders, ingestion_runs cascade`);
  await db.execute(sql`drop table if exists bench_templates`);
  const byDay = new Map<string, RawRecord[]>();
  for (const record of records) {
    const day = String(record.dateparution);
    byDay.set(day, [...(byDay.get(day) ?? []), record]);
  }
  for (const day of [...byDay.keys()].sort()) {
    await applyDay(db, normalizeDay(byDay.get(day) ?? []).notices);
  }
  await db.execute(
    sql.raw(
      `create table bench_templates as select (row_number() over (order by source_id))::int as k, * from tenders`,
    ),
  );
  await db.execute(sql`alter table bench_templates add primary key (k)`);
  await db.execute(sql`truncate tenders cascade`);
  const [countRow] = await rows<{ n: number }>(db, 'select count(*)::int as n from bench_templates');
  const templates = countRow?.n ?? 0;
  if (templates === 0) {
    throw new Error('no template kept from the real records');
  }
  const share = await rows<{ trade: string; n: number }>(
    db,
    'select unnest(trades) as trade, count(*)::int as n from bench_templates group by 1 order by 2 desc',
  );

  // A year of sync runs at the default cron (every 2 hours): the list reads the last successful one.
  await db.execute(
    sql.raw(`insert into ingestion_runs (source, trigger, status, from_date, to_date, last_day_synced, fetched, inserted,
      started_at, finished_at)
    select 'boamp', 'schedule', case when i % 50 = 0 then 'failed' else 'success' end,
      (d - interval '1 day')::date, d::date, d::date, 1000, 300, d, d + interval '2 minutes'
    from generate_series(1, 4380) i, lateral (select '${now.toISOString()}'::timestamptz - i * interval '2 hours' as d) x`),
  );

  const indexes = await rows<{ indexname: string; indexdef: string }>(
    db,
    `select indexname, indexdef from pg_indexes where tablename = 'tenders' and indexname <> 'tenders_pkey'
     and indexname <> 'tenders_source_id_idx' order by indexname`,
  );
  for (const index of indexes) {
    await db.execute(sql.raw(`drop index ${index.indexname}`));
  }

  // The facet triggers would fire once per row: off during the load, then the facets are filled
  // in one statement by the production function (refillTenderFacets).
  await db.execute(sql`alter table tenders disable trigger user`);
  const insertStart = performance.now();
  const at = `'${now.toISOString()}'::timestamptz`;
  const chunks: [number, number][] = [];
  for (let from = 1; from <= target; from += BUILD_CHUNK) {
    chunks.push([from, Math.min(target, from + BUILD_CHUNK - 1)]);
  }
  let done = 0;
  const insertChunk = async ([from, to]: [number, number]): Promise<void> => {
    await db.execute(
      sql.raw(`insert into tenders (source, source_id, nature, status, title, description, buyer, departements,
        cpv_codes, descripteurs, type_marche, procedure, publication_date, deadline, amount_cents, awarded_amount_cents,
        lots, criteria, execution_place, duration_months, dce_url, notice_url, winners, famille, trades, trade_fit,
        is_example, raw)
      select 'boamp', 'BENCH-' || g.g, t.nature,
        case when ${h(1)} % 100 < 3 then 'awarded' when ${h(1)} % 100 < 4 then 'cancelled' else 'open' end,
        t.title || ' – ' || (${textArray(BUILDINGS)})[1 + ${h(2)} % ${BUILDINGS.length}]
          || ' de ' || (${textArray(TOWNS)})[1 + ${h(3)} % ${TOWNS.length}],
        t.description, t.buyer,
        case when ${h(4)} % 10 = 0
          then array[(${textArray(METRO)})[1 + ${h(5)} % ${METRO.length}], (${textArray(METRO)})[1 + ${h(6)} % ${METRO.length}]]
          else array[(${textArray(METRO)})[1 + ${h(5)} % ${METRO.length}]] end,
        t.cpv_codes, t.descripteurs, t.type_marche, t.procedure,
        least(${at}::date, (coalesce(dl.deadline, ${at}) - (20 + ${h(7)} % 40) * interval '1 day')::date),
        dl.deadline, t.amount_cents, t.awarded_amount_cents, t.lots, t.criteria, t.execution_place, t.duration_months,
        t.dce_url, t.notice_url, t.winners, t.famille, t.trades,
        coalesce((select jsonb_object_agg(e.key, greatest(0, least(100, e.value::numeric::int + (${h(8)} % 21)::int - 10)))
          from jsonb_each_text(t.trade_fit) e), '{}'::jsonb),
        false, t.raw
      from generate_series(${from}, ${to}) as g(g)
      cross join lateral (select * from bench_templates b where b.k = 1 + ${h(10)} % ${templates}) t
      cross join lateral (select case when t.deadline is null then null
        else ${at} + ((${h(9)} % 172800) - 86400) * interval '1 minute' end as deadline) dl`),
    );
    done += to - from + 1;
    log(`build: ${done}/${target} rows (${round((performance.now() - insertStart) / 1000)} s)`);
  };
  // PostgreSQL: one statement per core (the machine has 2); PGlite has one connection.
  const lanes = driver === 'postgres' ? 2 : 1;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < chunks.length; i += lanes) {
        const chunk = chunks[i];
        if (chunk) {
          await insertChunk(chunk);
        }
      }
    }),
  );
  const insertS = (performance.now() - insertStart) / 1000;
  await db.execute(sql`alter table tenders enable trigger user`);

  const indexStart = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const index of indexes) {
      log(`build: ${index.indexname}`);
      await tx.execute(sql.raw(index.indexdef));
    }
  });
  const indexS = (performance.now() - indexStart) / 1000;
  log('build: facets');
  const facetsStart = performance.now();
  await refillTenderFacets(db);
  const facetsS = (performance.now() - facetsStart) / 1000;
  const analyzeStart = performance.now();
  await db.execute(sql`analyze tenders`);
  await db.execute(sql`analyze ingestion_runs`);
  if (driver === 'postgres') {
    // What autovacuum does after a bulk load: the visibility map that index-only scans rely on.
    await db.execute(sql`vacuum analyze tender_facets`);
    await db.execute(sql`vacuum tenders`);
  }
  const analyzeS = (performance.now() - analyzeStart) / 1000;
  await db.execute(sql`drop table bench_templates`);

  const sizes = await rows<{ name: string; bytes: string }>(
    db,
    `select c.relname as name, pg_relation_size(c.oid)::text as bytes from pg_class c
     where c.relname in (select indexname from pg_indexes where tablename = 'tenders')
     union all select 'table (with TOAST)', (pg_table_size('tenders'))::text`,
  );
  const mb = (bytes: string | undefined): number => round(Number(bytes ?? 0) / 1048576);
  return {
    rows: target,
    templates,
    template_trade_share: Object.fromEntries(share.map((s) => [s.trade, round(s.n / templates, 3)])),
    insert_s: round(insertS),
    index_s: round(indexS),
    facets_s: round(facetsS),
    analyze_s: round(analyzeS, 2),
    total_s: round((performance.now() - start) / 1000),
    table_mb: mb(sizes.find((s) => s.name === 'table (with TOAST)')?.bytes),
    indexes_mb: Object.fromEntries(
      sizes.filter((s) => s.name !== 'table (with TOAST)').map((s) => [s.name, mb(s.bytes)]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// 3. List latency and plans

interface Scenario {
  name: string;
  user: User;
  query: TenderListQuery;
}

function benchUser(metier: TradeSlug, zone: string, departement: string): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    prenom: 'Bench',
    nom: 'Mark',
    email: 'bench@example.fr',
    metier,
    zone_geographique: zone,
    departement,
    role: 'user',
    subscription_active: true,
    subscription_plan: 'pro',
    dossier_completion: 60,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const COUVREUR_LYON = benchUser('couvreur', 'Lyon', '69');
const ELECTRICIEN_RENNES = benchUser('electricien', 'Rennes', '35');

const SCENARIOS: Scenario[] = [
  { name: 'couvreur Lyon, sort=deadline (default)', user: COUVREUR_LYON, query: {} },
  { name: 'couvreur Lyon, sort=score', user: COUVREUR_LYON, query: { sort: 'score' } },
  { name: 'couvreur Lyon, status=urgent', user: COUVREUR_LYON, query: { status: 'urgent' } },
  { name: "couvreur Lyon, q='toiture'", user: COUVREUR_LYON, query: { q: 'toiture' } },
  { name: 'couvreur Lyon, zone=all page 5', user: COUVREUR_LYON, query: { zone: 'all', page: 5 } },
  { name: 'electricien Rennes, sort=deadline (default)', user: ELECTRICIEN_RENNES, query: {} },
];

/** The scenarios whose plans are printed in full (the others: indexes used and timings). */
const FULL_PLANS = new Set([SCENARIOS[0]?.name, SCENARIOS[3]?.name]);

interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * A Database that records the SQL of every query built on it (Drizzle's own `toSQL()`, so the
 * exact text and parameters the service would send) and answers each with no rows.
 */
function capturingDb(db: Database, captured: Captured[]): Database {
  const wrap = (target: object): unknown =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'then') {
          const builder = object as { toSQL?: () => Captured };
          if (typeof builder.toSQL !== 'function') {
            return undefined;
          }
          captured.push(builder.toSQL());
          return (resolve: (value: unknown) => void) => resolve([]);
        }
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') {
          return value;
        }
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(object, args);
          return typeof result === 'object' && result !== null ? wrap(result) : result;
        };
      },
    });
  return wrap(db) as Database;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

interface PlanFigures {
  query: 'list' | 'count' | 'last_sync';
  execution_ms: number | null;
  indexes_used: string[];
  seq_scans: string[];
  plan?: string[];
}

interface ScenarioFigures {
  name: string;
  query: TenderListQuery;
  items: number;
  counters: { total: number; active: number; urgent: number; filtered: number };
  latency_ms: { p50: number; p95: number; max: number; mean: number };
  plans: PlanFigures[];
}

function planSummary(query: PlanFigures['query'], lines: string[], full: boolean): PlanFigures {
  const text = lines.join('\n');
  const used = new Set<string>();
  for (const match of text.matchAll(
    /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
  )) {
    used.add(match[1] ?? '');
  }
  const seq = new Set<string>();
  for (const match of text.matchAll(/Seq Scan on (\w+)/g)) {
    seq.add(match[1] ?? '');
  }
  const execution = /Execution Time: ([\d.]+) ms/.exec(text);
  return {
    query,
    execution_ms: execution ? round(Number(execution[1]), 2) : null,
    indexes_used: [...used],
    seq_scans: [...seq],
    ...(full ? { plan: lines } : {}),
  };
}

type ServiceSql = Record<PlanFigures['query'], Captured>;

/** The SQL `list` sends for this scenario, told apart by what it reads. */
async function serviceSql(db: Database, clock: Clock, scenario: Scenario): Promise<ServiceSql> {
  const captured: Captured[] = [];
  await createTendersService({ db: capturingDb(db, captured), clock }).list(
    scenario.user,
    tenderListQuerySchema.parse(scenario.query),
  );
  const find = (test: (q: Captured) => boolean): Captured => {
    const found = captured.find(test);
    if (!found) {
      throw new Error(`service SQL not captured for ${scenario.name}`);
    }
    return found;
  };
  return {
    last_sync: find((q) => q.sql.includes('"ingestion_runs"')),
    count: find((q) => q.sql.includes('"tender_facets"') && q.sql.includes('count(*)')),
    list: find((q) => q.sql.includes('"tenders"') && !q.sql.includes('count(*)')),
  };
}

async function explainScenario(db: Database, clock: Clock, scenario: Scenario, full: boolean): Promise<PlanFigures[]> {
  const queries = await serviceSql(db, clock, scenario);
  const out: PlanFigures[] = [];
  for (const kind of ['list', 'count', 'last_sync'] as const) {
    const query = queries[kind];
    const planRows = await rows<{ 'QUERY PLAN': string }>(db, `explain (analyze, buffers) ${query.sql}`, query.params);
    // The last-sync query is trivial: its plan is summarised only.
    out.push(
      planSummary(
        kind,
        planRows.map((r) => r['QUERY PLAN']),
        full && kind !== 'last_sync',
      ),
    );
  }
  return out;
}

async function measureScenario(
  db: Database,
  clock: Clock,
  scenario: Scenario,
): Promise<Omit<ScenarioFigures, 'plans'>> {
  const service = createTendersService({ db, clock });
  const query = tenderListQuerySchema.parse(scenario.query);
  let last = await service.list(scenario.user, query);
  for (let i = 0; i < WARMUP; i++) {
    await service.list(scenario.user, query);
  }
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    last = await service.list(scenario.user, query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    query: scenario.query,
    items: last.items.length,
    counters: last.counters,
    latency_ms: {
      p50: round(percentile(times, 50), 2),
      p95: round(percentile(times, 95), 2),
      max: round(times[times.length - 1] ?? NaN, 2),
      mean: round(times.reduce((a, b) => a + b, 0) / times.length, 2),
    },
  };
}

async function benchList(db: Database, clock: Clock): Promise<ScenarioFigures[]> {
  const out: ScenarioFigures[] = [];
  for (const scenario of SCENARIOS) {
    log(`list: ${scenario.name}`);
    const measured = await measureScenario(db, clock, scenario);
    const plans = await explainScenario(db, clock, scenario, FULL_PLANS.has(scenario.name));
    log(`list: ${scenario.name}: p50 ${measured.latency_ms.p50} ms, p95 ${measured.latency_ms.p95} ms`);
    out.push({ ...measured, plans });
  }
  return out;
}

interface DriverFigures {
  database: string;
  settings?: Record<string, string>;
  sync: SyncFigures;
  build: BuildFigures;
  list: ScenarioFigures[];
  worst_p95_ms: number;
}

async function benchDriver(
  kind: 'pglite' | 'postgres',
  handle: DatabaseHandle,
  records: RawRecord[],
  target: number,
): Promise<DriverFigures> {
  const db = handle.db;
  const [version] = await rows<{ v: string }>(db, 'select version() as v');
  let settings: Record<string, string> | undefined;
  if (kind === 'postgres') {
    const found = await rows<{ name: string; setting: string; unit: string | null }>(
      db,
      `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size',
       'random_page_cost', 'jit', 'max_parallel_workers_per_gather')`,
    );
    settings = Object.fromEntries(found.map((s) => [s.name, s.unit ? `${s.setting} × ${s.unit}` : s.setting]));
  }
  log(`${kind}: sync (${SYNC_DAYS} days of ${records.length} notices)`);
  const sync = await benchSync(db, records);
  log(`${kind}: sync ${sync.first_run.notices_per_s} notices/s`);
  const now = new Date();
  const clock: Clock = { now: () => now };
  log(`${kind}: building ${target} tenders`);
  const build = await buildTenders(db, kind, records, target, now);
  log(`${kind}: built in ${build.total_s} s`);
  const list = await benchList(db, clock);
  return {
    database: version?.v ?? kind,
    ...(settings ? { settings } : {}),
    sync,
    build,
    list,
    worst_p95_ms: Math.max(...list.map((s) => s.latency_ms.p95)),
  };
}

function overTarget(figures: DriverFigures, targetMs: number): Record<string, number> {
  return Object.fromEntries(
    figures.list.filter((s) => s.latency_ms.p95 > targetMs).map((s) => [s.name, s.latency_ms.p95]),
  );
}

export async function runTendersBench() {
  const started = performance.now();
  const records = realRecords2024();
  log(`${records.length} real 2024 records`);

  const pglite = await openBench('pglite');
  let pgliteFigures: DriverFigures;
  try {
    pgliteFigures = await benchDriver('pglite', pglite, records, PGLITE_ROWS);
  } finally {
    await pglite.close();
  }

  let pgFigures: DriverFigures | { skipped: string } = { skipped: 'BENCH_SKIP_PG=1' };
  if (!SKIP_PG) {
    const target = await createPgDatabase();
    if ('unavailable' in target) {
      pgFigures = { skipped: `PostgreSQL unreachable (${target.unavailable})` };
    } else {
      log(`postgres: database ${target.name}`);
      const handle = await openBench('postgres', target.url);
      try {
        pgFigures = await benchDriver('postgres', handle, records, PG_ROWS);
      } finally {
        await handle.close();
        await dropPgDatabase(target);
      }
    }
  }

  const pgWorst = 'worst_p95_ms' in pgFigures ? pgFigures.worst_p95_ms : null;
  return {
    bench: 'tenders',
    node: process.version,
    iterations: ITERATIONS,
    warmup: WARMUP,
    total_s: round((performance.now() - started) / 1000),
    targets: TARGETS,
    met: {
      sync_pglite_notices_per_s: pgliteFigures.sync.first_run.notices_per_s >= TARGETS.sync_pglite_notices_per_s,
      list_p95_ms_pglite_200k:
        PGLITE_ROWS >= 200_000 ? pgliteFigures.worst_p95_ms <= TARGETS.list_p95_ms_pglite_200k : null,
      list_p95_ms_pg_1m: pgWorst !== null && PG_ROWS >= 1_000_000 ? pgWorst <= TARGETS.list_p95_ms_pg_1m : null,
    },
    /** The list scenarios over their target (null: not measured at the target's size). */
    over_target: {
      pglite: PGLITE_ROWS >= 200_000 ? overTarget(pgliteFigures, TARGETS.list_p95_ms_pglite_200k) : null,
      postgres: 'list' in pgFigures && PG_ROWS >= 1_000_000 ? overTarget(pgFigures, TARGETS.list_p95_ms_pg_1m) : null,
    },
    pglite: pgliteFigures,
    postgres: pgFigures,
  };
}
