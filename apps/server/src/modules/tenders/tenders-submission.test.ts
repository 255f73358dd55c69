import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardStatsSchema,
  tenderDetailSchema,
  tenderListResponseSchema,
  TENDER_SUBMISSION_MESSAGES,
  urlAnalysisResultSchema,
  type TenderSubmissionInput,
} from '@batiao/shared/contracts/tenders';
import { tenderFacets, tenders, users } from '../../db/schema/index.ts';
import { SAFE_FETCH_MESSAGES } from '../../lib/safe-fetch.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { loadFixture } from '../../test/fixtures/boamp/index.ts';
import { startBoampTestServer, type BoampTestServer } from '../../test/servers/boamp.ts';
import { seedDemoTenders } from './tenders-demo.service.ts';

const clock = createTestClock(new Date('2026-02-10T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;
let site: Server;
let siteUrl: string;
let siteRequests: string[] = [];

const NOTICE_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Consultation 2026-014 | Marchés publics de la Ville de Vénissieux</title></head><body>
<nav><a href="/">Accueil</a></nav>
<h1>Réfection de la couverture du gymnase Jean-Moulin</h1>
<table>
<tr><th>Organisme acheteur</th><td>Ville de Vénissieux</td></tr>
<tr><th>Lieu d'exécution</th><td>69200 Vénissieux</td></tr>
<tr><th>Date limite de remise des offres</th><td>15 mars 2026 à 12h00</td></tr>
<tr><th>Montant estimé</th><td>1 250 000 € HT</td></tr>
<tr><th>Délai d'exécution</th><td>6 mois à compter de l'ordre de service</td></tr>
</table>
<h2>Description</h2>
<p>Description : Dépose de la couverture existante en fibres-ciment, fourniture et pose d'une couverture en bac acier isolé, reprise des chéneaux et de la zinguerie.</p>
<h2>Conditions de participation</h2>
<ul><li>Qualification Qualibat 3112 ou équivalent</li><li>Attestation d'assurance décennale en cours de validité</li><li>Visite obligatoire du site</li></ul>
<p>Contact : marches@venissieux.example.fr — Tél. 04 72 21 44 44</p>
<p>Dossier de consultation (DCE) : https://marches.venissieux.example.fr/dce/2026-014</p>
</body></html>`;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: [loadFixture('national-2024-appel-offre')] });
  site = createServer((req, res) => {
    siteRequests.push(req.url ?? '');
    if (req.url === '/avis') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(NOTICE_PAGE);
    } else if (req.url === '/vide') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><head><title>Accueil</title></head><body><p>Bonjour.</p></body></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  ctx = await buildTestApp({
    clock,
    noticeSources: { boampApiUrl: boamp.url, allowPrivateAddresses: true },
  });
  await seedDemoTenders({ db: ctx.database.db, clock });
});
afterAll(async () => {
  await ctx.close();
  await boamp.close();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function subscribe(account: TestUser) {
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro' })
    .where(eq(users.id, account.user.id));
}

function submission(overrides: Partial<TenderSubmissionInput> = {}): TenderSubmissionInput {
  return {
    title: 'Réfection de la toiture de la salle des fêtes de Brignais',
    description: 'Remplacement des tuiles canal, reprise de la charpente et de la zinguerie.',
    authority: 'Commune de Brignais',
    location: '69530 Brignais',
    deadline: '2026-03-20T12:00',
    amount: 185_000,
    execution_delay: '4 mois',
    contact_email: 'marches@brignais.example.fr',
    contact_phone: '04 78 05 15 22',
    source_url: 'https://www.brignais.example.fr/marches/toiture',
    requirements: 'Qualibat 3111\n\n   \nAssurance décennale\n',
    dce_content: 'RC, CCAP, CCTP, DPGF',
    notes: 'Visite le 3 mars',
    ...overrides,
  };
}

describe('submitting a tender', () => {
  let author: TestUser;
  let other: TestUser;
  let free: TestUser;
  let admin: TestUser;
  let id: string;

  beforeAll(async () => {
    author = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    other = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    free = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    admin = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    await subscribe(author);
    await subscribe(other);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  });

  it('is for subscribers and admins only', async () => {
    const refused = await free.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', detail: TENDER_SUBMISSION_MESSAGES.subscriptionRequired });
    const analyse = await free.inject({
      method: 'POST',
      url: '/api/tenders/analyze-from-url',
      payload: { url: `${siteUrl}/avis` },
    });
    expect(analyse.statusCode).toBe(403);
    expect(siteRequests).toEqual([]);
    const byAdmin = await admin.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(byAdmin.statusCode).toBe(201);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks the fields, in French', async () => {
    const response = await author.inject({
      method: 'POST',
      url: '/api/tenders/submit',
      payload: {
        ...submission(),
        title: '  ',
        description: '',
        authority: undefined,
        location: '',
        deadline: '',
        amount: -5,
        contact_email: 'pas-un-email',
        contact_phone: 'abc',
        source_url: 'javascript:alert(1)',
      },
    });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(
      (response.json() as { detail: { field: string; message: string }[] }).detail.map((d) => [d.field, d.message]),
    );
    expect(messages).toMatchObject({
      title: 'Le titre est obligatoire',
      description: 'La description est obligatoire',
      location: 'La localisation est obligatoire',
      deadline: 'La date limite est obligatoire',
      amount: 'Le montant ne peut pas être négatif',
      contact_email: 'Adresse e-mail de contact invalide',
      contact_phone: 'Numéro de téléphone invalide',
      source_url: 'Adresse web invalide (http:// ou https://)',
    });
    expect(messages.authority).toBeDefined();
    const badDate = await author.inject({
      method: 'POST',
      url: '/api/tenders/submit',
      payload: submission({ deadline: '31/02/2026' }),
    });
    expect(badDate.statusCode).toBe(422);
  });

  it('stores the tender, private to its author, in their list, detail and dashboard', async () => {
    const before = dashboardStatsSchema.parse((await author.inject('/api/dashboard/stats')).json());
    const response = await author.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(response.statusCode).toBe(201);
    id = (response.json() as { id: string }).id;

    const detail = tenderDetailSchema.parse((await author.inject(`/api/tenders/${id}`)).json());
    expect(detail).toMatchObject({
      title: 'Réfection de la toiture de la salle des fêtes de Brignais',
      submitted_by_me: true,
      buyer_name: 'Commune de Brignais',
      location: '69530 Brignais',
      amount: 185_000,
      source: 'submitted',
      // 12:00 in Paris in winter.
      deadline: '2026-03-20T11:00:00.000Z',
      deadline_status: 'active',
      submission: {
        authority: 'Commune de Brignais',
        execution_delay: '4 mois',
        contact_email: 'marches@brignais.example.fr',
        contact_phone: '04 78 05 15 22',
        requirements: ['Qualibat 3111', 'Assurance décennale'],
        notes: 'Visite le 3 mars',
      },
    });
    expect(detail.compatibility_analysis.score_global).toBeGreaterThan(0);

    const list = tenderListResponseSchema.parse((await author.inject('/api/tenders?page_size=100')).json());
    expect(list.items.find((t) => t.id === id)?.submitted_by_me).toBe(true);
    const all = tenderListResponseSchema.parse(
      (await author.inject('/api/tenders?zone=all&page_size=100&sort=score')).json(),
    );
    expect(all.items.some((t) => t.id === id)).toBe(true);
    const searched = tenderListResponseSchema.parse(
      (await author.inject('/api/tenders?q=salle%20des%20f%C3%AAtes')).json(),
    );
    expect(searched.items.map((t) => t.id)).toContain(id);
    const after = dashboardStatsSchema.parse((await author.inject('/api/dashboard/stats')).json());
    expect(after.total_tenders).toBe(before.total_tenders + 1);

    // Its facets sit under the author's private key only.
    const facets = await ctx.database.db.select().from(tenderFacets).where(eq(tenderFacets.tenderId, id));
    expect(new Set(facets.map((f) => f.departement))).toEqual(new Set([`~${author.user.id}`]));
  });

  it('is never read by another user: list, search, counters, detail, edit, delete, generation', async () => {
    for (const account of [other, free, admin]) {
      for (const url of [
        '/api/tenders?page_size=100',
        '/api/tenders?zone=all&page_size=100',
        '/api/tenders?zone=all&page_size=100&sort=score',
        '/api/tenders?page_size=100&sort=publication',
        '/api/tenders?q=salle%20des%20f%C3%AAtes&zone=all',
        '/api/tenders?q=salle%20des%20f%C3%AAtes',
      ]) {
        const list = tenderListResponseSchema.parse((await account.inject(url)).json());
        expect(list.items.map((t) => t.id)).not.toContain(id);
      }
      const searched = tenderListResponseSchema.parse(
        (await account.inject('/api/tenders?q=Brignais&zone=all')).json(),
      );
      // The admin has submitted one of their own (first test); nobody counts the author's.
      expect(searched.counters.filtered).toBe(account === admin ? 1 : 0);
      expect((await account.inject(`/api/tenders/${id}`)).statusCode).toBe(404);
      const edit = await account.inject({
        method: 'PUT',
        url: `/api/tenders/${id}`,
        payload: submission({ title: 'Piraté' }),
      });
      // Not found for a subscriber; a free user may not edit at all (403).
      expect(edit.statusCode).toBe(account === free ? 403 : 404);
      expect((await account.inject({ method: 'DELETE', url: `/api/tenders/${id}` })).statusCode).toBe(404);
    }
    const generation = await other.inject({
      method: 'POST',
      url: `/api/tenders/${id}/generate-response`,
      payload: { tender_id: id, response_type: 'complete' },
    });
    expect(generation.statusCode).toBe(404);
    // Its tender files (DCE), métrés and analysis: not found for anyone else, there for its author.
    for (const path of ['files', 'metres', 'analysis']) {
      expect((await other.inject(`/api/tenders/${id}/${path}`)).statusCode).toBe(404);
      expect((await author.inject(`/api/tenders/${id}/${path}`)).statusCode).toBe(200);
    }
    const metres = await other.inject({ method: 'POST', url: `/api/tenders/${id}/extract-metres`, payload: {} });
    expect(metres.statusCode).toBe(404);
    const otherStats = dashboardStatsSchema.parse((await other.inject('/api/dashboard/stats')).json());
    const authorStats = dashboardStatsSchema.parse((await author.inject('/api/dashboard/stats')).json());
    expect(otherStats.total_tenders).toBe(authorStats.total_tenders - 1);
    const [row] = await ctx.database.db.select({ title: tenders.title }).from(tenders).where(eq(tenders.id, id));
    expect(row?.title).toBe('Réfection de la toiture de la salle des fêtes de Brignais');
  });

  it('lets its author answer it like a published one', async () => {
    const generation = await author.inject({
      method: 'POST',
      url: `/api/tenders/${id}/generate-response`,
      payload: { tender_id: id, response_type: 'complete' },
    });
    expect([200, 201, 202]).toContain(generation.statusCode);
  });

  it('is edited and deleted by its author', async () => {
    const edited = await author.inject({
      method: 'PUT',
      url: `/api/tenders/${id}`,
      payload: submission({
        title: 'Réfection de la toiture de la salle des fêtes (lot 1)',
        amount: null,
        requirements: ['  ', 'Qualibat 3111'],
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(tenderDetailSchema.parse(edited.json())).toMatchObject({
      title: 'Réfection de la toiture de la salle des fêtes (lot 1)',
      amount: null,
      submission: { requirements: ['Qualibat 3111'] },
    });
    const list = tenderListResponseSchema.parse((await author.inject('/api/tenders?page_size=100')).json());
    expect(list.items.find((t) => t.id === id)?.title).toBe('Réfection de la toiture de la salle des fêtes (lot 1)');

    expect((await author.inject({ method: 'DELETE', url: `/api/tenders/${id}` })).statusCode).toBe(204);
    expect((await author.inject(`/api/tenders/${id}`)).statusCode).toBe(404);
    const after = tenderListResponseSchema.parse((await author.inject('/api/tenders?page_size=100')).json());
    expect(after.items.map((t) => t.id)).not.toContain(id);
    // A published notice is not the author's to edit or delete.
    const published = after.items[0]?.id ?? '';
    expect((await author.inject({ method: 'DELETE', url: `/api/tenders/${published}` })).statusCode).toBe(404);
    expect(
      (await author.inject({ method: 'PUT', url: `/api/tenders/${published}`, payload: submission() })).statusCode,
    ).toBe(404);
  });

  it('limits each user to 50 tenders in 24 hours', async () => {
    const busy = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    await subscribe(busy);
    for (let i = 0; i < 50; i += 1) {
      const response = await busy.inject({
        method: 'POST',
        url: '/api/tenders/submit',
        payload: submission({ title: `Chantier n° ${i + 1} de toiture` }),
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await busy.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', detail: TENDER_SUBMISSION_MESSAGES.tooMany });
    clock.advance(24 * 3_600_000 + 1000);
    const later = await busy.inject({ method: 'POST', url: '/api/tenders/submit', payload: submission() });
    expect(later.statusCode).toBe(201);
  });
});

describe('analysing an address or a file', () => {
  let account: TestUser;

  beforeAll(async () => {
    account = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    await subscribe(account);
  });

  function analyse(url: unknown) {
    return account.inject({ method: 'POST', url: '/api/tenders/analyze-from-url', payload: { url } });
  }

  it('asks for an address', async () => {
    const response = await analyse('   ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      detail: [{ field: 'url', message: TENDER_SUBMISSION_MESSAGES.urlRequired }],
    });
  });

  it('reads a buyer’s notice page', async () => {
    const response = await analyse(`${siteUrl}/avis`);
    expect(response.statusCode).toBe(200);
    const result = urlAnalysisResultSchema.parse(response.json());
    expect(result.extracted_info).toMatchObject({
      title: 'Réfection de la couverture du gymnase Jean-Moulin',
      authority: 'Ville de Vénissieux',
      location: '69200 Vénissieux',
      amount: 1_250_000,
      execution_delay: '6 mois',
      contact_email: 'marches@venissieux.example.fr',
      contact_phone: '04 72 21 44 44',
      deadline: '2026-03-15T11:00:00.000Z',
      requirements: [
        'Qualification Qualibat 3112 ou équivalent',
        'Attestation d’assurance décennale en cours de validité'.replace('’', "'"),
        'Visite obligatoire du site',
      ],
      source_url: `${siteUrl}/avis`,
    });
    expect(result.extracted_info.description).toContain('bac acier');
    expect(result.extracted_info.dce_content).toContain('https://marches.venissieux.example.fr/dce/2026-014');
    expect(result.recommendations).toEqual({ confidence_score: 100, missing_info: [] });
  });

  it('says what a page without a notice lacks', async () => {
    const result = urlAnalysisResultSchema.parse((await analyse(`${siteUrl}/vide`)).json());
    expect(result.recommendations.confidence_score).toBeLessThan(30);
    expect(result.recommendations.missing_info).toEqual(
      expect.arrayContaining(['Titre', 'Organisme acheteur', 'Date limite de remise des offres', 'Montant estimé']),
    );
  });

  it('answers a boamp.fr address from the BOAMP API', async () => {
    const response = await analyse('https://www.boamp.fr/pages/avis/?q=idweb:24-10001');
    expect(response.statusCode).toBe(200);
    const result = urlAnalysisResultSchema.parse(response.json());
    expect(result.extracted_info).toMatchObject({
      title: "Réfection de l'étanchéité et de la couverture de la médiathèque",
      authority: 'Commune de Saint-Pierre-Exemple',
      contact_email: 'marches@saint-pierre-exemple.re',
      deadline: '2024-03-08T08:00:00.000Z',
      source_url: 'https://www.boamp.fr/pages/avis/?q=idweb:24-10001',
    });
    expect(result.recommendations.confidence_score).toBeGreaterThanOrEqual(60);
    expect(boamp.requests.some((r) => r.includes('24-10001'))).toBe(true);
    const detailForm = await analyse('https://www.boamp.fr/avis/detail/24-10001/1');
    expect(urlAnalysisResultSchema.parse(detailForm.json()).extracted_info.authority).toBe(
      'Commune de Saint-Pierre-Exemple',
    );
    const unknown = await analyse('https://www.boamp.fr/pages/avis/?q=idweb:99-99999');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an internal address when local addresses are not allowed', async () => {
    const strict = await buildTestApp({ database: ctx.database, clock });
    try {
      const strictAccount = await registerUser(strict.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
      await ctx.database.db
        .update(users)
        .set({ subscriptionActive: true, subscriptionPlan: 'pro' })
        .where(eq(users.id, strictAccount.user.id));
      siteRequests = [];
      for (const url of [`${siteUrl}/avis`, 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]/']) {
        const response = await strictAccount.inject({
          method: 'POST',
          url: '/api/tenders/analyze-from-url',
          payload: { url },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'BAD_REQUEST', detail: SAFE_FETCH_MESSAGES.privateAddress });
      }
      expect(siteRequests).toEqual([]);
      const ftp = await strictAccount.inject({
        method: 'POST',
        url: '/api/tenders/analyze-from-url',
        payload: { url: 'ftp://example.fr/avis.pdf' },
      });
      expect(ftp.json()).toEqual({ code: 'BAD_REQUEST', detail: SAFE_FETCH_MESSAGES.scheme });
    } finally {
      await strict.app.close();
    }
  });

  it('reads a dropped PDF avis and a DOCX RC, and refuses anything else', async () => {
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('AVIS D’APPEL PUBLIC À LA CONCURRENCE');
      doc.text('Objet du marché : Remplacement des menuiseries extérieures de l’école Jules-Ferry');
      doc.text('Pouvoir adjudicateur : Commune de Givors');
      doc.text('Lieu d’exécution : 69700 Givors');
      doc.text('Date limite de réception des offres : 03/04/2026 à 16h00');
      doc.text('Valeur estimée : 420 000,00 euros HT');
      doc.text('Durée du marché : 45 jours');
      doc.end();
    });
    const pdfResult = await account.inject({
      method: 'POST',
      url: '/api/tenders/analyze-file',
      ...multipart([{ name: 'file', filename: 'avis.pdf', data: pdf, type: 'application/pdf' }]),
    });
    expect(pdfResult.statusCode).toBe(200);
    expect(urlAnalysisResultSchema.parse(pdfResult.json()).extracted_info).toMatchObject({
      title: 'Remplacement des menuiseries extérieures de l’école Jules-Ferry',
      authority: 'Commune de Givors',
      location: '69700 Givors',
      amount: 420_000,
      execution_delay: '45 jours',
      // 16:00 in Paris, summer time.
      deadline: '2026-04-03T14:00:00.000Z',
    });

    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              'RÈGLEMENT DE LA CONSULTATION',
              'Objet de la consultation : Ravalement des façades de la mairie annexe',
              'Maître d’ouvrage : Ville de Oullins',
              'Date limite de remise des plis : lundi 16 mars 2026 - 12:00',
              'Délai d’exécution : 3 mois',
            ].map((text) => new Paragraph({ text })),
          },
        ],
      }),
    );
    const docxResult = await account.inject({
      method: 'POST',
      url: '/api/tenders/analyze-file',
      ...multipart([{ name: 'file', filename: 'rc.docx', data: docx }]),
    });
    expect(docxResult.statusCode).toBe(200);
    expect(urlAnalysisResultSchema.parse(docxResult.json()).extracted_info).toMatchObject({
      title: 'Ravalement des façades de la mairie annexe',
      authority: 'Ville de Oullins',
      execution_delay: '3 mois',
      deadline: '2026-03-16T11:00:00.000Z',
    });

    const text = await account.inject({
      method: 'POST',
      url: '/api/tenders/analyze-file',
      ...multipart([{ name: 'file', filename: 'avis.pdf', data: Buffer.from('pas un pdf'), type: 'application/pdf' }]),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: TENDER_SUBMISSION_MESSAGES.fileUnsupported });
  });
});
