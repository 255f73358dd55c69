import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBoampTestServer, type BoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// The operator runs the service from /admin: sees the figures, runs a BOAMP sync against the local
// BOAMP-speaking server, promotes a user and finds the line in the journal.
const ADMIN_EMAIL = 'exploitant@batiao.test';
const ADMIN_PASSWORD = 'exploitation-batiao-2026';
const DAY = 86_400_000;
const parisDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offset * DAY));

function notice(idweb: string, objet: string, published: string) {
  return {
    idweb,
    objet,
    code_departement: ['69'],
    dateparution: published,
    datelimitereponse: new Date(Date.now() + 20 * DAY).toISOString(),
    nomacheteur: 'Commune de test',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['74'],
    descripteur_libelle: ['Couverture'],
    type_marche: ['TRAVAUX'],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
  };
}

let boamp: BoampTestServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: [notice('26-70001', 'Couverture du gymnase', parisDay(-1))] });
  app = await startApp({
    BOAMP_API_URL: boamp.url,
    BOAMP_BACKFILL_DAYS: '3',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await boamp?.close();
});

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function signInAs(context: BrowserContext, email: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/login', { method: 'POST', body: { email, password } });
  await context.addInitScript((t) => window.localStorage.setItem('batiao_token', t), token);
  return token;
}

describe('administration', () => {
  it('an admin runs a BOAMP sync, promotes a user and sees the journal line', async () => {
    await api('/api/auth/register', {
      method: 'POST',
      body: {
        prenom: 'Paul',
        nom: 'Durand',
        email: 'paul.durand@example.fr',
        metier: 'couvreur',
        zone_geographique: 'Lyon',
        password: 'ardoises-et-zinc-69',
      },
    });
    const { context, page, problems } = await openPage(browser, app.baseUrl);
    const token = await signInAs(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The start-up sync runs in the background: wait for it before asking for another.
    for (let i = 0; i < 100; i += 1) {
      const stats = await api<{ sync: { running: boolean; runs: unknown[] } }>('/api/admin/stats', { token });
      if (!stats.sync.running && stats.sync.runs.length > 0) {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    // A notice published today, after the start-up sync.
    boamp.addRecords([notice('26-70002', 'Réfection de la toiture de la mairie', parisDay(0))]);

    await page.goto('/admin');
    await page.getByText('Compte administrateur').waitFor();
    await page.getByRole('heading', { name: 'Synchronisation BOAMP' }).waitFor();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    await page.getByText(/Synchronisation terminée : \d+ avis reçus, 1 nouveaux, 0 erreurs/).waitFor();
    const runs = page.getByRole('table', { name: 'Les dernières synchronisations' });
    await runs.getByText('Manuelle').first().waitFor();
    await snapshot(page, 'admin-stats-1280');

    await page.getByRole('tab', { name: 'Utilisateurs' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('durand');
    await page.getByRole('button', { name: 'Promouvoir Paul Durand' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Promouvoir' }).click();
    await page.getByText('Rôle mis à jour vers admin').waitFor();
    const journal = page.getByTestId('admin-audit');
    await journal.getByText(/a changé le rôle de paul\.durand@example\.fr/).waitFor();
    expect(await journal.textContent()).toContain('a lancé une synchronisation BOAMP (réussie, 1 nouveaux)');
    // No control for oneself.
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('exploitant');
    await page.getByText('(vous)').waitFor();
    expect(await page.getByRole('button', { name: /Rétrograder|Promouvoir/ }).count()).toBe(0);
    await snapshot(page, 'admin-users-1280');

    // Paul, now admin, gets in; and the server says so too.
    const users = await api<{ users: { email: string; role: string }[] }>('/api/admin/users?q=paul', { token });
    expect(users.users[0]).toMatchObject({ email: 'paul.durand@example.fr', role: 'admin' });
    expect(problems).toEqual([]);
    await context.close();

    // On a phone.
    const phone = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await signInAs(phone.context, ADMIN_EMAIL, ADMIN_PASSWORD);
    await phone.page.goto('/admin');
    await phone.page.getByRole('heading', { name: 'Synchronisation BOAMP' }).waitFor();
    await snapshot(phone.page, 'admin-stats-390');
    await phone.context.close();
  });

  it('a user who is not admin sees « Accès refusé », and the API answers 403', async () => {
    const { context, page } = await openPage(browser, app.baseUrl);
    await api('/api/auth/register', {
      method: 'POST',
      body: {
        prenom: 'Léa',
        nom: 'Martin',
        email: 'lea.martin@example.fr',
        metier: 'peintre',
        zone_geographique: 'Lyon',
        password: 'pinceaux-et-rouleaux-69',
      },
    });
    const token = await signInAs(context, 'lea.martin@example.fr', 'pinceaux-et-rouleaux-69');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await page.getByText('Vous n’avez pas les privilèges administrateur.').waitFor();
    const response = await fetch(`${app.baseUrl}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    await context.close();
  });
});
