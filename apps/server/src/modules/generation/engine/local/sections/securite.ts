import { applicable, type Analysis, MUSEUM_SITE, POOL_SITE } from '../analysis.ts';
import {
  buildingExtension,
  constraintParagraphs,
  constraintRisks,
  defenceSite,
  guardedInstitution,
  hospital,
  hotWorks,
  monumentHistorique,
  psychiatric,
  psychiatricOnly,
  portPassengers,
  portSite,
  scolaireLabel,
  socialHousing,
  youngChildren,
} from '../constraints.ts';
import { NEUF_SEUL } from '../knowledge/sous-types-common.ts';
import { deQuoted, fold, integer, joinFr, lowerFirst, months, paragraphs, upperFirst } from '../text.ts';
import {
  type Writing,
  type Written,
  pupils,
  constraintNames,
  lotsOf,
  scopeOf,
  has,
  buyerOf,
  atSite,
  withSiteMeasures,
  contractNoun,
  opAt,
  buildingOf,
  habilitationsOf,
  rollingScaffoldOnly,
  campusOf,
  CONSTRAINT_NAMES,
} from './shared.ts';
import { sitesNamed } from './comprehension.ts';

/* ------------------------------------------------------------------ the site's use */

/** Kinds of work done outdoors, on the public highway and its networks (no « locaux »). */
const OUTDOOR_KINDS =
  /^(?:eclairage_public|reseaux|reseaux_aep|assainissement|poste_refoulement|rehabilitation_reseau)$/;

/** The works are on the public highway or its networks (public lighting, buried networks, sewers, VRD). */
export const outdoorWorks = (a: Analysis) =>
  a.trade === 'terrassier' || a.sousTypes.some((k) => OUTDOOR_KINDS.test(k.key));

/** Where each order of a per-order contract takes place: « sur le réseau d’éclairage public de … », « dans les locaux de … ». */
export function orderPlace(a: Analysis): string {
  if (a.sousTypes.some((k) => k.key === 'eclairage_public')) {
    return `sur le réseau d’éclairage public ${buyerOf(a, 'de')}`;
  }
  if (outdoorWorks(a)) {
    return `sur la voie publique ou les réseaux ${buyerOf(a, 'de')}`;
  }
  return `dans les locaux ${buyerOf(a, 'de')}`;
}

export interface SiteUse {
  /** What the building is and who uses it, after « et de l’usage du site : ». */
  what: string;
  /** What that use asks of the works, as a measure (conditional on what the notice does not say). */
  measure: string;
  /** The object names several sites in service: the works move from one to the next. */
  sites?: true;
  /** The constraint names this use says better (a maison de santé is no « établissement de santé »). */
  covers?: string[];
  /** Its rules bind every worker whatever the notice's constraints (a guarded site): said beside them too. */
  always?: true;
}

/**
 * A site whose access is guarded or regulated (a military site, a parliament, a port) or whose
 * residents stay (social housing): what its rules ask of every worker on site. The access procedure
 * itself is the comprehension's (`namedSites`).
 */
function guardedUse(a: Analysis): SiteUse | null {
  if (defenceSite(a)) {
    return {
      what: 'une emprise militaire à l’accès contrôlé, dont les règles de sûreté s’appliquent à tout le personnel du chantier',
      measure:
        'Seuls entrent les intervenants et les véhicules admis par l’autorité militaire, badge porté en permanence et sous escorte là où l’emprise l’impose ; les consignes de sûreté (zones interdites, circulation, aucune prise de vue sans autorisation écrite) sont rappelées à chacun à l’accueil, et chaque livraison est annoncée au poste de garde avec son véhicule et son chauffeur.',
      always: true,
    };
  }
  const institution = guardedInstitution(a);
  if (institution) {
    return {
      what: 'une institution en activité, à l’accès gardé par ses services de sécurité',
      measure:
        'Seuls entrent les intervenants accrédités, badge porté en permanence, par l’accès et aux horaires que fixent les services de sécurité de l’institution, qui peuvent contrôler le matériel et les véhicules à l’entrée ; la zone de travaux reste fermée aux personnes étrangères au chantier, et aucune prise de vue des locaux n’est faite sans autorisation.',
      always: true,
    };
  }
  if (portSite(a)) {
    return {
      what: 'une zone portuaire en exploitation, avec ses règles de sûreté, ses quais et son trafic',
      measure: `Chaque intervenant porte son titre d’accès dans la zone, et les véhicules du chantier suivent les itinéraires autorisés en cédant le passage aux engins de manutention${portPassengers(a) ? ' et aux flux de passagers' : ''} ; l’emprise est balisée, et aucun stockage n’empiète sur les voies de circulation du port ni sur le bord à quai.`,
      always: true,
    };
  }
  return null;
}

/** Social housing lived in during the works: its residents, their children, its caretaker. */
const SOCIAL_HOUSING_USE: SiteUse = {
  what: 'un ensemble de logements sociaux habités, avec ses locataires et leurs enfants',
  measure:
    'Les travaux se tiennent aux horaires fixés avec le bailleur, sans tâche bruyante tôt le matin ni en soirée, et le gardien ou le responsable de site que désigne le bailleur est l’interlocuteur quotidien du chef de chantier ; chaque soir, l’emprise est fermée (clôture pleine, portillons verrouillés), les engins sont consignés clés retirées, les matériaux et les outils rangés, les fouilles et les trémies fermées : rien ne reste à la portée des enfants qui jouent aux abords.',
  covers: ['site occupé'],
  always: true,
};

const NUMBER_BEFORE =
  '(?:les|des|aux|plusieurs|divers|differents|\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)';
/** Fire stations named in the plural (« des centres de secours du SDIS 34 », « les casernes »), folded. */
const FIRE_STATIONS = new RegExp(
  `\\b${NUMBER_BEFORE} (centres (?:d'incendie et )?de secours|centres d'incendie|casernes(?: de pompiers)?)\\b`,
);

/**
 * Several buildings in service that the object names (« des centres de secours », « les écoles de la
 * commune », « deux gymnases »): the works go from one occupied site to the next. Not for a
 * per-order contract (each order has its own place), works on the highway, nor new buildings.
 */
function sitesInService(a: Analysis): { noun: string; fire: boolean } | null {
  if (a.accordCadre || outdoorWorks(a) || NEUF_SEUL.test(a.text) || campusOf(a) !== null) {
    return null;
  }
  const fire = FIRE_STATIONS.exec(fold(a.title));
  if (fire?.[1]) {
    return { noun: `des ${fire[1].replace(/'/g, '’')} ${buyerOf(a, 'de')}`, fire: true };
  }
  return a.sites ? { noun: sitesNamed(a), fire: false } : null;
}

/** What moving between occupied sites asks, on each of them. */
const MOVING_MEASURE =
  'Les travaux passent d’un site occupé à l’autre : sur chacun, les dates et les horaires d’intervention sont arrêtés avec son responsable, la zone de travaux est fermée et séparée des occupants, aucun matériel n’est laissé hors de cette zone, et les locaux sont rendus propres et utilisables avant le passage au site suivant.';

/** A medical practice named by the object (not a hospital): its noun with its article. */
function medicalPractice(named: string): string | null {
  const m =
    /maisons? de sante|maisons? medicales?|poles? de sante|centres? de sante|centres? medica(?:l|ux)|cabinets? (?:medica(?:l|ux)|de kinesitherapie|dentaires?|infirmiers?|de soins)/.exec(
      named,
    );
  if (!m) {
    return null;
  }
  const noun = m[0];
  return /^maisons? de sante/.test(noun)
    ? 'une maison de santé'
    : /^maisons? medicale/.test(noun)
      ? 'une maison médicale'
      : /^poles?/.test(noun)
        ? 'un pôle de santé'
        : /^centres? de sante/.test(noun)
          ? 'un centre de santé'
          : /^centres?/.test(noun)
            ? 'un centre médical'
            : /^cabinets? medica/.test(noun)
              ? 'un cabinet médical'
              : /^cabinets? dentaire/.test(noun)
                ? 'un cabinet dentaire'
                : 'un cabinet de soins';
}

/** Objects on the public highway or its networks (folded). */
const PUBLIC_WAY =
  /voiries?|\brues?\b|routes?|routier|chaussees?|trottoirs?|\bplaces?\b|parkings?|stationnement|reseaux?|\bvoies?\b|boulevards?|avenues?|carrefours?|giratoires?|\br[dn] ?\d|espaces? publics?|centre[- ](?:bourg|ville)|amenagements? urbains?|eclairage public|assainissement|eau potable|\baep\b|canalisations?|branchements?|pistes? cyclables?|cheminements?|quais?|ponts?|ouvrages? d'art|traversees?|entrees? de (?:ville|bourg)|hameaux?|lotissements?|zones? d'activit/;

/**
 * What the building the notice names implies for the works (its users, opening hours, operator),
 * or the public highway for outdoor works; null when the notice names no building of a known use.
 * Schools and health establishments have their own constraints (scolaire, santé).
 */
export function siteUse(a: Analysis): SiteUse | null {
  const building = buildingOf(a);
  // « l’ancienne piscine » to demolish has no bathers: a former use is no use.
  const named = fold(building ?? a.title).replace(/\b(?:anciens?|anciennes?|ex)[- ][a-z]+/g, 'ancien batiment');
  // The whole object, read the same way: « le stade » of « stade nautique » is a pool, not a stadium.
  // (the object, not the building alone: « l’ancien musée » is « le musée » as a building)
  const object = fold(a.title).replace(/\b(?:anciens?|anciennes?|ex)[- ][a-z]+/g, 'ancien batiment');
  // (a guarded site's rules bind the works whatever they are, a demolition or works on its roads)
  const guarded = guardedUse(a);
  if (guarded) {
    return guarded;
  }
  if (a.sousTypes.some((k) => k.key === 'demolition') && !outdoorWorks(a)) {
    return null;
  }
  // The residents stay, whether the works are on the buildings or on their grounds.
  if (socialHousing(a)) {
    return SOCIAL_HOUSING_USE;
  }
  // A greenway, a towpath: a route for cyclists and walkers away from traffic, closed section by section.
  if (outdoorWorks(a) && a.sousTypes.some((k) => /voie verte/.test(k.label))) {
    return {
      what: 'un itinéraire réservé aux cyclistes et aux piétons, hors circulation routière',
      measure:
        'La section en travaux est fermée à ses usagers, avec une déviation balisée et des panneaux d’information aux accès ; elle n’est rouverte qu’avec l’accord de l’acheteur, et les engins ne croisent les routes qu’aux points prévus, sous signalisation.',
    };
  }
  // A walking trail: its section closed to walkers, with a detour.
  if (a.sousTypes.some((k) => k.key === 'sentier')) {
    return {
      what: 'un chemin ouvert aux marcheurs, hors circulation routière',
      measure:
        'La section en travaux est fermée aux marcheurs, avec une déviation balisée et des panneaux d’information aux accès ; elle n’est rouverte qu’avec l’accord de l’acheteur, le balisage de l’itinéraire reposé.',
    };
  }
  // A ski run is worked out of season, beside the resort's summer uses.
  if (a.sousTypes.some((k) => k.key === 'piste_ski')) {
    return {
      what: 'un domaine skiable, hors de sa saison d’exploitation hivernale',
      measure:
        'Les travaux sont conduits en accord avec l’exploitant du domaine : les pistes, sentiers et remontées ouverts l’été (randonnée, VTT) restent séparés de l’emprise par un balisage, et les engins ne circulent que sur les pistes d’accès convenues avec lui.',
    };
  }
  // A drinking-water reservoir stands on the water service's fenced plot, in operation: no public road.
  if (a.sousTypes.some((k) => k.key === 'reservoir_eau_potable' || k.key === 'forage_eau')) {
    return {
      what: 'un ouvrage du service d’eau potable, sur un site clos et interdit au public',
      measure:
        'L’accès au site est contrôlé et la clôture refermée à chaque passage ; aucune manœuvre de vanne ni intervention sur un ouvrage ou une conduite en service ne se fait sans l’accord de l’exploitant, et aucun produit ni eau de chantier n’est rejeté vers les ouvrages ou conduites d’eau potable.',
    };
  }
  // (a public road or network only when the object names one: a city-stade in a hospital's grounds is not on it)
  if (
    outdoorWorks(a) &&
    PUBLIC_WAY.test(
      // (« qui auront lieu au 14 rue du Val d’Osne »: an address places the site, it is no road works)
      fold(a.title).replace(
        /\b\d+\s*(?:bis|ter)?,?\s*(?:rue|avenue|boulevard|bd|chemin|route|allee|impasse|place|quai)\b[^,;()]*/g,
        '',
      ),
    )
  ) {
    return {
      what: 'la voie publique, ouverte à la circulation et aux riverains, avec ses réseaux existants',
      measure:
        'Sur la voie publique, l’accès des riverains, des commerces et des secours reste libre pendant l’intervention, les piétons sont déviés par un cheminement protégé, et l’emprise est rendue praticable en fin de poste.',
    };
  }
  // A new building alone has no users yet (an extension still stands next to the used one).
  const newOnly = NEUF_SEUL.test(a.text) && !/\b(?:extension|agrandissement|surelevation)\b/.test(fold(a.title));
  // Several fire stations: each stays operational while the works move from one to the next.
  const several = sitesInService(a);
  if (several?.fire) {
    return {
      what: `${several.noun}, en service de jour comme de nuit`,
      measure:
        'Les travaux passent d’un centre occupé à l’autre : sur chacun, l’intervention est annoncée au chef de centre et les livraisons au chef de poste, les sorties des véhicules d’intervention ne sont jamais encombrées (stockage et stationnement du chantier hors des aires de manœuvre), la zone de travaux est fermée et séparée des locaux des équipes de garde, et le centre est rendu propre et pleinement opérationnel avant le passage au suivant.',
      sites: true,
    };
  }
  // A shopping centre stays open: its shops, their opening hours and their deliveries.
  if (!newOnly && /centres? commercia(?:l|ux)|galeries? marchandes?/.test(named)) {
    return {
      what: 'un centre commercial ouvert au public, avec ses commerces, leurs heures d’ouverture et leurs livraisons',
      measure:
        'Les heures d’ouverture des commerces et leurs créneaux de livraison sont demandés au gestionnaire du centre en période de préparation : les tâches bruyantes ou poussiéreuses et les approvisionnements du chantier sont placés hors de ces heures et de ces créneaux ; la zone de travaux est fermée par des cloisons pleines, l’accès du public aux commerces qui restent ouverts reste libre et balisé, et les issues de secours du centre restent dégagées.',
    };
  }
  // A medical practice receives patients by appointment: no operating theatre, no infection-control team.
  const practice = hospital(a) || psychiatric(a) || newOnly ? null : medicalPractice(named);
  if (practice) {
    return {
      what: `${practice}, où les praticiens reçoivent leurs patients aux heures de consultation`,
      measure:
        'Si les consultations se poursuivent pendant les travaux, leurs horaires sont demandés aux praticiens en période de préparation : les tâches bruyantes et les coupures d’eau ou d’électricité sont placées hors de ces horaires ou annoncées à l’avance, l’accès des patients, dont des personnes âgées ou à mobilité réduite, reste libre, balisé et séparé du chantier, et les salles d’attente et de soins voisines sont protégées de la poussière.',
      covers: [CONSTRAINT_NAMES.sante ?? ''],
    };
  }
  // A pool by any of its names (« centre aquatique », « stade nautique »): bathers, not a sports hall.
  if (!newOnly && POOL_SITE.test(object)) {
    return {
      what: 'une piscine publique, avec ses baigneurs, ses horaires d’ouverture et son exploitant, qui tient les locaux techniques et les produits de traitement de l’eau',
      measure:
        'Le phasage est arrêté avec l’exploitant en période de préparation, sur ses périodes de fermeture (vidange technique, fermeture annuelle) ou une ouverture partielle ; si une partie de l’établissement reste ouverte, les zones de travaux sont fermées et signalées, sans passage du chantier par les plages ou les vestiaires ouverts aux baigneurs ; les matériaux et fixations laissés dans la halle des bassins sont choisis pour son air chaud, humide et chloré, et les locaux de traitement d’eau ne sont ouverts qu’avec l’exploitant, installations consignées.',
    };
  }
  if (/eglise|chapelle|cathedrale|basilique|abbatiale/.test(named)) {
    return {
      what: 'un lieu de culte, avec ses offices, ses cérémonies et ses visiteurs',
      measure:
        'Si l’édifice reste ouvert au culte ou à la visite pendant les travaux, le calendrier des offices et des cérémonies (obsèques, mariages) est demandé au maître d’ouvrage et à l’affectataire ; les zones sous échafaudage sont fermées au public, et aucune manutention ni tâche bruyante n’a lieu pendant une cérémonie.',
    };
  }
  if (
    /gymnase|complexe sportif|salle (de sport|des sports|omnisports)|halle des sports|dojo|(?<!city-)stade|palais des sports/.test(
      named,
    )
  ) {
    return {
      what: 'un équipement sportif, utilisé par les scolaires, les clubs et le public selon les créneaux fixés par son gestionnaire',
      measure:
        'Les créneaux d’utilisation (scolaires, clubs, manifestations) sont demandés au gestionnaire de l’équipement ; si la salle reste ouverte en partie, l’accès du public et celui du chantier sont séparés, et les zones de travaux sont fermées à chaque fin de poste.',
    };
  }
  if (/mairie|hotel de ville|batiment administratif/.test(named)) {
    return {
      what: 'un bâtiment administratif, qui reçoit le public aux heures d’ouverture de ses services',
      measure:
        'Si les services et l’accueil du public restent ouverts pendant les travaux, les tâches bruyantes et les coupures sont placées hors des heures d’ouverture ou annoncées au service concerné, et le cheminement du public vers l’accueil reste libre et balisé.',
    };
  }
  // A library is read in, not played in: reading rooms, collections and opening hours.
  const library = /mediatheque|bibliotheque|learning cent|ludotheque/.exec(`${named} ${fold(a.title)}`);
  if (library) {
    const noun =
      library[0] === 'mediatheque'
        ? 'une médiathèque'
        : library[0] === 'ludotheque'
          ? 'une ludothèque'
          : 'une bibliothèque';
    return {
      what: `${noun} ouverte au public, avec ses salles de lecture, ses collections et ses heures d’ouverture`,
      measure:
        'Les heures d’ouverture au public et les animations sont demandées à l’établissement en période de préparation : les tâches bruyantes sont placées hors de ces heures, les salles de lecture qui restent ouvertes sont séparées de la zone de travaux et protégées de la poussière, les collections voisines sont bâchées ou déplacées avec le personnel, et les issues de secours restent dégagées.',
    };
  }
  // A museum (« extension muséale », « Cité internationale de la tapisserie »): its collections, its
  // visiting hours, its curator; for an extension, the museum that stays open next to the works.
  if (!newOnly && MUSEUM_SITE.test(object)) {
    const extension = /\b(?:extension|agrandissement|surelevation)\b/.test(fold(a.title));
    const fire = hotWorks(a)
      ? ' ; aucun point chaud n’est ouvert près des collections sans permis de feu visé par l’établissement, ni sans surveillance après la dernière flamme'
      : '';
    return {
      what: extension
        ? 'le musée existant, voisin de l’extension, ouvert au public selon ses horaires de visite, avec ses collections et son conservateur'
        : 'un musée ouvert au public selon ses horaires de visite, avec ses collections et son conservateur',
      measure: `Les horaires de visite et le calendrier des expositions sont demandés à l’établissement en période de préparation : les tâches bruyantes sont placées hors de ces plages, et les œuvres voisines de la zone de travaux sont protégées ou déplacées avec le conservateur${fire} ; aucune eau ni poussière n’atteint les salles (${extension ? 'jonctions avec le bâtiment existant' : 'parties ouvertes du clos et du couvert'} refermées chaque soir et bâchées avant la pluie, aucun essai à l’eau sans l’accord de l’établissement), et les issues de secours et leurs cheminements restent dégagés.`,
    };
  }
  const venue = /theatre|conservatoire|salle (?:des fetes|polyvalente|de spectacle)|cinema/.exec(named);
  if (venue) {
    const programme = /conservatoire/.test(venue[0])
      ? [
          'un conservatoire, avec ses cours, ses répétitions et ses auditions',
          'Les horaires des cours et le calendrier des auditions',
          'les salles de cours voisines restent séparées du chantier',
        ]
      : /salle/.test(venue[0])
        ? [
            'une salle recevant du public selon son calendrier de réservations',
            'Les réservations et les manifestations prévues',
            'la salle est rendue utilisable et nettoyée avant chaque manifestation maintenue',
            'demandées',
          ]
        : [
            'un établissement recevant du public, selon ses horaires et sa programmation',
            'Les horaires d’ouverture et la programmation (séances, spectacles)',
            'les accès du public restent séparés de ceux du chantier',
          ];
    return {
      what: programme[0] ?? '',
      measure: `${programme[1] ?? ''} sont ${programme[3] ?? 'demandés'} à l’exploitant en période de préparation : les tâches bruyantes sont placées hors de ces plages, ${programme[2] ?? ''}, et les issues de secours et leurs cheminements restent dégagés.`,
    };
  }
  if (/caserne|centre de secours|centre d'incendie|gendarmerie/.test(named)) {
    return {
      what: 'une caserne, en service de jour comme de nuit',
      measure:
        'Les sorties des véhicules d’intervention ne sont jamais encombrées : stockage et stationnement du chantier hors des aires de manœuvre, livraisons annoncées au chef de poste.',
    };
  }
  if (a.sousTypes.some((k) => /^entretien/.test(k.key))) {
    return {
      what: `des bâtiments en service ${buyerOf(a, 'de')}, occupés par leurs services et leurs usagers pendant les interventions`,
      measure:
        'À chaque intervention, la zone de travail est balisée et fermée, aucun produit ni outil n’est laissé à portée des usagers, et les locaux sont rendus utilisables en fin d’intervention.',
    };
  }
  // Several buildings in service (« les écoles de la commune »): the works move between occupied sites.
  if (several) {
    return { what: movingWhat(several.noun), measure: MOVING_MEASURE, sites: true };
  }
  return null;
}

/** « des écoles, en service pendant les travaux ». */
const movingWhat = (noun: string) => `${noun}, en service pendant les travaux`;

/* ------------------------------------------------------------------ sécurité */

/** « du collège Volney », « de la piscine de Vaise », « de l’église Saint-Pierre ». */
const ofBuilding = (building: string) => (building.startsWith('le ') ? `du ${building.slice(3)}` : `de ${building}`);

/** What the safety induction insists on, for this site. */
function inductionFocus(a: Analysis): string[] {
  const focus: string[] = [];
  if (has(a, 'site_occupe')) {
    focus.push('la séparation physique d’avec les occupants');
  }
  if (has(a, 'scolaire')) {
    focus.push(
      youngChildren(a)
        ? 'les heures d’arrivée et de départ des familles, sans manœuvre ni livraison à ces heures'
        : `les heures d’entrée et de sortie des ${pupils(a)}, sans manœuvre ni livraison à ces heures`,
    );
  }
  if (has(a, 'sante')) {
    focus.push(
      psychiatricOnly(a)
        ? 'les règles des unités de psychiatrie, arrêtées avec leur personnel soignant, et le protocole d’hygiène de l’établissement'
        : 'le protocole d’hygiène de l’établissement',
    );
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
  if (monumentHistorique(a) && hotWorks(a)) {
    focus.push(
      'la prévention de l’incendie dans l’édifice protégé (permis de feu, surveillance après chaque point chaud)',
    );
  }
  if (focus.length === 0 && !outdoorWorks(a) && buildingExtension(a.title)) {
    focus.push(
      'la limite entre l’extension et le bâtiment existant, et les accès qui restent aux usagers de ce dernier',
    );
  }
  if (focus.length === 0 && outdoorWorks(a)) {
    // (the networks' detection only for works that dig or pull cables: not luminaires replaced on their masts)
    focus.push(
      a.kb.risques.some((r) => /réseaux enterrés/u.test(r.risque))
        ? 'la signalisation temporaire, le balisage des emprises et la détection des réseaux'
        : 'la signalisation temporaire et le balisage des emprises',
    );
  }
  const building = buildingOf(a);
  if (focus.length === 0 && building) {
    focus.push(`les accès ${ofBuilding(building)}, ses consignes et l’organisation des secours`);
  }
  if (focus.length === 0) {
    focus.push('les accès, les consignes du site et l’organisation des secours');
  }
  return focus;
}

export function securite(w: Writing): Written {
  const { a } = w;
  // The work's own asbestos row (« … des anciennes canalisations en amiante-ciment ») says more than the
  // notice's generic one: not both.
  const own = applicable(a, a.kb.risques);
  const ownAsbestos = own.some((r) => /amiant/i.test(r.risque));
  // (nor the generic traffic row beside the work's own road-traffic row — round 27)
  const ownTraffic = own.some((r) => /circulation (?:routière|des véhicules|riveraine)|trafic/i.test(r.risque));
  const risks = [
    ...own,
    ...constraintRisks(a).filter(
      (r) =>
        !(ownAsbestos && /amiant/i.test(r.risque)) && !(ownTraffic && /^Circulation des véhicules/i.test(r.risque)),
    ),
  ];
  if (a.lots.length > 1) {
    risks.push({
      risque: 'Coactivité avec les autres entreprises',
      mesure:
        'respect du PGC, planification des interventions superposées, information réciproque en réunion de chantier',
    });
  }
  // (not beside the trade's own handling row: « Manutention des blocs et sacs », « Port de charges… »)
  if (!risks.some((r) => /manutention|port de charges/i.test(r.risque))) {
    risks.push({
      risque: 'Manutentions manuelles',
      mesure: 'approvisionnement au plus près du poste, aides mécaniques, charges unitaires limitées',
    });
  }
  const seen = new Set<string>();
  const unique = risks.filter((r) => (seen.has(r.risque) ? false : (seen.add(r.risque), true)));
  // (from rolling scaffolds only, their recommendation is the R457, not the foot scaffold's R408)
  const rolling = rollingScaffoldOnly(a);
  const rows = unique.map((r) => [
    r.risque,
    upperFirst(rolling ? r.mesure.replace(/(é|É)chafaudages? R408\b/g, '$1chafaudages roulants (R457)') : r.mesure),
  ]);
  // A crèche is no school: its own name, not « établissement scolaire ».
  const names = constraintNames(a).map((n) => (n === 'établissement scolaire' ? scolaireLabel(a) : n));
  const main = unique.slice(0, 3).map((r) => lowerFirst(r.risque));
  const use = siteUse(a);
  // The use said, the constraint it says better is not named again (« maison de santé », not
  // « établissement de santé »); several sites in service are said after the constraints.
  const named = names.filter((n) => !use?.covers?.includes(n));
  // (the fire stations' own measure when the use is theirs)
  const several = sitesInService(a);
  const moving = use?.sites ? use.measure : several ? MOVING_MEASURE : null;
  // The risks between dashes only when the sentence goes on after them (« — A, B et C — et des
  // contraintes… »); alone, after a colon (never « … et C —. »).
  const then =
    named.length > 0
      ? ` et des contraintes que l’avis fait apparaître : ${joinFr(named)}${moving ? `, sur plusieurs sites en service. ${moving.replace(/\.$/, '')}` : ''}`
      : use
        ? ` et de l’usage ${use.sites ? 'des sites' : 'du site'} : ${use.what}. ${use.measure.replace(/\.$/, '')}`
        : '';
  // A guarded site said beside the constraints: its rules bind every worker.
  const guarded = named.length > 0 && use?.always ? ` Le site est ${use.what}. ${use.measure.replace(/\.$/, '')}.` : '';
  const intro = `La prévention pour ${scopeOf(a)} part des risques de ces travaux${then ? ` — ${joinFr(main)} —${then}` : ` : ${joinFr(main)}`}.${guarded} Les protections collectives priment sur les équipements individuels (article L4121-2 du code du travail).`;
  const others = a.lots.length - Math.max(1, a.lotsRecognised ? a.targetLots.length : 1);
  const coactivity =
    others > 0
      ? ` ; il est coordonné avec ${others === 1 ? 'l’autre lot' : `les ${integer(others)} autres lots`} de la consultation`
      : '';
  // (its first and last phases: the plan is this work's, from its preparation to its last phase)
  const first = a.kb.phases[0]?.nom;
  const last = a.kb.phases[a.kb.phases.length - 1]?.nom;
  const phaseSpan = first && last && first !== last ? `, ${deQuoted(lowerFirst(first))} à « ${lowerFirst(last)} »` : '';
  const plan = a.accordCadre
    ? `${upperFirst(contractNoun(a))} s’exécute ${a.accordCadreNamed && /\bbons? de commandes?\b/.test(a.text) && !/\bmarches? subsequents?\b/.test(a.text) ? 'par bons de commande' : 'commande par commande'}${a.duration ? ` pendant ${months(a.duration)}` : ''} : ${
        outdoorWorks(a)
          ? `chaque commande ${orderPlace(a)} est précédée d’une reconnaissance des lieux avec le service technique, des DT-DICT et de l’arrêté de circulation, et du PPSPS lorsqu’un coordonnateur SPS est désigné ;`
          : `chaque commande ${orderPlace(a)} est précédée d’une inspection commune et d’un plan de prévention (articles R4512-6 et suivants du code du travail), ou du PPSPS lorsqu’un coordonnateur SPS est désigné ;`
      } une fiche d’intervention propre à la commande en reprend le lieu, les tâches, les risques relevés et les protections, et elle est remise aux intervenants.`
    : others > 0
      ? `Le PPSPS de nos ${a.kb.travaux}${lotsOf(a)} pour ${opAt(a)} est remis au coordonnateur SPS que désigne ${buyerOf(a)}, plusieurs entreprises intervenant (article L4532-2 du code du travail) ; il couvre les ${a.kb.phases.length} phases du planning${phaseSpan}${a.duration ? `, sur ${months(a.duration)}` : ''}, et il est mis à jour à chaque changement de mode opératoire${coactivity}.`
      : `Le PPSPS de nos ${a.kb.travaux}${lotsOf(a)} pour ${opAt(a)} est remis au coordonnateur SPS dans le délai réglementaire (ou, sans coordination SPS, ${several ? `un plan de prévention unique est établi ${buyerOf(a, 'avec')} pour l’ensemble des sites, complété pour chacun lors de son inspection commune avec son responsable` : `un plan de prévention est établi ${buyerOf(a, 'avec')}`}) ; il couvre les ${a.kb.phases.length} phases du planning${phaseSpan}${a.duration ? `, sur ${months(a.duration)}` : ''}, et il est mis à jour à chaque changement de mode opératoire${coactivity}.`;
  // Every qualification or training this work needs (the asbestos training when the dossier
  // signals asbestos or a risk row calls for it), not the first three of the trade's list: the same
  // list as the staffing's (`habilitationsOf`).
  const habilitations = habilitationsOf(a);
  const induction = `L’accueil sécurité de chaque intervenant${atSite(a)} porte d’abord sur ${joinFr(inductionFocus(a))}${
    habilitations.length > 0
      ? ` ; avant l’affectation, l’encadrement vérifie les habilitations et autorisations requises par ces travaux : ${habilitations.join(', ')}`
      : ''
  }. Le port des EPI adaptés à chaque tâche est contrôlé sur le poste.`;
  return {
    body: paragraphs([intro, ...withSiteMeasures(a, `${plan} ${induction}`, constraintParagraphs(a, 'securite'))]),
    table: { columns: ['Risque', 'Mesure de prévention'], rows },
  };
}
