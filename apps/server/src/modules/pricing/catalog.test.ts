import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_DESCRIPTION_REQUIRED,
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_ITEM_ADDED,
  catalogImportAnalysisSchema,
  catalogImportResultSchema,
  catalogItemResponseSchema,
  catalogResponseSchema,
  catalogSearchResponseSchema,
  pricingProfileResponseSchema,
  type CatalogImportMapping,
  type CatalogItemInput,
} from '@batiao/shared/contracts/pricing';
import { errorBodySchema } from '@batiao/shared/errors';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';

const clock = createTestClock(new Date('2026-11-26T08:00:00Z'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});

afterAll(async () => {
  await ctx?.close();
});

async function tree(user: TestUser) {
  const response = await user.inject('/api/pricing/catalog');
  expect(response.statusCode, response.body).toBe(200);
  return catalogResponseSchema.parse(response.json());
}

async function add(user: TestUser, item: CatalogItemInput) {
  const response = await user.inject({ method: 'POST', url: '/api/pricing/catalog/item', payload: item });
  expect(response.statusCode, response.body).toBe(201);
  return catalogItemResponseSchema.parse(response.json());
}

async function search(user: TestUser, q: string) {
  const response = await user.inject({ url: '/api/pricing/catalog/search', query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return catalogSearchResponseSchema.parse(response.json()).results;
}

function messagesOf(body: string): string[] {
  const detail = errorBodySchema.parse(JSON.parse(body)).detail;
  return typeof detail === 'string' ? [detail] : detail.map((d) => d.message);
}

function upload(
  user: TestUser,
  url: string,
  file: { data: Buffer; filename: string },
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.filename, data: file.data },
  ]);
  return user.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

async function importFile(
  user: TestUser,
  file: { data: Buffer; filename: string },
  mapping: CatalogImportMapping,
  extra: Record<string, string> = {},
) {
  const response = await upload(user, '/api/pricing/catalog/import', file, {
    mapping: JSON.stringify(mapping),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return catalogImportResultSchema.parse(response.json());
}

/** What a plumber's supplier sends: French Excel CSV (BOM, `;`, decimal comma), units written many ways. */
const SUPPLIER_CSV = [
  'Tarif Sanitaire Chauffage 2026;;;;',
  'Référence;Désignation;Unité;Prix net HT;Famille',
  'CU-DN40;Tube cuivre écroui DN 40 (barre de 4 m);ML;12,45;Cuivre',
  'CU-CD40;"Coude cuivre 90° DN40, à souder";U;3,10 €;Cuivre',
  'PER-16;Tube PER nu DN16;m.l.;0,89;Synthétique',
  'CAR-6060;Carrelage grès cérame 60x60;M²;"1 234,56";Carrelage',
  'FORF-MES;Mise en service chaudière;Ft;180;Services',
  'SANS-DESIGNATION;;u;4,5;',
  'SANS-PRIX;Robinet d’arrêt 1/4 de tour;u;;Robinetterie',
  'MAL-PRIX;Vanne à sphère;u;douze euros;Robinetterie',
  'NEG-1;Remise exceptionnelle;u;-5;',
  'PAL-1;Sable 0/4;palette;45;Matériaux',
  'GAL-1;Antigel;gallon;8,90;Chauffage',
  '',
  'CU-DN40;Tube cuivre doublon;ml;13;Cuivre',
].join('\r\n');
const SUPPLIER_MAPPING: CatalogImportMapping = { ref: 0, description: 1, unite: 2, prix: 3, category: 4 };
const csvFile = (text: string, bom = true) => ({
  data: Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]),
  filename: 'tarif.csv',
});

async function xlsxFile(build: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tarif 2026');
  build(sheet, workbook);
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), filename: 'tarif.xlsx' };
}

describe('GET /api/pricing/catalog and the one store', () => {
  it('needs a session on every catalogue route (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/pricing/catalog'],
      ['GET', '/api/pricing/catalog/search?q=tuile'],
      ['POST', '/api/pricing/catalog/item'],
      ['PUT', '/api/pricing/catalog/item/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/pricing/catalog/item/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/pricing/catalog/import/analyze'],
      ['POST', '/api/pricing/catalog/import'],
    ] as const) {
      // A valid body: the body is checked before the session (ADR 018).
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { description: 'Tuile', prix: 1 };
      const response = await ctx.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers an empty tree and zero statistics for a new user', async () => {
    const user = await registerUser(ctx.app);
    expect(await tree(user)).toEqual({
      success: true,
      catalog: { catalog_type: 'utilisateur', catalog_data: {} },
      statistics: {
        total_items: 0,
        total_categories: 0,
        total_subcategories: 0,
        average_price: null,
        max_items: 5000,
      },
    });
  });

  it('adds an item with the spec’s fields and message, m2 by default, and shows it in the tree and the statistics', async () => {
    const user = await registerUser(ctx.app);
    const added = await add(user, {
      category: 'Revêtements de sol',
      subcategory: 'Carrelage',
      description: 'Carrelage grès cérame 60x60 posé collé',
      prix: 54.9,
      ref: 'CAR-6060',
    });
    expect(added.message).toBe(CATALOG_ITEM_ADDED);
    expect(added.message).toBe('Element ajoute avec succes !');
    expect(added.item).toMatchObject({ unite: 'm2', prix: 54.9, ref: 'CAR-6060' });
    await add(user, {
      category: 'Revêtements de sol',
      subcategory: 'Plinthes',
      description: 'Plinthe',
      prix: 8.1,
      unite: 'ml',
    });
    await add(user, { category: 'Main-d’œuvre', description: 'Heure de carreleur', prix: 48, unite: 'h' });

    const { catalog, statistics } = await tree(user);
    expect(catalog.catalog_data).toEqual({
      'Main-d’œuvre': {
        '': [{ id: expect.any(String), description: 'Heure de carreleur', ref: '', prix: 48, unite: 'h' }],
      },
      'Revêtements de sol': {
        Carrelage: [
          {
            id: added.item.id,
            description: 'Carrelage grès cérame 60x60 posé collé',
            ref: 'CAR-6060',
            prix: 54.9,
            unite: 'm2',
          },
        ],
        Plinthes: [{ id: expect.any(String), description: 'Plinthe', ref: '', prix: 8.1, unite: 'ml' }],
      },
    });
    // (54.90 + 8.10 + 48.00) / 3 = 37.00 exactly.
    expect(statistics).toEqual({
      total_items: 3,
      total_categories: 2,
      total_subcategories: 3,
      average_price: 37,
      max_items: 5000,
    });
  });

  it('shows a product of the profile in /catalog and an item of /catalog in the profile; a profile save keeps the catalogue’s fields', async () => {
    const user = await registerUser(ctx.app);
    const fromProfile = await user.inject({
      method: 'POST',
      url: '/api/pricing/product',
      payload: { category: 'Couverture', name: 'Tuile mécanique H14', unit: 'm²', unit_price: 24.9, reference: 'H14' },
    });
    expect(fromProfile.statusCode).toBe(201);
    const fromCatalog = await add(user, {
      category: 'Couverture',
      subcategory: 'Main-d’œuvre',
      description: 'Journée de couvreur',
      prix: 420,
      unite: 'jour',
    });

    expect((await tree(user)).catalog.catalog_data).toEqual({
      Couverture: {
        '': [{ id: expect.any(String), description: 'Tuile mécanique H14', ref: 'H14', prix: 24.9, unite: 'm2' }],
        'Main-d’œuvre': [
          { id: fromCatalog.item.id, description: 'Journée de couvreur', ref: '', prix: 420, unite: 'jour' },
        ],
      },
    });
    const profile = pricingProfileResponseSchema.parse((await user.inject('/api/pricing/profile')).json()).profile;
    expect(profile.product_catalog.map((p) => [p.name, p.unit, p.unit_price])).toEqual([
      ['Tuile mécanique H14', 'm²', 24.9],
      ['Journée de couvreur', 'u', 420],
    ]);

    // Saving the profile (which knows neither subcategories nor the unit « jour ») keeps both.
    const save = await user.inject({
      method: 'POST',
      url: '/api/pricing/profile',
      payload: {
        hourly_rate: 55,
        travel_rate: 0.6,
        material_coefficient: 2.3,
        overhead_percentage: 15,
        profit_margin: 20,
        public_markup: 15,
        urgent_markup: 20,
        occupied_markup: 10,
        weekend_markup: 25,
        night_markup: 30,
        product_catalog: profile.product_catalog.map((p) =>
          p.name === 'Journée de couvreur' ? { ...p, unit_price: 450 } : p,
        ),
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await tree(user)).catalog.catalog_data.Couverture?.['Main-d’œuvre']).toEqual([
      { id: fromCatalog.item.id, description: 'Journée de couvreur', ref: '', prix: 450, unite: 'jour' },
    ]);
  });

  it('rejects an item without designation or price, with a negative price or an unknown unit, in French (422)', async () => {
    const user = await registerUser(ctx.app);
    const cases: [unknown, string][] = [
      [{ prix: 10 }, CATALOG_DESCRIPTION_REQUIRED],
      [{ description: '  ', prix: 10 }, CATALOG_DESCRIPTION_REQUIRED],
      [{ description: 'Tuile' }, 'Le prix est obligatoire'],
      [{ description: 'Tuile', prix: -2 }, 'Le prix ne peut pas être négatif'],
      [{ description: 'Tuile', prix: 1.234 }, 'Le prix : deux décimales au plus (centimes)'],
      [{ description: 'Tuile', prix: 2, unite: 'brouette' }, 'Unité inconnue : m2, ml, m3, u, kg, l, h, jour, forfait'],
    ];
    for (const [payload, message] of cases) {
      const response = await user.inject({
        method: 'POST',
        url: '/api/pricing/catalog/item',
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(messagesOf(response.body)).toContain(message);
    }
    expect((await tree(user)).statistics.total_items).toBe(0);
  });

  it('accepts the eight units of the spec, the litre (« l », « L », « litres »), and « m² », « M2 », « 12,5 » typed by hand', async () => {
    const user = await registerUser(ctx.app);
    for (const unite of ['m2', 'ml', 'm3', 'u', 'kg', 'h', 'jour', 'forfait', 'm²', 'M2', 'l', 'L', 'litres']) {
      await add(user, { description: `Article ${unite}`, prix: 1, unite });
    }
    const { item } = await add(user, { description: 'Prix saisi', prix: '12,5' as unknown as number });
    expect(item.prix).toBe(12.5);
    const units = Object.values((await tree(user)).catalog.catalog_data[''] ?? {})
      .flat()
      .map((i) => i.unite);
    expect(units).toEqual(['m2', 'ml', 'm3', 'u', 'kg', 'h', 'jour', 'forfait', 'm2', 'm2', 'l', 'l', 'l', 'm2']);
    const unknown = await user.inject({
      method: 'POST',
      url: '/api/pricing/catalog/item',
      payload: { description: 'Antigel', prix: 3, unite: 'gallon' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(messagesOf(unknown.body)).toEqual(['Unité inconnue : m2, ml, m3, u, kg, l, h, jour, forfait']);
  });
});

describe('PUT and DELETE /api/pricing/catalog/item/{id}', () => {
  it('edits and deletes the user’s own item; another user’s item is 404 and stays as it was', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const { item } = await add(alice, {
      category: 'Peinture',
      description: 'Peinture acrylique mate',
      prix: 18,
      unite: 'm2',
    });

    const edited = await alice.inject({
      method: 'PUT',
      url: `/api/pricing/catalog/item/${item.id}`,
      payload: {
        category: 'Peinture',
        subcategory: 'Murs',
        description: 'Peinture acrylique mate 2 couches',
        prix: 21.5,
        unite: 'm2',
        ref: 'PA-2C',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(catalogItemResponseSchema.parse(edited.json()).item).toMatchObject({
      subcategory: 'Murs',
      prix: 21.5,
      ref: 'PA-2C',
    });

    for (const request of [
      {
        method: 'PUT' as const,
        url: `/api/pricing/catalog/item/${item.id}`,
        payload: { description: 'Volé', prix: 0 },
      },
      { method: 'DELETE' as const, url: `/api/pricing/catalog/item/${item.id}` },
      { method: 'DELETE' as const, url: '/api/pricing/catalog/item/pas-un-identifiant' },
    ]) {
      const response = await bob.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(messagesOf(response.body)).toEqual(['Élément introuvable dans votre catalogue']);
    }
    expect((await tree(alice)).catalog.catalog_data.Peinture?.Murs?.[0]).toMatchObject({ prix: 21.5 });

    const deleted = await alice.inject({ method: 'DELETE', url: `/api/pricing/catalog/item/${item.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await tree(alice)).statistics.total_items).toBe(0);
    expect((await alice.inject({ method: 'DELETE', url: `/api/pricing/catalog/item/${item.id}` })).statusCode).toBe(
      404,
    );
  });

  it('holds the 5 000-item limit: the next add is 409 in French', async () => {
    const user = await registerUser(ctx.app);
    const lines = [
      'Désignation;Prix',
      ...Array.from({ length: 5000 }, (_, i) => `Article ${i + 1};${(i % 90) + 1},50`),
    ];
    const result = await importFile(user, csvFile(lines.join('\n')), { description: 0, prix: 1 });
    expect(result).toMatchObject({ imported: 5000, created: 5000, errors: [] });
    const response = await user.inject({
      method: 'POST',
      url: '/api/pricing/catalog/item',
      payload: { description: 'Un de trop', prix: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response.body)).toEqual(['5000 produits au plus dans le catalogue']);
    const again = await upload(user, '/api/pricing/catalog/import', csvFile('Désignation;Prix\nEncore;2'), {
      mapping: JSON.stringify({ description: 0, prix: 1 }),
    });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again.body)[0]).toContain('Rien n’a été importé');
  }, 60_000);
});

describe('GET /api/pricing/catalog/search', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(ctx.app);
    const items: CatalogItemInput[] = [
      { category: 'Carrelage', subcategory: 'Sol', description: 'Carrelage', prix: 35, unite: 'm2' },
      {
        category: 'Carrelage',
        subcategory: 'Sol',
        description: 'Plinthe carrelage grès cérame',
        prix: 9.5,
        unite: 'ml',
      },
      { category: 'Carrelage', subcategory: 'Mur', description: 'Faïence murale 20x40', prix: 28, unite: 'm2' },
      {
        category: 'Plomberie',
        subcategory: 'Cuivre',
        description: 'Tube cuivre écroui DN40',
        prix: 12.45,
        unite: 'ml',
        ref: 'CU-DN40',
      },
      { category: 'Plomberie', subcategory: 'Cuivre', description: 'Tube cuivre écroui DN 16', prix: 4.2, unite: 'ml' },
      { category: 'Plomberie', subcategory: 'Cuivre', description: 'Coude cuivre 90° DN 40', prix: 3.1, unite: 'u' },
      {
        category: 'Plâtrerie',
        subcategory: 'Cloisons',
        description: 'Cloison plaque de plâtre BA13 sur ossature métallique',
        prix: 42,
        unite: 'm2',
      },
      {
        category: 'Peinture',
        subcategory: 'Murs',
        description: 'Peinture acrylique m² deux couches',
        prix: 16,
        unite: 'm2',
      },
      {
        category: 'Couverture',
        subcategory: 'Zinguerie',
        description: 'Gouttières zinc demi-ronde',
        prix: 31,
        unite: 'ml',
      },
    ];
    for (const item of items) {
      await add(user, item);
    }
  });

  it('searches from 2 characters; shorter is a French 422', async () => {
    const response = await user.inject({ url: '/api/pricing/catalog/search', query: { q: 'c' } });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response.body)).toEqual(['Saisissez au moins 2 caractères']);
    expect((await search(user, 'zi')).map((r) => r.description)).toEqual(['Gouttières zinc demi-ronde']);
  });

  it('is accent-, case- and plural-insensitive, and ranks the closest designation first', async () => {
    const results = await search(user, 'carrelages');
    // The designations first; an item of the category « Carrelage » after them.
    expect(results.map((r) => r.description)).toEqual([
      'Carrelage',
      'Plinthe carrelage grès cérame',
      'Faïence murale 20x40',
    ]);
    const scores = results.map((r) => r.match_score);
    expect(scores[0]).toBe(100);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(3);
    expect(results[0]).toMatchObject({ category: 'Carrelage', subcategory: 'Sol', prix: 35, unite: 'm2', ref: '' });

    expect((await search(user, 'FAIENCE')).map((r) => r.description)).toEqual(['Faïence murale 20x40']);
    expect((await search(user, 'gouttiere zinc'))[0]?.description).toBe('Gouttières zinc demi-ronde');
    expect((await search(user, 'platre ba 13'))[0]?.description).toBe(
      'Cloison plaque de plâtre BA13 sur ossature métallique',
    );
  });

  it('reads a quote’s wording: « m2 » = « m² », DN sizes written either way, a typo, the reference', async () => {
    const paint = (await search(user, 'peinture acrylique m2'))[0];
    expect(paint?.description).toBe('Peinture acrylique m² deux couches');
    expect(paint?.match_score).toBeGreaterThanOrEqual(90);
    const tubes = await search(user, 'Tube cuivre DN 40');
    expect(tubes[0]?.description).toBe('Tube cuivre écroui DN40');
    expect(tubes.map((r) => r.description).indexOf('Tube cuivre écroui DN 16')).toBeGreaterThan(0);
    expect((await search(user, 'tubes cuivres dn40'))[0]?.description).toBe('Tube cuivre écroui DN40');
    expect((await search(user, 'carelage'))[0]?.description).toBe('Carrelage');
    expect((await search(user, 'cu-dn40'))[0]).toMatchObject({ ref: 'CU-DN40', match_score: 100 });
    expect(await search(user, 'escalier béton')).toEqual([]);
  });

  it('never reads another user’s catalogue', async () => {
    const other = await registerUser(ctx.app);
    expect(await search(other, 'carrelage')).toEqual([]);
    expect((await tree(other)).statistics.total_items).toBe(0);
  });
});

describe('import of a supplier price list', () => {
  it('analyses a French Excel CSV: header row found under a title, columns, sample lines, suggested mapping', async () => {
    const user = await registerUser(ctx.app);
    const response = await upload(user, '/api/pricing/catalog/import/analyze', csvFile(SUPPLIER_CSV));
    expect(response.statusCode, response.body).toBe(200);
    const analysis = catalogImportAnalysisSchema.parse(response.json());
    expect(analysis).toMatchObject({ format: 'csv', sheets: [], sheet: null, header_row: 2, total_rows: 12 });
    expect(analysis.columns.map((c) => c.header)).toEqual([
      'Référence',
      'Désignation',
      'Unité',
      'Prix net HT',
      'Famille',
    ]);
    expect(analysis.suggested_mapping).toMatchObject({ ref: 0, description: 1, unite: 2, prix: 3, category: 4 });
    expect(analysis.sample_rows[1]).toEqual({
      line: 4,
      cells: ['CU-CD40', 'Coude cuivre 90° DN40, à souder', 'U', '3,10 €', 'Cuivre'],
    });
    // The user names another header line: the title line, here.
    const other = catalogImportAnalysisSchema.parse(
      (await upload(user, '/api/pricing/catalog/import/analyze', csvFile(SUPPLIER_CSV), { header_row: '1' })).json(),
    );
    expect(other.header_row).toBe(1);
    expect(other.columns[0]?.header).toBe('Tarif Sanitaire Chauffage 2026');
    const absent = await upload(user, '/api/pricing/catalog/import/analyze', csvFile(SUPPLIER_CSV), {
      header_row: '14',
    });
    expect(absent.statusCode).toBe(422);
    expect(messagesOf(absent.body)).toEqual(['La ligne 14 est vide ou absente du fichier']);
  });

  it('previews without writing, then imports the valid lines with an error per line (number and French reason)', async () => {
    const user = await registerUser(ctx.app);
    const preview = await importFile(user, csvFile(SUPPLIER_CSV), SUPPLIER_MAPPING, { dry_run: 'true' });
    expect(preview).toMatchObject({ dry_run: true, total_rows: 12, valid_rows: 6, imported: 0 });
    expect(preview.errors).toEqual([
      { line: 8, message: 'Désignation manquante' },
      { line: 9, message: 'Prix manquant' },
      { line: 10, message: 'Prix illisible : « douze euros »' },
      { line: 11, message: 'Prix négatif' },
      { line: 13, message: 'Unité inconnue « gallon » (attendu : m2, ml, m3, u, kg, l, h, jour, forfait)' },
      { line: 15, message: 'Référence « CU-DN40 » déjà lue ligne 3' },
    ]);
    expect(preview.preview.map((i) => [i.line, i.ref, i.prix, i.unite, i.category])).toEqual([
      [3, 'CU-DN40', 12.45, 'ml', 'Cuivre'],
      [4, 'CU-CD40', 3.1, 'u', 'Cuivre'],
      [5, 'PER-16', 0.89, 'ml', 'Synthétique'],
      [6, 'CAR-6060', 1234.56, 'm2', 'Carrelage'],
      [7, 'FORF-MES', 180, 'forfait', 'Services'],
      [12, 'PAL-1', 45, 'u', 'Matériaux'],
    ]);
    expect((await tree(user)).statistics.total_items).toBe(0);

    const result = await importFile(user, csvFile(SUPPLIER_CSV), SUPPLIER_MAPPING);
    expect(result).toMatchObject({ dry_run: false, imported: 6, created: 6, updated: 0 });
    expect(result.errors).toHaveLength(6);
    const { catalog, statistics } = await tree(user);
    expect(statistics.total_items).toBe(6);
    expect(catalog.catalog_data.Cuivre?.['']?.map((i) => i.description)).toEqual([
      'Tube cuivre écroui DN 40 (barre de 4 m)',
      'Coude cuivre 90° DN40, à souder',
    ]);
    // Imported items are searchable at once.
    expect((await search(user, 'coudes cuivre'))[0]?.ref).toBe('CU-CD40');
  });

  it('updates the items of a known reference on a new import instead of adding them twice', async () => {
    const user = await registerUser(ctx.app);
    await importFile(user, csvFile(SUPPLIER_CSV), SUPPLIER_MAPPING);
    const newPrices =
      'Réf.,Libellé,U,PU HT\ncu-dn40,Tube cuivre écroui DN 40,ml,13.20\nNEW-1,Manchon cuivre DN40,u,2.05\n';
    const result = await importFile(user, csvFile(newPrices, false), { ref: 0, description: 1, unite: 2, prix: 3 });
    expect(result).toMatchObject({ imported: 2, created: 1, updated: 1, errors: [] });
    const { catalog, statistics } = await tree(user);
    expect(statistics.total_items).toBe(7);
    // The category, not in the new file, stays.
    expect(catalog.catalog_data.Cuivre?.['']?.[0]).toMatchObject({
      ref: 'CU-DN40',
      prix: 13.2,
      description: 'Tube cuivre écroui DN 40',
    });
  });

  it('reads a Windows-1252 CSV with comma separators and quoted cells, and lines of a heading as the category', async () => {
    const user = await registerUser(ctx.app);
    const text =
      'Désignation,Unité,Prix\r\nMAÇONNERIE,,\r\n"Parpaing creux 20x20x50",u,"1,45"\r\nMortier bâtard,m³,"98,00"\r\nSOUS-TOTAL MAÇONNERIE,,\r\nPEINTURE,,\r\nEnduit de lissage,kg,2\r\n';
    const data = encode1252(text);
    const result = await importFile(user, { data, filename: 'tarif.csv' }, { description: 0, unite: 1, prix: 2 });
    expect(result).toMatchObject({ imported: 3, headings: 3, errors: [] });
    expect((await tree(user)).catalog.catalog_data).toEqual({
      MAÇONNERIE: {
        '': [
          { id: expect.any(String), description: 'Parpaing creux 20x20x50', ref: '', prix: 1.45, unite: 'u' },
          { id: expect.any(String), description: 'Mortier bâtard', ref: '', prix: 98, unite: 'm3' },
        ],
      },
      PEINTURE: { '': [{ id: expect.any(String), description: 'Enduit de lissage', ref: '', prix: 2, unite: 'kg' }] },
    });
  });

  it('imports an XLSX written with exceljs: title rows, numeric and formula cells, the chosen sheet', async () => {
    const user = await registerUser(ctx.app);
    const file = await xlsxFile((sheet, workbook) => {
      sheet.addRow(['TARIF ÉLECTRICITÉ 2026']);
      sheet.mergeCells('A1:E1');
      sheet.addRow([]);
      sheet.addRow(['Code article', 'Désignation', 'Marque', 'Unité de vente', 'Prix unitaire HT']);
      sheet.addRow(['LEG-401', 'Disjoncteur 16 A courbe C', 'Legrand', 'U', 8.9]);
      sheet.addRow(['NEX-3G15', 'Câble R2V 3G1,5', 'Nexans', 'ML', { formula: '1.1*0.5', result: 0.55 }]);
      sheet.addRow(['GAI-ICTA20', { richText: [{ text: 'Gaine ICTA ' }, { text: 'Ø 20' }] }, '', 'm', 0.4]);
      sheet.addRow(['MAL', 'Tableau 2 rangées', 'Legrand', 'u', 'sur devis']);
      workbook.addWorksheet('Conditions').addRow(['Franco de port à partir de 500 € HT']);
    });
    const analysis = catalogImportAnalysisSchema.parse(
      (await upload(user, '/api/pricing/catalog/import/analyze', file)).json(),
    );
    expect(analysis).toMatchObject({
      format: 'xlsx',
      sheets: ['Tarif 2026', 'Conditions'],
      sheet: 'Tarif 2026',
      header_row: 3,
    });
    expect(analysis.suggested_mapping).toMatchObject({ ref: 0, description: 1, brand: 2, unite: 3, prix: 4 });
    expect(analysis.sample_rows[1]?.cells).toEqual(['NEX-3G15', 'Câble R2V 3G1,5', 'Nexans', 'ML', '0,55']);

    const result = await importFile(
      user,
      file,
      { ref: 0, description: 1, brand: 2, unite: 3, prix: 4 },
      { sheet: 'Tarif 2026' },
    );
    expect(result).toMatchObject({ imported: 3, errors: [{ line: 7, message: 'Prix illisible : « sur devis »' }] });
    expect(result.preview.map((i) => [i.description, i.prix, i.unite])).toEqual([
      ['Disjoncteur 16 A courbe C', 8.9, 'u'],
      ['Câble R2V 3G1,5', 0.55, 'ml'],
      ['Gaine ICTA Ø 20', 0.4, 'ml'],
    ]);
    const other = await upload(user, '/api/pricing/catalog/import/analyze', file, { sheet: 'Introuvable' });
    expect(other.statusCode).toBe(422);
    expect(messagesOf(other.body)).toEqual(['Feuille « Introuvable » introuvable']);
  });

  it('checks the file by its content and size: a PNG, a ZIP that is no workbook, an .xls, binary, an empty or too large file', async () => {
    const user = await registerUser(ctx.app);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const zip = Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('pas un classeur') }));
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    for (const [data, status] of [
      [png, 415],
      [zip, 415],
      [xls, 415],
      [Buffer.alloc(0), 400],
      [Buffer.alloc(CATALOG_IMPORT_MAX_BYTES + 1, 0x41), 413],
    ] as const) {
      const response = await upload(user, '/api/pricing/catalog/import/analyze', { data, filename: 'tarif.xlsx' });
      expect(response.statusCode, response.body).toBe(status);
    }
    const xlsResponse = await upload(user, '/api/pricing/catalog/import/analyze', { data: xls, filename: 'tarif.xls' });
    expect(messagesOf(xlsResponse.body)[0]).toContain('enregistrez le fichier en .xlsx ou en CSV');
    const noMapping = await upload(user, '/api/pricing/catalog/import', csvFile(SUPPLIER_CSV), {
      mapping: '{"ref":0}',
    });
    expect(noMapping.statusCode).toBe(422);
    expect(messagesOf(noMapping.body)).toEqual([
      'Choisissez la colonne de la désignation',
      'Choisissez la colonne du prix',
    ]);
    const outside = await upload(user, '/api/pricing/catalog/import', csvFile(SUPPLIER_CSV), {
      mapping: JSON.stringify({ description: 1, prix: 40 }),
    });
    expect(outside.statusCode).toBe(422);
    expect(messagesOf(outside.body)).toEqual(['Cette colonne n’existe pas dans le fichier']);
  });

  const BPU = resolve(process.cwd(), '../shared/data/dce/bpu_maintenance_equipements_kenza1706.xlsx');
  it.skipIf(!existsSync(BPU))(
    'reads a real BPU (../shared/data/dce, skipped when absent): header, price column and per-line reasons',
    async () => {
      const user = await registerUser(ctx.app);
      const file = { data: readFileSync(BPU), filename: 'bpu.xlsx' };
      const analysis = catalogImportAnalysisSchema.parse(
        (await upload(user, '/api/pricing/catalog/import/analyze', file)).json(),
      );
      expect(analysis.header_row).toBe(1);
      expect(analysis.suggested_mapping).toMatchObject({ ref: 0, description: 1, unite: 2, prix: 3 });
      const result = await importFile(user, file, { ref: 0, description: 1, unite: 2, prix: 3 }, { dry_run: 'true' });
      expect(result.valid_rows).toBeGreaterThan(450);
      expect(result.errors.every((e) => e.line > 1 && e.message.length > 0)).toBe(true);
      expect(result.errors.some((e) => e.message.startsWith('Unité inconnue « 1/2 j »'))).toBe(true);
    },
  );
});

/** Text → Windows-1252 bytes (the letters of French). */
function encode1252(text: string): Buffer {
  const decoder = new TextDecoder('windows-1252');
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b += 1) {
    table.set(decoder.decode(Uint8Array.of(b)), b);
  }
  return Buffer.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}
