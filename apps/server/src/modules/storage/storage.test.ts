import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { companyProfileSchema, type CompanyProfile } from '@batiao/shared/contracts/company';
import { storageUsageSchema } from '@batiao/shared/contracts/storage';
import { STORAGE_QUOTA_BYTES } from '@batiao/shared/domain/plans';
import { DOCUMENT_TYPES } from '@batiao/shared/domain/documents';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { startStorageSweepJob } from '../../jobs/storage-sweep.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';

const MO = 1024 * 1024;
const FREE = STORAGE_QUOTA_BYTES.free;
const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-storage-test-'));
let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;

/** A PDF of exactly `size` bytes (recognised by its header). */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
/** A PNG of exactly `size` bytes. */
const pngOf = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8)]);

const stored = () => readdirSync(storageDir).filter((name) => !name.startsWith('.'));

function uploadDocument(user: User, documentType: string, data: Buffer, extra: Record<string, string> = {}) {
  const body = multipart([
    { name: 'document_type', value: documentType },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: `${documentType}.pdf`, data },
  ]);
  return user.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: body.headers,
  });
}

function uploadPhoto(user: User, referenceId: string, data: Buffer) {
  const body = multipart([{ name: 'file', filename: 'chantier.png', data }]);
  return user.inject({
    method: 'POST',
    url: `/api/company/references/${referenceId}/photos`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function usage(user: User) {
  const response = await user.inject('/api/storage/usage');
  expect(response.statusCode, response.body).toBe(200);
  return storageUsageSchema.parse(response.json());
}

/** The counter as the database holds it. */
async function counter(user: User): Promise<number> {
  const [row] = await ctx.database.db
    .select({ bytes: users.storageBytes })
    .from(users)
    .where(eq(users.id, user.user.id));
  return Number(row?.bytes);
}

/** What the user's rows add up to: documents and reference photos. */
async function sumOfRows(user: User): Promise<number> {
  const documents = await user.inject('/api/documents');
  const company = await user.inject('/api/company');
  const docs = (documents.json() as { documents: { size: number }[] }).documents;
  const profile = companyProfileSchema.parse(company.json());
  return (
    docs.reduce((sum, d) => sum + d.size, 0) +
    profile.references.flatMap((r) => r.photos).reduce((sum, p) => sum + p.size, 0)
  );
}

/** Sets the counter by hand: an account that already stores that much. */
async function alreadyStores(user: User, bytes: number) {
  await ctx.database.db.update(users).set({ storageBytes: bytes }).where(eq(users.id, user.user.id));
}

async function saveReferences(user: User, references: object[]): Promise<CompanyProfile> {
  const response = await user.inject({
    method: 'PUT',
    url: '/api/company',
    payload: {
      raison_sociale: null,
      siret: null,
      forme_juridique: null,
      adresse: null,
      code_postal: null,
      ville: null,
      annee_creation: null,
      effectifs: [],
      chiffres_affaires: [],
      qualifications: [],
      assurances: [],
      materiel: [],
      references,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return companyProfileSchema.parse(response.json());
}

const REFERENCE = { projet: 'Toiture de l’école', client: 'Commune de Bron', annee: 2024, montant_ht_cents: null };

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('GET /api/storage/usage', () => {
  it('needs a session', async () => {
    const response = await ctx.app.inject({ url: '/api/storage/usage' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a new account 0 bytes used of the free plan’s 100 Mo', async () => {
    const user = await registerUser(ctx.app);
    expect(await usage(user)).toEqual({ used_bytes: 0, quota_bytes: 100 * MO, plan: 'free' });
  });

  it('gives a PRO subscriber 1 Go, and back to 100 Mo once the subscription is no longer active', async () => {
    const user = await registerUser(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
      .where(eq(users.id, user.user.id));
    expect(await usage(user)).toMatchObject({ quota_bytes: 1024 * MO, plan: 'pro' });
    await ctx.database.db.update(users).set({ subscriptionActive: false }).where(eq(users.id, user.user.id));
    expect(await usage(user)).toMatchObject({ quota_bytes: 100 * MO, plan: 'free' });
  });
});

describe('the counter follows the stored files exactly', () => {
  it('counts an upload, a replacement by a new version and a deletion', async () => {
    const user = await registerUser(ctx.app);
    const first = await uploadDocument(user, 'kbis', pdfOf(3000));
    expect(first.statusCode, first.body).toBe(201);
    expect((await usage(user)).used_bytes).toBe(3000);

    const replaced = await uploadDocument(user, 'kbis', pdfOf(5000), { replace: 'true' });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await usage(user)).used_bytes).toBe(5000);

    await uploadDocument(user, 'urssaf', pdfOf(1000));
    expect((await usage(user)).used_bytes).toBe(6000);

    const id = (replaced.json() as { id: string }).id;
    const removed = await user.inject({ method: 'DELETE', url: `/api/documents/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await usage(user)).used_bytes).toBe(1000);
    // A second delete of the same document gives nothing back twice.
    await user.inject({ method: 'DELETE', url: `/api/documents/${id}` });
    expect(await counter(user)).toBe(1000);
    expect(await sumOfRows(user)).toBe(1000);
  });

  it('counts reference photos, and gives their space back when a photo or its reference is deleted', async () => {
    const user = await registerUser(ctx.app);
    let profile = await saveReferences(user, [REFERENCE, { ...REFERENCE, projet: 'Zinguerie de la mairie' }]);
    const [school, townHall] = profile.references;
    if (!school || !townHall) {
      throw new Error('references not saved');
    }
    const photoIds: string[] = [];
    for (const [referenceId, size] of [
      [school.id, 2000],
      [school.id, 3000],
      [townHall.id, 4000],
    ] as const) {
      const response = await uploadPhoto(user, referenceId, pngOf(size));
      expect(response.statusCode, response.body).toBe(201);
      photoIds.push((response.json() as { id: string }).id);
    }
    expect((await usage(user)).used_bytes).toBe(9000);

    const photoId = photoIds[0] ?? '';
    const deleted = await user.inject({
      method: 'DELETE',
      url: `/api/company/references/${school.id}/photos/${photoId}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await usage(user)).used_bytes).toBe(7000);

    // The town hall is dropped from the profile: its photo goes with it.
    const filesBefore = stored().length;
    profile = await saveReferences(user, [{ ...REFERENCE, id: school.id }]);
    expect(profile.references.flatMap((r) => r.photos).map((p) => p.size)).toEqual([3000]);
    expect((await usage(user)).used_bytes).toBe(3000);
    expect(stored().length).toBe(filesBefore - 1);
    expect(await sumOfRows(user)).toBe(3000);
  });
});

describe('a full space', () => {
  it('refuses a document with 413 and the figures in French, and writes nothing', async () => {
    const user = await registerUser(ctx.app);
    const used = Math.round(98.4 * MO);
    await alreadyStores(user, used);
    const before = stored();
    const response = await uploadDocument(user, 'kbis', pdfOf(2 * MO));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      detail:
        'Espace de stockage plein : 98,4\u00a0Mo utilisés sur 100\u00a0Mo (offre Gratuit). ' +
        'Supprimez des fichiers ou passez à une offre supérieure.',
    });
    expect(stored()).toEqual(before);
    expect(await counter(user)).toBe(used);
    // What still fits goes in.
    const small = await uploadDocument(user, 'kbis', pdfOf(MO));
    expect(small.statusCode, small.body).toBe(201);
    expect(await counter(user)).toBe(used + MO);
  });

  it('refuses a reference photo the same way', async () => {
    const user = await registerUser(ctx.app);
    const [reference] = (await saveReferences(user, [REFERENCE])).references;
    await alreadyStores(user, FREE - 1000);
    const response = await uploadPhoto(user, reference?.id ?? '', pngOf(2000));
    expect(response.statusCode).toBe(413);
    expect((response.json() as { detail: string }).detail).toMatch(
      /^Espace de stockage plein : 100\sMo utilisés sur 100\sMo \(offre Gratuit\)\./,
    );
    expect(await counter(user)).toBe(FREE - 1000);
  });

  it('lets a new version that is not larger replace the old one, and names the paid plan', async () => {
    const user = await registerUser(ctx.app);
    const first = await uploadDocument(user, 'rib', pdfOf(5000));
    expect(first.statusCode).toBe(201);
    await alreadyStores(user, FREE);
    const smaller = await uploadDocument(user, 'rib', pdfOf(4000), { replace: 'true' });
    expect(smaller.statusCode, smaller.body).toBe(201);
    expect(await counter(user)).toBe(FREE - 1000);

    await ctx.database.db
      .update(users)
      .set({ subscriptionActive: true, subscriptionPlan: 'expert', subscriptionStatus: 'active' })
      .where(eq(users.id, user.user.id));
    await alreadyStores(user, STORAGE_QUOTA_BYTES.expert);
    const refused = await uploadDocument(user, 'kbis', pdfOf(1000));
    expect(refused.statusCode).toBe(413);
    expect((refused.json() as { detail: string }).detail).toBe(
      'Espace de stockage plein : 5\u00a0Go utilisés sur 5\u00a0Go (offre EXPERT). Supprimez des fichiers pour libérer de la place.',
    );
  });

  it('does not let parallel uploads pass the quota together', async () => {
    const user = await registerUser(ctx.app);
    const size = 200 * 1024;
    const start = FREE - 3 * size - size / 2; // room for three files, not four
    await alreadyStores(user, start);
    const before = stored().length;
    const types = DOCUMENT_TYPES.slice(0, 8);
    const responses = await Promise.all(types.map((type) => uploadDocument(user, type, pdfOf(size))));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    expect(await counter(user)).toBe(start + 3 * size);
    expect(stored().length).toBe(before + 3);
  });

  it('gives the space back when the row cannot be written (two uploads of one new type)', async () => {
    const user = await registerUser(ctx.app);
    const responses = await Promise.all([
      uploadDocument(user, 'decennale', pdfOf(7000)),
      uploadDocument(user, 'decennale', pdfOf(7000)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await counter(user)).toBe(7000);
    expect(await sumOfRows(user)).toBe(7000);
  });

  it('gives the space back when the file cannot be written', async () => {
    const user = await registerUser(ctx.app);
    // The storage directory is replaced by a plain file: every write fails, even as root.
    const aside = `${storageDir}.aside`;
    renameSync(storageDir, aside);
    writeFileSync(storageDir, 'not a directory');
    try {
      const response = await uploadDocument(user, 'kbis', pdfOf(4000));
      expect(response.statusCode).toBe(500);
    } finally {
      rmSync(storageDir);
      renameSync(aside, storageDir);
    }
    expect(await counter(user)).toBe(0);
  });
});

describe('the migration', () => {
  it('starts each counter from the sizes of the stored documents and photos', async () => {
    const user = await registerUser(ctx.app);
    await uploadDocument(user, 'kbis', pdfOf(1500));
    const [reference] = (await saveReferences(user, [REFERENCE])).references;
    await uploadPhoto(user, reference?.id ?? '', pngOf(2500));
    const other = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ storageBytes: 0 });

    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0011_storage_quota.sql'), 'utf8');
    const initialise = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "users"'));
    await ctx.database.db.execute(sql.raw(initialise ?? 'missing'));
    expect(await counter(user)).toBe(4000);
    expect(await counter(other)).toBe(0);
  });
});

describe('the orphan sweep', () => {
  /** A stored-looking file, last written `ageMs` ago. */
  function plant(ageMs: number, name = `${randomUUID()}.pdf`): string {
    writeFileSync(path.join(storageDir, name), '%PDF-1.4 orphan');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path.join(storageDir, name), at, at);
    return name;
  }
  const owners = () => [ctx.app.services.documents, ctx.app.services.company, ctx.app.services.generation];
  const HOUR = 3_600_000;

  it('deletes the old files no row references, keeps referenced and fresh ones', async () => {
    const user = await registerUser(ctx.app);
    const document = await uploadDocument(user, 'kbis', pdfOf(1200));
    const [reference] = (await saveReferences(user, [REFERENCE])).references;
    await uploadPhoto(user, reference?.id ?? '', pngOf(1300));
    // Every file on disk so far is referenced; make them all look old.
    const referenced = stored();
    for (const name of referenced) {
      const at = new Date(Date.now() - 2 * HOUR);
      utimesSync(path.join(storageDir, name), at, at);
    }
    const orphan = plant(2 * HOUR);
    const fresh = plant(5 * 60_000);
    const temporary = plant(2 * HOUR, `.upload-${randomUUID()}`);
    const strange = plant(2 * HOUR, 'notes.txt');

    const result = await ctx.app.services.storage.sweepOrphans(owners());
    expect(result).toMatchObject({ deleted: 1, temporaries: 1 });
    const left = readdirSync(storageDir);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(temporary);
    expect(left).toContain(fresh);
    expect(left).toContain(strange); // not a name storage gives: never touched
    for (const name of referenced) {
      expect(left).toContain(name);
    }
    const download = await user.inject(`/api/documents/${(document.json() as { id: string }).id}/download`);
    expect(download.statusCode).toBe(200);
    rmSync(path.join(storageDir, strange));
    rmSync(path.join(storageDir, fresh));
  });

  it('runs at start and logs the count', async () => {
    const orphan = plant(3 * HOUR);
    const lines: { obj: object; msg: string }[] = [];
    const record = (obj: object, msg: string) => lines.push({ obj, msg });
    const log = { info: record, warn: record, error: record } as unknown as Parameters<
      typeof startStorageSweepJob
    >[0]['log'];
    const job = startStorageSweepJob({ storage: ctx.app.services.storage, owners: owners(), log });
    await job.stop();
    expect(readdirSync(storageDir)).not.toContain(orphan);
    expect(lines).toEqual([
      { obj: { sweep: expect.objectContaining({ deleted: 1 }) as unknown }, msg: 'fichiers orphelins supprimés : 1' },
    ]);
  });

  it('does not fail on a missing directory entry type it does not know', async () => {
    mkdirSync(path.join(storageDir, 'sub'), { recursive: true });
    const result = await ctx.app.services.storage.sweepOrphans(owners());
    expect(result.deleted).toBe(0);
    rmSync(path.join(storageDir, 'sub'), { recursive: true });
  });
});
