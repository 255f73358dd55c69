/**
 * Round 10, issue 13 (round-8 grading): a photovoltaic roof read as the couvreur's own kind of work was still
 * given the interface point « si des panneaux sont posés sur la couverture… », as if another trade laid them,
 * and the company's slate and tile roofs were called « de même nature ». The modules are the roof's material:
 * neither claim is made.
 */
import { describe, expect } from 'vitest';
import { findRealNotice, itOnRealNotices, PROFILES, realContext, writtenFor } from '../../../../test/writing.ts';

describe('a photovoltaic roof, the couvreur’s own work (24-20147)', () => {
  itOnRealNotices()(
    'no interface with « panneaux posés » by others, slate and tile references not « même nature »',
    () => {
      const notice = findRealNotice('couvreur', /couverture photovoltaique/, { id: '24-20147' });
      for (const company of PROFILES) {
        const r = writtenFor(realContext(notice, company), { seams: false });
        expect(r.kinds).toContain('couverture_photovoltaique');
        expect(r.text).not.toMatch(/si des panneaux sont posés sur la couverture/);
        if (company === PROFILES[0]) {
          expect(r.section(/f[ée]rences/)).toMatch(/aucune n’est de même nature/);
        }
        expect(r.section(/f[ée]rences/)).not.toMatch(/En commun avec l’opération : même nature/);
      }
    },
  );
});
