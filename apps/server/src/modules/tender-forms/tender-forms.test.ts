import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfileInput } from '@batiao/shared/contracts/company';
import { TENDER_FORMS_LOCKED, TENDER_PACK_EMPTY } from '@batiao/shared/contracts/tender-forms';
import { tenderDetailSchema, tenderListResponseSchema, type TenderDetail } from '@batiao/shared/contracts/tenders';
import { users } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { makeDpgf } from '../../test/fixtures/dce.ts';
import { multipart } from '../../test/multipart.ts';
import { readZip } from '../../test/zip.ts';
import { seedDemoTenders } from '../tenders/tenders-demo.service.ts';

/** DC1/DC2 pre-filled and the response pack over HTTP (issue 16, ADR 028): content read back, access, plan. */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
let artisan: TestUser;
let newcomer: TestUser;
let free: TestUser;
let author: TestUser;
let tender: TenderDetail;
let privateTenderId: string;

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
  throw new Error('no SIRET');
}
const SIRET = siretFrom('8123456780001');

const PROFILE: CompanyProfileInput = {
  raison_sociale: 'Maçonnerie Lambert Frères',
  siret: SIRET,
  forme_juridique: 'SARL',
  adresse: '4 chemin des Carriers',
  code_postal: '69007',
  ville: 'Lyon',
  annee_creation: 2011,
  effectifs: [
    { role: 'Chef de chantier', nombre: 2 },
    { role: 'Maçon qualifié', nombre: 6 },
  ],
  chiffres_affaires: [
    { annee: 2025, montant_ht_cents: 123_400_000 },
    { annee: 2024, montant_ht_cents: 110_000_000 },
    { annee: 2023, montant_ht_cents: 98_000_000 },
  ],
  qualifications: [{ organisme: 'Qualibat', intitule: '2112 Maçonnerie', numero: 'Q-7781', valid_until: '2028-03-31' }],
  assurances: [
    { type: 'decennale', assureur: 'SMABTP', numero_police: 'DEC-4455', couverture: null, valid_until: '2027-12-31' },
  ],
  materiel: [{ designation: 'Mini-pelle 2,5 t', quantite: 1, details: null }],
  references: [
    {
      projet: 'Extension du groupe scolaire Pasteur',
      client: 'Ville de Vénissieux',
      annee: 2024,
      montant_ht_cents: 42_000_000,
    },
  ],
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Text with every kind of space made one ordinary space (the fr-FR formats use U+202F and U+00A0). */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return flat(text);
}

function docxText(bytes: Buffer): string {
  const xml = readZip(bytes).get('word/document.xml')?.toString('utf8') ?? '';
  // Runs of one paragraph joined, paragraphs and cells apart.
  return flat(
    xml
      .replace(/<\/w:p>/g, ' ')
      .replace(/<w:tab\/>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&apos;/g, '’')
      .replace(/&amp;/g, '&'),
  );
}

async function subscribe(user: TestUser) {
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .where(eq(users.id, user.user.id));
}

async function uploadDocument(user: TestUser, type: string, fields: Record<string, string>, filename: string) {
  const body = multipart([
    { name: 'document_type', value: type },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, data: PDF, type: 'application/pdf' },
  ]);
  const response = await user.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir: mkdtempSync(path.join(tmpdir(), 'batiao-tender-forms-')) });
  await seedDemoTenders({ db: ctx.database.db, clock });
  artisan = await registerUser(ctx.app, {
    prenom: 'Hélène',
    nom: 'Lambert',
    metier: 'couvreur',
    zone_geographique: 'Lyon',
  });
  newcomer = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  free = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  author = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  for (const user of [artisan, newcomer, author]) {
    await subscribe(user);
  }
  const saved = await artisan.inject({ method: 'PUT', url: '/api/company', payload: PROFILE as object });
  expect(saved.statusCode, saved.body).toBe(200);

  const list = tenderListResponseSchema.parse((await artisan.inject('/api/tenders')).json());
  const open = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired' && t.buyer_name);
  expect(open).toBeDefined();
  tender = tenderDetailSchema.parse((await artisan.inject(`/api/tenders/${open?.id ?? ''}`)).json());

  const submitted = await author.inject({
    method: 'POST',
    url: '/api/tenders/submit',
    payload: {
      title: 'Ravalement de la façade de la médiathèque de Givors',
      description: 'Nettoyage, reprise des fissures et peinture minérale.',
      authority: 'Commune de Givors',
      location: '69700 Givors',
      deadline: '2027-01-20T12:00',
      amount: 90_000,
      execution_delay: '3 mois',
      contact_email: 'marches@givors.example.fr',
      contact_phone: '04 72 49 18 18',
      source_url: 'https://www.givors.example.fr/marches/facade',
      requirements: 'Qualibat 2112',
      dce_content: 'RC, CCTP, DPGF',
      notes: '',
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  privateTenderId = (submitted.json() as { id: string }).id;
});

afterAll(async () => {
  await ctx.close();
});

describe('DC1 and DC2 pre-filled', () => {
  it('writes the company’s facts and the tender’s buyer and object in the DC1, as PDF and as Word', async () => {
    const pdf = await artisan.inject(`/api/tenders/${tender.id}/forms/dc1?format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const disposition = String(pdf.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="DC1-[a-z0-9-]+\.pdf"/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    const docx = await artisan.inject(`/api/tenders/${tender.id}/forms/dc1?format=docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(String(docx.headers['content-disposition'])).toMatch(/filename="DC1-[a-z0-9-]+\.docx"/);

    for (const text of [await pdfText(pdf.rawPayload), docxText(docx.rawPayload)]) {
      expect(text).toContain('DC1 – Lettre de candidature');
      for (const rubric of [
        'Identification de l’acheteur',
        'Objet de la consultation',
        'Objet de la candidature',
        'Présentation du candidat',
        'Identification des membres du groupement',
        'Engagements du candidat',
        'Désignation du mandataire',
      ]) {
        expect(text).toContain(rubric);
      }
      expect(text).toContain('Maçonnerie Lambert Frères');
      expect(text).toContain(`${SIRET.slice(0, 3)} ${SIRET.slice(3, 6)} ${SIRET.slice(6, 9)} ${SIRET.slice(9)}`);
      expect(text).toContain('4 chemin des Carriers, 69007 Lyon');
      expect(text).toContain('SARL');
      expect(text).toContain('Hélène Lambert');
      expect(text).toContain(flat(tender.buyer_name ?? ''));
      // The object: the tender's title (its first words, the PDF may break the line after them).
      expect(text).toContain(flat(tender.title).split(' ').slice(0, 4).join(' '));
      expect(text).toContain('L. 2141-1 à L. 2141-5 et L. 2141-7 à L. 2141-10');
      // What no profile says is left to the user, never guessed.
      expect(text).toContain('[À compléter : qualité du signataire');
    }
  });

  it('writes turnover, insurance, staff, qualifications and references in the DC2', async () => {
    const pdf = await artisan.inject(`/api/tenders/${tender.id}/forms/dc2?format=pdf`);
    const docx = await artisan.inject(`/api/tenders/${tender.id}/forms/dc2?format=docx`);
    expect(pdf.statusCode).toBe(200);
    expect(docx.statusCode).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toMatch(/filename="DC2-[a-z0-9-]+\.pdf"/);
    for (const text of [await pdfText(pdf.rawPayload), docxText(docx.rawPayload)]) {
      expect(text).toContain('DC2 – Déclaration du candidat');
      for (const rubric of [
        'Identification du candidat individuel ou du membre du groupement',
        'Pouvoir de la personne habilitée à engager le candidat',
        'E1 – Aptitude à exercer l’activité professionnelle',
        'E2 – Capacité économique et financière',
        'E3 – Capacité technique et professionnelle',
        'Capacités des opérateurs économiques sur lesquels le candidat s’appuie',
        'Documents de preuve disponibles en ligne',
      ]) {
        expect(text).toContain(rubric);
      }
      expect(text).toContain('Maçonnerie Lambert Frères');
      expect(text).toContain(flat(tender.buyer_name ?? ''));
      // The three last exercises, in euros.
      expect(text).toContain('1 234 000 €');
      expect(text).toContain('1 100 000 €');
      expect(text).toContain('980 000 €');
      expect(text).toContain('SMABTP');
      expect(text).toContain('DEC-4455');
      expect(text).toContain('Maçon qualifié');
      expect(text).toContain('2112 Maçonnerie');
      expect(text).toContain('Extension du groupe scolaire Pasteur');
      expect(text).toContain(`SIREN`);
      expect(text).toContain(`${SIRET.slice(0, 3)} ${SIRET.slice(3, 6)} ${SIRET.slice(6, 9)}`);
    }
  });

  it('writes « [À compléter : …] » where the profile is empty', async () => {
    for (const form of ['dc1', 'dc2']) {
      const pdf = await newcomer.inject(`/api/tenders/${tender.id}/forms/${form}?format=pdf`);
      const docx = await newcomer.inject(`/api/tenders/${tender.id}/forms/${form}?format=docx`);
      expect(pdf.statusCode).toBe(200);
      for (const text of [await pdfText(pdf.rawPayload), docxText(docx.rawPayload)]) {
        expect(text).toContain('[À compléter : raison sociale]');
        expect(text).toContain('[À compléter : numéro SIRET]');
        expect(text).toContain('[À compléter : forme juridique]');
        expect(text).toContain('[À compléter : adresse de l’établissement]');
        // The tender's facts are there all the same.
        expect(text).toContain(flat(tender.buyer_name ?? ''));
        if (form === 'dc2') {
          expect(text).toContain('[À compléter : chiffre d’affaires global HT]');
          expect(text).toContain('[À compléter : assureur, numéro de police et validité]');
          expect(text).toContain('[À compléter : liste des références]');
        }
      }
    }
  });

  it('is not found on another user’s submitted tender, and there for its author', async () => {
    for (const url of [
      `/api/tenders/${privateTenderId}/forms/dc1?format=pdf`,
      `/api/tenders/${privateTenderId}/forms/dc2?format=docx`,
      `/api/tenders/${privateTenderId}/pack`,
    ]) {
      expect((await artisan.inject(url)).statusCode).toBe(404);
      // The free user is told « not found » too, never that it exists.
      expect((await free.inject(url)).statusCode).toBe(404);
    }
    const own = await author.inject(`/api/tenders/${privateTenderId}/forms/dc1?format=docx`);
    expect(own.statusCode).toBe(200);
    expect(docxText(own.rawPayload)).toContain('Commune de Givors');
    expect((await artisan.inject('/api/tenders/00000000-0000-4000-8000-000000000000/forms/dc1')).statusCode).toBe(404);
  });

  it('is for subscribers: 403 with the locked message for a free user, 401 without a session, 422 on a bad form or format', async () => {
    for (const url of [
      `/api/tenders/${tender.id}/forms/dc1?format=pdf`,
      `/api/tenders/${tender.id}/forms/dc2`,
      `/api/tenders/${tender.id}/pack`,
    ]) {
      const refused = await free.inject(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: TENDER_FORMS_LOCKED });
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
    }
    const badFormat = await artisan.inject(`/api/tenders/${tender.id}/forms/dc1?format=odt`);
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.body).toContain('Format attendu : pdf ou docx');
    expect((await artisan.inject(`/api/tenders/${tender.id}/forms/dc4`)).statusCode).toBe(422);
  });
});

describe('the response pack', () => {
  it('answers 409 with a French message before any generated response', async () => {
    const response = await artisan.inject(`/api/tenders/${tender.id}/pack`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: TENDER_PACK_EMPTY });
  });

  it('zips the latest response, DC1 and DC2, the valid documents of the file and a LISEZ-MOI', async () => {
    await uploadDocument(artisan, 'decennale', { valid_until: '2027-12-31' }, 'attestation décennale 2027.pdf');
    await uploadDocument(artisan, 'urssaf', { issued_at: '2026-01-05' }, 'urssaf-janvier.pdf');
    const generated = await artisan.inject({
      method: 'POST',
      url: `/api/tenders/${tender.id}/generate-response`,
      payload: { tender_id: tender.id, response_type: 'complete' },
    });
    expect([201, 202], generated.body).toContain(generated.statusCode);
    await ctx.app.services.generation.settle();

    const response = await artisan.inject(`/api/tenders/${tender.id}/pack`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="dossier-[a-z0-9-]+\.zip"/);
    const files = readZip(response.rawPayload);
    const names = [...files.keys()].sort();
    const under = (folder: string) => names.filter((n) => n.startsWith(`${folder}/`));
    expect(
      under('1 - Réponse')
        .map((n) => path.extname(n))
        .sort(),
    ).toEqual(['.docx', '.pdf']);
    expect(under('2 - Formulaires').map((n) => path.basename(n).replace(/-[a-z0-9-]+\./, '.'))).toEqual([
      'DC1.docx',
      'DC1.pdf',
      'DC2.docx',
      'DC2.pdf',
    ]);
    // The valid décennale is in; the URSSAF certificate of January has expired (6 months): left out.
    const admin = under('4 - Dossier administratif');
    expect(admin).toHaveLength(1);
    expect(admin[0]).toMatch(/décennale.*attestation décennale 2027\.pdf$/i);
    expect(files.get(admin[0] ?? '')?.equals(PDF)).toBe(true);

    const responsePdf = files.get(under('1 - Réponse').find((n) => n.endsWith('.pdf')) ?? '');
    expect((await pdfText(responsePdf ?? Buffer.alloc(0))).length).toBeGreaterThan(1000);
    const dc1 = files.get(under('2 - Formulaires').find((n) => /DC1-.*\.pdf$/.test(n)) ?? '');
    expect(await pdfText(dc1 ?? Buffer.alloc(0))).toContain('Maçonnerie Lambert Frères');

    const readme = files.get('LISEZ-MOI.txt')?.toString('utf8') ?? '';
    expect(readme).toContain(`Référence : ${tender.source_id}`);
    expect(readme).toContain('CONTENU DU DOSSIER');
    for (const name of names.filter((n) => n !== 'LISEZ-MOI.txt')) {
      expect(readme).toContain(name);
    }
    expect(readme).toContain('À COMPLÉTER OU À JOINDRE');
    expect(readme).toMatch(/DPGF chiffré/);
    expect(readme).toMatch(/URSSAF[^\n]*expiré/i);
    expect(readme).toMatch(/Kbis[^\n]*absent de votre dossier administratif/i);
  });
  it('adds the buyer’s DPGF priced by the tender-files module once the DCE holds one', async () => {
    const body = multipart([{ name: 'file', filename: 'DPGF lot 02.xlsx', data: await makeDpgf() }]);
    const uploaded = await artisan.inject({
      method: 'POST',
      url: `/api/tenders/${tender.id}/files`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const response = await artisan.inject(`/api/tenders/${tender.id}/pack`);
    expect(response.statusCode, response.body).toBe(200);
    const files = readZip(response.rawPayload);
    const priced = [...files.keys()].filter((n) => n.startsWith('3 - Offre de prix/'));
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatch(/\.xlsx$/);
    // An XLSX is a zip holding its workbook.
    expect(readZip(files.get(priced[0] ?? '') ?? Buffer.alloc(0)).has('xl/workbook.xml')).toBe(true);
    const readme = files.get('LISEZ-MOI.txt')?.toString('utf8') ?? '';
    expect(readme).toContain(`${priced[0] ?? ''} : le DPGF de l’acheteur, chiffré`);
    expect(readme).not.toMatch(/- Le DPGF chiffré/);
  });
});
