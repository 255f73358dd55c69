import { getDepartement } from '@batiao/shared/domain/departements';
import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import { buyerNameOf, lotLabel, type Analysis } from '../analysis.ts';
import { constraintLead, tradeInterfaces } from '../constraints.ts';
import { priceCriteria, weightLabel } from '../criteria.ts';
import {
  bullets,
  clean,
  euros,
  fold,
  frenchDateTime,
  integer,
  joinFr,
  months,
  NBSP,
  paragraphs,
  pick,
  plural,
  truncate,
  upperFirst,
} from '../text.ts';
import {
  type Writing,
  type Written,
  NEED,
  ofCommune,
  deName,
  kmFromSeat,
  buyerRef,
  buyerOf,
  atStart,
  opAt,
  titleQuoted,
  projectShort,
  withoutObject,
  opRef,
  kindOf,
  spanOf,
  constraintBlock,
  lotsOf,
  atSite,
} from './shared.ts';

/* ------------------------------------------------------------------ comprehension */

/**
 * « les règles de l’art et les documents techniques unifiés cités dans la méthodologie » only when the
 * method cites a DTU; « … et les normes citées … » when it cites other standards only (a demolition, a
 * motorised gate); the rules of the art alone when it cites none.
 */
export function rulesOfArt(a: Pick<Analysis, 'normes'>): string {
  const refs = a.normes.map((n) => n.ref);
  return refs.some((r) => /\bDTU\b/.test(r))
    ? 'les règles de l’art et les documents techniques unifiés cités dans la méthodologie'
    : refs.length > 0
      ? `les règles de l’art et ${refs.length > 1 ? 'les normes citées' : 'la norme citée'} dans la méthodologie`
      : 'les règles de l’art';
}

export function comprehension(w: Writing): Written {
  const { a, criteria } = w;
  const t = a.tender;
  const proc = a.procedure ? ` (${a.procedure.toLowerCase()})` : '';
  // « Lyon (69003, Rhône) », not « Lyon (69003) (Rhône) » when the place already carries its postcode.
  const depName =
    a.place.departementName && !a.place.label.includes(a.place.departementName) ? a.place.departementName : null;
  const postcoded = /^(.*\S)\s*\((\d{5})\)$/.exec(a.place.label);
  const placeLabel =
    postcoded && depName
      ? `${postcoded[1]} (${postcoded[2]}, ${depName})`
      : `${a.place.label}${depName ? ` (${depName})` : ''}`;
  // (a local body's sites across its territory, the département only in the notice: its territory said — round 30,
  // « Lieu d'exécution : Alpes-Maritimes (06) » for the Pays de Lérins' works)
  const territory =
    a.place.label && !a.place.commune && a.place.around && !a.place.aroundPrefecture && a.buyerName
      ? `, sur le territoire ${buyerRef(a, 'de')}`
      : '';
  const site = ` Lieu d’exécution : ${a.place.label ? `${placeLabel}${territory}` : w.todo.marker(NEED.place, 'à relever dans le règlement de la consultation ou le CCTP')}${!a.place.label && depName ? ` (${depName})` : ''}.`;
  // A short name that differs from the object only by its capitals or accents is not announced again.
  // The object is quoted once: without a département code in brackets (« … du Puy-Saint-Bonnet (49) »)
  // and, when the short name is only the object without its « Relance - » (said with the lots), in shape.
  // A postal code in brackets too (« … sur la commune de Ferrières. (17170). »), and no stop before the closing guillemet.
  const title = a.title
    .replace(/\s*\((?:\d{2}|2[AB]|97\d|\d{5})\)(?=\s|$|[,.;:])/g, '')
    .replace(/(?<!\b(?:etc|St|Ste))[\s.]+$/, '')
    .trim();
  const bare = title.replace(/^relance\s*[-–:]\s*/i, '');
  // A long object is given here the short name the rest of the response uses (issue 13).
  const short = projectShort(a);
  const named =
    fold(a.project) === fold(title) ? `« ${title} »` : fold(a.project) === fold(bare) ? `« ${a.project} »` : null;
  const full = named ?? `« ${title} », ci-après « ${short} »`;
  const intro = pick(a.seed, 'comp-intro', [
    `${upperFirst(buyerRef(a))} consulte les entreprises${proc} pour l’opération ${full}, référencée ${a.reference}.${site}`,
    `L’opération ${full} (avis n° ${a.reference}) est lancée ${buyerRef(a, 'par')}${proc}.${site}`,
    `${atStart(a) ? `À ${a.place.commune}, ` : ''}${atStart(a) ? buyerRef(a) : upperFirst(buyerRef(a))} prévoit l’opération ${full}${proc} ; l’avis correspondant porte la référence ${a.reference}.${site}`,
  ]);
  // « Médiathèque »: a buyer field that names no buyer; the text says « l’acheteur », the user completes it.
  const rawBuyer = clean(t.buyer.name) || clean(t.buyer_name);
  if (!a.buyerName && rawBuyer !== '') {
    w.todo.note(
      `L’avis donne pour acheteur « ${rawBuyer} », qui n’est pas le nom d’une personne publique : le mémoire écrit « l’acheteur » ; indiquez son nom (commune, établissement…) tel que le règlement de la consultation le donne.`,
    );
  } else if (!a.buyerName) {
    // (no buyer in the notice: its field was empty or named the review body, « Tribunal administratif … »)
    w.todo.note(
      'L’avis publié ne donne pas le nom de l’acheteur (son champ est vide ou nomme l’instance de recours) : le mémoire écrit « l’acheteur » ; indiquez son nom (commune, établissement…) tel que le règlement de la consultation le donne.',
    );
  } else if (a.buyerName && rawBuyer !== '' && buyerNameOf(rawBuyer) === null) {
    w.todo.note(
      `L’avis donne pour acheteur « ${rawBuyer} », qui n’est pas le nom d’une personne publique : le mémoire nomme « ${a.buyerName} », que désigne l’objet ; vérifiez-le dans le règlement de la consultation.`,
    );
  }
  const facts: string[] = [];
  if (a.amount !== null) {
    facts.push(`Le montant estimé par l’acheteur est de ${euros(a.amount)}.`);
  }
  if (a.duration !== null) {
    facts.push(`La durée d’exécution annoncée est de ${months(a.duration)}.`);
  }
  if (a.deadline) {
    facts.push(
      `Les ${a.candidatureStage ? 'candidatures' : 'offres'} sont attendues au plus tard le ${frenchDateTime(a.deadline)}.`,
    );
  }
  let lots = '';
  // A relaunched consultation (« Relance lot 1 : … », « … - RELANCE »): said as the object says it,
  // with the reason only when the object gives one (« suite infructuosité »), never guessed.
  const relaunch = relaunchOf(a.title);
  if (a.lotsFromObject) {
    // The object names the lots by number only (« Relance des lots 7, 8 et 9 »): which of them is the
    // trade's cannot be told from the notice; the user reads it in the consultation rules.
    const numbers = joinFr(a.lots.map((l) => clean(l.number)));
    lots =
      a.lots.length > 1
        ? `${relaunch ? 'La consultation relance' : 'La consultation porte sur'} les lots n° ${numbers} de l’opération${relaunch?.reason ?? ''} ; l’avis n’en donne pas les intitulés. Lot visé par notre offre : ${w.todo.marker(`lot visé parmi les lots ${numbers}`, 'à relever dans le règlement de la consultation et à reporter dans l’acte d’engagement')}.`
        : `${relaunch ? 'La consultation relance' : 'La consultation porte sur'} le lot n° ${numbers} de l’opération${relaunch?.reason ?? ''}.`;
  } else if (a.lots.length > 1) {
    const targeted = new Set(a.targetLots);
    lots = `${relaunch ? `La consultation relance ${plural(a.lots.length, 'lot')} de l’opération${relaunch.reason}` : `La consultation est divisée en ${plural(a.lots.length, 'lot')}`} :\n${bullets(
      a.lots.map(
        (l) => `${upperFirst(lotLabel(l))}${a.lotsRecognised && targeted.has(l) ? ' — lot visé par notre offre' : ''}`,
      ),
    )}`;
  } else if (a.lots.length === 1 && a.lots[0]) {
    // A numbered lot of an allotted operation (« Lot 5 - Menuiseries extérieures ») is no « lot unique ».
    const lot = a.lots[0];
    // The lot the offer answers is said once, here (« lot 9 », « lot T3 « Fermeture stations » »).
    const answered = a.lotAnswered === lot ? ' ; notre offre répond à ce lot' : '';
    lots = relaunch
      ? `La consultation relance le ${lotLabel(lot)} de ${opRef(a, true)}${relaunch.reason}${answered}.`
      : clean(lot.number) !== '' && !/\blot unique\b/.test(fold(a.title))
        ? // (a short name that already is the lot's work, « Classes provisoires du lycée … », is not said again)
          `La consultation porte sur le ${lotLabel(lot)} de ${fold(projectShort(a)).startsWith(fold(clean(lot.title)) || '\u0000') ? 'l’opération' : opRef(a, true)}${answered}.`
        : `La consultation porte sur un lot unique : ${lotLabel(lot)}.`;
  } else if (relaunch) {
    lots = `D’après son objet, la consultation de ${opRef(a, true)} est relancée${relaunch.reason} : notre offre répond au dossier de la présente consultation.`;
  }
  const lotDescriptions = a.targetLots
    .filter((l) => clean(l.description) !== '')
    .slice(0, 4)
    .map((l) => {
      const amount = l.amount ? ` (estimation : ${euros(l.amount)})` : '';
      return `${upperFirst(lotLabel(l))}${amount} : ${truncate(l.description ?? '', 500)}`;
    });
  const description =
    // The description's sentences that only say the object again are not quoted a second time (issue 13).
    lotDescriptions.length === 0 && withoutObject(a, t.description) !== ''
      ? `L’avis décrit ainsi les prestations : « ${truncate(withoutObject(a, t.description), 600)} »`
      : lotDescriptions.length > 0
        ? lotDescriptions.join('\n\n')
        : '';
  // What the notice itself shows: a point whose rule matches any text (the kind of work's default,
  // « bâtiments occupés » for upkeep) is the method's, not the reading of the file.
  // A point whose words the file never uses (« restauration de charpente ancienne » fired by
  // « reprise ») is not stated as the file's content: it is a hypothesis the CCTP confirms.
  const { subjects, inferred } = subjectsOf(a);
  // Whether the notice names the trade's own work (its object, a lot, a descripteur): when it does not
  // (« Restructuration du lycée … - 5 lots »), the kind read is what such an operation usually asks
  // of the trade, said as an assumption, not as the file's content.
  const descripteurNamesTrade =
    matchTradeKeywords(a.trade, (a.tender.descripteurs ?? []).map((d) => d.label).join(' ')).length > 0;
  const tradeNamed = kindsNamed(a);
  const source = `à la lecture de l’objet${a.lots.length > 0 ? ' et des lots' : ''}`;
  const kindLabels = joinFr(a.sousTypes.map((k) => k.label));
  // The kind named by the object, and no point read in the file: the nature and the reading of the
  // file are one sentence (said twice, « Nature des travaux : GTB … l’opération demande des travaux de
  // GTB », it reads as a seam).
  const merged = a.sousTypes.length > 0 && tradeNamed && subjects.length === 0 && !a.kb.generique;
  const theseWorks =
    'le mode opératoire, le référentiel technique et les risques présentés plus loin sont ceux de ces travaux';
  const kinds =
    a.sousTypes.length === 0
      ? null
      : merged
        ? pick(a.seed, 'comp-nature', [
            `Nature des travaux, ${source} : ${kindLabels}, que demande l’opération${lotsOf(a)} et que nous exécutons selon ${rulesOfArt(a)} ; ${theseWorks}.`,
            `Nature des travaux, ${source} : ${kindLabels} ; pour l’opération${lotsOf(a)}, ces travaux sont exécutés selon ${rulesOfArt(a)}, et ${theseWorks}.`,
            `Nature des travaux, ${source} : ${kindLabels}, travaux que l’opération${lotsOf(a)} demande et que nous exécutons selon ${rulesOfArt(a)} ; ${theseWorks}.`,
          ])
        : tradeNamed
          ? `Nature des travaux, ${source} : ${kindLabels} ; ${theseWorks}.`
          : descripteurNamesTrade
            ? // (a descripteur of a longer list, « Chauffage (travaux) », names the trade's share of the
              // operation but not its kind: the kind is what the object usually asks, said so)
              `Nature des travaux : ${kindLabels}, ce qu’une telle opération demande le plus souvent à notre métier — les descripteurs de l’avis comptent ${joinFr(ownDescripteurs(a).map((d) => `« ${d} »`))} parmi ses travaux, sans en préciser la consistance ; ${theseWorks}, à confirmer au CCTP.`
            : `Nature des travaux supposée : ${kindLabels}, ce qu’une telle opération demande le plus souvent à notre métier ; l’avis ne nommant pas nos travaux, ${theseWorks}, à confirmer au CCTP.`;
  const contract = a.accordCadre
    ? `${a.accordCadreNamed ? accordCadreSentence(a) : 'Nous supposons, d’après son objet, que le marché s’exécute par interventions à la demande, commande par commande (à confirmer au CCAP, qui en fixe les modalités)'} : chaque commande est une intervention à part entière, avec son délai, son prix tiré du bordereau et son compte rendu ; notre organisation de la prise de commande est décrite dans la méthodologie.`
    : null;
  const hypotheses =
    inferred.length > 0
      ? inferred.length > 1
        ? `Si le CCTP les prévoit, la méthodologie traite aussi les points suivants, que l’avis ne nomme pas : ${inferred.join(' ; ')}.`
        : `Si le CCTP le prévoit, la méthodologie traite aussi le point suivant, que l’avis ne nomme pas : ${inferred[0]}.`
      : null;
  const reading0 =
    subjects.length > 0
      ? subjects.length > 1
        ? `Pour cette opération, notre lecture du dossier fait ressortir les points suivants : ${subjects.join(' ; ')}. La méthodologie décrit plus loin la réponse apportée à chacun.`
        : `Point relevé à la lecture du dossier de cette opération, auquel la méthodologie répond plus loin : ${subjects[0]}.`
      : a.kb.generique
        ? // The trade's general knowledge does not describe this work: no kind of work nor DTU is
          // claimed; the work is the one the object names, its steps are detailed from the CCTP.
          `Notre lecture du dossier : l’objet de la consultation est ${titleQuoted(a)}${lotsOf(a)}${atSite(a)}. La méthodologie ci-dessous en donne les étapes d’exécution, que nous détaillerons d’après le CCTP (ouvrages, produits, performances et limites de prestation).`
        : merged
          ? null
          : a.sousTypes.length > 0
            ? `Notre lecture du dossier : l’objet de la consultation est ${titleQuoted(a)}${lotsOf(a)} ; nos ${kindOf(a)} y sont exécutés selon ${rulesOfArt(a)}.`
            : a.objectNamesTrade ||
                // (a descripteur naming the trade, « Plomberie (travaux) », says its share as surely)
                descripteurNamesTrade
              ? // The object names the trade's work, no finer kind was read: its share is not in doubt.
                `Notre lecture du dossier : l’objet de la consultation est ${titleQuoted(a)}${lotsOf(a)} ; nos ${kindOf(a)} y sont exécutés selon ${rulesOfArt(a)} ; nous les décrivons dans leur exécution courante pour notre métier (${a.kb.ouvrage}), leur consistance exacte (ouvrages, quantités, produits) étant celle du CCTP, sur lequel nous ajusterons la méthode.`
              : // No kind of work nor the trade's work read in the object: the trade's usual works are a hypothesis.
                `Notre lecture du dossier : l’objet de la consultation est ${titleQuoted(a)}${lotsOf(a)} ; la part de nos travaux y est à confirmer au CCTP — s’il prévoit des ${kindOf(a)}, ils sont exécutés selon ${rulesOfArt(a)}.`;
  // A « tous corps d’état » notice: one sentence on how the answer takes the other trades (lots
  // or one contract), never a claim that the firm does them.
  const tce =
    a.tousCorpsEtat && !a.marcheGlobal
      ? 'L’avis classe l’opération « tous corps d’état » : si les lots sont attribués séparément, nous répondons pour notre lot et arrêtons les interfaces avec les autres entreprises en réunion de chantier ; si le marché est unique, la réponse prend la forme d’un groupement momentané d’entreprises ou d’une sous-traitance déclarée (DC4) pour les corps d’état que nous n’exécutons pas, selon ce que permet le règlement de la consultation.'
      : '';
  const reading = [reading0, hypotheses, tce].filter(Boolean).join(' ');
  const globalText = marcheGlobalParagraph(w);
  const provisional = a.provisionalLot && a.lotAnswered ? provisionalParagraph(a) : null;
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
    ...(a.sites
      ? [
          `l’ordre d’intervention entre les ${a.sites.unit}s, ainsi que les accès et le stockage propres à chacun${a.sites.feminine ? 'e' : ''}`,
        ]
      : []),
  ];
  const attention = `${attentionLead.replace(/ :$/, '')}${atSite(a) ? ` (${atSite(a).trim()})` : ''} :\n${bullets(attentionItems.map(upperFirst))}`;
  const distance = distanceParagraph(w);
  const price = priceCriteria(criteria);
  const priceText = a.candidatureStage
    ? candidatureSentence(w)
    : price.length > 0
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
      globalText,
      provisional,
      [kinds, contract, reading].filter(Boolean).join(' '),
      sitesParagraph(a),
      otherWorksParagraph(w),
      interfacesParagraph(a),
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

/**
 * Whether the kinds of work read are named by the file itself — the object's or a lot's words, or a
 * descripteur that names the trade's work — and not only inferred from a building operation: « Construction
 * d’une extension », « Restructuration du lycée » name no trade's work (a kind read from them is
 * « supposée »), nor does a neighbouring descripteur (« Bardage » names no « couverture neuve »).
 */
/** The notice's descripteurs that name the trade's work (« Chauffage (travaux) »), as the notice writes them. */
export function ownDescripteurs(a: Analysis): string[] {
  return (a.tender.descripteurs ?? [])
    .map((d) => clean(d.label))
    .filter((label) => label !== '' && matchTradeKeywords(a.trade, label).length > 0);
}

export function kindsNamed(a: Analysis): boolean {
  if (a.objectNamesTrade || a.lotsRecognised) {
    return true;
  }
  const descripteurs = (a.tender.descripteurs ?? []).map((d) => d.label);
  const own = descripteurs.filter((d) => matchTradeKeywords(a.trade, d).length > 0);
  // One or two descripteurs (« Cloison, faux plafond »: the buyer's classification of this contract, not of a
  // whole operation's trades) that name the trade's work name it.
  if (a.sousTypes.length === 0 || (own.length > 0 && descripteurs.length <= 2)) {
    return own.length > 0;
  }
  // The object without its building operation (« construction d’une extension sur le site de … »): what is
  // left names a work only when a kind's rule still matches it.
  const words = fold([a.title, ...a.targetLots.map((l) => l.title), ...own].join(' \n ')).replace(OPERATION_WORDS, ' ');
  // (a kind chosen from the kind of place, a square's water or paving, is named only by its own words)
  return a.sousTypes.some((k) => (k.nommePar ?? k.when).test(words) && !BLAND_OBJECTS.some((x) => k.when.test(x)));
}

/** A building's operation (folded): it names the building's works as a whole, no trade's work. */
const OPERATION_WORDS =
  /\b(?:marches? (?:publics? )?de travaux|travaux|construction|reconstruction|extension|agrandissement|surelevation|restructuration|rehabilitation|renovation|reamenagement|amenagement|transformation|reconversion|creation|modernisation|mise aux normes|mise en conformite|neuve?s?|batiments?|locaux)\b/g;

/**
 * The candidature stage (a procédure restreinte, « PHASE CANDIDATURE »): what the buyer judges now, and
 * that the offer follows the selection — no price, no offer with this document.
 */
function candidatureSentence(w: Writing): string {
  w.todo.note(
    'L’avis appelle des candidatures (sélection des candidats admis à remettre une offre) : remettez la lettre de candidature, le DC1 et le DC2 (ou le DUME) et les justificatifs de capacités que demande le règlement de la consultation ; aucun prix ni offre n’est remis à ce stade. Le mémoire sert de note de présentation de vos capacités et de votre méthode ; il sera complété d’après le CCTP lorsque l’acheteur vous invitera à remettre une offre.',
  );
  return `La présente consultation en est au stade des candidatures : l’acheteur sélectionne d’abord les candidats admis à remettre une offre. Le présent mémoire présente nos capacités et notre méthode de travail ; notre offre — prix et mémoire technique détaillé d’après le CCTP — sera remise lorsque nous y serons invités.`;
}

/**
 * A marché global (conception-réalisation, marché global de performance): a groupement answers it, the
 * performance commitments are measurable, the trade takes its part as a member or a subcontractor.
 */
function marcheGlobalParagraph(w: Writing): string | null {
  const { a } = w;
  const g = a.marcheGlobal;
  if (!g) {
    return null;
  }
  // (a marché global de performance always joins the operation or the maintenance to the works: L. 2171-3)
  const designer = g.conception ? 'un concepteur (maîtrise d’œuvre et bureaux d’études), ' : '';
  const members =
    g.kind === 'performance'
      ? `${designer}les entreprises de travaux et ${g.maintenance ? 'le mainteneur' : 'l’exploitant ou le mainteneur'}${g.conception ? '' : ', avec le concepteur lorsque le marché comprend la conception'}`
      : 'un concepteur (maîtrise d’œuvre et bureaux d’études) et les entreprises de travaux';
  w.todo.note(
    `Marché global (${g.kind === 'performance' ? 'marché global de performance' : 'conception-réalisation'}) : il est attribué à un groupement. Rejoignez un groupement (${g.conception || g.kind === 'conception-realisation' ? 'concepteur, ' : ''}entreprises${g.kind === 'performance' ? ', mainteneur ou exploitant' : ''}) comme cotraitant — DC1 signé avec le mandataire, DC2 de votre entreprise — ou proposez-vous à l’un de ses membres comme sous-traitant (DC4) ; demandez au mandataire la part des objectifs de performance qui portera sur vos travaux.`,
  );
  const what =
    g.kind === 'performance'
      ? `un marché global de performance au sens de l’article L. 2171-3 du code de la commande publique : il associe ${g.conception ? 'la conception, ' : ''}la réalisation et ${g.maintenance ? 'la maintenance' : 'l’exploitation ou la maintenance'} des ouvrages et engage son titulaire sur des objectifs de performance chiffrés et mesurables, dont dépend sa rémunération`
      : 'un marché de conception-réalisation au sens de l’article L. 2171-2 du code de la commande publique : un seul titulaire conçoit et réalise les ouvrages';
  return `Le marché est ${what}. Il est attribué à un groupement réunissant ${members} ; ${a.kb.generique ? 'nos travaux en sont' : `nos ${a.kb.travaux} en sont`} une part, que nous apportons comme membre du groupement (cotraitant) ou comme sous-traitant déclaré de l’un de ses membres, selon l’organisation arrêtée avec son mandataire. Nos ouvrages sont exécutés d’après les études du concepteur, et les engagements de performance que le groupement nous répartit sont vérifiés par nos autocontrôles et les essais de réception.`;
}

/**
 * A lot of temporary buildings (« Classes provisoires »): the units are new, hired or bought — the trade's
 * part is their connection to the site's networks and its removal, as the CCTP fixes it.
 */
function provisionalParagraph(a: Analysis): string {
  const lot = a.lotAnswered ? lotLabel(a.lotAnswered) : 'lot';
  return `Le ${lot} porte sur des locaux provisoires, que nous comprenons comme des bâtiments modulaires installés pour la durée des travaux (location ou acquisition, à confirmer au CCTP) : nos ${a.kb.travaux} y consistent, selon le CCTP, à raccorder ces modules aux réseaux du site et à équiper leurs locaux, puis à déposer ces raccordements et à remettre les réseaux du site en état à la fin de leur utilisation. Aucun réseau existant des modules n’est à conserver : les attentes et leurs points de raccordement sont relevés avec le fournisseur des modules en période de préparation.`;
}

/**
 * « Accord-cadre multi-attributaire … »: several holders, the orders shared between them as the
 * CCAP says; bons de commande or marchés subséquents only when the notice names them.
 */
function accordCadreSentence(a: Analysis): string {
  const multi = /multi[- ]?attributaire/.test(a.text);
  const orders = /\bbons? de commandes?\b/.test(a.text);
  const subsequent = /\bmarches? subsequents?\b/.test(a.text);
  const how =
    orders && subsequent
      ? 'exécuté par bons de commande et marchés subséquents'
      : orders
        ? 'exécuté par bons de commande'
        : subsequent
          ? 'exécuté par marchés subséquents'
          : 'exécuté par les commandes (bons de commande ou marchés subséquents) que prévoit le CCAP';
  return multi
    ? `Le marché est un accord-cadre multi-attributaire ${how}, plusieurs titulaires étant retenus et chaque commande attribuée entre eux selon les règles que fixe le CCAP (ordre, rotation ou remise en concurrence)`
    : `Le marché est un accord-cadre ${how}`;
}

/** Works another trade does, by the words an object names them with (folded), and the trades that do them. */
const OTHER_WORKS: readonly { words: RegExp; label: string; trades: readonly string[] }[] = [
  { words: /\bchauffage\b/, label: 'le chauffage', trades: ['chauffagiste', 'plombier'] },
  { words: /\bventilation\b|\bvmc\b/, label: 'la ventilation', trades: ['chauffagiste', 'plombier', 'electricien'] },
  { words: /\bclimatisation\b/, label: 'la climatisation', trades: ['chauffagiste'] },
  { words: /\bplomberie\b|\bsanitaires\b/, label: 'la plomberie', trades: ['plombier', 'chauffagiste'] },
  { words: /\belectricite\b/, label: 'l’électricité', trades: ['electricien'] },
  { words: /\bcouvertures?\b|\btoitures?\b/, label: 'la couverture', trades: ['couvreur', 'etancheur', 'charpentier'] },
  { words: /\bcharpentes?\b/, label: 'la charpente', trades: ['charpentier', 'couvreur'] },
  { words: /\bmenuiseries?\b/, label: 'les menuiseries', trades: ['menuisier', 'vitrier', 'serrurier'] },
  { words: /\bpeintures?\b/, label: 'la peinture', trades: ['peintre'] },
  { words: /\bcarrelages?\b/, label: 'le carrelage', trades: ['carreleur'] },
  { words: /\betancheite\b/, label: 'l’étanchéité', trades: ['etancheur', 'couvreur'] },
];

/**
 * « Remplacement de la couverture et du chauffage » for a couvreur: the object's other half is
 * another trade's work — said to be outside our offer (another lot, or an entreprise qualifiée in
 * the same contract), the user told to check it; never silently dropped.
 */
function otherWorksParagraph(w: Writing): string | null {
  const { a } = w;
  const title = fold(a.title);
  const named = OTHER_WORKS.filter((o) => o.words.test(title));
  const own = named.filter((o) => o.trades.includes(a.trade));
  const others = named.filter((o) => !o.trades.includes(a.trade));
  if (own.length === 0 || others.length === 0) {
    return null;
  }
  const what = joinFr(others.map((o) => o.label));
  w.todo.note(
    `L’objet nomme aussi ${what}, qui ne relève pas de votre métier : vérifiez au règlement de la consultation s’il s’agit d’un autre lot ; s’il est compris dans le même marché, indiquez l’entreprise qualifiée qui l’exécutera (sous-traitance ou groupement).`,
  );
  return `L’objet associe à nos ${a.kb.travaux} ${what}, qui ne ${others.length > 1 ? 'relèvent' : 'relève'} pas de notre métier : ces travaux font l’objet d’un autre lot ou d’une autre entreprise, à confirmer au règlement de la consultation ; notre offre porte sur les ${a.kb.travaux}, et la coordination avec ces travaux (ordre d’intervention, réservations et traversées, protection des ouvrages livrés) est arrêtée en période de préparation.`;
}

/** Words too general to show that the file names a point (folded). */
const GENERAL_WORDS = new Set([
  'travaux',
  'point',
  'points',
  'selon',
  'confirmer',
  'prevoit',
  'partie',
  'avant',
  'apres',
  'leurs',
  'autre',
  'autres',
  'suivant',
  'ouvrages',
  'ouvrage',
  'existant',
  'existants',
  'locaux',
  // (a choice of method, not a scope: « recouvrement ou dépose », « réception des réseaux »)
  'recouvrement',
  'depose',
  'reception',
]);

/**
 * True when the file (object, lots, descripteurs, notice text) uses a word of the point — its
 * first five letters, for plurals and genders: « cantine », « couverture », « santé ».
 */
/**
 * The points of the trade's expertise the tender shows: `subjects`, whose words the file uses (the
 * reading of the file), and `inferred`, fired by a general word (hypotheses the CCTP confirms).
 */
export function subjectsOf(a: Analysis): { subjects: string[]; inferred: string[] } {
  // A point that only names a kind of work read (« réseaux d’assainissement », « courants faibles » for
  // « courants faibles (sûreté, VDI) ») says that kind again: the kinds are said by their own sentence.
  const kindNames = new Set(a.sousTypes.flatMap((k) => kindNamesOf(k.label, k.travaux)));
  const points = a.specificites.filter((s) => !s.when.test('x') && !kindNames.has(fold(s.sujet).trim()));
  const allSubjects = points.map((s) => s.sujet);
  // (the kinds of work read in the object count as its words: « réseaux d’assainissement » for « eaux usées »)
  // (and a contract read as run by orders, « interventions à la demande », is said by the contract sentence)
  // (a descripteur names a work the notice classifies under: « Ouvrage d’art » is named, not inferred)
  const file = `${a.text} ${a.sousTypes.map((k) => k.label).join(' ')} ${(a.tender.descripteurs ?? []).map((d) => d.label).join(' ')}${a.accordCadre ? ' interventions a la demande, commandes' : ''}`;
  const named = (s: string) =>
    namedInFile(s, file) || (points.find((p) => p.sujet === s)?.nommePar?.test(fold(file)) ?? false);
  return {
    subjects: allSubjects.filter(named),
    inferred: allSubjects.filter((s) => !named(s)),
  };
}

/**
 * The names a kind of work goes by, folded: its label, without its brackets (« courants faibles » for
 * « courants faibles (sûreté, VDI) »), and its works without « travaux de » (« contrôle d’accès »).
 */
export function kindNamesOf(label: string, travaux?: string): string[] {
  const names = [
    label,
    label.replace(/\s*\([^)]*\)\s*$/, ''),
    (travaux ?? '').replace(/^travaux\s+(?:de la |de l’|de l'|des |du |de |d’|d')/i, ''),
  ];
  return names.map((n) => fold(n).trim()).filter((n) => n !== '');
}

export function namedInFile(subject: string, text: string): boolean {
  const words = fold(subject)
    .split(/[^a-z]+/)
    .filter((x) => x.length >= 5 && !GENERAL_WORDS.has(x));
  // (the object's words for the same thing: « luminaires » name the « éclairage »)
  const file = fold(text).replace(/\b(luminaires?|lampes?|candelabres?|relamping)\b/g, '$1 eclairage');
  // (a plural counts as its singular: « ponts » is named by « Pont de Gallician »)
  return words.length === 0 || words.some((x) => new RegExp(`\\b${x.replace(/s$/, '').slice(0, 5)}`).test(file));
}

const NUMBERS = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

/** « deux écoles élémentaires », « 12 bâtiments », « des bâtiments communaux ». */
export function sitesNamed(a: Analysis): string {
  const s = a.sites;
  if (!s) {
    return '';
  }
  const count = s.count !== null ? (NUMBERS[s.count] ?? String(s.count)) : null;
  const names = s.names.length >= 2 ? ` (${joinFr(s.names)})` : '';
  return count ? `${count === 'un' ? '' : `${count} `}${s.noun}${names}` : `des ${s.noun}`;
}

/**
 * Several sites in one object (« deux écoles », « bâtiments communaux »): what the object says of
 * them, and that the works are organised site by site in an order agreed with the buyer; their
 * number is never invented when the object does not give it.
 */
function sitesParagraph(a: Analysis): string | null {
  const s = a.sites;
  if (!s) {
    return null;
  }
  const order = `dans l’ordre d’intervention arrêté ${buyerOf(a, 'avec')} en période de préparation`;
  return s.count !== null
    ? `L’objet porte sur ${sitesNamed(a)} : nos ${a.kb.travaux} sont organisés ${s.unit} par ${s.unit}, ${order} ; la méthodologie et le planning en tiennent compte.`
    : `L’objet vise ${sitesNamed(a)}, sans que l’avis en donne le nombre ni la liste : nous les relèverons dans le dossier de consultation et lors de la visite, et nos ${a.kb.travaux} seront organisés ${s.unit} par ${s.unit}, ${order}.`;
}

/**
 * A multi-trade operation (its descripteurs name other works): those works, and for a roof the
 * interface points with each, settled with their companies at the preparation; no scope of theirs
 * is taken on.
 */
function interfacesParagraph(a: Analysis): string | null {
  const { others, points } = tradeInterfaces(a);
  if (others.length === 0) {
    return null;
  }
  // A work is named as the descripteurs or lots say it: a label the record's words do not back (« la
  // couverture » read from « Bardage ») is left out, and the descripteurs no label accounts for are
  // quoted as the record spells them (« Bardage », « Fondations spéciales »).
  const recordLabels = [
    ...(a.tender.descripteurs ?? []).map((d) => clean(d.label)),
    ...a.lots.map((l) => clean(l.title)),
  ];
  const recordText = recordLabels.join(' \n ');
  const backed = others.filter((o) => namedInFile(o, recordText));
  const unaccounted =
    backed.length < others.length
      ? (a.tender.descripteurs ?? [])
          .map((d) => clean(d.label))
          .filter(
            (d) =>
              d !== '' &&
              matchTradeKeywords(a.trade, d).length === 0 &&
              !/^(?:batiments?|tous corps d'etats?|travaux|maintenance)$/.test(fold(d).trim()) &&
              !backed.some((o) => namedInFile(o, d)),
          )
      : [];
  if (backed.length === 0 && unaccounted.length === 0) {
    return null;
  }
  const quotedOthers = unaccounted.length > 0 ? joinFr(unaccounted.map((d) => `« ${d} »`)) : '';
  const listed =
    backed.length === 0
      ? `les travaux que l’avis classe sous ${quotedOthers}`
      : `${joinFr(backed)}${quotedOthers ? `, ainsi que les travaux classés sous ${quotedOthers}` : ''}`;
  const named = `D’après les descripteurs de l’avis, l’opération comprend aussi ${listed}`;
  return points.length > 0
    ? `${named} : notre offre porte sur les ${a.kb.travaux}, et leurs interfaces avec ces travaux sont arrêtées en période de préparation avec le maître d’œuvre et les entreprises concernées :\n${bullets(points)}`
    : `${named} : nos ${a.kb.travaux} n’en sont qu’une part, et leurs interfaces avec ces travaux (supports, réservations, ordre d’intervention) sont arrêtées en période de préparation avec le maître d’œuvre et les entreprises concernées.`;
}

/**
 * Whether the object says the consultation is relaunched (« Relance lot 1 : … », « Marché relancé »,
 * « … - RELANCE »), and the reason when the object gives one (« suite infructuosité », « suite à
 * liquidation judiciaire »): « ; l’objet en donne le motif : infructuosité ». None is ever guessed.
 */
export function relaunchOf(title: string): { reason: string } | null {
  const t = fold(title).replace(/_/g, ' ');
  if (!/\brelanc(e|ee|es|er)\b/.test(t) || /\b(plan (de )?relance|france relance)\b/.test(t)) {
    return null;
  }
  const motive =
    /\bsuite (?:a |au |aux )?(?:l'|la |une |d'une )?(infructuosite|liquidation judiciaire|defaillance|resiliation)/.exec(
      t,
    )?.[1];
  const reasons: Record<string, string> = {
    infructuosite: 'd’une première consultation infructueuse',
    'liquidation judiciaire': 'd’une liquidation judiciaire',
    defaillance: 'd’une défaillance',
    resiliation: 'd’une résiliation',
  };
  const reason = motive ? reasons[motive] : undefined;
  return { reason: reason ? `, à la suite ${reason} (motif donné par l’objet)` : '' };
}

/** « Lyon », « Lyon 3e Arrondissement », « LYON 07 »: the commune's name, folded, without its arrondissement. */
const townOf = (name: string): string =>
  fold(name)
    .replace(/[\s-]+(?:\d{1,2}(?:e|er|eme)?(?:\s+arrondissement)?|cedex(?:\s+\d+)?)$/, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Whether the site is in the company's own town (not only its département): « même ville », not « même département ». */
export function sameTown(a: Pick<Analysis, 'distance' | 'place'>): boolean {
  return (
    a.distance.relation === 'same' &&
    !!a.place.commune &&
    a.distance.baseLabel !== '' &&
    townOf(a.place.commune) === townOf(a.distance.baseLabel)
  );
}

/**
 * Objects that name a building's operation and no trade's work: a kind of work whose rule matches one
 * of them (« cloisons … en rénovation » for any renovation) is read from the operation, not named by it.
 */
const BLAND_OBJECTS = [
  'restructuration du lycee',
  'rehabilitation du batiment',
  'renovation de la mairie',
  'construction d un batiment',
  'extension de l ecole',
  'travaux d entretien des batiments communaux',
  'amelioration thermique des batiments',
  'renovation energetique de l ecole',
  'rehabilitation thermique du gymnase',
];

function distanceParagraph(w: Writing): string | null {
  const { a } = w;
  const d = a.distance;
  if (d.relation === 'overseas' && d.baseLabel) {
    return overseasParagraph(a);
  }
  if (
    !d.baseLabel ||
    d.relation === 'unknown' ||
    (!a.place.commune &&
      !a.place.around &&
      !(a.place.departement && (d.relation === 'same' || d.relation === 'neighbour')))
  ) {
    return null;
  }
  // (a site known by its département, its buyer named after a town of it: the town its sites are around)
  const dep = a.place.departement ? getDepartement(a.place.departement) : undefined;
  const site =
    a.place.commune || !a.place.around
      ? `Le chantier${ofCommune(a)}`
      : a.place.aroundPrefecture && dep
        ? // (a département's body: its sites are anywhere in it, the distance is the préfecture's)
          `Le chantier, ${dep.dans} (distance mesurée à ${a.place.around}, sa préfecture),`
        : `Le chantier, autour ${deName(a.place.around)},`;
  // Distances never given for neighbours; rounded as every section rounds them.
  const km = kmFromSeat(a);
  switch (d.relation) {
    case 'same':
      return sameTown(a)
        ? `${site} est situé dans la ville même de notre siège : l’encadrement peut s’y rendre à tout moment de la journée, chaque fois que le chantier le demande.`
        : `${site} est situé dans le même département que notre siège de ${d.baseLabel} : l’encadrement peut s’y rendre dans la journée à chaque fois que le chantier le demande.`;
    case 'neighbour':
      return `${site} se trouve dans un département voisin de celui de notre siège de ${d.baseLabel} : les trajets sont intégrés à l’organisation des journées et les approvisionnements regroupés.`;
    case 'region':
      // (orders are not phases: each is prepared at the seat, grouped by area when their delays allow — round 30)
      return a.accordCadre
        ? `${site} est à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : chaque commande est préparée au siège, puis réalisée par une équipe qui fait le trajet dans la journée ou regroupée avec les commandes voisines lorsque leurs délais le permettent, et les délais d’intervention que nous proposons tiennent compte de ce trajet.`
        : `${site} est à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : les approvisionnements sont livrés directement sur site et les déplacements des équipes organisés à la semaine pendant les phases d’exécution.`;
    default:
      // Orders met from far away: the delays offered must hold with the journey (the user is told too).
      if (a.accordCadre) {
        w.todo.note(
          `Accord-cadre à environ ${km} de votre siège : vérifiez que vous tiendrez les délais d’intervention du CCAP (urgences comprises) avant de répondre ; une équipe ou une base proche du site, ou une cotraitance locale, peut être nécessaire.`,
        );
        return `${site} se trouve à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : les commandes sont planifiées en tenant compte de ce trajet — regroupées par tournée lorsque leurs délais le permettent, équipe et matériel acheminés avec les fournitures de chaque commande — et les délais d’intervention que nous proposons sont ceux que cette organisation permet de tenir.`;
      }
      return `${site} se trouve à environ ${km} à vol d’oiseau de notre siège de ${d.baseLabel} : l’organisation des déplacements et de l’hébergement des équipes est arrêtée en période de préparation, et les matériaux livrés directement sur site.`;
  }
}

/**
 * An overseas site from a metropolitan seat (round 29): the distance said, and what it changes — a detached team,
 * plant hired or shipped, supplies ordered with the freight's delays — settled in the preparation, never a daily trip.
 */
export function overseasParagraph(a: Writing['a']): string {
  const d = a.distance;
  const far = d.km !== null ? `, à quelque ${integer(Math.round(d.km / 100) * 100)}${NBSP}km` : '';
  return `Notre siège de ${d.baseLabel} est en métropole${far} ${a.place.commune ? `du chantier${ofCommune(a)}` : 'du chantier'} : l’encadrement et les compagnons affectés y sont détachés pour la durée des travaux (déplacements, hébergement et formalités arrêtés en période de préparation), les engins sont loués ou recrutés sur place auprès d’entreprises locales, et les fournitures commandées dès le visa, en tenant compte des délais du fret maritime.`;
}
