import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  billingUsageSchema,
  checkoutResponseSchema,
  testCheckoutSessionSchema,
} from '@batiao/shared/contracts/billing';
import { userSchema } from '@batiao/shared/contracts/auth';
import { generatedResponses, tenders, users } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config/env.ts';
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
} from '../../test/build-test-app.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';
import { listAudit, listPayments } from './billing.queries.ts';
import { TEST_MODE_OFF } from './billing.service.ts';

const DAY = 86_400_000;
const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
let ctx: TestContext;
let tenderId: string;
type Account = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, publicUrl: 'http://localhost:3000' });
  await seedDemoTenders({ db: ctx.database.db, clock });
  const [tender] = await ctx.database.db.select({ id: tenders.id }).from(tenders).limit(1);
  if (!tender) {
    throw new Error('no tender');
  }
  tenderId = tender.id;
});
afterAll(async () => ctx.close());

async function call(account: Account | null, method: 'GET' | 'POST', url: string, payload?: object, app = ctx.app) {
  return app.inject({
    method,
    url,
    payload,
    headers: account ? { authorization: account.authorization } : {},
  });
}

async function usage(account: Account, app = ctx.app) {
  const res = await call(account, 'GET', '/api/billing/usage', undefined, app);
  expect(res.statusCode).toBe(200);
  return billingUsageSchema.parse(res.json());
}

/** The whole test-mode journey: checkout, « Payer (simulation) », payment return. */
async function subscribe(account: Account, plan: string, app = ctx.app) {
  const checkout = checkoutResponseSchema.parse(
    (await call(account, 'POST', '/api/payments/checkout', { plan }, app)).json(),
  );
  const done = await call(
    account,
    'POST',
    `/api/payments/test-checkout/${checkout.session_id}/complete`,
    undefined,
    app,
  );
  expect(done.statusCode).toBe(200);
  const verify = await call(account, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id }, app);
  expect(verify.statusCode).toBe(200);
  return checkout.session_id;
}

/** A generation as the generation module records it (the quota counts these rows). */
async function recordGeneration(account: Account, at: Date, status = 'succeeded') {
  const previous = await ctx.database.db
    .select({ id: generatedResponses.id })
    .from(generatedResponses)
    .where(eq(generatedResponses.userId, account.user.id));
  await ctx.database.db.insert(generatedResponses).values({
    userId: account.user.id,
    tenderId,
    version: previous.length + 1,
    status,
    engine: 'local',
    createdAt: at,
  });
}

describe('GET /api/billing/usage', () => {
  it('requires a session', async () => {
    expect((await call(null, 'GET', '/api/billing/usage')).statusCode).toBe(401);
  });

  it('reads free, no responses, calendar month, test mode, for a new account', async () => {
    const account = await registerUser(ctx.app);
    const u = await usage(account);
    expect(u).toMatchObject({
      plan: 'free',
      plan_name: 'Aucun',
      subscription_active: false,
      status: 'none',
      used: 0,
      limit: 0,
      left: 0,
      payment_mode: 'test',
      can_manage_in_portal: false,
      current_period_end: null,
    });
    expect(u.period_start).toBe('2026-11-01T00:00:00.000Z');
    expect(u.period_end).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('test-mode checkout and verify-payment', () => {
  it('activates PRO through the local checkout, with 20 responses left', async () => {
    const account = await registerUser(ctx.app);
    const res = await call(account, 'POST', '/api/payments/checkout', { plan: 'pro' });
    expect(res.statusCode).toBe(200);
    const checkout = checkoutResponseSchema.parse(res.json());
    expect(checkout.mode).toBe('test');
    expect(checkout.session_id).toMatch(/^cs_test_local_[0-9a-f]{32}$/);
    expect(checkout.url).toBe(`/subscription/checkout-test?session_id=${checkout.session_id}`);

    const page = await call(account, 'GET', `/api/payments/test-checkout/${checkout.session_id}`);
    expect(testCheckoutSessionSchema.parse(page.json())).toMatchObject({
      plan: 'pro',
      plan_name: 'PRO',
      amount_cents: 4900,
      status: 'open',
      email: account.user.email,
    });

    // Not paid yet: the return does not activate anything.
    const early = await call(account, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: 'Le paiement n’est pas confirmé : aucun abonnement n’a été activé.',
      code: 'CONFLICT',
    });

    const done = await call(account, 'POST', `/api/payments/test-checkout/${checkout.session_id}/complete`);
    expect(done.json()).toEqual({ redirect_url: `/subscription?success=true&session_id=${checkout.session_id}` });

    const verify = await call(account, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true, plan: 'pro', plan_name: 'PRO' });
    expect(verify.json().usage).toMatchObject({ subscription_active: true, limit: 20, left: 20, used: 0 });

    // Idempotent: a second return changes nothing and records no second payment.
    const again = await call(account, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id });
    expect(again.statusCode).toBe(200);
    const payments = await listPayments(ctx.database.db, account.user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      provider: 'test',
      kind: 'checkout',
      plan: 'pro',
      amountCents: 4900,
      status: 'paid',
    });
    const audit = await listAudit(ctx.database.db, account.user.id);
    expect(audit.filter((a) => a.action === 'subscription.activated')).toHaveLength(1);

    const me = userSchema.parse((await call(account, 'GET', '/api/auth/me')).json());
    expect(me).toMatchObject({ subscription_active: true, subscription_plan: 'pro' });

    const u = await usage(account);
    expect(u.period_start).toBe(clock.now().toISOString());
    expect(u.period_end).toBe('2026-12-23T10:00:00.000Z');
    expect(u.current_period_end).toBe('2026-12-23T10:00:00.000Z');
  });

  it('answers 404 for another user’s session and an unknown one', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const checkout = checkoutResponseSchema.parse(
      (await call(owner, 'POST', '/api/payments/checkout', { plan: 'essentiel' })).json(),
    );
    await call(owner, 'POST', `/api/payments/test-checkout/${checkout.session_id}/complete`);
    for (const res of [
      await call(other, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id }),
      await call(other, 'GET', `/api/payments/test-checkout/${checkout.session_id}`),
      await call(other, 'POST', `/api/payments/test-checkout/${checkout.session_id}/complete`),
      await call(other, 'POST', '/api/payments/verify-payment', { session_id: 'cs_test_local_unknown' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await usage(other)).subscription_active).toBe(false);
  });

  it('a cancelled test checkout activates nothing', async () => {
    const account = await registerUser(ctx.app);
    const checkout = checkoutResponseSchema.parse(
      (await call(account, 'POST', '/api/payments/checkout', { plan: 'expert' })).json(),
    );
    const cancel = await call(account, 'POST', `/api/payments/test-checkout/${checkout.session_id}/cancel`);
    expect(cancel.json()).toEqual({ redirect_url: '/subscription?canceled=true' });
    const verify = await call(account, 'POST', '/api/payments/verify-payment', { session_id: checkout.session_id });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().detail).toBe('Le paiement a été annulé : aucun abonnement n’a été activé.');
    const pay = await call(account, 'POST', `/api/payments/test-checkout/${checkout.session_id}/complete`);
    expect(pay.statusCode).toBe(409);
  });

  it('reads legacy plan names, refuses unknown ones and the plan already active', async () => {
    const account = await registerUser(ctx.app);
    const legacy = await call(account, 'POST', '/api/payments/checkout', { plan: 'premium' });
    expect(legacy.statusCode).toBe(200);
    const session = checkoutResponseSchema.parse(legacy.json()).session_id;
    expect(
      testCheckoutSessionSchema.parse((await call(account, 'GET', `/api/payments/test-checkout/${session}`)).json())
        .plan,
    ).toBe('expert');
    const unknown = await call(account, 'POST', '/api/payments/checkout', { plan: 'gold' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toEqual({
      field: 'plan',
      message: 'Choisissez une formule : essentiel, pro ou expert',
    });
    await subscribe(account, 'starter');
    const same = await call(account, 'POST', '/api/payments/checkout', { plan: 'essentiel' });
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe('Votre formule ESSENTIEL est déjà active.');
    // Another plan: allowed, and it replaces the current one.
    await subscribe(account, 'expert');
    expect(await usage(account)).toMatchObject({ plan: 'expert', limit: null, left: null });
  });

  it('without PAYMENTS_TEST_MODE=on (nor Stripe): payments unavailable, 503 from checkout, 403 on the test pages', async () => {
    const prod = await buildTestApp({ database: ctx.database, clock, payments: { testMode: false } });
    try {
      const account = await registerUser(prod.app);
      const checkout = await call(account, 'POST', '/api/payments/checkout', { plan: 'pro' }, prod.app);
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json().detail).toBe('Le paiement en ligne n’est pas configuré sur ce serveur.');
      for (const [method, url] of [
        ['GET', '/api/payments/test-checkout/cs_test_local_x'],
        ['POST', '/api/payments/test-checkout/cs_test_local_x/complete'],
        ['POST', '/api/payments/test-checkout/cs_test_local_x/cancel'],
      ] as const) {
        const page = await call(account, method, url, undefined, prod.app);
        expect(page.statusCode).toBe(403);
        expect(page.json()).toEqual({ detail: TEST_MODE_OFF, code: 'FORBIDDEN' });
      }
      expect((await usage(account, prod.app)).payment_mode).toBe('disabled');
    } finally {
      await prod.app.close();
    }
  });

  it('a test session paid in test mode does not verify after a restart without test mode', async () => {
    const account = await registerUser(ctx.app);
    const checkout = checkoutResponseSchema.parse(
      (await call(account, 'POST', '/api/payments/checkout', { plan: 'expert' })).json(),
    );
    await call(account, 'POST', `/api/payments/test-checkout/${checkout.session_id}/complete`);
    // The same database, served by a process started without PAYMENTS_TEST_MODE=on.
    const prod = await buildTestApp({ database: ctx.database, clock, payments: { testMode: false } });
    try {
      const verify = await call(
        account,
        'POST',
        '/api/payments/verify-payment',
        { session_id: checkout.session_id },
        prod.app,
      );
      expect(verify.statusCode).toBe(403);
      expect(verify.json()).toEqual({ detail: TEST_MODE_OFF, code: 'FORBIDDEN' });
      expect(await usage(account, prod.app)).toMatchObject({ plan: 'free', subscription_active: false });
      expect(await listPayments(ctx.database.db, account.user.id)).toHaveLength(0);
    } finally {
      await prod.app.close();
    }
  });

  it('a test subscription is over on a server without test mode: on read, and by settleDue', async () => {
    const reader = await registerUser(ctx.app);
    const sleeper = await registerUser(ctx.app);
    await subscribe(reader, 'pro');
    await subscribe(sleeper, 'expert');
    const prod = await buildTestApp({ database: ctx.database, clock, payments: { testMode: false } });
    try {
      expect(await usage(reader, prod.app)).toMatchObject({
        plan: 'free',
        subscription_active: false,
        status: 'canceled',
        limit: 0,
      });
      await expect(prod.app.billing.assertCanGenerate(reader.user)).rejects.toMatchObject({ statusCode: 403 });
      // Nobody reads the other account: the sweep (run at start) ends it.
      expect(await prod.app.billing.settleDue()).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sleeper.user.id));
      expect(row).toMatchObject({
        subscriptionActive: false,
        subscriptionPlan: 'free',
        subscriptionStatus: 'canceled',
      });
      const me = userSchema.parse((await call(sleeper, 'GET', '/api/auth/me', undefined, prod.app)).json());
      expect(me).toMatchObject({ subscription_active: false, subscription_plan: 'free' });
      const ended = (await listAudit(ctx.database.db, sleeper.user.id)).find((a) => a.action === 'subscription.ended');
      expect(ended).toMatchObject({ actor: 'system', details: { reason: 'test_mode_off', provider: 'test' } });
    } finally {
      await prod.app.close();
    }
  });
});

describe('quotas and the generation gate', () => {
  it('403 without a subscription, 402 at the quota, until the end of the period', async () => {
    const account = await registerUser(ctx.app);
    const billing = ctx.app.billing;
    await expect(billing.assertCanGenerate(account.user)).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Abonnement requis pour générer une réponse',
    });

    await subscribe(account, 'essentiel'); // anchor 2026-11-23T10:00Z, 5 responses
    for (let i = 0; i < 5; i += 1) {
      await billing.assertCanGenerate(account.user);
      await recordGeneration(account, new Date(clock.now().getTime() + i * 60_000));
    }
    // A failed generation does not count; one of the previous period does not either.
    await recordGeneration(account, clock.now(), 'failed');
    await recordGeneration(account, new Date(clock.now().getTime() - DAY), 'succeeded');
    expect(await usage(account)).toMatchObject({ used: 5, limit: 5, left: 0 });
    await expect(billing.assertCanGenerate(account.user)).rejects.toMatchObject({
      statusCode: 402,
      code: 'PAYMENT_REQUIRED',
      message:
        'Vous avez utilisé les 5 réponses de votre formule ESSENTIEL pour cette période. ' +
        'Prochaine remise à zéro le 23 décembre 2026.',
    });

    // One millisecond before the boundary: still exhausted. (A renewal starts a fresh period:
    // Stripe's, in billing-stripe.test.ts; a test subscription is not renewed.)
    const boundary = new Date('2026-12-23T10:00:00.000Z');
    const before = await billing.usage(account.user, new Date(boundary.getTime() - 1));
    expect(before).toMatchObject({ used: 5, left: 0, status: 'active' });
  });

  it('never blocks admins or the unlimited plan', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    await expect(ctx.app.billing.assertCanGenerate({ id: admin.user.id, role: 'admin' })).resolves.toBeUndefined();
    const adminUsage = await usage(admin);
    expect(adminUsage).toMatchObject({ limit: null, left: null });

    const expert = await registerUser(ctx.app);
    await subscribe(expert, 'UNLIMITED');
    for (let i = 0; i < 30; i += 1) {
      await recordGeneration(expert, clock.now());
    }
    await expect(ctx.app.billing.assertCanGenerate(expert.user)).resolves.toBeUndefined();
    expect(await usage(expert)).toMatchObject({ plan: 'expert', used: 30, limit: null, left: null });
  });
});

describe('test-mode cancellation', () => {
  it('keeps the plan until the end of the paid period, then reads free; recorded in the audit log', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'pro');
    const res = await call(account, 'POST', '/api/payments/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'canceling',
      subscription_active: true,
      cancel_at_period_end: true,
      current_period_end: '2026-12-23T10:00:00.000Z',
    });
    await ctx.app.billing.assertCanGenerate(account.user);

    // Withdraw, then cancel again.
    expect((await call(account, 'POST', '/api/payments/resume')).json().status).toBe('active');
    await call(account, 'POST', '/api/payments/cancel');

    const ended = await ctx.app.billing.usage(account.user, new Date('2026-12-23T10:00:00.000Z'));
    expect(ended).toMatchObject({ plan: 'free', subscription_active: false, status: 'canceled', limit: 0 });
    const me = userSchema.parse((await call(account, 'GET', '/api/auth/me')).json());
    expect(me).toMatchObject({ subscription_active: false, subscription_plan: 'free' });
    const actions = (await listAudit(ctx.database.db, account.user.id)).map((a) => a.action);
    expect(actions).toEqual([
      'checkout.started',
      'subscription.activated',
      'subscription.cancel_requested',
      'subscription.resumed',
      'subscription.cancel_requested',
      'subscription.ended',
    ]);
    expect((await call(account, 'POST', '/api/payments/cancel')).statusCode).toBe(409);
  });

  it('settleDue ends due cancellations without anyone reading them', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'pro');
    await call(account, 'POST', '/api/payments/cancel');
    expect(await ctx.app.billing.settleDue(new Date('2026-12-01T00:00:00Z'))).toBe(0);
    expect(await ctx.app.billing.settleDue(new Date('2027-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ subscriptionActive: false, subscriptionPlan: 'free', subscriptionStatus: 'canceled' });
  });

  it('the portal is a Stripe feature', async () => {
    const account = await registerUser(ctx.app);
    const res = await call(account, 'POST', '/api/payments/portal');
    expect(res.statusCode).toBe(409);
  });
});

describe('requireSubscription', () => {
  it('is a preHandler for the subscriber-only routes', async () => {
    const app = await buildApp({
      database: ctx.database,
      jwtSecret: TEST_JWT_SECRET,
      passwordCost: 4,
      clock,
      payments: { testMode: true },
    });
    app.get('/api/subscribers-only', { preHandler: app.requireSubscription }, async () => ({ ok: true }));
    await app.ready();
    try {
      const account = await registerUser(app);
      const headers = { authorization: account.authorization };
      expect((await app.inject({ url: '/api/subscribers-only' })).statusCode).toBe(401);
      const refused = await app.inject({ url: '/api/subscribers-only', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Abonnement actif requis : choisissez une formule pour accéder à cette fonctionnalité.',
        code: 'FORBIDDEN',
      });
      await subscribe(account, 'pro', app);
      const allowed = await app.inject({ url: '/api/subscribers-only', headers });
      expect(allowed.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});

describe('every subscription ends at its period end unless renewed', () => {
  it('a test subscription whose period ended is no longer active and does not renew its quota', async () => {
    const own = createTestClock(new Date('2026-11-23T10:00:00Z'));
    const app = await buildTestApp({ database: ctx.database, clock: own, jwtTtl: '90d' });
    try {
      const reader = await registerUser(app.app);
      const sleeper = await registerUser(app.app);
      await subscribe(reader, 'essentiel', app.app);
      await subscribe(sleeper, 'essentiel', app.app);
      const end = new Date('2026-12-23T10:00:00.000Z');
      expect(await app.app.billing.usage(reader.user, new Date(end.getTime() - 1))).toMatchObject({
        status: 'active',
        subscription_active: true,
        current_period_end: end.toISOString(),
      });
      own.advance(end.getTime() - own.now().getTime());
      expect(await usage(reader, app.app)).toMatchObject({
        plan: 'free',
        status: 'canceled',
        subscription_active: false,
        limit: 0,
        left: 0,
        current_period_end: null,
      });
      await expect(app.app.billing.assertCanGenerate(reader.user)).rejects.toMatchObject({ statusCode: 403 });
      const me = userSchema.parse((await call(reader, 'GET', '/api/auth/me', undefined, app.app)).json());
      expect(me).toMatchObject({ subscription_active: false, subscription_plan: 'free' });

      // The other account, read by nobody: the sweep persists the end.
      expect(await app.app.billing.settleDue()).toBeGreaterThanOrEqual(1);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sleeper.user.id));
      expect(row).toMatchObject({
        subscriptionActive: false,
        subscriptionPlan: 'free',
        subscriptionStatus: 'canceled',
      });
      const ended = (await listAudit(ctx.database.db, sleeper.user.id)).find((a) => a.action === 'subscription.ended');
      expect(ended).toMatchObject({ actor: 'system', details: { reason: 'not_renewed', provider: 'test' } });
      expect(await app.app.billing.settleDue()).toBe(0);
    } finally {
      await app.app.close();
    }
  });
});

describe('the quota is counted per billing period, not per plan', () => {
  it('FREE → ESSENTIEL → PRO → EXPERT within a period keeps the responses already generated', async () => {
    const own = createTestClock(new Date('2026-11-23T10:00:00Z'));
    const app = await buildTestApp({ database: ctx.database, clock: own, jwtTtl: '90d' });
    const billing = app.app.billing;
    const generateUntilRefused = async (account: Account) => {
      let n = 0;
      for (; n < 50; n += 1) {
        try {
          await billing.assertCanGenerate(account.user);
        } catch {
          break;
        }
        await recordGeneration(account, own.now());
        own.advance(60_000);
      }
      return n;
    };
    try {
      const account = await registerUser(app.app);
      expect(await generateUntilRefused(account)).toBe(0);

      await subscribe(account, 'essentiel', app.app); // period from 2026-11-23T10:00Z
      own.advance(DAY);
      expect(await generateUntilRefused(account)).toBe(5);

      // Ten days later, PRO: the 5 responses of this period count against its 20.
      own.advance(10 * DAY);
      await subscribe(account, 'pro', app.app);
      expect(await usage(account, app.app)).toMatchObject({
        plan: 'pro',
        used: 5,
        limit: 20,
        left: 15,
        period_start: '2026-11-23T10:00:00.000Z',
        // The new subscription's first period: from the change, a month.
        period_end: '2027-01-04T10:05:00.000Z',
      });
      own.advance(DAY);
      expect(await generateUntilRefused(account)).toBe(15);
      await expect(billing.assertCanGenerate(account.user)).rejects.toMatchObject({ statusCode: 402 });

      // EXPERT: unlimited, and the 20 of the period are still counted.
      own.advance(DAY);
      await subscribe(account, 'expert', app.app);
      expect(await usage(account, app.app)).toMatchObject({
        plan: 'expert',
        used: 20,
        limit: null,
        period_start: '2026-11-23T10:00:00.000Z',
      });
      await billing.assertCanGenerate(account.user);
      const activations = (await listAudit(ctx.database.db, account.user.id)).filter(
        (a) => a.action === 'subscription.activated',
      );
      expect(activations.map((a) => a.details.quota_counted_from)).toEqual([
        '2026-11-23T10:00:00.000Z',
        '2026-11-23T10:00:00.000Z',
        '2026-11-23T10:00:00.000Z',
      ]);
    } finally {
      await app.app.close();
    }
  });

  it('a downgrade within the period counts what the higher plan generated', async () => {
    const own = createTestClock(new Date('2026-11-23T10:00:00Z'));
    const app = await buildTestApp({ database: ctx.database, clock: own, jwtTtl: '90d' });
    try {
      const account = await registerUser(app.app);
      await subscribe(account, 'expert', app.app);
      own.advance(DAY);
      for (let i = 0; i < 7; i += 1) {
        await recordGeneration(account, own.now());
      }
      own.advance(DAY);
      await subscribe(account, 'essentiel', app.app);
      expect(await usage(account, app.app)).toMatchObject({ plan: 'essentiel', used: 7, limit: 5, left: 0 });
      await expect(app.app.billing.assertCanGenerate(account.user)).rejects.toMatchObject({ statusCode: 402 });
    } finally {
      await app.app.close();
    }
  });
});

describe('PAYMENTS_TEST_MODE', () => {
  it('is an explicit opt-in, whatever NODE_ENV', () => {
    expect(parseConfig({}).payments.testMode).toBe(false);
    expect(parseConfig({ NODE_ENV: 'development' }).payments.testMode).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'on' }).payments.testMode).toBe(true);
    expect(parseConfig({ PAYMENTS_TEST_MODE: 'off' }).payments.testMode).toBe(false);
    expect(() => parseConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('cannot be combined with Stripe', () => {
    expect(() => parseConfig({ PAYMENTS_TEST_MODE: 'on', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /PAYMENTS_TEST_MODE=on .* et STRIPE_SECRET_KEY .* s’excluent/,
    );
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).payments).toMatchObject({ testMode: false });
  });
});
