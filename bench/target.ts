// A server for the API benchmark, in its own process so that the load generator does not share
// its event loop: `app` is the real BatiAO app (in-memory PGlite, or DATABASE_URL), `hello` a bare
// Fastify route. With BENCH_API_TENDERS=N (app only), N tenders are built first the way the
// tenders bench builds them (bench/tenders.ts, buildTenders). Prints `READY <port> <token> <driver>`
// once listening.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildTenders, realRecords2024 } from './tenders.ts';

const mode = process.argv[2];
// A clean exit on SIGTERM, so that a server run with --cpu-prof writes its profile.
process.once('SIGTERM', () => process.exit(0));
if (mode === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0} -`);
} else {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: undefined });
  await database.migrate();
  const tenders = Number(process.env.BENCH_API_TENDERS ?? 0);
  if (tenders > 0) {
    const figures = await buildTenders(database.db, database.driver, realRecords2024(), tenders, new Date());
    console.error(`[api] ${database.driver}: ${figures.rows} tenders built in ${figures.total_s} s`);
  }
  // The production setting (ADR 015): TENDER_LIST_CACHE_MS, its default when unset.
  const { tenderListCacheMs } = parseConfig({ TENDER_LIST_CACHE_MS: process.env.TENDER_LIST_CACHE_MS });
  const app = await buildApp({
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    tenderListCacheMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      prenom: 'Bench',
      nom: 'Mark',
      email: `bench-${Date.now()}@example.fr`,
      metier: 'couvreur',
      zone_geographique: 'Lyon',
      password: 'bench-password-2026',
    },
  });
  const { token } = response.json() as { token: string };
  const address = app.server.address();
  console.error(`[api] ${database.driver}: TENDER_LIST_CACHE_MS=${tenderListCacheMs}`);
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0} ${token} ${database.driver}`);
}
