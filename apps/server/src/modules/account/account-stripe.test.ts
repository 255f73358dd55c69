import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkoutResponseSchema } from '@batiao/shared/contracts/billing';
import { users } from '../../db/schema/index.ts';
import { startStripeTestServer, type StripeTestServer } from '../../test/servers/stripe.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';

/** Erasure of an account that pays through Stripe: the customer is deleted at Stripe (issue 19). */

const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
let stripe: StripeTestServer;
let ctx: TestContext;

beforeAll(async () => {
  stripe = await startStripeTestServer();
  ctx = await buildTestApp({
    clock,
    publicUrl: 'https://app.batiao.test',
    payments: { stripeSecretKey: stripe.secretKey, stripeWebhookSecret: 'whsec_account_test', testMode: false },
    stripe: { host: stripe.host, port: stripe.port, protocol: stripe.protocol },
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

async function subscribe(account: TestUser) {
  const checkout = checkoutResponseSchema.parse(
    (await account.inject({ method: 'POST', url: '/api/payments/checkout', payload: { plan: 'pro' } })).json(),
  );
  stripe.completeSession(checkout.session_id, clock.now());
  const verify = await account.inject({
    method: 'POST',
    url: '/api/payments/verify-payment',
    payload: { session_id: checkout.session_id },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
  return { customerId: row?.stripeCustomerId ?? '', subscriptionId: row?.stripeSubscriptionId ?? '' };
}

type Row = Record<string, unknown>;
const query = async (text: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(text)) as unknown as { rows: Row[] }).rows;

describe('DELETE /api/account with a Stripe subscription', () => {
  it('deletes the Stripe customer (its subscription canceled), then the account; the payment stays, anonymised', async () => {
    const account = await registerUser(ctx.app);
    const { customerId, subscriptionId } = await subscribe(account);
    expect(customerId).toMatch(/^cus_/);
    const exported = (await account.inject('/api/account/export?format=json')).json<{ data: Record<string, Row[]> }>();
    expect(exported.data.paiements?.[0]).toMatchObject({ provider: 'stripe', status: 'paid' });

    const res = await account.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: account.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const payments = await query(sql`select user_id, provider, amount_cents from payments`);
    expect(payments).toEqual([{ user_id: null, provider: 'stripe', amount_cents: 4900 }]);
    expect(await query(sql`select 1 from users where id = ${account.user.id}`)).toHaveLength(0);
  });

  it('goes on when Stripe no longer knows the customer', async () => {
    const account = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ stripeCustomerId: 'cus_gone_already' })
      .where(eq(users.id, account.user.id));
    const res = await account.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: account.password },
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('keeps the account when Stripe cannot be reached, with a French message', async () => {
    const account = await registerUser(ctx.app);
    const { customerId } = await subscribe(account);
    await stripe.close();
    const res = await account.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: account.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ detail: string }>().detail).toContain('le compte n’a pas été supprimé');
    expect(await query(sql`select 1 from users where stripe_customer_id = ${customerId}`)).toHaveLength(1);
    stripe = await startStripeTestServer();
  });
});
