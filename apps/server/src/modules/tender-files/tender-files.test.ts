import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  metresResultSchema,
  tenderAnalysisSchema,
  tenderFileListSchema,
  tenderFileUploadResponseSchema,
} from '@batiao/shared/contracts/tender-files';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { users } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import {
  CCTP_PAGES,
  RC_PAGES,
  makeBpu,
  makeDocx,
  makeDpgf,
  makePdf,
  makeScannedPdf,
  makeZip,
} from '../../test/fixtures/dce.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';

/** The consultation files of a tender over HTTP (issue 16): upload, roles, access, quotas, métrés, analysis. */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-tender-files-'));
let ctx: TestContext;
let subscriber: TestUser;
let reader: TestUser;
let tenderId: string;
let otherTenderId: string;

const stored = () => readdirSync(storageDir).filter((f) => !f.startsWith('.'));

function upload(user: TestUser, id: string, files: { filename: string; data: Buffer }[]) {
  const parts: Part[] = files.map((f) => ({ name: 'file', filename: f.filename, data: f.data }));
  const body = multipart(parts);
  return user.inject({ method: 'POST', url: `/api/tenders/${id}/files`, payload: body.payload, headers: body.headers });
}

async function storageBytes(user: TestUser): Promise<number> {
  const [row] = await ctx.database.db
    .select({ used: users.storageBytes })
    .from(users)
    .where(eq(users.id, user.user.id));
  return Number(row?.used ?? 0);
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  subscriber = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  reader = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .where(eq(users.id, subscriber.user.id));
  const list = tenderListResponseSchema.parse((await subscriber.inject('/api/tenders?zone=all')).json());
  tenderId = list.items[0]?.id ?? '';
  const others = await ctx.database.db.execute<{ id: string }>(
    sql`select id from tenders where id <> ${tenderId} limit 1`,
  );
  otherTenderId = (others as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
  expect(tenderId).not.toBe('');
  expect(otherTenderId).not.toBe('');
});

afterAll(async () => {
  await ctx.close();
});

describe('attaching the consultation files', () => {
  it('unpacks a zip with folders, recognises each piece by content and name, and lists them with their roles', async () => {
    const zip = makeZip({
      'DCE/01 Administratif/RC.pdf': await makePdf(RC_PAGES),
      'DCE/02 Technique/CCTP-Lot-02.pdf': await makePdf(CCTP_PAGES),
      'DCE/02 Technique/Cadre de décomposition.xlsx': await makeDpgf(),
      'DCE/03 Plans/plan-niveau-R+1.pdf': await makeScannedPdf(),
      'DCE/01 Administratif/Acte d engagement.docx': await makeDocx(['ACTE D’ENGAGEMENT', 'Lot 02']),
      'DCE/lisezmoi.txt': Buffer.from('Bonjour'),
    });
    const response = await upload(subscriber, tenderId, [{ filename: 'DCE.zip', data: zip }]);
    expect(response.statusCode, response.body).toBe(201);
    const body = tenderFileUploadResponseSchema.parse(response.json());
    const roles = Object.fromEntries(body.files.map((f) => [f.filename, f]));
    expect(roles['RC.pdf']).toMatchObject({
      role: 'rc',
      path: 'DCE/01 Administratif',
      format: 'pdf',
      text_status: 'text',
      pages: 3,
    });
    expect(roles['CCTP-Lot-02.pdf']).toMatchObject({ role: 'cctp', path: 'DCE/02 Technique' });
    // No role in its name: the quantity column of the spreadsheet makes it a DPGF.
    expect(roles['Cadre de décomposition.xlsx']).toMatchObject({
      role: 'dpgf',
      format: 'xlsx',
      text_status: 'spreadsheet',
    });
    expect(roles['plan-niveau-R+1.pdf']).toMatchObject({ role: 'plans', text_status: 'scanned', pages: 2 });
    expect(roles['Acte d engagement.docx']).toMatchObject({ role: 'ae', format: 'docx', text_status: 'text' });
    expect(body.skipped).toEqual([{ name: 'DCE/lisezmoi.txt', reason: 'format non accepté' }]);

    const list = tenderFileListSchema.parse((await subscriber.inject(`/api/tenders/${tenderId}/files`)).json());
    expect(list.files).toHaveLength(5);
    expect(list.total_bytes).toBe(body.files.reduce((s, f) => s + f.size, 0));
    expect(list.max_bytes).toBe(200 * 1024 * 1024);
    expect(list).toHaveProperty('dce_url');
    // Counted in the user's storage space like the documents.
    expect(await storageBytes(subscriber)).toBe(list.total_bytes);
    expect(stored().length).toBeGreaterThanOrEqual(5);
  });

  it('takes several files in one request (the field « file » repeated) and recognises them by content, not by name', async () => {
    const response = await upload(subscriber, otherTenderId, [
      { filename: 'BPU.xlsx', data: await makeBpu(3) },
      // Named like a PDF, a spreadsheet all the same.
      { filename: 'piece.pdf', data: await makeBpu(2) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = tenderFileUploadResponseSchema.parse(response.json());
    expect(body.files.map((f) => [f.filename, f.format, f.role])).toEqual([
      ['BPU.xlsx', 'xlsx', 'bpu'],
      ['piece.pdf.xlsx', 'xlsx', 'bpu'],
    ]);
  });

  it('refuses what is not a DCE format (415), a path leaving the archive (422) and a zip bomb (413), storing nothing', async () => {
    const before = stored().length;
    const used = await storageBytes(subscriber);
    const exe = await upload(subscriber, tenderId, [{ filename: 'rc.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().detail).toBe('Format non accepté : ZIP, PDF, DOCX, XLSX, XLS ou ODS');

    const traversal = makeZip({ '../../etc/evil.pdf': await makePdf(['x']) });
    const refused = await upload(subscriber, tenderId, [{ filename: 'dce.zip', data: traversal }]);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().detail)).toContain('sort du dossier');

    const bomb = makeZip({ 'DPGF.pdf': Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    const exploded = await upload(subscriber, tenderId, [{ filename: 'dce.zip', data: bomb }]);
    expect(exploded.statusCode).toBe(413);
    expect(exploded.json().detail).toContain('bombe de décompression');

    // An archive lying about its sizes: the declared size is what inflating may produce, no more.
    const liar = makeZip({ 'CCTP.pdf': await makePdf(['Texte '.repeat(200)]) });
    const central = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(100, central + 24);
    const lied = await upload(subscriber, tenderId, [{ filename: 'dce.zip', data: liar }]);
    expect(lied.statusCode).toBe(413);

    expect(stored().length).toBe(before);
    expect(await storageBytes(subscriber)).toBe(used);
  });

  it('lets the user correct a role, and removes a file with its bytes', async () => {
    const list = tenderFileListSchema.parse((await subscriber.inject(`/api/tenders/${tenderId}/files`)).json());
    const plan = list.files.find((f) => f.role === 'plans');
    const patched = await subscriber.inject({
      method: 'PATCH',
      url: `/api/tenders/${tenderId}/files/${plan?.id ?? ''}`,
      payload: { role: 'other' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ role: 'other', detected_role: 'plans' });
    const invalid = await subscriber.inject({
      method: 'PATCH',
      url: `/api/tenders/${tenderId}/files/${plan?.id ?? ''}`,
      payload: { role: 'devis' },
    });
    expect(invalid.statusCode).toBe(422);

    const used = await storageBytes(subscriber);
    const removed = await subscriber.inject({
      method: 'DELETE',
      url: `/api/tenders/${tenderId}/files/${plan?.id ?? ''}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storageBytes(subscriber)).toBe(used - (plan?.size ?? 0));
    const again = await subscriber.inject({
      method: 'DELETE',
      url: `/api/tenders/${tenderId}/files/${plan?.id ?? ''}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps each user’s files to themselves: another user’s files are 404, an unknown tender is 404, no session is 401', async () => {
    const list = tenderFileListSchema.parse((await subscriber.inject(`/api/tenders/${tenderId}/files`)).json());
    const file = list.files[0];
    const theirs = tenderFileListSchema.parse((await reader.inject(`/api/tenders/${tenderId}/files`)).json());
    expect(theirs.files).toEqual([]);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/tenders/${tenderId}/files/${file?.id ?? ''}`, payload: { role: 'rc' } },
      { method: 'DELETE' as const, url: `/api/tenders/${tenderId}/files/${file?.id ?? ''}` },
      { method: 'GET' as const, url: `/api/tenders/${tenderId}/files/${file?.id ?? ''}/download` },
    ]) {
      expect((await reader.inject(request)).statusCode).toBe(404);
    }
    // The file under another tender's address is not found either.
    expect((await subscriber.inject(`/api/tenders/${otherTenderId}/files/${file?.id ?? ''}/download`)).statusCode).toBe(
      404,
    );
    expect((await subscriber.inject('/api/tenders/00000000-0000-4000-8000-000000000000/files')).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/tenders/${tenderId}/files`)).statusCode).toBe(401);
    const download = await subscriber.inject(`/api/tenders/${tenderId}/files/${file?.id ?? ''}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(file?.content_type);
  });
});

describe('quantities (métrés)', () => {
  it('are locked for users without a subscription (403), as the spec locks the block', async () => {
    const response = await reader.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres` });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Abonnement requis pour extraire les métrés');
    expect((await reader.inject(`/api/tenders/${tenderId}/metres`)).statusCode).toBe(403);
  });

  it('are extracted from the attached DPGF in the spec’s shape, then read back as the latest result', async () => {
    expect((await subscriber.inject(`/api/tenders/${tenderId}/metres`)).json()).toEqual({ result: null });
    const response = await subscriber.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres` });
    expect(response.statusCode, response.body).toBe(200);
    const result = metresResultSchema.parse(response.json());
    expect(result.type).toBe('extraction');
    expect(result.extraction_date).toBe(clock.now().toISOString());
    expect(result.metres_data.fichiers).toEqual(['DCE/02 Technique/Cadre de décomposition.xlsx']);
    expect(result.metres_data.metres_data).toHaveLength(15);
    for (const key of ['poste', 'quantite', 'unite', 'specifications', 'localisation', 'observations']) {
      expect(result.metres_data.metres_data[0]).toHaveProperty(key);
    }
    expect(result.metres_data.totaux_par_unite['m²']).toBe(295.75);
    expect((await subscriber.inject(`/api/tenders/${tenderId}/metres`)).json()).toEqual({ result });
  });

  it('fall back to the CCTP’s stated quantities, as an estimation, once the DPGF is set aside', async () => {
    const list = tenderFileListSchema.parse((await subscriber.inject(`/api/tenders/${tenderId}/files`)).json());
    const dpgf = list.files.find((f) => f.role === 'dpgf');
    await subscriber.inject({
      method: 'PATCH',
      url: `/api/tenders/${tenderId}/files/${dpgf?.id ?? ''}`,
      payload: { role: 'other' },
    });
    const result = metresResultSchema.parse(
      (await subscriber.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres` })).json(),
    );
    expect(result.type).toBe('estimation');
    expect(result.avertissement).toContain('Estimation');
    expect(result.metres_data.metres_data.map((r) => [r.poste, r.quantite, r.unite])).toEqual([
      ['Cloisons de distribution', 42.5, 'm²'],
      ['Plinthes', 18, 'ml'],
    ]);
    await subscriber.inject({
      method: 'PATCH',
      url: `/api/tenders/${tenderId}/files/${dpgf?.id ?? ''}`,
      payload: { role: 'dpgf' },
    });
  });
});

describe('the analysis of the consultation file', () => {
  it('reads lots, criteria with weights, deadline, mandatory visit, variants, price form, duration, standards and constraints with their pages', async () => {
    const response = await subscriber.inject(`/api/tenders/${tenderId}/analysis`);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = tenderAnalysisSchema.parse(response.json());
    const rc = 'DCE/01 Administratif/RC.pdf';
    expect(analysis.lots.map((l) => l.texte)).toEqual(['Lot 1 : Gros œuvre', 'Lot 2 : Couverture']);
    expect(analysis.criteres).toEqual([
      { critere: 'Valeur technique', ponderation: 60, fichier: rc, page: 3 },
      { critere: 'Prix des prestations', ponderation: 40, fichier: rc, page: 3 },
    ]);
    expect(analysis.date_limite).toEqual({ texte: '2027-01-15 à 12 h 00', fichier: rc, page: 3 });
    expect(analysis.visite).toMatchObject({ obligatoire: true, date: '2027-01-05', fichier: rc, page: 2 });
    expect(analysis.variantes?.texte).toMatch(/^Variantes non autorisées/);
    expect(analysis.forme_prix.forme).toBe('dpgf');
    expect(analysis.duree).toMatchObject({ texte: '6 mois', page: 3 });
    const cctp = 'DCE/02 Technique/CCTP-Lot-02.pdf';
    expect(analysis.normes).toEqual([
      { norme: 'NF DTU 25.41', fichier: cctp, page: 2 },
      { norme: 'NF EN 520', fichier: cctp, page: 2 },
    ]);
    expect(analysis.contraintes.map((c) => [c.type, c.page])).toEqual([
      ['site_occupe', 2],
      ['phasage', 2],
      ['amiante', 3],
    ]);
    // The 403 of the quantities does not apply: any signed-in user reads the analysis of their own files.
    expect((await reader.inject(`/api/tenders/${tenderId}/analysis`)).statusCode).toBe(200);
  });
});

// The priced DPGF (catalogue, market library, composed prices, review, exports): tender-files.pricing.test.ts.
