import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import {
  GENERATION_MESSAGES,
  generatedResponseListSchema,
  generatedResponseSchema,
  type GeneratedResponse,
} from '@batiao/shared/contracts/generation';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { tenders, users } from '../../db/schema/index.ts';
import { SAMPLE_GENERATED_CONTENT, startOpenAiTestServer, type OpenAiTestServer } from '../../test/servers/llm.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';
import { GENERATION_INTERRUPTED, RATE_LIMIT, RESPONSE_NOT_FOUND } from './generation.service.ts';

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
type Account = Awaited<ReturnType<typeof registerUser>>;

async function subscribe(account: Account, plan: 'essentiel' | 'pro' | 'expert') {
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: plan })
    .where(eq(users.id, account.user.id));
}

async function firstTender(account: Account): Promise<string> {
  const response = await ctx.app.inject({ url: '/api/tenders', headers: { authorization: account.authorization } });
  const list = tenderListResponseSchema.parse(response.json());
  const open = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  if (!open) {
    throw new Error('no open tender in the demo set');
  }
  return open.id;
}

function generate(account: Account, tenderId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tenders/${tenderId}/generate-response`,
    headers: { authorization: account.authorization },
    payload: { tender_id: tenderId, response_type: 'complete' },
  });
}

function get(account: Account, url: string) {
  return ctx.app.inject({ url, headers: { authorization: account.authorization } });
}

/** Moves the clock past the per-user rate window, so that the next generation is not limited by it. */
function nextMinute() {
  clock.advance(61_000);
}

beforeAll(async () => {
  // The quota test moves the clock by a month: tokens outlive it.
  ctx = await buildTestApp({ clock, jwtTtl: '90d' });
  await seedDemoTenders({ db: ctx.database.db, clock });
});
afterAll(async () => ctx.close());

describe('generating a response', () => {
  let account: Account;
  let tenderId: string;
  let first: GeneratedResponse;

  beforeAll(async () => {
    account = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    await subscribe(account, 'pro');
    tenderId = await firstTender(account);
  });

  it('writes the letter, the mémoire and the documents list, and stores the PDF', async () => {
    nextMinute();
    const response = await generate(account, tenderId);
    expect(response.statusCode).toBe(201);
    first = generatedResponseSchema.parse(response.json());
    expect(first.status).toBe('succeeded');
    expect(first.version).toBe(1);
    expect(first.engine).toBe('local');
    const tender = await get(account, `/api/tenders/${tenderId}`);
    const title = (tender.json() as { title: string }).title;
    expect(first.tender_title).toBe(title);
    expect(first.lettre_candidature).toContain('Madame, Monsieur');
    expect(first.memoire_technique).toContain(first.memoire_sections?.[0]?.title);
    expect(first.memoire_sections?.length).toBeGreaterThanOrEqual(11);
    expect(first.documents_requis?.some((d) => d.document_type === 'kbis' && d.status === 'missing')).toBe(true);
    // The company profile is empty: every company fact is left to complete, none is invented.
    expect(first.a_completer?.length).toBeGreaterThan(0);
    expect(first.lettre_candidature).toContain('[À compléter');
    expect(first.pdf_size).toBeGreaterThan(1000);
    expect(first.filename).toMatch(/^reponse-.*-v1\.pdf$/);
    // The user may have left the page: the bell says the response is ready, with its tender.
    const notices = (await get(account, '/api/notifications')).json() as {
      items: { type: string; title: string; tender_id: string | null; pdf_generated: boolean }[];
    };
    expect(notices.items).toContainEqual(
      expect.objectContaining({
        type: 'response_ready',
        title: 'Votre réponse est prête',
        tender_id: tenderId,
        pdf_generated: true,
      }),
    );
  });

  it('downloads the PDF as an attachment (or inline for the preview) and the DOCX', async () => {
    const pdf = await get(account, `/api/generated-responses/${first.id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="reponse-/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(first.pdf_size);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Lettre de candidature');

    const inline = await get(account, `/api/generated-responses/${first.id}/download?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    const docx = await get(account, `/api/generated-responses/${first.id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.headers['content-disposition']).toMatch(/\.docx"/);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('re-renders the PDF from the edited text', async () => {
    const sections = (first.memoire_sections ?? []).map((s) => ({ key: s.key, title: s.title, body: s.body }));
    const [head, ...rest] = sections;
    if (!head) {
      throw new Error('no section');
    }
    sections.splice(
      0,
      sections.length,
      { ...head, body: 'Texte revu par l’artisan : échafaudage de pied posé le lundi.' },
      ...rest,
    );
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/generated-responses/${first.id}`,
      headers: { authorization: account.authorization },
      payload: { lettre_candidature: 'Madame, Monsieur, lettre revue.', memoire_sections: sections },
    });
    expect(response.statusCode).toBe(200);
    const edited = generatedResponseSchema.parse(response.json());
    expect(edited.edited_at).not.toBeNull();
    expect(edited.lettre_candidature).toBe('Madame, Monsieur, lettre revue.');
    expect(edited.memoire_sections?.[0]?.body).toContain('échafaudage de pied');
    // The tables the engine wrote are kept: only the text is edited.
    expect(edited.memoire_sections?.map((s) => s.table !== null)).toEqual(
      first.memoire_sections?.map((s) => s.table !== null),
    );

    const pdf = await get(account, `/api/generated-responses/${first.id}/download`);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('échafaudage de pied posé le lundi');

    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/generated-responses/${first.id}`,
      headers: { authorization: account.authorization },
      payload: { lettre_candidature: '   ', memoire_sections: sections },
    });
    expect(empty.statusCode).toBe(422);
    const unchanged = generatedResponseSchema.parse(
      (await get(account, `/api/generated-responses/${first.id}`)).json(),
    );
    expect(unchanged.lettre_candidature).toBe('Madame, Monsieur, lettre revue.');
  });

  it('keeps the previous versions when regenerating', async () => {
    nextMinute();
    const again = await generate(account, tenderId);
    expect(again.statusCode).toBe(201);
    expect(generatedResponseSchema.parse(again.json()).version).toBe(2);
    const list = generatedResponseListSchema.parse(
      (await get(account, `/api/generated-responses?tender_id=${tenderId}`)).json(),
    );
    expect(list.items.map((i) => i.version)).toEqual([2, 1]);
    // The spec's names (core-journey §3) beside pdf_size and created_at, same values.
    for (const item of list.items) {
      expect(item.file_size).toBe(item.pdf_size);
      expect(item.file_size).toBeGreaterThan(1000);
      expect(item.generated_at).toBe(item.created_at);
    }
    const v1 = await get(account, `/api/generated-responses/${first.id}`);
    expect(generatedResponseSchema.parse(v1.json()).lettre_candidature).toBe('Madame, Monsieur, lettre revue.');
  });

  it('never shows a response to another user', async () => {
    const other = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    await subscribe(other, 'expert');
    for (const url of [
      `/api/generated-responses/${first.id}`,
      `/api/generated-responses/${first.id}/download`,
      `/api/generated-responses/${first.id}/docx`,
    ]) {
      const response = await get(other, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: RESPONSE_NOT_FOUND, code: 'NOT_FOUND' });
    }
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/generated-responses/${first.id}`,
      headers: { authorization: other.authorization },
      payload: { lettre_candidature: 'volée', memoire_sections: [{ key: 'presentation', title: 'x', body: 'y' }] },
    });
    expect(edit.statusCode).toBe(404);
    const list = generatedResponseListSchema.parse((await get(other, '/api/generated-responses')).json());
    expect(list.items).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/generated-responses/${first.id}` })).statusCode).toBe(401);
  });
});

describe('who may generate', () => {
  it('refuses a user without a subscription, and stores nothing', async () => {
    const account = await registerUser(ctx.app);
    const response = await generate(account, await firstTender(account));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: GENERATION_MESSAGES.subscriptionRequired, code: 'FORBIDDEN' });
    const list = generatedResponseListSchema.parse((await get(account, '/api/generated-responses')).json());
    expect(list.items).toEqual([]);
  });

  it('lets an admin generate without a subscription', async () => {
    const account = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
    nextMinute();
    expect((await generate(account, await firstTender(account))).statusCode).toBe(201);
  });

  it('stops at the plan’s monthly quota with 402 naming the plan, then resets with the period', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'essentiel');
    const tenderId = await firstTender(account);
    for (let i = 0; i < 5; i++) {
      nextMinute();
      expect((await generate(account, tenderId)).statusCode).toBe(201);
    }
    nextMinute();
    const refused = await generate(account, tenderId);
    expect(refused.statusCode).toBe(402);
    const body = refused.json() as { detail: string; code: string };
    expect(body.code).toBe('PAYMENT_REQUIRED');
    expect(body.detail).toContain('ESSENTIEL');
    clock.advance(32 * 86_400_000);
    await ctx.database.db.update(tenders).set({ deadline: new Date(clock.now().getTime() + 30 * 86_400_000) });
    expect((await generate(account, tenderId)).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous requests take the last response of the period', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'essentiel');
    const tenderId = await firstTender(account);
    for (let i = 0; i < 4; i++) {
      nextMinute();
      expect((await generate(account, tenderId)).statusCode).toBe(201);
    }
    nextMinute();
    const answers = await Promise.all([generate(account, tenderId), generate(account, tenderId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402]);
  });

  it('limits how fast one user can generate (429)', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'expert');
    const tenderId = await firstTender(account);
    nextMinute();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await generate(account, tenderId)).statusCode).toBe(201);
    }
    const limited = await generate(account, tenderId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: GENERATION_MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
  });

  it('refuses a tender that no longer takes answers (409), and an unknown one (404)', async () => {
    const account = await registerUser(ctx.app);
    await subscribe(account, 'expert');
    const tenderId = await firstTender(account);
    await ctx.database.db.update(tenders).set({ status: 'cancelled' }).where(eq(tenders.id, tenderId));
    nextMinute();
    expect((await generate(account, tenderId)).statusCode).toBe(409);
    await ctx.database.db.update(tenders).set({ status: 'open' }).where(eq(tenders.id, tenderId));
    expect((await generate(account, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await generate(account, '../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('the llm engine behind the API', () => {
  let llm: OpenAiTestServer;
  let llmCtx: TestContext;
  const llmClock = createTestClock(new Date('2026-11-22T09:00:00Z'));

  beforeAll(async () => {
    llm = await startOpenAiTestServer();
    llmCtx = await buildTestApp({
      clock: llmClock,
      generation: {
        engine: 'llm',
        llm: { baseUrl: `${llm.url}/v1`, apiKey: 'sk-test-only', model: 'mistral-small-latest', timeoutMs: 5000 },
        waitMs: 300,
      },
    });
    await seedDemoTenders({ db: llmCtx.database.db, clock: llmClock });
  });
  afterAll(async () => {
    await llmCtx.close();
    await llm.close();
  });

  async function setUp() {
    const account = await registerUser(llmCtx.app);
    await llmCtx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'essentiel' })
      .where(eq(users.id, account.user.id));
    const list = tenderListResponseSchema.parse(
      (await llmCtx.app.inject({ url: '/api/tenders', headers: { authorization: account.authorization } })).json(),
    );
    const tender = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
    if (!tender) {
      throw new Error('no open tender in the demo set');
    }
    return { account, tenderId: tender.id };
  }

  async function poll(account: Account, id: string): Promise<GeneratedResponse> {
    for (let i = 0; i < 100; i++) {
      const response = generatedResponseSchema.parse(
        (
          await llmCtx.app.inject({
            url: `/api/generated-responses/${id}`,
            headers: { authorization: account.authorization },
          })
        ).json(),
      );
      if (response.status === 'succeeded' || response.status === 'failed') {
        return response;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the generation did not finish');
  }

  it('answers 202 for a slow provider, shows the step, and finishes in the background with the tokens', async () => {
    const { account, tenderId } = await setUp();
    llm.setMode('slow', { delayMs: 1200 });
    const started = await llmCtx.app.inject({
      method: 'POST',
      url: `/api/tenders/${tenderId}/generate-response`,
      headers: { authorization: account.authorization },
      payload: { response_type: 'complete' },
    });
    expect(started.statusCode).toBe(202);
    const pending = generatedResponseSchema.parse(started.json());
    expect(pending.status).toBe('running');
    expect(pending.step).toBe('writing');
    const done = await poll(account, pending.id);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('llm');
    expect(done.tokens_in).toBeGreaterThan(0);
    expect(done.tokens_out).toBeGreaterThan(0);
  });

  it('sends the llm the brief and puts its output through the same checks as the local engine’s (issue 13)', async () => {
    const { account, tenderId } = await setUp();
    llm.setMode('success', {
      content: {
        ...SAMPLE_GENERATED_CONTENT,
        lettre_candidature: `SIRET : 123 456 789 00012\n\n${SAMPLE_GENERATED_CONTENT.lettre_candidature}`,
        memoire_sections: SAMPLE_GENERATED_CONTENT.memoire_sections.map((s, i) =>
          i === 0 ? { ...s, body: `La pose de les tuiles suit le Règlement (UE) 517/2014.\n\n${s.body}` } : s,
        ),
      },
    });
    const started = await llmCtx.app.inject({
      method: 'POST',
      url: `/api/tenders/${tenderId}/generate-response`,
      headers: { authorization: account.authorization },
      payload: { response_type: 'complete' },
    });
    const done = await poll(account, generatedResponseSchema.parse(started.json()).id);
    expect(done.status).toBe('succeeded');
    const prompt = JSON.stringify(llm.requests.at(-1)?.body?.messages ?? []);
    expect(prompt).toContain('Faits établis par BatiAO');
    expect(prompt).toContain('Lieu du chantier');
    expect(done.lettre_candidature).toContain('[À compléter : numéro SIRET]');
    expect(done.lettre_candidature).not.toContain('123 456 789');
    expect(done.memoire_sections?.[0]?.body).toContain('La pose des tuiles');
    const notes = (done.a_completer ?? []).join('\n');
    expect(notes).toContain('absent de votre profil');
    expect(notes).toContain('Règlement (UE) 517/2014');
    llm.setMode('success');
  });

  it('records a provider failure with the spec’s message, and does not count it in the quota', async () => {
    const { account, tenderId } = await setUp();
    llm.setMode('rate-limited');
    for (let i = 0; i < 5; i++) {
      llmClock.advance(61_000);
      const started = await llmCtx.app.inject({
        method: 'POST',
        url: `/api/tenders/${tenderId}/generate-response`,
        headers: { authorization: account.authorization },
      });
      expect(started.statusCode, started.body).toBe(202);
      const failed = await poll(account, generatedResponseSchema.parse(started.json()).id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe(GENERATION_MESSAGES.tooManyRequests);
    }
    // Five failures on the 5-response plan: the quota is untouched.
    llm.setMode('success');
    llmClock.advance(61_000);
    const ok = await llmCtx.app.inject({
      method: 'POST',
      url: `/api/tenders/${tenderId}/generate-response`,
      headers: { authorization: account.authorization },
    });
    expect([201, 202]).toContain(ok.statusCode);
    expect((await poll(account, generatedResponseSchema.parse(ok.json()).id)).status).toBe('succeeded');
  });

  it('fails the jobs a previous process left running', async () => {
    const { account, tenderId } = await setUp();
    llm.setMode('slow', { delayMs: 3000 });
    llmClock.advance(61_000);
    const started = await llmCtx.app.inject({
      method: 'POST',
      url: `/api/tenders/${tenderId}/generate-response`,
      headers: { authorization: account.authorization },
    });
    const id = generatedResponseSchema.parse(started.json()).id;
    expect(await llmCtx.app.services.generation.recoverInterrupted()).toBe(1);
    const read = generatedResponseSchema.parse(
      (
        await llmCtx.app.inject({
          url: `/api/generated-responses/${id}`,
          headers: { authorization: account.authorization },
        })
      ).json(),
    );
    expect(read.status).toBe('failed');
    expect(read.error).toBe(GENERATION_INTERRUPTED);
    // The job itself, when the provider finally answers, does not overwrite that.
    await llmCtx.app.services.generation.settle();
    expect((await poll(account, id)).status).toBe('failed');
    llm.setMode('success');
  });
});
