/**
 * Round 8 — methodology and planning written from the tender's facts, the object quoted once, and
 * the emergency-service sentence of a hospital without an « A et B et C » seam.
 *
 * - The standards of a kind of work close the block of the operation's own dispositions, behind a
 *   short lead-in (no « Référentiel technique appliqué aux … de [operation] »).
 * - The planning's constraints are read with the delay they shape (« Ces 8 semaines tiennent compte
 *   du site : »), not behind « Le calendrier des … intègre les contraintes de … ».
 * - The critical path says how much of the delay it takes (« soit 2 semaines sur 8 »).
 * - The object is quoted once, in shape, without a département code in brackets (« … (49) ») nor a
 *   « ci-après » that only drops the « Relance - » the lots sentence already says.
 */
import { describe, expect, it } from 'vitest';
import {
  contextFor,
  itOnRealNotices,
  PROFILES,
  realContext,
  realNoticeIfAny,
  writtenFor,
} from '../../../../test/writing.ts';

const count = (text: string, re: RegExp) =>
  text.match(new RegExp(re.source, `${re.flags.replace('g', '')}g`))?.length ?? 0;

/** The sentence that presents the operation (up to « Lieu d’exécution »). */
const introOf = (comprehension: string) => comprehension.split(/Lieu d’exécution/)[0] ?? '';

/** « l’accès des X et des Y et leurs … »: three members glued by two « et ». */
const TRIPLE_ET = /\bet (?:des|les|leurs) [^,.;:]{1,40} et (?:des|les|leurs)\b/;

describe('methodology and planning lead-ins', () => {
  it('a school roofing job: the planning reads its weeks with the site; no fixed lead-ins', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Réfection de la couverture de l’école élémentaire Jules-Ferry à Vienne'),
    );
    const methode = r.section('methodologie');
    expect(methode).not.toMatch(/Référentiel technique appliqué/);
    expect(methode).toMatch(
      /Normes appliquées (?:aux travaux de couverture et de zinguerie|à nos travaux(?: de couverture)?) :\n- NF DTU 40\.5/,
    );
    const planning = r.section('planning');
    expect(planning).not.toMatch(/intègre les contraintes/);
    // The constraints follow the critical path, read with the weeks of the delay.
    const first =
      planning
        .split(/\n\s*\n/)
        .slice(0, 2)
        .join('\n') ?? '';
    expect(first).toMatch(
      /répartit les (\d+)\ssemaines[\s\S]*\nLe chemin critique [^\n]*\nCes \1\ssemaines tiennent compte du site :\n- .*temps scolaire/,
    );
  });

  it('the standards close the block of the operation’s own dispositions when it has one', () => {
    const r = writtenFor(
      contextFor('plombier', 'Rénovation des sanitaires du centre hospitalier de Roanne en site occupé'),
    );
    const blocks = r.section('methodologie').split(/\n\s*\n/);
    const own = blocks.find((p) => /^(Dispositions d’exécution propres|Interfaces avec)/.test(p));
    expect(own).toBeDefined();
    expect(own).toMatch(/\nNormes? appliquées? (?:aux|à nos) travaux[^:\n]*:\n- /);
    // Not twice, and never alone after it.
    expect(blocks.filter((p) => /Normes? appliquées?/.test(p))).toHaveLength(1);
  });

  it('a job with a known delay: the critical path says its share of the weeks', () => {
    const r = writtenFor(
      contextFor('couvreur', 'Réfection de la couverture de la mairie de Givors', {
        extra: { duration_months: 3 },
      }),
    );
    const m = /chemin critique[^:]*?passe par [^:]*?, soit (\d+)\ssemaines? sur (\d+) :/.exec(r.section('planning'));
    expect(m).not.toBeNull();
    const [part, total] = [Number(m?.[1]), Number(m?.[2])];
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThan(total);
    // The total is the schedule's: the table's weeks add up to it.
    const weeks = r.rows('planning').reduce((s, row) => s + Number(/^(\d+)/.exec(row[1] ?? '')?.[1] ?? 0), 0);
    expect(weeks).toBe(total);
  });

  it('a job without constraints: the standards stand alone, behind the short lead-in, no operation name', () => {
    const r = writtenFor(contextFor('carreleur', 'Réfection des sols de la salle des fêtes de Tarare'));
    const block =
      r
        .section('methodologie')
        .split(/\n\s*\n/)
        .find((p) => /Normes? appliquées?/.test(p)) ?? '';
    expect(block).toMatch(/^Normes? appliquées? (?:aux|à nos) travaux[^:\n]*:\n- /);
    expect(block.split('\n')[0]).not.toMatch(/Tarare|salle des fêtes/);
  });
});

describe('the emergency service of a hospital', () => {
  it('made-up hospital works naming the emergencies: access and circulations said once, no « A et B et C »', () => {
    const r = writtenFor(
      contextFor('plombier', 'Restructuration du service des urgences du centre hospitalier de Roanne'),
    );
    const comp = r.section('comprehension');
    expect(comp).toMatch(/service des urgences que nomme l’objet/);
    expect(comp).toMatch(
      /l’accès des ambulances et des patients reste assuré, par des circulations maintenues ou déviées/,
    );
    expect(comp).not.toMatch(/des patients et leurs circulations/);
    expect(comp).not.toMatch(TRIPLE_ET);
  });

  it('a hospital job not naming the emergencies says nothing of them', () => {
    const r = writtenFor(contextFor('plombier', 'Rénovation des sanitaires du centre hospitalier de Roanne'));
    expect(r.section('comprehension')).not.toMatch(/urgences|ambulances/);
  });

  itOnRealNotices()('plombier 24-20056 (urgences du CH de Béthune), both profiles', () => {
    const n = realNoticeIfAny('plombier', /service d'accueil des urgences du ch bethune/);
    expect(n).toBeDefined();
    for (const company of PROFILES) {
      const r = writtenFor(realContext(n as NonNullable<typeof n>, company), { seams: false });
      const comp = r.section('comprehension');
      expect(comp).toMatch(
        /l’accès des ambulances et des patients reste assuré, par des circulations maintenues ou déviées/,
      );
      expect(comp).not.toMatch(TRIPLE_ET);
    }
  });
});

describe('the object quoted once', () => {
  it('made-up objects: no département code in brackets, no « ci-après » of the same object', () => {
    const coded = writtenFor(contextFor('couvreur', 'Réfection de la toiture de la salle des sports de Trélazé (49)'));
    expect(coded.text).not.toMatch(/\(49\)/);
    const intro = introOf(coded.section('comprehension'));
    expect(count(intro, /«\u00a0Réfection de la toiture de la salle des sports de Trélazé\u00a0»/)).toBe(1);
    expect(intro).not.toMatch(/ci-après/);

    const relaunched = writtenFor(
      contextFor('etancheur', 'Relance - Réfection de l’étanchéité du Collège Jean-Moulin de Langres'),
    );
    const comp = relaunched.section('comprehension');
    expect(comp).not.toMatch(/ci-après/);
    expect(comp).not.toMatch(/«\u00a0Relance/);
    expect(comp).toMatch(/«\u00a0Réfection de l’étanchéité du [Cc]ollège Jean-Moulin de Langres\u00a0»/);
    // The relaunch is still said, once, by the lots sentence.
    expect(comp).toMatch(/relancée/);
  });

  it('an object whose short name drops more than a code keeps its « ci-après »', () => {
    const r = writtenFor(
      contextFor('plombier', 'Lot 9 - Plomberie - Création d’un espace bien-être au camping de Vienne'),
    );
    // Whatever the short name, the object is never quoted twice identically.
    const comp = introOf(r.section('comprehension'));
    const quoted = [...comp.matchAll(/«\u00a0([^»]+)\u00a0»/g)].map((m) => m[1]);
    expect(new Set(quoted).size).toBe(quoted.length);
  });

  itOnRealNotices()('couvreur 24-20046 and etancheur 24-15588, both profiles', () => {
    const couvreur = realNoticeIfAny('couvreur', /salle polyvalente du puy-saint-bonnet/);
    const etancheur = realNoticeIfAny('etancheur', /relance - reprise de desordres structurels des deux preaux/);
    expect(couvreur).toBeDefined();
    expect(etancheur).toBeDefined();
    for (const company of PROFILES) {
      const c = writtenFor(realContext(couvreur as NonNullable<typeof couvreur>, company), { seams: false });
      expect(c.section('comprehension')).not.toMatch(/\(49\)|ci-après/);
      expect(c.section('comprehension')).toMatch(
        /l’opération «\u00a0Remplacement de la couverture et du chauffage de la salle polyvalente du Puy-Saint-Bonnet\u00a0»/,
      );
      const e = writtenFor(realContext(etancheur as NonNullable<typeof etancheur>, company), { seams: false });
      const comp = e.section('comprehension');
      expect(comp).not.toMatch(/ci-après|«\u00a0Relance/);
      expect(count(introOf(comp), /préaux du collège de Nouzonville\u00a0»/)).toBe(1);
    }
  });
});
