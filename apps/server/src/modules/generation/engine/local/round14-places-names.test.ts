/**
 * Round 14, issue 13 (round-12 fresh grading, defects 3, 5, 7 and 9): the place a city or a body names in
 * the object or the buyer (« CCI Toulouse Haute-Garonne », « Grand Port maritime de Marseille », a notice
 * of Paris), two communes of one operation, two schools, a mairie that is the Commune's building, raw
 * capitals quoted in sentence case, a short name that keeps its building, and a kind of work the notice
 * does not name said as an assumption.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { describe, expect, it } from 'vitest';
import {
  communes,
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  tenderAt,
  writtenFor,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { objectTitle } from './french.ts';
import { sitePlace } from './place.ts';
import { asBody, projectShort } from './sections/shared.ts';

const comprehension = /Compréhension/;

/** A notice of `departements` with no execution place, its buyer known by name only. */
const tenderOf = (title: string, departements: string[], buyer = 'Acheteur public'): TenderDetail => ({
  ...tenderAt('macon', { title }),
  execution_place: null,
  departements,
  buyer_name: buyer,
  buyer: { name: buyer, email: null, phone: null, url: null, address: null, postal_code: null, city: null },
});

describe('the place a city or a body names', () => {
  itOnRealNotices()(
    '« … du Palais Consulaire CCI Toulouse Haute-Garonne » is in Toulouse (serrurier, 24-16030)',
    () => {
      eachProfileAnyNature('24-16030', 'serrurier', (r) => {
        expect(r.section(comprehension)).toMatch(/Lieu d’exécution : Toulouse \(Haute-Garonne\)/);
        expect(r.text).not.toMatch(/Lieu d’exécution : Haute-Garonne/);
      });
    },
  );

  itOnRealNotices()('the Grand Port maritime de Marseille’s terminal is in Marseille (charpentier, 24-19069)', () => {
    eachProfileAnyNature('24-19069', 'charpentier', (r) => {
      expect(r.section(comprehension)).toMatch(/Lieu d’exécution : Marseille \(Bouches-du-Rhône\)/);
      // Quoted in sentence case, its names kept.
      expect(r.section(comprehension)).toMatch(
        /«\sTravaux pour la réhabilitation de la coursive du hangar 18 au terminal international Cap Janet\s»/,
      );
    });
  });

  itOnRealNotices()('a notice of Paris alone is in Paris, at a distance from the seat (couvreur, 24-15147)', () => {
    eachProfileAnyNature('24-15147', 'couvreur', (r) => {
      expect(r.section(comprehension)).toMatch(/Lieu d’exécution : Paris\./);
      if (/siège de Lyon/.test(r.text)) {
        expect(r.section(comprehension)).toMatch(/Le chantier de Paris se trouve à environ 400\skm/);
      }
      // The short name keeps the building; the quoted object is in sentence case, its file code kept.
      expect(r.text).toMatch(/«\sRénovation des 3e et 4e étages du palais Bourbon\s»/);
      expect(r.section(comprehension)).toMatch(
        /«\sRénovation des 3e et 4e étages de la zone Colbert du palais Bourbon : MARCHÉ 2022AN37_Lot 3 : /,
      );
      expect(r.text).not.toMatch(/RÉNOVATION DES|Rénovation DES/);
    });
  });

  it('a body named after its town places the works there, an intercommunal body does not', () => {
    const at = (buyer: string) =>
      sitePlace(tenderOf('Réhabilitation de la passerelle du quai nord', ['13'], buyer), communes).commune;
    expect(at('GRAND PORT MARITIME DE MARSEILLE')).toBe('Marseille');
    expect(at('Communauté d’agglomération de Marseille')).toBeNull();
  });
});

describe('two communes, two schools', () => {
  itOnRealNotices()(
    'the ZAE of Gretz-Armainvilliers and of Tournan-en-Brie are both the site (électricien, 24-15553)',
    () => {
      eachProfile('electricien', '24-15553', /gretz/, (r) => {
        expect(r.section(comprehension)).toMatch(
          /Lieu d’exécution : Gretz-Armainvilliers et Tournan-en-Brie \(Seine-et-Marne\)/,
        );
        expect(r.text).not.toMatch(/chantier de Gretz-Armainvilliers(?! et de Tournan-en-Brie)/);
        // « l’Eclairage public » is the common noun, with its accent.
        expect(r.memoire).not.toMatch(/Eclairage/);
        expect(r.memoire).toMatch(/l’éclairage public/);
      });
    },
  );

  it('a second commune named elsewhere in the object is not a second site', () => {
    const place = sitePlace(
      tenderOf('Réhabilitation du collège de Tournan-en-Brie, pour la commune de Gretz-Armainvilliers', ['77']),
      communes,
    );
    expect(place.also ?? []).toEqual([]);
  });

  itOnRealNotices()(
    'the yards of two schools: both are named, and the buyer is the Commune (terrassier, 24-19906)',
    () => {
      eachProfile('terrassier', '24-19906', /bergier/, (r) => {
        expect(r.memoire).toMatch(/Les deux écoles \(Bergier Mouton et Paul Frantz\) accueillent des enfants/);
        expect(r.memoire).not.toMatch(/L’école de Saint-Genis-Laval/);
        expect(r.memoire).toMatch(/la Commune de Saint-Genis-Laval/);
        expect(r.memoire).not.toMatch(/Mairie de Saint-Genis-Laval/);
      });
    },
  );
});

describe('names as a buyer reads them', () => {
  it('a mairie is the Commune’s building; other buyers are said as they are', () => {
    expect(asBody('Mairie de Cattenom')).toBe('Commune de Cattenom');
    expect(asBody('Mairie d’Injoux-Génissiat')).toBe('Commune d’Injoux-Génissiat');
    expect(asBody('Ville de Lyon')).toBe('Ville de Lyon');
  });

  it('an object in raw capitals is quoted in sentence case, names and codes kept', () => {
    expect(objectTitle('MARCHE DE TRAVAUX DE RESIDENTIALISATION DE LA CITE SQUARE FABIEN')).toBe(
      'Marché de travaux de résidentialisation de la cité Square Fabien',
    );
    expect(objectTitle('TRAVAUX DE MISE EN CONFORMITE DE L’ECOLE MATERNELLE LES TILLEULS')).toBe(
      'Travaux de mise en conformité de l’école maternelle Les Tilleuls',
    );
    expect(objectTitle('REHABILITATION DU GYMNASE DU COLLEGE ET DE LA SALLE POLYVALENTE')).toBe(
      'Réhabilitation du gymnase du collège et de la salle polyvalente',
    );
  });

  it('a short name that stops on a part of a building keeps the building', () => {
    const short = (title: string) => projectShort(analyse(contextFor('peintre', title)));
    expect(
      short(
        'Travaux de rénovation et embellissement des façades et des travaux de rénovation et réaménagement des cours du Palais Consulaire CCI Toulouse Haute-Garonne',
      ),
    ).toBe('Rénovation et embellissement des façades du palais Consulaire');
    expect(short('Ravalement des façades de la mairie')).toBe('Ravalement des façades de la mairie');
  });
});

describe('a kind of work the notice does not name', () => {
  itOnRealNotices()('is said as an assumption, not as the file’s content (plaquiste, 24-15943)', () => {
    eachProfile('plaquiste', '24-15943', /deschaux/, (r) => {
      const c = r.section(comprehension);
      expect(c).toMatch(/Nature des travaux supposée : cloisons, doublages et faux plafonds en rénovation/);
      expect(c).toMatch(/à confirmer au CCTP/);
      expect(c).not.toMatch(/à la lecture de l’objet et des lots|demande des travaux de cloisons/);
    });
  });

  it('a kind the object names keeps its plain reading; « et des lots » only when there are lots', () => {
    const r = writtenFor(contextFor('couvreur', 'Réfection de la couverture en ardoises de la mairie'));
    expect(r.section(comprehension)).toMatch(/Nature des travaux, à la lecture de l’objet :/);
    expect(r.section(comprehension)).not.toMatch(/supposée/);
  });
});

describe('a town’s body named once a section', () => {
  itOnRealNotices()('« la Ville de Livry-Gargan » opens each section, « la Ville » after (peintre, 24-19614)', () => {
    eachProfile('peintre', '24-19614', /grandes reparations sur le patrimoine communal/, (r) => {
      for (const s of r.content.memoire_sections.filter((x) => !/Présentation|Compréhension/.test(x.title))) {
        expect(s.body.split('Ville de Livry-Gargan').length - 1, s.title).toBeLessThanOrEqual(1);
      }
      expect(r.memoire).toMatch(/ la Ville[ ,]/);
    });
  });
});

describe('what a reference shares is said by its own kinds of work', () => {
  itOnRealNotices()(
    'the umbrella-roof lot: references share the roofing, never the parapluie (couvreur, 24-15147)',
    () => {
      eachProfileAnyNature('24-15147', 'couvreur', (r) => {
        expect(r.letter).not.toMatch(/de même nature que les travaux du présent marché/);
        if (/Pérouges/.test(r.text)) {
          expect(r.text).not.toMatch(/même nature de travaux \([^)]*parapluie/);
          // The slate chapel had no insulation.
          expect(r.section(/f[ée]rences/)).toMatch(/même nature de travaux \(couverture\)/);
        }
      });
    },
  );

  itOnRealNotices()(
    'a steel walkway: a décennale naming « charpente » is to be checked (charpentier, 24-19069)',
    () => {
      eachProfileAnyNature('24-19069', 'charpentier', (r) => {
        if (/DEC-2026/.test(r.text)) {
          expect(r.todo).toMatch(/Assurance décennale à vérifier[^\n]*métallerie/);
        }
      });
    },
  );
});
