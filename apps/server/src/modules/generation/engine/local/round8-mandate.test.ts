/**
 * A delegated buyer (« X, agissant au nom et pour le compte de la commune de Y »): the response names
 * the maître d'ouvrage it acts for, never « l'école de CHARENTE MARITIME DEVELOPPEMENT »; the object is
 * quoted without its postal code in brackets nor a stop before the closing guillemet.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  itOnRealNotices,
  PROFILES,
  realContext,
  findRealNotice,
  writtenFor,
} from '../../../../test/writing.ts';
import { buyerNameOf } from './analysis.ts';

describe('a buyer acting for another', () => {
  it('is named by the maître d’ouvrage it acts for', () => {
    expect(
      buyerNameOf(
        'CHARENTE MARITIME DEVELOPPEMENT, agissant au nom et pour le compte de la commune de Ferrières d’Aunis',
      ),
    ).toBe('Commune de Ferrières d’Aunis');
    expect(buyerNameOf('SPL Lyon Confluence agissant pour le compte du Département du Rhône')).toBe(
      'Département du Rhône',
    );
    // A buyer in its own name keeps it.
    expect(buyerNameOf('Ville de Lyon')).toBe('Ville de Lyon');
  });

  it('quotes the object without its postal code in brackets nor a stop inside the guillemets', () => {
    const r = writtenFor(
      contextFor('chauffagiste', 'Construction d’une école maternelle sur la commune de Ferrières. (17170).'),
    );
    expect(r.text).not.toMatch(/\(17170\)/);
    expect(r.text).not.toMatch(/Ferrières\.\s?»/);
  });

  itOnRealNotices()('real notice 24-15514: the commune, not the mandataire in capitals, in every section', () => {
    const notice = findRealNotice(
      'chauffagiste',
      /charente maritime developpement|ecole maternelle sur la commune de ferrieres/,
      {
        id: '24-15514',
        among: 40,
      },
    );
    for (const company of PROFILES) {
      const r = writtenFor(realContext(notice, company));
      expect(r.text).not.toMatch(/de CHARENTE MARITIME|avec CHARENTE MARITIME|l’école de CHARENTE/);
      expect(r.text).toMatch(/Commune de Ferrières/);
      expect(r.text).not.toMatch(/\(17170\)/);
    }
  });
});
