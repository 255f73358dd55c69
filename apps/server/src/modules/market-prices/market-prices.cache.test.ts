import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichResponseSchema, type EnrichResponse } from '@batiao/shared/contracts/market-prices';
import { catalogItemResponseSchema, pricingProfileResponseSchema } from '@batiao/shared/contracts/pricing';
import { users } from '../../db/schema/users.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { BoundedCache } from './market-prices.cache.ts';
import { createMarketPricesService, type PricingReader } from './market-prices.service.ts';

// ADR 032: the user's prepared catalogue index is kept while the catalogue revision is unchanged,
// and the library's index while the library version is. These tests show that every write is seen
// by the next enrichment, that users never share an entry, and that the cache stays bounded.

const clock = createTestClock(new Date('2026-11-26T09:00:00Z'));
let ctx: TestContext;
const ENRICH = '/api/pricing/market-price/enrich-devis';

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(async () => ctx?.close());

const RATES = {
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
};

const LINE = { description: 'Mitigeur thermostatique douche Grohtherm', quantite: 1, unite: 'u' };

async function enrichAs(user: TestUser, lines = [LINE]): Promise<EnrichResponse> {
  const response = await user.inject({ method: 'POST', url: ENRICH, payload: { devis_items: lines } });
  expect(response.statusCode, response.body).toBe(200);
  return enrichResponseSchema.parse(response.json());
}

const first = (body: EnrichResponse) => body.enriched_items[0];

async function saveCatalogue(user: TestUser, products: Record<string, unknown>[]) {
  const response = await user.inject({
    method: 'POST',
    url: '/api/pricing/profile',
    payload: { ...RATES, product_catalog: products },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pricingProfileResponseSchema.parse(response.json()).profile;
}

describe('BoundedCache', () => {
  it('keeps at most `max` entries and forgets the least recently used', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.set('c', 4); // replacing does not grow it
    expect(cache.size).toBe(2);
    expect(cache.get('c')).toBe(4);
    expect(() => new BoundedCache(0)).toThrow();
  });
});

describe('the enrichment sees every write of the catalogue at once', () => {
  it('profile save, product add, catalogue add, edit, import, delete, and a save that drops the product', async () => {
    const user = await registerUser(ctx.app);
    const profile = await saveCatalogue(user, [
      { name: 'Mitigeur thermostatique douche Grohtherm', unit: 'u', unit_price: 150, reference: 'GRO-34' },
      { name: 'Siphon de lavabo laiton chromé', unit: 'u', unit_price: 20 },
    ]);
    expect(first(await enrichAs(user))).toMatchObject({ source: 'catalogue_utilisateur', prix_unitaire: 150 });
    // The same answer again (from the kept index).
    expect(first(await enrichAs(user))).toMatchObject({ source: 'catalogue_utilisateur', prix_unitaire: 150 });

    // Edit (PUT /api/pricing/catalog/item/:id).
    const id = profile.product_catalog[0]?.id ?? '';
    const edited = await user.inject({
      method: 'PUT',
      url: `/api/pricing/catalog/item/${id}`,
      payload: {
        description: 'Mitigeur thermostatique douche Grohtherm',
        ref: 'GRO-34',
        prix: 162.5,
        unite: 'u',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(first(await enrichAs(user))?.prix_unitaire).toBe(162.5);

    // Import of a supplier list updating that reference.
    const body = multipart([
      { name: 'mapping', value: JSON.stringify({ ref: 0, description: 1, unite: 2, prix: 3 }) },
      {
        name: 'file',
        filename: 'tarif.csv',
        data: Buffer.from(
          'Référence;Désignation;Unité;Prix\nGRO-34;Mitigeur thermostatique douche Grohtherm;u;171,20\n',
        ),
      },
    ]);
    const imported = await user.inject({
      method: 'POST',
      url: '/api/pricing/catalog/import',
      payload: body.payload,
      headers: body.headers,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(first(await enrichAs(user))?.prix_unitaire).toBe(171.2);

    // POST /api/pricing/product and POST /api/pricing/catalog/item add new lines that match.
    const ballon = { description: 'Ballon eau chaude électrique 200 litres vertical', quantite: 1, unite: 'u' };
    const added = await user.inject({
      method: 'POST',
      url: '/api/pricing/product',
      payload: { name: 'Ballon eau chaude électrique 200 litres vertical', unit: 'u', unit_price: 640 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(first(await enrichAs(user, [ballon]))).toMatchObject({
      source: 'catalogue_utilisateur',
      prix_unitaire: 640,
    });

    const liquid = { description: 'Antigel monopropylène glycol bidon', quantite: 20, unite: 'l' };
    const item = await user.inject({
      method: 'POST',
      url: '/api/pricing/catalog/item',
      payload: { description: 'Antigel monopropylène glycol bidon', prix: 4.9, unite: 'l', category: 'Chauffage' },
    });
    expect(item.statusCode, item.body).toBe(201);
    const antigelId = catalogItemResponseSchema.parse(item.json()).item.id;
    expect(first(await enrichAs(user, [liquid]))).toMatchObject({
      source: 'catalogue_utilisateur',
      prix_unitaire: 4.9,
      prix_total: 98,
      unite_differente: false,
    });

    // Delete (DELETE /api/pricing/catalog/item/:id).
    const deleted = await user.inject({ method: 'DELETE', url: `/api/pricing/catalog/item/${antigelId}` });
    expect(deleted.statusCode).toBe(200);
    expect(first(await enrichAs(user, [liquid]))?.source).not.toBe('catalogue_utilisateur');

    // A profile save without the mitigeur deletes it: the next enrichment no longer finds it.
    await saveCatalogue(user, [{ name: 'Siphon de lavabo laiton chromé', unit: 'u', unit_price: 20 }]);
    expect(first(await enrichAs(user))?.source).not.toBe('catalogue_utilisateur');
  });

  it('two users with the same designation each get their own price, requests interleaved', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await saveCatalogue(alice, [{ name: 'Mitigeur thermostatique douche Grohtherm', unit: 'u', unit_price: 111 }]);
    await saveCatalogue(bob, [{ name: 'Mitigeur thermostatique douche Grohtherm', unit: 'u', unit_price: 222 }]);
    for (let i = 0; i < 2; i++) {
      expect(first(await enrichAs(alice))?.prix_unitaire).toBe(111);
      expect(first(await enrichAs(bob))?.prix_unitaire).toBe(222);
    }
    const carol = await registerUser(ctx.app);
    expect(first(await enrichAs(carol))?.source).not.toBe('catalogue_utilisateur');
  });
});

describe('what is read from the database', () => {
  /** The real pricing service, with a count of the catalogue reads. */
  function countingReader(): PricingReader & { reads: string[] } {
    const pricing = ctx.app.services.pricing;
    const reads: string[] = [];
    return {
      reads,
      rates: (userId) => pricing.rates(userId),
      ratesAndCatalogRevision: (userId) => pricing.ratesAndCatalogRevision(userId),
      catalogItems: (userId) => {
        reads.push(userId);
        return pricing.catalogItems(userId);
      },
    };
  }

  it('reads an unchanged catalogue once; past the cache size the least recent user is read again', async () => {
    const reader = countingReader();
    const service = createMarketPricesService({ db: ctx.database.db, clock, pricing: reader, catalogueCacheSize: 2 });
    const people = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    for (const [i, person] of people.entries()) {
      await saveCatalogue(person, [
        { name: 'Mitigeur thermostatique douche Grohtherm', unit: 'u', unit_price: 100 + i },
      ]);
    }
    const [a, b, c] = people.map((p) => p.user.id) as [string, string, string];
    const price = async (userId: string) =>
      (await service.enrich(userId, [LINE], undefined, undefined)).enriched_items[0]?.prix_unitaire;

    expect(await price(a)).toBe(100);
    expect(await price(a)).toBe(100);
    expect(reader.reads).toEqual([a]);
    expect(await price(b)).toBe(101);
    expect(await price(c)).toBe(102); // the cache holds b and c now; a was forgotten
    expect(await price(a)).toBe(100);
    expect(reader.reads).toEqual([a, b, c, a]);
    expect(await price(c)).toBe(102);
    expect(reader.reads).toEqual([a, b, c, a]);
  });

  it('the library index follows an import made by another process (another service on the same database)', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const here = createMarketPricesService({ db: ctx.database.db, clock, pricing: countingReader() });
    const there = createMarketPricesService({ db: ctx.database.db, clock, pricing: countingReader() });
    const line = { description: 'Bac à graisse enterré 500 litres', quantite: 1, unite: 'u' };
    const before = await here.enrich(undefined, [line], undefined, undefined);
    expect(before.enriched_items[0]?.source).toBe('non_trouve');
    await there.importLibrary(
      admin.user.id,
      'code;metier;categorie;designation;unite;temps_h;fournitures_eur;date;base_temps;base_fournitures\n' +
        'PLO-901;plombier;Évacuations;Bac à graisse enterré 500 litres;u;4;650;2026-11-01;temps : essai;fournitures : essai',
    );
    const after = await here.enrich(undefined, [line], undefined, undefined);
    expect(after.enriched_items[0]).toMatchObject({ source: 'prix_marche', match: { id: 'PLO-901' } });
  });
});
