/** The response deadline written in `donnees`. */
import { asArray, child, first, isObject, leafTexts, objectsOf, path, textOf, walk } from '../tree.ts';
import { parseDeadline } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { deepFind } from './walk.ts';

const DEADLINE_KEYS = [
  'dateLimiteReponse',
  'dateLimiteRemiseOffres',
  'dateLimiteReceptionOffres',
  'dateReceptionOffres',
  'receptionOffres',
  'dateLimiteReception',
  'dateLimiteCandidature',
  'dateLimiteRemiseCandidatures',
  'DATE_LIMITE_REPONSE',
];

/** The deadline written in `donnees`, for notices whose flat field and gestion say nothing. */
export function deadlineInDonnees(donnees: Donnees): string | null {
  const { format, root } = donnees;
  if (format === 'v230') {
    return (
      parseDeadline(textOf(first(root, 'CONDITION_DELAI', 'RECEPT_OFFRES'))) ??
      parseDeadline(textOf(first(root, 'CONDITION_DELAI', 'RECEPT_CANDIDAT')))
    );
  }
  if (format === 'v110') {
    // A 2006 rectificatif: "date limite de réception des offres" … lire: "24 juillet 2006, à 12 heures".
    for (const rectif of objectsOf(child(root, 'RECTIF'))) {
      const headings = asArray(rectif.RUB_INIT).map(textOf);
      const corrected = asArray(rectif.LIRE).map(textOf);
      for (const [i, heading] of headings.entries()) {
        if (heading !== null && /date limite/i.test(heading)) {
          const deadline = parseDeadline(corrected[i] ?? null);
          if (deadline !== null) {
            return deadline;
          }
        }
      }
    }
    const hint = leafTexts(first(root, 'DELAI', 'AUTRES')).join(' ') || null;
    return (
      parseDeadline(textOf(first(root, 'DELAI', 'RECEPT_OFFRES')), hint) ??
      parseDeadline(textOf(first(root, 'DELAI', 'RECEPT_CANDIDAT')), hint)
    );
  }
  if (format === 'eforms') {
    const periods = path(root, 'cac:TenderingProcess', 'cac:TenderSubmissionDeadlinePeriod');
    walk(root, ({ path: trail, value }) => {
      if (trail[trail.length - 1] === 'TenderSubmissionDeadlinePeriod' && !periods.includes(value)) {
        periods.push(...asArray(value));
      }
      return true;
    });
    const deadlines = periods
      .map((period) => {
        const date = textOf(child(period, 'cbc:EndDate'));
        const time = textOf(child(period, 'cbc:EndTime'));
        if (date === null) {
          return null;
        }
        if (time === null) {
          return parseDeadline(date);
        }
        const day = date.slice(0, 10);
        const clock = /^(\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})?$/.exec(time);
        const zone = clock?.[2] ?? /([+-]\d{2}:\d{2}|Z)$/.exec(date)?.[1] ?? '';
        return clock ? parseDeadline(`${day}T${clock[1]}${zone}`) : parseDeadline(day);
      })
      .filter((d) => d !== null)
      .sort();
    return deadlines[0] ?? null;
  }
  const value = deepFind(root, DEADLINE_KEYS, /^(ancien.*|avant|texteInitial|valeurInitiale|initiale?)$/i);
  if (value === undefined) {
    return null;
  }
  if (isObject(value)) {
    const date = textOf(value.date ?? value.jour);
    const time = textOf(value.heure ?? value.time);
    return parseDeadline(date === null ? textOf(value) : time === null ? date : `${date.slice(0, 10)}T${time}`);
  }
  return parseDeadline(textOf(value));
}
