/**
 * Round 29 grading: the firm's trucks sent from Lyon to Guyane, a VRD method given the overseas building rules,
 * an accord-cadre's plant « amené le jour de l'intervention et repris le soir » from 300 km.
 */
import { describe, expect } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices } from '../../../../test/writing.ts';

describe('overseas, the plant is hired on the spot and the earthworks follow the rains', () => {
  itOnRealNotices()('24-15234 (terrassier): Saint-Laurent-du-Maroni, both profiles', () => {
    eachProfileAnyNature('24-15234', 'terrassier', (r) => {
      expect(r.section('moyens_materiels')).not.toMatch(/de l’entreprise —|Affecté/);
      expect(r.text).toMatch(/La saison des pluies fixe l’ordre des terrassements/);
      expect(r.text).not.toMatch(/RTAA DOM pour la thermique|domaine d’application des DTU cités/);
    });
  });
});

describe('an accord-cadre far from the seat does not bring its plant back each evening', () => {
  itOnRealNotices()('24-19291 (terrassier): Cannes Pays de Lérins, some 300 km away, both profiles', () => {
    eachProfileAnyNature('24-19291', 'terrassier', (r) => {
      expect(r.text).not.toMatch(/amené le jour de l’intervention et repris le soir/);
      expect(r.text).toMatch(/acheminé avec l’équipe et les fournitures de la commande/);
    });
  });
});
