/**
 * Round 8, issue 13 (round-5 grading, defects 3 and 4): kinds of the menuiseries family where the
 * trade's template still answered or where a scope was inferred and written as the reading of the file.
 * - menuisier: a library turned into a learning centre is interior joinery and fit-out (NF DTU 36.2,
 *   reaction to fire of an ERP's panels, plans on site-measured drawings), without the windows'
 *   products, checks and guarantees; acoustic panels only when named; the windows of a rehabilitated
 *   public building are a hypothesis when the object does not name them.
 * - vitrier: a thermal upgrade whose object says nothing of glazing is not « remplacement de vitrages
 *   isolants »: the glazing part is read in the CCTP (« si le CCTP prévoit… »); a boarding school's
 *   night occupancy is written.
 * - serrurier: station closures with evacuation, vandalism and coactivity with the other contractors;
 *   a « tous corps d'état » rehabilitation gets no motorisations nor gates replacement it does not name.
 * Made-up objects both ways, then the graded real notices when `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';

const write = (trade: TradeSlug, title: string, descripteurs: string[] = [], company = FULL_COMPANY) =>
  writtenFor(contextFor(trade, title, { descripteurs, company }));

/** The windows' template, out of place in an interior fit-out. */
const WINDOWS_TEMPLATE = [
  /rupture de pont thermique/,
  /[Dd]oubles? vitrages? à isolation renforcée/,
  /NF EN 14351/,
  /Les fenêtres remplacées sont posées/,
  /rainures et trous d’évacuation des dormants/,
  /étanchéité à l’eau et à l’air des menuiseries extérieures/,
  /Calfeutrement et étanchéité à l’air/,
  /^- NF DTU 36\.5 :/m,
];

function expectLearningCentre(text: string) {
  for (const wrong of WINDOWS_TEMPLATE) {
    expect(text, String(wrong)).not.toMatch(wrong);
  }
  expect(text).toMatch(/^- NF DTU 36\.2 :/m);
  expect(text).toMatch(/^- NF EN 13501-1 :/m);
  expect(text).toMatch(/Euroclasses/);
  expect(text).toMatch(/plans d’agencement établis d’après les cotes relevées sur site/);
  expect(text).toMatch(/learning centre redistribue ses espaces/);
  // the ERP doors, as before
  expect(text).toMatch(/0,83 m pour une porte de 0,90 m/);
  // what the object does not say is a hypothesis
  expect(text).toMatch(/s’il comprend des fenêtres ou des portes extérieures, leur pose suit le NF DTU 36\.5/);
  expect(text).toMatch(/si le CCTP prévoit des habillages acoustiques/);
  expect(text).not.toMatch(/^- NF EN ISO 11654 :/m);
}

describe('menuisier: a library rearranged or turned into a learning centre', () => {
  it('is interior joinery and fit-out, not the windows template', () => {
    const r = write('menuisier', 'Réhabilitation de la bibliothèque universitaire en learning centre', [
      'Cloison, faux plafond',
      'Menuiserie',
      'Serrurerie',
    ]);
    expect(r.kinds).toEqual(['amenagement_lieu_documentaire']);
    expectLearningCentre(r.text);
    expect(r.section('comprehension')).toMatch(
      /notre lecture du dossier fait ressortir les points suivants : bibliothèque transformée en learning centre/,
    );
  });

  it('acoustic panels when the object names them, with their absorption class', () => {
    const r = write('menuisier', 'Réaménagement acoustique de la médiathèque municipale');
    expect(r.kinds).toEqual(['amenagement_lieu_documentaire']);
    expect(r.text).toMatch(/^- NF EN ISO 11654 :/m);
    expect(r.text).toMatch(/panneaux et habillages acoustiques sont choisis sur leur classe d’absorption/);
    expect(r.text).not.toMatch(/si le CCTP prévoit des habillages acoustiques/);
    expect(r.text).not.toMatch(/learning centre/);
  });

  it('one kind for the library’s furniture and joinery, not three names of the works', () => {
    const r = write('menuisier', 'Aménagement intérieur de la médiathèque : mobilier et agencement');
    expect(r.kinds).toEqual(['amenagement_lieu_documentaire']);
    expect(r.text).not.toMatch(/agencement intérieur et mobilier fixe ainsi que/);
  });

  it('not for windows, a thermal upgrade, a new library or its upkeep orders', () => {
    const windows = write('menuisier', 'Réhabilitation de la médiathèque : remplacement des fenêtres');
    expect(windows.kinds).not.toContain('amenagement_lieu_documentaire');
    expect(windows.text).toMatch(/NF DTU 36\.5/);
    expect(windows.text).toMatch(/Les fenêtres remplacées sont posées selon le NF DTU 36\.5/);
    for (const title of [
      'Rénovation énergétique de la bibliothèque',
      'Construction d’une médiathèque',
      'Fourniture et pose du mobilier fixe de la nouvelle médiathèque',
      'Entretien des bibliothèques municipales — accord-cadre à bons de commande',
    ]) {
      expect(write('menuisier', title).kinds, title).not.toContain('amenagement_lieu_documentaire');
    }
  });

  it('the windows of a rehabilitated public building are a hypothesis when the object does not name them', () => {
    const r = write('menuisier', 'Réhabilitation du bâtiment administratif de la mairie');
    expect(r.text).toMatch(/relevé de chaque baie et de chaque porte existantes/);
    expect(r.text).toMatch(/L’objet ne nomme pas de fenêtres : si le CCTP prévoit aussi leur remplacement/);
    expect(r.text).not.toMatch(/Les fenêtres remplacées sont posées/);
  });

  it('interior doors get interior products, checks and guarantees', () => {
    const r = write('menuisier', 'Remplacement des portes intérieures de la mairie');
    expect(r.kinds).toEqual(['interieures']);
    for (const wrong of WINDOWS_TEMPLATE) {
      expect(r.text, String(wrong)).not.toMatch(wrong);
    }
    expect(r.text).toMatch(/Blocs-portes et huisseries sous PV de résistance au feu/);
    expect(r.text).toMatch(/Aplomb, jeux et calfeutrement des blocs-portes selon leur PV/);
  });
});

describe('vitrier: a thermal upgrade that does not say what it does to the glazing', () => {
  it('writes the glazing as a hypothesis read in the CCTP, and the boarding school at night', () => {
    const r = write('vitrier', 'Lycée agricole — traitement thermique du bâtiment externat internat', [
      'Menuiserie',
      'Ventilation',
    ]);
    expect(r.kinds).toEqual(['vitrerie_renovation_thermique']);
    expect(r.text).not.toMatch(/remplacement de vitrages isolants/);
    expect(r.text).not.toMatch(/Les vitrages isolants de remplacement/);
    expect(r.text).not.toMatch(/dépose des vitrages existants/);
    expect(r.section('comprehension')).toMatch(/traitement thermique dont la part de vitrerie est à confirmer au CCTP/);
    expect(r.text).toMatch(/Si le CCTP prévoit le remplacement des vitrages sur des châssis conservés/);
    expect(r.text).toMatch(/dépose des seuls vitrages que le CCTP désigne/);
    expect(r.text).toMatch(/internat, où les élèves dorment pendant les périodes scolaires/);
    // the descripteur « Menuiserie »: the limit with the joinery lot, read in both CCTP
    expect(r.text).toMatch(/L’avis cite aussi la menuiserie : la limite entre le lot menuiserie et le nôtre/);
    const alone = write('vitrier', 'Rénovation énergétique de la mairie');
    expect(alone.kinds).toEqual(['vitrerie_renovation_thermique']);
    expect(alone.text).toMatch(/Si le CCTP prévoit le remplacement des vitrages/);
    expect(alone.text).not.toMatch(/cite aussi la menuiserie|internat/);
  });

  it('glazing named is still the reading of the file; no internat without the word', () => {
    for (const title of [
      'Remplacement des vitrages isolants de l’école',
      'Rénovation thermique : remplacement des doubles vitrages du gymnase',
    ]) {
      const r = write('vitrier', title);
      expect(r.kinds, title).not.toContain('vitrerie_renovation_thermique');
      expect(r.section('comprehension'), title).toMatch(/remplacement de vitrages isolants/);
      expect(r.text, title).toMatch(/Les vitrages isolants de remplacement/);
      expect(r.text, title).not.toMatch(/part de vitrerie|internat/);
    }
  });

  it('the menuisier of a boarding school keeps each room closed at night', () => {
    const r = write('menuisier', 'Remplacement des fenêtres de l’internat du lycée');
    expect(r.text).toMatch(/aucune chambre n’y est rendue le soir sans son clos/);
    expect(write('menuisier', 'Remplacement des fenêtres du lycée').text).not.toMatch(/internat/);
    // an internat being built sleeps no one yet
    for (const title of [
      'Construction d’un internat au lycée',
      'Rénovation du lycée et construction d’un internat neuf',
    ]) {
      expect(write('menuisier', title).text, title).not.toMatch(/où les élèves dorment/);
      expect(write('vitrier', title).text, title).not.toMatch(/où les élèves dorment/);
    }
  });
});

describe('serrurier: station closures and multi-trade operations', () => {
  it('station closures: evacuation and fire safety, vandalism, coactivity on the stations’ site', () => {
    const r = write('serrurier', 'Opérations Ligne B : Lot T2 - Fermeture stations', ['Clôture']);
    expect(r.kinds).toEqual(['fermetures_stations']);
    expect(r.text).toMatch(/cheminement d’évacuation de la station/);
    expect(r.text).toMatch(/titulaire du SSI/);
    expect(r.text).toMatch(/résister au vandalisme/);
    expect(r.text).toMatch(/réservations sont réceptionnées contradictoirement avec le titulaire du génie civil/);
    expect(r.text).toMatch(/NF EN 12453/);
    expect(r.text).toMatch(/NF EN 13241/);
    expect(r.text).not.toMatch(/garde-corps|portails et clôtures/i);
  });

  it('replaced station grilles: no new-line coactivity paragraph', () => {
    const r = write('serrurier', 'Remplacement des grilles des stations de métro existantes', ['Serrurerie']);
    expect(r.kinds).toContain('fermetures_stations');
    expect(r.text).not.toMatch(/génie civil, les équipements et les systèmes interviennent en même temps/);
  });

  it('a « tous corps d’état » rehabilitation: the trade’s share, no motorisation nor gates it does not name', () => {
    const r = write('serrurier', 'Réhabilitation tous corps d’état de la mairie');
    expect(r.text).toMatch(/L’opération couvre tous les corps d’état : notre entreprise y exécute la serrurerie/);
    expect(r.section('methodologie')).not.toMatch(/motorisation/);
    expect(r.text).not.toMatch(/réglage des motorisations/);
    expect(r.text).not.toMatch(/portails/);
    expect(r.text).toMatch(/Contrôles avant réception/);
    const gate = write('serrurier', 'Remplacement du portail motorisé du centre technique');
    expect(gate.text).toMatch(/réglage de la motorisation, mesure des efforts/);
    expect(gate.text).not.toMatch(/pendant le remplacement des portails/);
  });
});

describe.runIf(realRecordsAvailable())('round 8 — real notices of the round-5 grading', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: typeof FULL_COMPANY) =>
    writtenFor(realNoticeContext(trade, pattern, company));

  it.each(PROFILES)('menuisier 24-14475 — BU de Calais en learning center (profile %#)', (company) => {
    const r = real('menuisier', /bibliotheque universitaire de calais en learning center/, company);
    expect(r.kinds).toEqual(['amenagement_lieu_documentaire']);
    expectLearningCentre(r.text);
  });

  it.each(PROFILES)('vitrier 24-16237 — traitement thermique, externat internat (profile %#)', (company) => {
    const r = real('vitrier', /traitement thermique du batiment externat internat/, company);
    expect(r.kinds).toEqual(['vitrerie_renovation_thermique']);
    expect(r.section('comprehension')).not.toMatch(/remplacement de vitrages isolants/);
    expect(r.text).not.toMatch(/dépose des vitrages existants|Les vitrages isolants de remplacement/);
    expect(r.text).toMatch(/Si le CCTP prévoit le remplacement des vitrages/);
    expect(r.text).toMatch(/internat, où les élèves dorment/);
    expect(r.text).toMatch(/L’avis cite aussi la menuiserie/);
  });

  it.each(PROFILES)('serrurier 24-18721 — Tisséo, lot T3 fermeture stations (profile %#)', (company) => {
    const r = real('serrurier', /lot t3 - fermeture stations/, company);
    expect(r.kinds).toEqual(['fermetures_stations']);
    expect(r.text).toMatch(/cheminement d’évacuation de la station/);
    expect(r.text).toMatch(/résister au vandalisme/);
    expect(r.text).toMatch(/titulaire du génie civil/);
    expect(r.text).not.toMatch(/garde-corps|portails et clôtures|remplacement des portails/i);
  });
});
