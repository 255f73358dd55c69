/**
 * Round 26: the outdoor metalwork of a public space (a promenade on a former railway, a park, a riverbank) given the
 * building's metalwork with door locks and panic bars, and no word on outdoor guard-rails.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfileAnyNature,
  itOnRealNotices,
  writtenFor,
  writtenForTitle,
} from '../../../../test/writing.ts';

const KIND = 'serrurerie_espaces_publics';
const BUILDING = /organigramme|NF EN 1125|antipanique|anti-panique|ferme-portes|NF DTU 36\.5|20 avril 2017/;

describe('the outdoor metalwork of a public space', () => {
  it('a promenade’s guard-rails: NF P01-012, corrosivity, duplex, interface with the civil works; no building', () => {
    const r = writtenForTitle(
      'serrurier',
      'Fourniture et pose des garde-corps et mains courantes de la promenade des berges',
    );
    expect(r.kinds).toContain(KIND);
    expect(r.kinds[0]).toBe(KIND);
    expect(r.text).toMatch(/NF P01-012/);
    expect(r.text).toMatch(/NF P01-013/);
    expect(r.text).toMatch(/zone de stationnement précaire/);
    expect(r.text).toMatch(/NF EN ISO 12944-2/);
    expect(r.text).toMatch(/NF EN ISO 1461/);
    expect(r.text).toMatch(/système duplex/);
    expect(r.text).toMatch(/EXC2/);
    expect(r.text).toMatch(/arrêté du 15 janvier 2007/i);
    expect(r.text).toMatch(/lot de génie civil/);
    expect(r.text).toMatch(/permis de feu/i);
    expect(r.text).toMatch(/Aucun assemblage n’est soudé sur site après galvanisation/);
    expect(r.text).not.toMatch(BUILDING);
    expect(r.text).not.toMatch(/L’avis ne précisant pas|dans leur exécution courante/);
  });

  it('a park’s fences and gates: NF EN 13241 for vehicle gates only, pedestrian gates out of it', () => {
    const r = writtenForTitle('serrurier', 'Remplacement des clôtures et portails du parc municipal');
    expect(r.kinds[0]).toBe(KIND);
    expect(r.text).toMatch(/portillons réservés aux piétons n’en relèvent pas/);
    // (the powered gates' standard is named by the gates' paragraph, not cited among the works' standards)
    expect(r.text).toMatch(/NF EN 13241 : norme de produit des portails d’accès des véhicules, manuels ou motorisés/);
    expect(r.text).not.toMatch(/NF EN 12453 :/);
    expect(r.text).not.toMatch(BUILDING);
  });

  it('a powered gate brings NF EN 12453', () => {
    const r = writtenForTitle('serrurier', 'Portail motorisé et clôture du jardin public');
    expect(r.kinds[0]).toBe(KIND);
    expect(r.text).toMatch(/NF EN 12453 :/);
  });

  it('the kind is the place’s: a serrurerie lot of a square’s redevelopment', () => {
    const r = writtenFor(contextFor('serrurier', 'Réaménagement de la place de la Libération - Lot 3 : Serrurerie'));
    expect(r.kinds).toEqual([KIND]);
  });

  it('a former railway line: ballast, old platforms, diagnostics', () => {
    const r = writtenForTitle('serrurier', 'Aménagement d’une voie verte sur l’ancienne voie ferrée - garde-corps', [
      'Serrurerie',
    ]);
    expect(r.kinds[0]).toBe(KIND);
    expect(r.text).toMatch(/ballast/);
  });
});

describe('a building’s metalwork keeps its kinds', () => {
  it('« Lot 12 Serrurerie » of a school extension: not the public space’s kind', () => {
    const r = writtenFor(contextFor('serrurier', 'Construction d’une extension de l’école - Lot 12 : Serrurerie'));
    expect(r.kinds).not.toContain(KIND);
    expect(r.text).not.toMatch(/arrêté du 15 janvier 2007/i);
  });

  it('a school extension’s metalwork with doors, stairs and indoor guard-rails', () => {
    const r = writtenFor(
      contextFor(
        'serrurier',
        'Construction d’une extension de l’école - Lot 12 : Serrurerie (portes, escaliers, garde-corps)',
      ),
    );
    expect(r.kinds).not.toContain(KIND);
    expect(r.kinds).toContain('garde_corps_structures');
  });

  it('a building’s balconies, even by a park or a square', () => {
    for (const title of [
      'Remplacement des garde-corps des balcons de la résidence du Parc',
      'Réfection des balcons et garde-corps, place de la Mairie',
      'Mise en conformité des garde-corps des balcons des logements du square Pasteur',
    ]) {
      expect(writtenForTitle('serrurier', title).kinds, title).not.toContain(KIND);
    }
  });

  it('a car park or a business park is not a public park', () => {
    for (const title of [
      'Garde-corps du parc de stationnement',
      'Clôture du parc d’activités des Landes',
      'Mise en place des garde-corps de la terrasse technique',
    ]) {
      expect(writtenForTitle('serrurier', title).kinds, title).not.toContain(KIND);
    }
  });

  it('orders of upkeep stay the upkeep kind', () => {
    const r = writtenForTitle('serrurier', 'Accord-cadre de travaux d’entretien des clôtures des parcs et jardins');
    expect(r.kinds).not.toContain(KIND);
  });
});

describe('24-19079: the promenade on the Petite ceinture, its serrurerie lot', () => {
  itOnRealNotices()('both profiles: the public space’s metalwork, no door locks, no hedge', () => {
    eachProfileAnyNature('24-19079', 'serrurier', (r) => {
      expect(r.kinds).toEqual([KIND]);
      expect(r.text).toMatch(/NF P01-012/);
      expect(r.text).toMatch(/lot de génie civil/);
      expect(r.text).toMatch(/ancienne voie ferrée/);
      expect(r.text).toMatch(/ouvert au public/);
      expect(r.text).not.toMatch(BUILDING);
      expect(r.text).not.toMatch(
        /L’avis ne précisant pas|dans leur exécution courante|ce qu’une telle opération demande le plus souvent/,
      );
    });
  });
});
