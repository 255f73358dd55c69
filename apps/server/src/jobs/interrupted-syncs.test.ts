import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { ingestionRuns } from '../db/schema/index.ts';
import { SYNC_INTERRUPTED } from '../modules/tenders/tenders-sync.service.ts';
import { createTestClock } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { recoverInterruptedSyncs, SYNC_LOCK } from './tender-sync.ts';

// A sync killed with its process (kill -9, crash, power cut) left its run « running » for ever; the
// next start marks it failed. A sync another process is running (PostgreSQL) holds the lock and is
// left alone.
const clock = createTestClock(new Date('2026-03-02T08:00:00Z'));
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function insertRun(status: string, lastDaySynced: string | null): Promise<number> {
  const [row] = await database.db
    .insert(ingestionRuns)
    .values({
      source: 'boamp',
      trigger: 'schedule',
      status,
      fromDate: '2026-02-20',
      toDate: '2026-03-01',
      lastDaySynced,
      startedAt: new Date('2026-03-01T10:00:00Z'),
    })
    .returning({ id: ingestionRuns.id });
  return row?.id ?? 0;
}

async function run(id: number) {
  const [row] = await database.db.select().from(ingestionRuns).where(eq(ingestionRuns.id, id));
  return row;
}

describe('sync runs interrupted by a killed process', () => {
  it('are left alone while a sync holds the lock (it may be running in another process)', async () => {
    const live = await insertRun('running', '2026-02-25');
    const outcome = await database.withLock(SYNC_LOCK, () => recoverInterruptedSyncs(database, clock));
    expect(outcome).toEqual({ acquired: true, value: 0 });
    expect((await run(live))?.status).toBe('running');
    await database.db.delete(ingestionRuns).where(eq(ingestionRuns.id, live));
  });

  it('are marked failed at start, keeping the days they synced; finished runs are untouched', async () => {
    const killed = await insertRun('running', '2026-02-25');
    const done = await insertRun('success', '2026-03-01');
    expect(await recoverInterruptedSyncs(database, clock)).toBe(1);
    expect(await run(killed)).toMatchObject({
      status: 'failed',
      errorMessage: SYNC_INTERRUPTED,
      finishedAt: clock.now(),
      lastDaySynced: '2026-02-25',
    });
    expect(await run(done)).toMatchObject({ status: 'success', errorMessage: null, finishedAt: null });
    // Nothing left to recover.
    expect(await recoverInterruptedSyncs(database, clock)).toBe(0);
  });
});
