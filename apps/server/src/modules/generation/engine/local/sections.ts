/** The mémoire technique: one writer per section (sections/), composed from the tender's and the company's facts. */
import {
  MEMOIRE_SECTION_TITLES,
  type MemoireSection,
  type MemoireSectionKey,
} from '@batiao/shared/contracts/generation';
import { type Criterion, planSections, weightLabel } from './criteria.ts';
import { escapeRegExp, fold, paragraphs, pick } from './text.ts';
import {
  atCommune,
  buildingNoun,
  buildingOf,
  KIND_OF_BUILDING,
  kindOf,
  ofCommune,
  opFull,
  type Writing,
  type Written,
} from './sections/shared.ts';
import { presentation } from './sections/presentation.ts';
import { comprehension } from './sections/comprehension.ts';
import { moyensHumains, moyensMateriels } from './sections/moyens.ts';
import { methodologie, planning } from './sections/methode.ts';
import { securite } from './sections/securite.ts';
import { environnement } from './sections/environnement.ts';
import { qualite } from './sections/qualite.ts';
import { references } from './sections/references.ts';
import { garanties } from './sections/garanties.ts';

/** What the letter, the engine and the LLM brief take from the sections. */
export {
  accordCadreName,
  buildingOf,
  buyerRef,
  constraintNames,
  decennaleFits,
  deName,
  NEED,
  ofCommune,
  atCommune,
  ofTrade,
  opRef,
  qualificationName,
  sameWords,
  scheduleOf,
  ACTIVITE,
} from './sections/shared.ts';
export type { Writing } from './sections/shared.ts';
export { relevance } from './sections/references.ts';

/* ------------------------------------------------------------------ assembly */

const WRITERS: Record<MemoireSectionKey, (w: Writing) => Written> = {
  presentation,
  comprehension,
  moyens_humains: moyensHumains,
  moyens_materiels: moyensMateriels,
  methodologie,
  planning,
  securite,
  environnement,
  qualite,
  references,
  garanties,
};

function criterionSentence(w: Writing, criterion: Criterion, key: MemoireSectionKey): string {
  const weight = weightLabel(criterion.weight, w.criteria);
  const label = `« ${criterion.label} »${weight ? ` (${weight})` : ''}`;
  return pick(w.a.seed, `crit-${key}`, [
    `Cette partie répond au critère ${label} du règlement de la consultation.`,
    `Critère de jugement concerné : ${label}.`,
    `Les éléments ci-dessous sont ceux que l’acheteur note au titre du critère ${label}.`,
  ]);
}

/** How many sections have named the operation in full so far (`namedOnce` across one response). */
export interface Naming {
  full: number;
  /** The sections that have said the kind of works in full (`kindOnce`). */
  kinds?: number;
}
/** The sections whose first mention says the kind of works in full (« les travaux de couverture et de zinguerie »). */
const KIND_SECTIONS = 4;
/** The same when a shorter form still says the trade (`shortKind`): it carries the later mentions. */
const KIND_SECTIONS_SHORT = 2;
/** A kind's head that names an action, not the work (« remplacement de menuiseries »): its short form is the trade's. */
const ACTION_HEAD =
  /^(?:entretien|réparation|remplacement|réfection|restauration|rénovation|réhabilitation|reprise|pose|mise|remise|création|raccordement|aménagement|structure|protection|modernisation|extension|renforcement|traitement|dépose|démolition|construction)\b/u;

/**
 * The kind of works said short but still of its trade (« travaux de plomberie » for « travaux de plomberie
 * et d’installations sanitaires », « travaux de gestion technique » for « … (GTB) »); null when the kind has
 * no shorter form that keeps its work (« travaux de menuiserie », « travaux de remplacement de menuiseries
 * extérieures »: the trade's name alone would make the same sentence for every kind of the trade).
 */
export function shortKind(a: Writing['a']): string | null {
  const full = kindOf(a);
  const m = /^travaux (de |d’|du |des )(.*)$/u.exec(full.replace(/\s*\([^)]*\)/gu, '').trim());
  const [, of = '', rest = ''] = m ?? [];
  // (« gestion technique (GTB) » without its brackets, « plomberie et d’installations sanitaires » without its
  // second noun, « électricité courants forts et courants faibles » without its currents; « restauration des maçonneries anciennes », an action whose object says the work, is kept whole)
  const cut = `travaux ${of}${rest.split(/,| et | courants /u)[0]?.trim() ?? ''}`;
  // (« réseaux et éclairage public »: « travaux de réseaux » alone says no work of the trade)
  const bare = /^travaux (?:de |d’|du |des )(?:réseaux|ouvrages|installations|équipements)$/u.test(cut);
  return m && !ACTION_HEAD.test(rest) && !bare && cut !== full ? cut : null;
}
/** The sections that may say the building with its buyer in full (the first ones that name it). */
const FULL_SECTIONS = 4;

/**
 * The operation's names, longest first: in full (« le collège de Nouzonville du Conseil
 * départemental des Ardennes »), then by its building and site (« le collège de Nouzonville »,
 * « la salle du Puy-Saint-Bonnet », « le chantier de Cahors »), then short (« le collège »,
 * « l’opération », « ce chantier »).
 */
export function namesOf(a: Writing['a']): { full: string; medium: string; short: string[] } {
  const full = opFull(a);
  const building = buildingOf(a);
  const noun = buildingNoun(a);
  const commune = a.place.commune;
  // A building with its own name (« le collège Marcel Anthonioz », « le collège de Nouzonville »)
  // keeps it; a bare one, or one said by its kind only, takes the site's commune (« la salle
  // polyvalente du Puy-Saint-Bonnet »).
  const rest = building && noun ? building.slice(noun.length).trim().split(/\s+/).filter(Boolean) : [];
  const own = rest.length > 0 && !rest.every((x) => KIND_OF_BUILDING.test(x));
  const medium =
    building && noun
      ? own
        ? building
        : `${building}${ofCommune(a)}`
      : commune
        ? `le chantier${ofCommune(a)}`
        : 'l’opération';
  return { full, medium, short: noun ? [noun] : ['l’opération', 'ce chantier'] };
}

/**
 * The building and its buyer (« le collège Marcel Anthonioz du Département de l’Ain à
 * Divonne-les-Bains ») said in full once per section at most, in the prose of the first sections
 * that name it (`FULL_SECTIONS`, counted in `naming` across the response). A list's lead-in and a
 * later section's first mention say the building and its site (« le collège de Divonne-les-Bains »,
 * « le chantier de Dijon »): fourteen lead-ins with the buyer's full name read heavily, and the
 * site still tells whose tender the list answers. Every other mention says the building alone
 * (« le collège », « la salle ») or « l’opération », « ce chantier ».
 */
export function namedOnce(w: Writing, body: string, naming: Naming = { full: 0 }): string {
  const { a } = w;
  const { full, medium, short } = namesOf(a);
  const pattern = new RegExp(
    `${escapeRegExp(full)}${a.place.commune ? `(?:${escapeRegExp(atCommune(a))})?` : ''}(?![\\p{L}])`,
    'gu',
  );
  let said = 0;
  let shortened = 0;
  return body
    .split('\n\n')
    .map((paragraph) => {
      // A list's lead-in says the building and its site, never the buyer's full name again.
      const list = paragraph.includes('\n- ');
      return paragraph.replace(pattern, (whole, at: number) => {
        // A quoted object (« Réfection de la toiture de l’école de Roanne ») is the buyer's text: kept whole.
        if (paragraph.lastIndexOf('«', at) > paragraph.lastIndexOf('»', at)) {
          return whole;
        }
        said += 1;
        if (said === 1 && !list && naming.full < FULL_SECTIONS) {
          naming.full += 1;
          return whole;
        }
        if (said === 1 || list) {
          return medium;
        }
        shortened += 1;
        return short[(shortened - 1) % short.length] ?? medium;
      });
    })
    .join('\n\n');
}

/**
 * The kind of works (« les travaux de couverture et de zinguerie », « les travaux de réseaux
 * d’assainissement ») said in full at its first mention in the first `KIND_SECTIONS` sections that say
 * it; every other mention is « nos travaux » (« Pour nos travaux de l’école de Roanne, 5 autocontrôles
 * … »): the same six words in every lead-in read as a litany (issue 13, the grader's « kind phrases »).
 * A kind with a shorter form of its trade (`shortKind`) is said in full in the first `KIND_SECTIONS_SHORT`
 * sections only; their later first mentions, list lead-ins too, say the short form (« nos travaux de
 * plomberie », « Normes appliquées à nos travaux de gestion technique : »), which keeps each trade's
 * sentence its own where « nos travaux » would make it the same for all.
 * A quoted text and a marker for the user are left as written.
 */
export function kindOnce(w: Writing, body: string, naming: Naming): string {
  const phrases = [...new Set([w.a.kb.travaux, kindOf(w.a)])]
    .filter((p) => /^travaux (?:de |d’|du |des )/u.test(p))
    .sort((x, y) => y.length - x.length)
    .map(escapeRegExp);
  if (phrases.length === 0) {
    return body;
  }
  const pattern = new RegExp(`(?<![\\p{L}])(Les|les|des|aux|Nos|nos) (?:${phrases.join('|')})(?![\\p{L}])`, 'gu');
  const short = shortKind(w.a);
  const ours: Record<string, string> = {
    Les: 'Nos',
    les: 'nos',
    des: 'de nos',
    aux: 'à nos',
    Nos: 'Nos',
    nos: 'nos',
  };
  const inFull = (naming.kinds ?? 0) < (short ? KIND_SECTIONS_SHORT : KIND_SECTIONS);
  let said = 0;
  let listed = false;
  const out = body.replace(pattern, (whole, det: string, at: number, all: string) => {
    // (A marker for the user says what to complete in full: « [À compléter : attestation … couvrant les travaux de …] ».)
    if (all.lastIndexOf('«', at) > all.lastIndexOf('»', at) || all.lastIndexOf('[', at) > all.lastIndexOf(']', at)) {
      return whole;
    }
    // (A list's lead-in keeps the kind: « Habilitations … pour les travaux de couverture … : » tells the list
    // apart from the same trade's list for another kind of work; in full in the first section, short after.)
    const paragraphEnd = all.indexOf('\n\n', at);
    const paragraph = all.slice(all.lastIndexOf('\n\n', at) + 1, paragraphEnd < 0 ? undefined : paragraphEnd);
    if (paragraph.includes('\n- ')) {
      listed = true;
      return short && (naming.kinds ?? 0) > 0
        ? `${ours[det] ?? det} ${short}`
        : inFull
          ? whole
          : `${ours[det] ?? det} travaux`;
    }
    said += 1;
    if (said === 1 && inFull) {
      return whole;
    }
    return said === 1 && short ? `${ours[det] ?? det} ${short}` : `${ours[det] ?? det} travaux`;
  });
  if (said > 0 || (listed && short)) {
    naming.kinds = (naming.kinds ?? 0) + 1;
  }
  return out;
}

/**
 * « la Ville de Livry-Gargan » twenty times: a town's own body is named in full once a section, then
 * « la Ville », « la Commune » (the site's commune is the buyer's name: said by the first mention).
 */
export function buyerOnce(w: Writing, body: string): string {
  const { a } = w;
  const buyer = (a.buyerName?.split(/,| - | – /)[0]?.trim() ?? '').replace(/^Mairie (?=de |d’|du |des )/, 'Commune ');
  const town = /^(Ville|Commune) (?:de |d’|du |des )\S/u.exec(buyer);
  // (« Conseil général de la Mayenne » sixteen times in one memo: « le Conseil général » after a section's first mention)
  const body2 =
    /^(Ministère|Région|Département|Métropole|Eurométropole|Conseil (?:général|départemental|régional)|Communauté (?:de communes|d['’]agglomération|urbaine)) (?:de |d’|du |des |de la |de l’)?\p{Lu}/iu.exec(
      buyer,
    );
  if (!(town && a.place.commune && fold(buyer).endsWith(fold(a.place.commune))) && !body2) {
    return body;
  }
  const head = (town ?? body2)?.[1] ?? '';
  // (The full name's service, « Ministère des Armées - ESID IDF », is never cut in two.)
  const rest = (a.buyerName ?? '').slice((a.buyerName ?? '').split(/,| - | – /)[0]?.length ?? 0);
  let said = 0;
  return body.replace(
    new RegExp(`(?<![\\p{L}])${escapeRegExp(buyer)}(?![\\p{L}-]${rest ? `|${escapeRegExp(rest)}` : ''})`, 'gu'),
    // (a quoted name, « Câblage sur les sites du Département des Pyrénées-Atlantiques », is the object's text: kept)
    (whole, at: number, all: string) =>
      all.lastIndexOf('«', at) > all.lastIndexOf('»', at) ? whole : (said += 1) > 1 ? head : whole,
  );
}

export function writeSections(w: Writing): MemoireSection[] {
  const naming: Naming = { full: 0 };
  return planSections(w.criteria).map(({ key, criterion }) => {
    const written = WRITERS[key](w);
    // (The presentation and the comprehension set the works apart from the operation's others: in full.)
    const named = namedOnce(w, written.body, naming);
    // (The references compare the company's works with this kind: said in full there too.)
    written.body =
      key === 'presentation' || key === 'comprehension'
        ? named
        : key === 'references'
          ? buyerOnce(w, named)
          : buyerOnce(w, kindOnce(w, named, naming));
    // The criterion opens the section's first paragraph, a list's lead-in too (a sentence of its
    // own would be the same in every response that answers the same criterion).
    const [first = '', ...rest] = written.body.split('\n\n');
    const body = criterion ? paragraphs([`${criterionSentence(w, criterion, key)} ${first}`, ...rest]) : written.body;
    return {
      key,
      title: MEMOIRE_SECTION_TITLES[key],
      body,
      table: written.table,
      criterion: criterion ? { label: criterion.label, weight: criterion.weight } : null,
    };
  });
}
