/**
 * Round 5 (issue 13, defects 7): the operation's short name read from telegraphic, raw-capital or
 * building-first objects; proper names kept (« du Marsan », « Grau-du-Roi »); lot names in raw
 * capitals; acronym buyers with their article; the building-and-buyer phrase said once per
 * section. Realistic objects first, then real notices of `../shared/data` when present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPANY,
  FULL_COMPANY,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
} from '../../../../test/fixtures/generation.ts';
import { isPlace, quoted, writtenForRealNotice } from '../../../../test/writing.ts';
import { polish, projectName } from './french.ts';
import { seamsIn } from './seams.ts';
import { withArticle } from './text.ts';

describe('the operation’s short name', () => {
  it('a telegraphic networks object: its articles back, the buyer’s town and number taken off', () => {
    expect(
      projectName(
        'Commune d’AIRE SUR L’ADOUR Assainissement Réhabilitation réseau eaux usées lotissement Biroy Création poste de refoulement Opération n° 2024-509',
        isPlace,
      ),
    ).toBe('Réhabilitation du réseau d’eaux usées du lotissement Biroy et création d’un poste de refoulement');
    expect(projectName('Réhabilitation réseau assainissement')).toBe('Réhabilitation du réseau d’assainissement');
    // An address goes without its article; an object already written is left alone.
    expect(projectName('Travaux de création d’un réseau d’eaux pluviales rue Pasteur')).toBe(
      'Travaux de création d’un réseau d’eaux pluviales rue Pasteur',
    );
    expect(projectName('Réfection de la toiture et création d’un auvent')).toBe(
      'Réfection de la toiture et création d’un auvent',
    );
  });

  it('a building named before its works: the works first, the person’s name hyphenated', () => {
    expect(projectName('21 - DIJON - Lycée CHARLES DE GAULLE Raccordement au réseau de chaleur urbain')).toBe(
      'Raccordement du lycée Charles-de-Gaulle au réseau de chaleur urbain',
    );
    expect(projectName('Gymnase Jean Moulin Rénovation de la toiture')).toBe(
      'Rénovation de la toiture du gymnase Jean Moulin',
    );
    expect(projectName('Rénovation du gymnase Jean Moulin')).toBe('Rénovation du gymnase Jean Moulin');
  });

  it('no second article after the coordination, the conservatoire’s kind in lower case', () => {
    expect(
      projectName(
        'Marché de travaux relatif à la mise en accessibilité et la rénovation partielle du Conservatoire à Rayonnement Régional situé 14, rue de Madrid Paris 75008',
      ),
    ).toBe('Mise en accessibilité et rénovation partielle du conservatoire à rayonnement régional');
    expect(projectName('Réfection de la toiture et la zinguerie de la mairie')).toBe(
      'Réfection de la toiture et la zinguerie de la mairie',
    );
  });

  it('proper names keep their capitals when a raw-capital object is lowered', () => {
    expect(projectName('RESTAURATION DE L’EGLISE SAINT-PIERRE ET SAINT-PAUL DU MARSAN')).toBe(
      'Restauration de l’église Saint-Pierre et Saint-Paul du Marsan',
    );
    // A common word after the saint's name stays a common word.
    expect(projectName('RESTAURATION DE LA TOITURE DE L’EGLISE SAINT-JEAN DE LA CHAPELLE')).toMatch(
      /Saint-Jean de la chapelle$/,
    );
  });

  it('a commune named in words is written as the commune index writes it', () => {
    expect(
      projectName(
        'Marchés de travaux pour la réhabilitation du Bâtiment administratif de l’ancien hôpital du Grau Du Roi - Relance des lots 7, 8 et 9. Commune du Grau Du Roi',
        isPlace,
      ),
    ).toBe('Réhabilitation du bâtiment administratif de l’ancien hôpital du Grau-du-Roi');
    expect(
      projectName(
        'Remplacement de la couverture tuiles de deux bâtiments au collège Marcel Anthonioz à Divonne les Bains',
        isPlace,
      ),
    ).toMatch(/à Divonne-les-Bains$/);
    // Without the index, nothing is guessed.
    expect(projectName('Réhabilitation de l’ancien hôpital du Grau Du Roi')).toMatch(/Grau du Roi$/);
  });
});

describe('names in the text', () => {
  it('a lot’s name quoted in raw capitals is put in sentence case, an acronym or a long quote left alone', () => {
    expect(polish('lot n° 5 « CLOISONNEMENTS-DOUBLAGES »')).toBe('lot n° 5 «\u00a0Cloisonnements-doublages\u00a0»');
    expect(polish('lot n° 2 « MENUISERIES EXTERIEURES »')).toBe('lot n° 2 «\u00a0Menuiseries extérieures\u00a0»');
    expect(polish('lot n° 3 « CVC »')).toBe('lot n° 3 «\u00a0CVC\u00a0»');
    const quote = '« RESTAURATION DE L’EGLISE SAINT-PIERRE ET SAINT-PAUL DU MARSAN »';
    expect(polish(quote)).toBe(quote.replace('« ', '«\u00a0').replace(' »', '\u00a0»'));
  });

  it('a syndicat’s acronym takes its article', () => {
    expect(withArticle('SYDEC', 'par')).toBe('par le SYDEC');
    expect(withArticle('SIAEP du Val', 'de')).toBe('du SIAEP du Val');
    expect(withArticle('SNCF Réseau', 'par')).toBe('par la SNCF Réseau');
  });
});

describe.skipIf(!realRecordsAvailable())(`real notices (${REAL_RECORDS_FILE})`, () => {
  const respond = (pattern: RegExp, trade: TradeSlug, full = true) => {
    const r = writtenForRealNotice(trade, pattern, full ? FULL_COMPANY : EMPTY_COMPANY);
    expect(seamsIn(r.prose)).toEqual([]);
    return { text: r.prose, sections: r.content.memoire_sections };
  };

  it('terrassier 24-15250: the readable short name and « le SYDEC », both profiles', () => {
    for (const full of [true, false]) {
      const { text } = respond(/biroy/, 'terrassier', full);
      // The long name in full in the letter's object line (issue 13, round 10: its short form is quoted later).
      expect(text).toContain(
        'Réhabilitation du réseau d’eaux usées du lotissement Biroy et création d’un poste de refoulement',
      );
      expect(text).not.toMatch(/ci-après «\u00a0Commune d’AIRE/);
      expect(text).not.toMatch(/(?:par|avec|de|à) SYDEC\b/);
      expect(text).toMatch(/lancée par le SYDEC/);
    }
  });

  it('chauffagiste 24-15949, vitrier 24-20146, menuisier 24-15697, plaquiste 24-19978: names as a text writes them', () => {
    expect(respond(/charles de gaulle.*raccordement/, 'chauffagiste').text).toContain(
      'Raccordement du lycée Charles-de-Gaulle au réseau de chaleur urbain',
    );
    const vitrier = respond(/saint-paul du marsan/, 'vitrier').text;
    expect(vitrier).toContain('Saint-Paul du Marsan');
    expect(vitrier).not.toMatch(/du marsan/);
    const menuisier = respond(/grau du roi.*relance des lots/, 'menuisier').text;
    expect(menuisier).not.toMatch(/Grau du Roi/);
    expect(menuisier).toContain('Grau-du-Roi');
    const plaquiste = respond(/cloisonnements-doublages/, 'plaquiste').text;
    expect(plaquiste).toContain(quoted('Cloisonnements-doublages'));
  });

  it('the building and its buyer said in full once per section: the section’s later prose says « le collège »', () => {
    const { sections } = respond(/marcel anthonioz/, 'couvreur');
    const full = /collège Marcel Anthonioz du Département de l’Ain/g;
    for (const s of sections) {
      const prose = s.body.split('\n\n').filter((p) => !p.includes('\n- '));
      const named = prose.map((p) => (p.match(full) ?? []).length);
      const first = named.findIndex((n) => n > 0);
      // After its first paragraph that names it, no prose paragraph of the section says it in full again.
      expect(named.slice(first + 1).every((n) => n === 0) || first < 0, s.key).toBe(true);
    }
  });
});
