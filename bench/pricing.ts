// Quote enrichment benchmark (issue 15): POST /api/pricing/market-price/enrich-devis with 500 quote
// lines for a signed-in user whose catalogue holds 5 000 products, against the library (312
// ouvrages), through the real application on PGlite (app.inject: routing, validation, session,
// the catalogue read from the database, matching, composition, serialisation). Figures only.
// What the figures mean: bench/PRICING.md.
//
// Runs on PGlite (the default store) and on PostgreSQL (production) when a server answers.
// Knobs: BENCH_ITERATIONS (40), BENCH_LINES (500), BENCH_PRODUCTS (5000), BENCH_SKIP_PG=1,
// BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.ts';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { readLibraryCsv } from '../apps/server/src/modules/market-prices/market-prices.csv.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const LINES = Number(process.env.BENCH_LINES ?? 500);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const WARMUP = 5;
const TARGET_P95_MS = 200;

const log = (message: string): void => {
  console.error(`[pricing] ${message}`);
};

/** A deterministic pseudo-random sequence (the same data every run). */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BRANDS = [
  'Geberit',
  'Grohe',
  'Legrand',
  'Schneider',
  'Placo',
  'Knauf',
  'Weber',
  'Siplast',
  'Soprema',
  'Atlantic',
  'De Dietrich',
  'Nicoll',
  'Wavin',
  'Velux',
  'Edilians',
  'Tollens',
  'Zolpan',
  'Rockwool',
  'Isover',
  'Hansgrohe',
];
const KINDS = [
  ['Tube PVC évacuation', 'ml'],
  ['Coude PVC 87°30', 'u'],
  ['Mitigeur lavabo', 'u'],
  ['Câble R2V 3G2,5', 'ml'],
  ['Prise 2P+T', 'u'],
  ['Plaque BA13 standard', 'm²'],
  ['Rail R48', 'ml'],
  ['Enduit de façade', 'kg'],
  ['Membrane bitume SBS', 'm²'],
  ['Radiateur acier', 'u'],
  ['Tuile terre cuite', 'u'],
  ['Peinture acrylique mate', 'u'],
  ['Laine de verre 100 mm', 'm²'],
  ['Disjoncteur 16 A', 'u'],
  ['Gaine ICTA', 'ml'],
] as const;
const SIZES = ['Ø32', 'Ø40', 'Ø50', 'Ø100', 'DN 110', 'DN 20', '12,5 mm', '600×600', '1000 W', '25 kW', '', '', ''];

function catalogue(count: number) {
  const rand = prng(7);
  return Array.from({ length: count }, (_, i) => {
    const [kind, unit] = KINDS[i % KINDS.length] ?? KINDS[0];
    const brand = BRANDS[Math.floor(rand() * BRANDS.length)] ?? '';
    const size = SIZES[Math.floor(rand() * SIZES.length)] ?? '';
    return {
      category: kind.split(' ')[0] ?? 'Divers',
      name: `${kind} ${brand} ${size} réf ${1000 + i}`.replace(/\s+/g, ' ').trim(),
      brand,
      reference: `R-${1000 + i}`,
      unit,
      unit_price: Math.round(rand() * 50000) / 100,
    };
  });
}

/** 500 lines as quotes write them: library designations reworded, catalogue names, unknown lines. */
function quoteLines(count: number, designations: string[]) {
  const rand = prng(11);
  const variants = [
    (d: string) => d,
    (d: string) => `F+P ${d.toLowerCase()}`,
    (d: string) => `${d.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}s`,
    (d: string) => d.replace(/ Ø(\d+)/, ' DN $1').replace('m²', 'm2'),
    (d: string) => `Fourniture et pose de ${d.toLowerCase()} y compris raccords`,
  ];
  const units = ['m2', 'ml', 'u', 'kg', 'h'];
  return Array.from({ length: count }, (_, i) => {
    const r = rand();
    let description: string;
    if (r < 0.7) {
      const d = designations[Math.floor(rand() * designations.length)] ?? '';
      const variant = variants[i % variants.length] ?? ((x: string) => x);
      description = variant(d);
    } else if (r < 0.9) {
      const [kind] = KINDS[Math.floor(rand() * KINDS.length)] ?? KINDS[0];
      description = `${kind} ${BRANDS[Math.floor(rand() * BRANDS.length)] ?? ''}`;
    } else {
      description = `Prestation spécifique n° ${i} selon plan de l’architecte`;
    }
    return { description, quantite: Math.round(rand() * 10000) / 100, unite: units[i % units.length] ?? 'u' };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function runOn(database: DatabaseHandle) {
  const app = await buildApp({ database, jwtSecret: 'bench-secret-0123456789abcdef0123456789', passwordCost: 4 });
  await app.ready();
  try {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        prenom: 'Banc',
        nom: 'Essai',
        email: `bench.pricing.${Date.now()}@example.fr`,
        metier: 'plombier',
        zone_geographique: 'Lyon',
        password: 'banc-essai-prix-2026',
      },
    });
    const token = (register.json() as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/pricing/profile',
      headers,
      payload: {
        hourly_rate: 58,
        travel_rate: 0.6,
        material_coefficient: 1.6,
        overhead_percentage: 15,
        profit_margin: 12,
        public_markup: 15,
        urgent_markup: 20,
        occupied_markup: 10,
        weekend_markup: 25,
        night_markup: 30,
        product_catalog: catalogue(PRODUCTS),
      },
    });
    if (saved.statusCode !== 200) {
      throw new Error(`catalogue save: ${saved.statusCode} ${saved.body.slice(0, 300)}`);
    }
    log(`catalogue of ${PRODUCTS} products saved in ${Math.round(performance.now() - started)} ms`);

    const library = readLibraryCsv(
      readFileSync(
        new URL('../apps/server/src/modules/market-prices/market-prices.library.csv', import.meta.url),
        'utf8',
      ),
    ).rows;
    const payload = {
      metier: undefined,
      contexte: { public_establishment: true },
      devis_items: quoteLines(
        LINES,
        library.map((r) => r.designation),
      ),
    };
    const timings: number[] = [];
    let stats: unknown;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/pricing/market-price/enrich-devis',
        headers,
        payload,
      });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200) {
        throw new Error(`enrich: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      if (i >= WARMUP) {
        timings.push(ms);
      }
      stats = (response.json() as { statistics: unknown }).statistics;
    }
    timings.sort((a, b) => a - b);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      lines: LINES,
      catalogue_products: PRODUCTS,
      library_items: library.length,
      iterations: ITERATIONS,
      enrich_ms: {
        p50: round(percentile(timings, 50)),
        p95: round(percentile(timings, 95)),
        max: round(timings.at(-1) ?? 0),
      },
      target_p95_ms: TARGET_P95_MS,
      statistics: stats,
    };
  } finally {
    await app.close();
  }
}

export async function runPricingBench() {
  const out: Record<string, unknown> = {};
  log('PGlite…');
  const lite = await openDatabase({ driver: 'pglite', dataDir: undefined });
  await lite.migrate();
  try {
    out.pglite = await runOn(lite);
  } finally {
    await lite.close();
  }
  if (process.env.BENCH_SKIP_PG === '1') {
    return out;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  const name = `batiao_bench_pricing_${Date.now()}`;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    out.postgres = { unavailable: (error as Error).message };
    await admin.end().catch(() => undefined);
    return out;
  }
  log('PostgreSQL…');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    await handle.migrate();
    out.postgres = await runOn(handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  return out;
}
