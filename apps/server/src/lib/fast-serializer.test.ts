import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardStatsSchema, tenderDetailSchema, tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { errorBodySchema } from '@batiao/shared/errors';
import { fastSerializerCompiler } from './fast-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const fast = (schema: z.ZodType) => fastSerializerCompiler(route(schema));
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema)) as (data: unknown) => string;

const summary = {
  id: '0b9c6a0e-5d2f-4c1a-9a57-3f3c1c1e2b11',
  title: 'Réfection de la couverture « zinc » de l’école\nJean Macé',
  description: 'Lot 1 : couverture — "tuiles" \\ ardoises \u2028',
  location: 'Lyon, Rhône (69)',
  departements: ['69', '01'],
  buyer_name: null,
  deadline: '2024-03-11T12:00:00.000Z',
  deadline_status: 'active',
  days_left: 20,
  amount: 125000.5,
  cpv_code: '45261000',
  cpv_codes: ['45261000'],
  profession: 'Couvreur',
  publication_date: '2024-02-19',
  source_url: 'https://www.boamp.fr/pages/avis/?q=idweb:24-20001',
  real_boamp_url: null,
  has_real_documents: false,
  documents_summary: { total_count: 0, types_available: [] },
  compatibility_analysis: { score_global: 87, ai_message: 'Très compatible : CPV 45261000.' },
  status: 'open',
  is_example: false,
};

const list = {
  // Keys out of the schema's order, and one the schema does not know: dropped.
  page_size: 20,
  items: [summary, { ...summary, id: 'other', amount: null, days_left: null, extra: 'dropped' }],
  page: 1,
  counters: { total: 2, active: 2, urgent: 0, filtered: 2 },
  last_sync_at: null,
  metier: 'couvreur',
  departements: [],
  internal: { secret: 'never sent' },
};

describe('fastSerializerCompiler', () => {
  it('writes exactly what the zod serializer writes for the tender responses', () => {
    const detail = {
      ...summary,
      source: 'boamp',
      source_id: '24-20001',
      nature: 'APPEL_OFFRE',
      procedure: null,
      buyer: {
        name: 'Commune',
        email: null,
        phone: null,
        url: null,
        address: null,
        postal_code: '69001',
        city: 'Lyon',
      },
      lots: [{ number: '1', title: 'Couverture', description: null, cpv_codes: [], amount: 10 }],
      criteria: [{ label: 'Prix', weight: 60 }],
      execution_place: null,
      duration_months: 2.5,
      dce_url: null,
      winners: [],
      descripteurs: [{ code: '74', label: 'Couverture' }],
    };
    const stats = { total_tenders: 3, active_tenders: 2, urgent_tenders: 1, last_sync_at: '2024-02-20T08:00:00.000Z' };
    for (const [schema, data] of [
      [tenderListResponseSchema, list],
      [tenderDetailSchema, detail],
      [dashboardStatsSchema, stats],
      [errorBodySchema, { detail: 'Appel d’offres introuvable', code: 'NOT_FOUND' }],
    ] as const) {
      const written = fast(schema)(data);
      expect(written).toBe(viaZod(schema)(data));
      expect(JSON.parse(written)).toEqual(schema.parse(data));
    }
    expect(JSON.parse(fast(tenderListResponseSchema)(list))).not.toHaveProperty('internal');
  });

  it('omits an optional key that is undefined, as zod does', () => {
    const schema = z.object({ a: z.string().optional(), b: z.number().nullable().optional(), c: z.boolean() });
    for (const data of [{ c: true }, { a: 'x', b: null, c: false }, { a: undefined, b: 3, c: true }]) {
      expect(fast(schema)(data)).toBe(viaZod(schema)(data));
    }
  });

  it('refuses what zod refuses, with zod’s error', () => {
    const wrong: unknown[] = [
      { ...list, page: 1.5 },
      { ...list, items: [{ ...summary, compatibility_analysis: { score_global: 101, ai_message: '' } }] },
      { ...list, items: [{ ...summary, deadline_status: 'soon' }] },
      { ...list, items: [{ ...summary, amount: Number.POSITIVE_INFINITY }] },
      { ...list, items: [{ ...summary, deadline: new Date() }] },
      { ...list, items: [{ ...summary, title: undefined }] },
      { ...list, metier: 'astronaute' },
      { ...list, items: 'none' },
      null,
    ];
    for (const data of wrong) {
      expect(() => viaZod(tenderListResponseSchema)(data)).toThrow();
      let zodError: unknown;
      try {
        viaZod(tenderListResponseSchema)(data);
      } catch (error) {
        zodError = error;
      }
      expect(() => fast(tenderListResponseSchema)(data)).toThrow((zodError as Error).message);
    }
  });

  it('writes a changed object afresh, and a frozen one once', () => {
    const serialize = fast(dashboardStatsSchema);
    const stats = { total_tenders: 3, active_tenders: 2, urgent_tenders: 1, last_sync_at: null };
    expect(JSON.parse(serialize(stats))).toMatchObject({ total_tenders: 3 });
    stats.total_tenders = 4;
    expect(JSON.parse(serialize(stats))).toMatchObject({ total_tenders: 4 });
    const frozen = Object.freeze({ ...stats });
    expect(serialize(frozen)).toBe(viaZod(dashboardStatsSchema)(frozen));
    expect(serialize(frozen)).toBe(serialize(frozen));
    // A frozen value that does not fit is still zod's error, every time.
    const wrong = Object.freeze({ ...stats, total_tenders: 1.5 });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });
});
