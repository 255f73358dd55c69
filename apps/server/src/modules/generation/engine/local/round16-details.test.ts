/**
 * Round-16 grading (issue 13): an award's winner written in the buyer's field is no buyer (the letter was
 * addressed to a painting firm, which « prononce la réception »), and a town whose name has an article is
 * named with it contracted (« Commune le raincy » ×18); a Pacific collectivity's site is a tropical island
 * reached by freight, under its own building rules.
 */
import { describe, expect, it } from 'vitest';
import { eachProfile, eachProfileAnyNature, itOnRealNotices } from '../../../../test/writing.ts';
import { buyerNameOf } from './analysis.ts';

describe('the buyer field of a notice', () => {
  it('a contractor’s name is no buyer; a public body named after a trade still is', () => {
    expect(buyerNameOf('FRANCILIENNE PEINTURE REVETEMENT SOL')).toBeNull();
    expect(buyerNameOf('KAPP Echafaudages sarl')).toBeNull();
    expect(buyerNameOf('Syndicat intercommunal de couverture des gymnases')).not.toBeNull();
    expect(buyerNameOf('Commune de Saint-Jean-de-Braye')).toBe('Commune de Saint-Jean-de-Braye');
  });

  it('a town with an article is named with it contracted', () => {
    expect(buyerNameOf('COMMUNE LE RAINCY')).toBe('Commune du Raincy');
    expect(buyerNameOf('VILLE LES MUREAUX')).toBe('Ville des Mureaux');
    expect(buyerNameOf('Commune de Le Raincy')).not.toMatch(/le raincy/);
  });

  itOnRealNotices()('24-19271: the ravalement is not addressed to the painting firm of the buyer field', () => {
    eachProfileAnyNature('24-19271', 'peintre', (r) => {
      expect(r.text).not.toMatch(/Francilienne/i);
    });
  });

  itOnRealNotices()('24-15490: « la Commune du Raincy », never « Commune le raincy »', () => {
    eachProfileAnyNature('24-15490', 'plombier', (r) => {
      expect(r.text).toMatch(/la Commune du Raincy/);
      expect(r.text).not.toMatch(/Commune le raincy/i);
    });
  });
});

describe('a site in a Pacific collectivity', () => {
  itOnRealNotices()(
    '24-16039 (Polynésie française): freight, tropical climate, cyclones; no RTAA DOM, no RE2020 claimed',
    () => {
      eachProfile('chauffagiste', '24-16039', /polynesie francaise/, (r) => {
        expect(r.text).toMatch(/Le chantier se tient en Polynésie française : les délais d’acheminement/);
        expect(r.text).toMatch(/ni la RE2020 ni la RTAA DOM ne s’y appliquent/);
        expect(r.text).toMatch(/saison cyclonique/);
        expect(r.text).not.toMatch(/la RTAA DOM pour la thermique/);
      });
    },
  );
});

describe('a site known by its département only', () => {
  itOnRealNotices()(
    '24-14851 (Ain, next to the seat’s Rhône): « département voisin », in the letter and the memo',
    () => {
      eachProfileAnyNature('24-14851', 'chauffagiste', (r) => {
        if (r.text.includes('Notre siège de Lyon')) {
          expect(r.text).toMatch(/Le chantier se trouve dans un département voisin de celui de notre siège de Lyon/);
          expect(r.text).not.toMatch(/à vol d’oiseau/);
        } else {
          // The empty profile has no seat: no distance is claimed.
          expect(r.text).not.toMatch(/département voisin/);
        }
      });
    },
  );
});

describe('a kind named by the notice’s own descripteur', () => {
  itOnRealNotices()(
    '24-15598 (plaquiste, descripteur « Cloison, faux plafond »): the kind is read, not supposed',
    () => {
      eachProfileAnyNature('24-15598', 'plaquiste', (r) => {
        expect(r.text).not.toMatch(/Nature des travaux supposée/);
        expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet[^:]*: cloisons et faux plafonds/);
      });
    },
  );
});
