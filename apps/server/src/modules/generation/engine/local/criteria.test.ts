import { describe, expect, it } from 'vitest';
import { planSections, sectionsForCriterion, weightLabel } from './criteria.ts';

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
