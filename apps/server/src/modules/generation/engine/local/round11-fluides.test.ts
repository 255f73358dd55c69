/**
 * Round 11: four works of the fluids family that the round-10 re-grade found answered with the trade-neutral
 * method or with a neighbouring kind:
 * - plombier: an automatic public toilet (sanisette) — the supplier's unit on its slab, water and sewer
 *   branchments under the public space (DT-DICT, AIPR), frost, vandal-proof fittings, an accessible cabin,
 *   commissioning with the supplier; not a building's sanitary plumbing;
 * - chauffagiste: a hospital sterilisation unit's networks and equipment — steam and condensate, treated water,
 *   compressed air, the zone's air treatment (NF S 90-351), medical fluids at the interface (NF EN ISO 7396-1,
 *   the pharmacist's sign-off), the unit kept producing for the theatres; no gas nor refrigerant qualification;
 * - plombier: a supervision of process loops — points list, meters and sensors, the supervisor's protocol,
 *   functional acceptance, the process loops kept running;
 * - électricien: access control alone — no VDI cabling, cameras nor monthly RCD tests; escape doors unlocked by
 *   the fire alarm (NF S 61-937-13), badge data (RGPD), the hospital switched over door by door.
 * Made-up objects both ways, then the real notices when `../shared/data` is present.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  findRealNotice,
  itOnRealNotices,
  PROFILES,
  realContext,
  writtenBySection,
} from '../../../../test/writing.ts';
import type { TradeSlug } from '@batiao/shared/domain/trades';

type Read = ReturnType<typeof writtenBySection>;

const made = (trade: TradeSlug, title: string, descripteurs: string[] = []): Read =>
  writtenBySection(contextFor(trade, title, { descripteurs }));

function expectNone(text: string, patterns: RegExp[]) {
  for (const p of patterns) {
    expect(text).not.toMatch(p);
  }
}

/** A building's sanitary plumbing: out of place for a supplier's automatic toilet set outdoors. */
const BUILDING_PLUMBING = [
  /eau chaude sanitaire/i,
  /plaquiste/,
  /ventilation primaire/,
  /mousseurs/,
  /bâtis-supports/,
  /Brasage et permis de feu/i,
  /habilitation électrique BS/i,
  /NF DTU 60\.1\b/,
];

function expectSanisette(r: Read) {
  expect(r.kinds).toEqual(['sanisette']);
  expect(r.generique).toBe(false);
  expect(r.methode).toMatch(/fournisseur/);
  expect(r.methode).toMatch(/dalle/);
  expect(r.methode).toMatch(/hors gel/);
  expect(r.methode).toMatch(/anti-vandalisme/);
  expect(r.methode).toMatch(/accessible/);
  expect(r.methode).toMatch(/NF EN 805/);
  expect(r.text).toMatch(/DT-DICT/);
  expect(r.humains).toMatch(/AIPR/);
  expect(r.qualite).toMatch(/PV de mise en service contradictoire/);
  expect(r.qualite).toMatch(/désinfection/i);
  expect(r.comprehension).toMatch(/alimentation électrique du module, amenée par le lot électricité/i);
  // the whole work is named as one (« responsable de l’installation du WC automatique »)
  expect(r.garanties).toMatch(/de l’installation du WC automatique/);
  expectNone(r.text, BUILDING_PLUMBING);
}

/** A boiler room's or a refrigeration job's lines: out of place in a sterilisation unit. */
const HEATING_OR_COLD = [
  /qualification gaz/i,
  /\(PG\)/,
  /fluides frigorigènes/i,
  /robinets thermostatiques/,
  /émetteurs/,
  /bilan thermique/,
  /monoxyde/i,
];

function expectSterilisation(r: Read) {
  expect(r.kinds).toEqual(['sterilisation']);
  expect(r.generique).toBe(false);
  expect(r.methode).toMatch(/vapeur/);
  expect(r.methode).toMatch(/condensats/);
  expect(r.methode).toMatch(/osmosée/);
  expect(r.methode).toMatch(/air comprimé/);
  expect(r.methode).toMatch(/cascade de pressions/);
  expect(r.methode).toMatch(/NF EN 285/);
  expect(r.methode).toMatch(/NF S 90-351/);
  expect(r.methode).toMatch(/NF EN ISO 7396-1/);
  expect(r.methode).toMatch(/pharmacien/);
  expect(r.methode).toMatch(/blocs opératoires/);
  expect(r.qualite).toMatch(/PV de contrôle signé par le pharmacien/);
  expectNone(r.text, HEATING_OR_COLD);
}

function expectSupervision(r: Read) {
  expect(r.kinds).toEqual(['supervision']);
  expect(r.generique).toBe(false);
  expect(r.methode).toMatch(/liste des points/);
  expect(r.methode).toMatch(/superviseur/);
  expect(r.methode).toMatch(/recette/);
  expect(r.methode).toMatch(/NF EN ISO 16484/);
  expect(r.qualite).toMatch(/cahier de recette point par point/i);
  expect(r.planning).toMatch(/arrêts convenus/);
  expectNone(r.text, [
    /NF DTU 60\.1\b/,
    /appareils sanitaires/,
    /eau chaude sanitaire/i,
    /mise en œuvre selon le CCTP/,
  ]);
}

/** Video, VDI cabling and general electricity: out of place in an access-control job. */
const NOT_ACCESS_CONTROL = [
  /catégorie 6/,
  /caméras?/i,
  /enregistreur/,
  /\bVDI\b/,
  /différentiels tous les mois/,
  /outillage isolé 1000 V/i,
  /contrôleur d’installation multifonction/i,
  /courants faibles/,
  /luminaires/,
  /Consuel/,
];

function expectAccessControl(r: Read) {
  expect(r.kinds).toEqual(['controle_acces']);
  expect(r.methode).toMatch(/NF S 61-937-13/);
  expect(r.methode).toMatch(/déverrouill/);
  expect(r.methode).toMatch(/coordonnateur SSI/);
  expect(r.methode).toMatch(/RGPD/);
  expect(r.methode).toMatch(/badges/);
  expect(r.qualite).toMatch(/Déverrouillage de chaque issue contrôlée sur alarme incendie/);
  expect(r.securite).toMatch(/Issue de secours restée verrouillée/);
  expect(r.garanties).toMatch(/déverrouillage de chaque issue contrôlée/);
  expectNone(r.text, NOT_ACCESS_CONTROL);
}

describe('plombier: an automatic public toilet is set and connected, not built as sanitary rooms', () => {
  it('a sanisette on a square takes its own kind', () => {
    expectSanisette(made('plombier', 'Fourniture et pose d’une sanisette place du Marché'));
  });

  it('a WC automatique beside a play area says the children on the open site', () => {
    const r = made('plombier', 'Installation d’un WC automatique près de l’aire de jeux du parc municipal', [
      'Sanitaire',
    ]);
    expectSanisette(r);
    expect(r.methode).toMatch(/enfants/);
    expect(r.securite).toMatch(/Accès du public et des enfants/);
  });

  it('the sanitary plumbing of a school’s WC block keeps the building-plumbing kind', () => {
    const r = made('plombier', 'Travaux de plomberie sanitaire du bloc WC de l’école élémentaire');
    expect(r.kinds).toEqual(['sanitaire']);
    expect(r.methode).toMatch(/NF DTU 60\.1/);
    expect(r.text).not.toMatch(/fournisseur du module|WC automatique/);
  });

  it('the renovation of a school’s toilets keeps the renovation kind', () => {
    const r = made('plombier', 'Réhabilitation des sanitaires de l’école Jules-Ferry');
    expect(r.kinds).toEqual(['sanitaire_existant']);
    expect(r.text).not.toMatch(/WC automatique/);
  });
});

describe('chauffagiste: a sterilisation unit’s networks and equipment', () => {
  it('a central sterilisation’s autoclaves and networks take the sterilisation kind', () => {
    expectSterilisation(
      made('chauffagiste', 'Remplacement des autoclaves et des réseaux vapeur de la stérilisation centrale du CHU'),
    );
  });

  it('a hospital’s boiler room keeps the heating kinds', () => {
    const r = made('chauffagiste', 'Rénovation de la chaufferie de l’hôpital local');
    expect(r.kinds).not.toContain('sterilisation');
    expect(r.text).not.toMatch(/NF EN 285|pharmacien/);
  });
});

describe('plombier: a supervision of process loops', () => {
  it('a supervision of a laboratory’s water and compressed-air networks takes the supervision kind', () => {
    const r = made(
      'plombier',
      'Installation d’une supervision des réseaux d’eau glacée, d’eau chaude et d’air comprimé du laboratoire',
    );
    expectSupervision(r);
    expect(r.securite).toMatch(/Détente d’air comprimé/);
  });

  it('the renovation of changing rooms with remote management keeps the sanitary kind', () => {
    const r = made('plombier', 'Rénovation des vestiaires et douches du stade avec télégestion de la production');
    expect(r.kinds).toEqual(['sanitaire_existant']);
    expect(r.text).not.toMatch(/liste des points/);
  });

  it('a sports hall’s showers keep the sanitary kind', () => {
    const r = made('plombier', 'Création de douches et vestiaires au gymnase');
    expect(r.kinds).not.toContain('supervision');
    expect(r.text).not.toMatch(/liste des points/);
  });
});

describe('électricien: access control alone is not the weak-currents kind', () => {
  it('a town hall’s access control takes its own kind, without video nor VDI', () => {
    const r = made('electricien', 'Remplacement du système de contrôle d’accès de l’hôtel de ville');
    expectAccessControl(r);
    // not a hospital: no door-by-door hospital paragraph
    expect(r.methode).not.toMatch(/L’hôpital reste en service/);
  });

  it('access control with video protection keeps the weak-currents kind and its cameras', () => {
    const r = made('electricien', 'Contrôle d’accès et vidéoprotection du complexe sportif');
    expect(r.kinds).not.toContain('controle_acces');
    expect(r.text).toMatch(/caméras/);
  });
});

describe('the real notices of the round-10 re-grade', () => {
  itOnRealNotices()('24-15639: the WC automatique of La Fouillouse is set and connected with its supplier', () => {
    const notice = findRealNotice('plombier', /wc automatique/, { id: '24-15639', among: 20 });
    for (const company of PROFILES) {
      const r = writtenBySection(realContext(notice, company), false);
      expectSanisette(r);
      expect(r.methode).toMatch(/enfants/);
    }
  });

  itOnRealNotices()('24-19866: the sterilisation of Bayeux, with the medical fluids at the interface', () => {
    const notice = findRealNotice('chauffagiste', /sterilisation/, { id: '24-19866', among: 20 });
    for (const company of PROFILES) {
      const r = writtenBySection(realContext(notice, company), false);
      expectSterilisation(r);
      expect(r.humains).not.toMatch(/frigorig|gaz \(PG\)/i);
    }
  });

  itOnRealNotices()('24-16046: the supervision of the B58 process loops', () => {
    const notice = findRealNotice('plombier', /supervision/, { id: '24-16046', among: 20 });
    for (const company of PROFILES) {
      const r = writtenBySection(realContext(notice, company), false);
      expectSupervision(r);
      expect(r.methode).toMatch(/air comprimé et de vide/);
    }
  });

  itOnRealNotices()('24-20067: the access control of Valenciennes hospital, door by door', () => {
    const notice = findRealNotice('electricien', /controle d'acces/, { id: '24-20067', among: 20 });
    for (const company of PROFILES) {
      const r = writtenBySection(realContext(notice, company), false);
      expectAccessControl(r);
      expect(r.methode).toMatch(/L’hôpital reste en service jour et nuit/);
      expect(r.comprehension).not.toMatch(/point suivant : courants faibles/);
    }
  });
});
