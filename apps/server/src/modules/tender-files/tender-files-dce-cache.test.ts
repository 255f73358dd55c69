import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderFileUploadResponseSchema } from '@batiao/shared/contracts/tender-files';
import { tenderDetailSchema, tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { makePdf } from '../../test/fixtures/dce.ts';
import { multipart } from '../../test/multipart.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';

/**
 * The tender detail's DCE facts are kept per (user, tender, files' version) (ADR 033): a second
 * read of an unchanged DCE does not read the files again; an upload, a role change or a removal is
 * seen at once; another user's tender never shares an entry.
 */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-dce-cache-'));
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let tenderId: string;
let rcId: string;

const RC = [
  'RÈGLEMENT DE LA CONSULTATION\nCommune de Testville\nRénovation des classes',
  'Article 5 - Visite du site\nUne visite obligatoire du site aura lieu le 12/12/2026 à 10h00.',
];

const reads = () => ctx.app.services.tenderFiles.stats.dceReads;

async function reasonsOf(user: TestUser, id: string) {
  const response = await user.inject(`/api/tenders/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (tenderDetailSchema.parse(response.json()).compatibility_analysis.reasons ?? []).map((r) => r.text);
}

async function upload(user: TestUser, id: string, filename: string, data: Buffer) {
  const body = multipart([{ name: 'file', filename, data }]);
  const response = await user.inject({
    method: 'POST',
    url: `/api/tenders/${id}/files`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return tenderFileUploadResponseSchema.parse(response.json()).files;
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  owner = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  other = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  const list = tenderListResponseSchema.parse((await owner.inject('/api/tenders')).json());
  const open = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  tenderId = open?.id ?? '';
  expect(tenderId).not.toBe('');
  const [rc] = await upload(owner, tenderId, 'RC - Règlement de la consultation.pdf', await makePdf(RC));
  expect(rc?.role).toBe('rc');
  rcId = rc?.id ?? '';
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('the DCE facts of the tender detail', () => {
  it('reads the files once: a second detail of an unchanged DCE reads nothing again', async () => {
    const before = reads();
    const first = await reasonsOf(owner, tenderId);
    expect(first[0]).toMatch(/^Visite obligatoire le 12 décembre 2026/);
    expect(reads()).toBe(before + 1);
    expect(await reasonsOf(owner, tenderId)).toEqual(first);
    expect(reads()).toBe(before + 1);
  });

  it('sees a role change at once, and the change back', async () => {
    const patched = await owner.inject({
      method: 'PATCH',
      url: `/api/tenders/${tenderId}/files/${rcId}`,
      payload: { role: 'other' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = reads();
    expect((await reasonsOf(owner, tenderId)).some((r) => r.startsWith('Visite obligatoire'))).toBe(false);
    expect(reads()).toBe(before + 1);
    await owner.inject({ method: 'PATCH', url: `/api/tenders/${tenderId}/files/${rcId}`, payload: { role: 'rc' } });
    expect((await reasonsOf(owner, tenderId))[0]).toMatch(/^Visite obligatoire le 12 décembre 2026/);
    expect(reads()).toBe(before + 2);
  });

  it('sees an upload and a removal at once', async () => {
    const [added] = await upload(owner, tenderId, 'RC bis.pdf', await makePdf(['Note sans visite']));
    const before = reads();
    await reasonsOf(owner, tenderId);
    expect(reads()).toBe(before + 1);
    const removedRc = await owner.inject({ method: 'DELETE', url: `/api/tenders/${tenderId}/files/${rcId}` });
    expect(removedRc.statusCode).toBe(200);
    expect((await reasonsOf(owner, tenderId)).some((r) => r.startsWith('Visite obligatoire'))).toBe(false);
    expect(reads()).toBe(before + 2);
    await owner.inject({ method: 'DELETE', url: `/api/tenders/${tenderId}/files/${added?.id ?? ''}` });
    const afterAll = reads();
    expect(await reasonsOf(owner, tenderId)).toEqual([]);
    // No files: nothing to read, no entry used.
    expect(reads()).toBe(afterAll);
  });

  it('never shares an entry with another user’s tender', async () => {
    const [rc] = await upload(owner, tenderId, 'RC.pdf', await makePdf(RC));
    expect(rc?.role).toBe('rc');
    expect((await reasonsOf(owner, tenderId))[0]).toMatch(/^Visite obligatoire/);
    // The same tender, another user without files: no reasons, and their own upload is read for them.
    expect(await reasonsOf(other, tenderId)).toEqual([]);
    await upload(other, tenderId, 'RC.pdf', await makePdf(['Règlement de la consultation\nAucune visite.']));
    const before = reads();
    expect((await reasonsOf(other, tenderId)).some((r) => r.startsWith('Visite obligatoire'))).toBe(false);
    expect(reads()).toBe(before + 1);
    expect((await reasonsOf(owner, tenderId))[0]).toMatch(/^Visite obligatoire/);
    expect(reads()).toBe(before + 1);
  });
});

describe('the checklist of the pieces to provide', () => {
  const put = (user: TestUser, id: string, coches: string[]) =>
    user.inject({ method: 'PUT', url: `/api/tenders/${id}/checklist`, payload: { coches } });
  const get = async (user: TestUser, id: string) => {
    const response = await user.inject(`/api/tenders/${id}/checklist`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { coches: string[] }).coches;
  };

  it('keeps the ticks per user and tender, across a change of the files', async () => {
    expect(await get(owner, tenderId)).toEqual([]);
    const saved = await put(owner, tenderId, ['candidature-dc1', 'offre-memoire_technique', 'candidature-dc1']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ coches: ['candidature-dc1', 'offre-memoire_technique'] });
    expect(await get(owner, tenderId)).toEqual(['candidature-dc1', 'offre-memoire_technique']);
    // The facts recomputed after a new file keep the ticks; the facts kept keep working.
    await upload(owner, tenderId, 'Note.pdf', await makePdf(['Note']));
    expect((await reasonsOf(owner, tenderId))[0]).toMatch(/^Visite obligatoire/);
    const before = reads();
    await put(owner, tenderId, ['candidature-dc1']);
    expect((await reasonsOf(owner, tenderId))[0]).toMatch(/^Visite obligatoire/);
    expect(reads()).toBe(before);
    expect(await get(owner, tenderId)).toEqual(['candidature-dc1']);
    // Another user's ticks on the same tender are their own.
    expect(await get(other, tenderId)).toEqual([]);
  });

  it('refuses a malformed tick (422) and an unknown tender (404)', async () => {
    expect((await put(owner, tenderId, ['<script>'])).statusCode).toBe(422);
    expect((await put(owner, '00000000-0000-4000-8000-000000000000', ['candidature-dc1'])).statusCode).toBe(404);
    expect(await get(owner, tenderId)).toEqual(['candidature-dc1']);
  });
});
