/**
 * Round 10, issue 13 (presentation): a buyer written in capitals lost its accents and apostrophes through the
 * whole response — « EPF de la Vendee », « Communaute d agglomeration SUD sainte BAUME », « Departement de
 * l'Allier », « Societe immobiliere de la Guyane (siguy) ». The département's name, the words of institutions,
 * the apostrophe written as a space and the words of a place's name are now written as French writes them.
 */
import { describe, expect, it } from 'vitest';
import { buyerNameOf } from './analysis.ts';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

describe('a buyer’s name written in capitals', () => {
  it.each([
    ['EPF DE LA VENDEE 123 BOULEVARD LOUIS BLANC 85000 LA ROCHE SUR YON', 'EPF de la Vendée'],
    ['COMMUNAUTE D AGGLOMERATION SUD SAINTE BAUME', 'Communauté d’agglomération Sud Sainte Baume'],
    ['COMMUNAUTE DE COMMUNES DU PAYS DE L ARBRESLE', 'Communauté de communes du Pays de l’Arbresle'],
    ["Departement De L'Allier", 'Département de l’Allier'],
    ["DEPARTEMENT DES COTES D'ARMOR", 'Département des Côtes-d’Armor'],
    ['Metropole Toulon-Provence-Mediterranee', 'Métropole Toulon-Provence-Méditerranée'],
    ['SOCIETE IMMOBILIERE DE LA GUYANE (SIGUY)', 'Société immobilière de la Guyane (SIGUY)'],
    ['Etablissement public du Musée du Louvre (EPML)', 'Établissement public du Musée du Louvre (EPML)'],
    ['GROUPE HOSPITALIER NORD ESSONNE', 'Groupe hospitalier Nord Essonne'],
    ['C.S.T.B', 'CSTB'],
    ['C.C.A.S. DE GRENOBLE', 'CCAS de Grenoble'],
    ['SEML ENERLANDES', 'SEML Enerlandes'],
    ['GHSIF ETABLISSEMENT SUPPORT DU GHTSUD77', 'GHSIF, établissement support du GHT Sud 77'],
  ])('« %s » → « %s »', (raw, written) => {
    expect(buyerNameOf(raw)).toBe(written);
  });

  it('a written name keeps its words: acronyms, a commune, names already accented', () => {
    expect(buyerNameOf('Département de la Vendée')).toBe('Département de la Vendée');
    expect(buyerNameOf('SDIS de la Marne')).toBe('SDIS de la Marne');
    expect(buyerNameOf('Ville de Saint-Étienne')).toBe('Ville de Saint-Étienne');
    expect(buyerNameOf('Commune de Nord-sur-Erdre')).toBe('Commune de Nord-sur-Erdre');
  });
});

describe('an acronym’s article', () => {
  it('« le CSTB », « la SEML Enerlandes » through the response, never the bare acronym after a preposition', () => {
    for (const [buyer, named] of [
      ['C.S.T.B', /avec le CSTB|du CSTB|au CSTB/],
      ['SEML ENERLANDES', /de la SEML Enerlandes|avec la SEML Enerlandes|par la SEML Enerlandes/],
    ] as const) {
      const r = writtenFor(
        contextFor('plombier', 'Travaux de remplacement des sanitaires du bâtiment B58', {
          extra: {
            buyer_name: buyer,
            buyer: { name: buyer, email: null, phone: null, url: null, address: null, postal_code: null, city: null },
          },
        }),
      );
      expect(r.text, buyer).toMatch(named);
      expect(r.text, buyer).not.toMatch(/(?:avec|de|par|à) (?:CSTB|SEML)/);
    }
  });
});

describe('real notice, both profiles', () => {
  itOnRealNotices()('the Herbiers demolition (24-19605): « l’EPF de la Vendée » throughout, never « Vendee »', () => {
    eachProfile('macon', '24-19605', /deconstruction d'ensembles immobiliers/, (r) => {
      expect(r.text).toMatch(/EPF de la Vendée/);
      expect(r.text).not.toMatch(/Vendee/);
    });
  });
});
