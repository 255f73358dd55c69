/**
 * Round 11, issue 13 (round-10 grading, defect 9): equipment replaced or added in an existing
 * building (« Remplacement des luminaires ») is not promised the biennale nor the décennale, after
 * Cass. 3e civ. 21 mars 2024 (n° 22-18.694); works that build or restructure keep them.
 */
import { describe, expect, it } from 'vitest';
import { equipmentOnExisting } from './sections/garanties.ts';
import { namedInFile } from './sections/comprehension.ts';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { analyse } from './analysis.ts';
import {
  contextFor,
  findRealNotice,
  itOnRealNotices,
  realContext,
  withCommunes,
  writtenFor,
} from '../../../../test/writing.ts';

describe('guarantees of equipment added to an existing building', () => {
  it('reads the equipment an object only replaces, and nothing when it builds', () => {
    expect(equipmentOnExisting('Travaux de remplacement des luminaires dans les espaces publics du musée')).toBe(
      'les luminaires',
    );
    expect(equipmentOnExisting('Remplacement de la chaudière de l’école')).toBe('les chaudières');
    expect(equipmentOnExisting('Construction d’un gymnase — remplacement de l’éclairage')).toBeNull();
    expect(equipmentOnExisting('Réfection de la couverture de l’église')).toBeNull();
  });

  it('promises neither guarantee on luminaires replaced in a museum, and cites the ruling', () => {
    const r = writtenFor(contextFor('electricien', 'Remplacement des luminaires dans les espaces publics du musée'));
    const g = r.section('garanties');
    expect(g).toMatch(/Pas de garantie biennale ni décennale pour les luminaires/);
    expect(g).toMatch(/21 mars 2024/);
    expect(g).not.toMatch(/Bon fonctionnement \(2 ans/);
    expect(g).not.toMatch(/Décennale \(10 ans/);
  });

  it('keeps both guarantees for a new installation in a construction', () => {
    const g = writtenFor(contextFor('electricien', 'Construction d’une école — lot électricité')).section('garanties');
    expect(g).not.toMatch(/21 mars 2024/);
  });

  itOnRealNotices()('the real 24-20026 luminaires notice carries neither guarantee', () => {
    const notice = findRealNotice('electricien', /remplacement des luminaires/, { id: '24-20026' });
    const g = writtenFor(realContext(notice), { seams: false, retired: false }).section('garanties');
    expect(g).toMatch(/Pas de garantie biennale ni décennale pour les luminaires/);
  });
});

describe('comprehension: what the notice names (defects 2 and 3)', () => {
  it('does not hedge the share of the works when a descripteur names the trade', () => {
    const c = writtenFor(
      contextFor('plombier', 'Réhabilitation et extension de la maison', { descripteurs: ['Plomberie (travaux)'] }),
    ).section('comprehension');
    expect(c).not.toMatch(/à confirmer au CCTP/);
  });

  it('counts luminaires in the object as naming the lighting', () => {
    expect(namedInFile('éclairage', 'remplacement des luminaires dans les espaces publics')).toBe(true);
    const c = writtenFor(
      contextFor('electricien', 'Remplacement des luminaires dans les espaces publics du musée'),
    ).section('comprehension');
    expect(c).not.toMatch(/ne nomme pas : éclairage/);
  });
});

describe('comprehension: a « Tous corps d’état » notice (defect 11)', () => {
  it('says once how the answer takes the other trades: separate lots, groupement or declared subcontracting', () => {
    const c = writtenFor(
      contextFor('carreleur', 'Construction d’une salle de sports', { descripteurs: ['Tous corps d’état'] }),
    ).section('comprehension');
    expect(c).toMatch(/groupement momentané d’entreprises ou d’une sous-traitance déclarée/);
    expect(c.match(/groupement momentané/g)).toHaveLength(1);
    const plain = writtenFor(contextFor('carreleur', 'Construction d’une salle de sports')).section('comprehension');
    expect(plain).not.toMatch(/groupement momentané/);
  });
});

describe('place: the commune the object names, not the département (defect 4)', () => {
  const place = (title: string, extra: Partial<TenderDetail>) =>
    analyse(withCommunes(contextFor('carreleur', title, { extra }))).place;

  it('reads a commune between dashes of the object, in the notice’s département', () => {
    const p = place('Travaux de restructuration du hall du conservatoire - Lorient - Relance', {
      departements: ['56'],
      execution_place: null,
    });
    expect(p.commune).toBe('Lorient');
  });

  it('prefers the object’s commune to an execution place that only names the département', () => {
    const p = place('Restructuration du hall du conservatoire - Lorient', {
      departements: ['56'],
      execution_place: 'Morbihan (56)',
    });
    expect(p.commune).toBe('Lorient');
  });

  it('keeps the département when the object names no commune of it', () => {
    const p = place('Restructuration du hall du conservatoire - Relance', {
      departements: ['56'],
      execution_place: 'Morbihan (56)',
    });
    expect(p.commune).toBeNull();
  });
});

describe('references: the same nature by the reference’s own words (defect 5)', () => {
  it('does not call a school’s tile re-roofing of the same nature as a church’s restoration', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Restauration à l’identique de la couverture de l’église Saint-Jean-Baptiste'),
      { seams: false },
    );
    const lines = r.section('references').split('\n');
    const school = lines.find((l) => /groupe scolaire/i.test(l)) ?? '';
    expect(school).not.toBe('');
    expect(school).not.toMatch(/même nature de travaux/);
    const chapel = lines.find((l) => /chapelle/i.test(l)) ?? '';
    expect(chapel).toMatch(/même nature de travaux/);
  });
});

describe('place: a landmark whose town is sure', () => {
  itOnRealNotices()('places the musée des Confluences (24-20026) in Lyon, not in the Rhône', () => {
    const notice = findRealNotice('electricien', /remplacement des luminaires/, { id: '24-20026' });
    expect(analyse(realContext(notice)).place.commune).toBe('Lyon');
  });
});
