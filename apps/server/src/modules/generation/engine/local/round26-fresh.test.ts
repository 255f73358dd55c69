/**
 * Round 26 grading: a maçon's « maçonnerie » décennale claimed for civil works, sports platforms answered by the road
 * default, a port read as a field, earthworks' waste said as offcuts, a sewer lot named as the earthworks family.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';

describe('a décennale for « maçonnerie » is not claimed for civil works', () => {
  itOnRealNotices()('24-15080 (maçon): the bridge’s génie civil is marked to check, never claimed as covered', () => {
    eachProfileAnyNature('24-15080', 'macon', (r) => {
      expect(r.text).not.toMatch(/Nos travaux sont couverts par une assurance décennale/);
    });
  });

  it('the complete profile’s policy is stated with its declared activities and a marker', () => {
    const r = writtenForTitle('macon', 'Construction d’un réservoir d’eau potable de 800 m3');
    expect(r.text).toMatch(/activités déclarées :[^\n]*attestation d’assurance décennale couvrant le génie civil/);
  });
});

describe('platforms for sports equipment are earthworks for what they will carry', () => {
  it('falls, flatness, drainage and the anchors; no road, no hedge, no occupied sites', () => {
    const r = writtenForTitle('terrassier', 'Creation De Plateformes Pour Divers Equipements Sportifs', [
      'Terrassement',
    ]);
    expect(r.kinds).toEqual(['plateformes_sportives']);
    expect(r.text).toMatch(/planéité contrôlée à la règle de 3 m/);
    expect(r.text).toMatch(/NF EN 14877/);
    expect(r.text).not.toMatch(
      /L’avis ne précisant pas|dans leur exécution courante|horaires convenus avec ses occupants|site précédent/,
    );
  });
});

describe('a port is read as a port', () => {
  it('port police, heavy yards, marine exposure, the water kept clean, the fall from a quay', () => {
    const r = writtenForTitle(
      'terrassier',
      'Réalisation de travaux de VRD pour l’extension du port de Port-La Nouvelle',
    );
    expect(r.text).toMatch(/règlement de police du port/);
    expect(r.text).toMatch(/classes d’exposition des bétons \(XS/);
    expect(r.text).toMatch(/Chute à l’eau depuis un quai/);
    const inland = writtenForTitle('terrassier', 'Aménagement du parking de la salle des fêtes');
    expect(inland.text).not.toMatch(/police du port/);
  });
});

describe('earthworks’ waste is earth', () => {
  it('a reservoir built: excavated earth traced, not offcuts and packaging', () => {
    const r = writtenForTitle('terrassier', 'Construction d’un réservoir d’eau potable de 800 m3');
    expect(r.text).toMatch(/Le volume tient surtout aux terres excavées/);
    expect(r.text).not.toMatch(/le volume tient surtout aux chutes et aux emballages/);
  });
});

describe('a sewer lot is named as such everywhere', () => {
  itOnRealNotices()('24-15206 (terrassier): « travaux de réseaux d’assainissement » in every section', () => {
    eachProfileAnyNature('24-15206', 'terrassier', (r) => {
      expect(r.text).not.toMatch(/terrassement et de voirie et réseaux divers/);
      expect(r.text).toMatch(/inspecter les réseaux par caméra avant la fin de l’année de parfait achèvement/);
    });
  });
});
