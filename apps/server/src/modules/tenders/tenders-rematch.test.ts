// The sync keeps every notice of building work, matched or not, and `rematchTenders` (npm run
// rematch, and the sync for the days it touches) recomputes the trades, fits, lots and facets of the
// stored notices. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderFacets, tenders } from '../../db/schema/tenders.ts';
import { createBoampClient } from '../../integrations/boamp/client.ts';
import { normalizeRecord } from '../../integrations/boamp/normalize.ts';
import { startBoampTestServer, type BoampTestServer } from '../../test/servers/boamp.ts';
import { buildTestApp, createTestClock, type TestContext } from '../../test/build-test-app.ts';
import { rematchTenders, type RematchProgress } from './tenders-rematch.service.ts';
import { isKept, syncBoamp } from './tenders-sync.service.ts';
import { updateTender } from './tenders.queries.ts';

const clock = createTestClock(new Date('2024-02-20T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;

function record(
  idweb: string,
  objet: string,
  typeMarche: string,
  descripteurs: [string, string][],
  date = '2024-02-19',
) {
  return {
    idweb,
    id: idweb.replace('-', '_'),
    objet,
    famille: 'MAPA',
    code_departement: ['35'],
    dateparution: date,
    datelimitereponse: '2024-03-20T12:00:00+01:00',
    nomacheteur: 'Commune exemple',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: descripteurs.map(([code]) => code),
    descripteur_libelle: descripteurs.map(([, label]) => label),
    type_marche: [typeMarche],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
    gestion: null,
    donnees: null,
  };
}

const RECORDS = [
  // Building work that no trade matches today: kept, with no trade.
  record('24-30001', 'Mise en conformité de l’évacuateur de crues du barrage de Figari', 'TRAVAUX', [
    ['31', 'Barrage'],
  ]),
  // A TCE school: listed for the building trades.
  record('24-30002', 'Construction d’une école maternelle à Ferrières', 'TRAVAUX', [['345', "Tous corps d'état"]]),
  // Lots in the object text.
  record(
    '24-30003',
    'Réhabilitation thermique du gymnase Relance lot 5 : Couverture - étanchéité et lot 6 : Bardage',
    'TRAVAUX',
    [],
  ),
  // Services with a building descripteur: kept, and (an operation contract) with no trade.
  record('24-30004', 'Exploitation du service public d’eau potable', 'SERVICES', [
    ['6', 'Alimentation en eau potable'],
  ]),
  // A service of no building kind: not stored.
  record('24-30005', 'Prestations de dératisation et de désinsectisation', 'SERVICES', [['89', 'Dératisation']]),
  // Another day.
  record('24-30006', 'Remplacement des luminaires du stade', 'TRAVAUX', [['102', 'Eclairage public']], '2024-02-16'),
];

async function stored(sourceId: string) {
  const [row] = await ctx.database.db.select().from(tenders).where(eq(tenders.sourceId, sourceId));
  return row;
}

async function facetTrades(sourceId: string): Promise<string[]> {
  const row = await stored(sourceId);
  if (!row) {
    return [];
  }
  const facets = await ctx.database.db
    .selectDistinct({ trade: tenderFacets.trade })
    .from(tenderFacets)
    .where(eq(tenderFacets.tenderId, row.id));
  return facets.map((f) => f.trade).sort();
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  boamp = await startBoampTestServer({ records: RECORDS });
  const client = createBoampClient({ baseUrl: boamp.url, retryBaseMs: 1, sleep: async () => undefined });
  const result = await syncBoamp(
    { db: ctx.database.db, client, clock },
    { trigger: 'manual', from: '2024-02-16', to: '2024-02-19', backfillDays: 0 },
  );
  expect(result).toMatchObject({ status: 'success', inserted: 5, skipped: 1 });
});
afterAll(async () => {
  await boamp.close();
  await ctx.close();
});

describe('the sync never loses a notice of building work', () => {
  it('keeps TRAVAUX, CPV 45 and building descripteurs whether a trade matches or not, and drops the rest', async () => {
    expect((await stored('24-30001'))?.trades).toEqual([]);
    expect((await stored('24-30004'))?.trades).toEqual([]);
    expect(await stored('24-30005')).toBeUndefined();
    const cpv45 = normalizeRecord(record('24-30007', 'Prestations diverses', 'SERVICES', []));
    expect(isKept({ ...cpv45, cpvCodes: ['45453000'] }, [])).toBe(true);
    expect(isKept(cpv45, [])).toBe(false);
    expect(isKept(cpv45, ['peintre'])).toBe(true);
  });

  it('stores the lots read from the object text and matches them', async () => {
    const gymnase = await stored('24-30003');
    expect(gymnase?.lots.map((l) => l.title)).toEqual(['Couverture - étanchéité', 'Bardage']);
    expect(gymnase?.trades.sort()).toEqual(['charpentier', 'couvreur', 'etancheur']);
  });
});

describe('rematchTenders', () => {
  it('recomputes trades, fits, lots and facets from the stored notices, with progress, and then has nothing to do', async () => {
    // As an older taxonomy left them: no trade, no fit, no lots.
    for (const sourceId of ['24-30002', '24-30003', '24-30006']) {
      const row = await stored(sourceId);
      await updateTender(ctx.database.db, row?.id ?? '', { trades: [], tradeFit: {}, lots: [] });
    }
    expect(await facetTrades('24-30002')).toEqual([]);

    const progress: RematchProgress[] = [];
    const result = await rematchTenders(ctx.database.db, { pageSize: 2, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ scanned: 5, changed: 3 });
    expect(progress.map((p) => p.done)).toEqual([2, 4, 5]);
    expect(progress.every((p) => p.total === 5)).toBe(true);

    const school = await stored('24-30002');
    expect(school?.trades.sort()).toEqual(
      ['carreleur', 'chauffagiste', 'electricien', 'macon', 'menuisier', 'peintre', 'plaquiste', 'plombier'].sort(),
    );
    expect(school?.tradeFit.plaquiste).toBe(65);
    expect(await facetTrades('24-30002')).toEqual(school?.trades.sort());
    expect((await stored('24-30003'))?.lots.map((l) => l.number)).toEqual(['5', '6']);
    expect((await stored('24-30006'))?.trades).toEqual(['electricien']);

    expect(await rematchTenders(ctx.database.db)).toEqual({ scanned: 5, changed: 0 });
  });

  it('gives a tender stored with the review body as its buyer the buyer its notice names', async () => {
    const row = await stored('24-30002');
    const raw: Record<string, unknown> = {
      ...(row?.raw as Record<string, unknown>),
      nomacheteur: 'Tribunal administratif de Rennes',
    };
    raw.objet = 'Construction d’une école maternelle, Commune de Ferrières';
    await updateTender(ctx.database.db, row?.id ?? '', {
      raw,
      buyer: { ...(row?.buyer ?? normalizeRecord(raw).buyer), name: 'Tribunal administratif de Rennes' },
    });
    expect(await rematchTenders(ctx.database.db)).toEqual({ scanned: 5, changed: 1 });
    expect((await stored('24-30002'))?.buyer.name).toBe('Commune de Ferrières');
    expect(await rematchTenders(ctx.database.db)).toEqual({ scanned: 5, changed: 0 });
  });

  it('limits itself to the publication days it is given, as the sync does for its days', async () => {
    const rows = await ctx.database.db
      .select({ id: tenders.id })
      .from(tenders)
      .where(inArray(tenders.sourceId, ['24-30002', '24-30006']));
    for (const row of rows) {
      await updateTender(ctx.database.db, row.id, { trades: [], tradeFit: {} });
    }
    expect(await rematchTenders(ctx.database.db, { days: ['2024-02-16'] })).toEqual({ scanned: 1, changed: 1 });
    expect((await stored('24-30006'))?.trades).toEqual(['electricien']);
    expect((await stored('24-30002'))?.trades).toEqual([]);

    const client = createBoampClient({ baseUrl: boamp.url, retryBaseMs: 1, sleep: async () => undefined });
    // A sync of another day leaves 24-30002 (19 February) alone; a sync of its day rematches it.
    await syncBoamp(
      { db: ctx.database.db, client, clock },
      { trigger: 'manual', from: '2024-02-17', to: '2024-02-17', backfillDays: 0 },
    );
    expect((await stored('24-30002'))?.trades).toEqual([]);
    await syncBoamp(
      { db: ctx.database.db, client, clock },
      { trigger: 'manual', from: '2024-02-19', to: '2024-02-19', backfillDays: 0 },
    );
    expect((await stored('24-30002'))?.trades).toHaveLength(8);
  });
});
