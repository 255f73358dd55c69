// API benchmark: requests/s and p50/p99 latency under 50 concurrent connections (autocannon), each
// beside a bare Fastify "hello" route measured in the same run, as a ratio. On PGlite (in memory)
// and on PostgreSQL (a fresh database created and dropped by the bench), each holding
// BENCH_API_TENDERS tenders built as the tenders bench builds them, for a signed-in couvreur of Lyon:
// GET /api/auth/me, /api/locations/search?q=sai, the tender list /api/tenders (20 items, the
// defaults), a tender's detail /api/tenders/:id and /api/dashboard/stats. Method and figures:
// bench/API.md.
//
// Knobs: BENCH_DURATION_S (10), BENCH_API_TENDERS (10000), BENCH_API_DATABASES (pglite,postgres),
// BENCH_API_ROUTES (all: me,search,list,detail,stats), BENCH_DATABASE_URL (admin URL, default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_CPU_PROF (a folder: the app servers run
// with --cpu-prof and write their profile there when the bench ends them), BENCH_API_CACHE (both:
// the production TENDER_LIST_CACHE_MS, then the list and the stats again without the cache; on; off).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TENDERS = Number(process.env.BENCH_API_TENDERS ?? 10000);
const DATABASES = (process.env.BENCH_API_DATABASES ?? 'pglite,postgres').split(',');
const ROUTES = (process.env.BENCH_API_ROUTES ?? 'me,search,list,detail,stats').split(',');
/** `both`: the routes that read through the cache are measured again on a server without it. */
const CACHE = process.env.BENCH_API_CACHE ?? 'both';
const CACHED_ROUTES = new Set(['list', 'stats']);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CPU_PROF = process.env.BENCH_CPU_PROF;

const TARGETS = { list_pg_requests_per_s: 1000, list_pglite_requests_per_s: 500, list_p99_ms: 150 };

interface Target {
  port: number;
  token: string;
  driver: string;
  child: ChildProcess;
}

function startTarget(mode: 'app' | 'hello', env: Record<string, string> = {}): Promise<Target> {
  const profile = CPU_PROF && mode === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, 'target.ts'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const match = /READY (\d+) (\S+)(?: (\S+))?/.exec(buffer);
      if (match) {
        resolve({ port: Number(match[1]), token: match[2] ?? '', driver: match[3] ?? '-', child });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench target ${mode} exited with ${code}`)));
  });
}

/** Ends a target and waits for its exit (its CPU profile is written by then). */
function stopTarget(target: Target): Promise<void> {
  return new Promise((resolve) => {
    if (target.child.exitCode !== null) {
      resolve();
      return;
    }
    target.child.once('exit', () => resolve());
    target.child.kill('SIGTERM');
  });
}

interface Figures {
  requests_per_s: number;
  latency_ms: { p50: number; p99: number };
  non_2xx: number;
  errors: number;
  /**
   * CPU time of the server process (all its threads, user + system) per request served: what the
   * route costs in Node, PGlite included, whatever else runs on the machine.
   */
  server_cpu_ms_per_request?: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after the command name, in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function measure(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Figures> {
  // A short warm-up so that JIT and caches are in their steady state.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuAfter = cpuMs(pid);
  const served = result.requests.total;
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99 },
    non_2xx: result.non2xx,
    errors: result.errors,
    ...(cpuBefore !== null && cpuAfter !== null && served > 0
      ? { server_cpu_ms_per_request: Number(((cpuAfter - cpuBefore) / served).toFixed(3)) }
      : {}),
  };
}

async function createPgDatabase(): Promise<{ url: string; name: string } | { unavailable: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const name = `batiao_bench_api_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), name };
  } catch (error) {
    return { unavailable: `${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')}: ${(error as Error).message}` };
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function dropPgDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

type Ratio = (x: Figures) => number;

async function benchApp(env: Record<string, string>, ratio: Ratio, routeNames: string[]) {
  const app = await startTarget('app', { ...env, BENCH_API_TENDERS: String(TENDERS) });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const auth = { authorization: `Bearer ${app.token}` };
    const list = (await (await fetch(`${base}/api/tenders`, { headers: auth })).json()) as {
      items: { id: string }[];
      counters: { total: number };
    };
    const detailId = list.items[0]?.id;
    const routes: Record<string, [string, Record<string, string>]> = {
      me: ['/api/auth/me', auth],
      search: ['/api/locations/search?q=sai', {}],
      list: ['/api/tenders', auth],
      detail: [`/api/tenders/${detailId ?? 'none'}`, auth],
      stats: ['/api/dashboard/stats', auth],
    };
    const out: Record<string, unknown> = {
      database: app.driver,
      list_items: list.items.length,
      list_total: list.counters.total,
    };
    for (const name of routeNames) {
      const route = routes[name];
      if (!route) {
        continue;
      }
      console.error(`[api] ${app.driver}: GET ${route[0]}`);
      const figures = await measure(`${base}${route[0]}`, route[1], app.child.pid);
      out[`GET ${name === 'detail' ? '/api/tenders/:id' : route[0]}`] = { ...figures, ratio_to_hello: ratio(figures) };
    }
    return out;
  } finally {
    await stopTarget(app);
  }
}

export async function runApiBench() {
  const hello = await startTarget('hello');
  let bare: Figures;
  try {
    bare = await measure(`http://127.0.0.1:${hello.port}/hello`, {}, hello.child.pid);
  } finally {
    await stopTarget(hello);
  }
  const ratio: Ratio = (x) => Number((x.requests_per_s / bare.requests_per_s).toFixed(3));
  const result: Record<string, unknown> = {
    bench: 'api',
    node: process.version,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    tenders: TENDERS,
    user: 'couvreur, Lyon (69 and its neighbours)',
    targets: TARGETS,
    hello: bare,
  };
  // The production setting first (the list's reads kept TENDER_LIST_CACHE_MS, 5 s by default),
  // then, with `both`, the cached routes again on a server that reads the database every time.
  const runs = async (env: Record<string, string>) => {
    const out: Record<string, unknown> = {};
    if (CACHE !== 'off') {
      out.cache_on = await benchApp(env, ratio, ROUTES);
    }
    if (CACHE !== 'on') {
      const routes = CACHE === 'off' ? ROUTES : ROUTES.filter((r) => CACHED_ROUTES.has(r));
      out.cache_off = await benchApp({ ...env, TENDER_LIST_CACHE_MS: '0' }, ratio, routes);
    }
    return out;
  };
  if (DATABASES.includes('pglite')) {
    result.pglite = await runs({});
  }
  if (DATABASES.includes('postgres')) {
    const database = await createPgDatabase();
    if ('unavailable' in database) {
      result.postgres = { skipped: `PostgreSQL unreachable (${database.unavailable})` };
    } else {
      try {
        result.postgres = await runs({ DATABASE_URL: database.url });
      } finally {
        await dropPgDatabase(database.name);
      }
    }
  }
  const listOf = (key: string) =>
    (result[key] as { cache_on?: Record<string, Figures | undefined> } | undefined)?.cache_on?.['GET /api/tenders'] ??
    null;
  const [pgliteList, pgList] = [listOf('pglite'), listOf('postgres')];
  const met = (figures: Figures | null, rps: number) =>
    figures === null
      ? null
      : figures.requests_per_s >= rps &&
        figures.latency_ms.p99 <= TARGETS.list_p99_ms &&
        figures.errors === 0 &&
        figures.non_2xx === 0;
  result.met = {
    list_pglite: met(pgliteList, TARGETS.list_pglite_requests_per_s),
    list_postgres: met(pgList, TARGETS.list_pg_requests_per_s),
  };
  return result;
}
