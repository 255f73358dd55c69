/**
 * Makes the screenshots of the help centre (apps/web/public/help/*.webp) from the real built app:
 * `npm run build && npx tsx e2e/help-screenshots.ts`. A local BOAMP-shaped server brings in a few
 * masonry tenders of Paris; a maçon registers, files three documents, subscribes through the local
 * test checkout and generates a response. Each screen is captured at 1280 × 800 and encoded as
 * WebP by Chromium itself (canvas), lowering the quality until the file is under 150 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startBoampTestServer } from '../apps/server/src/test/servers/boamp.ts';
import { launchBrowser, openPage, startApp } from './fixtures.ts';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/help');
const MAX_BYTES = 150 * 1024;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const deadline = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

function notice(idweb: string, objet: string, buyer: string, deadlineInDays: number) {
  return {
    idweb,
    objet,
    famille: 'MAPA',
    code_departement: ['75'],
    dateparution: day(-2),
    datelimitereponse: deadline(deadlineInDays),
    nomacheteur: buyer,
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['195'],
    descripteur_libelle: ['Maçonnerie'],
    type_marche: ['TRAVAUX'],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
  };
}

const TITLE = 'Ravalement et reprise des maçonneries de la mairie annexe';
const RECORDS = [
  notice('26-80001', TITLE, 'Ville de Paris', 24),
  notice('26-80002', 'Création d’une rampe d’accès PMR à l’école élémentaire', 'Ville de Paris', 5),
  notice('26-80003', 'Reprise en sous-œuvre du gymnase municipal', 'Paris Habitat', 31),
  notice('26-80004', 'Réfection des murs de clôture du cimetière', 'Ville de Paris', 18),
];

/** A real one-page PDF. */
function pdf(title: string): Buffer {
  const content = `BT /F1 20 Tf 72 760 Td (${title}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The viewport as WebP, encoded by Chromium, under MAX_BYTES. */
async function saveWebp(page: Page, name: string): Promise<void> {
  const png = await page.screenshot({ type: 'png' });
  for (const quality of [0.82, 0.72, 0.6, 0.5, 0.4]) {
    const base64 = await page.evaluate(
      async ({ data, q }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', q).split(',')[1] ?? '';
      },
      { data: png.toString('base64'), q: quality },
    );
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length <= MAX_BYTES) {
      writeFileSync(path.join(OUT, `${name}.webp`), bytes);
      console.log(`${name}.webp: ${Math.round(bytes.length / 1024)} Ko (qualité ${quality})`);
      return;
    }
  }
  throw new Error(`${name}: impossible de descendre sous ${MAX_BYTES} octets`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const boamp = await startBoampTestServer({ records: RECORDS });
  const app = await startApp({ BOAMP_API_URL: boamp.url, BOAMP_BACKFILL_DAYS: '5' });
  const browser = await launchBrowser();
  try {
    const email = `lea.moreau.${Date.now()}@exemple.fr`;
    const password = 'enduit-chaux-75011';
    const post = async (url: string, body: unknown, token?: string) => {
      const response = await fetch(`${app.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        throw new Error(`${url}: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as Record<string, unknown>;
    };

    // 1. Registration, as a visitor sees it (filled in).
    const visitor = await openPage(browser, app.baseUrl, { width: 1280, height: 800 });
    await visitor.page.goto('/register');
    await visitor.page.getByLabel('Prénom').fill('Léa');
    await visitor.page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
    await visitor.page.getByLabel('Adresse e-mail professionnelle').fill('lea.moreau@exemple.fr');
    await saveWebp(visitor.page, 'inscription');
    await visitor.context.close();

    // The account, its documents and its subscription, through the API.
    const { token } = (await post('/api/auth/register', {
      prenom: 'Léa',
      nom: 'Moreau',
      email,
      metier: 'macon',
      zone_geographique: 'Paris',
      password,
    })) as { token: string };
    for (const [type, title] of [
      ['kbis', 'Extrait Kbis'],
      ['urssaf', 'Attestation URSSAF'],
      ['rc_pro', 'Attestation RC Pro'],
    ] as const) {
      const form = new FormData();
      form.set('document_type', type);
      form.set('valid_until', day(120));
      form.set('file', new Blob([new Uint8Array(pdf(title))], { type: 'application/pdf' }), `${type}.pdf`);
      const response = await fetch(`${app.baseUrl}/api/documents/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 201) {
        throw new Error(`upload ${type}: ${response.status} ${await response.text()}`);
      }
    }
    const checkout = (await post('/api/payments/checkout', { plan: 'pro' }, token)) as { url: string };
    const sessionId = new URL(checkout.url, app.baseUrl).searchParams.get('session_id') ?? '';
    await post(`/api/payments/test-checkout/${sessionId}/complete`, {}, token);
    await post('/api/payments/verify-payment', { session_id: sessionId }, token);

    let tenderId = '';
    for (let i = 0; i < 150 && !tenderId; i += 1) {
      const list = await fetch(`${app.baseUrl}/api/tenders`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await list.json()) as { items: { id: string; title: string }[] };
      tenderId = body.items.find((item) => item.title === TITLE)?.id ?? '';
      if (!tenderId) {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    if (!tenderId) {
      throw new Error(`the tenders never arrived:\n${app.logs()}`);
    }

    const { page, context } = await openPage(browser, app.baseUrl, { width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/dashboard');

    // 2. The administrative file.
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('progressbar').first().waitFor();
    await page.waitForLoadState('networkidle');
    await saveWebp(page, 'dossier');

    // 3. The tender list.
    await page.goto('/tenders');
    await page.getByText(TITLE).first().waitFor();
    await page.waitForLoadState('networkidle');
    await saveWebp(page, 'appels-offres');

    // 4. A generated response.
    await page.goto(`/tenders/${tenderId}#reponse`);
    const panel = page.getByRole('region', { name: 'Réponse générée' });
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await panel.getByRole('button', { name: 'Générer la réponse' }).click();
    await panel.getByRole('tab', { name: 'Lettre de candidature' }).waitFor({ timeout: 90_000 });
    await panel.getByRole('tab', { name: 'Mémoire technique' }).click();
    await panel.getByRole('heading', { level: 3 }).first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await saveWebp(page, 'reponse');
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
    await boamp.close();
  }
}

await main();
