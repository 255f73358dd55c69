/**
 * Issue 13, round 6: a crèche is no school — the letter, the staffing, the references and the
 * guarantees name it as an « établissement d’accueil du jeune enfant » and plan around the children's
 * hours; a school reference is not said to share its use.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, writtenFor } from '../../../../test/writing.ts';

function responseTo(title: string) {
  const r = writtenFor(contextFor('menuisier', title), { seams: false, retired: false });
  return {
    letter: r.letter,
    section: r.section,
    all: [r.letter, ...r.content.memoire_sections.map((s) => s.body)].join('\n'),
  };
}

describe('a crèche is answered as a crèche', () => {
  it('names the early-childhood establishment, never a school, and plans around the children’s hours', () => {
    const r = responseTo('Remplacement des portes intérieures de la crèche municipale Les Petits Loups');
    expect(r.all).not.toMatch(/établissement scolaire|hors temps scolaire/);
    expect(r.letter).toMatch(/établissement d’accueil du jeune enfant/);
    expect(r.section('garanties')).toMatch(/hors des heures d’accueil des enfants/);
    // The company's school roof (Vénissieux) shares no use with a crèche.
    expect(r.section('references')).not.toMatch(/En commun avec[^.]*: établissement/);
  });

  it('keeps the school wording for a school', () => {
    const r = responseTo('Remplacement des portes intérieures du groupe scolaire Jean-Jaurès');
    expect(r.all).toMatch(/établissement scolaire/);
    expect(r.section('garanties')).toMatch(/hors temps scolaire/);
    expect(r.all).not.toMatch(/jeune enfant/);
  });
});
