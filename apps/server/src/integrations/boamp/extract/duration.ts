/** Contract duration in months. */
import { attribute, child, isObject, textOf, walk } from '../tree.ts';
import { durationInText, monthsBetween, toMonths } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { lotObjects } from './lots.ts';
import { AWARD_KEY, LOT_KEY } from './walk.ts';

const NOT_DURATION =
  /^(CONDITION_DELAI|DELAI|VALIDITE.*|.*Validity.*|validite.*|delaiValidite.*|RENOUVELLEMENT.*|.*Renewal.*|reconduction.*)$/i;

function durationHere(value: unknown, key: string): number | null {
  if (/^(DUREE_MOIS|dureeMois|nbMois|dureeEnMois|dureeMarcheMois)$/.test(key)) {
    return toMonths(Number(textOf(value)), 'month');
  }
  if (/^(DUREE_JOUR|DUREE_JOURS|dureeJours|nbJours|dureeEnJours)$/.test(key)) {
    return toMonths(Number(textOf(value)), 'day');
  }
  if (/^(DUREE_ANNEE|dureeAnnees|nbAnnees)$/.test(key)) {
    return toMonths(Number(textOf(value)), 'year');
  }
  if (key === 'DurationMeasure') {
    const unit = (attribute(value, 'unitCode') ?? 'MONTH').toUpperCase();
    const amount = Number(textOf(value));
    return toMonths(
      amount,
      unit.startsWith('DAY') ? 'day' : unit.startsWith('YEAR') ? 'year' : unit.startsWith('WEEK') ? 'week' : 'month',
    );
  }
  if (/^(EN_DUREE|duree|dureeMarche|DUREE)$/.test(key) && typeof value === 'string') {
    return durationInText(value);
  }
  return null;
}

function durationIn(node: unknown, options: { lots: boolean }): number | null {
  let found: number | null = null;
  walk(node, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (found !== null || NOT_DURATION.test(key) || AWARD_KEY.test(key) || (!options.lots && LOT_KEY.test(key))) {
      return false;
    }
    const months = durationHere(value, key);
    if (months !== null) {
      found = months;
      return false;
    }
    if (isObject(value)) {
      const start = textOf(value.DATE_DEBUT ?? value.dateDebut ?? child(value, 'cbc:StartDate'));
      const end = textOf(value.DATE_FIN ?? value.dateFin ?? child(value, 'cbc:EndDate'));
      const between = monthsBetween(start, end);
      if (between !== null && !/Deadline|Submission/i.test(key)) {
        found = between;
        return false;
      }
    }
    return true;
  });
  return found;
}

/** Contract duration in months (not the validity of the offers); the longest lot's when only lots say. */
export function durationOf(donnees: Donnees): number | null {
  const notice = durationIn(donnees.root, { lots: false });
  if (notice !== null) {
    return notice;
  }
  const perLot = lotObjects(donnees.root)
    .map((lot) => durationIn(lot, { lots: true }))
    .filter((m) => m !== null);
  return perLot.length > 0 ? Math.max(...perLot) : null;
}
