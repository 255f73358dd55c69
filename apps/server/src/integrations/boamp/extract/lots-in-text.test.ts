import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/fixtures/boamp/index.ts';
import { normalizeRecord } from '../normalize.ts';
import { lotsInText } from './lots-in-text.ts';

const titles = (title: string | null, description: string | null = null) =>
  lotsInText(title, description).map((lot) => [lot.number, lot.title]);

describe('lotsInText', () => {
  it('reads a lot list written in the object (« Lot 1 : … Lot 2 : … »)', () => {
    expect(
      titles(
        'Construction d’un centre technique municipal Lot 1 : Gros œuvre - maçonnerie Lot 2 : Charpente bois - couverture Lot 3 : Menuiseries extérieures',
      ),
    ).toEqual([
      ['1', 'Gros œuvre - maçonnerie'],
      ['2', 'Charpente bois - couverture'],
      ['3', 'Menuiseries extérieures'],
    ]);
  });

  it('reads « Lot n°3 – second œuvre », « LOT 14 : … », a quoted lot title and a zero-padded number', () => {
    expect(titles('Réhabilitation de la mairie - Lot n°3 – second œuvre')).toEqual([['3', 'second œuvre']]);
    expect(titles('Relance lot 7 étanchéité travaux d’entretien des bâtiments')).toEqual([
      ['7', 'étanchéité travaux d’entretien des bâtiments'],
    ]);
    expect(
      titles(
        'Relance du lot 05 "Menuiseries Extérieures - Fermetures" dans le cadre de l’opération d’extension de l’EHPAD',
      ),
    ).toEqual([['5', 'Menuiseries Extérieures - Fermetures']]);
  });

  it('gives no lot for a range, a list of numbers or a relance without title', () => {
    expect(titles('Travaux pour la construction du collège 750 de JUVIGNAC LOTS 03 à 08')).toEqual([]);
    expect(titles('Marché Infrastructure & VRD - Lot 1, 2, 3, 4')).toEqual([]);
    expect(titles('Travaux d’extension de la déchetterie de Corte - Relance Lot 3 Et Lot 5')).toEqual([]);
    expect(titles('Restauration du bocage - Lot n° 1 (relance suite infructuosité)')).toEqual([]);
    expect(titles('Réfection de chaussée Lot 1 et 2 Réf. 2213')).toEqual([]);
    expect(
      titles('Réhabilitation thermique du gymnase Relance lot 5 : Couverture - étanchéité et lot 6 : Bardage'),
    ).toEqual([
      ['5', 'Couverture - étanchéité'],
      ['6', 'Bardage'],
    ]);
  });

  it('reads the description only on lines that start with a lot', () => {
    const description = [
      'Le paiement est fait à 45 jours pour le lot 1 traitement et 30 jours pour le lot 2 transport.',
      'Lot n°1 : Désamiantage - démolition',
      '- Lot 2 : Plâtrerie, faux plafonds',
    ].join('\n');
    expect(titles('Réhabilitation du groupe scolaire', description)).toEqual([
      ['1', 'Désamiantage - démolition'],
      ['2', 'Plâtrerie, faux plafonds'],
    ]);
  });
  it('reads a lettered sub-lot (« LOT 3D ») and keeps amounts and glued words out', () => {
    expect(titles('Réhabilitation du Centre dramatique national - LOT 3D \u00a0Sols durs', null)).toEqual([
      ['3D', 'Sols durs'],
    ]);
    expect(titles('Lot 1a Terrassement lot 1b VRD', null)).toEqual([
      ['1A', 'Terrassement'],
      ['1B', 'VRD'],
    ]);
    expect(titles('Travaux de voirie : lot 12 500 € HT', null)).toEqual([]);
    expect(titles('Lot 2et 3 : peinture', null)).toEqual([]);
  });
  it('reads a lot whose number follows its title (« … plantations (lot 1) et Serrurerie (lot 2) »)', () => {
    expect(
      titles(
        'Travaux d’aménagement d’une promenade, en deux lots : Génie civil, VRD, terre végétale, plantations (lot 1) et Serrurerie (lot 2)',
        null,
      ),
    ).toEqual([
      ['1', 'Génie civil, VRD, terre végétale, plantations'],
      ['2', 'Serrurerie'],
    ]);
  });
});

describe('normalizeRecord — lots from the object text', () => {
  it('lists the lots of the object when the notice has none, and keeps the notice’s own lots otherwise', () => {
    const record = loadFixture('v230-2021-services');
    record.objet = 'Réhabilitation du gymnase Lot 5 : Couverture - étanchéité Lot 6 : Bardage';
    const notice = normalizeRecord(record);
    expect(notice.lots.map((lot) => [lot.number, lot.title, lot.cpvCodes, lot.amountCents])).toEqual([
      ['5', 'Couverture - étanchéité', [], null],
      ['6', 'Bardage', [], null],
    ]);
    const structured = normalizeRecord(loadFixture('v230-2019-appel-offre'));
    const withText = loadFixture('v230-2019-appel-offre');
    withText.objet = `${String(withText.objet)} Lot 9 : Peinture`;
    expect(normalizeRecord(withText).lots).toEqual(structured.lots);
  });
});
