import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { tenders } from '../../db/schema/index.ts';
import { accountExportSchema, ACCOUNT_MESSAGES } from '@batiao/shared/contracts/account';
import { userSchema } from '@batiao/shared/contracts/auth';
import { checkoutResponseSchema } from '@batiao/shared/contracts/billing';
import { companyProfileSchema } from '@batiao/shared/contracts/company';
import { generatedResponseSchema } from '@batiao/shared/contracts/generation';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { readZip } from '../../test/zip.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';
import { USER_DATA } from './account.tables.ts';

/** GDPR rights (issue 19): export of everything a user created, erasure, rectification. */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-account-test-'));
let ctx: TestContext;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
]);
const TENDER_FILE = Buffer.from('%PDF-1.4\n% règlement de consultation\n%%EOF\n');

type Row = Record<string, unknown>;
async function query(text: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Row[] }).rows;
}

/** Creates one of each kind of data for the user, through the API where there is one. */
async function populate(user: TestUser) {
  const company = await user.inject({
    method: 'PUT',
    url: '/api/company',
    payload: {
      raison_sociale: `Toitures ${user.user.nom}`,
      references: [{ projet: 'Réfection de la toiture de l’école', client: 'Commune de Bron', annee: 2024 }],
    },
  });
  expect(company.statusCode, company.body).toBe(200);
  const referenceId = companyProfileSchema.parse(company.json()).references[0]?.id ?? '';
  const photo = multipart([{ name: 'file', filename: 'toiture.png', data: PNG }]);
  const photoRes = await user.inject({
    method: 'POST',
    url: `/api/company/references/${referenceId}/photos`,
    payload: photo.payload,
    headers: photo.headers,
  });
  expect(photoRes.statusCode, photoRes.body).toBe(201);

  const doc = multipart([
    { name: 'document_type', value: 'kbis' },
    { name: 'file', filename: 'kbis société.pdf', data: PDF, type: 'application/pdf' },
  ]);
  const docRes = await user.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: doc.payload,
    headers: doc.headers,
  });
  expect(docRes.statusCode, docRes.body).toBe(201);

  const pricing = await user.inject({
    method: 'POST',
    url: '/api/pricing/profile',
    payload: {
      hourly_rate: 55,
      travel_rate: 0.45,
      material_coefficient: 1.8,
      overhead_percentage: 12.5,
      profit_margin: 18,
      public_markup: 10,
      urgent_markup: 25,
      occupied_markup: 5,
      weekend_markup: 30,
      night_markup: 40,
      product_catalog: [{ name: 'Tuile canal', unit: 'u', unit_price: 1.2, category: 'Couverture' }],
    },
  });
  expect(pricing.statusCode, pricing.body).toBe(200);

  // A subscription through the test checkout: a checkout session, a payment, the audit log.
  const checkout = checkoutResponseSchema.parse(
    (await user.inject({ method: 'POST', url: '/api/payments/checkout', payload: { plan: 'pro' } })).json(),
  );
  expect(
    (await user.inject({ method: 'POST', url: `/api/payments/test-checkout/${checkout.session_id}/complete` }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await user.inject({
        method: 'POST',
        url: '/api/payments/verify-payment',
        payload: { session_id: checkout.session_id },
      })
    ).statusCode,
  ).toBe(200);

  const list = tenderListResponseSchema.parse((await user.inject('/api/tenders')).json());
  const tender = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  const generated = await user.inject({
    method: 'POST',
    url: `/api/tenders/${tender?.id ?? ''}/generate-response`,
    payload: { tender_id: tender?.id, response_type: 'complete' },
  });
  expect([201, 202], generated.body).toContain(generated.statusCode);
  await ctx.app.services.generation.settle();
  const responseId = generatedResponseSchema.parse(generated.json()).id;

  // Tables of features whose routes are elsewhere: rows written as those features write them.
  const id = user.user.id;
  const submittedId = randomUUID();
  const [original] = await ctx.database.db
    .select()
    .from(tenders)
    .where(eq(tenders.id, tender?.id ?? ''));
  if (!original) {
    throw new Error('no tender to copy');
  }
  await ctx.database.db.insert(tenders).values({
    ...original,
    id: submittedId,
    source: 'submitted',
    sourceId: submittedId,
    submittedByUserId: id,
  });
  const tenderFileKey = `${randomUUID()}.pdf`;
  writeFileSync(path.join(storageDir, tenderFileKey), TENDER_FILE);
  await ctx.database.db.execute(sql`
    insert into tender_files (user_id, tender_id, filename, format, content_type, size, storage_key, role, detected_role, text_status)
    values (${id}, ${submittedId}, 'RC.pdf', 'pdf', 'application/pdf', ${TENDER_FILE.length}, ${tenderFileKey}, 'rc', 'rc', 'text')`);
  await ctx.database.db.execute(sql`
    insert into tender_file_results (user_id, tender_id, kind, data) values (${id}, ${submittedId}, 'metres', '{"lignes": []}')`);
  await ctx.database.db.execute(sql`
    insert into notifications (user_id, type, title, message) values (${id}, 'test', 'Bienvenue', 'Votre compte est prêt')`);
  await ctx.database.db.execute(sql`insert into notification_preferences (user_id, digest_hour) values (${id}, 18)`);
  await ctx.database.db.execute(sql`
    insert into cookie_consents (user_id, analytics, marketing, version, choice_at) values (${id}, true, false, '1.0', now())`);
  await ctx.database.db.execute(sql`
    insert into analytics_events (kind, name, session_id, user_id, page, occurred_at)
    values ('event', 'page_view', 'sess-1', ${id}, '/dashboard', now())`);
  await ctx.database.db.execute(sql`
    insert into admin_audit_log (actor_email, action, target_id, target_email, from_role, to_role)
    values ('admin@batiao.fr', 'role_change', ${id}, ${user.user.email}, 'user', 'admin')`);
  return { responseId, tenderFileKey };
}

async function storedKeysOf(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const row of await query(sql`select storage_key from documents where user_id = ${userId}`)) {
    keys.push(String(row.storage_key));
  }
  for (const row of await query(sql`select pdf_key from generated_responses where user_id = ${userId}`)) {
    keys.push(String(row.pdf_key));
  }
  for (const row of await query(sql`select storage_key from tender_files where user_id = ${userId}`)) {
    keys.push(String(row.storage_key));
  }
  for (const row of await query(
    sql`select p->>'storage_key' as key from company_profiles, jsonb_array_elements("references") r, jsonb_array_elements(r->'photos') p where user_id = ${userId}`,
  )) {
    keys.push(String(row.key));
  }
  return keys;
}

let alice: TestUser;
let bruno: TestUser;
let aliceFiles: { responseId: string; tenderFileKey: string };

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  alice = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon', nom: 'Martin' });
  bruno = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon', nom: 'Bernard' });
  aliceFiles = await populate(alice);
  await populate(bruno);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('GET /api/account/export', () => {
  it('is refused without a session', async () => {
    expect((await ctx.app.inject('/api/account/export')).statusCode).toBe(401);
  });

  it('gives a zip with every kind of data the user created, as JSON and CSV, and the files', async () => {
    const res = await alice.inject('/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="batiao-export-2026-11-22\.zip"/);
    const zip = readZip(res.rawPayload);
    const json = accountExportSchema.parse(JSON.parse(zip.get('donnees.json')?.toString('utf8') ?? '{}'));
    expect(json.user_id).toBe(alice.user.id);

    // One row at least of each kind: all but the admin actions taken *by* Alice (she is no admin)
    // and the Stripe records (test-mode payments here; account-stripe.test.ts has them).
    const absent = [
      'actions_administrateur_effectuees',
      'prix_marche_remplaces',
      'indices_bt_saisis',
      'abonnements_stripe',
      'evenements_paiement',
    ];
    const kinds = USER_DATA.map((e) => e.kind).filter((k) => !absent.includes(k));
    for (const kind of kinds) {
      expect(json.data[kind]?.length ?? 0, `aucune ligne « ${kind} » dans l’export`).toBeGreaterThan(0);
      const csv = zip.get(`csv/${kind}.csv`)?.toString('utf8') ?? '';
      expect(csv.startsWith('\uFEFF'), kind).toBe(true);
      expect(csv.trim().split('\r\n').length, kind).toBeGreaterThan(1);
    }
    expect(json.data.profil?.[0]).toMatchObject({ email: alice.user.email, nom: 'Martin', metier: 'couvreur' });
    expect(json.data.profil?.[0]).not.toHaveProperty('password_hash');
    expect(zip.get('donnees.json')?.toString('utf8')).not.toContain('$2');
    expect(json.data.entreprise?.[0]).toMatchObject({ raison_sociale: 'Toitures Martin' });
    expect(json.data.paiements?.[0]).toMatchObject({ plan: 'pro', status: 'paid' });
    expect(json.data.prix_catalogue?.[0]).toMatchObject({ name: 'Tuile canal' });
    expect(json.data.consentements?.[0]).toMatchObject({ analytics: true, marketing: false });
    expect(json.data.appels_offres_soumis?.[0]).toMatchObject({ source: 'submitted' });
    expect(json.data.reponses?.[0]).toMatchObject({ id: aliceFiles.responseId, status: 'succeeded' });
    expect(zip.get('csv/profil.csv')?.toString('utf8')).toContain(alice.user.email);

    // The files themselves: the document, the reference photo, the response PDF, the tender file.
    const fileNames = [...zip.keys()].filter((k) => k.startsWith('fichiers/'));
    expect(fileNames).toHaveLength(4);
    expect(zip.get('fichiers/documents/kbis-kbis société.pdf')?.equals(PDF)).toBe(true);
    expect(fileNames.find((f) => f.startsWith('fichiers/entreprise/'))).toMatch(/photo-1-toiture\.png$/);
    const responsePdf = fileNames.find((f) => f.startsWith('fichiers/reponses/')) ?? '';
    expect(zip.get(responsePdf)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zip.get(fileNames.find((f) => f.startsWith('fichiers/fichiers_consultation/')) ?? '')).toEqual(TENDER_FILE);
    expect(json.files.map((f) => f.path).sort()).toEqual(fileNames.sort());
    expect(zip.get('LISEZMOI.txt')?.toString('utf8')).toContain('10 ans');
  });

  it('holds nothing of another user', async () => {
    const res = await alice.inject('/api/account/export?format=json');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).not.toContain(bruno.user.id);
    expect(body).not.toContain(bruno.user.email);
    expect(body).not.toContain('Toitures Bernard');
  });

  it('gives the JSON alone with ?format=json', async () => {
    const res = await alice.inject('/api/account/export?format=json');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const json = accountExportSchema.parse(res.json());
    expect(json.data.documents?.[0]).toMatchObject({ document_type: 'kbis', filename: 'kbis société.pdf' });
    expect((await alice.inject('/api/account/export?format=xml')).statusCode).toBe(422);
  });
});

describe('PATCH /api/account/profile (rectification)', () => {
  it('corrects the user’s own fields, standardising the zone', async () => {
    const res = await bruno.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { prenom: 'Bruno', nom: 'Bernard-Leroy', metier: 'Plombier', zone_geographique: 'villeurbanne' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(userSchema.parse(res.json())).toMatchObject({
      prenom: 'Bruno',
      nom: 'Bernard-Leroy',
      metier: 'plombier',
      zone_geographique: 'Villeurbanne (69)',
      departement: '69',
    });
    expect(userSchema.parse((await bruno.inject('/api/auth/me')).json()).nom).toBe('Bernard-Leroy');
  });

  it('refuses an address another account has, an unknown place and an unknown field', async () => {
    const taken = await bruno.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { email: alice.user.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: ACCOUNT_MESSAGES.emailTaken });
    const place = await bruno.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { zone_geographique: 'Xyzzyville' },
    });
    expect(place.statusCode).toBe(422);
    expect(JSON.stringify(place.json())).toContain('Ville non reconnue');
    const role = await bruno.inject({ method: 'PATCH', url: '/api/account/profile', payload: { role: 'admin' } });
    expect(role.statusCode).toBe(422);
    expect(userSchema.parse((await bruno.inject('/api/auth/me')).json()).role).toBe('user');
  });

  it('changes the e-mail used to sign in', async () => {
    const email = `bruno.${Date.now()}@example.fr`;
    const res = await bruno.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { email: email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: bruno.password },
      remoteAddress: '10.9.9.9',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password, in French, and keeps the account', async () => {
    const wrong = await alice.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'pas-le-bon' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ detail: ACCOUNT_MESSAGES.wrongPassword });
    const missing = await alice.inject({ method: 'DELETE', url: '/api/account', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain(ACCOUNT_MESSAGES.passwordRequired);
    expect((await alice.inject('/api/auth/me')).statusCode).toBe(200);
  });

  it('erases every row and file of the user, keeps the payments anonymised, and ends every session', async () => {
    const id = alice.user.id;
    const keys = await storedKeysOf(id);
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(existsSync(path.join(storageDir, key)), key).toBe(true);
    }
    const paymentsBefore = await query(
      sql`select id, amount_cents, provider_ref, created_at from payments where user_id = ${id}`,
    );
    expect(paymentsBefore).toHaveLength(1);
    const brunoRowsBefore = await query(sql`select count(*)::int as n from documents where user_id = ${bruno.user.id}`);

    const res = await alice.inject({ method: 'DELETE', url: '/api/account', payload: { password: alice.password } });
    expect(res.statusCode, res.body).toBe(204);

    // No row of that user in any table with a user column (the catalogue's list, not ours).
    const columns = await query(sql`
      select distinct rel.relname as t, att.attname as c from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.contype = 'f' and con.confrelid = 'public.users'::regclass`);
    expect(columns.length).toBeGreaterThan(10);
    for (const { t, c } of columns) {
      const [row] = await query(
        sql`select count(*)::int as n from ${sql.identifier(String(t))} where ${sql.identifier(String(c))} = ${id}`,
      );
      expect(row?.n, `${String(t)}.${String(c)}`).toBe(0);
    }
    expect(await query(sql`select 1 from users where id = ${id}`)).toHaveLength(0);
    expect(await query(sql`select 1 from outbox where "to" = ${alice.user.email}`)).toHaveLength(0);
    expect(await query(sql`select 1 from auth_attempts where key like ${`%${alice.user.email}%`}`)).toHaveLength(0);
    // Nor anything carrying the address or the name elsewhere (the admin log keeps its e-mail column: a security log, one year).
    for (const key of keys) {
      expect(existsSync(path.join(storageDir, key)), `fichier ${key}`).toBe(false);
    }

    // The payment stays, with its amount, date and reference, and no link to the person.
    const kept = await query(
      sql`select user_id, amount_cents, provider_ref, created_at from payments where id = ${String(paymentsBefore[0]?.id)}`,
    );
    expect(kept).toEqual([
      {
        user_id: null,
        amount_cents: paymentsBefore[0]?.amount_cents,
        provider_ref: paymentsBefore[0]?.provider_ref,
        created_at: paymentsBefore[0]?.created_at,
      },
    ]);

    // The old token is refused, and signing in again too.
    expect((await alice.inject('/api/auth/me')).statusCode).toBe(401);
    expect((await alice.inject('/api/account/export')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.user.email, password: alice.password },
      remoteAddress: '10.9.9.10',
    });
    expect(login.statusCode).toBe(401);

    // Bruno's data is untouched.
    expect(await query(sql`select count(*)::int as n from documents where user_id = ${bruno.user.id}`)).toEqual(
      brunoRowsBefore,
    );
    expect((await storedKeysOf(bruno.user.id)).every((k) => existsSync(path.join(storageDir, k)))).toBe(true);
  });

  it('limits wrong passwords to 5 per 15 minutes', async () => {
    const carla = await registerUser(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await carla.inject({ method: 'DELETE', url: '/api/account', payload: { password: `x${i}` } })).statusCode,
      ).toBe(403);
    }
    const limited = await carla.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: carla.password },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    clock.advance(15 * 60_000 + 1000);
    expect(
      (await carla.inject({ method: 'DELETE', url: '/api/account', payload: { password: carla.password } })).statusCode,
    ).toBe(204);
  });
});
