import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { testDatabaseUrl } from '../config/env.ts';

/**
 * A migrated database of its own for one test file: an in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped at close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await handle.migrate();
    return handle;
  }
  const name = `batiao_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
