import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_TRADES,
  MARKET_TRADES,
  enrichResponseSchema,
  libraryHistoryResponseSchema,
  libraryItemsResponseSchema,
  libraryPreviewResponseSchema,
  marketCategoriesResponseSchema,
  marketSearchResponseSchema,
  marketSuggestionsResponseSchema,
  type EnrichRequest,
} from '@batiao/shared/contracts/market-prices';
import { errorBodySchema } from '@batiao/shared/errors';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { breakdownOf, composeCents, explain, NATIONAL_DEFAULT_RATES } from './market-prices.compose.ts';
import { readLibraryCsv } from './market-prices.csv.ts';
import { buildIndex, normalizeWords } from './market-prices.match.ts';

const clock = createTestClock(new Date('2026-11-26T09:00:00Z'));
let ctx: TestContext;
const URL_BASE = '/api/pricing/market-price';
const LIBRARY = readFileSync(new URL('./market-prices.library.csv', import.meta.url), 'utf8');

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(async () => ctx?.close());

describe('the committed library', () => {
  const { rows, errors } = readLibraryCsv(LIBRARY);

  it('reads without error: ≥ 40 ouvrages for each market trade, ≥ 8 for each other trade, a basis for every figure', () => {
    expect(errors).toEqual([]);
    for (const trade of LIBRARY_TRADES) {
      const count = rows.filter((r) => r.trade === trade).length;
      expect(count, trade).toBeGreaterThanOrEqual((MARKET_TRADES as readonly string[]).includes(trade) ? 40 : 8);
    }
    for (const row of rows) {
      expect(row.labourBasis).toMatch(/^temps : .{10,}/);
      expect(row.suppliesBasis).toMatch(/^fournitures : .{10,}/);
      expect(row.priceDate).toBe('2026-11-01');
    }
  });
});

describe('composed price arithmetic (exact cents)', () => {
  it('0,45 h × 55 €/h + fournitures 18 € × 2,3, FG 15 %, marge 20 % → 91,28 € HT', () => {
    const c = composeCents(450, 1800, NATIONAL_DEFAULT_RATES, 0);
    expect(c).toEqual({
      labourCents: 2475, // 0,45 × 55
      suppliesSoldCents: 4140, // 18 × 2,3
      costCents: 6615,
      overheadCents: 992, // 66,15 × 15 % = 9,9225
      marginCents: 1521, // 76,07 × 20 % = 15,214
      markupCents: 0,
      unitCents: 9128,
    });
    const b = breakdownOf(450, 1800, NATIONAL_DEFAULT_RATES, 0);
    expect(explain(b, 'm²')).toBe(
      '0,45 h × 55 €/h = 24,75 € + fournitures 18,00 € × 2,3 = 41,40 € → déboursé 66,15 € ; frais généraux 15 % = 9,92 € ; marge 20 % = 15,21 € → 91,28 € HT / m²',
    );
  });

  it('markups apply once on the sale price: public 15 % + urgent 20 % on 91,28 € → 123,23 €', () => {
    const c = composeCents(450, 1800, NATIONAL_DEFAULT_RATES, 3500);
    expect(c.markupCents).toBe(3195); // 91,28 × 35 % = 31,948
    expect(c.unitCents).toBe(12323);
  });

  it('uses the given rates: 1,5 h × 62,50 €/h, 100 € × 1,8, FG 12,5 %, marge 18 % → 452,76 €', () => {
    const c = composeCents(
      1500,
      10000,
      {
        hourlyRateCents: 6250,
        materialCoefficientHundredths: 180,
        overheadHundredths: 1250,
        marginHundredths: 1800,
      },
      0,
    );
    // 93,75 + 180 = 273,75 ; FG 34,22 (34,21875) ; 307,97 × 18 % = 55,43 (55,4346) ; 363,40
    expect(c.costCents).toBe(27375);
    expect(c.overheadCents).toBe(3422);
    expect(c.marginCents).toBe(5543);
    expect(c.unitCents).toBe(36340);
  });
});

describe('matching real quote wording', () => {
  const { rows } = readLibraryCsv(LIBRARY);
  const index = buildIndex(
    rows,
    (r) => `${r.designation} ${r.category}`,
    (r) => r.unit,
  );
  const best = (text: string, unit = '', trade?: string) =>
    index.best(text, unit, 1, trade ? (r) => r.trade === trade : undefined)[0];

  it('folds accents, plurals, m²/m2 and DN sizes', () => {
    expect(normalizeWords('Tuiles mécaniques en terre cuite (m²)')).toEqual(['tuile', 'mecanique', 'terre', 'cuite']);
    expect(normalizeWords('Chute PVC Ø100')).toEqual(normalizeWords('chute pvc DN 100'));
    expect(normalizeWords('Vanne DN40')).toContain('dn40');
    expect(normalizeWords('Enduit façade 12 m2')).toEqual(['enduit', 'facade', '12']);
  });

  it.each([
    ['F+P WC suspendu avec bâti', 'u', 'plombier', 'Plomberie'],
    ['Chutes EU/EV PVC Ø100', 'ml', 'plombier', 'Chute EU/EV PVC Ø100 avec colliers'],
    ['Vanne d’arrêt générale DN 40', 'u', 'plombier', "Vanne d'arrêt générale DN 40"],
    ['Couverture tuiles mecaniques terre cuite', 'm2', 'couvreur', 'Couverture en tuiles mécaniques terre cuite'],
    ['Gouttières zinc demi-rondes dév. 33', 'ml', 'couvreur', 'Gouttière zinc demi-ronde développé 33'],
    ['Prises de courant 16A 2P+T', 'u', 'electricien', 'Prise de courant 16 A 2P+T'],
    ['Peinture murs 2 couches velours', 'm2', 'peintre', 'Peinture acrylique murs 2 couches finition velours'],
    ["Relevés d'étanchéité bicouche", 'ml', 'etancheur', "Relevé d'étanchéité bicouche avec équerre de renfort"],
    ['Chaudière gaz condensation 25 kW murale', 'u', 'chauffagiste', 'Chaudière gaz à condensation murale 25 kW'],
    ['Evacuation PVC Ø40', 'ml', 'plombier', 'Évacuation PVC Ø32 à Ø50'],
    ['Radiateurs acier 1000W', 'u', 'chauffagiste', 'Radiateur acier panneau 1000 W'],
  ])('« %s » (%s, %s) → %s', (text, unit, trade, expected) => {
    const found = best(text, unit, trade);
    expect(found, text).toBeDefined();
    if (expected === 'Plomberie') {
      expect(found?.item.designation).toBe('WC suspendu avec bâti-support');
    } else {
      expect(found?.item.designation).toBe(expected);
    }
    expect(found?.score).toBeGreaterThanOrEqual(0.45);
  });

  it('keeps DN sizes apart: « vanne DN 20 » does not take the DN 40 valve', () => {
    expect(best('Vanne arrêt générale DN 20', 'u', 'plombier')?.item.designation).toBe("Vanne d'arrêt générale DN 20");
  });

  it('scores an unrelated line below the threshold', () => {
    const found = best('Location de nacelle articulée 16 m', 'u');
    expect(found === undefined || found.score < 0.45).toBe(true);
  });
});

describe('GET /api/pricing/market-price/*', () => {
  it('lists the categories with their item counts, per trade', async () => {
    const response = await ctx.app.inject(`${URL_BASE}/categories?metier=couvreur`);
    expect(response.statusCode, response.body).toBe(200);
    const { categories } = marketCategoriesResponseSchema.parse(response.json());
    expect(categories['Zinguerie']).toMatchObject({ name: 'Zinguerie', metier: 'couvreur' });
    expect(Object.values(categories).reduce((s, c) => s + c.items_count, 0)).toBe(40);
  });

  it('searches for a visitor with the national default rates and explains the price', async () => {
    const response = await ctx.app.inject(`${URL_BASE}/search?search_term=cloison%20BA13&metier=plaquiste`);
    expect(response.statusCode, response.body).toBe(200);
    const body = marketSearchResponseSchema.parse(response.json());
    expect(body.tarifs).toBe('defaut');
    const first = body.result[0];
    if (!first) {
      throw new Error('no result');
    }
    expect(first.description).toBe('Cloison 72/48 BA13 sur ossature avec isolant');
    // 0,6 h × 55 = 33 ; 16 × 2,3 = 36,80 ; 69,80 ; FG 10,47 ; 80,27 × 20 % = 16,05 ; 96,32
    expect(first.prix).toBe(96.32);
    expect(first.explication).toContain('0,6 h × 55 €/h = 33,00 €');
    expect(first.item.base_temps).toContain('NF DTU 25.41');
  });

  it('answers an empty search with a French message, and an unknown trade too', async () => {
    const blank = await ctx.app.inject(`${URL_BASE}/search?search_term=%20`);
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(errorBodySchema.parse(blank.json()).detail)).toContain('Saisissez un terme de recherche');
    const trade = await ctx.app.inject(`${URL_BASE}/search?search_term=wc&metier=astronaute`);
    expect(trade.statusCode).toBe(422);
    expect(JSON.stringify(trade.json())).toContain('Métier inconnu');
    const none = await ctx.app.inject(`${URL_BASE}/search?search_term=xylophone`);
    expect(none.json()).toMatchObject({
      success: true,
      result: [],
      message: 'Aucun ouvrage ne correspond à « xylophone »',
    });
  });

  it('suggests at most `limit` items (5 by default)', async () => {
    const response = await ctx.app.inject(`${URL_BASE}/suggestions?search_term=peinture&metier=peintre`);
    const { suggestions } = marketSuggestionsResponseSchema.parse(response.json());
    expect(suggestions).toHaveLength(5);
    expect(suggestions.every((s) => s.metier === 'peintre')).toBe(true);
    const bad = await ctx.app.inject(`${URL_BASE}/suggestions?limit=99`);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('La limite est comprise entre 1 et 20');
  });

  it('rejects a bad token with 401 rather than treating the caller as a visitor', async () => {
    const response = await ctx.app.inject({
      url: `${URL_BASE}/search?search_term=wc`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/pricing/market-price/enrich-devis', () => {
  const quote: EnrichRequest = {
    metier: 'plombier',
    devis_items: [
      { description: 'WC suspendu Geberit avec bâti', quantite: 3, unite: 'u' },
      { description: 'Chute PVC Ø100', quantite: 12.5, unite: 'ml' },
      { description: 'Location de nacelle', quantite: 1, unite: 'u' },
    ],
  };

  it('prices a visitor’s quote from the market and counts the sources', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `${URL_BASE}/enrich-devis`, payload: quote });
    expect(response.statusCode, response.body).toBe(200);
    const body = enrichResponseSchema.parse(response.json());
    const [wc, chute, nacelle] = body.enriched_items;
    expect(wc?.source).toBe('prix_marche');
    expect(wc?.match?.description).toBe('WC suspendu avec bâti-support');
    // 3,5 h × 55 = 192,50 ; 320 × 2,3 = 736 ; 928,50 ; FG 139,28 ; 1067,78 × 20 % = 213,56 ; 1281,34
    expect(wc?.prix_unitaire).toBe(1281.34);
    expect(wc?.prix_total).toBe(3844.02);
    expect(chute?.source).toBe('prix_marche');
    expect(chute?.match?.id).toBe('PLO-015');
    expect(nacelle?.source).toBe('non_trouve');
    expect(nacelle?.prix_total).toBe(0);
    expect(body.statistics).toEqual({
      total_items: 3,
      items_from_catalog: 0,
      catalog_coverage: 0,
      items_from_market: 2,
      market_coverage: 66.7,
      total_value: Math.round((3844.02 + (chute?.prix_total ?? 0)) * 100) / 100,
    });
  });

  it('the user’s catalogue wins over the market, with the user’s rates and ticked markups; never another user’s', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const saved = await alice.inject({
      method: 'POST',
      url: '/api/pricing/profile',
      payload: {
        hourly_rate: 60,
        travel_rate: 0.5,
        material_coefficient: 1.5,
        overhead_percentage: 10,
        profit_margin: 10,
        public_markup: 10,
        urgent_markup: 20,
        occupied_markup: 10,
        weekend_markup: 25,
        night_markup: 30,
        product_catalog: [
          { name: 'WC suspendu complet pack Geberit', unit: 'u', unit_price: 890, category: 'Sanitaire' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const mine = enrichResponseSchema.parse(
      (
        await alice.inject({
          method: 'POST',
          url: `${URL_BASE}/enrich-devis`,
          payload: { ...quote, contexte: { public_establishment: true } },
        })
      ).json(),
    );
    expect(mine.tarifs).toBe('profil');
    const [wc, chute] = mine.enriched_items;
    expect(wc?.source).toBe('catalogue_utilisateur');
    expect(wc?.prix_unitaire).toBe(979); // 890 + 10 %
    expect(wc?.explication).toContain('Votre catalogue');
    // Market line with Alice's rates: 0,5 h × 60 = 30 ; 11 × 1,5 = 16,50 ; 46,50 ; FG 4,65 ; 51,15 × 10 % = 5,12 (5,115) ; 56,27 ; +10 % = 5,63 → 61,90
    expect(chute?.prix_unitaire).toBe(61.9);
    expect(mine.statistics).toMatchObject({ items_from_catalog: 1, catalog_coverage: 33.3, items_from_market: 1 });
    expect(mine.majorations).toEqual([{ key: 'public_establishment', label: 'Établissement public', pct: 10 }]);

    const bobs = enrichResponseSchema.parse(
      (await bob.inject({ method: 'POST', url: `${URL_BASE}/enrich-devis`, payload: quote })).json(),
    );
    expect(bobs.enriched_items[0]?.source).toBe('prix_marche');
    expect(bobs.statistics.items_from_catalog).toBe(0);
  });

  it('validates in French: no line, too many lines, a negative quantity', async () => {
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `${URL_BASE}/enrich-devis`, payload });
    const empty = await post({ devis_items: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Ajoutez au moins une ligne au devis');
    const many = await post({ devis_items: Array.from({ length: 501 }, () => ({ description: 'x', quantite: 1 })) });
    expect(many.statusCode).toBe(422);
    expect(many.body).toContain('500 lignes au plus par devis');
    const negative = await post({ devis_items: [{ description: 'WC', quantite: -1, unite: 'u' }] });
    expect(negative.statusCode).toBe(422);
    expect(negative.body).toContain('La quantité ne peut pas être négative');
  });
});

describe('admin import of the library, with history', () => {
  const header = 'code;metier;categorie;designation;unite;temps_h;fournitures_eur;date;base_temps;base_fournitures';

  it('403 for a user, 401 for a visitor', async () => {
    const user = await registerUser(ctx.app);
    const payload = { csv: `${header}\n` };
    expect((await user.inject({ method: 'POST', url: `${URL_BASE}/library/import`, payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `${URL_BASE}/library/import`, payload })).statusCode).toBe(401);
  });

  it('updates a row, keeps its previous values with their date, adds a new one; bad lines are named in French', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const csv = [
      header,
      'PLA-001;plaquiste;Cloisons;Cloison 72/48 BA13 sur ossature avec isolant;m2;0,55;17,20;2026-12-01;temps : relevés de 3 chantiers 2026;fournitures : tarif négoce décembre 2026',
      'PLA-099;plaquiste;Cloisons;Cloison acoustique 140 mm;m²;1,1;38;2026-12-01;temps : estimation;fournitures : tarif négoce',
    ].join('\r\n');
    const bad = await admin.inject({
      method: 'POST',
      url: `${URL_BASE}/library/import`,
      payload: { csv: `${csv}\r\nPLA-100;plaquiste;Cloisons;X;m²;-1;3;2026-12-01;a;b` },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Ligne 4 : temps_h');

    const ok = await admin.inject({
      method: 'POST',
      url: `${URL_BASE}/library/import`,
      payload: { csv: `\uFEFF${csv}` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, created: 1, updated: 1, unchanged: 0 });

    const history = libraryHistoryResponseSchema.parse(
      (await ctx.app.inject(`${URL_BASE}/library/PLA-001/history`)).json(),
    );
    expect(history.item).toMatchObject({ temps_h: 0.55, fournitures: 17.2, date: '2026-12-01' });
    expect(history.history).toEqual([
      expect.objectContaining({
        temps_h: 0.6,
        fournitures: 16,
        date: '2026-11-01',
        remplace_le: '2026-11-26T09:00:00.000Z',
      }),
    ]);
    // The new figures are used at once.
    const search = marketSearchResponseSchema.parse(
      (await ctx.app.inject(`${URL_BASE}/search?search_term=cloison%20acoustique&metier=plaquiste`)).json(),
    );
    expect(search.result[0]?.code).toBe('PLA-099');
    const again = await admin.inject({ method: 'POST', url: `${URL_BASE}/library/import`, payload: { csv } });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect((await ctx.app.inject(`${URL_BASE}/library/NOPE-1/history`)).statusCode).toBe(404);
  });
});

describe('admin preview of a library import, and the list of ouvrages', () => {
  const seedLine = (code: string) => LIBRARY.split(/\r?\n/).find((l) => l.startsWith(`${code};`)) ?? '';

  it('401 for a visitor, 403 for a user', async () => {
    const user = await registerUser(ctx.app);
    const payload = { csv: `${LIBRARY.split(/\r?\n/)[0]}\n` };
    for (const [who, status] of [
      [ctx.app, 401],
      [user, 403],
    ] as const) {
      expect(
        (await who.inject({ method: 'POST', url: `${URL_BASE}/library/import/preview`, payload })).statusCode,
      ).toBe(status);
      expect((await who.inject({ method: 'GET', url: `${URL_BASE}/library/items` })).statusCode).toBe(status);
    }
  });

  it('names each line an addition, a change (with the replaced values) or unchanged, and each refused line; writes nothing', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const header = LIBRARY.split(/\r?\n/)[0] ?? '';
    const changed = seedLine('PLA-002').replace(';0,85;26;2026-11-01;', ';0,9;27,5;2026-12-01;');
    const csv = [
      header,
      changed,
      seedLine('PLA-003'),
      'PLA-300;plaquiste;Plafonds;Plafond suspendu acoustique;m²;0,7;31;2026-12-01;temps : essai;fournitures : essai',
      'PLA-301;plaquiste;Plafonds;Plafond;m²;beaucoup;31;2026-12-01;temps : essai;fournitures : essai',
    ].join('\n');
    const response = await admin.inject({
      method: 'POST',
      url: `${URL_BASE}/library/import/preview`,
      payload: { csv },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = libraryPreviewResponseSchema.parse(response.json());
    expect(preview).toMatchObject({ total_rows: 4, created: 1, updated: 1, unchanged: 1 });
    expect(preview.errors).toEqual([
      { line: 5, message: 'Ligne 5 : temps_h : nombre d’heures entre 0 et 1000, trois décimales au plus' },
    ]);
    expect(preview.changes.map((c) => [c.line, c.item.code, c.kind])).toEqual([
      [2, 'PLA-002', 'modification'],
      [3, 'PLA-003', 'inchange'],
      [4, 'PLA-300', 'ajout'],
    ]);
    const change = preview.changes[0];
    expect(change?.changed).toEqual(['temps_h', 'fournitures', 'date']);
    expect(change?.before).toMatchObject({ temps_h: 0.85, fournitures: 26, date: '2026-11-01' });
    expect(change?.item).toMatchObject({ temps_h: 0.9, fournitures: 27.5, date: '2026-12-01' });
    expect(preview.changes[2]?.before).toBeNull();

    // Nothing was written.
    const history = libraryHistoryResponseSchema.parse(
      (await ctx.app.inject(`${URL_BASE}/library/PLA-002/history`)).json(),
    );
    expect(history.item.temps_h).toBe(0.85);
    expect(history.history).toEqual([]);
    expect((await ctx.app.inject(`${URL_BASE}/library/PLA-300/history`)).statusCode).toBe(404);

    // After the import the list counts the previous version.
    const imported = await admin.inject({
      method: 'POST',
      url: `${URL_BASE}/library/import`,
      payload: { csv: csv.split('\n').slice(0, 4).join('\n') },
    });
    expect(imported.json()).toEqual({ success: true, created: 1, updated: 1, unchanged: 1 });
    const list = libraryItemsResponseSchema.parse(
      (await admin.inject({ method: 'GET', url: `${URL_BASE}/library/items` })).json(),
    );
    expect(list.items.length).toBeGreaterThanOrEqual(313);
    expect(list.items.find((i) => i.code === 'PLA-002')).toMatchObject({
      origine: 'import',
      versions_precedentes: 1,
      temps_h: 0.9,
    });
    expect(list.items.find((i) => i.code === 'PLA-003')).toMatchObject({ origine: 'seed', versions_precedentes: 0 });
  });
});

describe('XLSX export', () => {
  it('writes the lines, sources and totals HT / TVA / TTC, read back', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${URL_BASE}/export.xlsx`,
      payload: {
        tva: 10,
        lines: [
          {
            description: 'WC suspendu',
            quantite: 3,
            unite: 'u',
            prix_unitaire: 1281.34,
            source: 'prix_marche',
            explication: 'x',
          },
          { description: '=cmd()', quantite: 2.5, unite: 'ml', prix_unitaire: 10.01, source: 'catalogue_utilisateur' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('devis-chiffre.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Devis') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Désignation');
    expect(sheet.getRow(2).getCell(6).value).toBe('Marché');
    expect(sheet.getRow(3).getCell(1).value).toBe('=cmd()');
    expect(sheet.getRow(3).getCell(6).value).toBe('Catalogue');
    const result = (row: number) => (sheet.getRow(row).getCell(5).value as { result: number }).result;
    expect(result(2)).toBe(3844.02);
    expect(result(3)).toBe(25.03); // 2,5 × 10,01 = 25,025 → 25,03
    expect(result(4)).toBe(3869.05);
    expect(result(5)).toBe(386.91);
    expect(result(6)).toBe(4255.96);
    expect(sheet.getRow(5).getCell(3).value).toBe('TVA 10 %');
  });
});
