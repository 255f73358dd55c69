import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItemResponseSchema, catalogSearchResponseSchema } from '@batiao/shared/contracts/pricing';
import { pricingProducts } from '../../db/schema/pricing.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';

// The /catalog search keeps each user's index while their catalogue revision is the same (ADR 032).
const clock = createTestClock(new Date('2026-11-26T08:00:00Z'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});
afterAll(async () => ctx?.close());

async function search(user: TestUser, q: string) {
  const response = await user.inject({ url: '/api/pricing/catalog/search', query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return catalogSearchResponseSchema.parse(response.json()).results.map((r) => r.description);
}

async function add(user: TestUser, description: string) {
  const response = await user.inject({
    method: 'POST',
    url: '/api/pricing/catalog/item',
    payload: { category: 'Plomberie', description, prix: 12.5, unite: 'u' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return catalogItemResponseSchema.parse(response.json()).item;
}

describe('GET /api/pricing/catalog/search with the per-user revision cache', () => {
  it('sees each write at the next search: add, edit, delete, import, product, profile save', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    await add(other, 'Robinet thermostatique de l’autre');

    expect(await search(user, 'robinet')).toEqual([]);
    const item = await add(user, 'Robinet d’arrêt 1/4 de tour');
    expect(await search(user, 'robinet')).toEqual(['Robinet d’arrêt 1/4 de tour']);

    const edited = await user.inject({
      method: 'PUT',
      url: `/api/pricing/catalog/item/${item.id}`,
      payload: { category: 'Plomberie', description: 'Vanne à sphère DN 20', prix: 14, unite: 'u' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search(user, 'robinet')).toEqual([]);
    expect(await search(user, 'vanne dn20')).toEqual(['Vanne à sphère DN 20']);

    const removed = await user.inject({ method: 'DELETE', url: `/api/pricing/catalog/item/${item.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search(user, 'vanne')).toEqual([]);

    const body = multipart([
      { name: 'mapping', value: JSON.stringify({ description: 0, prix: 1 }) },
      { name: 'file', filename: 'tarif.csv', data: Buffer.from('Désignation;Prix\nClapet anti-retour DN 32;7,5\n') },
    ]);
    const imported = await user.inject({
      method: 'POST',
      url: '/api/pricing/catalog/import',
      payload: body.payload,
      headers: body.headers,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await search(user, 'clapet')).toEqual(['Clapet anti-retour DN 32']);

    const product = await user.inject({
      method: 'POST',
      url: '/api/pricing/product',
      payload: { name: 'Siphon de lavabo', unit_price: 6.2, unit: 'u' },
    });
    expect(product.statusCode, product.body).toBeLessThan(300);
    expect(await search(user, 'siphon')).toEqual(['Siphon de lavabo']);

    const saved = await user.inject({
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
        product_catalog: [{ name: 'Mitigeur de douche', unit_price: 48, unit: 'u' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await search(user, 'siphon')).toEqual([]);
    expect(await search(user, 'clapet')).toEqual([]);
    expect(await search(user, 'mitigeur')).toEqual(['Mitigeur de douche']);

    // Never another user's items, kept or not.
    expect(await search(other, 'mitigeur')).toEqual([]);
    expect(await search(other, 'robinet')).toEqual(['Robinet thermostatique de l’autre']);
  });

  it('keeps the index while the revision is the same (a row changed behind the app’s back is not read again)', async () => {
    const user = await registerUser(ctx.app);
    const item = await add(user, 'Purgeur automatique');
    expect(await search(user, 'purgeur')).toEqual(['Purgeur automatique']);
    await ctx.database.db
      .update(pricingProducts)
      .set({ name: 'Disconnecteur', description: 'Disconnecteur' })
      .where(eq(pricingProducts.id, item.id));
    expect(await search(user, 'purgeur')).toEqual(['Purgeur automatique']);
    await add(user, 'Manomètre'); // a write through the app: new revision, the rows are read again
    expect(await search(user, 'purgeur')).toEqual([]);
    expect(await search(user, 'disconnecteur')).toEqual(['Disconnecteur']);
  });
});
