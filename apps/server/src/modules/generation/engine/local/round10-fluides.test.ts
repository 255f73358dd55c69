/**
 * Round 10: kinds of work the électricien and the chauffagiste lacked, where the trade's general knowledge
 * described indoor building electricity or a boiler room for another work.
 * - électricien: a photovoltaic installation (UTE C 15-712-1, NF EN IEC 62446-1, Consuel, roof at height, DC
 *   arc), a backup or uninterruptible supply (NF EN IEC 62040, NF EN IEC 62485-2, NF ISO 8528, transfer tests,
 *   batteries as hazardous waste), boards replaced and the inspection's observations lifted (NF EN IEC 61439),
 *   and IT cabling (FTTH/FTTO) read as weak currents;
 * - chauffagiste: ventilation brought to standard (code du travail R4222, arrêté du 8 octobre 1987, NF EN 16798,
 *   NF EN 12599; NF S 90-351 in a care room), a heating and cooling production replaced (NF EN 378, Regulation
 *   (EU) 2024/573), a hydraulic network repaired.
 * Made-up objects both ways, then the real notices when `../shared/data` is present.
 */
import { describe, expect, it } from 'vitest';
import { eachProfile, itOnRealNotices, writtenForTitle, type Written } from '../../../../test/writing.ts';

const write = writtenForTitle;

/** Each real notice, answered with both profiles. */

/** The method of an occupied building's indoor installation: out of place outside it. */
const INDOOR_ELECTRICITY = [
  /conduits et goulottes/,
  /luminaires/,
  /boîtes d’encastrement/,
  /l’état du tableau général/,
];
/** A boiler room's lines: out of place for ventilation or a heat pump. */
const BOILER_ROOM = [/NF DTU 24\.1/, /fumisterie/i, /analyseur de combustion/, /monoxyde/i];

function expectNone(text: string, patterns: RegExp[]) {
  for (const p of patterns) {
    expect(text).not.toMatch(p);
  }
}

/* ------------------------------------------------------------------ électricien */

function expectPhotovoltaic(r: Written) {
  expect(r.kinds).toEqual(['photovoltaique']);
  expect(r.generique).toBe(false);
  expect(r.text).toMatch(/UTE C 15-712-1/);
  expect(r.text).toMatch(/NF EN IEC 62446-1/);
  expect(r.text).toMatch(/Consuel/);
  expect(r.text).toMatch(/habilitation BP/);
  expect(r.text).toMatch(/Arc électrique et électrisation en courant continu/);
  // a company qualification is never claimed by the knowledge
  expect(r.text).not.toMatch(/QualiPV/i);
  expectNone(r.text, INDOOR_ELECTRICITY);
}

function expectBackupSupply(r: Written, what: 'asi' | 'groupe') {
  expect(r.kinds).toEqual(['alimentations_secours']);
  expect(r.text).toMatch(/essais de basculement/i);
  expect(r.text).toMatch(/NF C 18-510/);
  if (what === 'asi') {
    expect(r.text).toMatch(/NF EN IEC 62040/);
    expect(r.text).toMatch(/NF EN IEC 62485-2/);
    expect(r.withRows(/déchets/i)).toMatch(/Batteries au plomb ou au lithium déposées \| DD/);
  } else {
    expect(r.text).toMatch(/NF ISO 8528/);
    expect(r.text).toMatch(/gaz d’échappement/);
  }
  expectNone(r.text, INDOOR_ELECTRICITY);
}

function expectBoards(r: Written) {
  expect(r.kinds).toEqual(['tableaux_conformite']);
  expect(r.text).toMatch(/NF EN IEC 61439/);
  expect(r.text).toMatch(/levée des observations/i);
  expect(r.text).toMatch(/arrêté du 26 décembre 2011/);
  expect(r.text).toMatch(/coupures programmées/);
}

describe('électricien: photovoltaic, backup supplies, boards, IT cabling', () => {
  it('a rooftop photovoltaic installation in self-consumption is its own kind', () => {
    const r = write('electricien', 'Installation d’une centrale photovoltaïque en toiture en autoconsommation');
    expectPhotovoltaic(r);
    expect(r.text).toMatch(/convention d’autoconsommation/);
    expect(r.text).toMatch(/note de calcul de la charpente/i);
  });

  it('a « Photovoltaïque » descripteur alone does not make a refurbishment a photovoltaic job', () => {
    const r = write('electricien', 'Réhabilitation de l’école élémentaire : lot électricité', ['Photovoltaïque']);
    expect(r.kinds).not.toContain('photovoltaique');
  });

  it('solar thermal collectors are no photovoltaic installation', () => {
    const r = write('electricien', 'Pose de panneaux solaires thermiques pour l’eau chaude du gymnase');
    expect(r.kinds).not.toContain('photovoltaique');
  });

  it('a UPS replaced keeps the loads supplied, with batteries as hazardous waste', () => {
    expectBackupSupply(write('electricien', 'Remplacement de l’onduleur du centre de données'), 'asi');
  });

  it('a generating set is installed with its exhaust and transfer tests', () => {
    expectBackupSupply(write('electricien', 'Fourniture et pose d’un groupe électrogène de secours'), 'groupe');
  });

  it('boards brought to standard and the observations lifted', () => {
    expectBoards(
      write(
        'electricien',
        'Mise en conformité des armoires électriques et levée des observations du rapport de vérification',
      ),
    );
  });

  it('a school refurbishment naming no board keeps the trade’s method', () => {
    const r = write('electricien', 'Rénovation de l’éclairage de l’école maternelle');
    expect(r.kinds).not.toContain('tableaux_conformite');
    expect(r.kinds).not.toContain('alimentations_secours');
  });

  it('IT cabling in fibre is weak currents with the cabling standard', () => {
    const r = write('electricien', 'Travaux de câblage informatique en FTTO');
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expect(r.text).toMatch(/NF EN 50173/);
  });

  itOnRealNotices()('24-16185: a boiler and photovoltaic self-consumption, the électricien’s part', () => {
    eachProfile('electricien', '24-16185', /photovoltaique en autoconsommation/, (r) => {
      expectPhotovoltaic(r);
      expect(r.text).toMatch(/convention d’autoconsommation/);
    });
  });

  itOnRealNotices()('24-20147: a photovoltaic roof on a steel frame', () => {
    eachProfile('electricien', '24-20147', /couverture photovoltaique sur charpente metallique/, (r) => {
      expectPhotovoltaic(r);
      expect(r.text).toMatch(/Avis technique, DTA ou ATEx du procédé de pose/);
    });
  });

  itOnRealNotices()('24-16053: a 300 kVA UPS replaced', () => {
    eachProfile('electricien', '24-16053', /onduleur 300 kva/, (r) => expectBackupSupply(r, 'asi'));
  });

  itOnRealNotices()('24-15169: a 200 to 300 kVA generating set', () => {
    eachProfile('electricien', '24-15169', /groupe electrogene de 200/, (r) => expectBackupSupply(r, 'groupe'));
  });

  itOnRealNotices()('24-16212: boards replaced and the inspection’s observations lifted', () => {
    eachProfile('electricien', '24-16212', /armoires electriques/, expectBoards);
  });

  itOnRealNotices()('24-18877: FTTH and FTTO cabling', () => {
    eachProfile('electricien', '24-18877', /cablage informatique/, (r) => {
      expect(r.kinds).toEqual(['ssi_courants_faibles']);
      expect(r.text).toMatch(/NF EN 50173/);
      expect(r.text).not.toMatch(/NF S 61-932/);
    });
  });
});

/* ------------------------------------------------------------------ chauffagiste */

function expectVentilation(r: Written) {
  expect(r.kinds).toEqual(['ventilation_conformite']);
  expect(r.text).toMatch(/R4222-1/);
  expect(r.text).toMatch(/arrêté du 8 octobre 1987/i);
  expect(r.text).toMatch(/NF EN 16798/);
  expect(r.text).toMatch(/NF EN 12599/);
  expectNone(r.text, BOILER_ROOM);
}

describe('chauffagiste: ventilation, air quality, heating and cooling production, hydraulic network', () => {
  it('ventilation brought to standard is measured, then rebuilt, then measured again', () => {
    const r = write('chauffagiste', 'Mise en conformité de la ventilation des ateliers municipaux');
    expectVentilation(r);
    expect(r.text).not.toMatch(/NF S 90-351/);
  });

  it('a « Ventilation » descripteur alone does not make a boiler job a ventilation one', () => {
    const r = write('chauffagiste', 'Remplacement de la chaudière de la mairie', ['Ventilation', 'Mise aux normes']);
    expect(r.kinds).not.toContain('ventilation_conformite');
  });

  it('a care room’s air quality follows NF S 90-351 and is qualified before use', () => {
    const r = write(
      'chauffagiste',
      'Remise aux normes de la qualité de l’air du bloc opératoire du centre hospitalier',
    );
    expectVentilation(r);
    expect(r.text).toMatch(/NF S 90-351/);
    expect(r.text).toMatch(/comptage particulaire/);
  });

  it('a heating and cooling production replaced is refrigeration work, not a boiler room', () => {
    const r = write('chauffagiste', 'Remplacement de la production de chauffage et de climatisation de la médiathèque');
    expect(r.kinds).toEqual(['production_chaud_froid']);
    expect(r.text).toMatch(/NF EN 378/);
    expect(r.text).toMatch(/2024\/573/);
    expectNone(r.text, BOILER_ROOM);
  });

  itOnRealNotices()('24-15637: hygienic and specific ventilation of a chemistry building', () => {
    eachProfile('chauffagiste', '24-15637', /ventilations hygieniques et specifiques/, (r) => {
      expectVentilation(r);
      expect(r.text).toMatch(/pollution spécifique/);
    });
  });

  itOnRealNotices()('24-16146: the air quality of a hospital room for organ retrieval', () => {
    eachProfile('chauffagiste', '24-16146', /qualite de l'air de la salle pmo/, (r) => {
      expectVentilation(r);
      expect(r.text).toMatch(/NF S 90-351/);
    });
  });

  itOnRealNotices()('24-16095: the heating and cooling production of a building', () => {
    eachProfile('chauffagiste', '24-16095', /production du chauffage\/climatisation/, (r) => {
      expect(r.kinds).toEqual(['production_chaud_froid']);
      expect(r.text).toMatch(/NF EN 378/);
      expectNone(r.text, BOILER_ROOM);
    });
  });

  itOnRealNotices()('24-20091: a hydraulic network repaired is the heating network’s kind', () => {
    eachProfile('chauffagiste', '24-20091', /reseau hydraulique/, (r) => {
      expect(r.kinds).toEqual(['reseaux_chauffage']);
      expect(r.text).toMatch(/NF EN 12828/);
    });
  });
});
