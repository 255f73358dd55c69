/**
 * Reading the `donnees` (and `gestion`) trees of every vintage, one file per group of fields
 * (cpv, money, lots, criteria, duration, place, buyer, links, deadline, kind, text). Paths known
 * from real notices are tried first; the CPV codes, amounts, durations, criteria and links are also
 * found by walking the whole tree for their keys, because several vintages coexist in the feed and
 * the newest ones (eForms, national 2024+) are not documented by the source. This file: which
 * vintage a tree is, and where the notice starts in it.
 */
import { child, isObject, localName } from '../tree.ts';
import type { DonneesFormat } from '../types.ts';

export interface Donnees {
  format: DonneesFormat;
  /** The whole parsed `donnees`. */
  tree: unknown;
  /** Where the notice itself starts: the eForms notice element, the national family element, or the tree. */
  root: unknown;
}

const EFORMS_ROOT = /^(ContractNotice|ContractAwardNotice|PriorInformationNotice|[A-Z][A-Za-z]*Notice)$/;
const NATIONAL_MARKERS = new Set([
  'organisme',
  'initial',
  'rectificatif',
  'annulation',
  'attribution',
  'avisInitial',
  'natureMarche',
]);

function hasEformsKeys(node: unknown): boolean {
  return isObject(node) && Object.keys(node).some((k) => /^(cbc|cac|efac|efbc|ext):/.test(k));
}

/** Which vintage a `donnees` tree is, and where the notice starts in it. */
export function detectDonnees(tree: unknown, sourceSchema: string | null): Donnees {
  if (tree === undefined || tree === null) {
    return { format: 'none', tree, root: tree };
  }
  if (!isObject(tree)) {
    return { format: 'unknown', tree, root: tree };
  }
  const eforms = child(tree, 'EFORMS');
  const container = isObject(eforms) ? eforms : tree;
  for (const [key, value] of Object.entries(container)) {
    if (EFORMS_ROOT.test(localName(key)) && isObject(value)) {
      return { format: 'eforms', tree, root: value };
    }
  }
  if (isObject(eforms) || hasEformsKeys(tree)) {
    return { format: 'eforms', tree, root: isObject(eforms) ? eforms : tree };
  }
  if (Object.keys(tree).some((k) => NATIONAL_MARKERS.has(k))) {
    return { format: 'national', tree, root: tree };
  }
  for (const value of Object.values(tree)) {
    if (isObject(value) && Object.keys(value).some((k) => NATIONAL_MARKERS.has(k))) {
      return { format: 'national', tree, root: value };
    }
  }
  const schema = sourceSchema ?? '';
  if (/v110/i.test(schema) || 'IDENT' in tree || 'DELAI' in tree) {
    return { format: 'v110', tree, root: tree };
  }
  if (/v2\d\d/i.test(schema) || 'IDENTITE' in tree || 'OBJET' in tree || 'ATTRIBUTION' in tree) {
    return { format: 'v230', tree, root: tree };
  }
  return { format: 'unknown', tree, root: tree };
}
