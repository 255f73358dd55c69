import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBoampTestServer, type BoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A maçon of Paris subscribes to PRO through the local test checkout (the same activation as a
// Stripe payment), signs in, opens a masonry tender of Paris brought in by a sync from a local
// BOAMP-shaped server, generates the response with the built-in writing engine, watches the
// steps, reads the memo, edits a section, saves (the PDF is re-rendered), downloads the PDF and
// the Word file, and finds the response on the dashboard. Screenshots at 1280 and 390 px.
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const deadline = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

const TITLE = 'Ravalement et reprise des maçonneries de la mairie annexe';
const RECORDS = [
  {
    idweb: '26-70001',
    objet: TITLE,
    famille: 'MAPA',
    code_departement: ['75'],
    dateparution: day(-2),
    datelimitereponse: deadline(24),
    nomacheteur: 'Ville de Paris',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['195'],
    descripteur_libelle: ['Maçonnerie'],
    type_marche: ['TRAVAUX'],
    url_avis: 'https://www.boamp.fr/pages/avis/?q=idweb:26-70001',
  },
];

const SUBSCRIBER = { email: `chef.chantier.${Date.now()}@batiao.test`, password: 'enduit-chaux-75011' };

let boamp: BoampTestServer;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  boamp = await startBoampTestServer({ records: RECORDS });
  app = await startApp({
    BOAMP_API_URL: boamp.url,
    BOAMP_BACKFILL_DAYS: '5',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await boamp?.close();
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

/** Registers the maçon and subscribes him to PRO through the local test checkout; gives his token. */
async function subscriberToken(): Promise<string> {
  if (subscriber) {
    return subscriber;
  }
  const { token } = await api<{ token: string }>('/api/auth/register', {
    prenom: 'Karim',
    nom: 'Benali',
    email: SUBSCRIBER.email,
    metier: 'macon',
    zone_geographique: 'Paris',
    password: SUBSCRIBER.password,
  });
  const checkout = await api<{ url: string }>('/api/payments/checkout', { plan: 'pro' }, token);
  const sessionId = new URL(checkout.url, app.baseUrl).searchParams.get('session_id') ?? '';
  await api(`/api/payments/test-checkout/${sessionId}/complete`, {}, token);
  await api('/api/payments/verify-payment', { session_id: sessionId }, token);
  subscriber = token;
  return token;
}
let subscriber: string | undefined;

/** The start-up sync runs in the background: wait for the tender, and give its id. */
async function tenderId(token: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const list = await fetch(`${app.baseUrl}/api/tenders`, { headers: { authorization: `Bearer ${token}` } });
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

describe('generation', () => {
  it('generates, edits, saves and downloads the response to a tender', async () => {
    const id = await tenderId(await subscriberToken());
    const { page, problems } = await openPage(browser, app.baseUrl);
    await signIn(page);

    await page.goto(`/tenders/${id}#reponse`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const panel = page.getByRole('region', { name: 'Réponse générée' });
    await panel.getByRole('button', { name: 'Générer la réponse' }).click();

    // The steps (the local engine is quick: the first one may already be past), then the result.
    await panel.getByTestId('generation-progress').waitFor({ timeout: 10_000 });
    await panel.getByRole('tab', { name: 'Lettre de candidature' }).waitFor({ timeout: 60_000 });
    await page.getByText('Réponse générée', { exact: true }).last().waitFor();
    await panel.getByText(/Version 1 — /).waitFor();

    await panel.getByRole('tab', { name: 'Mémoire technique' }).click();
    const firstTitle = panel.getByRole('heading', { level: 3 }).first();
    await firstTitle.waitFor();
    await snapshot(page, 'generation-detail-1280');

    // Edit the first section of the memo, save: the PDF is rendered again.
    await panel.getByRole('button', { name: 'Modifier' }).click();
    const body = panel.getByRole('textbox', { name: /^Texte de la section/ }).first();
    await body.fill(
      'Entreprise de maçonnerie générale installée à Paris.\n\n- Ravalement de façades\n- Reprise en sous-œuvre',
    );
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Modifications enregistrées : le PDF a été mis à jour').waitFor();
    await panel.getByRole('tab', { name: 'Mémoire technique' }).click();
    await panel.getByText('Entreprise de maçonnerie générale installée à Paris.').waitFor();
    await panel.getByText(/modifiée le/).waitFor();

    // Downloads: the PDF and the Word file, through the bearer token.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Télécharger en Word (.docx)' }).click(),
    ]);
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);
    const docxBytes = await readFile(await docx.path());
    expect(docxBytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The preview opens inside the page and closes with Escape.
    await panel.getByRole('button', { name: 'Aperçu PDF' }).click();
    await page.getByRole('dialog', { name: /Aperçu du PDF/ }).waitFor();
    await snapshot(page, 'generation-preview-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await panel.getByRole('tab', { name: 'Lettre de candidature' }).click();
    await panel.scrollIntoViewIfNeeded();
    await snapshot(page, 'generation-detail-letter-1280');

    // The dashboard lists it with its size and a download button.
    await page.goto('/dashboard');
    const card = page.getByRole('list', { name: 'Réponses générées récentes' });
    await card.getByRole('button', { name: new RegExp(`Télécharger le PDF : ${TITLE}`) }).waitFor();
    await expect(card.getByTestId('pdf-size').first().textContent()).resolves.toMatch(/^\d+(,\d)?\s(o|Ko|Mo)$/);
    await snapshot(page, 'generation-dashboard-1280');

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reads well on a phone (390 px)', async () => {
    const id = await tenderId(await subscriberToken());
    const { page, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await signIn(page);
    await snapshot(page, 'generation-dashboard-390');

    await page.goto(`/tenders/${id}#reponse`);
    const panel = page.getByRole('region', { name: 'Réponse générée' });
    await panel.getByRole('tab', { name: 'Lettre de candidature' }).waitFor();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.getByRole('tab', { name: 'Documents à fournir' }).click();
    await snapshot(page, 'generation-detail-390');

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
