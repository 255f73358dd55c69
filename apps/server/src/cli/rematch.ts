// `npm run rematch [-- --from YYYY-MM-DD --to YYYY-MM-DD]`: recomputes the trades, trade fits and
// facets of the stored tenders (all, or those published in the range) after a change of the trade
// taxonomy or of the matching rules, with a progress bar. It takes the sync's lock, so that it never
// runs beside a sync, and on the embedded database the data-folder lock (the server must be stopped).
import { parseArgs } from 'node:util';
import { SYNC_LOCK } from '../jobs/tender-sync.ts';
import { rematchTenders, type RematchProgress } from '../modules/tenders/tenders-rematch.service.ts';
import { openCliDatabase } from './cli-database.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function bar(progress: RematchProgress): string {
  const width = 24;
  const done = Math.round((progress.done / Math.max(1, progress.total)) * width);
  return (
    `[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${progress.done}/${progress.total} avis · ` +
    `${progress.changed} modifiés`
  );
}

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = new Date(`${from}T00:00:00Z`); date.toISOString().slice(0, 10) <= to;) {
    days.push(date.toISOString().slice(0, 10));
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const badDay = [values.from, values.to].some((v) => v !== undefined && !DAY.test(v));
  if (badDay || (values.to !== undefined && values.from === undefined)) {
    console.error('Usage : npm run rematch [-- --from AAAA-MM-JJ [--to AAAA-MM-JJ]]');
    process.exit(2);
  }
  const days =
    values.from === undefined
      ? undefined
      : daysBetween(values.from, values.to ?? new Date().toISOString().slice(0, 10));
  const { database, close } = await openCliDatabase();
  console.error(
    days === undefined
      ? 'Recalcul des métiers de tous les avis enregistrés'
      : `Recalcul des métiers des avis publiés du ${days[0] ?? values.from} au ${days[days.length - 1] ?? values.to}`,
  );
  try {
    const outcome = await database.withLock(SYNC_LOCK, () =>
      rematchTenders(database.db, {
        ...(days ? { days } : {}),
        onProgress: (progress) => process.stderr.write(`\r${bar(progress)}`),
      }),
    );
    process.stderr.write('\n');
    if (!outcome.acquired) {
      console.error('Une synchronisation BOAMP est en cours : réessayez quand elle sera finie.');
      process.exitCode = 1;
      return;
    }
    console.log(JSON.stringify(outcome.value));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
