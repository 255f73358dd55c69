import { describe, expect, it } from 'vitest';
import { loadFixture, type FixtureName } from '../../test/fixtures/boamp/index.ts';
import { readRealRecords, realRecordsAvailable, REAL_RECORDS_FILE } from '../../test/fixtures/boamp/real-records.ts';
import { isBuildingWork, MalformedNoticeError, normalizeDay, normalizeRecord } from './normalize.ts';
import { moneyOf } from './extract/money.ts';
import { amountToCents, cpvCodesIn, durationInText, normalizeDepartement, parseDeadline } from './values.ts';
import type { NormalizedNotice } from './types.ts';

/** Descripteur codes of the 14 trades, from the table of shared/docs/domain/boamp-api.md §6 (the app passes its own set). */
const BUILDING_DESCRIPTEURS: ReadonlySet<string> = new Set(
  '195 144 87 30 299 74 372 57 117 270 319 48 105 102 47 90 5 222 412 414 264 309 61 62 360 114 59 53 308 269 63 169 341 366 365 353 18 254 321 223 126 363 418 345 33 479 236'.split(
    ' ',
  ),
);

function normalized(name: FixtureName, change?: (record: Record<string, unknown>) => void): NormalizedNotice {
  const record = loadFixture(name);
  change?.(record);
  return normalizeRecord(record);
}

/** Edits the `donnees` JSON string of a record. */
function editDonnees(record: Record<string, unknown>, edit: (donnees: Record<string, unknown>) => void): void {
  const donnees = JSON.parse(String(record.donnees)) as Record<string, unknown>;
  edit(donnees);
  record.donnees = JSON.stringify(donnees);
}

describe('normalizeRecord — Boamp_v110 (2006)', () => {
  const notice = normalized('v110-2006-appel-offre');

  it('reads the flat fields and the free-text donnees', () => {
    expect(notice).toMatchObject({
      sourceId: 'BWP06190010011X',
      nature: 'appel_offre',
      state: 'initial',
      title: "réfection de la couverture et des menuiseries de l'école communale, à Montreval-sur-Loire",
      description:
        "réfection de la couverture en ardoise et remplacement des menuiseries extérieures de l'école communale.",
      departements: ['45'],
      typeMarche: ['TRAVAUX'],
      publicationDate: '2006-08-22',
      famille: 'FNS',
      sourceSchema: 'Boamp_v110.xsd',
      donneesFormat: 'v110',
      durationMonths: 3,
      executionPlace: 'école communale, rue des Écoles, 45999 Montreval-sur-Loire',
      warnings: [],
    });
  });

  it('names the procedure from type_procedure when the label says "NC"', () => {
    expect(notice.procedure).toBe('Procédure adaptée');
  });

  it('cleans the 2006 punctuation of the buyer fields', () => {
    expect(notice.buyer).toEqual({
      name: 'mairie de Montreval-sur-Loire',
      email: 'mairie@montreval-exemple.fr',
      phone: '02-38-00-00-00',
      url: null,
      address: '1, place de la Mairie',
      postalCode: '45999',
      city: 'Montreval-sur-Loire',
      profileUrl: null,
    });
    expect(notice.dceUrl).toBe('http://www.montreval-exemple.fr/marches');
  });

  it('reads the CPV codes written with a trailing dot and the lots given as parallel lists', () => {
    expect(notice.cpvCodes).toEqual(['45261210', '45421110']);
    expect(notice.lots).toEqual([
      { number: '1', title: 'Couverture ardoise', description: null, cpvCodes: ['45261210'], amountCents: null },
      {
        number: '2',
        title: 'Menuiseries extérieures bois',
        description: null,
        cpvCodes: ['45421110'],
        amountCents: null,
      },
    ]);
  });

  it('parses the weighted criteria of the free text', () => {
    expect(notice.criteria).toEqual([
      { label: "valeur technique de l'offre", weight: 60 },
      { label: 'prix des prestations', weight: 40 },
    ]);
  });

  it('takes the French deadline and its hour ("15 septembre 2006", "à 16 heures", Paris summer time) when the flat field is empty', () => {
    expect(notice.deadline).toBe('2006-09-15T14:00:00.000Z');
  });

  it('takes the hour of the text when the flat field gives the day only, not a deadline at 2 a.m.', () => {
    const dayOnly = normalized('v110-2006-appel-offre', (record) => {
      record.datelimitereponse = '2006-09-15T00:00:00+00:00';
    });
    expect(dayOnly.deadline).toBe('2006-09-15T14:00:00.000Z');
    // The flat field names another day (a later rectificatif, say): the flat field wins.
    const otherDay = normalized('v110-2006-appel-offre', (record) => {
      record.datelimitereponse = '2006-09-22T00:00:00+00:00';
    });
    expect(otherDay.deadline).toBe('2006-09-22T00:00:00.000Z');
    // A flat field with its hour is never overridden.
    const withHour = normalized('v110-2006-appel-offre', (record) => {
      record.datelimitereponse = '2006-09-15T08:00:00+00:00';
    });
    expect(withHour.deadline).toBe('2006-09-15T08:00:00.000Z');
  });
});

describe('normalizeRecord — Boamp_v230 (2015–2023)', () => {
  const notice = normalized('v230-2019-appel-offre');

  it('turns Corsica 20A/20B into 2A/2B, deduplicated', () => {
    expect(notice.departements).toEqual(['2B', '2A']);
  });

  it('puts the main CPV first, then the supplementary ones, then the lots’ codes', () => {
    expect(notice.cpvCodes).toEqual(['45214200', '45261000', '45421000', '45262500', '45261210']);
  });

  it('reads the estimated value in cents and the lots with their own CPV and value', () => {
    expect(notice.amountCents).toBe(245_000_000);
    expect(notice.lots).toEqual([
      {
        number: '1',
        title: 'Gros oeuvre - maçonnerie',
        description: 'Fondations, élévations en maçonnerie de blocs, dallages.',
        cpvCodes: ['45262500'],
        amountCents: 120_000_000,
      },
      {
        number: '2',
        title: 'Charpente - couverture',
        description: 'Charpente bois, couverture en tuiles canal, zinguerie.',
        cpvCodes: ['45261000', '45261210'],
        amountCents: 75_000_000,
      },
      {
        number: '3',
        title: 'Menuiseries intérieures et extérieures',
        description: 'Menuiseries extérieures aluminium, portes intérieures bois.',
        cpvCodes: ['45421000'],
        amountCents: 50_000_000,
      },
    ]);
  });

  it('reads the weighted criteria, the duration (not the offers’ validity), the place and the documents address', () => {
    expect(notice.criteria).toEqual([
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix des prestations', weight: 40 },
    ]);
    expect(notice.durationMonths).toBe(18);
    expect(notice.executionPlace).toBe('Lieu-dit U Campu, 20218 Ponte-Esempiu');
    expect(notice.dceUrl).toBe('https://marchespublics.cc-esempiu.example/consultation/2019-017');
    expect(notice.buyer.profileUrl).toBe('https://marchespublics.cc-esempiu.example');
    expect(notice.description).toContain('en trois lots séparés :\ngros oeuvre');
  });

  it('gives the deadline in UTC from the flat field, else gestion, else CONDITION_DELAI', () => {
    expect(notice.deadline).toBe('2019-06-14T10:00:00.000Z');
    const fromGestion = normalized('v230-2019-appel-offre', (r) => {
      r.datelimitereponse = null;
    });
    expect(fromGestion.deadline).toBe('2019-06-14T10:00:00.000Z');
    const fromDonnees = normalized('v230-2019-appel-offre', (r) => {
      r.datelimitereponse = null;
      r.gestion = null;
    });
    expect(fromDonnees.deadline).toBe('2019-06-14T10:00:00.000Z');
  });

  it('accepts one object where a list is usual (XML → JSON)', () => {
    const single = normalized('v230-2019-appel-offre', (r) =>
      editDonnees(r, (d) => {
        const objet = d.OBJET as { LOTS: { LOT: unknown[] }; CPV: unknown };
        objet.LOTS.LOT = objet.LOTS.LOT[1] as unknown[];
        objet.CPV = [{ PRINCIPAL: '45214200' }, { SUPPLEMENTAIRE: '45000000' }];
        const procedure = d.PROCEDURE as { CRITERES_ATTRIBUTION: { CRITERES_PONDERES: { CRITERE: unknown } } };
        procedure.CRITERES_ATTRIBUTION.CRITERES_PONDERES.CRITERE = { '@POIDS': '100', '#text': 'Prix' };
      }),
    );
    expect(single.lots.map((l) => l.number)).toEqual(['2']);
    expect(single.cpvCodes).toEqual(['45214200', '45000000', '45261000', '45261210']);
    expect(single.criteria).toEqual([{ label: 'Prix', weight: 100 }]);
  });
});

describe('normalizeRecord — eForms (UBL)', () => {
  const notice = normalized('eforms-2024-contract-notice');

  it('reads the CPV codes of the notice and of each lot', () => {
    expect(notice.donneesFormat).toBe('eforms');
    expect(notice.cpvCodes).toEqual(['45453000', '45321000', '45262650', '45421100']);
    expect(notice.lots.map((l) => [l.number, l.title, l.cpvCodes, l.amountCents])).toEqual([
      ['LOT-0001', "Isolation thermique par l'extérieur", ['45321000', '45262650'], 110_000_000],
      ['LOT-0002', 'Remplacement des menuiseries extérieures', ['45421100'], 75_000_000],
    ]);
  });

  it('reads EstimatedOverallContractAmount in cents, the criteria weights and the documents address', () => {
    expect(notice.amountCents).toBe(185_000_000);
    expect(notice.criteria).toEqual([
      { label: 'Valeur technique', weight: 60 },
      { label: 'Prix', weight: 40 },
    ]);
    expect(notice.dceUrl).toBe('https://marchespublics.metropole-exemple.fr/consultation/24U012');
    expect(notice.durationMonths).toBe(10);
    expect(notice.executionPlace).toBe('69008 Lyon');
    expect(notice.description).toMatch(/^Travaux de rénovation énergétique/);
  });

  it('finds the buyer among the organisations by its id', () => {
    expect(notice.buyer).toEqual({
      name: 'Métropole Exemple',
      email: 'commande.publique@metropole-exemple.fr',
      phone: '+33 4 00 00 00 00',
      url: 'https://www.metropole-exemple.fr',
      address: '20 rue du Lac',
      postalCode: '69003',
      city: 'Lyon',
      profileUrl: 'https://marchespublics.metropole-exemple.fr',
    });
  });

  it('reads the deadline of TenderSubmissionDeadlinePeriod when nothing else gives it', () => {
    const bare = normalized('eforms-2024-contract-notice', (r) => {
      r.datelimitereponse = null;
      r.gestion = null;
      r.nomacheteur = null;
    });
    expect(bare.deadline).toBe('2024-03-15T11:00:00.000Z');
    expect(bare.buyer.name).toBe('Métropole Exemple');
  });

  it('reads an award notice: winners through TenderingParty → organisation, awarded total, link to the call', () => {
    const award = normalized('eforms-2024-award-notice');
    expect(award).toMatchObject({
      nature: 'attribution',
      linkedSourceIds: ['24-90001'],
      winners: ['Façades Rhône Isolation SAS', 'Menuiserie Exemple & Fils', 'Alu Fermetures Lyonnaises'],
      awardedAmountCents: 179_420_050,
      amountCents: null,
      procedure: 'Procédure ouverte',
    });
    expect(award.winners).not.toContain('Métropole Exemple');
  });
});

describe('normalizeRecord — national 2024+ (camelCase)', () => {
  const notice = normalized('national-2024-appel-offre');

  it('reads codeCPV/objetPrincipal/classPrincipale, lots, estimated value and criteria', () => {
    expect(notice).toMatchObject({
      donneesFormat: 'national',
      departements: ['974'],
      cpvCodes: ['45261420', '45261210'],
      amountCents: 32_000_000,
      durationMonths: 5,
      deadline: '2024-03-08T08:00:00.000Z',
      dceUrl: 'https://www.marches-publics.example/saint-pierre-exemple/consultation/2024-008',
      executionPlace: 'Médiathèque, 12 rue des Flamboyants, 97410 Saint-Pierre',
      criteria: [
        { label: 'Valeur technique appréciée au vu du mémoire technique', weight: 55 },
        { label: 'Prix des prestations', weight: 45 },
      ],
    });
    expect(notice.lots.map((l) => [l.number, l.title, l.cpvCodes, l.amountCents])).toEqual([
      ['1', 'Étanchéité de la toiture terrasse', ['45261420'], 21_000_000],
      ['2', 'Couverture en bac acier', ['45261210'], 11_000_000],
    ]);
    expect(notice.buyer).toMatchObject({
      name: 'Commune de Saint-Pierre-Exemple',
      email: 'marches@saint-pierre-exemple.re',
      postalCode: '97410',
      city: 'Saint-Pierre',
      address: '2 rue de la Mairie',
      profileUrl: 'https://www.marches-publics.example/saint-pierre-exemple',
    });
  });

  it('reads a rectificatif: link to the original, new deadline and new amount', () => {
    const rectificatif = normalized('national-2024-rectificatif');
    expect(rectificatif).toMatchObject({
      nature: 'rectificatif',
      state: 'rectificatif',
      linkedSourceIds: ['24-10001'],
      deadline: '2024-03-22T08:00:00.000Z',
      amountCents: 36_500_000,
    });
    expect(rectificatif.deadline).not.toBe(notice.deadline);
  });

  it('reads an annulation and the notice it cancels from donnees', () => {
    expect(normalized('national-2024-annulation')).toMatchObject({
      nature: 'annulation',
      linkedSourceIds: ['24-09555'],
      deadline: null,
    });
  });
});

describe('normalizeRecord — results and natures', () => {
  it('reads a v230 award: winners from titulaire and donnees without duplicates, awarded total, previous notice', () => {
    expect(normalized('v230-2017-attribution')).toMatchObject({
      nature: 'attribution',
      winners: ['SARL Toitures Exemple', 'Zinguerie du Val Exemple'],
      awardedAmountCents: 18_654_025,
      amountCents: null,
      lots: [],
      linkedSourceIds: ['16-208811'],
      deadline: null,
    });
  });

  it('maps nature and etat', () => {
    const withNature = (nature: string, etat: string): NormalizedNotice =>
      normalized('v230-2021-services', (r) => {
        r.nature = nature;
        r.etat = etat;
      });
    expect(withNature('APPEL_OFFRE', 'INITIAL').nature).toBe('appel_offre');
    expect(withNature('APPEL_OFFRE', 'RECTIFICATIF')).toMatchObject({ nature: 'rectificatif', state: 'rectificatif' });
    expect(withNature('APPEL_OFFRE', 'AVIS_ANNULE')).toMatchObject({ nature: 'annulation', state: 'annulation' });
    expect(withNature('PRE-INFORMATION', 'INITIAL').nature).toBe('pre_information');
    expect(withNature('EX_ANTE_VOLONTAIRE', 'INITIAL').nature).toBe('autre');
  });

  it('builds the notice link when url_avis is missing', () => {
    expect(normalized('v230-2021-services', (r) => delete r.url_avis).noticeUrl).toBe(
      'https://www.boamp.fr/pages/avis/?q=idweb:21-55120',
    );
  });

  it('keeps the record it was given, unchanged', () => {
    const record = loadFixture('v230-2019-appel-offre');
    const before = JSON.stringify(record);
    const notice = normalizeRecord(record);
    expect(notice.raw).toBe(record);
    expect(JSON.stringify(record)).toBe(before);
  });
});

describe('isBuildingWork', () => {
  it('keeps TRAVAUX, CPV division 45, or a trade descripteur', () => {
    expect(isBuildingWork(normalized('v230-2019-appel-offre'), BUILDING_DESCRIPTEURS)).toBe(true);
    const services = normalized('v230-2021-services');
    expect(services.typeMarche).toEqual(['SERVICES']);
    expect(isBuildingWork(services, BUILDING_DESCRIPTEURS)).toBe(false);
    expect(isBuildingWork({ ...services, cpvCodes: ['90911200', '45442100'] }, BUILDING_DESCRIPTEURS)).toBe(true);
    expect(
      isBuildingWork(
        { ...services, descripteurs: [{ code: '264', label: 'Peinture (travaux)' }] },
        BUILDING_DESCRIPTEURS,
      ),
    ).toBe(true);
    expect(
      isBuildingWork({ ...services, descripteurs: [{ code: '264', label: 'Peinture (travaux)' }] }, new Set()),
    ).toBe(false);
  });

  it('reads the services notice fully: range maximum as the estimate, criteria from free text', () => {
    expect(normalized('v230-2021-services')).toMatchObject({
      amountCents: 8_500_000,
      cpvCodes: ['90911200', '90919200'],
      criteria: [
        { label: 'Prix des prestations', weight: 50 },
        { label: 'valeur technique appréciée au regard du mémoire', weight: 40 },
        { label: 'performances environnementales', weight: 10 },
      ],
      durationMonths: 12,
    });
  });
});

describe('unusable records', () => {
  it('throws MalformedNoticeError without idweb, without publication date, or for a non-object', () => {
    expect(() => normalizeRecord(loadFixture('broken-no-idweb'))).toThrowError(MalformedNoticeError);
    try {
      normalizeRecord(loadFixture('broken-no-idweb'));
    } catch (error) {
      expect(error).toMatchObject({ sourceId: null, reason: 'idweb absent' });
    }
    expect(() =>
      normalized('v230-2021-services', (r) => {
        r.dateparution = 'hier';
        r.gestion = null;
      }),
    ).toThrowError(expect.objectContaining({ sourceId: '21-55120', reason: 'date de parution absente ou invalide' }));
    expect(() => normalizeRecord('24-1')).toThrowError(MalformedNoticeError);
    expect(() => normalizeRecord(null)).toThrowError(MalformedNoticeError);
  });

  it('keeps the flat fields and notes it when gestion or donnees cannot be parsed', () => {
    const notice = normalizeRecord(loadFixture('broken-donnees'));
    expect(notice).toMatchObject({
      sourceId: '24-16999',
      title: 'Travaux de voirie et réseaux divers, rue des Lilas',
      departements: ['2A'],
      deadline: '2024-02-29T11:00:00.000Z',
      donneesFormat: 'none',
      cpvCodes: [],
    });
    expect(notice.warnings).toHaveLength(2);
    expect(notice.warnings[0]).toMatch(/^gestion illisible/);
    expect(notice.warnings[1]).toMatch(/^donnees illisible/);
  });

  it('normalizeDay counts the bad records and keeps the others', () => {
    const day = normalizeDay([
      loadFixture('v230-2019-appel-offre'),
      loadFixture('broken-no-idweb'),
      42,
      loadFixture('broken-donnees'),
      loadFixture('v230-2019-appel-offre'),
    ]);
    expect(day.notices.map((n) => n.sourceId)).toEqual(['24-16999', '19-104321']);
    expect(day.errors).toEqual([
      { sourceId: null, reason: 'idweb absent' },
      { sourceId: null, reason: 'enregistrement qui n’est pas un objet (number)' },
    ]);
  });
});

describe('value parsing', () => {
  it('turns amounts into cents, EUR only', () => {
    expect(amountToCents('1 083 333,50 €')).toBe(108_333_350);
    expect(amountToCents('159691.6')).toBe(15_969_160);
    expect(amountToCents('1.200.000')).toBe(120_000_000);
    expect(amountToCents('1,500,000.25')).toBe(150_000_025);
    expect(amountToCents(348_852)).toBe(34_885_200);
    expect(amountToCents('environ 200 000')).toBeNull();
    expect(amountToCents('0')).toBeNull();
    expect(moneyOf({ '@currencyID': 'EUR', '#text': '2557672' })).toBe(255_767_200);
    expect(moneyOf({ '@currencyID': 'CHF', '#text': '2557672' })).toBeNull();
    expect(moneyOf({ valeur: '12 500,00', devise: 'EUR' })).toBe(1_250_000);
  });

  it('reads CPV codes with or without their check digit', () => {
    expect(cpvCodesIn('45111291-4')).toEqual(['45111291']);
    expect(cpvCodesIn('452610000')).toEqual(['45261000']);
    expect(cpvCodesIn('45454000.')).toEqual(['45454000']);
    expect(cpvCodesIn('SIRET 21690999900017')).toEqual([]);
  });

  it('parses deadlines to UTC', () => {
    expect(parseDeadline('2015-04-20T12:00:00+01:00')).toBe('2015-04-20T11:00:00.000Z');
    expect(parseDeadline('2024-03-15T12:00:00')).toBe('2024-03-15T11:00:00.000Z');
    expect(parseDeadline('20 juillet 2006')).toBe('2006-07-20T00:00:00.000Z');
    expect(parseDeadline('1er décembre 2006, à 12 h 30')).toBe('2006-12-01T11:30:00.000Z');
    expect(parseDeadline('20 juillet 2006', ', à 16 heures')).toBe('2006-07-20T14:00:00.000Z');
    expect(parseDeadline('31/01/2024 17:00')).toBe('2024-01-31T16:00:00.000Z');
    expect(parseDeadline('2006-07-4')).toBe('2006-07-04T00:00:00.000Z');
    expect(parseDeadline('bientôt')).toBeNull();
    expect(parseDeadline('31 février 2024')).toBeNull();
  });

  it('converts durations to months', () => {
    expect(
      ['4 mois', '90 jours', '2 ans', '3 années', '6 semaines', '2 anciens lots', 'sans objet'].map(durationInText),
    ).toEqual([4, 3, 24, 36, 1.4, null, null]);
  });

  it('normalises département codes', () => {
    expect(['20A', '20B', '2a', '1', '974', '976', '75', 'XX', '00', ''].map(normalizeDepartement)).toEqual([
      '2A',
      '2B',
      '2A',
      '01',
      '974',
      '976',
      '75',
      null,
      null,
      null,
    ]);
  });
});

// The real records of the research notes (shared/data/boamp, next to the repository). CI has them:
// a missing folder is a failure, not a skip.
function readRecords(): unknown[] {
  expect(
    realRecordsAvailable(),
    `Real BOAMP records missing: ${REAL_RECORDS_FILE} (shared/data/boamp, next to the repository)`,
  ).toBe(true);
  return readRealRecords();
}

describe('the real records of shared/data/boamp/records.jsonl', () => {
  it('all normalise, each with an idweb, a title and a publication date', () => {
    const records = readRecords();
    expect(records.length).toBe(2020);
    const { notices, errors } = normalizeDay(records);
    expect(errors, 'records that could not be normalised').toEqual([]);
    expect(notices).toHaveLength(records.length);
    for (const notice of notices) {
      expect(notice.sourceId, JSON.stringify(notice.raw).slice(0, 200)).toMatch(/\S/);
      expect(notice.title, notice.sourceId).toMatch(/\S/);
      expect(notice.publicationDate, notice.sourceId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.warnings, notice.sourceId).toEqual([]);
      for (const code of notice.departements) {
        expect(code, notice.sourceId).toMatch(/^(\d{2}|2A|2B|9[78]\d)$/);
      }
      if (notice.deadline !== null) {
        expect(notice.deadline, notice.sourceId).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      }
    }
  });

  it('reads the 2006 v110 trees: buyers, descriptions, CPV where written, Corsica and the linked notices', () => {
    const { notices } = normalizeDay(readRecords());
    const v110 = notices.filter((n) => n.donneesFormat === 'v110');
    expect(v110).toHaveLength(20);
    for (const notice of v110) {
      expect(notice.buyer.name, notice.sourceId).toMatch(/\S/);
      expect(notice.description, notice.sourceId).toMatch(/\S/);
    }
    expect(v110.filter((n) => n.cpvCodes.length > 0).length).toBeGreaterThanOrEqual(10);
    // An annulation of 2006 names the notice it cancels.
    expect(notices.find((n) => n.sourceId === 'BWP06181000031P')).toMatchObject({
      nature: 'annulation',
      linkedSourceIds: expect.arrayContaining(['06-114068']) as unknown,
    });
    // The flat field gives 28 September 2006 at midnight; the notice says « à 14 heures » (Paris summer time).
    expect(notices.find((n) => n.sourceId === 'BWP06181040231L')?.deadline).toBe('2006-09-28T12:00:00.000Z');
    // A rectificatif of 2006 moves the deadline to "24 juillet 2006, à 12 heures".
    expect(notices.find((n) => n.sourceId === 'BWP06184060013B')).toMatchObject({
      nature: 'rectificatif',
      deadline: '2006-07-24T10:00:00.000Z',
    });
    const corsica = notices.filter((n) => n.departements.some((d) => d === '2A' || d === '2B'));
    expect(corsica.length).toBeGreaterThan(0);
    expect(notices.some((n) => n.departements.some((d) => d.startsWith('20')))).toBe(false);
  });
});
