import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A couvreur of Lyon, subscribed, found a notice on a town's website: he pastes its address, the
// form is pre-filled with the confidence of the reading, he completes it and submits; 2 s later
// the list shows it « Soumis par vous ». A free user is told a subscription is required. The
// server runs with URL_FETCH_ALLOW_PRIVATE=1 so that the analysis may reach the local page.

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const frenchDate = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(
    d,
  );

const DEADLINE = inDays(30);
const PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Consultation 2026-031 | Ville de Caluire-et-Cuire</title></head><body>
<h1>Réfection de la toiture de l’école Jean-Jaurès</h1>
<table>
<tr><th>Organisme acheteur</th><td>Ville de Caluire-et-Cuire</td></tr>
<tr><th>Lieu d'exécution</th><td>69300 Caluire-et-Cuire</td></tr>
<tr><th>Date limite de remise des offres</th><td>${frenchDate(DEADLINE)} à 12h00</td></tr>
<tr><th>Montant estimé</th><td>240 000 € HT</td></tr>
<tr><th>Délai d'exécution</th><td>3 mois</td></tr>
</table>
<p>Description : Dépose des tuiles mécaniques, remplacement des liteaux, pose de tuiles neuves et reprise de la zinguerie du bâtiment principal.</p>
<h2>Conditions de participation</h2>
<ul><li>Qualibat 3111</li><li>Attestation d'assurance décennale</li></ul>
</body></html>`;

let site: Server;
let siteUrl: string;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(req.url === '/marches/2026-031' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/marches/2026-031' ? PAGE : 'introuvable');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  app = await startApp({ URL_FETCH_ALLOW_PRIVATE: '1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function register(subscribe: boolean): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/register', {
    prenom: 'Hugo',
    nom: 'Bernard',
    email: `hugo.bernard.${Date.now()}.${Math.random().toString(16).slice(2)}@example.fr`,
    metier: 'couvreur',
    zone_geographique: 'Lyon',
    password: 'tuiles-canal-69',
  });
  if (subscribe) {
    const checkout = await api<{ url: string }>('/api/payments/checkout', { plan: 'pro' }, token);
    const sessionId = new URL(checkout.url, app.baseUrl).searchParams.get('session_id') ?? '';
    await api(`/api/payments/test-checkout/${sessionId}/complete`, {}, token);
    await api('/api/payments/verify-payment', { session_id: sessionId }, token);
  }
  return token;
}

describe('submitting a tender', () => {
  it('a subscriber turns a notice found on a town’s website into a tender of his list', async () => {
    const token = await register(true);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    await page.goto('/tenders');
    await page.getByRole('link', { name: 'Soumettre un appel d’offres' }).click();
    await page.waitForURL('**/tenders/submit');
    await page.getByRole('heading', { level: 1, name: 'Soumettre un appel d’offres' }).waitFor();

    await page.getByLabel('Adresse web de l’avis').fill(`${siteUrl}/marches/2026-031`);
    await page.getByRole('button', { name: 'Analyser' }).click();
    const results = page.getByRole('region', { name: 'Résultats de l’analyse' });
    await results.waitFor();
    await expect(results.getByTestId('confidence-score').textContent()).resolves.toMatch(/Confiance : \d+ %/);
    const title = page.getByLabel(/Titre de l’appel d’offres/);
    await expect(title.inputValue()).resolves.toBe('Réfection de la toiture de l’école Jean-Jaurès');
    await expect(page.getByLabel(/Organisme acheteur/).inputValue()).resolves.toBe('Ville de Caluire-et-Cuire');
    await expect(page.getByLabel(/Localisation/).inputValue()).resolves.toBe('69300 Caluire-et-Cuire');
    await expect(page.getByLabel(/Montant estimé/).inputValue()).resolves.toBe('240 000');
    await expect(page.getByLabel(/Date limite de remise des offres/).inputValue()).resolves.toMatch(/T12:00$/);
    await snapshot(page, 'submit-analysed-1280');

    // He completes what the page did not say, and submits.
    await page.getByLabel(/E-mail de contact/).fill('marches@caluire.example.fr');
    await page.getByLabel(/Notes/).fill('Visite conseillée avant le chiffrage.');
    await page.getByRole('button', { name: 'Soumettre l’appel d’offres' }).click();
    await page.getByText('Appel d’offres soumis avec succès.').waitFor();
    const submittedAt = Date.now();
    await page.waitForURL('**/tenders', { timeout: 10_000 });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1500);

    const card = page.getByRole('article').filter({ hasText: 'Réfection de la toiture de l’école Jean-Jaurès' });
    await card.waitFor();
    await expect(card.getByText('Soumis par vous').count()).resolves.toBe(1);
    await snapshot(page, 'submit-list-1280');
    await card.getByRole('link', { name: /Voir le détail/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Réfection de la toiture de l’école Jean-Jaurès' }).waitFor();
    await page.getByRole('region', { name: 'Soumis par vous' }).waitFor();
    await snapshot(page, 'submit-detail-1280');
    expect(problems).toEqual([]);

    // On a phone.
    const phone = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await phone.context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await phone.page.goto('/tenders/submit');
    await phone.page.getByLabel('Adresse web de l’avis').fill(`${siteUrl}/marches/2026-031`);
    await phone.page.getByRole('button', { name: 'Analyser' }).click();
    await phone.page.getByRole('region', { name: 'Résultats de l’analyse' }).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snapshot(phone.page, 'submit-analysed-390');
    await phone.context.close();
    await context.close();
  });

  it('a free user is told a subscription is required', async () => {
    const token = await register(false);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/tenders/submit');
    await page.getByRole('heading', { name: 'Abonnement requis' }).waitFor();
    await page.getByText("Vous devez avoir un abonnement actif pour soumettre vos propres appels d'offres.").waitFor();
    await snapshot(page, 'submit-free-1280');
    // And the API says the same.
    const response = await fetch(`${app.baseUrl}/api/tenders/analyze-from-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: `${siteUrl}/marches/2026-031` }),
    });
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toEqual({
      code: 'FORBIDDEN',
      detail: 'Abonnement actif requis pour soumettre un AO',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
