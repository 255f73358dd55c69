import {
  MEMOIRE_SECTION_TITLES,
  type MemoireSection,
  type MemoireSectionKey,
  type ResponseTable,
} from '@batiao/shared/contracts/generation';
import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import type { GenerationContext } from '../context.ts';
import { applicable, type ConstraintKey, lotLabel, type Analysis } from './analysis.ts';
import { properName } from './french.ts';
import { type CompanyFacts, type Reference, supervisors, type ToComplete, totalStaff } from './company.ts';
import { allocate } from './schedule.ts';
import { constraintLead, constraintParagraphs, constraintRisks } from './constraints.ts';
import { type Criterion, planSections, priceCriteria, weightLabel } from './criteria.ts';
import {
  bullets,
  clean,
  euros,
  eurosFromCents,
  fold,
  frenchCalendarDate,
  frenchDateTime,
  integer,
  joinFr,
  lowerFirst,
  months,
  NBSP,
  paragraphs,
  pick,
  plural,
  truncate,
  upperFirst,
  withArticle,
} from './text.ts';

/** The mémoire technique: one writer per section, composed from the tender's and the company's facts. */

export interface Writing {
  a: Analysis;
  f: CompanyFacts;
  todo: ToComplete;
  context: GenerationContext;
  criteria: Criterion[];
}

interface Written {
  body: string;
  table: ResponseTable | null;
}

/* Markers shared by several sections: the same words, so that `a_completer` lists the need once. */
export const NEED = {
  name: 'raison sociale de l’entreprise',
  siret: 'numéro SIRET',
  legalForm: 'forme juridique',
  address: 'adresse du siège',
  city: 'ville du siège',
  year: 'année de création de l’entreprise',
  staff: 'effectifs de l’entreprise (fonction et nombre de personnes)',
  turnover: 'chiffres d’affaires des trois derniers exercices',
  qualifications: 'qualifications professionnelles (Qualibat, RGE, Qualifelec…) ou preuves de capacité équivalentes',
  rcPro: 'assurance responsabilité civile professionnelle (assureur, numéro de police, validité)',
  decennale: 'assurance décennale (assureur, numéro de police, activités couvertes, validité)',
  equipment: 'matériel de l’entreprise (désignation et quantité)',
  references: 'références de chantiers similaires (projet, client, année, montant)',
  place: 'lieu d’exécution',
};

const name = (w: Writing) => w.f.name ?? w.todo.marker(NEED.name);
/** "de Crémieu", "d’Issoire". */
/** « élèves » at school, « enfants » in a crèche or a halte-garderie. */
const pupils = (a: Analysis) =>
  /creche|halte-garderie|multi-accueil|micro-creche/.test(a.text) ? 'enfants' : 'élèves';

export const deName = (x: string) => {
  // « les terrassements et les VRD » → « des terrassements et des VRD » (the second article too).
  const both = /^les /.test(x) ? x.replace(/ et les /g, ' et des ') : x;
  return /^[aeiouyàâäéèêëîïôöûüœ]/i.test(both) ? `d’${both}` : `de ${both}`;
};
/** " de Crémieu" after "le chantier", or nothing when the commune is unknown. */
export const ofCommune = (a: Analysis) => (a.place.commune ? ` ${deName(a.place.commune)}` : '');
/** " à Crémieu", or nothing. */
export const atCommune = (a: Analysis) => (a.place.commune ? ` à ${a.place.commune}` : '');
/** The buyer with its article, after a preposition (or at the start of a sentence with ''). */
export const buyerRef = (a: Analysis, preposition: '' | 'de' | 'à' | 'par' | 'avec' = '') =>
  a.buyerName ? withArticle(a.buyerName, preposition) : `${preposition ? `${preposition} ` : ''}l’acheteur`;

/** « À Crémieu, » opens a sentence only when the buyer's name does not already say the town. */
const atStart = (a: Analysis) => a.place.commune !== null && !fold(a.buyerName ?? '').includes(fold(a.place.commune));

/** The trade's activity, as a company describes itself ("couverture et zinguerie"). */
export const ACTIVITE: Record<TradeSlug, string> = {
  macon: 'maçonnerie et gros œuvre',
  couvreur: 'couverture et zinguerie',
  plombier: 'plomberie et installations sanitaires',
  electricien: 'électricité',
  menuisier: 'menuiserie',
  peintre: 'peinture et revêtements',
  chauffagiste: 'chauffage, ventilation et climatisation',
  carreleur: 'carrelage et revêtements de sols',
  plaquiste: 'plâtrerie et aménagements intérieurs',
  terrassier: 'terrassement et VRD',
  charpentier: 'charpente',
  etancheur: 'étanchéité',
  serrurier: 'serrurerie et métallerie',
  vitrier: 'vitrerie et miroiterie',
};
/**
 * The company's activity as its own profile states it: the trade's label only when a
 * qualification, the décennale's activities or a reference belong to the trade; otherwise null
 * (« Entreprise créée en 2009 », never the tender's trade put in the company's mouth). When the
 * profile speaks of other trades, the user is told once.
 */
export function companyActivity(w: Writing): string | null {
  const { f, a } = w;
  const texts = [
    ...f.qualifications.map((q) => `${q.organisme} ${q.intitule}`),
    clean(f.decennale?.couverture),
    ...f.references.map((r) => `${r.projet} ${r.description ?? ''}`),
  ].filter((t) => t.trim() !== '');
  if (texts.some((t) => ofTrade(a, t))) {
    return ACTIVITE[a.trade];
  }
  if (texts.length > 0) {
    w.todo.note(
      `Activité de l’entreprise : ni vos qualifications, ni votre assurance décennale, ni vos références ne relèvent des ${a.kb.travaux} de ce marché ; la réponse ne présente donc pas l’entreprise comme une entreprise ${/^[aeiouyéèh]/i.test(ACTIVITE[a.trade]) ? 'd’' : 'de '}${ACTIVITE[a.trade]}. Vérifiez que ces travaux sont bien dans votre activité avant de répondre.`,
    );
  }
  return null;
}
/** Buildings an object names, with their gender (« le gymnase », « la piscine », « l’église »). */
const BUILDINGS: [RegExp, 'm' | 'f'][] = [
  [/groupe scolaire/iu, 'm'],
  [/b[âa]timent administratif/iu, 'm'],
  [/h[ôo]tel de ville/iu, 'm'],
  [
    /gymnase|lyc[ée]e|coll[èe]ge|conservatoire|stade|mus[ée]e|th[ée][âa]tre|dojo|complexe sportif|centre aquatique/iu,
    'm',
  ],
  [
    /[ée]cole|piscine|[ée]glise|chapelle|cath[ée]drale|mairie|m[ée]diath[èe]que|biblioth[èe]que|cr[èe]che|salle|halle|caserne/iu,
    'f',
  ],
];
const CONNECTOR = /^(?:de|du|des|d’|de la|à|et)$/i;
/** A capitalised word that starts the works, not the building's name (« Lycée X Raccordement au … »). */
const WORKS =
  /^(?:raccordement|r[ée]habilitation|r[ée]novation|travaux|construction|remplacement|restauration|mise|extension|cr[ée]ation|am[ée]nagement|r[ée]fection|lot|relance|march[ée]s?|accord-cadre)$/iu;
/**
 * The building the object names, with its article and its own name (« le gymnase Jean Moulin »,
 * « la piscine de Vaise », « le gymnase du lycée Carnot »), or null.
 */
export function buildingOf(a: Analysis): string | null {
  const project = a.project;
  let best: { index: number; length: number; gender: 'm' | 'f' } | null = null;
  for (const [pattern, gender] of BUILDINGS) {
    const m = new RegExp(`(?<![\\p{L}])(?:${pattern.source})(?![\\p{L}])`, 'iu').exec(project);
    if (m && (best === null || m.index < best.index)) {
      best = { index: m.index, length: m[0].length, gender };
    }
  }
  if (!best) {
    return null;
  }
  const noun = project.slice(best.index, best.index + best.length);
  const tokens = project
    .slice(best.index + best.length)
    .replace(/\s[-–:].*$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (let i = 0; i < tokens.length && kept.length < 6; i += 1) {
    const t = tokens[i] ?? '';
    const next = tokens[i + 1] ?? '';
    const named = (w: string) =>
      /^\p{Lu}/u.test(w) || BUILDINGS.some(([p]) => new RegExp(`^(?:${p.source})$`, 'iu').test(w));
    if (WORKS.test(t)) {
      break;
    }
    if (named(t)) {
      kept.push(t);
    } else if (
      CONNECTOR.test(t) &&
      named(next) &&
      !(t === 'à' && a.place.commune && sameWords(tokens.slice(i + 1).join(' ')).startsWith(sameWords(a.place.commune)))
    ) {
      kept.push(t);
    } else {
      break;
    }
  }
  while (kept.length > 0 && CONNECTOR.test(kept[kept.length - 1] ?? '')) {
    kept.pop();
  }
  // « le lycée Charles de Gaulle », « le bâtiment administratif », but « le Conservatoire à Rayonnement Régional ».
  const head = kept[0] === 'à' ? noun : noun.charAt(0).toLowerCase() + noun.slice(1);
  const article = /^[aeiouyéèêâîôh]/i.test(head) ? 'l’' : best.gender === 'f' ? 'la ' : 'le ';
  return `${article}${[head, ...kept].join(' ')}`;
}

/**
 * The operation named briefly after its first mentions (issue 13: the object quoted in full at
 * most twice): by its building when the object names one, else by the buyer's operation; the
 * short name stays only where nothing else tells this tender apart (`keep`).
 */
export const opRef = (a: Analysis, keep = false): string => {
  const building = buildingOf(a);
  if (keep) {
    return `l’opération ${titleQuoted(a)}`;
  }
  // The buyer tells one operation from another where the object's name is no longer quoted.
  const own = building ? sameWords(building.replace(/^(?:le |la |l’)/, '')) : '';
  // « la mairie de Cordemais », not « … de la Mairie de Cordemais » again.
  const buyer =
    a.buyerName && !(own && (sameWords(a.buyerName).includes(own) || own.includes(sameWords(a.buyerName))))
      ? ` ${buyerOf(a, 'de')}`
      : '';
  // No buyer and no building: the short name stays (the only fact that tells the operation apart).
  return building ? `${building}${buyer}` : `l’opération${buyer || ` ${titleQuoted(a)}`}`;
};

/** The operation named briefly, then its place when the name does not say it (« le gymnase Jean Moulin de la Ville de Beauvais, à Beauvais »). */
const opAt = (a: Analysis, keep = false): string => {
  const ref = opRef(a, keep);
  return ref.includes('«')
    ? `${ref}${atSite(a)}`
    : a.place.commune && !sameWords(ref).includes(sameWords(a.place.commune))
      ? `${ref} à ${a.place.commune}`
      : ref;
};
/** The operation's short name, quoted (the full object is quoted only in the letter's object line and the project's presentation). */
const titleQuoted = (a: Analysis) => `« ${a.project} »`;

/**
 * Whether the décennale's stated activities cover this trade: true or false when the profile says
 * what it covers, null when it does not (nothing to compare).
 */
export function decennaleFits(w: Writing): boolean | null {
  const covered = clean(w.f.decennale?.couverture);
  if (!w.f.decennale || covered === '') {
    return null;
  }
  return ofTrade(w.a, covered);
}

/* Facts of the tender that shape a paragraph (its kind of work, place, span, constraints, lots). */

/** « réseaux et éclairage public », or the trade's works when no kind of work was recognised. */
const kindOf = (a: Analysis) =>
  a.sousTypes.length > 0 ? `travaux de ${joinFr(a.sousTypes.map((k) => k.label))}` : a.kb.travaux;
/** The works' schedule (the stated duration or the trade's usual one). */
export const scheduleOf = (a: Analysis) =>
  allocate(a.kb.phases, a.duration !== null ? Math.max(1, Math.round(a.duration * 4.33)) : a.kb.semainesParDefaut);
/** « 6 semaines », « 45 jours ouvrés ». */
const spanLabel = (total: number, unit: 'semaine' | 'jour') =>
  plural(total, unit === 'semaine' ? 'semaine' : 'jour ouvré', unit === 'semaine' ? 'semaines' : 'jours ouvrés');
/** « sur 6 semaines », « sur les 48 mois de l’accord-cadre, commande par commande », « sur un délai à confirmer ». */
const spanOf = (a: Analysis) => {
  if (a.accordCadre) {
    return a.duration !== null
      ? `sur les ${months(a.duration)} de l’accord-cadre, commande par commande`
      : 'commande par commande';
  }
  const s = scheduleOf(a);
  return a.duration !== null
    ? `sur ${spanLabel(s.total, s.unit)}`
    : `sur une base de ${spanLabel(s.total, s.unit)} à confirmer`;
};
/** « semaines 2 à 4 », « jour ouvré 3 ». */
const periodOf = (p: { start: number; end: number }, unit: 'semaine' | 'jour') => {
  const label = unit === 'semaine' ? 'semaine' : 'jour ouvré';
  return p.start === p.end
    ? `${label} ${p.start}`
    : `${unit === 'semaine' ? 'semaines' : 'jours ouvrés'} ${p.start} à ${p.end}`;
};
/** « en site occupé et établissement scolaire », or ''. */
const contextOf = (a: Analysis) => {
  const names = constraintNames(a).slice(0, 3);
  return names.length > 0 ? ` (${joinFr(names)})` : '';
};

function insuranceLine(w: Writing, kind: 'rcPro' | 'decennale'): string {
  const insurance = kind === 'rcPro' ? w.f.rcPro : w.f.decennale;
  const label = kind === 'rcPro' ? 'Responsabilité civile professionnelle' : 'Garantie décennale';
  if (!insurance) {
    return `${label} : ${w.todo.marker(NEED[kind])}`;
  }
  const parts = [`assureur ${clean(insurance.assureur)}`];
  if (insurance.numero_police) {
    parts.push(`police n° ${clean(insurance.numero_police)}`);
  }
  if (insurance.couverture) {
    parts.push(`${kind === 'decennale' ? 'activités couvertes' : 'garanties'} : ${clean(insurance.couverture)}`);
  }
  if (insurance.valid_until) {
    parts.push(`attestation valable jusqu’au ${frenchCalendarDate(insurance.valid_until)}`);
  }
  return `${label} : ${parts.join(', ')}`;
}

/** « Qualibat 3192 Couverture… », without repeating the body when the title already names it. */
export function qualificationName(q: { organisme: string; intitule: string }): string {
  const organisme = clean(q.organisme);
  const intitule = clean(q.intitule);
  return fold(intitule).startsWith(fold(organisme)) ? intitule : `${organisme} ${intitule}`;
}

/** A qualification or reference is claimed relevant only when its text belongs to the user's trade. */
export function ofTrade(a: Analysis, text: string): boolean {
  return matchTradeKeywords(a.trade, text).length > 0;
}

function qualificationLines(w: Writing): string[] {
  return w.f.qualifications.map((q) => {
    const parts = [
      fold(clean(q.intitule)).startsWith(fold(clean(q.organisme)))
        ? clean(q.intitule)
        : `${clean(q.organisme)} — ${clean(q.intitule)}`,
    ];
    if (q.numero) {
      parts.push(`n° ${clean(q.numero)}`);
    }
    if (q.valid_until) {
      parts.push(`valable jusqu’au ${frenchCalendarDate(q.valid_until)}`);
    }
    return parts.join(', ');
  });
}

/**
 * The constraints of the site the notice shows, for a section: one paragraph, led by the tender's
 * own facts, their measures as a list (none: nothing).
 */
function constraintBlock(
  a: Analysis,
  section: 'comprehension' | 'methodologie' | 'planning',
  lead: string,
): string | null {
  const texts = constraintParagraphs(a, section);
  return texts.length > 0 ? `${lead}\n${bullets(texts)}` : null;
}

/* ------------------------------------------------------------------ presentation */

function presentation(w: Writing): Written {
  const { f, a, todo, context } = w;
  const form = f.legalForm ?? todo.marker(NEED.legalForm);
  const year = f.createdYear ?? null;
  const age = year !== null ? context.now.getUTCFullYear() - year : null;
  const address =
    f.address && f.postalCode && f.city
      ? `${f.address}, ${f.postalCode} ${f.city}`
      : f.address || f.city
        ? [f.address, [f.postalCode, f.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
        : todo.marker(NEED.address);
  const created =
    year !== null
      ? age !== null && age >= 2
        ? `créée en ${year} (${integer(age)} ans d’activité)`
        : `créée en ${year}`
      : `créée en ${todo.marker(NEED.year)}`;
  const activity = companyActivity(w);
  const identity = activity
    ? pick(a.seed, 'pres-identity', [
        `${name(w)} est une entreprise de ${activity} (${form}), ${created}, dont le siège est situé ${address}.`,
        `Entreprise de ${activity}, ${name(w)} (${form}) a été ${created} ; son siège : ${address}.`,
        `${name(w)} (${form}), ${created}, réalise des travaux de ${activity} depuis son siège : ${address}.`,
      ])
    : pick(a.seed, 'pres-identity', [
        `${name(w)} (${form}) a été ${created} ; son siège est situé ${address}.`,
        `${upperFirst(created)}, ${name(w)} (${form}) a son siège ${address}.`,
        `${name(w)} (${form}), ${created}, a son siège ${address}.`,
      ]);
  const siret = `SIRET : ${f.siret ?? todo.marker(NEED.siret)}.`;
  const total = totalStaff(f);
  const staff =
    f.staff.length > 0
      ? `L’entreprise compte ${plural(total, 'personne')} : ${joinFr(f.staff.map((s) => `${lowerFirst(clean(s.role))} (${integer(s.nombre)})`))}.`
      : `Effectif : ${todo.marker(NEED.staff)}.`;
  const quals = qualificationLines(w);
  const qualText =
    quals.length > 0
      ? `Qualifications et certifications détenues :\n${bullets(quals)}`
      : `Qualifications : ${todo.marker(NEED.qualifications)}.`;
  const insurance = `Assurances :\n${bullets([insuranceLine(w, 'rcPro'), insuranceLine(w, 'decennale'), ...f.otherInsurances.map((i) => `${clean(i.assureur)}${i.couverture ? ` : ${clean(i.couverture)}` : ''}`)])}`;
  let table: ResponseTable | null = null;
  let turnover: string;
  if (f.turnovers.length > 0) {
    table = {
      columns: ['Exercice', 'Chiffre d’affaires HT'],
      rows: f.turnovers.map((t) => [String(t.annee), eurosFromCents(t.montant_ht_cents)]),
    };
    const latest = f.turnovers[0];
    turnover = latest
      ? `Le chiffre d’affaires du dernier exercice renseigné (${latest.annee}) s’élève à ${eurosFromCents(latest.montant_ht_cents)} ; le détail des exercices figure dans le tableau ci-dessous.`
      : '';
    if (a.amount !== null && latest && latest.montant_ht_cents > 0) {
      const share = Math.round(((a.amount * 100) / latest.montant_ht_cents) * 100);
      turnover += ` Le montant estimé de l’opération en représente environ ${integer(share)}${NBSP}%.`;
    }
  } else {
    turnover = `Chiffre d’affaires : ${todo.marker(NEED.turnover)}.`;
  }
  return { body: paragraphs([identity, siret, staff, turnover, qualText, insurance]), table };
}

/* ------------------------------------------------------------------ comprehension */

function comprehension(w: Writing): Written {
  const { a, criteria } = w;
  const t = a.tender;
  const proc = a.procedure ? ` (${a.procedure.toLowerCase()})` : '';
  const site = ` Lieu d’exécution : ${a.place.label || w.todo.marker(NEED.place, 'à relever dans le règlement de la consultation ou le CCTP')}${a.place.departementName && !a.place.label.includes(a.place.departementName) ? ` (${a.place.departementName})` : ''}.`;
  const full = `« ${a.title} »${a.project !== a.title ? `, ci-après « ${a.project} »` : ''}`;
  const intro = pick(a.seed, 'comp-intro', [
    `${upperFirst(buyerRef(a))} consulte les entreprises${proc} pour l’opération ${full}, référencée ${a.reference}.${site}`,
    `L’opération ${full} (avis n° ${a.reference}) est lancée ${buyerRef(a, 'par')}${proc}.${site}`,
    `${atStart(a) ? `À ${a.place.commune}, ` : ''}${atStart(a) ? buyerRef(a) : upperFirst(buyerRef(a))} prévoit l’opération ${full}${proc} ; l’avis correspondant porte la référence ${a.reference}.${site}`,
  ]);
  const facts: string[] = [];
  if (a.amount !== null) {
    facts.push(`Le montant estimé par l’acheteur est de ${euros(a.amount)}.`);
  }
  if (a.duration !== null) {
    facts.push(`La durée d’exécution annoncée est de ${months(a.duration)}.`);
  }
  if (a.deadline) {
    facts.push(`Les offres sont attendues au plus tard le ${frenchDateTime(a.deadline)}.`);
  }
  let lots = '';
  if (a.lots.length > 1) {
    const targeted = new Set(a.targetLots);
    lots = `La consultation est divisée en ${plural(a.lots.length, 'lot')} :\n${bullets(
      a.lots.map(
        (l) => `${upperFirst(lotLabel(l))}${a.lotsRecognised && targeted.has(l) ? ' — lot visé par notre offre' : ''}`,
      ),
    )}`;
  } else if (a.lots.length === 1 && a.lots[0]) {
    lots = `La consultation porte sur un lot unique : ${lotLabel(a.lots[0])}.`;
  }
  const lotDescriptions = a.targetLots
    .filter((l) => clean(l.description) !== '')
    .slice(0, 4)
    .map((l) => {
      const amount = l.amount ? ` (estimation : ${euros(l.amount)})` : '';
      return `${upperFirst(lotLabel(l))}${amount} : ${truncate(l.description ?? '', 500)}`;
    });
  const description =
    lotDescriptions.length === 0 && clean(t.description) !== ''
      ? `L’avis décrit ainsi les prestations : « ${truncate(t.description, 600)} »`
      : lotDescriptions.length > 0
        ? lotDescriptions.join('\n\n')
        : '';
  const subjects = a.specificites.map((s) => s.sujet);
  const kinds =
    a.sousTypes.length > 0
      ? `Nature des travaux, à la lecture de l’objet et des lots : ${joinFr(a.sousTypes.map((k) => k.label))} ; le mode opératoire, le référentiel technique et les risques présentés plus loin sont ceux de ces travaux.`
      : null;
  const contract = a.accordCadre
    ? 'Le marché est un accord-cadre exécuté par bons de commande : chaque commande est une intervention à part entière, avec son délai, son prix tiré du bordereau et son compte rendu ; notre organisation de la prise de commande est décrite dans la méthodologie.'
    : null;
  const reading =
    subjects.length > 0
      ? `Pour l’opération ${titleQuoted(a)}, notre lecture du dossier fait ressortir les ouvrages suivants : ${subjects.join(' ; ')}. La méthodologie décrit plus loin la mise en œuvre de chacun.`
      : `Notre lecture du dossier : l’opération ${titleQuoted(a)} demande des ${kindOf(a)}${lotsOf(a)}, exécutés selon les règles de l’art et les documents techniques unifiés cités dans la méthodologie.`;
  const attentionLead = pick(a.seed, 'comp-attention', [
    'Points que nous vérifierons à la lecture du CCTP et lors de la visite :',
    'Points d’attention relevés pour cette opération :',
    'Avant de fixer nos modes opératoires, nous vérifierons :',
  ]);
  const attentionItems = [
    ...a.kb.pointsAttention,
    ...(a.lotsRecognised ? ['les limites de prestations avec les autres lots de la consultation'] : []),
    ...(a.constraints.has('amiante') ? ['les conclusions du repérage amiante avant travaux'] : []),
    ...(a.constraints.has('site_occupe') ? ['les horaires et les zones d’occupation à respecter'] : []),
  ];
  const attention = `${attentionLead.replace(/ :$/, '')}${atSite(a) ? ` (${atSite(a).trim()})` : ''} :\n${bullets(attentionItems.map(upperFirst))}`;
  const distance = distanceParagraph(w);
  const price = priceCriteria(criteria);
  const priceText =
    price.length > 0
      ? `Le critère ${joinFr(price.map((c) => `« ${c.label} »${c.weight !== null ? ` (${weightLabel(c.weight, criteria)})` : ''}`))} est jugé sur ${a.priceDocument}, jointe à l’offre : le présent mémoire répond aux critères techniques.`
      : `Le prix est remis dans ${a.priceDocument} ; le présent mémoire en expose le contenu technique.`;
  const variantes =
    a.variantes === 'autorisees'
      ? 'L’avis autorise les variantes : notre offre de base respecte strictement le CCTP ; toute variante éventuelle serait présentée séparément, avec sa justification technique.'
      : a.variantes === 'interdites'
        ? 'Les variantes ne sont pas autorisées : notre offre respecte strictement les prescriptions du CCTP.'
        : null;
  return {
    body: paragraphs([
      // The intro carries the distance, the facts carry the price and variants: alone, those
      // sentences read the same in every response.
      [intro, facts.join(' '), priceText, variantes, distance].filter(Boolean).join(' '),
      lots,
      description,
      [kinds, contract, reading].filter(Boolean).join(' '),
      constraintBlock(
        a,
        'comprehension',
        `${upperFirst(constraintLead(a).replace(/\.$/, ''))} — pour ${opAt(a)}, ${spanOf(a)} :`,
      ),
      attention,
    ]),
    table: null,
  };
}

function distanceParagraph(w: Writing): string | null {
  const { a } = w;
  const d = a.distance;
  if (!d.baseLabel || d.relation === 'unknown' || !a.place.commune) {
    return null;
  }
  const site = `Le chantier ${deName(a.place.commune)}`;
  // Distances are between département centres (± 50 km): rounded to 50, and never given for neighbours.
  const km = `${integer(Math.max(50, Math.round((d.km ?? 0) / 50) * 50))}${NBSP}km`;
  switch (d.relation) {
    case 'same':
      return `${site} est situé dans le même département que notre siège de ${d.baseLabel} : l’encadrement peut s’y rendre dans la journée à chaque fois que le chantier le demande.`;
    case 'neighbour':
      return `${site} se trouve dans un département voisin de celui de notre siège de ${d.baseLabel} : les trajets sont intégrés à l’organisation des journées et les approvisionnements regroupés.`;
    case 'region':
      return `${site} est à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : les approvisionnements sont livrés directement sur site et les déplacements des équipes organisés à la semaine pendant les phases d’exécution.`;
    default:
      return `${site} se trouve à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : l’organisation des déplacements et de l’hébergement des équipes est arrêtée en période de préparation, et les matériaux livrés directement sur site.`;
  }
}

/* ------------------------------------------------------------------ moyens humains */

function moyensHumains(w: Writing): Written {
  const { f, a, todo } = w;
  const paras: string[] = [];
  let table: ResponseTable | null = null;
  const schedule = scheduleOf(a);
  const steps = applicable(a, a.kb.etapes);
  const chefs = supervisors(f);
  if (f.staff.length > 0) {
    const total = totalStaff(f);
    table = { columns: ['Fonction', 'Effectif'], rows: f.staff.map((s) => [clean(s.role), integer(s.nombre)]) };
    paras.push(
      `Les ${kindOf(a)}${lotsOf(a)}${atSite(a)} sont conduits ${spanOf(a)}${contextOf(a)} par une équipe issue de l’effectif de ${name(w)} (${plural(total, 'personne')}, tableau ci-dessous).`,
    );
  } else {
    paras.push(
      `Les ${kindOf(a)}${lotsOf(a)}${atSite(a)} sont conduits ${spanOf(a)}${contextOf(a)} par une équipe de l’entreprise dont la composition est à préciser — effectifs : ${todo.marker(NEED.staff)}.`,
    );
  }
  const lead =
    chefs.length > 0
      ? `L’encadrement (${joinFr(chefs.map((c) => `${lowerFirst(clean(c.role))} : ${integer(c.nombre)}`))}) désigne à la notification un interlocuteur unique`
      : 'Un interlocuteur unique est désigné à la notification';
  const meetings = a.accordCadre
    ? `reçoit les bons de commande ${buyerOf(a, 'de')}, fixe avec l’occupant la date de chaque intervention et rend compte de chacune`
    : a.lots.length > 1
      ? `représente l’entreprise aux réunions de chantier avec le maître d’œuvre et ${a.lots.length === 2 ? 'l’autre lot' : `les ${integer(a.lots.length - 1)} autres lots`}, tient le planning à jour`
      : `représente l’entreprise aux réunions avec ${buyerOf(a)}, tient le planning à jour`;
  const checked = steps.slice(0, 2).map((s) => `« ${lowerFirst(s.titre)} »`);
  paras[0] = `${paras[0]} ${lead} : il ${meetings}${checked.length > 0 ? ` et valide lui-même les autocontrôles des étapes ${joinFr(checked)}` : ''}.`;
  if (!a.accordCadre && schedule.phases.length > 1) {
    const longest = schedule.phases.reduce((m, p) => (p.length > m.length ? p : m));
    const first = schedule.phases[0];
    // Joined to the section's first paragraph: alone, it reads the same for every tender of the trade.
    paras[0] = `${paras[0]} ${`L’effectif sur site suit le planning : réduit pendant « ${lowerFirst(first?.nom ?? '')} » (${periodOf(first ?? longest, schedule.unit)}), complet pendant « ${lowerFirst(longest.nom)} » (${periodOf(longest, schedule.unit)}). ${pick(a.seed, 'mh-repl', ['Une absence est remplacée à compétence égale, sans interruption du chantier.', 'En cas d’absence, le remplacement se fait par un intervenant de même qualification.'])}`}`;
  } else {
    paras.push(
      'Pour chaque bon de commande, l’équipe est dimensionnée selon la nature et le délai de l’intervention ; une absence est remplacée à compétence égale pour tenir ce délai.',
    );
  }
  const extra = [
    ...(a.constraints.has('amiante') && !a.kb.habilitations.some((h) => /amiante/.test(h))
      ? ['formation amiante sous-section 4 (repérage signalé dans le dossier)']
      : []),
    ...(a.constraints.has('circulation') && !a.kb.habilitations.some((h) => /AIPR/.test(h))
      ? ['AIPR pour les travaux à proximité des réseaux (abords de voie publique)']
      : []),
  ];
  const habilitations = [
    ...a.kb.habilitations.filter((h) => !/amiante/.test(h) || a.constraints.has('amiante')),
    ...extra,
  ];
  paras.push(
    `Habilitations et formations exigées des intervenants pour les ${kindOf(a)} de ${opAt(a)} — seuls ceux qui les détiennent y sont affectés :\n${bullets(habilitations.map(upperFirst))}`,
  );
  if (a.lots.length > 1 || a.constraints.has('insertion')) {
    paras.push(
      `Sur cette consultation${a.lots.length > 1 ? ` en ${plural(a.lots.length, 'lot')}` : ''}, toute sous-traitance éventuelle est déclarée par un formulaire DC4 et soumise à l’acceptation ${buyerOf(a, 'de')} avant tout début d’intervention${a.constraints.has('insertion') ? ' ; les heures d’insertion demandées sont suivies et justifiées' : ''}.`,
    );
  }
  return { body: paragraphs(paras), table };
}

/* ------------------------------------------------------------------ moyens matériels */

function moyensMateriels(w: Writing): Written {
  const { f, a, todo } = w;
  const paras: string[] = [];
  let table: ResponseTable | null = null;
  const needed = applicable(a, a.kb.materiel);
  const owned = f.equipment.map((e) => ({ e, folded: fold(`${e.designation} ${e.details ?? ''}`) }));
  const schedule = scheduleOf(a);
  const main = schedule.phases.reduce(
    (m, p) => (p.length > m.length ? p : m),
    schedule.phases[0] ?? { nom: '', length: 0, start: 1, end: 1 },
  );
  const when = a.accordCadre
    ? 'pour la durée de chaque intervention'
    : `pour la phase « ${lowerFirst(main.nom)} » (${periodOf(main, schedule.unit)})`;
  if (f.equipment.length > 0) {
    table = {
      columns: ['Désignation', 'Quantité', 'Précisions'],
      rows: f.equipment.map((e) => [clean(e.designation), integer(e.quantite), clean(e.details) || '—']),
    };
    const covered: string[] = [];
    const rented: string[] = [];
    for (const item of needed) {
      // An owned item covers a need only when it is that item (« Camion benne » is no « camion-grue »):
      // the need's pattern matches and one of its significant words is the item's.
      const words = fold(item.nom)
        .split(/[^a-z0-9-]+/)
        .filter((x) => x.length >= 4 && !/^(pour|avec|selon|dans|conforme|adapte|adaptee|equipe|outillage)$/.test(x));
      const match = owned.find(
        (o) => item.match.test(o.folded) && words.some((x) => new RegExp(`(?<![a-z-])${x}(?![a-z-])`).test(o.folded)),
      );
      if (match) {
        covered.push(`${upperFirst(item.nom)} : ${clean(match.e.designation)} de l’entreprise`);
      } else {
        rented.push(upperFirst(item.nom));
      }
    }
    // How much of the need the fleet covers is not for the buyer: the rented means are listed below.
    paras.push(
      `Le matériel de ${name(w)} (tableau ci-dessous) est affecté aux ${kindOf(a)}${atSite(a)} ${spanOf(a)}${covered.length > 0 ? ', avec les moyens propres détaillés ci-dessous' : ''}.`,
    );
    if (covered.length > 0) {
      paras.push(`Moyens de l’entreprise affectés à ${opRef(a)} ${when} :\n${bullets(covered)}`);
    }
    if (rented.length > 0) {
      paras.push(
        `Moyens loués ${a.place.commune ? `près de ${a.place.commune}` : 'près du site'} ${when} de ${opRef(a)}, faute de figurer dans le parc de l’entreprise :\n${bullets(rented)}`,
      );
    }
  } else {
    paras.push(
      `Le matériel affecté aux ${kindOf(a)}${lotsOf(a)}${atSite(a)} ${spanOf(a)} répond aux ${plural(needed.length, 'besoin')} du mode opératoire listés ci-dessous ; matériel de l’entreprise : ${todo.marker(NEED.equipment)}.`,
    );
    paras.push(
      `Pour les ${kindOf(a)}${atSite(a)}, le mode opératoire demande, ${when} :\n${bullets(needed.map((n) => upperFirst(n.nom)))}`,
    );
  }
  const others =
    a.lots.length > 2
      ? ` et partagée avec les ${integer(a.lots.length - 1)} autres lots selon le PGC`
      : a.lots.length === 2
        ? ' et partagée avec l’autre lot selon le PGC'
        : '';
  if (a.accordCadre) {
    paras.push(
      `Pour chaque bon de commande, le matériel est amené le jour de l’intervention et repris le soir${a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante') ? ', sans stockage dans les locaux occupés' : ''} ; aucune installation permanente n’est laissée sur les sites ${buyerOf(a, 'de')}.`,
    );
  } else if (a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante')) {
    paras.push(
      `L’installation de chantier${atSite(a)} est réduite à une zone de stockage fermée et à des bennes de tri, implantées en accord ${buyerOf(a, 'avec')} à l’écart des ${a.constraints.has('scolaire') ? pupils(a) : a.constraints.has('sante') ? 'patients et du public' : 'occupants'}${others} ; l’usage éventuel des sanitaires existants fait l’objet d’un accord préalable.`,
    );
  } else {
    paras.push(
      `L’installation de chantier${atSite(a)} — zone de stockage balisée, bennes de tri, vestiaire et sanitaires du personnel — est implantée selon le plan validé en période de préparation${others}${a.constraints.has('circulation') ? ', dans l’emprise autorisée par l’arrêté de circulation' : ''}.`,
    );
  }
  // The site set-up joins the section's first paragraph (alone, it reads the same in every response).
  const setup = paras.pop();
  if (setup && paras.length > 0 && !(paras[0] ?? '').includes('\n')) {
    paras[0] = `${paras[0]} ${setup}`;
  } else if (setup) {
    paras.push(setup);
  }
  const first = schedule.phases[0];
  paras.push(
    `Produits prévus pour ${a.kb.ouvrage}${lotsOf(a)} de ${opAt(a)} : fiches techniques et avis techniques soumis au visa ${a.accordCadre ? 'à la première commande' : `pendant « ${lowerFirst(first?.nom ?? 'la préparation')} »`}, commande ensuite${a.distance.relation === 'far' || a.distance.relation === 'region' ? ', livraison directe sur site' : ''} :\n${bullets(a.kb.materiaux.map(upperFirst))}`,
  );
  return { body: paragraphs(paras), table };
}

/* ------------------------------------------------------------------ méthodologie */

function methodologie(w: Writing): Written {
  const { a } = w;
  const steps = applicable(a, a.kb.etapes);
  const intro = `${a.accordCadre ? `Pour chaque bon de commande de ${accordCadreName(a)}, les` : 'Les'} ${kindOf(a)}${lotsOf(a)}${a.accordCadre ? atSite(a) : ` de ${opAt(a)}`} sont exécutés en ${plural(steps.length, 'étape')}, chacune conditionnant la suivante.`;
  const stepList = bullets(steps.map((s) => `${s.titre} : ${s.detail}.`));
  const specific = a.specificites.map((s) => s.texte);
  const zone = constraintBlock(a, 'methodologie', `Dispositions d’exécution propres à ${opAt(a)}${contextOf(a)} :`);
  const normes = `Référentiel technique appliqué aux ${kindOf(a)} de ${opRef(a)} :\n${bullets(a.normes.map((n) => `${n.ref} : ${n.objet}`))}`;
  const others = a.lotsRecognised ? a.lots.filter((l) => !a.targetLots.includes(l)) : [];
  const interfaces =
    others.length > 0
      ? `Interfaces avec les autres lots : ${joinFr(others.slice(0, 6).map(lotLabel))}. Les réservations, supports et ordres d’intervention sont arrêtés avec ces entreprises en réunion de chantier, et chaque support reçu d’un autre lot est contrôlé avant que nous le recouvrions.`
      : a.lots.length > 1
        ? 'Les interfaces entre les lots de la consultation (réservations, supports, ordres d’intervention) sont arrêtées en réunion de chantier, et chaque support reçu d’un autre corps d’état est contrôlé avant d’être recouvert.'
        : null;
  const prep = pick(a.seed, 'meth-prep', [
    'La période de préparation sert à établir les plans d’exécution, à faire viser les fiches techniques et à caler le phasage avec le maître d’œuvre.',
    'Avant tout démarrage, la période de préparation permet de relever les existants, de faire valider les produits et d’arrêter le phasage avec le maître d’œuvre.',
    'Les plans d’exécution, les fiches produits et le phasage sont soumis au visa pendant la période de préparation, avant toute commande.',
  ]);
  return {
    body: paragraphs([`${intro} ${prep}\n${stepList}`, ...specific, ...orderParagraphs(a), zone, interfaces, normes]),
    table: null,
  };
}

/**
 * An accord-cadre à bons de commande is run order by order (CCP R2162-13 and following): order
 * intake, response times as the CCAP sets them (never invented), pricing from the BPU, reports.
 */
function orderParagraphs(a: Analysis): string[] {
  if (!a.accordCadre) {
    return [];
  }
  const delay = a.interventionDelay
    ? `le délai d’intervention de ${a.interventionDelay} fixé par l’avis est tenu pour chaque commande`
    : 'les délais d’intervention (urgence, intervention courante, travaux programmés) sont ceux que fixe le CCAP, et chaque commande est planifiée pour les tenir';
  const items = [
    'Prise de commande : un interlocuteur unique reçoit les bons de commande, en accuse réception et confirme la date d’intervention',
    `Délais : ${delay}`,
    `Prix : chaque commande est valorisée d’après ${a.priceDocument} ; une prestation absente du bordereau fait l’objet d’un devis préalable soumis à l’acheteur`,
    'Compte rendu : chaque intervention donne lieu à un compte rendu (travaux réalisés, photos, réserves éventuelles), et un tableau de suivi des commandes est tenu à disposition',
    ...(/astreinte/.test(a.text)
      ? [
          'Astreinte : l’organisation de l’astreinte demandée par le dossier est précisée à la notification (intervenants, moyens, joignabilité)',
        ]
      : []),
    ...(a.constraints.has('site_occupe') || a.constraints.has('scolaire') || a.constraints.has('sante')
      ? ['Sites occupés : chaque intervention est annoncée à l’occupant, la zone balisée et rendue propre le jour même']
      : []),
  ];
  return [`Exécution par bons de commande :\n${bullets(items.map((i) => `${i}.`))}`];
}

/* ------------------------------------------------------------------ planning */

function planning(w: Writing): Written {
  const { a } = w;
  const known = a.duration !== null;
  const totalWeeks = known ? Math.max(1, Math.round((a.duration ?? 0) * 4.33)) : a.kb.semainesParDefaut;
  const rows: string[][] = [];
  const schedule = allocate(a.kb.phases, totalWeeks);
  if (a.accordCadre) {
    // An accord-cadre is executed order by order: the phases are shares of each order's delay.
    for (const phase of schedule.phases) {
      rows.push([
        phase.nom,
        `environ ${integer(Math.round((phase.length / schedule.total) * 100))}${NBSP}% du délai`,
        'Délai fixé par chaque bon de commande',
      ]);
    }
  } else {
    const label = schedule.unit === 'semaine' ? 'Semaine' : 'Jour ouvré';
    for (const phase of schedule.phases) {
      rows.push([
        phase.nom,
        plural(
          phase.length,
          schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré',
          schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés',
        ),
        phase.length === 1 ? `${label} ${phase.start}` : `${label}s ${phase.start} à ${phase.end}`,
      ]);
    }
  }
  const intro = known
    ? a.accordCadre
      ? `L’accord-cadre court sur ${months(a.duration ?? 0)} : il s’exécute par bons de commande, et chaque bon reçoit un planning propre, dont les phases types sont données ci-dessous en proportion du délai fixé par le bon.`
      : `Le planning ci-dessous répartit les ${plural(schedule.total, schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré', schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés')} du délai d’exécution annoncé (${months(a.duration ?? 0)}) entre les phases de l’opération, sans chevauchement : leur somme est le délai.`
    : a.accordCadre
      ? 'L’avis ne fixe pas de durée globale : chaque bon de commande fera l’objet d’un planning propre, dont les phases types sont données ci-dessous en proportion du délai d’exécution fixé par le bon.'
      : `L’avis ne précise pas la durée d’exécution des ${kindOf(a)}${lotsOf(a)} de ${opRef(a)} : le planning ci-dessous en ${plural(schedule.phases.length, 'phase')} est établi sur une base de ${plural(schedule.total, 'semaine')}, indicative et à recaler sur le délai contractuel dès qu’il est connu.`;
  const unitWord = schedule.unit === 'semaine' ? 'les semaines sont comptées' : 'les jours ouvrés sont comptés';
  const start = a.accordCadre
    ? `Chaque bon de commande ${buyerOf(a, 'de')} fixe sa date de début et son délai ; le planning propre à la commande est transmis avec l’accusé de réception${a.interventionDelay ? `, dans le délai d’intervention de ${a.interventionDelay} fixé par l’avis` : ''}.`
    : `La date de démarrage est à convenir ${buyerOf(a, 'avec')}${a.deadline ? ` après la remise des offres du ${frenchCalendarDate(a.deadline.toISOString().slice(0, 10))} et la notification` : ''} ; ${unitWord} à partir de l’ordre de service.`;
  const longest = schedule.phases.reduce(
    (m, p) => (p.length > m.length ? p : m),
    schedule.phases[0] ?? { nom: '', length: 0, start: 1, end: 1 },
  );
  const watch = a.kb.pointsAttention[0];
  const critical = a.accordCadre
    ? `Dans chaque commande, la part la plus longue est « ${lowerFirst(longest.nom)} » ; ses fournitures sont commandées dès l’accusé de réception pour tenir le délai du bon.`
    : `Le chemin critique ${a.place.commune ? `du chantier ${deName(a.place.commune)}` : 'du chantier'} passe par « ${lowerFirst(longest.nom)} » (${periodOf(longest, schedule.unit)}) : ses approvisionnements sont lancés dès le visa${watch ? ` ; point vérifié avant son démarrage : ${watch}` : ''}.`;
  const paras = [
    `${intro} ${start}`,
    critical,
    constraintBlock(
      a,
      'planning',
      `Le calendrier des ${kindOf(a)}${atSite(a)} intègre les contraintes de ${opRef(a)} :`,
    ),
  ];
  if (a.deadline) {
    paras[1] = `${critical} ${
      a.accordCadre
        ? `Un tableau de suivi des commandes (date du bon, délai, date d’intervention, réception) est tenu à jour et remis ${buyerOf(a, 'à')} à sa demande.`
        : `Le planning est mis à jour ${a.lots.length > 2 ? `avec les ${integer(a.lots.length - 1)} autres lots ` : a.lots.length === 2 ? 'avec l’autre lot ' : ''}à chaque réunion de chantier ; une dérive est signalée au maître d’œuvre dès qu’elle apparaît, avec ses causes et les moyens de rattrapage.`
    }`;
  }
  return {
    body: paragraphs(paras),
    table: { columns: ['Phase', 'Durée', 'Période indicative'], rows },
  };
}

/* ------------------------------------------------------------------ facts of the tender */

/*
 * Safety, waste and guarantees are written from the tender's facts (kind of work, contract kind,
 * constraints, lots, place, duration, buyer), with the shared boilerplate kept to a clause: a
 * paragraph of these sections should not be found, near word for word, in another tender's response.
 */

/** The constraints named in a sentence (« site occupé », « établissement scolaire »…), in a stable order. */
const CONSTRAINT_NAMES: Partial<Record<ConstraintKey, string>> = {
  site_occupe: 'site occupé',
  scolaire: 'établissement scolaire',
  sante: 'établissement de santé',
  amiante: 'amiante signalé dans le dossier',
  plomb: 'peintures au plomb',
  hauteur: 'travaux en hauteur',
  circulation: 'abords de voie publique',
  riverains: 'riverains proches',
  accessibilite: 'cheminements accessibles à maintenir',
  horaires: 'horaires encadrés',
  patrimoine: 'édifice protégé',
  vacances: 'exécution en période de vacances scolaires',
  intemperies: 'exposition aux intempéries',
};

export function constraintNames(a: Analysis): string[] {
  return (Object.keys(CONSTRAINT_NAMES) as ConstraintKey[])
    .filter((k) => a.constraints.has(k))
    .map((k) => CONSTRAINT_NAMES[k] as string);
}

/** « lot n° 3 « Couverture » » when the trade's lots were recognised among several, else ''. */
const lotsList = (a: Analysis) =>
  a.lotsRecognised && a.targetLots.length > 0
    ? `${joinFr(a.targetLots.slice(0, 2).map(lotLabel))}${a.targetLots.length > 2 ? '…' : ''}`
    : '';
/** « (lot n° 3 « Couverture ») », or ''. */
const lotsOf = (a: Analysis) => (lotsList(a) ? ` (${lotsList(a)})` : '');

/** « les travaux de couverture (lot n° 3 …) de l’opération « X » à Crémieu ». */
const scopeOf = (a: Analysis) => `les ${a.kb.travaux}${lotsOf(a)} de ${opAt(a)}`;

const has = (a: Analysis, ...keys: ConstraintKey[]) => keys.some((k) => a.constraints.has(k));

/** « l’accord-cadre « Entretien des écoles » », without « l’accord-cadre « Accord-cadre … » ». */
export const accordCadreName = (a: Analysis) => {
  const rest = upperFirst(
    a.project
      .replace(
        /^(?:accord[- ]cadre|ac)\b(?:\s+(?:mono|multi)[- ]?attributaire)?(?:\s+(?:à|a)\s+bons?\s+de\s+commandes?)?(?:\s+(?:de|pour|relatif\s+(?:à|aux?)|portant\s+sur)\b)?[\s:–-]*/i,
        '',
      )
      .trim(),
  );
  // « l’accord-cadre « Rénovation des luminaires » », not « … « La Rénovation … » »: the article
  // belongs to the sentence, not to the name.
  const named = rest.replace(/^(?:la|le|les|l['’]|une?|des)\s*(?=\p{L})/iu, '');
  const bare = named.charAt(0).toUpperCase() + named.slice(1);
  return bare.length > 3 ? `l’accord-cadre « ${bare} »` : 'l’accord-cadre';
};

/** The buyer's name up to its first comma or dash (« Conseil général de la Mayenne », not its whole service address). */
const shortBuyer = (a: Analysis) => (a.buyerName ? a.buyerName.split(/,| - | – /)[0]?.trim() || a.buyerName : null);
const buyerOf = (a: Analysis, preposition: '' | 'de' | 'à' | 'par' | 'avec' = '') => {
  const buyer = shortBuyer(a);
  return buyer ? withArticle(buyer, preposition) : `${preposition ? `${preposition} ` : ''}l’acheteur`;
};
const forBuyer = (a: Analysis) => {
  const buyer = shortBuyer(a);
  return buyer ? withArticle(buyer, 'pour') : 'pour l’acheteur';
};
/** « à Craon », unless the operation's name already says it. */
const atSite = (a: Analysis) =>
  a.place.commune && sameWords(a.project).includes(sameWords(a.place.commune)) ? '' : atCommune(a);
/** Folded, hyphens and apostrophes as spaces: « Divonne les Bains » is « Divonne-les-Bains ». */
export const sameWords = (x: string) => fold(x).replace(/[-'’\s]+/g, ' ');

/** The measures a site's constraints call for, as one list led by the tender's own facts (none: nothing). */
function siteMeasures(a: Analysis, measures: string[]): string | null {
  if (measures.length === 0) {
    return null;
  }
  const lead = a.accordCadre
    ? `Mesures propres aux interventions de ${accordCadreName(a)}${atSite(a)}, ${forBuyer(a)}, reprises dans chaque fiche d’intervention :`
    : `Mesures propres à ${opAt(a)} :`;
  return `${lead}\n${bullets(measures)}`;
}

/* ------------------------------------------------------------------ sécurité */

/** What the safety induction insists on, for this site. */
function inductionFocus(a: Analysis): string[] {
  const focus: string[] = [];
  if (has(a, 'site_occupe')) {
    focus.push('la séparation physique d’avec les occupants');
  }
  if (has(a, 'scolaire')) {
    focus.push(`les heures d’entrée et de sortie des ${pupils(a)}, sans manœuvre ni livraison à ces heures`);
  }
  if (has(a, 'sante')) {
    focus.push('le protocole d’hygiène de l’établissement');
  }
  if (has(a, 'amiante')) {
    focus.push('la lecture du repérage amiante avant toute intervention sur l’existant');
  }
  if (has(a, 'plomb')) {
    focus.push('les consignes de travail sur les surfaces au plomb');
  }
  if (has(a, 'hauteur')) {
    focus.push('les protections contre les chutes de hauteur');
  }
  if (has(a, 'circulation')) {
    focus.push('la signalisation temporaire et le cheminement des piétons');
  }
  if (focus.length === 0) {
    focus.push('les accès, les consignes du site et l’organisation des secours');
  }
  return focus;
}

function securite(w: Writing): Written {
  const { a } = w;
  const risks = [...applicable(a, a.kb.risques), ...constraintRisks(a)];
  if (a.lots.length > 1) {
    risks.push({
      risque: 'Coactivité avec les autres entreprises',
      mesure:
        'respect du PGC, planification des interventions superposées, information réciproque en réunion de chantier',
    });
  }
  risks.push({
    risque: 'Manutentions manuelles',
    mesure: 'approvisionnement au plus près du poste, aides mécaniques, charges unitaires limitées',
  });
  const seen = new Set<string>();
  const unique = risks.filter((r) => (seen.has(r.risque) ? false : (seen.add(r.risque), true)));
  const rows = unique.map((r) => [r.risque, upperFirst(r.mesure)]);
  const names = constraintNames(a);
  const main = unique.slice(0, 3).map((r) => lowerFirst(r.risque));
  const intro = `La prévention pour ${scopeOf(a)} part des risques de ces travaux — ${joinFr(main)} —${
    names.length > 0
      ? ` et des contraintes que l’avis fait apparaître : ${joinFr(names)}`
      : ' l’avis ne signalant pas de contrainte de site particulière'
  }. Les protections collectives priment sur les équipements individuels (principes généraux de prévention, article L4121-2 du code du travail).`;
  const others = a.lots.length - Math.max(1, a.lotsRecognised ? a.targetLots.length : 1);
  const coactivity =
    others > 0
      ? ` ; il est coordonné avec ${others === 1 ? 'l’autre lot' : `les ${integer(others)} autres lots`} de la consultation`
      : '';
  const plan = a.accordCadre
    ? `L’accord-cadre s’exécute par bons de commande${a.duration ? ` pendant ${months(a.duration)}` : ''} : chaque commande dans les locaux ${buyerOf(a, 'de')} est précédée d’une inspection commune et d’un plan de prévention (articles R4512-6 et suivants du code du travail), ou du PPSPS lorsqu’un coordonnateur SPS est désigné ; une fiche d’intervention propre à la commande en reprend le lieu, les tâches, les risques relevés et les protections, et elle est remise aux intervenants.`
    : `Le PPSPS de nos ${a.kb.travaux}${lotsOf(a)} pour ${opRef(a, true)} est remis au coordonnateur SPS dans le délai réglementaire (ou, sans coordination SPS, un plan de prévention est établi ${buyerOf(a, 'avec')}) ; il couvre les ${a.kb.phases.length} phases du planning${a.duration ? `, sur ${months(a.duration)}` : ''}, et il est mis à jour à chaque changement de mode opératoire${coactivity}.`;
  const habilitations = a.kb.habilitations.slice(0, 3);
  const induction = `L’accueil sécurité de chaque intervenant${atSite(a)} porte d’abord sur ${joinFr(inductionFocus(a))}${
    habilitations.length > 0
      ? ` ; avant l’affectation, l’encadrement vérifie les habilitations et autorisations requises par ces travaux : ${habilitations.join(', ')}`
      : ''
  }. Le port des EPI adaptés à chaque tâche est contrôlé sur le poste.`;
  return {
    body: paragraphs([intro, `${plan} ${induction}`, siteMeasures(a, constraintParagraphs(a, 'securite'))]),
    table: { columns: ['Risque', 'Mesure de prévention'], rows },
  };
}

/* ------------------------------------------------------------------ environnement */

/** Where the waste containers stand, for this site. */
function containersWhere(a: Analysis): string {
  if (has(a, 'scolaire')) {
    return `hors des cours et des circulations des ${pupils(a)}, dans une zone close`;
  }
  if (has(a, 'site_occupe', 'sante')) {
    return 'hors des circulations des occupants, dans une zone close';
  }
  if (has(a, 'circulation')) {
    return 'dans l’emprise autorisée par l’arrêté de circulation, sans déborder sur la voie';
  }
  return 'dans la zone d’installation de chantier';
}

/** The nuisance measures this site needs. */
function nuisanceMeasures(a: Analysis): string[] {
  const m: string[] = [];
  if (has(a, 'scolaire')) {
    m.push('tâches bruyantes placées hors du temps scolaire quand le calendrier le permet');
  }
  if (has(a, 'sante')) {
    m.push('poussières confinées et nettoyage humide quotidien, pour un public fragile');
  }
  if (has(a, 'site_occupe') && !has(a, 'scolaire', 'sante')) {
    m.push('coupures et travaux bruyants annoncés aux occupants à l’avance');
  }
  if (has(a, 'circulation')) {
    m.push('chaussée et trottoirs balayés, sans boue ni gravillons laissés sur la voie');
  }
  if (has(a, 'hauteur')) {
    m.push('chutes de matériaux évitées par filets et goulottes d’évacuation');
  }
  if (m.length < 2) {
    // Wet cutting only where the work cuts (masonry, tiles, boards), not for luminaires or stained glass.
    const cuts = /d[ée]coup|disqueuse|\bsci(e|age|er)\b|carott|tron[cç]onn|rainur/i.test(
      JSON.stringify([a.kb.etapes, a.kb.materiel]),
    );
    m.push('aspiration à la source', ...(cuts ? ['découpes à l’eau'] : []), 'abords nettoyés en fin de journée');
  }
  return m;
}

function environnement(w: Writing): Written {
  const { a } = w;
  const flows = applicable(a, a.kb.dechets);
  const main = flows.slice(0, 4).map((d) => lowerFirst(d.dechet));
  const intro = `${upperFirst(scopeOf(a))} produisent surtout ${joinFr(main)} : chaque flux a son contenant et son exutoire (tableau ci-dessous), et les déchets triés vont en priorité aux points de reprise sans frais de la filière REP PMCB plutôt qu’en benne tout-venant.`;
  const dd = flows.filter((d) => d.categorie === 'DD').map((d) => lowerFirst(d.dechet));
  const trace =
    dd.length > 0 || has(a, 'amiante')
      ? `Les déchets dangereux ${a.accordCadre ? 'des interventions' : 'de ce chantier'} (${joinFr([...dd, ...(has(a, 'amiante') ? ['déchets amiantés éventuels'] : [])])}) sont suivis par bordereau sur Trackdéchets${has(a, 'amiante') ? ' (BSDA pour l’amiante)' : ''} jusqu’à une installation autorisée.`
      : 'Les rares déchets dangereux (aérosols, produits souillés) sont isolés et suivis par bordereau sur Trackdéchets.';
  const organisation = a.accordCadre
    ? `Sur l’accord-cadre, les déchets de chaque bon de commande sont évacués à la fin de l’intervention, sans dépôt laissé sur les sites ${buyerOf(a, 'de')} ; les bons de dépôt sont joints au compte rendu de la commande, et un bilan des quantités par flux est remis chaque année. ${trace}`
    : `Le SOSED de ${opRef(a, true)}, remis en période de préparation, estime les quantités par flux${a.duration ? ` sur les ${months(a.duration)} du chantier` : ''}, place les contenants ${containersWhere(a)} et désigne les exutoires ; les bons de dépôt sont joints au DOE. ${trace}`;
  const transport =
    a.distance.relation === 'far' || a.distance.relation === 'region'
      ? `Le chantier étant éloigné de notre siège de ${a.distance.baseLabel}, les matériaux sont livrés directement sur site par des fournisseurs proches et les trajets des équipes sont regroupés${a.accordCadre ? ', les commandes d’un même secteur étant groupées' : ''}.`
      : null;
  const nuisances = siteMeasures(a, [
    `${upperFirst(joinFr(nuisanceMeasures(a)))}.`,
    ...constraintParagraphs(a, 'environnement'),
    ...(transport ? [transport] : []),
  ]);
  const criterion = w.criteria.some((c) => /environnement|durable|dechet|carbone/.test(fold(c.label)))
    ? `Nos engagements environnementaux pour ${opRef(a)} font partie de l’offre : leur respect sera justifié ${buyerOf(a, 'à')} en fin de chantier (bons de dépôt, bordereaux, bilan des quantités par flux).`
    : null;
  return {
    body: paragraphs([intro, organisation, nuisances, criterion]),
    table: {
      columns: ['Déchet', 'Catégorie', 'Tri et exutoire'],
      rows: flows.map((d) => [d.dechet, d.categorie, upperFirst(d.exutoire)]),
    },
  };
}

/* ------------------------------------------------------------------ qualité */

function qualite(w: Writing): Written {
  const { a, f } = w;
  const checks = applicable(a, a.kb.autocontroles);
  const stops = checks.filter((c) => /point d.arr[eê]t/.test(fold(c.moment)));
  const schedule = scheduleOf(a);
  const last = schedule.phases[schedule.phases.length - 1];
  const intro = `Pour les ${kindOf(a)}${lotsOf(a)} de ${opAt(a)}, ${plural(checks.length, 'autocontrôle')} ${checks.length > 1 ? 'sont consignés' : 'est consigné'} sur fiche (tableau ci-dessous)${stops.length > 0 ? `, dont ${plural(stops.length, 'point d’arrêt', 'points d’arrêt')} levé${stops.length > 1 ? 's' : ''} avec le maître d’œuvre avant de poursuivre : ${joinFr(stops.map((c) => lowerFirst(c.point)))}` : ''}.`;
  const paq = a.accordCadre
    ? `Chaque bon de commande ${buyerOf(a, 'de')} a sa fiche d’autocontrôle, jointe au compte rendu d’intervention ; une non-conformité relevée sur une commande est corrigée et vérifiée avant la clôture du bon.`
    : `Le plan d’assurance qualité du chantier${ofCommune(a)}, remis pendant « ${lowerFirst(schedule.phases[0]?.nom ?? 'la préparation')} », reprend ces fiches ; une non-conformité, relevée par nous ou par le maître d’œuvre, arrête la tâche concernée jusqu’à sa correction et sa vérification.`;
  const relevant = f.qualifications.filter((q) => ofTrade(a, `${q.organisme} ${q.intitule}`));
  for (const q of f.qualifications.filter((x) => !relevant.includes(x))) {
    w.todo.note(
      `La qualification « ${qualificationName(q)} » ne relève pas des ${a.kb.travaux} : elle n’est pas présentée comme un cadre de ce chantier ; vérifiez qu’elle a sa place dans cette réponse.`,
    );
  }
  const quals =
    relevant.length > 0
      ? `${relevant.length > 1 ? 'Les qualifications' : 'La qualification'} ${joinFr(relevant.map(qualificationName))} ${relevant.length > 1 ? 'encadrent' : 'encadre'} ces pratiques.`
      : null;
  const proofs = checks
    .map((c) => c.preuve)
    .filter((p) => /\bPV\b|proc[eè]s-verbal|rapport|relev/i.test(p))
    .slice(0, 3);
  const standards = a.normes
    .filter((n) => /^(NF|EN|XP|FD)\b/.test(n.ref))
    .slice(0, 2)
    .map((n) => n.ref);
  const doe = `${a.accordCadre ? 'Les comptes rendus des commandes et le dossier des ouvrages exécutés' : `Le DOE de ${opRef(a, true)}`} réuni${a.accordCadre ? 'ssent' : 't'} ${proofs.length > 0 ? `les preuves des contrôles (${joinFr(proofs.map(lowerFirst))})` : 'les fiches d’autocontrôle'}, les fiches techniques des produits posés${standards.length > 0 ? `, la justification du respect ${standards.length > 1 ? 'des' : 'du'} ${joinFr(standards)}` : ''} et les notices d’entretien ${deName(a.kb.ouvrage)}.`;
  const reception = a.accordCadre
    ? `Chaque commande se clôt par une réception contradictoire avec le représentant ${buyerOf(a, 'de')} ; les réserves sont levées dans le délai que fixe le bon de commande.`
    : `Une pré-réception interne a lieu pendant « ${lowerFirst(last?.nom ?? 'la réception')} »${last ? ` (${periodOf(last, schedule.unit)})` : ''}, avant les opérations préalables à la réception ; la levée des réserves est planifiée dès la signature du procès-verbal.`;
  return {
    body: paragraphs([[intro, paq, quals].filter(Boolean).join(' '), `${doe} ${reception}`]),
    table: {
      columns: ['Point de contrôle', 'Moment', 'Enregistrement'],
      rows: checks.map((c) => [c.point, upperFirst(c.moment), upperFirst(c.preuve)]),
    },
  };
}

/* ------------------------------------------------------------------ références */

export function relevance(a: Analysis, r: Reference): number {
  const words = new Set(
    fold(`${a.title} ${a.kb.travaux} ${a.targetLots.map((l) => l.title).join(' ')}`)
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length > 4),
  );
  const text = fold(`${r.projet} ${r.description ?? ''}`);
  if (!ofTrade(a, `${r.projet} ${r.description ?? ''}`)) {
    return 0;
  }
  let score = 0;
  for (const word of words) {
    if (text.includes(word)) {
      score += 1;
    }
  }
  return score;
}

function references(w: Writing): Written {
  const { f, a, todo } = w;
  if (f.references.length === 0) {
    // Without references, the text says which ones would answer this tender (its kind of work,
    // context, size and contract), the gap itself staying a visible marker.
    const amount = a.amount ?? a.targetLots.reduce((sum, l) => sum + (l.amount ?? 0), 0);
    const alike = [
      kindOf(a),
      ...constraintNames(a).slice(0, 2),
      ...(a.accordCadre ? ['exécutés par bons de commande'] : []),
      ...(amount > 0 ? [`d’un montant proche de l’estimation de ${euros(amount)}`] : []),
    ];
    return {
      body: paragraphs([
        `Références : ${todo.marker(NEED.references)}. Pour ${opAt(a)}, les chantiers les plus parlants des cinq dernières années sont ${
          alike.length > 1
            ? `ceux qui partagent ses caractéristiques : ${joinFr(alike)}`
            : `des ${kindOf(a)} conduits pour un maître d’ouvrage public, de taille comparable`
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
  const comparable = ranked.filter((x) => x.score > 0).length;
  const intro =
    comparable > 0
      ? `${name(w)} présente ${plural(ranked.length, 'référence')}, ${comparable > 1 ? `dont ${integer(comparable)} de même nature` : 'dont une de même nature'} que les ${kindOf(a)} de ${opRef(a)}, classées de la plus proche à la plus éloignée.`
      : `Aucune référence de même nature que les ${kindOf(a)} de ${opAt(a, true)} : le tableau ci-dessous présente les chantiers de ${name(w)} pour sa capacité à conduire un marché public.`;
  /** What a reference shares with this tender (nature, context, size), said only when true. */
  const common = (r: Reference, score: number): string | null => {
    const text = fold(`${r.projet} ${r.description ?? ''}`);
    const shared: string[] = [];
    if (score > 0) {
      shared.push(`même nature de travaux (${kindOf(a)})`);
    }
    if (a.constraints.has('site_occupe') && /occupe/.test(text)) {
      shared.push('site occupé');
    }
    if (a.constraints.has('scolaire') && /scolaire|ecole|college|lycee/.test(text)) {
      shared.push('établissement scolaire');
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

/* ------------------------------------------------------------------ garanties */

function garanties(w: Writing): Written {
  const { a } = w;
  const lead = a.accordCadre
    ? `Les ${a.kb.travaux}${lotsOf(a)} commandés par ${buyerOf(a)} au titre de ${accordCadreName(a)} sont couverts par les garanties légales ; lorsque le CCAP prévoit une réception par bon de commande, elles courent pour chaque commande à compter de sa réception :`
    : `Après la réception de ${opAt(a, true)}, prononcée par ${buyerOf(a)}${a.duration ? ` au terme des ${months(a.duration)} de travaux` : ''}, ${name(w)} reste responsable ${deName(a.kb.ouvrage)}${lotsOf(a)} au titre des garanties légales :`;
  const list = bullets([
    `Parfait achèvement (1 an, article 1792-6 du code civil ; article 44.1 du CCAG-Travaux de 2021 lorsque le marché s’y réfère) : reprise des désordres signalés ${buyerOf(a, 'par')}, réservés ou apparus dans l’année.`,
    a.kb.biennale
      ? `Bon fonctionnement (2 ans, article 1792-3 du code civil) : ${a.kb.biennale}.`
      : a.kb.decennale
        ? `Pas de garantie biennale pour ${a.kb.ouvrage}, qui ne sont pas des éléments d’équipement destinés à fonctionner : parfait achèvement et, pour ce qui touche à la solidité ou à l’étanchéité, garantie décennale.`
        : `Pas de garantie biennale ni décennale pour ${a.kb.ouvrage}, ouvrages de finition décoratifs qui ne sont ni des éléments d’équipement ni des ouvrages de clos et de couvert : ils relèvent du parfait achèvement puis de notre responsabilité contractuelle.`,
    ...(a.kb.decennale ? [`Décennale (10 ans, articles 1792 et suivants du code civil) : ${a.kb.decennale}.`] : []),
  ]);
  // The décennale is joined for these works only when its activities cover the trade (or say
  // nothing); otherwise the buyer reads a marker and the user a note, never a roofing policy
  // presented as covering paint.
  const fits = decennaleFits(w);
  const decennaleLine =
    fits === false
      ? a.kb.decennale
        ? `Garantie décennale : ${w.todo.marker(
            `attestation d’assurance décennale couvrant les ${a.kb.travaux}`,
            `votre assurance décennale couvre « ${clean(w.f.decennale?.couverture)} », qui ne comprend pas ces activités : elle n’est pas présentée comme couvrant ce chantier ; joignez l’attestation qui les couvre`,
          )}`
        : null
      : // No décennale for works that carry none (indoor paint): no marker asking for one either.
        a.kb.decennale || w.f.decennale
        ? insuranceLine(w, 'decennale')
        : null;
  const insurance = bullets([decennaleLine, insuranceLine(w, 'rcPro')].filter((l): l is string => l !== null));
  const insuranceLead = `Attestations d’assurance jointes à l’offre pour ${lotsList(a) && a.targetLots.length === 1 ? `le ${lotsList(a)}` : `les ${a.kb.travaux} de ${opRef(a)}`}${atSite(a)}${a.deadline ? `, remise avant le ${frenchDateTime(a.deadline)}` : ''} :`;
  const occupied = has(a, 'scolaire')
    ? ' Les reprises sont programmées hors temps scolaire, en accord avec l’établissement.'
    : has(a, 'sante')
      ? ' Les reprises suivent le protocole d’hygiène de l’établissement.'
      : has(a, 'site_occupe')
        ? ' Les reprises sont annoncées aux occupants et menées zone par zone.'
        : '';
  const sav = a.accordCadre
    ? `Une demande de reprise au titre des garanties est traitée comme une commande : accusé de réception, intervention dans le délai ${a.interventionDelay ? `de ${a.interventionDelay} fixé par l’avis` : 'que fixe le CCAP'}, compte rendu photographique transmis ${buyerOf(a, 'à')}.${occupied}`
    : `${a.interventionDelay ? `L’avis fixe un délai d’intervention de ${a.interventionDelay} : nous le tenons pendant toute la durée des garanties. ` : ''}Pendant l’année de parfait achèvement, toute demande ${buyerOf(a, 'de')} est prise en compte dès sa réception, et une visite contradictoire ${deName(a.kb.ouvrage)}${lotsOf(a)}${atSite(a)} est proposée avant la fin de l’année.${occupied}`;
  const entretien = `${a.accordCadre ? 'Avec le compte rendu de chaque commande' : `Avec le DOE de ${buildingOf(a) ?? 'l’opération'}`}, ${buyerOf(a)} reçoit les conseils d’entretien ${deName(a.kb.ouvrage)} : ${a.kb.entretien}.`;
  return { body: paragraphs([`${lead}\n${list}`, `${insuranceLead}\n${insurance}`, sav, entretien]), table: null };
}

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

export function writeSections(w: Writing): MemoireSection[] {
  return planSections(w.criteria).map(({ key, criterion }) => {
    const written = WRITERS[key](w);
    // The criterion opens the section's first paragraph (a sentence of its own would be the same in every response).
    const [first = '', ...rest] = written.body.split('\n\n');
    const body = criterion
      ? paragraphs([
          first.includes('\n')
            ? criterionSentence(w, criterion, key)
            : `${criterionSentence(w, criterion, key)} ${first}`,
          ...(first.includes('\n') ? [first] : []),
          ...rest,
        ])
      : written.body;
    return {
      key,
      title: MEMOIRE_SECTION_TITLES[key],
      body,
      table: written.table,
      criterion: criterion ? { label: criterion.label, weight: criterion.weight } : null,
    };
  });
}
