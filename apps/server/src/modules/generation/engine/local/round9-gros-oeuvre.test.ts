/**
 * Round 9, issue 13 (round-7 grading, prioritised defect 1): two kinds of work the knowledge did not hold.
 * Soil nailing of retaining walls beside the A8 (maçon, 24-19564) was written as a new masonry wall (semelle,
 * élévation, blocs et briques), the `clouage` kind carrying only standards; ditch cleaning and verge levelling
 * over 2024-2027 (terrassier, 24-15780) got the VRD default (tranchées, canalisations PVC, enrobés, couches de
 * forme). Made-up objects both ways, then the real notices with both profiles.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  PROFILES,
  realNoticeContext,
  realRecordsAvailable,
  type Company,
  writtenBySection,
} from '../../../../test/writing.ts';

const written = writtenBySection;

const made = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  written(contextFor(trade, title, { descripteurs }));

/** The new-wall method the nailing kind must not write. */
const NEW_WALL =
  /semelle coulée|Élévation du mur|blocs béton et briques|Manutention des blocs|remblai drainant compacté/;
/** What a nailing job is made of. */
function expectNailing(r: ReturnType<typeof written>): void {
  expect(r.kinds).toContain('clouage');
  expect(r.kinds).not.toContain('soutenement');
  expect(r.methode).toMatch(/Clous d’essai/);
  expect(r.methode).toMatch(/la production attend la validation des résultats \(point d’arrêt\)/);
  expect(r.methode).toMatch(/Injection du coulis/);
  expect(r.methode).toMatch(
    /béton projeté armé de treillis soudé ou en béton coulé en place, selon ce que prévoit le CCTP/,
  );
  expect(r.methode).toMatch(/Têtes de clous/);
  expect(r.methode).toMatch(/barbacanes, drains forés/);
  expect(r.methode).toMatch(/NF EN 14490/);
  expect(r.methode).toMatch(/NF P94-270/);
  expect(r.moyens).toMatch(/foreuse hydraulique/i);
  expect(r.moyens).toMatch(/pompe d’injection du coulis/i);
  expect(r.securite).toMatch(/Chute de hauteur sur le talus/);
  expect(r.securite).toMatch(/Instabilité du terrain ou de l’ouvrage/);
  expect(r.dechets).toMatch(/boues de forage/);
  expect(r.planning).toMatch(/Forage, pose et injection des clous/);
  expect(r.text).not.toMatch(NEW_WALL);
  expect(r.text).not.toMatch(/NF DTU 20\.1|NF DTU 13\.1/);
}

/** The VRD default the ditch kind must not write. */
const VRD =
  /Tranchées|tranchée|canalisations PVC|Regards et tampons|NF EN 124|[Ee]nrobés à chaud|couches? de forme|Réseaux et tranchées|Fascicule 70/;
function expectDitches(r: ReturnType<typeof written>): void {
  expect(r.kinds).toEqual(['fosses_accotements']);
  expect(r.methode).toMatch(/godet de curage/);
  expect(r.methode).toMatch(/de l’aval vers l’amont, sans surcreuser/);
  expect(r.methode).toMatch(/Signalisation temporaire : signalisation temporaire de chantier/);
  expect(r.methode).toMatch(/Évacuation des produits/);
  expect(r.methode).toMatch(/analyse préalable lorsqu’une pollution est suspectée/);
  expect(r.methode).toMatch(/fil d’eau vérifié jusqu’à l’exutoire/);
  expect(r.methode).toMatch(/Compte rendu par section/);
  expect(r.securite).toMatch(/Heurt d’un intervenant par un véhicule/);
  expect(r.qualite).toMatch(/Fil d’eau et profil du fossé curé/);
  expect(r.dechets).toMatch(/Terres de curage/);
  // No new ouvrage is promised a décennale cover, and the ditches are no decorative finish either.
  expect(r.garanties).not.toMatch(/réseaux enterrés|ouvrages de soutènement|finition décoratifs/);
  expect(r.text).not.toMatch(VRD);
}

describe('round 9 — soil nailing (maçon)', () => {
  it('a slope nailed beside a departmental road is drilled, test-nailed, grouted and faced', () => {
    const r = made('macon', 'Confortement du talus de la RD 12 par clouage et parement en béton projeté');
    expectNailing(r);
    expect(r.methode).toMatch(/Accès et installation de la foreuse/);
    // The road below is read, in general terms.
    expect(r.securite).toMatch(/Travaux sous exploitation selon les restrictions de l’exploitant/);
  });

  it('retaining walls reinforced by nailing are not rebuilt on a new footing', () => {
    const r = made('macon', 'Renforcement de deux murs de soutènement par clouage', ['Mur de soutènement']);
    expectNailing(r);
    // No road named: no traffic risk is made up.
    expect(r.securite).not.toMatch(/Heurt par la circulation/);
  });

  it('a retaining wall built without nailing keeps the new-wall method', () => {
    const r = made('macon', 'Reconstruction d’un mur de soutènement en béton armé');
    expect(r.kinds).toContain('soutenement');
    expect(r.kinds).not.toContain('clouage');
    expect(r.methode).toMatch(/Élévation du mur/);
    expect(r.text).not.toMatch(/Clous d’essai|foreuse/);
  });
});

describe('round 9 — ditch cleaning and verge levelling (terrassier)', () => {
  it('ditches cleaned and verges levelled are written as road upkeep, section by section', () => {
    expectDitches(made('terrassier', 'Curage des fossés et arasement des accotements des voies communales'));
  });

  it('ditches alone: no verge levelling step nor verge cutter', () => {
    const r = made('terrassier', 'Curage et reprofilage des fossés de la commune');
    expect(r.kinds).toEqual(['fosses_accotements']);
    expect(r.methode).toMatch(/Curage des fossés/);
    expect(r.methode).not.toMatch(/Dérasement des accotements :/);
    expect(r.moyens).not.toMatch(/dérouteuse/);
  });

  it('the upkeep of roadside ditches is read as such', () => {
    const r = made('terrassier', 'Entretien des fossés des routes départementales');
    expect(r.kinds).toEqual(['fosses_accotements']);
    expect(r.text).not.toMatch(VRD);
  });

  it('septic tanks and grease traps emptied are not roadside ditches', () => {
    const r = made('terrassier', 'Vidange des fosses septiques et curage des bacs à graisse');
    expect(r.kinds).not.toContain('fosses_accotements');
    expect(r.text).not.toMatch(/godet de curage|Dérasement des accotements/);
  });

  it('a storm-water network is not read as ditch cleaning', () => {
    const r = made('terrassier', 'Création d’un réseau d’eaux pluviales rue des Lilas');
    expect(r.kinds).not.toContain('fosses_accotements');
    expect(r.text).not.toMatch(/godet de curage/);
  });
});

describe.runIf(realRecordsAvailable())('round 9 — real notices (gros œuvre)', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    written(realNoticeContext(trade, pattern, company), false);

  it.each(PROFILES)('maçon 24-19564 — A8, two walls reinforced by nailing (profile %#)', (company) => {
    const r = real('macon', /renforcement de 2 murs de soutenement par clouage/, company);
    expect(r.kinds).toEqual(['clouage']);
    expectNailing(r);
  });

  it.each(PROFILES)('terrassier 24-15780 — ditches and verges, 2024-2027 (profile %#)', (company) => {
    const r = real('terrassier', /curage de fosses et derasement d'accotements/, company);
    expectDitches(r);
    expect(r.methode).toMatch(/Dérasement des accotements/);
    expect(r.methode).toMatch(/chaque commande ou campagne est traitée pour elle-même/);
    expect(r.planning).toMatch(/Curage et dérasement, section par section/);
  });
});
