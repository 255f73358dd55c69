import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp, registerArtisan } from './fixtures.ts';

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

const registerThroughApi = (baseUrl: string) =>
  registerArtisan(baseUrl, {
    prenom: 'Lucas',
    nom: 'Garnier',
    metier: 'couvreur',
    zone_geographique: 'Lyon',
    password: 'ardoises-et-zinc-69',
  });

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

// The personal catalogue (/catalog, ADR 020): the same products as the profile, an item added and
// found by a search written as in a quote, a supplier's CSV imported with its errors per line.
describe('price catalogue', () => {
  const SUPPLIER_CSV =
    '\ufeffRéférence;Désignation;Unité;Prix net HT;Famille\r\n' +
    'CU-DN40;Tube cuivre écroui DN 40;ML;12,45;Cuivre\r\n' +
    'CU-CD40;Coude cuivre 90° DN40;U;3,10;Cuivre\r\n' +
    'PAS-1;Vanne à sphère;u;sur devis;Robinetterie\r\n';

  it('adds an item on /catalog, finds it, imports a CSV, and shows them in the profile too', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    // The dashboard's quick actions lead to the catalogue; so does the profile's product tab.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Catalogue de prix/ }).waitFor();
    await snapshot(page, 'catalog-dashboard-actions');
    await page.goto('/dashboard/pricing');
    const profile = page.getByRole('region', { name: 'Profil tarifaire' });
    await profile.getByRole('tab', { name: /Catalogue produits/ }).click();
    await profile.getByRole('link', { name: 'Catalogue complet et import' }).click();
    await page.waitForURL('**/catalog');
    await page.getByRole('heading', { name: 'Votre catalogue est vide' }).waitFor();
    expect(await page.title()).toBe('Catalogue de prix | BatiAO');
    await snapshot(page, 'catalog-empty');

    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un élément' });
    expect(await dialog.getByRole('combobox', { name: 'Unité' }).inputValue()).toBe('m2');
    await dialog.getByRole('combobox', { name: 'Catégorie', exact: true }).fill('Revêtements de sol');
    await dialog.getByRole('combobox', { name: 'Sous-catégorie' }).fill('Carrelage');
    await dialog.getByRole('textbox', { name: /Désignation/ }).fill('Carrelage grès cérame 60x60 posé collé');
    await dialog.getByRole('spinbutton', { name: /Prix unitaire HT/ }).fill('54.90');
    await dialog.getByRole('button', { name: 'Ajouter au catalogue' }).click();
    await page.getByText('Element ajoute avec succes !').waitFor();
    await page.getByText('Carrelage grès cérame 60x60 posé collé').waitFor();

    // A search written as in a quote: plural, no accents.
    await page.getByRole('searchbox', { name: 'Rechercher dans mon catalogue' }).fill('carrelages gres');
    await page.getByText('1 élément trouvé, les plus proches d’abord.').waitFor();
    expect(await page.locator('mark').allTextContents()).toEqual(['Carrelage', 'grès']);
    await snapshot(page, 'catalog-search');
    await page.getByRole('searchbox', { name: 'Rechercher dans mon catalogue' }).fill('');

    // A supplier's CSV: columns found from the header, preview with an error per line, import.
    await page.getByRole('button', { name: 'Importer un tarif' }).click();
    const wizard = page.getByRole('dialog', { name: 'Importer un tarif fournisseur' });
    await wizard.locator('#catalog-import-file').setInputFiles({
      name: 'tarif-sanitaire.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SUPPLIER_CSV, 'utf8'),
    });
    await wizard.getByRole('combobox', { name: /Désignation/ }).waitFor();
    expect(await wizard.getByRole('combobox', { name: 'Catégorie', exact: true }).inputValue()).toBe('4');
    await snapshot(page, 'catalog-import-mapping');
    await wizard.getByRole('button', { name: 'Prévisualiser' }).click();
    await wizard.getByText('Ligne 4').waitFor();
    await wizard.getByText(/Prix illisible : « sur devis »/).waitFor();
    await snapshot(page, 'catalog-import-preview');
    await wizard.getByRole('button', { name: 'Importer 2 éléments' }).click();
    await wizard.getByText('2 éléments importés').waitFor();
    await snapshot(page, 'catalog-import-result');
    await wizard.getByRole('button', { name: 'Terminer' }).click();

    // The imported items' category opens by itself.
    await page.getByText('Tube cuivre écroui DN 40').waitFor();
    const tiles = page.locator('dl').first();
    expect(await tiles.getByText('3', { exact: true }).count()).toBe(1);
    await snapshot(page, 'catalog-tree');

    // The same store: the profile lists the three products.
    await page.getByRole('link', { name: 'Retour à mes prix' }).click();
    await profile.getByRole('tab', { name: /Catalogue produits/ }).click();
    for (const name of [
      'Carrelage grès cérame 60x60 posé collé',
      'Tube cuivre écroui DN 40',
      'Coude cuivre 90° DN40',
    ]) {
      await profile.getByText(name, { exact: true }).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: tiles, search, tree and the add dialog without horizontal scrolling', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    for (const item of [
      {
        category: 'Couverture',
        subcategory: 'Tuiles',
        description: 'Tuile mécanique Huguenot H14 rouge',
        prix: 24.9,
        unite: 'm2',
        ref: 'H14-RG',
      },
      {
        category: 'Couverture',
        subcategory: 'Zinguerie',
        description: 'Gouttière zinc demi-ronde 25',
        prix: 18.6,
        unite: 'ml',
      },
      { category: 'Main-d’œuvre', description: 'Journée de couvreur', prix: 420, unite: 'jour' },
    ]) {
      const response = await fetch(`${app.baseUrl}/api/pricing/catalog/item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(item),
      });
      expect(response.status).toBe(201);
    }
    const { page, context, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/catalog');
    await page.getByText('Tuile mécanique Huguenot H14 rouge').waitFor();
    await page.getByRole('button', { name: 'Tout déplier' }).click();
    await page.getByText('Journée de couvreur').waitFor();
    await snapshot(page, 'catalog-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // What sticks out, named in the failure.
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)} « ${el.textContent?.slice(0, 30)} »`),
    );
    expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Modifier « Gouttière zinc demi-ronde 25 »' }).click();
    await page.getByRole('dialog', { name: 'Modifier l’élément' }).waitFor();
    await snapshot(page, 'catalog-mobile-edit');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Importer un tarif' }).click();
    const wizard = page.getByRole('dialog', { name: 'Importer un tarif fournisseur' });
    await wizard.locator('#catalog-import-file').setInputFiles({
      name: 'tarif.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Désignation;Unité;Prix\nTuile faîtière;u;4,20\n', 'utf8'),
    });
    await wizard.getByRole('combobox', { name: /Désignation/ }).waitFor();
    await snapshot(page, 'catalog-mobile-import');
    expect(problems).toEqual([]);
  });
});
