/**
 * Round 30 grading: removals invented in a new photovoltaic lot's waste, a false reason given to the user for leaving
 * the fleet in mainland France, building residue (termites, seismic anchors) in an overseas VRD, the place said twice
 * in the letter (« St-Laurent-du-Maroni à Saint-Laurent-du-Maroni »), a trench phase with no trench step and nothing on
 * old asphalt in a road-maintenance framework, no distance for a département's framework, plants delivered four weeks
 * before their planting.
 */
import { describe, expect, it } from 'vitest';
import {
  anyNatureNotice,
  eachProfileAnyNature,
  itOnRealNotices,
  realContext,
  writtenFor,
} from '../../../../test/writing.ts';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { deliveryWindow } from './sections/moyens.ts';

const answered = (id: string, trade: TradeSlug) =>
  writtenFor(realContext(anyNatureNotice(id, trade), FULL_COMPANY), { seams: false });

describe('nothing removed unless the method removes it', () => {
  itOnRealNotices()('24-16211 (photovoltaic lot of a rehabilitated collège): no removals said to be the bulk', () => {
    eachProfileAnyNature('24-16211', 'electricien', (r) => {
      expect(r.text).not.toMatch(/font l’essentiel du volume/);
    });
  });
});

describe('an overseas VRD from a metropolitan seat', () => {
  itOnRealNotices()('24-15234 (Guyane): the true reason for hiring on the spot, no building residue', () => {
    const r = answered('24-15234', 'terrassier');
    expect(r.todo).toMatch(
      /Chantier outre-mer : votre matériel \(« Mon entreprise »\) n’est pas présenté comme acheminé/,
    );
    expect(r.todo).not.toMatch(/ne relève pas des travaux de terrassement/);
    expect(r.text).not.toMatch(/termites|sismicité|moisissures/);
    expect(r.section('comprehension')).toMatch(/saison des pluies, guide le phasage des terrassements/);
    // (« St-Laurent-du-Maroni » is « Saint-Laurent-du-Maroni »: the place once in the letter's object line)
    const objet = /Objet : [^\n]*/.exec(r.letter)?.[0] ?? '';
    expect(objet.match(/Laurent-du-Maroni/g)).toHaveLength(1);
  });
});

describe('a road-maintenance framework', () => {
  itOnRealNotices()('24-19291 (Cannes Pays de Lérins): its trench step, its old asphalt analysed', () => {
    eachProfileAnyNature('24-19291', 'terrassier', (r) => {
      const method = r.section('methodologie');
      expect(method).toMatch(/- Tranchées et réseaux : tranchées et réseaux prévus au CCTP/);
      expect(method).toMatch(/les enrobés sont analysés par carottage \(recherche d’amiante et de HAP\)/);
      expect(r.withRows('qualite')).toMatch(/Analyse amiante et HAP des enrobés à découper ou à raboter/);
    });
  });
});

describe('a département’s framework at some 100 km: the distance, for orders', () => {
  itOnRealNotices()('24-19955 (collèges de l’Ardèche): measured to Privas, each order prepared at the seat', () => {
    const r = answered('24-19955', 'electricien');
    expect(r.section('comprehension')).toMatch(
      /Le chantier, dans l’Ardèche \(distance mesurée à Privas, sa préfecture\), est à environ \d+\u00a0km à vol d’oiseau de notre siège de Lyon : chaque commande est préparée au siège/,
    );
    expect(r.letter).toMatch(/les délais d’intervention que nous proposons tiennent compte de ce trajet/);
    expect(r.text).not.toMatch(/organisés à la semaine/);
  });
});

describe('the products arrive for the phases that lay them', () => {
  itOnRealNotices()('24-19676 (landscaping): from the paths to the planting, not for the earthworks', () => {
    const r = answered('24-19676', 'terrassier');
    expect(r.section('moyens_materiels')).toMatch(
      /au fil des phases qui les mettent en œuvre, de «\scheminements accessibles et revêtements\s» à «\sterre végétale et plantations\s»/,
    );
  });
  it('a window only when the products find their phases', () => {
    const phases = [
      { nom: 'Démolitions et terrassements', start: 2, end: 3 },
      { nom: 'Cheminements et revêtements', start: 4, end: 5 },
      { nom: 'Terre végétale et plantations', start: 6, end: 7 },
      { nom: 'Contrôles et réception', start: 8, end: 8 },
    ];
    expect(deliveryWindow(['Terre végétale d’apport', 'Revêtements des cheminements', 'Bordures'], phases)).toEqual({
      from: phases[1],
      to: phases[2],
    });
    // (one phase for some products only: the main works phase instead)
    expect(deliveryWindow(['Terre végétale d’apport', 'Terre amendée', 'Bordures'], phases)).toBeNull();
    // (a check phase lays nothing, whatever its words: « contrôles » is no « contraste »)
    expect(deliveryWindow(['Éléments de contraste', 'Contrôleurs'], phases)).toBeNull();
  });
});

describe('a composed lot plans each of its parts', () => {
  itOnRealNotices()('24-14317 (« VRD - Espaces verts »): a phase and a step for the green spaces', () => {
    eachProfileAnyNature('24-14317', 'terrassier', (r) => {
      expect(r.rowsText('planning')).toMatch(/Espaces verts et plantations \| 1\ssemaine \| Semaine\s7/);
      expect(r.section('methodologie')).toMatch(
        /- Espaces verts : terre végétale régalée sans compactage[^\n]*\n- Remise en état/,
      );
      const parts = r.analysis.kb.phases.reduce((x, p) => x + p.part, 0);
      expect(parts).toBeCloseTo(1, 6);
    });
  });
});

describe('the letter’s object line ends on the operation, not on a frame word', () => {
  itOnRealNotices()(
    '24-16211 (« … - Consultation du lot 23 : Photovoltaïque »): no dangling « - Consultation »',
    () => {
      const r = answered('24-16211', 'electricien');
      expect(r.letter).toMatch(
        /Objet : candidature et offre — Réhabilitation du Collège Alain, à Saint-Fons \(Rhône\) \(avis n° 24-16211\)/,
      );
    },
  );
});

describe('an agglomeration’s framework: its territory and its planed asphalt', () => {
  itOnRealNotices()('24-19291 (Pays de Lérins): the territory in the place line, the planed asphalt as a flow', () => {
    eachProfileAnyNature('24-19291', 'terrassier', (r) => {
      expect(r.section('comprehension')).toMatch(
        /Lieu d’exécution : Alpes-Maritimes \(06\), sur le territoire de la Communauté d’agglomération des Pays de Lérins\./,
      );
      expect(r.rowsText('environnement')).toMatch(/Enrobés rabotés \| Inertes \| Centrale d’enrobage/);
    });
  });
});

describe('a photovoltaic lot: work at height while the modules go up, the modules a WEEE', () => {
  itOnRealNotices()('24-16211: the harness from the supports and modules, the modules not hazardous waste', () => {
    const r = answered('24-16211', 'electricien');
    expect(r.section('moyens_humains')).toMatch(
      /Travail en hauteur et port du harnais — «\sprotections, supports et modules\s»/,
    );
    expect(r.rowsText('environnement')).toMatch(/Modules cassés ou déposés \| DND \| [^\n]*Soren/);
  });
});
