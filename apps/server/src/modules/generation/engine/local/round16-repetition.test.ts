/**
 * Round 16 (heavy, repeated text): the comprehension says the kind of works once, in one sentence with
 * the object (a kind only supposed keeps its own hedged sentence); after its first mentions the kind
 * is said in a short form that still names the trade (« nos travaux de plomberie », « nos travaux de
 * gestion technique »), never the full phrase in every section of the memo.
 */
import { describe, expect, it } from 'vitest';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import {
  anyNatureNotice,
  eachProfileAnyNature,
  itOnRealNotices,
  PROFILES,
  realContext,
  type Written,
  writtenFor,
} from '../../../../test/writing.ts';
import { shortKind } from './sections.ts';
import { kindOf } from './sections/shared.ts';

const escaped = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many times the memo (sections and their tables, not the user's checklist) says the kind in full. */
function fullKindCount(r: Written): number {
  const a = r.analysis;
  const short = shortKind(a);
  const phrases = [...new Set([kindOf(a), a.kb.travaux])]
    .filter((p) => p !== short)
    .sort((x, y) => y.length - x.length);
  const memo = r.content.memoire_sections.map((s) => r.withRows(s.key)).join('\n');
  return memo.match(new RegExp(`(?<![\\p{L}])(?:${phrases.map(escaped).join('|')})(?![\\p{L}])`, 'gu'))?.length ?? 0;
}

const comprehension = (r: Written) => r.section('comprehension');

describe('the comprehension says the kind named by the object once', () => {
  itOnRealNotices()('GTB of Papeari (chauffagiste, 24-16039): nature and reading in one sentence', () => {
    eachProfileAnyNature('24-16039', 'chauffagiste', (r) => {
      const c = comprehension(r);
      expect(c).toMatch(
        /Nature des travaux, à la lecture de l’objet : gestion technique \(GTB\)\s?[,;] [^.]*ceux de ces travaux\./,
      );
      // (the paragraph before has just quoted the operation's name)
      expect(c).not.toMatch(/Nature des travaux[^.]*«/);
      expect(c).not.toMatch(/Notre lecture du dossier : l’opération «[^»]*» demande des travaux de/);
      expect(c.match(/gestion technique \(GTB\)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    });
  });
  itOnRealNotices()('Capitole façades (maçon, 24-18681): the same, with its rules of the art', () => {
    eachProfileAnyNature('24-18681', 'macon', (r) => {
      const c = comprehension(r);
      expect(c).toMatch(
        /Nature des travaux, à la lecture de l’objet(?: et des lots)? : restauration de maçonneries anciennes\s?[,;] [^.]*selon les règles/,
      );
      expect(c).not.toMatch(/Notre lecture du dossier : l’opération «[^»]*» demande des travaux de/);
    });
  });
  itOnRealNotices()(
    'École des Arts Décoratifs (couvreur, 24-16029): the supposed kind keeps its hedged sentence',
    () => {
      eachProfileAnyNature('24-16029', 'couvreur', (r) => {
        const c = comprehension(r);
        expect(c).toMatch(
          /Nature des travaux(?: supposée)? : couverture neuve, ce qu’une telle opération demande le plus souvent à notre métier (?:; l’avis ne nommant pas nos travaux|— les descripteurs de l’avis comptent [^;]* parmi ses travaux, sans en préciser la consistance) ; [^.]*à confirmer au CCTP\. Notre lecture du dossier : l’objet de la consultation est /,
        );
      });
    },
  );
});

describe('the kind of works said in full a few times only in the memo', () => {
  // (24-16129: its comprehension says the kind twice, with the temporary classrooms and in its hedged
  // reading — the comprehension sets the works apart in full; the rest of the memo says it 4 times. The
  // references compare the company's works with this kind: in full there too.)
  const CASES: [string, TradeSlug, RegExp, number][] = [
    ['24-16039', 'chauffagiste', /nos travaux de gestion technique(?! \()/, 6],
    ['24-16129', 'plombier', /nos travaux de plomberie(?! et)/, 7],
    ['24-15778', 'electricien', /nos travaux de courants faibles(?! \()/, 5],
    ['24-19329', 'plaquiste', /nos travaux de plâtrerie(?!,)/i, 5],
  ];
  for (const [id, trade, short, most] of CASES) {
    itOnRealNotices()(`${id} (${trade}): at most ${most} full mentions, later ones short and of the trade`, () => {
      eachProfileAnyNature(id, trade, (r) => {
        expect(fullKindCount(r)).toBeLessThanOrEqual(most);
        expect(r.memoire).toMatch(short);
      });
    });
  }
  it('the short form: brackets and a second noun dropped; none for an action or a kind already short', () => {
    const forms = (id: string, trade: TradeSlug) =>
      PROFILES.slice(0, 1).map((company) =>
        shortKind(
          writtenFor(realContext(anyNatureNotice(id, trade), company), { seams: false, retired: false }).analysis,
        ),
      )[0];
    expect(forms('24-16039', 'chauffagiste')).toBe('travaux de gestion technique');
    expect(forms('24-16129', 'plombier')).toBe('travaux de plomberie');
    expect(forms('24-18681', 'macon')).toBeNull();
    expect(forms('24-20148', 'menuisier')).toBeNull();
  });
});
