import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { testDatabaseUrl } from '../config/env.ts';

/**
 * Test databases. Replaying the migrations for every test file is slow (a PGlite initdb alone
 * takes seconds), so the migrated database is built once and copied:
 * - PGlite: a dump of a migrated in-memory database (`dumpDataDir`), kept in the temp folder and
 *   loaded by each test file (`loadDataDir`);
 * - PostgreSQL (TEST_DATABASE_URL): a template database, `batiao_template_<key>`, that each test
 *   database is created from (`CREATE DATABASE … TEMPLATE …`).
 * Both are named by a hash of the migration files, so a changed or new migration builds a new one.
 * The vitest globalSetup (global-setup.ts) builds it before the workers start; a test file that
 * finds none (another runner, a migration added during the run) builds it itself. Each test
 * database still runs `migrate()`, a no-op on an up-to-date copy.
 */

/** Bump when the way the copies are built changes, so that older ones are not reused. */
const IMAGE_FORMAT = 1;
const IMAGE_DIR = path.join(os.tmpdir(), 'batiao-test-db');
const DAY_MS = 24 * 60 * 60 * 1000;

let migrationsKey: Promise<string> | undefined;

/** 16 hex digits of a hash of the migration journal and SQL files (what `migrate()` applies). */
export function migrationsHash(): Promise<string> {
  migrationsKey ??= (async () => {
    const hash = createHash('sha256').update(`format ${IMAGE_FORMAT}\n`);
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of [...files, 'meta/_journal.json']) {
      hash.update(`${file}\n`).update(await readFile(path.join(MIGRATIONS_DIR, file)));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsKey;
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped at close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite', dataDir: undefined, loadDataDir: await pgliteImage() });
    await handle.migrate();
    return handle;
  }
  const template = await postgresTemplate(serverUrl);
  const name = `batiao_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Builds the migrated copy of the database the suite runs on, once for all test files. */
export async function prepareTestDatabases(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    await postgresTemplate(serverUrl);
  } else {
    await pgliteImage();
    await pruneImages();
  }
}

// --- PGlite ----------------------------------------------------------------------------------

async function pgliteImagePath(): Promise<string> {
  // The data folder's format is PGlite's (its PostgreSQL version): a new PGlite, a new image.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(await readFile(path.join(path.dirname(pglite), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(IMAGE_DIR, `pglite-${version}-${await migrationsHash()}.tar`);
}

async function pgliteImage(): Promise<Blob> {
  const file = await pgliteImagePath();
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    // Uncompressed: a few more megabytes on disk, a second less to load in each test file.
    const image = await client.dumpDataDir('none');
    // Written aside then renamed, so that a parallel run never reads half a file.
    await mkdir(IMAGE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  } finally {
    await client.close();
  }
}

/** Removes the images of older migrations and PGlite versions (a day untouched). */
async function pruneImages(): Promise<void> {
  const current = path.basename(await pgliteImagePath());
  for (const name of await readdir(IMAGE_DIR)) {
    const file = path.join(IMAGE_DIR, name);
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    );
    if (name !== current && Date.now() - modified > DAY_MS) {
      await rm(file, { force: true });
    }
  }
}

// --- PostgreSQL ------------------------------------------------------------------------------

const templates = new Map<string, Promise<string>>();

/**
 * The name of the migrated template database on that server, created if missing. Templates of
 * older migrations stay on the server (another checkout may still use them); to drop one:
 * `ALTER DATABASE … IS_TEMPLATE false; DROP DATABASE …`.
 */
function postgresTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = createPostgresTemplate(serverUrl);
    templates.set(serverUrl, template);
  }
  return template;
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `batiao_template_${await migrationsHash()}`;
  return onServer(serverUrl, async (admin) => {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (await exists()) {
      return name;
    }
    // One builder at a time across processes; the others wait, then find it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    if (await exists()) {
      return name;
    }
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, building), poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    // No connection may stay on a template: CREATE DATABASE … TEMPLATE refuses a database in use.
    await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
    await whenUnused(admin, building);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
    return name;
  });
}

/** Waits for the sessions just closed on `database` to end on the server side. */
async function whenUnused(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rowCount } = await admin.query('select 1 from pg_stat_activity where datname = $1', [database]);
    if (!rowCount) {
      return;
    }
    await sleep(50);
  }
  throw new Error(`${database} is still in use`);
}

/** Runs `fn` on a connection of its own to the server's maintenance database. */
async function onServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
