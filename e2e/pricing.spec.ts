import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// An artisan opens « Configurer mes prix » from the dashboard, sets a rate and a markup, adds two
// products, deletes one, saves, finds everything again after a reload, and exports the catalogue
// as a CSV that French Excel opens (BOM, semicolons, decimal comma). The same page at 390 px.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function registerThroughApi(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      prenom: 'Lucas',
      nom: 'Garnier',
      email: `lucas.garnier.${Date.now()}@example.fr`,
      metier: 'couvreur',
      zone_geographique: 'Lyon',
      password: 'ardoises-et-zinc-69',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string };
}

describe('pricing profile', () => {
  it('sets rates, adds and deletes products, saves, and exports the catalogue as CSV', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Configurer mes prix/ }).click();
    await page.waitForURL('**/dashboard/pricing');
    const profile = page.getByRole('region', { name: 'Profil tarifaire' });
    await profile.waitFor();
    expect(await profile.getByRole('spinbutton', { name: 'Taux horaire' }).inputValue()).toBe('55');

    await profile.getByRole('spinbutton', { name: 'Taux horaire' }).fill('62.5');
    await profile.getByRole('tab', { name: 'Majorations' }).click();
    await profile.getByRole('spinbutton', { name: 'Travail de nuit' }).fill('35');
    await profile.getByRole('tab', { name: /Catalogue produits/ }).click();

    for (const [name, price] of [
      ['Tuile mécanique H14', '24.9'],
      ['Gouttière zinc 25', '18.6'],
    ] as const) {
      await profile.getByRole('textbox', { name: 'Nom' }).fill(name);
      await profile.getByRole('textbox', { name: 'Catégorie' }).fill('Couverture');
      await profile.getByRole('spinbutton', { name: 'Prix unitaire HT' }).fill(price);
      await profile.getByRole('button', { name: 'Ajouter le produit' }).click();
      await profile.getByText(name, { exact: true }).waitFor();
    }
    await profile.getByRole('button', { name: 'Supprimer Gouttière zinc 25' }).click();
    await profile.getByText('1 produit retiré').waitFor();
    await profile.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    await profile.getByText('Profil tarifaire enregistré').waitFor();
    await snapshot(page, 'pricing-saved');

    await page.reload();
    await profile.waitFor();
    expect(await profile.getByRole('spinbutton', { name: 'Taux horaire' }).inputValue()).toBe('62.5');
    await profile.getByRole('tab', { name: /Catalogue produits/ }).click();
    await profile.getByText('Tuile mécanique H14', { exact: true }).waitFor();
    expect(await profile.getByText('Gouttière zinc 25', { exact: true }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-produits-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Catégorie;Nom;Marque;Référence;Unité;Prix unitaire HT (€);Fournisseur;Remise fournisseur (%)',
      'Couverture;Tuile mécanique H14;;;u;24,90;;0',
      '',
    ]);

    const api = await fetch(`${app.baseUrl}/api/pricing/profile`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await api.json()) as { profile: { context_markups: { night_work: number } } };
    expect(body.profile.context_markups.night_work).toBe(35);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: tabs, form and list without horizontal scrolling', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/dashboard/pricing');
    const profile = page.getByRole('region', { name: 'Profil tarifaire' });
    await profile.waitFor();
    await profile.getByRole('tab', { name: /Catalogue produits/ }).click();
    await profile.getByText('Aucun produit dans votre catalogue').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'pricing-mobile');
    expect(problems).toEqual([]);
  });
});
