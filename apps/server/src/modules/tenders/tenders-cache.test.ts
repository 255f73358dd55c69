import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardStatsSchema, tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { tenders, users, type NewTenderRow } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { tenderRow } from '../../test/fixtures/tenders.ts';
import { upsertTender } from './tenders.queries.ts';

// With TENDER_LIST_CACHE_MS (ADR 015), the list's and the dashboard's reads are reused for that
// long: a new tender shows once they are older than that, and what depends on the instant or the
// user (deadline status, days left, score) is always computed for the request.
const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const DAY = 86_400_000;
const TTL = 5000;
let ctx: TestContext;
let authorization: string;

const tender = (sourceId: string, overrides: Partial<NewTenderRow> = {}) => tenderRow(sourceId, clock.now(), overrides);

async function list(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/tenders${query}`, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return tenderListResponseSchema.parse(response.json());
}

async function stats() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return dashboardStatsSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, tenderListCacheMs: TTL });
  ({ authorization } = await registerUser(ctx.app));
  await upsertTender(ctx.database.db, tender('C-1'));
});

afterAll(async () => {
  await ctx.close();
});

describe('the tender list read cache', () => {
  it('shows a new tender once the reads are older than TENDER_LIST_CACHE_MS, and the counters with it', async () => {
    expect((await list()).items.map((t) => t.title)).toEqual(['Réfection de couverture C-1']);
    expect((await stats()).total_tenders).toBe(1);
    await upsertTender(ctx.database.db, tender('C-2', { deadline: new Date(clock.now().getTime() + 2 * DAY) }));

    clock.advance(TTL - 1);
    expect((await list()).counters.total).toBe(1);
    expect((await stats()).total_tenders).toBe(1);
    // Another query (another page size) reads for itself.
    expect((await list('?page_size=10')).counters.total).toBe(2);

    clock.advance(1);
    const fresh = await list();
    expect(fresh.items.map((t) => t.title)).toEqual(['Réfection de couverture C-2', 'Réfection de couverture C-1']);
    expect(fresh.counters).toMatchObject({ total: 2, urgent: 1, active: 1 });
    expect(await stats()).toMatchObject({ total_tenders: 2, urgent_tenders: 1 });
  });

  it('computes the days left, the deadline status and the score for the request, not from the kept reads', async () => {
    await upsertTender(
      ctx.database.db,
      tender('C-4', { deadline: new Date(clock.now().getTime() + DAY + TTL + 2000) }),
    );
    clock.advance(TTL);
    const deadlineIn = (await list()).items.find((t) => t.title.endsWith('C-4'));
    expect(deadlineIn).toMatchObject({ days_left: 2, deadline_status: 'urgent' });
    await ctx.database.db.update(tenders).set({ title: 'Réfection modifiée' }).where(eq(tenders.sourceId, 'C-4'));

    // Three seconds later, within the reads' lifetime: the same reads, under 24 h left now.
    clock.advance(3000);
    const kept = (await list()).items.find((t) => t.id === deadlineIn?.id);
    expect(kept).toMatchObject({ title: deadlineIn?.title, days_left: 1, deadline_status: 'urgent' });
    expect(kept?.compatibility_analysis.ai_message).toContain('clôture sous 24 h');

    // A clock set back reads again.
    clock.advance(-10_000);
    expect((await list()).items.find((t) => t.id === deadlineIn?.id)?.title).toBe('Réfection modifiée');
  });

  it('scores the kept cards for each user’s own dossier', async () => {
    clock.advance(TTL);
    const mine = await list();
    const other = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ dossierCompletion: 80 }).where(eq(users.id, other.user.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenders',
      headers: { authorization: other.authorization },
    });
    const theirs = tenderListResponseSchema.parse(response.json());
    expect(theirs.items.map((t) => t.id)).toEqual(mine.items.map((t) => t.id));
    expect(theirs.items[0]?.compatibility_analysis.ai_message).toContain('dossier complet à 80 %');
    expect(mine.items[0]?.compatibility_analysis.ai_message).toContain('dossier complet à 0 %');
    expect((await list()).items[0]?.compatibility_analysis).toEqual(mine.items[0]?.compatibility_analysis);
  });

  it('does not share one user’s zone with another', async () => {
    await upsertTender(ctx.database.db, tender('C-3', { departements: ['29'] }));
    clock.advance(TTL);
    const lyon = await list();
    const brest = await registerUser(ctx.app, { zone_geographique: 'Brest' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenders',
      headers: { authorization: brest.authorization },
    });
    const brestList = tenderListResponseSchema.parse(response.json());
    expect(lyon.items.map((t) => t.departements[0])).not.toContain('29');
    expect(brestList.items.map((t) => t.title)).toEqual(['Réfection de couverture C-3']);
  });
});
