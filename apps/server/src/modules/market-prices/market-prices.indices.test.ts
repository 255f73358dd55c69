import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrichResponseSchema,
  marketSearchResponseSchema,
  marketSuggestionsResponseSchema,
  priceIndicesResponseSchema,
} from '@batiao/shared/contracts/market-prices';
import { errorBodySchema } from '@batiao/shared/errors';
import { priceIndexValues } from '../../db/schema/market-prices.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { breakdownOf, explain, indexedCents, NATIONAL_DEFAULT_RATES } from './market-prices.compose.ts';
import { actualisationOf, indexOf } from './market-prices.indices.ts';

// The committed library's figures are dated 2026-11; a later month must have passed to enter its index.
const clock = createTestClock(new Date('2027-02-10T09:00:00Z'));
let ctx: TestContext;
const URL_BASE = '/api/pricing/market-price';
type Admin = Awaited<ReturnType<typeof registerUser>>;
let admin: Admin;

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  admin = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => ctx?.close());

const put = (values: unknown[]) => admin.inject({ method: 'PUT', url: `${URL_BASE}/indices`, payload: { values } });
const searchWc = async () => {
  const response = await ctx.app.inject(`${URL_BASE}/search?search_term=WC%20suspendu&metier=plombier`);
  expect(response.statusCode, response.body).toBe(200);
  const first = marketSearchResponseSchema.parse(response.json()).result[0];
  if (!first) {
    throw new Error('no result');
  }
  return first;
};

describe('BT indexation arithmetic', () => {
  it('fournitures 18 € × BT38 (nov. 2026 130,25 / mars 2025 125 = 1,042) = 18,76 € × 2,3, then FG and margin', () => {
    const ratio = { indice: 'BT38', baseMonth: '2025-03', latestMonth: '2026-11', base: 1_250_000, latest: 1_302_500 };
    expect(indexedCents(1800, ratio)).toBe(1876); // 1800 × 130,25 / 125 = 1875,6
    const b = breakdownOf(450, 1800, NATIONAL_DEFAULT_RATES, 0, ratio);
    expect(b.fournitures).toBe(18);
    expect(b.actualisation).toEqual({
      indice: 'BT38',
      mois_base: '2025-03',
      mois_recent: '2026-11',
      valeur_base: 125,
      valeur_recente: 130.25,
      coefficient: 1.042,
      fournitures_actualisees: 18.76,
    });
    // 18,76 × 2,3 = 43,148 → 43,15 ; 24,75 + 43,15 = 67,90 ; FG 10,185 → 10,19 ; 78,09 × 20 % = 15,618 → 15,62
    expect(b.fournitures_vendues).toBe(43.15);
    expect(b.prix_unitaire).toBe(93.71);
    expect(explain(b, 'm²')).toBe(
      '0,45 h × 55 €/h = 24,75 € + fournitures 18,00 € × BT38 (nov. 2026 / mars 2025 = 1,042) = 18,76 € × 2,3 = 43,15 € → déboursé 67,90 € ; frais généraux 15 % = 10,19 € ; marge 20 % = 15,62 € → 93,71 € HT / m²',
    );
  });

  it('rounds half up exactly, even on large amounts', () => {
    expect(indexedCents(1, { base: 20000, latest: 30000 })).toBe(2); // 1,5 → 2
    expect(indexedCents(99_999_999, { base: 1_000_000_000, latest: 999_999_999 })).toBe(99_999_999); // 99 999 998,9 → 99 999 999
  });

  it('maps each ouvrage to its trade’s index, BT01 when the domain note names none', () => {
    const row = (trade: string, designation = '', category = '') => ({ trade, designation, category });
    expect(indexOf(row('plombier'))).toBe('BT38');
    expect(indexOf(row('etancheur'))).toBe('BT53');
    expect(indexOf(row('electricien'))).toBe('BT47');
    expect(indexOf(row('peintre'))).toBe('BT46');
    expect(indexOf(row('chauffagiste', 'Chaudière gaz', 'Production'))).toBe('BT40');
    expect(indexOf(row('chauffagiste', 'VMC simple flux', 'Ventilation'))).toBe('BT41');
    expect(indexOf(row('couvreur', 'Couverture en ardoise naturelle au crochet'))).toBe('BT30');
    expect(indexOf(row('couvreur', 'Couverture en tuiles béton'))).toBe('BT33');
    expect(indexOf(row('couvreur', 'Couverture en tuiles mécaniques terre cuite'))).toBe('BT32');
    expect(indexOf(row('couvreur', 'Gouttière zinc demi-ronde'))).toBe('BT34');
    expect(indexOf(row('couvreur', 'Écran de sous-toiture HPV'))).toBe('BT01');
    expect(indexOf(row('macon', 'Mur en parpaings'))).toBe('BT01');
    expect(indexOf(row('serrurier'))).toBe('BT01');
  });

  it('needs the figures’ month and a later month', () => {
    const row = { trade: 'plombier', category: 'Appareils', designation: 'WC', priceDate: '2026-11-01' };
    expect(actualisationOf(new Map(), row)).toBeNull();
    expect(actualisationOf(new Map([['BT38', new Map([['2027-01', 1_300_000]])]]), row)).toBeNull();
    expect(actualisationOf(new Map([['BT38', new Map([['2026-11', 1_300_000]])]]), row)).toBeNull();
    expect(
      actualisationOf(
        new Map([
          [
            'BT01',
            new Map([
              ['2026-11', 1],
              ['2027-01', 2],
            ]),
          ],
        ]),
        row,
      ),
    ).toBeNull();
    expect(
      actualisationOf(
        new Map([
          [
            'BT38',
            new Map([
              ['2026-10', 1],
              ['2026-11', 1_300_000],
              ['2027-01', 1_313_000],
            ]),
          ],
        ]),
        row,
      ),
    ).toEqual({ indice: 'BT38', baseMonth: '2026-11', latestMonth: '2027-01', base: 1_300_000, latest: 1_313_000 });
  });
});

describe('GET/PUT /api/pricing/market-price/indices', () => {
  it('401 for a visitor, 403 for a user', async () => {
    const user = await registerUser(ctx.app);
    const payload = { values: [{ indice: 'BT38', mois: '2026-11', valeur: 130 }] };
    expect((await ctx.app.inject(`${URL_BASE}/indices`)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: `${URL_BASE}/indices`, payload })).statusCode).toBe(401);
    expect((await user.inject(`${URL_BASE}/indices`)).statusCode).toBe(403);
    expect((await user.inject({ method: 'PUT', url: `${URL_BASE}/indices`, payload })).statusCode).toBe(403);
  });

  it('starts with no value, and lists the indices with their trades', async () => {
    const response = await admin.inject(`${URL_BASE}/indices`);
    expect(response.statusCode, response.body).toBe(200);
    const body = priceIndicesResponseSchema.parse(response.json());
    expect(body.values).toEqual([]);
    expect(body.indices.find((i) => i.code === 'BT38')).toMatchObject({ libelle: 'Plomberie sanitaire' });
    expect(body.indices.find((i) => i.code === 'BT38')?.metiers).toContain('plombier');
    expect(body.indices.map((i) => i.code)).toContain('BT01');
  });

  it('refuses in French a bad month, a value ≤ 0, an unknown index, a month to come; writes nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ indice: 'BT38', mois: '2026-13', valeur: 130 }, /Mois au format AAAA-MM/],
      [{ indice: 'BT38', mois: '11/2026', valeur: 130 }, /Mois au format AAAA-MM/],
      [{ indice: 'BT38', mois: '2026-11', valeur: 0 }, /supérieure à 0/],
      [{ indice: 'BT38', mois: '2026-11', valeur: -4 }, /supérieure à 0/],
      [{ indice: 'BT38', mois: '2026-11', valeur: 0.00001 }, /supérieure à 0/],
      [{ indice: 'BT99', mois: '2026-11', valeur: 130 }, /Indice inconnu : BT99/],
      [{ indice: 'BT38', mois: '2027-03', valeur: 130 }, /n’est pas encore passé/],
    ];
    for (const [value, message] of cases) {
      const response = await put([{ indice: 'BT01', mois: '2026-10', valeur: 120 }, value]);
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(JSON.stringify(errorBodySchema.parse(response.json()))).toMatch(message);
    }
    expect(priceIndicesResponseSchema.parse((await admin.inject(`${URL_BASE}/indices`)).json()).values).toEqual([]);
  });

  it('answers hostile bodies with a 4xx, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { values: 'x' },
      { values: [] },
      { values: [{}] },
      { values: [{ indice: {}, mois: 12, valeur: 'a' }] },
      { values: [{ indice: 'BT38', mois: '2026-11', valeur: 1e308 }] },
      { values: Array.from({ length: 501 }, () => ({ indice: 'BT38', mois: '2026-11', valeur: 1 })) },
    ];
    for (const payload of bodies) {
      const response = await admin.inject({ method: 'PUT', url: `${URL_BASE}/indices`, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_ERROR');
    }
    const text = await admin.inject({
      method: 'PUT',
      url: `${URL_BASE}/indices`,
      payload: 'pas du json',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('without both values nothing changes; with them the supplies are brought to the latest month everywhere', async () => {
    const before = await searchWc();
    expect(before.detail.actualisation).toBeUndefined();
    expect(before.explication).not.toContain('BT38');

    // Only a later month: no base, nothing changes.
    expect((await put([{ indice: 'BT38', mois: '2027-01', valeur: 133.9 }])).statusCode).toBe(200);
    expect(await searchWc()).toEqual(before);

    // The figures' month (2026-11) too: 320 € × 133,9 / 130 = 329,60 €.
    const saved = await put([{ indice: 'BT38', mois: '2026-11', valeur: 130 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(priceIndicesResponseSchema.parse(saved.json()).values).toMatchObject([
      { indice: 'BT38', mois: '2026-11', valeur: 130 },
      { indice: 'BT38', mois: '2027-01', valeur: 133.9 },
    ]);
    const after = await searchWc();
    expect(after.detail.actualisation).toMatchObject({
      indice: 'BT38',
      coefficient: 1.03,
      fournitures_actualisees: 329.6,
    });
    expect(after.detail.fournitures).toBe(before.detail.fournitures);
    expect(after.detail.main_oeuvre).toBe(before.detail.main_oeuvre);
    expect(after.explication).toContain(
      'fournitures 320,00 € × BT38 (janv. 2027 / nov. 2026 = 1,030) = 329,60 € × 2,3',
    );
    expect(after.prix).toBeGreaterThan(before.prix);

    const suggestions = marketSuggestionsResponseSchema.parse(
      (await ctx.app.inject(`${URL_BASE}/suggestions?search_term=WC%20suspendu&metier=plombier`)).json(),
    );
    expect(suggestions.suggestions[0]?.explication).toContain('× BT38 (janv. 2027 / nov. 2026');

    const enriched = enrichResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${URL_BASE}/enrich-devis`,
          payload: {
            metier: 'plombier',
            devis_items: [{ description: 'WC suspendu avec bâti', quantite: 2, unite: 'u' }],
          },
        })
      ).json(),
    );
    expect(enriched.enriched_items[0]?.prix_unitaire).toBe(after.prix);
    expect(enriched.enriched_items[0]?.explication).toContain('BT38 (janv. 2027 / nov. 2026 = 1,030)');

    // Another trade's index leaves this one alone; a removed value undoes it.
    expect((await put([{ indice: 'BT38', mois: '2027-01', valeur: null }])).statusCode).toBe(200);
    expect(await searchWc()).toEqual(before);
  });

  it('a value written by another process is seen at the next search (the library version includes the indices)', async () => {
    const before = await searchWc();
    expect(before.detail.actualisation).toBeUndefined();
    await ctx.database.db
      .insert(priceIndexValues)
      .values({ code: 'BT38', month: '2027-01', value: '136.5000', updatedAt: clock.now() });
    const after = await searchWc();
    expect(after.detail.actualisation).toMatchObject({
      mois_recent: '2027-01',
      valeur_recente: 136.5,
      coefficient: 1.05,
    });
    // Same row count and same clock: a changed value still changes the version.
    await ctx.database.db
      .update(priceIndexValues)
      .set({ value: '130.0000' })
      .where(eq(priceIndexValues.month, '2027-01'));
    expect((await searchWc()).detail.actualisation?.coefficient).toBe(1);
    await ctx.database.db.delete(priceIndexValues);
    expect(await searchWc()).toEqual(before);
  });
});
