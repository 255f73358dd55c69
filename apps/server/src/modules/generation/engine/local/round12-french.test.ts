/**
 * Round 12, issue 13: French contractions and elisions the fresh grading still found — « de le conservatoire »
 * (a noun in -re read as an infinitive), « de « installation… » » before a quoted step name.
 */
import { describe, expect, it } from 'vitest';
import { polish } from './french.ts';
import { seamsIn } from './seams.ts';
import { deQuoted, isInfinitive } from './text.ts';
import { eachProfile, itOnRealNotices } from '../../../../test/writing.ts';

describe('« de le » + a noun contracts, « de le » + an infinitive stays', () => {
  it.each([
    ['la toiture de le conservatoire', 'la toiture du conservatoire'],
    ['les accès de le laboratoire', 'les accès du laboratoire'],
    ['la sécurité de les ouvriers', 'la sécurité des ouvriers'],
    ['l’information de les usagers', 'l’information des usagers'],
    ['le repli de les dortoirs', 'le repli des dortoirs'],
    ['le trottoir à le territoire', 'le trottoir au territoire'],
    ['les réserves de le secrétaire', 'les réserves du secrétaire'],
  ])('« %s » → « %s »', (raw, expected) => {
    expect(polish(raw)).toBe(expected);
    expect(seamsIn(raw).join()).toMatch(/« (?:de|à) les? »/);
    expect(seamsIn(expected)).toEqual([]);
  });

  it.each([
    'afin de les vérifier',
    'il s’agit de le reprendre',
    'avant de les construire',
    'prêts à les mettre en œuvre',
    'le temps de les faire sécher',
    'sans avoir à les extraire',
    'de les conduire à la déchetterie',
    'de le prévoir au planning',
  ])('« %s » is left as written and is no seam', (sound) => {
    expect(polish(sound)).toBe(sound);
    expect(seamsIn(sound)).toEqual([]);
  });

  it('tells the verbs from the nouns that end like them', () => {
    for (const verb of ['reprendre', 'construire', 'mettre', 'connaître', 'faire', 'extraire', 'voir', 'recevoir']) {
      expect(isInfinitive(verb)).toBe(true);
    }
    for (const noun of ['conservatoire', 'laboratoire', 'secrétaire', 'réservoir', 'trottoir', 'lettre', 'cadre']) {
      expect(isInfinitive(noun)).toBe(false);
    }
  });
});

describe('« de » before a quoted name elides like before the name', () => {
  it('« d’« impression… » », « de « protection » »', () => {
    expect(deQuoted('impression et couches de finition')).toBe('d’« impression et couches de finition »');
    expect(deQuoted('protection')).toBe('de « protection »');
    expect(seamsIn('à la fin de « impression »').join()).toMatch(/d’« … »/);
    expect(seamsIn('à la fin d’« impression »')).toEqual([]);
  });

  itOnRealNotices()('the steps of a painting job at the conservatoire of Lorient (peintre, 24-19796)', () => {
    eachProfile('peintre', '24-19796', /conservatoire/, (r) => {
      expect(r.text).toMatch(/à la fin d’«[\s\u00a0]impression et couches de finition[\s\u00a0]»/);
      expect(seamsIn(r.text)).toEqual([]);
    });
  });
});
