/**
 * Round 7 (issue 13, round-5 defect 1): the names the buyer reads, put in shape from the notice's
 * raw strings — consultation boilerplate and an operation number are not a project name, a pair of
 * names is never cut in its middle, the seams of the notice's text (« d' électricité », « -. », « a
 * Santeny », « Cta ») are mended; buyers without their service codes, communes in capitals or lower
 * case written as names, a region by its official name. Made-up objects both ways, then the graded
 * real notices.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
} from '../../../../test/fixtures/generation.ts';
import { quoted, writtenForRealNotice } from '../../../../test/writing.ts';
import { buyerNameOf } from './analysis.ts';
import { polish, projectName, properName } from './french.ts';
import { seamsIn } from './seams.ts';

describe('project names from raw objects', () => {
  it('strips consultation boilerplate, not a name that merely contains « consultation »', () => {
    expect(
      projectName(
        'La présente consultation a pour objet les travaux de réfection de la toiture du gymnase Jean Jaurès.',
      ),
    ).toBe('Travaux de réfection de la toiture du gymnase Jean Jaurès');
    expect(projectName('Le présent marché porte sur la rénovation des sanitaires de l’école Jules Ferry')).toBe(
      'Rénovation des sanitaires de l’école Jules Ferry',
    );
    expect(projectName('Création d’une salle de consultation au centre médical')).toBe(
      'Création d’une salle de consultation au centre médical',
    );
  });

  it('takes the works after an operation number, keeps a number inside the works', () => {
    expect(projectName('Opération n° 202301234 - Réfection des peintures de la crèche Lepic')).toBe(
      'Réfection des peintures de la crèche Lepic',
    );
    expect(projectName('Réfection des peintures de la crèche Lepic - Opération n° 2024-509')).toBe(
      'Réfection des peintures de la crèche Lepic',
    );
    expect(projectName('Réfection des peintures du bâtiment 3 de la crèche Lepic')).toBe(
      'Réfection des peintures du bâtiment 3 de la crèche Lepic',
    );
  });

  it('never cuts a pair of names: the town goes first', () => {
    expect(
      projectName(
        'Travaux de remplacement des menuiseries extérieures des écoles maternelles Jean Zay et Louise Michel à Saint Denis Les Bourg',
      ),
    ).toBe('Travaux de remplacement des menuiseries extérieures des écoles maternelles Jean Zay et Louise Michel');
    // A short name keeps its town.
    expect(projectName('Rénovation du groupe scolaire Jean Zay à Santeny')).toBe(
      'Rénovation du groupe scolaire Jean Zay à Santeny',
    );
  });

  it('mends the seams of the object: apostrophe and space, « -. », « a » for « à », acronyms', () => {
    expect(projectName("Travaux d' électricité et courants faibles")).toBe("Travaux d'électricité et courants faibles");
    expect(projectName('Réfection de la toiture de l’Hôtel de Ville-.')).toBe(
      'Réfection de la toiture de l’Hôtel de Ville',
    );
    expect(projectName('Rénovation de la salle des fêtes a Santeny')).toBe(
      'Rénovation de la salle des fêtes à Santeny',
    );
    // « a » the verb, before a lower-case word, stays.
    expect(projectName('Extension de la cantine qui a lieu en site occupé')).toContain('qui a lieu');
    expect(projectName('Remplacement Cta et Vmc du Bmt B')).toBe('Remplacement CTA et VMC du BMT B');
    expect(polish("« Travaux d' électricité », ci-dessus")).toContain('Travaux d’électricité\u00a0»');
    expect(polish('l’opération « Reprise du Département-. »')).toContain('Reprise du Département\u00a0»');
    // A hyphen inside a name, a full stop after a word: untouched.
    expect(polish('Saint-Jean. Le chantier')).toBe('Saint-Jean. Le chantier');
  });
});

describe('buyer names', () => {
  it('drops service codes, writes the commune as a name', () => {
    expect(buyerNameOf('Ville de paris DCPA SLA 715')).toBe('Ville de Paris');
    expect(buyerNameOf('VILLE DE PARIS')).toBe('Ville de Paris');
    expect(buyerNameOf('Mairie de SANTENY')).toBe('Mairie de Santeny');
    expect(buyerNameOf('COMMUNE DE SAINT-JEAN-DE-VEDAS')).toMatch(/^Commune de Saint-Jean-de-V[eé]das$/);
    // A written name, and acronyms that are the name, kept.
    expect(buyerNameOf('Mairie de Saint-Jean-de-Védas')).toBe('Mairie de Saint-Jean-de-Védas');
    expect(buyerNameOf('SGAMI NORD')).toBe('SGAMI Nord');
    expect(buyerNameOf('Département de l’Aube')).toBe('Département de l’Aube');
  });

  it('a region by its official name, hospital acronyms in capitals', () => {
    expect(properName('Region Centre Val De Loire')).toBe('Région Centre-Val de Loire');
    expect(properName('REGION HAUTS DE FRANCE')).toBe('Région Hauts-de-France');
    expect(properName('Région Auvergne-Rhône-Alpes')).toBe('Région Auvergne-Rhône-Alpes');
    expect(properName('Ght Savoie Belley - Ch Métropole Savoie')).toBe('GHT Savoie Belley - CH Métropole Savoie');
    // « Ch » is not an acronym before a lower-case word or inside a word.
    expect(properName('Chambre de commerce')).toBe('Chambre de commerce');
  });
});

describe.skipIf(!realRecordsAvailable())(`round-5 graded notices (${REAL_RECORDS_FILE})`, () => {
  const respond = (pattern: RegExp, trade: TradeSlug, full: boolean) =>
    writtenForRealNotice(trade, pattern, full ? FULL_COMPANY : EMPTY_COMPANY).prose;

  it('plaquiste 24-19730, peintre 24-16024, couvreur 24-19543: names, not fragments or numbers', () => {
    for (const full of [true, false]) {
      const plaquiste = respond(/cloisonnement des batiments communaux/, 'plaquiste', full);
      expect(plaquiste).not.toMatch(/«\u00a0Présente consultation/);
      // The long name in full in the letter's object line (issue 13, round 10: its short form is quoted later).
      expect(plaquiste).toMatch(/— Travaux d’aménagement et de cloisonnement des bâtiments communaux/);
      const peintre = respond(/201915198/, 'peintre', full);
      expect(peintre.replace(/Objet : .*|«\u00a0Opération n° 201915198[^»]*»/g, '')).not.toMatch(/201915198/);
      expect(peintre).toMatch(/salle d’arts plastiques/);
      expect(peintre).toMatch(/de la Ville de Paris/);
      expect(peintre).not.toMatch(/Ville de PARIS/);
      const couvreur = respond(/edouard herriot et paul bert/, 'couvreur', full);
      expect(couvreur).toContain(
        'Travaux de réfection de toiture et d’isolation des écoles élémentaires Edouard Herriot et Paul Bert',
      );
      expect(couvreur).not.toMatch(/Edouard Herriot\u00a0»/);
    }
  });

  it('electricien 24-19896, carreleur 24-15152, étancheur 24-19727, chauffagiste 24-15712, vitrier 24-16237, maçon 24-15589', () => {
    for (const full of [true, false]) {
      expect(respond(/tranche ferme et une tranche optionnelle/, 'electricien', full)).not.toMatch(/d' /);
      expect(respond(/plateforme manger local/, 'carreleur', full)).not.toMatch(/-\./);
      const etancheur = respond(/40 arpents/, 'etancheur', full);
      // (the buyer is the Commune: a mairie is its building)
      expect(etancheur).toMatch(/de la Commune de Santeny/);
      expect(etancheur).toContain(quoted('Rénovation du groupe scolaire des 40 arpents à Santeny'));
      // The buyer's object, quoted as published in the « Objet » line and the presentation, aside.
      expect(etancheur.replace(/Rénovation du groupe scolaire des 40 arpents a Santeny/g, '')).not.toMatch(
        /SANTENY| a Santeny/,
      );
      const chauffagiste = respond(/remplacement cta du bmt/, 'chauffagiste', full);
      expect(chauffagiste).toMatch(/Remplacement CTA du BMT/);
      expect(chauffagiste).not.toMatch(/(?:avec|de|par) Ght|Cta du Bmt\u00a0»/);
      expect(respond(/lycee viticole a amboise/, 'vitrier', full)).toMatch(/Région Centre-Val de Loire/);
      const macon = respond(/cour basse/, 'macon', full);
      expect(macon).toMatch(/Ville de Paris/);
      expect(macon).not.toMatch(/DCPA|SLA 715/);
      for (const text of [etancheur, macon]) {
        expect(seamsIn(text)).toEqual([]);
      }
    }
  });
});
