import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { tenders, type NewTenderRow } from '../../db/schema/index.ts';
import { tenderRow } from '../../test/fixtures/tenders.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { countTenders, listTenders, upsertTender, type TenderPageQuery } from './tenders.queries.ts';

// The list reads `tender_facets`, kept by triggers on `tenders` (ADR 006): whatever writes a
// tender (sync, rectificatif, annulation, demo seed, a fix by hand), the list follows at once.
const NOW = new Date('2026-11-22T09:00:00Z');
const DAY = 86_400_000;
let handle: DatabaseHandle;

const tender = (sourceId: string, overrides: Partial<NewTenderRow> = {}) => tenderRow(sourceId, NOW, overrides);

function query(overrides: Partial<TenderPageQuery> = {}): TenderPageQuery {
  return {
    metier: 'couvreur',
    departements: ['69', '01'],
    q: undefined,
    status: 'all',
    now: NOW,
    sort: 'deadline',
    userDepartement: '69',
    neighbours: ['01'],
    limit: 50,
    offset: 0,
    ...overrides,
  };
}

async function ids(overrides: Partial<TenderPageQuery> = {}) {
  return (await listTenders(handle.db, query(overrides))).map((t) => t.sourceId);
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe('the tender list follows every write of a tender', () => {
  it('lists a new tender in its zone and in all of France, once, even in two départements of the zone', async () => {
    await upsertTender(handle.db, tender('A', { departements: ['69', '01'] }));
    await upsertTender(handle.db, tender('B', { departements: ['75'] }));
    expect(await ids()).toEqual(['A']);
    expect((await ids({ departements: undefined })).sort()).toEqual(['A', 'B']);
    const counters = await countTenders(handle.db, query());
    expect(counters).toEqual({ total: 1, active: 1, urgent: 0, filtered: 1 });
  });

  it('moves a tender when a rectificatif changes its deadline, its départements or its status', async () => {
    await upsertTender(
      handle.db,
      tender('A', { departements: ['69', '01'], deadline: new Date(NOW.getTime() + 3 * DAY) }),
    );
    expect(await ids({ status: 'urgent' })).toEqual(['A']);
    expect(await ids({ status: 'active' })).toEqual([]);

    await upsertTender(handle.db, tender('A', { departements: ['13'], deadline: new Date(NOW.getTime() + 3 * DAY) }));
    expect(await ids()).toEqual([]);
    expect(await ids({ departements: ['13'] })).toEqual(['A']);

    await handle.db.update(tenders).set({ status: 'cancelled' }).where(eq(tenders.sourceId, 'A'));
    expect(await ids({ departements: ['13'] })).toEqual(['A']);
    expect(await ids({ departements: ['13'], status: 'urgent' })).toEqual([]);
  });

  it('drops a tender from the list when its trade is no longer matched, and when it is deleted', async () => {
    await upsertTender(handle.db, tender('C', { trades: ['plombier'], tradeFit: { plombier: 80 } }));
    expect(await ids({ metier: 'plombier' })).toEqual(['C']);
    await upsertTender(handle.db, tender('C'));
    expect(await ids({ metier: 'plombier' })).toEqual([]);
    expect(await ids()).toContain('C');
    await handle.db.delete(tenders).where(eq(tenders.sourceId, 'C'));
    expect(await ids()).not.toContain('C');
  });

  it('sorts by score from the trade fit the tender holds now', async () => {
    await upsertTender(handle.db, tender('D', { departements: ['01'], tradeFit: { couvreur: 20 } }));
    await upsertTender(handle.db, tender('E', { departements: ['01'], tradeFit: { couvreur: 100 } }));
    const byScore = await ids({ sort: 'score', departements: ['01'] });
    expect(byScore.indexOf('E')).toBeLessThan(byScore.indexOf('D'));
    await upsertTender(handle.db, tender('D', { departements: ['01'], tradeFit: { couvreur: 100 } }));
    await upsertTender(handle.db, tender('E', { departements: ['01'], tradeFit: { couvreur: 10 } }));
    const after = await ids({ sort: 'score', departements: ['01'] });
    expect(after.indexOf('D')).toBeLessThan(after.indexOf('E'));
  });

  it('pages by deadline through a zone: upcoming, then without deadline, then expired, each tender once', async () => {
    const at = (days: number) => new Date(NOW.getTime() + days * DAY);
    const rows: [string, string[], Date | null][] = [
      ['P1', ['42'], at(2)],
      ['P2', ['43', '42'], at(5)],
      ['P3', ['43'], at(9)],
      ['P4', ['42'], null],
      ['P5', ['43'], null],
      ['P6', ['42', '43'], at(-1)],
      ['P7', ['43'], at(-4)],
    ];
    for (const [id, departements, deadline] of rows) {
      await upsertTender(
        handle.db,
        tender(id, { departements, deadline, trades: ['vitrier'], tradeFit: { vitrier: 70 } }),
      );
    }
    const zone = { metier: 'vitrier', departements: ['42', '43'] };
    const pages: string[] = [];
    for (let offset = 0; offset < 8; offset += 2) {
      pages.push(...(await ids({ ...zone, limit: 2, offset })));
    }
    // Tender ids are random UUIDs: P4 and P5 (no deadline) come in id order, whichever it is.
    expect(pages.slice(0, 3)).toEqual(['P1', 'P2', 'P3']);
    expect(pages.slice(3, 5).sort()).toEqual(['P4', 'P5']);
    expect(pages.slice(5)).toEqual(['P7', 'P6']);
    expect(await ids({ ...zone, status: 'expired' })).toEqual(['P7', 'P6']);
    expect(await ids({ ...zone, status: 'urgent' })).toEqual(['P1', 'P2']);
    expect(await ids({ ...zone, status: 'active' })).toEqual(['P3', ...pages.slice(3, 5)]);
    expect(await countTenders(handle.db, query({ ...zone }))).toEqual({ total: 7, active: 3, urgent: 2, filtered: 7 });
  });
});
