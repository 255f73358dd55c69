import { readFileSync, readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedDpgfSchema, type PricedDpgf, type PricedLine } from '@batiao/shared/contracts/tender-files';
import { tenderSubmissionResponseSchema } from '@batiao/shared/contracts/tenders';
import { users } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { CCTP_PAGES, makeDpgf, makePdf, realDceDir } from '../../test/fixtures/dce.ts';
import { multipart } from '../../test/multipart.ts';
import { labourOf, lineKey, markupsOf, totalsOf } from './tender-files.pricing.ts';

/**
 * The priced DPGF (issue 16, ADR 030) over HTTP: every métré line priced from the user's catalogue,
 * then the market library, then a composed price; the markups that apply; the review kept; the
 * buyer's spreadsheet filled in and read back; the PDF summary; the standard layout.
 */

const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
let ctx: TestContext;
let artisan: TestUser;
let marketOnly: TestUser;
let stranger: TestUser;
let reader: TestUser;

const RATES = {
  hourly_rate: 50,
  travel_rate: 0.6,
  material_coefficient: 1.5,
  overhead_percentage: 10,
  profit_margin: 10,
  public_markup: 15,
  urgent_markup: 20,
  occupied_markup: 10,
  weekend_markup: 25,
  night_markup: 30,
};

async function subscribe(user: TestUser) {
  await ctx.database.db
    .update(users)
    .set({ subscriptionActive: true, subscriptionPlan: 'pro', subscriptionStatus: 'active' })
    .where(eq(users.id, user.user.id));
}

async function saveProfile(user: TestUser, products: { name: string; unit: string; unit_price: number }[]) {
  const saved = await user.inject({
    method: 'POST',
    url: '/api/pricing/profile',
    payload: { ...RATES, product_catalog: products },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
}

async function submitTender(user: TestUser, fields: { title: string; authority: string; deadline: string }) {
  const response = await user.inject({
    method: 'POST',
    url: '/api/tenders/submit',
    payload: {
      ...fields,
      description: 'Travaux de maçonnerie et de réseaux enterrés.',
      location: '69530 Brignais',
      amount: 85_000,
      execution_delay: '3 mois',
      contact_email: 'marches@example.fr',
      contact_phone: '04 78 05 15 22',
      source_url: '',
      requirements: 'Assurance décennale',
      dce_content: 'RC, CCTP, DPGF',
      notes: '',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return tenderSubmissionResponseSchema.parse(response.json()).id;
}

const MONEY = '#,##0.00 "€"';

/** The buyer's DPGF: a RECAP, a merged title, a header with styles, formulas for amounts and totals. */
async function buyerDpgf(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const recap = workbook.addWorksheet('RECAP');
  recap.addRow(['RÉCAPITULATIF']);
  recap.addRow(['Ouvrage', 'Montant HT']);
  recap.addRow(['Lot 02', { formula: "'DPGF'!F11", result: 0 }]);
  const sheet = workbook.addWorksheet('DPGF');
  sheet.addRow(['DPGF – LOT 02 MAÇONNERIE']);
  sheet.mergeCells('A1:F1');
  sheet.addRow([]);
  const header = sheet.addRow(['N°', 'Désignation', 'Unité', 'Qté', 'P.U. HT', 'Montant HT']);
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  });
  sheet.addRow(['1', 'MAÇONNERIE']);
  const lines: [string, string, number | null][] = [
    ['Mur en blocs béton ép. 20 cm', 'm2', 120],
    ['Enduit monocouche gratté sur parpaings', 'M2', 35.5],
    ['Main d’œuvre en régie', 'h', 16],
    ['Prestation xyzzy sans équivalent', 'u', 3],
    ['Regard béton 40x40 avec tampon', 'U', 2],
  ];
  for (const [designation, unit, quantity] of lines) {
    const row = sheet.addRow([null, designation, unit, quantity, null, null]);
    const r = row.number;
    row.getCell(5).numFmt = MONEY;
    row.getCell(6).value = { formula: `IF(OR(D${r}="",E${r}=""),"",D${r}*E${r})`, result: '' } as ExcelJS.CellValue;
    row.getCell(6).numFmt = MONEY;
  }
  sheet.addRow([null, 'Sous-total 1', null, null, null, { formula: 'SUM(F5:F9)', result: 0 }]); // row 10
  sheet.addRow([null, 'TOTAL HT', null, null, null, { formula: 'F10', result: 0 }]); // row 11
  sheet.addRow([null, 'TVA 20 %', null, null, null, { formula: 'F11*0.2', result: 0 }]); // row 12
  sheet.addRow([null, 'TOTAL TTC', null, null, null, { formula: 'F11+F12', result: 0 }]); // row 13
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(user: TestUser, tenderId: string, files: { filename: string; data: Buffer }[]) {
  const body = multipart(files.map((f) => ({ name: 'file', filename: f.filename, data: f.data })));
  const response = await user.inject({
    method: 'POST',
    url: `/api/tenders/${tenderId}/files`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function extract(user: TestUser, tenderId: string) {
  const response = await user.inject({ method: 'POST', url: `/api/tenders/${tenderId}/extract-metres` });
  expect(response.statusCode, response.body).toBe(200);
}

async function pricedLines(user: TestUser, tenderId: string): Promise<PricedDpgf> {
  const response = await user.inject(`/api/tenders/${tenderId}/priced-dpgf/lines`);
  expect(response.statusCode, response.body).toBe(200);
  return pricedDpgfSchema.parse(response.json());
}

async function review(user: TestUser, tenderId: string, body: Record<string, unknown>): Promise<PricedDpgf> {
  const response = await user.inject({
    method: 'PUT',
    url: `/api/tenders/${tenderId}/priced-dpgf/lines`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return pricedDpgfSchema.parse(response.json());
}

const NO_MARKUPS = {
  public_establishment: false,
  urgent_deadline: false,
  occupied_site: false,
  weekend_work: false,
  night_work: false,
};

const byPoste =
  (priced: PricedDpgf) =>
  (start: string): PricedLine => {
    const line = priced.lignes.find((l) => l.poste.startsWith(start));
    if (!line) {
      throw new Error(`${start} not in ${priced.lignes.map((l) => l.poste).join(' | ')}`);
    }
    return line;
  };

/** The composed price in exact cents (ADR 021): labour + supplies × coefficient, + FG, + margin, + markups. */
function composed(hours: number, supplies: number, markupPct = 0): number {
  const half = (n: number) => Math.round(n);
  const labour = half(hours * 1000 * RATES.hourly_rate * 100) / 1000;
  const sold = half(supplies * 100 * RATES.material_coefficient);
  const cost = half(labour) + sold;
  const overhead = half((cost * RATES.overhead_percentage * 100) / 10000);
  const margin = half(((cost + overhead) * RATES.profit_margin * 100) / 10000);
  const before = cost + overhead + margin;
  return (before + half((before * markupPct * 100) / 10000)) / 100;
}

let plainTender: string;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir: mkdtempSync(path.join(tmpdir(), 'batiao-priced-')) });
  artisan = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  marketOnly = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  stranger = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  reader = await registerUser(ctx.app, { metier: 'macon', zone_geographique: 'Lyon' });
  for (const user of [artisan, marketOnly, stranger]) {
    await subscribe(user);
  }
  await saveProfile(artisan, [
    { name: 'Mur blocs béton ép. 20 cm', unit: 'm²', unit_price: 45.5 },
    { name: 'Regard béton 40x40 avec tampon', unit: 'u', unit_price: 120 },
  ]);
  await saveProfile(marketOnly, []);
  // Same designations, other prices: never read for another user.
  await saveProfile(stranger, [
    { name: 'Mur blocs béton ép. 20 cm', unit: 'm²', unit_price: 999 },
    { name: 'Regard béton 40x40 avec tampon', unit: 'u', unit_price: 888 },
  ]);
  // A commune, a deadline three months away, no CCTP: no markup applies.
  plainTender = await submitTender(artisan, {
    title: 'Extension de la salle des fêtes',
    authority: 'Commune de Brignais',
    deadline: '2027-02-20T12:00',
  });
  await upload(artisan, plainTender, [{ filename: 'DPGF lot 02.xlsx', data: await buyerDpgf() }]);
});

afterAll(async () => {
  await ctx.close();
});

describe('pricing every métré line', () => {
  it('answers 409 before the extraction, 403 to a non-subscriber, 404 on another user’s tender', async () => {
    const before = await artisan.inject(`/api/tenders/${plainTender}/priced-dpgf/lines`);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ detail: 'Extrayez d’abord les métrés de ce dossier pour les chiffrer.' });
    await extract(artisan, plainTender);
    expect((await reader.inject(`/api/tenders/${plainTender}/priced-dpgf/lines`)).statusCode).toBe(403);
    // A submitted tender is its author's only.
    expect((await stranger.inject(`/api/tenders/${plainTender}/priced-dpgf/lines`)).statusCode).toBe(404);
    expect(
      (await stranger.inject({ method: 'PUT', url: `/api/tenders/${plainTender}/priced-dpgf/lines`, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.inject({ method: 'POST', url: `/api/tenders/${plainTender}/priced-dpgf` })).statusCode).toBe(
      404,
    );
  });

  it('takes the user’s catalogue first, then the market library, then a composed price, and says why', async () => {
    const priced = await pricedLines(artisan, plainTender);
    const line = byPoste(priced);
    expect(priced.lignes).toHaveLength(5);
    expect(priced.majorations.filter((m) => m.applique)).toEqual([]);
    expect(priced.majorations.find((m) => m.key === 'urgent_deadline')?.raison).toMatch(/20\/02\/2027, dans 90 jours/);
    expect(priced.fichier_acheteur).toBe('DPGF lot 02.xlsx');
    expect(priced.export).toBe('fichier_acheteur');

    const wall = line('Mur en blocs béton');
    expect(wall).toMatchObject({ source: 'catalogue_utilisateur', prix_unitaire: 45.5, quantite: 120, montant: 5460 });
    expect(wall.correspondance).toMatchObject({ kind: 'catalogue', description: 'Mur blocs béton ép. 20 cm' });
    expect(wall.explication).toContain('Votre catalogue');
    expect(line('Regard béton')).toMatchObject({ source: 'catalogue_utilisateur', prix_unitaire: 120, montant: 240 });

    // MAC-008: 0,45 h and 8 € of supplies, with this user's 50 €/h, ×1,5, 10 % and 10 %.
    const render = line('Enduit monocouche');
    expect(render.source).toBe('prix_marche');
    expect(render.correspondance).toMatchObject({ kind: 'marche', id: 'MAC-008' });
    expect(render.prix_unitaire).toBe(composed(0.45, 8));
    expect(render.explication).toMatch(/0,45 h × 50 €\/h = 22,50 € \+ fournitures 8,00 € × 1,5 = 12,00 €/);

    const labour = line('Main d’œuvre en régie');
    expect(labour.source).toBe('compose');
    expect(labour.prix_unitaire).toBe(composed(1, 0));
    expect(labour.explication).toMatch(/^Prix composé \(ligne à l’heure\) : 1 h × 50 €\/h = 50,00 €/);

    const unknown = line('Prestation xyzzy');
    expect(unknown).toMatchObject({ source: 'non_trouve', prix_unitaire: null, montant: null });

    expect(priced.statistiques).toMatchObject({
      lignes: 5,
      catalogue_utilisateur: 2,
      prix_marche: 1,
      compose: 1,
      non_trouve: 1,
      modifiees: 0,
    });
    const ht = priced.lignes.reduce((sum, l) => sum + Math.round((l.montant ?? 0) * 100), 0) / 100;
    expect(priced.totaux).toEqual({ ht, tva: Math.round(ht * 20) / 100, ttc: Math.round(ht * 120) / 100 });
  });

  it('never reads another user’s catalogue; a user with no catalogue gets market, composed or not found', async () => {
    const theirs = await submitTender(marketOnly, {
      title: 'Extension de la salle des fêtes',
      authority: 'Commune de Brignais',
      deadline: '2027-02-20T12:00',
    });
    await upload(marketOnly, theirs, [{ filename: 'DPGF lot 02.xlsx', data: await buyerDpgf() }]);
    await extract(marketOnly, theirs);
    const priced = await pricedLines(marketOnly, theirs);
    expect(priced.lignes.map((l) => l.source)).not.toContain('catalogue_utilisateur');
    expect(priced.lignes.map((l) => l.prix_unitaire)).not.toContain(999);
    expect(priced.lignes.map((l) => l.prix_unitaire)).not.toContain(888);
    const line = byPoste(priced);
    expect(line('Regard béton')).toMatchObject({ source: 'prix_marche', prix_unitaire: composed(2, 85) });
    expect(line('Main d’œuvre en régie').source).toBe('compose');
    expect(line('Prestation xyzzy').source).toBe('non_trouve');
    // The artisan's lines are still theirs.
    expect(byPoste(await pricedLines(artisan, plainTender))('Mur en blocs').prix_unitaire).toBe(45.5);
  });

  it('applies the markups only when they apply, and the user’s choice wins', async () => {
    // A hospital, a deadline in 13 days, a CCTP that says the site stays occupied.
    const hospital = await submitTender(artisan, {
      title: 'Réfection des réseaux du bâtiment B',
      authority: 'Centre hospitalier de Vienne',
      deadline: '2026-12-05T12:00',
    });
    await upload(artisan, hospital, [
      { filename: 'DPGF lot 02.xlsx', data: await buyerDpgf() },
      { filename: 'CCTP lot 02.pdf', data: await makePdf(CCTP_PAGES) },
    ]);
    await extract(artisan, hospital);
    const priced = await pricedLines(artisan, hospital);
    const applied = Object.fromEntries(priced.majorations.map((m) => [m.key, m.applique]));
    expect(applied).toEqual({
      public_establishment: true,
      urgent_deadline: true,
      occupied_site: true,
      weekend_work: false,
      night_work: false,
    });
    expect(priced.majorations.find((m) => m.key === 'public_establishment')?.raison).toContain(
      'Centre hospitalier de Vienne',
    );
    expect(priced.majorations.find((m) => m.key === 'occupied_site')?.raison).toMatch(/CCTP lot 02\.pdf, page \d/);
    const pct = 15 + 20 + 10;
    const line = byPoste(priced);
    // The catalogue price plus the markups; the market and composed prices with the markups on top.
    expect(line('Mur en blocs').prix_unitaire).toBe(Math.round(4550 + (4550 * pct) / 100) / 100);
    expect(line('Mur en blocs').explication).toContain('majorations 45 %');
    expect(line('Enduit monocouche').prix_unitaire).toBe(composed(0.45, 8, pct));
    expect(line('Main d’œuvre').prix_unitaire).toBe(composed(1, 0, pct));

    // The user turns the occupied site off: only the two others remain.
    const chosen = await review(artisan, hospital, { majorations: { occupied_site: false } });
    const occupied = chosen.majorations.find((m) => m.key === 'occupied_site');
    expect(occupied).toMatchObject({ applique: false, choisi: true });
    expect(byPoste(chosen)('Enduit monocouche').prix_unitaire).toBe(composed(0.45, 8, 35));
  });

  it('keeps the user’s reviewed prices per user and tender, and refuses bad input in French', async () => {
    const priced = await pricedLines(artisan, plainTender);
    const unknown = byPoste(priced)('Prestation xyzzy');
    const wall = byPoste(priced)('Mur en blocs');
    const saved = await review(artisan, plainTender, {
      prix: [
        { cle: unknown.cle, prix_unitaire: 12.345 },
        // Same as computed: not an edit.
        { cle: wall.cle, prix_unitaire: 45.5 },
      ],
      taux_tva: 10,
    });
    expect(byPoste(saved)('Prestation xyzzy')).toMatchObject({
      source: 'non_trouve',
      prix_calcule: null,
      prix_unitaire: 12.35,
      modifie: true,
      montant: 37.05,
    });
    expect(byPoste(saved)('Mur en blocs').modifie).toBe(false);
    expect(saved.taux_tva).toBe(10);
    expect(saved.statistiques.modifiees).toBe(1);
    expect(saved.revu_le).toBe(clock.now().toISOString());
    // Read back later: the same.
    const again = await pricedLines(artisan, plainTender);
    expect(byPoste(again)('Prestation xyzzy').prix_unitaire).toBe(12.35);
    expect(again.totaux.tva).toBe(Math.round(again.totaux.ht * 10) / 100);

    const negative = await artisan.inject({
      method: 'PUT',
      url: `/api/tenders/${plainTender}/priced-dpgf/lines`,
      payload: { prix: [{ cle: unknown.cle, prix_unitaire: -1 }] },
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.body).toContain('Le prix unitaire ne peut pas être négatif');
    const tva = await artisan.inject({
      method: 'PUT',
      url: `/api/tenders/${plainTender}/priced-dpgf/lines`,
      payload: { taux_tva: 7 },
    });
    expect(tva.statusCode).toBe(422);
    expect(tva.body).toContain('Taux de TVA : 20, 10 ou 5,5 %');
    const stale = await artisan.inject({
      method: 'PUT',
      url: `/api/tenders/${plainTender}/priced-dpgf/lines`,
      payload: { prix: [{ cle: 'inconnue', prix_unitaire: 3 }] },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.body).toContain('Ligne inconnue');
  });
});

describe('the export', () => {
  it('writes every priced line in the buyer’s own spreadsheet, keeps its formulas and styles, and its totals add up', async () => {
    await review(artisan, plainTender, { prix: [], majorations: NO_MARKUPS, taux_tva: 20 });
    const priced = await pricedLines(artisan, plainTender);
    const response = await artisan.inject({ method: 'POST', url: `/api/tenders/${plainTender}/priced-dpgf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('DPGF%20lot%2002.xlsx');
    expect(response.headers['x-lines']).toBe('5');
    expect(response.headers['x-priced-lines']).toBe('4');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['RECAP', 'DPGF']);
    const sheet = workbook.getWorksheet('DPGF');
    if (!sheet) {
      throw new Error('DPGF sheet');
    }
    const num = (value: ExcelJS.CellValue) =>
      typeof value === 'number' ? value : ((value as ExcelJS.CellFormulaValue | null)?.result as number);
    let htCents = 0;
    for (let r = 5; r <= 9; r += 1) {
      const row = sheet.getRow(r);
      const line = priced.lignes.find((l) => l.poste === row.getCell(2).value);
      expect(line, `row ${r}`).toBeDefined();
      const amount = row.getCell(6).value as ExcelJS.CellFormulaValue;
      // The buyer's formula is kept, its style too.
      expect(amount.formula).toBe(`IF(OR(D${r}="",E${r}=""),"",D${r}*E${r})`);
      expect(row.getCell(5).numFmt).toBe(MONEY);
      if (line?.prix_unitaire === null) {
        expect(row.getCell(5).value).toBeNull();
        continue;
      }
      expect(row.getCell(5).value).toBe(line?.prix_unitaire);
      const expected = Math.round(Number(row.getCell(4).value) * Number(row.getCell(5).value) * 100) / 100;
      expect(amount.result).toBe(expected);
      htCents += Math.round(expected * 100);
    }
    expect(htCents / 100).toBe(priced.totaux.ht);
    expect(sheet.getCell('F10').value).toEqual({ formula: 'SUM(F5:F9)', result: priced.totaux.ht });
    expect(sheet.getCell('F11').value).toEqual({ formula: 'F10', result: priced.totaux.ht });
    expect(sheet.getCell('F12').value).toEqual({ formula: 'F11*0.2', result: priced.totaux.tva });
    expect(num(sheet.getCell('F13').value)).toBe(priced.totaux.ttc);
    expect(Math.round((num(sheet.getCell('F11').value) + num(sheet.getCell('F12').value)) * 100) / 100).toBe(
      num(sheet.getCell('F13').value),
    );
    expect(workbook.getWorksheet('RECAP')?.getCell('B3').value).toEqual({
      formula: "'DPGF'!F11",
      result: priced.totaux.ht,
    });
    expect(sheet.getCell('A1').isMerged).toBe(true);
    expect((sheet.getCell('A3').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFDDEBF7');
  });

  it('fills the DPGF with the real traps: per-building sheets, empty total cells, sub-totals, a PM line', async () => {
    const traps = await submitTender(artisan, {
      title: 'Extension de la salle des fêtes',
      authority: 'Commune de Brignais',
      deadline: '2027-02-20T12:00',
    });
    await upload(artisan, traps, [{ filename: 'DPGF lot 02.xlsx', data: await makeDpgf() }]);
    const response = await artisan.inject({ method: 'POST', url: `/api/tenders/${traps}/priced-dpgf` });
    expect(response.statusCode, response.body).toBe(200);
    const priced = await pricedLines(artisan, traps);
    expect(priced.lignes.length).toBeGreaterThan(10);
    expect(byPoste(priced)('Essais d’étanchéité')).toMatchObject({
      source: 'non_trouve',
      explication: 'Pour mémoire : ligne sans prix.',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('BAT A');
    const rowOf = (label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet?.eachRow((row) => {
        if (row.getCell(2).value === label) {
          found = row;
        }
      });
      if (!found) {
        throw new Error(label);
      }
      return found;
    };
    const value = (cell: ExcelJS.Cell) =>
      typeof cell.value === 'number'
        ? cell.value
        : Number((cell.value as ExcelJS.CellFormulaValue | null)?.result ?? 0);
    let htCents = 0;
    for (const line of priced.lignes.filter((l) => l.origine.includes(' › BAT A › '))) {
      const row = sheet?.getRow(Number(/ligne (\d+)$/.exec(line.origine)?.[1]));
      expect(row?.getCell(5).value ?? null, line.poste).toBe(line.prix_unitaire);
      htCents += Math.round((line.montant ?? 0) * 100);
      if (line.montant !== null) {
        expect(value(row?.getCell(6) as ExcelJS.Cell), line.poste).toBe(line.montant);
      }
    }
    // The buyer left the totals empty: they are written, and add up.
    const ht = value(rowOf('TOTAL HT').getCell(6));
    expect(ht).toBe(htCents / 100);
    expect(value(rowOf('TVA 20 %').getCell(6))).toBe(Math.round(htCents * 0.2) / 100);
    expect(value(rowOf('TOTAL TTC').getCell(6))).toBe((htCents + Math.round(htCents * 0.2)) / 100);
    // A sub-total keeps the buyer's SUM, with its result over its range.
    const sub = rowOf('Sous-total 2.1').getCell(6).value as ExcelJS.CellFormulaValue;
    expect(sub.formula).toMatch(/^SUM\(F4:F\d+\)$/);
    expect(typeof sub.result).toBe('number');
  });

  it('uses the reviewed prices in the export', async () => {
    const priced = await pricedLines(artisan, plainTender);
    const unknown = byPoste(priced)('Prestation xyzzy');
    await review(artisan, plainTender, { prix: [{ cle: unknown.cle, prix_unitaire: 75 }], majorations: NO_MARKUPS });
    const response = await artisan.inject({ method: 'POST', url: `/api/tenders/${plainTender}/priced-dpgf` });
    expect(response.headers['x-priced-lines']).toBe('5');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('DPGF')?.getRow(8);
    expect(row?.getCell(2).value).toBe('Prestation xyzzy sans équivalent');
    expect(row?.getCell(5).value).toBe(75);
    expect((row?.getCell(6).value as ExcelJS.CellFormulaValue).result).toBe(225);
  });

  it('gives a PDF summary with the totals', async () => {
    const priced = await pricedLines(artisan, plainTender);
    const response = await artisan.inject({
      method: 'POST',
      url: `/api/tenders/${plainTender}/priced-dpgf?format=pdf`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const eur = (n: number) =>
      `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} €`;
    const flat = text.replace(/[\s\u00a0\u202f]+/g, ' ');
    for (const amount of [priced.totaux.ht, priced.totaux.tva, priced.totaux.ttc]) {
      expect(flat).toContain(eur(amount).replace(/[\s\u00a0\u202f]+/g, ' '));
    }
    expect(flat).toContain('Total HT');
    expect(flat).toContain('Acheteur : Commune de Brignais');
    expect(flat).toContain('Mur en blocs béton ép. 20 cm');
    const bad = await artisan.inject({ method: 'POST', url: `/api/tenders/${plainTender}/priced-dpgf?format=doc` });
    expect(bad.statusCode).toBe(422);
  });

  it('builds a standard DPGF when the quantities come from the CCTP (an estimate)', async () => {
    const estimate = await submitTender(artisan, {
      title: 'Cloisons des salles de classe',
      authority: 'Commune de Brignais',
      deadline: '2027-02-20T12:00',
    });
    await upload(artisan, estimate, [{ filename: 'CCTP lot 02.pdf', data: await makePdf(CCTP_PAGES) }]);
    // No extraction asked: the export extracts first.
    const response = await artisan.inject({ method: 'POST', url: `/api/tenders/${estimate}/priced-dpgf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('DPGF.xlsx');
    const priced = await pricedLines(artisan, estimate);
    expect(priced).toMatchObject({ type: 'estimation', export: 'dpgf_standard', fichier_acheteur: null });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DPGF');
    expect(sheet?.getRow(5).values).toEqual([
      undefined,
      'N°',
      'Désignation',
      'Unité',
      'Quantité',
      'P.U. HT',
      'Montant HT',
      'Source',
    ]);
    const found: Record<string, ExcelJS.CellValue> = {};
    sheet?.eachRow((row) => {
      const label = row.getCell(2).value;
      if (typeof label === 'string') {
        found[label] = row.getCell(6).value;
      }
    });
    expect(found['TOTAL HT']).toMatchObject({ result: priced.totaux.ht });
    expect((found['TOTAL HT'] as ExcelJS.CellFormulaValue).formula).toMatch(/^F\d+(\+F\d+)*$/);
    expect(found['TOTAL TTC']).toMatchObject({ result: priced.totaux.ttc });
    for (const line of priced.lignes) {
      expect(found[line.poste], line.poste).toMatchObject({ formula: expect.stringMatching(/^IF\(OR/) });
    }
  });
});

describe('the pure rules', () => {
  const rates = { public_establishment: 15, urgent_deadline: 20, occupied_site: 10, weekend_work: 25, night_work: 30 };
  const now = new Date('2026-11-22T09:00:00Z');
  const facts = { buyerName: 'Commune de Brignais', title: 'Salle des fêtes', deadline: null, analysis: null, now };
  const applied = (list: ReturnType<typeof markupsOf>) => list.filter((m) => m.applique).map((m) => m.key);

  it('reads the markups from the buyer, the deadline and the CCTP constraints', () => {
    expect(applied(markupsOf(facts, rates, {}))).toEqual([]);
    expect(applied(markupsOf({ ...facts, buyerName: 'Lycée Ampère' }, rates, {}))).toEqual(['public_establishment']);
    expect(applied(markupsOf({ ...facts, title: 'Rénovation de l’EHPAD Les Tilleuls' }, rates, {}))).toEqual([
      'public_establishment',
    ]);
    expect(applied(markupsOf({ ...facts, deadline: '2026-12-21T12:00:00Z' }, rates, {}))).toEqual(['urgent_deadline']);
    expect(applied(markupsOf({ ...facts, deadline: '2026-12-23T12:00:00Z' }, rates, {}))).toEqual([]);
    expect(applied(markupsOf({ ...facts, deadline: '2026-11-01T12:00:00Z' }, rates, {}))).toEqual([]);
    const constraint = (type: 'horaires' | 'site_occupe', texte: string) => ({
      type,
      libelle: '',
      texte,
      fichier: 'CCTP.pdf',
      page: 4,
    });
    const analysis = {
      contraintes: [
        constraint('site_occupe', 'Les locaux restent occupés pendant les travaux.'),
        constraint('horaires', 'Travaux de nuit entre 22 h et 5 h.'),
        constraint('horaires', 'Interventions possibles le samedi.'),
      ],
    };
    expect(applied(markupsOf({ ...facts, analysis }, rates, {}))).toEqual([
      'occupied_site',
      'weekend_work',
      'night_work',
    ]);
    expect(
      applied(markupsOf({ ...facts, analysis }, rates, { night_work: false, public_establishment: true })),
    ).toEqual(['public_establishment', 'occupied_site', 'weekend_work']);
  });

  it('composes hours and days, keys lines stably, and totals in exact cents', () => {
    expect(labourOf('h')).toMatchObject({ milliHours: 1000 });
    expect(labourOf('jour')).toMatchObject({ milliHours: 7000 });
    expect(labourOf('m²')).toBeNull();
    const row = { source: 'DPGF.xlsx › BAT A › ligne 7', code: '2.1', poste: 'Mur' };
    expect(lineKey(row)).toBe(lineKey({ ...row }));
    expect(lineKey(row)).not.toBe(lineKey({ ...row, source: 'DPGF.xlsx › BAT B › ligne 7' }));
    expect(totalsOf([{ montant: 0.1 }, { montant: 0.2 }, { montant: null }], 5.5)).toEqual({
      ht: 0.3,
      tva: 0.02,
      ttc: 0.32,
    });
  });
});

const realDir = realDceDir();
describe.skipIf(!realDir)('the real DPGF of ../shared/data/dce (skipped without ../shared)', () => {
  it('prices the real CVC DPGF and writes every priced line back in the buyer’s file', async () => {
    const file = readdirSync(realDir ?? '').find((f) => f.startsWith('dpgf_') && f.endsWith('.xlsx'));
    expect(file).toBeDefined();
    const tender = await submitTender(artisan, {
      title: 'Lot 303 CVC – 45 logements',
      authority: 'Commune de Lumbin',
      deadline: '2027-02-20T12:00',
    });
    await upload(artisan, tender, [{ filename: file ?? '', data: readFileSync(path.join(realDir ?? '', file ?? '')) }]);
    await extract(artisan, tender);
    const priced = await pricedLines(artisan, tender);
    expect(priced.lignes.length).toBeGreaterThan(500);
    const response = await artisan.inject({ method: 'POST', url: `/api/tenders/${tender}/priced-dpgf` });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    let checked = 0;
    for (const line of priced.lignes.filter((l) => l.prix_unitaire !== null)) {
      const at = / › (.*) › ligne (\d+)$/.exec(line.origine);
      const sheet = workbook.worksheets.find((s) => s.name.replace(/\s+/g, ' ').trim() === at?.[1]);
      const values = sheet?.getRow(Number(at?.[2])).values as ExcelJS.CellValue[];
      expect(values, line.origine).toContain(line.prix_unitaire);
      checked += 1;
    }
    expect(checked).toBe(Number(response.headers['x-priced-lines']));
  });
});
