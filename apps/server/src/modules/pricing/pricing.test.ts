import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_REQUIRED,
  pricingProfileResponseSchema,
  productAddResponseSchema,
  type PricingProfile,
  type PricingProfileInput,
  type ProductInput,
} from '@batiao/shared/contracts/pricing';
import { errorBodySchema } from '@batiao/shared/errors';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';

const clock = createTestClock(new Date('2026-11-25T09:00:00Z'));
let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;

const TUILES: ProductInput = {
  category: 'Couverture',
  name: 'Tuile mécanique Huguenot H14',
  brand: 'Edilians',
  reference: 'H14-RG',
  unit: 'm²',
  unit_price: 24.9,
  supplier: 'Point.P',
  supplier_discount: 12.5,
};
const ECRAN: ProductInput = {
  category: 'Couverture',
  name: 'Écran sous toiture HPV',
  unit: 'm2',
  unit_price: 3.45,
};

const SAVE: PricingProfileInput = {
  hourly_rate: 62.5,
  travel_rate: 0.45,
  material_coefficient: 1.8,
  overhead_percentage: 12.5,
  profit_margin: 18,
  public_markup: 10,
  urgent_markup: 25,
  occupied_markup: 5,
  weekend_markup: 30,
  night_markup: 40,
  product_catalog: [TUILES, ECRAN],
};

const auth = (user: User) => ({ authorization: user.authorization });

async function getProfile(user: User): Promise<PricingProfile> {
  const response = await ctx.app.inject({ url: '/api/pricing/profile', headers: auth(user) });
  expect(response.statusCode, response.body).toBe(200);
  return pricingProfileResponseSchema.parse(response.json()).profile;
}

function post(user: User, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/pricing/profile',
    headers: auth(user),
    payload: payload as object,
  });
}

async function save(user: User, payload: PricingProfileInput): Promise<PricingProfile> {
  const response = await post(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return pricingProfileResponseSchema.parse(response.json()).profile;
}

function addProduct(user: User, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/pricing/product',
    headers: auth(user),
    payload: payload as object,
  });
}

function errorsOf(body: string) {
  const detail = errorBodySchema.parse(JSON.parse(body)).detail;
  return typeof detail === 'string' ? [{ field: '', message: detail }] : detail;
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
});

afterAll(async () => {
  await ctx?.close();
});

describe('pricing profile', () => {
  it('needs a session (401), not a subscription', async () => {
    for (const [method, url] of [
      ['GET', '/api/pricing/profile'],
      ['POST', '/api/pricing/profile'],
      ['POST', '/api/pricing/product'],
    ] as const) {
      // A valid body: the session is checked after the body (as in every module).
      const payload = method === 'GET' ? undefined : url.endsWith('product') ? TUILES : SAVE;
      const response = await ctx.app.inject({ method, url, payload });
      expect(response.statusCode, url).toBe(401);
    }
    const user = await registerUser(ctx.app);
    expect(user.user.subscription_active).toBe(false);
    await getProfile(user);
  });

  it('answers the spec’s defaults and an empty catalogue before the first save', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({ url: '/api/pricing/profile', headers: auth(user) });
    expect(response.json()).toEqual({
      success: true,
      profile: {
        base_rates: {
          hourly_rate: 55,
          travel_rate: 0.6,
          material_coefficient: 2.3,
          overhead_percentage: 15,
          profit_margin: 20,
        },
        context_markups: {
          public_establishment: 15,
          urgent_deadline: 20,
          occupied_site: 10,
          weekend_work: 25,
          night_work: 30,
        },
        product_catalog: [],
        updated_at: null,
      },
    });
  });

  it('saves the flat payload and reads it back nested, exactly (cents and hundredths)', async () => {
    const user = await registerUser(ctx.app);
    const saved = await save(user, SAVE);
    expect(saved.base_rates).toEqual({
      hourly_rate: 62.5,
      travel_rate: 0.45,
      material_coefficient: 1.8,
      overhead_percentage: 12.5,
      profit_margin: 18,
    });
    expect(saved.context_markups).toEqual({
      public_establishment: 10,
      urgent_deadline: 25,
      occupied_site: 5,
      weekend_work: 30,
      night_work: 40,
    });
    expect(saved.updated_at).toBe('2026-11-25T09:00:00.000Z');
    expect(saved.product_catalog.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        category: 'Couverture',
        name: 'Tuile mécanique Huguenot H14',
        brand: 'Edilians',
        reference: 'H14-RG',
        unit: 'm²',
        unit_price: 24.9,
        supplier: 'Point.P',
        supplier_discount: 12.5,
      },
      // m2 read as m², the missing fields empty, no discount.
      {
        category: 'Couverture',
        name: 'Écran sous toiture HPV',
        brand: '',
        reference: '',
        unit: 'm²',
        unit_price: 3.45,
        supplier: '',
        supplier_discount: 0,
      },
    ]);
    expect(await getProfile(user)).toEqual(saved);
  });

  it('keeps a product’s id when it is sent back, and deletes the products left out of the list', async () => {
    const user = await registerUser(ctx.app);
    const first = await save(user, SAVE);
    const tuiles = first.product_catalog.find((p) => p.name === TUILES.name);
    const ecran = first.product_catalog.find((p) => p.name === ECRAN.name);
    if (!tuiles || !ecran) {
      throw new Error('products not saved');
    }
    const next = await save(user, {
      ...SAVE,
      product_catalog: [
        { ...ecran, unit_price: 3.9 },
        { name: 'Liteau 27×40', unit: 'ml', unit_price: 0.85 },
      ],
    });
    expect(next.product_catalog.map((p) => p.name)).toEqual(['Écran sous toiture HPV', 'Liteau 27×40']);
    expect(next.product_catalog[0]).toMatchObject({ id: ecran.id, unit_price: 3.9 });
    expect(next.product_catalog.map((p) => p.id)).not.toContain(tuiles.id);

    const emptied = await save(user, { ...SAVE, product_catalog: [] });
    expect(emptied.product_catalog).toEqual([]);
  });

  it('rejects out-of-range rates with French messages, and writes nothing', async () => {
    const user = await registerUser(ctx.app);
    const response = await post(user, {
      ...SAVE,
      hourly_rate: -5,
      material_coefficient: 0,
      profit_margin: 100,
      night_markup: 250,
      travel_rate: 0.123,
      overhead_percentage: 'quinze',
    });
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response.body);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'hourly_rate', message: 'Le taux horaire est compris entre 0 et 1000 €/h' },
        { field: 'material_coefficient', message: 'Le coefficient matériaux est compris entre 1 et 10' },
        { field: 'profit_margin', message: 'La marge bénéficiaire est comprise entre 0 et 99 %' },
        { field: 'night_markup', message: 'La majoration travail de nuit est comprise entre 0 et 200 %' },
        { field: 'travel_rate', message: 'Le coût de déplacement : deux décimales au plus' },
        { field: 'overhead_percentage', message: 'Le taux de frais généraux : nombre attendu' },
      ]),
    );
    expect((await getProfile(user)).updated_at).toBeNull();
  });

  it('rejects a product of an unknown unit or without a name in the saved list', async () => {
    const user = await registerUser(ctx.app);
    const response = await post(user, {
      ...SAVE,
      product_catalog: [TUILES, { ...ECRAN, unit: 'palette' }, { unit_price: 4 }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body)).toEqual(
      expect.arrayContaining([
        { field: 'product_catalog.1.unit', message: 'Unité inconnue : u, ml, m², m³, kg, t, l' },
        { field: 'product_catalog.2.name', message: PRODUCT_REQUIRED },
      ]),
    );
    expect((await getProfile(user)).product_catalog).toEqual([]);
  });

  it('never reads nor deletes another user’s products, even given their ids', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const aliceProfile = await save(alice, SAVE);
    const stolenIds = aliceProfile.product_catalog.map((p) => p.id);

    const bobProfile = await getProfile(bob);
    expect(bobProfile.product_catalog).toEqual([]);
    expect(bobProfile.base_rates.hourly_rate).toBe(55);

    // Bob sends Alice's ids: he gets products of his own, with new ids, and Alice keeps hers.
    const bobSaved = await save(bob, {
      ...SAVE,
      hourly_rate: 48,
      product_catalog: [{ ...TUILES, id: stolenIds[0], name: 'Copie' }],
    });
    expect(bobSaved.product_catalog).toHaveLength(1);
    expect(stolenIds).not.toContain(bobSaved.product_catalog[0]?.id);
    const aliceAgain = await getProfile(alice);
    expect(aliceAgain).toEqual(aliceProfile);

    // And Bob emptying his list leaves Alice's alone.
    await save(bob, { ...SAVE, product_catalog: [] });
    expect((await getProfile(alice)).product_catalog.map((p) => p.id)).toEqual(stolenIds);
  });
});

describe('POST /api/pricing/product', () => {
  it('adds a product at the end of the list, listed in the profile', async () => {
    const user = await registerUser(ctx.app);
    await save(user, { ...SAVE, product_catalog: [TUILES] });
    const response = await addProduct(user, { name: '  Gouttière zinc 25  ', unit_price: 18, unit: 'ml' });
    expect(response.statusCode, response.body).toBe(201);
    const { success, product } = productAddResponseSchema.parse(response.json());
    expect(success).toBe(true);
    expect(product).toMatchObject({
      name: 'Gouttière zinc 25',
      unit: 'ml',
      unit_price: 18,
      category: '',
      supplier_discount: 0,
    });
    const profile = await getProfile(user);
    expect(profile.product_catalog.map((p) => p.name)).toEqual(['Tuile mécanique Huguenot H14', 'Gouttière zinc 25']);
    // The rates saved before are untouched.
    expect(profile.base_rates.hourly_rate).toBe(62.5);
  });

  it('gives a new user the default rates with the first product, unit u by default', async () => {
    const user = await registerUser(ctx.app);
    const response = await addProduct(user, { name: 'Crochet de sécurité', unit_price: 7.2 });
    expect(response.statusCode, response.body).toBe(201);
    const profile = await getProfile(user);
    expect(profile.base_rates.material_coefficient).toBe(2.3);
    expect(profile.product_catalog).toMatchObject([{ name: 'Crochet de sécurité', unit: 'u' }]);
  });

  it('says « Nom et prix unitaire obligatoires » without a name or a price', async () => {
    const user = await registerUser(ctx.app);
    for (const payload of [{ unit_price: 12 }, { name: '   ', unit_price: 12 }, { name: 'Tuile' }, {}]) {
      const response = await addProduct(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorsOf(response.body).map((e) => e.message)).toContain(PRODUCT_REQUIRED);
    }
    expect((await getProfile(user)).product_catalog).toEqual([]);
  });

  it('rejects a negative price, a price in fractions of a cent, an unknown unit and a discount over 100 %', async () => {
    const user = await registerUser(ctx.app);
    const response = await addProduct(user, {
      name: 'Tuile',
      unit_price: -1,
      unit: 'palette',
      supplier_discount: 120,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body)).toEqual(
      expect.arrayContaining([
        { field: 'unit_price', message: 'Le prix unitaire ne peut pas être négatif' },
        { field: 'unit', message: 'Unité inconnue : u, ml, m², m³, kg, t, l' },
        { field: 'supplier_discount', message: 'La remise fournisseur est comprise entre 0 et 100 %' },
      ]),
    );
    const cents = await addProduct(user, { name: 'Tuile', unit_price: 1.005 });
    expect(errorsOf(cents.body)).toEqual([
      { field: 'unit_price', message: 'Le prix unitaire : deux décimales au plus (centimes)' },
    ]);
  });

  it('accepts the six units of the spec and the litre, m2, m3 and l spelt either way', async () => {
    const user = await registerUser(ctx.app);
    for (const unit of ['u', 'ml', 'm²', 'm³', 'kg', 't', 'm2', 'm3', 'l', 'L', 'litres']) {
      const response = await addProduct(user, { name: `Article ${unit}`, unit_price: 1, unit });
      expect(response.statusCode, unit).toBe(201);
    }
    expect((await getProfile(user)).product_catalog.map((p) => p.unit)).toEqual([
      'u',
      'ml',
      'm²',
      'm³',
      'kg',
      't',
      'm²',
      'm³',
      'l',
      'l',
      'l',
    ]);
  });
});

describe('pricing service: catalogItems (the user’s catalogue for the market-price enrichment)', () => {
  it('gives the user’s items as plain objects in exact cents, and never another user’s', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await save(alice, SAVE);
    await addProduct(bob, { name: 'Gouttière zinc', unit_price: 18.4, unit: 'ml' });
    const items = await ctx.app.services.pricing.catalogItems(alice.user.id);
    expect(items).toEqual([
      {
        id: expect.any(String),
        category: 'Couverture',
        subcategory: '',
        name: 'Tuile mécanique Huguenot H14',
        description: '',
        reference: 'H14-RG',
        unit: 'm²',
        unitPriceCents: 2490,
      },
      {
        id: expect.any(String),
        category: 'Couverture',
        subcategory: '',
        name: 'Écran sous toiture HPV',
        description: '',
        reference: '',
        unit: 'm²',
        unitPriceCents: 345,
      },
    ]);
    expect(await ctx.app.services.pricing.catalogItems((await registerUser(ctx.app)).user.id)).toEqual([]);
  });
});
