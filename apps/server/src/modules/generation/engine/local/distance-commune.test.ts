/**
 * The distance the response states between the company's seat and the site (issue 13, round-6 grading):
 * between the two communes when the commune index places both, not between département centres.
 */
import { describe, expect, it } from 'vitest';
import { buildTender, makeContext } from '../../../../test/fixtures/generation.ts';
import { createLocationsService } from '../../../locations/locations.service.ts';
import { analyse } from './analysis.ts';

const locations = createLocationsService();
const communes = (name: string) => locations.communesNamed(name);

const siteIn = (executionPlace: string, departement: string, departementName: string, city: string) =>
  buildTender({
    id: 'fx-distance',
    sourceId: '26-100001',
    trade: 'carreleur',
    title: 'Réfection des sols de la cantine scolaire',
    description: '',
    buyer: { name: `Commune de ${city}`, address: null, postal_code: null, city },
    departement,
    departementName,
    executionPlace,
    deadline: '2026-12-18T11:00:00.000Z',
    amount: null,
    cpv: ['45431000'],
    procedure: null,
  });

describe('the distance from the seat to the site', () => {
  it('is measured between the communes: Lyon to Peisey-Nancroix is about 150 km, not the 100 km of the département centres', () => {
    const tender = siteIn('École primaire, Peisey-Nancroix', '73', 'Savoie', 'Peisey-Nancroix');
    const withIndex = analyse({ ...makeContext({ trade: 'carreleur', tender, noticeText: '' }), communes });
    expect(withIndex.place.commune).toBe('Peisey-Nancroix');
    expect(withIndex.distance.km).toBeGreaterThanOrEqual(140);
    expect(withIndex.distance.km).toBeLessThanOrEqual(160);
    // Without the index, the département centres remain the measure.
    const without = analyse(makeContext({ trade: 'carreleur', tender, noticeText: '' }));
    expect(without.distance.km).not.toBe(withIndex.distance.km);
  });

  it('keeps « same département » and an unknown seat as they were', () => {
    const tender = siteIn('Gymnase, Villeurbanne', '69', 'Rhône', 'Villeurbanne');
    const same = analyse({ ...makeContext({ trade: 'carreleur', tender, noticeText: '' }), communes });
    expect(same.distance).toMatchObject({ km: 0, relation: 'same' });
  });
});
