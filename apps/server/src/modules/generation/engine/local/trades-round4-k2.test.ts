/**
 * Round 4 (issue 13, independent grading round 3): charpentier, couvreur, terrassier, peintre,
 * carreleur and plaquiste on the kinds of work the fresh set showed unread — a cladding lot, two
 * roofs of a collège, a sewer rehabilitation with a pumping station, a city's upkeep contract, sports
 * halls' tiling, a lot relaunched after a liquidation. Each: the kind chosen on a realistic object,
 * the standards cited or absent, nothing invented. Real notices of `../shared/data` are used when
 * present, skipped with a message otherwise.
 */
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  FULL_COMPANY,
  makeContext,
  realNoticesWhere,
  realRecordsAvailable,
  REAL_RECORDS_FILE,
  TENDER_FIXTURES,
} from '../../../../test/fixtures/generation.ts';
import { analyse, type LocalContext } from './analysis.ts';
import { generateLocally } from './local-engine.ts';
import { retiredCitations } from './register.ts';
import { seamsIn } from './seams.ts';

function contextFor(trade: TradeSlug, title: string, lots: [string, string][] = []): LocalContext {
  const tender: TenderDetail = {
    ...TENDER_FIXTURES[trade],
    lots: lots.map(([number, t]) => ({ number, title: t, description: null, cpv_codes: [], amount: null })),
    criteria: [],
    title,
    description: '',
  };
  return makeContext({ tender, noticeText: '', trade, company: FULL_COMPANY });
}

function written(context: LocalContext) {
  const { content } = generateLocally(context);
  const text = [content.lettre_candidature, ...content.memoire_sections.map((s) => s.body)].join('\n\n');
  const section = (key: string) => content.memoire_sections.find((s) => s.key === key);
  const a = analyse(context);
  const planning = section('planning');
  return {
    text,
    method: section('methodologie')?.body ?? '',
    planning: `${planning?.body ?? ''}\n${(planning?.table?.rows ?? []).map((r) => r.join(' | ')).join('\n')}`,
    risks: (section('securite')?.table?.rows ?? []).map((r) => r.join(' | ')).join('\n'),
    kinds: a.sousTypes.map((s) => s.key),
    seams: seamsIn(text),
    retired: retiredCitations(text),
  };
}

const write = (trade: TradeSlug, title: string, lots: [string, string][] = []) =>
  written(contextFor(trade, title, lots));

describe('charpentier: a cladding lot is cladding, not a frame', () => {
  it('« Lot 4 – Bardage » of a gymnasium: NF DTU 41.2, pare-pluie, façade fire rules; no glulam, no portal', () => {
    const r = write(
      'charpentier',
      'Relance des travaux de réhabilitation du gymnase Jean Moulin à Beauvais - Lot 4- Bardage',
      [['4', 'Bardage']],
    );
    expect(r.kinds).toEqual(['bardage']);
    expect(r.method).toContain('NF DTU 41.2');
    expect(r.method).toMatch(/pare-pluie/i);
    expect(r.method).toMatch(/ossature/);
    expect(r.method).toContain('Instruction technique 249');
    expect(r.text).not.toMatch(/lamellé|premier portique|Levage et assemblage|NF DTU 31\.1|Eurocode 5/);
    expect(r.planning).toMatch(/chemin critique[^«]*«\s*ossature, isolant et pare-pluie\s*»/);
    expect(r.seams).toEqual([]);
    expect(r.retired).toEqual([]);
  });

  it('a frame with its cladding keeps the frame method, with a cladding paragraph', () => {
    const r = write('charpentier', 'Construction d’un préau : charpente bois et bardage');
    expect(r.kinds).toEqual([]);
    expect(r.method).toContain('NF DTU 31.1');
    expect(r.method).toContain('NF DTU 41.2');
  });

  it('a gymnasium frame is not glulam unless the notice says so', () => {
    const r = write('charpentier', 'Réfection de la charpente du gymnase municipal');
    expect(r.text).not.toMatch(/lamellé-collé sont fabriqués|premier portique/);
  });

  it('an office cladding cites no ERP façade rule', () => {
    const r = write('charpentier', 'Remplacement du bardage bois des bureaux de la société d’économie mixte');
    expect(r.kinds).toEqual(['bardage']);
    expect(r.text).not.toContain('Instruction technique 249');
  });
});

describe('couvreur: two roofs of a collège', () => {
  it('one building uncovered at a time, school holidays, asbestos survey; no slate', () => {
    const r = write(
      'couvreur',
      'Remplacement de la couverture tuiles de deux bâtiments au collège Marcel Anthonioz à Divonne les Bains',
    );
    expect(r.kinds).toEqual(['deux_batiments']);
    expect(r.method).toMatch(/un seul est découvert à la fois/);
    expect(r.method).toMatch(/vacances scolaires/);
    expect(r.method).toContain('NF DTU 40.21');
    expect(r.method).toContain('NF X 46-020');
    expect(r.method).not.toContain('NF DTU 40.11');
    expect(r.planning).toMatch(/Premier bâtiment/);
    expect(r.planning).toMatch(/Second bâtiment/);
    expect(r.planning).toMatch(/chemin critique[^«]*«\s*premier bâtiment/);
    expect(r.seams).toEqual([]);
  });

  it('a single new roof is not phased by building and cites no pre-works survey', () => {
    const r = write('couvreur', 'Construction d’un atelier municipal : couverture en tuiles');
    // A tile roof: the tiles' products, not the building phasing.
    expect(r.kinds).toEqual(['tuiles']);
    expect(r.text).not.toMatch(/Premier bâtiment|un seul est découvert/);
    expect(r.method).not.toContain('NF X 46-020');
  });
});

describe('terrassier: sewer rehabilitation and pumping station', () => {
  it('24-15250-like object: ITV first, by-pass, pumping station, F81; no « décapage » critical path', () => {
    const r = write(
      'terrassier',
      'Commune d’AIRE SUR L’ADOUR Assainissement Réhabilitation réseau eaux usées lotissement Biroy Création poste de refoulement',
    );
    expect(r.kinds).toEqual(['poste_refoulement', 'rehabilitation_reseau', 'assainissement']);
    expect(r.method).toMatch(/Inspection préalable du réseau existant/);
    expect(r.method).toMatch(/by-pass/);
    expect(r.method).toMatch(/Génie civil et équipement du poste/);
    expect(r.method).toContain('NF EN 1610');
    expect(r.method).toContain('Fascicule 70');
    expect(r.method).toContain('Fascicule 81 titre I');
    expect(r.method).toMatch(/DT-DICT/);
    expect(r.method).not.toMatch(/Fascicule 2 du CCTG|Guide GTR|Décapage et terrassements :/);
    expect(r.planning).not.toMatch(/décapage et terrassements généraux/i);
    expect(r.seams).toEqual([]);
  });

  it('a rehabilitation alone has no pumping station', () => {
    const r = write('terrassier', 'Réhabilitation de collecteurs et des branchements à Montreuil');
    expect(r.kinds).toEqual(['rehabilitation_reseau', 'assainissement']);
    expect(r.text).not.toMatch(/poste de refoulement|Fascicule 81/);
    expect(r.planning).toMatch(
      /chemin critique[^«]*«\s*réhabilitation ou remplacement des collecteurs et branchements\s*»/,
    );
  });

  it('neither kind fires on a heating network, an inverter or a drinking-water pumping station', () => {
    for (const title of [
      'Remplacement des réseaux de chauffage du groupe scolaire',
      'Remplacement d’un onduleur 300 kVA des réseaux de distribution électriques ondulés',
      'Travaux de réhabilitation du réservoir au sol et de la station de pompage de Dinard',
    ]) {
      const kinds = analyse(contextFor('terrassier', title)).sousTypes.map((s) => s.key);
      expect(kinds, title).not.toContain('rehabilitation_reseau');
      expect(kinds, title).not.toContain('poste_refoulement');
    }
  });
});

describe('peintre: upkeep of a city’s buildings', () => {
  it('« entretien courant … tout corps d’état »: interventions on demand, occupants, TCE said honestly', () => {
    const r = write(
      'peintre',
      'Travaux d’entretien courant, de mises aux normes, neufs et divers, tout corps d’état sur le patrimoine de la Ville de Romainville',
    );
    expect(r.kinds[0]).toBe('entretien_patrimoine');
    expect(r.method).toMatch(/Prise en compte de la demande/);
    expect(r.method).toMatch(/délais de réponse/);
    expect(r.method).toMatch(/tous les corps d’état/);
    expect(r.method).toMatch(/groupement ou en sous-traitance déclarée/);
    expect(r.method).toMatch(/occupant/);
    expect(r.seams).toEqual([]);
  });

  it('an accord-cadre of upkeep does not repeat the order handling in the kind’s paragraph', () => {
    const r = write('peintre', 'Accord-cadre à bons de commande pour l’entretien des peintures des écoles');
    expect(r.kinds[0]).toBe('entretien_patrimoine');
    expect(r.method).not.toMatch(/L’entretien s’exécute intervention par intervention/);
    expect(r.method).toMatch(/Exécution par bons de commande/);
  });

  it('a new building painted « tous corps d’état » is not upkeep', () => {
    const r = write('peintre', 'Construction d’un groupe scolaire tous corps d’état — lot peinture');
    expect(r.kinds).not.toContain('entretien_patrimoine');
  });
});

describe('carreleur: sports halls', () => {
  it('accord-cadre in « établissements sportifs »: SPEC, bare-feet slip classes, sports service slots; no pool without a pool', () => {
    const r = write(
      'carreleur',
      'Accord-cadre à bons de commande pour la réalisation de travaux de carrelage dans les établissements sportifs de Saint-Louis Agglomération',
    );
    expect(r.kinds).toEqual(['equipements_sportifs']);
    expect(r.method).toContain('NF P 05-011 et NF EN 16165');
    expect(r.method).not.toContain('XP P 05-011');
    expect(r.method).toContain('NF DTU 52.2 P1-1-4');
    expect(r.method).toMatch(/SPEC/);
    expect(r.method).toMatch(/service des sports/);
    expect(r.method).not.toMatch(/bassins/);
    expect(r.seams).toEqual([]);
  });

  it('a swimming pool adds the pool surrounds', () => {
    const r = write('carreleur', 'Réfection du carrelage des plages de la piscine municipale');
    expect(r.kinds).toEqual(['equipements_sportifs']);
    expect(r.method).toMatch(/Autour des bassins/);
  });

  it('a school canteen is not a sports facility', () => {
    expect(write('carreleur', 'Réfection du carrelage de la cuisine du restaurant scolaire').kinds).toEqual([]);
  });
});

describe('plaquiste: a lot relaunched after a liquidation', () => {
  it('contradictory survey of the works done, takeover, interfaces', () => {
    const r = write(
      'plaquiste',
      'RELANCE SUITE A LIQUIDATION JUDICIAIRE DU LOT 5 "CLOISONNEMENTS-DOUBLAGES" DU MARCHÉ DE TRAVAUX DE RÉHABILITATION ET EXTENSION DE LA MAIRIE DE CORDEMAIS',
      [['5', 'CLOISONNEMENTS-DOUBLAGES']],
    );
    expect(r.kinds).toEqual(['reprise_apres_defaillance']);
    expect(r.method).toMatch(/Constat contradictoire/);
    expect(r.method).toMatch(/précédent titulaire/);
    expect(r.method).toContain('NF DTU 25.41');
    expect(r.planning).toMatch(/Reprise des ouvrages non conformes/);
    expect(r.seams).toEqual([]);
  });

  it('a lot relaunched because no bid came in is not a takeover', () => {
    const r = write('plaquiste', 'Relance du lot 5 plâtrerie déclaré infructueux — réhabilitation de la mairie');
    expect(r.kinds).toEqual(['renovation_platrerie']);
    expect(r.text).not.toMatch(/précédent titulaire/);
  });

  it('the takeover paragraph is shared by the other trades of the round', () => {
    const r = write(
      'couvreur',
      'Relance après défaillance du titulaire du lot couverture tuiles de la salle des fêtes',
    );
    expect(r.method).toMatch(/précédent titulaire/);
  });
});

describe('real notices of the fresh set', () => {
  const cases: { trade: TradeSlug; pattern: RegExp; kind: string; absent: RegExp }[] = [
    { trade: 'charpentier', pattern: /gymnase jean moulin a beauvais/, kind: 'bardage', absent: /lamellé|portique/ },
    { trade: 'terrassier', pattern: /lotissement biroy/, kind: 'poste_refoulement', absent: /Fascicule 2 du CCTG/ },
    {
      trade: 'terrassier',
      pattern: /rehabilitation des reseaux gravitaires/,
      kind: 'rehabilitation_reseau',
      absent: /Fascicule 81/,
    },
    {
      trade: 'carreleur',
      pattern: /carrelage dans les etablissements sportifs/,
      kind: 'equipements_sportifs',
      absent: /bassins/,
    },
    {
      trade: 'plaquiste',
      pattern: /liquidation judiciaire du lot 5/,
      kind: 'reprise_apres_defaillance',
      absent: /Cahier du CSTB/,
    },
    {
      trade: 'peintre',
      pattern: /entretien courant, de mises aux normes/,
      kind: 'entretien_patrimoine',
      absent: /Tribunal administratif/,
    },
  ];
  for (const c of cases) {
    it(`${c.trade}: ${c.pattern.source}`, () => {
      if (!realRecordsAvailable()) {
        console.warn(`Real notices skipped: ${REAL_RECORDS_FILE} is missing.`);
        return;
      }
      const notice = realNoticesWhere(c.trade, c.pattern, 1)[0];
      expect(notice, c.pattern.source).toBeDefined();
      if (!notice) {
        return;
      }
      const r = written(
        makeContext({ tender: notice.tender, noticeText: notice.noticeText, trade: c.trade, company: FULL_COMPANY }),
      );
      expect(r.kinds).toContain(c.kind);
      expect(r.text).not.toMatch(c.absent);
      expect(r.retired).toEqual([]);
    });
  }
});
