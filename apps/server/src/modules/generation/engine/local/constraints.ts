import type { DceRequirement } from '@batiao/shared/contracts/generation-engine';
import { matchTradeKeywords } from '@batiao/shared/domain/trade-taxonomy';
import type { TradeSlug } from '@batiao/shared/domain/trades';
import {
  type Analysis,
  type ConstraintKey,
  DEFENCE_SITE,
  GUARDED_INSTITUTION,
  isStreetVideo,
  MUSEUM_SITE,
  PORT_SITE,
  RETAIL_CONVERSION,
  SOCIAL_HOUSING,
  SOCIAL_LANDLORD,
} from './analysis.ts';
import { NEUF_SEUL } from './knowledge/sous-types-common.ts';
import { fold, joinFr, pick, withArticle } from './text.ts';

/** Asbestos removal named by the works (folded): « Travaux de désamiantage et de déconstruction ». */
export const ASBESTOS_REMOVAL =
  /desamiantage|retraits? (?:de |d'|des )?(?:l')?(?:materiaux (?:contenant (?:de l')?)?)?amiante|deflocage/;

/** The works themselves remove asbestos (the object or the trade's lots say so). */
export const asbestosRemoval = (a: Analysis): boolean =>
  ASBESTOS_REMOVAL.test(fold([a.title, ...a.targetLots.map((l) => l.title)].join(' ')));

/**
 * What each constraint found in the notice means on site, written for the sections where the
 * buyer looks for it. Each paragraph names the constraint and the tender's place or buyer, so that
 * it belongs to this tender.
 */

type Writer = (a: Analysis) => string;

interface ConstraintTexts {
  comprehension?: Writer;
  methodologie?: Writer;
  planning?: Writer;
  /** One measure, or several (each its own item of the site's measures). */
  securite?: (a: Analysis) => string | string[];
  environnement?: Writer;
  risque?: { risque: string; mesure: string };
}

const where = (a: Analysis) =>
  a.place.commune
    ? ` ${[a.place.commune, ...(a.place.also ?? [])].map((c) => (/^[aeiouyàâéèêîôû]/i.test(c) ? `d’${c}` : `de ${c}`)).join(' et ')}`
    : '';
const buyerTo = (a: Analysis) => (a.buyerName ? withArticle(a.buyerName, 'à') : 'à l’acheteur');
const buyerWith = (a: Analysis) => (a.buyerName ? withArticle(a.buyerName, 'avec') : 'avec l’acheteur');

/**
 * Who the school-like site receives, in its own words: « de jeunes enfants » in a crèche (no
 * « élèves »), « des lycéens » in a lycée (no « enfants »), « des enfants » at a school.
 */
function pupilsOf(a: Analysis): {
  kind: 'creche' | 'maternelle' | 'lycee' | 'college' | 'ecole';
  who: string;
  hours: string;
  spaces: string;
  accessOf: string;
  presence: string;
} {
  const t = a.text;
  const school = /\becoles?\b|maternelles?|elementaires?|groupe scolaire|periscolaire/.test(t);
  if (/creches?|halte[- ]garderie|multi-accueil|micro-creche|petite enfance|jardin d'enfants/.test(t) && !school) {
    return {
      kind: 'creche',
      who: 'de jeunes enfants',
      hours: 'd’arrivée et de départ des familles',
      spaces: 'espaces de jeux extérieurs',
      accessOf: 'des familles et du personnel',
      presence: 'de jeunes enfants',
    };
  }
  // An école maternelle alone (the object names no elementary school beside it): small children, with
  // their naps and quiet times, brought and fetched by their families.
  const object = fold(a.title);
  const schoolText = /\becoles?\b|maternelles?|elementaires?|primaires?|groupes? scolaires?/.test(object) ? object : t;
  if (
    /maternelles?/.test(schoolText) &&
    !/elementaires?|primaires?|groupes? scolaires?|\bcolleges?\b|\blycees?\b/.test(schoolText)
  ) {
    return {
      kind: 'maternelle',
      who: 'de jeunes enfants, de trois à six ans, dont les plus petits font la sieste en début d’après-midi',
      hours: 'd’arrivée et de départ des familles',
      spaces: 'cours et circulations',
      accessOf: 'des familles et des enfants',
      presence: 'de jeunes enfants',
    };
  }
  if (!school && /\blycees?\b/.test(t)) {
    return {
      kind: 'lycee',
      who: 'des lycéens',
      hours: 'd’entrée et de sortie des élèves',
      spaces: 'cours et circulations',
      accessOf: 'des élèves',
      presence: 'd’élèves',
    };
  }
  if (!school && /\bcolleges?\b/.test(t)) {
    return {
      kind: 'college',
      who: 'des collégiens',
      hours: 'd’entrée et de sortie des élèves',
      spaces: 'cours et circulations',
      accessOf: 'des élèves',
      presence: 'd’élèves',
    };
  }
  return {
    kind: 'ecole',
    who: 'des enfants',
    hours: 'd’entrée et de sortie des élèves',
    spaces: 'cours et circulations',
    accessOf: 'des élèves',
    presence: 'd’enfants',
  };
}

/** The name of the school-like site: a crèche is no school (« établissement d’accueil du jeune enfant »). */
export const scolaireLabel = (a: Analysis) =>
  pupilsOf(a).kind === 'creche' ? 'établissement d’accueil du jeune enfant' : 'établissement scolaire';

/** The site receives young children (crèche, halte-garderie, multi-accueil), not pupils. */
export const earlyChildhood = (a: Analysis) => pupilsOf(a).kind === 'creche';

/** Small children (a crèche, a multi-accueil or an école maternelle): families at the door, naps, quiet times. */
export const youngChildren = (a: Analysis) => ['creche', 'maternelle'].includes(pupilsOf(a).kind);

/** « La crèche », « La structure multi-accueil », « La halte-garderie »: the early-childhood site as the notice names it. */
const earlyChildhoodNoun = (a: Analysis) =>
  /creches?/.test(a.text)
    ? 'La crèche'
    : /multi-accueil/.test(a.text)
      ? 'La structure multi-accueil'
      : /halte[- ]garderie/.test(a.text)
        ? 'La halte-garderie'
        : 'La structure d’accueil';

/**
 * The extension of a system or a network (« extension du dispositif de vidéoprotection », « extension
 * du réseau d’éclairage public »), folded: no building is extended, so no junction with an existing
 * building nor new build is presumed.
 */
const SYSTEM_EXTENSION =
  /\bextensions? (?:(?:et |ou )?(?:de |du |des |d'un |d'une |de la |de l')?(?:(?:son|sa|ses|notre|leur) )?)?(?:reseaux?|dispositifs?|systemes?|installations?|videoprotection|video-protection|videosurveillance|eclairage|equipements?|parc|couverture|raccordements?|branchements?|canalisations?|fibre|controle d'acces|alarmes?|sonorisation|telegestion|supervision|gtb|gtc)\b/g;

/** A system or a network named (its extension is no building's). */
const SYSTEM_NOUN =
  /\b(?:reseaux?|dispositifs?|systemes?|installations?|videoprotection|video-protection|videosurveillance|eclairage public|controle d'acces|alarmes?|telegestion|supervision|fibre optique)\b/;
/** A building named (« extension de l’école », « extension des locaux »). */
const BUILDING_NOUN =
  /\b(?:batiments?|ecoles?|groupe scolaire|colleges?|lycees?|creches?|gymnases?|salles?|mairie|hotel de ville|locaux|maisons?|bureaux|ateliers?|logements?|vestiaires?|ehpad|hopital|cantine|restaurant|mediatheque|bibliotheque|musee|eglise|caserne|centre)\b/;

/** The title names the extension of a building (« extension de l’école »), not of a system or a network. */
export function buildingExtension(title: string): boolean {
  const rest = fold(title)
    .replace(
      /\b(?:modernisation|renouvellement|renforcement|mise a niveau|remplacement|refonte) et (?:d')?extension/g,
      'extension',
    )
    .replace(SYSTEM_EXTENSION, ' ');
  // (« refonte, extension et maintenance d’un dispositif »: a system named and no building)
  return /\bextensions?\b/.test(rest) && !(SYSTEM_NOUN.test(rest) && !BUILDING_NOUN.test(rest));
}

/** The notice's descripteurs (« Monuments historiques », « Vitraux »…), folded. */
const descripteurs = (a: Analysis) => (a.tender.descripteurs ?? []).map((d) => d.label);

/**
 * The building is protected as a monument historique (classé or inscrit): the notice, its
 * descripteurs or its buyer say so; an ABF opinion or the abords of a monument alone do not.
 */
export function monumentHistorique(a: Analysis): boolean {
  return /monuments? historiques?|\bclasse(e|s|es)? (au titre des|monument|mh\b)|\binscrit(e|s|es)? (au titre des|a l'inventaire supplementaire)|\bacmh\b|architecte en chef des monuments|conservation regionale des monuments|\bcrmh\b/.test(
    fold([a.text, ...descripteurs(a), a.buyerName ?? ''].join(' \n ')),
  );
}

/**
 * The other trades the notice's lots and descripteurs name, with their article, in the order of a
 * building's trades (« le désamiantage », « la maçonnerie », « la charpente », « la couverture »…).
 */
export function otherTradesNamed(a: Analysis): string[] {
  return otherWorks(a).map((w) => w.words);
}

/**
 * Works a descripteur or a lot names better than its trade does: « Photovoltaïque » is an
 * installation of its own (not « l’électricité »), « Ventilation » is no heating, « Démolition » no
 * earthworks. Each with its place in a building's order of trades and the trade it belongs to (not
 * named to that trade as another's work).
 */
const NAMED_WORKS: { pattern: RegExp; words: string; rank: number; of: TradeSlug[] }[] = [
  { pattern: /d[ée]samiant/i, words: 'le désamiantage', rank: -2, of: [] },
  { pattern: /d[ée]molition/i, words: 'la démolition', rank: -1, of: ['macon'] },
  { pattern: /photovolta/i, words: 'l’installation photovoltaïque', rank: 9.5, of: ['electricien'] },
  { pattern: /ventilation|climatisation|\bcvc\b/i, words: 'la ventilation', rank: 11.5, of: ['chauffagiste'] },
  { pattern: /^isolation\b/i, words: 'l’isolation', rank: 4.5, of: ['couvreur', 'etancheur', 'plaquiste'] },
  // (« Bardage » is a façade's cladding, not the roof the couvreur's keywords would make of it.)
  { pattern: /^bardages?\b/i, words: 'le bardage', rank: 4.6, of: ['couvreur', 'charpentier'] },
  { pattern: /espaces? verts?/i, words: 'les espaces verts', rank: 14, of: ['terrassier'] },
  { pattern: /^gros[ -]?(?:oe|œ)uvre/i, words: 'le gros œuvre', rank: 1, of: ['macon'] },
  { pattern: /^rev[êe]tements? de sols?/i, words: 'les revêtements de sols', rank: 12, of: ['carreleur'] },
  {
    pattern: /^cloisons?,? (?:et )?faux[- ]plafonds?/i,
    words: 'les cloisons et faux plafonds',
    rank: 8,
    of: ['plaquiste'],
  },
];

interface OtherWork {
  words: string;
  rank: number;
  /** The trade these works belong to, or the named works' key (« photovoltaique »…). */
  key: string;
}

/** The other works the notice's descripteurs and lots name, in a building's order, without this trade's own. */
function otherWorks(a: Analysis): OtherWork[] {
  const labels = [...descripteurs(a), ...a.lots.map((l) => l.title)];
  const out = new Map<string, OtherWork>();
  for (const label of labels) {
    const special = NAMED_WORKS.find((w) => w.pattern.test(label.trim()));
    if (special) {
      if (!special.of.includes(a.trade)) {
        out.set(special.words, { words: special.words, rank: special.rank, key: fold(special.words) });
      }
      continue;
    }
    TRADE_ORDER.forEach((t, rank) => {
      if (t !== a.trade && matchTradeKeywords(t, label).length > 0) {
        out.set(WORKS_OF[t], { words: WORKS_OF[t], rank, key: t });
      }
    });
  }
  return [...out.values()].sort((x, y) => x.rank - y.rank);
}

/**
 * What each other works named in the notice asks of a roof's waterproofing or covering, at their
 * interface: settled with the companies of those works during the preparation, written as what we
 * check (the notice does not say what is on the roof: a hypothesis is written « si … »).
 */
const ROOF_INTERFACES: { key: RegExp; etancheur: string; couvreur: string }[] = [
  {
    key: /photovolta/,
    etancheur:
      'Installation photovoltaïque : si des panneaux sont posés sur la toiture-terrasse, leur implantation, le nombre et la position des traversées (câbles, supports) sont arrêtés avant la pose de l’étanchéité ; chaque traversée reçoit une platine ou une crosse étanchée par nos soins, le mode de tenue des supports (lestage ou fixation) est vérifié avec la charge admissible de l’isolant et de l’élément porteur, une protection est prévue sous les supports et les chemins de câbles, et les panneaux ne sont posés qu’après la réception de l’étanchéité',
    couvreur:
      'Installation photovoltaïque : si des panneaux sont posés sur la couverture, la position des crochets et rails, les abergements autour du champ de panneaux et les passages de câbles sont arrêtés avant la pose des éléments de couverture, l’étanchéité de chaque fixation suit l’avis technique du procédé retenu, et l’ordre des travaux (couverture, supports, panneaux) est fixé pour que la toiture reste hors d’eau à chaque étape',
  },
  {
    key: /ventilation|chauffagiste/,
    etancheur:
      'Ventilation et chauffage : si des sorties, extracteurs ou équipements techniques sont placés en toiture, leurs costières ou socles, relevés à la hauteur réglementaire, sont posés et traités avant la fin de l’étanchéité',
    couvreur:
      'Ventilation et chauffage : si des sorties ou des conduits traversent la couverture, leurs positions et leurs abergements sont arrêtés avant la pose des éléments de couverture',
  },
  {
    key: /serrurier/,
    etancheur:
      'Serrurerie : si des garde-corps, échelles ou crinolines sont posés en toiture, leur mode de fixation (lesté, en tête d’acrotère ou traversant avec platine) est arrêté avant l’étanchéité',
    couvreur:
      'Serrurerie : si des garde-corps, échelles ou crochets de sécurité sont posés en toiture, leurs points de fixation sont arrêtés avant la pose de la couverture',
  },
  {
    key: /menuisier/,
    etancheur:
      'Menuiserie : si des portes ou des baies donnent sur la toiture, la hauteur de leurs seuils est vérifiée pour que les relevés d’étanchéité y atteignent leur hauteur',
    couvreur:
      'Menuiserie : si des fenêtres de toit ou des lucarnes sont concernées, leurs raccords et abergements avec la couverture sont arrêtés avant la pose',
  },
  {
    key: /plombier/,
    etancheur:
      'Plomberie : les entrées d’eaux pluviales et les trop-pleins, et leur raccordement aux descentes, avec la limite de prestation entre les deux lots',
    couvreur:
      'Plomberie : le raccordement des gouttières aux descentes d’eaux pluviales, avec la limite de prestation entre les deux lots',
  },
  {
    key: /charpentier/,
    etancheur:
      'Charpente : si l’élément porteur est en bois, son état et ses pentes sont réceptionnés avant la pose de l’étanchéité',
    couvreur:
      'Charpente : la charpente reprise ou conservée est réceptionnée (planéité, pentes, état des bois) avant la pose des supports de couverture',
  },
  {
    key: /macon/,
    etancheur:
      'Maçonnerie : les reprises d’acrotères et de maçonneries sous les relevés sont achevées avant les relevés d’étanchéité',
    couvreur:
      'Maçonnerie : les reprises de souches, de pignons et de rives maçonnées sont achevées avant les abergements',
  },
];

/**
 * The other works of a multi-trade operation and their interfaces with this trade's works: for a
 * roof (étanchéité, couverture), one point per other works named (photovoltaic panels, equipment
 * on the roof, guard-rails…); for the other trades, the other works named. Empty when the notice
 * names no other works, when it lists its lots (their interfaces are the method's), or when a
 * restoration already names them (monument).
 */
export function tradeInterfaces(a: Analysis): { others: string[]; points: string[] } {
  if (a.lots.length > 1 || (a.constraints.has('patrimoine') && otherWorks(a).length >= 2)) {
    return { others: [], points: [] };
  }
  // A photovoltaic roof read as this trade's own kind of work is no other trade's works to interface with.
  const ownPv = a.sousTypes.some((k) => /photovolta/.test(k.key));
  const works = otherWorks(a).filter((w) => !(ownPv && /photovolta/.test(w.key)));
  // Slabs over car parks, planters, bin stores (a résidentialisation): the other trades' works stand on
  // the slab, not on a roof.
  if (a.sousTypes.some((k) => k.key === 'dalles_residentialisation')) {
    return {
      others: works.map((w) => w.words),
      points: SLAB_INTERFACES.filter((i) => works.some((w) => i.key.test(w.key))).map((i) => i.text),
    };
  }
  const points =
    a.trade === 'etancheur' || a.trade === 'couvreur'
      ? ROOF_INTERFACES.filter((i) => works.some((w) => i.key.test(w.key))).map(
          (i) => i[a.trade as 'etancheur' | 'couvreur'],
        )
      : (INTERIOR_INTERFACES[a.trade] ?? []).filter((i) => works.some((w) => i.key.test(w.key))).map((i) => i.text);
  return { others: works.map((w) => w.words), points };
}

/** The interface points of a waterproofed slab with the works that stand on it (hypotheses « si … »). */
const SLAB_INTERFACES: { key: RegExp; text: string }[] = [
  {
    key: /serrurier/,
    text: 'Serrurerie : si des clôtures, portails ou équipements de contrôle d’accès sont scellés sur la dalle, leurs platines ou fourreaux traversant l’étanchéité sont arrêtés avant le revêtement et reçoivent leurs relevés',
  },
  {
    key: /paysag|espaces verts|terrassier/,
    text: 'Espaces verts : la terre des jardinières n’est mise en place qu’après la mise en eau et la pose de la protection anti-racine, sans engin sur la dalle au-delà de sa charge admissible',
  },
  {
    key: /electricien/,
    text: 'Électricité : les fourreaux et les traversées des bornes ou de l’éclairage extérieur sont positionnés avant l’étanchéité, chacun avec sa platine ou sa crosse étanchée',
  },
];

/** The interface points of the interior trades with the other works named (hypotheses written « si … »). */
const INTERIOR_INTERFACES: Partial<Record<TradeSlug, { key: RegExp; text: string }[]>> = {
  plaquiste: [
    {
      key: /electricien|plombier|chauffagiste|ventilation/,
      text: 'Réseaux : gaines, boîtiers et canalisations posés dans les cloisons et les plénums avant leur fermeture, les réseaux d’eau essayés ; réservations, renforts et trappes de visite arrêtés avant les ossatures',
    },
    {
      key: /menuisier/,
      text: 'Menuiserie : huisseries posées avec les ossatures, leurs renforts et leur aplomb vérifiés avant la pose des plaques',
    },
    {
      key: /peintre/,
      text: 'Peinture : niveau de finition des plaques attendu par le peintre, arrêté avant les bandes, et supports réceptionnés avec lui',
    },
  ],
  menuisier: [
    {
      key: /plaquiste|cloisons/,
      text: 'Cloisons : huisseries et renforts d’agencement posés avec les ossatures des cloisons, avant leur fermeture',
    },
    {
      key: /serrurier/,
      text: 'Serrurerie : limite entre menuiseries et serrurerie (portes métalliques, garde-corps, grilles), à lire au CCTP',
    },
    {
      key: /carreleur|revetements de sols/,
      text: 'Revêtements de sols : cotes des sols finis relevées pour les seuils et le jeu sous les portes',
    },
    {
      key: /electricien/,
      text: 'Électricité : si des portes sont motorisées ou à contrôle d’accès, ou des agencements équipés, leurs alimentations et attentes sont arrêtées avant la pose',
    },
  ],
  vitrier: [
    {
      key: /menuisier/,
      text: 'Menuiserie : si les vitrages sont posés dans les menuiseries d’un autre lot, leurs dimensions sont relevées sur les châssis posés et les feuillures réceptionnées avant la commande',
    },
    {
      key: /serrurier/,
      text: 'Serrurerie : vitrages des garde-corps ou des portes métalliques, s’il y en a, avec la limite de prestation entre les lots',
    },
  ],
};

/** The trades in the order a building's works list them. */
const TRADE_ORDER: TradeSlug[] = [
  'terrassier',
  'macon',
  'charpentier',
  'couvreur',
  'etancheur',
  'menuisier',
  'serrurier',
  'vitrier',
  'plaquiste',
  'electricien',
  'plombier',
  'chauffagiste',
  'carreleur',
  'peintre',
];

/** Each trade's works, as a restoration's list of trades names them. */
const WORKS_OF: Record<TradeSlug, string> = {
  macon: 'la maçonnerie',
  couvreur: 'la couverture',
  plombier: 'la plomberie',
  electricien: 'l’électricité',
  menuisier: 'la menuiserie',
  peintre: 'la peinture',
  chauffagiste: 'le chauffage',
  carreleur: 'le carrelage',
  plaquiste: 'la plâtrerie',
  terrassier: 'le terrassement',
  charpentier: 'la charpente',
  etancheur: 'l’étanchéité',
  serrurier: 'la serrurerie',
  vitrier: 'la vitrerie',
};

/** The buyer with its article (« l’AP-HP », « le centre hospitalier »), or « l’établissement ». */
const hospitalOf = (a: Analysis) => (a.buyerName ? withArticle(a.buyerName, 'de') : 'de l’établissement');

/** The health establishment is a hospital (care units, EOH and CLIN), not a nursing home or a medical practice. */
export const hospital = (a: Analysis) =>
  /hopita|hospitali|\bchu\b|\bchr\b|\bap-?hp\b|\bghu\b|\bght\b|ghsif|clinique|groupe hospitalier/.test(
    fold(`${a.text} ${a.buyerName ?? ''}`),
  );

/**
 * A psychiatric establishment, by its kind in the object or the buyer (« centre hospitalier
 * spécialisé », « CHS », « EPSM », « santé mentale », « psychiatrie », « médico-psychologique ») or
 * by the name of a well-known one behind a hospital's noun (« CH de Montfavet », « Centre hospitalier
 * Édouard Toulouse », « CH Le Vinatier »): a ward in service, not a general hospital.
 */
const PSYCHIATRIC_KIND =
  /\bchs\b|centres? hospitaliers? specialises?|\bepsmr?\b|sante mentale|psychiatri|medico-psycholog/;
const PSYCHIATRIC_NAME =
  /(?:centres? hospitaliers?|\bch|\bghu) sainte-anne\b|(?:centres? hospitaliers?|\bch|\bhopital|\bhopitaux|\bgh)(?: de| du| d'| des)?(?: la| le| l')? ?(?:montfavet|edouard toulouse|vinatier|esquirol|charles perrens|guillaume regnier|paul guiraud|ville-evrard|maison blanche|rouvray|valvert|montperrin|gerard marchant|(?:henri )?laborit|(?:georges )?daumezon|barthelemy durand|theophile roussel|philippe pinel|pinel)\b/;
export const psychiatric = (a: Analysis) => {
  const text = objectAndBuyer(a);
  return PSYCHIATRIC_KIND.test(text) || PSYCHIATRIC_NAME.test(text);
};

/** Somatic care zones the object names (operating theatres, intensive care, haematology…). */
const somaticZonesNamed = (a: Analysis) =>
  /blocs? operatoires?|\breanimation|soins intensifs|soins continus|hematolog|oncolog|chambres? protegees?|immunodeprim|\bsterilisation|salles? propres?|environnement maitrise/.test(
    fold(`${a.tender.title} ${a.tender.description ?? ''} ${a.lots.map((l) => l.title).join(' ')}`),
  );

/** A psychiatric establishment whose object names no somatic zone: the ward's rules, not the general hospital's. */
export const psychiatricOnly = (a: Analysis) => psychiatric(a) && !somaticZonesNamed(a);

/** The works build a new building (its rooms have no patient yet), not works in existing units. */
const newBuildingOnly = (a: Analysis) =>
  /\b(?:construction|edification)s?\b/.test(fold(a.tender.title)) &&
  !/\b(?:rehabilitation|renovation|reamenagement|restructuration|refection|transformation)s?\b/.test(
    fold(a.tender.title),
  );

/**
 * What a psychiatric ward in service asks of the works: access with the ward's staff, nothing left
 * within the patients' reach (tools counted, locked storage, closed skips), no ligature point or small
 * removable part left in a patient's room, openings and the site's gates kept closed (a patient may
 * try to leave), noise and presence kept low.
 */
function psychiatricMeasures(a: Analysis): string[] {
  const out = [
    `Dans les unités de psychiatrie, l’accès de nos équipes est arrêté avec l’encadrement soignant de chaque unité : chaque entrée et chaque sortie sont annoncées au personnel, les portes des unités fermées sont refermées derrière chaque passage, et aucune intervention n’a lieu dans une unité sans que son personnel en soit informé.`,
    `Aucun outil, matériau, produit ni déchet n’est laissé sans surveillance ni à la portée des patients : stockage fermé à clé, outillage compté en fin de journée (tout manque est signalé aussitôt au cadre de l’unité), produits dangereux apportés au fil du besoin et jamais laissés sur place, échelles et escabeaux rangés à chaque pause, bennes et conteneurs fermés.`,
  ];
  if (!newBuildingOnly(a)) {
    out.push(
      `Les travaux dans une chambre de patient n’ont lieu que chambre vidée de son occupant, le personnel de l’unité informé ; à la restitution, aucune petite pièce démontable ni aucun point d’accroche n’y reste (vis, caches et fixations vérifiés), et les équipements anti-suicide, anti-pendaison ou anti-vandalisme sont posés là où le CCTP les demande (leur liste est à confirmer au CCTP).`,
    );
  }
  out.push(
    `Fenêtres, ouvrants et trappes ouverts pour les travaux ne restent jamais sans surveillance : ils sont refermés et verrouillés à chaque interruption ; les portes, portails et clôtures du chantier restent fermés en permanence, pour qu’aucun patient ne puisse quitter l’unité ou le site par l’emprise des travaux.`,
  );
  return out;
}

/** The works heat, weld or braze (permis de feu). */
export const hotWorks = (a: Analysis) =>
  /permis de feu|brasage|soudure|soudage|chalumeau|point chaud/i.test(
    JSON.stringify([a.kb.habilitations, a.kb.risques.map((r) => r.risque), a.kb.etapes.map((e) => e.detail)]),
  );

/** The object names the emergency department (« service d’accueil des urgences »): it works 24/7. */
const emergencyNamed = (a: Analysis) => /\burgences\b|\bsau\b|\bsmur\b/.test(fold(a.title));

/**
 * What a hospital in service asks of the works: the infection-control procedure of its EOH and
 * CLIN (zone classified by risk, dust containment, aspergillosis), the technical service for any
 * shutdown, the permis de feu and the fire detection handled by the establishment's security
 * service, and, for water and air, legionella surveillance and controlled-environment rooms.
 */
function hospitalMeasures(a: Analysis): string[] {
  const ward = psychiatricOnly(a);
  const out = [
    ...(ward ? psychiatricMeasures(a) : []),
    ward
      ? `Avant ${a.accordCadre ? 'chaque intervention' : 'les travaux'} dans une unité ou à proximité, les précautions contre les poussières sont arrêtées avec l’équipe opérationnelle d’hygiène de l’établissement, selon sa procédure « travaux » ; pendant les travaux poussiéreux, la zone est fermée et confinée, l’aspiration se fait à la source, et la zone est nettoyée à l’humide avant d’être restituée à l’unité.`
      : `Avant ${a.accordCadre ? 'chaque intervention' : 'les travaux'} en zone de soins ou à proximité, le niveau de risque infectieux de la zone (des zones courantes aux zones à très haut risque : hématologie, réanimation, blocs opératoires) et les précautions qui en découlent sont arrêtés avec l’équipe opérationnelle d’hygiène, selon la procédure « travaux » du CLIN ; pendant les travaux poussiéreux, la zone est confinée (cloisonnement étanche jusqu’au plafond, bouches de ventilation et ouvrants de la zone obturés), l’aspiration se fait à la source sur filtre absolu (HEPA), un tapis collant est posé en sortie, et la zone est nettoyée à l’humide avant d’être restituée au service.`,
    ward
      ? `Toute coupure d’eau, d’électricité, de chauffage ou de ventilation est programmée avec le service technique de l’établissement et validée par écrit par le cadre de l’unité concernée${a.trade === 'electricien' ? ' ; une coupure électrique peut toucher les contrôles d’accès, les serrures électriques des unités fermées et les appels du personnel : leur maintien ou leur relève par le personnel est arrêté avec l’établissement avant chaque coupure' : ''}.`
      : `Toute coupure d’eau, d’électricité, de fluides médicaux ou de ventilation est programmée avec le service technique de l’établissement et validée par écrit par le cadre du service concerné.`,
  ];
  if (hotWorks(a)) {
    out.push(
      'Chaque point chaud fait l’objet d’un permis de feu délivré par l’établissement ; l’isolement éventuel de la détection incendie de la zone est fait et levé par son service de sécurité incendie, jamais par nos équipes, avec surveillance du poste après la dernière flamme.',
    );
  }
  if (a.trade === 'plombier' || /eau chaude sanitaire|\becs\b/.test(a.text)) {
    out.push(
      'Après une intervention sur le réseau d’eau, la remise en eau suit la procédure de l’établissement (rinçage, désinfection si demandée, bras morts supprimés) et les températures relevées lui sont transmises pour la surveillance des légionelles (arrêté du 1er février 2010).',
    );
  }
  if ((a.trade === 'chauffagiste' || a.trade === 'electricien') && !ward) {
    out.push(
      `Aucune installation desservant une zone à environnement maîtrisé (bloc opératoire, réanimation, chambre protégée) n’est ${a.trade === 'chauffagiste' ? 'arrêtée ni ouverte (gaines, caissons de filtration)' : 'mise hors tension'} sans l’accord écrit du service technique et de l’équipe d’hygiène, et sans solution de secours arrêtée à l’avance.`,
    );
  }
  return out;
}

export const CONSTRAINTS: Record<ConstraintKey, ConstraintTexts> = {
  site_occupe: {
    comprehension: (a) =>
      `Le site${where(a)} reste occupé pendant les travaux. Nous en tirons trois conséquences : des zones de travail fermées et signalées, des cheminements d’usagers maintenus et balisés, et des coupures de réseaux ou travaux bruyants annoncés ${buyerTo(a)} au moins 48 heures à l’avance.`,
    methodologie: (a) =>
      `En site occupé, les travaux sont menés par zones successives définies ${buyerWith(a)} lors de la période de préparation : chaque zone est isolée, traitée puis restituée propre avant l’ouverture de la suivante.`,
    securite: () =>
      'La séparation entre la zone de chantier et les occupants est physique (clôtures ou cloisonnements provisoires, portes fermées à clé en dehors de nos horaires) ; aucun matériel ni produit n’est laissé hors de la zone.',
    risque: {
      risque: 'Intrusion d’occupants dans la zone de travaux',
      mesure: 'zone clôturée et signalée, fermeture en fin de poste, contrôle de la zone avant départ',
    },
  },
  scolaire: {
    comprehension: (a) => {
      const p = pupilsOf(a);
      // « Le collège de Serres accueille… », not « Le site de Serres » (the commune is no site).
      const establishment = {
        creche: earlyChildhoodNoun(a),
        maternelle: 'L’école maternelle',
        lycee: 'Le lycée',
        college: 'Le collège',
        ecole: 'L’école',
      }[p.kind];
      // « Les deux écoles (Bergier Mouton et Paul Frantz) accueillent… »: the sites the object names.
      const several =
        a.sites && a.sites.count !== null && a.sites.count >= 2 && fold(establishment).includes(fold(a.sites.unit));
      // (« des cours d’écoles Bergier Mouton et Paul Frantz »: the yards' schools)
      const yards = a.sites?.unit === 'cour' && p.kind === 'ecole';
      if (yards && a.sites) {
        const names = a.sites.names.length > 0 ? ` (${joinFr(a.sites.names)})` : '';
        const schools =
          a.sites.count !== null && a.sites.count >= 2
            ? `Les ${a.sites.count === 2 ? 'deux' : String(a.sites.count)} écoles${names}`
            : 'Les écoles dont les cours sont traitées';
        return `${schools} accueillent ${p.who}. Les livraisons et les manœuvres d’engins sont exclues aux heures ${p.hours}, et les ${p.spaces} restent entièrement séparés du chantier.`;
      }
      if (several && a.sites) {
        const count = a.sites.count === 2 ? 'deux' : String(a.sites.count);
        const names = a.sites.names.length > 0 ? ` (${joinFr(a.sites.names)})` : '';
        return `Les ${count} ${a.sites.noun}${names} accueillent ${p.who}. Les livraisons et les manœuvres d’engins sont exclues aux heures ${p.hours}, et les ${p.spaces} restent entièrement séparés du chantier.`;
      }
      return `${establishment}${where(a)} accueille ${p.who}. Les livraisons et les manœuvres d’engins sont exclues aux heures ${p.hours}, et les ${p.spaces} restent entièrement séparés du chantier.`;
    },
    planning: (a) =>
      pupilsOf(a).kind === 'creche'
        ? 'Les tâches bruyantes ou poussiéreuses sont placées en dehors des heures d’accueil des enfants chaque fois que le calendrier le permet, et jamais pendant leurs siestes ; le planning est recalé sur les périodes de fermeture de la structure.'
        : pupilsOf(a).kind === 'maternelle'
          ? 'Les tâches bruyantes ou poussiéreuses sont placées en dehors du temps scolaire chaque fois que le calendrier le permet, et jamais pendant la sieste ni les temps calmes des enfants ; le planning est recalé sur le calendrier scolaire de la zone, les travaux les plus gênants aux vacances.'
          : 'Les tâches bruyantes ou poussiéreuses sont placées en dehors du temps scolaire chaque fois que le calendrier le permet, et le planning est recalé sur le calendrier scolaire de la zone.',
    securite: (a) => {
      const p = pupilsOf(a);
      return `${p.kind === 'creche' ? 'Auprès d’une structure d’accueil de la petite enfance' : p.kind === 'maternelle' ? 'Dans une école maternelle' : 'En milieu scolaire'}, les accès de chantier sont distincts de ceux ${p.accessOf}, les clôtures sont pleines et non escaladables, et le personnel est informé de la conduite à tenir en présence ${p.presence}.`;
    },
  },
  vacances: {
    planning: () =>
      'L’avis place tout ou partie des travaux pendant les vacances scolaires : les approvisionnements sont commandés en amont pour que l’exécution tienne dans la période, et l’équipe est renforcée sur ces semaines plutôt que d’étaler les travaux sur les périodes d’occupation.',
  },
  sante: {
    comprehension: (a) =>
      psychiatricOnly(a)
        ? `${a.accordCadre ? `Les interventions ont lieu dans les unités de psychiatrie ${hospitalOf(a)}` : `Le chantier se tient sur le site d’un établissement de santé mentale${where(a)}`}, en activité jour et nuit : les unités de soins voisines restent ouvertes, avec des patients qui peuvent être agités ou en crise, et certaines unités peuvent être fermées. Notre organisation en part : accès aux unités arrêtés avec leur encadrement soignant, aucun outil, matériau, produit ni déchet laissé sans surveillance ou à la portée des patients, bruit et présence du chantier limités pour ne pas ajouter à leur stress, ouvrants et accès du chantier toujours refermés ; la maîtrise des poussières et des coupures suit les procédures de l’équipe opérationnelle d’hygiène (EOH) et du service technique de l’établissement.${emergencyNamed(a) ? ' Le service des urgences que nomme l’objet reste ouvert jour et nuit pendant les travaux : son accès reste assuré, par des circulations maintenues ou déviées selon un phasage arrêté avec l’établissement avant le démarrage.' : ''}`
        : hospital(a)
          ? `${a.accordCadre ? `Les interventions ont lieu dans les établissements de santé ${hospitalOf(a)}` : `Le chantier se tient sur un site hospitalier${where(a)}`}, en activité jour et nuit : les unités de soins voisines restent ouvertes, avec des patients fragiles, dont certains immunodéprimés. La maîtrise des poussières (risque infectieux, aspergillose), du bruit et des coupures de fluides est donc au centre de notre organisation, selon les procédures de l’équipe opérationnelle d’hygiène (EOH) et du CLIN de l’établissement, et en lien avec son service technique.${emergencyNamed(a) ? ' Le service des urgences que nomme l’objet reste ouvert jour et nuit pendant les travaux : l’accès des ambulances et des patients reste assuré, par des circulations maintenues ou déviées selon un phasage arrêté avec l’établissement avant le démarrage, et aucune coupure ne le prive de ses fluides sans solution de secours arrêtée à l’avance.' : ''}`
          : `L’établissement${where(a)} accueille un public fragile : la maîtrise des poussières et du bruit est un point central de notre organisation.`,
    securite: (a) =>
      hospital(a) || psychiatric(a)
        ? hospitalMeasures(a)
        : 'Le protocole de l’établissement (hygiène, prévention du risque infectieux lié aux poussières) est appliqué : confinement des zones, aspiration à la source, nettoyage humide quotidien, circulation des équipes par les seuls cheminements autorisés.',
    environnement: (a) =>
      psychiatricOnly(a)
        ? `Sur le site de l’établissement, les déchets ${a.accordCadre ? 'de chaque intervention' : 'du chantier'} quittent la zone en sacs fermés ou en chariots capotés, par le circuit et aux horaires que fixe l’établissement, sans croiser les circuits propres (patients, repas, linge) ; aucun déchet (chutes, verre, ferraille, emballages) n’est laissé dans les circulations, les cours ou les jardins où passent les patients.`
        : hospital(a)
          ? `Sur le site hospitalier, les déchets ${a.accordCadre ? 'de chaque intervention' : 'du chantier'} quittent la zone en sacs fermés ou en chariots capotés, par le circuit et aux horaires que fixe l’établissement, sans croiser les circuits propres (patients, repas, linge) ni emprunter ceux des déchets d’activités de soins (DASRI) ; aucun dépôt n’est laissé dans les circulations ni dans les cours de service.`
          : '',
    risque: {
      risque: 'Dissémination de poussières auprès d’un public fragile (risque infectieux)',
      mesure:
        'précautions arrêtées avec l’établissement avant travaux, confinement de la zone, aspiration à filtre absolu (HEPA), tapis collant en sortie, nettoyage humide avant restitution',
    },
  },
  accessibilite: {
    comprehension: () =>
      'Les exigences d’accessibilité aux personnes à mobilité réduite font partie du programme : les cotes concernées (largeurs de passage, ressauts, hauteurs d’équipements, contrastes) seront relevées après exécution et consignées.',
    securite: () =>
      'Les cheminements accessibles existants sont maintenus ou déviés par un itinéraire de substitution balisé, sans ressaut ni obstacle.',
  },
  hauteur: {
    securite: () =>
      'Les travaux en hauteur sont réalisés depuis des protections collectives (échafaudage, garde-corps, nacelle) ; l’équipement individuel antichute ne vient qu’en complément, sur point d’ancrage vérifié.',
  },
  amiante: {
    comprehension: (a) =>
      asbestosRemoval(a)
        ? // (the removal is the works: a sous-section 3 work, its plan sent before it starts)
          'L’objet comprend le retrait de l’amiante : nous consulterons le repérage amiante avant travaux (RAT) dès la remise du dossier. Le retrait relève de la sous-section 3 du code du travail — entreprise certifiée, plan de démolition, de retrait ou d’encapsulage transmis à l’inspection du travail, à la CARSAT et à l’OPPBTP un mois avant le début des travaux, mesures d’empoussièrement et restitution des zones après examen visuel et mesure libératoire — ; les autres interventions sur un matériau amianté relèvent de la sous-section 4.'
        : 'Le dossier évoque l’amiante : nous consulterons le repérage amiante avant travaux (RAT) dès la remise du dossier. Toute intervention sur un matériau amianté relève de la sous-section 4 du code du travail, avec mode opératoire établi avant les travaux ; un retrait relève d’une entreprise certifiée sous-section 3.',
    securite: () =>
      'Aucun percement, ponçage ou dépose n’est engagé sur un matériau repéré amianté sans mode opératoire adapté ; en cas de découverte d’un matériau suspect, le travail est arrêté, la zone balisée et le maître d’œuvre prévenu.',
    risque: {
      risque: 'Exposition aux fibres d’amiante',
      mesure:
        'lecture du repérage avant travaux, mode opératoire sous-section 4, arrêt immédiat en cas de matériau suspect',
    },
  },
  plomb: {
    securite: () =>
      'Les surfaces signalées au plomb sont traitées à l’humide, avec confinement, EPI et nettoyage quotidien ; les déchets sont conditionnés comme déchets dangereux.',
  },
  horaires: {
    comprehension: () =>
      'L’avis encadre les horaires d’intervention : notre planning est construit sur les plages autorisées, et toute intervention en dehors de ces plages sera soumise à l’accord préalable de l’acheteur.',
  },
  visite: {
    comprehension: (a) =>
      a.visiteObligatoire
        ? 'La visite du site est obligatoire selon l’avis : elle permettra de vérifier les accès, les zones de stockage et l’état des existants, et l’attestation de visite sera jointe à l’offre.'
        : 'Une visite du site est prévue par l’avis : nous l’utiliserons pour vérifier les accès, les zones de stockage et l’état des existants.',
  },
  patrimoine: {
    comprehension: (a) => {
      const others = otherTradesNamed(a);
      // Every trade named (none dropped behind « … »), or the first six and how many more.
      const listed =
        others.length <= 8
          ? joinFr(others)
          : `${others.slice(0, 6).join(', ')} et ${others.length - 6} autres corps d’état`;
      // The trade's own method may already say how its déposes and reposes fit the other trades (vitraux).
      const methodSays = a.specificites.some((x) => /plusieurs corps d’état/.test(x.texte));
      const restoration =
        others.length >= 2
          ? ` Nos ${a.kb.travaux}${a.lotsRecognised && a.targetLots.length > 0 ? ` (${a.targetLots.map((l) => (l.number ? `lot n° ${l.number}` : `lot « ${l.title} »`)).join(', ')})` : ''} ne sont qu’une part d’une opération qui réunit aussi ${listed}${
              methodSays
                ? '.'
                : ' : déposes, reposes et protections provisoires sont calées sur l’échafaudage et l’avancement des autres lots, et chaque interface est arrêtée avec le maître d’œuvre.'
            }`
          : '';
      if (monumentHistorique(a)) {
        return `Le caractère patrimonial de l’édifice, protégé au titre des monuments historiques, encadre nos travaux : ils sont soumis au contrôle scientifique et technique des services de l’État chargés des monuments historiques (DRAC, conservation régionale des monuments historiques) ; pour un immeuble classé, ils sont autorisés par l’administration (article L621-9 du code du patrimoine) et leur maîtrise d’œuvre est confiée à un architecte en chef des monuments historiques ou à un architecte du patrimoine. Notre intervention est documentée de bout en bout — constat d’état avant travaux, protocole soumis au maître d’œuvre avant exécution, rapport d’intervention en fin de travaux — avec des matériaux compatibles avec l’existant et des interventions réversibles chaque fois que possible.${restoration}`;
      }
      return `Le caractère patrimonial de l’édifice impose de conserver les dispositions d’origine, de reprendre à l’identique les éléments déposés et de soumettre matériaux et échantillons au maître d’œuvre avant mise en œuvre${/\babf\b|architecte des batiments de france|abords|site patrimonial remarquable/.test(a.text) ? ', dans le respect des prescriptions de l’architecte des Bâtiments de France' : ''}.${restoration}`;
    },
    // Not said twice where the trade's own method already writes the heritage frame (vitraux).
    methodologie: (a) =>
      a.specificites.some((x) => /contr[ôo]le scientifique/.test(x.texte))
        ? ''
        : monumentHistorique(a)
          ? 'Sur l’édifice protégé, chaque élément est relevé et photographié avant dépose (constat d’état), repéré et, s’il est réemployable, stocké à l’abri pour être reposé à sa place ; le protocole d’intervention et les échantillons de matériaux sont validés par le maître d’œuvre avant exécution, et le rapport d’intervention (état initial, travaux réalisés, matériaux et techniques employés, photographies) lui est remis en fin de travaux pour le dossier documentaire de l’édifice.'
          : 'Sur ouvrage patrimonial, chaque élément déposé est repéré, photographié et, s’il est réemployable, stocké à l’abri pour être reposé à sa place ; les échantillons de matériaux sont validés avant commande.',
  },
  circulation: {
    // (inside a military quarter the roads are the authority's: its rules, said by the site's use — round 28)
    securite: (a) =>
      defenceSite(a)
        ? 'Sur les voies de l’emprise, la signalisation temporaire et les itinéraires des engins sont arrêtés avec l’autorité militaire avant tout début de travaux, et vérifiés chaque jour.'
        : `Aux abords de la voie publique${where(a)}, la signalisation temporaire est posée avant tout début de travaux, conformément à l’arrêté de circulation, et vérifiée chaque jour.`,
    risque: {
      risque: 'Circulation des véhicules et piétons aux abords',
      mesure: 'signalisation temporaire, cheminement piéton protégé, manœuvres guidées',
    },
  },
  riverains: {
    environnement: () =>
      'Pour le voisinage, les travaux bruyants sont regroupés sur des plages horaires courtes, les engins coupés à l’arrêt, et les abords nettoyés chaque soir ; un interlocuteur unique répond aux riverains.',
  },
  tranches: {
    planning: () =>
      'Le marché comporte des tranches : le planning ci-dessous porte sur la tranche ferme ; chaque tranche optionnelle affermie fera l’objet d’un planning propre, avec le même enchaînement de phases.',
  },
  insertion: {
    comprehension: () =>
      'L’avis comporte une clause sociale d’insertion : nous prendrons contact avec le facilitateur désigné dès la notification pour définir les modalités de réalisation des heures d’insertion.',
  },
  reemploi: {
    environnement: () =>
      'L’avis met l’accent sur le réemploi et les matériaux à faible impact : les éléments déposés réemployables sont identifiés avant dépose, et des produits disposant d’une fiche de déclaration environnementale et sanitaire (FDES) sont proposés au visa.',
  },
  internat: {
    comprehension: (a) =>
      `L’établissement${where(a)} a un internat : des élèves y sont présents le soir et la nuit, et certains week-ends selon son calendrier. Nos ${a.kb.travaux} dans les locaux de l’internat sont placés en journée, quand les dortoirs sont vides, ou pendant les vacances scolaires ; aucune tâche bruyante n’a lieu le soir, la nuit ni pendant les week-ends où des internes sont présents.`,
    planning: () =>
      'Dans l’internat, les interventions sont placées en journée pendant les cours, ou pendant les vacances scolaires pour les zones de chambres ; le calendrier des week-ends où l’internat reste ouvert est demandé à l’établissement en période de préparation.',
    securite: () =>
      'Chaque soir, avant le retour des internes, la zone de travaux est fermée et séparée des chambres, les issues de secours et les cheminements d’évacuation de l’internat sont vérifiés libres et éclairés, et aucun équipement de sécurité incendie (détection, portes coupe-feu, éclairage de sécurité) n’est laissé hors service pour la nuit.',
    risque: {
      risque: 'Évacuation de nuit des internes gênée par le chantier',
      mesure:
        'zone fermée chaque soir, issues et cheminements d’évacuation vérifiés libres et éclairés, aucun équipement de sécurité incendie laissé hors service la nuit',
    },
  },
  substitution: {
    comprehension: (a) =>
      `${a.accordCadre ? 'L’accord-cadre' : 'Le marché'} comprend des travaux de substitution : exécutés sur des bâtiments ou des terrains privés à la place d’un propriétaire défaillant, en application d’un arrêté (mise en sécurité, insalubrité), ils se limitent à ce que l’arrêté prescrit. Chaque intervention part d’un ordre écrit, avec l’accès organisé ${a.buyerName ? withArticle(a.buyerName, 'par') : 'par l’acheteur'} (agent assermenté, serrurier, forces de l’ordre si besoin) ; un constat photographique avant et après travaux et un attachement détaillé des quantités et des heures sont remis ${buyerTo(a)} pour chacune, le coût en étant recouvré auprès du propriétaire.`,
    securite: () =>
      'Sur un bâtiment privé frappé d’un arrêté, l’intervention commence par la reconnaissance de son état par l’encadrement : zones dangereuses interdites et balisées, purge, étaiement ou consignation des réseaux avant toute autre tâche, aucun poste sous un élément menaçant, et les occupants éventuels tenus à l’écart de la zone.',
    risque: {
      risque: 'Effondrement ou chute d’éléments d’un bâtiment sous arrêté',
      mesure:
        'reconnaissance préalable par l’encadrement, zones interdites balisées, purge ou étaiement avant toute autre tâche, aucun poste sous un élément menaçant',
    },
  },
  intemperies: {
    planning: () =>
      'Les conditions climatiques du site (froid, intempéries) sont intégrées au planning : les tâches sensibles au gel ou à la pluie sont placées de préférence hors période défavorable, et les journées d’intempéries sont justifiées par les relevés météorologiques.',
  },
};

/* ------------------------------------------------------------------ the CCTP's requirements (issue 16) */

type DceKind = Exclude<DceRequirement['kind'], 'norme'>;

/** The engine's constraint each kind of the DCE analysis stands for (phasing has its own text). */
const DCE_KEYS: Record<DceKind, ConstraintKey | null> = {
  site_occupe: 'site_occupe',
  horaires: 'horaires',
  amiante: 'amiante',
  plomb: 'plomb',
  phasage: null,
};

const PHASING: Writer = (a) =>
  `Les travaux sont phasés : chaque phase est préparée (approvisionnements, protections, accès) avant son ouverture et réceptionnée ${buyerWith(a)} avant l’ouverture de la suivante, selon le calendrier arrêté en période de préparation.`;

/** The engine's constraints the CCTP adds to those the notice shows. */
function dceKeys(a: Analysis): Set<ConstraintKey> {
  const keys = new Set<ConstraintKey>();
  for (const r of a.dce?.requirements ?? []) {
    const key = r.kind === 'norme' ? null : DCE_KEYS[r.kind];
    if (key) {
      keys.add(key);
    }
  }
  return keys;
}

const isGeneral = (fichier: string) => /g[ée]n[ée]ralit|commun|cctc|lot[\s_-]*n?°?[\s_-]*0+(?!\d)/i.test(fichier);

/**
 * The CCTP's requirements the response cites: one per kind of constraint (the first read), and the
 * standards of the CCTPs of the user's trade (all CCTPs when there is one, or none of the trade's
 * is recognised), eight at most.
 */
export function cctpRequirements(a: Analysis): { constraints: DceRequirement[]; standards: DceRequirement[] } {
  const requirements = a.dce?.requirements ?? [];
  const seen = new Set<string>();
  const constraints = requirements.filter((r) => {
    if (r.kind === 'norme' || seen.has(r.kind)) {
      return false;
    }
    seen.add(r.kind);
    return true;
  });
  const lots = a.dce?.analysis.lots ?? [];
  const files = [...new Set(requirements.map((r) => r.fichier))];
  const ofTrade = files.filter(
    (f) =>
      !isGeneral(f) &&
      matchTradeKeywords(
        a.trade,
        `${f.replace(/[-_.]/g, ' ')} ${lots
          .filter((l) => l.fichier === f)
          .map((l) => l.texte)
          .join(' ')}`,
      ).length > 0,
  );
  const kept = files.length <= 1 || ofTrade.length === 0 ? new Set(files) : new Set(ofTrade);
  const standards = requirements.filter((r) => r.kind === 'norme' && kept.has(r.fichier)).slice(0, 8);
  return { constraints, standards };
}

/** « CCTP art. 3.2, p. 4 » (the file named when the DCE has several CCTPs). */
export function cctpCitation(r: DceRequirement, a: Analysis): string {
  const several =
    new Set((a.dce?.analysis.fichiers ?? []).filter((f) => f.role === 'cctp').map((f) => f.fichier)).size > 1;
  const name = several ? ` « ${r.fichier.replace(/^.*\//, '').replace(/\.(pdf|docx)$/i, '')} »` : '';
  return `CCTP${name}${r.article ? ` art. ${r.article}` : ''}${r.page !== null ? `, p. ${r.page}` : ''}`;
}

/** The CCTP's sentence between guillemets, without its final stop (the sentence goes on after it). */
const quoted = (text: string) =>
  `« ${text
    .replace(/[«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:]$/, '')} »`;

const STANDARD_ANSWERS = [
  'exigence reprise dans nos modes opératoires et justifiée par les fiches techniques soumises au visa.',
  'appliqué tel quel ; les procès-verbaux et fiches produits qui le justifient sont joints au DOE.',
  'respecté à la mise en œuvre et vérifié à l’autocontrôle avant réception.',
];

function cctpParagraphs(a: Analysis, section: 'comprehension' | 'methodologie'): string[] {
  const { constraints, standards } = cctpRequirements(a);
  if (section === 'comprehension') {
    return constraints.map((r) => {
      const key = r.kind === 'norme' ? null : DCE_KEYS[r.kind];
      const answer = key ? CONSTRAINTS[key].comprehension?.(a) : null;
      return `${cctpCitation(r, a)} — ${r.label.toLowerCase()} : ${quoted(r.extrait)}. ${answer ?? PHASING(a)}`;
    });
  }
  return standards.map(
    (r, i) =>
      `${cctpCitation(r, a)} — ${r.label} : ${quoted(r.extrait)} ; ${STANDARD_ANSWERS[i % STANDARD_ANSWERS.length] ?? ''}`,
  );
}

/* ------------------------------------------------------------------ sites named by the notice */

/** The notice's text with its buyer, folded (what the sites below are searched in). */
const siteText = (a: Analysis) => fold(`${a.text} ${a.buyerName ?? ''}`);

/** A road tunnel in service (« Tunnel du Fréjus », « tube 1 »), not a « tunnel de lavage ». */
const roadTunnel = (a: Analysis) => /\btunnels?\b(?! de lavage)|\bsftrf\b|\batmb\b/.test(siteText(a));

/** A motorway in service (« Autoroute A8 – PR 215 », its concession holder). */
const motorway = (a: Analysis) =>
  /\bautoroutes?\b|\bautoroutier|\bescota\b|\baprr\b|\bsanef\b|\bcofiroute\b|vinci autoroutes|\bdir ?(?:est|ouest|nord|centre|med|mediterranee|atlantique|massif central|centre-est|centre-ouest|sud-ouest|nord-ouest)\b/.test(
    siteText(a),
  );

/** An overseas département (Guyane, Martinique, Guadeloupe, La Réunion, Mayotte). */
export const overseas = (a: Analysis) =>
  /guyane|martinique|guadeloupe|mayotte|\bile de la reunion\b|\b(?:saint-denis|saint-pierre|saint-paul) de la reunion\b|\bla reunion \(974\)/.test(
    siteText(a),
  ) || a.tender.departements.some((d) => /^97[1-6]$/.test(String(d)));

/**
 * The overseas département of the site: its name, whether it is an island, its seismic zone (décret
 * n° 2010-1255: Guadeloupe and Martinique 5, Mayotte 3, La Réunion 2, Guyane 1) and whether cyclones reach it.
 */
function overseasOf(a: Analysis): { name: string; island: boolean; seismic: number; cyclones: boolean } | null {
  const text = siteText(a);
  const deps = a.tender.departements.map(String);
  const is = (code: string, name: RegExp) => deps.includes(code) || name.test(text);
  if (is('971', /guadeloupe/)) {
    return { name: 'Guadeloupe', island: true, seismic: 5, cyclones: true };
  }
  if (is('972', /martinique/)) {
    return { name: 'Martinique', island: true, seismic: 5, cyclones: true };
  }
  if (is('973', /guyane/)) {
    return { name: 'Guyane', island: false, seismic: 1, cyclones: false };
  }
  if (is('974', /\breunion\b/)) {
    return { name: 'La Réunion', island: true, seismic: 2, cyclones: true };
  }
  if (is('976', /mayotte/)) {
    return { name: 'Mayotte', island: true, seismic: 3, cyclones: true };
  }
  return null;
}

/** A funeral use (chambre funéraire, funérarium, crématorium, chambre mortuaire). */
/** A CFA (apprentices trained in alternance, workshops in use): not a construction only of one. */
const apprentices = (a: Analysis) =>
  /\bcfa\b|centres? de formation d'apprentis|\bbtp cfa\b/.test(siteText(a)) &&
  !/^(?:construction|creation) d'un (?:cfa|centre de formation)/.test(fold(a.title));
/** An EREA (établissement régional d'enseignement adapté): pupils with special needs, often boarders. */
const adaptedSchool = (a: Analysis) => /\berea\b|etablissements? regionaux? d'enseignement adapte/.test(siteText(a));
/** A business park in activity (« ZAE », « zone d'activités », « parc d'activités », « zone industrielle »). */
const businessPark = (a: Analysis) =>
  /\bzae\b|\bzac d'activites\b|zones? d'activites?|parcs? d'activites?|zones? industrielles?|zones? artisanales?/.test(
    fold(a.title),
  );

const funeral = (a: Analysis) =>
  /chambres? funeraires?|funerariums?|crematoriums?|chambres? mortuaires?|salons? funeraires?|centres? funeraires?|maisons? funeraires?|salles? de ceremonies? funeraires?/.test(
    siteText(a),
  );

/**
 * A museum the object names (« extension muséale », « Cité internationale de la tapisserie »), in use:
 * not a former one, not a new building alone (an extension stands next to the museum in use).
 */
const museum = (a: Analysis) =>
  MUSEUM_SITE.test(fold(a.title).replace(/\b(?:anciens?|anciennes?|ex)[- ][a-z]+/g, 'ancien batiment')) &&
  !(NEUF_SEUL.test(a.text) && !/\b(?:extension|agrandissement|surelevation)\b/.test(fold(a.title)));

/** A crèche named beside a school (the school's paragraph speaks of pupils only). */
const crecheBesideSchool = (a: Analysis) =>
  /creches?|halte[- ]garderie|multi-accueil|micro-creche/.test(a.text) && !earlyChildhood(a);

/** Fire stations: an SDIS's estate or a centre d'incendie et de secours named. */
const fireStations = (a: Analysis) =>
  /\bsdis\b|services? departementa(?:l|ux) d'incendie|centres? d'incendie et de secours|centres? de secours|casernes? de(?:s)? (?:sapeurs-)?pompiers/.test(
    siteText(a),
  );

/** Premises of a municipal police (reception of the public, controlled access). */
const policeStation = (a: Analysis) => /police municipale|poste de police|commissariat|gendarmerie/.test(a.text);

/** A theatre (its stage and the stage's rigging). */
const theatre = (a: Analysis) =>
  /\btheatres?\b|salles? de spectacles?|\bscenes? (?:nationale|conventionnee)/.test(a.text);

/** Calming rooms (psychiatry) and rooms for families in a health establishment. */
const calmingRooms = (a: Analysis) =>
  /espaces? d'apaisement|chambres? d'apaisement|salles? d'apaisement|chambres? d'isolement/.test(a.text);

/** « … et (de la) reprise des accès »: accesses named beside the main works. */
const accessesNamed = (a: Analysis) => /\b(?:reprise|amenagement|refection|creation)s? des acces\b/.test(a.text);

/** « Réfection partielle », « remplacement partiel »: only part of the works' object. */
const partial = (a: Analysis) => /\b(?:refection|remplacement|renovation|reprise)s? partiel(?:le)?s?\b/.test(a.text);

/**
 * The object (title, description, lots) and the buyer, folded, a former use made a building (« l’ancienne
 * base aérienne »): where a site's use is read, not in the notice's addresses (« quai de la Fosse »).
 */
const objectAndBuyer = (a: Analysis) =>
  fold(
    [
      a.tender.title,
      a.tender.description ?? '',
      ...a.lots.map((l) => l.title),
      a.buyerName ?? '',
      a.tender.buyer.name ?? '',
      a.tender.buyer_name ?? '',
    ].join(' \n '),
  ).replace(/\b(?:anciens?|anciennes?|ex)[- ][a-z]+/g, 'ancien batiment');

/** A military site (ministère des Armées, ESID, base de défense, air or naval base, IRBA, DGA, regiment). */
/** A prison (« centre de détention », « maison d’arrêt », « centre pénitentiaire »), not a former one. */
export const prisonSite = (a: Analysis) =>
  /centres? de detention|maisons? d'arret|centres? penitentiaires?|etablissements? penitentiaires?|maisons? centrales?|\bprisons?\b|immobilier de la justice/.test(
    objectAndBuyer(a),
  ) && !/\bancienne? (?:prison|maison d'arret)|reconversion de l'ancienne/.test(objectAndBuyer(a));
/** An airport in service (« aéroport », « aérogare »), not an airport road or an « aéroportuaire » business park. */
export const airportSite = (a: Analysis) =>
  /\baeroports?\b|\baerogares?\b|\bsocietes? aeroportuaires?\b/.test(objectAndBuyer(a)) &&
  !/(?:route|rue|avenue|boulevard|zone|parc) de l'aeroport/.test(fold(a.tender.title));

export const defenceSite = (a: Analysis) => DEFENCE_SITE.test(objectAndBuyer(a));

/**
 * A parliament or a like guarded institution (Assemblée nationale, Sénat, Élysée, Matignon, Conseil
 * constitutionnel), with its name as the text says it; null for any other site.
 */
export function guardedInstitution(a: Analysis): { inside: string; parliament: boolean } | null {
  const text = objectAndBuyer(a);
  if (defenceSite(a) || !GUARDED_INSTITUTION.test(text)) {
    return null;
  }
  if (/assemblee nationale|palais bourbon|hotel de lassay/.test(text)) {
    return {
      inside: 'dans les locaux de l’Assemblée nationale, institution en activité dont l’accès est gardé',
      parliament: true,
    };
  }
  if (/\bsenat\b|palais du luxembourg|petit luxembourg/.test(text)) {
    return { inside: 'dans les locaux du Sénat, institution en activité dont l’accès est gardé', parliament: true };
  }
  const seat = /matignon/.test(text)
    ? 'à l’hôtel de Matignon'
    : /elysee|presidence de la republique/.test(text)
      ? 'au palais de l’Élysée'
      : 'dans les locaux du Conseil constitutionnel';
  return {
    inside: `${seat}, siège d’une institution de l’État en activité, dont l’accès est gardé`,
    parliament: false,
  };
}

/** A port area (grand port maritime, port of trade or pleasure, its terminals and hangars). */
export const portSite = (a: Analysis) => PORT_SITE.test(objectAndBuyer(a));

/** The port receives passengers (a terminal, a gare maritime, cruises, ferries): their flows on site. */
export const portPassengers = (a: Analysis) =>
  /\btermina(?:l|ux)\b|\bgares? maritimes?\b|croisiere|\bferry\b|passagers/.test(objectAndBuyer(a));

/**
 * Social housing lived in during the works: the object names it (« logements sociaux »,
 * « résidentialisation »), or a social landlord buys works that are neither new dwellings nor its own
 * offices.
 */
export function socialHousing(a: Analysis): boolean {
  if (NEUF_SEUL.test(a.text) && !/\bresidentialisation\b/.test(fold(a.tender.title))) {
    return false;
  }
  const object = fold([a.tender.title, a.tender.description ?? '', ...a.lots.map((l) => l.title)].join(' \n '));
  const buyer = [a.tender.buyer.name ?? '', a.tender.buyer_name ?? ''].map((b) => fold(b).trim());
  return (
    SOCIAL_HOUSING.test(object) ||
    (buyer.some((b) => SOCIAL_LANDLORD.test(b)) && !/\b(?:siege|agences?|bureaux)\b/.test(object))
  );
}

/**
 * The café, shop or restaurant an existing building becomes (« réhabilitation de la salle en
 * café-épicerie »): its ERP type (M for a shop, N for a café or a restaurant), or null.
 */
export function retailConversion(a: Analysis): { type: string; kitchen: boolean } | null {
  const m = RETAIL_CONVERSION.exec(
    fold([a.tender.title, a.tender.description ?? '', ...a.lots.map((l) => l.title)].join(' \n ')),
  );
  if (!m) {
    return null;
  }
  // (what the building becomes, after « en »: « café-épicerie » is both, « café-librairie » a shop too)
  const target = m[0].replace(/^.*\ben (?:un |une )?/, '');
  const shop = /epicer|commerc|boutique|magasin|multiple rural|cafe-/.test(target);
  const drinks = /cafe|\bbars?\b|restaurant|brasserie|bistrot|estaminet/.test(target);
  const type =
    shop && drinks
      ? 'de types M et N (magasin de vente et débit de boissons)'
      : drinks
        ? 'de type N (restaurant ou débit de boissons)'
        : 'de type M (magasin de vente)';
  return { type, kitchen: drinks };
}

/** What a road in service (tunnel or motorway) asks of the works. */
function roadInService(a: Analysis): ConstraintTexts {
  const tunnel = roadTunnel(a);
  const what = tunnel
    ? 'dans le tunnel, ouvrage routier en service'
    : 'sur l’autoroute, en service pendant les travaux';
  const operator = a.buyerName ? withArticle(a.buyerName, 'de') : 'de l’exploitant';
  // The kind of work may already say how the duct is entered (confined space): not said twice.
  const confinedSaid = /espace confin/.test(JSON.stringify([a.kb.etapes, a.specificites]));
  return {
    comprehension: () =>
      `Nos ${a.kb.travaux} se tiennent ${what} : ils ne se font que dans les fermetures ou les neutralisations de voies accordées par l’exploitant (souvent de nuit), selon ses règles de sécurité et ses autorisations d’intervention, et chaque poste rend la voie libre à l’heure dite.`,
    methodologie: () =>
      `Les interventions sont planifiées sur les créneaux de fermeture ou de neutralisation fixés par l’exploitant (nuits, fermetures programmées), qui règlent la durée utile de chaque poste : approvisionnements préparés hors créneau, matériel et déchets évacués avant la réouverture, voie vérifiée libre avant restitution${tunnel && !confinedSaid ? ' ; dans le tunnel, les accès par les locaux techniques et les gaines suivent les consignes de l’exploitant (ventilation maintenue, atmosphère contrôlée en espace confiné, moyens d’évacuation repérés)' : ''}.`,
    planning: () =>
      'Le planning est exprimé en postes de travail dans les créneaux de fermeture ou de neutralisation que fixe l’exploitant ; il est recalé sur son calendrier (trafic, périodes de pointe) en période de préparation.',
    securite: () =>
      `Les règles de sécurité ${operator} s’appliquent à toute personne du chantier (accueil sécurité, autorisations d’accès et d’intervention, consignes d’évacuation) ; la signalisation temporaire de la fermeture ou de la neutralisation des voies est posée et déposée par l’exploitant ou sous son autorité, et aucun intervenant ne franchit le balisage hors de la zone neutralisée.`,
    risque: {
      risque: tunnel ? 'Intervention dans un tunnel routier en service' : 'Travaux au bord d’une autoroute en service',
      mesure:
        'travaux dans les seules fermetures ou neutralisations accordées par l’exploitant, signalisation temporaire de l’exploitant, consignes d’évacuation connues de chacun',
    },
  };
}

/** The sites the notice names beyond the constraint keys, with what each asks of the works. */
function namedSites(a: Analysis): ConstraintTexts[] {
  const out: ConstraintTexts[] = [];
  if (roadTunnel(a) || motorway(a)) {
    out.push(roadInService(a));
  }
  if (overseas(a)) {
    const dom = overseasOf(a);
    // An island is reached by sea (and air); only Guyane's inland sites by river.
    const freight =
      dom?.island === false
        ? 'fret maritime, puis routier ou fluvial selon la desserte du site'
        : 'fret maritime ou aérien';
    out.push({
      comprehension: () =>
        `Le chantier se tient outre-mer${dom ? ` (${dom.name})` : ''} : les délais d’acheminement des matériaux (${freight}) sont intégrés dès la commande ; ${
          a.trade === 'terrassier'
            ? // (earthworks: the rains, not the termites — round 30)
              'le climat tropical humide, avec sa saison des pluies, guide le phasage des terrassements et la protection des couches de forme.'
            : 'le climat tropical humide guide le choix des produits (résistance à l’humidité et aux moisissures, protection contre les termites).'
        }`,
      methodologie: () =>
        a.trade === 'terrassier'
          ? // (earthworks and networks: no building rules — round 29, « RTAA DOM » and termites in a VRD method)
            `Les matériaux de carrière, les enrobés et le béton viennent des carrières et des centrales du territoire, retenues en période de préparation ; les canalisations, regards et pièces qui n’y sont pas produits sont commandés dès la préparation (${freight}), avec une marge pour les délais de transport. La saison des pluies fixe l’ordre des terrassements : les sols fins sensibles à l’eau sont terrassés et compactés en période sèche, les couches de forme protégées avant chaque pluie, et les eaux de ruissellement du chantier dirigées vers des bassins de décantation${dom?.cyclones ? ', et une procédure d’alerte cyclonique met le chantier en sécurité (matériaux arrimés, engins repliés)' : ''}.`
          : `Les approvisionnements sont commandés dès la période de préparation et regroupés selon la desserte du site (${freight}), avec une marge pour les délais de transport ; les produits sont choisis pour le climat tropical humide (résistance à l’humidité et aux moisissures, traitement contre les termites) et stockés à l’abri. Les règles techniques de l’outre-mer s’appliquent : la RTAA DOM pour la thermique, l’acoustique et l’aération (et non la RE2020)${dom ? `, la zone de sismicité ${dom.seismic} (Eurocode 8) pour les ancrages des ouvrages` : ''}${dom?.cyclones ? ', l’exposition aux cyclones pour la tenue au vent des ouvrages extérieurs et de leurs fixations, avec une procédure d’alerte cyclonique (chantier mis en sécurité, matériaux arrimés ou rentrés)' : ''} et l’air salin du littoral (visserie et fixations en inox A4, métaux à protection renforcée) ; le domaine d’application des DTU cités est vérifié pour les DOM.`,
      planning: () =>
        'Les délais d’acheminement des matériaux jusqu’au site et la saison des pluies sont intégrés au planning ; l’hébergement et le transport de l’équipe sur place sont organisés avant le démarrage.',
    });
  }
  // A Pacific collectivity (« Polynésie française », its own building rules): the tropical island's freight,
  // climate and cyclones, without the DOM's RTAA nor the metropolitan RE2020.
  const pacific = /^(?:Polynésie française|Nouvelle-Calédonie|Wallis-et-Futuna)$/.exec(a.place.label)?.[0];
  if (pacific && !overseas(a)) {
    out.push({
      comprehension: () =>
        `Le chantier se tient en ${pacific === 'Wallis-et-Futuna' ? 'collectivité de Wallis-et-Futuna' : pacific} : les délais d’acheminement des matériaux (fret maritime ou aérien) sont intégrés dès la commande, et le climat tropical humide guide le choix des produits (résistance à l’humidité et aux moisissures, protection contre les termites).`,
      methodologie: () =>
        `Les approvisionnements sont commandés dès la période de préparation et regroupés par expédition, avec une marge pour les délais de fret ; les produits sont choisis pour le climat tropical humide et l’air salin (visserie et fixations en inox A4, métaux à protection renforcée) et stockés à l’abri. Les règles de construction applicables sont celles de la collectivité, que le CCTP précise (ni la RE2020 ni la RTAA DOM ne s’y appliquent), et le domaine d’application des DTU cités y est vérifié ; en saison cyclonique, une procédure d’alerte met le chantier en sécurité (matériaux arrimés ou rentrés).`,
      planning: () =>
        'Les délais de fret jusqu’au site et la saison des pluies sont intégrés au planning ; l’hébergement et le transport de l’équipe sur place sont organisés avant le démarrage.',
    });
  }
  if (apprentices(a)) {
    out.push({
      comprehension: () =>
        'Le CFA forme ses apprentis en alternance : ses ateliers et ses salles restent en activité selon le calendrier de formation, les apprentis étant présents par périodes entre deux séjours en entreprise. Ce calendrier est demandé en période de préparation : les travaux bruyants, les coupures de réseaux et les interventions dans les ateliers sont placés de préférence sur les semaines sans apprentis, et les circulations des apprentis restent séparées du chantier.',
      risque: {
        risque: 'Apprentis ou formateurs dans l’emprise du chantier ou près des ateliers en activité',
        mesure:
          'emprise clôturée et séparée des ateliers, travaux dans les ateliers placés hors des semaines de présence, consignes données à l’établissement',
      },
    });
  }
  if (adaptedSchool(a)) {
    out.push({
      comprehension: () =>
        'L’EREA accueille des élèves en grande difficulté scolaire ou en situation de handicap, souvent avec un internat : l’équipe est informée de ce public, aucun échange n’a lieu avec les élèves hors de la présence du personnel, les nuisances (bruit, odeurs, coupures) sont annoncées à l’établissement au moins 48 heures à l’avance et, si l’internat est ouvert pendant les travaux, aucune intervention bruyante n’a lieu le soir ni tôt le matin.',
    });
  }
  if (businessPark(a)) {
    out.push({
      comprehension: () =>
        'Les entreprises de la zone d’activités restent en activité pendant les travaux : l’accès de leurs salariés, de leurs clients et des poids lourds qui les livrent est maintenu à chaque entreprise (travail par demi-chaussée ou par tronçon, alternat si besoin), les entreprises riveraines sont informées des phases qui les touchent, et les emprises sont balisées et signalées de jour comme de nuit.',
      risque: {
        risque: 'Heurt par un poids lourd desservant une entreprise de la zone',
        mesure:
          'emprise balisée et signalée, alternat manuel ou par feux lors des manœuvres, accès des entreprises maintenus et fléchés, gilets haute visibilité',
      },
    });
  }
  if (funeral(a)) {
    out.push({
      comprehension: () =>
        'Le lieu est à usage funéraire : s’il reçoit des défunts et des familles pendant les travaux, ceux-ci restent discrets, l’accès des familles et les cérémonies sont respectés ; les règles d’hygiène propres au lieu s’appliquent à nos travaux.',
      methodologie: () =>
        'Si le lieu reste en service pendant les travaux, les interventions bruyantes sont suspendues pendant les cérémonies et les visites des familles, dont le calendrier est demandé chaque semaine à l’exploitant ; les accès des familles restent séparés du chantier, et les règles d’hygiène du lieu (locaux techniques, salle de préparation) sont suivies par l’équipe.',
    });
  }
  if (crecheBesideSchool(a) && a.constraints.has('scolaire')) {
    out.push({
      comprehension: () =>
        'La crèche que nomme l’objet accueille de jeunes enfants, souvent aussi pendant les vacances scolaires : ses travaux sont placés aux périodes de fermeture de la structure, avec des produits à faible émission, et les locaux sont aérés et secs avant le retour des enfants.',
    });
  }
  if (fireStations(a)) {
    out.push({
      comprehension: () =>
        'Lorsqu’une intervention a lieu dans un centre d’incendie et de secours, le centre reste occupé jour et nuit, ses alertes ne s’arrêtent pas : les départs des véhicules ne sont jamais gênés (remises et aires de manœuvre libres, stationnement et stockage du chantier hors de ces aires), et l’intervention est annoncée au chef de centre.',
    });
  }
  if (policeStation(a)) {
    out.push({
      comprehension: () =>
        'Les locaux sont ceux d’un service de police : l’accès y est contrôlé, le personnel du chantier est déclaré nommément au service, clés et badges sont remis chaque matin, rendus chaque soir, et les locaux dont le service restreint l’accès ne sont ouverts qu’en sa présence.',
    });
  }
  if (museum(a)) {
    const extension = /\b(?:extension|agrandissement|surelevation)\b/.test(fold(a.title));
    out.push({
      comprehension: () =>
        `${extension ? 'L’extension jouxte le musée existant, qui reste ouvert au public' : 'Le musée reste ouvert au public pendant les travaux, sauf fermeture que l’établissement annoncerait'} et conserve des collections sensibles au feu, à l’eau, à la poussière et aux vibrations : les interventions voisines des salles sont calées avec le conservateur sur les horaires de visite et le calendrier des expositions, ${hotWorks(a) ? 'aucun point chaud n’est ouvert près des collections sans permis de feu visé par l’établissement, ' : ''}et aucune eau ne peut gagner les salles (${extension ? 'jonctions avec le bâtiment existant' : 'parties ouvertes du clos et du couvert'} refermées chaque soir et bâchées avant la pluie).`,
      risque: {
        risque: 'Incendie, dégât des eaux ou poussières près des collections du musée',
        mesure: `${hotWorks(a) ? 'permis de feu visé par l’établissement et surveillance après chaque point chaud, ' : ''}ouvrages ouverts refermés et bâchés chaque soir, œuvres voisines protégées ou déplacées avec le conservateur`,
      },
    });
  }
  if (theatre(a)) {
    out.push({
      comprehension: () =>
        'La scène du théâtre et sa cage (cintres, passerelles, désenfumage de scène, rideau s’il en existe un) sont à lire au CCTP : les interventions au-dessus de la scène sont calées avec le régisseur sur le calendrier des représentations et des montages, et menées avec des moyens d’accès en hauteur adaptés.',
    });
  }
  if (calmingRooms(a)) {
    out.push({
      comprehension: () =>
        'Les espaces d’apaisement que nomme l’objet reçoivent des patients en crise : les finitions attendues (résistance aux chocs, absence d’arête et de point d’accroche, surfaces continues et nettoyables) sont un point à vérifier au CCTP avant le choix des produits.',
    });
  }
  if (accessesNamed(a)) {
    out.push({
      comprehension: () =>
        'L’objet nomme aussi la reprise des accès : si elle relève de notre marché, son étendue est lue au CCTP et aux plans ; sinon elle est faite par un autre lot ou une autre entreprise, dont les interventions sont coordonnées avec les nôtres pour que les accès restent praticables.',
    });
  }
  if (partial(a)) {
    out.push({
      comprehension: () =>
        'L’objet parle d’une réfection partielle : les parties concernées et leur étendue sont un point à vérifier au CCTP et aux plans, confirmé à la visite, avec les raccords entre parties refaites et parties conservées.',
    });
  }
  // A military site: the access procedure (lists, screening, its delay) belongs to the preparation; the
  // rules on site are the safety section's (`siteUse`).
  if (defenceSite(a)) {
    out.push({
      comprehension: () =>
        `${a.accordCadre || a.sites ? 'Les interventions ont lieu sur des emprises militaires, dont l’accès est soumis' : 'Le chantier se tient sur une emprise militaire, dont l’accès est soumis'} à autorisation : la liste nominative des intervenants et celle des véhicules (immatriculations) sont transmises à l’avance pour le contrôle d’accès que mène l’autorité militaire (enquête administrative), qui peut demander plusieurs semaines ; ce délai est compté dans la période de préparation, comme celui de tout intervenant ajouté en cours de chantier, et les modalités pratiques (badges, escorte, horaires d’accès, annonce des livraisons, prises de vue) sont arrêtées à ce moment-là avec le maître d’ouvrage et le commandement du site.`,
    });
  }
  // A prison in service: access of people, vehicles and tools under the establishment's control.
  if (prisonSite(a)) {
    out.push({
      comprehension: () =>
        'Le chantier se tient dans un établissement pénitentiaire en activité : la liste nominative des intervenants et des véhicules est transmise à l’avance pour les autorisations d’accès, les entrées et sorties passent par le contrôle de l’établissement, l’outillage est inventorié à l’entrée et à la sortie de chaque journée, aucun outil ni matériau n’est laissé sans surveillance hors de l’emprise fermée, et les téléphones et objets interdits restent hors de l’enceinte ; les horaires, les escortes et les mouvements de détenus à respecter sont arrêtés avec la direction de l’établissement en période de préparation.',
      risque: {
        risque: 'Outil ou matériau détourné dans un établissement pénitentiaire',
        mesure:
          'inventaire de l’outillage à l’entrée et à la sortie, emprise fermée, stockage sous clé, consignes de l’établissement données à chaque intervenant',
      },
    });
  }
  // An airport in service: the security-restricted area and the airport's operations come first.
  if (airportSite(a)) {
    out.push({
      comprehension: () =>
        'Le chantier se tient dans un aéroport en exploitation : en zone de sûreté à accès réglementé, chaque intervenant et chaque véhicule reçoit un titre d’accès après les formalités de sûreté, l’outillage et les matériaux passent le contrôle, et les circulations des passagers, des bagages et des avions restent prioritaires ; les horaires d’intervention (souvent de nuit ou hors des pointes de trafic) et les règles de la plateforme sont arrêtés avec l’exploitant aéroportuaire en période de préparation.',
    });
  }
  const institution = guardedInstitution(a);
  if (institution) {
    const quiet = institution.parliament
      ? 'en dehors des séances et des réunions, aux jours et heures que fixe l’institution selon le calendrier des travaux parlementaires'
      : 'aux jours et heures que fixe l’institution, en dehors de ses réunions, réceptions et cérémonies';
    out.push({
      comprehension: () =>
        `Les travaux se tiennent ${institution.inside} : chaque intervenant est accrédité à l’avance, sur une liste nominative remise à ses services de sécurité, et les travaux bruyants sont placés ${quiet} ; les règles d’accès et ce calendrier sont arrêtés avec elle en période de préparation.`,
    });
  }
  if (portSite(a)) {
    // Overseas, the salt air is already said with the island's climate.
    const passengers = portPassengers(a);
    const terminal = passengers ? 'l’exploitant du terminal' : 'les exploitants concernés';
    const traffic = passengers
      ? 'les escales, le trafic des passagers et des engins de manutention restent prioritaires'
      : 'les mouvements des navires, des engins de manutention et des usagers du port restent prioritaires';
    const salt = overseas(a)
      ? ''
      : ' Exposé au vent et à l’air salin, le site demande des pièces métalliques et des fixations protégées pour cette atmosphère (inox A4 ou acier galvanisé à chaud, revêtements selon la catégorie de corrosivité de la NF EN ISO 12944-2 arrêtée avec le maître d’œuvre), et les levages sont arrêtés dès que le vent dépasse la limite de l’appareil.';
    out.push({
      comprehension: () =>
        `Le chantier se tient dans l’enceinte portuaire, qui reste en exploitation : dans les zones d’accès restreint, les règles de sûreté portuaire (code ISPS) s’appliquent — titres d’accès nominatifs demandés à l’avance pour chaque intervenant et chaque véhicule, circulation sur les seuls itinéraires autorisés —, et ${traffic} : interventions, livraisons et levages sont calés avec l’autorité portuaire et ${terminal} sur leur calendrier, arrêté en période de préparation.${salt}`,
      risque: {
        risque: 'Chute à l’eau depuis le quai',
        mesure:
          'travail en retrait du bord ou derrière un garde-corps provisoire, gilet de sauvetage porté près du bord, bouée couronne avec sa ligne à portée, jamais de travail isolé au bord de l’eau',
      },
    });
  }
  if (socialHousing(a)) {
    const title = fold(a.tender.title);
    const estate = /\bcites?\b/.test(title) ? ' de la cité' : /\bresidences?\b/.test(title) ? ' de la résidence' : '';
    out.push({
      comprehension: () =>
        `Les logements${estate} restent habités pendant les travaux : les locataires gardent l’accès à leurs halls, à leurs places de stationnement et aux locaux à ordures ménagères, maintenu ou dévié par un cheminement balisé le temps d’une phase, et ils sont prévenus de chaque phase et de chaque gêne (affichage dans les halls, information relayée par le gardien ou l’agence du bailleur) ; ces règles sont arrêtées ${buyerWith(a)} en période de préparation.`,
      // (a constraint « site occupé » already has its row on intrusion)
      ...(a.constraints.has('site_occupe')
        ? {}
        : {
            risque: {
              risque: 'Accès d’enfants ou de résidents à l’emprise du chantier',
              mesure:
                'emprise close et vérifiée à chaque fin de poste, aucun engin, outil ni matériau laissé accessible, cheminements des résidents séparés du chantier',
            },
          }),
    });
  }
  const erp = retailConversion(a);
  if (erp) {
    const front = ['macon', 'menuisier', 'vitrier', 'serrurier'].includes(a.trade)
      ? ' ; si la devanture ou les entrées sont créées ou agrandies, leurs baies sont dimensionnées en conséquence (largeur de passage, seuil de plain-pied)'
      : '';
    out.push({
      methodologie: () =>
        `Le bâtiment devient un établissement recevant du public ${erp.type} : nos ouvrages tiennent les règles d’accessibilité des ERP situés dans un cadre bâti existant (arrêté du 8 décembre 2014), qui valent pour un ERP créé par changement de destination, et celles du règlement de sécurité contre l’incendie (arrêté du 25 juin 1980 modifié) propres à sa catégorie : largeur et ressaut des entrées et des portes, cheminements intérieurs, nombre et largeur des issues, isolement des locaux à risques (${erp.kitchen ? 'cuisine, réserves' : 'réserves, locaux techniques'}) et des tiers${front}. Ces exigences sont reprises de la notice d’accessibilité et de la notice de sécurité du dossier d’autorisation de travaux, et vérifiées avec le maître d’œuvre avant exécution.`,
    });
  }
  out.push(...landmarkSites(a));
  if (industrialSite(a)) {
    out.push({
      comprehension: () =>
        'Le site est industriel : s’il est encore en activité, nos interventions suivent le plan de prévention établi avec l’exploitant (articles R4512-6 et suivants du code du travail) — permis de feu, consignation des installations, circulations des engins de manutention et des poids lourds séparées de nos emprises ; s’il s’agit d’un ancien site industriel, les sols et les bâtiments peuvent garder une pollution de l’activité passée : le diagnostic de pollution et les repérages amiante et plomb avant travaux sont demandés au maître d’ouvrage et lus avant toute dépose ou fouille, et une terre ou un matériau suspect découvert en cours de travaux arrête la tâche jusqu’à son analyse.',
      risque: {
        risque: 'Pollution des sols ou des bâtiments d’un site industriel',
        mesure:
          'diagnostic de pollution et repérages avant travaux lus avant toute fouille ou dépose, terres et matériaux suspects isolés et analysés, EPI adaptés, filière fixée par l’analyse',
      },
    });
  }
  const inspection = sanitaryInspectionPost(a);
  if (inspection) {
    out.push({
      comprehension: () =>
        `${inspection} : ses locaux suivent des règles d’hygiène — surfaces lisses, lavables et résistantes aux produits de nettoyage et de désinfection, sans recoin ni rétention, zones propres et souillées séparées. Nos ouvrages sont choisis en conséquence (matériaux nettoyables et non corrodables, fixations et joints sans rétention) et soumis au maître d’œuvre, et les travaux sont phasés avec le service pour que ses contrôles se poursuivent : zone de travaux isolée des locaux en service, poussières confinées, locaux nettoyés et désinfectés avant leur remise au service.`,
      risque: {
        risque: 'Poussières ou salissures du chantier dans des locaux d’hygiène en service',
        mesure:
          'zone de travaux cloisonnée, aspiration à la source, circulations du chantier séparées, nettoyage et désinfection avant remise en service',
      },
    });
  }
  if (streetVideo(a)) {
    const salt = /-sur-mer\b|\bsur mer\b|\bports?\b|littoral|\bplages?\b|\bcotes?\b/.test(
      fold(`${a.tender.title} ${a.place.label}`),
    )
      ? ', à l’air salin du littoral'
      : '';
    out.push({
      comprehension: () =>
        `Les caméras sont installées sur l’espace public : sur mâts, poteaux ou façades, alimentées et raccordées par des fourreaux sous trottoir ou chaussée. Chaque fouille ou fixation est précédée des DT-DICT et de l’accord du gestionnaire de la voirie et des propriétaires des supports (éclairage public, façades) ; les poses en hauteur se font en nacelle sur une emprise balisée selon l’arrêté de circulation, hors des heures de pointe, et les caméras, supports et coffrets sont choisis pour l’extérieur (indice de protection, tenue au vent${salt}). Un système qui filme la voie publique relève de l’autorisation préfectorale du code de la sécurité intérieure (articles L251-1 et suivants) et des normes techniques de l’arrêté du 3 août 2007 : les caméras ajoutées restent dans le périmètre que l’autorisation couvre (ou que sa modification, demandée par l’acheteur, étendra), les panneaux d’information du public sont posés aux abords des zones filmées, et la durée de conservation des images est réglée sur celle de l’autorisation, dans la limite d’un mois.`,
      risque: {
        risque: 'Heurt par un véhicule lors des poses sur la voie publique',
        mesure:
          'emprise balisée et signalée selon l’arrêté de circulation, nacelle calée hors des voies circulées ou sous alternat, gilets haute visibilité',
      },
    });
  }
  return out;
}

/**
 * An industrial site (« site industriel », « usine », « friche industrielle », « bâtiment industriel »), in
 * activity or former, read in the object and the buyer.
 */
export const industrialSite = (a: Analysis) =>
  /\bsites? industriels?\b|\busines?\b|\bfriches? industrielles?\b|\bbatiments? industriels?\b|\bhalles? industrielles?\b|\bancien(?:ne)? batiment industriel/.test(
    objectAndBuyer(a),
  );

/**
 * A sanitary inspection post or a food-hygiene site (SIVEP, poste de contrôle frontalier, abattoir,
 * cuisine centrale), as a sentence's subject; null for any other site.
 */
export function sanitaryInspectionPost(a: Analysis): string | null {
  const text = objectAndBuyer(a);
  if (
    /\bsivep\b|inspection veterinaire|veterinaire et phytosanitaire|postes? (?:d'inspection|de controle) frontaliers?/.test(
      text,
    )
  ) {
    return 'Le site est un poste de contrôle sanitaire et phytosanitaire aux frontières (SIVEP), où les services de l’État inspectent des animaux, des denrées et des végétaux';
  }
  if (/\babattoirs?\b/.test(text)) {
    return 'Le site est un abattoir, établissement de denrées animales en activité';
  }
  if (/\bcuisines? centrales?\b|\bunites? centrales? de production\b/.test(text)) {
    return 'Le site est une cuisine centrale, où sont préparés des repas';
  }
  return null;
}

/** Street CCTV: a town's video-protection on the public space, not cameras inside a building. */
export const streetVideo = (a: Analysis) => isStreetVideo(a.tender.title, a.buyerName ?? a.tender.buyer.name ?? '');

/**
 * A building the object names that is, by its nature, most often a protected monument (« Capitole »,
 * « cathédrale », « château », « remparts »…), read in the object only and not as a street's or a school's
 * name (« rue de l’Église », « école du Château »), with its article.
 */
// (A parish church or a chapel is not « le plus souvent » protected: most are not; the notice says so when it is.)
const LANDMARK_NOUNS: [RegExp, string][] = [
  [/\bcapitole\b/, 'le Capitole'],
  [/\bcathedrales?\b/, 'une cathédrale'],
  [/\bbasiliques?\b/, 'une basilique'],
  [/\babbayes?\b/, 'une abbaye'],
  [/\babbatiales?\b/, 'une abbatiale'],
  [/\bcollegiales?\b/, 'une collégiale'],
  [/\bprieures?\b/, 'un prieuré'],
  [/\bcloitres?\b/, 'un cloître'],
  [/\bchateaux?\b(?! d'eau)/, 'un château'],
  [/\bcitadelles?\b/, 'une citadelle'],
  [/\bremparts?\b|\bfortifications?\b/, 'des remparts ou fortifications'],
  [/\bbeffrois?\b/, 'un beffroi'],
  [/\bdonjons?\b/, 'un donjon'],
  [/\bpalais (?:episcopal|ducal|royal|des papes|bourbon|du luxembourg|des etats|des rois)\b/, 'un palais historique'],
  [/\bhotels? de ville historiques?\b/, 'un hôtel de ville historique'],
];

/** A street, a school or a district bearing a landmark's name is no landmark. */
const NAMED_AFTER =
  /\b(?:rue|place|avenue|boulevard|chemin|impasse|allee|quai|quartier|parking|ecole|groupe scolaire|college|lycee|residence|lotissement|zac|cite|stade|gymnase|salle|creche|foyer|ehpad|lieu-dit|centre|piscine|complexe|espace|pole|maison|halle|camping|golf|parc) (?:de l'|de la |du |des |de |d')?(?:[a-z-]+ )?$|(?:[a-z]-|\btrois |\bst )$/;

/** The landmark the object names, with its article, or null. */
export function landmarkNamed(a: Analysis): string | null {
  const title = fold([a.tender.title, a.tender.description ?? ''].join(' \n '));
  for (const [re, noun] of LANDMARK_NOUNS) {
    const g = new RegExp(re.source, 'g');
    for (const m of title.matchAll(g)) {
      // (nor a town's name: « Château-Thierry », « Saint-Paul-Trois-Châteaux »)
      if (!NAMED_AFTER.test(title.slice(Math.max(0, m.index - 40), m.index)) && title[m.index + m[0].length] !== '-') {
        return noun;
      }
    }
  }
  return null;
}

/**
 * A landmark that the notice does not say protected: most such buildings are classés or inscrits, which
 * the file will say; the heritage rules are written as conditions, the protection as to be checked.
 */
function landmarkSites(a: Analysis): ConstraintTexts[] {
  const noun = landmarkNamed(a);
  if (!noun || monumentHistorique(a) || a.constraints.has('patrimoine')) {
    return [];
  }
  return [
    {
      comprehension: () =>
        `L’objet nomme ${noun} : un édifice de cette nature est le plus souvent protégé au titre des monuments historiques, ce que l’avis ne précise pas et que nous vérifierons au dossier de consultation. S’il est classé ou inscrit, sa maîtrise d’œuvre est confiée à un architecte en chef des monuments historiques ou à un architecte du patrimoine, et les travaux, soumis à autorisation, relèvent du contrôle scientifique et technique de la DRAC ; nos matériaux, échantillons et modes opératoires sont validés par le maître d’œuvre avant exécution. Protégé ou non, l’édifice ancien est traité avec des matériaux compatibles avec l’existant, et ses parements, décors et abords sont protégés pendant les travaux.`,
    },
  ];
}

/** The paragraphs of one section for the constraints found, in a stable order. */
export function constraintParagraphs(a: Analysis, section: Exclude<keyof ConstraintTexts, 'risque'>): string[] {
  const out: string[] = [];
  const fromDce = dceKeys(a);
  // In the comprehension, a constraint the CCTP states is cited with its article instead.
  const keys =
    section === 'comprehension'
      ? [...a.constraints].filter((k) => !fromDce.has(k))
      : [...new Set([...a.constraints, ...fromDce])];
  for (const key of keys) {
    const text = CONSTRAINTS[key][section]?.(a);
    out.push(...(Array.isArray(text) ? text : text ? [text] : []));
  }
  for (const site of namedSites(a)) {
    const text = site[section]?.(a);
    out.push(...(Array.isArray(text) ? text : text ? [text] : []));
  }
  if (section === 'comprehension' || section === 'methodologie') {
    out.push(...cctpParagraphs(a, section));
  }
  if (section === 'planning' && (a.dce?.requirements ?? []).some((r) => r.kind === 'phasage')) {
    out.push(PHASING(a));
  }
  return out;
}

/** The risk rows of a psychiatric ward in service, in place of the general hospital's. */
const PSYCHIATRIC_RISKS = [
  {
    risque: 'Outil, matériau ou produit laissé à la portée d’un patient',
    mesure:
      'stockage fermé à clé, outillage compté en fin de journée, produits apportés au fil du besoin, bennes fermées, zone jamais laissée ouverte sans compagnon',
  },
  {
    risque: 'Fugue d’un patient par un accès ou un ouvrant du chantier',
    mesure:
      'accès aux unités arrêtés avec le personnel soignant, portes, portails et clôtures du chantier fermés en permanence, ouvrants refermés et verrouillés à chaque interruption',
  },
  {
    risque: 'Dissémination de poussières dans les unités de soins',
    mesure:
      'précautions arrêtées avec l’équipe d’hygiène avant travaux, confinement de la zone, aspiration à la source, nettoyage humide avant restitution',
  },
];

export function constraintRisks(a: Analysis): { risque: string; mesure: string }[] {
  // The trade's own row on dust in care areas (CVC upkeep) already says it.
  const said = (k: ConstraintKey) =>
    k === 'sante' && a.kb.risques.some((r) => /soins|infectieux/i.test(r.risque) && (!r.when || r.when.test(a.text)));
  return [...new Set([...a.constraints, ...dceKeys(a)])]
    .filter((k) => !said(k))
    .flatMap((k) => (k === 'sante' && psychiatricOnly(a) ? PSYCHIATRIC_RISKS : [CONSTRAINTS[k].risque]))
    .concat(namedSites(a).map((site) => site.risque))
    .filter((r): r is { risque: string; mesure: string } => !!r);
}

/** A short French lead-in for a list of constraints, varied by tender. */
export function constraintLead(a: Analysis): string {
  if ((a.dce?.requirements ?? []).length > 0) {
    return pick(a.seed, 'constraint-lead-dce', [
      'Le CCTP et l’avis fixent les contraintes suivantes, citées avec leur article ; notre organisation répond à chacune.',
      'Notre organisation répond point par point aux contraintes du CCTP, citées avec leur article et leur page.',
    ]);
  }
  return pick(a.seed, 'constraint-lead', [
    'Plusieurs contraintes ressortent de l’avis et de la nature du site ; elles orientent notre organisation.',
    'La lecture de l’avis et la nature du site font apparaître les contraintes suivantes, auxquelles notre organisation répond point par point.',
    'Notre organisation tient compte des contraintes propres à ce chantier et à son site.',
  ]);
}
