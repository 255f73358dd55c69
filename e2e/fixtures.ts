import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'e2e', 'artifacts');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/** The real built app (`npm run build` first) on its own port and its own empty PGlite folder. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batiao-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The sync reaches the public BOAMP by default: tests only ever talk to a local one.
        BOAMP_SYNC: env.BOAMP_API_URL ? 'on' : 'off',
        // The journeys subscribe through the local test checkout, an explicit opt-in (ADR 011);
        // never Stripe, whatever the shell exports.
        PAYMENTS_TEST_MODE: 'on',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 100 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) {
          child.kill('SIGKILL');
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen by the page. */
  problems: string[];
}

/** The cookie choice every page starts with (essentials only), unless a journey asks for none. */
const ESSENTIAL_ONLY = { essential: true, analytics: false, marketing: false, version: '1.0' };

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
  options: { cookieChoice?: 'essential' | 'none' } = {},
): Promise<BrowserPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  if (options.cookieChoice !== 'none') {
    // Without a stored choice the cookie banner comes up after 2 s over the bottom of the page.
    // The script runs in every frame: the PDF viewer's and opaque-origin frames have no storage.
    await context.addInitScript((choice) => {
      try {
        const storage = window.localStorage as Storage | null;
        if (storage && !storage.getItem('batiao.cookie-consent')) {
          storage.setItem('batiao.cookie-consent', JSON.stringify({ ...choice, timestamp: new Date().toISOString() }));
        }
      } catch {
        // No storage in this frame: nothing to store.
      }
    }, ESSENTIAL_ONLY);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** Keeps a screenshot of the page for the record (e2e/artifacts, not committed). */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** An artisan as the register call takes it; the e-mail is made unique from the name unless given. */
export interface ArtisanSignUp {
  prenom: string;
  nom: string;
  metier: string;
  zone_geographique: string;
  password: string;
  email?: string;
}

/** Registers an artisan through the API (as the form would) and returns the session token. */
export async function registerArtisan(
  baseUrl: string,
  artisan: ArtisanSignUp,
): Promise<{ token: string; email: string }> {
  const email =
    artisan.email ??
    `${artisan.prenom}.${artisan.nom}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...artisan, email }),
  });
  if (response.status !== 201) {
    throw new Error(`Inscription refusée (${response.status}) : ${await response.text()}`);
  }
  const { token } = (await response.json()) as { token: string };
  return { token, email };
}
