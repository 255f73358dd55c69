import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderDetailSchema, tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { createBoampClient } from '../../integrations/boamp/client.ts';
import { loadFixture } from '../../test/fixtures/boamp/index.ts';
import { readRealRecords } from '../../test/fixtures/boamp/real-records.ts';
import { startBoampTestServer, type BoampTestServer } from '../../test/servers/boamp.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { listIngestionRuns } from './tenders.queries.ts';
import { BOAMP_SOURCE, syncBoamp } from './tenders-sync.service.ts';

// "Now" for these tests: 20 February 2024, in the week of the records.
const clock = createTestClock(new Date('2024-02-20T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();

/** A flat v2.1 record as the 2024 API sends it (no gestion/donnees). */
function record(fields: {
  idweb: string;
  objet: string;
  departements: string[];
  descripteurs: [string, string][];
  deadline: string | null;
  date?: string;
  nature?: string;
  typeMarche?: string;
  annonceLie?: string;
  titulaire?: string[];
}): Record<string, unknown> {
  return {
    idweb: fields.idweb,
    id: fields.idweb.replace('-', '_'),
    objet: fields.objet,
    famille: 'MAPA',
    code_departement: fields.departements,
    dateparution: fields.date ?? '2024-02-19',
    datelimitereponse: fields.deadline,
    nomacheteur: 'Commune exemple',
    nature: fields.nature ?? 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: fields.descripteurs.map(([code]) => code),
    descripteur_libelle: fields.descripteurs.map(([, label]) => label),
    type_marche: [fields.typeMarche ?? 'TRAVAUX'],
    annonce_lie: fields.annonceLie ?? null,
    titulaire: fields.titulaire ?? null,
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${fields.idweb}`,
    gestion: null,
    donnees: null,
  };
}

const RECORDS = [
  record({
    idweb: '24-20001',
    objet: 'Réfection de la couverture en tuiles de l’école Jean Macé',
    departements: ['69'],
    descripteurs: [['74', 'Couverture']],
    deadline: inDays(20),
  }),
  record({
    idweb: '24-20002',
    objet: 'Remplacement de la zinguerie de la mairie',
    departements: ['01'],
    descripteurs: [['372', 'Zinguerie']],
    deadline: inDays(5),
  }),
  record({
    idweb: '24-20003',
    objet: 'Couverture ardoise de la chapelle',
    departements: ['29'],
    descripteurs: [['74', 'Couverture']],
    deadline: inDays(30),
  }),
  record({
    idweb: '24-20004',
    objet: 'Travaux de couverture du gymnase',
    departements: ['69'],
    descripteurs: [['74', 'Couverture']],
    deadline: inDays(-2),
  }),
  record({
    idweb: '24-20005',
    objet: 'Mise en peinture des couloirs du collège',
    departements: ['69'],
    descripteurs: [['264', 'Peinture (travaux)']],
    deadline: inDays(25),
  }),
  record({
    idweb: '24-20006',
    objet: 'Nettoyage des locaux administratifs',
    departements: ['69'],
    descripteurs: [['999', 'Nettoyage']],
    deadline: inDays(25),
    typeMarche: 'SERVICES',
  }),
  record({
    idweb: '24-20007',
    objet: 'Réfection de l’étanchéité et de la couverture de la piscine',
    departements: ['42'],
    descripteurs: [
      ['117', 'Etanchéité'],
      ['74', 'Couverture'],
    ],
    deadline: inDays(12),
  }),
];

async function sync() {
  const client = createBoampClient({
    baseUrl: boamp.url,
    retryBaseMs: 1,
    sleep: async () => undefined,
    timeoutMs: 2000,
  });
  return syncBoamp(
    { db: ctx.database.db, client, clock },
    { trigger: 'manual', from: '2024-02-19', to: '2024-02-19', backfillDays: 30 },
  );
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  boamp = await startBoampTestServer({
    records: RECORDS,
    failures: [{ respond: 429, retryAfter: 1, times: 1 }],
    malformed: [{ dateparution: '2024-02-19', value: { objet: 'sans identifiant' } }],
  });
});
afterAll(async () => {
  await boamp.close();
  await ctx.close();
});

describe('BOAMP sync', () => {
  it('keeps the building work, counts the bad record, and records the run (a 429 on the way is retried)', async () => {
    const result = await sync();
    expect(result).toMatchObject({ status: 'success', fetched: 8, inserted: 6, updated: 0, skipped: 1, errors: 1 });
    const [run] = await listIngestionRuns(ctx.database.db, BOAMP_SOURCE);
    expect(run).toMatchObject({ status: 'success', fetched: 8, inserted: 6, errors: 1, lastDaySynced: '2024-02-19' });
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it('loses and duplicates nothing when run again', async () => {
    const result = await sync();
    expect(result).toMatchObject({ status: 'success', inserted: 0, updated: 6 });
  });

  it('applies a rectificatif, an annulation and a result to their tender', async () => {
    boamp.addRecords([
      record({
        idweb: '24-20101',
        objet: 'Rectificatif',
        departements: ['69'],
        descripteurs: [['74', 'Couverture']],
        deadline: inDays(40),
        nature: 'RECTIFICATIF',
        annonceLie: '24-20001',
      }),
      record({
        idweb: '24-20102',
        objet: 'Annulation',
        departements: ['01'],
        descripteurs: [['372', 'Zinguerie']],
        deadline: null,
        nature: 'ANNULATION',
        annonceLie: '24-20002',
      }),
      record({
        idweb: '24-20103',
        objet: 'Attribution',
        departements: ['29'],
        descripteurs: [['74', 'Couverture']],
        deadline: null,
        nature: 'ATTRIBUTION',
        annonceLie: '24-20003',
        titulaire: ['ARDOISES DU FINISTÈRE'],
      }),
    ]);
    const result = await sync();
    expect(result.status).toBe('success');
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const list = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?zone=all&page_size=100', headers: { authorization } })).json(),
    );
    const byTitle = (start: string) => list.items.find((t) => t.title.startsWith(start));
    expect(byTitle('Réfection de la couverture en tuiles')?.deadline).toBe(inDays(40));
    expect(byTitle('Remplacement de la zinguerie')?.status).toBe('cancelled');
    expect(byTitle('Couverture ardoise')?.status).toBe('awarded');
    // The change notices are applied, not listed as tenders of their own.
    expect(list.items.map((t) => t.title)).not.toContain('Rectificatif');
  });

  it('ends the run as failed when the source is unreachable, and the list still answers with the last success', async () => {
    const runsBefore = await listIngestionRuns(ctx.database.db, BOAMP_SOURCE);
    const client = createBoampClient({
      baseUrl: 'http://127.0.0.1:9',
      retryBaseMs: 1,
      maxRetries: 1,
      sleep: async () => undefined,
      timeoutMs: 500,
    });
    const result = await syncBoamp(
      { db: ctx.database.db, client, clock },
      { trigger: 'manual', from: '2024-02-19', to: '2024-02-19', backfillDays: 30 },
    );
    expect(result).toMatchObject({ status: 'failed', errorMessage: 'La source BOAMP est injoignable' });
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const response = await ctx.app.inject({ url: '/api/tenders', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json().last_sync_at).toBe(runsBefore[0]?.finishedAt?.toISOString());
  });
});

describe('GET /api/tenders', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/tenders' })).statusCode).toBe(401);
  });

  it('shows a couvreur in Lyon the roofing tenders of the Rhône and its neighbours, the closest and best first', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const response = await ctx.app.inject({ url: '/api/tenders?sort=score', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const body = tenderListResponseSchema.parse(response.json());
    expect(body.metier).toBe('couvreur');
    expect(body.departements).toEqual(expect.arrayContaining(['69', '01', '42', '38']));
    const ids = body.items.map((t) => t.title);
    // Brittany is out of the zone; painting and cleaning are other trades.
    expect(ids.some((t) => t.includes('ardoise'))).toBe(false);
    expect(ids.some((t) => t.includes('peinture'))).toBe(false);
    expect(ids.some((t) => t.includes('Nettoyage'))).toBe(false);
    expect(body.items[0]?.title).toMatch(/Réfection de la couverture en tuiles/);
    const first = body.items[0];
    expect(first?.compatibility_analysis.score_global).toBeGreaterThanOrEqual(80);
    expect(first?.compatibility_analysis.ai_message).toMatch(/Rhône/);
    expect(body.counters).toEqual({ total: 4, active: 2, urgent: 0, filtered: 4 });
  });

  it('widens to all of France and looks at another trade on request', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const all = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?zone=all', headers: { authorization } })).json(),
    );
    expect(all.items.some((t) => t.title.includes('ardoise'))).toBe(true);
    expect(all.departements).toEqual([]);
    const painters = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?metier=peintre', headers: { authorization } })).json(),
    );
    expect(painters.items.map((t) => t.title)).toEqual(['Mise en peinture des couloirs du collège']);
  });

  it('filters by deadline status with the spec’s rounding', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const get = async (status: string) =>
      tenderListResponseSchema.parse(
        (await ctx.app.inject({ url: `/api/tenders?status=${status}`, headers: { authorization } })).json(),
      );
    expect((await get('expired')).items.map((t) => t.title)).toEqual(['Travaux de couverture du gymnase']);
    const expired = (await get('expired')).items[0];
    expect(expired?.deadline_status).toBe('expired');
    expect(expired?.compatibility_analysis.score_global).toBeLessThanOrEqual(40);
    const active = await get('active');
    expect(active.items.every((t) => t.deadline_status === 'active')).toBe(true);
    expect(active.counters.filtered).toBe(2);
  });

  it('searches in French, without accents, on the server', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const body = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?q=etancheite%20piscine', headers: { authorization } })).json(),
    );
    expect(body.items.map((t) => t.title)).toEqual(['Réfection de l’étanchéité et de la couverture de la piscine']);
    expect(body.counters.filtered).toBe(1);
    expect(body.counters.total).toBe(4);
  });

  it('finds a tender by its buyer too', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const body = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?q=commune%20exemple', headers: { authorization } })).json(),
    );
    expect(body.counters.filtered).toBe(4);
  });

  it('pages, and refuses a page size over 100', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const page2 = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders?page=2&page_size=3', headers: { authorization } })).json(),
    );
    expect(page2.items).toHaveLength(1);
    expect(page2.page).toBe(2);
    const tooBig = await ctx.app.inject({ url: '/api/tenders?page_size=101', headers: { authorization } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().detail[0].field).toBe('page_size');
  });

  it('shows another user, elsewhere and in another trade, their own list', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'peintre', zone_geographique: 'Brest' });
    const body = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders', headers: { authorization } })).json(),
    );
    expect(body.items).toEqual([]);
    expect(body.counters.total).toBe(0);
  });
});

describe('GET /api/tenders/:id and /api/dashboard/stats', () => {
  it('gives every field of the tender, scored for the user', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const list = tenderListResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/tenders', headers: { authorization } })).json(),
    );
    const tender = list.items.find((t) => t.title.startsWith('Réfection de la couverture'));
    const id = tender?.id ?? '';
    const detail = tenderDetailSchema.parse(
      (await ctx.app.inject({ url: `/api/tenders/${id}`, headers: { authorization } })).json(),
    );
    expect(detail).toMatchObject({ id, source: 'boamp', status: 'open', is_example: false });
    expect(detail.source_url).toMatch(/^https:\/\/www\.boamp\.fr\/pages\/avis\/\?q=idweb:24-/);
    expect(detail.compatibility_analysis.score_global).toBe(tender?.compatibility_analysis.score_global);
    expect(detail.descripteurs).toEqual([{ code: '74', label: 'Couverture' }]);
  });

  it('answers 404 with a French message for an unknown or malformed id', async () => {
    const { authorization } = await registerUser(ctx.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await ctx.app.inject({ url: `/api/tenders/${id}`, headers: { authorization } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Appel d’offres introuvable', code: 'NOT_FOUND' });
    }
  });

  it('counts the user’s tenders for the dashboard', async () => {
    const { authorization } = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const response = await ctx.app.inject({ url: '/api/dashboard/stats', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total_tenders: 4, active_tenders: 2, urgent_tenders: 0 });
    expect(typeof response.json().last_sync_at).toBe('string');
  });
});

describe('sync of the real BOAMP records', () => {
  it('takes every record of shared/data/boamp/records.jsonl through the Explore API, twice, without loss or duplicate', async () => {
    const records = readRealRecords();
    const fixture = loadFixture('eforms-2024-contract-notice');
    const server = await startBoampTestServer({ records: [...records, fixture] });
    const local = await buildTestApp({ clock });
    try {
      const client = createBoampClient({ baseUrl: server.url, retryBaseMs: 1, sleep: async () => undefined });
      // Only the publication days present (2006 and 2024): one sync per day.
      const days = [...new Set([...records, fixture].map((r) => String(r.dateparution)))].sort();
      const syncAll = async () => {
        const total = { fetched: 0, inserted: 0, updated: 0, errors: 0 };
        for (const day of days) {
          const result = await syncBoamp(
            { db: local.database.db, client, clock },
            { trigger: 'manual', from: day, to: day, backfillDays: 0 },
          );
          expect(result.status).toBe('success');
          total.fetched += result.fetched;
          total.inserted += result.inserted;
          total.updated += result.updated;
          total.errors += result.errors;
        }
        return total;
      };
      const first = await syncAll();
      expect(first.fetched).toBe(records.length + 1);
      expect(first.errors).toBe(0);
      expect(first.inserted).toBeGreaterThan(300);
      const second = await syncAll();
      expect(second.inserted).toBe(0);
      expect(second.updated).toBeGreaterThanOrEqual(first.inserted);
    } finally {
      await local.close();
      await server.close();
    }
  }, 120_000);
});
