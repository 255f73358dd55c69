/**
 * The company profile ("Mon entreprise"): how complete it is. The response generator states
 * nothing about the company that is not in the profile, so every empty section is a part of
 * the mémoire technique ("Présentation de l'entreprise", "Moyens humains", "Moyens matériels",
 * "Références similaires"…) that will stay silent. Pure: used by the server and the web form.
 */

/** The fields completion looks at; lists only count their entries. */
export interface CompanyCompletionFacts {
  raison_sociale: string | null;
  siret: string | null;
  forme_juridique: string | null;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
  annee_creation: number | null;
  effectifs: readonly { nombre: number }[];
  chiffres_affaires: readonly unknown[];
  qualifications: readonly unknown[];
  assurances: readonly unknown[];
  materiel: readonly unknown[];
  references: readonly unknown[];
}

export const COMPANY_SECTIONS = [
  'identite',
  'annee_creation',
  'effectifs',
  'chiffres_affaires',
  'qualifications',
  'assurances',
  'materiel',
  'references',
] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

export const COMPANY_SECTION_LABELS: Record<CompanySection, string> = {
  identite: 'Identité',
  annee_creation: 'Année de création',
  effectifs: 'Effectifs',
  chiffres_affaires: 'Chiffre d’affaires',
  qualifications: 'Qualifications et certifications',
  assurances: 'Assurances',
  materiel: 'Matériel',
  references: 'Références',
};

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** Is each section filled? Identité needs the raison sociale, SIRET, forme juridique and full address. */
export function companySectionStatus(profile: CompanyCompletionFacts): Record<CompanySection, boolean> {
  return {
    identite:
      filled(profile.raison_sociale) &&
      filled(profile.siret) &&
      filled(profile.forme_juridique) &&
      filled(profile.adresse) &&
      filled(profile.code_postal) &&
      filled(profile.ville),
    annee_creation: profile.annee_creation !== null,
    // A staff list of zeros says nothing about the team.
    effectifs: profile.effectifs.some((row) => row.nombre > 0),
    chiffres_affaires: profile.chiffres_affaires.length > 0,
    qualifications: profile.qualifications.length > 0,
    assurances: profile.assurances.length > 0,
    materiel: profile.materiel.length > 0,
    references: profile.references.length > 0,
  };
}

/** The share of the 8 sections filled (rounded down, so 100 only when all are) and the French labels of the others. */
export function companyCompletion(profile: CompanyCompletionFacts): { percent: number; missing: string[] } {
  const status = companySectionStatus(profile);
  const missing = COMPANY_SECTIONS.filter((section) => !status[section]);
  const done = COMPANY_SECTIONS.length - missing.length;
  return {
    percent: Math.floor((done * 100) / COMPANY_SECTIONS.length),
    missing: missing.map((section) => COMPANY_SECTION_LABELS[section]),
  };
}
