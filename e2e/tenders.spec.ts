import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBoampTestServer, type BoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp, registerArtisan } from './fixtures.ts';

// A couvreur in Lyon, after a sync from a local server that speaks the BOAMP Explore API, sees
// the roofing tenders of the Rhône and its neighbours, searches, filters the urgent ones, opens
// one and follows the official link.
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const deadline = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

function notice(
  idweb: string,
  objet: string,
  departement: string,
  descripteur: [string, string],
  deadlineInDays: number,
) {
  return {
    idweb,
    objet,
    famille: 'MAPA',
    code_departement: [departement],
    dateparution: day(-2),
    datelimitereponse: deadline(deadlineInDays),
    nomacheteur: 'Commune de test',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: [descripteur[0]],
    descripteur_libelle: [descripteur[1]],
    type_marche: ['TRAVAUX'],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
  };
}

const RECORDS = [
  notice('26-50001', 'Réfection de la couverture en tuiles de l’école', '69', ['74', 'Couverture'], 25),
  notice('26-50002', 'Remplacement de la zinguerie de la mairie', '01', ['372', 'Zinguerie'], 4),
  notice('26-50003', 'Couverture en ardoise de la chapelle', '29', ['74', 'Couverture'], 30),
  notice('26-50004', 'Mise en peinture des couloirs du collège', '69', ['264', 'Peinture (travaux)'], 20),
];

let boamp: BoampTestServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: RECORDS });
  app = await startApp({ BOAMP_API_URL: boamp.url, BOAMP_BACKFILL_DAYS: '5' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await boamp?.close();
});

const registerThroughApi = (baseUrl: string) =>
  registerArtisan(baseUrl, {
    prenom: 'Hugo',
    nom: 'Bernard',
    metier: 'couvreur',
    zone_geographique: 'Lyon',
    password: 'tuiles-canal-69',
  });

describe('tenders', () => {
  it('a couvreur in Lyon finds, searches, filters and opens the roofing tenders of the Rhône and its neighbours', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    // The start-up sync runs in the background: wait until it has brought the tenders in.
    for (let i = 0; i < 100; i += 1) {
      const list = await fetch(`${app.baseUrl}/api/tenders`, { headers: { authorization: `Bearer ${token}` } });
      if (((await list.json()) as { counters: { total: number } }).counters.total >= 2) {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }

    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/tenders');
    const cards = page.getByRole('article');
    await cards.filter({ hasText: 'Réfection de la couverture en tuiles de l’école' }).waitFor();
    await cards.filter({ hasText: 'Remplacement de la zinguerie de la mairie' }).waitFor();
    // Out of the zone (Finistère) and of the trade (painting).
    expect(await cards.filter({ hasText: 'chapelle' }).count()).toBe(0);
    expect(await cards.filter({ hasText: 'peinture' }).count()).toBe(0);
    await snapshot(page, 'tenders-list');

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('zinguerie');
    await page.waitForURL(/q=zinguerie/);
    await cards.filter({ hasText: 'Remplacement de la zinguerie de la mairie' }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();

    await page.getByRole('button', { name: 'Urgents' }).click();
    await page.waitForURL(/status=urgent/);
    await expect.poll(() => cards.count()).toBe(1);
    const urgent = cards.first();
    await expect(urgent.textContent()).resolves.toContain('Remplacement de la zinguerie de la mairie');

    await urgent.getByRole('link', { name: /Voir le détail/ }).click();
    await page.waitForURL(/\/tenders\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: 'Remplacement de la zinguerie de la mairie' }).waitFor();
    const official = page.getByRole('link', { name: /Source officielle/ });
    await expect(official.getAttribute('href')).resolves.toBe('https://www.boamp.fr/pages/avis/?q=idweb:26-50002');
    await expect(official.getAttribute('target')).resolves.toBe('_blank');
    // Following it opens the official notice in a new tab (the closed network answers nothing).
    await context.route('https://www.boamp.fr/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>BOAMP</title>' }),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), official.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.boamp.fr/pages/avis/?q=idweb:26-50002');
    await snapshot(page, 'tender-detail');

    expect(problems).toEqual([]);
    await context.close();
  });
});
