/**
 * Round 27 grading: a drinking-water borehole read as a water main (invented trench, connections and old main), a
 * TCSP's masts with no civil-works step.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('a water borehole is drilled, cased, cemented and tested', () => {
  it('NF X10-999, the code minier’s declaration, the pumping tests; no trench nor main', () => {
    const r = writtenForTitle('terrassier', 'Réalisation d’un forage d’eau potable à Beaumont-sur-Oise', ['Forage']);
    expect(r.kinds).toEqual(['forage_eau']);
    expect(r.text).toMatch(/NF X10-999/);
    expect(r.text).toMatch(/Code minier, article L411-1/);
    expect(r.text).toMatch(/cimentation de l’espace annulaire/);
    expect(r.text).toMatch(/Foreuse sur porteur/);
    expect(r.text).not.toMatch(/branchements des abonnés|ancienne conduite|NF P 98-331|NF EN 805/);
  });

  it('a main laid to a new borehole keeps the network; a directional drilling is no borehole', () => {
    expect(
      writtenForTitle('terrassier', 'Pose d’une conduite d’eau potable entre le forage et le réservoir').kinds,
    ).toContain('eau_potable');
    expect(
      writtenForTitle('terrassier', 'Traversée de la RD 12 par forage horizontal dirigé pour le réseau d’eau potable')
        .kinds,
    ).not.toContain('forage_eau');
  });

  itOnRealNotices()('24-19568 (terrassier): the borehole, both profiles', () => {
    eachProfileAnyNature('24-19568', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['forage_eau']);
      expect(r.text).not.toMatch(/branchements des abonnés/);
    });
  });
});

describe('a TCSP’s lighting has its civil works', () => {
  itOnRealNotices()('24-18735 (électricien): trenches, ducts and the masts’ footings as a step, both profiles', () => {
    eachProfileAnyNature('24-18735', 'electricien', (r) => {
      expect(r.text).toMatch(/- Génie civil : tranchées et fourreaux/);
      // (one traffic row: the work's own, not the notice's generic one beside it)
      expect(r.withRows('securite')).toMatch(/Circulation routière et piétons/);
      expect(r.withRows('securite')).not.toMatch(/Circulation des véhicules et piétons aux abords/);
    });
  });
});

describe('the transport line a dash puts after the works stays in the name', () => {
  itOnRealNotices()('24-14999 (terrassier): « … sur l’infrastructure du tramway », both profiles', () => {
    eachProfileAnyNature('24-14999', 'terrassier', (r) => {
      expect(r.text).toMatch(/«\sRéparation des désordres sur l’infrastructure du tramway\s»/);
      expect(r.text).not.toMatch(/«\sRéparation des désordres sur l’infrastructure\s»/);
    });
  });
});
