/**
 * Round 14 (bid-writer grading): sites whose use shapes the works and that were left unread.
 *
 * - A military site (ministère des Armées, ESID, base de défense, IRBA…): the access procedure — lists of
 *   workers and vehicles screened in advance, its delay counted in the preparation — in the comprehension;
 *   badges, escort, no photographs, deliveries announced at the guard post in the safety section
 *   (chauffagiste, 24-19608, IRBA Brétigny-sur-Orge).
 * - A parliament or a like guarded institution: accreditation, noisy works outside the sittings, access
 *   set by its security services (couvreur, 24-15147, Palais Bourbon).
 * - A port area: port security (ISPS), traffic and calls, wind and salt air, the quay's edge (charpentier,
 *   24-19069, Cap Janet terminal of the Grand Port maritime de Marseille).
 * - Social housing lived in: residents' entrances, car parks and bin stores, their information, children,
 *   the site closed every evening (étancheur, 24-14629, cité Square Fabien, OPH Plaine Commune Habitat).
 * - An existing building turned into a café or a shop: the ERP rules it must meet, said once in the
 *   method (maçon, 24-15789, « salle Saint Joseph en café-épicerie »).
 *
 * Each is read from the object and the buyer only (not from an address: « quai de la Fosse »), with its
 * negatives.
 */
import { describe, expect, it } from 'vitest';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { FULL_COMPANY, makeContext } from '../../../../test/fixtures/generation.ts';
import {
  bySection,
  eachProfileAnyNature,
  itOnRealNotices,
  tenderAt,
  UNCHECKED,
  writtenFor,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { defenceSite, guardedInstitution, portSite, retailConversion, socialHousing } from './constraints.ts';
import { siteUse } from './sections/securite.ts';

const real = itOnRealNotices();

const contextAt = (trade: TradeSlug, title: string, buyer?: string) =>
  makeContext({
    tender: tenderAt(trade, { title, ...(buyer ? { buyer } : {}) }),
    noticeText: '',
    trade,
    company: FULL_COMPANY,
  });
const analysedAt = (trade: TradeSlug, title: string, buyer?: string) => analyse(contextAt(trade, title, buyer));
const writtenAt = (trade: TradeSlug, title: string, buyer?: string) =>
  bySection(writtenFor(contextAt(trade, title, buyer), UNCHECKED));

/** Each paragraph of a section's text said once (not twice in the same words). */
const countOf = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/* ------------------------------------------------------------------ military sites */

describe('a military site', () => {
  real('IRBA Brétigny-sur-Orge (chauffagiste, 24-19608): access screened in advance, badges and escort', () => {
    eachProfileAnyNature('24-19608', 'chauffagiste', (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/Le chantier se tient sur une emprise militaire/);
      expect(s.comprehension).toMatch(/liste nominative des intervenants et celle des véhicules/);
      expect(s.comprehension).toMatch(/compté dans la période de préparation/);
      expect(s.securite).toMatch(/de l’usage du site : une emprise militaire à l’accès contrôlé/);
      expect(s.securite).toMatch(/sous escorte là où l’emprise l’impose/);
      expect(s.securite).toMatch(/aucune prise de vue sans autorisation écrite/);
      expect(s.securite).toMatch(/annoncée au poste de garde/);
      expect(countOf(r.text, /liste nominative des intervenants/)).toBe(1);
    });
  });

  it.each([
    ['Base aérienne 123 - Réfection de la toiture du hangar H4', undefined],
    ['16 - ANGOULEME - 1er RIMA - Quartier Fayolle - Réhabilitation des infrastructures', 'Esid Bordeaux'],
    ['Réfection de la couverture du bâtiment 12', 'Ministère des Armées - ESID de Lyon'],
    ['Réfection de la couverture du mess du quartier militaire', undefined],
  ])('made-up: « %s » (%s) is a military site', (title, buyer) => {
    const a = analysedAt('couvreur', title, buyer);
    expect(defenceSite(a)).toBe(true);
    expect(siteUse(a)?.what).toMatch(/^une emprise militaire/);
  });

  it.each([
    'Peinture de la caserne des sapeurs-pompiers',
    'Réfection de la toiture de la gendarmerie',
    'Réhabilitation de l’ancienne base aérienne en parc d’activités',
    'Rénovation des locaux de l’Armée du Salut',
  ])('made-up: « %s » is none', (title) => {
    const a = analysedAt('couvreur', title);
    expect(defenceSite(a)).toBe(false);
    expect(siteUse(a)?.what ?? '').not.toMatch(/emprise militaire/);
  });

  it('an accord-cadre on a base de défense: several military sites', () => {
    const s = writtenAt(
      'serrurier',
      'Base de Défense de Bordeaux - ACBC de travaux de serrurerie et de métallerie',
      'ESID de Bordeaux',
    );
    expect(s.comprehension).toMatch(/Les interventions ont lieu sur des emprises militaires/);
  });
});

/* ------------------------------------------------------------------ guarded institutions */

describe('a parliament or a like guarded institution', () => {
  real('the Palais Bourbon (couvreur, 24-15147): accreditation, noisy works outside sittings', () => {
    eachProfileAnyNature('24-15147', 'couvreur', (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/dans les locaux de l’Assemblée nationale, institution en activité/);
      expect(s.comprehension).toMatch(/chaque intervenant est accrédité à l’avance/);
      expect(s.comprehension).toMatch(/en dehors des séances/);
      // Said beside the notice's constraint (« travaux en hauteur »), not instead of it.
      expect(s.securite).toMatch(/travaux en hauteur\. Le site est une institution en activité, à l’accès gardé/);
      expect(s.securite).toMatch(/Seuls entrent les intervenants accrédités/);
    });
  });

  it('made-up: the Sénat by its buyer; the Élysée without sittings', () => {
    const senat = guardedInstitution(analysedAt('menuisier', 'Remplacement des portes du pavillon', 'Sénat'));
    expect(senat?.parliament).toBe(true);
    expect(senat?.inside).toMatch(/^dans les locaux du Sénat/);
    const s = writtenAt('menuisier', 'Restauration des menuiseries du palais de l’Élysée');
    expect(s.comprehension).toMatch(/Les travaux se tiennent au palais de l’Élysée, siège d’une institution/);
    expect(s.comprehension).toMatch(/en dehors de ses réunions, réceptions et cérémonies/);
    expect(s.comprehension).not.toMatch(/séances/);
  });

  it.each([
    'Réhabilitation de la canalisation avenue des Matignon à Granville',
    'Réfection de la toiture de la préfecture',
    'Rénovation de la salle du conseil municipal',
  ])('made-up: « %s » is none', (title) => {
    expect(guardedInstitution(analysedAt('couvreur', title))).toBeNull();
  });
});

/* ------------------------------------------------------------------ ports */

describe('a port area', () => {
  real('the Cap Janet terminal (charpentier, 24-19069): port security, traffic, salt air, the quay', () => {
    eachProfileAnyNature('24-19069', 'charpentier', (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/Le chantier se tient dans l’enceinte portuaire, qui reste en exploitation/);
      expect(s.comprehension).toMatch(/sûreté portuaire \(code ISPS\)/);
      expect(s.comprehension).toMatch(/l’autorité portuaire et l’exploitant du terminal/);
      expect(s.comprehension).toMatch(/air salin/);
      expect(s.comprehension).toMatch(/les levages sont arrêtés dès que le vent dépasse/);
      expect(s.securite).toMatch(/de l’usage du site : une zone portuaire en exploitation/);
      expect(s.securite).toMatch(/Chute à l’eau depuis le quai \| .*bouée couronne/);
      expect(countOf(r.text, /code ISPS/)).toBe(1);
    });
  });

  it.each([
    ['Réfection du hangar portuaire n° 3', undefined],
    ['Réhabilitation de la capitainerie du port de plaisance', 'Commune de Sète'],
    ['Remplacement du chauffage du bâtiment de Saint-Cassien', 'Grand Port Maritime de Marseille'],
    ['Réfection de la gare maritime', 'Région Bretagne'],
  ])('made-up: « %s » (%s) is a port', (title, buyer) => {
    expect(portSite(analysedAt('charpentier', title, buyer))).toBe(true);
  });

  it('made-up: a fishing port has no passengers', () => {
    const s = writtenAt('macon', 'Confortement des môles du port de pêche', 'Département du Calvados');
    expect(s.comprehension).toMatch(/Le chantier se tient dans l’enceinte portuaire/);
    expect(s.comprehension).toMatch(/les mouvements des navires, des engins de manutention et des usagers du port/);
    expect(`${s.comprehension}\n${s.securite}`).not.toMatch(/passagers|terminal/);
    expect(s.securite).toMatch(/Chute à l’eau depuis le quai/);
  });

  it.each([
    'Réfection de la chaussée rue du Port',
    'Espace Vieux Port - Requalification de la rue Vieljeux',
    'Pose d’un portique de levage (port de charge 2 t)',
    'Rénovation de l’immeuble du 12 quai de la Fosse',
    'Création d’ascenseurs à l’aérogare - société aéroportuaire',
    'Port du casque obligatoire - réfection de la toiture de la salle des fêtes',
  ])('made-up: « %s » is none', (title) => {
    const a = analysedAt('charpentier', title);
    expect(portSite(a)).toBe(false);
    expect(bySection(writtenFor(contextAt('charpentier', title), UNCHECKED)).securite).not.toMatch(
      /Chute à l’eau depuis le quai/,
    );
  });
});

/* ------------------------------------------------------------------ social housing */

describe('social housing lived in', () => {
  real('the cité Square Fabien (étancheur, 24-14629): residents, children, the site closed every evening', () => {
    eachProfileAnyNature('24-14629', 'etancheur', (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/Les logements de la cité restent habités pendant les travaux/);
      expect(s.comprehension).toMatch(/halls, à leurs places de stationnement et aux locaux à ordures ménagères/);
      expect(s.comprehension).toMatch(/affichage dans les halls/);
      expect(s.securite).toMatch(/de l’usage du site : un ensemble de logements sociaux habités/);
      expect(s.securite).toMatch(/chaque soir, l’emprise est fermée/);
      expect(s.securite).toMatch(/Accès d’enfants ou de résidents à l’emprise du chantier/);
    });
  });

  it.each([
    ['Réfection des clôtures de la résidence Blaise Pascal', 'OPH de Saint-Dizier'],
    ['Remplacement des menuiseries de 40 logements', 'Paris Habitat'],
    ['Réhabilitation thermique de 60 logements sociaux', undefined],
    ['Résidentialisation de la cité des Francs-Moisins', undefined],
  ])('made-up: « %s » (%s) is social housing', (title, buyer) => {
    expect(socialHousing(analysedAt('peintre', title, buyer))).toBe(true);
  });

  it.each([
    ['Réfection du logement de fonction de l’école Jules Ferry', undefined],
    ['Construction de 30 logements sociaux', undefined],
    ['Réaménagement des bureaux du siège', 'OPH de Saint-Dizier'],
    ['Réfection de la cité scolaire', undefined],
    ['Réfection des peintures de la résidence autonomie', undefined],
    ['Réfection de la toiture de la mairie', 'Commune de Villeurbanne - Direction de l’habitat'],
  ])('made-up: « %s » (%s) is none', (title, buyer) => {
    const a = analysedAt('peintre', title, buyer);
    expect(socialHousing(a)).toBe(false);
    expect(siteUse(a)?.what ?? '').not.toMatch(/logements sociaux/);
  });

  it('with a « site occupé » constraint: its name and its intrusion row are not said twice', () => {
    const s = writtenAt(
      'peintre',
      'Réfection des cages d’escalier de la résidence Les Tilleuls en site occupé',
      'Lyon Métropole Habitat',
    );
    expect(s.securite).toMatch(/et de l’usage du site : un ensemble de logements sociaux habités/);
    expect(s.securite).not.toMatch(/fait apparaître : site occupé/);
    expect(s.securite).toMatch(/Intrusion d’occupants dans la zone de travaux/);
    expect(s.securite).not.toMatch(/Accès d’enfants ou de résidents/);
  });
});

/* ------------------------------------------------------------------ a building turned into a shop or a café */

describe('an existing building turned into a café or a shop', () => {
  real('« salle Saint Joseph en café-épicerie » (maçon, 24-15789): ERP of types M and N, said once', () => {
    eachProfileAnyNature('24-15789', 'macon', (r) => {
      const s = bySection(r);
      expect(s.methode).toMatch(/devient un établissement recevant du public de types M et N/);
      expect(s.methode).toMatch(/arrêté du 8 décembre 2014/);
      expect(s.methode).toMatch(/seuil de plain-pied/);
      expect(countOf(r.text, /devient un établissement recevant du public/)).toBe(1);
    });
  });

  it.each([
    ['Transformation d’une grange en restaurant', /^de type N/],
    ['Aménagement d’un ancien garage en commerce de proximité', /^de type M/],
    ['Réhabilitation du presbytère en café-librairie', /^de types M et N/],
  ])('made-up: « %s »', (title, type) => {
    expect(retailConversion(analysedAt('macon', title))?.type).toMatch(type);
  });

  it.each([
    'Transformation d’un commerce en logements',
    'Construction d’un restaurant scolaire',
    'Réhabilitation de la cantine en restaurant scolaire',
    'Réfection de la toiture du café de la place',
  ])('made-up: « %s » is none', (title) => {
    expect(retailConversion(analysedAt('macon', title))).toBeNull();
  });
});

/* ------------------------------------------------------------------ no site: none of it */

it('an ordinary town-hall roof reads none of these sites', () => {
  const s = writtenAt('couvreur', 'Réfection de la couverture de la mairie');
  expect(`${s.comprehension}\n${s.securite}\n${s.methode}`).not.toMatch(
    /emprise militaire|institution en activité|enceinte portuaire|logements sociaux|recevant du public de type/,
  );
});
