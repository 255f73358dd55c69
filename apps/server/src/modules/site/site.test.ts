import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { CONTACT_LIMITS, operatorSchema, serviceStatusSchema } from '@batiao/shared/contracts/site';
import { parseConfig } from '../../config/env.ts';
import { ingestionRuns, outbox } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type TestContext } from '../../test/build-test-app.ts';

const clock = createTestClock(new Date('2026-11-26T08:00:00Z'));

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Camille Durand',
    email: 'camille@example.fr',
    subject: 'Question sur les formules',
    message: 'Bonjour, la formule PRO comprend-elle la génération Word du mémoire technique ?',
    ...overrides,
  };
}

describe('the public site routes without operator settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(async () => ctx.close());

  it('answers GET /api/site/operator with nulls, without a session', async () => {
    const response = await ctx.app.inject('/api/site/operator');
    expect(response.statusCode).toBe(200);
    const body = operatorSchema.parse(response.json());
    expect(Object.values(body).every((v) => v === null)).toBe(true);
  });

  it('refuses an invalid contact message with French field errors (422) and records nothing', async () => {
    const before = await ctx.database.db.select().from(outbox);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'pas-une-adresse', subject: 'ok', message: 'court' },
      remoteAddress: '203.0.113.1',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; detail: { field: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    const messages = Object.fromEntries(body.detail.map((d) => [d.field, d.message]));
    expect(messages.name).toBe('Le nom est obligatoire');
    expect(messages.email).toBe('Adresse e-mail invalide');
    expect(messages.subject).toBe('L’objet doit contenir au moins 3 caractères');
    expect(messages.message).toBe('Le message doit contenir au moins 20 caractères');
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('writes a valid message to the outbox (no SMTP), addressed to the sender address by default', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message({ subject: 'Objet sur\r\ndeux lignes' }),
      remoteAddress: '203.0.113.2',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    const [row] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row?.to).toBe('no-reply@batiao.fr');
    expect(row?.subject).toBe('[Contact BatiAO] Objet sur deux lignes');
    expect(row?.text).toContain('Nom : Camille Durand');
    expect(row?.text).toContain('E-mail : camille@example.fr');
    expect(row?.text).toContain('la formule PRO comprend-elle');
    expect(row?.delivered).toBe(false);
  });

  it('accepts a filled honeypot silently: same answer, nothing sent, nothing counted', async () => {
    const before = await ctx.database.db.select().from(outbox);
    for (let i = 0; i < CONTACT_LIMITS.perAddress + 2; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message({ website: 'https://spam.example' }),
        remoteAddress: '203.0.113.3',
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(before.length);
    // The robot's requests did not use up the address's allowance.
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message(),
      remoteAddress: '203.0.113.3',
    });
    expect(real.statusCode).toBe(202);
  });

  it('limits messages per address (429 with Retry-After), others unaffected, until the window passes', async () => {
    const send = (address: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message(), remoteAddress: address });
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i += 1) {
      expect((await send('198.51.100.7')).statusCode).toBe(202);
    }
    const refused = await send('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().detail).toMatch(
      /^Trop de messages envoyés depuis votre connexion\. Réessayez dans 60 minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBe(CONTACT_LIMITS.windowMinutes * 60);
    expect((await send('198.51.100.8')).statusCode).toBe(202);

    clock.advance(CONTACT_LIMITS.windowMinutes * 60_000 + 1000);
    expect((await send('198.51.100.7')).statusCode).toBe(202);
  });

  it('reports the live status: database, last BOAMP sync, undelivered e-mails of the last 24 h', async () => {
    const first = await ctx.app.inject('/api/status');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const before = serviceStatusSchema.parse(first.json());
    expect(before).toMatchObject({
      status: 'ok',
      database: 'ok',
      boamp: { last_sync_at: null, stale: true },
      mail: { mode: 'outbox' },
    });
    expect(before.checked_at).toBe(clock.now().toISOString());
    const undelivered = (await ctx.database.db.select().from(outbox).where(eq(outbox.delivered, false))).filter(
      (r) => clock.now().getTime() - r.createdAt.getTime() < 24 * 3600_000,
    ).length;
    expect(before.mail.undelivered).toBe(undelivered);

    const finishedAt = new Date(clock.now().getTime() - 3600_000);
    await ctx.database.db.insert(ingestionRuns).values({
      source: 'boamp',
      trigger: 'scheduled',
      status: 'success',
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
      startedAt: new Date(finishedAt.getTime() - 60_000),
      finishedAt,
    });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message(), remoteAddress: '192.0.2.50' });
    const after = serviceStatusSchema.parse((await ctx.app.inject('/api/status')).json());
    expect(after.boamp).toEqual({ last_sync_at: finishedAt.toISOString(), stale: false });
    expect(after.mail.undelivered).toBe(before.mail.undelivered + 1);
  });
});

describe('the public site routes with the operator configured and an SMTP server', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await buildTestApp({
      clock,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      operator: {
        name: 'Atelier Numérique du Bâtiment',
        legalForm: 'Entreprise individuelle',
        siren: '123 456 789',
        address: '12 rue des Artisans, 69003 Lyon',
        publisher: 'Claire Martin',
        host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
        email: 'contact@batiao.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('answers the configured identity, the security contact defaulting to the operator e-mail', async () => {
    const body = operatorSchema.parse((await ctx.app.inject('/api/site/operator')).json());
    expect(body).toEqual({
      name: 'Atelier Numérique du Bâtiment',
      legal_form: 'Entreprise individuelle',
      siren: '123 456 789',
      address: '12 rue des Artisans, 69003 Lyon',
      publisher: 'Claire Martin',
      host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
      email: 'contact@batiao.example',
      security_email: 'contact@batiao.example',
    });
  });

  it('delivers a contact message by SMTP to the operator and records it as delivered', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message({ subject: 'Demande de démonstration' }),
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['contact@batiao.example']);
    const [row] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'contact@batiao.example', delivered: true, error: null });
    const status = serviceStatusSchema.parse((await ctx.app.inject('/api/status')).json());
    expect(status.mail).toEqual({ mode: 'smtp', undelivered: 0 });
  });
});

describe('the OPERATOR_* settings', () => {
  it('are read from the environment, empty ones meaning unset', () => {
    const config = parseConfig({
      OPERATOR_NAME: 'Atelier Numérique du Bâtiment',
      OPERATOR_SIREN: '12345678900012',
      OPERATOR_EMAIL: 'contact@batiao.example',
      OPERATOR_HOST: '',
    });
    expect(config.operator).toEqual({
      name: 'Atelier Numérique du Bâtiment',
      legalForm: undefined,
      siren: '12345678900012',
      address: undefined,
      publisher: undefined,
      host: undefined,
      email: 'contact@batiao.example',
      securityEmail: undefined,
    });
  });

  it('refuse a SIREN that is not 9 or 14 digits, and an e-mail that is not one, naming the variable', () => {
    expect(() => parseConfig({ OPERATOR_SIREN: '1234' })).toThrow(/OPERATOR_SIREN: un numéro SIREN/);
    expect(() => parseConfig({ SECURITY_EMAIL: 'pas-une-adresse' })).toThrow(/SECURITY_EMAIL/);
  });
});
