// A server for the API benchmark, in its own process so that the load generator does not share
// its event loop: `app` is the real BatiAO app (in-memory PGlite, or DATABASE_URL), `hello` a bare
// Fastify route. Prints `READY <port> <token>` once listening.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const mode = process.argv[2];
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
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
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
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0} ${token} ${database.driver}`);
}
