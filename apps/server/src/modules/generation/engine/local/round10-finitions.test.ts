/**
 * Round 10, issue 13 (round-8 grading, defects 3, 6 and 7, finishing trades): the lofts of several communes'
 * buildings without NF DTU 45.11, asbestos or building-by-building sequencing (plaquiste, 24-15030); a new
 * combat-sports hall without waterproofing of its showers, barefoot slip resistance nor « tous corps d’état »
 * answer, its moisture meter placed at the handover (carreleur, 24-19995); « peinture et revêtements muraux »
 * without NF DTU 59.4 (peintre, 24-19427). Made-up objects both ways first, then the real notices with both
 * profiles when `../shared/data` is present.
 */
import type { TradeSlug } from '@batiao/shared/domain/trades';
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  findRealNotice,
  itOnRealNotices,
  PROFILES,
  realContext,
  writtenFor,
  type LocalContext,
} from '../../../../test/writing.ts';

function written(context: LocalContext) {
  const r = writtenFor(context);
  return {
    text: r.text,
    kinds: r.kinds,
    comprehension: r.section('comprehension'),
    method: r.section('methodologie'),
    planning: `${r.section('planning')}\n${r.rowsText('planning')}`,
    moyens: r.section('moyens_materiels'),
    securite: `${r.section('securite')}\n${r.rowsText('securite')}`,
    dechets: `${r.section('environnement')}\n${r.rowsText('environnement')}`,
  };
}

const write = (trade: TradeSlug, title: string, descripteurs: string[] = []) =>
  written(contextFor(trade, title, { descripteurs }));

const TCE = 'L’opération couvre tous les corps d’état';
const count = (text: string, part: string) => text.split(part).length - 1;

/** The line of the equipment list naming the moisture meter. */
const moistureMeter = (moyens: string) => moyens.split('\n').find((l) => /Humidimètre/.test(l)) ?? '';

describe('plaquiste — the lofts of existing buildings', () => {
  it('several communal buildings: both loft DTUs, the asbestos survey, building-by-building sequencing', () => {
    const r = write('plaquiste', 'Isolation de combles de bâtiments communaux');
    expect(r.kinds).toEqual(['isolation_combles']);
    expect(r.method).toMatch(/- NF DTU 45\.10 : /);
    expect(r.method).toMatch(/- NF DTU 45\.11 : isolation des combles par rouleaux et panneaux/);
    expect(r.method).toMatch(/- Repérage de l’amiante avant travaux \(.*arrêté du 16 juillet 2019/);
    expect(r.method).toMatch(/Le repérage de l’amiante avant travaux, que le maître d’ouvrage fait réaliser/);
    expect(r.method).toMatch(/- Reconnaissance du comble : repérage de l’amiante avant travaux lu/);
    expect(r.comprehension).toMatch(/Le repérage de l’amiante avant travaux \(conduits, plaques/);
    expect(r.securite).toMatch(/Exposition à l’amiante/);
    // Building by building, occupied town halls and schools.
    expect(r.method).toMatch(/les combles sont traités bâtiment par bâtiment/);
    expect(r.method).toMatch(/hors de la présence des élèves/);
    expect(r.method).toMatch(/- Calendrier par bâtiment : /);
    expect(r.planning).toMatch(/Mise en œuvre de l’isolant, bâtiment par bâtiment/);
    // The insulation is laid around an asbestos material, not removed: no BSDA flow is promised.
    expect(r.dechets).not.toMatch(/BSDA|sous-section 3/);
  });

  it('one building, blown: NF DTU 45.10 alone, the asbestos survey, no sequencing by building', () => {
    const r = write('plaquiste', 'Isolation des combles perdus de la mairie par soufflage');
    expect(r.kinds).toEqual(['isolation_combles']);
    expect(r.method).toMatch(/- NF DTU 45\.10 : /);
    expect(r.method).not.toMatch(/NF DTU 45\.11/);
    expect(r.method).toMatch(/Les combles des bâtiments anciens peuvent contenir de l’amiante/);
    expect(r.text).not.toMatch(/bâtiment par bâtiment|Calendrier par bâtiment/);
  });

  it('rolls named: NF DTU 45.11 alone', () => {
    const r = write('plaquiste', 'Isolation des combles de l’école par rouleaux de laine de verre');
    expect(r.method).toMatch(/- NF DTU 45\.11 : /);
    expect(r.method).not.toMatch(/NF DTU 45\.10/);
  });

  it('a new building’s loft: no asbestos survey, no existing-building regulation', () => {
    const r = write('plaquiste', 'Construction d’une salle polyvalente : isolation des combles par soufflage');
    expect(r.kinds).toEqual(['isolation_combles']);
    expect(r.method).toMatch(/- NF DTU 45\.10 : /);
    expect(r.text).not.toMatch(/amiante/i);
    expect(r.text).not.toMatch(/Arrêté du 3 mai 2007/);
  });
});

describe('carreleur — a sports hall’s changing rooms and showers', () => {
  it('a new combat-sports hall: SPEC/SEL and barefoot slip class, its own steps, the moisture meter at the supports', () => {
    const r = write('carreleur', 'Construction d’une Maison des Sports de Combat');
    expect(r.kinds).toEqual(['equipements_sportifs', 'carrelage_neuf']);
    expect(r.method).toMatch(/- NF DTU 52\.2 P1-1-4 : systèmes de protection à l’eau sous carrelage \(SPEC\)/);
    expect(r.method).toMatch(/- NF P 05-011 et NF EN 16165 : résistance à la glissance : classes pieds nus/);
    expect(r.method).toMatch(/- Protection à l’eau des vestiaires et douches : SPEC selon le NF DTU 52\.2 P1-1-4/);
    expect(r.method).toMatch(/classe de résistance à la glissance pieds nus que le CCTP fixe selon la NF P 05-011/);
    expect(r.method).toMatch(/DIN 51097/);
    expect(r.planning).toMatch(/Protection à l’eau des vestiaires et douches/);
    // The moisture is the hold point before laying: the meter is there, not at the handover.
    const meter = moistureMeter(r.moyens);
    expect(meter).toMatch(/réception et préparation des supports/);
    expect(meter).not.toMatch(/joints, finitions|réception » \(semaine 6\)/);
    // Nothing is in service in a new building.
    expect(r.text).not.toMatch(/Les équipements restent en service|carreaux identiques à l’existant/);
    expect(r.text).not.toContain(TCE);
  });

  it('a dojo, a gymnasium, a sports hall are sports facilities', () => {
    for (const title of ['Construction d’un dojo municipal', 'Réfection du carrelage de la salle omnisports']) {
      expect(write('carreleur', title).kinds, title).toContain('equipements_sportifs');
    }
  });

  it('a new school: no shower waterproofing nor barefoot class it has not, the moisture meter at the supports', () => {
    const r = write('carreleur', 'Construction d’une école maternelle — lot carrelage faïence');
    expect(r.kinds).toEqual(['carrelage_neuf']);
    expect(r.text).not.toMatch(/P1-1-4|pieds nus|DIN 51097/);
    expect(moistureMeter(r.moyens)).toMatch(/réception et préparation des supports/);
  });

  it('the « Tous corps d’état » descripteur is answered once, whatever kinds the object shows', () => {
    for (const title of [
      'Construction d’une Maison des Sports de Combat',
      'Réfection des douches du gymnase',
      'Réfection des sols carrelés de la mairie',
      'Construction d’une école maternelle — lot carrelage faïence',
      'Création de vestiaires au gymnase',
      'Réalisation d’une cantine scolaire',
    ]) {
      const r = write('carreleur', title, ['Tous corps d’état']);
      expect(count(r.text, TCE), title).toBe(1);
      expect(r.text, title).toMatch(/notre entreprise y exécute le carrelage et les revêtements de sols et de murs/);
      expect(count(write('carreleur', title).text, TCE), title).toBe(0);
    }
  });

  it('« tous corps d’état » in the object is answered once too', () => {
    const r = write('carreleur', 'Construction d’un gymnase tous corps d’état');
    expect(count(r.text, TCE)).toBe(1);
  });
});

describe('peintre and plaquiste — wall coverings and « tous corps d’état »', () => {
  it('« peinture et revêtements muraux » cites NF DTU 59.4; a façade or a floor-only lot does not', () => {
    const r = write('peintre', 'Peinture intérieure des salles de classe');
    expect(r.text).toMatch(/travaux de peinture et de revêtements muraux/);
    expect(r.method).toMatch(/- NF DTU 59\.4 : /);
    expect(write('peintre', 'Ravalement des façades de la mairie').text).not.toContain('NF DTU 59.4');
    expect(write('peintre', 'Remplacement des sols souples PVC des classes').text).not.toContain('NF DTU 59.4');
    expect(write('peintre', 'Peinture et sols souples des classes').text).not.toContain('NF DTU 59.4');
    expect(write('peintre', 'Peinture, revêtements muraux et sols souples des classes').method).toMatch(
      /- NF DTU 59\.4 : /,
    );
  });

  it('the « Tous corps d’état » descripteur is answered once for the peintre and the plaquiste', () => {
    const cases: [TradeSlug, string, RegExp][] = [
      ['peintre', 'Peinture intérieure des salles de classe', /y exécute la peinture et les revêtements muraux/],
      ['peintre', 'Construction d’un groupe scolaire : peinture', /y exécute la peinture et les revêtements muraux/],
      ['peintre', 'Ravalement des façades de la mairie', /y exécute le ravalement et la peinture des façades/],
      ['plaquiste', 'Cloisons et faux plafonds de la mairie', /y exécute la plâtrerie, les cloisons/],
      ['plaquiste', 'Doublages isolants et faux plafonds de l’école', /y exécute la plâtrerie, les cloisons/],
      ['plaquiste', 'Faux plafonds de la médiathèque', /y exécute la plâtrerie, les cloisons/],
    ];
    for (const [trade, title, own] of cases) {
      const r = write(trade, title, ['Tous corps d’état']);
      expect(count(r.text, TCE), `${trade} ${title}`).toBe(1);
      expect(r.text, `${trade} ${title}`).toMatch(own);
      expect(count(write(trade, title).text, TCE), `${trade} ${title}`).toBe(0);
    }
  });
});

describe('the graded notices (real notices), both profiles', () => {
  itOnRealNotices()('plaquiste 24-15030: both loft DTUs, asbestos, several communes’ buildings', () => {
    const notice = findRealNotice('plaquiste', /combles/, { id: '24-15030', among: 200 });
    for (const company of PROFILES) {
      const r = written(realContext(notice, company));
      expect(r.kinds).toEqual(['isolation_combles']);
      expect(r.method).toMatch(/- NF DTU 45\.10 : /);
      expect(r.method).toMatch(/- NF DTU 45\.11 : /);
      expect(r.method).toMatch(/Les combles des bâtiments anciens peuvent contenir de l’amiante/);
      expect(r.comprehension).toMatch(/Le repérage de l’amiante avant travaux/);
      expect(r.method).toMatch(/les combles sont traités bâtiment par bâtiment/);
      expect(r.planning).toMatch(/bâtiment par bâtiment/);
    }
  });

  itOnRealNotices()(
    'carreleur 24-19995: the showers waterproofed, barefoot slip class, « tous corps d’état » answered once, the moisture meter at the supports',
    () => {
      const notice = findRealNotice('carreleur', /combat/, { id: '24-19995', among: 200 });
      for (const company of PROFILES) {
        const r = written(realContext(notice, company));
        expect(r.kinds).toEqual(['equipements_sportifs', 'carrelage_neuf']);
        expect(r.method).toMatch(/NF DTU 52\.2 P1-1-4/);
        expect(r.method).toMatch(/- Protection à l’eau des vestiaires et douches : /);
        expect(r.method).toMatch(/pieds nus/);
        expect(count(r.text, TCE)).toBe(1);
        expect(moistureMeter(r.moyens)).toMatch(/Humidimètre à carbure — «\sréception et préparation des supports\s»/);
      }
    },
  );

  itOnRealNotices()('peintre 24-19427: NF DTU 59.4 beside « peinture et revêtements muraux », no TCE answer', () => {
    const notice = findRealNotice('peintre', /serres/, { id: '24-19427', among: 200 });
    for (const company of PROFILES) {
      const r = written(realContext(notice, company));
      expect(r.text).toMatch(/revêtements muraux/);
      expect(r.method).toMatch(/- NF DTU 59\.4 : /);
      expect(r.text).not.toContain(TCE);
    }
  });
});
