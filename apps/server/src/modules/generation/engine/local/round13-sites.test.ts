/**
 * Round 13 (bid-writer grading): the site's use, read once from the object whatever name it takes.
 *
 * - A pool by any of its names (« stade nautique », « centre aquatique », « centre nautique », « espace
 *   aquatique ») is a pool — bathers, an operator, closure periods, humid and chlorinated air —, not a
 *   sports hall (charpentier, 24-15815, « Réhabilitation du stade nautique de Gien »); a disused one has no
 *   bathers.
 * - A museum (« extension muséale », « Cité internationale de la tapisserie », « centre d’interprétation »,
 *   « galerie d’exposition »): collections, visiting hours, the curator, hot works and water kept away from
 *   the collections; for an extension, the museum in use next to it (étancheur, 24-19728).
 * - An école maternelle, a crèche, a multi-accueil: small children, their naps and quiet times, their
 *   families at the door (peintre, 24-15384, « école maternelle Joliot Curie »).
 * - Several sites named in the plural (« centres de secours », « les écoles de la commune », « les
 *   gymnases ») are several sites for the comprehension and the method, with one plan de prévention and
 *   the works moving from one occupied site to the next (serrurier, 24-20119).
 * - The asbestos sous-section 4 training a risk row of the kind asks for is in the staffing's list too
 *   (terrassier, 24-19640).
 */
import { describe, expect, it } from 'vitest';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import {
  bySection,
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenForTitle,
} from '../../../../test/writing.ts';
import { analyse, sitesOf } from './analysis.ts';
import { siteUse } from './sections/securite.ts';
import { habilitationsOf } from './sections/shared.ts';

const real = itOnRealNotices();
const use = (trade: TradeSlug, title: string) => siteUse(analyse(contextFor(trade, title)));

/* ------------------------------------------------------------------ pools */

describe('a pool by any of its names is a pool', () => {
  real('« Réhabilitation du stade nautique de Gien » (charpentier, 24-15815): bathers, not a sports hall', () => {
    eachProfileAnyNature('24-15815', 'charpentier', (r) => {
      const hse = r.section(/curit/);
      expect(hse).toMatch(/de l’usage du site : une piscine publique, avec ses baigneurs/);
      expect(hse).toMatch(/périodes de fermeture/);
      expect(hse).toMatch(/air chaud, humide et chloré/);
      expect(hse).not.toMatch(/équipement sportif|si la salle reste ouverte/);
    });
  });

  it.each([
    'Réhabilitation du stade nautique',
    'Rénovation du centre aquatique intercommunal',
    'Réfection de la charpente du centre nautique',
    'Travaux dans l’espace aquatique des Hauts de Saône',
  ])('made-up: « %s » reads as a pool', (title) => {
    const u = use('charpentier', title);
    expect(u?.what).toMatch(/^une piscine publique, avec ses baigneurs/);
    expect(u?.measure).toMatch(/vidange technique, fermeture annuelle/);
  });

  it('a disused pool or a new one has no bathers; a stadium stays a sports ground', () => {
    expect(use('charpentier', 'Désamiantage et réhabilitation de l’ancien stade nautique')?.what ?? '').not.toMatch(
      /baigneurs/,
    );
    expect(use('charpentier', 'Construction d’un centre aquatique')?.what ?? '').not.toMatch(/baigneurs/);
    expect(use('charpentier', 'Réfection de la charpente des tribunes du stade municipal')?.what).toMatch(
      /^un équipement sportif/,
    );
  });
});

/* ------------------------------------------------------------------ museums */

describe('a museum is read as one', () => {
  real(
    '« Extension muséale … Cité internationale de la tapisserie » (étancheur, 24-19728): the museum next to it',
    () => {
      eachProfileAnyNature('24-19728', 'etancheur', (r) => {
        const s = bySection(r);
        expect(s.securite).toMatch(/de l’usage du site : le musée existant, voisin de l’extension/);
        expect(s.securite).toMatch(/conservateur/);
        expect(s.securite).toMatch(/aucun point chaud n’est ouvert près des collections sans permis de feu/);
        expect(s.securite).toMatch(/aucune eau ni poussière n’atteint les salles/);
        expect(s.securite).toMatch(/Incendie, dégât des eaux ou poussières près des collections du musée/);
        expect(s.comprehension).toMatch(/L’extension jouxte le musée existant, qui reste ouvert au public/);
      });
    },
  );

  it.each([
    ['Rénovation de la toiture du musée des Beaux-Arts', /^un musée ouvert au public/],
    ['Réhabilitation du centre d’interprétation de l’architecture et du patrimoine', /^un musée ouvert au public/],
    ['Reprise de l’étanchéité de la galerie d’exposition du château', /^un musée ouvert au public/],
    ['Extension muséale du site archéologique', /^le musée existant, voisin de l’extension/],
  ])('made-up: « %s »', (title, what) => {
    const u = use('etancheur', title);
    expect(u?.what).toMatch(what);
    expect(u?.measure).toMatch(/conservateur/);
    // The roofer works with a torch: no hot work near the collections without a permis de feu.
    expect(u?.measure).toMatch(/permis de feu/);
  });

  it('a new museum alone has no visitors yet; a former one neither', () => {
    expect(use('etancheur', 'Construction d’un musée')?.what ?? '').not.toMatch(/musée/);
    expect(use('etancheur', 'Reconversion de l’ancien musée en logements')?.what ?? '').not.toMatch(/musée/);
  });
});

/* ------------------------------------------------------------------ small children */

describe('small children at an école maternelle, a crèche, a multi-accueil', () => {
  real('« école maternelle Joliot Curie » (peintre, 24-15384): young children, naps, families at the door', () => {
    eachProfile('peintre', '24-15384', /maternelle joliot curie/, (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/L’école maternelle de Cappelle-la-Grande accueille de jeunes enfants/);
      expect(s.comprehension).toMatch(/sieste/);
      expect(s.comprehension).toMatch(/heures d’arrivée et de départ des familles/);
      expect(s.comprehension).not.toMatch(/accueille des enfants\./);
      expect(s.planning).toMatch(/jamais pendant la sieste ni les temps calmes/);
      expect(s.securite).toMatch(/Dans une école maternelle, les accès de chantier/);
      expect(s.securite).toMatch(/porte d’abord sur les heures d’arrivée et de départ des familles/);
    });
  });

  it('made-up: a maternelle alone, not an elementary school beside it', () => {
    const maternelle = writtenForTitle('peintre', 'Réfection des peintures de l’école maternelle des Tilleuls');
    expect(maternelle.section('comprehension')).toMatch(/accueille de jeunes enfants, de trois à six ans/);
    const both = writtenForTitle('peintre', 'Réfection des peintures des écoles maternelle et élémentaire Jules Ferry');
    expect(both.section('comprehension')).toMatch(/accueille des enfants\./);
    expect(both.section('comprehension')).not.toMatch(/sieste/);
  });

  it.each([
    ['Réaménagement de la crèche des Petits Loups', /La crèche de Vienne accueille de jeunes enfants/],
    ['Rénovation du multi-accueil Les Lucioles', /La structure multi-accueil de Vienne accueille de jeunes enfants/],
  ])('made-up: « %s » — its naps and its closure periods', (title, who) => {
    const s = bySection(writtenForTitle('peintre', title));
    expect(s.comprehension).toMatch(who);
    expect(s.planning).toMatch(/jamais pendant leurs siestes/);
    expect(s.planning).toMatch(/périodes de fermeture de la structure/);
    expect(s.comprehension).not.toMatch(/élèves/);
  });
});

/* ------------------------------------------------------------------ several sites */

describe('several sites named in the plural', () => {
  real('the fire stations of the SDIS 34 (serrurier, 24-20119): several sites, their fire-station use kept', () => {
    eachProfileAnyNature('24-20119', 'serrurier', (r) => {
      const s = bySection(r);
      expect(s.comprehension).toMatch(/L’objet vise des centres de secours/);
      expect(s.comprehension).toMatch(/organisés centre par centre/);
      expect(s.methode).toMatch(/Organisation centre par centre/);
      expect(s.securite).toMatch(
        /de l’usage des sites : des centres de secours du SDIS, en service de jour comme de nuit/,
      );
      expect(s.securite).toMatch(/Les travaux passent d’un centre occupé à l’autre/);
      expect(s.securite).toMatch(/un plan de prévention unique est établi avec le SDIS pour l’ensemble des sites/);
    });
  });

  it.each([
    [
      'Fourniture et pose de plateformes métalliques pour des centres de secours du SDIS 34',
      'centre',
      'centres de secours',
    ],
    ['Remplacement des portes des centres d’incendie et de secours', 'centre', 'centres d’incendie et de secours'],
    ['Peinture des casernes de pompiers', 'caserne', 'casernes de pompiers'],
    ['Travaux de peinture dans les écoles de la commune', 'école', 'écoles'],
    ['Réfection des sols dans les gymnases de la ville', 'gymnase', 'gymnases'],
    ['Mise en accessibilité des médiathèques du réseau', 'médiathèque', 'médiathèques'],
  ])('sitesOf « %s »', (title, unit, noun) => {
    const sites = sitesOf(title);
    expect(sites?.unit).toBe(unit);
    expect(sites?.noun).toBe(noun);
    expect(sites?.count).toBeNull();
  });

  it('made-up: the schools of a town — one plan de prévention, the works move between occupied sites', () => {
    const s = bySection(writtenForTitle('peintre', 'Travaux de peinture dans les écoles de la commune'));
    expect(s.comprehension).toMatch(/L’objet vise des écoles/);
    expect(s.methode).toMatch(/Organisation école par école/);
    expect(s.securite).toMatch(/Les travaux passent d’un site occupé à l’autre/);
    expect(s.securite).toMatch(/plan de prévention unique/);
    expect(s.securite).not.toMatch(/un centre occupé|chef de centre/);
  });

  it('one site keeps one plan de prévention', () => {
    const s = bySection(writtenForTitle('peintre', 'Travaux de peinture de l’école Jules Ferry'));
    expect(s.securite).not.toMatch(/plan de prévention unique/);
  });
});

/* ------------------------------------------------------------------ asbestos training */

describe('the asbestos training a risk row asks for is in the staffing list', () => {
  real('sewers under a street (terrassier, 24-19640): « Moyens humains » lists the sous-section 4 training', () => {
    eachProfile('terrassier', '24-19640', /separatif/, (r) => {
      const s = bySection(r);
      expect(s.securite).toMatch(/intervenants titulaires de la formation amiante sous-section 4/);
      expect(s.humains).toMatch(/Formation amiante sous-section 4/);
      // The same training checked at the induction, once.
      expect(s.securite.match(/formation amiante sous-section 4 des intervenants exposés/g)?.length).toBe(1);
    });
  });

  it('made-up: a row of the kind asks for it, the list has it; no row, no training', () => {
    const sewers = writtenForTitle('terrassier', 'Mise en séparatif des réseaux d’assainissement rue des Lilas');
    expect(bySection(sewers).securite).toMatch(/titulaires de la formation amiante sous-section 4/);
    expect(bySection(sewers).humains).toMatch(/Formation amiante sous-section 4 des intervenants exposés/);
    expect(
      habilitationsOf(analyse(contextFor('terrassier', 'Création d’un parking'))).some((h) => /amiante/.test(h)),
    ).toBe(false);
    expect(
      habilitationsOf(analyse(contextFor('couvreur', 'Réfection de la couverture de l’école'))).some((h) =>
        /amiante/.test(h),
      ),
    ).toBe(false);
  });
});
