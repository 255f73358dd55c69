import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@batiao/shared/errors';
import { generatedResponseSchema } from '@batiao/shared/contracts/generation';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { users } from './db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, registration, type TestContext } from './test/build-test-app.ts';
import { multipart } from './test/multipart.ts';
import { seedDemoTenders } from './modules/tenders/tenders-demo.service.ts';
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter } from './plugins/text-guard.ts';

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
type Account = Awaited<ReturnType<typeof registerUser>>;
let account: Account;

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udc00b';

beforeAll(async () => {
  ctx = await buildTestApp({ clock, generation: { waitMs: 60_000 } });
  await seedDemoTenders({ db: ctx.database.db, clock });
  account = await registerUser(ctx.app);
});
afterAll(async () => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, auth = true) {
  const request = {
    method,
    url,
    ...(payload === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  };
  return auth ? account.inject(request) : ctx.app.inject(request);
}

/** The 422 the rule answers, naming the field. */
function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.detail).toContainEqual({ field, message: FORBIDDEN_CHARACTER });
}

describe('hasForbiddenCharacter', () => {
  it('finds NUL and lone surrogates, and lets paired surrogates (emoji) and accents through', () => {
    expect(hasForbiddenCharacter(NUL)).toBe(true);
    expect(hasForbiddenCharacter(LONE_HIGH)).toBe(true);
    expect(hasForbiddenCharacter(LONE_LOW)).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('fin\udbff')).toBe(true);
    expect(hasForbiddenCharacter('Réfection de toiture 🏠 — « été »')).toBe(false);
    expect(hasForbiddenCharacter('ligne 1\nligne 2\ttab')).toBe(false);
  });
});

describe('NUL bytes and lone surrogates in text are refused with 422, never 500', () => {
  it('in the tender search query', async () => {
    expectRefused(await call('GET', '/api/tenders?q=%00'), 'q');
    expectRefused(await call('GET', '/api/tenders?q=toit%00ure'), 'q');
    // A lone surrogate cannot be written in UTF-8; %ED%A0%80 decodes to U+FFFD and stays a search.
    expect((await call('GET', '/api/tenders?q=%ED%A0%80')).statusCode).toBe(200);
    expect((await call('GET', '/api/tenders?q=toiture')).statusCode).toBe(200);
  });

  it('at registration, and nothing is created', async () => {
    const payload = registration({ prenom: NUL });
    expectRefused(await call('POST', '/api/auth/register', payload, false), 'prenom');
    expectRefused(await call('POST', '/api/auth/register', registration({ nom: LONE_HIGH }), false), 'nom');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('at login', async () => {
    const response = await call('POST', '/api/auth/login', { email: 'x@example.fr', password: `mot${NUL}` }, false);
    expectRefused(response, 'password');
  });

  it('in the company profile text and its references', async () => {
    expectRefused(await call('PUT', '/api/company', { raison_sociale: NUL }), 'raison_sociale');
    expectRefused(await call('PUT', '/api/company', { ville: LONE_LOW }), 'ville');
    const reference = { projet: `Toiture ${NUL}`, client: 'Mairie', annee: 2024 };
    expectRefused(await call('PUT', '/api/company', { references: [reference] }), 'references.0.projet');
    const later = { projet: 'Toiture', client: 'Mairie', annee: 2024, description: LONE_HIGH };
    expectRefused(await call('PUT', '/api/company', { references: [later] }), 'references.0.description');
    // The profile is untouched and still readable.
    const profile = await call('GET', '/api/company');
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).not.toContain('\\u0000');
  });

  it('in the payment session ids', async () => {
    expectRefused(await call('POST', '/api/payments/verify-payment', { session_id: `cs_test_${NUL}` }), 'session_id');
    expectRefused(await call('GET', '/api/payments/test-checkout/cs_test_local_%00'), 'id');
    expectRefused(await call('POST', '/api/payments/test-checkout/%00/complete'), 'id');
  });

  it('in a key of the body, as in a value', async () => {
    const response = await call('PUT', '/api/notifications/preferences', { [`cle${NUL}`]: true });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
  });

  it('in the edit of a generated response', async () => {
    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'pro' })
      .where(eq(users.id, account.user.id));
    const list = tenderListResponseSchema.parse((await call('GET', '/api/tenders')).json());
    const tender = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
    if (!tender) {
      throw new Error('no open tender in the demo set');
    }
    const generated = await call('POST', `/api/tenders/${tender.id}/generate-response`, {
      tender_id: tender.id,
      response_type: 'complete',
    });
    expect(generated.statusCode).toBe(201);
    const response = generatedResponseSchema.parse(generated.json());
    const sections = (response.memoire_sections ?? []).map((s) => ({ key: s.key, title: s.title, body: s.body }));
    const [head, ...rest] = sections;
    if (!head) {
      throw new Error('no section');
    }
    const url = `/api/generated-responses/${response.id}`;
    expectRefused(
      await call('PUT', url, { lettre_candidature: `Madame, ${NUL}`, memoire_sections: sections }),
      'lettre_candidature',
    );
    expectRefused(
      await call('PUT', url, {
        lettre_candidature: 'Madame,',
        memoire_sections: [{ ...head, body: LONE_LOW }, ...rest],
      }),
      'memoire_sections.0.body',
    );
    const stored = generatedResponseSchema.parse((await call('GET', url)).json());
    expect(stored.lettre_candidature).toBe(response.lettre_candidature);
  });

  it('in the text fields of a document upload', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const form = multipart([
      { name: 'document_type', value: `kbis${NUL}` },
      { name: 'file', filename: 'kbis.pdf', data: pdf, type: 'application/pdf' },
    ]);
    const response = await account.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expectRefused(response, 'document_type');
    const list = await call('GET', '/api/documents');
    expect((list.json() as { documents: unknown[] }).documents).toHaveLength(0);
  });
});
