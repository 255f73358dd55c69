/**
 * Round 12, issue 13 (fresh grading): objects written in capitals keep the names of their places
 * (« cité Square Fabien », « palais Bourbon », « Cap Janet ») and their accents; the number of lots is no part
 * of a name (« à Sassenage - 5 lots »).
 */
import { describe, expect, it } from 'vitest';
import { projectName } from './french.ts';

describe('an object in capitals', () => {
  it.each([
    [
      'MARCHE DE TRAVAUX DE RESIDENTIALISATION DE LA CITE SQUARE FABIEN A SAINT-DENIS',
      /^Résidentialisation de la cité Square Fabien/,
    ],
    [
      'TRAVAUX POUR LA REHABILITATION DE LA COURSIVE DU HANGAR 18 AU TERMINAL INTERNATIONAL CAP JANET',
      /terminal international Cap Janet$/,
    ],
    ['RÉNOVATION DES 3E ET 4E ÉTAGES DE LA ZONE COLBERT DU PALAIS BOURBON', /zone Colbert du palais Bourbon$/],
  ])('« %s »', (raw, expected) => {
    expect(projectName(raw, (w) => /^saint-denis$/i.test(w))).toMatch(expected);
  });

  it('common words after a place’s noun stay common (« zone artisanale », « cité administrative »)', () => {
    expect(projectName('EXTENSION DE LA ZONE ARTISANALE DU MOULIN')).toMatch(/zone artisanale/);
    expect(projectName('REFECTION DES TOITURES DE LA CITE ADMINISTRATIVE')).toMatch(/cité administrative/);
  });
});

describe('the number of lots', () => {
  it('is dropped from the name', () => {
    expect(
      projectName('Marchés de travaux pour la restructuration du lycée Roger Deschaux à Sassenage (38) - 5 lots'),
    ).not.toMatch(/lots/);
  });
});
