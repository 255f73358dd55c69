import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { userSchema } from '@batiao/shared/contracts/auth';
import {
  DOCUMENT_ALREADY_VALID,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UNSUPPORTED,
  documentListResponseSchema,
  documentSchema,
  fileHealthSchema,
} from '@batiao/shared/contracts/documents';
import { DOCUMENT_DATE_MESSAGES, parisDate } from '@batiao/shared/domain/documents';
import { createLocalStorage } from '../../integrations/storage/local-storage.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { contentDisposition, detectFormat, sanitizeFilename, zipEntryNames } from '../../lib/files.ts';

const DAY = 86_400_000;
const clock = createTestClock(new Date('2024-03-10T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-documents-test-'));
let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;

// ---- Real files, built here ------------------------------------------------------------------

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
]);
/** An OLE2 compound file whose directory names the WordDocument stream, as Word 97-2003 writes. */
function oleFile(streamName: string): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(0x0003, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(streamName, 'utf16le').copy(file, 512 + 128);
  return file;
}
const DOC = oleFile('WordDocument');

/** A ZIP archive of stored (uncompressed) entries, with its central directory. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(120)]);
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

async function upload(
  user: User,
  documentType: string,
  file: { filename: string; data: Buffer; type?: string },
  extra: Record<string, string> = {},
) {
  const body = multipart([
    { name: 'document_type', value: documentType },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ]);
  return user.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: body.headers,
  });
}

const stored = () => readdirSync(storageDir).sort();
const list = async (user: User) => documentListResponseSchema.parse((await user.inject('/api/documents')).json());
const health = async (user: User) => fileHealthSchema.parse((await user.inject('/api/documents/health')).json());
const me = async (user: User) => userSchema.parse((await user.inject('/api/auth/me')).json());

let alice: User;
let bruno: User;

beforeAll(async () => {
  // Long sessions: the clock moves by months in the health test.
  ctx = await buildTestApp({ clock, storageDir, jwtTtl: '3650d' });
  alice = await registerUser(ctx.app);
  bruno = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('file recognition', () => {
  it('recognises the accepted formats by content only', () => {
    expect(detectFormat(PDF)?.extension).toBe('pdf');
    expect(detectFormat(JPEG)?.extension).toBe('jpg');
    expect(detectFormat(PNG)?.extension).toBe('png');
    expect(detectFormat(DOC)?.extension).toBe('doc');
    expect(detectFormat(DOCX)?.extension).toBe('docx');
    expect(zipEntryNames(DOCX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(detectFormat(ELF)).toBeUndefined();
    expect(detectFormat(PE)).toBeUndefined();
    expect(detectFormat(Buffer.alloc(0))).toBeUndefined();
    // An OLE2 file that is not Word (an .msi installer, an .xls) and a ZIP that is not a Word document.
    expect(detectFormat(oleFile('Workbook'))).toBeUndefined();
    expect(detectFormat(zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }))).toBeUndefined();
    expect(detectFormat(DOCX.subarray(0, DOCX.length - 10))).toBeUndefined();
  });

  it('sanitises display names and offers them as attachments', () => {
    const pdf = detectFormat(PDF);
    if (!pdf) {
      throw new Error('pdf');
    }
    expect(sanitizeFilename('../../etc/pass\u0007wd\u001b.pdf', pdf)).toBe('passwd.pdf');
    expect(sanitizeFilename('..\\..\\Windows\\kbis\u202Efdp.exe', pdf)).toBe('kbisfdp.exe.pdf');
    expect(sanitizeFilename('...', pdf)).toBe('document.pdf');
    expect(sanitizeFilename(undefined, pdf)).toBe('document.pdf');
    expect(sanitizeFilename('Attestation URSSAF.PDF', pdf)).toBe('Attestation URSSAF.PDF');
    expect(contentDisposition('Kbis société "2024".pdf')).toBe(
      `attachment; filename="Kbis societe _2024_.pdf"; filename*=UTF-8''Kbis%20soci%C3%A9t%C3%A9%20%222024%22.pdf`,
    );
  });
});

describe('local storage', () => {
  it('writes under a generated name, and an interrupted write leaves nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'batiao-storage-test-'));
    try {
      const storage = createLocalStorage(dir);
      const key = await storage.put(PDF, 'pdf');
      expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.get(key)) ?? []) {
        chunks.push(chunk as Buffer);
      }
      expect(Buffer.concat(chunks)).toEqual(PDF);

      const broken = new Readable({
        read() {
          this.push(Buffer.alloc(1000));
          this.destroy(new Error('connexion coupée'));
        },
      });
      await expect(storage.put(broken, 'pdf')).rejects.toThrow('connexion coupée');
      expect(readdirSync(dir)).toEqual([key]);

      await storage.delete(key);
      expect(readdirSync(dir)).toEqual([]);
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.get('../secret.pdf')).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('upload', () => {
  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/documents/upload'],
      ['GET', '/api/documents'],
      ['GET', '/api/documents/health'],
      ['GET', '/api/documents/00000000-0000-4000-8000-000000000000/download'],
      ['PATCH', '/api/documents/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/documents/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'PATCH' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('accepts PDF, JPEG, PNG, DOC and DOCX, stored under generated names', async () => {
    const cases = [
      ['kbis', 'kbis.pdf', PDF, 'application/pdf'],
      ['rib', 'rib.jpeg', JPEG, 'image/jpeg'],
      ['piece_identite', 'carte.png', PNG, 'image/png'],
      ['cv_dirigeant', 'cv.doc', DOC, 'application/msword'],
      [
        'references_projets',
        'references.docx',
        DOCX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const;
    for (const [type, filename, data, contentType] of cases) {
      const response = await upload(alice, type, { filename, data });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      expect(documentSchema.parse(response.json())).toMatchObject({
        document_type: type,
        filename,
        content_type: contentType,
        size: data.length,
        upload_date: clock.now().toISOString(),
      });
    }
    expect(stored()).toHaveLength(5);
    for (const name of stored()) {
      expect(name).toMatch(/^[0-9a-f-]{36}\.(pdf|jpg|png|doc|docx)$/);
    }
    const mine = await list(alice);
    expect(mine.documents).toHaveLength(5);
    expect(mine.types).toHaveLength(13);
    expect(mine.types.find((t) => t.document_type === 'kbis')).toMatchObject({ status: 'valid', critical: true });
    expect(mine.types.find((t) => t.document_type === 'urssaf')).toMatchObject({ status: 'missing', document: null });
  });

  it('takes a file of exactly 10 MB and refuses 10 MB + 1 byte, leaving nothing', async () => {
    const before = stored();
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF.copy(big, 0);
    const refused = await upload(alice, 'bilan_comptable', { filename: 'bilan.pdf', data: big });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ detail: DOCUMENT_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    expect(stored()).toEqual(before);
    expect((await list(alice)).documents.map((d) => d.document_type)).not.toContain('bilan_comptable');

    const exact = await upload(alice, 'bilan_comptable', { filename: 'bilan.pdf', data: big.subarray(0, -1) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json()).toMatchObject({ size: DOCUMENT_MAX_BYTES });
    expect(stored()).toHaveLength(before.length + 1);
  });

  it('refuses an executable named .pdf and other formats (415), leaving nothing', async () => {
    const before = stored();
    for (const [filename, data] of [
      ['x.pdf', ELF],
      ['facture.pdf', PE],
      ['tableau.docx', zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' })],
      ['vide.pdf', Buffer.alloc(0)],
    ] as const) {
      const response = await upload(alice, 'qualibat', { filename, data, type: 'application/pdf' });
      expect(response.statusCode, filename).toBe(415);
      expect(response.json()).toEqual({ detail: DOCUMENT_UNSUPPORTED, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(stored()).toEqual(before);
  });

  it('answers 422 for an unknown type, a bad date or a missing file', async () => {
    const unknown = await upload(alice, 'passeport_du_chat', { filename: 'a.pdf', data: PDF });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: [{ field: 'document_type' }] });

    const badDate = await upload(alice, 'rc_pro', { filename: 'a.pdf', data: PDF }, { valid_until: '2024-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json()).toMatchObject({ detail: [{ field: 'valid_until' }] });

    const body = multipart([{ name: 'document_type', value: 'rc_pro' }]);
    const noFile = await alice.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({ detail: [{ field: 'file' }] });

    const json = await alice.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: { document_type: 'rc_pro' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('stores a name with ../ and control characters under a generated name, shown sanitised', async () => {
    const before = stored();
    const response = await upload(bruno, 'non_condamnation', {
      filename: '../../../etc/pass\u0007wd\u001b.pdf',
      data: PDF,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'passwd.pdf' });
    const added = stored().filter((n) => !before.includes(n));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });
});

describe('replace, download, update, delete', () => {
  it('refuses a second upload of a valid document (409) unless replace=true', async () => {
    const first = documentSchema.parse(
      (await upload(bruno, 'rc_pro', { filename: 'rc-2024.pdf', data: PDF }, { valid_until: '2024-12-31' })).json(),
    );
    const before = stored();
    const again = await upload(bruno, 'rc_pro', { filename: 'rc-bis.png', data: PNG });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DOCUMENT_ALREADY_VALID, code: 'CONFLICT' });
    expect(stored()).toEqual(before);

    const replaced = await upload(bruno, 'rc_pro', { filename: 'rc-2025.png', data: PNG }, { replace: 'true' });
    expect(replaced.statusCode).toBe(201);
    const mine = (await list(bruno)).documents.filter((d) => d.document_type === 'rc_pro');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ filename: 'rc-2025.png', content_type: 'image/png', valid_until: null });
    expect(mine[0]?.id).not.toBe(first.id);
    // The old file is gone, the new one is there.
    expect(stored()).toHaveLength(before.length);
    const old = await bruno.inject(`/api/documents/${first.id}/download`);
    expect(old.statusCode).toBe(404);
  });

  it('replaces an expired document without asking', async () => {
    const expired = documentSchema.parse(
      (await upload(bruno, 'urssaf', { filename: 'urssaf-2023.pdf', data: PDF }, { issued_at: '2023-06-01' })).json(),
    );
    expect(expired).toMatchObject({ status: 'expired', expires_on: '2023-11-30' });
    const before = stored();
    const fresh = await upload(
      bruno,
      'urssaf',
      { filename: 'urssaf-2024.pdf', data: PDF },
      { issued_at: '2024-03-01' },
    );
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ status: 'valid', expires_on: '2024-08-31' });
    expect(stored()).toHaveLength(before.length);
    expect((await list(bruno)).documents.filter((d) => d.document_type === 'urssaf')).toHaveLength(1);
  });

  it('downloads one’s own file as an attachment, with nosniff and its real type', async () => {
    const doc = (await list(alice)).documents.find((d) => d.document_type === 'piece_identite');
    const response = await alice.inject(`/api/documents/${doc?.id ?? ''}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="carte.png"; filename*=UTF-8''carte.png`,
    );
    expect(response.rawPayload).toEqual(PNG);
  });

  it('answers 404 for another user’s document on every route', async () => {
    const doc = (await list(alice)).documents.find((d) => d.document_type === 'kbis');
    const id = doc?.id ?? '';
    const download = await bruno.inject(`/api/documents/${id}/download`);
    const patch = await bruno.inject({
      method: 'PATCH',
      url: `/api/documents/${id}`,
      payload: { valid_until: '2030-01-01' },
    });
    const remove = await bruno.inject({ method: 'DELETE', url: `/api/documents/${id}` });
    const garbage = await bruno.inject('/api/documents/not-a-uuid/download');
    for (const response of [download, patch, remove, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await list(bruno)).documents.map((d) => d.id)).not.toContain(id);
    expect((await list(alice)).documents.find((d) => d.id === id)?.valid_until).toBeNull();
  });

  it('deletes a document and its file', async () => {
    const doc = (await list(alice)).documents.find((d) => d.document_type === 'cv_dirigeant');
    const before = stored();
    const response = await alice.inject({
      method: 'DELETE',
      url: `/api/documents/${doc?.id ?? ''}`,
    });
    expect(response.statusCode).toBe(200);
    expect(stored()).toHaveLength(before.length - 1);
    expect((await list(alice)).types.find((t) => t.document_type === 'cv_dirigeant')?.status).toBe('missing');
  });
});

describe('file health', () => {
  it('follows the validity rules with the clock, and keeps the completion on the account', async () => {
    const carole = await registerUser(ctx.app);
    expect(await health(carole)).toMatchObject({ overall_health: 'incomplete', dossier_completion: 0 });
    expect((await health(carole)).missing_critical).toHaveLength(6);

    // 2024-03-10: a Kbis of 2024-03-01 is valid through 2024-05-31.
    await upload(carole, 'kbis', { filename: 'kbis.pdf', data: PDF }, { issued_at: '2024-03-01' });
    await upload(carole, 'urssaf', { filename: 'urssaf.pdf', data: PDF }, { issued_at: '2024-03-01' });
    await upload(carole, 'rc_pro', { filename: 'rc.pdf', data: PDF }, { valid_until: '2024-12-31' });
    expect((await me(carole)).dossier_completion).toBe(50);
    const rcDecennale = await upload(carole, 'decennale', { filename: 'decennale.pdf', data: PDF });
    await upload(carole, 'piece_identite', { filename: 'cni.jpg', data: JPEG });
    await upload(carole, 'rib', { filename: 'rib.pdf', data: PDF });

    // The décennale has no end date yet: a warning, but the file counts as complete.
    let h = await health(carole);
    expect(h).toMatchObject({ overall_health: 'warning', dossier_completion: 100, missing_critical: [] });
    // Carole has not filled her company profile: the health says so after the documents.
    const completeProfile = expect.stringMatching(/^Complétez votre profil entreprise \(identité, .*références\)/);
    expect(h.recommendations).toEqual([
      'Indiquez la date de fin de validité du document « Attestation d’assurance décennale » pour être prévenu avant son expiration.',
      completeProfile,
    ]);
    const patched = await carole.inject({
      method: 'PATCH',
      url: `/api/documents/${documentSchema.parse(rcDecennale.json()).id}`,
      payload: { valid_until: '2024-12-31' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ valid_until: '2024-12-31', status: 'valid', needs_valid_until: false });
    expect(await health(carole)).toEqual({
      overall_health: 'good',
      missing_critical: [],
      expired: [],
      expiring_soon: [],
      recommendations: [completeProfile],
      dossier_completion: 100,
    });
    expect((await me(carole)).dossier_completion).toBe(100);

    // 2024-04-30: 31 days left on the Kbis, still good; 2024-05-01: 30 days, expiring soon.
    clock.advance(51 * DAY);
    expect((await health(carole)).overall_health).toBe('good');
    clock.advance(DAY);
    h = await health(carole);
    expect(h).toMatchObject({ overall_health: 'warning', expiring_soon: ['kbis'], dossier_completion: 100 });
    expect(h.recommendations[0]).toContain('expire le 31/05/2024 (dans 30 jours)');

    // 2024-06-01: the Kbis has expired; the file is incomplete and the completion drops.
    clock.advance(31 * DAY);
    h = await health(carole);
    expect(h).toMatchObject({ overall_health: 'incomplete', expired: ['kbis'], dossier_completion: 83 });
    expect((await me(carole)).dossier_completion).toBe(83);
    expect((await list(carole)).types.find((t) => t.document_type === 'kbis')?.status).toBe('expired');

    // A new Kbis replaces the expired one without replace=true.
    const renewed = await upload(carole, 'kbis', { filename: 'kbis-juin.pdf', data: PDF }, { issued_at: '2024-05-28' });
    expect(renewed.statusCode).toBe(201);
    expect((await me(carole)).dossier_completion).toBe(100);

    // 2024-08-15: the new Kbis (valid through 2024-08-27) and URSSAF (through 2024-08-31) are due soon.
    clock.advance(75 * DAY);
    h = await health(carole);
    expect(h).toMatchObject({ overall_health: 'warning', expired: [], expiring_soon: ['kbis', 'urssaf'] });
    // 2024-09-01: both ran out; the insurances (through 2024-12-31) and the RIB still count.
    clock.advance(17 * DAY);
    h = await health(carole);
    expect(h).toMatchObject({ expired: ['kbis', 'urssaf'], expiring_soon: [], dossier_completion: 67 });
  });
});

describe('the dates a user may enter (issue 11 item 15)', () => {
  /** The Paris calendar date `days` from the test clock's today. */
  const day = (days: number) => {
    const [y, m, d] = parisDate(clock.now()).split('-').map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
  };
  const refused = (response: { statusCode: number; json: () => unknown }, field: string, message: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', detail: [{ field, message }] });
  };
  let dora: User;
  beforeAll(async () => {
    dora = await registerUser(ctx.app);
  });

  it('refuses an upload issued after tomorrow or before 1900, or valid beyond 2100, and keeps nothing', async () => {
    const before = stored();
    const pdf = { filename: 'kbis.pdf', data: PDF, type: 'application/pdf' };
    refused(await upload(dora, 'kbis', pdf, { issued_at: day(2) }), 'issued_at', DOCUMENT_DATE_MESSAGES.issuedInFuture);
    refused(
      await upload(dora, 'kbis', pdf, { issued_at: '9999-12-31' }),
      'issued_at',
      DOCUMENT_DATE_MESSAGES.issuedInFuture,
    );
    refused(
      await upload(dora, 'kbis', pdf, { issued_at: '1899-12-31' }),
      'issued_at',
      DOCUMENT_DATE_MESSAGES.issuedTooOld,
    );
    const rcPro = { filename: 'rc.pdf', data: PDF, type: 'application/pdf' };
    refused(
      await upload(dora, 'rc_pro', rcPro, { valid_until: '2101-01-01' }),
      'valid_until',
      DOCUMENT_DATE_MESSAGES.validUntilOutOfRange,
    );
    refused(
      await upload(dora, 'rc_pro', rcPro, { valid_until: '1899-12-31' }),
      'valid_until',
      DOCUMENT_DATE_MESSAGES.validUntilOutOfRange,
    );
    expect((await list(dora)).documents).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('accepts an issue date of tomorrow (another time zone) and an end of validity in 2100', async () => {
    const kbis = await upload(dora, 'kbis', { filename: 'kbis.pdf', data: PDF }, { issued_at: day(1) });
    expect(kbis.statusCode).toBe(201);
    expect(documentSchema.parse(kbis.json()).issued_at).toBe(day(1));
    const rc = await upload(dora, 'rc_pro', { filename: 'rc.pdf', data: PDF }, { valid_until: '2100-12-31' });
    expect(rc.statusCode).toBe(201);
  });

  it('refuses the same dates when they are corrected, and leaves the document as it was', async () => {
    const kbis = (await list(dora)).documents.find((d) => d.document_type === 'kbis');
    const url = `/api/documents/${kbis?.id ?? ''}`;
    const patch = (payload: object) => dora.inject({ method: 'PATCH', url, payload });
    refused(await patch({ issued_at: day(2) }), 'issued_at', DOCUMENT_DATE_MESSAGES.issuedInFuture);
    refused(await patch({ issued_at: '1850-06-01' }), 'issued_at', DOCUMENT_DATE_MESSAGES.issuedTooOld);
    refused(await patch({ valid_until: '+010000-03-01' }), 'valid_until', 'Date attendue au format AAAA-MM-JJ');
    refused(await patch({ valid_until: '2101-01-01' }), 'valid_until', DOCUMENT_DATE_MESSAGES.validUntilOutOfRange);
    const after = (await list(dora)).documents.find((d) => d.document_type === 'kbis');
    expect(after).toMatchObject({ issued_at: day(1), valid_until: null });
    const ok = await patch({ issued_at: day(0), valid_until: null });
    expect(ok.statusCode).toBe(200);
    expect(documentSchema.parse(ok.json()).issued_at).toBe(day(0));
  });
});
