/**
 * Round 31 grading: the Conseil d'État dropped as a review body while it buys an administrative court's works, the
 * court's building not named, an extension's foundations said « que l'avis ne nomme pas », a framework's orders
 * prepared at the seat in one section and its teams « venant à la semaine » in another.
 */
import { describe, expect } from 'vitest';
import {
  anyNatureNotice,
  eachProfileAnyNature,
  itOnRealNotices,
  realContext,
  writtenFor,
} from '../../../../test/writing.ts';
import { FULL_COMPANY } from '../../../../test/fixtures/generation.ts';

describe('the Conseil d’État buys the works of an administrative court', () => {
  itOnRealNotices()(
    '24-15669 (perron of the Nantes administrative court of appeal): its buyer and its building',
    () => {
      eachProfileAnyNature('24-15669', 'macon', (r) => {
        expect(r.section('comprehension')).toMatch(/^Le Conseil d’État consulte les entreprises/);
        expect(r.todo).not.toMatch(/ne donne pas le nom de l’acheteur/);
        expect(r.section('moyens_humains')).toMatch(/de la cour administrative d’appel de Nantes/);
      });
    },
  );
});

describe('an extension’s foundations are read in its object', () => {
  itOnRealNotices()('24-14886 (restructuring and extension of a school): no « que l’avis ne nomme pas »', () => {
    eachProfileAnyNature('24-14886', 'macon', (r) => {
      expect(r.section('comprehension')).not.toMatch(/que l’avis ne nomme pas : fondations et élévations neuves/);
      expect(r.section('comprehension')).toMatch(/fondations et élévations neuves/);
    });
  });
});

describe('one logistics for a framework’s orders', () => {
  itOnRealNotices()('24-19955 (collèges de l’Ardèche, some 110 km away): no teams « à la semaine »', () => {
    const r = writtenFor(realContext(anyNatureNotice('24-19955', 'electricien'), FULL_COMPANY), { seams: false });
    expect(r.section('comprehension')).toMatch(/chaque commande est préparée au siège/);
    expect(r.section('environnement')).toMatch(
      /notre siège de Lyon étant à environ \d+\u00a0km, les déchets ne remontent pas/,
    );
    expect(r.text).not.toMatch(/à la semaine/);
  });
});
