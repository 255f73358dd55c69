/**
 * Round 14: kinds of the envelope and joinery trades that a bid-writer found written as another work — an umbrella
 * scaffold lot, a port walkway, a résidentialisation's slabs, an old building's façade ironwork, a thermal renovation.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfileAnyNature, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('installations de chantier, échafaudage parapluie, couverture (couvreur, 24-15147)', () => {
  itOnRealNotices()('the temporary roof is designed, checked, and the roof is redone under it', () => {
    eachProfileAnyNature('24-15147', 'couvreur', (r) => {
      expect(r.kinds).toEqual(['couverture_sous_parapluie']);
      expect(r.text).toMatch(/NF EN 12811-1/);
      expect(r.text).toMatch(/R408/);
      expect(r.text).toMatch(/après chaque épisode de vent fort/);
      expect(r.text).toMatch(/gouttières et descentes du parapluie/);
      expect(r.text).toMatch(/base vie/);
      expect(r.text).toMatch(/Arrêté du 3 mai 2007/);
      expect(r.text).not.toMatch(/bâchage prévu chaque soir|bâchage systématique/);
    });
  });

  it('the parapluie spans its phases, the hoist the phases where materials go up', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Installations de chantier, échafaudage parapluie, couverture et isolation'),
    );
    const moyens = r.section('moyens_materiels') || r.text;
    expect(moyens).toMatch(/parapluie\) sur échafaudage[^\n]*installations de chantier[^\n]*démontage du parapluie/);
    expect(moyens).toMatch(/Monte-matériaux[^\n]*installations de chantier[^\n]*isolation[^\n]*pose de la couverture/);
  });

  it('a plain re-roofing is not an umbrella lot', () => {
    for (const title of [
      'Réfection de la couverture de l’école',
      'Rénovation de la toiture et isolation de la mairie',
    ]) {
      expect(writtenFor(contextFor('couvreur', title)).kinds).not.toContain('couverture_sous_parapluie');
    }
  });
});

describe('a port hangar’s walkway (charpentier, 24-19069)', () => {
  itOnRealNotices()('is a metal walkway in salt air, its material said to be assumed', () => {
    eachProfileAnyNature('24-19069', 'charpentier', (r) => {
      expect(r.kinds).toEqual(['coursive_metallique']);
      expect(r.text).toMatch(/notre méthode la suppose métallique/);
      expect(r.text).toMatch(/NF EN 1090-2/);
      expect(r.text).toMatch(/C5, voire CX/);
      expect(r.text).toMatch(/NF EN ISO 1461/);
      expect(r.text).toMatch(/NF P01-012/);
      expect(r.text).toMatch(/antidérapant/);
      expect(r.text).not.toMatch(/combles|mérule|meunier|Eurocode 5/);
    });
  });

  it('a named steel walkway is not said to be assumed; a timber roof or walkway keeps the timber method', () => {
    const steel = writtenFor(contextFor('charpentier', 'Réhabilitation de la passerelle métallique du quai 4'));
    expect(steel.kinds).toEqual(['coursive_metallique']);
    expect(steel.text).not.toMatch(/la suppose métallique/);
    for (const title of [
      'Réhabilitation de la charpente de l’église',
      'Réhabilitation de la passerelle bois du port de plaisance',
    ]) {
      expect(writtenFor(contextFor('charpentier', title)).kinds).not.toContain('coursive_metallique');
    }
  });
});

describe('a résidentialisation (étancheur, 24-14629)', () => {
  itOnRealNotices()('the slabs and planters, said as an assumption, old layers checked for asbestos', () => {
    eachProfileAnyNature('24-14629', 'etancheur', (r) => {
      expect(r.kinds).toEqual(['dalles_residentialisation']);
      expect(r.text).toMatch(/le plus souvent celle des dalles sur parkings/);
      expect(r.text).toMatch(/à confirmer au DCE/);
      expect(r.text).toMatch(/NF DTU 43\.1/);
      expect(r.text).toMatch(/Arrêté du 16 juillet 2019/);
      expect(r.text).toMatch(/Anciennes membranes bitumineuses déposées/);
      expect(r.text).not.toMatch(/toitures-terrasses du chantier|Pare-vapeur et isolant/);
    });
  });

  it('slabs at ground level: no roof hoist, guard-rails, work at height nor rooflights; their own checks', () => {
    const r = writtenFor(contextFor('etancheur', 'Résidentialisation de la cité des Tilleuls'));
    expect(r.kinds).toEqual(['dalles_residentialisation']);
    expect(r.text).not.toMatch(
      /[Mm]onte-matériaux pour|[Gg]arde-corps périphériques|[Tt]ravail en hauteur|lanterneaux/,
    );
    expect(r.text).toMatch(/Pas de garantie biennale pour l’étanchéité des dalles/);
    expect(r.text).toMatch(/pénétration des racines[^\n]*À la pose/);
    expect(r.text).toMatch(/Relevés contre les façades, les murets et les seuils/);
    expect(r.text).toMatch(/Étanchéité à l’eau des dalles et des jardinières[^\n]*point d’arrêt/);
    expect(r.text).toMatch(/Clôtures pleines de chantier/);
  });

  it('a roof terrace is not a résidentialisation', () => {
    const r = writtenFor(contextFor('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse du gymnase'));
    expect(r.kinds).not.toContain('dalles_residentialisation');
  });
});

describe('the ironwork of an old civic building’s façades and courts (serrurier, 24-16030)', () => {
  itOnRealNotices()('restored rather than replaced, lead checked, NF P01-012, the scaffold shared', () => {
    eachProfileAnyNature('24-16030', 'serrurier', (r) => {
      expect(r.kinds).toEqual(['ferronneries_facades_cours']);
      expect(r.text).toMatch(/restauré plutôt que remplacé/);
      expect(r.text).toMatch(/rivetage/);
      expect(r.text).toMatch(/analysées avant tout décapage/);
      expect(r.text).toMatch(/NF P01-012/);
      expect(r.text).toMatch(/échafaudage de façade, partagé/);
    });
  });

  it('a restoration’s checks with hold points, not new steelwork’s; equipment in the phases that use it', () => {
    const r = writtenFor(
      contextFor(
        'serrurier',
        'Rénovation et embellissement des façades et réaménagement des cours du palais Consulaire',
      ),
    );
    expect(r.kinds).toEqual(['ferronneries_facades_cours']);
    expect(r.text).not.toMatch(/traçabilité NF EN 1090|galvanisation|thermolaquage/);
    expect(r.text).toMatch(/Relevé et constat d’état de chaque ferronnerie[^\n]*point d’arrêt/);
    expect(r.text).toMatch(/Analyse des peintures anciennes \(plomb\)[^\n]*point d’arrêt/);
    expect(r.text).toMatch(/validées sur échantillon[^\n]*point d’arrêt/);
    expect(r.text).toMatch(/NF P01-012[^\n]*Après la repose/);
    expect(r.text).not.toMatch(/[Pp]oste à souder[^\n]*« relevé/);
    expect(r.text).not.toMatch(/au complet pendant « relevé/);
  });

  it('guard-rails or a walkway: NF P01-012 cited; a new building’s façade is not this kind', () => {
    for (const title of ['Remplacement des garde-corps de la mairie', 'Réhabilitation de la passerelle métallique']) {
      expect(writtenFor(contextFor('serrurier', title)).text).toMatch(/NF P01-012/);
    }
    expect(writtenFor(contextFor('serrurier', 'Construction du gymnase, façades et serrurerie')).kinds).not.toContain(
      'ferronneries_facades_cours',
    );
  });
});

describe('windows of a thermal renovation (menuisier, 24-15770)', () => {
  it('old windows removed after the asbestos check, removed windows and glass sorted', () => {
    const r = writtenFor(contextFor('menuisier', 'Amélioration thermique des bâtiments E, F et G du lycée'));
    expect(r.kinds).toContain('renovation_thermique');
    expect(r.text).toMatch(/mastics de vitrage et joints anciens/);
    expect(r.text).toMatch(/Menuiseries déposées/);
    expect(r.text).toMatch(/Vitrages déposés/);
  });
});
