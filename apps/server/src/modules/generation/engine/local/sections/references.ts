import { earlyChildhood } from '../constraints.ts';
import { type ResponseTable } from '@batiao/shared/contracts/generation';
import { type Analysis } from '../analysis.ts';
import { properName } from '../french.ts';
import { aboutWorks, type Reference, sharedKinds, worksText } from '../company.ts';
import {
  bullets,
  clean,
  euros,
  eurosFromCents,
  fold,
  integer,
  joinFr,
  lowerFirst,
  paragraphs,
  plural,
  truncate,
  upperFirst,
} from '../text.ts';
import { type Writing, type Written, NEED, name, opAt, kindOf, ofTrade, constraintNames, buyerOf } from './shared.ts';

/* ------------------------------------------------------------------ références */

/** The uses of a building a reference and a tender may share (a school roof for a school roof). */
const USES: [string, RegExp][] = [
  ['établissement scolaire', /scolaire|ecole|college|lycee|maternelle/],
  ['établissement d’accueil du jeune enfant', /creche|halte-garderie|multi-accueil/],
  ['édifice cultuel', /eglise|chapelle|cathedrale|basilique|temple/],
  ['équipement sportif', /gymnase|salle de sports?|salle des sports|stade|piscine|complexe sportif/],
  ['mairie', /mairie|hotel de ville/],
  ['établissement de santé', /hopital|ehpad|clinique|centre hospitalier/],
  ['logements', /logements?\b/],
];

const usesOf = (text: string) => USES.filter(([, re]) => re.test(fold(text))).map(([label]) => label);

const referenceText = (r: Reference) => `${r.projet} ${r.description ?? ''}`;

/**
 * Whether a reference is of the same nature as the works: the trade's, and of the same kind of work
 * and material where it names them (slate roofing is not « de même nature » as a tile roof).
 */
export function sameNature(a: Analysis, r: Reference): boolean {
  // « travaux de restauration à l’identique de couverture » of a listed church: a school's tile
  // re-roofing is not of that nature unless its own words say restoration or a protected building.
  const heritage = HERITAGE.test(fold(kindOf(a))) && !HERITAGE.test(fold(referenceText(r)));
  return !heritage && ofTrade(a, referenceText(r)) && aboutWorks(referenceText(r), worksText(a));
}

/** Words of restoration work or of a protected building (folded). */
const HERITAGE =
  /\b(restaur\w*|a l'identique|monuments? historiques?|edifices? (protege|classe|inscrit)s?|patrimoin\w*|abf|architecte des batiments de france)\b/;

/** The building uses a reference shares with the tender (« établissement scolaire »). */
export function sharedUses(a: Analysis, r: Reference): string[] {
  const theirs = usesOf(`${a.title} ${a.targetLots.map((l) => l.title).join(' ')}`);
  return usesOf(referenceText(r)).filter((u) => theirs.includes(u));
}

/**
 * How close a reference is to the tender, for ranking: 0 when it is not of the trade; then the
 * same kind of work and material first, the same building use next, shared words last.
 */
export function relevance(a: Analysis, r: Reference): number {
  const words = new Set(
    fold(`${a.title} ${a.kb.travaux} ${a.targetLots.map((l) => l.title).join(' ')}`)
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length > 4),
  );
  const text = fold(referenceText(r));
  if (!ofTrade(a, referenceText(r))) {
    return 0;
  }
  let score = 1 + (sameNature(a, r) ? 100 : 0) + 10 * sharedUses(a, r).length;
  for (const word of words) {
    if (text.includes(word)) {
      score += 1;
    }
  }
  return score;
}

export function references(w: Writing): Written {
  const { f, a, todo } = w;
  if (f.references.length === 0) {
    // Without references, the text says which ones would answer this tender (its kind of work,
    // context, size and contract), the gap itself staying a visible marker.
    const amount = a.amount ?? a.targetLots.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    // Each a feature a chantier shares with this tender, as a noun: « même nature de travaux (…) ».
    const alike = [
      `même nature de travaux (${kindOf(a)})`,
      ...constraintNames(a).slice(0, 2),
      ...(a.accordCadre
        ? [a.accordCadreNamed ? 'exécution par bons de commande' : 'exécution commande par commande']
        : []),
      ...(amount > 0 ? [`montant proche de l’estimation de ${euros(amount)}`] : []),
    ];
    // Nothing is claimed about the company's past works: only the marker, and which chantiers
    // the buyer should find first.
    return {
      body: paragraphs([
        `Références : ${todo.marker(NEED.references)} ; en tête, ${
          alike.length > 1
            ? `les chantiers qui partagent les caractéristiques de ${opAt(a)} : ${joinFr(alike)}`
            : `les chantiers de même nature que les ${kindOf(a)} de ${opAt(a)}`
        }.`,
      ]),
      table: null,
    };
  }
  const ranked = [...f.references]
    .map((r) => ({ r, score: relevance(a, r) }))
    .sort((x, y) => y.score - x.score || y.r.annee - x.r.annee);
  const table: ResponseTable = {
    columns: ['Projet', 'Client', 'Année', 'Montant HT'],
    rows: ranked.map(({ r }) => [
      clean(r.projet),
      clean(r.client),
      String(r.annee),
      r.montant_ht_cents !== null ? eurosFromCents(r.montant_ht_cents) : '—',
    ]),
  };
  if (ranked.every((x) => x.score === 0)) {
    w.todo.note(
      `Aucune de vos références ne porte sur des ${a.kb.travaux} : la réponse les présente sans les dire comparables ; ajoutez si possible des chantiers de même nature dans « Mon entreprise ».`,
    );
  }
  const comparable = ranked.filter(
    (x) => sameNature(a, x.r) && sharedKinds(referenceText(x.r), worksText(a)).length > 0,
  ).length;
  const ofTheTrade = ranked.filter((x) => x.score > 0).length;
  const intro =
    comparable > 0
      ? `${name(w)} présente ${plural(ranked.length, 'référence')}, ${comparable > 1 ? `dont ${integer(comparable)} de même nature, portant comme nos travaux` : 'dont une de même nature, portant comme nos travaux'} sur ${joinFr([...new Set(ranked.filter((x) => sameNature(a, x.r)).flatMap((x) => sharedKinds(referenceText(x.r), worksText(a))))])} ; elles sont classées de la plus proche à la plus éloignée.`
      : ofTheTrade > 0
        ? `${name(w)} présente ${plural(ranked.length, 'référence')}, classées de la plus proche à la plus éloignée des ${kindOf(a)} de ${opAt(a)} ; aucune n’est de même nature (ouvrage ou matériau différent), ${ofTheTrade > 1 ? `${integer(ofTheTrade)} relèvent du même métier` : 'une relève du même métier'}.`
        : `Aucune référence de même nature que les ${kindOf(a)} de ${opAt(a)} : le tableau ci-dessous présente les chantiers de ${name(w)} pour sa capacité à conduire un marché public.`;
  /** What a reference shares with this tender (nature, context, size), said only when true. */
  const common = (r: Reference, score: number): string | null => {
    const text = fold(`${r.projet} ${r.description ?? ''}`);
    const shared: string[] = [];
    const kinds = sharedKinds(referenceText(r), worksText(a));
    if (sameNature(a, r) && kinds.length > 0) {
      shared.push(`même nature de travaux (${joinFr(kinds.map((k) => k.replace(/^(?:la |le |l’)/, '')))})`);
    } else if (score > 0) {
      shared.push('même métier');
    }
    if (a.constraints.has('site_occupe') && /occupe/.test(text)) {
      shared.push('site occupé');
    }
    if (a.constraints.has('scolaire') && !earlyChildhood(a) && /scolaire|ecole|college|lycee/.test(text)) {
      shared.push('établissement scolaire');
    } else {
      shared.push(...sharedUses(a, r).filter((u) => u !== 'établissement scolaire' && u !== 'édifice cultuel'));
    }
    if (
      a.constraints.has('patrimoine') &&
      /monument|architecte des batiments|classe|inscrit|chapelle|eglise/.test(text)
    ) {
      shared.push('édifice protégé');
    }
    const amount = a.amount ?? a.targetLots.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    if (amount > 0 && r.montant_ht_cents !== null) {
      const ratio = r.montant_ht_cents / 100 / amount;
      if (ratio >= 0.5 && ratio <= 2) {
        shared.push(`montant du même ordre que l’estimation de ${euros(amount)}`);
      }
    }
    return shared.length > 0 ? `En commun avec ${opAt(a)} : ${joinFr(shared)}.` : null;
  };
  const details = ranked.slice(0, 5).map(({ r, score }) => {
    const amount = r.montant_ht_cents !== null ? `, ${eurosFromCents(r.montant_ht_cents)}` : '';
    const description = clean(r.description) ? ` : ${lowerFirst(truncate(r.description ?? '', 400))}` : '';
    const line = `${clean(r.projet)} — ${properName(clean(r.client))}, ${r.annee}${amount}${description}${/[.…]$/.test(description) ? '' : '.'}`;
    const shared = common(r, score);
    return shared ? `${line} ${shared}` : line;
  });
  const contact = `${upperFirst(buyerOf(a))} peut obtenir sur demande les coordonnées des maîtres d’ouvrage cités${comparable > 0 ? ', en premier lieu pour les chantiers de même nature' : ''}.`;
  // The text details the comparable references only; the table lists them all (company facts
  // repeated in every response otherwise).
  const shown = details.filter((_, i) => (ranked[i]?.score ?? 0) > 0 || common(ranked[i]?.r as Reference, 0) !== null);
  return {
    body: paragraphs([shown.length > 0 ? `${intro} ${contact}\n${bullets(shown)}` : `${intro} ${contact}`]),
    table,
  };
}
