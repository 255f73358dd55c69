import type { CriterionDetail, SubCriterion } from '@batiao/shared/contracts/tender-files';
import { clean, fold, type Line } from './tender-files.analysis-text.ts';

/**
 * The award criteria of the RC and their sub-criteria, with their weights (issue 16). Real RCs
 * write them in many ways: « Critère n°1 : Prix – 40 % », « 1. Prix des prestations : 40 % »,
 * « - Valeur technique : 60 % dont méthodologie 30 points, moyens humains 15, planning 15 », or a
 * table flattened by the PDF extraction (« Critères Pondération Prix 40 Valeur technique 60 »).
 * The items are read in the criteria section of the RC, then placed: a numbering or a bullet says
 * main or sub when it can; otherwise weights that sum exactly to the criterion above make its
 * sub-criteria. A weight the RC does not give stays null, and the remarks say what does not add up.
 */

type Criterion = CriterionDetail;
type Unit = '%' | 'points' | null;
type Hint = 'main' | 'sub' | null;

interface Item {
  name: string;
  weight: number | null;
  unit: Unit;
  hint: Hint;
  /** « Valeur technique 60 % : … » / « … dont » : its sub-criteria follow. */
  opens: boolean;
  line: Line;
  /** The article of the criteria section (its numbered lines are not articles). */
  article: string | null;
}

const ZONE_START =
  /crit[eè]res? (d'attribution|de jugement|de choix|d'analyse|de notation|de classement|d'evaluation|de selection des offres|ponderes|retenus pour le jugement)|jugement des offres|analyse des offres|classement des offres|attribution du marche|criteres suivants|^ponderations?\b|^criteres?\b.{0,30}ponderation/;
const ZONE_STOP =
  /negociation|anormalement basse|offres? irreguliere|remise des (plis|offres)|conditions d'envoi|renseignements complementaires|voies et delais|instance chargee des procedures|mise au point du marche|pieces? a produire par l'attributaire|attributaire (devra|produira|doit)|delai de validite|signature (du|electronique)/;
const FORMULA = /[=×]|\bx\s*[(\d]|\bpmin\b|\bmoins[- ]disant|\bnote (prix|technique) ?=|formule/;
export const CRITERION_WORDS =
  /prix|valeur|technique|d[ée]lai|environnement|qualit[ée]|m[ée]thodolog|moyens|m[ée]moire|performance|social|planning|r[ée]f[ée]rences|organisation|co[uû]t|s[ée]curit[ée]|d[ée]chets|mat[ée]riaux|insertion|garantie commerciale|service apr[eè]s|assistance|d[ée]marche|chantier|fiches|capacit[ée]/i;
const NOT_A_CRITERION =
  /\btva\b|penalit|retenue|\bavance|revision|acompte|garantie (de|a premiere)|paiement|anormalement|\btaux\b|montant (du|de l'avance|minimum|maximum)|€|\bjours?\b|\bmois\b|\bsemaines?\b|^(note|total|sous-total|soit|sur|la note|chaque)\b|\bcandidatures?\b|^lots?\b/;
/** Names that are always a main criterion unless the one above announced its sub-criteria. */
const STRONG_MAIN =
  /^(le |la )?(prix|cout|valeur technique|valeur economique|offre financiere|montant de l'offre|performances? (en matiere de|environnementales?)|critere (social|environnemental))/;
const WEIGHT = /(\d{1,3}(?:[.,]\d{1,2})?)\s*(%|pour\s?cent\b|points?\b|pts?\b)?/g;

const headerWords =
  /^(crit[eè]res?|pond[ée]rations?|sous[- ]crit[eè]res?|notes?|points?|intitul[ée]s?|libell[ée]s?|poids|en %|\(%\)|%)(\s+|$)/i;

/** The numbering or bullet before an item's name, and what it says of its level. */
function prefixOf(raw: string): { rest: string; hint: Hint; bullet: boolean } {
  const text = raw.replace(/^[\s,;:]+/, '');
  const rules: [RegExp, Hint, boolean][] = [
    [/^sous[- ]crit[eè]res?\s*(?:n\s*°\s*|n°\s*|no\s*)?[\d.]*\s*[:\-–.)]?\s*/i, 'sub', false],
    [/^crit[eè]res?\s*(?:n\s*°|n°|no|n\.)?\s*\d{1,2}\s*[:\-–.)]?\s*/i, 'main', false],
    [/^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\s*[-–.:)]?\s+/, 'sub', false],
    [/^\d{1,2}\s*(?:[.)/°-]|\s[-–])\s*(?=[A-Za-zÀ-ÿ])/, 'main', false],
    [/^[a-h]\s*[.)]\s+/, 'sub', false],
    [/^(?:[A-E]|I{1,3}|IV|V)\s*[.)]\s+|^(?:[A-E]|I{1,3}|IV|V)\s+[-–]\s+/, 'main', false],
    [/^(?:[-–—•*▪►✓➢]|o(?=\s))\s*/, null, true],
  ];
  for (const [pattern, hint, bullet] of rules) {
    const match = pattern.exec(text);
    if (match) {
      return { rest: text.slice(match[0].length), hint, bullet };
    }
  }
  return { rest: text, hint: null, bullet: false };
}

/** « Le critère prix est pondéré à » → « Prix »; null when no name is left. */
function nameOf(raw: string): string | null {
  let name = raw.replace(/\([^)]*\)/g, ' ');
  // A long sentence before the weight: the part after its last colon.
  const parts = name.split(/\s[:–—-]\s|:|;/).filter((p) => /[A-Za-zÀ-ÿ]{3}/.test(p));
  name = parts.length > 0 ? (parts[parts.length - 1] ?? '') : name;
  name = clean(name.replace(/[(),]/g, ' '));
  for (let i = 0; i < 4; i += 1) {
    name = name
      .replace(headerWords, '')
      .replace(/^(et|dont|soit|puis|avec|le|la|les|l'|l’|du|de la|des|pour)\s+/i, '')
      .replace(/^crit[eè]res?\s+(?:relatifs?\s+(?:à|a|au|aux)\s+)?/i, '')
      .replace(
        /\s+(?:est|sont|sera|seront)?\s*(?:pond[ée]r[ée]e?s?|compte pour|repr[ée]sente|à hauteur de|a hauteur de|coefficient|pour|à|a|de|soit|sur|=|:|-|–)\s*$/i,
        '',
      )
      .replace(/^[\s\-–—•*:=.]+|[\s\-–—•*:=.]+$/g, '');
  }
  if (!/[A-Za-zÀ-ÿ]{3}/.test(name) || name.length > 110 || NOT_A_CRITERION.test(fold(name))) {
    return null;
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The criteria section(s) of the RC: from a criteria heading to the next section. */
function zones(lines: Line[]): { lines: Line[]; defaultUnit: Unit; bare: boolean }[] {
  const found: { lines: Line[]; defaultUnit: Unit; bare: boolean }[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const start = lines[i];
    if (!start || !ZONE_START.test(fold(start.text))) {
      continue;
    }
    const zone: Line[] = [start];
    let j = i + 1;
    for (; j < lines.length && j < i + 60; j += 1) {
      const line = lines[j];
      if (!line || line.fichier !== start.fichier) {
        break;
      }
      const text = fold(line.text);
      if (ZONE_STOP.test(text) || (line.heading && /^(article|art\.)/.test(text) && !ZONE_START.test(text))) {
        break;
      }
      zone.push(line);
    }
    const header = fold(
      zone
        .slice(0, 4)
        .map((l) => l.text)
        .join(' '),
    );
    found.push({
      lines: zone,
      defaultUnit: /\(%\)|en %|en pourcentage/.test(header)
        ? '%'
        : /en points|\(points?\)|\/ ?100\b/.test(header)
          ? 'points'
          : null,
      // « Critère | Pondération » with the numbers alone: read, their unit left unsaid unless they make 100.
      bare: /ponderation|poids|bareme/.test(header),
    });
    i = j - 1;
  }
  return found;
}

function itemsOf(zone: Line[], defaultUnit: Unit, strict: boolean, bare = false): { items: Item[]; ordered: boolean } {
  const zoneArticle = strict ? null : (zone[0]?.article ?? null);
  // A numbered criterion line can look like a heading: the article is the section's unless deeper in it.
  const articleOf = (line: Line) =>
    zoneArticle === null || (line.article ?? '').startsWith(zoneArticle) ? line.article : zoneArticle;
  const items: Item[] = [];
  let ordered = false;
  let lastUnit: Unit = null;
  for (const line of zone) {
    const folded = fold(line.text);
    if (/ordre decroissant|par ordre d'importance|ordre de priorite/.test(folded)) {
      ordered = true;
    }
    if (FORMULA.test(folded)) {
      continue;
    }
    let previousEnd = 0;
    let opened = false;
    let onLine = 0;
    for (const match of line.text.matchAll(WEIGHT)) {
      const start = match.index;
      const end = start + match[0].length;
      const before = line.text.slice(previousEnd, start);
      const after = line.text.slice(end, end + 1);
      const unitText = match[2] ? fold(match[2]) : '';
      let unit: Unit =
        unitText === '' ? null : unitText.startsWith('p') && !unitText.startsWith('pour') ? 'points' : '%';
      // Not a weight: part of a word or a number (« DC1 », « 15/01 », « n° 3 »), a scale (« noté sur 20 »), a duration.
      const glued = /[\w/°]$/.test(line.text.slice(0, start)) || /^[\w/°]/.test(after);
      const scale =
        /(sur|\/|article|art\.|n°|n\s°|lot|chapitre)\s*$/i.test(before) ||
        /^\s*(jours?|mois|ans|semaines|€|euros|h\b|m2|m²|ml|kg)/i.test(line.text.slice(end));
      if (glued || scale) {
        continue;
      }
      if (unit === null) {
        const inList = onLine > 0 || /^\s*[A-Za-zÀ-ÿ'’ -]{3,60}\s*[:\-–]?\s*$/.test(line.text.slice(0, start));
        const alone = !/[.,]/.test(match[1] ?? '') && /^\s*(?:$|[,;)]|[A-Za-zÀ-ÿ(])/.test(line.text.slice(end));
        const atEnd = /^\s*$/.test(line.text.slice(end));
        const implicit: Unit = defaultUnit ?? (inList ? lastUnit : null);
        if (strict || !alone || start === 0 || (!implicit && !(bare && atEnd))) {
          continue;
        }
        unit = implicit;
      }
      const weight = Number((match[1] ?? '').replace(',', '.'));
      const prefix = prefixOf(before);
      const name = nameOf(prefix.rest);
      const rest = line.text.slice(end, end + 40);
      const opens =
        /^\s*\)?\s*(?:de la note\s*)?(?::|dont\b|d[ée]compos[ée]|r[ée]partie?s?|comme suit|selon les sous)/i.test(rest);
      if (weight <= 0 || weight > 100) {
        previousEnd = end;
        continue;
      }
      if (name === null) {
        // « Pondération : 40 % » under « Critère n°1 : Prix »: the weight of the item above.
        const last = items[items.length - 1];
        if (last && last.weight === null && /^\s*(pond[ée]ration|poids|soit|:)?\s*[:=]?\s*$/i.test(prefix.rest)) {
          last.weight = weight;
          last.unit = unit;
          last.opens = last.opens || opens;
        }
        previousEnd = end;
        continue;
      }
      if (strict && !CRITERION_WORDS.test(name)) {
        previousEnd = end;
        continue;
      }
      items.push({
        name,
        weight,
        unit,
        hint: prefix.hint ?? (opened ? 'sub' : null),
        opens,
        line,
        article: articleOf(line),
      });
      opened = opened || opens;
      lastUnit = unit;
      previousEnd = end;
      onLine += 1;
    }
    if (onLine === 0) {
      // « Critère n°2 : Valeur technique » with its weight on the next line, or none at all.
      const prefix = prefixOf(line.text);
      const name = prefix.hint !== null && !line.text.includes('%') ? nameOf(prefix.rest) : null;
      if (name && CRITERION_WORDS.test(name) && name.length <= 80 && !/\.$/.test(line.text)) {
        items.push({
          name,
          weight: null,
          unit: null,
          hint: prefix.hint,
          opens: /:\s*$/.test(line.text),
          line,
          article: articleOf(line),
        });
      }
    }
  }
  return { items, ordered };
}

const sameUnit = (a: Unit, b: Unit) => a === b || a === null || b === null || (a === '%' && b === 'points');

/** Do the items from `from` on (until a main one) add up exactly to `remaining`? */
function fits(items: Item[], from: number, remaining: number): boolean {
  let sum = 0;
  for (let j = from; j < items.length; j += 1) {
    const item = items[j];
    if (!item || item.weight === null || item.hint === 'main' || STRONG_MAIN.test(fold(item.name))) {
      return false;
    }
    sum += item.weight;
    if (Math.abs(sum - remaining) < 0.01) {
      return true;
    }
    if (sum > remaining) {
      return false;
    }
  }
  return false;
}

function place(items: Item[]): Criterion[] {
  const mains: Criterion[] = [];
  let current: { criterion: Criterion; expects: boolean } | null = null;
  const subSum = (c: Criterion) => c.sous_criteres.reduce((s, x) => s + (x.ponderation ?? 0), 0);
  items.forEach((item, i) => {
    let level = item.hint;
    if (level === null && current) {
      const main = current.criterion;
      if (current.expects) {
        level = 'sub';
      } else if (STRONG_MAIN.test(fold(item.name))) {
        level = 'main';
      } else if (main.ponderation !== null && item.weight !== null) {
        const pointsUnderPercent =
          main.unite === '%' && item.unit === 'points' && mains.every((m) => m.unite !== 'points');
        level = pointsUnderPercent || fits(items, i, main.ponderation - subSum(main)) ? 'sub' : 'main';
      }
    }
    if (level === 'sub' && current) {
      const sub: SubCriterion = {
        critere: item.name,
        ponderation: item.weight,
        unite: item.unit,
        fichier: item.line.fichier,
        page: item.line.page,
      };
      current.criterion.sous_criteres.push(sub);
      const main = current.criterion;
      if (
        current.expects &&
        main.ponderation !== null &&
        subSum(main) >= main.ponderation - 0.01 &&
        sameUnit(main.unite, item.unit)
      ) {
        current.expects = false;
      }
      return;
    }
    const criterion: Criterion = {
      critere: item.name,
      ponderation: item.weight,
      unite: item.unit,
      fichier: item.line.fichier,
      page: item.line.page,
      article: item.article,
      sous_criteres: [],
    };
    mains.push(criterion);
    current = { criterion, expects: item.opens };
  });
  return mains;
}

const fmt = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');
const unitLabel = (u: Unit) => (u === 'points' ? 'points' : '%');

/** The main criteria (each with its sub-criteria) and what does not add up in their weights. */
export function readCriteria(adminLines: Line[]): { criteres: Criterion[]; remarques: string[] } {
  const found = zones(adminLines);
  const read = found.map((z) => itemsOf(z.lines, z.defaultUnit, false, z.bare));
  let items = read.flatMap((r) => r.items);
  const ordered = read.some((r) => r.ordered);
  if (items.length === 0) {
    // No criteria section recognised: the lines of the administrative pieces that name a criterion and its weight.
    items = itemsOf(adminLines, null, true).items;
  }
  const criteres: Criterion[] = [];
  const seen = new Map<string, Criterion>();
  for (const criterion of place(items)) {
    const key = `${fold(criterion.critere)}|${criterion.ponderation ?? ''}`;
    const twin = seen.get(key);
    if (twin) {
      if (twin.sous_criteres.length === 0) {
        twin.sous_criteres = criterion.sous_criteres;
      }
      continue;
    }
    seen.set(key, criterion);
    criteres.push(criterion);
  }

  // Numbers without a unit that make exactly 100: percentages.
  const unitless = criteres.filter((c) => c.ponderation !== null && c.unite === null);
  if (unitless.length === criteres.length && unitless.length > 0) {
    const sum = unitless.reduce((t, c) => t + (c.ponderation ?? 0), 0);
    if (Math.abs(sum - 100) < 0.01) {
      for (const c of criteres) {
        c.unite = '%';
        for (const sub of c.sous_criteres) {
          sub.unite = sub.unite ?? '%';
        }
      }
    }
  }

  const remarques: string[] = [];
  if (ordered && criteres.every((c) => c.ponderation === null)) {
    remarques.push('Critères classés par ordre décroissant d’importance, sans pondération.');
  }
  const weighted = criteres.filter((c) => c.ponderation !== null);
  if (weighted.length > 0 && weighted.length === criteres.length) {
    const unit = weighted.every((c) => c.unite === 'points')
      ? 'points'
      : weighted.every((c) => c.unite !== 'points')
        ? '%'
        : null;
    const total = weighted.reduce((s, c) => s + (c.ponderation ?? 0), 0);
    if (unit === '%' && Math.abs(total - 100) > 0.01) {
      remarques.push(`Les pondérations lues totalisent ${fmt(total)} % et non 100 % : vérifiez le RC.`);
    } else if (unit === 'points') {
      remarques.push(`Critères notés en points : ${fmt(total)} points au total.`);
    }
  }
  for (const c of criteres) {
    if (c.ponderation === null && !ordered) {
      remarques.push(`Pondération non indiquée dans le RC pour « ${c.critere} ».`);
    }
    const subs = c.sous_criteres;
    for (const s of subs) {
      if (s.ponderation === null) {
        remarques.push(`Pondération non indiquée pour le sous-critère « ${s.critere} » (${c.critere}).`);
      }
    }
    if (c.ponderation !== null && subs.length > 0 && subs.every((s) => s.ponderation !== null)) {
      const sum = subs.reduce((t, s) => t + (s.ponderation ?? 0), 0);
      const unit = subs[0]?.unite ?? c.unite;
      if (Math.abs(sum - c.ponderation) > 0.01 && subs.every((s) => s.unite === unit)) {
        remarques.push(
          `Sous-critères de « ${c.critere} » : ${fmt(sum)} ${unitLabel(unit)} au total pour une pondération de ${fmt(c.ponderation)} ${unitLabel(c.unite)}.`,
        );
      }
    }
  }
  return { criteres, remarques };
}
