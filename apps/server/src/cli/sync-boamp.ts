// `npm run sync:boamp -- --from YYYY-MM-DD [--to YYYY-MM-DD]`: syncs BOAMP publication days by
// hand, with a progress bar, and records the run like the scheduled sync does.
import { parseArgs } from 'node:util';
import { createBoampClient } from '../integrations/boamp/client.ts';
import { systemClock } from '../lib/clock.ts';
import { syncBoamp, type SyncProgress } from '../modules/tenders/tenders-sync.service.ts';
import { SYNC_LOCK } from '../jobs/tender-sync.ts';
import { openCliDatabase } from './cli-database.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function bar(progress: SyncProgress): string {
  const width = 24;
  const done = Math.round((progress.daysDone / Math.max(1, progress.daysTotal)) * width);
  return (
    `[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${progress.daysDone}/${progress.daysTotal} jours · ${progress.day} · ` +
    `${progress.fetched} reçus, ${progress.inserted} nouveaux, ${progress.updated} mis à jour, ` +
    `${progress.skipped} hors BTP, ${progress.errors} erreurs`
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !DAY.test(values.from) || (values.to !== undefined && !DAY.test(values.to))) {
    console.error('Usage : npm run sync:boamp -- --from AAAA-MM-JJ [--to AAAA-MM-JJ]');
    process.exit(2);
  }
  const { config, database, close } = await openCliDatabase();
  const apiUrl = config.boamp.apiUrl;
  console.error(`Synchronisation BOAMP depuis ${apiUrl}`);
  try {
    const outcome = await database.withLock(SYNC_LOCK, () =>
      syncBoamp(
        { db: database.db, client: createBoampClient({ baseUrl: apiUrl }), clock: systemClock },
        {
          trigger: 'manual',
          from: values.from,
          to: values.to,
          backfillDays: config.boamp.backfillDays,
          onDay: (progress) => process.stderr.write(`\r${bar(progress)}`),
        },
      ),
    );
    process.stderr.write('\n');
    if (!outcome.acquired) {
      console.error('Une autre synchronisation BOAMP est en cours : réessayez quand elle sera finie.');
      process.exitCode = 1;
      return;
    }
    const result = outcome.value;
    console.log(JSON.stringify(result));
    if (result.status !== 'success') {
      console.error(`Échec : ${result.errorMessage ?? 'erreur inconnue'} (les jours déjà traités sont gardés).`);
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
