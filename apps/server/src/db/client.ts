import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath: queries are written once for both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations; idempotent. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` only if no other holder of `name` runs: a PostgreSQL advisory lock (so one process
   * of many), or an in-process lock on PGlite (which is one process only).
   */
  withLock: <T>(name: string, fn: () => Promise<T>) => Promise<{ acquired: true; value: T } | { acquired: false }>;
  close: () => Promise<void>;
}

function inProcessLocks(): DatabaseHandle['withLock'] {
  const held = new Set<string>();
  return async (name, fn) => {
    if (held.has(name)) {
      return { acquired: false };
    }
    held.add(name);
    try {
      return { acquired: true, value: await fn() };
    } finally {
      held.delete(name);
    }
  };
}

/** The contrib extensions the migrations create (0000_extensions.sql). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests). `loadDataDir`: a data directory
   * dumped by `dumpDataDir()` to start from instead of an empty cluster (the tests' migrated image).
   */
  | { driver: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      async withLock(name, fn) {
        // Session-level advisory lock on a dedicated connection, released on the same one.
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
            name,
          ]);
          if (!rows[0]?.ok) {
            return { acquired: false };
          }
          try {
            return { acquired: true, value: await fn() };
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, 'db') : undefined,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    withLock: inProcessLocks(),
    close: () => client.close(),
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
