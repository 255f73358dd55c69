import { readFile } from 'node:fs/promises';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
// RC and the CCTP, corrects a role, extracts the quantities from the DPGF, and exports them in CSV.
// Screenshots at 1280 and 390 px.
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
  token = registered.token;
  return token;
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

    // The buyer's own spreadsheet back, with the user's prices where the catalogue has them (none yet).
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      metres.getByRole('button', { name: 'DPGF chiffré (XLSX)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/DPGF lot 02\.xlsx$/);
    const bytes = await readFile(await xlsx.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('DPGF chiffré : 0 ligne sur 14 avec vos prix').waitFor();

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
    await page
      .getByRole('region', { name: 'Dossier de consultation (DCE)' })
      .screenshot({ path: shot('dce-files-block-390') });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
