// DCE benchmark (issue 16): a 20 MB zip consultation file (an RC, a CCTP, a 2 000-line DPGF, four
// plans with incompressible images) uploaded to a tender through the real application on PGlite
// (app.inject: multipart, zip checks, text extraction, storage, rows), then the analysis
// (GET /analysis) and the quantities (POST /extract-metres), timed together; the process's RSS
// sampled every 10 ms all along. Target (issue 16): analysis + extraction p95 ≤ 5 s, peak memory
// ≤ 500 MB. Figures only.
// The DCE is the client's file: it is built by a separate process (`--build <path>`, pdfkit and
// exceljs writing 20 MB) and read from disk, so that its making is not counted as the server's.
// Everything the server does — multipart, unzip, text extraction, storage, rows, analysis,
// extraction, and the database when it is PGlite (in process) — runs in the measured process.
// Knobs: BENCH_ITERATIONS (8), BENCH_LINES (2000), BENCH_PLAN_SIDE (1330 px: four plans of ~5 MB),
// BENCH_STORE (pglite | postgres; postgres on BENCH_DATABASE_URL, an admin URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own dropped afterwards).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import PDFDocument from 'pdfkit';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { seedDemoTenders } from '../apps/server/src/modules/tenders/tenders-demo.service.ts';
import { CCTP_PAGES, RC_PAGES, makeLargeDpgf, makePdf, makeZip } from '../apps/server/src/test/fixtures/dce.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 8);
const LINES = Number(process.env.BENCH_LINES ?? 2000);
const PLAN_SIDE = Number(process.env.BENCH_PLAN_SIDE ?? 1330);
const STORE = process.env.BENCH_STORE === 'postgres' ? 'postgres' : 'pglite';
const TARGET_P95_MS = 5000;
const TARGET_PEAK_MB = 500;

const log = (message: string): void => {
  console.error(`[dce] ${message}`);
};

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of random pixels (incompressible, like a scanned plan), built by hand. */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((side * 3 + 1) * side);
  const noise = randomBytes(side * 3 * side);
  for (let y = 0; y < side; y += 1) {
    noise.copy(raw, y * (side * 3 + 1) + 1, y * side * 3, (y + 1) * side * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function planPdf(image: Buffer, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A3', margin: 30 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(title);
    doc.image(image, 30, 60, { width: 700 });
    doc.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Writes the DCE zip to `file` (run in its own process by the bench). */
async function buildDce(file: string) {
  const plans: Record<string, Buffer> = {};
  for (let i = 1; i <= 4; i += 1) {
    plans[`DCE/03 Plans/Plan niveau ${i}.pdf`] = await planPdf(noisePng(PLAN_SIDE), `Plan niveau ${i}`);
  }
  const zip = makeZip({
    'DCE/01 Administratif/RC.pdf': await makePdf(RC_PAGES),
    'DCE/02 Technique/CCTP lot 02.pdf': await makePdf([...CCTP_PAGES, ...Array(40).fill(CCTP_PAGES[1])]),
    'DCE/02 Technique/DPGF lot 02.xlsx': await makeLargeDpgf(LINES),
    ...plans,
  });
  writeFileSync(file, zip);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
function stage(name: string) {
  const m = process.memoryUsage();
  log(
    `${name}: rss ${mb(m.rss)} MB (heap ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB of which array buffers ${mb(m.arrayBuffers)} MB)`,
  );
  return m.rss;
}

async function openStore(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (STORE === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await database.migrate();
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  const name = `batiao_bench_dce_${Date.now()}`;
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    },
  };
}

export async function runDceBench() {
  const start = stage('start (node, tsx, the application’s modules)');
  const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-bench-dce-'));
  const zipFile = path.join(storageDir, 'DCE.zip');
  log(`building the DCE (${LINES}-line DPGF, four plans) in a separate process…`);
  execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--build', zipFile], {
    stdio: 'inherit',
    env: process.env,
  });
  const zip = readFileSync(zipFile);
  rmSync(zipFile);
  log(`zip: ${(zip.length / 1024 / 1024).toFixed(1)} MB`);

  const { database, drop } = await openStore();
  const opened = stage(`database open (${STORE})`);
  const app = await buildApp({
    database,
    jwtSecret: 'bench-secret-0123456789abcdef0123456789',
    passwordCost: 4,
    storageDir,
  });
  await app.ready();

  const ready = stage('app ready');
  let peak = ready;
  let baseline: number;
  let phasePeak = 0;
  let atPeak = process.memoryUsage();
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peak) {
      peak = m.rss;
      atPeak = m;
    }
    phasePeak = Math.max(phasePeak, m.rss);
  }, 10);

  try {
    await seedDemoTenders({ db: database.db, clock: systemClock });
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        prenom: 'Banc',
        nom: 'Essai',
        email: `bench.dce.${Date.now()}@example.fr`,
        metier: 'macon',
        zone_geographique: 'Lyon',
        password: 'banc-essai-dce-2026',
      },
    });
    const { token, user } = register.json() as { token: string; user: { id: string } };
    await database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'expert', subscriptionStatus: 'active' })
      .where(eq(users.id, user.id));
    const headers = { authorization: `Bearer ${token}` };
    const rows = (await database.db.execute(
      sql`select id from tenders order by id limit ${ITERATIONS}`,
    )) as unknown as {
      rows: { id: string }[];
    };
    const tenderIds = rows.rows.map((r) => r.id);

    const uploads: number[] = [];
    const readings: number[] = [];
    let metresRows = 0;
    // The client's request, the same for every upload (built once, like a client holding its file).
    const body = multipart([{ name: 'file', filename: 'DCE.zip', data: zip }]);
    // The baseline of the delta: demo tenders seeded, the user signed in, the request ready.
    baseline = stage('tenders seeded, user signed in (baseline)');
    for (const [i, tenderId] of tenderIds.entries()) {
      phasePeak = 0;
      const t0 = performance.now();
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/tenders/${tenderId}/files`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      const t1 = performance.now();
      const uploadPeak = phasePeak;
      phasePeak = 0;
      if (uploaded.statusCode !== 201) {
        throw new Error(`upload ${uploaded.statusCode}: ${uploaded.body}`);
      }
      const analysis = await app.inject({ url: `/api/tenders/${tenderId}/analysis`, headers });
      const metres = await app.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres`, headers });
      const t2 = performance.now();
      const readPeak = phasePeak;
      if (analysis.statusCode !== 200 || metres.statusCode !== 200) {
        throw new Error(`analysis ${analysis.statusCode}, metres ${metres.statusCode}`);
      }
      metresRows = (metres.json() as { metres_data: { metres_data: unknown[] } }).metres_data.metres_data.length;
      uploads.push(t1 - t0);
      readings.push(t2 - t1);
      log(
        `#${i + 1}: upload ${(t1 - t0).toFixed(0)} ms (rss peak ${mb(uploadPeak)} MB), analysis + métrés ${(t2 - t1).toFixed(0)} ms (rss peak ${mb(readPeak)} MB)`,
      );
    }
    const sortedReadings = [...readings].sort((a, b) => a - b);
    const sortedUploads = [...uploads].sort((a, b) => a - b);
    const p95 = percentile(sortedReadings, 95);
    stage('end');
    const peakMb = peak / 1024 / 1024;
    return {
      store: STORE,
      zip_mb: Number((zip.length / 1024 / 1024).toFixed(1)),
      dpgf_lines: LINES,
      metres_rows: metresRows,
      iterations: tenderIds.length,
      analysis_and_metres_ms: {
        p50: Math.round(percentile(sortedReadings, 50)),
        p95: Math.round(p95),
        max: Math.round(sortedReadings.at(-1) ?? 0),
      },
      upload_ms: {
        p50: Math.round(percentile(sortedUploads, 50)),
        p95: Math.round(percentile(sortedUploads, 95)),
      },
      // The process: node + tsx + the application's modules at start, then the database when it is
      // PGlite (in process), then the application; the zip (20 MB) is held by the bench all along.
      rss_mb: { start: mb(start), database_open: mb(opened), app_ready: mb(ready), baseline: mb(baseline) },
      peak_rss_mb: Math.round(peakMb),
      /** What the uploads, the analyses and the extractions added to the process (over the baseline), at most. */
      peak_added_mb: Math.round(peakMb - baseline / 1024 / 1024),
      at_peak_mb: {
        heap_used: mb(atPeak.heapUsed),
        external: mb(atPeak.external),
        array_buffers: mb(atPeak.arrayBuffers),
      },
      targets: { p95_ms: TARGET_P95_MS, peak_mb: TARGET_PEAK_MB },
      within_targets: { p95: p95 <= TARGET_P95_MS, peak_rss: peakMb <= TARGET_PEAK_MB },
    };
  } finally {
    clearInterval(sampler);
    await app.close();
    await database.close();
    await drop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--build' && process.argv[3]) {
  await buildDce(process.argv[3]);
}
