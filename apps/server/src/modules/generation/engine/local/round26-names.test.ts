/**
 * Round 25, defects 3 and 4: a short name keeps every work noun and every named place (a road's locator, a list of
 * streets, an acronym's expansion), and a descripteur that names the object itself is no neighbouring work.
 */
import { describe, expect, it } from 'vitest';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import {
  communes,
  eachProfileAnyNature,
  itOnRealNotices,
  tenderAt,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { sitePlace } from './place.ts';
import { shortName } from './sections/shared.ts';

/** A notice of one département with no execution place, its buyer known by name only. */
const tenderOf = (title: string, departement: string, buyer: string): TenderDetail => ({
  ...tenderAt('terrassier', { title }),
  execution_place: null,
  departements: [departement],
  buyer: { name: buyer, email: null, phone: null, url: null, address: null, postal_code: null, city: null },
  buyer_name: buyer,
});

describe('a short name keeps what the works are and where', () => {
  it('a road’s locator heading the object goes after the works', () => {
    expect(
      shortName(
        'RD 6 PR 39+430 – Déconstruction et reconstruction de l’ouvrage d’art franchissant Le ruisseau de BUSSY sur le territoire de la commune de CHATEAUVILLAIN-.',
        'Châteauvillain',
      ),
    ).toBe('Déconstruction et reconstruction de l’ouvrage d’art de la RD 6');
    expect(shortName('RN 7 - Réfection de la chaussée entre les PR 12 et PR 15', null)).toBe(
      'Réfection de la chaussée sur la RN 7',
    );
  });

  it('the streets named are the name', () => {
    expect(shortName('Aménagement des rues Nicolas Rapin, Puits Saint-Martin et Petit Bot', 'Fontenay-le-Comte')).toBe(
      'Aménagement des rues Nicolas Rapin, Puits Saint-Martin et Petit Bot',
    );
  });

  it('an expansion followed by its acronym is said by the acronym; a part of the town keeps the town', () => {
    expect(
      shortName('Travaux d’aménagement du Transport en Commun en Site Propre (TCSP) RD2 - Entrée de Sète', 'Sète'),
    ).toBe('Aménagement du TCSP RD2 - Entrée de Sète');
  });
});

describe('a descripteur naming the object is not a neighbouring work', () => {
  it('« Réservoir » for a reservoir’s construction, « Fluides médicaux » still a neighbour', () => {
    const own = writtenForTitle('terrassier', 'Travaux de construction d’un réservoir semi-enterré', ['Réservoir']);
    expect(own.text).not.toMatch(/Ouvrages voisins que nomment les descripteurs/);
    const neighbour = writtenForTitle('chauffagiste', 'Remplacement des réseaux d’eau chaude du château d’eau', [
      'Chauffage (travaux)',
      'Fluides médicaux',
    ]);
    expect(neighbour.text).toMatch(
      /Ouvrages voisins que nomment les descripteurs de l’avis \(«\sfluides médicaux\s»\)/,
    );
  });

  itOnRealNotices()('24-15080 (terrassier): the bridge is named with its works and its road, both profiles', () => {
    eachProfileAnyNature('24-15080', 'terrassier', (r) => {
      expect(r.text).not.toMatch(/RD 6 PR 39\+430 – Déconstruction(?! et)/);
      expect(r.text).toMatch(/déconstruction et reconstruction de l’ouvrage d’art de la RD 6/i);
      expect(r.text).not.toMatch(/Ouvrages voisins que nomment les descripteurs/);
    });
  });
});

describe('a commune’s works are in that commune', () => {
  it('« Commune des Gets » is the site; « Brest Métropole » is measured from Brest, its site not said', () => {
    const gets = sitePlace(tenderOf('Création d’une aire de lavage', '74', 'Commune des Gets'), communes);
    expect(gets.commune).toBe('Les Gets');
    expect(gets.label).toBe('Les Gets');
    const brest = sitePlace(
      tenderOf('Travaux d’aménagement de la plateforme de broyage des végétaux', '29', 'Brest Métropole'),
      communes,
    );
    expect(brest.commune).toBeNull();
    expect(brest.around).toBe('Brest');
  });
});

describe('the team’s qualifications and the guarantees on an existing building', () => {
  it('each qualification names the phases of the plan that call for it', () => {
    const r = writtenForTitle('terrassier', 'Création d’une aire de lavage');
    expect(r.text).toMatch(/Conduite d’engins \(CACES R482\) — «\sterrassements[^»]*»[^()]*\(semaines\s\d/);
    expect(r.text).toMatch(/aux phases du planning qui les demandent/);
  });

  it('a restoration says what the compulsory décennale covers on the existing; a new build does not', () => {
    const restored = writtenForTitle('charpentier', 'Restauration de la charpente de l’église Saint-Martin');
    expect(restored.text).toMatch(/article L243-1-1 II du code des assurances/);
    const built = writtenForTitle('charpentier', 'Construction d’un préau en bois pour l’école');
    expect(built.text).not.toMatch(/L243-1-1/);
  });
});

describe('a paragraph that applies carries its products, risks and checks', () => {
  itOnRealNotices()(
    '24-18735 (électricien): the TCSP’s masts, traffic switches and bus priority, both profiles',
    () => {
      eachProfileAnyNature('24-18735', 'electricien', (r) => {
        expect(r.text).toMatch(/Mâts et crosses de la hauteur/);
        expect(r.text).toMatch(/Basculements de circulation entre les phases de voirie/);
        expect(r.text).toMatch(/Priorité aux bus aux carrefours à feux/);
      });
    },
  );

  itOnRealNotices()('24-19698 (terrassier): a reservoir with no duration is planned over six months', () => {
    eachProfileAnyNature('24-19698', 'terrassier', (r) => {
      expect(r.text).toMatch(/sur une base de 26\ssemaines/);
    });
  });

  it('a reservoir is on a closed site, not on the public road', () => {
    const r = writtenForTitle('terrassier', 'Construction d’un réservoir d’eau potable de 500 m3');
    expect(r.text).toMatch(/sur un site clos et interdit au public/);
    expect(r.text).not.toMatch(/la voie publique, ouverte à la circulation/);
  });
});

describe('works done in place of a defaulting owner', () => {
  itOnRealNotices()('24-15099 (électricien): the substitution works are read, both profiles', () => {
    eachProfileAnyNature('24-15099', 'electricien', (r) => {
      expect(r.text).toMatch(
        /comprend des travaux de substitution : exécutés sur des bâtiments ou des terrains privés/,
      );
      expect(r.text).toMatch(/Effondrement ou chute d’éléments d’un bâtiment sous arrêté/);
    });
  });

  it('a building’s works with no such order say nothing of it', () => {
    const r = writtenForTitle('electricien', 'Entretien des installations électriques des bâtiments communaux');
    expect(r.text).not.toMatch(/travaux de substitution/);
  });
});
