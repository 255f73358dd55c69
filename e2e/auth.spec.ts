import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// The first journey of the product, through the real built app on its own empty database:
// a visitor registers choosing a commune from the suggestions, lands on the dashboard, logs out,
// logs back in; a wrong password shows the error.
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

const account = {
  prenom: 'Léa',
  nom: 'Fontaine',
  email: `lea.fontaine.${Date.now()}@example.fr`,
  password: 'ardoises-et-zinc-69',
};

describe('accounts', () => {
  it('registers with a commune picked from the suggestions, logs out and logs back in', async () => {
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await page.goto('/');
    await expect(page.title()).resolves.toContain('BatiAO');
    await page.getByRole('link', { name: 'Commencer gratuitement' }).first().click();
    await page.waitForURL('**/register');

    await page.getByRole('textbox', { name: 'Prénom' }).fill(account.prenom);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(account.nom);
    await page.getByLabel('Adresse e-mail professionnelle').fill(account.email);
    await page.getByLabel('Métier').selectOption({ label: 'Couvreur' });

    const zone = page.getByRole('combobox', { name: /Zone géographique/ });
    await zone.click();
    await zone.pressSequentially('villeurb', { delay: 40 });
    const suggestion = page.getByRole('option', { name: /Villeurbanne \(69\)/ });
    await suggestion.waitFor();
    await suggestion.click();
    await expect(zone.inputValue()).resolves.toBe('Villeurbanne (69)');

    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(account.password);
    await page.getByRole('button', { name: 'Créer mon compte gratuitement' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Bonjour ${account.prenom}` }).waitFor();
    await snapshot(page, 'dashboard-after-registration');

    // The session survives a reload (token kept, /api/auth/me at start).
    await page.reload();
    await page.getByRole('heading', { name: `Bonjour ${account.prenom}` }).waitFor();

    await page.getByRole('button', { name: 'Déconnexion' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed out, the dashboard sends back to the login page.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');

    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: `Bonjour ${account.prenom}` }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the error on a wrong password and stays on the login page', async () => {
    const { page, context } = await openPage(browser, app.baseUrl);
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' }).isEnabled()).resolves.toBe(true);
    await snapshot(page, 'login-wrong-password');
    await context.close();
  });

  it('works on a phone: the mobile menu shows who is signed in', async () => {
    const { page, context } = await openPage(browser, app.baseUrl, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Navigation mobile' });
    await menu.waitFor();
    await page.getByText(`${account.prenom} ${account.nom}`).first().waitFor();
    await page.getByText('Villeurbanne (69)').first().waitFor();
    await snapshot(page, 'mobile-menu');
    await context.close();
  });
});
