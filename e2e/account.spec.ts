import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// GDPR rights (issue 19): a user opens « Mon compte » from the user menu, exports their data (a
// zip with their profile), deletes their account with their password, and can no longer sign in.
// Then a subscriber's generator page (/quartus) for the record, at 1280 and 390 px.
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

/** The files of a zip by name (central directory; stored or deflated). */
function unzip(buffer: Buffer): Map<string, Buffer> {
  let eocd = buffer.length - 22;
  while (eocd >= 0 && buffer.readUInt32LE(eocd) !== 0x06054b50) {
    eocd -= 1;
  }
  const files = new Map<string, Buffer>();
  let offset = buffer.readUInt32LE(eocd + 16);
  for (let n = buffer.readUInt16LE(eocd + 10); n > 0; n -= 1) {
    const method = buffer.readUInt16LE(offset + 10);
    const size = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extra = buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    const name = buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const local = buffer.readUInt32LE(offset + 42);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    offset += 46 + nameLength + extra;
  }
  return files;
}

async function register(email: string, password: string) {
  const response = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      prenom: 'Inès',
      nom: 'Moreau',
      email,
      metier: 'peintre',
      zone_geographique: 'Nantes',
      password,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string };
}

describe('« Mon compte »: export, then deletion', () => {
  it('exports the data, deletes the account, and the sign-in is refused afterwards', async () => {
    const email = `ines.moreau.${Date.now()}@example.fr`;
    const password = 'pinceaux-et-rouleaux-44';
    const { token } = await register(email, password);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    await snapshot(page, 'account-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^batiao-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzip(await readFile((await download.path()) ?? ''));
    const json = JSON.parse(zip.get('donnees.json')?.toString('utf8') ?? '{}') as {
      data: { profil: { email: string }[] };
    };
    expect(json.data.profil[0]?.email).toBe(email);
    expect(zip.get('csv/profil.csv')?.toString('utf8')).toContain(email);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByText('Mot de passe incorrect').waitFor();
    await snapshot(page, 'account-1280-suppression');
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Votre compte et vos données ont été supprimés.').waitFor();

    // The wrong-password refusal (403) is the one console error of this journey.
    expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
    await context.close();

    // A fresh browser (the init script above would put the old token back): the sign-in is refused.
    const again = await openPage(browser, app.baseUrl);
    await again.page.goto('/login');
    await again.page.getByLabel('Adresse e-mail').fill(email);
    await again.page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
    await again.page.getByRole('button', { name: 'Se connecter' }).click();
    await again.page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect' }).first().waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/login');
    await again.context.close();
  }, 90_000);

  it('the account page fits a phone screen', async () => {
    const { token } = await register(`ines.mobile.${Date.now()}@example.fr`, 'pinceaux-et-rouleaux-44');
    const { page, context } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'account-390');
    await context.close();
  }, 60_000);
});

describe('the generator page (/quartus) for a subscriber', () => {
  it('generates and downloads the complete PDF', async () => {
    const { token } = await register(`ines.abonnee.${Date.now()}@example.fr`, 'pinceaux-et-rouleaux-44');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const checkout = (await (
      await fetch(`${app.baseUrl}/api/payments/checkout`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ plan: 'expert' }),
      })
    ).json()) as { session_id: string };
    await fetch(`${app.baseUrl}/api/payments/test-checkout/${checkout.session_id}/complete`, {
      method: 'POST',
      headers: { authorization: auth.authorization },
    });
    await fetch(`${app.baseUrl}/api/payments/verify-payment`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ session_id: checkout.session_id }),
    });

    for (const width of [1280, 390]) {
      const { page, context, problems } = await openPage(browser, app.baseUrl, { width, height: 900 });
      await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);
      await page.goto('/quartus');
      await page.getByRole('button', { name: 'Générer la réponse' }).click();
      await page.getByRole('heading', { name: 'Réponse générée' }).waitFor({ timeout: 60_000 });
      await snapshot(page, `quartus-${width}`);
      if (width === 1280) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Réponse complète (PDF)' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('quartus-reponse-complete-lot20.pdf');
        expect((await readFile((await download.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
