/** Award criteria and their weights, from the structured trees or free text. */
import { asArray, attribute, child, isObject, leafTexts, objectsOf, textOf, walk } from '../tree.ts';
import type { NoticeCriterion } from '../types.ts';
import { plainText } from '../values.ts';
import type { Donnees } from './donnees.ts';

function toWeight(value: unknown): number | null {
  const text = textOf(value);
  if (text === null) {
    return null;
  }
  const match = /(\d{1,4}(?:[.,]\d+)?)/.exec(text);
  const weight = match?.[1] ? Number(match[1].replace(',', '.')) : Number.NaN;
  return Number.isFinite(weight) ? weight : null;
}

function cleanLabel(text: string): string {
  return plainText(text)
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s:;.,\-–—•*]+|[\s:;.,\-–—•*]+$/g, '')
    .replace(/\s+/g, ' ');
}

/** A free-text list ("- valeur technique : 60 %;- prix : 40 %.") → criteria with their weights. */
export function criteriaInText(text: string): NoticeCriterion[] {
  // "2. Prix : 40.3. Délai : 10." — a weight followed by the next item's number.
  const body = plainText(text).replace(/(\d)\.(\d{1,2})\.\s+(?=\p{Lu})/gu, '$1; $2. ');
  let chunks = body.split(/\s*(?:;|\n|•)\s*/);
  if (chunks.filter((c) => c.trim() !== '').length <= 1) {
    chunks = body.split(/(?:^|\s)[-–—]\s+|[-–—](?=\p{Lu})|(?:^|\s)\d{1,2}\s*[).]\s+(?=\p{L})/u);
  }
  const found: NoticeCriterion[] = [];
  for (const chunk of chunks) {
    const item = chunk.replace(/^\s*(?:[-–—*]\s*|\d{1,2}\s*[).]\s*)+/u, '').trim();
    const weightMatch =
      /pond[ée]ration\s*(?:de\s*)?:?\s*(\d{1,3}(?:[.,]\d+)?)\s*(?:%|pour\s?cent|points?\b|pts\b)?/i.exec(item) ??
      /(\d{1,3}(?:[.,]\d+)?)\s*(?:%|pour\s?cent|points?\b|pts\b)/i.exec(item) ??
      /:\s*(\d{1,3}(?:[.,]\d+)?)\s*\.?\s*$/.exec(item);
    const rest = weightMatch ? item.replace(weightMatch[0], ' ') : item;
    const colon = rest.indexOf(':');
    const head = colon > 2 ? cleanLabel(rest.slice(0, colon)) : '';
    const label = head.length >= 3 ? head : cleanLabel(rest);
    if (label.length < 2 || /^pond[ée]ration$/i.test(label)) {
      continue;
    }
    found.push({ label, weight: weightMatch?.[1] ? Number(weightMatch[1].replace(',', '.')) : null });
  }
  // An introduction ("… selon les critères suivants") is no criterion when the others have weights.
  return found.some((c) => c.weight !== null)
    ? found.filter((c) => c.weight !== null || !/crit[èe]res?/i.test(c.label))
    : found;
}

const CAHIER_DES_CHARGES = 'Critères énoncés dans le cahier des charges';

function legacyCriteria(node: unknown, into: NoticeCriterion[]): void {
  walk(node, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (key === 'CRITERE') {
      for (const item of asArray(value)) {
        const label = textOf(item);
        if (label !== null) {
          into.push({ label: cleanLabel(label), weight: toWeight(attribute(item, 'POIDS') ?? child(item, 'POIDS')) });
        }
      }
      return false;
    }
    if (key === 'CRITERES_PRIX' || key === 'CRITERES_COUT') {
      into.push({ label: key === 'CRITERES_PRIX' ? 'Prix' : 'Coût', weight: toWeight(child(value, 'POIDS')) });
      return false;
    }
    if (key === 'CRITERES_CCTP' || key === 'CRITERES_DOCUMENT') {
      into.push({ label: CAHIER_DES_CHARGES, weight: null });
      return false;
    }
    if (key === 'CRITERES_LIBRE' || key === 'LISTE' || key === 'CRITERES_TEXTE') {
      for (const text of leafTexts(value)) {
        into.push(...criteriaInText(text));
      }
      return false;
    }
    return !/^(TITRE|CRITERES_LISTE)$/.test(key);
  });
}

function eformsCriteria(root: unknown, into: NoticeCriterion[]): void {
  walk(root, ({ path: trail, value }) => {
    if (trail[trail.length - 1] !== 'AwardingCriterion') {
      return true;
    }
    for (const criterion of objectsOf(value)) {
      const subs = objectsOf(child(criterion, 'cac:SubordinateAwardingCriterion'));
      for (const sub of subs.length > 0 ? subs : [criterion]) {
        const type = textOf(child(sub, 'cbc:AwardingCriterionTypeCode'));
        const label =
          textOf(child(sub, 'cbc:Name')) ??
          textOf(child(sub, 'cbc:Description')) ??
          (type === 'price' ? 'Prix' : type === 'cost' ? 'Coût' : type === 'quality' ? 'Qualité' : null);
        if (label === null) {
          continue;
        }
        let weight: number | null = null;
        walk(sub, ({ path: inner, value: parameter }) => {
          if (inner[inner.length - 1] !== 'AwardCriterionParameter') {
            return !/^SubordinateAwardingCriterion$/.test(inner[inner.length - 1] ?? '');
          }
          for (const p of objectsOf(parameter)) {
            const code = child(p, 'efbc:ParameterCode');
            const list = attribute(code, 'listName') ?? '';
            if (weight === null && (list === '' || /weight/i.test(list))) {
              weight = toWeight(child(p, 'efbc:ParameterNumeric'));
            }
          }
          return false;
        });
        into.push({ label: cleanLabel(label), weight });
      }
    }
    return false;
  });
}

const LABEL_KEYS = ['libelle', 'critere', 'intitule', 'nom', 'label', 'description', 'texte', 'libelleCritere'];
const WEIGHT_KEYS = ['ponderation', 'poids', 'pourcentage', 'ponderationCritere', 'valeurPonderation', 'weight'];

function nationalCriteria(root: unknown, into: NoticeCriterion[]): void {
  const read = (value: unknown): void => {
    if (typeof value === 'string') {
      into.push(...criteriaInText(value));
      return;
    }
    for (const item of asArray(value)) {
      if (typeof item === 'string') {
        into.push(...criteriaInText(item));
      } else if (isObject(item)) {
        const labelKey = LABEL_KEYS.find((k) => textOf(item[k]) !== null);
        const weightKey = WEIGHT_KEYS.find((k) => item[k] !== undefined);
        if (labelKey !== undefined) {
          const label = textOf(item[labelKey]) ?? '';
          const parsed = weightKey === undefined ? criteriaInText(label) : [];
          if (weightKey === undefined && parsed.length > 1) {
            into.push(...parsed);
          } else {
            into.push({
              label: cleanLabel(label),
              weight: weightKey === undefined ? (parsed[0]?.weight ?? null) : toWeight(item[weightKey]),
            });
          }
        } else {
          for (const inner of Object.values(item)) {
            read(inner);
          }
        }
      }
    }
  };
  walk(root, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^crit[eè]res?(Attrib|Attribution|sAttribution|Jugement)?$/i.test(key)) {
      read(value);
      return false;
    }
    return true;
  });
}

export function criteriaOf(donnees: Donnees): NoticeCriterion[] {
  const found: NoticeCriterion[] = [];
  if (donnees.format === 'eforms') {
    eformsCriteria(donnees.root, found);
  } else if (donnees.format === 'national') {
    nationalCriteria(donnees.root, found);
  } else {
    legacyCriteria(donnees.root, found);
  }
  const seen = new Set<string>();
  return found.filter((c) => {
    const key = `${c.label.toLowerCase()}|${c.weight ?? ''}`;
    if (c.label === '' || seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}
