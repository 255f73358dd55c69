/** Issue 13, round 6: the place line keeps one bracket — « Lyon (69003, Rhône) », not « Lyon (69003) (Rhône) ». */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY, makeContext, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import { createLocationsService } from '../../../locations/locations.service.ts';
import { generateLocally } from './local-engine.ts';

// The commune index the generation service hands the engine.
const locations = createLocationsService();

function understanding(executionPlace: string) {
  const tender: TenderDetail = {
    ...TENDER_FIXTURES.plombier,
    execution_place: executionPlace,
    departements: ['69'],
    location: 'Rhône (69)',
  };
  const { content } = generateLocally({
    ...makeContext({ tender, noticeText: '', trade: 'plombier', company: FULL_COMPANY }),
    communes: (name: string) => locations.communesNamed(name),
  });
  return content.memoire_sections.find((s) => s.key === 'comprehension')?.body ?? '';
}

describe('the place line', () => {
  it('puts the département inside the postcode’s bracket', () => {
    const text = understanding('Lyon (69003)');
    expect(text).toContain('Lieu d’exécution : Lyon (69003, Rhône).');
    expect(text).not.toMatch(/\(69003\) \(/);
  });

  it('adds the département in its own bracket otherwise', () => {
    expect(understanding('Villeurbanne')).toContain('Lieu d’exécution : Villeurbanne (Rhône).');
  });
});
