import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  REFERENCE_PHOTOS_MAX,
  REFERENCE_PHOTO_MAX_BYTES,
  REFERENCE_PHOTO_TOO_LARGE,
  REFERENCE_PHOTO_UNSUPPORTED,
  companyProfileSchema,
  referencePhotoSchema,
  type CompanyProfile,
  type CompanyProfileInput,
} from '@batiao/shared/contracts/company';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { REFERENCE_PHOTOS_FULL } from './company.service.ts';

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-company-test-'));
let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;

/** Completes 13 digits with the Luhn check digit, as INSEE does for a SIRET. */
function siretFrom(first13: string): string {
  for (let d = 0; d <= 9; d += 1) {
    const digits = `${first13}${d}`;
    const sum = [...digits].reverse().reduce((acc, c, i) => {
      const n = Number(c) * (i % 2 === 1 ? 2 : 1);
      return acc + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) {
      return digits;
    }
  }
  throw new Error('no check digit');
}
const SIRET = siretFrom('8123456780001');
const OTHER_SIRET = siretFrom('4435512340002');
/** Same digits, last one wrong. */
const BAD_SIRET = `${SIRET.slice(0, 13)}${(Number(SIRET[13]) + 1) % 10}`;

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

type ReferenceInput = NonNullable<CompanyProfileInput['references']>[number];
const SCHOOL: ReferenceInput = {
  projet: 'Réfection de la toiture de l’école Jean-Moulin',
  client: 'Ville de Villeurbanne',
  annee: 2025,
  montant_ht_cents: 18_750_000,
  description: 'Dépose de 800 m² de tuiles, pose d’écran sous toiture, tuiles mécaniques neuves.',
};

const FULL: CompanyProfileInput = {
  raison_sociale: 'Toitures Martin',
  siret: SIRET,
  forme_juridique: 'SARL',
  adresse: '12 rue des Tuiliers',
  code_postal: '69003',
  ville: 'Lyon',
  annee_creation: 2009,
  effectifs: [
    { role: 'Chef de chantier', nombre: 1 },
    { role: 'Compagnon couvreur', nombre: 3 },
    { role: 'Apprenti', nombre: 1 },
  ],
  chiffres_affaires: [
    { annee: 2025, montant_ht_cents: 84_500_000 },
    { annee: 2024, montant_ht_cents: 79_012_345 },
    { annee: 2023, montant_ht_cents: 0 },
  ],
  qualifications: [
    { organisme: 'Qualibat', intitule: '3111 Couverture en tuiles', numero: 'E-12345', valid_until: '2028-06-30' },
    { organisme: 'RGE', intitule: 'Isolation des toitures', numero: null, valid_until: null },
  ],
  assurances: [
    {
      type: 'decennale',
      assureur: 'SMABTP',
      numero_police: 'D-2026-778',
      couverture: 'Couverture, zinguerie, charpente bois ; chantiers jusqu’à 1,5 M€',
      valid_until: '2026-12-31',
    },
    { type: 'rc_pro', assureur: 'MAAF Pro', numero_police: null, couverture: null, valid_until: '2027-01-31' },
  ],
  materiel: [
    { designation: 'Échafaudage de façade', quantite: 120, details: 'm², classe 4' },
    { designation: 'Nacelle ciseaux', quantite: 1, details: null },
  ],
  references: [
    SCHOOL,
    { projet: 'Zinguerie de la mairie', client: 'Commune de Bron', annee: 2024, montant_ht_cents: null },
  ],
};

const stored = () => readdirSync(storageDir).sort();

async function getProfile(user: User): Promise<CompanyProfile> {
  const response = await user.inject('/api/company');
  expect(response.statusCode).toBe(200);
  return companyProfileSchema.parse(response.json());
}

function put(user: User, payload: unknown) {
  return user.inject({ method: 'PUT', url: '/api/company', payload: payload as object });
}

async function save(user: User, payload: CompanyProfileInput): Promise<CompanyProfile> {
  const response = await put(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return companyProfileSchema.parse(response.json());
}

function uploadPhoto(user: User, referenceId: string, file: { filename: string; data: Buffer; type?: string }) {
  const body = multipart([{ name: 'file', ...file }]);
  return user.inject({
    method: 'POST',
    url: `/api/company/references/${referenceId}/photos`,
    payload: body.payload,
    headers: body.headers,
  });
}

let alice: User;
let bruno: User;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  alice = await registerUser(ctx.app, { zone_geographique: 'Lyon (69)' });
  bruno = await registerUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('authentication', () => {
  it('answers 401 on every route without a token', async () => {
    const ref = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/company'],
      ['PUT', '/api/company'],
      ['POST', `/api/company/references/${ref}/photos`],
      ['GET', `/api/company/references/${ref}/photos/${ref}`],
      ['DELETE', `/api/company/references/${ref}/photos/${ref}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const forged = await ctx.app.inject({ url: '/api/company', headers: { authorization: 'Bearer pas-un-jeton' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('is empty (nulls, empty lists, 0 %) before the first save', async () => {
    const empty = await getProfile(bruno);
    expect(empty).toEqual({
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
      references: [],
      completion: {
        percent: 0,
        missing: [
          'Identité',
          'Année de création',
          'Effectifs',
          'Chiffre d’affaires',
          'Qualifications et certifications',
          'Assurances',
          'Matériel',
          'Références',
        ],
      },
      updated_at: null,
    });
    expect(await ctx.app.services.company.completion(bruno.user.id)).toEqual(empty.completion);
  });

  it('saves and reads back every field, amounts in cents, and reaches 100 %', async () => {
    const saved = await save(alice, FULL);
    const { references: _references, ...rest } = FULL;
    expect(saved).toMatchObject({
      ...rest,
      completion: { percent: 100, missing: [] },
      updated_at: clock.now().toISOString(),
    });
    expect(saved.references).toHaveLength(2);
    expect(saved.references[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      ...SCHOOL,
      photos: [],
    });
    // Optional fields left out come back as null.
    expect(saved.references[1]).toMatchObject({ montant_ht_cents: null, description: null, photos: [] });
    expect(await getProfile(alice)).toEqual(saved);
    expect(await ctx.app.services.company.completion(alice.user.id)).toEqual({ percent: 100, missing: [] });
    // Another user still sees only their own (empty) profile.
    expect((await getProfile(bruno)).raison_sociale).toBeNull();
  });

  it('replaces the whole profile: blank texts become null, lists are replaced', async () => {
    const saved = await save(bruno, {
      raison_sociale: '  Bruno Couverture  ',
      siret: '',
      adresse: '   ',
      effectifs: [{ role: 'Gérant', nombre: 1 }],
      materiel: [{ designation: 'Camion benne', details: '   ' }],
    });
    expect(saved).toMatchObject({
      raison_sociale: 'Bruno Couverture',
      siret: null,
      adresse: null,
      forme_juridique: null,
      effectifs: [{ role: 'Gérant', nombre: 1 }],
      materiel: [{ designation: 'Camion benne', quantite: 1, details: null }],
      chiffres_affaires: [],
      completion: { percent: 25 },
    });
    expect(saved.completion.missing).toEqual([
      'Identité',
      'Année de création',
      'Chiffre d’affaires',
      'Qualifications et certifications',
      'Assurances',
      'Références',
    ]);
    const cleared = await save(bruno, {});
    expect(cleared).toMatchObject({ raison_sociale: null, effectifs: [], materiel: [], completion: { percent: 0 } });
  });

  it('accepts a valid SIRET typed with spaces and stores its 14 digits', async () => {
    const grouped = `${OTHER_SIRET.slice(0, 3)} ${OTHER_SIRET.slice(3, 6)} ${OTHER_SIRET.slice(6, 9)} ${OTHER_SIRET.slice(9)}`;
    const saved = await save(bruno, { siret: grouped });
    expect(saved.siret).toBe(OTHER_SIRET);
  });

  it('refuses an invalid SIRET with a French field error (422)', async () => {
    for (const [siret, message] of [
      [BAD_SIRET, 'SIRET invalide (clé de contrôle incorrecte)'],
      ['123 456 789', 'Le SIRET compte 14 chiffres'],
      ['ABCDEFGHIJKLMN', 'Le SIRET compte 14 chiffres'],
    ] as const) {
      const response = await put(bruno, { ...FULL, siret });
      expect(response.statusCode, siret).toBe(422);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', detail: [{ field: 'siret', message }] });
    }
    expect((await getProfile(bruno)).siret).toBe(OTHER_SIRET);
  });

  it('refuses an unknown legal form, a negative amount, a 4th turnover year and a repeated year', async () => {
    const cases: [unknown, string, string][] = [
      [{ forme_juridique: 'Société secrète' }, 'forme_juridique', 'Forme juridique inconnue'],
      [
        { chiffres_affaires: [{ annee: 2025, montant_ht_cents: -100 }] },
        'chiffres_affaires.0.montant_ht_cents',
        'Le montant ne peut pas être négatif',
      ],
      [
        { chiffres_affaires: [{ annee: 2025, montant_ht_cents: 12.5 }] },
        'chiffres_affaires.0.montant_ht_cents',
        'Montant en centimes entiers',
      ],
      [
        {
          chiffres_affaires: [2025, 2024, 2023, 2022].map((annee) => ({ annee, montant_ht_cents: 100 })),
        },
        'chiffres_affaires',
        'Les 3 derniers exercices au plus',
      ],
      [
        {
          chiffres_affaires: [
            { annee: 2025, montant_ht_cents: 100 },
            { annee: 2025, montant_ht_cents: 200 },
          ],
        },
        'chiffres_affaires',
        'Un seul chiffre d’affaires par exercice',
      ],
      [
        { references: [{ projet: '', client: 'Bron', annee: 2024 }] },
        'references.0.projet',
        'Le projet est obligatoire',
      ],
      [{ effectifs: [{ role: 'Apprenti', nombre: -1 }] }, 'effectifs.0.nombre', 'Le nombre ne peut pas être négatif'],
      [{ code_postal: '6900' }, 'code_postal', 'Le code postal compte 5 chiffres'],
      [{ annee_creation: 1700 }, 'annee_creation', 'Année invalide'],
      [{ assurances: [{ type: 'vie', assureur: 'X' }] }, 'assurances.0.type', 'Type d’assurance inconnu'],
      [
        { qualifications: [{ organisme: 'Qualibat', intitule: '3111', valid_until: '2026-02-30' }] },
        'qualifications.0.valid_until',
        'Date attendue au format AAAA-MM-JJ',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(bruno, payload);
      expect(response.statusCode, field).toBe(422);
      const body = response.json<{ code: string; detail: { field: string; message: string }[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.detail, field).toContainEqual({ field, message });
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await bruno.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { 'content-type': 'application/json' },
      payload: '{"raison_sociale": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('reference photos', () => {
  let referenceId: string;

  beforeAll(async () => {
    const profile = await getProfile(alice);
    referenceId = profile.references[0]?.id ?? '';
  });

  it('accepts a PNG and a JPG recognised by content, stored under generated names', async () => {
    const before = stored();
    const png = await uploadPhoto(alice, referenceId, { filename: 'toiture avant.png', data: PNG });
    expect(png.statusCode, png.body).toBe(201);
    expect(referencePhotoSchema.parse(png.json())).toMatchObject({
      filename: 'toiture avant.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    // The client's type and extension do not matter: this JPEG is named .png and sent as text.
    const jpg = await uploadPhoto(alice, referenceId, { filename: 'apres.png', data: JPEG, type: 'text/plain' });
    expect(jpg.statusCode, jpg.body).toBe(201);
    expect(jpg.json()).toMatchObject({ filename: 'apres.png.jpg', content_type: 'image/jpeg', size: JPEG.length });

    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);
    for (const name of added) {
      expect(name).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/);
    }
    const reference = (await getProfile(alice)).references[0];
    expect(reference?.photos.map((p) => p.content_type)).toEqual(['image/png', 'image/jpeg']);
    expect(JSON.stringify(reference)).not.toContain('storage_key');
  });

  it('shows a photo to its owner only, as an image with nosniff and a private cache', async () => {
    const photo = (await getProfile(alice)).references[0]?.photos[0];
    const url = `/api/company/references/${referenceId}/photos/${photo?.id ?? ''}`;
    const response = await alice.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.rawPayload).toEqual(PNG);

    for (const [method, target] of [
      ['GET', url],
      ['DELETE', url],
      ['POST', `/api/company/references/${referenceId}/photos`],
    ] as const) {
      const response =
        method === 'POST'
          ? await uploadPhoto(bruno, referenceId, { filename: 'x.png', data: PNG })
          : await bruno.inject({ method, url: target });
      expect(response.statusCode, `${method} ${target}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const unknownPhoto = await alice.inject(
      `/api/company/references/${referenceId}/photos/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknownPhoto.statusCode).toBe(404);
    const unknownReference = await uploadPhoto(alice, 'pas-une-reference', { filename: 'x.png', data: PNG });
    expect(unknownReference.statusCode).toBe(404);
    expect((await getProfile(alice)).references[0]?.photos).toHaveLength(2);
  });

  it('refuses text named .jpg (415) and a photo over 5 MB (413), leaving no file', async () => {
    const before = stored();
    for (const data of [Buffer.from('ceci est un fichier texte, pas une photo'), PDF, Buffer.alloc(0)]) {
      const response = await uploadPhoto(alice, referenceId, { filename: 'chantier.jpg', data, type: 'image/jpeg' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: REFERENCE_PHOTO_UNSUPPORTED, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const big = Buffer.alloc(REFERENCE_PHOTO_MAX_BYTES + 1);
    PNG.copy(big, 0);
    const tooBig = await uploadPhoto(alice, referenceId, { filename: 'panorama.png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: REFERENCE_PHOTO_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    expect(stored()).toEqual(before);

    const exact = await uploadPhoto(alice, referenceId, { filename: 'panorama.png', data: big.subarray(0, -1) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json()).toMatchObject({ size: REFERENCE_PHOTO_MAX_BYTES });

    const noFile = multipart([{ name: 'legende', value: 'toiture' }]);
    const missing = await alice.inject({
      method: 'POST',
      url: `/api/company/references/${referenceId}/photos`,
      payload: noFile.payload,
      headers: noFile.headers,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ detail: [{ field: 'file' }] });
  });

  it(`refuses a photo beyond ${REFERENCE_PHOTOS_MAX} per reference (409), leaving no file`, async () => {
    let count = (await getProfile(alice)).references[0]?.photos.length ?? 0;
    while (count < REFERENCE_PHOTOS_MAX) {
      const response = await uploadPhoto(alice, referenceId, { filename: `photo-${count}.jpg`, data: JPEG });
      expect(response.statusCode).toBe(201);
      count += 1;
    }
    const before = stored();
    const seventh = await uploadPhoto(alice, referenceId, { filename: 'de-trop.jpg', data: JPEG });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toEqual({ detail: REFERENCE_PHOTOS_FULL, code: 'CONFLICT' });
    expect(stored()).toEqual(before);
    expect((await getProfile(alice)).references[0]?.photos).toHaveLength(REFERENCE_PHOTOS_MAX);
  });

  it('deletes one photo and its file', async () => {
    const photos = (await getProfile(alice)).references[0]?.photos ?? [];
    const before = stored();
    const url = `/api/company/references/${referenceId}/photos/${photos[0]?.id ?? ''}`;
    const response = await alice.inject({ method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(stored()).toHaveLength(before.length - 1);
    expect((await getProfile(alice)).references[0]?.photos.map((p) => p.id)).toEqual(photos.slice(1).map((p) => p.id));
    const again = await alice.inject({ method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the photos of references sent back with their id, and removes the files of a removed reference', async () => {
    const profile = await getProfile(alice);
    const [withPhotos, other] = profile.references;
    const otherPhoto = await uploadPhoto(alice, other?.id ?? '', { filename: 'mairie.png', data: PNG });
    expect(otherPhoto.statusCode).toBe(201);
    const before = stored();
    const kept = (await getProfile(alice)).references[1]?.photos ?? [];
    expect(kept).toHaveLength(1);

    // The first reference is edited and sent back with its id; the second is dropped; a new one
    // claims the first one's id a second time and gets a fresh id and no photos.
    const edited: ReferenceInput = { ...SCHOOL, id: withPhotos?.id, projet: 'Toiture de l’école (tranche 1)' };
    const saved = await save(alice, { ...FULL, references: [edited, { ...edited, projet: 'Copie' }] });
    expect(saved.references[0]).toMatchObject({ id: withPhotos?.id, projet: 'Toiture de l’école (tranche 1)' });
    expect(saved.references[0]?.photos).toEqual(withPhotos?.photos);
    expect(saved.references[1]?.id).not.toBe(withPhotos?.id);
    expect(saved.references[1]?.photos).toEqual([]);
    expect(saved.references.map((r) => r.id)).not.toContain(other?.id);
    expect(stored()).toHaveLength(before.length - 1);
    const gone = await alice.inject(`/api/company/references/${other?.id ?? ''}/photos/${kept[0]?.id ?? ''}`);
    expect(gone.statusCode).toBe(404);

    // An id that is not one of the user's references is not trusted either.
    const foreign = await save(alice, {
      ...FULL,
      references: [{ ...edited, id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(foreign.references[0]?.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(foreign.references[0]?.photos).toEqual([]);
    // The reference that held the other photos was replaced, so its files went too: none is left.
    expect(stored()).toEqual([]);
    expect((await save(alice, { ...FULL, references: [] })).references).toEqual([]);
  });
});

describe('the file health and the profile', () => {
  it('recommends completing the profile, naming the missing sections, until it is complete', async () => {
    const newcomer = await registerUser(ctx.app);
    const recommendations = async () =>
      (await newcomer.inject('/api/documents/health')).json<{
        recommendations: string[];
      }>().recommendations;

    expect((await recommendations()).filter((r) => r.startsWith('Complétez votre profil entreprise'))).toEqual([
      'Complétez votre profil entreprise (identité, année de création, effectifs, chiffre d’affaires, qualifications et certifications, assurances, matériel, références) : le mémoire technique ne s’appuie que sur ce qui y est renseigné.',
    ]);
    await save(newcomer, { ...FULL, materiel: [], references: [] });
    expect((await recommendations()).filter((r) => r.startsWith('Complétez'))).toEqual([
      'Complétez votre profil entreprise (matériel, références) : le mémoire technique ne s’appuie que sur ce qui y est renseigné.',
    ]);
    await save(newcomer, FULL);
    expect((await recommendations()).filter((r) => r.startsWith('Complétez'))).toEqual([]);
  });
});
