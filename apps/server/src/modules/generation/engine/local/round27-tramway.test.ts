/**
 * Round 27 (tramway): « Réparation des désordres sur l’infrastructure - Tramway de l’Avenue du Général de Gaulle à
 * Saint-Louis » (24-14999) answered the earthworks contractor with a trade-neutral « travaux décrits au CCTP »
 * skeleton, a first risk of falls from height with ladders and lifts, and nothing of the rails, the tram operator nor
 * the overhead contact line.
 */
import { describe, expect, it } from 'vitest';
import {
  eachProfileAnyNature,
  expectPhasesSumToOne,
  itOnRealNotices,
  writtenForTitle,
} from '../../../../test/writing.ts';

const SAINT_LOUIS =
  'Réparation des désordres sur l’infrastructure - Tramway de l’Avenue du Général de Gaulle à Saint-Louis';

describe('a tramway’s platform is worked under its operator’s rules, beside rails left alone', () => {
  it('the platform repaired: operator, LAC switched off and earthed by it, rails and insulation kept', () => {
    const r = writtenForTitle('terrassier', SAINT_LOUIS, ['Voirie']);
    expect(r.kinds).toEqual(['infrastructure_tramway']);
    expect(r.generique).toBe(false);
    expect(r.text).toMatch(/exploitant/);
    expect(r.text).toMatch(/interruptions temporaires de circulation/);
    expect(r.text).toMatch(/consignation et sa mise à la terre par l’exploitant lui-même, jamais par l’entreprise/);
    expect(r.text).toMatch(/LAC, en courant continu à la tension de la ligne, 600 ou 750 V/);
    expect(r.text).toMatch(/NF C 18-510/);
    expect(r.text).toMatch(/courants vagabonds/);
    expect(r.text).toMatch(/NF EN 50122-2/);
    expect(r.text).toMatch(/soudures aluminothermiques/);
    expect(r.text).toMatch(/NF EN 206\/CN/);
    expect(r.text).toMatch(/champignon du rail/);
    expect(r.text).toMatch(/Heurt par une rame de tramway/);
    expect(r.text).toMatch(/Électrisation au voisinage de la ligne aérienne de contact/);
    expect(r.text).toMatch(/Poussières de silice/);
    expect(r.text).toMatch(/Isolement du rail par rapport au sol/);
    expect(r.text).toMatch(/NF X 46-102/);
    expect(r.text).toMatch(/annonceur/);
    // (no building's falls from ladders or lifts, no new road's layers, no trade-neutral skeleton; the company's
    // own lift is only listed in its fleet, not assigned)
    expect(r.text).not.toMatch(/travaux décrits au CCTP|[Cc]hute de hauteur|[ÉéEe]chelle/);
    expect(r.text).not.toMatch(/[Nn]acelle[^\n]*(?<!non )[Aa]ffecté/);
    expect(r.text).not.toMatch(/Ensevelissement en tranchée|Fascicule 2 du CCTG|Guide GTR/);
  });

  it('other words of the same works', () => {
    for (const title of [
      'Réfection de la plateforme du tramway avenue Jean Jaurès',
      'Travaux de renouvellement des dalles de la plate-forme du tramway, ligne T1',
      'Remplacement du revêtement engazonné de la plate-forme tramway',
      'Entretien des infrastructures du tramway - marché à bons de commande',
    ]) {
      expect(writtenForTitle('terrassier', title).kinds, title).toEqual(['infrastructure_tramway']);
    }
  });

  it('a new line: the platform works of the lot, not the whole line nor a repair', () => {
    const r = writtenForTitle('terrassier', 'Construction de la ligne de tramway T2 - lot 3 plateforme');
    expect(r.kinds).toEqual(['infrastructure_tramway']);
    expect(r.text).toMatch(/nos travaux sont ceux de la plateforme que décrit le lot/);
    expect(r.text).toMatch(/restent aux lots de leurs spécialistes/);
    expect(r.text).toMatch(/Terrassement et fond de forme/);
    expect(r.text).not.toMatch(/Diagnostic des désordres|Sciage et démolition|NF EN 1504-3|NF X 46-102/);
    expect(r.text).toMatch(/Nature des travaux, à la lecture de l’objet/);
  });

  it('a bus lane, a street beside the tram or a green corridor is not the tram’s platform', () => {
    for (const title of [
      'Aménagement d’un couloir de bus en site propre (TCSP) boulevard de la Liberté',
      'Requalification de la rue Victor Hugo le long de la ligne de tramway',
      'Réaménagement de l’avenue de la République',
      'Aménagement de la trame verte et bleue du quartier',
    ]) {
      expect(writtenForTitle('terrassier', title).kinds, title).not.toContain('infrastructure_tramway');
    }
  });

  it('the phases of each kind sum to 1', () => {
    expectPhasesSumToOne(['terrassier']);
  });

  itOnRealNotices()('24-14999 (terrassier): the tramway of Saint-Louis, both profiles', () => {
    eachProfileAnyNature('24-14999', 'terrassier', (r) => {
      expect(r.kinds).toEqual(['infrastructure_tramway']);
      expect(r.generique).toBe(false);
      expect(r.text).toMatch(/exploitant du tramway/);
      expect(r.text).toMatch(/ligne aérienne de contact/);
      expect(r.text).toMatch(/courants vagabonds/);
      expect(r.text).toMatch(/Heurt par une rame de tramway/);
      expect(r.text).not.toMatch(/travaux décrits au CCTP|[Cc]hute de hauteur/);
    });
  });
});
