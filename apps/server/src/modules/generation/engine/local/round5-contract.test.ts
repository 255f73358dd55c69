/**
 * Round 5, issue 13: the contract kind and the lots read from the object. An upkeep contract run by
 * orders without the word « accord-cadre » (« entretien courant … sur le patrimoine de la Ville ») is
 * laid out per order without being called an accord-cadre; a one-off job is not. The per-order
 * planning in shares of each order's delay; the lots an object names by number only; the
 * descripteurs that change the answer; the reading of the file limited to what the notice says.
 * Real notices of `../shared/data` when present, skipped with a message otherwise.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { contextFor, PROFILES, realContext, realNoticeIfAny, writtenFor } from '../../../../test/writing.ts';
import { analyse, type LocalContext, lotNumbersOf, runByOrders } from './analysis.ts';

const fixture = (trade: TradeSlug, title: string, extra: Partial<TenderDetail> = {}) =>
  contextFor(trade, title, { extra });

/** The sections found by their titles, with their table rows; the text without the tables' headers. */
function sections(context: LocalContext) {
  const r = writtenFor(context, { seams: false, retired: false, columns: false });
  return {
    text: r.text,
    comprehension: r.withRows(/Compréhension/),
    methode: r.withRows(/Méthodologie/),
    planning: r.section(/Planning/),
    rows: r.rows(/Planning/),
    aCompleter: r.content.a_completer,
  };
}

/** The one real notice of `trade` whose folded object matches `pattern`, with its BOAMP id checked. */
const notice = (trade: TradeSlug, pattern: RegExp, id: string) => realNoticeIfAny(trade, pattern, { id });

const shares = (rows: string[][]) => rows.map((r) => Number(/(\d+)\s*%/.exec(r[1] ?? '')?.[1] ?? NaN));

describe('an upkeep contract is run by orders even when it does not say accord-cadre', () => {
  it('reads the kind of contract from the object, both ways', () => {
    for (const object of [
      'Travaux d’entretien courant, de mises aux normes, neufs et divers, tout corps d’état sur le patrimoine de la Ville de Romainville',
      'ENTRETIEN DU PATRIMOINE COMMUNAL',
      'Travaux d’entretien et de réparation des bâtiments',
      'Travaux d’entretien et d’amélioration tous corps d’état des bâtiments de Saint-Lô Agglo et de la Ville de Saint-Lô',
      'Travaux d’entretien, travaux préparatoires et travaux divers pour le compte de la Communauté d’Agglomération',
      'Petits travaux de peinture à la demande dans les écoles',
    ]) {
      expect(runByOrders(object), object).toBe(true);
    }
    for (const object of [
      'Travaux d’entretien de la toiture de l’école Jean Jaurès',
      'Réhabilitation du groupe scolaire et entretien des façades',
      'Marchés de travaux pour la réhabilitation du bâtiment administratif - entretien des menuiseries',
      'Travaux de grosse maintenance de la piscine Grouchy',
      'Marché global de performance incluant la conception, l’exploitation, la maintenance et la rénovation des installations d’éclairage public',
      'Amélioration thermique des bâtiments E, F et G et mises aux normes PMR',
      'Réfection des ouvrages de couverture du bâtiment E de la Médiathèque de l’architecture et du patrimoine',
      'Rénovation de la toiture du gymnase',
    ]) {
      expect(runByOrders(object), object).toBe(false);
    }
  });

  it('a one-off upkeep job keeps its weeks, its critical path and its maître d’œuvre', () => {
    const context = fixture('peintre', 'Travaux d’entretien de la toiture et des peintures de l’école Jean Jaurès');
    const a = analyse(context);
    expect(a.accordCadre).toBe(false);
    const r = sections(context);
    expect(r.rows.every((row) => /semaine/.test(row[1] ?? ''))).toBe(true);
    expect(r.planning).toMatch(/chemin critique/);
    expect(r.methode).toMatch(/maître d’œuvre/);
  });

  it('peintre 24-19748 (Romainville): per-order layout in every section, never called an accord-cadre', () => {
    const n = notice('peintre', /entretien courant.*patrimoine de la ville de romainville/, '24-19748');
    if (!n) {
      return;
    }
    for (const company of PROFILES) {
      const context = realContext(n, company);
      const a = analyse(context);
      expect(a.accordCadre).toBe(true);
      expect(a.accordCadreNamed).toBe(false);
      expect(a.tousCorpsEtat).toBe(true);
      const r = sections(context);
      expect(r.text).not.toMatch(/accord[- ]cadre/i);
      // Planning in shares of each order's delay, adding up to 100, no weeks and no critical path.
      expect(shares(r.rows).reduce((s, x) => s + x, 0)).toBe(100);
      expect(r.planning).not.toMatch(/chemin critique|base de \d+ semaines/);
      expect(r.planning).toMatch(/chaque commande/);
      expect(r.text).not.toMatch(/couvre les \d+ phases du planning|sur une base de \d+ semaines/);
      expect(r.text).toMatch(/plan de prévention/);
      // The preparation with the buyer's technical service, not with a maître d’œuvre.
      expect(r.methode).not.toMatch(/maître d’œuvre/);
      expect(r.methode).toMatch(/service technique de l’acheteur/);
      // The order handling said once (the upkeep kind's own paragraph), not twice.
      expect(r.methode.match(/interlocuteur unique reçoit/g)?.length ?? 0).toBe(1);
      expect(r.comprehension).toMatch(
        /Nous supposons, d’après son objet, que le marché s’exécute par interventions à la demande/,
      );
    }
  });
});

describe('the per-order planning', () => {
  it('électricien 24-15194 (Riom): shares from the phases’ weights, the longest phase named only when it is', () => {
    const n = notice('electricien', /renovation des luminaires du parc d'eclairage public/, '24-15194');
    if (!n) {
      return;
    }
    const r = sections(realContext(n));
    const s = shares(r.rows);
    expect(s.reduce((x, y) => x + y, 0)).toBe(100);
    expect(new Set(s).size).toBeGreaterThan(1);
    expect(r.planning).toMatch(/la part la plus longue est «\s*câblage, pose et réglage des luminaires\s*»/);
    expect(r.methode).not.toMatch(/maître d’œuvre/);
    // The notice names it an accord-cadre: its wording stays.
    expect(r.methode).toMatch(/Pour chaque bon de commande de l’accord-cadre/);
  });

  it('tied phases are named together, never one of them as « the longest »', () => {
    const r = sections(fixture('peintre', 'Travaux d’entretien courant du patrimoine communal'));
    expect(r.planning).toMatch(
      /les parts les plus longues sont «\s*préparation des supports\s*» et «\s*application et finitions\s*»/,
    );
    expect(r.planning).not.toMatch(/la part la plus longue/);
  });
});

describe('lots named by number in the object', () => {
  it('reads « Relance des lots 7, 8 et 9 », not « 16 lots (sauf lots 1, 2, 7) »', () => {
    expect(lotNumbersOf('Réhabilitation du bâtiment administratif - Relance des lots 7, 8 et 9.')).toEqual([
      '7',
      '8',
      '9',
    ]);
    expect(lotNumbersOf('Extension salle polyvalente Injoux - Lots 2 et 4')).toEqual(['2', '4']);
    expect(lotNumbersOf('Restructuration du lycée - 16 lots (sauf lots 1, 2, 7, 15, 17, 22)')).toEqual([]);
    expect(lotNumbersOf('Réfection de la salle d’escrime (12 lots)')).toEqual([]);
  });

  it('menuisier 24-15697 (Le Grau-du-Roi): the relaunched lots and a marker for the trade’s lot', () => {
    const n = notice('menuisier', /relance des lots 7, 8 et 9/, '24-15697');
    if (!n) {
      return;
    }
    const context = realContext(n);
    const a = analyse(context);
    expect(a.lots.map((l) => l.number)).toEqual(['7', '8', '9']);
    expect(a.lotsFromObject).toBe(true);
    expect(a.lotsRecognised).toBe(false);
    const r = sections(context);
    expect(r.comprehension).toMatch(/La consultation relance les lots n° 7, 8 et 9/);
    expect(r.comprehension).toContain('[À compléter : lot visé parmi les lots 7, 8 et 9]');
    expect(r.aCompleter.some((l) => /lot visé parmi les lots 7, 8 et 9/i.test(l))).toBe(true);
    expect(r.text).not.toMatch(/«\s*»/);
  });
});

describe('descripteurs that change the answer', () => {
  it('vitrier 24-20146: « Monuments historiques » makes the building protected; the other trades stay out of the text', () => {
    const n = notice('vitrier', /restauration de l'eglise saint-pierre et saint-paul/, '24-20146');
    if (!n) {
      return;
    }
    const a = analyse(realContext(n));
    expect(a.constraints.has('patrimoine')).toBe(true);
    expect(a.text).not.toMatch(/charpente|desamiantage|sondage/);
    expect(sections(realContext(n)).text).toMatch(/monuments historiques/);
  });

  it('a « Tous corps d’état » descripteur sets the flag; none, no flag and no heritage', () => {
    const tce = fixture('serrurier', 'Mise en accessibilité du conservatoire', {
      descripteurs: [{ code: '345', label: 'Tous corps d’état' }],
    });
    expect(analyse(tce).tousCorpsEtat).toBe(true);
    const plain = fixture('serrurier', 'Mise en accessibilité du conservatoire', {
      descripteurs: [{ code: '264', label: 'Peinture (travaux)' }],
    });
    expect(analyse(plain).tousCorpsEtat).toBe(false);
    expect(analyse(plain).constraints.has('patrimoine')).toBe(false);
  });
});

describe('the reading of the file holds what the notice says', () => {
  it('an upkeep default (« bâtiments occupés ») is not read from the notice; one point reads « le point suivant »', () => {
    const upkeep = sections(
      fixture('peintre', 'Travaux d’entretien courant tous corps d’état sur le patrimoine communal'),
    );
    expect(upkeep.comprehension).toMatch(/fait ressortir les points suivants : marché tous corps d’état/);
    expect(upkeep.comprehension).not.toMatch(/ressortir[^.]*bâtiments occupés/);
    const one = sections(fixture('vitrier', 'Restauration des vitraux de l’église Saint-Martin'));
    expect(one.comprehension).not.toMatch(/les points suivants : [^;.]+\./);
  });
});
