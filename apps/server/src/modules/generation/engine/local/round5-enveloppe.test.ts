/**
 * Round 5 (issue 13, independent re-grade at 49978e6): the standards and the waste of the roofing,
 * waterproofing, cladding, masonry and sewer responses. The élément porteur of a waterproofed roof
 * fixes its NF DTU (43.1, 43.3 or 43.4, all three « selon l’élément porteur » when the notice does not
 * say), a réfection is under the NF DTU 43.5; old membranes and old cladding may hold asbestos (risk
 * row, BSDA flow, never « sans amiante » before the survey); a tile roof's products are tiles; a sewer's
 * DOE proves NF EN 1610 and the ITV coding, drinking water NF EN 805; one equipment need per machine.
 * Realistic objects first; the graded real notices of `../shared/data` when present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, PROFILES, realContext, realNoticeIfAny, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

/** The response (tables without their headers), its seams and retired standards returned, not checked. */
function written(context: LocalContext) {
  const r = writtenFor(context, { seams: false, retired: false, columns: false });
  return {
    text: r.text,
    method: r.section('methodologie'),
    materiel: r.section('moyens_materiels'),
    risks: r.rowsText('securite'),
    waste: `${r.section('environnement')}\n${r.rowsText('environnement')}`,
    qualite: r.section('qualite'),
    kinds: r.kinds,
    seams: seamsIn(r.text),
    retired: retiredCitations(r.text),
  };
}

const write = (trade: TradeSlug, title: string, description = '') => written(contextFor(trade, title, { description }));

/** The graded real notice, with both profiles; undefined (and a message) when the records are absent. */
function real(trade: TradeSlug, pattern: RegExp) {
  const notice = realNoticeIfAny(trade, pattern);
  return notice && PROFILES.map((company) => written(realContext(notice, company)));
}

describe('étancheur: the NF DTU of the élément porteur, the NF DTU 43.5 of a réfection', () => {
  it('the porteur unknown: 43.1, 43.3 or 43.4 « selon l’élément porteur », not masonry alone', () => {
    const r = write('etancheur', 'Réhabilitation thermique du gymnase : lot couverture - étanchéité');
    expect(r.method).toContain('NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)');
    expect(r.method).not.toMatch(/^- NF DTU 43\.1 :/m);
    // « réhabilitation » is a réfection: NF DTU 43.5 in the référentiel and in the DOE.
    expect(r.method).toContain('NF DTU 43.5');
    expect(r.qualite).toMatch(/justification du respect du NF DTU 43\.5/);
    expect(r.seams).toEqual([]);
    expect(r.retired).toEqual([]);
  });

  it('the porteur named: its own NF DTU only', () => {
    const bac = write('etancheur', 'Réfection de l’étanchéité de la toiture sur bacs acier de l’atelier');
    expect(bac.method).toContain('NF DTU 43.3');
    expect(bac.method).not.toMatch(/NF DTU 43\.1|selon l’élément porteur/);
    const beton = write('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse sur dalle béton de la mairie');
    expect(beton.method).toMatch(/^- NF DTU 43\.1 :/m);
    expect(beton.method).not.toMatch(/NF DTU 43\.3|NF DTU 43\.4|selon l’élément porteur/);
    const bois = write('etancheur', 'Réfection de l’étanchéité de la toiture sur support bois du préau');
    expect(bois.method).toContain('NF DTU 43.4');
    expect(bois.method).not.toMatch(/NF DTU 43\.1|NF DTU 43\.3/);
  });

  it('a new roof: no NF DTU 43.5, no removed membrane nor asbestos flow', () => {
    const r = write('etancheur', 'Construction d’un bâtiment de laboratoire, lot 5 étanchéité');
    expect(r.method).not.toContain('NF DTU 43.5');
    expect(r.waste).not.toMatch(/déposées|amiant/);
    expect(r.waste).toMatch(/Chutes de membranes/);
  });

  it('old membranes: an asbestos risk row and a BSDA flow, never « sans amiante » before the survey', () => {
    const r = write('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse du gymnase');
    expect(r.text).not.toMatch(/\(sans amiante\)/);
    expect(r.waste).toMatch(/Membranes bitumineuses déposées non amiantées \(selon repérage\)/);
    expect(r.waste).toMatch(/amiantés, si le repérage en signale \| DD \| ISDD, bordereau BSDA/);
    expect(r.risks).toMatch(/Fibres d’amiante des anciens revêtements[^\n]*sous-section 3[^\n]*sous-section 4/);
    expect(r.method).toContain('NF X 46-020');
  });

  it('a kitchen only where the building has one', () => {
    const gym = write('etancheur', 'Réfection de l’étanchéité de la toiture du gymnase du lycée');
    expect(gym.method).toMatch(/prises d’air neuf et des centrales de ventilation/);
    expect(gym.text).not.toMatch(/cuisine/);
    const dp = write('etancheur', 'Réfection de la toiture de la demi-pension du lycée');
    expect(dp.method).toMatch(/extractions de la cuisine/);
  });

  it('24-16257 (gymnase du lycée Carnot, lot 5): porteur « selon l’élément porteur », 43.5, asbestos, no kitchen', () => {
    for (const r of real('etancheur', /gymnase du lycee carnot/) ?? []) {
      expect(r.method).toContain('NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)');
      expect(r.method).toContain('NF DTU 43.5');
      expect(r.qualite).toMatch(/NF DTU 43\.5/);
      expect(r.text).not.toMatch(/\(sans amiante\)|cuisine/);
      expect(r.risks).toMatch(/amiante/);
      expect(r.waste).toMatch(/BSDA/);
      expect(r.seams).toEqual([]);
    }
  });
});

describe('charpentier: the old cladding of a bardage lot may be asbestos-cement', () => {
  it('a cladding replacement: asbestos risk row (SS3 removal, SS4 interventions), BSDA flow, no « sans amiante »', () => {
    const r = write('charpentier', 'Réhabilitation du gymnase - Lot 4 - Bardage');
    expect(r.kinds).toEqual(['bardage']);
    expect(r.text).not.toMatch(/\(sans amiante\)/);
    expect(r.risks).toMatch(/Fibres d’amiante des habillages anciens[^\n]*sous-section 3[^\n]*sous-section 4/);
    expect(r.waste).toMatch(/Habillages déposés non amiantés \(selon repérage\)/);
    expect(r.waste).toMatch(/Plaques en fibres-ciment amiantées, si le repérage en signale \| DD/);
  });

  it('a new cladding removes nothing: no asbestos row nor flow', () => {
    const r = write('charpentier', 'Construction d’une salle de sports - Lot 4 - Bardage');
    expect(r.risks).not.toMatch(/amiante/);
    expect(r.waste).not.toMatch(/amiant|déposés/);
  });

  it('24-20015 (gymnase Jean Moulin, lot 4 bardage): asbestos risk and BSDA flow', () => {
    for (const r of real('charpentier', /gymnase jean moulin/) ?? []) {
      expect(r.text).not.toMatch(/\(sans amiante\)/);
      expect(r.risks).toMatch(/Fibres d’amiante/);
      expect(r.waste).toMatch(/BSDA/);
      expect(r.seams).toEqual([]);
    }
  });
});

describe('couvreur: the material of the notice, its standards only', () => {
  it('a tile roof: tiles in the products and the waste, no slate or steel-deck NF DTU', () => {
    const r = write('couvreur', 'Réfection de la couverture en tuiles du gymnase municipal');
    expect(r.kinds).toEqual(['tuiles']);
    expect(r.materiel).toMatch(/Tuiles du modèle, du coloris et du fabricant prescrits par le CCTP/);
    expect(r.text).not.toMatch(/tuiles, ardoises ou bacs|NF DTU 40\.11|NF DTU 40\.35/);
    expect(r.waste).toMatch(/Tuiles non réemployables/);
    expect(r.method).toContain('NF DTU 40.21');
  });

  it('a slate roof: slates, no tile NF DTU', () => {
    const r = write('couvreur', 'Réfection de la couverture en ardoises de la mairie');
    expect(r.kinds).toEqual(['ardoises']);
    expect(r.materiel).toMatch(/Ardoises naturelles/);
    expect(r.text).not.toMatch(/NF DTU 40\.21|NF DTU 40\.35/);
  });

  it('a material not named: neutral products, no list of materials, no steel-deck NF DTU guessed from the building', () => {
    const r = write('couvreur', 'Réfection de la toiture du gymnase');
    expect(r.kinds).toEqual([]);
    expect(r.materiel).toMatch(/Éléments de couverture du matériau prescrit par le CCTP/);
    expect(r.text).not.toMatch(/tuiles, ardoises ou bacs|NF DTU 40\.35/);
  });

  it('asbestos-cement plates are removed by a certified firm (sous-section 3)', () => {
    const r = write(
      'couvreur',
      'Désamiantage et remplacement de la couverture en fibres-ciment du hangar par des bacs acier',
    );
    expect(r.method).toMatch(/retrait des plaques en fibres-ciment amiantées relève de la sous-section 3/);
    expect(r.method).not.toMatch(/dépose des plaques en fibres-ciment amiantées relève de la sous-section 4/);
  });

  it('24-18677 (two tile roofs, collège de Divonne-les-Bains): tiles, not « tuiles, ardoises ou bacs »', () => {
    for (const r of real('couvreur', /couverture tuiles de deux batiments/) ?? []) {
      expect(r.kinds).toEqual(['deux_batiments']);
      expect(r.materiel).toMatch(/Tuiles du modèle/);
      expect(r.text).not.toMatch(/tuiles, ardoises ou bacs|NF DTU 40\.11|NF DTU 40\.35|Tuiles et ardoises/);
      expect(r.seams).toEqual([]);
    }
  });
});

describe('terrassier: a sewer proves NF EN 1610 and the ITV coding; drinking water NF EN 805', () => {
  it('a sewer rehabilitation with a pumping station: fascicules 70 and 81, NF EN 1610, NF EN 13508-2 in the DOE', () => {
    const r = write(
      'terrassier',
      'Assainissement : réhabilitation du réseau eaux usées du lotissement et création d’un poste de refoulement',
    );
    expect(r.kinds).toEqual(expect.arrayContaining(['poste_refoulement', 'rehabilitation_reseau']));
    expect(r.method).toMatch(/Fascicule 81 titre I/);
    expect(r.method).toMatch(/Fascicule 70/);
    expect(r.qualite).toMatch(/justification du respect de la NF EN 1610 et de la NF EN 13508-2/);
    expect(r.qualite).toMatch(/PV d’essais d’étanchéité selon la NF EN 1610/);
    expect(r.qualite).toMatch(/fascicule 81 titre I/);
    expect(r.qualite).not.toMatch(/NF P 94-500/);
  });

  it('a drinking-water main: NF EN 805 and fascicule 71, no sewer standard', () => {
    const r = write('terrassier', 'Travaux de renouvellement du réseau d’eau potable de la rue des Lilas');
    expect(r.kinds).toEqual(['eau_potable']);
    expect(r.method).toContain('NF EN 805');
    expect(r.method).toContain('Fascicule 71');
    expect(r.text).not.toMatch(/NF EN 1610|Fascicule 70|fascicule 70/);
    expect(r.qualite).toMatch(/PV d’épreuve selon la NF EN 805/);
  });

  it('24-15250 (Aire-sur-l’Adour): the DOE cites NF EN 1610 and NF EN 13508-2, not NF P 98-331 and NF P 94-500', () => {
    for (const r of real('terrassier', /reseau eaux usees lotissement biroy/) ?? []) {
      expect(r.qualite).toMatch(/NF EN 1610/);
      expect(r.qualite).toMatch(/NF EN 13508-2/);
      expect(r.qualite).not.toMatch(/NF P 98-331 et NF P 94-500/);
      expect(r.seams).toEqual([]);
    }
  });
});

describe('maçon: soil nailing is geotechnical work', () => {
  it('retaining walls reinforced by nailing: NF EN 14490 and NF P94-270 proved in the DOE, no NF DTU 20.1', () => {
    const r = write('macon', 'Renforcement de deux murs de soutènement par clouage');
    // Nailing is its own kind: not a new wall as well.
    expect(r.kinds).toEqual(['clouage']);
    expect(r.method).toContain('NF EN 14490');
    expect(r.text).not.toContain('NF DTU 20.1');
    expect(r.qualite).toMatch(/justification du respect de la NF EN 14490 et de la NF P94-270/);
    expect(r.qualite).toMatch(/PV d’essais d’arrachement/);
  });

  it('a retaining wall built without nails keeps its masonry standard', () => {
    const r = write('macon', 'Reconstruction du mur de soutènement du cimetière');
    expect(r.kinds).not.toContain('clouage');
    expect(r.text).not.toContain('NF EN 14490');
  });
});

describe('maçon: one equipment need per machine', () => {
  it('an owned mini-excavator answers the excavation need only; the dumper is another need', () => {
    const r = write('macon', 'Extension de l’école : fondations, élévations');
    expect(r.materiel).not.toMatch(/Mini-pelle et dumper/i);
    expect(r.materiel).toMatch(/Mini-pelle pour les fouilles : Mini-pelle 2,5 t/);
    expect(r.materiel).not.toMatch(/Dumper[^\n]*: Mini-pelle/);
  });

  it('a demolition excavator is not a 2.5 t mini-excavator', () => {
    const r = write('macon', 'Démolition d’un bâtiment désaffecté');
    expect(r.kinds).toEqual(['demolition']);
    expect(r.materiel).not.toMatch(/Pelle de démolition[^\n]*: Mini-pelle/);
  });

  it('24-18846 (groupe scolaire Édouard Herriot): no « Mini-pelle et dumper » met by the mini-excavator', () => {
    for (const r of real('macon', /groupe scolaire edouard herriot a arpajon/) ?? []) {
      expect(r.text).not.toMatch(/Mini-pelle et dumper/i);
      expect(r.seams).toEqual([]);
    }
  });
});
