import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp } from './fixtures.ts';

// Visitors are asked before being measured: one refuses and nothing is sent; another accepts and
// the operator sees the page views in /admin.
const ADMIN_EMAIL = 'exploitant@batiao.test';
const ADMIN_PASSWORD = 'exploitation-batiao-2026';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAIL, ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Every request to /api/analytics the page makes, as it is sent. */
function watchAnalytics(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/analytics')) {
      seen.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`);
    }
  });
  return seen;
}

describe('cookie consent', () => {
  it('a visitor who refuses is never measured', async () => {
    const { context, page, problems } = await openPage(browser, app.baseUrl, undefined, { cookieChoice: 'none' });
    const analytics = watchAnalytics(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    await snapshot(page, 'cookie-banner-1280');
    await banner.getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await dialog.waitFor();
    await page.screenshot({ path: 'e2e/artifacts/cookie-modal-1280.png' });
    await dialog.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/register');
    await page.mouse.wheel(0, 2000);
    await page.goto('/legal/sales');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(analytics).toEqual([]);
    // The banner does not come back once the choice is made.
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor who accepts is measured, and the admin sees the page views', async () => {
    const { context, page, problems } = await openPage(
      browser,
      app.baseUrl,
      { width: 390, height: 844 },
      {
        cookieChoice: 'none',
      },
    );
    const analytics = watchAnalytics(page);
    await page.goto('/');
    await page.waitForTimeout(1000);
    expect(analytics).toEqual([]);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    await snapshot(page, 'cookie-banner-390');
    await banner.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog', { name: 'Paramètres des cookies' }).waitFor();
    await page.screenshot({ path: 'e2e/artifacts/cookie-modal-390.png' });
    await page.getByRole('button', { name: 'Annuler' }).click();

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Tout accepter' }).click();
    await accepted;
    const registerView = page.waitForResponse(
      (r) => r.url().endsWith('/api/analytics/events') && (r.request().postData() ?? '').includes('"/register"'),
    );
    await page.goto('/register');
    expect((await registerView).status()).toBe(202);
    expect(analytics.some((a) => a.includes('"event":"page_view"') && a.includes('"device":"mobile"'))).toBe(true);
    // Scrolling to the bottom reports the depth milestones (throttled).
    const depth = page.waitForRequest((r) => (r.postData() ?? '').includes('"event":"scroll_depth"'));
    await page.mouse.wheel(0, 10_000);
    await depth;
    await page.waitForTimeout(700);
    expect(analytics.some((a) => a.includes('"depth":100'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();

    // The operator's view.
    const { token } = (await (
      await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      })
    ).json()) as { token: string };
    const admin = await openPage(browser, app.baseUrl);
    await admin.context.addInitScript((t) => window.localStorage.setItem('batiao_token', t), token);
    await admin.page.goto('/admin');
    const top = admin.page.getByRole('heading', { name: 'Pages les plus vues' }).locator('..');
    await top.getByText('/register').waitFor();
    await top.getByText('/', { exact: true }).waitFor();
    expect(await admin.page.getByText('Aucune page vue mesurée sur la période.').count()).toBe(0);
    await admin.page.getByRole('heading', { name: 'Audience' }).scrollIntoViewIfNeeded();
    await snapshot(admin.page, 'admin-audience-1280');
    await admin.context.close();
  });
});
