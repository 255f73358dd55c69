import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDER_FILES_MAX_BYTES, tenderFileUploadResponseSchema } from '@batiao/shared/contracts/tender-files';
import { tenderFiles, users } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { RC_PAGES, makeDocx, makeDpgf, makePdf, makeZip } from '../../test/fixtures/dce.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';

/**
 * The DCE upload is streamed to disk (ADR 033): sniffed on its first bytes, counted against what is
 * left of the tender's 200 MB while it arrives, zips read from the file entry by entry; a refused
 * upload leaves nothing stored and no temporary file.
 */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-upload-stream-'));
let ctx: TestContext;
let user: TestUser;
let tenderIds: string[];

const stored = () => readdirSync(storageDir).filter((f) => !f.startsWith('.'));
/** The uploads being written: temporary files of the storage's directory. */
const staged = () => readdirSync(storageDir).filter((f) => f.startsWith('.'));

function upload(id: string, files: { filename: string; data: Buffer }[]) {
  const parts: Part[] = files.map((f) => ({ name: 'file', filename: f.filename, data: f.data }));
  const body = multipart(parts);
  return user.inject({ method: 'POST', url: `/api/tenders/${id}/files`, payload: body.payload, headers: body.headers });
}

async function download(id: string, fileId: string): Promise<Buffer> {
  const response = await user.inject(`/api/tenders/${id}/files/${fileId}/download`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  user = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  const rows = await ctx.database.db.execute<{ id: string }>(sql`select id from tenders order by id limit 3`);
  tenderIds = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  expect(tenderIds.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('the DCE upload, streamed', () => {
  it('stores each file as sent: a PDF alone and the entries of a zip read from the file', async () => {
    const id = tenderIds[0] ?? '';
    const rc = await makePdf(RC_PAGES);
    const cctp = await makeDocx(['CCTP Lot 1', 'Les travaux selon le NF DTU 20.1.']);
    const dpgf = await makeDpgf();
    const zip = makeZip({ 'DCE/RC.pdf': rc, 'DCE/CCTP.docx': cctp, 'DCE/DPGF.xlsx': dpgf });
    const alone = await upload(id, [{ filename: 'RC seul.pdf', data: rc }]);
    expect(alone.statusCode, alone.body).toBe(201);
    const fromZip = await upload(id, [{ filename: 'dce.zip', data: zip }]);
    expect(fromZip.statusCode, fromZip.body).toBe(201);
    const files = [
      ...tenderFileUploadResponseSchema.parse(alone.json()).files,
      ...tenderFileUploadResponseSchema.parse(fromZip.json()).files,
    ];
    expect(files.map((f) => [f.path, f.filename, f.format])).toEqual([
      ['', 'RC seul.pdf', 'pdf'],
      ['DCE', 'RC.pdf', 'pdf'],
      ['DCE', 'CCTP.docx', 'docx'],
      ['DCE', 'DPGF.xlsx', 'xlsx'],
    ]);
    const sources = [rc, rc, cctp, dpgf];
    for (const [i, file] of files.entries()) {
      expect((await download(id, file.id)).equals(sources[i] ?? Buffer.alloc(0))).toBe(true);
    }
    expect(files.map((f) => f.role)).toEqual(['rc', 'rc', 'cctp', 'dpgf']);
    expect(staged()).toEqual([]);
  });

  it('refuses at its first bytes what is not a DCE format, however long, keeping nothing', async () => {
    const before = stored().length;
    const junk = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const refused = await upload(tenderIds[1] ?? '', [{ filename: 'dce.pdf', data: junk }]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toBe('Format non accepté : ZIP, PDF, DOCX, XLSX, XLS ou ODS');
    // A zip whose central directory points outside the file: unreadable, refused.
    const broken = makeZip({ 'RC.pdf': await makePdf(['x']) });
    broken.writeUInt32LE(0x7fffffff, broken.length - 22 + 16);
    expect((await upload(tenderIds[1] ?? '', [{ filename: 'dce.zip', data: broken }])).statusCode).toBe(415);
    expect(stored().length).toBe(before);
    expect(staged()).toEqual([]);
  });

  it('stops at what is left of the tender’s 200 MB while the file arrives, keeping nothing', async () => {
    const id = tenderIds[2] ?? '';
    // The tender already holds all but 10 kB.
    await ctx.database.db.insert(tenderFiles).values({
      userId: user.user.id,
      tenderId: id,
      filename: 'plans.pdf',
      format: 'pdf',
      contentType: 'application/pdf',
      size: TENDER_FILES_MAX_BYTES - 10_000,
      storageKey: '00000000-0000-4000-8000-000000000001.pdf',
      role: 'plans',
      detectedRole: 'plans',
      textStatus: 'scanned',
    });
    const [before] = await ctx.database.db
      .select({ used: users.storageBytes })
      .from(users)
      .where(eq(users.id, user.user.id));
    const storedBefore = stored().length;
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 0x20)]);
    const refused = await upload(id, [{ filename: 'CCTP.pdf', data: big }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toMatch(/200 Mo/);
    // Two small files that fit alone but not together: the second stops the request.
    const small = await makePdf(['CCTP']);
    const padded = Buffer.concat([small, Buffer.alloc(6_000, 0x20)]);
    const both = await upload(id, [
      { filename: 'a.pdf', data: padded },
      { filename: 'b.pdf', data: padded },
    ]);
    expect(both.statusCode).toBe(413);
    expect(stored().length).toBe(storedBefore);
    expect(staged()).toEqual([]);
    const [after] = await ctx.database.db
      .select({ used: users.storageBytes })
      .from(users)
      .where(eq(users.id, user.user.id));
    expect(after?.used).toBe(before?.used);
  });
});
