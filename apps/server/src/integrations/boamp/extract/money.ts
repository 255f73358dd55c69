/** Amounts: a money leaf in cents, the estimated value, the awarded value. */
import { attribute, child, isObject, textOf, walk } from '../tree.ts';
import { amountToCents } from '../values.ts';
import { AWARD_KEY, deepFind, LOT_KEY } from './walk.ts';

/** An amount leaf (`{"@currencyID":"EUR","#text":…}`, `{"@DEVISE":…}`, `{valeur, devise}`, a number…) → cents, EUR only. */
export function moneyOf(value: unknown): number | null {
  if (Array.isArray(value)) {
    return moneyOf(value[0]);
  }
  if (isObject(value)) {
    const currency =
      attribute(value, 'currencyID') ??
      attribute(value, 'DEVISE') ??
      attribute(value, 'currency') ??
      textOf(child(value, 'devise')) ??
      textOf(child(value, 'DEVISE')) ??
      textOf(child(value, 'monnaie'));
    if (currency !== null && currency.toUpperCase() !== 'EUR') {
      return null;
    }
    const amount =
      textOf(value) ??
      textOf(child(value, 'valeur')) ??
      textOf(child(value, 'montant')) ??
      textOf(child(value, 'VALEUR')) ??
      textOf(child(value, 'MONTANT')) ??
      textOf(child(value, 'value'));
    return amount === null ? null : amountToCents(amount);
  }
  return amountToCents(typeof value === 'string' ? value : typeof value === 'number' ? value : null);
}

/** Keys of an estimated value, in order of preference (exact local names). */
const ESTIMATE_KEYS: readonly (readonly string[])[] = [
  [
    'VALEUR',
    'VALEUR_ESTIMEE',
    'VALEUR_TOTALE',
    'EstimatedOverallContractAmount',
    'valeurEstimee',
    'valeurTotaleEstimee',
    'valeurEstimeeHT',
    'montantEstime',
    'montantEstimatif',
    'montantTotalEstime',
    'estimationValeur',
    'valeurTotale',
    'valeurGlobale',
  ],
  [
    'VALEUR_MAX',
    'FrameworkMaximumAmount',
    'MaximumValueAmount',
    'valeurMax',
    'valeurMaximale',
    'montantMax',
    'montantMaximum',
  ],
];

/** The estimated value of a subtree; `lots: false` leaves the lots out (notice-level value). */
export function estimateOf(node: unknown, options: { lots: boolean }): number | null {
  for (const keys of ESTIMATE_KEYS) {
    let found: number | null = null;
    walk(node, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (found !== null || AWARD_KEY.test(key) || (!options.lots && LOT_KEY.test(key))) {
        return false;
      }
      if (keys.includes(key)) {
        found = moneyOf(value);
        return false;
      }
      return true;
    });
    if (found !== null) {
      return found;
    }
  }
  return null;
}

const AWARD_TOTAL_KEYS = ['TotalAmount', 'VALEUR_TOTALE', 'montantTotal', 'montantTotalAttribue', 'valeurTotale'];
const AWARD_ITEM_KEYS = ['MONTANT', 'PayableAmount', 'montantAttribue', 'montant', 'montantMarche', 'VALEUR'];

/** The awarded value of a result notice: the total when given, else the sum of the awarded amounts. */
export function awardedAmountOf(node: unknown): number | null {
  const awards: unknown[] = [];
  walk(node, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^(ATTRIBUTION|NoticeResult|attribution|attributions|resultat|resultats)$/.test(key)) {
      awards.push(value);
      return false;
    }
    return true;
  });
  for (const award of awards) {
    const total = deepFind(award, AWARD_TOTAL_KEYS);
    const cents = total === undefined ? null : moneyOf(total);
    if (cents !== null) {
      return cents;
    }
  }
  let sum = 0;
  let seen = false;
  for (const award of awards) {
    walk(award, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (AWARD_ITEM_KEYS.includes(key)) {
        const cents = moneyOf(value);
        if (cents !== null) {
          sum += cents;
          seen = true;
        }
        return false;
      }
      return true;
    });
  }
  return seen ? sum : null;
}
