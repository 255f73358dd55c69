/**
 * Round 23 (VRD): a washing area answered with the trade's generic earthworks and an unfair « l'avis ne précisant
 * pas » hedge; manhole covers « de regards d'eaux usées » replaced beside a drinking-water main read as a full sewer
 * renewal (by-pass pumping, gravity pipes, CCTV) that carried the critical path.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';
import { TAMPONS, TAMPONS_SANS_EGOUT } from './knowledge/sous-types-vrd.ts';

const SEWER_KINDS = ['assainissement', 'rehabilitation_reseau', 'reseaux_humides', 'poste_refoulement'];

describe('a washing area is a slab with its falls, its separator and its discharge authorisation', () => {
  it('a vehicles’ washing platform gets its own kind, method and hold points, without the hedge', () => {
    const r = writtenForTitle(
      'terrassier',
      'Aménagement d’une plateforme de lavage pour les véhicules des services techniques',
      ['Terrassement'],
    );
    expect(r.kinds).toEqual(['aire_lavage']);
    expect(r.text).not.toMatch(/ne précisant pas/);
    expect(r.text).toMatch(/NF EN 858-1/);
    expect(r.text).toMatch(/débourbeur/);
    expect(r.text).toMatch(/article L1331-10 du code de la santé publique/);
    expect(r.text).toMatch(/Les eaux de pluie restent séparées des eaux de lavage/);
    expect(r.text).toMatch(/NF EN 206\/CN/);
    expect(r.text).toMatch(/Pentes de la dalle[^\n]*point d’arrêt/);
    expect(r.text).toMatch(/Calage, niveau et raccordements du débourbeur et du séparateur[^\n]*point d’arrêt/);
    // (no road pavement nor inspection of a renewed sewer)
    expect(r.text).not.toMatch(/[Rr]aboteuse|inspection télévisée|Dérivation des effluents/);
  });

  it('a farm sprayers’ filling and washing area: the plant-protection effluents kept apart', () => {
    const r = writtenForTitle(
      'terrassier',
      'Création d’une aire de remplissage et de lavage des pulvérisateurs de la CUMA',
    );
    expect(r.kinds).toEqual(['aire_lavage']);
    expect(r.text).toMatch(/produits phytopharmaceutiques/);
  });

  it('in a mountain resort, the works out of the winter season', () => {
    const r = writtenForTitle(
      'terrassier',
      'Réalisation d’une zone de lavage des dameuses de la station de sports d’hiver',
    );
    expect(r.kinds).toEqual(['aire_lavage']);
    expect(r.text).toMatch(/hors de la saison d’hiver/);
    expect(r.text).toMatch(/classe d’exposition XF/);
  });

  it('a technical centre built with a washing area is not read as the washing area alone', () => {
    const r = writtenForTitle('terrassier', 'Construction d’un nouveau centre technique avec aire de lavage');
    expect(r.kinds).not.toContain('aire_lavage');
  });

  itOnRealNotices()('24-20011 (terrassier): « Création d’une aire de lavage » at Les Gets, both profiles', () => {
    eachProfileAnyNature('24-20011', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['aire_lavage']);
      expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet : aire de lavage/);
      expect(r.text).not.toMatch(/ne précisant pas/);
      expect(r.text).toMatch(/séparateur d’hydrocarbures \(NF EN 858-1 et -2\)/);
      expect(r.text).toMatch(/autorisation de déversement/);
    });
  });
});

describe('manhole covers replaced are not a sewer renewal', () => {
  it('recognises covers and frames, not « zones tampons »', () => {
    expect(TAMPONS.test("remplacement de tampons de regards d'eaux usees")).toBe(true);
    expect(TAMPONS.test('mise a la cote des regards et des bouches a cle')).toBe(true);
    expect(TAMPONS.test('creation de zones tampons humides')).toBe(false);
    expect(
      TAMPONS_SANS_EGOUT.test(
        "renouvellement de la conduite d'adduction et changement des tampons eu \n assainissement",
      ),
    ).toBe(true);
    // (a sewer renewed beside its covers is still a sewer)
    expect(
      TAMPONS_SANS_EGOUT.test("renouvellement du reseau d'eaux usees et remplacement des tampons de regards"),
    ).toBe(false);
  });

  it('a water main with covers of waste-water manholes: the main’s method, the covers’ paragraph, no by-pass', () => {
    const r = writtenForTitle(
      'terrassier',
      'Renforcement de la conduite d’adduction d’eau potable et changement des tampons de regards d’eaux usées - chemin des Vignes',
      ['Alimentation en eau potable', 'Assainissement'],
    );
    expect(r.kinds).toContain('eau_potable');
    expect(r.kinds).toContain('tampons_regards');
    expect(r.kinds.filter((k) => SEWER_KINDS.includes(k))).toEqual([]);
    expect(r.text).toMatch(/NF EN 805/);
    expect(r.text).toMatch(/NF EN 124/);
    expect(r.text).toMatch(/D400 sous chaussée/);
    expect(r.text).toMatch(/mortier de calage/);
    expect(r.text).not.toMatch(/by-pass|dérivation provisoire des effluents|inspection télévisée|NF EN 1610/);
  });

  it('covers set to the road’s level alone get their own method, no trench', () => {
    const r = writtenForTitle('terrassier', 'Mise à la cote des regards et bouches à clé du centre-bourg', [
      'Assainissement',
    ]);
    expect(r.kinds).toEqual(['tampons_regards']);
    expect(r.text).toMatch(/Sciage et dépose/);
    expect(r.text).not.toMatch(/inspection télévisée|Ensevelissement/);
  });

  it('a sewer renewed with its covers stays a sewer', () => {
    const r = writtenForTitle(
      'terrassier',
      'Renouvellement du collecteur d’eaux usées et remplacement des tampons de regards avenue des Tilleuls',
      ['Assainissement'],
    );
    expect(r.kinds.some((k) => SEWER_KINDS.includes(k))).toBe(true);
  });

  itOnRealNotices()('24-19560 (terrassier): the Rohan drinking-water main and its covers, both profiles', () => {
    eachProfileAnyNature('24-19560', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['eau_potable', 'tampons_regards']);
      expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet : réseau d’eau potable/);
      expect(r.text).toMatch(/NF EN 124/);
      expect(r.text).not.toMatch(/by-pass|dérivation provisoire des effluents|inspection télévisée|réseaux humides/);
      expect(r.text).not.toMatch(/Le chemin critique[^\n]*(?:effluents|tampons)/);
    });
  });

  itOnRealNotices()('24-20104 (terrassier): a real sewer main renewal still reads as a sewer', () => {
    eachProfileAnyNature('24-20104', 'terrassier', (r) => {
      expect(r.kinds.some((k) => SEWER_KINDS.includes(k))).toBe(true);
      expect(r.kinds).not.toContain('tampons_regards');
    });
  });
});
