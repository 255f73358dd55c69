/**
 * Round 10, issue 13 (round-9 grading, fresh set): what the engine wrote wrong on notices nobody had tuned it
 * on — an acronym buyer without its article (« lancé par ENP de Nîmes »), a disused pool given its bathers, a
 * future dance school treated as a school in use, lime repointing in a demolition because the pool is
 * « ancienne », a pointer to the criteria titled as a criterion, works no trade's method describes (a
 * sterilisation unit, an automatic public toilet, nappy-changing areas), a short name ending on « situé ».
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor, writtenForTitle } from '../../../../test/writing.ts';

const real = itOnRealNotices();

describe('the demolition of a disused pool (maçon, 24-15411)', () => {
  real('« l’ENP de Nîmes », no bathers, no old-masonry repointing', () => {
    eachProfile('macon', '24-15411', /ancienne piscine/, (r) => {
      expect(r.text).toMatch(/de l’ENP de Nîmes/);
      expect(r.text).not.toMatch(/(?:par|de|à|avec) ENP/);
      expect(r.text).not.toMatch(/baigneurs/);
      expect(r.text).not.toMatch(/mortier de chaux|pierres altérées/);
      expect(r.kinds).toContain('demolition');
    });
  });
});

describe('a building converted into a dance school (carreleur, 24-15772)', () => {
  real('the school is the building’s future use: no pupils’ hours, no « établissement scolaire »', () => {
    eachProfile('carreleur', '24-15772', /danses urbaines/, (r) => {
      expect(r.text).not.toMatch(/accueille des (?:enfants|élèves)|établissement scolaire/);
      expect(r.text).toMatch(/école des danses urbaines/);
    });
  });
});

describe('works no trade’s method used to describe now have their own kind', () => {
  it.each([
    [
      'chauffagiste',
      'Travaux pour la rénovation des réseaux et des équipements de la stérilisation du centre hospitalier',
      'sterilisation',
    ],
    ['plombier', 'Construction d’un skatepark, d’une aire de jeux et d’un WC automatique', 'sanisette'],
    ['menuisier', 'Restructuration des zones de change de 2 sections de la crèche', 'agencement_interieur'],
  ] as const)('%s « %s »: %s, no « aucun des modes opératoires » note', (trade, title, kind) => {
    const r = writtenForTitle(trade, title);
    expect(r.generique).toBe(false);
    expect(r.kinds).toEqual([kind]);
    expect(r.todo).not.toMatch(/ne correspondent à aucun des modes opératoires détaillés de BatiAO/);
  });
});

describe('a pointer to the criteria is no criterion (serrurier, BWP061810102313)', () => {
  it('« Critères énoncés dans le cahier des charges » titles no section and orders nothing', () => {
    const r = writtenFor(
      contextFor('serrurier', 'Fourniture et pose d’une classe en modulaire', {
        extra: { criteria: [{ label: 'Critères énoncés dans le cahier des charges', weight: null }] },
      }),
    );
    expect(r.content.memoire_sections.every((s) => s.criterion === null)).toBe(true);
    expect(r.text).not.toMatch(/Critères énoncés/);
  });
});

describe('a short name does not end on « situé » and keeps the building’s own name (couvreur, 24-19876)', () => {
  real('« Aménagement provisoire d’une partie du bâtiment dit Ex-Ford »', () => {
    eachProfile('couvreur', '24-19876', /amenagement provisoire/, (r) => {
      expect(r.letter.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
        /« Aménagement provisoire d’une partie du bâtiment dit Ex-Ford »/,
      );
      expect(r.text).not.toMatch(/du bâtiment situé »/);
    });
  });
});

describe('sewers laid under an existing street (terrassier, 24-19640)', () => {
  real('the asphalt analysed for asbestos and PAH, old asbestos-cement pipes removed whole', () => {
    eachProfile('terrassier', '24-19640', /separatif/, (r) => {
      expect(r.kinds).toContain('assainissement');
      expect(r.text).toMatch(/analysés \(amiante et HAP\) avant tout sciage/);
      expect(r.text).toMatch(/amiante-ciment n’est coupée ni cassée/);
    });
  });

  it('a network laid in a field keeps no street paragraph', () => {
    const r = writtenForTitle('terrassier', 'Création d’un réseau d’eaux usées au lieu-dit les Champs');
    expect(r.text).not.toMatch(/La chaussée ouverte est d’abord caractérisée/);
  });
});
