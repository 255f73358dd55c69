/**
 * Round 28 grading: a site named at the object's end outside the notice's département (the buyer's), the hedge that
 * blamed the notice, a military quarter's roads, a borehole on the public road, a name cut before its vehicles.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('the site the object names at its end', () => {
  itOnRealNotices()('24-19676 (terrassier): Brest, not the CROUS’s Ille-et-Vilaine, both profiles', () => {
    eachProfileAnyNature('24-19676', 'terrassier', (r) => {
      expect(r.text).toMatch(/Lieu d’exécution : Brest \(Finistère\)/);
      expect(r.text).not.toMatch(/Lieu d’exécution : Ille-et-Vilaine/);
    });
  });
});

describe('the usual method is said as ours, not as the notice’s fault', () => {
  itOnRealNotices()('24-14317 (terrassier): no « L’avis ne précisant pas », the vehicles kept in the name', () => {
    eachProfileAnyNature('24-14317', 'terrassier', (r) => {
      expect(r.text).not.toMatch(/L’avis ne précisant pas/);
      // (its lot's green spaces and the armoured vehicles' yards are read since round 29: the points it raises)
      expect(r.section('comprehension')).toMatch(
        /fait ressortir les points suivants : aires des véhicules lourds et blindés ; espaces verts/,
      );
      expect(r.text).toMatch(/«\sRéhabilitation des infrastructures de soutien technique des véhicules blindés\s»/);
      // (a military quarter's roads: the authority's, no traffic order nor public road)
      expect(r.text).not.toMatch(/Aux abords de la voie publique|dans l’emprise autorisée par l’arrêté de circulation/);
    });
  });
});

describe('a borehole is on a closed plot', () => {
  it('no public road', () => {
    const r = writtenForTitle('terrassier', 'Réalisation d’un forage d’eau potable à Beaumont-sur-Oise');
    expect(r.text).toMatch(/sur un site clos et interdit au public/);
    expect(r.text).not.toMatch(/la voie publique, ouverte à la circulation/);
  });
});

describe('the firm’s own machines before rented ones', () => {
  it('a mini-digger the fleet owns covers « pelle hydraulique (mini-pelle ou …) »; the laser sets the levels', () => {
    const r = writtenForTitle('terrassier', 'Travaux de terrassement et de VRD du parking de la salle des sports');
    expect(r.section('moyens_materiels')).toMatch(
      /Pelle hydraulique \(mini-pelle\) : Mini-pelle 2,5 t de l’entreprise/,
    );
    expect(r.section('moyens_materiels')).not.toMatch(/loués[^\n]*\n(?:- [^\n]*\n)*- Pelle hydraulique/);
    expect(r.section('moyens_materiels')).toMatch(/Laser rotatif de l’entreprise — [^\n]*terrassements/);
  });
});
