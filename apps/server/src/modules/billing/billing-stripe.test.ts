import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingUsageSchema, checkoutResponseSchema } from '@batiao/shared/contracts/billing';
import { STRIPE_RENEWAL_GRACE_DAYS } from '@batiao/shared/domain/plans';
import { billingEvents, users } from '../../db/schema/index.ts';
import { createStripeClient, stripeWebhooks } from '../../integrations/stripe/client.ts';
import { startStripeTestServer, type StripeTestServer } from '../../test/servers/stripe.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { listAudit, listPayments } from './billing.queries.ts';
import { TEST_MODE_OFF } from './billing.service.ts';

const WEBHOOK_SECRET = 'whsec_batiao_test_secret';
const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
let stripe: StripeTestServer;
let ctx: TestContext;
type Account = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  stripe = await startStripeTestServer();
  ctx = await buildTestApp({
    clock,
    publicUrl: 'https://app.batiao.test',
    payments: { stripeSecretKey: stripe.secretKey, stripeWebhookSecret: WEBHOOK_SECRET, testMode: false },
    stripe: { host: stripe.host, port: stripe.port, protocol: stripe.protocol },
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const auth = (account: Account) => ({ authorization: account.authorization });

async function startCheckout(account: Account, plan = 'pro') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    payload: { plan },
    headers: auth(account),
  });
  expect(res.statusCode).toBe(200);
  return checkoutResponseSchema.parse(res.json());
}

async function verify(account: Account, sessionId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify-payment',
    payload: { session_id: sessionId },
    headers: auth(account),
  });
}

async function usage(account: Account) {
  return billingUsageSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/billing/usage', headers: auth(account) })).json(),
  );
}

function event(id: string, type: string, object: object, created = clock.now()) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    data: { object },
  });
}

async function sendWebhook(payload: string, signature: string | null = sign(payload)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

function sign(payload: string, secret = WEBHOOK_SECRET) {
  return stripeWebhooks.generateTestHeaderString({ payload, secret });
}

/** Subscribes through Stripe Checkout (the customer pays on the hosted page), then the return. */
async function subscribe(account: Account, plan = 'pro') {
  const checkout = await startCheckout(account, plan);
  stripe.completeSession(checkout.session_id, clock.now());
  expect((await verify(account, checkout.session_id)).statusCode).toBe(200);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
  if (!row?.stripeSubscriptionId) {
    throw new Error('no subscription');
  }
  return { sessionId: checkout.session_id, subscriptionId: row.stripeSubscriptionId, customerId: row.stripeCustomerId };
}

describe('Stripe client against the Stripe-shaped server', () => {
  it('creates a subscription-mode Checkout Session with the plan inline', async () => {
    const account = await registerUser(ctx.app);
    const checkout = await startCheckout(account, 'pro');
    expect(checkout.mode).toBe('stripe');
    expect(checkout.session_id).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`http://127.0.0.1:${stripe.port}/c/pay/${checkout.session_id}`);
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: account.user.id,
      customer_email: account.user.email,
      metadata: { user_id: account.user.id, plan: 'pro' },
      success_url: 'https://app.batiao.test/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.batiao.test/subscription?canceled=true',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '4900', recurring: { interval: 'month' } },
        },
      ],
    });
    expect((await usage(account)).payment_mode).toBe('stripe');
  });

  it('refuses the local test checkout when Stripe is configured', async () => {
    const account = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/test-checkout/cs_test_local_abc',
      headers: auth(account),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: TEST_MODE_OFF, code: 'FORBIDDEN' });
  });

  it('answers 503 in French when Stripe rejects the key', async () => {
    const broken = await buildTestApp({
      database: ctx.database,
      clock,
      payments: { stripeSecretKey: 'sk_test_wrong', testMode: false },
      stripe: { host: stripe.host, port: stripe.port, protocol: stripe.protocol },
    });
    try {
      const account = await registerUser(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        payload: { plan: 'pro' },
        headers: auth(account),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await broken.app.close();
    }
  });
});

describe('POST /api/payments/verify-payment with Stripe', () => {
  it('activates a paid session, once', async () => {
    const account = await registerUser(ctx.app);
    const checkout = await startCheckout(account, 'essentiel');
    stripe.completeSession(checkout.session_id, clock.now());
    const res = await verify(account, checkout.session_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, plan: 'essentiel', usage: { limit: 5, left: 5 } });
    expect((await verify(account, checkout.session_id)).statusCode).toBe(200);
    expect(await listPayments(ctx.database.db, account.user.id)).toHaveLength(1);
    const u = await usage(account);
    expect(u).toMatchObject({
      subscription_active: true,
      status: 'active',
      can_manage_in_portal: true,
      period_start: '2026-11-23T10:00:00.000Z',
      current_period_end: '2026-12-23T10:00:00.000Z',
    });
  });

  it('409 for an unpaid session, 404 for another user’s and an unknown one', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const checkout = await startCheckout(owner, 'pro');
    const unpaid = await verify(owner, checkout.session_id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      detail: 'Le paiement n’est pas confirmé : aucun abonnement n’a été activé.',
      code: 'CONFLICT',
    });
    stripe.completeSession(checkout.session_id, clock.now());
    const stolen = await verify(other, checkout.session_id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: 'Session de paiement introuvable', code: 'NOT_FOUND' });
    expect((await usage(other)).subscription_active).toBe(false);
    expect((await verify(other, 'cs_test_does_not_exist')).statusCode).toBe(404);
  });

  it('a session created at Stripe for someone else is not ours to activate', async () => {
    const owner = await registerUser(ctx.app);
    const intruder = await registerUser(ctx.app);
    const checkout = await startCheckout(owner, 'pro');
    stripe.completeSession(checkout.session_id, clock.now());
    // The intruder passes the owner's session id: Stripe's client_reference_id says whose it is.
    const res = await verify(intruder, checkout.session_id);
    expect(res.statusCode).toBe(404);
  });
});

describe('customer portal', () => {
  it('opens a Stripe billing portal session for the customer', async () => {
    const account = await registerUser(ctx.app);
    const { customerId } = await subscribe(account);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/portal', headers: auth(account) });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^http://127.0.0.1:${stripe.port}/p/session/bps_`));
    expect(stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.body).toEqual({
      customer: customerId,
      return_url: 'https://app.batiao.test/subscription',
      locale: 'fr',
    });
    const actions = (await listAudit(ctx.database.db, account.user.id)).map((a) => a.action);
    expect(actions).toContain('portal.opened');
  });

  it('409 without a Stripe customer; test-mode cancel is refused for Stripe subscriptions', async () => {
    const account = await registerUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/payments/portal', headers: auth(account) })).statusCode,
    ).toBe(409);
    await subscribe(account);
    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/payments/cancel', headers: auth(account) });
    expect(cancel.statusCode).toBe(409);
  });
});

describe('POST /api/payments/webhook', () => {
  it('400 for a missing or invalid signature, nothing applied', async () => {
    const account = await registerUser(ctx.app);
    const { subscriptionId } = await subscribe(account);
    const payload = event('evt_bad_sig', 'customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
    });
    const missing = await sendWebhook(payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'Signature Stripe manquante (en-tête Stripe-Signature).',
      code: 'BAD_REQUEST',
    });
    const wrongSecret = await sendWebhook(payload, sign(payload, 'whsec_someone_else'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ detail: 'Signature Stripe invalide.', code: 'BAD_REQUEST' });
    // The body changed after signing.
    const tampered = await sendWebhook(payload.replace('evt_bad_sig', 'evt_bad_sjg'), sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect((await usage(account)).subscription_active).toBe(true);
  });

  it('checkout.session.completed activates through the same path as the return, and a replay is acknowledged only', async () => {
    const account = await registerUser(ctx.app);
    const checkout = await startCheckout(account, 'expert');
    const session = stripe.completeSession(checkout.session_id, clock.now());
    const payload = event('evt_checkout_1', 'checkout.session.completed', session);
    const first = await sendWebhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await usage(account)).toMatchObject({ plan: 'expert', subscription_active: true, limit: null });

    const replay = await sendWebhook(payload);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The return after the webhook finds it done.
    expect((await verify(account, checkout.session_id)).statusCode).toBe(200);
    expect(await listPayments(ctx.database.db, account.user.id)).toHaveLength(1);
    const activations = (await listAudit(ctx.database.db, account.user.id)).filter(
      (a) => a.action === 'subscription.activated',
    );
    expect(activations).toHaveLength(1);
    expect(activations[0]?.actor).toBe('stripe');
  });

  it('subscription updated (cancel at period end) keeps the plan until the end, deleted ends it', async () => {
    const account = await registerUser(ctx.app);
    const { subscriptionId } = await subscribe(account, 'pro');
    const periodEnd = Math.floor(new Date('2026-12-23T10:00:00Z').getTime() / 1000);
    const updated = event('evt_sub_upd_1', 'customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    });
    expect((await sendWebhook(updated)).statusCode).toBe(200);
    expect(await usage(account)).toMatchObject({
      plan: 'pro',
      subscription_active: true,
      status: 'canceling',
      cancel_at_period_end: true,
      current_period_end: '2026-12-23T10:00:00.000Z',
    });
    await ctx.app.billing.assertCanGenerate(account.user);

    const deleted = event('evt_sub_del_1', 'customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
      ended_at: periodEnd,
    });
    expect((await sendWebhook(deleted)).statusCode).toBe(200);
    expect(await usage(account)).toMatchObject({ plan: 'free', subscription_active: false, status: 'canceled' });
    await expect(ctx.app.billing.assertCanGenerate(account.user)).rejects.toMatchObject({ statusCode: 403 });
    const actions = (await listAudit(ctx.database.db, account.user.id)).map((a) => [a.actor, a.action]);
    expect(actions).toContainEqual(['stripe', 'subscription.cancel_requested']);
    expect(actions).toContainEqual(['stripe', 'subscription.ended']);
  });

  it('invoice.payment_failed: past due for 7 days, then suspended; invoice.paid restores', async () => {
    const account = await registerUser(ctx.app);
    const { subscriptionId, customerId } = await subscribe(account, 'pro');
    const invoice = (id: string, extra: object = {}) => ({
      id,
      object: 'invoice',
      customer: customerId,
      currency: 'eur',
      amount_due: 4900,
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      ...extra,
    });
    const failedAt = new Date('2026-12-23T10:05:00Z');
    const failed = event('evt_inv_fail_1', 'invoice.payment_failed', invoice('in_1'), failedAt);
    expect((await sendWebhook(failed)).statusCode).toBe(200);
    expect((await sendWebhook(failed)).json().duplicate).toBe(true);
    // A second failure (Stripe retries) keeps the date of the first.
    await sendWebhook(
      event('evt_inv_fail_2', 'invoice.payment_failed', invoice('in_1'), new Date('2026-12-26T10:05:00Z')),
    );

    const sixDays = await ctx.app.billing.usage(account.user, new Date('2026-12-30T10:04:59Z'));
    expect(sixDays).toMatchObject({
      status: 'past_due',
      subscription_active: true,
      suspension_at: '2026-12-30T10:05:00.000Z',
    });
    const sevenDays = await ctx.app.billing.usage(account.user, new Date('2026-12-30T10:05:00Z'));
    expect(sevenDays).toMatchObject({ status: 'suspended', subscription_active: false, limit: 0 });

    const paid = event(
      'evt_inv_paid_1',
      'invoice.paid',
      invoice('in_1', {
        amount_paid: 4900,
        lines: { object: 'list', data: [{ period: { start: 1798020000, end: 1800698400 } }] },
      }),
      new Date('2026-12-31T09:00:00Z'),
    );
    expect((await sendWebhook(paid)).statusCode).toBe(200);
    expect(await ctx.app.billing.usage(account.user, new Date('2026-12-31T09:00:00Z'))).toMatchObject({
      status: 'active',
      subscription_active: true,
      suspension_at: null,
      current_period_end: new Date(1800698400 * 1000).toISOString(),
    });
    const payments = await listPayments(ctx.database.db, account.user.id);
    expect(payments.map((p) => [p.kind, p.status, p.providerRef])).toEqual([
      ['checkout', 'paid', expect.stringMatching(/^cs_test_/)],
      ['failure', 'failed', 'in_1'],
      ['renewal', 'paid', 'in_1'],
    ]);
    const actions = (await listAudit(ctx.database.db, account.user.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['payment.failed', 'subscription.suspended', 'payment.succeeded']));
  });

  it('out of order: a late, older « updated » after « deleted » is acknowledged, recorded, not applied', async () => {
    const account = await registerUser(ctx.app);
    const { subscriptionId, customerId } = await subscribe(account, 'pro');
    const t = (iso: string) => new Date(iso);
    const deleted = event(
      'evt_order_del',
      'customer.subscription.deleted',
      { id: subscriptionId, object: 'subscription', status: 'canceled', ended_at: 1797328800 },
      t('2026-12-01T10:00:00Z'),
    );
    expect((await sendWebhook(deleted)).json()).toEqual({ received: true, duplicate: false });
    // Sent by Stripe before the deletion, delivered after it.
    const lateUpdate = event(
      'evt_order_upd_late',
      'customer.subscription.updated',
      {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { plan: 'pro' },
        items: { object: 'list', data: [{ current_period_end: 1800000000 }] },
      },
      t('2026-11-30T10:00:00Z'),
    );
    const late = await sendWebhook(lateUpdate);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, duplicate: false });
    // Even one stamped the same second or later: a deleted subscription never comes back.
    const sameSecond = await sendWebhook(
      event(
        'evt_order_upd_same',
        'customer.subscription.updated',
        JSON.parse(lateUpdate).data.object,
        t('2026-12-01T10:00:00Z'),
      ),
    );
    expect(sameSecond.statusCode).toBe(200);
    // And a late payment failure of that subscription does not make it « past due ».
    await sendWebhook(
      event(
        'evt_order_fail_late',
        'invoice.payment_failed',
        {
          id: 'in_order_1',
          object: 'invoice',
          customer: customerId,
          amount_due: 4900,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
        },
        t('2026-11-30T12:00:00Z'),
      ),
    );
    expect(await usage(account)).toMatchObject({ plan: 'free', subscription_active: false, status: 'canceled' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', subscriptionActive: false, paymentFailedAt: null });
    const recorded = await ctx.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.userId, account.user.id));
    expect(Object.fromEntries(recorded.map((e) => [e.id, e.outcome]))).toMatchObject({
      evt_order_del: 'applied',
      evt_order_upd_late: 'stale',
      evt_order_upd_same: 'stale',
      evt_order_fail_late: 'stale',
    });
  });

  it('out of order: an older « updated » after a newer one does not go back in time', async () => {
    const account = await registerUser(ctx.app);
    const { subscriptionId } = await subscribe(account, 'pro');
    const periodEnd = 1797328800; // 2026-12-23T10:00Z
    const sub = (cancel: boolean) => ({
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: cancel,
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    });
    const newer = event('evt_newer', 'customer.subscription.updated', sub(true), new Date('2026-11-25T10:00:00Z'));
    const older = event('evt_older', 'customer.subscription.updated', sub(false), new Date('2026-11-24T10:00:00Z'));
    await sendWebhook(newer);
    expect((await sendWebhook(older)).statusCode).toBe(200);
    expect(await usage(account)).toMatchObject({ status: 'canceling', cancel_at_period_end: true });
    // A newer one still applies: the customer withdraws the cancellation.
    await sendWebhook(
      event('evt_newest', 'customer.subscription.updated', sub(false), new Date('2026-11-26T10:00:00Z')),
    );
    expect(await usage(account)).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });

  it('a renewal (invoice.paid) moves the period and the quota restarts; without one, the subscription ends', async () => {
    const renewed = await registerUser(ctx.app);
    const forgotten = await registerUser(ctx.app);
    const first = await subscribe(renewed, 'pro'); // period 2026-11-23T10:00Z → 2026-12-23T10:00Z
    await subscribe(forgotten, 'pro');
    const boundary = new Date('2026-12-23T10:00:00Z');
    const nextEnd = new Date('2027-01-23T10:00:00Z');
    const paid = event(
      'evt_renewal_1',
      'invoice.paid',
      {
        id: 'in_renewal_1',
        object: 'invoice',
        customer: first.customerId,
        currency: 'eur',
        amount_paid: 4900,
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: first.subscriptionId } },
        lines: {
          object: 'list',
          data: [{ period: { start: boundary.getTime() / 1000, end: nextEnd.getTime() / 1000 } }],
        },
      },
      new Date('2026-12-23T11:00:00Z'),
    );
    expect((await sendWebhook(paid)).statusCode).toBe(200);
    expect(await ctx.app.billing.usage(renewed.user, new Date('2026-12-23T12:00:00Z'))).toMatchObject({
      status: 'active',
      subscription_active: true,
      period_start: boundary.toISOString(),
      period_end: nextEnd.toISOString(),
      current_period_end: nextEnd.toISOString(),
    });

    // Not renewed: still active while Stripe's renewal may be on its way, over after the grace.
    const graceEnd = new Date(boundary.getTime() + STRIPE_RENEWAL_GRACE_DAYS * 86_400_000);
    expect(await ctx.app.billing.usage(forgotten.user, new Date(graceEnd.getTime() - 1))).toMatchObject({
      status: 'active',
      subscription_active: true,
    });
    expect(await ctx.app.billing.usage(forgotten.user, graceEnd)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      subscription_active: false,
    });
    expect(await ctx.app.billing.usage(renewed.user, graceEnd)).toMatchObject({ status: 'active', plan: 'pro' });
  });

  it('acknowledges events for unknown subscriptions and unhandled types without applying anything', async () => {
    const unknown = await sendWebhook(
      event('evt_unknown_sub', 'customer.subscription.deleted', { id: 'sub_nobody', object: 'subscription' }),
    );
    expect(unknown.json()).toEqual({ received: true, duplicate: false });
    const other = await sendWebhook(event('evt_other', 'charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(other.statusCode).toBe(200);
  });

  it('503 when the webhook secret is not configured', async () => {
    const unconfigured = await buildTestApp({
      database: ctx.database,
      clock,
      payments: { stripeSecretKey: stripe.secretKey, testMode: false },
      stripe: { host: stripe.host, port: stripe.port, protocol: stripe.protocol },
    });
    try {
      const payload = event('evt_x', 'invoice.paid', {});
      const res = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await unconfigured.app.close();
    }
  });
});

describe('the Stripe client factory', () => {
  it('talks to the configured host', async () => {
    const client = createStripeClient({
      secretKey: stripe.secretKey,
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
    });
    await expect(client.checkout.sessions.retrieve('cs_missing')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
