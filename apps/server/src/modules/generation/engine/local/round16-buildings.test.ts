/**
 * Round 16: the building the response names. An object that names a building the engine did not know
 * (« centre de détention », « Capitole », « Centre Administratif », « site industriel ») is named by it, not
 * by « le bâtiment de l’Agence » or « le chantier de Toulouse »; a building noun in a street, a town, the
 * building automation or a « tranche ferme » names no building; the article follows the noun (« l’EHPAD »,
 * « les serres », « la halle »).
 */
import { describe, expect, it } from 'vitest';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { contextFor, eachProfileAnyNature, itOnRealNotices } from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { buildingNoun, buildingOf } from './sections/shared.ts';

const building = (title: string, trade: TradeSlug = 'macon') => buildingOf(analyse(contextFor(trade, title)));

describe('the building a real object names', () => {
  itOnRealNotices()('24-16039: the centre de détention, not the « bâtiment » of its building automation', () => {
    eachProfileAnyNature('24-16039', 'chauffagiste', (r) => {
      expect(r.memoire).toMatch(/du centre de détention de Papeari/);
      expect(r.text).not.toMatch(/du bâtiment de l’Agence/);
      // (the object, quoted once as published, keeps its « situé en Polynésie française »)
      expect(r.text.match(/de Papeari situé/g) ?? []).toHaveLength(1);
    });
  });

  itOnRealNotices()('24-18681: the Capitole, with its capital', () => {
    eachProfileAnyNature('24-18681', 'macon', (r) => {
      expect(r.memoire).toMatch(/du Capitole/);
      expect(r.text).not.toMatch(/travaux de restauration de maçonneries anciennes du chantier de Toulouse/);
      expect(r.text).not.toMatch(/\bdu capitole|Capitole façades est du/);
    });
  });

  itOnRealNotices()('24-20148: the Centre Administratif de l’Eurométropole', () => {
    eachProfileAnyNature('24-20148', 'menuisier', (r) => {
      expect(r.memoire).toMatch(/travaux de menuiserie du Centre Administratif de l’Eurométropole/);
      expect(r.text).not.toMatch(/travaux de menuiserie du chantier de Strasbourg/);
    });
  });

  itOnRealNotices()('24-18888: the site industriel Federal Mogul 2, its number kept', () => {
    eachProfileAnyNature('24-18888', 'peintre', (r) => {
      expect(r.memoire).toMatch(/du site industriel Federal Mogul 2\b/);
      expect(r.text).not.toMatch(/peinture de bâtiments industriels du chantier de Chasseneuil/);
    });
  });
});

describe('building nouns, their gender and article', () => {
  it('names the buildings of justice, health, housing, industry and heritage', () => {
    expect(building('Mise à niveau de la GTB du centre de détention de Papeari situé en Polynésie française')).toBe(
      'le centre de détention de Papeari',
    );
    expect(building('Réfection des cellules de la maison d’arrêt de Nîmes')).toBe('la maison d’arrêt de Nîmes');
    expect(building('Humanisation de l’EHPAD Jean Rostand, à Mugron')).toBe('l’EHPAD Jean Rostand');
    expect(building('Construction d’un internat au CFA de Fauville')).toMatch(/^l’internat/);
    expect(building('Reconstruction des serres de l’université de Bourgogne')).toBe('les serres');
    expect(building('Refonte de l’atelier d’inter-ozonation')).toBe('l’atelier');
    expect(building('Réhabilitation d’un hangar en bureaux')).toBe('le hangar');
    expect(building('Fourniture d’une citerne des eaux de pluie de la halle')).toBe('la halle');
    expect(building('Remplacement des portes coupe-feu au centre hospitalier de Langres')).toBe(
      'le centre hospitalier de Langres',
    );
    expect(building('Extension de la gendarmerie')).toBe('la gendarmerie');
    expect(building('Rénovation du commissariat de police')).toBe('le commissariat');
    expect(building('Restauration du palais de justice')).toBe('le palais de justice');
    expect(building('Rénovation de la sous-préfecture')).toBe('la sous-préfecture');
    expect(building('Remplacement de fenêtres de l’hôpital Paul Doumer')).toBe('l’hôpital Paul Doumer');
    expect(building('Restauration du portail de l’Hôtel de Matignon')).toBe('l’hôtel de Matignon');
    expect(building('Capitole façades est - restauration de la façade')).toBe('le Capitole');
    expect(building('Réhabilitation et extension de la maison de santé de Nueil-les-Aubiers')).toBe(
      'la maison de santé de Nueil-les-Aubiers',
    );
    expect(building('Réhabilitation d’un entrepot ancienne gare')).toBe('l’entrepôt');
  });

  it('the short noun says the article and the accents', () => {
    const noun = (title: string) => buildingNoun(analyse(contextFor('macon', title)));
    expect(noun('Humanisation de l’EHPAD Saint Jacques à Mugron')).toBe('l’EHPAD');
    expect(noun('Reconstruction des serres de l’université de Bourgogne')).toBe('les serres');
    expect(noun('Capitole façades est - restauration de la façade')).toBe('le Capitole');
    expect(noun('Remplacement des portes coupe-feu au Centre Hospitalier de Langres')).toBe('le centre hospitalier');
  });

  it('a noun that names no building here is left out', () => {
    // a house, a water tower, a town, a street, a square, the building automation, a fixed tranche
    expect(building('Désamiantage d’une maison individuelle')).toBeNull();
    expect(building('Réhabilitation du château d’eau')).toBeNull();
    expect(building('Réfection de la voirie de Château-Thierry')).toBeNull();
    expect(building('Réfection des réseaux de la rue de l’Hôpital')).toBeNull();
    expect(building('Réfection des réseaux dans l’avenue du stade')).toBeNull();
    expect(building('Requalification de la place de la Gare')).toBeNull();
    expect(building('Mise à niveau de la gestion technique de bâtiment', 'chauffagiste')).toBeNull();
    expect(building('Travaux d’électricité comportant une tranche ferme et une tranche optionnelle')).toBeNull();
    expect(building('Travaux d’installations sportives de type City-Stade')).toBeNull();
  });
});

describe('a short name without the building', () => {
  it('reads the building in the object it is cut from', () => {
    const a = analyse(
      contextFor(
        'chauffagiste',
        'Mise à niveau technique de la gestion technique de bâtiment du centre de détention de Papeari situé en Polynésie française',
      ),
    );
    expect(buildingOf({ ...a, project: 'Mise à niveau technique de la GTB' })).toBe(
      'le centre de détention de Papeari',
    );
  });

  it('but not an item of an enumeration of works after a comma', () => {
    const a = analyse(
      contextFor(
        'macon',
        'Amélioration thermique des bâtiments E, F et G, création d’une maison des lycéens et mises aux normes PMR',
      ),
    );
    expect(buildingOf({ ...a, project: 'Amélioration thermique des bâtiments E, F et G' })).toBeNull();
  });
});
