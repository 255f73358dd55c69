/**
 * Round 6 (issue 13, round-4 independent grading at 4daa5fe): the roofing, timber, masonry and
 * earthworks kinds of work the graded notices showed missing — a heritage roof restored à
 * l’identique (24-15715), a cycle route that is road works and not a sewer (24-19425), a new bike
 * shelter (24-19642), the outdoor works of a sports park (24-20000), the repair of footbridges
 * (24-15793), the insulation under a redone waterproofing (24-15350) — each tested both ways, and
 * every phase of the plan described by the method's steps.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { REAL_RECORDS_FILE } from '../../../../test/fixtures/generation.ts';
import {
  contextFor,
  type LocalContext,
  PROFILES,
  realContext,
  realNoticeIfAny,
  realNoticesWhere,
  realRecordsAvailable,
  writtenFor,
} from '../../../../test/writing.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();

/** The response (tables without their headers), its seams and retired standards returned, not checked. */
function written(context: LocalContext) {
  const r = writtenFor(context, { seams: false, retired: false, columns: false });
  return {
    text: r.text,
    method: r.section('methodologie'),
    phases: r.rows('planning').map((row) => row[0] ?? ''),
    materiel: r.section('moyens_materiels'),
    risks: r.rowsText('securite'),
    waste: `${r.section('environnement')}\n${r.rowsText('environnement')}`,
    qualite: r.section('qualite'),
    garanties: r.section('garanties'),
    comprehension: r.section('comprehension'),
    kinds: r.kinds,
    generique: r.generique,
    seams: seamsIn(r.text),
    retired: retiredCitations(r.text),
  };
}

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  written(contextFor(trade, title, { descripteurs, firstCode: 900 }));

/** Words of a phase's name that say a kind of work (not the preparation, reception or hand-over). */
const GENERIC_PHASE_WORDS =
  /^(et|de|du|des|la|le|les|l|d|a|au|aux|en|sur|par|preparation|installation|chantier|reception|levee|reserves|repli|visa|visas|approvisionnement|approvisionnements|etudes?|plans?|execution|taille|atelier|prise|charge|commande|commandes|compte|rendu|rendus|site|premier|second|batiment|travaux|ouvrages?|existants?|existante|finitions?|nettoyage|recolement|choix|produits|reglages|controles?|essais?|mise|service|remise|etat|rapport|intervention|dossier|generaux|dans|avec|pour)$/;

/** The phases of the plan whose kind-of-work words the method's steps never name. */
function phasesWithoutSteps(r: { method: string; phases: string[] }): string[] {
  const method = fold(r.method);
  // The first phase is the preparation period, which the method's opening sentence describes.
  return r.phases.slice(1).filter((phase) =>
    fold(phase)
      .split(/[^a-z0-9-]+/)
      .filter((w) => w.length > 2 && !GENERIC_PHASE_WORDS.test(w))
      .some((w) => !method.includes(w.slice(0, 5))),
  );
}

/** The graded real notice, with both profiles; undefined (and a message) when the records are absent. */
function real(trade: TradeSlug, pattern: RegExp) {
  const notice = realNoticeIfAny(trade, pattern);
  return notice && PROFILES.map((company) => written(realContext(notice, company)));
}

describe('phases and steps', () => {
  it.each<[TradeSlug, RegExp]>([
    ['couvreur', /couverture|toiture|ardoise|tuile/],
    ['charpentier', /charpente|abri|bardage|ossature/],
    ['etancheur', /etancheite|toiture/],
    ['macon', /maconnerie|gros oeuvre|passerelle|parc des sports|mur de soutenement/],
    ['terrassier', /terrassement|voirie|assainissement|cyclable|chaussee/],
  ])('%s: every phase of the plan has its steps in the method, on real notices', (trade, pattern) => {
    if (!realRecordsAvailable()) {
      console.warn(`Real notices skipped: ${REAL_RECORDS_FILE} is missing.`);
      return;
    }
    const notices = realNoticesWhere(trade, pattern, 40);
    expect(notices.length).toBeGreaterThan(10);
    const missing = notices.flatMap((n) => {
      const r = written(realContext(n));
      return phasesWithoutSteps(r).map((p) => `${n.tender.title} → « ${p} »`);
    });
    expect(missing).toEqual([]);
  });
});

describe('couvreur: a protected roof restored à l’identique', () => {
  it('the church nave of Bourbourg (descripteur « Monuments historiques »): survey, sorted dépose, lead, no HPV screen', () => {
    for (const r of real('couvreur', /restauration de la toiture de la nef/) ?? []) {
      expect(r.kinds).toContain('restauration_mh');
      expect(r.method).toMatch(/restaurée à l’identique/);
      expect(r.method).toMatch(/Dépose soignée et tri/);
      expect(r.method).toMatch(/parapluie/);
      expect(r.method).toContain('R4412-149');
      expect(r.risks).toMatch(/Exposition au plomb/);
      expect(r.text).not.toMatch(/HPV sous avis technique|Liteaux traités classe 2|\(tuiles, ardoises ou bacs\)/);
      expect(r.phases).toContain('Dépose de la couverture existante');
      expect(r.phases[0]).toMatch(/parapluie, protections intérieures et relevé/);
      expect(r.retired).toEqual([]);
    }
  });

  it('a slate chapel restoration keeps its slates; the descripteur alone makes a town hall roof protected', () => {
    const chapel = write('couvreur', 'Restauration de la couverture en ardoises de la chapelle Saint-Roch');
    expect(chapel.kinds).toContain('restauration_mh');
    expect(chapel.materiel).toMatch(/ardoises naturelles du format, de l’épaisseur et de la provenance de l’existant/i);
    expect(chapel.seams).toEqual([]);
    const mairie = write('couvreur', 'Réfection de la couverture de la mairie', ['Monuments historiques']);
    expect(mairie.kinds).toContain('restauration_mh');
  });

  it('an ordinary tile roof, or a church roof redone without restoration nor protection, keeps the roofer’s method', () => {
    const gym = write('couvreur', 'Remplacement de la couverture en tuiles du gymnase');
    expect(gym.kinds).not.toContain('restauration_mh');
    expect(gym.materiel).toMatch(/écran de sous-toiture HPV/i);
    const church = write('couvreur', 'Réfection de la toiture de l’église');
    expect(church.kinds).not.toContain('restauration_mh');
    expect(church.risks).not.toMatch(/Exposition au plomb/);
  });
});

describe('terrassier: a cycle route is road works, not a sewer', () => {
  it('the départemental cycle routes of Loire-Atlantique: plateforme, chaussée, stormwater, signing; no effluents', () => {
    for (const r of real('terrassier', /itineraires cyclables departementaux/) ?? []) {
      expect(r.kinds).toEqual(['voirie_cyclable']);
      expect(r.text).not.toMatch(/effluents|inspection télévisée|NF EN 1610/);
      expect(r.method).toContain('NF P 98-150-1');
      expect(r.method).toContain('NF EN 13108-1');
      expect(r.method).toMatch(/8e partie/);
      expect(r.qualite).toMatch(/justification du respect de la NF P 98-150-1 et de la NF EN 13108-1/);
      expect(r.qualite).toMatch(/PV d’essais à la plaque/);
      expect(r.risks).not.toMatch(/Circulation routière aux abords/);
      expect(r.retired).toEqual([]);
    }
  });

  it('another cycle path is read the same way; a cycle path with a sewer keeps the sewer, a sewer alone is no cycle path', () => {
    for (const r of real('terrassier', /amenagements cyclables, boulevard clemenceau/) ?? []) {
      expect(r.kinds).toContain('voirie_cyclable');
    }
    const both = write('terrassier', 'Création d’une piste cyclable et mise en séparatif des eaux usées');
    expect(both.kinds).toEqual(['voirie_cyclable', 'assainissement']);
    const sewer = write('terrassier', 'Réhabilitation du réseau d’assainissement, rue des Lilas');
    expect(sewer.kinds).not.toContain('voirie_cyclable');
    expect(sewer.method).toContain('NF EN 1610');
  });
});

describe('charpentier: a bike shelter is a small new outdoor structure', () => {
  it('the collège Garibaldi shelter: footings, anchors, snow of the site, exposed wood; no roof-frame template', () => {
    for (const r of real('charpentier', /abri deux roues au college garibaldi/) ?? []) {
      expect(r.kinds).toEqual(['abri']);
      expect(r.generique).toBe(false);
      expect(r.text).toMatch(/selon la zone de neige et l’altitude du site/);
      expect(r.method).toMatch(/Fondations et ancrages/);
      expect(r.method).toContain('NF DTU 31.1');
      expect(r.method).toContain('NF EN 335');
      expect(r.text).not.toMatch(/maçonneries porteuses|combles|échelles de meunier/);
      expect(r.garanties).not.toMatch(/Bon fonctionnement/);
    }
  });

  it('the repair of a school’s préau frame is no shelter', () => {
    const r = write('charpentier', 'Reprise de désordres structurels des deux préaux du collège');
    expect(r.kinds).not.toContain('abri');
    const carport = write(
      'charpentier',
      'Construction d’un carport en bois pour les véhicules des services techniques',
    );
    expect(carport.kinds).toEqual(['abri']);
    expect(carport.seams).toEqual([]);
  });
});

describe('maçon: a sports park and a footbridge', () => {
  it('the parc des sports of Bédoin (relaunched lot 1): outdoor works, and the plan’s demolition phase has its steps', () => {
    for (const r of real('macon', /requalification du parc des sports/) ?? []) {
      expect(r.kinds).toEqual(['equipement_sportif']);
      expect(r.phases).toContain('Démolitions, terrassements et fondations');
      expect(r.method).toMatch(/- Démolitions :/);
      expect(r.method).toMatch(/- Terrassements et fondations :/);
      expect(r.method).toMatch(/bétons coulés en extérieur/);
      expect(r.text).not.toMatch(/trappes d’accès|montés au cordeau/);
    }
  });

  it('a new city-stade has no demolition phase; an indoor gymnasium is no outdoor sports work', () => {
    const stade = write('macon', 'Construction d’un city-stade et de ses gradins');
    expect(stade.kinds).toEqual(['equipement_sportif']);
    expect(stade.phases.join(' ')).not.toMatch(/Démolitions/);
    expect(stade.method).toContain('NF EN 13200');
    const gym = write('macon', 'Rénovation du gymnase municipal : lot gros œuvre');
    expect(gym.kinds).not.toContain('equipement_sportif');
  });

  it('the passerelles du Vincin: concrete repair under NF EN 1504, one job and not orders, no NF DTU 20.1', () => {
    for (const r of real('macon', /reparation des passerelles du vincin/) ?? []) {
      expect(r.kinds).toEqual(['ouvrage_art']);
      expect(r.method).toContain('NF EN 1504');
      expect(r.method).toContain('Fascicule 65 du CCTG');
      expect(r.text).not.toMatch(/NF DTU 20\.1|Prise en charge de la demande/);
      expect(r.risks).toMatch(/Chute à l’eau/);
    }
  });

  it('upkeep of buildings stays per order; pontoons are not an ouvrage d’art repair', () => {
    const upkeep = write('macon', 'Travaux d’entretien et de réparation des bâtiments communaux');
    expect(upkeep.kinds).toContain('entretien');
    expect(upkeep.kinds).not.toContain('ouvrage_art');
    const pontons = write('macon', 'Démolition et remplacement de deux pontons sur pieux');
    expect(pontons.kinds).not.toContain('ouvrage_art');
  });
});

describe('étancheur: the insulation of a redone roof', () => {
  it('IUT de Belfort (descripteurs Couverture, Étanchéité, Isolation): the élément porteur standards and the thermal rule', () => {
    for (const r of real('etancheur', /refection de la toiture du batiment techniques de commercialisation/) ?? []) {
      expect(r.kinds).toEqual(['refection', 'isolation_toiture']);
      expect(r.method).toContain('NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)');
      expect(r.method).toContain('Arrêté du 3 mai 2007');
      expect(r.method).toMatch(/classe de compressibilité/);
    }
  });

  it('a réfection without insulation and an upkeep contract add no thermal rule', () => {
    const plain = write('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse du gymnase');
    expect(plain.kinds).not.toContain('isolation_toiture');
    expect(plain.text).not.toContain('Arrêté du 3 mai 2007');
    const upkeep = write('etancheur', 'Entretien et réparation des toitures-terrasses, isolation comprise');
    expect(upkeep.kinds).not.toContain('isolation_toiture');
  });
});
