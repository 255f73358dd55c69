import type { FastifyBaseLogger } from 'fastify';
import type { StorageOwner, StorageService } from '../modules/storage/storage.service.ts';

/** The sweep runs at start, then every six hours. */
export const STORAGE_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * The orphan-file sweep (ADR 013): files under the storage directory that no row references
 * (documents, reference photos, response PDFs) and older than an hour are deleted; logged with
 * the count. A failure is logged and the next run tries again.
 */
export function startStorageSweepJob(options: {
  storage: Pick<StorageService, 'sweepOrphans'>;
  owners: StorageOwner[];
  log: FastifyBaseLogger;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= options.storage
      .sweepOrphans(options.owners)
      .then((result) => {
        const level = result.deleted + result.temporaries > 0 ? 'warn' : 'info';
        options.log[level]({ sweep: result }, `fichiers orphelins supprimés : ${result.deleted + result.temporaries}`);
      })
      .catch((err: unknown) => options.log.error({ err }, 'nettoyage des fichiers orphelins en erreur'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? STORAGE_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
