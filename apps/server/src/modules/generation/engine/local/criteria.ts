import { MEMOIRE_SECTION_KEYS, type MemoireSectionKey } from '@batiao/shared/contracts/generation';
import type { DceFacts } from '@batiao/shared/contracts/generation-engine';
import type { TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { clean, fold } from './text.ts';

/**
 * The award criteria of the notice, mapped to the mémoire's sections: the mémoire mirrors the
 * criteria so that the buyer's analyst finds the answer to each where expected. Price criteria
 * map to no section (the price is in the DPGF or the BPU).
 */

export type Criterion = TenderDetail['criteria'][number];

export interface CriterionMapping {
  criterion: Criterion;
  /** Position in the notice (criteria without weight keep the notice's order of importance). */
  index: number;
  kind: 'prix' | 'technique';
  sections: MemoireSectionKey[];
}

const TECHNICAL_DEFAULT: MemoireSectionKey[] = [
  'comprehension',
  'methodologie',
  'moyens_humains',
  'moyens_materiels',
  'planning',
  'qualite',
];

const SPECIFIC: { pattern: RegExp; sections: MemoireSectionKey[] }[] = [
  { pattern: /delai|planning|calendrier|duree d'execution|phasage/, sections: ['planning'] },
  { pattern: /environnement|dechet|developpement durable|carbone|ecologi|nuisance|energ/, sections: ['environnement'] },
  { pattern: /securite|hygiene|sante|prevention|ppsps/, sections: ['securite'] },
  {
    pattern: /moyens? humains|personnel|effectif|encadrement|equipe|competence|qualification|insertion|sociale?/,
    sections: ['moyens_humains'],
  },
  { pattern: /materiel|moyens techniques|equipement|outillage/, sections: ['moyens_materiels'] },
  {
    pattern:
      /methodo|mode operatoire|modes operatoires|organisation|procede|modalites d'execution|note technique|memoire technique|installation de chantier|phasage/,
    sections: ['methodologie', 'comprehension'],
  },
  { pattern: /qualite|controle|autocontrole|fiches? techniques?|produits|materiaux/, sections: ['qualite'] },
  { pattern: /references?|experience|realisations/, sections: ['references', 'presentation'] },
  { pattern: /garantie|sav|service apres|maintenance|intervention|assistance|entretien/, sections: ['garanties'] },
];

/** "Moyens humains et matériels" → both; "Valeur technique" → the technical sections. */
export function sectionsForCriterion(label: string): { kind: 'prix' | 'technique'; sections: MemoireSectionKey[] } {
  const folded = fold(label);
  const technical = /technique|methodo|qualite|moyens|delai|environnement|securite/.test(folded);
  if (!technical && /prix|cout|montant|offre financiere|financier|tarif|economique/.test(folded)) {
    return { kind: 'prix', sections: [] };
  }
  const found: MemoireSectionKey[] = [];
  for (const { pattern, sections } of SPECIFIC) {
    if (pattern.test(folded)) {
      found.push(...sections);
    }
  }
  if (/moyens?$|moyens (humains )?et (materiels|techniques)/.test(folded)) {
    found.push('moyens_humains', 'moyens_materiels');
  }
  if (found.length === 0) {
    return { kind: 'technique', sections: [...TECHNICAL_DEFAULT] };
  }
  return { kind: 'technique', sections: [...new Set(found)] };
}

/**
 * « Critères énoncés dans le cahier des charges » (the notice's CRITERES_CCTP): a pointer to the
 * criteria, not a criterion — no section is titled by it and no order follows from it.
 */
const POINTER =
  /^crit[eè]res?\s+(?:d['’]attribution\s+)?(?:énoncés|enoncés|indiqués|définis|mentionnés|fixés|précisés|figurant)\b/iu;

export function mapCriteria(criteria: readonly Criterion[]): CriterionMapping[] {
  return criteria
    .filter((c) => clean(c.label) !== '' && !POINTER.test(clean(c.label)))
    .map((criterion, index) => ({
      criterion: { label: clean(criterion.label), weight: criterion.weight },
      index,
      ...sectionsForCriterion(criterion.label),
    }));
}

export interface SectionPlan {
  key: MemoireSectionKey;
  criterion: Criterion | null;
}

/**
 * The sections in the order of the criteria: the sections answering the heaviest criterion first
 * (criteria without weight after the weighted ones, in the notice's order), each section under the
 * first criterion that claims it; then the remaining sections in the default order.
 */
export function planSections(criteria: readonly Criterion[]): SectionPlan[] {
  const mappings = mapCriteria(criteria).filter((m) => m.kind === 'technique');
  const ranked = [...mappings].sort((a, b) => {
    const wa = a.criterion.weight;
    const wb = b.criterion.weight;
    if (wa !== null && wb !== null && wa !== wb) {
      return wb - wa;
    }
    if (wa !== null && wb === null) {
      return -1;
    }
    if (wa === null && wb !== null) {
      return 1;
    }
    return a.index - b.index;
  });
  const plan: SectionPlan[] = [];
  const placed = new Set<MemoireSectionKey>();
  for (const mapping of ranked) {
    const ordered = MEMOIRE_SECTION_KEYS.filter((k) => mapping.sections.includes(k) && !placed.has(k));
    for (const key of ordered) {
      placed.add(key);
      plan.push({ key, criterion: mapping.criterion });
    }
  }
  for (const key of MEMOIRE_SECTION_KEYS) {
    if (!placed.has(key)) {
      plan.push({ key, criterion: null });
    }
  }
  return plan;
}

/** « 60 % » or « 60 points » depending on how the notice counts. */
export function weightLabel(weight: number | null, criteria: readonly Criterion[]): string | null {
  if (weight === null) {
    return null;
  }
  const total = criteria.reduce((sum, c) => sum + (c.weight ?? 0), 0);
  const value = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(weight);
  return total > 100.5 ? `${value}\u00a0points` : `${value}\u00a0%`;
}

export function priceCriteria(criteria: readonly Criterion[]): Criterion[] {
  return mapCriteria(criteria)
    .filter((m) => m.kind === 'prix')
    .map((m) => m.criterion);
}

/* ------------------------------------------------------------------ the RC's criteria (issue 16) */

type DceCriterion = TenderAnalysis['criteres'][number] | NonNullable<TenderAnalysis['criteres_detail']>[number];

/** The sub-criteria of an RC criterion, when the analysis gives them (`criteres_detail[].sous_criteres`). */
function subCriteriaOf(criterion: DceCriterion): Criterion[] {
  const raw = (criterion as { sous_criteres?: unknown }).sous_criteres;
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      return [];
    }
    const o = item as Record<string, unknown>;
    const label = [o.critere, o.libelle, o.label, o.texte].find((x): x is string => typeof x === 'string');
    const weight = [o.ponderation, o.weight].find((x): x is number => typeof x === 'number' && Number.isFinite(x));
    return label && clean(label) !== '' ? [{ label: clean(label), weight: weight ?? null }] : [];
  });
}

/**
 * The RC's award criteria as the mémoire follows them: each criterion, or its sub-criteria when the
 * RC weighs them (« Valeur technique 60 % : méthodologie 30, moyens 20, environnement 10 »), the
 * sub-criterion named with its criterion. Sub-weights given out of 100 within their criterion are
 * brought back to the whole; sub-criteria without weights are named in their criterion, which keeps
 * its weight. Null when the RC gives no criterion: the notice's are kept.
 */
export function dceCriteria(analysis: TenderAnalysis | null | undefined): Criterion[] | null {
  // The detailed list (units, sub-criteria) when the analysis gives it, the same criteria otherwise.
  const criteria: DceCriterion[] =
    analysis?.criteres_detail && analysis.criteres_detail.length > 0
      ? analysis.criteres_detail
      : (analysis?.criteres ?? []);
  if (criteria.length === 0) {
    return null;
  }
  const out: Criterion[] = [];
  for (const c of criteria) {
    const subs = subCriteriaOf(c);
    if (subs.length === 0) {
      out.push({ label: clean(c.critere), weight: c.ponderation });
      continue;
    }
    // Sub-criteria without weights: the criterion keeps its weight and names them (their words
    // choose its sections).
    if (subs.every((sub) => sub.weight === null)) {
      out.push({
        label: `${clean(c.critere)} (${subs.map((sub) => lowerFirstWord(sub.label)).join(', ')})`,
        weight: c.ponderation,
      });
      continue;
    }
    const sum = subs.reduce((total, s) => total + (s.weight ?? 0), 0);
    const scale =
      c.ponderation !== null &&
      c.ponderation < 99.5 &&
      Math.abs(sum - 100) < 0.5 &&
      subs.every((s) => s.weight !== null)
        ? c.ponderation / 100
        : 1;
    for (const s of subs) {
      out.push({
        label: `${s.label} (${lowerFirstWord(clean(c.critere))})`,
        weight: s.weight === null ? null : Math.round(s.weight * scale * 100) / 100,
      });
    }
  }
  return out;
}

const lowerFirstWord = (text: string) =>
  /^[A-ZÀ-Ý][a-zà-ÿ]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

/** The tender with the RC's criteria in place of the notice's, when the user's files give them. */
export function withDceCriteria(tender: TenderDetail, dce: DceFacts | null | undefined): TenderDetail {
  const criteria = dceCriteria(dce?.analysis);
  return criteria ? { ...tender, criteria } : tender;
}
