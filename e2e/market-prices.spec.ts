import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// An artisan with two products in their catalogue opens /market-prices, looks up an ouvrage and
// reads where its price comes from, types a quote of 20 lines, ticks « Établissement public »,
// prices it: catalogue lines green, market lines orange, unknown lines red, totals HT / TVA / TTC;
// exports it as CSV (read back) and XLSX. The same page at 390 px.
let app: RunningApp;
let browser: Browser;

const ADMIN_EMAIL = 'bibliotheque@batiao.test';
const ADMIN_PASSWORD = 'bibliotheque-prix-2026';

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function artisan(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      prenom: 'Inès',
      nom: 'Moreau',
      email: `ines.moreau.${Date.now()}@example.fr`,
      metier: 'plombier',
      zone_geographique: 'Nantes',
      password: 'cuivre-et-pvc-44',
    }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const saved = await fetch(`${baseUrl}/api/pricing/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      hourly_rate: 60,
      travel_rate: 0.5,
      material_coefficient: 1.5,
      overhead_percentage: 10,
      profit_margin: 10,
      public_markup: 10,
      urgent_markup: 20,
      occupied_markup: 10,
      weekend_markup: 25,
      night_markup: 30,
      product_catalog: [
        { name: 'WC suspendu complet pack Geberit', unit: 'u', unit_price: 890, category: 'Sanitaire' },
        { name: 'Ballon thermodynamique Atlantic 200 l', unit: 'u', unit_price: 2450, category: 'ECS' },
      ],
    }),
  });
  expect(saved.status).toBe(200);
  return token;
}

const QUOTE: [string, string, string][] = [
  ['F+P WC suspendu Geberit', '4', 'u'],
  ['Ballon thermodynamique 200 l', '1', 'u'],
  ['Chutes EU/EV PVC Ø100', '18,5', 'ml'],
  ['Evacuation PVC Ø40', '22', 'ml'],
  ['Alimentation multicouche Ø20', '35', 'ml'],
  ['Vanne d’arrêt générale DN 40', '1', 'u'],
  ['Réducteur de pression DN 20', '1', 'u'],
  ['Lave-mains avec robinet', '2', 'u'],
  ['Vasque + mitigeur', '3', 'u'],
  ['Receveur extra-plat + thermostatique', '2', 'u'],
  ['Barres d’appui PMR', '4', 'u'],
  ['Groupe de sécurité', '1', 'u'],
  ['Calorifuge tuyauteries', '35', 'ml'],
  ['Percements murs', '12', 'u'],
  ['Essais et désinfection des réseaux', '1', 'u'],
  ['Siphon de sol inox', '2', 'u'],
  ['Robinet extérieur antigel', '1', 'u'],
  ['Attente machine à laver', '2', 'u'],
  ['Compteur divisionnaire eau froide', '4', 'u'],
  ['Location de nacelle articulée', '1', 'u'],
];

describe('market prices', () => {
  it('prices a 20-line quote with the catalogue first, explains each price, shows totals and exports', async () => {
    const token = await artisan(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/market-prices');
    await page.getByRole('heading', { level: 1, name: 'Prix du marché' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Métier' }).inputValue()).toBe('plombier');

    await page.getByRole('searchbox', { name: 'Ouvrage' }).fill('wc suspendu');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText(/Résultats \(\d+\) — avec vos taux/).waitFor();
    await page.getByText('D’où vient ce prix ?').first().click();
    await page
      .getByText(/3,5 h × 60 €\/h = 210,00 €/)
      .first()
      .waitFor();

    const enrich = page.getByRole('button', { name: 'Chiffrer le devis' });
    expect(await enrich.isDisabled()).toBe(true);
    for (const [i, [description, quantity, unit]] of QUOTE.entries()) {
      if (i > 0) {
        await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
      }
      await page.getByRole('textbox', { name: `Désignation de la ligne ${i + 1}` }).fill(description);
      await page.getByRole('spinbutton', { name: `Quantité de la ligne ${i + 1}` }).fill(quantity.replace(',', '.'));
      await page.getByRole('combobox', { name: `Unité de la ligne ${i + 1}` }).selectOption(unit);
    }
    await page.getByRole('checkbox', { name: 'Établissement public' }).check();
    await enrich.click();
    await page.getByRole('heading', { name: 'Devis chiffré' }).waitFor();

    const result = page.getByRole('region', { name: 'Devis chiffré' });
    expect(await result.locator('span', { hasText: /^Catalogue$/ }).count()).toBe(2);
    const market = await result.locator('span', { hasText: /^Marché$/ }).count();
    const missing = await result.locator('span', { hasText: /^Non trouvé$/ }).count();
    expect(market).toBeGreaterThanOrEqual(15);
    expect(missing).toBeGreaterThanOrEqual(1);
    expect(2 + market + missing).toBe(20);
    await result
      .getByText(/Votre catalogue : « WC suspendu complet pack Geberit » à 890,00 € HT \/ u \+ majorations 10 %/)
      .waitFor();
    const ht = await page.getByTestId('total-ht').textContent();
    const tva = await page.getByTestId('total-tva').textContent();
    const ttc = await page.getByTestId('total-ttc').textContent();
    const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    expect(euros(tva)).toBeCloseTo(Math.round(euros(ht) * 20) / 100, 2);
    expect(euros(ttc)).toBeCloseTo(euros(ht) + euros(tva), 2);
    await snapshot(page, 'market-prices-priced');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('devis-chiffre.csv');
    const bytes = await readFile(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toBe('Désignation;Quantité;Unité;PU HT (€);Total HT (€);Source;Explication');
    expect(rows[1]).toMatch(/^F\+P WC suspendu Geberit;4;u;979,00;3916,00;Catalogue;/);
    expect(rows).toContain(`;;;Total HT;${euros(ht).toFixed(2).replace('.', ',')};;`);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('devis-chiffre.xlsx');
    const workbook = await readFile(await xlsx.path());
    expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone', async () => {
    const token = await artisan(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/market-prices');
    await page.getByRole('heading', { level: 1, name: 'Prix du marché' }).waitFor();
    await page.getByRole('textbox', { name: 'Désignation de la ligne 1' }).fill('Chute PVC Ø100');
    await page.getByRole('button', { name: 'Chiffrer le devis' }).click();
    await page.getByRole('heading', { name: 'Devis chiffré' }).waitFor();
    const priced = page.getByRole('region', { name: 'Devis chiffré' });
    expect(await priced.locator('span', { hasText: /^Marché$/ }).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await snapshot(page, 'market-prices-mobile');
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it('an admin previews a library CSV (additions, changes, refused lines), applies it after a confirmation and reads the history', async () => {
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // A user who is not an admin is refused by the server.
    const userToken = await artisan(app.baseUrl);
    const refused = await fetch(`${app.baseUrl}/api/pricing/market-price/library/import/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${userToken}` },
      body: JSON.stringify({ csv: 'code;metier\n' }),
    });
    expect(refused.status).toBe(403);

    const header = 'code;metier;categorie;designation;unite;temps_h;fournitures_eur;date;base_temps;base_fournitures';
    const changed =
      'PLO-015;plombier;Évacuations;Chute PVC Ø100 y compris colliers;ml;0,55;12,40;2026-12-01;' +
      'temps : relevés de 3 chantiers 2026;fournitures : tarif négoce décembre 2026';
    const added =
      'PLO-900;plombier;Évacuations;Bac à graisse enterré 500 litres;u;4;650;2026-12-01;' +
      'temps : estimation BatiAO;fournitures : tarif négoce décembre 2026';
    const wrong = 'PLO-901;plombier;Évacuations;Regard béton 40x40;u;beaucoup;80;2026-12-01;temps : x;fournitures : y';
    const csv = (lines: string[]) => Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`, 'utf8');

    for (const [viewport, suffix] of [
      [{ width: 1280, height: 900 }, '1280'],
      [{ width: 390, height: 844 }, '390'],
    ] as const) {
      const { page, context, problems } = await openPage(browser, app.baseUrl, viewport);
      await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Bibliothèque de prix' }).click();
      await page.getByRole('heading', { name: 'Importer des prix de la bibliothèque' }).waitFor();
      await page
        .getByText(/\d+ ouvrages/)
        .first()
        .waitFor();

      // A file with a refused line: named with its line, and nothing can be applied.
      await page.getByLabel('Choisir un fichier CSV').setInputFiles({
        name: 'bibliotheque.csv',
        mimeType: 'text/csv',
        buffer: csv([changed, added, wrong]),
      });
      await page.getByText('L’import est refusé tant qu’une ligne est en erreur', { exact: false }).waitFor();
      await page.getByText('Ligne 4 : temps_h', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Appliquer l’import' }).isDisabled()).toBe(true);
      await snapshot(page, `admin-library-errors-${suffix}`);
      await page.screenshot({ path: `/tmp/p1/admin-library-errors-${suffix}.png`, fullPage: true });

      if (suffix === '390') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
        await context.close();
        continue;
      }

      // The corrected file: one addition, one change with its previous values shown.
      await page.getByLabel('Choisir un fichier CSV').setInputFiles({
        name: 'bibliotheque-corrigee.csv',
        mimeType: 'text/csv',
        buffer: csv([changed, added]),
      });
      await page.getByRole('heading', { name: 'Aperçu de « bibliotheque-corrigee.csv »' }).waitFor();
      const preview = page.getByRole('region', { name: /Aperçu de/ });
      await preview.getByText('Bac à graisse enterré 500 litres').waitFor();
      await preview.getByText('Chute PVC Ø100 y compris colliers').waitFor();
      expect(await preview.locator('del').count()).toBeGreaterThan(0);
      await snapshot(page, `admin-library-preview-${suffix}`);
      await page.screenshot({ path: `/tmp/p1/admin-library-preview-${suffix}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Appliquer l’import' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Appliquer l’import à la bibliothèque ?' });
      await confirm.waitFor();
      await page.screenshot({ path: `/tmp/p1/admin-library-confirm-${suffix}.png` });
      await confirm.getByRole('button', { name: 'Appliquer l’import' }).click();
      await page.getByText('Import de « bibliotheque-corrigee.csv » appliqué').waitFor();
      await page.getByText('1 ouvrage ajouté, 1 modifié', { exact: false }).waitFor();

      // The history of the changed ouvrage: its previous values, dated.
      await page.getByRole('searchbox', { name: 'Rechercher (code ou désignation)' }).fill('PLO-015');
      await page.getByRole('button', { name: /Historique de PLO-015 \(1 version précédente\)/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Historique de PLO-015' });
      await dialog.getByText(/Remplacées le/).waitFor();
      await dialog.getByText('Chute EU/EV PVC Ø100 avec colliers').waitFor();
      await page.screenshot({ path: `/tmp/p1/admin-library-history-${suffix}.png` });
      await snapshot(page, `admin-library-history-${suffix}`);
      expect(problems).toEqual([]);
      await context.close();
    }

    // The new figures price the market at once.
    const search = await fetch(
      `${app.baseUrl}/api/pricing/market-price/search?search_term=${encodeURIComponent('bac à graisse')}&metier=plombier`,
    );
    const found = (await search.json()) as { result: { code: string }[] };
    expect(found.result[0]?.code).toBe('PLO-900');
  });
});
