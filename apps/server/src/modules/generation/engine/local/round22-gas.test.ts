/**
 * Round 22: a gas transmission pipeline (« Pose de protections mécaniques sur la canalisation de transport de gaz
 * haute pression », 24-14987) was read as a sewer network on « canalisation »: manholes, CCTV, fascicule 70,
 * NF EN 1610 and asbestos-cement pipes. It has its own kind — works under the operator's supervision, the pipe
 * located and confirmed by trial holes, no mechanical digging in the safety strip, protection slabs under a yellow
 * warning mesh, the coating inspected before backfill, the « 4 A » in case of a leak — and the sewers' kinds stay
 * silent on it, while a sewer's « canalisations » still read as a sewer.
 */
import { describe, expect, it } from 'vitest';
import {
  bySection,
  eachProfile,
  findRealNotice,
  itOnRealNotices,
  realContext,
  writtenFor,
  writtenForTitle,
  type Written,
} from '../../../../test/writing.ts';

/** What a sewer network's method says, and a gas pipeline's must not. */
const SEWER = /assainissement|\bregards?\b|Fascicule 70|NF EN 1610|amiante-ciment|inspection télévisée|eaux usées/i;

/** The method of works on a gas transmission pipeline. */
function expectGasMethod(r: Written): void {
  expect(r.kinds).toEqual(['protection_canalisation_gaz']);
  const methode = bySection(r).methode;
  expect(methode).toMatch(/exploitant/);
  expect(methode).toMatch(/DT-DICT/);
  expect(methode).toMatch(/sondages à la main ou par aspiration/);
  expect(methode).toMatch(/aucun engin ne creuse dans la bande de sécurité/);
  expect(methode).toMatch(/dalles en béton ou plaques en (?:polyéthylène haute densité \()?PEHD/);
  expect(methode).toMatch(/grillage avertisseur jaune/);
  expect(methode).toMatch(/revêtement/);
  expect(methode).toMatch(/permis de feu/);
  expect(methode).toMatch(/numéro d’urgence/);
  expect(methode).toMatch(/NF S 70-003-1/);
  expect(methode).toMatch(/Arrêté du 5 mars 2014/);
  expect(methode).toMatch(/R554-1/);
  expect(r.text).not.toMatch(SEWER);
  expect(r.text).toMatch(/AIPR/);
  expect(r.text).toMatch(/CACES R482/);
}

describe('works on a gas transmission pipeline are not a sewer', () => {
  it('a made-up pipeline protection gets the pipeline’s kind and no sewer', () => {
    expectGasMethod(
      writtenForTitle(
        'terrassier',
        'Mise en place de dalles de protection au-dessus du gazoduc GRTgaz DN 200, lieu-dit Les Granges',
        ['Travaux de voirie et réseaux divers'],
      ),
    );
  });

  it('a gas line at high pressure named without « transport » gets it too', () => {
    const r = writtenForTitle('terrassier', 'Protection mécanique d’une canalisation de gaz haute pression');
    expect(r.kinds).toEqual(['protection_canalisation_gaz']);
    expect(r.text).not.toMatch(SEWER);
  });

  it('the phases of the kind sum to one', () => {
    const r = writtenForTitle('terrassier', 'Protection mécanique de l’oléoduc au droit du futur giratoire');
    expect(r.kinds).toContain('protection_canalisation_gaz');
    expect(r.analysis.kb.phases.reduce((sum, p) => sum + p.part, 0)).toBeCloseTo(1, 6);
  });

  itOnRealNotices()('the real notice 24-14987 gets it, with both profiles', () => {
    eachProfile('terrassier', '24-14987', /transport de gaz/, (r) => {
      expectGasMethod(r);
    });
  });
});

describe('a sewer’s pipes are still a sewer', () => {
  it('« canalisations » of waste water read as a sewer network', () => {
    const r = writtenForTitle(
      'terrassier',
      'Remplacement des canalisations d’eaux usées et des branchements, rue des Tanneurs',
    );
    expect(r.kinds).toContain('assainissement');
    expect(r.kinds).not.toContain('protection_canalisation_gaz');
  });

  it('a storm-water network with a hydrocarbon separator is no pipeline', () => {
    const r = writtenForTitle('terrassier', 'Création d’un réseau d’eaux pluviales et d’un séparateur d’hydrocarbures');
    expect(r.kinds).toContain('assainissement');
    expect(r.kinds).not.toContain('protection_canalisation_gaz');
  });

  itOnRealNotices()('the real transfer main of waste water (24-20104) keeps the sewer kinds', () => {
    const r = writtenFor(realContext(findRealNotice('terrassier', /eaux usees/, { id: '24-20104', among: 50 })), {
      seams: false,
    });
    expect(r.kinds).toContain('assainissement');
    expect(r.kinds).not.toContain('protection_canalisation_gaz');
  });
});
