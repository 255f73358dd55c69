/**
 * Round 14, issue 13 (round-12 regrade, defects 4 and 5): a quarter's name in a Title-Case object, the
 * pool a « stade nautique » is, an overseas site's windows, and the modular partitions a serrurier lot names.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  eachProfile,
  eachProfileAnyNature,
  isPlace,
  itOnRealNotices,
  writtenFor,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { objectTitle, projectName } from './french.ts';
import { buildingOf } from './sections/shared.ts';

describe('names in a Title-Case object', () => {
  it('a quarter after « mairie annexe de » keeps its capital; a common noun after « salle des » does not', () => {
    expect(objectTitle("Création D'Une Plateforme De Service Public - Mairie Annexe De Domenjod -", isPlace)).toMatch(
      /mairie annexe de Domenjod$/,
    );
    expect(objectTitle('Réfection De La Toiture De La Salle Des Fêtes', isPlace)).toMatch(/ des fêtes$/);
  });

  it('a « stade nautique » is named whole', () => {
    expect(buildingOf(analyse(contextFor('charpentier', 'Réfection de la charpente du stade nautique')))).toBe(
      'le stade nautique',
    );
  });
});

describe('an overseas site’s windows (menuisier, 24-15227 at La Réunion)', () => {
  itOnRealNotices()('are chosen for the tropical climate, not for a thermal bridge break', () => {
    eachProfile('menuisier', '24-15227', /domenjod/, (r) => {
      expect(r.memoire).toMatch(/adaptées au climat tropical \(RTAA DOM/);
      expect(r.memoire).not.toMatch(/rupture de pont thermique/);
    });
  });

  it('a window job in metropolitan France keeps the thermal bridge break', () => {
    const r = writtenFor(contextFor('menuisier', 'Remplacement des menuiseries extérieures de l’école'));
    expect(r.memoire).not.toMatch(/climat tropical/);
  });
});

describe('the modular partitions a serrurier lot names (24-20119, SDIS 34)', () => {
  itOnRealNotices()('get their own paragraph beside the platforms', () => {
    eachProfileAnyNature('24-20119', 'serrurier', (r) => {
      expect(r.section(/Méthodologie/)).toMatch(
        /Les cloisons modulaires sont traitées comme des ouvrages de métallerie/,
      );
    });
  });

  it('platforms alone do not', () => {
    const r = writtenFor(contextFor('serrurier', 'Fourniture et pose de plateformes métalliques'));
    expect(r.text).not.toMatch(/cloisons modulaires/);
  });
});

describe('a name made of the site, a body’s acronym and a file number', () => {
  it('is the works, of the body', () => {
    expect(
      projectName(
        'BRETIGNY-SUR-ORGE (91) - IRBA - 0228 - Sécurisation incendie Lot 1 : Sécurité incendie Lot 2 : CVC - Désenfumage',
        isPlace,
      ),
    ).toBe('Sécurisation incendie de l’IRBA');
    // A name with a dash that is not such a heading keeps its words.
    expect(projectName('Réfection de la toiture - Bâtiment A - Tranche 2', isPlace)).not.toMatch(/IRBA/);
  });
});

describe('the works that stand on a résidentialisation’s slabs (étancheur, 24-14629)', () => {
  itOnRealNotices()('are slab interfaces, not roof ones', () => {
    eachProfileAnyNature('24-14629', 'etancheur', (r) => {
      expect(r.section(/Compréhension/)).toMatch(/Serrurerie : si des clôtures, portails/);
      expect(r.text).not.toMatch(/posés en toiture/);
    });
  });
});

describe('the contract’s frame and a file code are no part of a name', () => {
  it('a marché global de performance names the works it is about; a code of letters and slashes goes', () => {
    expect(
      projectName(
        'Marché public global de performance incluant la conception, la réalisation et la maintenance relatif à la reconversion d’un ancien bâtiment commercial - Place Lorjou à Blois - PHASE Candidature',
        isPlace,
      ),
    ).toMatch(/^Reconversion d’un ancien bâtiment commercial/);
    expect(projectName('24V0024PA-VC/VF -capitole façades est - restauration de la façade', isPlace)).not.toMatch(
      /VC\/VF|Vc\/vf|24V0024PA/i,
    );
  });
});
