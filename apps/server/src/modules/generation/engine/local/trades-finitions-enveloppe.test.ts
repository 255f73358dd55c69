/**
 * Peintre, étancheur and maçon (issue 13, round 3): the kind of work chosen for real-world objects,
 * the standards cited (none retired, none of another kind of work, none invented) and the contract
 * kind (a one-off job, new or on existing works, vs an accord-cadre à bons de commande) shaping the
 * method. Real notices of `../shared/data` are used when present, skipped with a message otherwise.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import { FULL_COMPANY, makeContext, realNoticesWhere, TENDER_FIXTURES } from '../../../../test/fixtures/generation.ts';
import {
  expectNoWrongReference,
  expectPhasesSumToOne,
  gradingNotice,
  realRecordsOrWarn,
} from '../../../../test/writing.ts';
import { analyse } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

const TRADES: TradeSlug[] = ['peintre', 'etancheur', 'macon'];

/** References these trades must never cite: retired, invented, or promises that do not apply. */
const WRONG_REFERENCES = [
  /DTU 53\.[12]\b/, // sols souples: NF DTU 53.12 since December 2020
  /DTU 59\.2\b/,
  /DTU 13\.1[12]\b/,
  /crapaudines/, // not an équipement meant to work: no biennale
  /grilles de ventilation\)/,
];

function contextFor(trade: TradeSlug, title: string, description = '', company = FULL_COMPANY) {
  const tender: TenderDetail = { ...TENDER_FIXTURES[trade], lots: [], criteria: [], title, description };
  return makeContext({ tender, noticeText: '', trade, company });
}

function write(trade: TradeSlug, title: string, description = '') {
  const context = contextFor(trade, title, description);
  const { content } = generateLocally(context);
  const text = [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n\n');
  const section = (key: string) => content.memoire_sections.find((s) => s.key === key);
  expect(seamsIn(text), title).toEqual([]);
  for (const wrong of WRONG_REFERENCES) {
    expect(text, title).not.toMatch(wrong);
  }
  expect(retiredCitations(text), title).toEqual([]);
  const a = analyse(context);
  return {
    text,
    method: section('methodologie')?.body ?? '',
    planning: section('planning'),
    garanties: section('garanties')?.body ?? '',
    kinds: a.sousTypes.map((s) => s.key),
    accordCadre: a.accordCadre,
  };
}

describe('peintre: kinds of work', () => {
  it('an interior refit in a hospital with sol souple: NF DTU 53.12, washable finishes, no lead from « plomberie »', () => {
    const r = write(
      'peintre',
      'Travaux de réaménagement intérieur de la Halte Santé de l’hôpital avec mise en place de WC individuels (démolition, plâtrerie, sol souple, peinture, plomberie CVC)',
    );
    expect(r.kinds).toEqual(['interieure', 'sols_souples']);
    expect(r.method).toContain('NF DTU 53.12');
    expect(r.method).toContain('NF DTU 59.1');
    expect(r.method).toContain('NF EN 13300');
    expect(r.method).toContain('Pose des sols souples');
    // « sol souple » is not a painted floor, « plomberie » is not lead.
    expect(r.method).not.toContain('NF DTU 59.3');
    expect(r.text).not.toMatch(/peintures au plomb signalées/);
    // Existing building: the pre-works lead survey is read (the CREP is not one).
    expect(r.method).toMatch(/repérage amiante et plomb avant travaux/);
  });

  it('a floor-only lot: sols souples without painting steps nor painting standards, no biennale', () => {
    const r = write('peintre', 'Lot 12 : revêtements de sols souples du collège');
    expect(r.kinds).toEqual(['sols_souples_seuls']);
    expect(r.method).toContain('NF DTU 53.12');
    expect(r.method).not.toMatch(/NF DTU 59\.[134]|Peinture des murs/);
    expect(r.garanties).toMatch(/Pas de garantie biennale pour les revêtements de sol souples/);
  });

  it('a façade ravalement: NF DTU 42.1, scaffolding and the road, none of the indoor standards', () => {
    const r = write('peintre', 'Travaux de ravalement des façades de la mairie');
    expect(r.kinds).toEqual(['ravalement']);
    expect(r.method).toContain('NF DTU 42.1');
    expect(r.method).toMatch(/permission de voirie/);
    expect(r.method).not.toMatch(/NF DTU 59\.[34]|polluants volatils/);
  });

  it('a new building: supports received from the other trades, no stripping nor washing of old paint', () => {
    const r = write('peintre', 'Construction d’une extension de l’école des arts décoratifs');
    expect(r.kinds).toEqual(['neuf']);
    expect(r.method).toContain('Réception des supports');
    expect(r.method).toMatch(/degré de finition prescrit \(A, B ou C du NF DTU 59\.1\)/);
    expect(r.method).not.toMatch(/lessivage, grattage/);
  });

  it('lead named by the notice: wet stripping in a confined zone, hazardous waste', () => {
    const r = write('peintre', 'Réfection des peintures du groupe scolaire', 'Présence de plomb signalée au CREP.');
    expect(r.method).toMatch(/décapées par voie humide/);
    expect(r.text).toMatch(/Écailles de peinture au plomb|écailles de peinture au plomb/);
  });

  it('paint carries no biennale nor décennale', () => {
    const r = write('peintre', 'Travaux de peinture intérieure des salles de classe');
    expect(r.garanties).toMatch(/Pas de garantie biennale ni décennale pour les peintures/);
    expect(r.garanties).not.toMatch(/Décennale \(10 ans/);
  });
});

describe('étancheur: kinds of work and contract kind', () => {
  it('an extension with the energy renovation of the existing roof, in a lot couverture-étanchéité', () => {
    const r = write(
      'etancheur',
      'Extension du siège de la communauté de communes et travaux de rénovation énergétique, lot « couverture - étanchéité »',
    );
    expect(r.kinds).toEqual(['extension_renovation']);
    expect(r.method).toContain('Toiture de l’extension');
    expect(r.method).toContain('Rénovation de la toiture existante');
    expect(r.method).toContain('NF DTU 43.5');
    expect(r.method).toMatch(/série 40/);
    expect(r.method).toMatch(/isolant est choisi sous avis technique/);
  });

  it('a new building: the support is received from the structural work, nothing is removed', () => {
    const r = write('etancheur', 'Construction d’un bâtiment de laboratoire, lot 5 étanchéité');
    expect(r.kinds).toEqual(['neuf']);
    expect(r.method).toContain('Réception du support');
    expect(r.method).toContain('NF DTU 43.1');
    expect(r.method).not.toContain('NF DTU 43.5');
    expect(r.method).not.toMatch(/- Dépose/);
  });

  it('a réfection on a steel deck: NF DTU 43.5 and 43.3', () => {
    const r = write('etancheur', 'Réfection de l’étanchéité de la toiture sur bacs acier du gymnase');
    expect(r.kinds).toEqual(['refection', 'bac_acier']);
    expect(r.method).toContain('NF DTU 43.5');
    expect(r.method).toContain('NF DTU 43.3');
    expect(r.method).toContain('Diagnostic du complexe existant');
  });

  it('a green roof cites the professional rules', () => {
    const r = write('etancheur', 'Création d’une toiture végétalisée sur la médiathèque');
    expect(r.kinds).toContain('vegetalisee');
    expect(r.method).toMatch(/Règles professionnelles des toitures et terrasses végétalisées/);
  });

  it('an accord-cadre for maintenance is written order by order, with leak finding', () => {
    const r = write(
      'etancheur',
      'Accord-cadre à bons de commande pour les travaux d’entretien d’étanchéité des bâtiments communaux',
    );
    expect(r.kinds).toEqual(['entretien']);
    expect(r.accordCadre).toBe(true);
    expect(r.method).toMatch(/Pour chaque bon de commande/);
    expect(r.method).toContain('Recherche de fuite');
    expect(r.method).not.toContain('Pare-vapeur et isolant');
  });

  it('the waterproofing carries the décennale, the biennale only on equipment meant to work', () => {
    const r = write('etancheur', 'Réfection de l’étanchéité de la toiture-terrasse de l’école');
    expect(r.garanties).toMatch(/Décennale \(10 ans/);
    expect(r.garanties).toMatch(/destinés à fonctionner/);
  });
});

describe('maçon: kinds of work and contract kind', () => {
  it('modular buildings: foundations on the supplier’s loads and the G2 PRO, no curage', () => {
    const r = write(
      'macon',
      'Création d’un centre médico-psychologique à la clinique : transfert et réaménagement d’un ensemble de bâtiments modulaires',
    );
    expect(r.kinds).toEqual(['modulaire']);
    expect(r.method).toContain('NF P94-500');
    expect(r.method).toContain('G2 PRO');
    expect(r.method).toContain('NF DTU 13.1');
    expect(r.method).toMatch(/descente de charges du fournisseur/);
    expect(r.method).not.toMatch(/Curage|ouvertures par passes alternées/);
  });

  it('restructuring with an extension: diagnostics, G2 PRO and G5, PEMD, both works in one method', () => {
    const r = write('macon', 'Extension et restructuration de l’école primaire');
    expect(r.kinds).toEqual(['rehabilitation_extension']);
    expect(r.method).toContain('Diagnostics avant travaux');
    expect(r.method).toContain('NF P94-500');
    expect(r.method).toMatch(/G5/);
    expect(r.method).toContain('Diagnostic PEMD');
    expect(r.method).toContain('NF X 46-020');
    expect(r.method).toContain('Fondations de l’extension');
    expect(r.method).toContain('Étaiement et ouvertures');
  });

  it('rehabilitation alone: pre-works diagnostics before any opening', () => {
    const r = write('macon', 'Restructuration des locaux du collège');
    expect(r.kinds).toEqual(['rehabilitation']);
    expect(r.method).toContain('Diagnostics avant travaux');
    expect(r.method).toMatch(/repérage plomb/);
    expect(r.method).toContain('NF X 46-020');
  });

  it('demolition: asbestos removal by a certified firm first, none of the building standards', () => {
    const r = write('macon', 'Désamiantage et démolition d’un collectif');
    expect(r.kinds).toEqual(['demolition']);
    expect(r.method).toContain('Désamiantage préalable');
    expect(r.method).toMatch(/sous-section 3/);
    expect(r.method).not.toMatch(/NF DTU 20\.1|NF DTU 21 |reprises en sous-œuvre se font/);
    expect(r.garanties).toMatch(/la démolition elle-même n’étant pas un ouvrage/);
  });

  it('« démolition d’une extension » is a demolition, not a new build', () => {
    const r = write(
      'macon',
      'Travaux de désamiantage et de curage d’une maison individuelle et démolition d’une extension',
    );
    expect(r.kinds).toEqual(['demolition']);
  });

  it('a retaining wall: drainage, Eurocode 7 and its national standard for walls', () => {
    const r = write('macon', 'Reconstruction d’un mur de soutènement aval en maçonnerie');
    expect(r.kinds).toEqual(['soutenement']);
    expect(r.method).toContain('NF P94-281');
    expect(r.method).toMatch(/barbacanes/);
  });

  it('a new build: G2 PRO and foundations', () => {
    const r = write('macon', 'Construction d’un gymnase, lot gros œuvre');
    expect(r.kinds).toEqual(['neuf']);
    expect(r.method).toContain('NF P94-500');
    expect(r.method).toContain('NF DTU 13.1');
  });

  it('an accord-cadre for maintenance is written order by order', () => {
    const r = write(
      'macon',
      'Accord cadre multi-attributaire de travaux d’adaptation, de maintenance et de réparation des bâtiments - gros oeuvre',
    );
    expect(r.kinds).toEqual(['entretien']);
    expect(r.accordCadre).toBe(true);
    expect(r.method).toMatch(/Pour chaque bon de commande/);
    expect(r.method).toContain('Prise en charge de la demande');
  });
});

describe('knowledge of the three trades', () => {
  it('phases of every kind of work sum to the whole duration', () => {
    expectPhasesSumToOne(TRADES);
  });

  // Seams and places on real notices are the writing checks' (writing-checks.test.ts); here, the references.
  it('no wrong or retired reference on the real notices of the grading set, both profiles', () => {
    expectNoWrongReference(TRADES, WRONG_REFERENCES);
  });

  it('reads the kind of work of the grading notices and of other real notices of these trades', () => {
    if (!realRecordsOrWarn()) {
      return;
    }
    const graded = gradingNotice;
    const where = (trade: TradeSlug, pattern: RegExp) => realNoticesWhere(trade, pattern, 1)[0];
    const cases: {
      trade: TradeSlug;
      id: string;
      notice: ReturnType<typeof graded>;
      kinds: string[];
      present: RegExp[];
      absent: RegExp[];
    }[] = [
      {
        trade: 'peintre',
        id: '24-16213',
        notice: graded('peintre', '24-16213'),
        kinds: ['interieure', 'sols_souples'],
        present: [/NF DTU 53\.12/, /NF EN 13300/],
        absent: [/NF DTU 59\.3/, /peintures au plomb signalées/],
      },
      {
        trade: 'peintre',
        id: '24-15906',
        notice: graded('peintre', '24-15906'),
        kinds: ['neuf'],
        present: [/Réception des supports/],
        absent: [/lessivage, grattage/],
      },
      {
        trade: 'peintre',
        id: 'ravalement',
        notice: where('peintre', /^travaux de ravalement/),
        kinds: ['ravalement'],
        present: [/NF DTU 42\.1/],
        absent: [/NF DTU 59\.4/],
      },
      {
        trade: 'etancheur',
        id: '24-15161',
        notice: graded('etancheur', '24-15161'),
        kinds: ['extension_renovation'],
        present: [/NF DTU 43\.5/, /Toiture de l’extension/],
        absent: [],
      },
      {
        trade: 'etancheur',
        id: '24-15536',
        notice: graded('etancheur', '24-15536'),
        kinds: ['refection'],
        present: [/NF DTU 43\.5/, /Diagnostic du complexe existant/],
        absent: [],
      },
      {
        trade: 'etancheur',
        id: '24-15117',
        notice: where('etancheur', /construction d'un batiment de laboratoire/),
        kinds: ['neuf'],
        present: [/Réception du support/],
        absent: [/NF DTU 43\.5/],
      },
      {
        trade: 'macon',
        id: 'BWP061840703432',
        notice: graded('macon', 'BWP061840703432'),
        kinds: ['rehabilitation_extension'],
        present: [/NF P94-500/, /Diagnostics avant travaux/],
        absent: [],
      },
      {
        trade: 'macon',
        id: '24-15395',
        notice: graded('macon', '24-15395'),
        kinds: ['modulaire'],
        present: [/NF P94-500/, /G2 PRO/],
        absent: [/Curage/],
      },
      {
        trade: 'macon',
        id: '24-15103',
        notice: where('macon', /desamiantage et demolition d'un collectif/),
        kinds: ['demolition'],
        present: [/Désamiantage préalable/],
        absent: [/NF DTU 20\.1/],
      },
    ];
    for (const c of cases) {
      if (!c.notice) {
        console.warn(`Real notice ${c.id} not in the real set: skipped.`);
        continue;
      }
      const n = c.notice;
      const context = makeContext({
        tender: n.tender,
        noticeText: n.noticeText,
        trade: c.trade,
        company: FULL_COMPANY,
      });
      expect(
        analyse(context).sousTypes.map((s) => s.key),
        c.id,
      ).toEqual(c.kinds);
      const method = generateLocally(context).content.memoire_sections.find((s) => s.key === 'methodologie')?.body;
      for (const p of c.present) {
        expect(method, c.id).toMatch(p);
      }
      for (const p of c.absent) {
        expect(method, c.id).not.toMatch(p);
      }
    }
  });
});
