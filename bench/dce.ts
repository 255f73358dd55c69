// DCE benchmark (issue 16): a 20 MB zip consultation file (an RC, a CCTP, a 2 000-line DPGF, four
// plans with incompressible images) uploaded to a tender through the real application on PGlite
// (app.inject: multipart, zip checks, text extraction, storage, rows), then the analysis
// (GET /analysis) and the quantities (POST /extract-metres), timed together; peak RSS sampled all
// along. Target (issue 16): analysis + extraction p95 ≤ 5 s, peak memory ≤ 500 MB. Figures only.
// Knobs: BENCH_ITERATIONS (8), BENCH_LINES (2000), BENCH_PLAN_SIDE (1330 px: four plans of ~5 MB).
import { performance } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { seedDemoTenders } from '../apps/server/src/modules/tenders/tenders-demo.service.ts';
import { CCTP_PAGES, RC_PAGES, makeLargeDpgf, makePdf, makeZip } from '../apps/server/src/test/fixtures/dce.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 8);
const LINES = Number(process.env.BENCH_LINES ?? 2000);
const PLAN_SIDE = Number(process.env.BENCH_PLAN_SIDE ?? 1330);
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

export async function runDceBench() {
  log(`building the DCE (${LINES}-line DPGF, four plans)…`);
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
  log(`zip: ${(zip.length / 1024 / 1024).toFixed(1)} MB`);

  const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-bench-dce-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
  await database.migrate();
  const app = await buildApp({
    database,
    jwtSecret: 'bench-secret-0123456789abcdef0123456789',
    passwordCost: 4,
    storageDir,
  });
  await app.ready();

  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);

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
    for (const [i, tenderId] of tenderIds.entries()) {
      const body = multipart([{ name: 'file', filename: 'DCE.zip', data: zip }]);
      const t0 = performance.now();
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/tenders/${tenderId}/files`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      const t1 = performance.now();
      if (uploaded.statusCode !== 201) {
        throw new Error(`upload ${uploaded.statusCode}: ${uploaded.body}`);
      }
      const analysis = await app.inject({ url: `/api/tenders/${tenderId}/analysis`, headers });
      const metres = await app.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres`, headers });
      const t2 = performance.now();
      if (analysis.statusCode !== 200 || metres.statusCode !== 200) {
        throw new Error(`analysis ${analysis.statusCode}, metres ${metres.statusCode}`);
      }
      metresRows = (metres.json() as { metres_data: { metres_data: unknown[] } }).metres_data.metres_data.length;
      uploads.push(t1 - t0);
      readings.push(t2 - t1);
      log(`#${i + 1}: upload ${(t1 - t0).toFixed(0)} ms, analysis + métrés ${(t2 - t1).toFixed(0)} ms`);
    }
    const sortedReadings = [...readings].sort((a, b) => a - b);
    const sortedUploads = [...uploads].sort((a, b) => a - b);
    const p95 = percentile(sortedReadings, 95);
    const peakMb = peak / 1024 / 1024;
    return {
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
      // The bench process holds the database (PGlite, in process) and the zip itself too.
      baseline_rss_mb: Math.round(baseline / 1024 / 1024),
      peak_rss_mb: Math.round(peakMb),
      /** What the uploads, the analyses and the extractions added to the process, at most. */
      peak_added_mb: Math.round(peakMb - baseline / 1024 / 1024),
      targets: { p95_ms: TARGET_P95_MS, peak_mb: TARGET_PEAK_MB },
      within_targets: p95 <= TARGET_P95_MS && peakMb - baseline / 1024 / 1024 <= TARGET_PEAK_MB,
    };
  } finally {
    clearInterval(sampler);
    await app.close();
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}
