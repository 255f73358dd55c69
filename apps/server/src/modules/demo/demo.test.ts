import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { DEMO_MESSAGES, demoPdfResponseSchema, quartusResultSchema } from '@batiao/shared/contracts/demo';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';

/** The public demo PDF and the generator page (issue 19): the real engine and renderer. */

const clock = createTestClock(new Date('2026-11-26T09:00:00Z'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, demoRateLimit: { perAddress: 4, windowMs: 10 * 60_000 } });
});
afterAll(async () => ctx.close());

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function pdfText(base64OrBytes: string | Buffer) {
  const bytes = typeof base64OrBytes === 'string' ? Buffer.from(base64OrBytes, 'base64') : base64OrBytes;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { text: flat(text), totalPages };
}

const demo = (query: string, remoteAddress = '198.51.100.1') =>
  ctx.app.inject({ url: `/api/demo/generate-pdf?${query}`, remoteAddress });

describe('GET /api/demo/generate-pdf', () => {
  it('writes the demo tender’s response with the real engine, as a PDF read back here', async () => {
    const res = await demo('metier=plombier&ville=lyon');
    expect(res.statusCode, res.body).toBe(200);
    const body = demoPdfResponseSchema.parse(res.json());
    const { text, totalPages } = await pdfText(body.pdf_content);
    expect(text).toContain('Réfection des vestiaires et douches');
    expect(text).toContain('Ville de Lyon');
    expect(text).toMatch(/mémoire technique/i);
    expect(text).toMatch(/légionel/i);
    expect(body.stats.total_pages).toBe(totalPages);
    expect(body.stats.total_pages).toBeGreaterThanOrEqual(3);
    expect(body.stats.total_words).toBeGreaterThan(800);
    expect(body.stats.qualite).toMatch(/sections rédigées/);
    expect(body.stats.generation_time).toBeGreaterThan(0);
  });

  it('uses the trade’s first city when it has no tender in the one asked', async () => {
    const body = demoPdfResponseSchema.parse((await demo('metier=peintre&ville=reims', '198.51.100.2')).json());
    const { text } = await pdfText(body.pdf_content);
    expect(text).toContain('Collège Jean-Moulin');
  });

  it('serves the same PDF again for the same pair (cached), a new one for another pair', async () => {
    const first = demoPdfResponseSchema.parse((await demo('metier=electricien&ville=toulouse', '198.51.100.3')).json());
    clock.advance(60_000);
    const again = demoPdfResponseSchema.parse((await demo('metier=electricien&ville=toulouse', '198.51.100.4')).json());
    expect(again.pdf_content).toBe(first.pdf_content);
    expect(again.stats).toEqual(first.stats);
    const other = demoPdfResponseSchema.parse((await demo('metier=electricien&ville=paris', '198.51.100.4')).json());
    expect(other.pdf_content).not.toBe(first.pdf_content);
  });

  it('refuses an unknown trade in French', async () => {
    const res = await demo('metier=astronaute&ville=lyon', '198.51.100.5');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Métier de démonstration inconnu');
  });

  it('limits each address (429 with Retry-After), not the others', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await demo('metier=plombier&ville=lyon', '203.0.113.9')).statusCode).toBe(200);
    }
    const limited = await demo('metier=plombier&ville=lyon', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ detail: DEMO_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await demo('metier=plombier&ville=lyon', '203.0.113.10')).statusCode).toBe(200);
    clock.advance(10 * 60_000 + 1000);
    expect((await demo('metier=plombier&ville=lyon', '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('the generator page (/quartus)', () => {
  it('needs a session, then a subscription (403 « Abonnement requis »)', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/generate-quartus-response' })).statusCode).toBe(401);
    const free = await registerUser(ctx.app);
    const refused = await free.inject({ method: 'POST', url: '/api/generate-quartus-response' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'Abonnement requis' });
    expect((await free.inject('/api/download/quartus-complete.pdf')).statusCode).toBe(403);
  });

  it('writes the LOT 20 response with its price and duration, and serves both files', async () => {
    const subscriber = await registerUser(ctx.app, { metier: 'chauffagiste' });
    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'expert', subscriptionStatus: 'active' })
      .where(eq(users.id, subscriber.user.id));
    const before = await subscriber.inject('/api/download/quartus-complete.pdf');
    expect(before.statusCode).toBe(404);
    expect(before.json<{ detail: string }>().detail).toContain('lancez d’abord la génération');

    const res = await subscriber.inject({ method: 'POST', url: '/api/generate-quartus-response' });
    expect(res.statusCode, res.body).toBe(200);
    const result = quartusResultSchema.parse(res.json());
    expect(result).toMatchObject({ price: 6_847_500, duration: '18 mois fermes', price_per_m2: 443 });
    expect(result.stats.sections).toBeGreaterThanOrEqual(8);

    const text = await subscriber.inject(result.downloads.technical);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toContain('quartus-reponse-technique-lot20.txt');
    const plain = flat(text.body);
    expect(plain).toContain('LETTRE DE CANDIDATURE');
    expect(plain).toContain('6 847 500 € HT');
    expect(plain).toContain('443 € HT/m²');
    expect(plain).toContain('18 mois fermes');

    const pdf = await subscriber.inject(result.downloads.complete);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text: pdfPlain, totalPages } = await pdfText(pdf.rawPayload);
    expect(totalPages).toBe(result.stats.total_pages);
    expect(pdfPlain).toContain('LOT 20');
    expect(pdfPlain).toContain('6 847 500 € HT');
    expect(pdfPlain).toContain('18 mois fermes');

    // Another subscriber has generated nothing: nothing to download.
    const other = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
      .where(eq(users.id, other.user.id));
    expect((await other.inject(result.downloads.complete)).statusCode).toBe(404);
  });
});

describe('the demo’s generation context', () => {
  it('carries the commune index like the generation service’s (demo PDF and generator page)', async () => {
    const { createDemoService } = await import('./demo.service.ts');
    const communes = (_name: string) => [];
    const seen: object[] = [];
    const service = createDemoService({
      clock,
      engine: {
        name: 'local',
        generate: (context) => {
          seen.push(context);
          return Promise.reject(new Error('context recorded'));
        },
      },
      renderPdf: () => Promise.resolve(Buffer.from('%PDF-1.7')),
      billing: { assertSubscribed: () => Promise.resolve() },
      log: { info: () => undefined, warn: () => undefined },
      communes,
    });
    await expect(service.demoPdf('plombier', 'lyon', '203.0.113.9')).rejects.toThrow('context recorded');
    await expect(service.generateQuartus({ id: 'u1', role: 'user' })).rejects.toThrow('context recorded');
    expect(seen).toHaveLength(2);
    for (const context of seen) {
      expect((context as { communes?: unknown }).communes).toBe(communes);
      expect((context as { tender?: { title?: string } }).tender?.title).toBeTruthy();
    }
  });
});
