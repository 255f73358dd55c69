import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { createBoampClient } from '../integrations/boamp/client.ts';
import type { Clock } from '../lib/clock.ts';
import {
  failInterruptedRuns,
  syncBoamp,
  type SyncDeps,
  type SyncResult,
} from '../modules/tenders/tenders-sync.service.ts';

export const SYNC_LOCK = 'batiao:boamp-sync';

/**
 * The sync runs a killed process left « running » are marked failed. Under the sync lock no run
 * can be alive, so all of them are; when another process holds it (PostgreSQL), it is syncing and
 * nothing is touched: the next run, which takes the lock, does it.
 */
export async function recoverInterruptedSyncs(database: DatabaseHandle, clock: Clock): Promise<number> {
  const outcome = await database.withLock(SYNC_LOCK, () => failInterruptedRuns(database.db, clock.now()));
  return outcome.acquired ? outcome.value : 0;
}

export interface TenderSyncJobOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  apiUrl: string;
  cron: string;
  backfillDays: number;
  /** The alerts: told of each day's new tenders. */
  onNewTenders?: SyncDeps['onNewTenders'];
}

/**
 * The scheduled BOAMP sync: at start, then on the cron. Only one sync runs at a time (PostgreSQL
 * advisory lock across processes); a run that finds the lock taken is skipped. A failed run is
 * logged and the app goes on with what it has.
 */
export function startTenderSyncJob(options: TenderSyncJobOptions): { stop: () => Promise<void> } {
  const client = createBoampClient({ baseUrl: options.apiUrl });
  let running: Promise<unknown> = Promise.resolve();

  const run = async (trigger: 'schedule' | 'start'): Promise<void> => {
    const outcome = await options.database.withLock(SYNC_LOCK, async () => {
      // A run another process left « running » when it was killed (none can be alive here).
      const interrupted = await failInterruptedRuns(options.database.db, options.clock.now());
      if (interrupted > 0) {
        options.log.warn({ interrupted }, 'synchronisations BOAMP interrompues marquées en échec');
      }
      return syncBoamp(
        { db: options.database.db, client, clock: options.clock, onNewTenders: options.onNewTenders },
        { trigger, backfillDays: options.backfillDays },
      );
    });
    if (!outcome.acquired) {
      options.log.info('synchronisation BOAMP déjà en cours ailleurs : ignorée');
      return;
    }
    const result: SyncResult = outcome.value;
    const level = result.status === 'success' ? 'info' : 'warn';
    options.log[level](
      { sync: result },
      `synchronisation BOAMP ${result.status === 'success' ? 'terminée' : 'en échec'}`,
    );
  };

  const launch = (trigger: 'schedule' | 'start') => {
    running = run(trigger).catch((err: unknown) => options.log.error({ err }, 'synchronisation BOAMP en erreur'));
  };

  const cron = new Cron(options.cron, { protect: true, timezone: 'Europe/Paris' }, () => launch('schedule'));
  launch('start');
  return {
    async stop() {
      cron.stop();
      // A sync commits day by day: waiting a little lets the current day finish, not the whole run.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}
