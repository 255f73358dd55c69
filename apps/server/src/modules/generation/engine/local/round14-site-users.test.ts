/**
 * Round 14, issue 13 (round-14 regrade, defect 4): the users of the site — a CFA's apprentices and workshops,
 * an EREA's pupils, the firms of a business park — shape the organisation.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

const comprehension = /Compréhension/;

describe('the users of the site', () => {
  itOnRealNotices()('the CFA’s apprentices and workshops (carreleur, 24-19784)', () => {
    eachProfile('carreleur', '24-19784', /fauville/, (r) => {
      expect(r.section(comprehension)).toMatch(/Le CFA forme ses apprentis en alternance/);
      expect(r.text).toMatch(/Apprentis ou formateurs dans l’emprise du chantier/);
    });
  });

  itOnRealNotices()('the EREA’s pupils (menuisier, 24-15770)', () => {
    eachProfile('menuisier', '24-15770', /erea/, (r) => {
      expect(r.section(comprehension)).toMatch(/L’EREA accueille des élèves en grande difficulté scolaire/);
    });
  });

  itOnRealNotices()('the firms of a business park (électricien, 24-15553)', () => {
    eachProfile('electricien', '24-15553', /gretz/, (r) => {
      expect(r.section(comprehension)).toMatch(/Les entreprises de la zone d’activités restent en activité/);
      expect(r.text).toMatch(/Heurt par un poids lourd desservant une entreprise de la zone/);
    });
  });

  it('none of these for a town hall, nor a CFA still to be built', () => {
    const hall = writtenFor(contextFor('couvreur', 'Réfection de la couverture de la mairie'));
    expect(hall.text).not.toMatch(/apprentis|EREA|zone d’activités/);
    const built = writtenFor(contextFor('macon', 'Construction d’un CFA des métiers du bâtiment'));
    expect(built.text).not.toMatch(/Le CFA forme ses apprentis/);
  });
});

describe('orders met from far away', () => {
  itOnRealNotices()(
    'an accord-cadre 400 km from the seat plans its orders with the journey (peintre, 24-19614)',
    () => {
      eachProfile('peintre', '24-19614', /grandes reparations sur le patrimoine communal/, (r) => {
        if (/siège de Lyon/.test(r.text)) {
          expect(r.section(comprehension)).toMatch(/les commandes sont planifiées en tenant compte de ce trajet/);
          expect(r.todo).toMatch(/Accord-cadre à environ 400\skm de votre siège/);
        } else {
          expect(r.text).not.toMatch(/en tenant compte de ce trajet/);
        }
      });
    },
  );
});

describe('a prison, an airport, an overseas collectivity (round-15 fresh set)', () => {
  itOnRealNotices()('a detention centre in Polynésie française (chauffagiste, 24-16039)', () => {
    eachProfile('chauffagiste', '24-16039', /papeari/, (r) => {
      expect(r.section(comprehension)).toMatch(/Lieu d’exécution : Polynésie française/);
      expect(r.section(comprehension)).toMatch(/établissement pénitentiaire en activité/);
      expect(r.text).toMatch(/Outil ou matériau détourné dans un établissement pénitentiaire/);
      // (a collectivity is not an overseas département: the RTAA DOM is not applied to it)
      expect(r.text).not.toMatch(/la RTAA DOM pour la thermique/);
      expect(r.text).toMatch(/ni la RE2020 ni la RTAA DOM ne s’y appliquent/);
    });
  });

  it('an airport in service; an airport road or a former prison is not one', () => {
    expect(writtenFor(contextFor('electricien', 'Rénovation de l’éclairage de l’aérogare')).text).toMatch(
      /aéroport en exploitation/,
    );
    expect(writtenFor(contextFor('terrassier', 'Réfection de la route de l’aéroport')).text).not.toMatch(
      /aéroport en exploitation/,
    );
    expect(writtenFor(contextFor('macon', 'Reconversion de l’ancienne prison en médiathèque')).text).not.toMatch(
      /établissement pénitentiaire en activité/,
    );
  });
});
