import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import { TRADE_SLUGS } from '@batiao/shared/domain/trades';
import { applicable, lotLabel, type Analysis } from '../analysis.ts';
import { objectWorks } from '../knowledge/generique.ts';
import type { Etape } from '../knowledge/types.ts';
import { sitesNamed } from './comprehension.ts';
import { allocate } from '../schedule.ts';
import { asbestosRemoval } from '../constraints.ts';
import {
  bullets,
  clean,
  fold,
  frenchDate,
  integer,
  joinFr,
  lowerFirst,
  months,
  NBSP,
  paragraphs,
  pick,
  plural,
  upperFirst,
} from '../text.ts';
import {
  type Writing,
  type Written,
  opRef,
  opAt,
  kindOf,
  periodOf,
  contextOf,
  constraintBlock,
  lotsOf,
  accordCadreName,
  buyerOf,
  atSite,
  contractNoun,
  objectWords,
  SHORT_NAME_WORDS,
  ofCommune,
  buildingOf,
  campusOf,
} from './shared.ts';

/* ------------------------------------------------------------------ méthodologie */

export function methodologie(w: Writing): Written {
  const { a } = w;
  const steps = neutralSteps(a, applicable(a, a.kb.etapes));
  const intro = `${a.accordCadre ? `Pour chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} ${deContract(a)}, les` : 'Les'} ${kindOf(a)}${lotsOf(a)}${a.accordCadre ? atSite(a) : ` de ${opAt(a)}`} sont exécutés en ${plural(steps.length, 'étape')}, chacune conditionnant la suivante.`;
  const stepList = bullets(steps.map((s) => `${byOrder(a, s.titre)} : ${byOrder(a, s.detail)}.`));
  // « L’extension {de-ouvrage} est raccordée … »: a paragraph that names the building it is about.
  const building = buildingOf(a);
  const ofBuilding = building
    ? building.replace(/^le /, 'du ').replace(/^la /, 'de la ').replace(/^l’/, 'de l’').replace(/^les /, 'des ')
    : 'du bâtiment';
  const specific = a.specificites.map((s) => byOrder(a, s.texte.replace(/\{de-ouvrage\}/g, ofBuilding)));
  const zone = constraintBlock(a, 'methodologie', `Dispositions d’exécution propres à ${opAt(a)}${contextOf(a)} :`);
  // The standards of this kind of work are the same from one tender to the next: they close the
  // paragraph of this operation's own dispositions (constraints, interfaces) rather than stand alone
  // behind a fixed lead-in repeating the operation's name.
  const normes =
    a.normes.length > 0
      ? `${a.normes.length > 1 ? 'Normes appliquées' : 'Norme appliquée'} aux ${kindOf(a)} :\n${bullets(a.normes.map((n) => `${n.ref} : ${n.objet}`))}`
      : null;
  const others = a.lotsRecognised ? a.lots.filter((l) => !a.targetLots.includes(l)) : [];
  const interfaces =
    others.length > 0
      ? `Interfaces avec les autres lots : ${joinFr(others.slice(0, 6).map(lotLabel))}. Les réservations, supports et ordres d’intervention sont arrêtés avec ces entreprises en réunion de chantier, et chaque support reçu d’un autre lot est contrôlé avant que nous le recouvrions.`
      : a.lots.length > 1
        ? 'Les interfaces entre les lots de la consultation (réservations, supports, ordres d’intervention) sont arrêtées en réunion de chantier, et chaque support reçu d’un autre corps d’état est contrôlé avant d’être recouvert.'
        : null;
  // A contract run by orders has no maître d’œuvre for each order: the buyer's technical service
  // that places the order validates the products and the date, at the first order and then order by order.
  const prep = a.accordCadre
    ? pick(a.seed, 'meth-prep-orders', [
        'Dès la notification, les fiches techniques des produits courants sont remises au service technique de l’acheteur pour validation ; pour chaque commande, le relevé sur place, les produits propres à l’intervention et la date sont arrêtés avec le service qui l’a passée.',
        'Les produits courants sont validés une fois pour toutes par le service technique de l’acheteur à la première commande ; chaque commande suivante commence par un relevé sur place et par l’accord du service demandeur sur la date et les produits.',
      ])
    : pick(a.seed, 'meth-prep', [
        'La période de préparation sert à établir les plans d’exécution, à faire viser les fiches techniques et à caler le phasage avec le maître d’œuvre.',
        // (A new building has no existing to survey: its plans and the supports received are checked.)
        newBuild(a)
          ? 'Avant tout démarrage, la période de préparation permet de contrôler les plans et les supports à recevoir, de faire valider les produits et d’arrêter le phasage avec le maître d’œuvre.'
          : 'Avant tout démarrage, la période de préparation permet de relever les existants, de faire valider les produits et d’arrêter le phasage avec le maître d’œuvre.',
        'Les plans d’exécution, les fiches produits et le phasage sont soumis au visa pendant la période de préparation, avant toute commande.',
      ]);
  return {
    body: paragraphs([
      `${intro} ${prep}\n${stepList}`,
      ...specific,
      ...orderParagraphs(a),
      sitesMethod(a),
      ...closing(zone, withDescripteurs(a, interfaces), normes),
    ]),
    table: null,
  };
}

/**
 * The trade-neutral method names the object's works in its execution step, in the object's own words
 * (`objectWorks`), so that « Exécution » says what is executed. Runs of eight words of the object are
 * not repeated (the object is quoted in full at most twice): a long object's works are cut where a run
 * would be repeated, the rest following in brackets.
 */
function neutralSteps(a: Analysis, steps: Etape[]): Etape[] {
  const works = a.kb.generique ? objectWorks(a.title, a.trade) : null;
  if (!works) {
    return steps;
  }
  const named = withinRuns(a, works);
  return steps.map((s) =>
    s.titre === 'Exécution'
      ? {
          ...s,
          // A supplier's unit is set and connected as its supplier prescribes, not « par zones ».
          detail: /^pose et raccordement\b/.test(named)
            ? `${named}, selon le CCTP et les prescriptions du fournisseur`
            : `${named}, selon le CCTP et les prescriptions des fabricants, par zones convenues`,
        }
      : s,
  );
}

/** The article of a thing named alone (« de la centrale » → « la centrale »). */
const ARTICLES: Record<string, string> = {
  'de la ': 'la ',
  'de l’': 'l’',
  'du ': 'le ',
  'des ': 'les ',
  'd’une ': 'une ',
  'd’un ': 'un ',
};

/** Prepositions where a long object's works are cut (the preposition dropped). */
const PREPOSITIONS = /^(?:de|du|des|sur|pour|avec|dans|à|au|aux|en)$/i;

function lastIndexWhere<T>(items: readonly T[], test: (x: T, i: number) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    if (test(items[i] as T, i)) {
      return i;
    }
  }
  return -1;
}

/** A piece of the object without the linking words it would end on. */
function trimLinks(piece: string[]): void {
  while (piece.length > 0 && LINKS.test(piece[piece.length - 1] ?? '')) {
    piece.pop();
  }
}

/** Words that link a complement: a piece of the object is never cut after them. */
const LINKS = /^(?:de|du|des|d’|d'|sur|pour|à|au|aux|en|la|le|les|l’|l'|et|ou|avec|dans)$/i;

/**
 * A phrase of the object's words without a run of eight words of the object: cut where the run would
 * reach eight words (a linking « et », « de » dropped there), the pieces after the first quoted in brackets.
 */
function withinRuns(a: Analysis, phrase: string): string {
  const RUN = SHORT_NAME_WORDS + 1;
  const title = objectWords(a.title);
  const grams = new Set<string>();
  for (let i = 0; i + RUN <= title.length; i += 1) {
    grams.add(title.slice(i, i + RUN).join(' '));
  }
  const repeats = (text: string) => {
    const said = objectWords(text);
    return said.some((_, i) => i + RUN <= said.length && grams.has(said.slice(i, i + RUN).join(' ')));
  };
  if (!repeats(phrase)) {
    return phrase;
  }
  // « remplacement de la centrale … et des réseaux … » → « remplacement — la centrale … et les réseaux … »:
  // the works named as things, the action first.
  const things = /^(\S+(?: et \S+)?) ((?:de la|de l’|du|des|d’une?) .*)$/.exec(phrase);
  if (things?.[1] && things[2]) {
    const listed = `${things[1]} — ${things[2].replace(/(^|, | et )(de la |de l’|du |des |d’une |d’un )/g, (_, before: string, article: string) => `${before}${ARTICLES[article] ?? article}`)}`;
    if (!repeats(listed)) {
      return listed;
    }
  }
  const pieces: string[][] = [[]];
  let words: string[] = [];
  for (const token of phrase.split(/\s+/)) {
    const own = objectWords(token);
    const next = [...words, ...own];
    const hit = own.some((_, k) => {
      const end = next.length - own.length + k + 1;
      return end >= RUN && grams.has(next.slice(end - RUN, end).join(' '));
    });
    const piece = pieces[pieces.length - 1] ?? [];
    if (!hit) {
      piece.push(token);
      words = next;
      continue;
    }
    // Cut at the last preposition of the piece (« sur le process de | production »), else at the
    // coordination reached (« eau chaude et froide | réseau air/vide »), else before the word.
    const at = lastIndexWhere(piece, (x, i) => i > 0 && PREPOSITIONS.test(x));
    if (at > 0) {
      const tail = [...piece.slice(at + 1), ...(LINKS.test(token) && at + 1 >= piece.length ? [] : [token])];
      piece.length = at;
      trimLinks(piece);
      pieces.push(tail);
      words = tail.flatMap(objectWords);
      continue;
    }
    trimLinks(piece);
    if (LINKS.test(token)) {
      pieces.push([]);
      words = [];
    } else {
      pieces.push([token]);
      words = own;
    }
  }
  const [first = [], ...rest] = pieces
    .map((p) => p.join(' ').trim())
    .filter(Boolean)
    .map((p) => p.split(' '));
  // A piece of one word (« chaleur » of « réseau de chaleur »), or one that names a place (a capital, a
  // number: « Tunnel du Fréjus », « tube 1 ») is dropped rather than bracketed; two at most are kept.
  const others = rest
    .map((p) => p.join(' '))
    .filter(
      (p) =>
        objectWords(p).length > 1 && !/\d/.test(p) && !/(?:^|[\s’'-])(?!(?:WC|GTC|GTB|CTA|VMC|ECS)\b)\p{Lu}/u.test(p),
    )
    .slice(0, 2);
  // The pieces after the first are the notice's words, quoted as such.
  return `${first.join(' ')}${others.length > 0 ? ` (${others.map((o) => `« ${o} »`).join(', ')})` : ''}`;
}

/** Descripteurs that name the trade's own field (« Sanitaire », « Canalisations » for a plumber): no neighbour. */
const OWN_DESCRIPTEURS: Partial<Record<Analysis['trade'], RegExp>> = {
  plombier: /sanitaire|plomberie|canalisation|\beaux?\b/,
  chauffagiste: /chauffage|climatisation|ventilation|genie climatique/,
  electricien: /electri|eclairage|courants? (forts?|faibles?)/,
  menuisier: /menuiserie/,
  serrurier: /serrurerie|metallerie/,
  vitrier: /vitrerie|miroiterie/,
  peintre: /peinture/,
};

/**
 * A descripteur whose own noun is in the object (« Réservoir » for « Construction d’un réservoir d’eau potable »,
 * « Ouvrage d’infrastructure » for « … reconstruction de l’ouvrage d’art ») names the work itself, not a neighbour.
 */
function namesTheObject(a: Analysis, label: string): boolean {
  const object = fold([a.title, ...a.targetLots.map((l) => l.title)].join(' '));
  return fold(label)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 5 && !/^(?:travaux|prestations?|autres?|divers|generaux|general)$/.test(w))
    .some((w) => new RegExp(`\\b${w.replace(/s$/, '')}s?\\b`).test(object));
}

/**
 * The neutral method has no kind of work for the descripteurs that no trade's words name (« Fluides
 * médicaux », « Aire de jeux »): they are the operation's works next to ours, and their interfaces are
 * settled before ours start.
 */
function withDescripteurs(a: Analysis, interfaces: string | null): string | null {
  if (!a.kb.generique) {
    return interfaces;
  }
  const labels = (a.tender.descripteurs ?? [])
    .map((d) => clean(d.label))
    .filter(
      (l) =>
        l !== '' &&
        !(OWN_DESCRIPTEURS[a.trade]?.test(fold(l)) ?? false) &&
        !TRADE_SLUGS.some((t) => matchTradeKeywords(t, l).length > 0) &&
        !namesTheObject(a, l),
    )
    .map((l) => lowerFirst(l.replace(/\s*\((?:travaux|prestations?)\)\s*$/i, '').replace(/^Equipement/, 'Équipement')));
  if (labels.length === 0) {
    return interfaces;
  }
  const line = `Ouvrages voisins que nomment les descripteurs de l’avis (${joinFr(labels.map((l) => `« ${l} »`))}) : leurs limites avec nos travaux et l’ordre d’intervention sont relevés au CCTP et arrêtés en période de préparation, et toute coupure ou intervention qui les touche est convenue au préalable.`;
  return interfaces ? `${interfaces}\n${line}` : line;
}

/**
 * The operation's own dispositions (constraints, interfaces) and the standards applied: the standards
 * follow the last of the operation's paragraphs, in the same block, and stand alone only when the
 * operation has none.
 */
function closing(zone: string | null, interfaces: string | null, normes: string | null): (string | null)[] {
  if (!normes) {
    return [zone, interfaces];
  }
  if (interfaces) {
    return [zone, `${interfaces}\n${normes}`];
  }
  if (zone) {
    return [`${zone}\n${normes}`];
  }
  return [normes];
}

/**
 * The kind of work already organises the sites: a point of its method (« L’opération porte sur
 * plusieurs écoles : chacune… », « Les bâtiments sont traités l’un après l’autre ») or phases per
 * building (« Second bâtiment : … »).
 */
function organisedBySite(a: Analysis): boolean {
  return (
    a.specificites.some((x) =>
      /plusieurs (ecoles|batiments|sites|groupes)|passer (a la|au) suivant|l'une? apres l'autre|une? seule? est (decouverte?|traitee?)/.test(
        fold(x.texte),
      ),
    ) || a.kb.phases.some((p) => /\b(premier|second|deuxieme|chaque) (batiment|ecole|site)/.test(fold(p.nom)))
  );
}

/** Sites where the users are pupils or children: their direction is who the access is agreed with. */
const SCHOOL_UNITS = /^(?:école|groupe scolaire|collège|lycée|crèche)$/;

/**
 * Several sites in one object: the works organised site by site — the order agreed with the buyer,
 * an installation per site or the equipment moved from one to the next, supplies delivered to each,
 * each site cleaned and handed back, a reception per site when the contract provides it.
 */
function sitesMethod(a: Analysis): string | null {
  const s = a.sites;
  if (!s) {
    return null;
  }
  // The kind of work may already organise its sites (« Les bâtiments sont traités l’un après l’autre… »).
  if (organisedBySite(a)) {
    return null;
  }
  const each = `chaque ${s.unit}`;
  const the = /^[aeiouyéèêh]/i.test(s.unit) ? 'l’' : s.feminine ? 'la ' : 'le ';
  // The buildings of a school are the school's: its direction, not « occupants ».
  const who = SCHOOL_UNITS.test(s.unit)
    ? `la direction de ${the}${s.unit}`
    : a.constraints.has('scolaire')
      ? 'la direction de l’établissement'
      : 'ses occupants';
  const which =
    s.count !== null ? `les ${sitesNamed(a)}` : `les ${s.noun} concerné${s.feminine ? 'e' : ''}s par le dossier`;
  const successive = s.feminine ? 'l’une après l’autre' : 'l’un après l’autre';
  // « les trois bâtiments neufs (G, I et L) … du Lycée Pierre de Coubertin »: buildings of one establishment are one
  // site, its installation shared, not sites the equipment moves between.
  const campus = campusOf(a);
  if (campus) {
    return `Organisation ${s.unit} par ${s.unit}, sur l’emprise ${campus} : ${which} sont traité${s.feminine ? 'e' : ''}s ${successive} ou en parallèle, selon l’ordre d’intervention arrêté ${buyerOf(a, 'avec')} en période de préparation. Une installation de chantier unique les dessert tous, avec un cheminement protégé et séparé des circulations de l’établissement ; pour ${each} : accès et zone de travail balisés, horaires convenus avec ${who}, exécution des étapes ci-dessus, nettoyage de ses abords à l’achèvement de ses travaux. Les approvisionnements arrivent sur l’aire de stockage commune et sont répartis au pied de ${each} ; une réception par ${s.unit} peut être prononcée si le marché le prévoit.`;
  }
  return `Organisation ${s.unit} par ${s.unit} : ${which} sont traité${s.feminine ? 'e' : ''}s ${successive} ou en parallèle, selon l’ordre d’intervention arrêté ${buyerOf(a, 'avec')} en période de préparation. Pour ${each} : accès, zone de stockage et horaires convenus avec ${who} ; installation de chantier propre ou transfert du matériel et des protections depuis le site précédent ; exécution des étapes ci-dessus ; nettoyage et restitution des lieux avant de passer ${s.feminine ? 'à la suivante' : 'au suivant'}. Les approvisionnements sont livrés site par site, et une réception par ${s.unit} peut être prononcée si le marché le prévoit.`;
}

/** « de l’accord-cadre « Rénovation des luminaires » », « du marché « Travaux d’entretien… » ». */
function deContract(a: Analysis): string {
  return accordCadreName(a).replace(/^le /, 'du ').replace(/^l’/, 'de l’');
}

/**
 * In a contract run by orders, what the trade's method has the maître d’œuvre validate is validated by
 * the buyer's technical service that places the order (there is no maître d’œuvre per order).
 */
function byOrder(a: Analysis, text: string): string {
  if (!a.accordCadre) {
    return text;
  }
  return orderWording(
    a,
    text
      .replace(/\bdu maître d’œuvre\b/g, 'du service technique de l’acheteur')
      .replace(/\bau maître d’œuvre\b/g, 'au service technique de l’acheteur')
      .replace(/\ble maître d’œuvre\b/g, 'le service technique de l’acheteur'),
  );
}

/**
 * « Bon de commande » only where the notice names one (accordCadreNamed): a contract run by orders
 * that the notice does not call an accord-cadre says « commande » — also in the kind of work's own
 * wording (« visite du site désigné par le bon », « Réception du bon, diagnostic et devis »).
 */
export function orderWording(a: Analysis, text: string): string {
  if (!a.accordCadre || a.accordCadreNamed) {
    return text;
  }
  return text
    .replace(/\b([Bb])ons de commande\b/g, (_, b: string) => (b === 'B' ? 'Commandes' : 'commandes'))
    .replace(/\b([Bb])on de commande\b/g, (_, b: string) => (b === 'B' ? 'Commande' : 'commande'))
    .replace(/\b(du|le|par le|au) bon(?=\s*[,;.:)]|\s+et\b|\s*$)/g, (_, d: string) =>
      d === 'du' ? 'de la commande' : d === 'au' ? 'à la commande' : `${d.replace(/le$/, 'la')} commande`,
    );
}

/**
 * An accord-cadre à bons de commande is run order by order (CCP R2162-13 and following): order
 * intake, response times as the CCAP sets them (never invented), pricing from the BPU, reports.
 */
function orderParagraphs(a: Analysis): string[] {
  // The kind of work may already describe how its orders are taken (upkeep « interventions à la demande »).
  if (
    !a.accordCadre ||
    a.specificites.some((s) =>
      /a la demande|intervention par intervention|chaque commande (commence|se clot)/.test(fold(s.texte + s.sujet)),
    )
  ) {
    return [];
  }
  const orders = a.accordCadreNamed ? 'les bons de commande' : 'les commandes';
  const delay = a.interventionDelay
    ? `le délai d’intervention de ${a.interventionDelay} fixé par l’avis est tenu pour chaque commande`
    : 'les délais d’intervention (urgence, intervention courante, travaux programmés) sont ceux que fixe le CCAP, et chaque commande est planifiée pour les tenir';
  const items = [
    `Prise de commande : un interlocuteur unique reçoit ${orders}, en accuse réception et confirme la date d’intervention`,
    `Délais : ${delay}`,
    `Prix : chaque commande est valorisée d’après ${a.priceDocument} ; une prestation absente du bordereau fait l’objet d’un devis préalable soumis à l’acheteur`,
    'Compte rendu : chaque intervention donne lieu à un compte rendu (travaux réalisés, photos, réserves éventuelles), et un tableau de suivi des commandes est tenu à disposition',
    ...(/astreinte/.test(a.text)
      ? [
          'Astreinte : l’organisation de l’astreinte demandée par le dossier est précisée à la notification (intervenants, moyens, joignabilité)',
        ]
      : []),
    // In a health establishment the care goes on: the date, the cuts and the hygiene are the ward's
    // (unless the kind of work already says how it works in a health establishment).
    ...(a.constraints.has('sante')
      ? a.specificites.some((s) => /etablissement de sante|equipe d'hygiene|zones? de soins/.test(fold(s.texte)))
        ? []
        : [
            'Établissement de santé : chaque intervention est programmée avec le service concerné et l’équipe d’hygiène de l’établissement ; une coupure touchant des locaux de soins n’a lieu qu’à la date et pour la durée convenues avec eux, et la zone est confinée pendant l’intervention puis nettoyée le jour même',
          ]
      : a.constraints.has('site_occupe') || a.constraints.has('scolaire')
        ? [
            'Sites occupés : chaque intervention est annoncée à l’occupant, la zone balisée et rendue propre le jour même',
          ]
        : []),
  ];
  return [
    // « Par bons de commande » only when the notice says so (the comprehension hedges otherwise).
    `${byOrdersSaid(a) ? 'Exécution par bons de commande' : 'Exécution commande par commande'} :\n${bullets(items.map((i) => `${i}.`))}`,
  ];
}

/**
 * The contract is said to run « par bons de commande » only when the notice says so, and not beside
 * « marchés subséquents » (the comprehension hedges between them otherwise).
 */
const byOrdersSaid = (a: Analysis) =>
  a.accordCadreNamed && /\bbons? de commandes?\b/.test(a.text) && !/\bmarches? subsequents?\b/.test(a.text);

/* ------------------------------------------------------------------ planning */

export function planning(w: Writing): Written {
  const { a } = w;
  const known = a.duration !== null;
  const totalWeeks = known ? Math.max(1, Math.round((a.duration ?? 0) * 4.33)) : a.kb.semainesParDefaut;
  const rows: string[][] = [];
  const schedule = allocate(a.kb.phases, totalWeeks);
  const shares = sharesOf(a.kb.phases.map((p) => p.part));
  if (a.accordCadre) {
    // An accord-cadre is executed order by order: the phases are shares of each order's delay.
    // The shares come from the phases' weights, not from a schedule rounded to whole weeks (4 phases
    // in 4 default weeks would read « 25 % » each).
    schedule.phases.forEach((phase, i) => {
      rows.push([
        orderWording(a, phase.nom),
        `environ ${integer(shares[i] ?? 0)}${NBSP}% du délai`,
        `Délai fixé par chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'}`,
      ]);
    });
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
      ? `${upperFirst(contractNoun(a))} court sur ${months(a.duration ?? 0)} : il s’exécute ${byOrdersSaid(a) ? 'par bons de commande, et chaque bon' : 'commande par commande, et chaque commande'} reçoit un planning propre, dont les phases types sont données ci-dessous en proportion du délai fixé ${byOrdersSaid(a) ? 'par le bon' : 'par la commande'}.`
      : `Le planning ci-dessous répartit les ${plural(schedule.total, schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré', schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés')} du délai d’exécution annoncé (${months(a.duration ?? 0)}) entre les phases de l’opération, sans chevauchement : leur somme est le délai.`
    : a.accordCadre
      ? `L’avis ne fixe pas de durée globale : chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} fera l’objet d’un planning propre, dont les phases types sont données ci-dessous en proportion du délai d’exécution fixé ${a.accordCadreNamed ? 'par le bon' : 'par la commande'}.`
      : `L’avis ne précise pas la durée d’exécution des ${kindOf(a)}${lotsOf(a)} de ${opRef(a)} : le planning ci-dessous en ${plural(schedule.phases.length, 'phase')} est établi sur une base de ${plural(schedule.total, 'semaine')}, indicative et à recaler sur le délai contractuel dès qu’il est connu.`;
  const unitWord = schedule.unit === 'semaine' ? 'les semaines sont comptées' : 'les jours ouvrés sont comptés';
  const start = a.accordCadre
    ? `Chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} ${buyerOf(a, 'de')} fixe sa date de début et son délai ; le planning propre à la commande est transmis avec l’accusé de réception${a.interventionDelay ? `, dans le délai d’intervention de ${a.interventionDelay} fixé par l’avis` : ''}.`
    : `La date de démarrage est à convenir ${buyerOf(a, 'avec')}${a.deadline ? (a.candidatureStage ? ` après la sélection des candidatures remises le ${frenchDate(a.deadline)}, la remise des offres et la notification` : ` après la remise des offres du ${frenchDate(a.deadline)} et la notification`) : ''} ; ${unitWord} à partir de l’ordre de service.${
        // (the removal plan goes to the inspection a month before the removal starts: the planning waits for it)
        asbestosRemoval(a)
          ? ' Le plan de retrait de l’amiante doit parvenir à l’inspection du travail, à la CARSAT et à l’OPPBTP un mois avant le début du retrait ; nous l’établissons dès la notification et ne demandons l’ordre de service qu’à l’expiration de ce délai, de sorte que le retrait ne commence jamais moins d’un mois après l’envoi du plan.'
          : ''
      }`;
  // The longest phase by weight (and, for a one-off job, by length in the schedule); a tie names every
  // phase of the tie, and phases of equal weight name none.
  const weights = a.kb.phases.map((p, i) =>
    a.accordCadre ? p.part : (schedule.phases[i]?.length ?? 0) * 1000 + p.part,
  );
  // The critical path of a one-off job runs through the works that drive its delay, never through a
  // preparation, studies or survey phase, nor the closing one (reception, repli): those are left out
  // unless every phase is one of them.
  const works = a.kb.phases.map((p) => a.accordCadre || isExecution(p.nom));
  const driving = works.some(Boolean) ? works : works.map(() => true);
  const top = Math.max(...weights.filter((_, i) => driving[i]));
  const longest = schedule.phases.filter((_, i) => driving[i] && Math.abs((weights[i] ?? 0) - top) < 1e-9);
  const names = joinFr(longest.map((p) => `« ${lowerFirst(orderWording(a, p.nom))} »`));
  const watch = a.kb.pointsAttention[0] ? lowerFirst(a.kb.pointsAttention[0]) : undefined;
  const order = a.accordCadreNamed ? 'du bon' : 'de la commande';
  const critical = a.accordCadre
    ? longest.length === schedule.phases.length
      ? `Les phases pèsent à parts égales dans chaque commande ; les fournitures sont commandées dès l’accusé de réception pour tenir le délai ${order}.`
      : `Dans chaque commande, ${longest.length > 1 ? `les parts les plus longues sont ${names}` : `la part la plus longue est ${names}`} ; les fournitures sont commandées dès l’accusé de réception pour tenir le délai ${order}.`
    : `Le chemin critique ${a.place.commune ? `du chantier${ofCommune(a)}` : 'du chantier'} passe par ${joinFr(longest.map((p) => `« ${lowerFirst(p.nom)} » (${periodOf(p, schedule.unit)})`))}, soit ${plural(
        longest.reduce((n, p) => n + p.length, 0),
        schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré',
        schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés',
      )} sur ${integer(schedule.total)} : ${longest.length > 1 ? 'leurs' : 'ses'} approvisionnements partent au visa${watch ? `, après vérification de ce point : ${watch}` : ''}.`;
  // The site's constraints are read with the delay they shape, after its critical path and in the same
  // block (not behind a fixed lead-in repeating the kind of work and the operation's name).
  const constraints = constraintBlock(
    a,
    'planning',
    a.accordCadre
      ? `Chaque ${a.accordCadreNamed ? 'bon de commande' : 'commande'} est planifié${a.accordCadreNamed ? '' : 'e'} en tenant compte du site :`
      : known
        ? schedule.total === 1
          ? `Ce${schedule.unit === 'semaine' ? 'tte semaine' : ' jour'} tient compte du site :`
          : `Ces ${plural(schedule.total, schedule.unit === 'semaine' ? 'semaine' : 'jour ouvré', schedule.unit === 'semaine' ? 'semaines' : 'jours ouvrés')} tiennent compte du site :`
        : 'Cette base tient compte du site :',
  );
  const paras = [
    `${intro} ${start}`,
    critical,
    a.sites && !a.kb.phases.some((p) => /\b(premier|second|deuxieme|chaque) (batiment|ecole|site)/.test(fold(p.nom)))
      ? `Les phases d’exécution se déroulent ${a.sites.unit} par ${a.sites.unit}, dans l’ordre d’intervention retenu : le tableau en donne l’enveloppe pour l’ensemble ${a.sites.count !== null ? `des ${sitesNamed(a).replace(/ \(.*\)$/, '')}` : `des ${a.sites.noun}`}, et le planning détaillé par site est remis en période de préparation.`
      : null,
  ];
  if (a.deadline) {
    paras[1] = `${critical} ${
      a.accordCadre
        ? `Un tableau de suivi des commandes (date ${a.accordCadreNamed ? 'du bon' : 'de la commande'}, délai, date d’intervention, réception) est tenu à jour et remis ${buyerOf(a, 'à')} à sa demande.`
        : `Le planning est mis à jour ${a.lots.length > 2 ? `avec les ${integer(a.lots.length - 1)} autres lots ` : a.lots.length === 2 ? 'avec l’autre lot ' : ''}à chaque réunion de chantier ; une dérive est signalée au maître d’œuvre dès qu’elle apparaît, avec ses causes et les moyens de rattrapage.`
    }`;
  }
  if (constraints) {
    paras[1] = `${paras[1]}\n${constraints}`;
  }
  return {
    body: paragraphs(paras),
    table: { columns: ['Phase', 'Durée', 'Période indicative'], rows },
  };
}

/**
 * A phase of works, not one made only of preparation, studies, surveys, approvals and supplies
 * (« Préparation, DT-DICT et approvisionnements », « Relevés, calepinage et visa », « Études
 * d’exécution, visa et approvisionnement ») nor only of the closing (« Réception et levée des
 * réserves », « Compte rendu et repli »). A phase with studies in it (« Études d’exécution et
 * fabrication ») is studies first. « Préparation des supports » is works (the painter's).
 */
export function isExecution(nom: string): boolean {
  const parts = fold(nom)
    .split(/\s*,\s*|\s+et\s+|\s*:\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => /^etudes?\b/.test(p))) {
    return false;
  }
  const preparation =
    /^(preparation|relev(e|es)( d'accessibilite)?|visas?|validation|approvisionnements?( des fournitures)?|dt-dict|dict|diagnostics?( de l'existant)?|constat( contradictoire| d'etat)?|prise de cotes|plans? d'(execution|atelier|installation)|commande|choix des produits|calepinage|interface avec l'exploitant|inspection prealable|piquetage|implantation|installation( de chantier)?|echafaudage( du premier batiment)?|reception du bon|reception des supports|devis eventuel|demande|visite|chiffrage|prise en charge|reperages?|reconnaissance des supports|planification avec l'occupant|protections?|propositions|acces|balisage|confinement|securisation des rives|mise en securite)$/;
  const closing =
    /^(reception|levee des reserves|repli|nettoyage|recolement|comptes? rendus?|rapport|dossier( documentaire| des interventions)?|remise du doe|controles?)$/;
  return !parts.every((p) => preparation.test(p) || closing.test(p));
}

/** Whole per-cents of the phases' weights, adding up to 100 (largest remainders). */
function sharesOf(parts: readonly number[]): number[] {
  const sum = parts.reduce((s, p) => s + p, 0) || 1;
  const exact = parts.map((p) => (p / sum) * 100);
  const shares = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (let k = 0, left = 100 - shares.reduce((s, x) => s + x, 0); left > 0; k += 1, left -= 1) {
    const i = order[k % order.length]?.i ?? 0;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/** A new building (« construction d’une cantine », « réalisation d’une école »), no existing part named. */
function newBuild(a: Analysis): boolean {
  const t = fold(a.title);
  return (
    /\b(?:construction|realisation|creation)\s+(?:d'une?|de la|du|des|d'un)\b|\bneu(?:f|ve|fs|ves)\b/.test(t) &&
    !/\b(?:existant|rehabilitation|renovation|restructuration|refection|extension|transformation|reprise|remplacement|demolition)/.test(
      t,
    )
  );
}
