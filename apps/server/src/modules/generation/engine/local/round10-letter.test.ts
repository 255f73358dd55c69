/**
 * Round 10, issue 13: the letter's second paragraph said the same words for every tender but the trade and
 * the site (the near-twin bench's letter share had risen to 24 %). It now says the method's own steps and the
 * planning's phases; a greenway's safety section describes a route closed to cyclists, not a street with shops;
 * a short name that every cut would split keeps the works and drops the name (« Aménagement de la voie
 * verte », not « … ViaRhôna Pont »), and the ViaRhôna is spelt as it is.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, eachProfile, itOnRealNotices, writtenFor } from '../../../../test/writing.ts';

/** The letter's offer paragraph, its non-breaking spaces (around « ») as plain ones. */
const offerOf = (letter: string) =>
  (letter.split('\n').find((l) => l.startsWith('Notre mémoire technique')) ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the letter’s offer paragraph', () => {
  it('says the method’s first and last steps and the planning’s phases, from the kind of work', () => {
    const demolition = offerOf(
      writtenFor(
        contextFor('terrassier', 'Désamiantage et démolition d’un collectif', {
          descripteurs: ['Démolition'],
          extra: { duration_months: null },
        }),
      ).letter,
    );
    expect(demolition).toMatch(/en \d étapes de « diagnostics et préparation » à « évacuation et remise en état »/);
    expect(demolition).toMatch(/planning prévisionnel en 4 phases sur \d+ semaines \(durée à confirmer\)\./);
    const roof = offerOf(
      writtenFor(contextFor('couvreur', 'Réfection de la couverture en ardoises de la chapelle')).letter,
    );
    expect(roof).not.toEqual(demolition);
    expect(roof).toMatch(/en \d étapes de « [^»]+ » à « [^»]+ »/);
  });

  it('a stated duration is the planning’s, without « à confirmer »; a contract by orders has no phases', () => {
    const stated = writtenFor(
      contextFor('peintre', 'Réfection des peintures intérieures de la mairie', { extra: { duration_months: 3 } }),
    ).letter;
    expect(offerOf(stated)).toMatch(/planning prévisionnel en \d phases sur 13 semaines\./);
    const orders = writtenFor(
      contextFor('peintre', 'Accord-cadre à bons de commande de travaux de peinture dans les bâtiments communaux'),
    ).letter;
    expect(offerOf(orders)).toMatch(/planning prévisionnel d’exécution des bons de commande\./);
    expect(offerOf(orders)).not.toMatch(/phases sur/);
  });
});

describe('a greenway', () => {
  itOnRealNotices()(
    'the ViaRhôna (24-19789): a route closed to its users, no shops nor traffic; its name spelt',
    () => {
      eachProfile('terrassier', '24-19789', /viarhona/, (r) => {
        expect(r.section(/curit/)).toMatch(/itinéraire réservé aux cyclistes et aux piétons/);
        expect(r.section(/curit/)).not.toMatch(/commerces|voie publique, ouverte à la circulation/);
        expect(r.text).toMatch(/ViaRhôna/);
        expect(r.text).not.toMatch(/Viarhona|ViaRhôna Pont »/);
        expect(r.letter.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/« Aménagement de la voie verte »/);
      });
    },
  );
});
