/**
 * Round 28 (paysage): « Travaux d’aménagement paysager et accès PMR sur le site universitaire le Bouguen à Brest »
 * answered with the terrassier's generic VRD default — no planting, no accessibility rule. Landscaping with accessible
 * paths on an institution's grounds is its own kind; a schoolyard de-sealed, a square and sidewalks keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('landscaping with accessible paths on an institution’s grounds', () => {
  it('a campus: accessible paths to the arrêté, planting under the fascicule 35, the site kept in use', () => {
    const r = writtenForTitle(
      'terrassier',
      'Travaux d’aménagement paysager et accès PMR sur le site universitaire du campus',
      ['Terrassement', 'Voirie'],
    );
    expect(r.kinds).toEqual(['amenagement_paysager']);
    expect(r.text).toMatch(/arrêté du 20 avril 2017/);
    expect(r.text).toMatch(/arrêté du 8 décembre 2014/);
    expect(r.text).toMatch(/au moins 1,40 m libre de tout obstacle/);
    expect(r.text).toMatch(/dévers ne dépasse pas 2 %/);
    expect(r.text).toMatch(/NF P 98-351/);
    expect(r.text).toMatch(/Fascicule 35 du CCTG/);
    expect(r.text).toMatch(/garantie de reprise/);
    expect(r.text).toMatch(/Le site universitaire reste occupé/);
    expect(r.text).toMatch(/Pentes en long, dévers, paliers et largeurs des cheminements[^\n]*point d’arrêt/);
    expect(r.text).not.toMatch(/ne précisant pas|structures de chaussée|Ensevelissement|inspection télévisée/);
  });

  it('a hospital’s grounds: the emergency access never cut', () => {
    const r = writtenForTitle(
      'terrassier',
      'Aménagement paysager et cheminements accessibles aux abords du centre hospitalier',
    );
    expect(r.kinds).toEqual(['amenagement_paysager']);
    expect(r.text).toMatch(/accès des urgences/);
  });

  it('the exterior of a public building made accessible, landscaping not named: no planting paragraph', () => {
    const r = writtenForTitle('terrassier', 'Mise en accessibilité des abords de la mairie', ['Terrassement']);
    expect(r.kinds).toEqual(['amenagement_paysager']);
    expect(r.text).toMatch(/arrêté du 8 décembre 2014/);
    expect(r.text).not.toMatch(/Les plantations suivent le fascicule 35/);
  });

  it('a schoolyard de-sealed, a square and sidewalks keep their kinds', () => {
    expect(
      writtenForTitle('terrassier', 'Désimperméabilisation et aménagement paysager de la cour de l’école élémentaire')
        .kinds,
    ).toEqual(['desimpermeabilisation']);
    expect(
      writtenForTitle('terrassier', 'Aménagement de la place de l’église et aménagement paysager, accès PMR').kinds,
    ).toEqual(['espaces_publics']);
    expect(writtenForTitle('terrassier', 'Aménagement des trottoirs et accès PMR de la rue de la Gare').kinds).toEqual([
      'trottoirs',
    ]);
  });

  itOnRealNotices()('24-19676 (terrassier): the Bouguen campus at Brest, both profiles', () => {
    eachProfileAnyNature('24-19676', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['amenagement_paysager']);
      expect(r.text).toMatch(
        /Nature des travaux, à la lecture de l’objet : aménagement paysager et cheminements accessibles/,
      );
      expect(r.text).not.toMatch(/que l’avis ne nomme pas/);
      expect(r.text).toMatch(/arrêté du 20 avril 2017/);
      expect(r.text).toMatch(/bande d’éveil de vigilance conforme à la NF P 98-351/);
      expect(r.text).toMatch(/de novembre à mars/);
      expect(r.text).toMatch(/Le site universitaire reste occupé/);
      expect(r.text).toMatch(/Déchets verts/);
      expect(r.text).not.toMatch(/structures de chaussée|Ensevelissement/);
    });
  });
});

describe('an institution’s landscaped paths are no walking trail', () => {
  it('« espaces verts et cheminements piétons du collège »: landscaping, not the trail kind', () => {
    const r = writtenForTitle(
      'terrassier',
      'Aménagement des espaces verts et cheminements piétons du collège Jean Moulin',
    );
    expect(r.kinds).toContain('amenagement_paysager');
    expect(r.kinds).not.toContain('sentier');
  });
});

describe('parking places are no square', () => {
  it('« Création de places de stationnement PMR »: not the public-space kind', () => {
    const r = writtenForTitle('terrassier', 'Création de places de stationnement PMR devant la mairie');
    expect(r.kinds).not.toContain('espaces_publics');
  });
});
