/**
 * Round 7, issue 13 (round-5 grading, defect 3): two kinds of work of the fluid trades that the trade's template
 * answered — the replacement of an air-handling unit (chauffagiste, 24-15712: a heating kit with generators,
 * thermostatic valves and a gas qualification) and a fire-safety system (électricien, 24-19896: « NF S 61-970 »
 * cited twice, the SSI rules, coordinator and réception missing, « courants forts » in the safety section against
 * « courants faibles » in the method). Realistic objects first, then the real notices, false positives included.
 */
import type { CompanyProfile as Company } from '@batiao/shared/contracts/company';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';
import { contextFor, PROFILES, realNoticeContext, realRecordsAvailable, writtenFor } from '../../../../test/writing.ts';
import type { LocalContext } from './analysis.ts';

const contextOf = (trade: TradeSlug, title: string, company: Company = FULL_COMPANY) =>
  contextFor(trade, title, { company });

/** The response, the register checked (the French layer is checked elsewhere). */
const written = (context: LocalContext) => writtenFor(context, { seams: false });

/** The heating template, out of place on an air-handling unit. */
const HEATING_KIT = [
  /Générateurs et émetteurs/,
  /robinets thermostatiques/,
  /Qualification gaz/,
  /embouage/,
  /période de chauffe/,
  /NF DTU 65\.1[01]/,
];

function expectCtaKind(text: string, hospital: boolean) {
  for (const wrong of HEATING_KIT) {
    expect(text).not.toMatch(wrong);
  }
  expect(text).toMatch(/remplacement de centrale de traitement d’air/);
  for (const ref of ['NF EN 1886', 'NF EN 13053', 'NF EN ISO 16890', 'NF EN 15780', '1253/2014']) {
    expect(text).toContain(ref);
  }
  expect(text).toMatch(/plan de levage/);
  expect(text).toMatch(/Chute de hauteur en toiture/);
  expect(text).toMatch(/équilibrage des réseaux aux débits de consigne/);
  if (hospital) {
    expect(text).toMatch(/cascades de pression/);
    expect(text).toContain('NF S 90-351');
  } else {
    expect(text).not.toContain('NF S 90-351');
    expect(text).not.toMatch(/cascades de pression/);
  }
}

function count(text: string, s: string): number {
  return text.split(s).length - 1;
}

describe('round 7 — air-handling unit replacement (chauffagiste)', () => {
  it('a CTA replacement in a hospital is its own kind, with the care-area rules', () => {
    const r = written(contextOf('chauffagiste', 'Remplacement de la CTA du bloc opératoire du centre hospitalier'));
    expect(r.kinds).toEqual(['remplacement_cta']);
    expectCtaKind(r.text, true);
  });

  it('a CTA replacement in a school has no hospital rule, and no cooling coil unless the object says so', () => {
    const r = written(contextOf('chauffagiste', 'Remplacement des centrales de traitement d’air du collège'));
    expect(r.kinds).toEqual(['remplacement_cta']);
    expectCtaKind(r.text, false);
    expect(r.text).not.toMatch(/batterie froide est raccordée/);
  });

  it('a whole new HVAC installation or a boiler replacement is not a CTA replacement', () => {
    const neuf = written(
      contextOf('chauffagiste', 'Construction neuve d’un gymnase — lot CVC : chaufferie, CTA double flux, réseaux'),
    );
    expect(neuf.kinds).not.toContain('remplacement_cta');
    const chaudiere = written(contextOf('chauffagiste', 'Remplacement de la chaudière gaz de l’école'));
    expect(chaudiere.kinds).not.toContain('remplacement_cta');
    expect(chaudiere.text).toMatch(/Qualification gaz/);
  });
});

describe('round 7 — fire-safety system (électricien)', () => {
  it('an SSI job cites each NF S standard once, with the coordinator, the réception and the fire watch', () => {
    const r = written(contextOf('electricien', 'Travaux d’électricité et SSI de la mairie'));
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expect(count(r.text, 'NF S 61-970')).toBeGreaterThanOrEqual(1);
    expect(r.text).not.toMatch(/NF S 61-970 et NF C 71-800/);
    expect(r.text).toMatch(/- NF S 61-970 : /);
    expect(count(r.text, '- NF S 61-970 : ')).toBe(1);
    expect(r.text).toContain('NF S 61-932');
    expect(r.text).toMatch(/coordonnateur SSI/);
    expect(r.text).toMatch(/réception technique est faite avec un organisme agréé/);
    expect(r.text).toMatch(/dossier d’identité SSI/);
    expect(r.text).toMatch(/surveillance humaine permanente/);
    expect(r.text).not.toMatch(/hors présence du public/);
    expect(r.text).not.toContain('APSAD');
    // One name for the works, in the method and in the safety section.
    expect(r.text).not.toMatch(/courants forts et courants faibles/);
  });

  it('APSAD R7 only when the notice names it', () => {
    const r = written(contextOf('electricien', 'Détection incendie de l’entrepôt selon la règle APSAD R7'));
    expect(r.text).toContain('Règle APSAD R7');
  });

  it('a VDI cabling job gets no SSI paragraph nor SSI standards', () => {
    const r = written(contextOf('electricien', 'Précâblage VDI courants faibles des bureaux'));
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expect(r.text).not.toMatch(/coordonnateur SSI/);
    expect(r.text).not.toContain('NF S 61-932');
    expect(r.text).toContain('NF EN 50173');
  });
});

describe.runIf(realRecordsAvailable())('round 7 — real notices', () => {
  const real = (trade: TradeSlug, pattern: RegExp, company: Company) =>
    written(realNoticeContext(trade, pattern, company));

  it.each(PROFILES)('chauffagiste 24-15712 — CTA of a hospital (profile %#)', (company) => {
    const r = real('chauffagiste', /remplacement cta du bmt bloc 3/, company);
    expect(r.kinds).toEqual(['remplacement_cta']);
    expectCtaKind(r.text, true);
    expect(r.text).toMatch(/batterie froide est raccordée/);
  });

  it.each(PROFILES)('electricien 24-19896 — electricity and SSI (profile %#)', (company) => {
    const r = real('electricien', /travaux d' ?electricite et ssi comportant une tranche ferme/, company);
    expect(r.kinds).toEqual(['ssi_courants_faibles']);
    expect(count(r.text, '- NF S 61-970 : ')).toBe(1);
    expect(r.text).toContain('NF S 61-932');
    expect(r.text).toMatch(/coordonnateur SSI/);
    expect(r.text).not.toMatch(/courants forts et courants faibles/);
  });

  it('other fluid notices keep their kinds: hospital CVC upkeep, laboratory ventilation, a fire station boiler', () => {
    const entretien = real('chauffagiste', /entretien du ghu aphp centre/, FULL_COMPANY);
    expect(entretien.kinds).not.toContain('remplacement_cta');
    const labo = real('chauffagiste', /ventilations hygieniques et specifiques du batiment 5 de chimie/, FULL_COMPANY);
    expect(labo.kinds).not.toContain('remplacement_cta');
    const caserne = real(
      'electricien',
      /production de chaleur gaz et production d'electricite photovoltaique/,
      FULL_COMPANY,
    );
    expect(caserne.kinds).not.toContain('ssi_courants_faibles');
    expect(caserne.text).not.toMatch(/coordonnateur SSI/);
    // « Centre d'Incendie et de Secours » names a building, not a fire-safety system.
    expect(caserne.text).not.toContain('NF S 61-970');
  });

  it('the theatre SSI modernisation gets the SSI paragraph; a strong/weak currents lot has no SSI rules', () => {
    const theatre = real('electricien', /modernisation du systeme de securite incendie du theatre/, FULL_COMPANY);
    expect(theatre.text).toMatch(/coordonnateur SSI/);
    const lycee = real('electricien', /lot 14 : electricite courants forts \/ courants faibles/, FULL_COMPANY);
    expect(lycee.kinds).not.toContain('ssi_courants_faibles');
    expect(lycee.text).toMatch(/courants forts et courants faibles/);
    expect(lycee.text).not.toMatch(/coordonnateur SSI/);
    expect(lycee.text).not.toContain('NF S 61-932');
  });
});
