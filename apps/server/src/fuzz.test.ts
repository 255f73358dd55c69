/**
 * Hostile input never gives a 5xx (issue 11 item 6, ADR 012): every route of the application,
 * enumerated from the router itself, receives a fixed, seeded set of hostile requests — path
 * parameters, query strings, bodies, content types, and mutations of a valid body field by field —
 * without a token and with the token of a subscribed user who owns real objects. A route added
 * later is fuzzed without changing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { checkoutResponseSchema } from '@batiao/shared/contracts/billing';
import { companyProfileSchema, referencePhotoSchema } from '@batiao/shared/contracts/company';
import { documentSchema } from '@batiao/shared/contracts/documents';
import { generatedResponseSchema } from '@batiao/shared/contracts/generation';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { users } from './db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, registration, type TestContext } from './test/build-test-app.ts';
import { multipart } from './test/multipart.ts';
import { seedDemoTenders } from './modules/tenders/tenders-demo.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
}
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
/**
 * The same application with Stripe configured: the webhook answers 503 « non configuré » on a
 * server in test mode, by design; it is fuzzed where it verifies signatures.
 */
let stripeCtx: TestContext;
const WEBHOOK = '/api/payments/webhook';
let authorization = '';
const credentials = { email: '', password: '' };

// ---- Seeded randomness ------------------------------------------------------------------------

/** mulberry32: the same sequence on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261122);
function randomUuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// ---- The routes, read from the router ---------------------------------------------------------

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every method + URL of the app, read from `printRoutes` (the router's radix tree: each line is
 * the exact text that follows its parent's, four columns per level); each one is checked with
 * `hasRoute`.
 */
function listRoutes(): Route[] {
  const tree = ctx.app.printRoutes();
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)(?:[├└]── )(\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) {
      continue;
    }
    const depth = Math.floor((match[1] ?? '').length / 4);
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if ((METHODS as readonly string[]).includes(method)) {
        routes.push({ method: method as Method, url });
      }
    }
  }
  for (const route of routes) {
    if (!ctx.app.hasRoute(route)) {
      throw new Error(`route mal lue dans printRoutes : ${route.method} ${route.url}`);
    }
  }
  // DELETE last: the other requests keep the real objects.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

// ---- The hostile material ---------------------------------------------------------------------

const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const nested = (n: number): Json => (n === 0 ? 'x' : [nested(n - 1)]);

/** Path parameter values, already encoded for the URL. */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '1e999',
  'NaN',
  '__proto__',
  'constructor',
  "'%20OR%201%3D1--",
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%8F%A0',
];

/** Whole bodies, as raw text, each with its content type. */
const HOSTILE_BODIES: { label: string; body?: string; type?: string }[] = [
  { label: 'no body' },
  { label: 'empty JSON', body: '', type: 'application/json' },
  { label: 'invalid JSON', body: '{"a":', type: 'application/json' },
  { label: 'truncated string', body: '{"a":"\\u00', type: 'application/json' },
  { label: 'null', body: 'null', type: 'application/json' },
  { label: 'array', body: '[]', type: 'application/json' },
  { label: 'array of object', body: '[{}]', type: 'application/json' },
  { label: 'empty object', body: '{}', type: 'application/json' },
  { label: 'string NUL', body: '"\\u0000"', type: 'application/json' },
  { label: 'string lone surrogate', body: '"\\ud800"', type: 'application/json' },
  { label: 'number', body: '-1', type: 'application/json' },
  { label: 'number out of range', body: '1e400', type: 'application/json' },
  { label: 'boolean', body: 'true', type: 'application/json' },
  { label: 'deep arrays', body: deepArray(10_000), type: 'application/json' },
  { label: 'deep objects', body: deepObject(10_000), type: 'application/json' },
  {
    label: 'prototype pollution',
    body: '{"__proto__":{"polluted":"oui"},"constructor":{"prototype":{"polluted":"oui"}}}',
    type: 'application/json',
  },
  { label: 'NUL key', body: '{"\\u0000":"x"}', type: 'application/json' },
  { label: 'duplicate keys', body: '{"a":1,"a":"\\u0000"}', type: 'application/json' },
  { label: 'byte order mark', body: '\ufeff{}', type: 'application/json' },
  { label: 'huge string', body: JSON.stringify({ a: 'é'.repeat(400_000) }), type: 'application/json' },
  { label: 'over the body limit', body: JSON.stringify({ a: 'x'.repeat(1_100_000) }), type: 'application/json' },
  { label: 'text/plain', body: '{}', type: 'text/plain' },
  { label: 'form', body: 'a=1&__proto__[polluted]=oui', type: 'application/x-www-form-urlencoded' },
  { label: 'charset', body: '{}', type: 'application/json; charset=utf-16' },
  { label: 'multipart without boundary', body: '{}', type: 'multipart/form-data' },
  { label: 'garbage multipart', body: '--x\r\n\r\n\u0000', type: 'multipart/form-data; boundary=x' },
  { label: 'xml', body: '<?xml version="1.0"?><a/>', type: 'application/xml' },
];

/** Values put in place of one field of a valid body, as JSON text. */
const HOSTILE_VALUES: { label: string; raw: string }[] = [
  { label: 'NUL', raw: '"a\\u0000b"' },
  { label: 'lone high surrogate', raw: '"a\\ud800"' },
  { label: 'lone low surrogate', raw: '"\\udfffb"' },
  { label: 'huge string', raw: JSON.stringify('x'.repeat(100_000)) },
  { label: 'empty string', raw: '""' },
  { label: 'blanks', raw: '" \\t\\n "' },
  { label: 'html', raw: '"<script>alert(1)</script>"' },
  { label: 'sql', raw: JSON.stringify("'; DROP TABLE users; --") },
  { label: 'far date', raw: '"+010000-03-01"' },
  { label: 'date 9999', raw: '"9999-12-31"' },
  { label: 'zero', raw: '0' },
  { label: 'negative', raw: '-1' },
  { label: 'huge number', raw: '1e308' },
  { label: 'unsafe integer', raw: '9007199254740995' },
  { label: 'fraction', raw: '1.5' },
  { label: 'infinity', raw: '1e400' },
  { label: 'boolean', raw: 'true' },
  { label: 'null', raw: 'null' },
  { label: 'empty array', raw: '[]' },
  { label: 'empty object', raw: '{}' },
  { label: 'nested arrays', raw: JSON.stringify(nested(200)) },
  { label: 'array of NUL', raw: '["\\u0000"]' },
  { label: 'prototype keys', raw: '{"__proto__":{"polluted":"oui"},"constructor":{"prototype":{"polluted":"oui"}}}' },
];

/** Query strings for any GET route, and for each of its documented parameters. */
const HOSTILE_QUERIES = [
  '%00',
  'q=%00',
  '__proto__[polluted]=oui',
  'constructor[prototype][polluted]=oui',
  'a[]=1&a[]=2',
  'a=1&'.repeat(2000),
  '%',
  '%E0%A4%A',
  'q=%ED%A0%80',
  'q=' + 'x'.repeat(20_000),
];
const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '-1',
  '0',
  '1e999',
  'NaN',
  '99999999999999999999',
  '',
  'true',
  'null',
  'x'.repeat(5000),
  '%',
];

// ---- The subscribed user's real objects -------------------------------------------------------

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
]);

const ids = {
  tender: '',
  document: '',
  reference: '',
  photo: '',
  response: '',
  checkout: '',
  notification: '',
};

/** A valid body per route that has one: each of its fields is then replaced by each hostile value. */
const VALID_BODIES = new Map<string, () => Json>([
  ['POST /api/auth/register', () => ({ ...registration() })],
  ['POST /api/auth/login', () => ({ email: 'camille@example.fr', password: 'tuiles-et-zinc-2026' })],
  ['POST /auth/login', () => ({ email: 'camille@example.fr', password: 'tuiles-et-zinc-2026' })],
  ['POST /api/locations/validate', () => ({ location: 'Lyon' })],
  ['PUT /api/notifications/preferences', () => ({ email_alerts: true })],
  ['POST /api/payments/checkout', () => ({ plan: 'essentiel' })],
  ['POST /api/payments/verify-payment', () => ({ session_id: ids.checkout })],
  ['POST /api/tenders/:id/generate-response', () => ({ tender_id: ids.tender, response_type: 'complete' })],
  ['PATCH /api/documents/:id', () => ({ valid_until: '2027-01-31', issued_at: '2026-11-01' })],
  [
    'PUT /api/generated-responses/:id',
    () => ({
      lettre_candidature: 'Madame, Monsieur, voici notre candidature.',
      memoire_sections: [{ key: 'presentation', title: 'Présentation', body: 'Notre entreprise.' }],
    }),
  ],
  ['PUT /api/company', () => companyBody()],
]);

function companyBody(): Json {
  return {
    raison_sociale: 'Toitures Durand',
    siret: '73282932000074',
    forme_juridique: 'SARL',
    adresse: '3 rue des Tuiles',
    code_postal: '69003',
    ville: 'Lyon',
    annee_creation: 2010,
    effectifs: [{ role: 'Couvreurs', nombre: 4 }],
    chiffres_affaires: [{ annee: 2025, montant_ht_cents: 45_000_000 }],
    qualifications: [{ organisme: 'Qualibat', intitule: 'Couverture', numero: '3111', valid_until: '2027-06-30' }],
    assurances: [
      {
        type: 'decennale',
        assureur: 'SMABTP',
        numero_police: 'D-1',
        couverture: 'Couverture',
        valid_until: '2027-01-31',
      },
    ],
    materiel: [{ designation: 'Échafaudage', quantite: 2, details: '200 m²' }],
    references: [
      {
        id: ids.reference || undefined,
        projet: 'Réfection de la toiture de l’école',
        client: 'Mairie de Lyon',
        annee: 2024,
        montant_ht_cents: 8_500_000,
        description: 'Tuiles et zinguerie.',
      },
    ].map((r) => JSON.parse(JSON.stringify(r)) as Json),
  };
}

/** The real id for a route's parameter, or a random one when the user has no such object. */
function realParam(url: string, name: string): string {
  if (name === 'referenceId') {
    return ids.reference;
  }
  if (name === 'photoId') {
    return ids.photo;
  }
  if (url.startsWith('/api/tenders/')) {
    return ids.tender;
  }
  if (url.startsWith('/api/documents/')) {
    return ids.document;
  }
  if (url.startsWith('/api/generated-responses/')) {
    return ids.response;
  }
  if (url.startsWith('/api/payments/test-checkout/')) {
    return ids.checkout;
  }
  if (url.startsWith('/api/notifications/')) {
    return ids.notification || randomUuid();
  }
  return randomUuid();
}

function fill(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)|\*/g, (_all, name: string | undefined) => value(name ?? 'wildcard'));
}

// ---- Sending, and recording the 5xx -----------------------------------------------------------

const failures: string[] = [];
let sent = 0;

async function send(route: Route, url: string, label: string, withToken: boolean, extra: Partial<InjectOptions> = {}) {
  const app = route.url === WEBHOOK ? stripeCtx.app : ctx.app;
  const inject = () => {
    sent += 1;
    return app.inject({
      method: route.method,
      url,
      // A client address per request: the per-address limits do not stop the fuzzing at the door.
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      ...extra,
      headers: { ...(extra.headers ?? {}), ...(withToken ? { authorization } : {}) },
    });
  };
  let response = await inject();
  // A route may end the sessions (logout everywhere): sign in again and send it once more.
  if (withToken && response.statusCode === 401 && (await renewSession())) {
    response = await inject();
  }
  if (response.statusCode >= 500) {
    failures.push(
      `${route.method} ${url.slice(0, 150)} [${withToken ? 'token' : 'anonyme'}] ${label} → ` +
        `${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
}

/** Every path from the root to a value of `body` (objects and arrays included), as keys. */
function paths(body: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(body)) {
    body.forEach((item, i) => found.push(...paths(item, [...prefix, i])));
  } else if (body !== null && typeof body === 'object') {
    for (const [key, item] of Object.entries(body)) {
      found.push(...paths(item, [...prefix, key]));
    }
  }
  return found;
}

/** Signs the user in again after its sessions were revoked; false when it cannot. */
async function renewSession(): Promise<boolean> {
  const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
  if (me.statusCode !== 401) {
    return false;
  }
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.254.0.1',
    payload: { email: credentials.email, password: credentials.password },
  });
  if (login.statusCode !== 200) {
    return false;
  }
  authorization = `Bearer ${(login.json() as { token: string }).token}`;
  return true;
}

/** The body as JSON text with the value at `path` replaced by `raw` (JSON text). */
function replaced(body: Json, path: (string | number)[], raw: string): string {
  const marker = '"__fuzz_marker__"';
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    node = (node as Record<string, Json>)[key as string] as Json;
  }
  (node as Record<string, Json>)[path[path.length - 1] as string] = '__fuzz_marker__';
  return JSON.stringify(copy).replace(marker, () => raw);
}

// ---- The run ------------------------------------------------------------------------------------

/** The body of an expected answer of the setup; its status and body otherwise. */
function answered(response: { statusCode: number; body: string; json: () => unknown }, status: number): unknown {
  if (response.statusCode !== status) {
    throw new Error(`setup: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.json();
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, jwtTtl: '90d', generation: { waitMs: 60_000 } });
  await seedDemoTenders({ db: ctx.database.db, clock });
  const account = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  authorization = account.authorization;
  credentials.email = account.user.email;
  credentials.password = account.password;
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'expert' })
    .where(eq(users.id, account.user.id));

  const tenders = tenderListResponseSchema.parse((await account.inject('/api/tenders')).json());
  const open = tenders.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  ids.tender = open?.id ?? tenders.items[0]?.id ?? randomUuid();

  const form = multipart([
    { name: 'document_type', value: 'kbis' },
    { name: 'file', filename: 'kbis.pdf', data: PDF, type: 'application/pdf' },
  ]);
  const uploaded = await account.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: form.headers,
    payload: form.payload,
  });
  ids.document = documentSchema.parse(answered(uploaded, 201)).id;

  const profile = await account.inject({
    method: 'PUT',
    url: '/api/company',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(companyBody()),
  });
  ids.reference = companyProfileSchema.parse(answered(profile, 200)).references[0]?.id ?? '';
  const photoForm = multipart([{ name: 'file', filename: 'chantier.png', data: PNG, type: 'image/png' }]);
  const photo = await account.inject({
    method: 'POST',
    url: `/api/company/references/${ids.reference}/photos`,
    headers: photoForm.headers,
    payload: photoForm.payload,
  });
  ids.photo = referencePhotoSchema.parse(answered(photo, 201)).id;

  const generated = await account.inject({
    method: 'POST',
    url: `/api/tenders/${ids.tender}/generate-response`,
    payload: { tender_id: ids.tender, response_type: 'complete' },
  });
  ids.response = generatedResponseSchema.parse(answered(generated, 201)).id;

  const checkout = await account.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    payload: { plan: 'essentiel' },
  });
  ids.checkout = checkoutResponseSchema.parse(answered(checkout, 200)).session_id;

  const notifications = (await account.inject('/api/notifications')).json() as {
    items?: { id: string }[];
  };
  ids.notification = notifications.items?.[0]?.id ?? '';

  stripeCtx = await buildTestApp({
    clock,
    database: ctx.database,
    payments: { stripeSecretKey: 'sk_test_fuzz', stripeWebhookSecret: 'whsec_fuzz', testMode: false },
    // Nothing listens there: a request to Stripe would fail fast, not leave the machine.
    stripe: { host: '127.0.0.1', port: 9, protocol: 'http' },
  });
}, 120_000);
afterAll(async () => {
  await stripeCtx?.close();
  await ctx?.close();
});

describe('hostile input on every route', () => {
  it('never gets a 5xx', { timeout: 300_000 }, async () => {
    const routes = listRoutes();
    // The router was read: the known routes are all there.
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/register' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/generated-responses/:id' });

    const spec = ctx.app.swagger() as {
      paths?: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };

    for (const route of routes) {
      const hasBody = route.method !== 'GET';
      const realUrl = fill(route.url, (name) => realParam(route.url, name));

      // 1. Path parameters: the real id, a random uuid, hostile strings; without and with a token.
      const paramValues =
        route.url.includes(':') || route.url.includes('*') ? [null, 'uuid', ...HOSTILE_PARAMS] : [null];
      for (const value of paramValues) {
        const url = value === null ? realUrl : fill(route.url, () => (value === 'uuid' ? randomUuid() : value));
        const body = hasBody ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {};
        for (const withToken of [false, true]) {
          await send(route, url, `param ${value ?? 'real'}`, withToken, body);
        }
      }

      // 2. Whole hostile bodies, on the real ids; without and with a token.
      if (hasBody) {
        for (const hostile of HOSTILE_BODIES) {
          const extra: Partial<InjectOptions> =
            hostile.body === undefined
              ? {}
              : { payload: hostile.body, headers: hostile.type ? { 'content-type': hostile.type } : {} };
          for (const withToken of [false, true]) {
            await send(route, realUrl, `body ${hostile.label}`, withToken, extra);
          }
        }
      }

      // 3. Hostile query strings: generic ones, then on each documented query parameter.
      if (route.method === 'GET') {
        const documented = (spec.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.get?.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        const queries = [
          ...HOSTILE_QUERIES,
          ...documented.flatMap((name) => [
            ...HOSTILE_QUERY_VALUES.map((v) => `${name}=${v}`),
            `${name}[]=1&${name}[]=2`,
            `${name}[x]=1`,
          ]),
        ];
        for (const [i, query] of queries.entries()) {
          // The generic ones without and with a token; each parameter's with the token.
          for (const withToken of i < HOSTILE_QUERIES.length ? [false, true] : [true]) {
            await send(route, `${realUrl}?${query}`, `query ${query.slice(0, 60)}`, withToken);
          }
        }
      }

      // 4. A valid body, each of its fields replaced by each hostile value (with a token).
      const valid = VALID_BODIES.get(`${route.method} ${route.url}`);
      if (valid) {
        const body = valid();
        await send(route, realUrl, 'valid body', true, {
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        for (const path of paths(body)) {
          for (const hostile of HOSTILE_VALUES) {
            const payload = replaced(valid(), path, hostile.raw);
            await send(route, realUrl, `field ${path.join('.')} = ${hostile.label}`, true, {
              payload,
              headers: { 'content-type': 'application/json' },
            });
          }
        }
      }
    }

    // 5. The webhook's signature header, hostile (on the Stripe-configured app).
    const webhook: Route = { method: 'POST', url: WEBHOOK };
    for (const signature of [
      '',
      't=1,v1=abc',
      't=%00,v1=',
      'x'.repeat(8000),
      't=99999999999999999999,v1=00',
      ',,,=,',
    ]) {
      for (const body of ['{}', '{"type":"customer.subscription.deleted","data":{"object":{}}}', deepObject(5000)]) {
        await send(webhook, WEBHOOK, `signature ${signature.slice(0, 30)}`, false, {
          payload: body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
      }
    }

    // No prototype was polluted on the way.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(sent).toBeGreaterThan(3000);
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  });
});
