import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { generatedResponseSchema, type GeneratedResponse } from '@batiao/shared/contracts/generation';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { generatedResponses, users } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';

/** The response PDFs on disk: an edit keeps exactly one per response, whatever happens (issue 11, item 9). */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-generation-files-'));
let ctx: TestContext;
let account: Awaited<ReturnType<typeof registerUser>>;
let response: GeneratedResponse;

const files = () => readdirSync(storageDir).sort();

function edit(letter: string) {
  const sections = (response.memoire_sections ?? []).map((s) => ({ key: s.key, title: s.title, body: s.body }));
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/generated-responses/${response.id}`,
    headers: { authorization: account.authorization },
    payload: { lettre_candidature: letter, memoire_sections: sections },
  });
}

async function storedPdfKey(): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ key: generatedResponses.pdfKey })
    .from(generatedResponses)
    .where(eq(generatedResponses.id, response.id));
  return row?.key ?? null;
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  account = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .where(eq(users.id, account.user.id));
  const list = tenderListResponseSchema.parse(
    (await ctx.app.inject({ url: '/api/tenders', headers: { authorization: account.authorization } })).json(),
  );
  const tender = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  const generated = await ctx.app.inject({
    method: 'POST',
    url: `/api/tenders/${tender?.id ?? ''}/generate-response`,
    headers: { authorization: account.authorization },
    payload: { tender_id: tender?.id, response_type: 'complete' },
  });
  expect([201, 202], generated.body).toContain(generated.statusCode);
  // On a busy machine the job may outlast the request's wait: it is awaited, then read.
  await ctx.app.services.generation.settle();
  const id = generatedResponseSchema.parse(generated.json()).id;
  const read = await ctx.app.inject({
    url: `/api/generated-responses/${id}`,
    headers: { authorization: account.authorization },
  });
  response = generatedResponseSchema.parse(read.json());
  expect(response.status).toBe('succeeded');
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('editing a response', () => {
  it('leaves no PDF behind when saving the edit fails after the PDF is rendered', async () => {
    const before = files();
    expect(before).toEqual([await storedPdfKey()]);
    // A real database failure on the update (the row refuses any edit), not a mocked one.
    await ctx.database.db.execute(
      sql.raw(`create function refuse_response_edit() returns trigger language plpgsql as $$
        begin raise exception 'panne simulée'; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger refuse_response_edit before update on generated_responses
        for each row when (new.edited_at is not null) execute function refuse_response_edit()`),
    );
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const failed = await edit(`Madame, Monsieur, essai ${attempt}.`);
        expect(failed.statusCode).toBe(500);
      }
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_response_edit on generated_responses'));
      await ctx.database.db.execute(sql.raw('drop function refuse_response_edit()'));
    }
    expect(files()).toEqual(before);
  });

  it('replaces the PDF on success: one file, the one the row names', async () => {
    const previous = await storedPdfKey();
    const edited = await edit('Madame, Monsieur, lettre revue.');
    expect(edited.statusCode, edited.body).toBe(200);
    const current = await storedPdfKey();
    expect(current).not.toBe(previous);
    expect(files()).toEqual([current]);
  });

  it('keeps one PDF when two edits cross', async () => {
    const results = await Promise.all([edit('Madame, Monsieur, version A.'), edit('Madame, Monsieur, version B.')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(files()).toEqual([await storedPdfKey()]);
  });
});
