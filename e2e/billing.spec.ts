import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startBoampTestServer, type BoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A new couvreur in Lyon has no subscription, so no « Générer réponse ». He chooses PRO on the
// subscription page, pays on the local checkout page (PAYMENTS_TEST_MODE=on: no real payment),
// comes back, sees PRO active with 20 responses left, and can now press « Générer réponse ».
const DAY = 86_400_000;

const RECORD = {
  idweb: '26-60001',
  objet: 'Réfection de la toiture du groupe scolaire',
  famille: 'MAPA',
  code_departement: ['69'],
  dateparution: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
  datelimitereponse: new Date(Date.now() + 25 * DAY).toISOString(),
  nomacheteur: 'Commune de test',
  nature: 'APPEL_OFFRE',
  etat: 'INITIAL',
  descripteur_code: ['74'],
  descripteur_libelle: ['Couverture'],
  type_marche: ['TRAVAUX'],
  url_avis: 'https://www.boamp.fr/pages/avis/?q=idweb:26-60001',
};

let boamp: BoampTestServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: [RECORD] });
  app = await startApp({ BOAMP_API_URL: boamp.url, BOAMP_BACKFILL_DAYS: '5' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await boamp?.close();
});

describe('subscription', () => {
  it('a new user chooses PRO, pays on the test checkout, returns with PRO active and can generate', async () => {
    const registered = await fetch(`${app.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        prenom: 'Léa',
        nom: 'Martin',
        email: `lea.martin.${Date.now()}@example.fr`,
        metier: 'couvreur',
        zone_geographique: 'Lyon',
        password: 'ardoises-et-zinc-69',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const authorization = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 100; i += 1) {
      const list = await fetch(`${app.baseUrl}/api/tenders`, { headers: authorization });
      if (((await list.json()) as { counters: { total: number } }).counters.total >= 1) {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }

    const { page, context } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    // Without a subscription: the tender is there, but no « Générer réponse ».
    await page.goto('/tenders');
    const card = page.getByRole('article').filter({ hasText: RECORD.objet });
    await card.waitFor();
    expect(await card.getByRole('link', { name: /Générer réponse/ }).count()).toBe(0);

    await page.goto('/subscription');
    await page.getByTestId('current-plan').filter({ hasText: 'Aucun' }).waitFor();
    // PAYMENTS_TEST_MODE=on: the log said so at start, and the page says so before anyone pays.
    expect(app.logs()).toContain('PAIEMENTS EN MODE TEST (PAYMENTS_TEST_MODE=on)');
    await page.getByTestId('test-mode-banner').filter({ hasText: 'Mode test — aucun paiement réel' }).waitFor();
    await page.getByRole('button', { name: 'Choisir PRO' }).click();

    await page.waitForURL(/\/subscription\/checkout-test\?session_id=cs_test_local_/);
    await page.getByText('Mode test — aucun paiement réel').waitFor();
    await page.getByRole('heading', { name: 'Formule PRO' }).waitFor();
    await snapshot(page, 'billing-checkout-test');
    await page.getByRole('button', { name: 'Payer (simulation)' }).click();

    // The payment return: verified, then the address is cleaned.
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await page.getByText('Abonnement PRO activé. Bienvenue !').waitFor();
    await page.getByTestId('current-plan').filter({ hasText: 'PRO' }).waitFor();
    await expect(page.getByTestId('responses-left').textContent()).resolves.toBe('20 réponses restantes');
    await snapshot(page, 'billing-subscription-active');

    const usage = (await (await fetch(`${app.baseUrl}/api/billing/usage`, { headers: authorization })).json()) as {
      plan: string;
      left: number;
      subscription_active: boolean;
    };
    expect(usage).toMatchObject({ plan: 'pro', left: 20, subscription_active: true });

    await page.goto('/dashboard');
    await page.getByText('20 réponses restantes').waitFor();

    await page.goto('/tenders');
    const generate = page
      .getByRole('article')
      .filter({ hasText: RECORD.objet })
      .getByRole('link', { name: /Générer réponse/ });
    await generate.waitFor();
    await generate.click();
    await page.waitForURL(/\/tenders\/[0-9a-f-]{36}#reponse/);
    await context.close();
  });
});
