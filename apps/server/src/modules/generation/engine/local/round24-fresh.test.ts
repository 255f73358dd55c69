/**
 * Round 24: an irrigation network read as a « supposed » sewer, a named platform given the earthworks default with an
 * unfair hedge, three streets answered like a square.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('an irrigation network is raw water under pressure, not a sewer', () => {
  it('pressure pipes, anchor blocks, air valves, hydrants, NF EN 805 tests; no sewer, no hedge', () => {
    const r = writtenForTitle('terrassier', 'Renouvellement des canalisations du réseau d’irrigation de la plaine', [
      'Irrigation',
      'Canalisations',
    ]);
    expect(r.kinds).toEqual(['irrigation']);
    expect(r.text).toMatch(/NF EN 805/);
    expect(r.text).toMatch(/bornes d’irrigation/);
    expect(r.text).not.toMatch(/assainissement|inspection télévisée|Fascicule 70|NF EN 1610|l’avis ne nommant pas/i);
  });

  it('a sewer named with the irrigation stays a sewer', () => {
    const r = writtenForTitle(
      'terrassier',
      'Réseau d’assainissement des eaux usées et réseau d’irrigation du lotissement',
    );
    expect(r.kinds).toContain('assainissement');
  });

  itOnRealNotices()('24-15028 (terrassier): the SMHAR’s irrigation networks, both profiles', () => {
    eachProfileAnyNature('24-15028', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['irrigation']);
      expect(r.text).not.toMatch(/assainissement|inspection télévisée/i);
    });
  });
});

describe('a platform named as the work is that work', () => {
  it('a green-waste platform: heavy structure, falls to the leachate collection, a basin; no hedge', () => {
    const r = writtenForTitle('terrassier', 'Création d’une plateforme de compostage des déchets verts');
    expect(r.kinds).toEqual(['plateforme']);
    expect(r.text).toMatch(/lixiviats/);
    expect(r.text).toMatch(/Réseaux et bassin/);
    expect(r.text).not.toMatch(
      /L’avis ne précisant pas|dans leur exécution courante|ce qu’une telle opération demande le plus souvent/,
    );
  });

  itOnRealNotices()('24-19723 (terrassier): the shredding platform, both profiles', () => {
    eachProfileAnyNature('24-19723', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['plateforme']);
      expect(r.text).not.toMatch(/L’avis ne précisant pas|dans leur exécution courante/);
    });
  });
});

describe('streets are redeveloped from façade to façade, with their traffic', () => {
  it('streets get the carriageway and the diversion; a square does not', () => {
    const streets = writtenForTitle('terrassier', 'Aménagement des rues du Moulin et de la Poste');
    expect(streets.text).toMatch(/de façade à façade/);
    expect(streets.text).toMatch(/déviée ou maintenue en alternat/);
    const square = writtenForTitle('terrassier', 'Aménagement de la place de la Mairie');
    expect(square.text).not.toMatch(/de façade à façade/);
  });

  it('a square in a ski resort: its seasons, frost and the snowplough', () => {
    const r = writtenForTitle('terrassier', 'Aménagement de la place centrale de la station de ski');
    expect(r.text).toMatch(/entre la fonte des neiges et l’ouverture de la saison d’hiver/);
  });
});

describe('a body named in the object is no site, a buyer’s name stops at its address', () => {
  itOnRealNotices()('24-15028: « du Département du Rhône et de la Métropole de Lyon » is the Rhône, not Lyon', () => {
    eachProfileAnyNature('24-15028', 'terrassier', (r) => {
      expect(r.text).toMatch(/Lieu d’exécution : Rhône \(69\)/);
      expect(r.text).not.toMatch(/chantier de Lyon|(?:Adresse|Téléphone)\b/);
      expect(r.text).not.toMatch(/ville même de notre siège/);
    });
  });
});
