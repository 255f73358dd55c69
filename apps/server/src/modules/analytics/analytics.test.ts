import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsSummarySchema } from '@batiao/shared/contracts/analytics';
import { analyticsEvents, cookieConsents, users } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { retentionCutoff, truncateIp } from './analytics.service.ts';

const clock = createTestClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
const CONSENT = { 'x-analytics-consent': 'granted' };

function pageView(page: string, sessionId = 'session-aaaa-1', extra: Record<string, unknown> = {}) {
  return {
    event: 'page_view',
    properties: {
      timestamp: '2026-11-20T08:59:58.000Z',
      sessionId,
      page,
      referrer: null,
      viewport: { width: 390, height: 800 },
      device: 'mobile',
      ...extra,
    },
  };
}

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = CONSENT,
  remoteAddress = '203.0.113.77',
) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

beforeAll(async () => {
  ctx = await buildTestApp({ clock, analyticsPerMinute: 30 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('consent first', () => {
  it('refuses an event or a metric without the consent header, and stores nothing', async () => {
    const event = await post('/api/analytics/events', pageView('/'), {});
    expect(event.statusCode).toBe(403);
    expect(event.json().detail).toContain('n’a pas accepté');
    const refused = await post('/api/analytics/events', pageView('/'), { 'x-analytics-consent': 'denied' });
    expect(refused.statusCode).toBe(403);
    const metric = await post(
      '/api/analytics/metrics',
      {
        type: 'page_load',
        data: { sessionId: 'session-aaaa-1', page: '/', load_ms: 100, device: 'mobile' },
        timestamp: '2026-11-20T09:00:00Z',
      },
      {},
    );
    expect(metric.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('stores a consented event with a truncated address, never the address', async () => {
    const response = await post('/api/analytics/events', pageView('/tenders', 'session-bbbb-2', { depth: 50 }));
    expect(response.statusCode).toBe(202);
    const [row] = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, 'session-bbbb-2'));
    expect(row).toMatchObject({
      kind: 'event',
      name: 'page_view',
      page: '/tenders',
      device: 'mobile',
      ipPrefix: '203.0.113.0',
    });
    expect(row?.properties).toEqual({ depth: 50 });
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });
});

describe('bad payloads', () => {
  it('refuses unknown events, bad pages, extra-long values and big bodies', async () => {
    expect((await post('/api/analytics/events', { ...pageView('/'), event: 'keystroke' })).statusCode).toBe(422);
    expect((await post('/api/analytics/events', pageView('https://evil.example/x'))).statusCode).toBe(422);
    expect((await post('/api/analytics/events', pageView('/?email=a@b.fr'))).statusCode).toBe(422);
    expect((await post('/api/analytics/events', pageView('/', 'x'))).statusCode).toBe(422);
    expect(
      (await post('/api/analytics/events', pageView('/', 'session-cccc-3', { note: 'x'.repeat(300) }))).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/analytics/events', pageView('/', 'session-cccc-3', { nested: { a: 1 } }))).statusCode,
    ).toBe(422);
    expect((await post('/api/analytics/events', { event: 'page_view' })).statusCode).toBe(422);
    const big = await post('/api/analytics/events', pageView('/', 'session-cccc-3', { a: 'y'.repeat(5000) }));
    expect(big.statusCode).toBe(413);
    const metric = await post('/api/analytics/metrics', {
      type: 'page_load',
      data: { sessionId: 'session-cccc-3', page: '/', load_ms: -4, device: 'desktop' },
      timestamp: '2026-11-20T09:00:00Z',
    });
    expect(metric.statusCode).toBe(422);
  });
});

describe('rate limit', () => {
  it('answers 429 past the calls allowed per network and minute, then accepts again', async () => {
    const address = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await post('/api/analytics/events', pageView('/', 'session-dddd-4'), CONSENT, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another machine of the same /24 shares the budget; another network does not.
    expect((await post('/api/analytics/events', pageView('/'), CONSENT, '198.51.100.10')).statusCode).toBe(429);
    expect((await post('/api/analytics/events', pageView('/'), CONSENT, '192.0.2.1')).statusCode).toBe(202);
    clock.advance(61_000);
    expect((await post('/api/analytics/events', pageView('/'), CONSENT, address)).statusCode).toBe(202);
  });
});

describe('proof of consent', () => {
  it('keeps a signed-in user’s choice; refuses it anonymous or malformed', async () => {
    const user = await registerUser(ctx.app);
    const choice = {
      essential: true,
      analytics: false,
      marketing: false,
      timestamp: '2026-11-20T08:58:00.000Z',
      version: '1.0',
    };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/analytics/consent', payload: choice })).statusCode).toBe(
      401,
    );
    expect(
      (await user.inject({ method: 'PUT', url: '/api/analytics/consent', payload: { ...choice, version: '2' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await user.inject({ method: 'PUT', url: '/api/analytics/consent', payload: { ...choice, essential: false } }))
        .statusCode,
    ).toBe(422);
    const saved = await user.inject({ method: 'PUT', url: '/api/analytics/consent', payload: choice });
    expect(saved.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(cookieConsents).where(eq(cookieConsents.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ essential: true, analytics: false, marketing: false, version: '1.0' });
  });
});

describe('audience for the admin', () => {
  it('counts page views, the funnel and slow pages of consenting sessions', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const visitor = await registerUser(ctx.app);
    await post('/api/analytics/events', pageView('/', 'session-funnel-1'));
    // After signing up, the same tab's events carry the account.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: pageView('/tenders/0b0d6f5e-1111-4000-8000-000000000001', 'session-funnel-1'),
      headers: { ...CONSENT, authorization: visitor.authorization },
      remoteAddress: '203.0.113.5',
    });
    for (const ms of [800, 4200]) {
      await post('/api/analytics/metrics', {
        type: 'page_load',
        data: { sessionId: 'session-funnel-1', page: '/tenders', load_ms: ms, device: 'desktop' },
        timestamp: '2026-11-20T09:00:00Z',
      });
    }
    const summary = analyticsSummarySchema.parse((await admin.inject('/api/admin/analytics')).json());
    expect(summary.funnel.map((s) => [s.step, s.sessions])).toEqual([
      // The earlier tests' sessions on / (session-aaaa-1, session-dddd-4) and this one.
      ['landing', 3],
      ['register', 1],
      ['tender', 1],
      ['subscription', 0],
      ['generation', 0],
    ]);
    expect(summary.slow_pages).toEqual([{ page: '/tenders', loads: 2, slow: 1, avg_ms: 2500 }]);
    expect(summary.page_views.reduce((n, d) => n + d.views, 0)).toBeGreaterThan(30);
    expect(summary.top_pages[0]).toMatchObject({ page: '/' });
  });
});

describe('retention', () => {
  it('purges what is older than 13 months and keeps the rest', async () => {
    const db = ctx.database.db;
    const base = { kind: 'event', name: 'page_view', sessionId: 'session-old-1', page: '/', occurredAt: new Date() };
    await db.insert(analyticsEvents).values([
      { ...base, receivedAt: new Date('2025-10-01T00:00:00Z') },
      { ...base, receivedAt: new Date('2025-10-25T00:00:00Z') },
    ]);
    const before = (await db.select().from(analyticsEvents)).length;
    // The clock is on 2026-11-20: 13 months back is 2025-10-20.
    expect(retentionCutoff(clock.now()).toISOString().slice(0, 10)).toBe('2025-10-20');
    expect(await ctx.app.services.analytics.purgeExpired()).toBe(1);
    expect((await db.select().from(analyticsEvents)).length).toBe(before - 1);
  });

  it('truncates addresses to their network', () => {
    expect(truncateIp('192.168.10.42')).toBe('192.168.10.0');
    expect(truncateIp('::ffff:10.1.2.3')).toBe('10.1.2.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
  });
});
