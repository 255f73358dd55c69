import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { extractText } from 'unpdf';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A visitor opens the demo, picks a trade and a city, runs the four steps to the end (the steps
// at their real pace: 3 + 4 + 5 + 2 s), previews the response and downloads the PDF written by the
// real engine; then the same page at 390 px. Screenshots of each step for the record.
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

describe('the public demo', () => {
  it('runs to the end and downloads the real PDF', async () => {
    const { page, problems } = await openPage(browser, app.baseUrl);
    await page.goto('/demo');
    await page.getByRole('heading', { level: 1, name: 'Démo interactive' }).waitFor();
    await page.getByRole('button', { name: 'Chauffagiste' }).click();
    await page.getByRole('button', { name: 'Strasbourg' }).click();
    await page.getByText('AO-2026-SXB-0274').waitFor();
    await snapshot(page, 'demo-1280-choix');

    await page.getByRole('button', { name: 'Lancer la démo' }).click();
    const steps = page.getByRole('list', { name: 'Étapes de la démonstration' });
    await steps.getByRole('listitem').nth(1).and(page.locator('[aria-current="step"]')).waitFor({ timeout: 6000 });
    await snapshot(page, 'demo-1280-etape-2');
    await page.getByText('IA active').waitFor({ timeout: 8000 });
    await snapshot(page, 'demo-1280-etape-3');
    await steps.getByRole('listitem').nth(3).and(page.locator('[aria-current="step"]')).waitFor({ timeout: 8000 });
    await snapshot(page, 'demo-1280-etape-4');
    const result = page.getByRole('region', { name: /Votre réponse est prête/ });
    await result.waitFor({ timeout: 5000 });
    expect(await steps.getByLabel('Terminé').count()).toBe(4);
    expect(await result.getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe('/register');
    await snapshot(page, 'demo-1280-resultat');

    await result.getByRole('button', { name: 'Aperçu de la réponse' }).click();
    await page.getByRole('dialog', { name: 'Aperçu de la réponse' }).waitFor();
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      result.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Memoire_Technique_Chauffagiste_Strasbourg_BatiAO.pdf');
    const bytes = await readFile((await download.path()) ?? '');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Remplacement de la chaufferie');
    await result.getByText(/PDF téléchargé : \d+ pages/).waitFor();
    await snapshot(page, 'demo-1280-pdf');
    expect(problems).toEqual([]);
  }, 120_000);

  it('fits a phone screen', async () => {
    const { page, problems } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await page.goto('/demo?acceleration=50');
    await page.getByRole('button', { name: 'Lancer la démo' }).click();
    await page.getByRole('region', { name: /Votre réponse est prête/ }).waitFor({ timeout: 5000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snapshot(page, 'demo-390-resultat');
    expect(problems).toEqual([]);
  }, 60_000);
});
