import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// A visitor reads the legal pages (the operator comes from the OPERATOR_* settings; the unset host
// shows « [à renseigner] »), goes through every footer page, and sends a message from /contact.
// Screenshots at 1280 and 390 px of each page.
const PAGES = [
  ['/legal/mentions', 'Mentions légales'],
  ['/legal/terms', 'Conditions générales d’utilisation'],
  ['/legal/sales', 'Conditions générales de vente'],
  ['/legal/privacy', 'Politique de confidentialité'],
  ['/pricing', 'Des formules simples, sans engagement'],
  ['/features', 'Tout pour répondre aux marchés publics, sans y passer vos soirées'],
  ['/integrations', 'Les services avec lesquels BatiAO travaille'],
  ['/help', 'Prendre BatiAO en main'],
  ['/contact', 'Écrivez-nous'],
  ['/status', 'BatiAO fonctionne-t-il ?'],
  ['/security', 'Comment BatiAO protège votre compte et vos documents'],
] as const;

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({
    OPERATOR_NAME: 'Atelier Numérique du Bâtiment',
    OPERATOR_LEGAL_FORM: 'Entreprise individuelle',
    OPERATOR_SIREN: '123 456 789',
    OPERATOR_ADDRESS: '12 rue des Artisans, 69003 Lyon',
    OPERATOR_PUBLISHER: 'Claire Martin',
    OPERATOR_EMAIL: 'contact@batiao.example',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('legal and footer pages', () => {
  it('renders every page with its content at 1280 and 390 px, never « En chantier »', async () => {
    for (const width of [1280, 390]) {
      const { page, problems, context } = await openPage(browser, app.baseUrl, { width, height: 900 });
      for (const [url, heading] of PAGES) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        const text = await page.locator('main').innerText();
        expect(text, url).not.toMatch(/En chantier|lorem/i);
        if (url.startsWith('/legal/')) {
          await page.getByText('Atelier Numérique du Bâtiment').first().waitFor();
        }
        await snapshot(page, `site${url.replaceAll('/', '-')}-${width}`);
      }
      await expect(page.getByText('[à renseigner]').count()).resolves.toBe(0);
      await page.goto('/legal/mentions');
      // The operator is read after the page shows: wait for it before counting the unset field.
      await page.getByText('Atelier Numérique du Bâtiment').first().waitFor();
      await page.getByText('[à renseigner]').first().waitFor();
      await expect(page.getByText('[à renseigner]').count()).resolves.toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('sends a message from /contact and shows /status live', async () => {
    const { page, problems, context } = await openPage(browser, app.baseUrl);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Indiquez votre nom').waitFor();
    await page.getByRole('textbox', { name: 'Nom' }).fill('Camille Durand');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('camille@example.fr');
    await page.getByRole('textbox', { name: 'Objet' }).fill('Question sur la formule PRO');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('La formule PRO comprend-elle l’export Word du mémoire ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('heading', { name: 'Message envoyé' }).waitFor();
    await snapshot(page, 'site-contact-sent-1280');

    await page.goto('/status');
    await page.locator('[data-component="database"]').getByText('Opérationnel').waitFor();
    // The contact message, kept in the outbox (no SMTP server here), is counted.
    await page
      .locator('[data-component="mail"]')
      .getByText(/file d’attente \(1 ces dernières 24 heures\)/)
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
