import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminAuditResponseSchema,
  adminStatsSchema,
  adminSyncResponseSchema,
  adminUsersResponseSchema,
} from '@batiao/shared/contracts/admin';
import { analyticsSummarySchema } from '@batiao/shared/contracts/analytics';
import { documents, generatedResponses, outbox, payments, tenders, users } from '../../db/schema/index.ts';
import { startBoampTestServer, type BoampTestServer } from '../../test/servers/boamp.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';

const clock = createTestClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

function record(idweb: string, objet: string): Record<string, unknown> {
  return {
    idweb,
    objet,
    code_departement: ['69'],
    dateparution: '2026-11-19',
    datelimitereponse: '2026-12-15T11:00:00+00:00',
    nomacheteur: 'Commune exemple',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['74'],
    descripteur_libelle: ['Couverture'],
    type_marche: ['TRAVAUX'],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
  };
}

const makeAdmin = (user: TestUser) =>
  ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user.id));

beforeAll(async () => {
  boamp = await startBoampTestServer({
    records: [record('26-90001', 'Réfection de la toiture du gymnase'), record('26-90002', 'Couverture de l’école')],
  });
  ctx = await buildTestApp({ clock, boamp: { apiUrl: boamp.url, backfillDays: 1 } });
  admin = await registerUser(ctx.app, { prenom: 'Adèle', nom: 'Roux', email: 'adele@batiao.test', metier: 'couvreur' });
  alice = await registerUser(ctx.app, { prenom: 'Alice', nom: 'Martin', email: 'alice@batiao.test' });
  bob = await registerUser(ctx.app, { prenom: 'Bob', nom: 'Durand', email: 'bob@batiao.test' });
  await makeAdmin(admin);
});
afterAll(async () => {
  await ctx?.close();
  await boamp?.close();
});

describe('who may use /api/admin', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/stats' },
    { method: 'GET', url: '/api/admin/users' },
    { method: 'GET', url: '/api/admin/audit' },
    { method: 'GET', url: '/api/admin/analytics' },
    { method: 'POST', url: '/api/admin/sync' },
    { method: 'PUT', url: '/api/admin/users/00000000-0000-4000-8000-000000000000/role', payload: { role: 'admin' } },
  ] as const;

  it('answers 401 to a visitor and 403 to a user, whatever the call', async () => {
    for (const call of calls) {
      const anonymous = await ctx.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      const user = await alice.inject(call);
      expect(user.statusCode, call.url).toBe(403);
      expect(user.json().detail).toBe('Vous n’avez pas les privilèges administrateur.');
    }
  });
});

describe('roles', () => {
  it('lets an admin promote a user, logs it, and the new admin gets in at once', async () => {
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.user.id}/role`,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: alice.user.id, role: 'admin' });
    expect((await alice.inject('/api/admin/stats')).statusCode).toBe(200);

    const audit = adminAuditResponseSchema.parse((await admin.inject('/api/admin/audit')).json());
    expect(audit.items[0]).toMatchObject({
      action: 'role_change',
      actor_email: 'adele@batiao.test',
      target_email: 'alice@batiao.test',
      from_role: 'user',
      to_role: 'admin',
    });
  });

  it('refuses a change of one’s own role', async () => {
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.user.id}/role`,
      payload: { role: 'user' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Vous ne pouvez pas modifier votre propre rôle.');
  });

  it('never demotes the last admin', async () => {
    // Alice (admin) demotes Adèle: allowed, two admins. Then nobody can demote Alice, the last one.
    const first = await alice.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.user.id}/role`,
      payload: { role: 'user' },
    });
    expect(first.statusCode).toBe(200);
    expect((await admin.inject('/api/admin/stats')).statusCode).toBe(403);
    // The last admin cannot be demoted by anyone (only an admin can try: herself, refused as self).
    const self = await alice.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.user.id}/role`,
      payload: { role: 'user' },
    });
    expect(self.statusCode).toBe(403);
    const admins = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((u) => u.email)).toEqual(['alice@batiao.test']);
    // Back to the start: Alice restores Adèle.
    await alice.inject({ method: 'PUT', url: `/api/admin/users/${admin.user.id}/role`, payload: { role: 'admin' } });
  });

  it('refuses the demotion of the last admin when two admins race for it', async () => {
    // Adèle and Alice are admins: each demotes the other at once; one of them must stay admin.
    const [a, b] = await Promise.all([
      admin.inject({ method: 'PUT', url: `/api/admin/users/${alice.user.id}/role`, payload: { role: 'user' } }),
      alice.inject({ method: 'PUT', url: `/api/admin/users/${admin.user.id}/role`, payload: { role: 'user' } }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    const admins = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    // The loser is refused: 409 (last admin), or 403 when its own demotion landed first.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const survivor = admins[0]?.id === admin.user.id ? admin : alice;
    const other = survivor === admin ? alice : admin;
    // The one left cannot be demoted by anyone: the lone admin can only try herself (403), and a
    // direct attempt through the service says it is the last admin.
    await expect(
      ctx.app.services.admin.setRole({ id: other.user.id, email: 'x' }, survivor.user.id, 'user'),
    ).rejects.toMatchObject({ statusCode: 409, detail: 'Impossible de retirer le dernier administrateur.' });
    await survivor.inject({ method: 'PUT', url: `/api/admin/users/${other.user.id}/role`, payload: { role: 'admin' } });
  });

  it('answers 404 for an unknown user and 422 for a role that does not exist', async () => {
    const unknown = await admin.inject({
      method: 'PUT',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
      payload: { role: 'admin' },
    });
    expect(unknown.statusCode).toBe(404);
    const notUuid = await admin.inject({ method: 'PUT', url: '/api/admin/users/abc/role', payload: { role: 'admin' } });
    expect(notUuid.statusCode).toBe(404);
    const badRole = await admin.inject({
      method: 'PUT',
      url: `/api/admin/users/${bob.user.id}/role`,
      payload: { role: 'superadmin' },
    });
    expect(badRole.statusCode).toBe(422);
  });
});

describe('users list', () => {
  it('pages and searches', async () => {
    const all = adminUsersResponseSchema.parse((await admin.inject('/api/admin/users?page_size=2')).json());
    expect(all.total).toBe(3);
    expect(all.users).toHaveLength(2);
    const second = adminUsersResponseSchema.parse((await admin.inject('/api/admin/users?page_size=2&page=2')).json());
    expect(second.users).toHaveLength(1);
    const found = adminUsersResponseSchema.parse((await admin.inject('/api/admin/users?q=DURAND')).json());
    expect(found.users.map((u) => u.email)).toEqual(['bob@batiao.test']);
    const none = adminUsersResponseSchema.parse((await admin.inject('/api/admin/users?q=%25')).json());
    expect(none.total).toBe(0);
  });
});

describe('sync and figures', () => {
  it('runs the BOAMP sync and audits it', async () => {
    clock.advance(60_000);
    const response = await admin.inject({ method: 'POST', url: '/api/admin/sync' });
    expect(response.statusCode).toBe(200);
    const result = adminSyncResponseSchema.parse(response.json());
    expect(result).toMatchObject({ status: 'success', inserted: 2, errors: 0 });
    const audit = adminAuditResponseSchema.parse((await admin.inject('/api/admin/audit')).json());
    expect(audit.items[0]).toMatchObject({ action: 'boamp_sync', details: { status: 'success', inserted: 2 } });
  });

  it('answers 409 while another sync holds the lock', async () => {
    let release: () => void = () => undefined;
    const held = ctx.database.withLock('batiao:boamp-sync', () => new Promise<void>((r) => (release = r)));
    const response = await admin.inject({ method: 'POST', url: '/api/admin/sync' });
    release();
    await held;
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('déjà en cours');
  });

  it('says the sync is off and answers 503 on a server without it', async () => {
    const off = await buildTestApp({ clock });
    try {
      const someone = await registerUser(off.app, { email: 'root@batiao.test' });
      await off.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, someone.user.id));
      const stats = adminStatsSchema.parse((await someone.inject('/api/admin/stats')).json());
      expect(stats.sync.enabled).toBe(false);
      const response = await someone.inject({ method: 'POST', url: '/api/admin/sync' });
      expect(response.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });

  it('counts what the database holds', async () => {
    const db = ctx.database.db;
    // Sign-up dates on the test clock's week (registration stamps the real time).
    await db.update(users).set({ createdAt: new Date('2026-11-17T08:00:00Z') });
    const [tender] = await db.select().from(tenders).limit(1);
    if (!tender) {
      throw new Error('no tender');
    }
    await db.update(users).set({ subscriptionActive: true, subscriptionPlan: 'pro' }).where(eq(users.id, bob.user.id));
    await db.insert(payments).values([
      {
        userId: bob.user.id,
        provider: 'test',
        kind: 'checkout',
        providerRef: 'cs_1',
        plan: 'pro',
        amountCents: 4900,
        status: 'paid',
        createdAt: new Date('2026-11-18T10:00:00Z'),
      },
      {
        userId: bob.user.id,
        provider: 'stripe',
        kind: 'renewal',
        providerRef: 'in_1',
        plan: 'pro',
        amountCents: 4900,
        status: 'paid',
        createdAt: new Date('2026-11-19T10:00:00Z'),
      },
      {
        userId: alice.user.id,
        provider: 'stripe',
        kind: 'failure',
        providerRef: 'in_2',
        plan: 'expert',
        amountCents: 14900,
        status: 'failed',
      },
    ]);
    await db.insert(documents).values({
      userId: bob.user.id,
      documentType: 'kbis',
      filename: 'kbis.pdf',
      storageKey: 'k/1',
      contentType: 'application/pdf',
      size: 10,
    });
    await db.insert(generatedResponses).values([
      {
        userId: bob.user.id,
        tenderId: tender.id,
        version: 1,
        status: 'succeeded',
        engine: 'local',
        durationMs: 1000,
        createdAt: new Date('2026-11-19T10:00:00Z'),
      },
      {
        userId: bob.user.id,
        tenderId: tender.id,
        version: 2,
        status: 'succeeded',
        engine: 'local',
        durationMs: 3000,
        createdAt: new Date('2026-11-19T11:00:00Z'),
      },
      {
        userId: bob.user.id,
        tenderId: tender.id,
        version: 3,
        status: 'failed',
        engine: 'llm',
        createdAt: new Date('2026-11-19T12:00:00Z'),
      },
    ]);
    await db.insert(outbox).values([
      { to: 'a@x.fr', subject: 'Un', text: '.', delivered: false },
      { to: 'b@x.fr', subject: 'Deux', text: '.', delivered: false, error: 'connexion refusée' },
      { to: 'c@x.fr', subject: 'Trois', text: '.', delivered: true },
    ]);

    const stats = adminStatsSchema.parse((await admin.inject('/api/admin/stats')).json());
    expect(stats.users).toEqual({ total: 3, active_subscriptions: 1, admin_users: 2, free_users: 2 });
    expect(stats.tenders.total).toBe(2);
    expect(stats.documents.total).toBe(1);
    expect(stats.transactions).toEqual({ total: 3, completed: 2 });
    expect(stats.revenue).toEqual([
      { plan: 'pro', mode: 'live', payments: 1, amount_cents: 4900 },
      { plan: 'pro', mode: 'test', payments: 1, amount_cents: 4900 },
    ]);
    expect(stats.generations).toEqual([
      { day: '2026-11-19', engine: 'llm', total: 1, failed: 1, avg_duration_ms: null },
      { day: '2026-11-19', engine: 'local', total: 2, failed: 0, avg_duration_ms: 2000 },
    ]);
    expect(stats.weekly).toHaveLength(12);
    // 2026-11-20 is a Friday: its week starts Monday 16; the three accounts signed up this week.
    expect(stats.weekly.at(-1)).toEqual({ week: '2026-11-16', signups: 3, active_subscribers: 1 });
    expect(stats.weekly.at(-2)).toEqual({ week: '2026-11-09', signups: 0, active_subscribers: 0 });
    expect(stats.sync.running).toBe(false);
    expect(stats.sync.enabled).toBe(true);
    expect(stats.sync.last_success_at).not.toBeNull();
    expect(stats.sync.runs[0]).toMatchObject({ trigger: 'manual', status: 'success', inserted: 2 });
    expect(stats.outbox).toMatchObject({ waiting: 1, failed: 1 });
    expect(stats.outbox.recent_failures[0]).toMatchObject({ to: 'b@x.fr', error: 'connexion refusée' });
  });

  it('gives an empty audience summary before anyone consented', async () => {
    const summary = analyticsSummarySchema.parse((await admin.inject('/api/admin/analytics')).json());
    expect(summary.page_views).toEqual([]);
    expect(summary.funnel.map((s) => s.sessions)).toEqual([0, 0, 0, 0, 0]);
  });
});
