/**
 * Reading the `donnees` (and `gestion`) trees of every vintage. Paths known from real notices are
 * tried first; the CPV codes, amounts, durations, criteria and links are also found by walking
 * the whole tree for their keys, because several vintages coexist in the feed and the newest ones
 * (eForms, national 2024+) are not documented by the source.
 */
import type { DonneesFormat, NoticeBuyer, NoticeCriterion, NoticeLot, TypeMarche } from './types.ts';
import {
  asArray,
  attribute,
  child,
  first,
  isObject,
  leafTexts,
  localName,
  objectsOf,
  path,
  textOf,
  walk,
  type JsonObject,
} from './tree.ts';
import {
  amountToCents,
  cleanField,
  cpvCodesIn,
  durationInText,
  findUrl,
  monthsBetween,
  normalizeEmail,
  normalizeUrl,
  parseDeadline,
  plainText,
  toMonths,
} from './values.ts';

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

// ── Generic walks ────────────────────────────────────────────────────────────────────────────────

const LOT_KEY = /^(LOT|LOTS|lot|lots|lotsMarche|lotMarche|ProcurementProjectLot|NUM_LOT|NOMENC_LOT|DESC_LOT)$/;
const AWARD_KEY =
  /^(ATTRIBUTION|DECISION|TITULAIRE|NoticeResult|LotResult|LotTender|SettledContract|TenderingParty|attribution|attributions|attributionMarche|titulaire|titulaires|attributaire|attributaires|resultat|resultats)$/;

function inLot(trail: readonly string[]): boolean {
  return trail.some((k) => LOT_KEY.test(k));
}

/** The first value, in document order, under one of `keys` (local names, exact), skipping `skip` subtrees. */
function deepFind(node: unknown, keys: readonly string[], skip?: RegExp): unknown {
  let found: unknown;
  walk(node, ({ path: trail, value }) => {
    if (found !== undefined) {
      return false;
    }
    const key = trail[trail.length - 1] ?? '';
    if (skip?.test(key)) {
      return false;
    }
    if (keys.includes(key) && value !== null && value !== '' && value !== undefined) {
      found = value;
      return false;
    }
    return true;
  });
  return found;
}

function deepText(node: unknown, keys: readonly string[], skip?: RegExp): string | null {
  const value = deepFind(node, keys, skip);
  return value === undefined
    ? null
    : (textOf(value) ?? (isObject(value) || Array.isArray(value) ? leafTexts(value).join(', ') || null : null));
}

// ── CPV ──────────────────────────────────────────────────────────────────────────────────────────

const CPV_KEY = /^(CPV|CPV_OBJ|NOMENC_LOT|cpv|codeCPV|codeCpv|codesCPV|classificationCPV)$/;
const MAIN_KEY = /^(PRINCIPAL|objetPrincipal|classPrincipale|MainCommodityClassification|principal|main)$/;

interface CpvHit {
  code: string;
  main: boolean;
  lot: boolean;
  order: number;
}

function cpvHits(node: unknown, options: { lots: boolean }): CpvHit[] {
  const hits: CpvHit[] = [];
  let order = 0;
  const add = (text: string | null, main: boolean, lot: boolean): void => {
    for (const code of text === null ? [] : cpvCodesIn(text)) {
      hits.push({ code, main, lot, order: order++ });
    }
  };
  /** Every code under a CPV key, whatever its shape: "45…", ["45…"], {PRINCIPAL, SUPPLEMENTAIRE}, {objetPrincipal: {classPrincipale}}… */
  const collect = (value: unknown, main: boolean, lot: boolean): void => {
    if (Array.isArray(value)) {
      value.forEach((item) => collect(item, main, lot));
    } else if (isObject(value) && !('#text' in value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (!key.startsWith('@')) {
          collect(inner, main || MAIN_KEY.test(localName(key)), lot);
        }
      }
    } else {
      add(textOf(value), main, lot);
    }
  };
  walk(node, ({ key, path: trail, value }) => {
    const name = localName(key);
    const lot = inLot(trail);
    if (lot && !options.lots) {
      return false;
    }
    if (name === 'ItemClassificationCode') {
      const list = attribute(value, 'listName');
      if (list === null || /cpv/i.test(list)) {
        add(
          textOf(value),
          trail.some((k) => MAIN_KEY.test(k)),
          lot,
        );
      }
      return false;
    }
    if (CPV_KEY.test(name)) {
      collect(
        value,
        trail.some((k) => MAIN_KEY.test(k)),
        lot,
      );
      return false;
    }
    return true;
  });
  return hits;
}

function orderCpv(hits: CpvHit[]): string[] {
  const rank = (h: CpvHit): number => (h.lot ? 2 : 0) + (h.main ? 0 : 1);
  const sorted = [...hits].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  return [...new Set(sorted.map((h) => h.code))];
}

/**
 * The CPV codes of a tree, main first then the others, deduplicated; `lots: false` leaves out the
 * codes inside lots (the notice's own codes).
 */
export function cpvCodesOf(node: unknown, options: { lots: boolean } = { lots: true }): string[] {
  return orderCpv(cpvHits(node, options));
}

// ── Money ────────────────────────────────────────────────────────────────────────────────────────

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

// ── Lots ─────────────────────────────────────────────────────────────────────────────────────────

function lotObjects(node: unknown): JsonObject[] {
  const lots: JsonObject[] = [];
  walk(node, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (AWARD_KEY.test(key)) {
      return false;
    }
    if (/^(LOT|lot|lotsMarche|lotMarche|ProcurementProjectLot)$/.test(key)) {
      lots.push(...objectsOf(value));
      return false;
    }
    if (/^(lots|LOTS)$/.test(key) && Array.isArray(value)) {
      lots.push(...objectsOf(value));
      return false;
    }
    return true;
  });
  return lots;
}

function lotFromObject(lot: JsonObject): NoticeLot {
  const project = first(lot, 'ProcurementProject');
  const number = cleanField(
    textOf(child(lot, 'NUM')) ??
      textOf(child(lot, 'NUM_LOT')) ??
      textOf(child(lot, 'numero')) ??
      textOf(child(lot, 'numLot')) ??
      textOf(child(lot, 'numeroLot')) ??
      textOf(child(lot, 'num')) ??
      textOf(child(lot, 'cbc:ID')),
  );
  const title =
    textOf(child(lot, 'INTITULE')) ??
    textOf(child(lot, 'intitule')) ??
    textOf(child(lot, 'intituleLot')) ??
    textOf(child(lot, 'titre')) ??
    textOf(child(lot, 'libelle')) ??
    textOf(child(project, 'cbc:Name'));
  const description =
    textOf(child(lot, 'DESCRIPTION')) ??
    textOf(child(lot, 'description')) ??
    textOf(child(lot, 'descriptionLot')) ??
    textOf(child(project, 'cbc:Description'));
  return {
    number,
    title: title === null ? null : plainText(title),
    description: description === null ? null : plainText(description),
    cpvCodes: cpvCodesOf(lot),
    amountCents: estimateOf(lot, { lots: true }),
  };
}

/** The 2006 notices list lots as parallel arrays: NUM_LOT[], DESC_LOT[] (or AUTRES[]), NOMENC_LOT[]. */
function v110Lots(tree: unknown): NoticeLot[] {
  const block = first(tree, 'LOTS');
  if (!isObject(block)) {
    return [];
  }
  const numbers = asArray(block.NUM_LOT).map(textOf);
  const texts = (block.DESC_LOT !== undefined ? asArray(block.DESC_LOT) : asArray(block.AUTRES))
    .map(textOf)
    .filter((t) => t !== null);
  const codes = asArray(block.NOMENC_LOT).map(textOf);
  const count = Math.max(numbers.length, texts.length);
  const lots: NoticeLot[] = [];
  for (let i = 0; i < count; i++) {
    const code = codes[i];
    const text = texts[i];
    lots.push({
      number: cleanField(numbers[i] ?? null),
      title: text === undefined ? null : cleanField(text),
      description: null,
      cpvCodes: code ? cpvCodesIn(code) : [],
      amountCents: null,
    });
  }
  return lots;
}

export function lotsOf(donnees: Donnees): NoticeLot[] {
  if (donnees.format === 'v110') {
    return v110Lots(donnees.tree);
  }
  return lotObjects(donnees.root)
    .map(lotFromObject)
    .filter((lot) => lot.number !== null || lot.title !== null);
}

/** Notice-level estimate, else the sum of the lots' estimates. */
export function amountOf(donnees: Donnees, lots: readonly NoticeLot[]): number | null {
  const notice = estimateOf(donnees.root, { lots: false });
  if (notice !== null) {
    return notice;
  }
  const values = lots.map((l) => l.amountCents).filter((v) => v !== null);
  if (values.length > 0) {
    return values.reduce((a, b) => a + b, 0);
  }
  // A v230 "lot" block that only restates the whole contract (no number, no title).
  return estimateOf(donnees.root, { lots: true });
}

// ── Award criteria ───────────────────────────────────────────────────────────────────────────────

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

// ── Duration ─────────────────────────────────────────────────────────────────────────────────────

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

// ── Place, buyer, documents ──────────────────────────────────────────────────────────────────────

function joinParts(parts: (string | null | undefined)[]): string | null {
  const kept = parts.map((p) => cleanField(p ?? null)).filter((p) => p !== null);
  return kept.length > 0 ? kept.join(', ') : null;
}

function postalLine(cp: string | null, city: string | null): string | null {
  const text = [cleanField(cp), cleanField(city)].filter((p) => p !== null).join(' ');
  return text === '' ? null : text;
}

function eformsAddressText(address: unknown): string | null {
  const nuts = textOf(child(address, 'cbc:CountrySubentityCode'));
  return (
    joinParts([
      textOf(child(address, 'cbc:StreetName')),
      textOf(child(address, 'cbc:AdditionalStreetName')),
      postalLine(textOf(child(address, 'cbc:PostalZone')), textOf(child(address, 'cbc:CityName'))),
    ]) ?? (nuts === null ? null : `NUTS ${nuts}`)
  );
}

export function executionPlaceOf(donnees: Donnees): string | null {
  const { format, root } = donnees;
  if (format === 'v230') {
    for (const place of path(root, 'OBJET', 'LIEU_EXEC_LIVR')) {
      const text =
        joinParts([
          textOf(child(place, 'ADRESSE')),
          postalLine(textOf(child(place, 'CP')), textOf(child(place, 'VILLE'))),
        ]) ?? textOf(place);
      if (text !== null) {
        return text;
      }
      const nuts = textOf(child(place, 'CODE_NUTS'));
      if (nuts !== null) {
        return `NUTS ${nuts}`;
      }
    }
    return cleanField(deepText(root, ['LIEU_PRINCIPAL', 'LIEU_EXEC']));
  }
  if (format === 'v110') {
    const direct = cleanField(textOf(first(root, 'OBJET', 'LIEU_EXEC')));
    if (direct !== null) {
      return direct;
    }
    for (const text of leafTexts([first(root, 'OBJET'), first(root, 'CARACTERISTIQUES')])) {
      const match = /lieu d'ex[ée]cution(?: et de livraison)?\s*:\s*(.+?)(?:\.\s|\.?$)/i.exec(text);
      if (match?.[1]) {
        return cleanField(match[1]);
      }
    }
    return null;
  }
  if (format === 'eforms') {
    let place: string | null = null;
    walk(root, ({ path: trail, value }) => {
      if (place !== null) {
        return false;
      }
      if (trail[trail.length - 1] === 'RealizedLocation') {
        for (const location of objectsOf(value)) {
          place =
            place ?? textOf(child(location, 'cbc:Description')) ?? eformsAddressText(child(location, 'cac:Address'));
        }
        return false;
      }
      return true;
    });
    return place === null ? null : cleanField(place);
  }
  if (format === 'national') {
    const value = deepFind(root, [
      'lieuExecution',
      'lieuExecutionLivraison',
      'lieuPrincipal',
      'lieuExec',
      'lieuDExecution',
    ]);
    if (value === undefined) {
      return null;
    }
    const text = textOf(value);
    return cleanField(text ?? (leafTexts(value).join(', ') || null));
  }
  return null;
}

const EMPTY_BUYER: NoticeBuyer = {
  name: null,
  email: null,
  phone: null,
  url: null,
  address: null,
  postalCode: null,
  city: null,
  profileUrl: null,
};

function postalCode(value: string | null): string | null {
  const match = value === null ? null : /\b(\d{5}|\d{3} ?\d{2})\b/.exec(value);
  return match?.[1] ? match[1].replace(' ', '') : cleanField(value);
}

function eformsOrganizations(root: unknown): Map<string, JsonObject> {
  const orgs = new Map<string, JsonObject>();
  walk(root, ({ path: trail, value }) => {
    if (trail[trail.length - 1] !== 'Organization') {
      return true;
    }
    for (const org of objectsOf(value)) {
      const company = child(org, 'efac:Company');
      const id = textOf(first(company, 'cac:PartyIdentification', 'cbc:ID'));
      if (id !== null && isObject(company)) {
        orgs.set(id, company);
      }
    }
    return false;
  });
  return orgs;
}

function eformsCompanyName(company: unknown): string | null {
  return textOf(first(company, 'cac:PartyName', 'cbc:Name'));
}

export function buyerOf(donnees: Donnees, flatName: string | null): NoticeBuyer {
  const { format, root } = donnees;
  const name = cleanField(flatName);
  if (format === 'v230' || format === 'v110') {
    const identity = first(root, format === 'v230' ? 'IDENTITE' : 'IDENT');
    const text = (key: string): string | null => textOf(child(identity, key));
    return {
      name: name ?? cleanField(text(format === 'v230' ? 'DENOMINATION' : 'NOM')),
      email: normalizeEmail(text('MEL')),
      phone: cleanField(text('TEL')),
      url: normalizeUrl(text('URL')),
      address: cleanField(text('ADRESSE')),
      postalCode: postalCode(text('CP')),
      city: cleanField(text('VILLE')),
      profileUrl: normalizeUrl(text('URL_PROFIL_ACHETEUR')),
    };
  }
  if (format === 'eforms') {
    const orgs = eformsOrganizations(root);
    const buyerId = textOf(first(root, 'cac:ContractingParty', 'cac:Party', 'cac:PartyIdentification', 'cbc:ID'));
    const company = (buyerId === null ? undefined : orgs.get(buyerId)) ?? orgs.values().next().value;
    const address = first(company, 'cac:PostalAddress');
    const contact = first(company, 'cac:Contact');
    return {
      name: name ?? cleanField(eformsCompanyName(company)),
      email: normalizeEmail(textOf(child(contact, 'cbc:ElectronicMail'))),
      phone: cleanField(textOf(child(contact, 'cbc:Telephone'))),
      url: normalizeUrl(textOf(child(company, 'cbc:WebsiteURI'))),
      address: joinParts([
        textOf(child(address, 'cbc:StreetName')),
        textOf(child(address, 'cbc:AdditionalStreetName')),
      ]),
      postalCode: postalCode(textOf(child(address, 'cbc:PostalZone'))),
      city: cleanField(textOf(child(address, 'cbc:CityName'))),
      profileUrl: normalizeUrl(
        textOf(first(root, 'cac:ContractingParty', 'cbc:BuyerProfileURI')) ??
          textOf(child(company, 'cbc:BuyerProfileURI')),
      ),
    };
  }
  if (format === 'national') {
    const organisme = deepFind(root, ['organisme', 'acheteur', 'pouvoirAdjudicateur']);
    const communication = deepFind(root, ['communication']);
    const both = [organisme, communication];
    return {
      name:
        name ??
        cleanField(deepText(organisme, ['acheteurPublic', 'denomination', 'nomOrganisme', 'raisonSociale', 'nom'])),
      email: normalizeEmail(deepText(both, ['mel', 'email', 'courriel', 'adresseMail', 'adresseMailContact'])),
      phone: cleanField(deepText(both, ['tel', 'telephone', 'telContact'])),
      url: normalizeUrl(deepText(organisme, ['url', 'urlAcheteur', 'siteInternet', 'urlSite'])),
      address: cleanField(
        deepText(organisme, ['adresse', 'nomvoie', 'nomVoie', 'voie', 'adresseVoie'], /^(cp|codePostal|ville)$/),
      ),
      postalCode: postalCode(deepText(organisme, ['cp', 'codePostal'])),
      city: cleanField(deepText(organisme, ['ville', 'commune', 'localite'])),
      profileUrl: normalizeUrl(deepText(both, ['urlProfilAcheteur', 'urlProfilAch', 'profilAcheteur'])),
    };
  }
  return { ...EMPTY_BUYER, name };
}

/** Where the consultation documents are: DCE / consultation URL first, the buyer profile last. */
export function dceUrlOf(donnees: Donnees, gestion: unknown, buyer: NoticeBuyer): string | null {
  const { format, root } = donnees;
  const candidates: (string | null)[] = [];
  if (format === 'v230') {
    candidates.push(textOf(first(root, 'IDENTITE', 'URL_DOCUMENT')));
    candidates.push(textOf(first(gestion, 'MARCHE', 'URL_CONSULTATION')));
    candidates.push(textOf(first(root, 'IDENTITE', 'URL_PARTICIPATION')));
    candidates.push(findUrl(deepText(root, ['CONDITIONS_ET_MODE_PAIEMENT_OBTENIR_DOCUMENTS'])));
  } else if (format === 'v110') {
    for (const url of path(root, 'DOCUMENTS', 'URL')) {
      candidates.push(textOf(url));
    }
    candidates.push(findUrl(deepText(root, ['CONDITIONS_ET_MODE_PAIEMENT_OBTENIR_DOCUMENTS'])));
  } else if (format === 'eforms') {
    walk(root, ({ path: trail, value }) => {
      if (trail[trail.length - 1] === 'CallForTendersDocumentReference') {
        for (const ref of objectsOf(value)) {
          candidates.push(textOf(first(ref, 'cac:Attachment', 'cac:ExternalReference', 'cbc:URI')));
        }
        return false;
      }
      return true;
    });
  } else if (format === 'national') {
    candidates.push(
      deepText(root, ['urlDocConsul', 'urlDocumentConsultation', 'urlDocuments', 'urlDce', 'urlConsultation']),
    );
    candidates.push(deepText(root, ['urlParticipation', 'urlDepot']));
  }
  candidates.push(textOf(first(gestion, 'MARCHE', 'URL_CONSULTATION')));
  candidates.push(buyer.profileUrl);
  for (const candidate of candidates) {
    const url = normalizeUrl(candidate);
    if (url !== null) {
      return url;
    }
  }
  return null;
}

// ── Winners and links ────────────────────────────────────────────────────────────────────────────

export function winnersOf(donnees: Donnees): string[] {
  const { format, root } = donnees;
  const names: (string | null)[] = [];
  if (format === 'eforms') {
    const orgs = eformsOrganizations(root);
    walk(root, ({ path: trail, value }) => {
      if (trail[trail.length - 1] !== 'TenderingParty') {
        return true;
      }
      for (const party of objectsOf(value)) {
        const tenderers = objectsOf(child(party, 'efac:Tenderer'));
        const resolved = tenderers.map((t) => {
          const id = textOf(child(t, 'cbc:ID'));
          return id === null ? null : eformsCompanyName(orgs.get(id));
        });
        if (resolved.some((n) => n !== null)) {
          names.push(...resolved);
        } else {
          names.push(textOf(child(party, 'cbc:Name')));
        }
      }
      return false;
    });
  } else {
    walk(root, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (!/^(TITULAIRE|titulaire|titulaires|attributaire|attributaires|PersonneMorale|personneMorale)$/.test(key)) {
        return true;
      }
      for (const item of asArray(value)) {
        names.push(
          textOf(item) ??
            textOf(child(item, 'DENOMINATION')) ??
            textOf(child(item, 'NOM')) ??
            textOf(child(item, 'denomination')) ??
            textOf(child(item, 'raisonSociale')) ??
            textOf(child(item, 'nom')) ??
            textOf(child(item, 'nomTitulaire')),
        );
      }
      return false;
    });
  }
  return names.map(cleanField).filter((n) => n !== null);
}

/** Notice numbers named in a value ("24-16145", or one identifier alone such as "BXP06181020621O"). */
export function idwebsIn(value: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    const text = textOf(item);
    if (text === null) {
      continue;
    }
    if (/^[A-Za-z0-9_-]{5,}$/.test(text) && /\d/.test(text)) {
      out.push(text);
    } else {
      out.push(...[...text.matchAll(/\b(\d{2}-\d{3,7})\b/g)].map((m) => m[1] ?? ''));
    }
  }
  return out.filter((id) => id !== '');
}

/** References to other notices inside gestion (ANNONCE_ANTERIEUR) and donnees (idWeb, RECTIF texts). */
export function linkedIdsInTrees(gestion: unknown, donnees: Donnees): string[] {
  const ids: string[] = [];
  walk(gestion, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^(IDWEB|idweb|idWeb)$/.test(key) && trail.some((k) => /ANTERIEUR|LIE|INITIAL/i.test(k))) {
      ids.push(...idwebsIn(value));
    }
    return true;
  });
  walk(donnees.tree, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (/^(IDWEB|idweb|idWeb|idWebInitial|idAnnonceInitiale|numeroAnnonceInitiale|annonceLiee)$/.test(key)) {
      ids.push(...idwebsIn(value));
      return false;
    }
    if (key === 'RECTIF' || /^(rectificatif|annulation)$/.test(key)) {
      for (const text of leafTexts(value)) {
        for (const match of text.matchAll(/annonce\s+(?:initiale\s+)?n\s*[°o]\s*(\d{2}-\d{3,7})/gi)) {
          ids.push(match[1] ?? '');
        }
      }
    }
    return true;
  });
  return ids.filter((id) => id !== '');
}

// ── Deadline, types, procedure, description ──────────────────────────────────────────────────────

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

const TYPE_WORDS: Record<string, TypeMarche> = {
  TRAVAUX: 'TRAVAUX',
  WORKS: 'TRAVAUX',
  SERVICE: 'SERVICES',
  SERVICES: 'SERVICES',
  FOURNITURE: 'FOURNITURES',
  FOURNITURES: 'FOURNITURES',
  SUPPLIES: 'FOURNITURES',
};

export function typeMarcheWord(value: string): TypeMarche | null {
  const word = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return TYPE_WORDS[word] ?? null;
}

/** TRAVAUX / SERVICES / FOURNITURES read in `donnees` when the flat `type_marche` is missing. */
export function typesInDonnees(donnees: Donnees): TypeMarche[] {
  const found: TypeMarche[] = [];
  const readWords = (words: string[]): void => {
    for (const word of words) {
      const type = typeMarcheWord(word);
      if (type !== null) {
        found.push(type);
      }
    }
  };
  if (donnees.format === 'v110') {
    const info = first(donnees.root, 'INFO');
    readWords(isObject(info) ? Object.keys(info) : []);
  }
  walk(donnees.root, ({ path: trail, value }) => {
    const key = trail[trail.length - 1] ?? '';
    if (!/^(TYPE_MARCHE|typeMarche|natureMarche|ProcurementTypeCode|typePrestation)$/.test(key)) {
      return !LOT_KEY.test(key);
    }
    if (isObject(value) && key !== 'natureMarche') {
      readWords(Object.keys(value));
    } else if (typeof value === 'string' || (isObject(value) && '#text' in value)) {
      readWords([textOf(value) ?? '']);
    } else if (key === 'natureMarche' && isObject(value)) {
      return true;
    }
    return false;
  });
  return [...new Set(found)];
}

const PROCEDURE_LABELS: Record<string, string> = {
  OUVERT: 'Procédure ouverte',
  OPEN: 'Procédure ouverte',
  RESTREINT: 'Procédure restreinte',
  RESTRICTED: 'Procédure restreinte',
  PROCEDURE_ADAPTE: 'Procédure adaptée',
  PROCEDURE_ADAPTEE: 'Procédure adaptée',
  MARCHE_NEGOCIE: 'Procédure négociée',
  NEGOCIE: 'Procédure négociée',
  'NEG-W-CALL': 'Procédure concurrentielle avec négociation',
  'NEG-WO-CALL': 'Procédure négociée sans publication préalable',
  DIALOGUE_COMPETITIF: 'Dialogue compétitif',
  'COMP-DIAL': 'Dialogue compétitif',
  'COMP-TEND': 'Procédure concurrentielle avec négociation',
  INNOVATION: 'Partenariat d’innovation',
  CONCOURS: 'Concours',
  DSP: 'Délégation de service public',
  'OTH-SINGLE': 'Autre procédure',
  'OTH-MULT': 'Autre procédure',
};

export function procedureLabel(code: string | null): string | null {
  if (code === null) {
    return null;
  }
  return PROCEDURE_LABELS[code.trim().toUpperCase()] ?? null;
}

export function procedureInDonnees(donnees: Donnees): string | null {
  const { format, root } = donnees;
  if (format === 'v230') {
    const type = first(root, 'PROCEDURE', 'TYPE_PROCEDURE');
    return isObject(type)
      ? (Object.keys(type)
          .map(procedureLabel)
          .find((l) => l !== null) ?? null)
      : null;
  }
  if (format === 'v110') {
    return procedureLabel(attribute(first(root, 'PROCEDURE'), 'type'));
  }
  if (format === 'eforms') {
    return procedureLabel(textOf(first(root, 'cac:TenderingProcess', 'cbc:ProcedureCode')));
  }
  if (format === 'national') {
    const value = deepFind(root, ['typeProcedure', 'typeProcedureLibelle']) ?? deepFind(root, ['procedure']);
    const text = textOf(value);
    if (text !== null) {
      return procedureLabel(text) ?? cleanField(text);
    }
    return isObject(value)
      ? (Object.keys(value)
          .map(procedureLabel)
          .find((l) => l !== null) ?? null)
      : null;
  }
  return null;
}

/** Candidate titles in `donnees`, best first. */
export function titlesInDonnees(donnees: Donnees): (string | null)[] {
  const { format, root } = donnees;
  if (format === 'v230' || format === 'v110') {
    return [textOf(first(root, 'OBJET', 'TITRE_MARCHE')), textOf(first(root, 'OBJET', 'OBJET_COMPLET'))];
  }
  if (format === 'eforms') {
    return [textOf(first(root, 'cac:ProcurementProject', 'cbc:Name'))];
  }
  if (format === 'national') {
    return [deepText(root, ['intitule', 'titreMarche', 'objetMarche', 'objet'], LOT_KEY)];
  }
  return [];
}

/** Candidate descriptions (the object in full) and complements (main characteristics). */
export function descriptionsInDonnees(donnees: Donnees): { main: string[]; extra: string[] } {
  const { format, root } = donnees;
  const main: (string | null)[] = [];
  const extra: (string | null)[] = [];
  if (format === 'v230' || format === 'v110') {
    main.push(textOf(first(root, 'OBJET', 'OBJET_COMPLET')));
    const lots = path(root, 'OBJET', 'LOTS', 'LOT');
    if (lots.length === 1) {
      main.push(textOf(child(lots[0], 'DESCRIPTION')));
    }
    extra.push(...leafTexts(first(root, 'OBJET', 'CARACTERISTIQUES', 'PRINCIPALES')));
    if (format === 'v110') {
      extra.push(...leafTexts(first(root, 'CARACTERISTIQUES', 'AUTRES')).filter((t) => t.length > 40));
    }
  } else if (format === 'eforms') {
    main.push(textOf(first(root, 'cac:ProcurementProject', 'cbc:Description')));
  } else if (format === 'national') {
    const found: string[] = [];
    walk(root, ({ path: trail, value }) => {
      const key = trail[trail.length - 1] ?? '';
      if (LOT_KEY.test(key) || /^crit/i.test(key)) {
        return false;
      }
      if (/^(description|objetComplet|descriptionMarche|descriptionSuccincte|objet)$/.test(key)) {
        const text = textOf(value);
        if (text !== null) {
          found.push(text);
        }
      }
      return true;
    });
    main.push(...found);
  }
  const keep = (list: (string | null)[]): string[] =>
    list
      .filter((t) => t !== null)
      .map(plainText)
      .filter((t) => t.length > 0);
  return { main: keep(main), extra: keep(extra) };
}
