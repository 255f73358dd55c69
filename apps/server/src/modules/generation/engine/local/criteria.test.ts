import { describe, expect, it } from 'vitest';
import { tenderAnalysisSchema, type TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import { makeContext } from '../../../../test/fixtures/generation.ts';
import { dceCriteria, planSections, sectionsForCriterion, weightLabel, withDceCriteria } from './criteria.ts';

describe('criteria mapping', () => {
  it('maps usual criteria labels to the sections that answer them', () => {
    expect(sectionsForCriterion('Prix des prestations')).toEqual({ kind: 'prix', sections: [] });
    expect(sectionsForCriterion('Coût global')).toEqual({ kind: 'prix', sections: [] });
    expect(sectionsForCriterion('Délais d’exécution').sections).toEqual(['planning']);
    expect(sectionsForCriterion('Performances en matière de protection de l’environnement').sections).toEqual([
      'environnement',
    ]);
    expect(sectionsForCriterion('Moyens humains et matériels').sections.sort()).toEqual([
      'moyens_humains',
      'moyens_materiels',
    ]);
    expect(sectionsForCriterion('Valeur technique').sections).toContain('methodologie');
    expect(sectionsForCriterion('Valeur technique').kind).toBe('technique');
  });

  it('puts weighted criteria first, heaviest first, then unweighted in the notice order', () => {
    const plan = planSections([
      { label: 'Prix', weight: 50 },
      { label: 'Délais', weight: 10 },
      { label: 'Sécurité et hygiène', weight: 15 },
      { label: 'Références', weight: null },
    ]);
    expect(plan.map((p) => p.key).slice(0, 4)).toEqual(['securite', 'planning', 'presentation', 'references']);
    expect(plan[0]?.criterion).toEqual({ label: 'Sécurité et hygiène', weight: 15 });
    expect(plan).toHaveLength(11);
  });

  it('reads weights as percentages or points', () => {
    expect(
      weightLabel(60, [
        { label: 'a', weight: 60 },
        { label: 'b', weight: 40 },
      ]),
    ).toBe('60\u00a0%');
    expect(
      weightLabel(60, [
        { label: 'a', weight: 60 },
        { label: 'b', weight: 100 },
      ]),
    ).toBe('60\u00a0points');
    expect(weightLabel(null, [])).toBeNull();
  });
});

describe('the RC’s criteria (issue 16)', () => {
  const analysis = (criteres_detail: NonNullable<TenderAnalysis['criteres_detail']>): TenderAnalysis =>
    tenderAnalysisSchema.parse({
      analysed_at: '2026-11-26T08:00:00.000Z',
      fichiers: [{ fichier: 'RC.pdf', role: 'rc', text_status: 'text' }],
      lots: [],
      criteres: criteres_detail.map((c) => ({
        critere: c.critere,
        ponderation: c.ponderation,
        fichier: c.fichier,
        page: c.page,
      })),
      criteres_detail,
      date_limite: null,
      visite: null,
      variantes: null,
      forme_prix: { forme: 'inconnue', texte: null },
      duree: null,
      normes: [],
      contraintes: [],
      avertissements: [],
    });
  const criterion = (critere: string, ponderation: number | null, sous: [string, number | null][] = []) => ({
    critere,
    ponderation,
    unite: '%' as const,
    fichier: 'RC.pdf',
    page: 4,
    article: '8',
    sous_criteres: sous.map(([label, weight]) => ({
      critere: label,
      ponderation: weight,
      unite: null,
      fichier: 'RC.pdf',
      page: 4,
    })),
  });

  it('replaces a weighted criterion by its weighted sub-criteria, brought back to the whole when given out of 100', () => {
    const criteria = dceCriteria(
      analysis([
        criterion('Prix', 40),
        criterion('Valeur technique', 60, [
          ['Méthodologie', 50],
          ['Moyens humains', 30],
          ['Environnement', 20],
        ]),
      ]),
    );
    expect(criteria).toEqual([
      { label: 'Prix', weight: 40 },
      { label: 'Méthodologie (valeur technique)', weight: 30 },
      { label: 'Moyens humains (valeur technique)', weight: 18 },
      { label: 'Environnement (valeur technique)', weight: 12 },
    ]);
    expect(
      planSections(criteria ?? [])
        .map((p) => p.key)
        .slice(0, 4),
    ).toEqual(['comprehension', 'methodologie', 'moyens_humains', 'environnement']);
  });

  it('keeps sub-weights already on the whole, names unweighted sub-criteria in their criterion, and keeps the notice’s criteria without an RC', () => {
    expect(
      dceCriteria(
        analysis([
          criterion('Valeur technique', 60, [
            ['Méthodologie', 40],
            ['Délais', 20],
          ]),
          criterion('Prix', 40),
        ]),
      ),
    ).toEqual([
      { label: 'Méthodologie (valeur technique)', weight: 40 },
      { label: 'Délais (valeur technique)', weight: 20 },
      { label: 'Prix', weight: 40 },
    ]);
    expect(
      dceCriteria(
        analysis([
          criterion('Valeur technique', 60, [
            ['Planning', null],
            ['Sécurité', null],
          ]),
        ]),
      ),
    ).toEqual([{ label: 'Valeur technique (planning, sécurité)', weight: 60 }]);
    const tender = makeContext().tender;
    expect(withDceCriteria(tender, null)).toBe(tender);
    expect(withDceCriteria(tender, { analysis: analysis([]), requirements: [], rc: [] })).toBe(tender);
  });
});
