import { describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS, companyCompletion, companySectionStatus, type CompanyCompletionFacts } from './company.ts';

const EMPTY: CompanyCompletionFacts = {
  raison_sociale: null,
  siret: null,
  forme_juridique: null,
  adresse: null,
  code_postal: null,
  ville: null,
  annee_creation: null,
  effectifs: [],
  chiffres_affaires: [],
  qualifications: [],
  assurances: [],
  materiel: [],
  references: [],
};

const FULL: CompanyCompletionFacts = {
  raison_sociale: 'Toitures Martin',
  siret: '73282932000074',
  forme_juridique: 'SARL',
  adresse: '12 rue des Tuiliers',
  code_postal: '69003',
  ville: 'Lyon',
  annee_creation: 2009,
  effectifs: [{ nombre: 4 }],
  chiffres_affaires: [{ annee: 2024, montant_ht_cents: 85_000_000 }],
  qualifications: [{}],
  assurances: [{}],
  materiel: [{}],
  references: [{}],
};

describe('companyCompletion', () => {
  it('is 0 % with every section missing, in order, for an empty profile', () => {
    expect(companyCompletion(EMPTY)).toEqual({
      percent: 0,
      missing: [
        'Identité',
        'Année de création',
        'Effectifs',
        'Chiffre d’affaires',
        'Qualifications et certifications',
        'Assurances',
        'Matériel',
        'Références',
      ],
    });
  });

  it('is 100 % with nothing missing for a full profile', () => {
    expect(companyCompletion(FULL)).toEqual({ percent: 100, missing: [] });
    expect(Object.values(companySectionStatus(FULL)).every(Boolean)).toBe(true);
  });

  it('needs every identity field: raison sociale, SIRET, forme juridique, adresse, code postal, ville', () => {
    for (const field of ['raison_sociale', 'siret', 'forme_juridique', 'adresse', 'code_postal', 'ville'] as const) {
      const profile = { ...FULL, [field]: null };
      expect(companyCompletion(profile), field).toEqual({ percent: 87, missing: ['Identité'] });
      expect(companyCompletion({ ...FULL, [field]: '   ' }).missing, field).toEqual(['Identité']);
    }
  });

  it('counts each of the 8 sections once, rounding down', () => {
    expect(COMPANY_SECTIONS).toHaveLength(8);
    expect(companyCompletion({ ...EMPTY, annee_creation: 1998 })).toEqual({
      percent: 12,
      missing: expect.not.arrayContaining(['Année de création']) as unknown as string[],
    });
    expect(companyCompletion({ ...EMPTY, materiel: [{}], references: [{}, {}] }).percent).toBe(25);
    expect(companyCompletion({ ...FULL, qualifications: [], assurances: [] })).toEqual({
      percent: 75,
      missing: ['Qualifications et certifications', 'Assurances'],
    });
  });

  it('does not count a staff list of zeros', () => {
    expect(companyCompletion({ ...FULL, effectifs: [{ nombre: 0 }] }).missing).toEqual(['Effectifs']);
    expect(companyCompletion({ ...FULL, effectifs: [{ nombre: 0 }, { nombre: 1 }] }).missing).toEqual([]);
  });
});
