import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, snapshot, startApp, type RunningApp, registerArtisan } from './fixtures.ts';

// An artisan fills the administrative file: uploads a Kbis over a slow connection and watches the
// real progress bar, sees the card turn "Déposé" and the completion rise, downloads it back, then
// uploads an URSSAF attestation issued 7 months ago, sees it "Expiré", and finds the warning
// banner on the dashboard.
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

/**
 * A real one-page PDF (catalog, page tree, Helvetica text, xref table) whose content stream is
 * padded with PDF comments to `size` bytes, so that a throttled upload takes a few seconds.
 */
function buildPdf(title: string, size: number): Buffer {
  const text = `BT /F1 20 Tf 72 760 Td (${title}) Tj ET\n`;
  const padLine = '% BatiAO e2e - contenu de remplissage pour ralentir l envoi\n';
  const padding = padLine.repeat(Math.max(0, Math.ceil((size - 600) / padLine.length)));
  const content = text + padding;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The calendar date `months` months before today, "YYYY-MM-DD". */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(15);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const registerThroughApi = (baseUrl: string) =>
  registerArtisan(baseUrl, {
    prenom: 'Camille',
    nom: 'Roussel',
    metier: 'plombier',
    zone_geographique: 'Lyon',
    password: 'cuivre-et-laiton-69',
  });

const KBIS = 'Extrait Kbis (ou extrait RNE / D1)';
const URSSAF = 'Attestation de vigilance URSSAF';

describe('administrative file', () => {
  it('uploads a Kbis with a real progress bar, then an expired URSSAF attestation that the dashboard flags', async () => {
    const { token } = await registerThroughApi(app.baseUrl);
    const { page, context, problems } = await openPage(browser, app.baseUrl);
    await context.addInitScript((value) => window.localStorage.setItem('batiao_token', value), token);

    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(13);
    const completion = page.getByRole('progressbar', { name: /pièces obligatoires valides/ });
    await expect.poll(() => completion.getAttribute('aria-valuenow')).toBe('0');

    // Slow the upload down (≈ 96 KB/s) so that the progress is seen half-way.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });

    const kbisPdf = buildPdf('Extrait Kbis - Roussel Plomberie SARL', 300_000);
    const kbis = page.getByRole('article', { name: KBIS });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      kbis.getByRole('button', { name: `Déposer le document : ${KBIS}` }).click(),
    ]);
    await chooser.setFiles({ name: 'kbis-roussel.pdf', mimeType: 'application/pdf', buffer: kbisPdf });
    // "Délivré le" is optional: the upload date is then the issue date.
    await kbis.getByLabel(/Délivré le/).waitFor();
    await kbis.getByRole('button', { name: 'Envoyer le document' }).click();

    const midway = await page.waitForFunction(
      () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Envoi de kbis-roussel.pdf"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        return value >= 1 && value <= 99 ? value : false;
      },
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    const seen = Number(await midway.jsonValue());
    expect(seen).toBeGreaterThanOrEqual(1);
    expect(seen).toBeLessThanOrEqual(99);
    await snapshot(page, 'documents-upload-progress');

    await kbis.getByText('Déposé – valide').waitFor({ timeout: 30_000 });
    await kbis.getByText('kbis-roussel.pdf').waitFor();
    await page.getByText('Document déposé : Extrait Kbis (ou extrait RNE / D1)').waitFor();
    await expect.poll(() => completion.getAttribute('aria-valuenow')).toBe('17');
    await page.getByRole('progressbar', { name: '1 / 6 pièces obligatoires valides' }).waitFor();

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The download goes through the bearer token and gives back the very same bytes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      kbis.getByRole('button', { name: `Télécharger : ${KBIS}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kbis-roussel.pdf');
    const downloaded = await download.path();
    expect(Buffer.compare(await readFile(downloaded), kbisPdf)).toBe(0);

    // An URSSAF attestation is valid 6 months from its issue date: issued 7 months ago, it has expired.
    const urssaf = page.getByRole('article', { name: URSSAF });
    const [urssafChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      urssaf.getByRole('button', { name: `Déposer le document : ${URSSAF}` }).click(),
    ]);
    await urssafChooser.setFiles({
      name: 'attestation-vigilance.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf('Attestation de vigilance URSSAF', 4_000),
    });
    await urssaf.getByLabel(/Délivré le/).fill(monthsAgo(7));
    await urssaf.getByRole('button', { name: 'Envoyer le document' }).click();
    await urssaf.getByText('Expiré', { exact: true }).waitFor();
    await expect(urssaf.getByTestId('document-validity').textContent()).resolves.toMatch(/^A expiré le /);
    // Expired, it can be replaced from the card; the valid Kbis cannot.
    await urssaf.getByRole('button', { name: `Remplacer : ${URSSAF}` }).waitFor();
    expect(await kbis.getByRole('button', { name: /Remplacer|Déposer/ }).count()).toBe(0);
    await expect.poll(() => completion.getAttribute('aria-valuenow')).toBe('17');
    await snapshot(page, 'documents-after-uploads');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('region', { name: 'Votre dossier administratif est incomplet' });
    await banner.waitFor();
    const bannerText = (await banner.textContent()) ?? '';
    expect(bannerText).toContain('Renouvelez le document « Attestation de vigilance URSSAF » : il a expiré le');
    expect(bannerText).toContain('Attestation d’assurance RC Professionnelle');
    expect(bannerText).not.toContain('Ajoutez le document « Extrait Kbis');
    await expect(page.getByTestId('file-status').textContent()).resolves.toBe('Incomplet');
    const dashboardBar = page.getByRole('progressbar', { name: 'Complétion du dossier' });
    await expect.poll(() => dashboardBar.getAttribute('aria-valuenow')).toBe('17');
    await expect(dashboardBar.getAttribute('data-tone')).resolves.toBe('red');
    await snapshot(page, 'dashboard-file-banner');
    await banner.getByRole('link', { name: /Compléter mon dossier/ }).click();
    await page.waitForURL('**/documents');
    await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
