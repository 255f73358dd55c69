import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';

/** The retention purge of the privacy policy (issue 19): 13 months, 1 year, 10 years, 3 years. */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
type Row = Record<string, unknown>;
const query = async (text: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(text)) as unknown as { rows: Row[] }).rows;
const ago = (days: number) => new Date(clock.now().getTime() - days * 86_400_000).toISOString();

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(async () => ctx.close());

describe('purgeExpired', () => {
  it('deletes dated rows past their period and keeps the others', async () => {
    const user = await registerUser(ctx.app);
    const event = (page: string, days: number) =>
      ctx.database.db.execute(sql`insert into analytics_events (kind, name, session_id, user_id, page, occurred_at)
        values ('event', 'page_view', 's', ${user.user.id}, ${page}, ${ago(days)})`);
    await event('/vieux', 13 * 31 + 2);
    await event('/recent', 12 * 30);
    await ctx.database.db.execute(sql`insert into auth_attempts (key, count, window_start) values
      ('login:ip:1.1.1.1', 3, ${ago(370)}), ('login:ip:2.2.2.2', 1, ${ago(300)})`);
    await ctx.database.db.execute(sql`insert into outbox ("to", subject, text, created_at) values
      ('a@example.fr', 'ancien', 'x', ${ago(400)}), ('b@example.fr', 'récent', 'x', ${ago(10)})`);
    await ctx.database.db
      .execute(sql`insert into payments (user_id, provider, kind, provider_ref, amount_cents, status, created_at) values
      (null, 'test', 'checkout', 'cs_old', 3900, 'paid', ${ago(3660 + 30)}), (null, 'test', 'checkout', 'cs_kept', 3900, 'paid', ${ago(3000)})`);

    const result = await ctx.app.services.account.purgeExpired();
    expect(result.rows).toMatchObject({ analytics_events: 1, auth_attempts: 1, outbox: 1, payments: 1 });
    expect((await query(sql`select page from analytics_events`)).map((r) => r.page)).toEqual(['/recent']);
    expect((await query(sql`select key from auth_attempts where key like 'login:ip:%'`)).map((r) => r.key)).toEqual([
      'login:ip:2.2.2.2',
    ]);
    expect((await query(sql`select subject from outbox`)).map((r) => r.subject)).toEqual(['récent']);
    expect((await query(sql`select provider_ref from payments`)).map((r) => r.provider_ref)).toEqual(['cs_kept']);
  });

  it('deletes accounts unused for 3 years after their subscription, not the others', async () => {
    const idle = await registerUser(ctx.app);
    const recentlyUsed = await registerUser(ctx.app);
    const subscribed = await registerUser(ctx.app);
    const endedLately = await registerUser(ctx.app);
    const old = new Date(ago(3 * 366));
    for (const account of [idle, recentlyUsed, subscribed, endedLately]) {
      await ctx.database.db.update(users).set({ createdAt: old }).where(eq(users.id, account.user.id));
    }
    await ctx.database.db.execute(
      sql`insert into account_activity (user_id, last_seen_at) values (${idle.user.id}, ${ago(3 * 366)})`,
    );
    // A signed-in request records the use of the account.
    expect((await recentlyUsed.inject('/api/auth/me')).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionActive: true,
        subscriptionPlan: 'pro',
        subscriptionPeriodEnd: new Date(ago(-20)),
      })
      .where(eq(users.id, subscribed.user.id));
    await ctx.database.db
      .update(users)
      .set({ subscriptionStatus: 'canceled', subscriptionPeriodEnd: new Date(ago(400)) })
      .where(eq(users.id, endedLately.user.id));
    await ctx.database.db.execute(
      sql`insert into account_activity (user_id, last_seen_at) values (${endedLately.user.id}, ${ago(400)})`,
    );

    const result = await ctx.app.services.account.purgeExpired();
    expect(result.accounts).toBe(1);
    const left = (await query(sql`select id from users`)).map((r) => r.id);
    expect(left).not.toContain(idle.user.id);
    expect(left).toEqual(expect.arrayContaining([recentlyUsed.user.id, subscribed.user.id, endedLately.user.id]));
    expect((await idle.inject('/api/auth/me')).statusCode).toBe(401);
  });
});
