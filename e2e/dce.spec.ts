import { readFile } from 'node:fs/promises';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PricedDpgf } from '@batiao/shared/contracts/tender-files';
import { startBoampTestServer, type BoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import {
  CCTP_PAGES,
  RC_PAGES,
  makeDpgf,
  makePdf,
  makeScannedPdf,
  makeZip,
} from '../apps/server/src/test/fixtures/dce.ts';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A maçon of Lyon subscribed to PRO opens a tender, drops the zip of its consultation file (RC,
// CCTP, DPGF, a scanned plan, in folders), sees each piece with its role and the analysis of the
// RC and the CCTP, corrects a role, extracts the quantities from the DPGF, and exports them in CSV;
// then prices them (her catalogue, the market library, composed prices; ADR 030), corrects one
// price, downloads the buyer's DPGF filled in and its PDF summary, and the response pack (DC1, DC2,
// the priced DPGF). Screenshots at 1280 and 390 px (e2e/artifacts and /tmp/d1).
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const TITLE = 'Réhabilitation de l’école élémentaire Jean Macé – gros œuvre';
const RECORDS = [
  {
    idweb: '26-71001',
    objet: TITLE,
    famille: 'MAPA',
    code_departement: ['69'],
    dateparution: day(-2),
    datelimitereponse: new Date(Date.now() + 30 * DAY).toISOString(),
    nomacheteur: 'Ville de Lyon',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['195'],
    descripteur_libelle: ['Maçonnerie'],
    type_marche: ['TRAVAUX'],
    url_avis: 'https://www.boamp.fr/pages/avis/?q=idweb:26-71001',
  },
];
const SUBSCRIBER = { email: `macon.dce.${Date.now()}@batiao.test`, password: 'parpaing-et-chaux-69' };

/** An element screenshot next to the page ones (e2e/artifacts, not committed). */
const shot = (name: string) => path.join(import.meta.dirname, 'artifacts', `${name}.png`);
/** The priced block's screenshots, to look at (not committed). */
const REVIEW_DIR = '/tmp/d1';
const review = (name: string) => {
  mkdirSync(REVIEW_DIR, { recursive: true });
  return path.join(REVIEW_DIR, `${name}.png`);
};

let boamp: BoampTestServer;
let app: RunningApp;
let browser: Browser;
let zipPath: string;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: RECORDS });
  app = await startApp({ BOAMP_API_URL: boamp.url, BOAMP_BACKFILL_DAYS: '5' });
  browser = await launchBrowser();
  const dir = mkdtempSync(path.join(tmpdir(), 'batiao-dce-e2e-'));
  zipPath = path.join(dir, 'DCE école Jean Macé.zip');
  writeFileSync(
    zipPath,
    makeZip({
      'DCE/01 Administratif/RC.pdf': await makePdf(RC_PAGES),
      'DCE/02 Technique/CCTP lot 02.pdf': await makePdf(CCTP_PAGES),
      'DCE/02 Technique/DPGF lot 02.xlsx': await makeDpgf(),
      'DCE/03 Plans/Plan R+1.pdf': await makeScannedPdf(),
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await boamp?.close();
});

async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

let token: string | undefined;
async function subscriberToken(): Promise<string> {
  if (token) {
    return token;
  }
  const registered = await api<{ token: string }>('/api/auth/register', {
    prenom: 'Nadia',
    nom: 'Roche',
    email: SUBSCRIBER.email,
    metier: 'macon',
    zone_geographique: 'Lyon',
    password: SUBSCRIBER.password,
  });
  const checkout = await api<{ url: string }>('/api/payments/checkout', { plan: 'pro' }, registered.token);
  const sessionId = new URL(checkout.url, app.baseUrl).searchParams.get('session_id') ?? '';
  await api(`/api/payments/test-checkout/${sessionId}/complete`, {}, registered.token);
  await api('/api/payments/verify-payment', { session_id: sessionId }, registered.token);
  // Her own prices: the rates, and two ouvrages of her catalogue.
  await api(
    '/api/pricing/profile',
    {
      hourly_rate: 52,
      travel_rate: 0.6,
      material_coefficient: 1.4,
      overhead_percentage: 12,
      profit_margin: 10,
      public_markup: 15,
      urgent_markup: 20,
      occupied_markup: 10,
      weekend_markup: 25,
      night_markup: 30,
      product_catalog: [
        { name: 'Mur blocs béton ép. 20 cm', unit: 'm²', unit_price: 48 },
        { name: 'Dallage béton armé ép. 15 cm', unit: 'm²', unit_price: 39.5 },
      ],
    },
    registered.token,
  );
  token = registered.token;
  return token;
}

async function authed(url: string, bearer: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${app.baseUrl}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, ...(init.headers ?? {}) },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

/** Every line of the priced lines that has a price is in the workbook at its sheet and row, with its amount. */
function expectWritten(workbook: ExcelJS.Workbook, priced: PricedDpgf) {
  let written = 0;
  for (const line of priced.lignes) {
    const at = / › (.*) › ligne (\d+)$/.exec(line.origine);
    const row = workbook.getWorksheet(at?.[1] ?? '')?.getRow(Number(at?.[2]));
    if (line.prix_unitaire === null) {
      expect(row?.getCell(5).value ?? null, line.poste).toBeNull();
      continue;
    }
    expect(row?.getCell(5).value, line.poste).toBe(line.prix_unitaire);
    const amount = row?.getCell(6).value;
    if (line.montant !== null) {
      expect(typeof amount === 'number' ? amount : (amount as ExcelJS.CellFormulaValue).result, line.poste).toBe(
        line.montant,
      );
    }
    written += 1;
  }
  return written;
}

async function tenderId(bearer: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const list = await fetch(`${app.baseUrl}/api/tenders`, { headers: { authorization: `Bearer ${bearer}` } });
    const body = (await list.json()) as { items: { id: string; title: string }[] };
    const found = body.items.find((item) => item.title === TITLE);
    if (found) {
      return found.id;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the tender never arrived:\n${app.logs()}`);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(SUBSCRIBER.email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(SUBSCRIBER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
}

describe('the consultation file (DCE)', () => {
  it('uploads a zip DCE, shows the roles and the analysis, extracts the quantities and exports them', async () => {
    const id = await tenderId(await subscriberToken());
    const { page, problems } = await openPage(browser, app.baseUrl);
    await signIn(page);
    await page.goto(`/tenders/${id}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    const files = page.getByRole('region', { name: 'Dossier de consultation (DCE)' });
    await files.getByText('Aucune pièce jointe pour le moment.').waitFor();
    await files.locator('input[type="file"]').setInputFiles(zipPath);
    await page.getByText('4 fichiers ajoutés au dossier').waitFor({ timeout: 30_000 });

    await expect(files.getByRole('combobox', { name: 'Rôle de RC.pdf' }).inputValue()).resolves.toBe('rc');
    await expect(files.getByRole('combobox', { name: 'Rôle de CCTP lot 02.pdf' }).inputValue()).resolves.toBe('cctp');
    await expect(files.getByRole('combobox', { name: 'Rôle de DPGF lot 02.xlsx' }).inputValue()).resolves.toBe('dpgf');
    await expect(files.getByRole('combobox', { name: 'Rôle de Plan R+1.pdf' }).inputValue()).resolves.toBe('plans');
    await files.getByText(/PDF scanné : texte non lisible/).waitFor();

    const analysis = files.getByRole('region', { name: 'Analyse du DCE' });
    await analysis.getByText('15/01/2027 à 12 h 00').waitFor();
    await analysis.getByText(/Obligatoire le 05\/01\/2027/).waitFor();
    await analysis.getByText(/Valeur technique : 60 %/).waitFor();
    await analysis.getByText('NF DTU 25.41').waitFor();

    // A role corrected by hand stays.
    await files.getByRole('combobox', { name: 'Rôle de Plan R+1.pdf' }).selectOption('other');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Dossier de consultation (DCE)' })
        .getByRole('combobox', { name: 'Rôle de Plan R+1.pdf' })
        .inputValue(),
    ).resolves.toBe('other');
    await page.getByRole('region', { name: 'Analyse du DCE' }).getByText('NF DTU 25.41').waitFor();
    await snapshot(page, 'dce-files-1280');
    await page
      .getByRole('region', { name: 'Dossier de consultation (DCE)' })
      .screenshot({ path: shot('dce-files-block-1280') });

    const metres = page.getByRole('region', { name: 'Métrés' });
    await metres.getByRole('button', { name: 'Extraire métrés' }).click();
    await page.getByText('Métrés extraits').waitFor();
    await metres.getByRole('region', { name: '2.1 MAÇONNERIE' }).waitFor();
    await metres.getByText('Canalisation PVC CR8 sous dallage – DN 100').first().waitFor();
    await metres.getByRole('button', { name: 'Re-extraire' }).waitFor();
    await metres.scrollIntoViewIfNeeded();
    await snapshot(page, 'dce-metres-1280');
    await metres.screenshot({ path: shot('dce-metres-block-1280') });

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      metres.getByRole('button', { name: 'Exporter CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^metres-.*\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain('Mur en blocs béton ép. 20 cm;120;m²');
    expect(text.split('\r\n').filter((l) => l.includes('BAT A'))).toHaveLength(11);

    // The same lines priced: her catalogue first, then the market library, then composed prices.
    const bearer = await subscriberToken();
    const priced = metres.getByRole('region', { name: 'DPGF chiffré' });
    const lines = priced.getByRole('list', { name: 'Lignes chiffrées' });
    await lines.waitFor({ timeout: 30_000 });
    await lines.locator('li[data-source="catalogue_utilisateur"]').first().waitFor();
    await lines.locator('li[data-source="prix_marche"]').first().waitFor();
    await lines.getByText('Catalogue').first().waitFor();
    await lines.getByText('Marché').first().waitFor();
    await priced.getByText(/Export dans le fichier de l’acheteur : DCE\/02 Technique\/DPGF lot 02\.xlsx/).waitFor();
    // The CCTP says the site stays occupied: that markup is ticked, with its reason.
    await expect(priced.getByRole('checkbox', { name: /Site occupé/ }).isChecked()).resolves.toBe(true);
    const before = await priced.getByTestId('priced-total-ht').textContent();
    expect(before).toMatch(/€/);

    // She corrects one unit price: kept by the server, the totals follow.
    const regard = priced.getByLabel('Prix unitaire HT de « Regard de visite 40x40 »').first();
    await regard.fill('130');
    await regard.press('Enter');
    await priced.getByText('modifié', { exact: true }).first().waitFor();
    await expect(regard.inputValue()).resolves.toBe('130,00');
    await expect.poll(() => priced.getByTestId('priced-total-ht').textContent()).not.toBe(before);
    const reviewed = (await (await authed(`/api/tenders/${id}/priced-dpgf/lines`, bearer)).json()) as PricedDpgf;
    expect(reviewed.statistiques.modifiees).toBe(1);
    expect(reviewed.lignes.find((l) => l.modifie)).toMatchObject({
      poste: 'Regard de visite 40x40',
      prix_unitaire: 130,
    });
    await priced.getByRole('list', { name: 'Lignes par source' }).waitFor();
    await priced.scrollIntoViewIfNeeded();
    await priced.screenshot({ path: shot('dce-priced-block-1280') });
    await priced.screenshot({ path: review('priced-block-1280') });
    await snapshot(page, 'dce-priced-1280');

    // The buyer's own spreadsheet back, with the reviewed prices in its price column.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      priced.getByRole('button', { name: 'DPGF chiffré (XLSX)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/DPGF lot 02\.xlsx$/);
    const toast = page.getByText(/^DPGF chiffré : \d+ lignes sur \d+ avec vos prix$/);
    await toast.waitFor();
    const told = await toast.textContent();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['RECAP', 'BAT A', 'BAT B', 'LOT 05 ancien']);
    const written = expectWritten(workbook, reviewed);
    expect(written).toBe(reviewed.lignes.filter((l) => l.prix_unitaire !== null).length);
    expect(told).toBe(`DPGF chiffré : ${written} lignes sur ${reviewed.lignes.length} avec vos prix`);
    // The buyer's formulas stay.
    expect(workbook.getWorksheet('RECAP')?.getCell('B3').value).toMatchObject({ formula: "'BAT A'!F30" });

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      priced.getByRole('button', { name: 'Synthèse PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/synthèse\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The response pack: the response generated, then one zip with DC1, DC2 and the reviewed DPGF.
    const generated = await authed(`/api/tenders/${id}/generate-response`, bearer, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    let response = (await generated.json()) as { id: string; status: string };
    for (let i = 0; i < 200 && response.status !== 'succeeded' && response.status !== 'failed'; i += 1) {
      await new Promise((r) => setTimeout(r, 300));
      response = (await (await authed(`/api/generated-responses/${response.id}`, bearer)).json()) as typeof response;
    }
    expect(response.status).toBe('succeeded');
    const pack = unzipSync(new Uint8Array(await (await authed(`/api/tenders/${id}/pack`, bearer)).arrayBuffer()));
    const names = Object.keys(pack);
    expect(names.some((n) => /DC1/.test(n))).toBe(true);
    expect(names.some((n) => /DC2/.test(n))).toBe(true);
    const dpgf = names.find((n) => n.startsWith('3 - Offre de prix/') && n.endsWith('.xlsx'));
    expect(dpgf, names.join('\n')).toBeDefined();
    const inPack = new ExcelJS.Workbook();
    await inPack.xlsx.load(Buffer.from(pack[dpgf ?? ''] ?? []) as unknown as ArrayBuffer);
    expect(expectWritten(inPack, reviewed)).toBe(written);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reads well on a phone (390 px)', async () => {
    const id = await tenderId(await subscriberToken());
    const { page, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await signIn(page);
    await page.goto(`/tenders/${id}`);
    const metres = page.getByRole('region', { name: 'Métrés' });
    await metres.getByRole('button', { name: 'Re-extraire' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'dce-detail-390');
    await metres.screenshot({ path: shot('dce-metres-block-390') });
    const priced = metres.getByRole('region', { name: 'DPGF chiffré' });
    await priced.getByRole('list', { name: 'Lignes chiffrées' }).waitFor({ timeout: 30_000 });
    await priced.getByText('modifié', { exact: true }).first().waitFor();
    await priced.screenshot({ path: review('priced-block-390') });
    await page.screenshot({ path: review('tender-390'), fullPage: false });
    await page
      .getByRole('region', { name: 'Dossier de consultation (DCE)' })
      .screenshot({ path: shot('dce-files-block-390') });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
