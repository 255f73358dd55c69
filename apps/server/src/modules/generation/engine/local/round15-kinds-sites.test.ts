/**
 * Round 15 (fresh set), defects 1, 5 and 6, building side: the kinds of work an object names that the family
 * default replaced (a heritage façade restoration, a storm-water network under a street, an industrial
 * building), the site readings of a landmark, an industrial site, a sanitary border post and street CCTV, the
 * extension of a system that is no building's, and the generic handling row beside the trade's own.
 */
import { describe, expect, it } from 'vitest';
import { buildingExtension } from './constraints.ts';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenFor,
} from '../../../../test/writing.ts';

const comprehension = /Compréhension/;
const securite = /Hygiène/;

describe('a heritage façade restoration (maçon)', () => {
  itOnRealNotices()('the Capitole’s east façades: restoration, lime, test panels, hedged monument (24-18681)', () => {
    eachProfile('macon', '24-18681', /capitole/, (r) => {
      expect(r.kinds).toEqual(['restauration_patrimoine']);
      expect(r.text).toMatch(/panneau d’essai/);
      expect(r.text).toMatch(/pierres de même nature/);
      expect(r.text).toMatch(/briques de récupération ou fabriquées à l’identique/);
      expect(r.text).toMatch(/chaux naturelle \(NHL, NF EN 459-1\)/);
      expect(r.text).toMatch(/jamais au ciment/);
      expect(r.text).toMatch(/sans sablage agressif/);
      expect(r.text).toMatch(/ne relève pas des DTU/);
      // the monument said as probable, its rules as conditions
      expect(r.section(comprehension)).toMatch(
        /L’objet nomme le Capitole : un édifice de cette nature est le plus souvent protégé au titre des monuments historiques, ce que l’avis ne précise pas/,
      );
      expect(r.section(comprehension)).toMatch(
        /S’il est classé ou inscrit, sa maîtrise d’œuvre est confiée à un architecte en chef des monuments historiques ou à un architecte du patrimoine/,
      );
      // no rendered ravalement, no earthworks, no floor saw nor rotating laser
      expect(r.text).not.toMatch(/NF DTU 26\.1|deux ou trois passes|documents techniques unifiés cités/);
      expect(r.text).not.toMatch(/CACES R482|terrassements/);
      expect(r.text).not.toMatch(/Scie de sol|Laser rotatif de l’entreprise|laser rotatif ;/);
      // the trade's handling row, not a second generic one
      expect(r.firstCells(securite)).toContain('Manutention des blocs et sacs');
      expect(r.firstCells(securite)).not.toContain('Manutentions manuelles');
    });
  });

  itOnRealNotices()('a church’s restoration is the same kind, not a demolition (24-20146)', () => {
    eachProfile('macon', '24-20146', /marsan/, (r) => {
      expect(r.kinds).toEqual(['restauration_patrimoine']);
      expect(r.text).not.toMatch(/démolition et déconstruction/);
    });
  });

  it('a ravalement alone keeps its kind, without earthmoving CACES, floor saw nor laser', () => {
    const r = writtenFor(contextFor('macon', 'Ravalement des façades de la mairie'));
    expect(r.kinds).toEqual(['ravalement']);
    expect(r.text).not.toMatch(/CACES R482|Scie de sol|Laser rotatif de l’entreprise/);
  });

  it('a new building beside a restored façade keeps the new-build kind; no landmark read in a town’s or a street’s name', () => {
    const built = writtenFor(
      contextFor(
        'macon',
        'Construction d’une école maternelle à Saint-Paul-Trois-Châteaux et restauration de la façade',
      ),
    );
    expect(built.kinds).not.toContain('restauration_patrimoine');
    expect(built.text).not.toMatch(/L’objet nomme/);
    for (const title of [
      'Réfection de la salle polyvalente, rue de l’Église',
      'Travaux de modification des éclairages du centre aquatique Château Bleu',
      'Réhabilitation du château d’eau de la commune',
    ]) {
      expect(writtenFor(contextFor('electricien', title)).text).not.toMatch(/L’objet nomme/);
    }
  });
});

describe('a storm-water network under a street (terrassier, 24-14853)', () => {
  itOnRealNotices()('sawn asphalt tested first, trench by sections under traffic, NF P 98-331, no topsoil', () => {
    eachProfile('terrassier', '24-14853', /siblas/, (r) => {
      expect(r.kinds).toContain('assainissement');
      expect(r.text).toMatch(
        /Sciage de la chaussée et circulation : enrobés sciés au droit de la tranchée une fois connus les résultats du repérage amiante et de l’analyse HAP/,
      );
      expect(r.text).toMatch(/alternat ou déviation selon l’arrêté de circulation/);
      expect(r.text).toMatch(
        /selon la NF P 98-331 et l’objectif de densification du CCTP \(q4 en partie inférieure, q3 en partie supérieure/,
      );
      expect(r.text).toMatch(/inspection télévisée/);
      expect(r.text).toMatch(/Déblais d’enrobés contenant de l’amiante, si l’analyse en signale/);
      expect(r.text).not.toMatch(/terre végétale|terrassements généraux|Chargeuse pour les mouvements de terres/i);
    });
  });

  it('a trenchless repair saws no roadway', () => {
    const r = writtenFor(
      contextFor(
        'terrassier',
        'Réhabilitation sans tranchée du collecteur d’eaux usées de la rue des Lilas par chemisage',
      ),
    );
    expect(r.text).not.toMatch(/Sciage de la chaussée/);
  });
});

describe('an industrial building (peintre)', () => {
  itOnRealNotices()('Federal Mogul 2: steel by corrosivity class, nacelle, former or active site (24-18888)', () => {
    eachProfile('peintre', '24-18888', /federal mogul/, (r) => {
      expect(r.kinds).toEqual(['batiment_industriel']);
      expect(r.text).toMatch(/NF EN ISO 12944/);
      expect(r.text).toMatch(/NF EN ISO 8501-1/);
      expect(r.text).toMatch(/CACES R486/);
      expect(r.section(comprehension)).toMatch(/Le site est industriel : s’il est encore en activité/);
      expect(r.section(comprehension)).toMatch(
        /s’il s’agit d’un ancien site industriel[^.]*le diagnostic de pollution/,
      );
      expect(r.firstCells(securite)).toContain('Pollution des sols ou des bâtiments d’un site industriel');
      expect(r.text).not.toMatch(/\bPIRL\b|plaques de plâtre/);
    });
  });

  it('a hangar turned into offices is painted as offices', () => {
    const r = writtenFor(
      contextFor('peintre', 'Réhabilitation d’un hangar en bureaux pour le siège de la communauté de communes'),
    );
    expect(r.kinds).not.toContain('batiment_industriel');
  });
});

describe('the extension of a system is no building’s (électricien, 24-15778)', () => {
  itOnRealNotices()('street CCTV: masts, ducts, DT-DICT, traffic, sea air; no building extension nor new build', () => {
    eachProfile('electricien', '24-15778', /courseulles/, (r) => {
      expect(r.section(comprehension)).toMatch(
        /Les caméras sont installées sur l’espace public : sur mâts, poteaux ou façades/,
      );
      expect(r.section(comprehension)).toMatch(/DT-DICT/);
      expect(r.section(comprehension)).toMatch(/à l’air salin du littoral/);
      expect(r.firstCells(securite)).toContain('Heurt par un véhicule lors des poses sur la voie publique');
      expect(r.text).not.toMatch(/limite entre l’extension et le bâtiment existant|En construction neuve/);
    });
  });

  it('reads a building’s extension, not a system’s', () => {
    expect(buildingExtension('Extension de l’école élémentaire Jean-Jaurès')).toBe(true);
    expect(buildingExtension('Construction d’une extension du gymnase')).toBe(true);
    expect(buildingExtension('Travaux de modernisation et d’extension du dispositif de vidéoprotection')).toBe(false);
    expect(buildingExtension('Extension du réseau d’éclairage public')).toBe(false);
    expect(
      buildingExtension('Travaux de refonte, d’extension et maintenance d’un dispositif de vidéo-protection'),
    ).toBe(false);
  });

  it('a building’s extension is still a new build for its waste', () => {
    const r = writtenFor(contextFor('plaquiste', 'Extension de l’école maternelle'));
    expect(r.text).toMatch(/En construction neuve/);
  });

  it('no street reading for cameras inside a school', () => {
    const r = writtenFor(contextFor('electricien', 'Installation de vidéoprotection dans les bâtiments de l’école'));
    expect(r.text).not.toMatch(/Les caméras sont installées sur l’espace public/);
  });
});

describe('a sanitary border inspection post (serrurier, 24-15492)', () => {
  itOnRealNotices()('SIVEP: washable fittings, hygiene zones, inspections kept going', () => {
    eachProfileAnyNature('24-15492', 'serrurier', (r) => {
      expect(r.section(comprehension)).toMatch(
        /Le site est un poste de contrôle sanitaire et phytosanitaire aux frontières \(SIVEP\)/,
      );
      expect(r.section(comprehension)).toMatch(
        /surfaces lisses, lavables et résistantes aux produits de nettoyage et de désinfection/,
      );
      expect(r.section(comprehension)).toMatch(
        /les travaux sont phasés avec le service pour que ses contrôles se poursuivent/,
      );
    });
  });
});

describe('the generic handling row', () => {
  it('is kept when the trade has no handling row of its own', () => {
    const r = writtenFor(contextFor('electricien', 'Remplacement de l’éclairage du gymnase'));
    expect(r.firstCells(securite)).toContain('Manutentions manuelles');
  });
});
