/**
 * Round 8 (b), issue 13 (round-6 grading: menuisier 24-19634, serrurier BWP06181040231L, vitrier 24-19877).
 * - menuisier: « amélioration de la sécurité incendie » without a door named is its own kind, with fire
 *   doors as a hypothesis (« si le CCTP prévoit… »: PV de classement, NF EN 13501-2, marking, closers,
 *   door holders with the SSI's contractor), the ERP's rules only where the text names an ERP, the
 *   doors' accessibility as a hypothesis; never the exterior-window kit. Fire doors named keep their kind,
 *   now with interior products, waste, checks and guarantees.
 * - serrurier: doors motorised are « portes motorisées » (no shutters the object does not name); the rails,
 *   the bardage's flashings and the communication door the notice lists are answered.
 * - vitrier: a thermal upgrade's waste and products do not state the glazing's dépose as a fact; a
 *   youth and leisure centre gets the safety glazing of a place receiving children.
 * Made-up objects both ways, then the graded real notices when `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';

const write = (trade: TradeSlug, title: string, descripteurs: string[] = [], company = FULL_COMPANY) =>
  writtenFor(contextFor(trade, title, { descripteurs, company }));

/** The exterior windows' kit, out of place for fire doors. */
const WINDOWS_KIT = [
  /rupture de pont thermique/,
  /[Dd]oubles? vitrages? à isolation renforcée/,
  /NF EN 14351/,
  /^- NF DTU 36\.5 :/m,
  /étanchéité à l’eau et à l’air des menuiseries extérieures/,
  /rainures et trous d’évacuation des dormants/,
  /Calfeutrement et étanchéité à l’air/,
];

/** What the fire-safety kind writes when the object names no door. */
function expectFireSafetyHypothesis(r: ReturnType<typeof write>) {
  expect(r.kinds).toEqual(['securite_incendie']);
  for (const wrong of WINDOWS_KIT) {
    expect(r.text, String(wrong)).not.toMatch(wrong);
  }
  expect(r.section('comprehension')).toMatch(
    /Nature des travaux, à la lecture de l’objet(?: et des lots)? : menuiserie de sécurité incendie/,
  );
  expect(r.section('comprehension')).toMatch(
    /sécurité incendie, dont la part de menuiserie \(blocs-portes coupe-feu, recoupements\) est à confirmer au CCTP/,
  );
  expect(r.text).toMatch(/Si le CCTP prévoit le remplacement ou la création de blocs-portes coupe-feu ou pare-flammes/);
  expect(r.text).toMatch(
    /domaine d’application de son PV de classement \(classement E ou EI et durée selon la NF EN 13501-2/,
  );
  expect(r.text).toMatch(/titulaire du lot qui porte le SSI/);
  expect(r.text).toMatch(/^- NF EN 13501-2 :/m);
  expect(r.text).toMatch(/^- NF S 61-937 :/m);
  expect(r.text).toMatch(/^- NF DTU 36\.2 :/m);
  expect(r.text).toMatch(/Blocs-portes coupe-feu ou pare-flammes que prévoit le CCTP/);
  expect(r.text).toMatch(/Perte temporaire du compartimentage coupe-feu/);
  expect(r.text).toMatch(/ne jamais caler ouverte une porte coupe-feu/);
  // the hypothesis is written once, not by both the trade and the kind
  expect(r.text.match(/L’objet annonce des travaux de sécurité incendie/g)).toHaveLength(1);
}

describe('menuisier: fire-safety works whose object names no door', () => {
  it('fire doors as a hypothesis, the ERP rules as a condition, accessible doors as a hypothesis', () => {
    const r = write('menuisier', 'Bâtiment associatif : amélioration de la sécurité incendie et de l’accessibilité', [
      'Electricité (travaux)',
      'Menuiserie',
    ]);
    expectFireSafetyHypothesis(r);
    // not said to be an ERP: the rule is conditional, and not listed as applied
    expect(r.text).toMatch(
      /s’il reçoit du public, le règlement de sécurité contre l’incendie des ERP \(arrêté du 25 juin 1980/,
    );
    expect(r.text).not.toMatch(/Le bâtiment reçoit du public/);
    expect(r.text).not.toMatch(/^- Règlement de sécurité contre l’incendie des ERP/m);
    expect(r.text).toMatch(
      /si le CCTP prévoit de remplacer ou d’élargir des portes, chacune offre une largeur de passage utile/,
    );
    expect(r.text).toMatch(/Largeur de passage et effort d’ouverture/);
  });

  it('a school named: its ERP rules are the file’s; no accessibility paragraph it does not name', () => {
    const r = write('menuisier', 'Mise en sécurité incendie de l’école maternelle');
    expectFireSafetyHypothesis(r);
    expect(r.text).toMatch(/Le bâtiment reçoit du public : le règlement de sécurité contre l’incendie/);
    expect(r.text).toMatch(/^- Règlement de sécurité contre l’incendie des ERP \(arrêté du 25 juin 1980 modifié\) :/m);
    expect(r.text).not.toMatch(/élargir des portes|Largeur de passage et effort d’ouverture/);
  });

  it('fire doors named keep their kind, with interior products and guarantees, not the windows kit', () => {
    const r = write('menuisier', 'Remplacement des portes coupe-feu EI30 de la mairie — sécurité incendie');
    expect(r.kinds).toEqual(['coupe_feu']);
    for (const wrong of WINDOWS_KIT) {
      expect(r.text, String(wrong)).not.toMatch(wrong);
    }
    expect(r.text).not.toMatch(/sans détailler les ouvrages de menuiserie|part de menuiserie .* à confirmer/);
    expect(r.text).toMatch(/Blocs-portes et huisseries sous PV de résistance au feu/);
    expect(r.text).toMatch(/PV de classement/);
    expect(r.text).toMatch(/^- NF EN 13501-2 :/m);
    expect(r.text).toMatch(/^- Règlement de sécurité contre l’incendie des ERP/m);
  });

  it('windows named with fire safety: the windows’ kind, the doors still a hypothesis', () => {
    const r = write('menuisier', 'Remplacement des fenêtres et mise en sécurité incendie du gymnase');
    expect(r.kinds).not.toContain('securite_incendie');
    expect(r.text).toMatch(/NF DTU 36\.5/);
    expect(r.text).toMatch(/Si le CCTP prévoit le remplacement ou la création de blocs-portes coupe-feu/);
  });

  it('no fire-safety reading without the words', () => {
    for (const title of [
      'Remplacement des fenêtres de la mairie',
      'Remplacement des portes intérieures de la mairie',
    ]) {
      const r = write('menuisier', title);
      expect(r.kinds, title).not.toContain('securite_incendie');
      expect(r.text, title).not.toMatch(/travaux de sécurité incendie|menuiserie de sécurité incendie/);
    }
  });
});

describe('serrurier: motorised doors and what the notice lists around them', () => {
  it('doors on rails, the bardage’s flashings, the communication door; « portes motorisées »', () => {
    const r = write(
      'serrurier',
      'Remplacement et motorisation des portes nord et sud de l’atelier : dépose des bavettes extérieures du bardage, relevé et réglage des rails supérieurs, remplacement de la porte de communication',
      ['Porte automatique'],
    );
    expect(r.kinds).toEqual(['fermetures_motorisees']);
    expect(r.section('comprehension')).toMatch(/lecture de l’objet(?: et des lots)? : portes motorisées ;/);
    expect(r.text).not.toMatch(/rideaux métalliques, portes basculantes et sectionnelles/);
    expect(r.text).toMatch(/^- NF EN 13241 :/m);
    expect(r.text).toMatch(/^- NF EN 12453 :/m);
    expect(r.text).toMatch(/ni dérailler ni tomber \(dispositifs antidéraillement et antichute de la NF EN 12604\)/);
    expect(r.text).toMatch(/bavettes de bardage en tête de baie sont déposées avant les portes/);
    expect(r.text).toMatch(/porte de communication avec un local voisin est relevée/);
    expect(r.text).toMatch(/Portes marquées CE selon la NF EN 13241/);
    expect(r.text).not.toMatch(/Rideaux et portes marqués CE/);
  });

  it('shutters keep their name; no rails, flashings nor communication door they do not name', () => {
    const r = write('serrurier', 'Remplacement des rideaux métalliques du marché couvert');
    expect(r.kinds).toEqual(['fermetures_motorisees']);
    expect(r.section('comprehension')).toMatch(
      /fermetures motorisées \(rideaux métalliques, portes basculantes et sectionnelles\)/,
    );
    expect(r.text).not.toMatch(/antidéraillement|bavettes|porte de communication/);
    expect(r.text).toMatch(/Rideaux et portes marqués CE selon la NF EN 13241/);
  });
});

describe('vitrier: a thermal upgrade does not state the glazing’s dépose', () => {
  it('waste, products and planning as the CCTP’s share; a youth centre’s safety glazing', () => {
    const r = write('vitrier', 'Travaux de rénovation thermique du Lieu d’Accueil et de Loisirs de Proximité', [
      'Gros oeuvre',
      'Menuiserie',
      'Electricité (travaux)',
      'Plomberie',
      'Peinture',
    ]);
    expect(r.kinds).toEqual(['vitrerie_renovation_thermique']);
    expect(r.text).not.toMatch(
      /Verre plat déposé|Dans l’existant, les déposes|\| Dépose et pose \||L’objet annonce un traitement thermique/,
    );
    expect(r.text).toMatch(/Verre plat des vitrages que le CCTP fait remplacer/);
    expect(r.text).toMatch(/de la composition que fixe le CCTP/);
    expect(r.text).toMatch(/L’objet annonce des travaux thermiques sans dire ce qu’ils prévoient pour les vitrages/);
    // the old putties' asbestos is still a flow of its own, under the survey
    expect(r.text).toMatch(/Amiante : .* mastics et garnitures retirés contenant de l’amiante/);
    expect(r.text).toMatch(/Dans les zones exposées aux chocs \(parties basses, portes, cloisons vitrées\)/);
    // the survey opens the planning as a preparation: no lifting platform there
    expect(r.text).toMatch(/Relevés des châssis, lecture du CCTP et commande \|/);
    expect(r.text).not.toMatch(/[Nn]acelle[^\n]*« (relevés des châssis|lecture du CCTP)/);
  });

  it('glazing named keeps the dépose; no children’s glazing for a town hall', () => {
    const named = write('vitrier', 'Remplacement des vitrages isolants de la mairie');
    expect(named.kinds).not.toContain('vitrerie_renovation_thermique');
    expect(named.text).toMatch(/Verre plat déposé/);
    expect(named.text).not.toMatch(/Dans les zones exposées aux chocs/);
    const hall = write('vitrier', 'Rénovation thermique de la mairie');
    expect(hall.text).not.toMatch(/Dans les zones exposées aux chocs/);
    expect(hall.text).toMatch(/Verre plat des vitrages que le CCTP fait remplacer/);
  });
});

describe.runIf(realRecordsAvailable())('round 8 (b) — real notices of the round-6 grading', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: typeof FULL_COMPANY) =>
    writtenFor(realNoticeContext(trade, pattern, company));

  it.each(PROFILES)(
    'menuisier 24-19634 — bâtiment associatif, sécurité incendie et accessibilité (profile %#)',
    (company) => {
      const r = real('menuisier', /rue des jardiniers-amelioration de la securite incendie/, company);
      expectFireSafetyHypothesis(r);
      expect(r.text).toMatch(/si le CCTP prévoit de remplacer ou d’élargir des portes/);
      expect(r.text).toMatch(/s’il reçoit du public, le règlement de sécurité contre l’incendie des ERP/);
    },
  );

  it.each(PROFILES)('serrurier BWP06181040231L — portes nord et sud, AIA Clermont-Ferrand (profile %#)', (company) => {
    const r = real('serrurier', /porte nord \(tr3\) et de la porte sud \(tr4\)/, company);
    expect(r.kinds).toEqual(['fermetures_motorisees']);
    expect(r.section('comprehension')).toMatch(/porte sud/);
    expect(r.section('comprehension')).toMatch(
      /notre lecture du dossier fait ressortir les points suivants : portes guidées par des rails ; bavettes en tête de baie ; porte de communication avec un local voisin/,
    );
    expect(r.text).toMatch(/^- NF EN 13241 :/m);
    expect(r.text).toMatch(/^- NF EN 12453 :/m);
    expect(r.text).not.toMatch(/rideaux métalliques, portes basculantes et sectionnelles/);
  });

  it.each(PROFILES)('vitrier 24-19877 — rénovation thermique du LALP, Anzin (profile %#)', (company) => {
    const r = real('vitrier', /renovation thermique du lieu d'accueil et de loisirs/, company);
    expect(r.kinds).toEqual(['vitrerie_renovation_thermique']);
    expect(r.section('comprehension')).not.toMatch(/remplacement de vitrages isolants/);
    expect(r.text).toMatch(/Si le CCTP prévoit le remplacement des vitrages/);
    expect(r.text).not.toMatch(/Verre plat déposé|Dans l’existant, les déposes|Les vitrages isolants de remplacement/);
    expect(r.text).toMatch(/Dans les zones exposées aux chocs/);
  });
});
