import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListResponseSchema } from '@batiao/shared/contracts/notifications';
import { startBoampTestServer, type BoampTestServer } from '../test/servers/boamp.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../test/build-test-app.ts';
import { startTenderSyncJob } from './tender-sync.ts';

// The scheduled sync as the server starts it: it syncs at once and hands the new tenders to the
// alerts, so that a matching artisan is notified without anyone running anything by hand.
const clock = createTestClock(new Date('2024-02-20T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;

const roofing = {
  idweb: '24-30001',
  id: '24_30001',
  objet: 'Réfection de la couverture en ardoises de la mairie',
  famille: 'MAPA',
  code_departement: ['69'],
  dateparution: '2024-02-19',
  datelimitereponse: '2024-03-15T12:00:00+01:00',
  nomacheteur: 'Commune exemple',
  nature: 'APPEL_OFFRE',
  etat: 'INITIAL',
  descripteur_code: ['74'],
  descripteur_libelle: ['Couverture'],
  type_marche: ['TRAVAUX'],
  annonce_lie: null,
  titulaire: null,
  url_avis: 'https://www.boamp.fr/pages/avis/?q=idweb:24-30001',
  gestion: null,
  donnees: null,
};

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  boamp = await startBoampTestServer({ records: [roofing] });
});
afterAll(async () => {
  await boamp.close();
  await ctx.close();
});

describe('scheduled tender sync', () => {
  it('syncs at start and notifies the matching users of the new tenders', async () => {
    const roofer = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
    const job = startTenderSyncJob({
      database: ctx.database,
      clock,
      log: ctx.app.log,
      apiUrl: boamp.url,
      cron: '0 */2 * * *',
      backfillDays: 2,
      onNewTenders: async (created) => {
        await ctx.app.services.notifications.notifyNewTenders(created);
      },
    });
    let items: { type: string; message: string }[] = [];
    for (let i = 0; i < 100 && items.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await ctx.app.inject({
        url: '/api/notifications',
        headers: { authorization: roofer.authorization },
      });
      items = notificationListResponseSchema.parse(response.json()).items;
    }
    await job.stop();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'tender_assignment',
      message: 'Réfection de la couverture en ardoises de la mairie',
    });
  });
});
