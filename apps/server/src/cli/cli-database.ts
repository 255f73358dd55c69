import { loadConfig, type Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir.ts';

/**
 * The database for a command-line task, migrated. On the embedded database the task takes the
 * data-folder lock like the server does, so it refuses to run while the server holds the folder
 * (two processes on one PGlite folder lose data).
 */
export async function openCliDatabase(): Promise<{
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
}> {
  const config = loadConfig();
  let release = () => undefined as void;
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(
          `Impossible : le serveur BatiAO utilise la base embarquée (${config.dataDir}).\n` +
            'Arrêtez le serveur avant de lancer cette commande, ou utilisez PostgreSQL (DATABASE_URL).',
        );
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  return {
    config,
    database,
    async close() {
      await database.close();
      release();
    },
  };
}
