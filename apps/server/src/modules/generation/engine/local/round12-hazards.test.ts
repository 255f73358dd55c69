/**
 * Round 12 (bid-writer grading): a hazard the method names keeps the same regime in the HSE table, the waste
 * table and the checks; a pure demolition is written as one; the site's use fits the building.
 *
 * - Sewers under an existing street (terrassier, 24-19640): the method removes old asbestos-cement pipes whole
 *   under a sous-section 4 mode opératoire; the waste section said « entreprise certifiée sous-section 3 », the
 *   old pipes were non-hazardous and the asphalt had no line; the HSE table had no asbestos row.
 * - The demolition of a disused pool (maçon, 24-15411): « peuvent toucher des déchets dangereux hors amiante »,
 *   « les rares déchets dangereux » next to DEEE and lead paint, a façade scaffold and the R408 for a machine
 *   demolition, « les chutes des ouvrages neufs » where nothing is built.
 * - The site's use: a shopping centre (plaquiste, 24-15071), a maison de santé (plombier, 24-20038), fire
 *   stations (serrurier, 24-20119) and any object naming several sites in service.
 */
import { describe, expect, it } from 'vitest';
import {
  anyNatureNotice,
  bySection,
  contextFor,
  eachProfile,
  itOnRealNotices,
  PROFILES,
  realContext,
  writtenFor,
  writtenForTitle,
  type Written,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { siteUse } from './sections/securite.ts';

const real = itOnRealNotices();

/* ------------------------------------------------------------------ asbestos-cement pipes and asphalt */

/** The HSE row, the waste rows and the checks of a trench under a street whose old pipes may be asbestos-cement. */
function expectSameRegime(r: Written): void {
  const s = bySection(r);
  // The method: old asbestos-cement pipes removed whole under a sous-section 4 mode opératoire.
  expect(s.methode).toMatch(/amiante-ciment n’est coupée ni cassée[^.]*sous-section 4/);
  // HSE: an asbestos row with the same regime, its training checked at the induction.
  expect(s.securite).toMatch(
    /Exposition aux fibres d’amiante des anciennes canalisations en amiante-ciment \| [^\n]*sous-section 4[^\n]*mode opératoire[^\n]*jamais coupée, cassée ni meulée[^\n]*appareil de protection respiratoire[^\n]*emballés/,
  );
  expect(r.section(/curit/)).toMatch(/formation amiante sous-section 4/);
  // Waste: the pipes hazardous, under the sous-section 4 and a BSDA; never « removed by a certified firm ».
  expect(s.dechets).toMatch(/Anciennes canalisations en amiante-ciment[^|]*\| DD \| [^\n]*sous-section 4[^\n]*BSDA/);
  expect(s.dechets).not.toMatch(/Anciennes canalisations, ferrailles \| DND/);
  expect(s.dechets).not.toMatch(/canalisations en amiante-ciment[^.;\n]*entreprise certifiée/);
  expect(r.section('environnement')).toMatch(
    /pour les anciennes canalisations en amiante-ciment, dépose par éléments entiers, sans coupe ni casse, selon un mode opératoire sous-section 4/,
  );
  // The asphalt: its filière by the analysis (recycled, PAH above the threshold, asbestos).
  expect(s.dechets).toMatch(
    /Déblais d’enrobés sans amiante ni HAP au-delà des seuils \| Inertes \| Centrale d’enrobage/,
  );
  expect(s.dechets).toMatch(/Déblais d’enrobés à HAP au-delà du seuil[^|]*\| DD \| [^\n]*ISDD/);
  expect(s.dechets).toMatch(/Déblais d’enrobés contenant de l’amiante[^|]*\| DD \| [^\n]*sous-section 3[^\n]*BSDA/);
  // The checks: the asphalt analysed before any cut (hold point), the pipes' material at their discovery.
  expect(s.qualite).toMatch(
    /Analyse des enrobés de la chaussée ouverte \(amiante et HAP\) \| Avant tout sciage ou rabotage \(point d’arrêt\)/,
  );
  expect(s.qualite).toMatch(/Nature des anciennes canalisations dégagées \(amiante-ciment\)[^\n]*sous-section 4/);
}

describe('a hazard the method names has one regime everywhere (terrassier, 24-19640)', () => {
  real('« Mise en séparatif … avenue Devienne Ouest »: asbestos-cement pipes in SS4, asphalt by its analysis', () => {
    eachProfile('terrassier', '24-19640', /separatif/, (r) => {
      expect(r.kinds).toContain('assainissement');
      expectSameRegime(r);
      expect(r.text).not.toMatch(/Hors amiante, les rares déchets dangereux/);
    });
  });

  it('a made-up sewer under a street: the same rows and regimes', () => {
    const r = writtenForTitle('terrassier', 'Création d’un réseau d’eaux usées rue des Tilleuls');
    expect(r.kinds).toContain('assainissement');
    expectSameRegime(r);
  });

  it('a made-up sewer renewed under a street: the same regime for the old pipes', () => {
    const r = writtenForTitle('terrassier', 'Renouvellement du collecteur d’eaux usées avenue Jean Jaurès');
    expect(r.kinds).toContain('rehabilitation_reseau');
    expectSameRegime(r);
  });

  it('a sewer away from any street writes no asphalt line', () => {
    const r = writtenForTitle('terrassier', 'Création d’un réseau d’eaux pluviales au lotissement Les Vignes');
    expect(r.kinds).toContain('assainissement');
    expect(bySection(r).dechets).not.toMatch(/enrobés/);
    expect(bySection(r).securite).not.toMatch(/amiante-ciment/);
  });
});

/* ------------------------------------------------------------------ demolition */

/** What a pure demolition must not write: template lines of a building site where something is built. */
function expectDemolition(r: Written): void {
  const s = bySection(r);
  expect(r.kinds).toContain('demolition');
  // The asbestos paragraph names asbestos materials, removed by a certified firm before the demolition.
  expect(r.section('environnement')).not.toMatch(/toucher des déchets dangereux hors amiante/);
  expect(r.section('environnement')).toMatch(
    /Amiante : [^\n]*peuvent toucher des matériaux contenant de l’amiante, que le repérage amiante avant démolition[^\n]*retirés avant toute démolition par une entreprise certifiée sous-section 3/,
  );
  // Its hazardous flow (DEEE, tubes, lead paint) is not « rare ».
  expect(r.text).not.toMatch(/rares déchets dangereux/);
  expect(r.section('environnement')).toMatch(
    /Les déchets dangereux de ce chantier autres que l’amiante \(DEEE, tubes fluorescents, bois traités, peintures au plomb\)/,
  );
  // Nothing is built.
  expect(r.text).not.toMatch(/ouvrages neufs/);
  // A machine demolition from the ground: no façade scaffold, no R408.
  expect(r.text).not.toMatch(/R408/);
  expect(s.moyens).not.toMatch(/Échafaudage[^\n]*\| Affecté/);
  expect(s.securite).not.toMatch(/Effondrement lors des démolitions et ouvertures/);
  expect(s.securite).toMatch(/Effondrement incontrôlé/);
}

describe('a pure demolition is written as one (maçon)', () => {
  real('« Démolition de l’ancienne piscine (bâtiment 42) à l’ENP de Nîmes » (24-15411)', () => {
    eachProfile('macon', '24-15411', /ancienne piscine/, (r) => expectDemolition(r));
  });

  it('a made-up demolition of a disused gymnasium', () => {
    expectDemolition(writtenForTitle('macon', 'Démolition de l’ancien gymnase municipal'));
  });
});

/* ------------------------------------------------------------------ the site's use */

const use = (trade: Parameters<typeof contextFor>[0], title: string) => siteUse(analyse(contextFor(trade, title)));

describe('the site’s use fits the building (securite.ts, siteUse)', () => {
  real('a shopping centre (plaquiste, 24-15071): open to the public, its shops’ hours and deliveries', () => {
    eachProfile('plaquiste', '24-15071', /centre commercial/, (r) => {
      expect(r.section(/curit/)).toMatch(
        /de l’usage du site : un centre commercial ouvert au public, avec ses commerces, leurs heures d’ouverture et leurs livraisons/,
      );
      expect(r.section(/curit/)).toMatch(/créneaux de livraison/);
    });
  });

  real('a maison de santé (plombier, 24-20038): patients at consultation hours, no hospital', () => {
    eachProfile('plombier', '24-20038', /maison de sante/, (r) => {
      const hse = r.section(/curit/);
      expect(hse).toMatch(/de l’usage du site : une maison de santé, où les praticiens reçoivent leurs patients/);
      expect(hse).not.toMatch(/contraintes que l’avis fait apparaître : établissement de santé/);
      expect(r.text).not.toMatch(/EOH|bloc opératoire|site hospitalier|immunodéprimés/);
    });
  });

  real('fire stations (serrurier, 24-20119): the works move between stations in service', () => {
    const notice = anyNatureNotice('24-20119', 'serrurier');
    for (const company of PROFILES) {
      const hse = writtenFor(realContext(notice, company), { seams: false }).section(/curit/);
      expect(hse).toMatch(/de l’usage des sites : des centres de secours du SDIS, en service de jour comme de nuit/);
      expect(hse).toMatch(/Les travaux passent d’un centre occupé à l’autre/);
      expect(hse).toMatch(/sorties des véhicules d’intervention ne sont jamais encombrées/);
    }
  });

  it('made-up objects: a shopping gallery, a medical practice, fire stations, the schools of a town', () => {
    expect(use('plaquiste', 'Réaménagement de la galerie marchande du centre commercial des Arcades')?.what).toMatch(
      /^un centre commercial ouvert au public/,
    );
    expect(use('plombier', 'Rénovation des sanitaires du cabinet médical')?.what).toMatch(
      /^un cabinet médical, où les praticiens reçoivent leurs patients/,
    );
    const stations = use('serrurier', 'Remplacement des portes sectionnelles des centres de secours');
    expect(stations?.sites).toBe(true);
    expect(stations?.measure).toMatch(/d’un centre occupé à l’autre/);
    const schools = writtenForTitle('peintre', 'Travaux de peinture dans les écoles de la commune');
    expect(schools.section(/curit/)).toMatch(
      /sur plusieurs sites en service\. Les travaux passent d’un site occupé à l’autre/,
    );
  });

  it('a new shopping centre or medical centre has no users yet', () => {
    expect(use('plaquiste', 'Construction d’un centre commercial')).toBeNull();
    expect(use('plombier', 'Construction d’une maison de santé pluriprofessionnelle')).toBeNull();
  });

  it('a hospital is not read as a medical practice', () => {
    const r = writtenFor(contextFor('plombier', 'Rénovation des sanitaires du centre hospitalier'));
    expect(r.section(/curit/)).not.toMatch(/praticiens reçoivent leurs patients/);
  });
});
