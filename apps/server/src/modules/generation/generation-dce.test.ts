import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedResponseSchema, type GeneratedResponse } from '@batiao/shared/contracts/generation';
import { tenderFileUploadResponseSchema } from '@batiao/shared/contracts/tender-files';
import { tenderDetailSchema, tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { users } from '../../db/schema/index.ts';
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
 * The consultation files feed the response and the score (issue 16): with an RC and a CCTP
 * attached, the mémoire follows the RC's criteria, the documents list the RC's pieces, the
 * constraints cite the CCTP's articles and pages, and the detail's score tells the mandatory
 * visit with its date. Without files (or with another user's), nothing changes.
 */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-generation-dce-'));
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let tenderId: string;
let baseline: GeneratedResponse;

const RC = [
  'RÈGLEMENT DE LA CONSULTATION\nCommune de Testville\nRénovation des classes de l’école élémentaire',
  'Article 4 - Contenu des offres\nLe candidat produira le formulaire DC1, le formulaire DC2, un extrait Kbis de moins de trois mois et l’attestation d’assurance décennale.\nArticle 5 - Visite du site\nUne visite obligatoire du site aura lieu le 12/12/2026 à 10h00.',
  'JUGEMENT DES OFFRES\nCritères d’attribution :\n- Prix des prestations : 40 %\n- Gestion des déchets et environnement : 25 %\n- Planning et délais : 20 %\n- Méthodologie : 15 %\nLe prix est décomposé dans la décomposition du prix global et forfaitaire (DPGF).',
];
const CCTP = [
  'CAHIER DES CLAUSES TECHNIQUES PARTICULIÈRES\nLot 01 Plâtrerie',
  '2.4 Conditions d’intervention\nLes travaux se dérouleront en site occupé, l’école restant ouverte aux élèves pendant toute la durée du chantier.',
  '3.2 Cloisons de distribution\nLes cloisons sont réalisées selon le NF DTU 25.41 avec des plaques conformes à la norme NF EN 520.\n3.5 Repérage\nLe repérage amiante avant travaux est joint au dossier.',
];

async function subscribe(user: TestUser) {
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .where(eq(users.id, user.user.id));
}

async function generate(user: TestUser, id: string): Promise<GeneratedResponse> {
  const started = await user.inject({
    method: 'POST',
    url: `/api/tenders/${id}/generate-response`,
    payload: { tender_id: id, response_type: 'complete' },
  });
  expect([201, 202], started.body).toContain(started.statusCode);
  await ctx.app.services.generation.settle();
  const read = await user.inject(`/api/generated-responses/${generatedResponseSchema.parse(started.json()).id}`);
  const response = generatedResponseSchema.parse(read.json());
  expect(response.status).toBe('succeeded');
  return response;
}

const text = (r: GeneratedResponse) => (r.memoire_sections ?? []).map((s) => s.body).join('\n\n');
const keys = (r: GeneratedResponse) => (r.memoire_sections ?? []).map((s) => s.key);

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir });
  await seedDemoTenders({ db: ctx.database.db, clock });
  owner = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  other = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  await subscribe(owner);
  await subscribe(other);
  const list = tenderListResponseSchema.parse((await owner.inject('/api/tenders')).json());
  const open = list.items.find((t) => t.status === 'open' && t.deadline_status !== 'expired');
  tenderId = open?.id ?? '';
  expect(tenderId).not.toBe('');
  // The same tender, before any file: the notice alone.
  baseline = await generate(owner, tenderId);
  const body = multipart([
    { name: 'file', filename: 'RC - Règlement de la consultation.pdf', data: await makePdf(RC) },
    { name: 'file', filename: 'CCTP Lot 01 Plâtrerie.pdf', data: await makePdf(CCTP) },
  ]);
  const uploaded = await owner.inject({
    method: 'POST',
    url: `/api/tenders/${tenderId}/files`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect(
    tenderFileUploadResponseSchema
      .parse(uploaded.json())
      .files.map((f) => f.role)
      .sort(),
  ).toEqual(['cctp', 'rc']);
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('a response generated with the consultation files', () => {
  let response: GeneratedResponse;
  beforeAll(async () => {
    response = await generate(owner, tenderId);
  });

  it('orders the mémoire by the RC’s award criteria and their weights, the price criterion aside', () => {
    expect(keys(response).slice(0, 4)).toEqual(['environnement', 'planning', 'comprehension', 'methodologie']);
    const sections = response.memoire_sections ?? [];
    expect(sections[0]?.criterion).toEqual({ label: 'Gestion des déchets et environnement', weight: 25 });
    expect(sections[1]?.criterion).toEqual({ label: 'Planning et délais', weight: 20 });
    expect(sections[3]?.criterion).toEqual({ label: 'Méthodologie', weight: 15 });
    expect(text(response)).toMatch(/«\s?Prix des prestations\s?»\s\(40\s%\)/);
  });

  it('lists the pieces the RC asks for, with where it asks, the visit with its date and the price form', () => {
    const documents = response.documents_requis ?? [];
    const byLabel = (pattern: RegExp) => documents.find((d) => pattern.test(d.label));
    expect(byLabel(/Kbis/)).toMatchObject({ source: 'avis', document_type: 'kbis', status: 'missing' });
    // Where the RC asks for it: its file, its article when the analysis reads it, its page.
    expect(byLabel(/Kbis/)?.note).toMatch(
      /^Demandé par le règlement de la consultation \(RC - Règlement de la consultation\.pdf, (art\. 4, )?p\. 2\)/,
    );
    expect(byLabel(/décennale/)).toMatchObject({ source: 'avis', document_type: 'decennale' });
    expect(byLabel(/DC1/)).toMatchObject({ source: 'avis', status: 'to_provide' });
    expect(byLabel(/DC1/)?.note).toContain('Pré-rempli par BatiAO');
    expect(byLabel(/DC2/)).toMatchObject({ source: 'avis' });
    expect(byLabel(/Attestation de visite/)).toMatchObject({
      label: 'Attestation de visite du site (visite obligatoire le 12 décembre 2026)',
      source: 'avis',
      status: 'to_provide',
    });
    expect(byLabel(/DPGF/)?.label).toBe('Décomposition du prix global et forfaitaire (DPGF) de l’acheteur');
  });

  it('cites the CCTP’s requirements with their article and page', () => {
    // The French layer puts no-break spaces inside the guillemets: \s covers them.
    const memoire = text(response);
    expect(memoire).toMatch(
      /CCTP art\. 2\.4, p\. 2 — site occupé : «\s?Les travaux se dérouleront en site occupé, l’école restant ouverte aux élèves pendant toute la durée du chantier\s?»/,
    );
    expect(memoire).toMatch(
      /CCTP art\. 3\.5, p\. 3 — amiante : «\s?Le repérage amiante avant travaux est joint au dossier\s?»/,
    );
    expect(memoire).toMatch(
      /CCTP art\. 3\.2, p\. 3 — NF DTU 25\.41 : «\s?Les cloisons sont réalisées selon le NF DTU 25\.41/,
    );
    expect(memoire).toContain('NF EN 520');
    // The constraints are in the comprehension, the standards in the methodology.
    const section = (key: string) => (response.memoire_sections ?? []).find((s) => s.key === key)?.body ?? '';
    expect(section('comprehension')).toContain('CCTP art. 2.4, p. 2');
    expect(section('methodologie')).toContain('CCTP art. 3.2, p. 3');
  });

  it('tells the mandatory visit with its date in the detail’s compatibility, and the pieces missing from the file', async () => {
    const detail = tenderDetailSchema.parse((await owner.inject(`/api/tenders/${tenderId}`)).json());
    const reasons = detail.compatibility_analysis.reasons ?? [];
    expect(reasons[0]).toEqual({
      level: 'attention',
      text: 'Visite obligatoire le 12 décembre 2026 — l’attestation de visite est à joindre à l’offre',
      source: 'RC - Règlement de la consultation.pdf, p. 2',
    });
    expect(reasons.map((r) => r.text)).toContain('Prix global et forfaitaire décomposé dans la DPGF de l’acheteur');
    const missing = reasons.find((r) => r.text.startsWith('Pièces demandées par le dossier de consultation'));
    expect(missing?.text).toContain('Extrait Kbis');
    expect(missing?.text).toContain('décennale');
    // « l’attestation d’assurance décennale » asks for that one only.
    expect(missing?.text).not.toContain('RC Professionnelle');
    // The list's cards have no files read: no reasons there.
    const list = tenderListResponseSchema.parse((await owner.inject('/api/tenders')).json());
    expect(list.items.find((t) => t.id === tenderId)?.compatibility_analysis.reasons).toBeUndefined();
  });
});

describe('without files', () => {
  it('another user’s files are never used: their response and score read the notice alone, as before', async () => {
    const response = await generate(other, tenderId);
    expect(keys(response)).toEqual(keys(baseline));
    expect(response.memoire_sections?.map((s) => s.criterion)).toEqual(
      baseline.memoire_sections?.map((s) => s.criterion),
    );
    expect(response.documents_requis).toEqual(baseline.documents_requis);
    expect(text(response)).not.toContain('CCTP art.');
    expect(JSON.stringify(response.documents_requis)).not.toContain('règlement de la consultation (');
    const detail = tenderDetailSchema.parse((await other.inject(`/api/tenders/${tenderId}`)).json());
    expect(detail.compatibility_analysis.reasons).toBeUndefined();
  });
});

describe('a mandatory visit whose date is past', () => {
  it('is a blocking point and keeps the score out of the green and orange bands', async () => {
    // Another tender (of another trade: any tender's detail reads the same way).
    const list = tenderListResponseSchema.parse((await owner.inject('/api/tenders?zone=all&metier=macon')).json());
    const second = list.items.find((t) => t.id !== tenderId);
    expect(second).toBeDefined();
    const id = second?.id ?? '';
    const pastVisit = [
      RC[0] ?? '',
      'Article 5 - Visite\nUne visite obligatoire du site a eu lieu le 16/11/2026 à 14h00.',
    ];
    const body = multipart([{ name: 'file', filename: 'RC.pdf', data: await makePdf(pastVisit) }]);
    const uploaded = await owner.inject({ method: 'POST', url: `/api/tenders/${id}/files`, ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const detail = tenderDetailSchema.parse((await owner.inject(`/api/tenders/${id}`)).json());
    expect(detail.compatibility_analysis.reasons?.[0]).toEqual({
      level: 'bloquant',
      text: 'Visite obligatoire le 16 novembre 2026 : date passée — sans l’attestation de visite, l’offre serait irrégulière',
      source: 'RC.pdf, p. 2',
    });
    expect(detail.compatibility_analysis.score_global).toBeLessThanOrEqual(60);
  });
});
