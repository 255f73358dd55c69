import { PONTONS } from './sous-types-maritime.ts';
import { VRD_PORTUAIRE } from './sous-types-portuaire.ts';
import { AMENAGEMENT_PAYSAGER } from './sous-types-paysage.ts';
import { INFRASTRUCTURE_TRAMWAY } from './sous-types-tramway.ts';
import { OUVRAGE_DE_FRANCHISSEMENT, OUVRAGES_ART_MACON, OUVRAGES_ART_TERRASSIER } from './sous-types-ouvrage-art.ts';
import { ESPACES_PUBLICS, GIRATOIRE, PONT, TROTTOIRS } from './sous-types-voirie.ts';
import {
  AIRE_DE_LAVAGE,
  EAUX_PLUVIALES_SOURCE,
  IRRIGATION_RESEAU,
  IRRIGATION_SANS_EGOUT,
  PLATEFORME_STOCKAGE,
  TAMPONS_DE_REGARDS,
  sansTamponsSeuls,
} from './sous-types-vrd.ts';
import { RESERVOIR_CHOISI, RESERVOIRS_EAU_POTABLE } from './sous-types-reservoir.ts';
import { FORAGE_EAU_POTABLE, FORAGE_SEUL } from './sous-types-forage.ts';
import { VRD_SECONDAIRES } from './sous-types-viabilisation.ts';
import { MACON } from './gros-oeuvre.ts';
import { BONS_DE_COMMANDE_COURANTS, NEUF_SEUL } from './sous-types-common.ts';
import type { Autocontrole, Etape, FluxDechet, Phase, Risque, SousType } from './types.ts';

/** Earthworks named in the tender (the trade's CACES R482 is required only then). */
const TERRASSEMENTS_NOMMES = /terrass|fouilles?|fondations?|sous-oeuvre|tranchees?|extension|agrandissement|\bvrd\b/;

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

/** A sewer network that exists and is repaired, relined or replaced (not a new network). */
const REHABILITATION_RESEAU =
  /(rehabilitation|renovation|reparation|remplacement|reprise|renouvellement|chemisage|gainage)[^.\n]{0,40}(collecteurs?|reseaux? (d'assainissement|gravitaires?|unitaires?|eu|ep|d'eaux usees|d'eaux pluviales|eaux usees|eaux pluviales)\b|canalisations?[^.\n]{0,25}eaux usees|branchements|ouvrages d'assainissement)/;
const POSTE = /postes? de (refoulement|relevage|relevement)|stations? de (relevage|relevement|refoulement)/;
/**
 * Waste water and storm water named together (« travaux d’eaux usées et d’eaux pluviales », « réseau séparatif »,
 * « EU/EP »): two networks laid, connected, marked and tested each for itself.
 */
const SEPARATIF =
  /separatifs?|eaux usees[\s\S]{0,200}eaux pluviales|eaux pluviales[\s\S]{0,200}eaux usees|\beu ?(\/|et) ?ep\b|\bep ?(\/|et) ?eu\b/;

/**
 * Drinking water named in the object: « adduction », « eau potable », « AEP », or « réseaux humides » (the drinking
 * water, waste water and storm water networks of a street renewed together).
 */
const EAU_POTABLE = /adduction|eau potable|\baep\b|reseaux? humides?/;
/** Existing wet networks renewed together (their sewers are inspected before the works, as a rehabilitation's). */
const RESEAUX_HUMIDES_EXISTANTS =
  /(rehabilitation|renovation|reparation|remplacement|reprise|renouvellement)[^.\n]{0,40}reseaux? humides?/;

/**
 * A trench opened under an existing street, road or square (« avenue Devienne Ouest », « RD 12 »): the
 * asphalt is analysed for asbestos and PAH before it is cut, and the old pipes it uncovers may be
 * asbestos-cement. The method's paragraph, the risk, the waste flows and the checks below all read
 * this one pattern, so that each hazard the method names has the same regime everywhere.
 */
const CHAUSSEE_OUVERTE = /\b(rues?|avenues?|boulevards?|chaussees?|routes?|voiries?|\brd\s?\d+|places?)\b/;

/** Steps of a network job: new trench, rehabilitation of an existing sewer, pumping station (each by `when`). */
const ETAPES_RESEAUX = [
  {
    titre: 'DT-DICT et repérage',
    detail:
      'déclarations DT-DICT, marquage-piquetage des réseaux existants, constat contradictoire des voiries et des propriétés riveraines',
  },
  {
    titre: 'Inspection préalable du réseau existant',
    detail:
      'curage et inspection télévisée du collecteur et des branchements à reprendre, pour caler les tronçons à réhabiliter et les branchements à raccorder',
    when: new RegExp(`${REHABILITATION_RESEAU.source}|${RESEAUX_HUMIDES_EXISTANTS.source}`),
  },
  {
    // Drinking water beside the sewers (« réseaux humides », « EU, EP et AEP »): the water service is cut only as agreed.
    titre: 'Coordination avec l’exploitant du service d’eau',
    detail:
      'repérage des vannes, des compteurs et des branchements d’eau potable avec l’exploitant, calendrier des coupures arrêté avec lui, abonnés prévenus de chaque coupure au moins 48 heures à l’avance',
    when: EAU_POTABLE,
  },
  {
    titre: 'Alimentation provisoire des abonnés',
    detail:
      'conduite provisoire d’eau potable posée en surface et désinfectée avant raccordement, ou maintien en service de la conduite existante jusqu’au basculement, pour que chaque abonné reste alimenté pendant les travaux',
    when: EAU_POTABLE,
    unless: /\b(creation|extension) d[eu'][^.\n]{0,30}(adduction|eau potable|aep)/,
  },
  {
    titre: 'Dérivation des effluents',
    detail:
      'by-pass par pompage provisoire entre regards (pompes dimensionnées sur le débit de pointe, pompe de secours, surveillance), pour que les usagers restent raccordés pendant les travaux',
    when: /reseaux? (en service|existants?)|rehabilitation|renovation|remplacement|renouvellement|reprise|refoulement|relevage/,
  },
  {
    // A trench under a street in service: the asphalt is analysed before it is cut, the street kept open.
    titre: 'Sciage de la chaussée et circulation',
    detail:
      'enrobés sciés au droit de la tranchée une fois connus les résultats du repérage amiante et de l’analyse HAP, tranchée ouverte par tronçons refermés chaque soir ou couverts de plaques, circulation maintenue par alternat ou déviation selon l’arrêté de circulation, accès des riverains conservés',
    when: CHAUSSEE_OUVERTE,
    // (a trenchless repair opens no roadway)
    unless: /sans tranchee|chemisage|gainage|tubage/,
  },
  {
    titre: 'Tranchées blindées',
    detail:
      'terrassement en tranchée au gabarit des canalisations, blindage dès 1,30 m de profondeur, pompage de la fouille si la nappe est atteinte, stockage des déblais hors bord de fouille',
  },
  {
    titre: 'Pose ou réhabilitation des canalisations',
    detail:
      'lit de pose, canalisations gravitaires (et de refoulement pour un poste) et regards posés à la pente du profil en long, branchements repris et raccordés un à un ; tronçons existants remplacés ou réhabilités selon la technique retenue par le CCTP',
  },
  {
    titre: 'Pose de la conduite d’eau potable',
    detail:
      'conduite en fonte ductile (NF EN 545) ou en polyéthylène PE100 (NF EN 12201) selon le CCTP, tubes, raccords et pièces sous attestation de conformité sanitaire (ACS), vannes de sectionnement, ventouses et vidanges, butées ou joints verrouillés aux coudes et aux tés ; la conduite d’eau potable passe au-dessus des eaux usées aux croisements, aux distances du CCTP, sous grillage avertisseur bleu',
    when: EAU_POTABLE,
  },
  {
    titre: 'Épreuve, désinfection et analyse de l’eau potable',
    detail:
      'épreuve de pression de chaque tronçon selon la NF EN 805 et le fascicule 71, rinçage, désinfection puis prélèvement pour analyse bactériologique par un laboratoire agréé : aucune mise en service avant des résultats conformes (point d’arrêt)',
    when: EAU_POTABLE,
  },
  {
    titre: 'Reprise des branchements particuliers d’eau potable',
    detail:
      'branchements des abonnés repris un à un sur la nouvelle conduite avec l’exploitant (collier de prise, robinet, regard ou niche de compteur), coupure la plus courte possible, puis mise hors service de l’ancienne conduite',
    when: EAU_POTABLE,
  },
  {
    titre: 'Génie civil et équipement du poste',
    detail:
      'fouille blindée de la bâche, cuve préfabriquée ou coulée en place lestée contre la sous-pression, pompes, barres de guidage, canalisation de refoulement, armoire de commande et télésurveillance ; raccordement électrique par un intervenant habilité',
    when: POSTE,
  },
  {
    titre: 'Contrôle du séparatif',
    detail:
      'chaque branchement et chaque avaloir raccordé à son réseau vérifié avant remblai (aucun branchement d’eaux usées sur le pluvial ni l’inverse), tampons marqués « EU » ou « EP », repérage des deux réseaux reporté au récolement',
    when: SEPARATIF,
  },
  {
    titre: 'Remblaiement et réfection',
    detail:
      'enrobage et remblai par couches compactées selon la NF P 98-331 et l’objectif de densification du CCTP (q4 en partie inférieure, q3 en partie supérieure sous chaussée, à défaut), grillage avertisseur, réfection des surfaces (chaussées, trottoirs, accotements) à l’identique',
  },
  {
    titre: 'Essais et réception',
    detail:
      'essais d’étanchéité et inspection télévisée de réception par un opérateur indépendant, essais de compactage, plan de récolement géoréférencé',
  },
  {
    titre: 'Mise en service du poste',
    detail:
      'essais de fonctionnement des pompes et des alarmes, réglage des niveaux, formation de l’exploitant et remise des notices',
    when: POSTE,
  },
];

/**
 * A sewer's standards, the acceptance ones first (the DOE proves the first two): NF EN 1610 (laying and tests),
 * NF EN 13508-2 (the ITV report's coding), then the fascicule 70 and the trench standard, re-added after them.
 */
const NF_EN_1610 = {
  ref: 'NF EN 1610',
  objet:
    'mise en œuvre et essais des branchements et collecteurs d’assainissement (essais d’étanchéité à l’air ou à l’eau)',
};
const NF_EN_13508_2 = {
  ref: 'NF EN 13508-2',
  objet: 'codage des observations des inspections télévisées (préalable et de réception)',
};
const F70 = {
  ref: 'Fascicule 70 du CCTG',
  objet: 'ouvrages d’assainissement (titre I canalisations, titre II ouvrages)',
};
const NF_P_98_331 = { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection' };
/** The trade's standards a sewer job re-orders (and the general earthworks ones it does not cite). */
const SANS_NORMES_RESEAU = /Fascicule 2 du CCTG|Guide GTR|^NF P 98-331$|^Fascicule 70 du CCTG$|^NF P 94-500$/;

/** Self-checks of a sewer job, their proofs named by the standard they follow. */
const AUTOCONTROLES_RESEAU = [
  {
    point: 'Épreuve de pression de la conduite d’eau potable',
    moment: 'par tronçon, avant remblai des joints et mise en service (point d’arrêt)',
    preuve: 'PV d’épreuve selon la NF EN 805',
    when: EAU_POTABLE,
  },
  {
    point: 'Désinfection et qualité de l’eau distribuée',
    moment: 'avant basculement des branchements (point d’arrêt)',
    preuve: 'rapport d’analyse bactériologique du laboratoire agréé',
    when: EAU_POTABLE,
  },
  {
    point: 'Raccordement de chaque branchement et avaloir au bon réseau (eaux usées ou eaux pluviales)',
    moment: 'avant remblai (point d’arrêt)',
    preuve: 'fiche de contrôle des branchements par réseau, photos datées',
    when: SEPARATIF,
  },
  {
    point: 'Pente et alignement des canalisations posées',
    moment: 'avant remblai',
    preuve: 'fiche d’autocontrôle des pentes mesurées au laser, photos datées',
  },
  {
    point: 'Compactage des remblais de tranchée',
    moment: 'par couche',
    preuve: 'essais au pénétromètre selon l’objectif de densification',
  },
  {
    point: 'Étanchéité des collecteurs, regards et branchements',
    moment: 'avant réception',
    preuve: 'PV d’essais d’étanchéité selon la NF EN 1610',
  },
  {
    point: 'État intérieur des réseaux',
    moment: 'avant réception, par un opérateur indépendant',
    preuve: 'rapport d’inspection télévisée codé selon la NF EN 13508-2',
  },
];

/**
 * Old asbestos-cement pipes met in a trench: an intervention under the sous-section 4 (R4412-144 and
 * following of the code du travail) — whole lengths taken apart at their joints, never cut nor broken —
 * by trained staff; not a removal by a certified firm (sous-section 3).
 */
const RISQUE_AMIANTE_CIMENT: Risque = {
  risque: 'Exposition aux fibres d’amiante des anciennes canalisations en amiante-ciment',
  mesure:
    'repérage amiante avant travaux du maître d’ouvrage lu avant l’ouverture ; toute conduite en amiante-ciment rencontrée relève de la sous-section 4 : mode opératoire transmis à l’inspection du travail, intervenants titulaires de la formation amiante sous-section 4, conduite humidifiée et déposée par éléments entiers, jamais coupée, cassée ni meulée, appareil de protection respiratoire et combinaison jetable, éléments emballés et étiquetés sur place, évacués sous bordereau BSDA',
};

/**
 * The waste of a trench under an existing roadway: the asphalt's filière follows its analysis (free of
 * asbestos and PAH above the thresholds: recycled; PAH above them: treatment or ISDD; asbestos: removal by
 * a certified firm, BSDA), the old pipes by their material (asbestos-cement: sous-section 4, BSDA).
 */
const CANALISATIONS_AMIANTE_CIMENT: FluxDechet = {
  dechet: 'Anciennes canalisations en amiante-ciment, si les travaux en dégagent',
  categorie: 'DD',
  exutoire:
    'dépose par éléments entiers, sans coupe ni casse, selon un mode opératoire sous-section 4, emballage étanche et étiquetage sur place, bordereau BSDA sur Trackdéchets, installation de stockage autorisée',
};

const DECHETS_CHAUSSEE_OUVERTE: FluxDechet[] = [
  {
    dechet: 'Déblais d’enrobés sans amiante ni HAP au-delà des seuils',
    categorie: 'Inertes',
    exutoire: 'centrale d’enrobage pour recyclage (agrégats d’enrobés), au vu des analyses préalables',
    when: CHAUSSEE_OUVERTE,
  },
  {
    dechet: 'Déblais d’enrobés à HAP au-delà du seuil, si l’analyse en signale',
    categorie: 'DD',
    exutoire: 'installation de traitement ou ISDD selon l’analyse, bordereau de suivi sur Trackdéchets',
    when: CHAUSSEE_OUVERTE,
  },
  {
    dechet: 'Déblais d’enrobés contenant de l’amiante, si l’analyse en signale',
    categorie: 'DD',
    exutoire:
      'retrait par une entreprise certifiée (sous-section 3), déchets emballés et étiquetés sur place, bordereau BSDA sur Trackdéchets, installation de stockage autorisée',
    when: CHAUSSEE_OUVERTE,
  },
  { ...CANALISATIONS_AMIANTE_CIMENT, when: CHAUSSEE_OUVERTE },
];

/** What is checked before the roadway is cut and when an old pipe is uncovered. */
const AUTOCONTROLES_CHAUSSEE_OUVERTE: Autocontrole[] = [
  {
    point: 'Analyse des enrobés de la chaussée ouverte (amiante et HAP)',
    moment: 'avant tout sciage ou rabotage (point d’arrêt)',
    preuve: 'rapports d’analyse des carottages, filière des déblais d’enrobés arrêtée',
    when: CHAUSSEE_OUVERTE,
  },
  {
    point: 'Nature des anciennes canalisations dégagées (amiante-ciment)',
    moment: 'à leur découverte, avant toute dépose',
    preuve: 'mode opératoire sous-section 4, attestations de formation des intervenants, bordereaux BSDA',
    when: CHAUSSEE_OUVERTE,
  },
];

/**
 * A cycle route, a greenway (« itinéraires cyclables : terrassements, assainissement, chaussées »):
 * road works — plateforme, chaussée, stormwater of the road and signing — not a sewer. Its
 * « assainissement » is the road's drainage unless the object names waste water or a sewer network.
 */
const CYCLABLE =
  /(itineraires?|pistes?|bandes?|voies?|amenagements?|liaisons?|pistes? et bandes?) cyclables?|voies? vertes?|velo-?routes?|liaisons? douces?|circulations? douces?|voies? douces?/;
const EAUX_USEES =
  /eaux usees|assainissement collectif|reseaux? (d'assainissement|d'eaux usees|unitaires?|separatifs?)|collecteurs?|mise en separatif|postes? de (refoulement|relevage)|effluents/;
const CYCLABLE_SANS_EAUX_USEES = new RegExp(
  `^(?=[\\s\\S]*(?:${CYCLABLE.source}))(?![\\s\\S]*(?:${EAUX_USEES.source}))`,
);

/**
 * The object names a road or a street the works are on or beside (« boulevard Clemenceau », « RD 12 »,
 * « traversée d’agglomération », a bande cyclable painted on a roadway): the works are done under traffic.
 * Not « véloroute » (a cycle route, away from traffic), nor « cours » (« cours d’eau »).
 */
const ROUTE_NOMMEE =
  /\brues?\b|(?<![a-z-])routes?\b|\brd ?\d|\brd\b|\brn ?\d|\bvc ?\d|\bavenues?\b|\bboulevards?\b|\bbd\b|centre[- ]ville|centre[- ]bourg|carrefours?|giratoires?|ronds?-points?|traversees? (d'agglomeration|du bourg|de bourg|du village|de village)|en agglomeration|\bdepartementales?\b|voies? communales?|bandes? cyclables?|\bquais?\b/;
/** A greenway or a cycle route away from traffic: a voie verte, a véloroute, a towpath, a bank, an old railway. */
const ITINERAIRE_VERT =
  /voies? vertes?|(?<![a-z])velo-?routes?|chemins? de halage|\bhalage\b|via ?rhona|eurovelo|\bberges?\b|\bcanal\b|\bcanaux\b|anciennes? voies? ferrees?|voies? ferrees? (desaffectees?|declassees?)/;
/** The itinerary runs along water: a canal, a towpath, a bank, a river (the ViaRhôna follows the Rhône and its canals). */
const BORD_EAU =
  /\bcanal\b|\bcanaux\b|halage|\bberges?\b|via ?rhona|\bfleuves?\b|\brivieres?\b|cours d'eau|voies? d'eau|voies? navigables?|\bvnf\b|\betangs?\b|\blacs?\b|\bdigues?\b|bords? de l'eau/;
/** A protected natural area named by the object, the notice or (for the kind's choice) a descripteur. */
const MILIEU_NATUREL =
  /camargue|natura ?2000|espaces? naturels?|zones? humides?|\bznieff\b|reserves? naturelles?|parcs? naturels?|arretes? de (protection de )?biotope|espaces? naturels? sensibles?/;
/** Bridges and other ouvrages d’art the itinerary meets (« Pont de Gallician – Pont d’Espeyran », a passerelle). */
const OUVRAGE_FRANCHI = /\bponts?\b|passerelles?|ouvrages? d'art|viaducs?/;

/** Where a cycle itinerary is built: on or beside a named road, on a greenway away from traffic, or not said. */
type SiteCyclable = 'route' | 'voie_verte' | 'autre';

const all = (...parts: RegExp[]) => parts.map((p) => `(?=[\\s\\S]*(?:${p.source}))`).join('');
const none = (...parts: RegExp[]) => parts.map((p) => `(?![\\s\\S]*(?:${p.source}))`).join('');

/** The kind's choice by site: the three are exclusive and cover every cycle itinerary (CYCLABLE). */
function siteCyclable(site: SiteCyclable, naturel: boolean): RegExp {
  switch (site) {
    case 'route':
      return new RegExp(`^${all(CYCLABLE, ROUTE_NOMMEE)}`);
    case 'autre':
      return new RegExp(`^${all(CYCLABLE)}${none(ROUTE_NOMMEE, ITINERAIRE_VERT)}`);
    case 'voie_verte':
      return new RegExp(
        `^${all(CYCLABLE, ITINERAIRE_VERT)}${none(ROUTE_NOMMEE)}${naturel ? all(MILIEU_NATUREL) : none(MILIEU_NATUREL)}`,
      );
  }
}

const CYCLABLE_NORMES = [
  {
    ref: 'NF P 98-150-1',
    objet:
      'enrobés hydrocarbonés à chaud : exécution des assises et des couches de roulement (fabrication, transport, mise en œuvre, contrôles)',
  },
  { ref: 'NF EN 13108-1', objet: 'mélanges bitumineux : spécifications des bétons bitumineux' },
  {
    ref: 'NF P 11-300 et Guide GTR (SETRA-LCPC)',
    objet: 'classification des sols et conditions de leur réemploi en remblai et en couche de forme',
  },
  { ref: 'Fascicule 2 du CCTG', objet: 'terrassements généraux' },
  { ref: 'NF P 94-117-1', objet: 'portance des plates-formes : module EV2 à la plaque' },
  { ref: 'NF EN 13285', objet: 'graves non traitées des couches de fondation et de base' },
  { ref: 'NF EN 1340', objet: 'bordures de trottoir en béton', when: /bordure|trottoir|chaussee/ },
  { ref: 'NF P 98-331', objet: 'tranchées des traversées et des réseaux : ouverture, remblayage et réfection' },
  {
    ref: 'Instruction interministérielle sur la signalisation routière (7e et 8e parties)',
    objet: 'marques sur chaussées (7e partie) et signalisation temporaire des chantiers (8e partie)',
  },
];

const EAUX_PLUVIALES_PLATEFORME = {
  when: /assainissement|pluvia|fosses?|noues?|drainage|buses?/,
  sujet: 'assainissement pluvial de la plateforme',
  texte:
    'L’assainissement est celui de la plateforme : eaux recueillies par fossés, noues ou caniveaux et conduites vers les exutoires désignés par le CCTP ; les buses sous les entrées charretières et les traversées sont posées sur lit de pose et remblayées par couches compactées selon la NF P 98-331, les fils d’eau vérifiés au laser avant remblai.',
};

const CYCLABLE_AUTOCONTROLES: Autocontrole[] = [
  { point: 'Implantation et altimétrie', moment: 'avant terrassement', preuve: 'relevé topographique' },
  {
    point: 'Portance de la plateforme (EV2 et rapport EV2/EV1)',
    moment: 'avant la structure (point d’arrêt)',
    preuve: 'PV d’essais à la plaque selon la NF P 94-117-1',
  },
  {
    point: 'Compactage de la couche de fondation',
    moment: 'par couche',
    preuve: 'PV d’essais à la plaque ou de densité',
  },
  {
    point: 'Enrobés : température, épaisseur et compacité',
    moment: 'à la mise en œuvre',
    preuve: 'bons de livraison, relevés de température et d’épaisseur, carottages si le CCTP les demande',
  },
  {
    point: 'Uni et pentes transversales',
    moment: 'après la couche de roulement',
    preuve: 'relevés à la règle de 3 m sur fiche d’autocontrôle',
  },
  {
    point: 'Fils d’eau et écoulement des eaux pluviales',
    moment: 'avant remblai des buses et avant réception',
    preuve: 'relevés laser et photos datées',
  },
];

const ENROBES_RISQUE = {
  risque: 'Brûlures et fumées lors de la mise en œuvre des enrobés',
  mesure: 'EPI adaptés, travail dos au vent, enrobés tièdes lorsque le CCTP le permet',
};

/** What a cycle itinerary is, wherever it runs. */
const CYCLABLE_COMMUN: Omit<SousType, 'key' | 'label' | 'when'> = {
  travaux: 'travaux d’aménagement cyclable',
  ouvrage: 'l’aménagement cyclable',
  // The pavement standards first (the DOE proves the first two), the earthworks ones after them.
  sansNormes: /^NF P 98-331$|^Fascicule 2 du CCTG$|^Guide GTR|^Fascicule 70 du CCTG$|^NF P 94-500$/,
  normes: CYCLABLE_NORMES,
  sansSpecificites: /^réseaux d’assainissement$|^réception des réseaux$/,
  sansRisques: /^Circulation routière aux abords$/,
  autocontroles: CYCLABLE_AUTOCONTROLES,
  // No sewer pipe nor manhole: the products of a plateforme, its pavement, its drainage and its signing.
  materiaux: [
    'graves et matériaux de carrière ou recyclés conformes au GTR et à la NF EN 13285',
    'enrobés à chaud ou tièdes conformes à la NF EN 13108-1, ou revêtement prévu au CCTP',
    'géotextile de séparation sur les sols peu portants, lorsque l’étude géotechnique le prévoit',
    'buses et têtes d’aqueduc des traversées et des accès, bordures et caniveaux selon le CCTP',
    'panneaux de signalisation et produits de marquage certifiés',
  ],
  dechets: [
    {
      dechet: 'Terres et matériaux inertes excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Enrobés rabotés ou sciés, après recherche d’amiante et de HAP',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage (agrégats d’enrobés)',
    },
    {
      dechet: 'Enrobés contenant de l’amiante ou des HAP, si les analyses en signalent',
      categorie: 'DD',
      exutoire: 'ISDD ou filière agréée, bordereau BSDA ou BSD sur Trackdéchets',
    },
    { dechet: 'Bordures et bétons démolis', categorie: 'Inertes', exutoire: 'plateforme de concassage-recyclage' },
  ],
  decennale: 'la chaussée et sa structure, les ouvrages d’assainissement pluvial et les bordures',
  biennale: 'les équipements dissociables (grilles, avaloirs, panneaux de signalisation)',
  entretien:
    'balayer l’itinéraire, curer fossés, caniveaux et avaloirs une fois par an, surveiller la première année tassements, fissures et remontées de racines, et entretenir le marquage selon son usure',
};

/** A cycle lane or path along a road the object names: works under traffic, alternat and arrêté. */
const CYCLABLE_ROUTE: Omit<SousType, 'key' | 'label' | 'when'> = {
  specificites: [
    {
      when: /./,
      sujet: 'itinéraire cyclable',
      texte:
        'Un itinéraire cyclable se juge à son confort et à sa sécurité : uni du revêtement contrôlé à la règle de 3 m, raccords sans ressaut avec les chaussées, les entrées riveraines et les traversées, pentes transversales qui rejettent l’eau vers les accotements ou les caniveaux, bordures ou séparateurs posés selon les profils du CCTP ; le marquage et la signalisation verticale suivent l’instruction interministérielle sur la signalisation routière.',
    },
    EAUX_PLUVIALES_PLATEFORME,
  ],
  etapes: [
    {
      titre: 'DT-DICT et signalisation temporaire',
      detail:
        'DT-DICT et marquage-piquetage des réseaux ; arrêté de circulation obtenu, signalisation temporaire et alternat (feux ou piquets K10) posés selon la 8e partie de l’instruction interministérielle avant tout travail',
    },
    {
      titre: 'Implantation',
      detail:
        'implantation du tracé, des profils et des points bas au GPS ou par géomètre, piquetage des emprises et des entrées riveraines',
    },
    {
      titre: 'Terrassements et plateforme',
      detail:
        'décapage de la terre végétale stockée pour réemploi, déblais et remblais selon le GTR, arase et couche de forme compactées, portance contrôlée à la plaque avant la structure (point d’arrêt)',
    },
    {
      titre: 'Assainissement pluvial et bordures',
      detail:
        'fossés, noues, caniveaux, avaloirs et buses des entrées charretières raccordés aux exutoires ; bordures ou séparateurs posés au cordeau sur fondation béton',
    },
    {
      titre: 'Structure de chaussée et enrobés',
      detail:
        'couche de fondation en grave non traitée compactée, couche d’accrochage puis enrobé au finisseur, joints avec les chaussées existantes sciés et collés',
    },
    {
      titre: 'Signalisation, accotements et repli',
      detail:
        'marquage horizontal et panneaux, accotements régalés et terre végétale, signalisation temporaire déposée en dernier',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT, signalisation temporaire et implantation', part: 0.1 },
    { nom: 'Terrassements et plateforme', part: 0.25 },
    { nom: 'Assainissement pluvial et bordures', part: 0.2 },
    { nom: 'Structure de chaussée et enrobés', part: 0.3 },
    { nom: 'Signalisation, accotements, réception et repli', part: 0.15 },
  ],
  risques: [
    {
      risque: 'Heurt d’un intervenant par un véhicule pendant les travaux sous circulation',
      mesure:
        'signalisation temporaire selon la 8e partie de l’instruction interministérielle, alternat par feux ou piquets K10, vitesse réduite par l’arrêté, vêtements haute visibilité, aucun poste hors de la zone balisée',
    },
    ENROBES_RISQUE,
  ],
  materiel: [
    { nom: 'finisseur et compacteur tandem pour les enrobés', match: /finisseur/ },
    { nom: 'feux d’alternat et signalisation temporaire', match: /feux|signalisation|k10/ },
  ],
  pointsAttention: [
    'les profils et largeurs de l’itinéraire fixés au CCTP, et ses raccords aux chaussées et entrées riveraines existantes',
    'le maintien de la circulation sur la route (alternat, arrêté) et des accès riverains',
    'les exutoires des eaux pluviales de la plateforme',
  ],
};

/**
 * A cycle itinerary whose object names no road nor greenway (« itinéraires cyclables départementaux »):
 * traffic is met where the itinerary runs beside or crosses a road, not everywhere.
 */
const CYCLABLE_AUTRE: Omit<SousType, 'key' | 'label' | 'when'> = {
  ...CYCLABLE_ROUTE,
  etapes: (CYCLABLE_ROUTE.etapes ?? []).map((e) =>
    e.titre === 'DT-DICT et signalisation temporaire'
      ? {
          ...e,
          detail:
            'DT-DICT et marquage-piquetage des réseaux ; signalisation temporaire posée selon la 8e partie de l’instruction interministérielle avant tout travail, avec arrêté de circulation et alternat (feux ou piquets K10) là où l’itinéraire longe ou traverse une route',
        }
      : e,
  ),
  risques: [
    {
      risque: 'Heurt d’un intervenant par un véhicule aux traversées et le long des routes',
      mesure:
        'signalisation temporaire selon la 8e partie de l’instruction interministérielle, arrêté de circulation et alternat par feux ou piquets K10 là où le chantier empiète sur une route, vêtements haute visibilité, aucun poste hors de la zone balisée',
    },
    ENROBES_RISQUE,
  ],
  pointsAttention: [
    'les profils et largeurs de l’itinéraire fixés au CCTP, et ses raccords aux chaussées, aux traversées et aux entrées riveraines existantes',
    'les sections qui longent ou traversent une route : arrêté de circulation, alternat et accès riverains',
    'les exutoires des eaux pluviales de la plateforme',
  ],
};

/** Closing a greenway section: the first step, with the waterway manager's authorisations along water. */
const FERMETURE_VOIE_VERTE =
  'section de l’itinéraire fermée aux usagers par arrêté de son gestionnaire, barrières et panneaux aux accès, déviation des cyclistes et des piétons balisée par un itinéraire signalé ; signalisation temporaire selon la 8e partie de l’instruction interministérielle aux traversées de routes';

/**
 * A voie verte, a véloroute, a towpath (« voie verte ViaRhôna », « chemin de halage »): away from
 * traffic — the section is closed to its users with a signed detour; along water, the waterway manager's
 * authorisations, the bank and the risk of falling in; in a protected area, its calendar and its limits.
 */
function cyclableVoieVerte(naturel: boolean): Omit<SousType, 'key' | 'label' | 'when'> {
  return {
    travaux: 'travaux d’aménagement de la voie verte',
    ouvrage: 'la voie verte',
    specificites: [
      {
        when: /./,
        sujet: 'voie verte',
        texte:
          'Une voie verte est réservée aux cyclistes, aux piétons et aux autres usagers non motorisés : elle se juge à l’uni de son revêtement, contrôlé à la règle de 3 m, à des raccords sans ressaut aux traversées, aux accès et aux sections existantes, et à des pentes transversales qui rejettent l’eau vers les accotements ou les fossés ; les dispositifs d’accès (barrières, chicanes, potelets) arrêtent les véhicules motorisés sans gêner les vélos, les remorques ni les personnes à mobilité réduite, et le marquage et la signalisation verticale suivent l’instruction interministérielle sur la signalisation routière.',
      },
      {
        when: /./,
        sujet: 'itinéraire fermé aux usagers pendant les travaux',
        texte:
          'Pendant les travaux, la section est fermée à ses usagers par arrêté de son gestionnaire : barrières et panneaux d’information à chaque accès, déviation des cyclistes et des piétons par un itinéraire signalé et convenu avec le maître d’ouvrage, accès refermés à chaque fin de poste sans fouille ouverte ni matériau laissé en travers du passage ; la section n’est rouverte qu’après accord du maître d’ouvrage.',
      },
      {
        when: BORD_EAU,
        sujet: 'travaux en bord de voie d’eau',
        texte:
          'Sur les sections en bord de canal, de fleuve ou de rivière, la berge et le chemin de halage relèvent du gestionnaire de la voie d’eau (Voies navigables de France ou le gestionnaire local) : son autorisation d’occupation et ses prescriptions (distance à la crête de berge, charges admises sur le halage, circulation des engins, maintien de la navigation) sont obtenues en période de préparation. Aucun stock ni engin ne stationne en crête de berge au-delà de ce qu’il admet, aucune laitance, fine ni hydrocarbure ne rejoint l’eau (kit anti-pollution dans chaque engin, ravitaillement et lavage loin de la berge), les sols de berge peu portants sont purgés selon l’étude géotechnique, et le chantier suit les niveaux d’eau et les alertes de crue.',
      },
      {
        when: naturel ? /./ : MILIEU_NATUREL,
        sujet: 'milieu naturel protégé',
        texte:
          'Le tracé traverse un milieu naturel protégé : les travaux suivent le calendrier et les mesures que fixent le CCTP et l’étude d’incidences (hors des périodes de reproduction et de nidification), l’emprise est balisée et rien n’est déposé ni ne circule hors du tracé, les zones humides et les fossés sont préservés, les engins arrivent nettoyés pour ne pas disséminer de plantes invasives, et les matériaux d’apport en sont exempts.',
      },
      {
        when: OUVRAGE_FRANCHI,
        sujet: 'ponts et ouvrages d’art du tracé',
        texte:
          'Aux ponts et ouvrages d’art que l’itinéraire rejoint ou franchit, les raccords de la plateforme et du revêtement se font sans ressaut et sans charger les culées ni les remblais d’accès au-delà de ce que le gestionnaire de l’ouvrage admet ; aucun engin ne circule ni ne stationne sur un ouvrage sans son accord sur les charges, et les garde-corps, joints et évacuations d’eau de l’ouvrage sont protégés pendant les travaux.',
      },
      EAUX_PLUVIALES_PLATEFORME,
    ],
    etapes: [
      {
        titre: 'DT-DICT, autorisations et fermeture de l’itinéraire',
        detail: `DT-DICT et marquage-piquetage des réseaux ; autorisation d’occupation et prescriptions du gestionnaire de la voie d’eau (Voies navigables de France ou le gestionnaire local) obtenues ; ${FERMETURE_VOIE_VERTE}`,
        when: BORD_EAU,
      },
      {
        titre: 'DT-DICT et fermeture de l’itinéraire',
        detail: `DT-DICT et marquage-piquetage des réseaux ; ${FERMETURE_VOIE_VERTE}`,
        unless: BORD_EAU,
      },
      {
        titre: 'Implantation',
        detail:
          'implantation du tracé, des profils et des points bas au GPS ou par géomètre, piquetage des emprises, des accès et des traversées',
      },
      {
        titre: 'Terrassements et plateforme',
        detail:
          'décapage de la terre végétale stockée pour réemploi, déblais et remblais selon le GTR, purge des zones peu portantes que désigne l’étude géotechnique, arase et couche de forme compactées, portance contrôlée à la plaque avant la structure (point d’arrêt)',
      },
      {
        titre: 'Assainissement pluvial et rives',
        detail:
          'fossés, noues et buses sous les accès et les traversées raccordés aux exutoires ; rives et bordures posées selon les profils du CCTP',
      },
      {
        titre: 'Structure et revêtement',
        detail:
          'couche de fondation en grave non traitée compactée, couche d’accrochage puis enrobé au finisseur ou revêtement prévu au CCTP, raccords aux traversées et aux sections existantes sciés et collés',
      },
      {
        titre: 'Signalisation, accès et réouverture',
        detail:
          'marquage et panneaux, barrières ou chicanes d’accès, accotements régalés et terre végétale, déviation déposée et section rouverte à ses usagers après accord du maître d’ouvrage',
      },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT, fermeture de l’itinéraire et implantation', part: 0.1 },
      { nom: 'Terrassements et plateforme', part: 0.25 },
      { nom: 'Assainissement pluvial et rives', part: 0.2 },
      { nom: 'Structure et revêtement', part: 0.3 },
      { nom: 'Signalisation, accès, réception et réouverture de l’itinéraire', part: 0.15 },
    ],
    risques: [
      {
        risque: 'Chute à l’eau ou noyade en bord de voie d’eau',
        mesure:
          'engins tenus à la distance de la crête de berge fixée au PPSPS, crête balisée, gilet de sauvetage pour tout poste près de l’eau, bouée et perche sur le poste, jamais de travail isolé, suivi des niveaux d’eau et des alertes de crue',
        when: BORD_EAU,
      },
      {
        risque: 'Renversement d’un engin en rive de plateforme, de talus ou de fossé',
        mesure:
          'pistes d’engins réglées et portantes, distance à la crête fixée au PPSPS, manœuvres en marche arrière guidées, aucun stationnement en rive',
      },
      {
        risque: 'Intrusion de cyclistes ou de piétons dans la section fermée',
        mesure:
          'barrières et panneaux de fermeture à chaque accès, déviation signalée, fermeture vérifiée à chaque fin de poste, zone d’évolution des engins balisée',
      },
      {
        risque: 'Heurt d’un intervenant par un véhicule aux traversées de routes',
        mesure:
          'signalisation temporaire selon la 8e partie de l’instruction interministérielle et arrêté du gestionnaire de la route, vêtements haute visibilité, aucun poste hors de la zone balisée',
      },
      ENROBES_RISQUE,
    ],
    materiel: [
      { nom: 'finisseur et compacteur tandem pour les enrobés', match: /finisseur/ },
      {
        nom: 'barrières et panneaux de fermeture et de déviation de l’itinéraire',
        match: /barriere|signalisation|panneau/,
      },
    ],
    pointsAttention: [
      'les profils et largeurs de l’itinéraire fixés au CCTP, et ses raccords aux traversées, aux accès et aux sections existantes',
      'la fermeture de la section à ses usagers et la déviation des cyclistes et des piétons, arrêtées avec le maître d’ouvrage et le gestionnaire de l’itinéraire',
      'la voie d’eau ou les fossés que longe le tracé : autorisations de leur gestionnaire, niveaux d’eau et crues, portance des sols de berge',
      ...(naturel
        ? ['le calendrier et les mesures de protection du milieu naturel fixés par le CCTP et l’étude d’incidences']
        : [
            'les périodes et les zones sensibles pour la faune et la flore que fixent le CCTP et les études environnementales',
          ]),
      'les exutoires des eaux pluviales de la plateforme',
    ],
  };
}

function voirieCyclable(site: SiteCyclable, naturel = false): SousType {
  const variant = site === 'route' ? CYCLABLE_ROUTE : site === 'autre' ? CYCLABLE_AUTRE : cyclableVoieVerte(naturel);
  return {
    key: 'voirie_cyclable',
    // Short: the label is repeated in the lead-ins (« travaux d’aménagement cyclable »); the method says the rest.
    label: site === 'voie_verte' ? 'aménagement de voie verte' : 'aménagement cyclable',
    when: siteCyclable(site, naturel),
    ...CYCLABLE_COMMUN,
    ...variant,
  };
}

/** A cycle itinerary, its site read from the object: on a named road, on a greenway, or not said. */
const VOIRIE_CYCLABLE: SousType[] = [
  voirieCyclable('route'),
  voirieCyclable('autre'),
  voirieCyclable('voie_verte'),
  voirieCyclable('voie_verte', true),
];

/**
 * The réfection of a road, a street, a car park or pavements (« Réfection de la voirie rue des Lilas »,
 * « Renforcement de chaussée »): the existing pavement is surveyed, planed or broken out, purged and
 * resurfaced under traffic — no topsoil stripping nor general earthworks of a new platform.
 */
const VOIRIE_EXISTANTE =
  /(refections?|renovations?|rehabilitations?|renforcements?|reprises?|requalifications?|entretien|remise en etat|reamenagements?|rabotage) (de |des |du |d')?(la |l'|les )?(voiries?|chaussees?|rues?|routes?|trottoirs?|enrobes?|parkings?|parcs? de stationnement|voies? communales?|revetements? (de chaussee|de voirie|bitumineux)|couches? de roulement)|enduits? (routiers?|superficiels?|d'usure)|couches? de roulement|(?:amenagements?|elargissements?|creations?) (?:des |du |de la |d'un |d'une )?trottoirs?/;
const REFECTION_VOIRIE: SousType = {
  key: 'refection_voirie',
  label: 'réfection de voirie',
  when: VOIRIE_EXISTANTE,
  // Networks and cycle routes have their own kinds; so have sidewalks alone (`TROTTOIRS`) and a roundabout (`GIRATOIRE`).
  // (« sur le réseau routier structurant de la MEL » is the roads themselves)
  unless: new RegExp(
    `${CYCLABLE.source}|${EAUX_USEES.source}|eau potable|\\baep\\b|reseaux?\\b(?! routiers?| viaires?| de voirie| de routes| divers)|canalisations?|giratoires?|rond[- ]points?`,
  ),
  // (the object's own words: a « Voirie » descripteur does not make a sidewalk job a road's)
  unlessSurObjet:
    /^(?![\s\S]*(?:chaussees?|voiries?|\broutes?\b|parkings?|enrobes?|couches? de roulement))[\s\S]*\btrottoirs?\b/,
  travaux: 'travaux de réfection de voirie',
  ouvrage: 'la voirie',
  // (a road resurfaced or strengthened: no trench, general earthworks nor new platform's standards, unless named)
  sansNormes: /^NF P 98-331$|^Fascicule 2 du CCTG$|^NF P 94-500$|^Guide GTR|^Fascicule 70 du CCTG$/,
  // (a new pavement's layers from the formation level up: not the resurfacing of a road in service)
  sansSpecificites: /^structures de chaussée$/,
  // (no trench in a resurfacing: the traffic kept running and the hot asphalt are its risks)
  sansRisques: /^Ensevelissement en tranchée$/,
  risques: [
    {
      risque: 'Heurt par un véhicule de la circulation maintenue',
      mesure:
        'signalisation temporaire posée et déposée selon le manuel du chef de chantier, alternat ou déviation conforme à l’arrêté de circulation, vêtements à haute visibilité, zone de travail séparée des voies circulées et, de nuit, balisage lumineux',
    },
    {
      risque: 'Brûlures et fumées des enrobés chauds',
      mesure:
        'enrobés tièdes lorsque le CCTP les admet, gants et chaussures à semelle isolante, compagnons au vent du finisseur, lavage des mains avant les repas',
    },
  ],
  specificites: [
    // « … des trottoirs du Pont du Cruet sur la RD 1212 »: sidewalks on a bridge deck
    PONT,
    {
      when: /reseau routier structurant|routes? (a grande circulation|departementales?|nationales?)|\brd ?\d|\brn ?\d|voies? (rapides?|structurantes?)|boulevards?|penetrantes?/,
      sujet: 'route ou réseau routier structurant, à fort trafic',
      texte:
        'Sur une voie à fort trafic, les travaux sont phasés par demi-chaussée ou par section, de nuit ou hors des heures de pointe lorsque l’arrêté de circulation le demande : chaque basculement de circulation est préparé avec le gestionnaire de la voie, la signalisation posée avant le début du poste et déposée à sa fin, et aucune tranchée ni dénivellation n’est laissée ouverte à la circulation entre deux postes (rampes provisoires en enrobé aux joints de reprise).',
    },
  ],
  entretien:
    'faire colmater les fissures avant l’hiver, surveiller les arrachements et les déformations aux joints et aux tampons la première année, et maintenir les avaloirs dégagés',
  normes: [
    {
      ref: 'NF P 98-150-1',
      objet:
        'enrobés hydrocarbonés à chaud : exécution des assises, des couches de liaison et de roulement (mise en œuvre, compactage, joints)',
    },
    {
      ref: 'NF EN 13108-1',
      objet: 'mélanges bitumineux : spécifications des bétons bitumineux fournis (formule et marquage CE)',
    },
    { ref: 'NF EN 13808', objet: 'émulsions cationiques de liant bitumineux de la couche d’accrochage' },
    {
      ref: 'NF P 98-331',
      objet: 'tranchées : ouverture, remblayage et réfection',
      when: /tranchees?|fourreaux?|canalisations?|branchements?/,
    },
  ],
  materiaux: [
    'enrobés bitumineux à chaud ou tièdes de la formule que fixe le CCTP (BBSG, BBME ou grave-bitume), marqués CE selon la NF EN 13108-1, livrés sous bâche avec leur bon de pesée et leur température',
    'émulsion de bitume pour la couche d’accrochage (NF EN 13808), dosée selon le CCTP',
    'graves non traitées ou traitées pour les purges et reprises de structure, matériaux de carrière ou recyclés conformes au CCTP',
    'bordures et caniveaux en béton (NF EN 1340) là où le projet les remplace',
  ],
  materiel: [
    { nom: 'raboteuse pour le fraisage des enrobés aux épaisseurs prévues', match: /raboteuse|fraiseuse/ },
    { nom: 'finisseur et compacteurs (tandem et à pneus) pour les enrobés', match: /finisseur/ },
    { nom: 'balayeuse pour le nettoyage des voies avant remise en circulation', match: /balayeuse/ },
    { nom: 'feux d’alternat et signalisation temporaire', match: /feux|signalisation|k10/ },
  ],
  sansMateriel: /canalisation|trancheuse|blindage/i,
  autocontroles: [
    {
      point: 'Analyse amiante et HAP des enrobés à raboter',
      moment: 'avant rabotage (point d’arrêt)',
      preuve: 'rapports d’analyse et filière retenue pour chaque résultat',
    },
    {
      point: 'Portance des fonds de purge et des reprises de structure',
      moment: 'avant mise en œuvre des enrobés (point d’arrêt)',
      preuve: 'essais à la plaque ou à la dynaplaque, PV d’essais',
    },
    {
      point: 'Couche d’accrochage, température et épaisseur des enrobés',
      moment: 'à la mise en œuvre, par poste',
      preuve: 'bons de pesée et de livraison, relevés de température, épaisseurs mesurées',
    },
    {
      point: 'Compacité et uni de la couche de roulement',
      moment: 'après compactage',
      preuve: 'mesures de compacité (gammadensimètre ou carottes) et contrôle à la règle de 3 m, selon le CCTP',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT et signalisation temporaire',
      detail:
        'DICT et marquage-piquetage des réseaux, signalisation temporaire et alternat ou déviation selon l’arrêté de circulation, accès des riverains et des secours maintenus',
    },
    {
      titre: 'Relevé de l’existant',
      detail:
        'état de la chaussée relevé contradictoirement (fissures, orniérage, affaissements), sondages ou carottages si le CCTP les prévoit, recherche de l’amiante et des HAP dans les enrobés avant tout rabotage',
    },
    {
      titre: 'Rabotage et démolitions',
      detail:
        'rabotage des enrobés aux épaisseurs prévues, découpe et démolition des parties à reprendre, bordures déposées là où le projet les remplace',
    },
    {
      titre: 'Purges et reprises de structure',
      detail: 'purge des zones déformées, reprise en grave compactée par couches, contrôle de portance à la plaque',
    },
    {
      titre: 'Mise à niveau des ouvrages',
      detail: 'regards, bouches à clé et avaloirs remis à la cote finie avant la couche de roulement',
    },
    {
      titre: 'Revêtements',
      detail:
        'couche d’accrochage, enrobés mis en œuvre au finisseur et compactés, joints de reprise traités, bordures et caniveaux posés au cordeau',
    },
    {
      titre: 'Marquage et remise en circulation',
      detail: 'marquage au sol, nettoyage des voies, levée de la signalisation temporaire',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT, signalisation et relevé', part: 0.15 },
    { nom: 'Rabotage, démolitions et purges', part: 0.3 },
    { nom: 'Reprises de structure et mise à niveau des ouvrages', part: 0.2 },
    { nom: 'Enrobés, bordures et marquage', part: 0.25 },
    { nom: 'Nettoyage, récolement et réception', part: 0.1 },
  ],
  dechets: [
    {
      dechet: 'Enrobés rabotés exempts d’amiante et de HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage (agrégats d’enrobés)',
    },
    {
      dechet: 'Enrobés contenant de l’amiante ou des HAP, si l’analyse en signale',
      categorie: 'DD',
      exutoire: 'filière agréée selon l’analyse (ISDD pour l’amiante), bordereau de suivi',
    },
    {
      dechet: 'Bordures, bétons et matériaux de purge',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes ou ISDI',
    },
  ],
  pointsAttention: [
    'l’état réel de la chaussée et de sa structure, connu aux sondages ou au rabotage',
    'l’arrêté de circulation et le maintien des accès riverains pendant les travaux',
  ],
};

/**
 * A waste-collection centre built (« Construction d’une nouvelle déchetterie »): the upper platform for users and the
 * lower one for the skips, the quay walls between them, fall protection along the quay, heavy-duty pavement for the
 * skip lorries, rainwater through a hydrocarbon separator, fence and gate.
 */
const DECHETTERIE: SousType = {
  key: 'dechetterie',
  label: 'plateformes, quais et voiries d’une déchetterie',
  when: /dech[eè]t+eries?|decheteries?|quais? de dechargement des dechets/,
  travaux: 'travaux de terrassement, de voirie et de réseaux de la déchetterie',
  ouvrage: 'les plateformes, quais, voiries et réseaux de la déchetterie',
  normes: [
    { ref: 'NF EN 858-1 et NF EN 858-2', objet: 'séparateurs de liquides légers (hydrocarbures) du réseau pluvial' },
    { ref: 'NF P 01-012', objet: 'garde-corps : dimensions et sécurité le long du quai' },
    { ref: 'NF EN 1340', objet: 'bordures et caniveaux en béton des voiries' },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés à chaud : exécution des assises et de la couche de roulement de la voirie lourde',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'quais et plateformes de la déchetterie',
      texte:
        'Une déchetterie se construit autour de ses quais : plateforme haute pour les usagers et plateforme basse pour les bennes, séparées par des murs de quai (éléments préfabriqués en L ou voiles coulés en place) drainés en pied et remblayés par couches contrôlées ; le long du quai, garde-corps et bavettes anti-chute au droit de chaque benne ; la plateforme basse et ses accès reçoivent une voirie lourde dimensionnée pour les camions à bras ou à câble ; les eaux de ruissellement passent par un séparateur d’hydrocarbures et un ouvrage de rétention avant rejet, selon les prescriptions de l’installation classée (rubrique 2710) que fixe le dossier.',
    },
  ],
  etapes: [
    {
      titre: 'Implantation et DT-DICT',
      detail:
        'DT-DICT, implantation des plateformes, des quais et des réseaux, installation de chantier et clôture provisoire',
    },
    {
      titre: 'Terrassements des plateformes',
      detail:
        'décapage, déblais et remblais des plateformes haute et basse selon le GTR, couches de forme compactées, portance contrôlée à la plaque',
    },
    {
      titre: 'Murs de quai',
      detail:
        'semelles et murs de quai (préfabriqués en L ou coulés en place), drainage en pied, remblai contrôlé par couches derrière le mur',
    },
    {
      titre: 'Réseaux',
      detail:
        'réseau pluvial avec séparateur d’hydrocarbures et rétention, fourreaux d’éclairage et de contrôle d’accès, essais des réseaux',
    },
    {
      titre: 'Voiries',
      detail:
        'voirie lourde de la plateforme basse, voirie des usagers, bordures et caniveaux, marquage et signalisation',
    },
    {
      titre: 'Équipements et abords',
      detail:
        'garde-corps et bavettes anti-chute le long du quai, clôture et portail, abords et espaces verts, récolement',
    },
  ],
  phases: [
    { nom: 'Préparation, implantation et DICT', part: 0.1 },
    { nom: 'Terrassements des plateformes', part: 0.25 },
    { nom: 'Murs de quai et réseaux', part: 0.3 },
    { nom: 'Voiries, bordures et marquage', part: 0.2 },
    { nom: 'Garde-corps, clôture, abords et réception', part: 0.15 },
  ],
  autocontroles: [
    {
      point: 'Portance des plateformes et des fonds de forme',
      moment: 'avant les voiries (point d’arrêt)',
      preuve: 'essais à la plaque, procès-verbaux',
    },
    {
      point: 'Murs de quai : implantation, aplomb et drainage',
      moment: 'avant le remblai arrière (point d’arrêt)',
      preuve: 'relevé topographique et photos du drainage',
    },
    {
      point: 'Réseau pluvial et séparateur',
      moment: 'avant remblaiement',
      preuve: 'essais d’étanchéité, fiche de mise en service du séparateur',
    },
    {
      point: 'Garde-corps et bavettes du quai',
      moment: 'avant la réception',
      preuve: 'contrôle des hauteurs et des fixations (NF P 01-012)',
    },
  ],
  materiel: [
    { nom: 'grue mobile pour la pose des éléments de quai préfabriqués', match: /grue/ },
    { nom: 'finisseur pour les enrobés de la voirie lourde', match: /finisseur/ },
  ],
  risques: [
    {
      risque: 'Chute depuis le quai en construction',
      mesure:
        'garde-corps provisoires en tête de mur dès le remblai arrière, zone basse balisée, aucun travail au bord sans protection',
    },
    {
      risque: 'Levage des éléments de quai préfabriqués',
      mesure:
        'engin de levage et élingues vérifiés, plan de levage, zone interdite sous charge, éléments guidés à distance et calés avant décrochage',
    },
  ],
  pointsAttention: [
    'les prescriptions de l’installation classée (rubrique 2710) et du permis, pour les rejets et la rétention',
    'le nombre de bennes et la hauteur des quais, qui fixent les murs et les garde-corps',
  ],
  decennale:
    'les plateformes, murs de quai, voiries et réseaux de la déchetterie, qui concourent à la solidité de l’ouvrage',
  biennale: 'les éléments d’équipement dissociables (garde-corps, portail, séparateur et ses équipements)',
};

/**
 * A footpath or a long-distance trail requalified (« GR 65 : Requalification des premiers kilomètres du chemin de
 * Saint-Jacques-de-Compostelle »): a narrow strip kept to its character — stabilised surface rather than asphalt,
 * cross-drains against gullying, stone edges and low walls taken up as they were, the trail's waymarks removed and
 * put back with its manager, the section closed to walkers with a signed detour; no trench, pipe nor road.
 */
const SENTIER: SousType = {
  key: 'sentier',
  label: 'aménagement de chemin de randonnée',
  when: /chemins? de (?:randonnee|grande randonnee|saint[- ]jacques|compostelle|promenade)|\bgr ?\d{1,3}\b|sentiers?|chemins? pietons?|cheminements? pietons?|promenades? pietonnes?/,
  // (an institution's landscaped grounds and their accessible paths are `amenagement_paysager` — round 28)
  unless: new RegExp(
    `${CYCLABLE.source}|${EAUX_USEES.source}|eau potable|canalisations?|${AMENAGEMENT_PAYSAGER.when.source}`,
  ),
  horsModele: true,
  travaux: 'travaux d’aménagement du chemin',
  ouvrage: 'le chemin aménagé',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$|^NF P 94-500$/,
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'chemin de randonnée',
      texte:
        'Un chemin de randonnée se requalifie dans le respect de son caractère : emprise limitée à la bande prévue, revêtement de la nature que fixe le CCTP (grave compactée, stabilisé, terre-pierre) plutôt qu’un enrobé, profil en travers qui rejette l’eau vers l’accotement et renvois d’eau en travers dans les pentes pour que le ruissellement ne ravine pas la bande de marche, bordures et murets de pierre repris à l’identique. Le balisage de l’itinéraire est relevé puis reposé avec son gestionnaire, et la section en travaux est fermée aux marcheurs, avec une déviation signalée aux accès.',
    },
    {
      // « GR 65 : … du chemin de Saint-Jacques-de-Compostelle »: a route walked every day from spring to autumn.
      when: /\bgr ?\d|saint[- ]jacques|compostelle|grande randonnee/,
      sujet: 'itinéraire de grande randonnée fréquenté',
      texte:
        'Sur un itinéraire de grande randonnée, que marcheurs et pèlerins parcourent chaque jour du printemps à l’automne, le calendrier des sections se cale avec l’acheteur et le gestionnaire de l’itinéraire : les sections les plus fréquentées sont traitées hors de la saison de marche lorsque le délai le permet, et une section fermée en saison garde une déviation balisée et praticable, annoncée aux points d’accueil et aux hébergements de l’étape.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et fermeture de la section',
      detail:
        'DT-DICT, état des lieux contradictoire, relevé du balisage de l’itinéraire, fermeture de la section aux marcheurs et déviation signalée, accès des engins reconnus',
    },
    {
      titre: 'Débroussaillage et décapage',
      detail:
        'végétation coupée sur l’emprise seule, purge de la bande de marche, terre végétale mise de côté pour les accotements',
    },
    {
      titre: 'Reprofilage et fondation',
      detail:
        'reprofilage en long et en travers, fondation en grave compactée par couches, bordures et murets de pierre repris à l’identique',
    },
    {
      titre: 'Drainage',
      detail: 'renvois d’eau en travers dans les pentes, cunettes et buses sous les traversées, exutoires stabilisés',
    },
    {
      titre: 'Revêtement',
      detail: 'stabilisé, grave ou terre-pierre selon le CCTP, réglé et compacté, épaisseur contrôlée',
    },
    {
      titre: 'Abords et réouverture',
      detail:
        'accotements régalés et ensemencés, balisage reposé avec le gestionnaire, section rouverte avec l’accord de l’acheteur',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et fermeture de la section', part: 0.15 },
    { nom: 'Débroussaillage, décapage et reprofilage', part: 0.3 },
    { nom: 'Fondation et drainage', part: 0.25 },
    { nom: 'Revêtement', part: 0.2 },
    { nom: 'Abords, balisage et repli', part: 0.1 },
  ],
  materiel: [
    { nom: 'mini-pelle ou pelle sur chenilles étroite, adaptée à la largeur du chemin', match: /pelle/ },
    {
      nom: 'dumper ou chargeuse compacte pour les approvisionnements le long du chemin',
      match: /dumper|chargeuse|tombereau/,
    },
    { nom: 'compacteur et plaque vibrante', match: /compacteur|plaque vibrante|rouleau/ },
    { nom: 'camions bennes pour les terres et les graves', match: /camion|benne/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'graves et matériaux de revêtement (stabilisé, terre-pierre) que fixe le CCTP, de teinte accordée au site',
    'pierres de réemploi ou du pays pour les bordures et les murets',
    'buses et matériaux des renvois d’eau selon le CCTP',
  ],
  habilitations: [
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Collision d’un engin avec un marcheur',
      mesure: 'section fermée et déviation signalée aux accès, guidage des manœuvres, avertisseur de recul',
    },
    {
      risque: 'Renversement d’un engin en dévers ou en bord de talus',
      mesure:
        'engin adapté à la largeur du chemin, rives reconnues, aucune circulation en dévers au-delà des limites du constructeur',
    },
    {
      risque: 'Accrochage d’un réseau enterré',
      mesure: 'DT-DICT, marquage-piquetage, terrassement manuel aux abords, personnel titulaire de l’AIPR',
    },
  ],
  sansRisques: /./,
  dechets: [
    { dechet: 'Végétaux de débroussaillage', categorie: 'DND', exutoire: 'plateforme de compostage' },
    {
      dechet: 'Terres et matériaux de purge',
      categorie: 'Inertes',
      exutoire: 'réemploi sur les accotements si le CCTP le permet, sinon ISDI',
    },
    { dechet: 'Emballages et déchets abandonnés retirés du chemin', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Compactage de la fondation',
      moment: 'par couche, avant le revêtement (point d’arrêt)',
      preuve: 'fiche de compactage, essais à la plaque si le CCTP en prévoit',
    },
    { point: 'Profil et renvois d’eau', moment: 'avant le revêtement', preuve: 'relevé des pentes et photos datées' },
    { point: 'Épaisseur du revêtement', moment: 'à la mise en œuvre', preuve: 'sondages consignés par section' },
    {
      point: 'Balisage reposé',
      moment: 'avant la réouverture',
      preuve: 'procès-verbal avec le gestionnaire de l’itinéraire',
    },
  ],
  pointsAttention: [
    'le gestionnaire de l’itinéraire et son balisage, à associer avant la fermeture de la section',
    'les accès des engins et le stockage le long d’un chemin étroit',
    'les prescriptions environnementales et patrimoniales que fixe le dossier',
  ],
  sansPointsAttention: /./,
  decennale: 'les ouvrages exécutés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'faire inspecter les renvois d’eau après les orages et à la sortie de l’hiver, et recharger le revêtement là où il s’use',
};

/**
 * A gas or hydrocarbon transmission pipeline named in the object (« canalisation de transport de gaz haute pression »,
 * « gazoduc », « oléoduc », « canalisation GRTgaz »): not a sewer although it is a « canalisation ».
 */
const CANALISATION_TRANSPORT =
  /gazoducs?|oleoducs?|pipelines?|\bgrt ?gaz\b|\bterega\b|\btrapil\b|transport (?:de gaz|d'hydrocarbures|de produits chimiques)|\bgaz (?:naturel )?(?:a )?(?:haute pression|hp\b)|(?:canalisations?|conduites?) (?:de |d')hydrocarbures/;
/** Such a pipeline named in the object without a sewer (the sewers' kinds then stay silent). */
const CANALISATION_TRANSPORT_SANS_EGOUT = new RegExp(
  `^(?![\\s\\S]*(?:assainissement|eaux usees|eaux pluviales|collecteurs?))[\\s\\S]*(?:${CANALISATION_TRANSPORT.source})`,
);

/**
 * Works on or beside a gas or hydrocarbon transmission pipeline (« Pose de protections mécaniques sur la canalisation
 * de transport de gaz haute pression »): under its operator's supervision — DT-DICT, pre-works meeting, pipe located
 * by the operator and confirmed by trial holes, no mechanical digging inside the safety strip he sets —, protection
 * slabs laid above the pipe at the prescribed depth and width under a yellow warning mesh, the coating inspected before
 * backfill, no hot work without a permit, and the « 4 A » in case of a leak; no sewer, manhole nor road.
 */
const CANALISATION_GAZ: SousType = {
  key: 'protection_canalisation_gaz',
  label: 'protection d’une canalisation de transport de gaz ou d’hydrocarbures',
  when: CANALISATION_TRANSPORT,
  horsModele: true,
  travaux: 'travaux au droit de la canalisation de transport',
  ouvrage: 'les protections et ouvrages exécutés au droit de la canalisation',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$|^Fascicule 2 du CCTG$|^NF P 94-500$/,
  normes: [
    {
      ref: 'NF S 70-003-1',
      objet:
        'travaux à proximité des réseaux : prévention des dommages et de leurs conséquences (guide technique de la réglementation DT-DICT)',
    },
    {
      ref: 'Arrêté du 5 mars 2014',
      objet:
        'sécurité des canalisations de transport de gaz naturel ou assimilé, d’hydrocarbures et de produits chimiques (prescriptions de l’exploitant pour les travaux à proximité)',
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'travaux au droit d’une canalisation de transport',
      texte:
        'Au droit d’une canalisation de transport de gaz ou d’hydrocarbures, les travaux se font sous le contrôle de son exploitant (pour le gaz, GRTgaz ou Teréga selon le secteur, à confirmer par la réponse à la DT), dont les prescriptions écrites s’ajoutent au CCTP. La canalisation est localisée et piquetée par l’exploitant ou en sa présence, puis confirmée par des sondages à la main ou par aspiration ; aucun engin ne creuse dans la bande de sécurité qu’il fixe, où le dégagement se fait à la main ou à l’aspiratrice. Les protections mécaniques, dalles en béton ou plaques en polyéthylène haute densité (PEHD), sont posées au-dessus de la canalisation à la profondeur et sur la largeur qu’il prescrit, sous un grillage avertisseur jaune, dans un remblai exempt de pierres et d’éléments agressifs. Partout où la canalisation est dégagée, son revêtement est examiné avec l’exploitant avant remblai ; tout défaut ou choc lui est signalé et repris par lui ou sous son contrôle : rien n’est remblayé sans son accord.',
    },
    {
      when: /./,
      sujet: 'conduite à tenir en cas de fuite',
      texte:
        'Aucun point chaud (meulage, découpe, soudage) n’est exécuté près de la canalisation sans le permis de feu prévu au plan de prévention établi avec l’exploitant. Un accrochage, même sans fuite apparente, arrête le travail et est signalé aussitôt à l’exploitant. En cas de fuite ou d’odeur de gaz, la règle des « 4 A » s’applique : arrêter les travaux et couper les moteurs sans actionner d’appareil pouvant produire une étincelle ; alerter l’exploitant à son numéro d’urgence et les secours (18 ou 112) ; aménager un périmètre de sécurité en faisant évacuer le personnel et les riverains à distance, dos au vent ; accueillir les secours. Le numéro d’urgence de l’exploitant, donné dans sa réponse à la DICT, est affiché dans chaque engin et au bureau de chantier dès le premier jour.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT et réunion préalable avec l’exploitant',
      detail:
        'DT-DICT et lecture des réponses, exploitant de la canalisation identifié (à confirmer), réunion sur site avec lui avant tout terrassement : bande de sécurité, profondeur et largeur des protections, présence de son représentant, plan de prévention et permis de travail',
    },
    {
      titre: 'Localisation de la canalisation',
      detail:
        'canalisation localisée et piquetée par l’exploitant ou en sa présence, génératrice supérieure confirmée par sondages à la main ou par aspiration, bande de sécurité balisée sur le terrain',
    },
    {
      titre: 'Terrassement au droit de la canalisation',
      detail:
        'terrassement mécanique hors de la bande de sécurité seulement ; à l’intérieur, dégagement à la main ou à l’aspiratrice jusqu’à la cote prescrite, sans engin circulant ni déblai stocké au-dessus de la canalisation',
    },
    {
      titre: 'Examen du revêtement',
      detail:
        'revêtement de la canalisation dégagée examiné avec l’exploitant, tout défaut ou choc signalé avant remblai et repris par lui ou sous son contrôle',
    },
    {
      titre: 'Pose des protections mécaniques',
      detail:
        'dalles en béton ou plaques en PEHD posées au-dessus de la canalisation sur lit de sable réglé, à la profondeur, à la largeur et avec le recouvrement entre éléments que prescrit l’exploitant, manutention au palonnier sous guidage, sans choc',
    },
    {
      titre: 'Remblai et grillage avertisseur',
      detail:
        'remblai exempt de pierres et d’éléments agressifs, par couches compactées à la plaque vibrante au-dessus des protections, grillage avertisseur jaune à la cote prescrite, terrain remis en état et balises de l’exploitant remises en place',
    },
    {
      titre: 'Récolement et fin de travaux',
      detail:
        'relevé géoréférencé des protections posées remis à l’exploitant et au maître d’ouvrage, constat de fin de travaux signé avec l’exploitant',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT, réunion avec l’exploitant et localisation', part: 0.2 },
    { nom: 'Sondages de reconnaissance et terrassement au droit de la canalisation', part: 0.3 },
    { nom: 'Examen du revêtement et pose des protections', part: 0.25 },
    { nom: 'Remblai, grillage avertisseur et réfection des abords', part: 0.15 },
    { nom: 'Récolement et fin de chantier avec l’exploitant', part: 0.1 },
  ],
  materiel: [
    {
      nom: 'mini-pelle pour le terrassement hors de la bande de sécurité (godet de curage sans dents)',
      match: /pelle/,
    },
    {
      nom: 'aspiratrice excavatrice pour les sondages et le dégagement dans la bande de sécurité',
      match: /aspiratri|excavatrice/,
    },
    { nom: 'détecteur de réseaux', match: /detecteur de reseaux|localisat/ },
    {
      nom: 'détecteur de gaz (explosimètre) pendant les dégagements',
      match: /explosimetre|detecteur de gaz|multigaz|4 gaz/,
    },
    { nom: 'camion-grue ou engin muni d’un palonnier pour la pose des dalles', match: /grue|palonnier/ },
    { nom: 'plaque vibrante de compactage du remblai', match: /plaque vibrante|pilonneuse|compact/ },
    { nom: 'camion benne pour les déblais et les approvisionnements', match: /camion|benne|tombereau|dumper/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'dalles de protection en béton ou plaques de protection en PEHD, du modèle et des dimensions que prescrit l’exploitant',
    'sable de pose et matériaux de remblai exempts de pierres et d’éléments agressifs pour le revêtement',
    'grillage avertisseur jaune (gaz et hydrocarbures)',
  ],
  habilitations: [
    'autorisation d’intervention à proximité des réseaux (AIPR), opérateur pour les conducteurs d’engins et encadrant pour le chef de chantier et le conducteur de travaux',
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
  ],
  risques: [
    {
      risque: 'Endommagement de la canalisation de transport (fuite, incendie, explosion)',
      mesure:
        'localisation par l’exploitant et sondages, aucun terrassement mécanique dans la bande de sécurité, dégagement à la main ou par aspiration, représentant de l’exploitant présent selon ses prescriptions, personnel titulaire de l’AIPR',
    },
    {
      risque: 'Fuite de gaz ou d’hydrocarbures',
      mesure:
        'arrêt des travaux et des moteurs, évacuation à distance dos au vent, appel du numéro d’urgence de l’exploitant et des secours (18 ou 112), aucune source d’inflammation',
    },
    {
      risque: 'Incendie ou explosion lors d’un point chaud',
      mesure: 'aucun point chaud sans le permis de feu prévu au plan de prévention, extincteur à portée de main',
    },
    {
      risque: 'Écrasement lors de la pose des dalles',
      mesure: 'accessoires de levage vérifiés, personne sous la charge, guidage à distance',
    },
    {
      risque: 'Chute dans la fouille ou ensevelissement',
      mesure: 'fouille balisée, accès par échelle, talutage ou blindage dès 1,30 m de profondeur',
    },
    {
      risque: 'Collision engin-piéton',
      mesure: 'zone balisée, avertisseur de recul, guidage des manœuvres',
    },
  ],
  sansRisques: /./,
  dechets: [
    {
      dechet: 'Terres excédentaires, pierres et blocs écartés du remblai',
      categorie: 'Inertes',
      exutoire:
        'réemploi sur site hors de l’enrobage de la canalisation si conformes, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Emballages, palettes, chutes de grillage et de plaques PEHD',
      categorie: 'DND',
      exutoire: 'centre de tri, recyclage des chutes de PEHD',
    },
  ],
  autocontroles: [
    {
      point: 'Localisation de la canalisation et bande de sécurité',
      moment: 'avant tout terrassement (point d’arrêt)',
      preuve: 'compte rendu de la réunion préalable et du piquetage avec l’exploitant, photos datées des sondages',
    },
    {
      point: 'État du revêtement de la canalisation dégagée',
      moment: 'avant remblai (point d’arrêt)',
      preuve: 'constat signé avec l’exploitant, défauts signalés et reprise consignée',
    },
    {
      point: 'Profondeur, largeur et recouvrement des protections',
      moment: 'à la pose',
      preuve: 'relevé contradictoire avec l’exploitant, photos datées',
    },
    {
      point: 'Nature et compactage du remblai, cote du grillage avertisseur',
      moment: 'par couche',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Récolement des protections',
      moment: 'en fin de travaux',
      preuve: 'plan de récolement géoréférencé remis à l’exploitant',
    },
  ],
  pointsAttention: [
    'les prescriptions écrites de l’exploitant de la canalisation (bande de sécurité, profondeur et largeur des protections, présence de son représentant), à obtenir avant tout terrassement',
    'la profondeur réelle de la canalisation, confirmée par sondages',
    'les accès des engins et le stockage des dalles hors de la bande de sécurité',
  ],
  sansPointsAttention: /./,
  decennale: 'les ouvrages exécutés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'respecter la bande de servitude de la canalisation (ni plantation profonde ni fouille sans DT-DICT), laisser visibles les balises de l’exploitant et surveiller les tassements au droit des protections la première année',
};

/**
 * A city-stade or multi-sports ground (« Travaux d’installations sportives de type City-Stade »): for the terrassier,
 * its platform, foundations and sports surface to the supplier’s tolerances, the anchoring of the structure, the
 * lines, and the structure’s conformity to NF EN 15312 — no trench, pipe nor road.
 */
const CITY_STADE: SousType = {
  key: 'city_stade',
  label: 'plateforme et sol sportif d’un terrain multisports',
  when: /city[- ]?stades?|terrains? multi[- ]?sports?|plateaux? (multi[- ]?)?sportifs?|aires? multi[- ]?sports?|\bmultisports?\b/,
  horsModele: true,
  travaux: 'travaux de plateforme et de sol sportif du terrain multisports',
  ouvrage: 'la plateforme et le sol sportif',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$/,
  sansSpecificites: /./,
  normes: [
    {
      ref: 'NF EN 15312',
      objet:
        'équipements sportifs en accès libre : sécurité de la structure (buts, pare-ballons, ancrages), attestée par son fabricant',
    },
    { ref: 'NF EN 14877', objet: 'sols sportifs synthétiques d’extérieur, lorsque le CCTP en prévoit un' },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés : exécution de la couche de roulement sous le revêtement sportif',
      when: /enrobes?|bitum/,
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'terrain multisports',
      texte:
        'Un terrain multisports se juge à sa plateforme : portance contrôlée avant le revêtement, pente d’écoulement régulière (de l’ordre de 1 % selon le CCTP) sans flache où l’eau stagne, planéité contrôlée à la règle de 3 m, et massifs d’ancrage implantés aux cotes et aux tolérances du fabricant de la structure, dont la notice fixe les réservations et le serrage. La structure livrée doit être conforme à la NF EN 15312 : le certificat du fabricant et le procès-verbal de montage sont joints au DOE, et le terrain n’est ouvert au public qu’après la réception.',
    },
  ],
  etapes: [
    {
      titre: 'Implantation et DT-DICT',
      detail:
        'DT-DICT et marquage-piquetage des réseaux, implantation du terrain et des massifs d’après le plan du fabricant, clôture de chantier séparant l’emprise des usagers du site',
    },
    {
      titre: 'Terrassement et plateforme',
      detail:
        'décapage de la terre végétale, terrassement de la plateforme à la pente d’écoulement prévue, couche de forme et couche de fondation en grave compactées par couches, portance contrôlée à la plaque',
    },
    {
      titre: 'Massifs et réservations',
      detail:
        'fouilles et massifs béton des poteaux et des buts, platines ou fourreaux d’ancrage calés aux cotes du fabricant, cotes contrôlées avant coulage',
    },
    {
      titre: 'Revêtement',
      detail:
        'revêtement que fixe le CCTP (enrobé, béton poreux ou sol synthétique sur support) mis en œuvre sur la plateforme réglée, planéité contrôlée à la règle de 3 m et pente vérifiée',
    },
    {
      titre: 'Structure et marquage',
      detail:
        'montage de la structure par le fournisseur ou sous sa notice, serrage des ancrages, traçage des lignes de jeu, abords et cheminements raccordés sans ressaut',
    },
    {
      titre: 'Contrôles et remise',
      detail:
        'certificat NF EN 15312 du fabricant et procès-verbal de montage, relevé de planéité et de pente, abords remis en état, récolement',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et implantation', part: 0.15 },
    { nom: 'Terrassement et plateforme', part: 0.3 },
    { nom: 'Massifs et revêtement', part: 0.3 },
    { nom: 'Structure et marquage', part: 0.15 },
    { nom: 'Contrôles, abords et repli', part: 0.1 },
  ],
  materiel: [
    { nom: 'pelle hydraulique ou mini-pelle pour le terrassement et les fouilles des massifs', match: /pelle/ },
    { nom: 'compacteur et plaque vibrante pour la plateforme', match: /compacteur|plaque vibrante|rouleau/ },
    { nom: 'laser rotatif pour le réglage des pentes et de la planéité', match: /laser|niveau/ },
    { nom: 'camions bennes pour les terres et les graves', match: /camion|benne/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'graves non traitées pour la couche de forme et la couche de fondation, conformes au CCTP',
    'béton des massifs (NF EN 206/CN) et ancrages fournis avec la structure',
    'revêtement que fixe le CCTP (enrobé, béton poreux ou sol synthétique NF EN 14877)',
  ],
  habilitations: [
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Intrusion d’usagers du site dans l’emprise',
      mesure:
        'clôture de chantier continue et fermée hors des heures de travail, accès des engins balisé, aucun matériel laissé hors de l’emprise',
    },
    {
      risque: 'Collision engin-piéton',
      mesure: 'plan de circulation, avertisseur de recul, guidage des manœuvres aux abords des cheminements du site',
    },
    {
      risque: 'Accrochage d’un réseau enterré',
      mesure: 'DT-DICT, marquage-piquetage, terrassement manuel aux abords, personnel titulaire de l’AIPR',
    },
  ],
  sansRisques: /./,
  dechets: [
    {
      dechet: 'Terres de décapage et de terrassement',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site si le CCTP le permet, sinon ISDI',
    },
    {
      dechet: 'Enrobés ou bétons démolis de l’ancien sol, s’il y en a',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage après analyse amiante et HAP des enrobés',
    },
    { dechet: 'Emballages de la structure', categorie: 'DND', exutoire: 'centre de tri ou reprise par le fournisseur' },
  ],
  autocontroles: [
    {
      point: 'Portance de la plateforme',
      moment: 'avant la mise en œuvre du revêtement (point d’arrêt)',
      preuve: 'essais à la plaque, procès-verbal',
    },
    {
      point: 'Cotes et implantation des massifs d’ancrage',
      moment: 'avant coulage (point d’arrêt)',
      preuve: 'relevé comparé au plan du fabricant',
    },
    {
      point: 'Planéité et pente du revêtement',
      moment: 'après mise en œuvre',
      preuve: 'contrôle à la règle de 3 m et relevé des pentes',
    },
    {
      point: 'Conformité de la structure montée',
      moment: 'avant la réception',
      preuve: 'certificat NF EN 15312 du fabricant et procès-verbal de montage',
    },
  ],
  pointsAttention: [
    'le plan du fabricant de la structure (massifs, réservations, tolérances), à obtenir avant l’implantation',
    'la nature du sol et l’écoulement des eaux de la plateforme',
    'les accès au terrain et la séparation du chantier d’avec les usagers du site',
  ],
  sansPointsAttention: /./,
  decennale:
    'la plateforme, les massifs et le revêtement, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'faire vérifier le serrage des ancrages et l’état de la structure selon la notice du fabricant, balayer le revêtement et maintenir dégagées ses évacuations',
};

/**
 * Platforms built for sports equipment (« Création de plateformes pour divers équipements sportifs »): the earthworks,
 * structure, falls and flatness that the equipment's supplier or the surfacing lot needs — the platforms are the work,
 * named, not a road supposed (round 26).
 */
const PLATEFORMES_SPORTIVES: SousType = {
  ...CITY_STADE,
  key: 'plateformes_sportives',
  label: 'plateformes des équipements sportifs',
  when: /plate-?formes? (?:pour |d'|de |des )?(?:(?:divers|differents|nouveaux|les|des|d'|de) )?(?:equipements?|activites|terrains?|aires?) (?:de )?sporti|plate-?formes? sporti/,
  travaux: 'travaux de plateformes des équipements sportifs',
  ouvrage: 'les plateformes',
  normes: [
    {
      ref: 'NF EN 14877',
      objet: 'sols sportifs synthétiques d’extérieur, lorsque le CCTP en prévoit un sur la plateforme',
    },
    {
      ref: 'NF EN 15312, NF EN 14974, NF EN 16630',
      objet:
        'équipements sportifs en accès libre, installations pour sports à roulettes, équipements d’entraînement de plein air : les tolérances et les ancrages que leurs fabricants fixent pour la plateforme',
    },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés : exécution de la couche de roulement, lorsque la plateforme en reçoit une',
      when: /enrobes?|bitum/,
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'plateformes d’équipements sportifs',
      texte:
        'Une plateforme d’équipement sportif se juge à ce que l’équipement ou le revêtement posé ensuite en attend : portance contrôlée à la plaque avant la couche de fondation, pente d’écoulement régulière que fixe le CCTP (de l’ordre de 1 %) sans flache où l’eau stagne, planéité contrôlée à la règle de 3 m, drainage ou tranchée drainante en pied de plateforme lorsque le sol retient l’eau, et massifs ou fourreaux d’ancrage implantés aux cotes du plan du fabricant. Chaque plateforme est réceptionnée avec l’entreprise qui pose l’équipement ou le sol sportif : relevé de planéité et de pentes remis, pour qu’aucune reprise ne soit demandée après coup.',
    },
  ],
  etapes: [
    {
      titre: 'Implantation et DT-DICT',
      detail:
        'DT-DICT et marquage-piquetage des réseaux, implantation de chaque plateforme et de ses massifs d’après les plans des équipements, clôture de chantier séparant l’emprise des usagers du site',
    },
    {
      titre: 'Terrassement et plateformes',
      detail:
        'décapage de la terre végétale, terrassement de chaque plateforme à la pente d’écoulement prévue, couche de forme et couche de fondation en grave compactées par couches, portance contrôlée à la plaque',
    },
    {
      titre: 'Drainage, massifs et réservations',
      detail:
        'tranchées drainantes et exutoire que prévoit le CCTP, fouilles et massifs béton des équipements, platines ou fourreaux d’ancrage calés aux cotes des fabricants, cotes contrôlées avant coulage',
    },
    {
      titre: 'Couche de surface',
      detail:
        'couche de surface que fixe le CCTP (grave fine réglée, enrobé ou béton) mise en œuvre sur la plateforme réglée, planéité contrôlée à la règle de 3 m et pentes vérifiées',
    },
    {
      titre: 'Réception des supports et abords',
      detail:
        'relevé de planéité et de pentes remis à l’entreprise qui pose l’équipement ou le sol sportif, abords et cheminements raccordés sans ressaut, terre végétale régalée, récolement',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et implantation', part: 0.15 },
    { nom: 'Terrassement et plateformes', part: 0.35 },
    { nom: 'Drainage, massifs et réservations', part: 0.2 },
    { nom: 'Couche de surface', part: 0.2 },
    { nom: 'Réception des supports, abords et repli', part: 0.1 },
  ],
  materiaux: [
    'graves non traitées pour la couche de forme et la couche de fondation, conformes au CCTP',
    'drains, géotextile et matériaux drainants que prévoit le CCTP',
    'béton des massifs (NF EN 206/CN) et ancrages selon les plans des fabricants',
    'couche de surface que fixe le CCTP (grave fine, enrobé ou béton)',
  ],
  autocontroles: [
    {
      point: 'Portance de chaque plateforme',
      moment: 'avant la couche de fondation (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1), procès-verbal',
    },
    {
      point: 'Cotes et implantation des massifs d’ancrage',
      moment: 'avant coulage (point d’arrêt)',
      preuve: 'relevé comparé aux plans des fabricants',
    },
    {
      point: 'Planéité et pentes de la couche de surface',
      moment: 'avant la réception du support par l’entreprise de l’équipement ou du sol sportif (point d’arrêt)',
      preuve: 'contrôle à la règle de 3 m et relevé topographique des pentes',
    },
  ],
  dechets: [
    {
      dechet: 'Terres et matériaux inertes excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site ou installation de stockage de déchets inertes',
    },
    { dechet: 'Emballages et chutes de drains et de géotextile', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'les plans et les tolérances des équipements ou du sol sportif que chaque plateforme reçoit',
    'la nature du sol et l’exutoire des eaux des plateformes',
    'les accès et la séparation du chantier d’avec les usagers du site',
  ],
  decennale: 'les plateformes, leurs massifs et leurs drainages, qui concourent à la solidité des ouvrages',
  biennale: '',
  entretien:
    'curer les exutoires des drainages, surveiller les tassements et les flaches la première année, et faire vérifier les ancrages des équipements selon les notices de leurs fabricants',
};

/**
 * A ski run reshaped (« Travaux de reprise d’une piste de ski - liaison Duche - Myrtilles »): mountain earthworks in
 * the summer window — topsoil stripped and stored, cut and fill on the slope with engines made for it, drainage and
 * cross-drains against gullying, topsoil spread back and the slope re-vegetated with an altitude seed mix; no road,
 * trench or pipe, no ladders or scaffolds.
 */
const PISTE_SKI: SousType = {
  key: 'piste_ski',
  label: 'terrassement et reprofilage de piste de ski',
  when: /pistes? (de ski|skiables?|de descente|bleue|rouge|verte|noire)|domaines? skiables?|front de neige|retenues? collinaires?/,
  // (« aire de lavage des engins du domaine skiable »: the resort is the place, another work the object)
  unlessSurObjet: /aires? de lavage|plateformes? de lavage|\bbatiments?\b|garages?|hangars?/,
  horsModele: true,
  travaux: 'travaux de terrassement et de reprofilage de la piste',
  ouvrage: 'la piste reprofilée et revégétalisée',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$/,
  sansSpecificites: /./,
  normes: [
    {
      ref: 'Fascicule 35 du CCTG',
      objet: 'terre végétale, engazonnement et garantie de reprise de la revégétalisation',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'terrassement en montagne',
      texte:
        'Une piste se terrasse dans la fenêtre entre la fonte des neiges et les premières chutes, sols ressuyés : le planning est calé sur cette saison et sur l’exploitation du domaine (remontées, neige de culture, chantiers voisins), arrêtée avec l’exploitant. La terre végétale est décapée à part et mise en cordons pour être régalée en fin de chantier ; les déblais et remblais sont conduits en pente avec des engins adaptés (pelle araignée ou pelle sur chenilles, tombereaux articulés), les remblais compactés par couches ; le profil est drainé — renvois d’eau en travers de la piste, cunettes et exutoires stabilisés — pour qu’aucun ruissellement ne ravine la piste, puis la surface est revégétalisée avec un mélange de semences adapté à l’altitude, semée avant l’automne. Les zones humides, les espèces protégées et les périodes sensibles que fixent l’étude d’impact ou l’autorisation environnementale sont balisées avant tout terrassement.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et piquetage',
      detail:
        'DT-DICT (réseaux de neige de culture, câbles et massifs des remontées mécaniques), état des lieux contradictoire avec l’exploitant, piquetage du profil projeté, balisage des zones sensibles que fixe le dossier environnemental, pistes d’accès des engins',
    },
    {
      titre: 'Décapage et stockage de la terre végétale',
      detail:
        'terre végétale décapée séparément sur l’emprise, mise en cordons non compactés à l’abri du ruissellement, blocs triés pour réemploi ou évacuation selon le CCTP',
    },
    {
      titre: 'Terrassements et reprofilage',
      detail:
        'déblais et remblais à la pelle araignée ou sur chenilles et aux tombereaux articulés, remblais compactés par couches selon le GTR, profil en long et en travers réglés au guidage GPS, aucune sur-largeur hors emprise autorisée',
    },
    {
      titre: 'Drainage et renvois d’eau',
      detail:
        'tranchées drainantes ou cunettes là où le CCTP les prévoit, renvois d’eau en travers de la piste à l’espacement prévu, exutoires empierrés pour que l’eau ne ravine ni la piste ni le versant',
    },
    {
      titre: 'Régalage et revégétalisation',
      detail:
        'terre végétale régalée sur le profil fini, ensemencement hydraulique ou à la volée d’un mélange adapté à l’altitude (semences locales si le CCTP le prévoit), fertilisation et paillage selon le CCTP',
    },
    {
      titre: 'Contrôles et remise',
      detail:
        'profils relevés et comparés au projet, renvois d’eau vérifiés par temps de pluie, récolement remis à l’exploitant, levée de la végétation constatée à la saison suivante',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT, piquetage et décapage', part: 0.2 },
    { nom: 'Terrassements et reprofilage', part: 0.4 },
    { nom: 'Drainage et renvois d’eau', part: 0.15 },
    { nom: 'Régalage de la terre végétale et revégétalisation', part: 0.15 },
    { nom: 'Récolement et repli', part: 0.1 },
  ],
  materiel: [
    { nom: 'pelle araignée ou pelle hydraulique sur chenilles adaptée aux pentes', match: /pelle/ },
    { nom: 'tombereaux articulés ou dumpers sur chenilles', match: /tombereau|dumper/ },
    { nom: 'bouteur pour le régalage et le réglage des plateformes', match: /bouteur|bulldozer/ },
    { nom: 'compacteur pour les remblais', match: /compacteur|rouleau/ },
    { nom: 'guidage et relevés GPS des profils', match: /gps|station totale|theodolite/ },
    { nom: 'hydroseeder pour l’ensemencement', match: /hydroseeder|hydromulch|semoir/ },
    { nom: 'camions bennes pour l’évacuation des excédents', match: /camion|benne/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'terre végétale du site, décapée et remise en place',
    'matériaux de drainage (graves drainantes, géotextile) et empierrements des exutoires selon le CCTP',
    'mélange de semences adapté à l’altitude, fertilisant et paillage selon le CCTP',
  ],
  habilitations: [
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Renversement d’un engin dans la pente',
      mesure:
        'engins adaptés à la pente (pelle araignée, chenilles), limites du constructeur respectées, plan de circulation des engins, aucun travail en travers au-delà de la pente admise, ceinture bouclée',
    },
    {
      risque: 'Chute de blocs ou glissement du talus',
      mesure: 'purge des blocs instables, pas d’intervenant à pied en aval des engins, talus réglés à la pente prévue',
    },
    {
      risque: 'Accrochage d’un réseau de neige de culture ou d’un câble',
      mesure:
        'DT-DICT, marquage-piquetage avec l’exploitant, terrassement manuel aux abords, personnel titulaire de l’AIPR',
    },
    {
      risque: 'Orage et changement brutal de météo en montagne',
      mesure:
        'suivi des bulletins, arrêt des engins et repli des équipes en cas d’orage, moyens d’alerte sur le chantier',
    },
  ],
  sansRisques: /./,
  dechets: [
    {
      dechet: 'Terre végétale et déblais',
      categorie: 'Inertes',
      exutoire:
        'réemployés sur la piste (terre végétale régalée, déblais en remblai) ; excédents au site de dépôt autorisé',
    },
    {
      dechet: 'Blocs rocheux non réemployés',
      categorie: 'Inertes',
      exutoire: 'réemploi en enrochement ou en exutoire si le CCTP le prévoit, sinon ISDI',
    },
    {
      dechet: 'Emballages des semences et des géotextiles',
      categorie: 'DND',
      exutoire: 'centre de tri',
    },
  ],
  autocontroles: [
    {
      point: 'Piquetage et zones sensibles balisées',
      moment: 'avant tout décapage (point d’arrêt)',
      preuve: 'plan de piquetage et photos du balisage',
    },
    {
      point: 'Compactage des remblais',
      moment: 'par couche',
      preuve: 'fiche de compactage (engin, nombre de passes, épaisseur), essais si le CCTP en prévoit',
    },
    {
      point: 'Profils en long et en travers',
      moment: 'à l’avancement, avant régalage de la terre végétale',
      preuve: 'relevés GPS comparés au projet',
    },
    {
      point: 'Renvois d’eau et exutoires',
      moment: 'avant ensemencement',
      preuve: 'fiche d’autocontrôle et photos datées',
    },
  ],
  pointsAttention: [
    'la fenêtre de travaux entre la fonte des neiges et les premières chutes, et le calendrier de l’exploitant du domaine',
    'les prescriptions environnementales (zones humides, espèces protégées, périodes sensibles) du dossier',
    'les réseaux de neige de culture et les massifs des remontées mécaniques',
  ],
  sansPointsAttention: /./,
  decennale:
    'les ouvrages de terrassement et de drainage exécutés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'faire inspecter les renvois d’eau et les exutoires après la fonte et après chaque orage, et regarnir les zones mal levées à la saison suivante',
};

/**
 * Road upkeep by the roadside (« Curage de fossés et dérasement d’accotements (2024-2027) »): ditches cleaned to
 * their profile and verges levelled, section by section, on open roads — no trench, pipe nor asphalt unless the
 * object names them (mowing is not ours).
 */
const FOSSES_ACCOTEMENTS =
  /curages? (de |des |du )?(fosses?|fosse)|entretien (de |des |du )?fosses?|fosses?[^.\n]{0,40}(curage|recalibrage|reprofilage)|(recalibrage|reprofilage)s? (de |des )?fosses?|(derasement|arasement)s? (d'|des |de l')?accotements?|accotements?[^.\n]{0,30}(derasement|arasement)/;
const ENTRETIEN_FOSSES: SousType = {
  key: 'fosses_accotements',
  label: 'curage de fossés et dérasement d’accotements',
  when: FOSSES_ACCOTEMENTS,
  // A septic tank or a lift pit emptied is no roadside ditch.
  unless: /fosses? (septiques?|toutes eaux|de relevage|a lisier)|bacs? a graisse/,
  travaux: 'travaux d’entretien des fossés et des accotements',
  ouvrage: 'les fossés et les accotements',
  sansNormes: /Fascicule 2 du CCTG|Guide GTR|^NF P 98-331$|^Fascicule 70 du CCTG$|^NF P 94-500$/,
  sansSpecificites: /^structures de chaussée$|^réseaux d’assainissement$/,
  specificites: [
    {
      when: /./,
      sujet: 'curage des fossés et dérasement des accotements',
      texte:
        'Un fossé est curé à son profil d’origine, de l’aval vers l’amont, sans surcreuser sous le fil d’eau existant ni entamer le pied de talus côté chaussée, pour rétablir l’écoulement sans déstabiliser la route ; l’accotement est dérasé pour que l’eau de la chaussée rejoigne de nouveau le fossé, la rive de chaussée restant intacte. Les têtes de buses et les exutoires rencontrés sont dégagés, et chaque anomalie (buse écrasée, ravinement, exutoire bouché) est signalée au gestionnaire de la route avec sa localisation.',
    },
    {
      when: /20\d\d ?(-|a|\/) ?20\d\d|pluriannuel|bons? de commande|accord-cadre|\bacbc\b/,
      sujet: 'exécution par commandes ou campagnes',
      texte:
        'Le marché s’étendant sur plusieurs années, chaque commande ou campagne est traitée pour elle-même : reconnaissance des sections avec le gestionnaire, date d’intervention arrêtée avec lui, signalisation, travaux, puis compte rendu de la section ; les campagnes sont calées sur les saisons (sols portants, hors des périodes sensibles pour la faune que fixe le CCTP).',
    },
  ],
  etapes: [
    {
      titre: 'Reconnaissance des sections',
      detail:
        'pour chaque commande ou campagne, visite des sections avec le gestionnaire de la route (linéaire, état des fossés et accotements, buses et exutoires, entrées riveraines), DT-DICT, périodes et zones sensibles pour la faune que fixe le CCTP',
    },
    {
      titre: 'Signalisation temporaire',
      detail:
        'signalisation temporaire de chantier, fixe ou mobile, posée avant toute intervention selon la réglementation de la route et l’arrêté de circulation du gestionnaire, alternat si la voie est réduite, déposée en fin d’intervention',
    },
    {
      titre: 'Curage des fossés',
      detail:
        'pelle hydraulique équipée d’un godet de curage, fossé repris à son profil d’origine de l’aval vers l’amont, sans surcreuser, têtes de buses et exutoires dégagés',
      when: /fosse/,
    },
    {
      titre: 'Dérasement des accotements',
      detail:
        'dérasement à la niveleuse, à la dérouteuse ou à la pelle, bourrelets enlevés et pente rétablie vers le fossé, rive de chaussée préservée',
      when: /accotement/,
    },
    {
      titre: 'Évacuation des produits',
      detail:
        'terres de curage et de dérasement chargées directement en camion et conduites au site de valorisation ou de dépôt désigné (régalées sur place seulement si le CCTP le permet) ; analyse préalable lorsqu’une pollution est suspectée (hydrocarbures, anciens enrobés)',
    },
    {
      titre: 'Contrôle de l’écoulement',
      detail:
        'fil d’eau vérifié jusqu’à l’exutoire (pente continue, aucun point bas), chaussée balayée, signalisation déposée',
    },
    {
      titre: 'Compte rendu par section',
      detail:
        'linéaires réalisés par section, volumes évacués et bons de dépôt, photos avant et après, anomalies relevées, remis au gestionnaire avec la situation de travaux',
    },
  ],
  phases: [
    { nom: 'Commande, reconnaissance des sections et signalisation', part: 0.15 },
    { nom: 'Curage et dérasement, section par section', part: 0.5 },
    { nom: 'Évacuation des terres et contrôle de l’écoulement', part: 0.2 },
    { nom: 'Compte rendu par section et repli', part: 0.15 },
  ],
  materiel: [
    { nom: 'pelle hydraulique sur pneus ou sur chenilles avec godet de curage', match: /pelle/ },
    {
      nom: 'niveleuse ou dérouteuse pour le dérasement des accotements',
      match: /niveleuse|derouteuse|accotement/,
      when: /accotement/,
    },
    { nom: 'camions bennes pour l’évacuation des terres', match: /camion|tombereau|benne/ },
    {
      nom: 'véhicule de signalisation (flèche lumineuse, panneaux de chantier)',
      match: /signalisation|fleche|panneau/,
    },
    { nom: 'balayeuse pour le nettoyage de la chaussée', match: /balay/ },
  ],
  sansMateriel: /^(?!détecteur)/,
  materiaux: [
    'panneaux et dispositifs de signalisation temporaire homologués',
    'matériaux d’apport pour reprendre une rive d’accotement, seulement si le bordereau les prévoit',
  ],
  habilitations: [
    'conduite d’engins (CACES R482)',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
    'formation à la pose de la signalisation temporaire de chantier',
  ],
  risques: [
    {
      // Ditches and verges line a road: its traffic is always there.
      risque: 'Heurt d’un intervenant par un véhicule de la voie ouverte à la circulation',
      mesure:
        'signalisation temporaire posée avant toute intervention, vêtements à haute visibilité, véhicule de signalisation en protection, aucun intervenant à pied côté circulation hors de la zone balisée',
    },
    {
      risque: 'Basculement de l’engin dans le fossé ou sur le talus',
      mesure: 'rives reconnues avant intervention, engin adapté à la largeur de l’accotement, ceinture bouclée',
    },
    {
      risque: 'Accrochage d’un réseau enterré ou d’une ligne aérienne',
      mesure:
        'DT-DICT, marquage-piquetage, godet tenu au-dessus du fil d’eau existant, distance aux lignes aériennes respectée, personnel titulaire de l’AIPR',
    },
  ],
  sansRisques: /Ensevelissement|Circulation routière aux abords|Accrochage d’un réseau enterré/,
  dechets: [
    {
      dechet: 'Terres de curage et de dérasement non polluées',
      categorie: 'Inertes',
      exutoire: 'site de valorisation ou de dépôt désigné, à défaut ISDI, avec bons de dépôt par section',
    },
    {
      dechet: 'Terres suspectées polluées (hydrocarbures, HAP)',
      categorie: 'DD',
      exutoire: 'isolées et analysées, puis filière selon le résultat (ISDND, biocentre ou ISDD), bordereau de suivi',
    },
    {
      dechet: 'Déchets abandonnés retirés des fossés (plastiques, ferrailles)',
      categorie: 'DND',
      exutoire: 'centre de tri',
    },
  ],
  autocontroles: [
    {
      point: 'Reconnaissance contradictoire des sections commandées',
      moment: 'avant chaque commande (point d’arrêt)',
      preuve: 'compte rendu de visite signé avec le gestionnaire',
    },
    {
      point: 'Signalisation temporaire en place et conforme',
      moment: 'avant chaque intervention',
      preuve: 'liste de contrôle signée du chef d’équipe',
    },
    {
      point: 'Fil d’eau et profil du fossé curé',
      moment: 'à l’avancement, par section',
      preuve: 'relevés de pente et photos datées',
      when: /fosse/,
    },
    {
      point: 'Pente de l’accotement dérasé vers le fossé',
      moment: 'à l’avancement, par section',
      preuve: 'fiche d’autocontrôle et photos datées',
      when: /accotement/,
    },
    {
      point: 'Traçabilité des terres évacuées',
      moment: 'à chaque rotation',
      preuve: 'bons de dépôt rattachés à chaque section',
    },
  ],
  pointsAttention: [
    'l’état des fossés et accotements de chaque section (linéaire, buses, exutoires), à reconnaître avec le gestionnaire avant chaque commande',
    'le site de valorisation ou de dépôt des terres et sa distance aux sections',
    'les périodes sensibles pour la faune (nidification, amphibiens) et les zones humides que fixe le CCTP',
  ],
  sansPointsAttention: /./,
  // Cleaning and levelling are upkeep: no new ouvrage is presumed insured under the décennale.
  decennale: 'les ouvrages exécutés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'faire visiter les fossés après les gros orages et à l’automne, et tenir dégagés les têtes de buses et les exutoires',
};

/**
 * A paved yard made permeable and green again (« désimperméabilisation et végétalisation des cours
 * d’écoles », « cour oasis »): the asphalt analysed for asbestos and PAH before it is planed (the regime of
 * an opened roadway, `DECHETS_CHAUSSEE_OUVERTE`), asphalt and foundation layers removed, the soil
 * decompacted, topsoil brought, rain infiltrated where it falls (noues, jardins de pluie, permeability
 * tested), permeable surfaces and plantings under the fascicule 35 with their guarantee of reprise — no
 * asphalt laid, no pipe network as the main work, no topsoil to strip under a yard. In a school, the heavy
 * works fall in the holidays.
 */
const DESIMPERMEABILISATION =
  /desimpermeabilis|depermeabilis|debitum|cours? oasis|(vegetalisation|renaturation|reamenagement paysager|transformation)s? (de la |des |d'une |de )?cours?\b(?! d'eau)|cours? (d'ecoles?|de recreation|d'ecole)[^.\n]{0,60}(vegetalis|renatur|permeable|plantation)/;
const ECOLE = /ecoles?|scolaires?|colleges?|lycees?|creches?|maternelles?|recreation/;

const DESIMPERMEABILISATION_COURS: SousType = {
  key: 'desimpermeabilisation',
  label: 'désimperméabilisation et végétalisation',
  when: DESIMPERMEABILISATION,
  surObjet: true,
  travaux: 'travaux de désimperméabilisation et de végétalisation',
  ouvrage: 'les surfaces désimperméabilisées et plantées',
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$|^NF P 94-500$/,
  normes: [
    {
      ref: 'Fascicule 35 du CCTG',
      objet:
        'travaux d’espaces verts et d’aménagements paysagers : terre végétale, fournitures et plantation des végétaux, garantie de reprise',
    },
    { ref: 'NF U 44-051', objet: 'amendements organiques (compost incorporé à la terre végétale)' },
  ],
  sansSpecificites: /^(structures de chaussée|réseaux d’assainissement)$/,
  specificites: [
    {
      when: /./,
      sujet: 'désimperméabilisation et végétalisation',
      texte:
        'Désimperméabiliser une cour, c’est rendre au sol sa capacité d’infiltrer et de porter des plantations : les enrobés sont d’abord carottés et analysés (amiante et HAP) avant tout sciage ou rabotage, puis retirés avec leurs couches de fondation jusqu’au sol en place, chaque matériau dans sa filière. Le fond de forme est décompacté sans mélanger les horizons, la terre végétale rapportée est régalée en couches non compactées, et les eaux pluviales sont infiltrées sur place par des noues, des jardins de pluie ou des revêtements perméables dont le sol est vérifié par des essais de perméabilité. Les plantations suivent le fascicule 35 du CCTG : végétaux contrôlés à la livraison, plantés en saison, arrosés et entretenus jusqu’à la fin de la garantie de reprise.',
    },
    {
      when: ECOLE,
      sujet: 'chantier dans une cour d’école',
      texte:
        'Chaque cour traitée est celle d’une école en activité : démolitions, terrassements et rotations de camions sont placés pendant les vacances scolaires, l’emprise est clôturée et séparée des accès des élèves et du personnel, et aucun engin, matériau ni fosse ouverte ne reste accessible à la reprise des classes ; les plantations, qui demandent leur saison, sont calées en accord avec l’école, hors des heures de récréation.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT et état des lieux',
      detail:
        'déclarations DT-DICT et marquage-piquetage des réseaux présents sous la cour (eaux pluviales, éclairage, alimentations des bâtiments), état des lieux contradictoire des façades, des clôtures et des arbres conservés',
    },
    {
      titre: 'Analyse des enrobés',
      detail:
        'carottage des enrobés et analyse de leur teneur en amiante et en HAP avant tout sciage ou rabotage (point d’arrêt), filière et mode opératoire de chaque enrobé arrêtés au vu des résultats',
    },
    {
      titre: 'Installation en site scolaire',
      detail:
        'emprise clôturée et séparée des accès des élèves et du personnel, accès des engins distinct, démolitions et terrassements pendant les vacances scolaires',
      when: ECOLE,
    },
    {
      titre: 'Démolition des revêtements',
      detail:
        'sciage en limite des surfaces conservées, rabotage ou décroûtage des enrobés, dépose des bordures et dallages supprimés, terrassement des couches de fondation jusqu’au sol en place, matériaux triés par filière',
    },
    {
      titre: 'Décompactage et ouvrages d’infiltration',
      detail:
        'décompactage du fond de forme sans mélanger les horizons, racines des arbres conservés protégées, noues et jardins de pluie façonnés aux cotes du projet, essais de perméabilité du sol en place avant leur réglage (point d’arrêt)',
    },
    {
      titre: 'Terre végétale et revêtements perméables',
      detail:
        'apport de terre végétale conforme au CCTP, régalée en couches non compactées et amendée, revêtements perméables prévus (stabilisé, paillage, pavés à joints enherbés, dalles alvéolées) sur leur fondation drainante',
    },
    {
      titre: 'Plantations',
      detail:
        'végétaux contrôlés à la livraison, plantés en saison (hors gel et hors sécheresse), tuteurage, paillage, cuvettes et arrosage de plantation, protection des jeunes plants contre le piétinement',
    },
    {
      titre: 'Réception et garantie de reprise',
      detail:
        'réception des surfaces et des plantations, arrosages et entretien pendant la garantie de reprise fixée au CCTP, remplacement des végétaux non repris, plan de récolement des ouvrages d’infiltration',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et analyses des enrobés', part: 0.1 },
    { nom: 'Démolition des enrobés et terrassements', part: 0.3 },
    { nom: 'Décompactage et ouvrages d’infiltration', part: 0.2 },
    { nom: 'Terre végétale et revêtements perméables', part: 0.2 },
    { nom: 'Plantations, réception et garantie de reprise', part: 0.2 },
  ],
  risques: [
    {
      risque: 'Intrusion d’élèves ou de tiers dans l’emprise du chantier',
      mesure:
        'clôture pleine fermée hors présence de l’équipe, travaux lourds pendant les vacances scolaires, aucun engin, matériau ni fosse ouverte accessible à la reprise des classes',
      when: ECOLE,
    },
    {
      risque: 'Intrusion de tiers dans l’emprise du chantier',
      mesure: 'clôture pleine fermée hors présence de l’équipe, aucun engin, matériau ni fosse ouverte accessible',
      when: new RegExp(`^(?![\\s\\S]*(?:${ECOLE.source}))`),
    },
    {
      risque: 'Exposition à l’amiante ou aux HAP des anciens enrobés',
      mesure:
        'analyse des enrobés avant tout sciage ou rabotage ; enrobé amianté retiré par une entreprise certifiée sous-section 3 ; enrobé à HAP raboté à l’eau, poussières limitées et protections respiratoires adaptées',
    },
    {
      risque: 'Troubles musculo-squelettiques lors des plantations',
      mesure:
        'fosses de plantation ouvertes à la mini-pelle ou à la tarière, mottes manutentionnées à la pince ou à deux',
    },
  ],
  sansRisques: /Ensevelissement|Circulation routière/,
  materiel: [
    { nom: 'raboteuse ou brise-roche hydraulique pour la dépose des enrobés', match: /raboteuse|brise|marteau/ },
    { nom: 'dent de décompactage (ripper) sur pelle hydraulique', match: /ripper|decompact|sous-soleuse/ },
    { nom: 'tarière et outillage de plantation', match: /tariere|plantation/ },
    { nom: 'matériel d’essai d’infiltration (infiltromètre)', match: /infiltrometre|permeabil|porchet/ },
  ],
  sansMateriel: /blindages|chargeuse/,
  materiaux: [
    'terre végétale d’apport conforme au CCTP (texture, matière organique, absence de débris et de plantes invasives), analyse fournie avant livraison',
    'amendement organique conforme à la NF U 44-051',
    'végétaux (arbres, arbustes, vivaces) de la force et du conditionnement prévus au CCTP, tuteurs et paillage',
    'revêtements perméables prévus au CCTP (stabilisé, copeaux ou paillage, pavés à joints enherbés, dalles alvéolées) et leur grave drainante',
    'bordures de confinement des surfaces plantées et géotextile de séparation, lorsque le CCTP les prévoit',
  ],
  habilitations: [
    'conduite d’engins (CACES R482)',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
    'compagnons formés aux travaux paysagers pour les plantations, ou paysagiste sous-traitant déclaré',
  ],
  autocontroles: [
    {
      point: 'Analyse des enrobés de la cour (amiante et HAP)',
      moment: 'avant tout sciage ou rabotage (point d’arrêt)',
      preuve: 'rapports d’analyse des carottages, filière des déblais d’enrobés arrêtée',
    },
    {
      point: 'Décompactage du fond de forme',
      moment: 'avant apport de la terre végétale (point d’arrêt)',
      preuve: 'profondeur relevée par zone, photos datées',
    },
    {
      point: 'Perméabilité du sol des noues et jardins de pluie',
      moment: 'avant leur réglage (point d’arrêt)',
      preuve: 'PV d’essais de perméabilité comparés aux hypothèses du projet',
    },
    {
      point: 'Qualité et épaisseur de la terre végétale',
      moment: 'à la livraison et au régalage',
      preuve: 'analyse de la terre d’apport, bons de livraison, sondages d’épaisseur',
    },
    {
      point: 'Conformité des végétaux livrés (force, motte, état sanitaire)',
      moment: 'à la livraison',
      preuve: 'bons de livraison et fiche de contrôle',
    },
    {
      point: 'Reprise des végétaux',
      moment: 'pendant la garantie de reprise',
      preuve: 'constats contradictoires, végétaux remplacés',
    },
  ],
  dechets: [
    ...DECHETS_CHAUSSEE_OUVERTE.filter((d) => /enrobés/.test(d.dechet)).map((d) => ({ ...d, when: undefined })),
    {
      dechet: 'Graves et matériaux des couches de fondation',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site si le CCTP le permet, sinon plateforme de recyclage des inertes ou ISDI',
    },
    {
      dechet: 'Bordures, dallages et bétons démolis',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage-recyclage',
    },
    {
      dechet: 'Terres excédentaires non polluées',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Emballages et conteneurs des végétaux',
      categorie: 'DND',
      exutoire: 'centre de tri, conteneurs repris par le pépiniériste',
    },
  ],
  pointsAttention: [
    'les résultats des analyses des enrobés (amiante et HAP), qui fixent les filières et les modes opératoires',
    'l’épaisseur des couches à retirer et la perméabilité du sol en place, connues aux sondages',
    'les réseaux enterrés sous la cour (réponses aux DT-DICT) et les arbres conservés avec leurs racines',
    'le calendrier : travaux lourds hors présence des usagers, plantations à la bonne saison',
    'l’arrosage et l’entretien des plantations pendant la garantie de reprise',
  ],
  sansPointsAttention: /./,
  decennale:
    'les ouvrages de gestion des eaux pluviales et les revêtements réalisés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
  biennale: '',
  entretien:
    'arroser les plantations pendant les premiers étés, désherber à la main et renouveler le paillage, curer les noues et les surverses après les gros orages, et regarnir le stabilisé aux endroits usés',
};

/**
 * An existing pumping station repaired or made safe (« Mise en sécurité des postes de relèvement », « Réhabilitation
 * de 5 postes de relevage », « PR Forges »): a work on a network in service — effluents diverted, confined space and
 * H2S, ATEX zone of the wet well, pumps and cabinet locked out with the operator, anti-fall gratings and guard-rails,
 * the chamber's civil works, tests and restart — not a new station lifted by crane nor gravity networks.
 */
const POSTE_EXISTANT: SousType = {
  key: 'poste_existant',
  label: 'réhabilitation et mise en sécurité de postes de relèvement',
  when: new RegExp(
    `^(?=[\\s\\S]*(?:${POSTE.source}))(?=[\\s\\S]*(?:mise en securite|securisation|rehabilit|renovation|renouvellement|remplacement|refection|mise (aux normes|en conformite)|reprise))`,
  ),
  // A new station built with its networks is the new-station kind.
  unless:
    /(creation|construction|implantation|realisation) (d'un |d'une |du |de la |des |de )?(nouve(au|lle)s? )?(postes?|stations?)/,
  travaux: 'travaux de réhabilitation et de mise en sécurité de postes de relèvement',
  ouvrage: 'les postes de relèvement',
  // (no new pipes laid: the trade's paragraphs on trenches and roads do not apply)
  sansSpecificites: /^(réseaux d’assainissement|structures de chaussée|terres polluées)$/,
  sansNormes: /./,
  normes: [
    {
      ref: 'Fascicule 81 titre I du CCTG',
      objet:
        'installations de pompage pour le relèvement ou le refoulement des eaux usées (équipements, essais, mise en service)',
    },
    {
      ref: 'NF C 18-510',
      objet: 'opérations sur les ouvrages et installations électriques : consignation de l’armoire et des pompes',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'poste en service',
      texte:
        'Chaque poste reste en service pendant les travaux : ses effluents sont dérivés par pompage provisoire ou évacués par camion hydrocureur, aux heures de plus faible débit arrêtées avec l’exploitant, avec une pompe de secours et une surveillance du niveau pour qu’aucun débordement n’atteigne le milieu naturel. Pompes et armoire sont consignées avec l’exploitant avant toute intervention dans la bâche, et remises en service avec lui.',
    },
    {
      when: /./,
      sujet: 'espace confiné et atmosphère explosive',
      texte:
        'La bâche est un espace confiné où l’H2S et l’appauvrissement en oxygène tuent sans prévenir : personne n’y descend sans détecteur multigaz porté par chaque intervenant, ventilation préalable, trépied, harnais et treuil, surveillant en surface, et seulement du personnel formé aux interventions en espaces confinés de l’assainissement (certificat CATEC). Le zonage ATEX de la bâche, tel que le fixent le CCTP et le document de l’exploitant relatif à la protection contre les explosions, dicte le matériel admis dans la zone (outillage et éclairage adaptés) et l’interdiction de tout point chaud sans permis de feu.',
    },
    {
      when: /mise en securite|securisation|garde-corps|grilles?|capots?|trappes?/,
      sujet: 'mise en sécurité des accès',
      texte:
        'La mise en sécurité porte sur les accès de la bâche et de la chambre de vannes selon le CCTP : grilles antichute sous les trappes, capots verrouillables, garde-corps ou potelets d’ancrage pour l’intervention, échelles et crosses de sortie, potence de relevage des pompes ; chaque ouverture reste protégée à chaque fin de poste.',
    },
  ],
  etapes: [
    {
      titre: 'État des lieux avec l’exploitant',
      detail:
        'visite de chaque poste avec l’exploitant : équipements, débits, niveaux d’alarme, génie civil de la bâche et de la chambre de vannes, zonage ATEX et plan de prévention',
    },
    {
      titre: 'Dérivation des effluents',
      detail:
        'by-pass par pompage provisoire ou pompage par camion hydrocureur aux heures de plus faible débit, pompe de secours, surveillance du niveau',
    },
    {
      titre: 'Consignation et accès à la bâche',
      detail:
        'consignation des pompes et de l’armoire avec l’exploitant, ventilation, mesure de l’atmosphère, trépied et harnais, surveillant en surface',
    },
    {
      titre: 'Nettoyage et génie civil',
      detail:
        'curage et lavage de la bâche, reprise du génie civil selon le CCTP (revêtement ou résine sur le béton sain, dalle, tampons et capots)',
    },
    {
      titre: 'Équipements de sécurité',
      detail:
        'pose des grilles antichute, capots, garde-corps, échelles et potence prévus, et des équipements remplacés (pompes, barres de guidage, clapets, vannes) selon le CCTP',
    },
    {
      titre: 'Essais et remise en service',
      detail:
        'essais des pompes, des niveaux et des alarmes avec l’exploitant, télésurveillance vérifiée, remise en service poste par poste, notices et plans mis à jour au DOE',
    },
  ],
  phases: [
    { nom: 'Préparation, état des lieux et plan de prévention', part: 0.15 },
    { nom: 'Dérivation, consignation et nettoyage', part: 0.2 },
    { nom: 'Génie civil de la bâche et de la chambre', part: 0.3 },
    { nom: 'Équipements de sécurité et d’exploitation', part: 0.2 },
    { nom: 'Essais, remise en service et réception', part: 0.15 },
  ],
  sansRisques: /./,
  risques: [
    {
      risque: 'Intoxication (H2S) ou anoxie dans la bâche',
      mesure:
        'ventilation, détecteur multigaz par intervenant, surveillant en surface, trépied et harnais, personnel formé aux espaces confinés (CATEC)',
    },
    {
      risque: 'Explosion en zone ATEX',
      mesure: 'matériel adapté au zonage, aucun point chaud sans permis de feu et mesure d’atmosphère',
    },
    {
      risque: 'Chute et noyade dans la bâche',
      mesure: 'trappes refermées ou protégées à chaque arrêt, grilles antichute, harnais et treuil',
    },
    {
      risque: 'Électrisation ou démarrage intempestif d’une pompe',
      mesure: 'consignation de l’armoire et des pompes avec l’exploitant, raccordements par un intervenant habilité',
    },
    {
      risque: 'Risque biologique (eaux usées)',
      mesure: 'gants, lunettes, lavage des mains, vaccinations à jour selon le médecin du travail',
    },
  ],
  sansMateriel: /./,
  materiel: [
    { nom: 'détecteurs multigaz individuels (H2S, O2, CH4/LIE, CO)', match: /detecteur|multigaz|4 gaz/ },
    { nom: 'trépied, treuil et harnais pour l’accès à la bâche', match: /trepied|treuil|harnais/ },
    { nom: 'ventilateur extracteur pour espace confiné', match: /ventilat|extract/ },
    { nom: 'pompes de dérivation avec pompe de secours', match: /pompe|motopompe/ },
    { nom: 'camion hydrocureur pour le curage et le pompage', match: /hydrocur|aspirat/ },
  ],
  habilitations: [
    'certificat CATEC (intervention en espaces confinés de l’assainissement) pour les intervenants et le surveillant',
    'habilitation électrique adaptée aux opérations sur l’armoire (NF C 18-510)',
    'formation au port du harnais et à l’utilisation du détecteur de gaz',
  ],
  pointsAttention: [
    'le nombre de postes, leurs débits et les heures de plus faible débit, à relever avec l’exploitant',
    'le zonage ATEX des bâches et le plan de prévention de l’exploitant',
    'l’état du béton de la bâche, qui fixe la reprise du génie civil',
  ],
  sansPointsAttention: /./,
  autocontroles: [
    {
      point: 'Atmosphère de la bâche (H2S, O2, LIE) et ventilation',
      moment: 'avant chaque descente (point d’arrêt)',
      preuve: 'relevé du détecteur consigné sur l’autorisation de pénétrer',
    },
    {
      point: 'Consignation des pompes et de l’armoire',
      moment: 'avant intervention dans la bâche',
      preuve: 'attestation de consignation signée avec l’exploitant',
    },
    {
      point: 'Support préparé avant revêtement (béton sain, sec, propre)',
      moment: 'avant application du revêtement',
      preuve: 'fiche d’autocontrôle et photos datées',
    },
    {
      point: 'Fixation des grilles, capots et garde-corps',
      moment: 'à la pose',
      preuve: 'fiche de contrôle par poste',
    },
    {
      point: 'Fonctionnement du poste (pompes, niveaux, alarmes, télésurveillance)',
      moment: 'à la remise en service',
      preuve: 'PV de remise en service signé par l’exploitant',
    },
  ],
  dechets: [
    {
      dechet: 'Boues et matières de curage de la bâche',
      categorie: 'DND',
      exutoire: 'station d’épuration ou filière désignée par l’exploitant',
    },
    { dechet: 'Bétons et revêtements dégradés', categorie: 'Inertes', exutoire: 'plateforme de recyclage des inertes' },
    {
      dechet: 'Équipements métalliques déposés (pompes, barres, capots)',
      categorie: 'DND',
      exutoire: 'recycleur de métaux',
    },
    { dechet: 'Emballages et résidus de résine', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  decennale: 'le génie civil repris de la bâche et de la chambre de vannes, qui concourt à la solidité de l’ouvrage',
  biennale: 'les équipements dissociables fournis (pompes, grilles, capots, garde-corps, armoire)',
  entretien:
    'faire visiter chaque poste selon son carnet d’entretien (pompes, sondes, alarmes), curer la bâche, vérifier l’état des grilles antichute et des capots, et n’y laisser descendre que du personnel formé avec détecteur de gaz',
};
/** The existing stations' kind matched (the new station's kind then stays silent). */
const POSTE_EXISTANT_SANS_NEUF = new RegExp(
  `^(?![\\s\\S]*(?:${POSTE_EXISTANT.unless?.source ?? '$^'}))${POSTE_EXISTANT.when.source.replace(/^\^/, '')}`,
);

/**
 * The existing stations' kind alone, without the new station's kind nor the sewer networks' kind, unless the
 * object also names networks (« réhabilitation des réseaux et des postes »).
 */
function sansPosteNeuf(st: SousType): SousType {
  if (st.key !== 'poste_refoulement' && st.key !== 'assainissement') {
    return st;
  }
  const seul = new RegExp(
    `^(?![\\s\\S]*(?:${POSTE_EXISTANT.unless?.source ?? '$^'}))(?![\\s\\S]*(?:reseaux?|collecteurs?|canalisations?|branchements?))${POSTE_EXISTANT.when.source.replace(/^\^/, '')}`,
  );
  const ecarte = st.key === 'poste_refoulement' ? POSTE_EXISTANT_SANS_NEUF : seul;
  return { ...st, unless: st.unless ? new RegExp(`${st.unless.source}|${ecarte.source}`) : ecarte };
}

const TERRASSIER_KINDS: SousType[] = [
  FORAGE_EAU_POTABLE,
  ...RESERVOIRS_EAU_POTABLE,
  VRD_PORTUAIRE,
  CANALISATION_GAZ,
  DECHETTERIE,
  AIRE_DE_LAVAGE,
  EAUX_PLUVIALES_SOURCE,
  IRRIGATION_RESEAU,
  PLATEFORME_STOCKAGE,
  ...OUVRAGES_ART_TERRASSIER,
  ...INFRASTRUCTURE_TRAMWAY,
  GIRATOIRE,
  AMENAGEMENT_PAYSAGER,
  TROTTOIRS,
  SENTIER,
  PLATEFORMES_SPORTIVES,
  CITY_STADE,
  PISTE_SKI,
  POSTE_EXISTANT,
  DESIMPERMEABILISATION_COURS,
  ENTRETIEN_FOSSES,
  ...VOIRIE_CYCLABLE,
  ESPACES_PUBLICS,
  REFECTION_VOIRIE,
  // (a development's servicing before the network kinds: its networks and roads in one method)
  VRD_SECONDAIRES,
  {
    key: 'poste_refoulement',
    label: 'poste de refoulement',
    when: POSTE,
    travaux: 'travaux de réseaux d’assainissement',
    ouvrage: 'les ouvrages d’assainissement',
    decennale: 'les réseaux enterrés et le génie civil du poste, qui concourent à la solidité de l’ouvrage',
    biennale: 'les équipements dissociables du poste (pompes, armoire de commande, télésurveillance) et les tampons',
    entretien:
      'faire visiter le poste selon son carnet d’entretien (pompes, flotteurs ou sonde, alarmes), curer la bâche et les regards, et surveiller les tassements des tranchées la première année',
    sansNormes: SANS_NORMES_RESEAU,
    normes: [
      NF_EN_1610,
      NF_EN_13508_2,
      {
        ref: 'Fascicule 81 titre I du CCTG',
        objet: 'construction d’installations de pompage pour le relèvement ou le refoulement des eaux usées',
      },
      F70,
      NF_P_98_331,
    ],
    specificites: [
      {
        when: POSTE,
        sujet: 'poste de refoulement',
        texte:
          'Le poste de refoulement est un ouvrage de génie civil et un équipement : la bâche est descendue en fouille blindée, sous pompage de nappe si nécessaire, et lestée contre la sous-pression ; les pompes, le clapet et la vanne de la chambre de manœuvre, la canalisation de refoulement, l’armoire et la télésurveillance sont fournis sur les fiches techniques visées par le maître d’œuvre ; la mise en service (essais de débit, des flotteurs ou de la sonde de niveau et des alarmes) se fait en présence de l’exploitant, à qui sont remis les notices et le plan du poste.',
      },
    ],
    etapes: ETAPES_RESEAUX,
    phases: [
      { nom: 'Préparation, DT-DICT, constat et implantation', part: 0.1 },
      { nom: 'Terrassement blindé et génie civil du poste', part: 0.2 },
      { nom: 'Réseaux gravitaires, refoulement et branchements', part: 0.3 },
      { nom: 'Équipement du poste, électricité et télésurveillance', part: 0.2 },
      { nom: 'Essais, inspection télévisée, mise en service et réception', part: 0.2 },
    ],
    materiel: [
      { nom: 'camion-grue pour la pose de la bâche et des équipements', match: /grue/ },
      { nom: 'pompes d’épuisement de fouille', match: /pompe|motopompe/ },
    ],
    risques: [
      {
        risque: 'Chute et noyade dans la bâche du poste',
        mesure:
          'trappes refermées ou protégées par garde-corps, intervention en bâche sous surveillance, harnais et treuil, détecteur 4 gaz',
      },
      {
        risque: 'Électrisation lors des raccordements de l’armoire',
        mesure: 'consignation, raccordements par un intervenant habilité',
      },
    ],
    pointsAttention: [
      'la nappe au droit de la bâche et le lestage contre la sous-pression',
      'l’alimentation électrique du poste et la télésurveillance attendue par l’exploitant',
    ],
    autocontroles: [
      ...AUTOCONTROLES_RESEAU,
      {
        point: 'Fonctionnement du poste (débit, niveaux, alarmes)',
        moment: 'à la mise en service',
        preuve: 'PV de mise en service selon le fascicule 81 titre I, signé par l’exploitant',
      },
    ],
  },
  {
    key: 'rehabilitation_reseau',
    label: 'réhabilitation de réseau',
    when: REHABILITATION_RESEAU,
    travaux: 'travaux de réseaux d’assainissement',
    ouvrage: 'les réseaux d’assainissement',
    decennale: 'les collecteurs et branchements réhabilités ou remplacés, qui concourent à la solidité de l’ouvrage',
    entretien:
      'curer les collecteurs et les regards selon leur encrassement, faire inspecter les tronçons sensibles et surveiller les tassements des tranchées la première année',
    sansNormes: SANS_NORMES_RESEAU,
    normes: [NF_EN_1610, NF_EN_13508_2, F70, NF_P_98_331],
    autocontroles: [
      {
        point: 'État des collecteurs et branchements existants',
        moment: 'avant travaux, après curage',
        preuve: 'rapport d’inspection télévisée préalable codé selon la NF EN 13508-2',
      },
      ...AUTOCONTROLES_CHAUSSEE_OUVERTE,
      ...AUTOCONTROLES_RESEAU,
    ],
    specificites: [
      {
        when: REHABILITATION_RESEAU,
        sujet: 'réhabilitation d’un réseau existant',
        texte:
          'Sur un réseau existant, rien n’est ouvert avant le curage et l’inspection télévisée des tronçons, qui fixent ce qui est remplacé en tranchée, ce qui est réhabilité sans tranchée quand le CCTP le prévoit, et l’état de chaque branchement ; pendant les travaux, les effluents sont dérivés par pompage entre regards, pour que les riverains restent raccordés, et chaque branchement est repris et contrôlé avant remblai.',
      },
    ],
    etapes: ETAPES_RESEAUX,
    phases: [
      { nom: 'Préparation, DT-DICT, inspection préalable et constat', part: 0.1 },
      { nom: 'Dérivation des effluents et curage', part: 0.1 },
      { nom: 'Réhabilitation ou remplacement des collecteurs et branchements', part: 0.5 },
      { nom: 'Remblaiement et réfection des surfaces', part: 0.15 },
      { nom: 'Essais, inspection télévisée de réception et récolement', part: 0.15 },
    ],
    materiel: [
      {
        nom: 'pompes de dérivation des effluents (by-pass) avec pompe de secours',
        match: /pompe|motopompe/,
      },
      { nom: 'hydrocureuse pour le curage des collecteurs', match: /hydrocur|cureuse/ },
    ],
    risques: [
      {
        risque: 'Débordement d’effluents pendant les travaux',
        mesure: 'by-pass par pompage avec pompe de secours, surveillance des niveaux, intervention hors pointe',
      },
      {
        risque: 'Contact avec les eaux usées (leptospirose, hépatite A)',
        mesure: 'gants et vêtements étanches, lavage des mains, vaccinations à jour selon le médecin du travail',
      },
      RISQUE_AMIANTE_CIMENT,
    ],
    dechets: [
      {
        dechet: 'Terres et matériaux inertes excédentaires',
        categorie: 'Inertes',
        exutoire: 'réemploi en remblai si conforme, sinon plateforme de valorisation ou ISDI',
      },
      {
        dechet: 'Boues et produits de curage',
        categorie: 'DND',
        exutoire: 'station d’épuration ou centre agréé, bon de dépôt',
      },
      {
        dechet: 'Anciennes canalisations (grès, fonte, PVC) et ferrailles',
        categorie: 'DND',
        exutoire: 'recyclage matière',
      },
      // An existing sewer's old pipes may be asbestos-cement wherever it runs, under a street or not.
      CANALISATIONS_AMIANTE_CIMENT,
      ...DECHETS_CHAUSSEE_OUVERTE.filter((d) => d.dechet !== CANALISATIONS_AMIANTE_CIMENT.dechet),
    ],
    pointsAttention: ['l’état des branchements des riverains, connu à l’inspection télévisée préalable'],
  },
  {
    key: 'assainissement',
    label: 'réseaux d’assainissement',
    // (the sewer's own name, guarantees and upkeep in every section, not the earthworks family's — round 26)
    travaux: 'travaux de réseaux d’assainissement',
    ouvrage: 'les réseaux d’assainissement',
    decennale:
      'les canalisations, les regards et les branchements, qui concourent à la solidité et à l’étanchéité des réseaux',
    biennale: 'les équipements dissociables des réseaux (tampons, grilles, clapets)',
    entretien:
      'curer les collecteurs et les regards selon leur encrassement, faire inspecter les réseaux par caméra avant la fin de l’année de parfait achèvement, et surveiller les tassements des tranchées la première année',
    // (« création d’un réseau pluvial »: a storm-water network is a sewer network, not general earthworks)
    when: /assainissement|eaux usees|eaux pluviales|collecteurs?|canalisations?|branchements? (d'eaux|eu|ep)|\breseaux? (?:d'assainissement )?pluvia(?:l|ux)\b|\breseaux? humides?/,
    // A drinking-water network alone is not a sewer (its standards are those of `eau_potable`).
    // A cycle route's « assainissement » is the road's drainage (`voirie_cyclable`), unless the object
    // names waste water or a sewer network.
    unless: new RegExp(
      `^(?![\\s\\S]*(assainissement|eaux usees|eaux pluviales|collecteur))[\\s\\S]*(adduction|eau potable|\\baep\\b)|${CYCLABLE_SANS_EAUX_USEES.source}|${RESERVOIR_CHOISI.source}`,
    ),
    // A gas or hydrocarbon transmission pipeline is a « canalisation », not a sewer (whatever the descripteurs say).
    // (a gas pipeline or an irrigation network named without a sewer is not one)
    unlessSurObjet: new RegExp(`${CANALISATION_TRANSPORT_SANS_EGOUT.source}|${IRRIGATION_SANS_EGOUT.source}`),
    sansNormes: SANS_NORMES_RESEAU,
    // (a trench is dug by the excavator: no loader for bulk earth movements)
    sansMateriel: /^chargeuse/,
    normes: [NF_EN_1610, NF_EN_13508_2, F70, NF_P_98_331],
    // Under an existing roadway, the asphalt's analysis and the old pipes' material are checked as the method says.
    autocontroles: [...AUTOCONTROLES_CHAUSSEE_OUVERTE, ...AUTOCONTROLES_RESEAU],
    // The waste of the trench: the asphalt and the old pipes by what their analysis or material says.
    dechets: [
      {
        dechet: 'Terres et matériaux inertes excédentaires',
        categorie: 'Inertes',
        exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
      },
      {
        dechet: 'Anciennes canalisations (grès, fonte, PVC) et ferrailles',
        categorie: 'DND',
        exutoire: 'recyclage matière',
        // As the trade's flow: an existing network named; a new network or its extension removes no old pipe.
        when: /reseau|canalisation|assainissement/,
        unless: NEUF_SEUL,
      },
      ...DECHETS_CHAUSSEE_OUVERTE,
    ],
    // A sewer job's own steps and phases (no plateforme nor pavement structure of a road).
    etapes: ETAPES_RESEAUX,
    phases: [
      { nom: 'Préparation, DT-DICT et implantation', part: 0.1 },
      { nom: 'Tranchées blindées et pose des canalisations', part: 0.35 },
      { nom: 'Regards, branchements et raccordements', part: 0.2 },
      { nom: 'Remblaiement et réfection des surfaces', part: 0.2 },
      { nom: 'Essais, inspection télévisée, récolement et réception', part: 0.15 },
    ],
    specificites: [
      {
        when: SEPARATIF,
        sujet: 'deux réseaux distincts, eaux usées et eaux pluviales',
        texte:
          'Les eaux usées et les eaux pluviales forment deux réseaux distincts, posés, raccordés et contrôlés chacun pour lui-même. Aucun raccordement croisé n’est admis : chaque branchement est identifié (eaux usées ou eaux pluviales) avant d’être raccordé, et contrôlé au colorant ou à la fumée lorsque le CCTP le prévoit ; tampons marqués « EU » ou « EP », canalisations repérées selon les couleurs ou le marquage prescrits, récolement distinct des deux réseaux. Lorsque les deux réseaux cheminent ensemble, le plus profond est posé en premier et les distances entre eux sont celles du CCTP. Le pluvial a ses propres ouvrages : avaloirs, grilles et regards à grille, bouches d’engouffrement raccordés au seul réseau pluvial, et, si le CCTP en prévoit, ouvrages de stockage ou d’infiltration (bassin, tranchée drainante, noue) exécutés selon ses prescriptions avec les essais qu’il demande. Chaque réseau est essayé à l’étanchéité et inspecté séparément selon la NF EN 1610, et ses rapports sont remis à part.',
      },
      {
        when: CHAUSSEE_OUVERTE,
        sujet: 'tranchées sous une chaussée existante',
        texte:
          'La chaussée ouverte est d’abord caractérisée : les enrobés sont carottés et analysés (amiante et HAP) avant tout sciage ou rabotage, et les déblais d’enrobés suivent la filière que fixent ces résultats. Les anciennes canalisations dégagées ou déposées sont identifiées ; une conduite en amiante-ciment n’est coupée ni cassée : elle est déposée par éléments entiers selon un mode opératoire sous-section 4, par du personnel formé, emballée sur place et suivie par bordereau BSDA. La réfection de la chaussée reprend la structure existante ou celle du CCTP, joints de reprise traités.',
      },
      {
        when: /assainissement|eaux usees|eaux pluviales|collecteur|canalisation|branchement/,
        sujet: 'réception des réseaux',
        texte:
          'Avant réception, les réseaux posés sont contrôlés selon la NF EN 1610 : inspection télévisée des collecteurs et branchements, essais d’étanchéité à l’air ou à l’eau, essais de compactage des remblais de tranchée ; les rapports sont remis au maître d’œuvre et joints au DOE avec le plan de récolement géoréférencé.',
      },
    ],
    risques: [
      {
        risque: 'Ensevelissement en tranchée',
        mesure:
          'blindage des fouilles dès 1,30 m de profondeur, talutage, accès par échelle, aucun stockage en bord de fouille',
      },
      {
        risque: 'Atmosphère dangereuse dans les regards et réseaux existants',
        mesure: 'détecteur 4 gaz, ventilation, surveillant en surface, jamais seul dans un ouvrage',
      },
      { ...RISQUE_AMIANTE_CIMENT, when: CHAUSSEE_OUVERTE },
    ],
    pointsAttention: [
      'les raccordements sur les réseaux en service (dérivation provisoire des effluents)',
      'la recherche de l’amiante et des HAP dans les enrobés de la chaussée ouverte, et la nature des anciennes canalisations (amiante-ciment)',
    ],
  },
  {
    // Drinking water is not a sewer: NF EN 805 and the fascicule 71, pressure test and disinfection.
    key: 'eau_potable',
    label: 'réseau d’eau potable',
    travaux: 'travaux de réseau d’eau potable',
    ouvrage: 'le réseau d’eau potable',
    decennale:
      'les canalisations, les branchements et les ouvrages du réseau, qui concourent à sa solidité et à son étanchéité',
    biennale: 'les vannes, ventouses et pièces de fontainerie',
    // (« réseaux humides »: drinking water, waste water and storm water — the sewers' kind matches beside it)
    when: EAU_POTABLE,
    // A reservoir, a water tower or a treatment plant is civil engineering, not a main (unless pipes are named).
    // (a borehole alone is drilled, not laid: `forage_eau` — round 27)
    unless: new RegExp(
      `^(?![\\s\\S]*(conduites?|canalisations?|reseaux? d'(eau|adduction)))[\\s\\S]*(reservoir|chateau d'eau|station de (pompage|traitement|production|reprise)|usine (de|d'eau))|${FORAGE_SEUL.source}`,
    ),
    sansSpecificites: /^réseaux d’assainissement$/,
    // A pressure main's own steps (listed after `assainissement`, whose sewer method a network of both keeps), materials and phases (no stripping of a platform, no sewer pipes).
    etapes: [
      {
        titre: 'DT-DICT, repérage et coordination avec l’exploitant',
        detail:
          'déclarations DT-DICT, marquage-piquetage des réseaux existants, repérage des vannes et des branchements avec l’exploitant du service d’eau, calendrier des coupures arrêté avec lui',
      },
      {
        titre: 'Continuité de la distribution',
        detail:
          'conduite provisoire ou maintien en service de la conduite existante jusqu’au basculement, abonnés prévenus de chaque coupure au moins 48 heures à l’avance',
        when: /renouvellement|remplacement|reprise|redimensionnement|existant/,
      },
      {
        titre: 'Tranchée',
        detail:
          'ouverture au gabarit de la conduite, blindage dès 1,30 m de profondeur, hors-gel de la génératrice supérieure, lit de pose en matériau fin sans pierres',
      },
      {
        titre: 'Pose de la conduite sous pression',
        detail:
          'conduite en fonte ductile (NF EN 545) ou en polyéthylène PE100 (NF EN 12201) selon le CCTP, joints emboîtés ou soudés par électrosoudage, vannes de sectionnement, ventouses et vidanges ; butées en béton ou joints verrouillés aux coudes, tés et extrémités',
      },
      {
        titre: 'Épreuve, désinfection et analyse',
        detail:
          'épreuve de pression par tronçon selon la NF EN 805, rinçage, désinfection puis prélèvement pour analyse bactériologique par un laboratoire agréé avant toute mise en service',
      },
      {
        titre: 'Branchements et mise en service',
        detail:
          'reprise des branchements des abonnés un à un sur la nouvelle conduite après résultats conformes, avec l’exploitant, puis mise hors service de l’ancienne conduite',
      },
      {
        titre: 'Remblaiement et réfection',
        detail:
          'remblai par couches compactées selon l’objectif de densification, grillage avertisseur bleu, réfection des surfaces (chaussées, trottoirs) à l’identique, plan de récolement géoréférencé',
      },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et coordination avec l’exploitant', part: 0.1 },
      { nom: 'Tranchée et pose de la conduite', part: 0.4 },
      { nom: 'Épreuve de pression, désinfection et analyse', part: 0.15 },
      { nom: 'Branchements et mise en service', part: 0.15 },
      { nom: 'Remblaiement, réfection des surfaces et récolement', part: 0.2 },
    ],
    materiaux: [
      'Conduites en fonte ductile (NF EN 545) ou en polyéthylène PE100 (NF EN 12201), selon le CCTP, avec attestation de conformité sanitaire (ACS)',
      'Raccords, vannes de sectionnement, ventouses et pièces de branchement ACS',
      'Béton des butées ou joints verrouillés',
      'Sablon de pose et grave de remblai',
      'Grillage avertisseur bleu',
    ],
    entretien:
      'faire manœuvrer les vannes de sectionnement une fois par an, surveiller les tassements des tranchées la première année et tenir à jour le plan de récolement remis',
    sansNormes: SANS_NORMES_RESEAU,
    normes: [
      {
        ref: 'NF EN 805',
        objet: 'alimentation en eau : réseaux extérieurs aux bâtiments (pose, épreuve de pression, désinfection)',
      },
      {
        ref: 'Fascicule 71 du CCTG',
        objet: 'fourniture et pose de conduites d’adduction et de distribution d’eau',
      },
      NF_P_98_331,
    ],
    specificites: [
      {
        when: EAU_POTABLE,
        sujet: 'réseau d’eau potable',
        texte:
          'Les conduites et pièces au contact de l’eau potable portent l’attestation de conformité sanitaire (ACS) et sont posées sous grillage avertisseur bleu ; chaque tronçon subit l’épreuve de pression de la NF EN 805, puis un rinçage et une désinfection suivis d’une analyse bactériologique par un laboratoire agréé, et les branchements ne sont basculés sur la nouvelle conduite qu’après des résultats conformes, les coupures étant annoncées aux abonnés avec l’exploitant.',
      },
    ],
    autocontroles: [
      {
        point: 'Profondeur, calage et butées de la conduite',
        moment: 'avant remblai',
        preuve: 'fiche d’autocontrôle et photos datées',
      },
      {
        point: 'Épreuve de pression de la conduite',
        moment: 'avant remblai des joints et mise en service',
        preuve: 'PV d’épreuve selon la NF EN 805',
      },
      {
        point: 'Désinfection et qualité de l’eau',
        moment: 'avant basculement des branchements',
        preuve: 'rapport d’analyse bactériologique du laboratoire agréé',
      },
      {
        point: 'Compactage des remblais de tranchée',
        moment: 'par couche',
        preuve: 'essais au pénétromètre selon l’objectif de densification',
      },
    ],
  },
];

/**
 * Drinking water and sewers in one job (« réseaux humides », « réseaux EU, EP et AEP », a drinking-water main
 * classified « Assainissement »): one kind that carries both — the sewers' standards, paragraphs, risks and checks
 * with the main's (ACS, NF EN 805 and fascicule 71, disinfection and analysis, subscribers kept supplied, their
 * branchements taken over) — read instead of either alone, so that neither network's method is left out.
 */
function avecEauPotable(kinds: SousType[]): SousType[] {
  const sewer = kinds.find((k) => k.key === 'assainissement');
  const water = kinds.find((k) => k.key === 'eau_potable');
  if (!sewer || !water) {
    return kinds;
  }
  const uniques = <T>(items: T[], id: (x: T) => string): T[] =>
    items.filter((x, i, all) => all.findIndex((y) => id(y) === id(x)) === i);
  // Each kind alone is read (its `when` matches and its `unless` does not).
  const read = (k: SousType) => `(?![\\s\\S]*(?:${k.unless?.source ?? '$^'}))(?=[\\s\\S]*(?:${k.when.source}))`;
  const bothRead = new RegExp(`^${read(sewer)}${read(water)}`);
  const both: SousType = {
    key: 'reseaux_humides',
    label: 'réseaux humides (eau potable et assainissement)',
    when: bothRead,
    unlessSurObjet: sewer.unlessSurObjet,
    sansNormes: sewer.sansNormes,
    sansMateriel: sewer.sansMateriel,
    normes: uniques([...(sewer.normes ?? []), ...(water.normes ?? [])], (n) => n.ref),
    specificites: [...(sewer.specificites ?? []), ...(water.specificites ?? [])],
    risques: uniques([...(sewer.risques ?? []), ...(water.risques ?? [])], (r) => r.risque),
    materiel: [...(sewer.materiel ?? []), ...(water.materiel ?? [])],
    pointsAttention: [
      ...(sewer.pointsAttention ?? []),
      'la continuité de la distribution d’eau potable (alimentation provisoire des abonnés, coupures annoncées avec l’exploitant)',
    ],
    etapes: ETAPES_RESEAUX,
    phases: [
      { nom: 'Préparation, DT-DICT, coordination avec l’exploitant et dérivations provisoires', part: 0.15 },
      { nom: 'Tranchées blindées et pose des canalisations', part: 0.35 },
      { nom: 'Épreuves, désinfection et reprise des branchements', part: 0.15 },
      { nom: 'Remblaiement et réfection des surfaces', part: 0.2 },
      { nom: 'Essais, inspection télévisée, récolement et réception', part: 0.15 },
    ],
    materiaux: [
      'Canalisations d’eaux usées et d’eaux pluviales en PVC CR8/CR16, en fonte ou en béton selon le CCTP',
      'Regards et tampons de classe adaptée à la circulation (NF EN 124)',
      ...(water.materiaux ?? []).filter((m) => !/^Sablon/.test(m)),
      'Graves et matériaux de carrière ou recyclés conformes au GTR',
      'Enrobés à chaud ou tièdes',
    ],
    autocontroles: sewer.autocontroles,
    dechets: sewer.dechets,
    entretien:
      'faire manœuvrer les vannes de sectionnement une fois par an, curer les collecteurs et les regards selon leur encrassement, surveiller les tassements des tranchées la première année et tenir à jour le plan de récolement remis',
  };
  const sauf = (k: SousType): SousType => ({
    ...k,
    unless: new RegExp(`${k.unless?.source ?? '$^'}|${bothRead.source}`),
  });
  return kinds.flatMap((k) => (k === sewer ? [both, sauf(sewer)] : k === water ? [sauf(water)] : [k]));
}

// (the manhole covers after the networks: a drinking-water main's method is kept, the covers' paragraph added)
export const TERRASSIER_SOUS_TYPES: SousType[] = [
  ...avecEauPotable(TERRASSIER_KINDS.map(sansPosteNeuf).map(sansTamponsSeuls)),
  ...TAMPONS_DE_REGARDS,
];

/** Existing and new works named together (« extension et restructuration »). */
const EXISTANT =
  'rehabilitation|restructuration|renovation|reamenagement|(?<!postes? de )transformation|reprises? en sous-oeuvre|curage';
const NEUF = "extension|agrandissement|construction (neuve|d'un|d'une)|batiments? neufs?";
const EXISTANT_ET_NEUF = new RegExp(`^(?=[\\s\\S]*(${EXISTANT}))[\\s\\S]*(${NEUF})`);

/**
 * The object's own work is the construction of new buildings, and the existing-building words only name the
 * programme it belongs to (« réalisation des bâtiments neufs (G, I et L) dans le cadre de la rénovation globale et
 * l’extension du lycée »): a new build, not a rehabilitation.
 */
const NEUF_DANS_LE_CADRE = new RegExp(
  `^(?=[\\s\\S]*(?:batiments? neufs?|construction neuve|(?:construction|realisation|edification)s? d'une? (?:nouve(?:l|au|lle) )?batiment))(?![\\s\\S]*(?<!dans le cadre d[^.\\n]{0,120})(?:${EXISTANT}))`,
);
/** Existing and new works named together, the existing ones being the object's own works. */
const EXISTANT_ET_NEUF_PROPRES = new RegExp(
  `^(?!${NEUF_DANS_LE_CADRE.source.slice(1)})${EXISTANT_ET_NEUF.source.slice(1)}`,
);

/** Soil nailing named (« renforcement de murs de soutènement par clouage », « paroi clouée »). */
const CLOUAGE = /clouage|sols? cloues?|parois? clouees?|massifs? cloues?|murs? cloues?/;

const SOUTENEMENT = "murs? de (soutenement|cloture)|soutenement|reconstruction (du|d'un|des) murs?";
const MODULAIRE = 'modulaires?|bungalows?|batiments? (prefabriques?|provisoires?)|ecole provisoire|classes? mobiles?';

/** A façade renovated and nothing else (« rénovation des façades de la mairie »): a ravalement. */
const FACADES_SEULES =
  "^(?![\\s\\S]*(curage|demoli|ouvertures?|sous-oeuvre|interieur|restructuration|(?<!postes? de )transformation|amenagement|extension|toiture|couverture))[\\s\\S]*(renovation|rehabilitation|refection|restauration)s? (des |de la |de l'|d'une )?facades?";

/** Demolition alone: nothing is restructured or built after it (« démolition d'une extension » is not one). */
/** A greenhouse (« déconstruction des anciennes serres »): glass on a light frame (folded text). */
const SERRES = /\bserres?\b/;
const SANS_SERRES = /^(?![\s\S]*\bserres?\b)/;

const DEMOLITION_SEULE =
  '^(?![\\s\\S]*(rehabilitation|restructuration|renovation|reamenagement|(?<!postes? de )transformation|\\bconstruction|reconstruction|remplacement|sous-oeuvre))[\\s\\S]*(demolition|deconstruction|desamiantage)';

const G2_PRO = {
  ref: 'NF P94-500',
  objet: 'missions d’ingénierie géotechnique : fondations exécutées sur l’étude G2 PRO du maître d’ouvrage',
};

/** In existing buildings, the geotechnical diagnosis of what is kept (mission G5) as well. */
const G2_PRO_G5 = {
  ref: 'NF P94-500',
  objet:
    'missions d’ingénierie géotechnique : fondations neuves sur l’étude G2 PRO du maître d’ouvrage ; pour les reprises en sous-œuvre, diagnostic géotechnique G5 de l’existant lorsque le maître d’œuvre le prévoit',
};

const RAT = {
  ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
  objet: 'repérage de l’amiante avant travaux, fourni par le maître d’ouvrage',
};

const PEMD = {
  ref: 'Diagnostic PEMD (décret 2021-821)',
  objet:
    'produits, équipements, matériaux et déchets, établi par le maître d’ouvrage avant démolition ou réhabilitation significative lorsque l’opération y est soumise : réemploi et filières des matériaux déposés',
};

const DIAGNOSTICS = {
  titre: 'Diagnostics avant travaux',
  detail:
    'lecture du repérage amiante avant travaux, du repérage plomb, du diagnostic PEMD et du diagnostic de structure du bureau d’études ; sondages complémentaires des maçonneries, planchers et fondations existants avant toute ouverture ; constat contradictoire des avoisinants',
};

/**
 * Repair of a footbridge, a bridge or another ouvrage d’art: concrete repair under the NF EN 1504
 * series and the fascicule 65, after the structure's diagnosis — not small-element masonry, and not
 * an upkeep contract run by orders although the object says « réparation ».
 */
const OUVRAGE_ART = /passerelles?|\bponts?\b|ouvrages? d'art|viaducs?/;
const REPARATION_OUVRAGE_ART = new RegExp(
  `^(?=[\\s\\S]*(?:${OUVRAGE_ART.source}))(?=[\\s\\S]*(?:reparation|refection|rehabilitation|renforcement|restauration|confortement|remise en etat))`,
);

const OUVRAGE_ART_REPARATION: SousType = {
  key: 'ouvrage_art',
  label: 'réparation d’ouvrages d’art',
  when: REPARATION_OUVRAGE_ART,
  unless: /pontons?/,
  travaux: 'travaux de réparation d’ouvrages d’art',
  ouvrage: 'les ouvrages réparés',
  // The repair standards first (the DOE proves the first two); no small-element masonry nor building DTU.
  sansNormes: /^NF DTU (20\.1|21|26\.1|26\.2|13\.1)$|^NF P94-500$|^NF EN 206\/CN$/,
  normes: [
    {
      ref: 'NF EN 1504',
      objet:
        'produits et systèmes de protection et de réparation des structures en béton : principes de réparation, mortiers (partie 3), injection des fissures (partie 5), application sur site (partie 10)',
    },
    { ref: 'Fascicule 65 du CCTG', objet: 'exécution des ouvrages de génie civil en béton' },
    { ref: 'NF EN 206/CN', objet: 'spécification du béton coulé en place (classes d’exposition du site)' },
    {
      ref: 'Diagnostic de l’ouvrage et CCTP',
      objet:
        'nature de la structure (béton, maçonnerie, bois ou métal) et pathologies relevées, qui fixent les techniques de réparation',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'réparation d’ouvrage d’art',
      texte:
        'La réparation suit le diagnostic de l’ouvrage, relevé contradictoirement avant travaux : bétons dégradés purgés jusqu’au béton sain, aciers dégagés, nettoyés et passivés, reconstitution au mortier de réparation sous marquage CE de la classe prescrite par le CCTP selon la NF EN 1504, fissures injectées selon leur ouverture ; sur un ouvrage maçonné, les reprises se font au mortier compatible avec les maçonneries existantes. Aucun rejet ne va au milieu naturel : bâches et filets de récupération sous l’ouvrage, eaux de lavage recueillies et décantées.',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Diagnostic contradictoire',
      detail:
        'relevé de l’état de l’ouvrage avec le maître d’œuvre (fissures, épaufrures, aciers apparents, joints, garde-corps, appuis), métré et repérage des zones à réparer',
    },
    {
      titre: 'Accès, protections et circulation',
      detail:
        'fermeture ou déviation des cheminements selon l’arrêté, signalisation temporaire, accès par échafaudage, nacelle ou plateforme suspendue, bâches et filets de récupération sous l’ouvrage',
    },
    {
      titre: 'Préparation des supports',
      detail:
        'purge des bétons dégradés par piquage ou hydrodémolition, aciers dégagés, nettoyés et passivés ou complétés, zones contrôlées avant reconstitution (point d’arrêt)',
    },
    {
      titre: 'Réparations et injections',
      detail:
        'reconstitution au mortier de réparation ou au béton coffré, injection des fissures, reprises de maçonnerie au mortier compatible',
    },
    {
      titre: 'Protections, équipements, contrôles et repli',
      detail:
        'protection des parements lorsque le CCTP la prévoit, reprise des scellements et des joints, essais d’adhérence, nettoyage et réouverture des cheminements',
    },
  ],
  phases: [
    { nom: 'Diagnostic contradictoire, accès, protections et circulation', part: 0.2 },
    { nom: 'Préparation des supports', part: 0.25 },
    { nom: 'Réparations et injections', part: 0.35 },
    { nom: 'Protections, équipements, contrôles et repli', part: 0.2 },
  ],
  risques: [
    {
      risque: 'Chute à l’eau ou noyade lors des travaux au-dessus de l’eau',
      mesure:
        'protections collectives en rive, gilets de sauvetage, bouée et moyens de récupération sur la berge, travail selon les niveaux d’eau (marées, crues), jamais seul',
    },
    {
      risque: 'Heurt d’un usager ou d’un intervenant aux abords de la voie',
      mesure: 'signalisation temporaire et arrêté de circulation, cheminements fermés ou déviés, zone balisée',
    },
  ],
  materiel: [
    { nom: 'nacelle ou plateforme suspendue pour les sous-faces', match: /nacelle|plateforme/ },
    { nom: 'matériel de purge (piqueurs ou hydrodémolition) et d’injection', match: /piqueur|hydro|injection|brh/ },
  ],
  sansMateriel: /mini-pelle|dumper|aiguille vibrante|bétonnière/,
  pointsAttention: [
    'la nature de la structure et les pathologies relevées à l’inspection de l’ouvrage',
    'les niveaux d’eau (marées, crues) et les accès aux sous-faces',
    'le maintien ou la déviation des cheminements pendant les travaux',
  ],
  sansPointsAttention: /./,
  autocontroles: [
    {
      point: 'Zones purgées et aciers traités',
      moment: 'avant reconstitution (point d’arrêt)',
      preuve: 'fiche de contrôle et photos datées, visa du maître d’œuvre',
    },
    {
      point: 'Mortiers et résines conformes au visa',
      moment: 'à la livraison',
      preuve: 'bons de livraison, fiches techniques et marquage CE',
    },
    {
      point: 'Adhérence des réparations',
      moment: 'après durcissement',
      preuve: 'PV d’essais d’adhérence par traction directe',
    },
    { point: 'Injection des fissures', moment: 'à l’avancement', preuve: 'relevés d’injection par fissure' },
  ],
  dechets: [
    { dechet: 'Bétons purgés', categorie: 'Inertes', exutoire: 'plateforme de concassage-recyclage ou ISDI' },
    { dechet: 'Aciers et ferrailles déposés', categorie: 'DND', exutoire: 'recyclage matière' },
    {
      dechet: 'Emballages de résines et de produits de réparation',
      categorie: 'DD',
      exutoire: 'installation autorisée, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Eaux de lavage et d’hydrodémolition',
      categorie: 'DND',
      exutoire: 'recueillies et décantées, aucun rejet au milieu naturel',
    },
  ],
  decennale: 'les réparations qui concourent à la solidité de l’ouvrage',
  biennale: '',
  entretien:
    'faire inspecter l’ouvrage selon le calendrier de surveillance du gestionnaire, tenir propres les joints et évacuations d’eau, et signaler toute nouvelle fissure ou épaufrure',
};

/**
 * Outdoor works of a sports park (stands, low walls, outdoor slabs, changing rooms as the CCTP
 * defines them): concrete cast outdoors in the weather, VRD interfaces, a park partly kept in use.
 * `existant`: the object requalifies or renovates, so existing works are demolished first.
 */
const EQUIPEMENT_SPORTIF =
  /parcs? des sports|\bstades?\b|complexes? sportifs?|terrains? (de sports?|de football|de rugby|multisports?|de tennis)|plateaux? sportifs?|city[- ]stades?|tribunes?|gradins?|pistes? d'athletisme|skate[- ]?parks?|boulodromes?/;
const SPORTIF_INTERIEUR =
  /gymnases?|salles? (de sports?|omnisports|multisports|d'escrime)|piscines?|centres? aquatiques?|dojos?/;
const SPORTIF_EXISTANT = /requalification|renovation|rehabilitation|reamenagement|refection|restructuration|demolition/;

function equipementSportif(existant: boolean): SousType {
  return {
    key: 'equipement_sportif',
    label: 'gros œuvre extérieur d’un équipement sportif',
    when: existant
      ? new RegExp(`^(?=[\\s\\S]*(?:${EQUIPEMENT_SPORTIF.source}))(?=[\\s\\S]*(?:${SPORTIF_EXISTANT.source}))`)
      : EQUIPEMENT_SPORTIF,
    unless: existant ? SPORTIF_INTERIEUR : new RegExp(`${SPORTIF_INTERIEUR.source}|${SPORTIF_EXISTANT.source}`),
    travaux: 'travaux de gros œuvre extérieur de l’équipement sportif',
    sansNormes: /^NF P94-500$|^NF DTU 13\.1$/,
    normes: [
      G2_PRO,
      { ref: 'NF DTU 13.1', objet: 'fondations superficielles des murets, gradins et locaux' },
      {
        ref: 'NF EN 13200',
        objet: 'installations pour spectateurs : tribunes et gradins (emmarchements, circulations), selon le CCTP',
        when: /tribunes?|gradins?/,
      },
    ],
    specificites: [
      {
        when: /./,
        sujet: 'bétons coulés en extérieur',
        texte:
          'Les bétons coulés en extérieur sont commandés dans la classe d’exposition que le CCTP fixe pour le gel du site ; on ne bétonne ni sur support gelé ni par gel annoncé sans dispositions, et par temps chaud ou vent desséchant la cure suit immédiatement le coulage (produit de cure ou bâchage humide) pour éviter la fissuration de retrait. Les parements vus des murets et gradins sont coffrés avec des coffrages propres et des joints réguliers ; les pentes des dallages extérieurs conduisent l’eau vers les caniveaux.',
      },
      {
        when: /./,
        sujet: 'parc en service et interfaces VRD',
        texte:
          'Les parties de l’équipement qui restent utilisées pendant les travaux sont séparées du chantier par une clôture, avec des accès distincts pour les engins et pour les usagers, convenus avec l’exploitant ; les fourreaux, regards, caniveaux et réservations des réseaux (éclairage, arrosage, eaux pluviales) sont posés avant les bétonnages, aux niveaux arrêtés avec le lot VRD.',
      },
    ],
    sansSpecificites: /ouvertures et reprises en sous-œuvre|maçonnerie ancienne|fondations et élévations neuves/,
    etapes: [
      {
        titre: 'Installation et implantation',
        detail:
          'clôture séparant le chantier des espaces qui restent ouverts, accès des engins, DT-DICT (éclairage et arrosage des terrains), implantation des ouvrages et des niveaux depuis les repères du géomètre',
      },
      ...(existant
        ? [
            {
              titre: 'Démolitions',
              detail:
                'démolition des ouvrages existants que le CCTP désigne (murets, gradins, dallages, bordures), tri des gravats à la source et ouvrages conservés protégés',
            },
          ]
        : []),
      {
        titre: 'Terrassements et fondations',
        detail:
          'fouilles réceptionnées (portance conforme à l’étude G2 PRO), béton de propreté, semelles des murets, gradins et locaux',
      },
      {
        titre: 'Murets, gradins et ouvrages en béton',
        detail:
          'murets et soutènements de talus, gradins coulés en place ou préfabriqués, élévations des locaux, tels que les plans les définissent, aciers vérifiés avant chaque coulage',
      },
      {
        titre: 'Dallages extérieurs et enduits',
        detail:
          'dallages, emmarchements et plages extérieures avec leurs pentes et joints, enduits et couronnements des murets',
      },
      {
        titre: 'Interfaces VRD',
        detail:
          'fourreaux, regards, caniveaux et réservations posés avant bétonnage, niveaux finis arrêtés avec le lot VRD',
      },
      { titre: 'Nettoyage et repli', detail: 'évacuation des gravats triés, remise en état des abords et des accès' },
    ],
    phases: [
      { nom: 'Préparation, installation de chantier et implantation', part: 0.1 },
      { nom: existant ? 'Démolitions, terrassements et fondations' : 'Terrassements et fondations', part: 0.25 },
      { nom: 'Murets, gradins et ouvrages en béton', part: 0.35 },
      { nom: 'Dallages extérieurs, enduits et interfaces VRD', part: 0.2 },
      { nom: 'Réception, levée des réserves et repli', part: 0.1 },
    ],
    risques: [
      {
        risque: 'Ensevelissement en fouille',
        mesure: 'talutage ou blindage au-delà de 1,30 m de profondeur, stockage des déblais à distance du bord',
      },
      {
        risque: 'Engins au voisinage des usagers de l’équipement',
        mesure: 'clôture du chantier, accès séparés, manœuvres guidées, livraisons hors des heures d’affluence',
      },
      {
        risque: 'Travail en extérieur par forte chaleur ou par froid',
        mesure: 'horaires adaptés, eau et pauses à l’ombre par forte chaleur, vêtements adaptés par froid',
      },
    ],
    materiel: [
      { nom: 'mini-pelle pour les fouilles', match: /pelle/ },
      { nom: 'dumper ou chargeuse pour l’évacuation des déblais et gravats', match: /dumper|chargeuse|transporteur/ },
      { nom: 'coffrages pour les murets et gradins', match: /banche|coffrage/ },
    ],
    sansMateriel: /^mini-pelle|^dumper|^étais/,
    pointsAttention: [
      'les ouvrages existants à démolir ou à conserver, et les réseaux enterrés (éclairage, arrosage)',
      'les interfaces avec le lot VRD (fourreaux, regards, niveaux finis)',
      'l’usage de l’équipement pendant les travaux (clubs, scolaires, manifestations)',
      'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) pour les fondations',
    ],
    sansPointsAttention: /./,
    autocontroles: [
      {
        point: 'Implantation et niveaux',
        moment: 'avant fouilles',
        preuve: 'fiche d’autocontrôle signée du chef de chantier',
      },
      {
        point: 'Fond de fouille',
        moment: 'avant bétonnage des fondations (point d’arrêt)',
        preuve: 'PV de réception du fond de fouille',
      },
      {
        point: 'Ferraillage et réservations VRD',
        moment: 'avant chaque coulage (point d’arrêt)',
        preuve: 'fiche de contrôle et photos datées',
      },
      {
        point: 'Béton livré (classe d’exposition, consistance) et conditions de coulage',
        moment: 'à chaque livraison',
        preuve: 'bons de livraison, relevés de température, éprouvettes si le CCTP les exige',
      },
      {
        point: 'Pentes des dallages et niveaux finis',
        moment: 'après coulage',
        preuve: 'relevé au niveau sur fiche d’autocontrôle',
      },
    ],
    biennale: '',
    decennale: 'les fondations, murets, gradins et ouvrages de notre lot qui concourent à la solidité de l’ouvrage',
    entretien:
      'surveiller fissures et joints des bétons extérieurs la première année, tenir dégagés caniveaux et barbacanes, et n’utiliser de sels de déverglaçage que sur des bétons classés pour eux',
  };
}

/* ------------------------------------------------------------------ fondations d’ouvrages techniques (maçon) */

/**
 * The foundations of a technical work, not of a building (« fondations des panneaux photovoltaïques »,
 * « massifs des mâts d’éclairage », « génie civil du poste de transformation », « socles des cuves »):
 * massifs, plots, longrines or piles as the geotechnical study decides, anchors set to the supplier's plan.
 */
const OUVRAGE_TECHNIQUE =
  'panneaux (photovoltaiques|solaires)|photovoltaiques?|\\bpv\\b|centrales? solaires?|ombrieres?|trackers?|\\bmats?\\b|candelabres?|pylones?|antennes?|eoliennes?|transformateurs?|postes? (de transformation|electriques?|de livraison)|equipements?|cuves?|reservoirs?|silos?|citernes?|bornes? de recharge|\\birve\\b|groupes? electrogenes?|pompes? a chaleur|skids?|abris? techniques?|shelters?|portiques?|structures? (metalliques?|photovoltaiques?)';
const FONDATIONS_TECHNIQUES = new RegExp(
  `(fondations?|massifs?|plots?|longrines?|socles?|pieux|micropieux|genie civil)[^.\\n]{0,60}(${OUVRAGE_TECHNIQUE})`,
);
/** A wastewater plant in service (« STEP de St Pons », « station d’épuration », a lagoon): basins, H2S, confined spaces. */
const STEP = /\bstep\b|stations? d'epuration|stations? de traitement des eaux usees|lagunages?/;
/** Another site kept in operation: a plant, a station, a waste centre, a site said in service. */
const SITE_EXPLOITE =
  /\busines?\b|stations? (de pompage|de relevage|de traitement|d'eau potable|de production)|decheteries?|dechetteries?|centres? de tri|unites? de (traitement|valorisation)|en (service|exploitation|activite)|maintien de l'exploitation/;

type SiteTechnique = 'libre' | 'exploite' | 'step';

/** The site's use the object names: a wastewater plant, another site in operation, or neither. */
function siteTechnique(site: SiteTechnique): RegExp {
  // A building built or modules set are the `neuf` and `modulaire` kinds, whatever equipment they receive.
  const base = `^(?![\\s\\S]*(?:${NEUF}|${MODULAIRE}|${SOUTENEMENT}))(?=[\\s\\S]*(?:${FONDATIONS_TECHNIQUES.source}))`;
  switch (site) {
    case 'step':
      return new RegExp(`${base}(?=[\\s\\S]*(?:${STEP.source}))`);
    case 'exploite':
      return new RegExp(`${base}(?![\\s\\S]*(?:${STEP.source}))(?=[\\s\\S]*(?:${SITE_EXPLOITE.source}))`);
    case 'libre':
      return new RegExp(`${base}(?![\\s\\S]*(?:${STEP.source}|${SITE_EXPLOITE.source}))`);
  }
}

const EXPLOITANT_TEXTE =
  'Le site reste en exploitation pendant les travaux : accès, horaires, circulations des engins et zones de stockage sont arrêtés avec l’exploitant en période de préparation, dans le plan de prévention et selon les permis de travail qu’il délivre ; chaque intervenant reçoit l’accueil sécurité du site, le chantier est clos et balisé, séparé des circulations de l’exploitation, et les réseaux enterrés du site (process, électricité, eau) sont repérés avec l’exploitant en plus des réponses aux DT-DICT avant toute fouille.';

const STEP_TEXTE =
  'La station d’épuration reste en service pendant les travaux : accès, horaires et zones d’intervention sont arrêtés avec l’exploitant en période de préparation, dans le plan de prévention et selon les permis de travail qu’il délivre, et chaque intervenant reçoit l’accueil sécurité du site. Aucun engin ne circule ni ne stocke au bord des bassins et ouvrages ouverts, dont les garde-corps ou le balisage restent en place, bouée et perche à portée de main ; aucun regard, poste ni ouvrage fermé n’est ouvert sans l’exploitant, et l’on n’y entre qu’avec les règles des espaces confinés — détecteur de gaz (H2S, oxygène, gaz explosifs), ventilation, surveillant en surface — par du personnel formé selon le dispositif CATEC. Les réseaux enterrés de la station (effluents, boues, air, électricité) sont repérés avec l’exploitant en plus des réponses aux DT-DICT avant toute fouille, et aucune laitance ni eau de lavage ne rejoint les ouvrages de traitement.';

/**
 * Foundations of technical works: the G2 PRO study decides the type of foundation, the Eurocode 2 sizes
 * the massifs, the supplier's plan places the anchors; no block masonry, scaffold, screed nor render.
 */
function fondationsTechniques(site: SiteTechnique): SousType {
  const exploite = site !== 'libre';
  return {
    key: 'fondations_techniques',
    label: 'fondations d’ouvrages techniques',
    when: siteTechnique(site),
    surObjet: true,
    travaux: 'travaux de fondations d’ouvrages techniques',
    ouvrage: 'les fondations et massifs',
    sansNormes: /^NF DTU (20\.1|21|26\.1|26\.2|13\.1)$|^NF P94-500$|^NF EN 206\/CN$|^Eurocode 2/,
    // The execution standards first (the DOE proves the first two), the study and the tests after them.
    normes: [
      { ref: 'NF DTU 13.1', objet: 'fondations superficielles : massifs, plots et longrines' },
      {
        ref: 'NF EN 206/CN',
        objet:
          'spécification du béton : classe de résistance et classe d’exposition du site (XC, XF sous gel, XA en milieu chimiquement agressif)',
      },
      {
        ref: 'NF P94-500',
        objet:
          'missions d’ingénierie géotechnique : type de fondation, niveau d’assise et portance fixés par l’étude G2 PRO du maître d’ouvrage ; étude et suivi géotechniques d’exécution (G3) lorsque le marché les confie à l’entreprise',
      },
      { ref: 'NF DTU 13.2', objet: 'fondations profondes (pieux, micropieux), lorsque l’étude G2 PRO les retient' },
      {
        ref: 'Eurocode 2 (NF EN 1992-1-1)',
        objet: 'dimensionnement des massifs et longrines en béton armé, selon les notes de calcul du BET',
      },
      { ref: 'NF DTU 21', objet: 'exécution des ouvrages en béton' },
      {
        ref: 'NF EN 12350-2 et NF EN 12390-3',
        objet: 'essais du béton : affaissement au cône à la livraison, résistance des éprouvettes selon le CCTP',
      },
    ],
    specificites: [
      {
        when: /./,
        sujet: 'fondations d’ouvrages techniques',
        texte:
          'Des fondations d’ouvrages techniques se jugent à la justesse de leurs appuis. Le type de fondation — massifs, plots ou longrines, ou pieux et micropieux — et le niveau d’assise suivent l’étude géotechnique G2 PRO du maître d’ouvrage, le ferraillage les notes de calcul du BET selon l’Eurocode 2 ; les tiges d’ancrage, platines ou inserts sont positionnés par gabarit d’après le plan du fournisseur des structures ou des équipements, tenus pendant le coulage et relevés après décoffrage, car un écart de position ou de niveau se reporte sur le montage. Le béton est commandé dans la classe d’exposition que fixe le CCTP (gel, milieu agressif), ses éprouvettes sont prélevées selon le CCTP, et aucun massif n’est remis au poseur sans relevé contradictoire de ses inserts.',
      },
      {
        when: /photovolta|\bpv\b|solaires?|ombrieres?|trackers?/,
        sujet: 'supports de structures photovoltaïques',
        texte:
          'Pour des structures photovoltaïques, les appuis sont implantés et nivelés rangée par rangée au tachéomètre, pour que les tables se montent sans reprise ni cale ; la câblette de terre et les fourreaux du lot électricité sont en attente avant bétonnage, aux emplacements de son plan. Si l’étude géotechnique retient des pieux battus ou vissés plutôt que des massifs, leur exécution et leurs essais d’arrachement sur site sont calés avec le poseur des structures avant la production.',
      },
      ...(site === 'step'
        ? [{ when: /./, sujet: 'station d’épuration en service', texte: STEP_TEXTE }]
        : site === 'exploite'
          ? [{ when: /./, sujet: 'site en exploitation', texte: EXPLOITANT_TEXTE }]
          : []),
    ],
    // Neither new elevations, openings, renders nor old masonry.
    sansSpecificites: /./,
    etapes: [
      {
        titre: 'Préparation et implantation',
        detail: `${exploite ? 'plan de prévention et accueil sécurité avec l’exploitant, accès et zones de travail convenus ; ' : ''}plan d’implantation et descente de charges du fournisseur des structures obtenus et visés, DT-DICT et marquage-piquetage des réseaux${exploite ? ' complétés des réseaux du site repérés avec l’exploitant' : ''}, implantation des massifs au tachéomètre ou au GPS depuis les repères du géomètre, contrôlée avant tout terrassement`,
      },
      {
        titre: 'Fouilles',
        detail:
          'fouilles des massifs, plots et longrines à la mini-pelle, talutées ou blindées au-delà de 1,30 m, fond de fouille réceptionné avant coulage (portance conforme à l’étude G2 PRO, ni eau ni terre remaniée) ; pieux ou micropieux exécutés là où l’étude les retient, avec leurs essais',
      },
      {
        titre: 'Ferraillage, inserts et réservations',
        detail:
          'béton de propreté, cages d’armatures conformes aux plans d’exécution, tiges d’ancrage, platines ou inserts posés par gabarit selon le plan du fournisseur, fourreaux et câblette de terre en attente lorsque le lot électricité les prévoit, contrôlés avant coulage (point d’arrêt)',
      },
      {
        titre: 'Bétonnage',
        detail:
          'béton de la classe prescrite livré en toupie, mis en place à la pompe ou à la goulotte et vibré, inserts maintenus pendant le coulage, éprouvettes prélevées selon le CCTP, cure immédiate',
      },
      {
        titre: 'Contrôle et remise des supports',
        detail:
          'relevé de position et de niveau des massifs et des inserts comparé aux tolérances du fournisseur, filetages protégés, remblai compacté autour des massifs, procès-verbal de remise des supports au poseur des structures',
      },
      {
        titre: 'Nettoyage et repli',
        detail: 'déblais excédentaires évacués, eaux de lavage des toupies décantées, accès et abords remis en état',
      },
    ],
    phases: [
      { nom: exploite ? 'Préparation, plan de prévention et implantation' : 'Préparation et implantation', part: 0.15 },
      { nom: 'Terrassements et fouilles', part: 0.2 },
      { nom: 'Ferraillage, inserts et bétonnage des massifs', part: 0.4 },
      { nom: 'Contrôle des inserts, remblais et remise au poseur', part: 0.15 },
      { nom: 'Réception et repli', part: 0.1 },
    ],
    risques: [
      {
        risque: 'Accrochage d’un réseau enterré',
        mesure: `DT-DICT et marquage-piquetage${exploite ? ', réseaux du site repérés avec l’exploitant' : ''}, terrassement manuel aux abords des réseaux signalés, personnel titulaire de l’AIPR`,
      },
      ...(site === 'step'
        ? [
            {
              risque: 'Chute ou noyade dans un bassin ou un ouvrage ouvert',
              mesure:
                'aucun engin ni stock au bord des bassins, garde-corps ou balisage maintenus, bouée et perche à portée de main, jamais de travail isolé',
            },
            {
              risque: 'Intoxication à l’hydrogène sulfuré (H2S) et manque d’oxygène en espace confiné',
              mesure:
                'aucune entrée dans un regard, un poste ou un ouvrage fermé sans l’exploitant, détecteur de gaz porté, ventilation, surveillant en surface, personnel formé selon le dispositif CATEC',
            },
            {
              risque: 'Risque biologique au contact des effluents et des boues',
              mesure:
                'gants et vêtements de travail dédiés, lavage des mains avant de boire ou de manger, vaccinations à jour selon le médecin du travail',
            },
          ]
        : site === 'exploite'
          ? [
              {
                risque: 'Coactivité avec l’exploitation du site',
                mesure:
                  'plan de prévention et permis de travail de l’exploitant, chantier clos et balisé, circulations des engins séparées de celles du site',
              },
            ]
          : []),
      {
        risque: 'Ensevelissement en fouille',
        mesure: 'talutage ou blindage au-delà de 1,30 m de profondeur, stockage des déblais à distance du bord',
      },
      {
        risque: 'Heurt par un engin ou la toupie en manœuvre',
        mesure: 'zone d’évolution balisée, manœuvres en marche arrière guidées, avertisseur de recul',
      },
      {
        risque: 'Manutention des cages d’armatures et des gabarits',
        mesure: 'cages levées à l’engin avec élingues adaptées, zone interdite sous la charge, gants',
      },
    ],
    sansRisques: /échafaudage|Manutention des blocs|Effondrement lors des démolitions|^Ensevelissement/,
    materiel: [
      { nom: 'mini-pelle pour les fouilles', match: /pelle/ },
      {
        nom: 'béton prêt à l’emploi livré en toupie, avec pompe à béton ou goulotte',
        match: /toupie|pompe a beton|malaxeur|betonniere/,
      },
      {
        nom: 'laser rotatif ou tachéomètre pour l’implantation et les niveaux',
        match: /laser|tacheometre|theodolite|station totale|gps|niveau/,
      },
      { nom: 'gabarits de pose des tiges d’ancrage et des inserts', match: /gabarit/ },
      { nom: 'coffrages des massifs, plots et longrines', match: /coffrage|banche/ },
      { nom: 'aiguille vibrante du béton des massifs', match: /vibr/ },
      { nom: 'détecteur de réseaux', match: /detecteur|localisat/ },
    ],
    sansMateriel: /./,
    materiaux: [
      'béton prêt à l’emploi de la classe d’exposition fixée par le CCTP (XC, XF sous gel, XA en milieu agressif)',
      'aciers HA façonnés et cages d’armatures selon les plans d’exécution',
      'tiges d’ancrage, platines ou inserts fournis ou validés par le fournisseur des structures',
      'béton de propreté, coffrages, fourreaux et câblette de terre en attente selon le lot électricité',
    ],
    habilitations: [
      'conduite d’engins de chantier (CACES R482) pour les terrassements',
      'autorisation d’intervention à proximité des réseaux (AIPR)',
      ...(site === 'step'
        ? ['formation aux interventions en espace confiné (dispositif CATEC) pour toute entrée dans un ouvrage fermé']
        : []),
    ],
    autocontroles: [
      {
        point: 'Implantation des massifs (position et altitude)',
        moment: 'avant fouilles',
        preuve: 'relevé au tachéomètre sur fiche d’autocontrôle signée du chef de chantier',
      },
      {
        point: 'Fond de fouille',
        moment: 'avant bétonnage des fondations (point d’arrêt)',
        preuve: 'PV de réception du fond de fouille',
      },
      {
        point: 'Ferraillage, inserts et réservations',
        moment: 'avant chaque coulage (point d’arrêt)',
        preuve: 'fiche de contrôle et photos datées, visa du BET si demandé',
      },
      {
        point: 'Béton livré (classe, consistance)',
        moment: 'à chaque livraison',
        preuve: 'bons de livraison, affaissement au cône, éprouvettes de résistance selon le CCTP',
      },
      {
        point: 'Position et niveau des inserts après coulage',
        moment: 'au décoffrage, avant remise au poseur',
        preuve: 'relevé contradictoire comparé aux tolérances du fournisseur',
      },
      {
        point: 'Pieux ou micropieux',
        moment: 'à l’exécution et aux essais',
        preuve: 'fiches d’exécution et PV d’essais selon l’étude géotechnique',
        when: /pieux|micropieux|fondations? profondes?/,
      },
    ],
    dechets: [
      {
        dechet: 'Terres de déblai non polluées',
        categorie: 'Inertes',
        exutoire: 'réemploi en remblai sur site en priorité, sinon plateforme de valorisation ou ISDI',
      },
      { dechet: 'Chutes de béton', categorie: 'Inertes', exutoire: 'plateforme de concassage-recyclage ou ISDI' },
      {
        dechet: 'Bois de coffrage, emballages, ferrailles',
        categorie: 'DND',
        exutoire: 'centre de tri, ferrailles en recyclage matière',
      },
      {
        dechet: 'Laitances et eaux de lavage des toupies',
        categorie: 'DND',
        exutoire:
          site === 'step'
            ? 'bac de décantation, aucun rejet au réseau ni aux ouvrages de la station'
            : 'bac de décantation, aucun rejet au réseau',
      },
      ...(site === 'step'
        ? [
            {
              dechet: 'Terres souillées d’effluents ou de boues, si les fouilles en rencontrent',
              categorie: 'DND' as const,
              exutoire: 'caractérisées avant évacuation, filière arrêtée avec l’exploitant selon l’analyse',
            },
          ]
        : []),
    ],
    pointsAttention: [
      'le plan d’implantation, la descente de charges et les tolérances du fournisseur des structures, attendus avant les fondations',
      'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) : type de fondation, niveau d’assise, présence d’eau',
      exploite
        ? 'les règles d’accès et de sécurité de l’exploitant, et les réseaux enterrés du site à repérer avec lui en plus des DT-DICT'
        : 'les réseaux enterrés signalés par les réponses aux DT-DICT',
      'les interfaces avec le lot électricité et le poseur des structures (fourreaux, câblette de terre, date de remise des supports)',
    ],
    sansPointsAttention: /./,
    decennale: 'les massifs et fondations de notre lot qui concourent à la solidité des ouvrages qu’ils portent',
    biennale: '',
    entretien:
      'surveiller la première année les massifs (fissures, éclats, tassements) et l’état des tiges d’ancrage et de leurs protections, et tenir dégagés les abords et les écoulements autour des massifs',
  };
}

const MACON_KINDS: SousType[] = [
  ...RESERVOIRS_EAU_POTABLE,
  OUVRAGE_ART_REPARATION,
  ...OUVRAGES_ART_MACON,
  fondationsTechniques('libre'),
  fondationsTechniques('exploite'),
  fondationsTechniques('step'),
  {
    key: 'modulaire',
    label: 'fondations et raccordements de bâtiments modulaires',
    when: new RegExp(MODULAIRE),
    travaux: 'travaux de gros œuvre pour l’implantation de bâtiments modulaires',
    ouvrage: 'les fondations et ouvrages d’accès des modules',
    decennale:
      'les fondations des modules, leurs rampes, emmarchements et tous les ouvrages de notre lot qui concourent à la solidité de l’ensemble',
    sansSpecificites:
      /ouvertures et reprises en sous-œuvre|fondations et élévations neuves|maçonnerie ancienne|enduits de façade/,
    // (pads at ground level: no façade scaffold, shoring, forms for walls nor floor saw)
    sansMateriel: /échafaudage|étais|banches|scie de sol|carotteuse/i,
    sansRisques: /échafaudages et planchers/,
    normes: [G2_PRO, { ref: 'NF DTU 13.1', objet: 'fondations superficielles (plots, longrines, massifs)' }],
    // The trade's versions of these are cited only when the notice names foundations; NF DTU 20.1 has no part here.
    sansNormes: /^(NF DTU 13\.1|NF P94-500|NF DTU 20\.1)$/,
    specificites: [
      {
        when: /modulaire|bungalow|prefabrique|provisoire|mobile/,
        sujet: 'assise des modules',
        texte:
          'Les modules reposent sur des plots, longrines ou massifs dimensionnés d’après la descente de charges du fournisseur des modules et l’étude de sol ; leurs niveaux sont réglés au millimètre, car un défaut d’assise se lit ensuite dans les jonctions entre modules, les menuiseries et l’étanchéité des raccords.',
      },
      {
        // « … bâtiment modulaire provisoire à destination de salles de classes et location »
        when: /(?:modulaires?|bungalows?|prefabriques?)[\s\S]*\blocations?\b|\blocations?\b[\s\S]*(?:modulaires?|bungalows?)/,
        sujet: 'fourniture et location des modules',
        texte:
          'Le marché comprend la fourniture et la location du bâtiment modulaire : la fabrication, la livraison, la pose et la location des modules relèvent d’un fabricant de modules, membre du groupement ou sous-traitant déclaré (DC4) selon la forme de la réponse, et notre entreprise en exécute les fondations, les réseaux et les accès ; le plan d’appuis, le calendrier de livraison et la durée de location sont arrêtés avec lui avant la remise de l’offre.',
      },
      {
        when: /provisoires?|temporaires?/,
        sujet: 'bâtiment provisoire',
        texte:
          'Le bâtiment étant provisoire, ses appuis sont démontables (plots préfabriqués ou réglables, longrines posées sur lit de grave) plutôt que coulés en masse, les réseaux sont amenés en attentes que l’on peut couper et bouchonner, et le terrain est remis dans son état d’origine après l’enlèvement des modules.',
      },
      {
        when: /transfert|deplacement|demontage|reinstall/,
        sujet: 'transfert des modules',
        texte:
          'Pour un transfert, les anciens massifs et réseaux sont relevés avant démontage et les nouveaux appuis sont réceptionnés avant l’arrivée des modules ; la dépose des anciennes assises et la remise en état de l’emprise libérée suivent le départ des modules.',
      },
    ],
    etapes: [
      {
        titre: 'Implantation',
        detail:
          'implantation contradictoire des appuis et des niveaux d’après le plan de calepinage du fournisseur des modules',
      },
      {
        titre: 'Fondations des modules',
        detail:
          'fouilles réceptionnées, plots, longrines ou massifs coulés selon la descente de charges du fournisseur et l’étude de sol G2 PRO, niveaux contrôlés avant livraison',
      },
      {
        titre: 'Réseaux et fourreaux',
        detail:
          'tranchées, fourreaux et attentes des réseaux (eaux, électricité, courants faibles) en attente sous les modules',
      },
      {
        titre: 'Accès et abords',
        detail:
          'rampes et cheminements accessibles, emmarchements et paliers, reprises de sols extérieurs au droit des modules',
      },
      {
        titre: 'Raccords après pose',
        detail: 'calfeutrements, habillages des soubassements et ventilation du vide sous modules, nettoyage et repli',
      },
    ],
    risques: [
      {
        risque: 'Levage et pose des modules',
        mesure:
          'plan de levage du fournisseur, zone interdite sous la charge, appuis réceptionnés et niveaux validés avant l’arrivée de la grue',
      },
    ],
    phases: [
      { nom: 'Préparation, implantation et installation', part: 0.15 },
      { nom: 'Fondations et réseaux sous modules', part: 0.45 },
      { nom: 'Accès, abords et raccords', part: 0.3 },
      { nom: 'Nettoyage, réception et repli', part: 0.1 },
    ],
    pointsAttention: [
      'la descente de charges et le plan d’appuis du fournisseur des modules, attendus avant les fondations',
      'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) pour les fondations',
    ],
  },
  {
    key: 'demolition',
    label: 'démolition et déconstruction',
    when: new RegExp(DEMOLITION_SEULE),
    travaux: 'travaux de démolition et de déconstruction',
    ouvrage: 'les ouvrages conservés ou remis en état',
    sansSpecificites:
      /ouvertures et reprises en sous-œuvre|fondations et élévations neuves|mise en accessibilité|maçonnerie ancienne|enduits de façade/,
    specificites: [
      {
        // « … curage d’une maison individuelle et d’une boulangerie et démolition d’une extension »: one part goes,
        // the rest stays standing.
        when: /demolitions? (?:partielles?|(?:d'une|de l'|des|d'un|de la) (?:extensions?|annexes?|appentis|parties?|ailes?|garages?|verandas?|auvents?|preaux?))/,
        sujet: 'démolition partielle',
        texte:
          'Seule la partie désignée par l’objet est démolie : elle est d’abord désolidarisée des bâtiments conservés (sciage des liaisons, étaiement provisoire du mur commun si le diagnostic de structure le demande), puis démolie à la main ou à la pelle équipée d’une pince en s’éloignant du mur conservé ; l’ouverture laissée dans sa façade est fermée le jour même (mur, bardage ou bâche tendue sur ossature) pour que le bâtiment conservé reste hors d’eau, hors d’air et fermé, et les bâtiments curés sont laissés clos et sécurisés, réseaux coupés et condamnés.',
      },
      {
        // « déconstruction des anciennes serres »: glass and a light frame, not masonry walls.
        when: /\bserres?\b/,
        sujet: 'déconstruction de serres',
        texte:
          'Une serre se déconstruit dans l’ordre inverse de son montage : matériaux amiantés retirés d’abord par l’entreprise certifiée (mastics de vitrage, joints, plaques en fibres-ciment, calorifuges du chauffage, selon le repérage) ; vitrages déposés panneau par panneau depuis une nacelle, sans jamais marcher sur la couverture vitrée, et triés pour le recyclage du verre ; réseaux d’arrosage, de chauffage et d’électricité consignés puis curés ; ossature acier ou aluminium démontée par éléments au camion-grue, dans un ordre qui garde sa stabilité (contreventements déposés en dernier), par vent faible ; soubassements et massifs arasés à la cote du CCTP. Les serres voisines conservées et les usagers du site restent hors de la zone balisée.',
      },
    ],
    decennale:
      'les ouvrages que notre lot construit ou conforte (murs conservés, soutènements provisoires devenus définitifs, clôtures), la démolition elle-même n’étant pas un ouvrage',
    // No equipment is installed: neither the terrassier's manhole covers nor any other.
    biennale: '',
    entretien:
      'surveiller la première année les ouvrages conservés et les murs mitoyens mis à nu (fissures, infiltrations) et maintenir la plateforme dégagée et drainée',
    normes: [
      RAT,
      PEMD,
      {
        ref: 'Code du travail, articles R4412-94 et suivants',
        objet:
          'retrait de l’amiante par une entreprise certifiée (sous-section 3), interventions sur matériaux amiantés par du personnel formé (sous-section 4)',
      },
    ],
    // Nothing is built: neither the maçon's building standards nor the terrassier's platform and trench ones.
    sansNormes:
      /NF DTU 20\.1|NF DTU 21|NF EN 206|Eurocode|NF DTU 1[03]\.|NF DTU 26|NF P ?94-500|NF P 98-331|Fascicule (2|70)|Guide GTR/,
    // Its own checks, waste flows and products: no reinforcement, concrete delivery nor compaction of layers.
    autocontroles: [
      {
        point: 'Repérages amiante et plomb lus, réseaux consignés par leurs concessionnaires',
        moment: 'avant toute démolition (point d’arrêt)',
        preuve: 'repérages visés, attestations de consignation',
      },
      {
        point: 'Zones désamiantées restituées',
        moment: 'avant la démolition de chaque zone',
        preuve: 'mesures libératoires d’empoussièrement, procès-verbal de restitution',
        when: /amiant/,
      },
      {
        point: 'État des avoisinants et des ouvrages conservés',
        moment: 'avant travaux, pendant la démolition et à la fin',
        preuve: 'constat contradictoire, photos, relevés des témoins',
      },
      {
        point: 'Traçabilité des déchets par flux',
        moment: 'à chaque évacuation',
        preuve: 'bons de dépôt, bordereaux Trackdéchets, registre des déchets',
      },
      {
        point: 'Plateforme remise en état (niveaux, propreté, fouilles remblayées)',
        moment: 'avant réception',
        preuve: 'relevé des niveaux, photos',
      },
    ],
    dechets: [
      {
        dechet: 'Béton, briques, tuiles, pierres et terres non polluées',
        categorie: 'Inertes',
        exutoire: 'plateforme de concassage-recyclage ou ISDI',
      },
      {
        dechet: 'Bois, métaux, plâtre, vitrages et équipements déposés au curage',
        categorie: 'DND',
        exutoire: 'tri par flux sur site, réemploi selon le diagnostic PEMD, valorisation matière',
      },
      {
        dechet: 'Déchets dangereux hors amiante (DEEE, tubes fluorescents, bois traités, peintures au plomb)',
        categorie: 'DD',
        exutoire: 'filières agréées, bordereau Trackdéchets',
      },
    ],
    materiaux: ['matériaux de remblaiement des fouilles et de remise en état de la plateforme, conformes au CCTP'],
    // A machine demolition from the ground: no façade scaffold (nor its R408), no opening to shore.
    sansRisques: /blocs et sacs|ensevelissement|échafaudages|Effondrement lors des démolitions/i,
    sansMateriel: /béton|coffrage|aiguille|laser|carotteuse|échafaudage|fouilles/,
    habilitations: [
      'conduite d’engins de chantier (CACES R482) pour la démolition mécanique et l’évacuation',
      'autorisation d’intervention à proximité des réseaux (AIPR) pour la démolition des fondations et des ouvrages enterrés',
    ],
    etapes: [
      {
        titre: 'Diagnostics et préparation',
        detail:
          'lecture du repérage amiante avant démolition, du repérage plomb et du diagnostic PEMD ; constat contradictoire des avoisinants ; plan de démolition et d’évacuation soumis au maître d’œuvre',
      },
      {
        titre: 'Mise en sécurité',
        detail:
          'clôture du site, consignation et coupure des réseaux par leurs concessionnaires, DT-DICT, protection des ouvrages conservés',
      },
      {
        titre: 'Désamiantage préalable',
        detail:
          'retrait des matériaux amiantés par une entreprise certifiée pour la sous-section 3, avant toute démolition, restitution des zones après mesures libératoires',
        when: /amiant/,
      },
      {
        titre: 'Curage sélectif',
        detail:
          'dépose des équipements, menuiseries et matériaux de second œuvre par flux, matériaux réemployables mis de côté selon le diagnostic PEMD',
      },
      {
        titre: 'Démolition du gros œuvre',
        detail:
          'démolition mécanique du haut vers le bas (pelle équipée de pince ou de cisaille), arrosage contre les poussières, surveillance des avoisinants',
        unless: SERRES,
      },
      {
        // (a greenhouse is glass on a light frame: taken down, not knocked down)
        titre: 'Dépose des vitrages et démontage de l’ossature',
        detail:
          'vitrages déposés panneau par panneau depuis une nacelle, sans marcher sur la couverture vitrée, et triés pour le recyclage du verre ; ossature démontée par éléments au camion-grue, contreventements en dernier, par vent faible ; soubassements et massifs arasés à la cote du CCTP',
        when: SERRES,
      },
      {
        titre: 'Évacuation et remise en état',
        detail: 'tri et évacuation des gravats par filière, fouilles remblayées, plateforme nivelée et nettoyée',
      },
    ],
    risques: [
      {
        risque: 'Effondrement incontrôlé',
        mesure:
          'ordre de démolition écrit, démolition du haut vers le bas, zone d’exclusion autour de l’engin, aucune intervention manuelle sous des éléments instables',
      },
      {
        risque: 'Exposition à l’amiante et au plomb',
        mesure:
          'démolition seulement après retrait des matériaux amiantés et restitution de la zone ; plomb traité par voie humide',
      },
      {
        risque: 'Poussières et vibrations chez les riverains',
        mesure: 'arrosage, bâches, suivi des avoisinants par constat et, si besoin, témoins sur les fissures',
      },
      {
        risque: 'Chute à travers la couverture vitrée et bris de verre',
        mesure:
          'interdiction de marcher sur les vitrages, dépose depuis la nacelle, gants et manchettes anti-coupure, verre évacué au fur et à mesure',
        when: SERRES,
      },
      {
        risque: 'Chute de hauteur pendant le curage',
        mesure:
          'garde-corps provisoires en rive de plancher et autour des trémies, niveaux condamnés dès la démolition mécanique engagée, aucun intervenant à pied sur les parties à démolir',
      },
    ],
    // A mini-excavator is no demolition machine: only a tracked excavator of ten tonnes or more, or its shears.
    materiel: [
      {
        nom: 'pelle de démolition avec pince ou cisaille',
        match: /pince|cisaille|pelle de demolition|pelle (hydraulique )?(sur chenilles|\d{2,} ?t\b)/,
        when: SANS_SERRES,
      },
      { nom: 'nacelle pour la démolition des serres (dépose des vitrages)', match: /nacelle/, when: SERRES },
      { nom: 'grue de démontage de l’ossature (camion-grue)', match: /grue/, when: SERRES },
    ],
    phases: [
      { nom: 'Diagnostics, préparation et mise en sécurité', part: 0.15 },
      { nom: 'Désamiantage préalable et curage', part: 0.3 },
      { nom: 'Démolition du gros œuvre', part: 0.35 },
      { nom: 'Évacuation, remise en état et repli', part: 0.2 },
    ],
    pointsAttention: [
      'les conclusions du repérage amiante avant démolition, qui fixent la durée du désamiantage préalable',
      'les réseaux à couper par leurs concessionnaires avant toute démolition',
    ],
  },
  {
    key: 'entretien',
    label: 'entretien et réparation de gros œuvre',
    // An accord-cadre run by bons de commande is executed order by order, even when its object names no upkeep.
    when: new RegExp(
      `entretien|maintenance|reparations?|petits travaux|travaux d'adaptation|${BONS_DE_COMMANDE_COURANTS.source}`,
    ),
    // The repair of a footbridge or a bridge is one job on an ouvrage d’art (`ouvrage_art`), not orders.
    unless: new RegExp(`${NEUF}|${REPARATION_OUVRAGE_ART.source}`),
    travaux: 'travaux d’entretien et de réparation de maçonnerie et de gros œuvre',
    etapes: [
      {
        titre: 'Prise en charge de la demande',
        detail:
          'accusé de réception, visite du site avec l’occupant, chiffrage sur le bordereau de prix ou devis pour un ouvrage hors bordereau',
      },
      {
        titre: 'Mise en sécurité',
        detail: 'balisage, étaiement d’urgence si une structure est en cause, lecture du repérage amiante du bâtiment',
      },
      {
        titre: 'Exécution',
        detail:
          'reprises de maçonneries, ouvertures, scellements, dalles et enduits selon les NF DTU de l’ouvrage, déchets évacués le jour même',
      },
      {
        titre: 'Compte rendu',
        detail:
          'photos avant et après, quantités réalisées, réserves éventuelles, remis au gestionnaire avec la facture',
      },
    ],
    phases: [
      { nom: 'Prise en charge et visite', part: 0.15 },
      { nom: 'Mise en sécurité et exécution', part: 0.7 },
      { nom: 'Compte rendu et repli', part: 0.15 },
    ],
    pointsAttention: [
      'l’état des structures découvert à l’ouverture (arrêt et avis du maître d’œuvre avant d’aller plus loin)',
    ],
    specificites: [
      {
        when: /\bchu\b|\bch\b|hopital|hospitalier|clinique|sante|ehpad/,
        sujet: 'interventions en établissement de soins',
        texte:
          'En établissement de soins, chaque commande commence par l’analyse du risque infectieux avec l’équipe d’hygiène (nature des travaux et niveau de risque de la zone) : confinement étanche, sas, aspiration à la source, nettoyage humide et cheminements séparés des patients sont fixés avant d’ouvrir une paroi.',
      },
    ],
  },
  {
    // Soil nailing is geotechnical work, not small-element masonry (no NF DTU 20.1): it excludes the
    // new-wall kind (`soutenement`) and writes its own method, drilling rig to nail heads.
    key: 'clouage',
    label: 'confortement par clouage',
    when: CLOUAGE,
    travaux: 'travaux de confortement par clouage',
    ouvrage: 'les ouvrages confortés',
    // The nailing standards first (the DOE proves the first two), the concrete ones after them.
    sansNormes: /^NF DTU 20\.1$|^NF DTU 21$|^NF EN 206\/CN$|^NF DTU 13\.1$|^NF DTU 26\.|^NF P94-500$/,
    normes: [
      {
        ref: 'NF EN 14490',
        objet:
          'exécution des travaux géotechniques spéciaux : clouage des sols (forage, mise en place et scellement des clous)',
      },
      {
        ref: 'NF P94-270',
        objet: 'justification des massifs en sol cloué, selon la note de calcul du BET',
      },
      {
        ref: 'Eurocode 7 (NF EN 1997-1)',
        objet: 'calcul géotechnique, selon la note de calcul du BET',
      },
      { ref: 'NF EN 14487-2', objet: 'exécution du béton projeté, lorsque le parement est projeté' },
      { ref: 'NF DTU 21', objet: 'exécution des ouvrages en béton (parement coulé en place et longrines)' },
      { ref: 'NF EN 206/CN', objet: 'spécification du béton (classes d’exposition et de résistance)' },
    ],
    sansSpecificites: /^ouvertures et reprises en sous-œuvre$|^fondations et élévations neuves$|^enduits de façade$/,
    specificites: [
      {
        when: /./,
        sujet: 'clouage des sols',
        texte:
          'Le clouage est conduit sur le plan des clous et la note de calcul du BET (longueurs, inclinaisons, maillage, efforts) : les clous d’essai sont forés, scellés et essayés à l’arrachement avant toute production, et la production ne démarre qu’après validation de leurs résultats par le maître d’œuvre ; chaque clou a sa fiche de forage et son relevé d’injection. Le drainage (barbacanes, drains forés, nappe drainante sous parement) est posé avec le parement, pour qu’aucune poussée d’eau ne s’exerce derrière l’ouvrage conforté.',
      },
    ],
    etapes: [
      {
        titre: 'Relevés et implantation',
        detail:
          'relevé topographique et état des ouvrages à conforter et du talus (fissures, ventres, venues d’eau), DT-DICT, implantation des clous selon le plan d’exécution, points de suivi posés avant travaux',
      },
      {
        titre: 'Accès et installation de la foreuse',
        detail:
          'plateforme de travail stabilisée en pied ou en tête d’ouvrage, ou foreuse sur mât ou ancrée sur le talus, accès et protections contre les chutes installés avant le premier forage',
      },
      {
        titre: 'Clous d’essai',
        detail:
          'forage, pose et scellement des clous d’essai, essais d’arrachement (essais préalables) selon le CCTP ; la production attend la validation des résultats (point d’arrêt)',
      },
      {
        titre: 'Forage et pose des clous de production',
        detail:
          'forage à l’inclinaison et à la longueur prévues (tubage si le terrain s’éboule), barres munies de centreurs et de manchons mises en place aussitôt, fiche de forage établie par clou',
      },
      {
        titre: 'Injection du coulis',
        detail:
          'coulis de ciment préparé à la centrale d’injection, injecté par le fond du forage jusqu’au refus ou au volume prévu, volumes et pressions relevés clou par clou',
      },
      {
        titre: 'Drainage',
        detail: 'barbacanes, drains forés et nappe drainante sous parement selon le CCTP, exutoires vérifiés',
      },
      {
        titre: 'Parement',
        detail:
          'parement en béton projeté armé de treillis soudé ou en béton coulé en place, selon ce que prévoit le CCTP, épaisseur contrôlée par piges avant et après projection',
      },
      {
        titre: 'Têtes de clous',
        detail:
          'plaques d’appui et écrous serrés au couple prévu, têtes protégées contre la corrosion ou noyées dans le parement',
      },
      {
        titre: 'Suivi et repli',
        detail:
          'suivi topographique des points posés pendant et après les travaux, plan de récolement des clous, nettoyage des abords et repli',
      },
    ],
    phases: [
      { nom: 'Préparation, relevés et installation de chantier', part: 0.15 },
      { nom: 'Clous d’essai : forage, injection et essais d’arrachement', part: 0.15 },
      { nom: 'Forage, pose et injection des clous', part: 0.35 },
      { nom: 'Drainage, parement et têtes de clous', part: 0.25 },
      { nom: 'Suivi, récolement et repli', part: 0.1 },
    ],
    materiel: [
      { nom: 'matériel de forage (foreuse hydraulique sur chenilles ou sur mât)', match: /foreuse|forage|sondeuse/ },
      { nom: 'centrale de malaxage et pompe d’injection du coulis', match: /injection|centrale|malaxeur/ },
      { nom: 'compresseur d’air du forage', match: /compresseur/ },
      { nom: 'machine de projection du béton, si le parement est projeté', match: /projection|gunit|projete/ },
      { nom: 'vérin et comparateurs des essais d’arrachement', match: /verin|arrachement/ },
    ],
    sansMateriel: /^mini-pelle|^dumper|^scie de sol|^aiguille vibrante|^bétonnière|^étais/,
    materiaux: [
      'barres d’acier des clous (pleines ou autoforeuses) avec centreurs, manchons, plaques d’appui et écrous, protégées contre la corrosion selon la durée de service fixée par le CCTP',
      'coulis de ciment de scellement au dosage prévu par le CCTP',
      'treillis soudés et béton projeté ou béton prêt à l’emploi de la classe d’exposition prescrite',
      'barbacanes, drains et nappe drainante',
    ],
    habilitations: [
      'autorisation de conduite de la foreuse et des engins délivrée par l’employeur (CACES R482 pour les engins qui en relèvent)',
      'formation au travail en hauteur et aux équipements de protection individuelle contre les chutes (harnais, lignes de vie)',
      'autorisation d’intervention à proximité des réseaux (AIPR)',
    ],
    risques: [
      {
        risque: 'Chute de hauteur sur le talus ou en tête d’ouvrage',
        mesure:
          'plateforme de travail avec garde-corps, lignes de vie et harnais sur le talus, accès aménagés, aucun poste isolé',
      },
      {
        risque: 'Instabilité du terrain ou de l’ouvrage pendant les travaux',
        mesure:
          'phasage de la note de calcul respecté, suivi topographique des points posés, arrêt et avis du BET au moindre mouvement',
      },
      {
        risque: 'Heurt par la circulation de la voie voisine et chute de matériaux sur la chaussée',
        mesure:
          'travaux sous exploitation selon les restrictions de l’exploitant : signalisation temporaire et balisage posés selon ses prescriptions, zone de travail séparée de la circulation, écrans ou filets contre les chutes de matériaux',
        when: /\broutes?\b|routiere|chaussee|\bvoies? (ferree|circulee|publique)|circulation|\brd ?\d|\brn ?\d/,
      },
      {
        risque: 'Projections lors du forage et de l’injection (air comprimé, coulis sous pression)',
        mesure:
          'flexibles attachés et vérifiés, zone balisée autour de la foreuse, lunettes et gants, purge avant débranchement',
      },
    ],
    sansRisques: /planchers|Ensevelissement|Manutention des blocs|Effondrement lors des démolitions/,
    dechets: [
      {
        dechet: 'Déblais et boues de forage',
        categorie: 'Inertes',
        exutoire: 'décantés sur place, puis plateforme de valorisation ou ISDI',
      },
      {
        dechet: 'Coulis excédentaire, rebonds de béton projeté, eaux de lavage de la centrale',
        categorie: 'Inertes',
        exutoire: 'bac de décantation, aucun rejet au milieu naturel ni au réseau, résidus durcis en ISDI',
      },
      {
        dechet: 'Sacs de ciment, emballages, chutes d’acier',
        categorie: 'DND',
        exutoire: 'centre de tri, ferrailles en recyclage matière',
      },
    ],
    autocontroles: [
      {
        point: 'Implantation des clous',
        moment: 'avant forage',
        preuve: 'relevé topographique comparé au plan d’exécution',
      },
      {
        point: 'Forage, inclinaison et longueur de chaque clou',
        moment: 'à la pose',
        preuve: 'fiche de forage par clou',
      },
      {
        point: 'Scellement des clous (volume et pression d’injection)',
        moment: 'à l’injection',
        preuve: 'relevés d’injection',
      },
      {
        point: 'Résistance à l’arrachement des clous',
        moment: 'sur les clous d’essai, avant la production (point d’arrêt)',
        preuve: 'PV d’essais d’arrachement',
      },
      {
        point: 'Parement (épaisseur, ferraillage, drainage)',
        moment: 'avant bétonnage ou projection',
        preuve: 'fiche d’autocontrôle et photos datées',
      },
    ],
    pointsAttention: [
      'le plan des clous et la note de calcul du BET (longueurs, inclinaisons, maillage), à recevoir avant la préparation',
      'la nature des terrains et des maçonneries à traverser (forabilité, blocs, venues d’eau)',
      'les conditions d’accès et d’emprise fixées par le gestionnaire des voies ou ouvrages voisins',
    ],
    sansPointsAttention: /./,
    decennale:
      'le confortement (clous, parement, drainage) et tout désordre qui compromet la stabilité de l’ouvrage conforté ou le rend impropre à sa destination',
    biennale: '',
    entretien:
      'tenir dégagés les barbacanes et les exutoires des drains, inspecter le parement et les têtes de clous une fois par an et après de fortes pluies, et signaler tout mouvement ou venue d’eau nouvelle',
  },
  {
    key: 'soutenement',
    label: 'murs extérieurs en maçonnerie (soutènement, clôture)',
    when: new RegExp(SOUTENEMENT),
    // A wall reinforced by nailing is drilled, nailed and faced, not built on a new footing.
    unless: CLOUAGE,
    travaux: 'travaux de maçonnerie de murs de soutènement et de clôture',
    ouvrage: 'les murs',
    sansNormes: /^NF P94-500$/,
    decennale:
      'les fondations et les murs, et tout désordre qui compromet leur solidité ou rend l’ouvrage impropre à sa destination',
    // An outdoor wall: no floors to prop, no plaster in the rubble.
    sansSpecificites: /^ouvertures et reprises en sous-œuvre$/,
    sansRisques: /planchers/,
    risques: [
      {
        risque: 'Chute de hauteur depuis l’échafaudage ou en tête de mur',
        mesure: 'échafaudage R408 vérifié avant utilisation, garde-corps en tête de mur et en bord de fouille',
      },
    ],
    dechets: [
      {
        dechet: 'Pierres, briques, béton de démolition et terres non polluées',
        categorie: 'Inertes',
        exutoire: 'pierres réemployables triées à part, le reste en plateforme de concassage-recyclage ou ISDI',
      },
      {
        dechet: 'Bois de coffrage, emballages, ferrailles',
        categorie: 'DND',
        exutoire: 'centre de tri, ferrailles en recyclage matière',
      },
      {
        dechet: 'Laitances et eaux de lavage des toupies',
        categorie: 'DND',
        exutoire: 'bac de décantation, aucun rejet au réseau',
      },
    ],
    normes: [
      G2_PRO,
      {
        ref: 'Eurocode 7 (NF EN 1997-1) et NF P94-281',
        objet: 'justification géotechnique des murs de soutènement, selon la note de calcul du BET',
        when: /soutenement/,
      },
    ],
    specificites: [
      {
        when: /soutenement|mur/,
        sujet: 'drainage des murs',
        texte:
          'Un mur de soutènement tient d’abord par son drainage : drain en pied avec exutoire, remblai drainant séparé du terrain par un géotextile, barbacanes régulièrement espacées ; le remblai est monté par couches compactées, jamais contre une maçonnerie qui n’a pas atteint sa résistance.',
      },
    ],
    etapes: [
      {
        titre: 'Relevé et sécurisation',
        detail:
          'relevé de l’existant et des avoisinants, étaiement ou talutage provisoire du terrain retenu, DT-DICT avant toute fouille',
      },
      {
        titre: 'Désamiantage préalable',
        detail:
          'retrait des matériaux amiantés désignés par le repérage avant travaux, confié à une entreprise certifiée pour la sous-section 3, sur plan de retrait transmis à l’inspection du travail, avant toute démolition ; zone restituée après mesures d’empoussièrement, déchets conditionnés et suivis par bordereau BSDA',
        when: /desamiant|retrait (de l'|des materiaux )?amiante/,
      },
      {
        titre: 'Démolition des parties à reprendre',
        detail: 'démolition par passes, pierres réemployables triées et stockées',
        when: /demoli|reconstruction|reprise/,
      },
      {
        titre: 'Terrassements et fondations',
        detail:
          'terrassement du terrain retenu par passes, fouilles réceptionnées, semelle coulée selon la note de calcul et l’étude de sol G2 PRO',
      },
      {
        titre: 'Élévation du mur',
        detail:
          'maçonnerie ou béton armé selon les plans, barbacanes et joints de dilatation, parement au mortier compatible avec l’existant',
      },
      {
        titre: 'Drainage et remblai',
        detail: 'drain en pied, géotextile, remblai drainant compacté par couches, exutoire vérifié',
      },
      { titre: 'Finitions', detail: 'couronnement, rejointoiement, nettoyage et remise en état des abords' },
    ],
    phases: [
      { nom: 'Préparation, relevé et sécurisation', part: 0.1 },
      { nom: 'Terrassements et fondations', part: 0.25 },
      { nom: 'Élévation du mur', part: 0.35 },
      { nom: 'Drainage, remblai et finitions', part: 0.2 },
      { nom: 'Réception et repli', part: 0.1 },
    ],
    pointsAttention: [
      'les venues d’eau derrière le mur et l’exutoire du drainage',
      'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) pour les fondations',
    ],
  },
  {
    key: 'rehabilitation_extension',
    label: 'restructuration de l’existant et extension',
    when: EXISTANT_ET_NEUF,
    unless: new RegExp(
      `${MODULAIRE}|${SOUTENEMENT}|${DEMOLITION_SEULE}|${NEUF_DANS_LE_CADRE.source}|${RESERVOIR_CHOISI.source}`,
    ),
    travaux: 'travaux de gros œuvre en restructuration et extension',
    sansNormes: /^NF P94-500$/,
    normes: [RAT, G2_PRO_G5, PEMD, { ref: 'NF DTU 13.3', objet: 'dallages', when: /dallage|dalle|\bsols?\b/ }],
    etapes: [
      DIAGNOSTICS,
      {
        titre: 'Curage et démolitions',
        detail:
          'curage sélectif par matériaux (tri à la source), démolitions à la pince ou au sciage, évacuation des gravats par zone',
      },
      {
        titre: 'Étaiement et ouvertures',
        detail:
          'étaiement sur note de calcul, création des ouvertures par passes alternées, pose des linteaux ou poutres de reprise',
      },
      {
        titre: 'Fondations de l’extension',
        detail:
          'fouilles réceptionnées (portance conforme à l’étude G2 PRO), semelles selon le NF DTU 13.1, liaison avec les fondations existantes sans les déchausser',
      },
      {
        titre: 'Élévations et planchers neufs',
        detail: 'élévations, chaînages et planchers de l’extension, joint de dilatation avec l’existant',
      },
      {
        titre: 'Reprises et raccords',
        detail: 'rebouchages, calfeutrements, raccords d’enduits compatibles avec les supports anciens, nettoyage',
      },
    ],
    risques: [
      {
        risque: 'Exposition à l’amiante et au plomb de l’existant',
        mesure:
          'repérage avant travaux lu avant toute intervention, mode opératoire sous-section 4 si un matériau amianté est touché',
      },
    ],
    phases: [
      { nom: 'Préparation, diagnostics et installation', part: 0.1 },
      { nom: 'Curage, démolitions et étaiements', part: 0.2 },
      { nom: 'Fondations et élévations de l’extension', part: 0.35 },
      { nom: 'Ouvertures et reprises dans l’existant', part: 0.25 },
      { nom: 'Raccords, nettoyage et repli', part: 0.1 },
    ],
    pointsAttention: [
      'l’état des structures existantes révélé par le curage (sondages avant ouverture)',
      'la liaison des fondations de l’extension avec celles de l’existant (niveaux d’assise, joint)',
      'les réservations à laisser aux lots techniques (fourreaux, trémies)',
      'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) pour les fondations',
    ],
  },
  ...selonTerrassements({
    key: 'rehabilitation',
    label: 'réhabilitation et reprises dans l’existant',
    when: /rehabilitation|restructuration|renovation|reprises? en sous-oeuvre|creation d'ouvertures?|curage|demolitions? (partielles?|interieures?)|(?<!postes? de )transformation|amenagement (de|des|d')/,
    // A façade renovation alone (« rénovation des façades ») is a ravalement, not a rehabilitation.
    unless: new RegExp(
      `${EXISTANT_ET_NEUF.source}|${MODULAIRE}|${SOUTENEMENT}|${DEMOLITION_SEULE}|entretien|maintenance|${FACADES_SEULES}|${NEUF_DANS_LE_CADRE.source}|${RESERVOIR_CHOISI.source}`,
    ),
    travaux: 'travaux de maçonnerie et de gros œuvre en réhabilitation',
    sansNormes: /^NF P94-500$/,
    normes: [RAT, PEMD, { ...G2_PRO_G5, when: /sous-oeuvre|fondation|extension|surelevation/ }],
    etapes: [
      DIAGNOSTICS,
      {
        titre: 'Curage et démolitions',
        detail:
          'curage sélectif par matériaux (tri à la source), démolitions à la pince ou au sciage, évacuation des gravats par zone',
      },
      {
        titre: 'Étaiement et ouvertures',
        detail:
          'étaiement sur note de calcul, création des ouvertures par passes alternées, pose des linteaux ou poutres de reprise',
      },
      {
        titre: 'Fondations de l’extension',
        detail: 'fouilles, béton de propreté, semelles selon l’étude de sol et le NF DTU 13.1, liaison avec l’existant',
        when: /extension|agrandissement/,
      },
      {
        titre: 'Maçonneries et bétons neufs',
        detail: 'élévations, chaînages et planchers neufs, raccords aux maçonneries conservées',
      },
      {
        titre: 'Reprises et raccords',
        detail: 'rebouchages, calfeutrements, raccords d’enduits compatibles avec les supports anciens, nettoyage',
      },
    ],
    risques: [
      {
        risque: 'Exposition à l’amiante et au plomb de l’existant',
        mesure:
          'repérage avant travaux lu avant toute intervention, mode opératoire sous-section 4 si un matériau amianté est touché',
      },
    ],
    phases: [
      { nom: 'Préparation, diagnostics et installation', part: 0.15 },
      { nom: 'Curage, démolitions et étaiements', part: 0.25 },
      { nom: 'Ouvertures, reprises et bétons neufs', part: 0.4 },
      { nom: 'Raccords, nettoyage et repli', part: 0.2 },
    ],
    // Works inside an existing building: a façade scaffold only when the façades are named, else rolling access.
    sansMateriel: /^échafaudage de pied/,
    materiel: [
      {
        nom: 'échafaudage de pied conforme à la recommandation R408',
        match: /echafaudage/,
        when: /facades?|ravalement|pignons?|murs? exterieurs?|enduits? exterieurs?|toitures?|couvertures?/,
      },
      {
        nom: 'échafaudage roulant ou plateformes individuelles roulantes pour les travaux intérieurs en hauteur',
        match: /roulant|pirl|plateforme individuelle/,
      },
    ],
    // The propping is checked before any opening: a hold point, before the trade's own checks.
    autocontroles: [
      {
        point: 'Étaiement conforme à la note de calcul (appuis, entraxes, report des charges) avant toute ouverture',
        moment: 'avant chaque ouverture ou démolition d’un élément porteur (point d’arrêt)',
        preuve: 'fiche de réception de l’étaiement signée, note de calcul visée',
      },
      {
        point: 'Structures existantes révélées par le curage (sondages, état des appuis et des planchers)',
        moment: 'après le curage, avant les ouvertures',
        preuve: 'fiche de constat, photos datées',
      },
      {
        point: 'Linteaux ou poutres de reprise posés et calés',
        moment: 'avant le désétaiement (point d’arrêt)',
        preuve: 'fiche d’autocontrôle, photos datées',
      },
      ...MACON.autocontroles.filter((c) => !/^Implantation/.test(c.point)),
    ],
    pointsAttention: [
      'l’état des structures existantes révélé par le curage (sondages avant ouverture)',
      'la nature du sol et des fondations existantes avant toute reprise en sous-œuvre (diagnostic G5 lorsqu’il est prévu)',
      'les réservations à laisser aux lots techniques (fourreaux, trémies)',
    ],
  }),
  ...dansLeCadre(
    contigus({
      key: 'neuf',
      label: 'construction neuve et extension',
      // « Création d’un centre technique » builds one, unless it is made inside an existing building.
      when: new RegExp(
        `construction (neuve|d'un|d'une|de \\w+)|batiments? neufs?|extension|reconstruction|agrandissement|${NEUF_SEUL.source}(?=[\\s\\S]*creation d'(?:un|une) (?:batiment|centre|local|atelier|hangar|garage|entrepot|gymnase|salle|halle|ecole|creche|maison|pole|caserne|vestiaire|club-house|bureau))`,
      ),
      // Outdoor sports works (a city-stade, stands) are `equipement_sportif`, unless a building is built there.
      // (« bâtiments neufs … dans le cadre de la rénovation globale du site » is a new build)
      unless: new RegExp(
        `${EXISTANT_ET_NEUF_PROPRES.source}|${MODULAIRE}|${SOUTENEMENT}|${DEMOLITION_SEULE}|^(?![\\s\\S]*(?:vestiaires?|club-house|batiments?|locaux|${SPORTIF_INTERIEUR.source}))(?=[\\s\\S]*(?:${EQUIPEMENT_SPORTIF.source}))|${RESERVOIR_CHOISI.source}|${OUVRAGE_DE_FRANCHISSEMENT.source}`,
      ),
      travaux: 'travaux de gros œuvre de construction neuve',
      sansNormes: /^NF P94-500$/,
      normes: [
        G2_PRO,
        { ref: 'NF DTU 13.1', objet: 'fondations superficielles' },
        { ref: 'NF DTU 13.3', objet: 'dallages', when: /dallage|dalle|sol/ },
        { ref: 'NF DTU 23.1', objet: 'murs en béton banché', when: /banche|voile|beton|batiments?/ },
      ],
      // A building's structure: a crane serves the formwork and the slabs; the tolerances are checked level by level.
      materiel: [
        {
          nom: 'grue à tour ou grue mobile selon l’emprise (plan d’installation, grutier titulaire du CACES R487)',
          match: /grue/,
          when: /batiments?|immeubles?|logements?|lycee|college|ecole|groupe scolaire|gymnase/,
        },
      ],
      autocontroles: [
        ...MACON.autocontroles,
        {
          point: 'Tolérances des voiles, poteaux et planchers (aplomb, planéité, niveaux, réservations)',
          moment: 'à chaque niveau, avant les planchers du niveau suivant',
          preuve: 'relevés sur fiche d’autocontrôle selon le NF DTU 21 et le NF DTU 23.1',
          when: /banche|voile|beton|batiments?/,
        },
      ],
      etapes: [
        {
          titre: 'Implantation',
          detail: 'implantation contradictoire des axes et des niveaux à partir des repères du géomètre',
        },
        {
          titre: 'Fondations',
          detail:
            'fouilles réceptionnées (portance conforme à l’étude de sol G2 PRO), béton de propreté, semelles et longrines, aciers vérifiés avant coulage',
        },
        {
          titre: 'Réseaux sous dallage et dallage',
          detail: 'réseaux enterrés et réservations posés avant le dallage, dallage selon le NF DTU 13.3',
        },
        {
          titre: 'Élévations',
          detail:
            'voiles banchés ou maçonneries de blocs, chaînages, réservations des autres lots reportées sur les plans',
        },
        {
          titre: 'Planchers et couverture du gros œuvre',
          detail:
            'planchers (prédalles ou poutrelles-hourdis) étayés, appuis de la charpente ou, pour une toiture-terrasse, acrotères et relevés prêts pour l’étancheur, selon les plans',
        },
      ],
      phases: [
        { nom: 'Installation, implantation et terrassements', part: 0.15 },
        { nom: 'Fondations et dallage', part: 0.25 },
        { nom: 'Élévations et planchers', part: 0.45 },
        { nom: 'Finitions du gros œuvre et repli', part: 0.15 },
      ],
      pointsAttention: [
        'la nature du sol et les conclusions de l’étude géotechnique (mission G2 PRO) pour les fondations',
        'le niveau de la nappe et les venues d’eau en fond de fouille',
        'les réservations à laisser aux lots techniques (fourreaux, trémies)',
      ],
    }),
  ),
  equipementSportif(true),
  equipementSportif(false),
];

/* ------------------------------------------------------------------ ravalement (maçon) */

/**
 * A façade ravalement named by the object or a descripteur (« Ravalement »): for a maçon it is a part of the job
 * (the façades of an extension, a rehabilitation…), written with its own paragraph, step, phase and check; alone,
 * it is the whole job.
 */
const RAVALEMENT =
  /ravalements?|(refection|renovation|rehabilitation|restauration|nettoyage|reprise)s? (des |de la |de l'|d'une )?facades?|enduits? (de |des )?facades?/;

const RAVALEMENT_TEXTE =
  'Le ravalement est conduit comme une partie à part entière du chantier, dans l’étendue que fixe le CCTP. Sur une façade existante, un diagnostic précède tout travail : sondage de l’enduit au marteau, relevé des fissures (stabilisées ou actives), des joints dégradés et des traces d’humidité, nature du support et de l’ancien revêtement ; la façade est ensuite nettoyée par un procédé adapté au support (eau à basse pression, hydrogommage), les fissures ouvertes et traitées, les joints dégarnis et refaits. Les enduits sont exécutés selon le NF DTU 26.1 — support préparé et humidifié, délais entre couches, aucune application par gel, forte chaleur ou vent desséchant —, à la chaux sur maçonnerie ancienne pour laisser respirer le mur ; les maçonneries de pierre sont reprises selon le NF DTU 20.1 pour les ouvrages courants et selon le CCTP pour la pierre de taille ancienne, dont les techniques sortent des DTU. L’échafaudage de façade est monté selon la recommandation R408, avec filets, les abords protégés et, en bordure de voie publique, le passage des piétons abrité et balisé selon l’autorisation d’occupation.';

const RAVALEMENT_SPECIFICITE = { when: /./, sujet: 'ravalement des façades', texte: RAVALEMENT_TEXTE };

const RAVALEMENT_NORMES = [
  { ref: 'NF DTU 26.1', objet: 'travaux d’enduits de mortiers (enduits de façade)' },
  {
    ref: 'Recommandation R408',
    objet: 'montage, utilisation et démontage des échafaudages de pied (échafaudage de façade)',
  },
];

const RAVALEMENT_ETAPE: Etape = {
  titre: 'Ravalement des façades',
  detail:
    'diagnostic des façades existantes (sondages, fissures, joints, humidité), échafaudage avec filets, nettoyage adapté au support, traitement des fissures et des joints, enduits selon le NF DTU 26.1, menuiseries et abords protégés',
};

const RAVALEMENT_RISQUES = [
  {
    risque: 'Chute d’objets ou de matériaux depuis la façade sur les abords',
    mesure:
      'filets et bâches sur l’échafaudage, platelage jointif, zone interdite au droit des travaux, passage des piétons abrité et balisé en bordure de voie publique',
  },
];

const RAVALEMENT_AUTOCONTROLE: Autocontrole = {
  point: 'Support avant enduit (cohésion, propreté, humidité) et conditions climatiques',
  moment: 'avant chaque couche d’enduit (point d’arrêt)',
  preuve: 'fiche d’autocontrôle et relevé météo',
};

const RAVALEMENT_MATERIEL = [
  { nom: 'nettoyeur à basse pression ou matériel d’hydrogommage', match: /nettoyeur|hydrogomm|pression/ },
];

const RAVALEMENT_POINT =
  'l’état des façades à ravaler (enduit, fissures, joints, humidité) et l’emprise de l’échafaudage sur les abords';

/** The kind's phases with a ravalement phase, before a last repli phase (the others scaled to keep the sum). */
function avecPhaseRavalement(phases: readonly Phase[]): Phase[] {
  const scaled = phases.map((p) => ({ ...p, part: p.part * 0.85 }));
  const last = scaled[scaled.length - 1];
  const ravalement = { nom: 'Ravalement des façades', part: 0.15 };
  return last && /repli|r[ée]ception|nettoyage/i.test(last.nom)
    ? [...scaled.slice(0, -1), ravalement, last]
    : [...scaled, ravalement];
}

/** The steps with the ravalement at the end, before a last cleaning, finishing or repli step. */
function avecEtapeRavalement(etapes: readonly Etape[]): Etape[] {
  const last = etapes[etapes.length - 1];
  return last && /repli|nettoyage|raccords|finitions/i.test(last.titre)
    ? [...etapes.slice(0, -1), RAVALEMENT_ETAPE, last]
    : [...etapes, RAVALEMENT_ETAPE];
}

const or = (a: RegExp | undefined, b: RegExp): RegExp => (a ? new RegExp(`${a.source}|${b.source}`) : b);

/** A kind in two: as is without ravalement, and with its façade part when the object or a descripteur names it. */
function avecRavalement(st: SousType): SousType[] {
  return [
    { ...st, unless: or(st.unless, RAVALEMENT) },
    {
      ...st,
      label: `${st.label}, avec le ravalement des façades`,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${RAVALEMENT.source}))`),
      normes: [...(st.normes ?? []), ...RAVALEMENT_NORMES],
      sansNormes: or(st.sansNormes, /^NF DTU 26\.1$/),
      specificites: [...(st.specificites ?? []), RAVALEMENT_SPECIFICITE],
      sansSpecificites: or(st.sansSpecificites, /^enduits de façade$/),
      etapes: avecEtapeRavalement(st.etapes ?? MACON.etapes),
      phases: avecPhaseRavalement(st.phases ?? MACON.phases),
      risques: [...(st.risques ?? []), ...RAVALEMENT_RISQUES],
      autocontroles: [...(st.autocontroles ?? MACON.autocontroles), RAVALEMENT_AUTOCONTROLE],
      materiel: [...(st.materiel ?? []), ...RAVALEMENT_MATERIEL],
      pointsAttention: [...(st.pointsAttention ?? []), RAVALEMENT_POINT],
    },
  ];
}

/** « the kind is chosen »: its `when` matches and its `unless` does not (as `specialise` reads them). */
const chosen = (st: SousType): string =>
  `^(?=[\\s\\S]*(?:${st.when.source}))${st.unless ? `(?![\\s\\S]*(?:${st.unless.source}))` : ''}`;

/** A ravalement that is the whole job for a maçon: no other kind of work of the trade is named. */
const RAVALEMENT_SEUL: SousType = {
  key: 'ravalement',
  label: 'ravalement des façades',
  when: RAVALEMENT,
  unless: new RegExp(MACON_KINDS.map(chosen).join('|')),
  travaux: 'travaux de ravalement des façades',
  ouvrage: 'les façades',
  normes: RAVALEMENT_NORMES,
  sansNormes: /^NF DTU 26\.1$|^NF DTU 21$|^NF EN 206\/CN$|^Eurocode 2|^NF DTU 13\.|^NF P94-500$/,
  specificites: [RAVALEMENT_SPECIFICITE],
  sansSpecificites: /^enduits de façade$|^fondations et élévations neuves$/,
  etapes: [
    {
      titre: 'Diagnostic des façades',
      detail:
        'sondage de l’enduit au marteau, relevé des fissures, des joints dégradés et des traces d’humidité, nature du support et de l’ancien revêtement, lecture du repérage amiante et plomb avant travaux ; zones à reprendre repérées sur les élévations et soumises au maître d’œuvre',
    },
    {
      titre: 'Échafaudage et protections',
      detail:
        'échafaudage de pied monté selon la recommandation R408, filets et bâches, protection des menuiseries et des abords, passage des piétons abrité et balisé selon l’autorisation d’occupation de la voie publique',
    },
    {
      titre: 'Nettoyage',
      detail:
        'nettoyage par un procédé adapté au support (eau à basse pression, hydrogommage), eaux de lavage recueillies et décantées',
    },
    {
      titre: 'Réparations du support',
      detail:
        'dépose des enduits non adhérents, fissures ouvertes et traitées, joints dégarnis et refaits, pierres ou éléments altérés remplacés par des éléments de même nature',
    },
    {
      titre: 'Enduits et finitions',
      detail:
        'enduits selon le NF DTU 26.1 en deux ou trois passes (à la chaux sur maçonnerie ancienne), délais entre couches et conditions climatiques respectés, finition prescrite par le CCTP',
    },
    {
      titre: 'Nettoyage et repli',
      detail: 'dépose de l’échafaudage, nettoyage des abords et de la voie publique, remise en état des accès',
    },
  ],
  phases: [
    { nom: 'Diagnostic, installation et échafaudage', part: 0.2 },
    { nom: 'Nettoyage des façades', part: 0.15 },
    { nom: 'Réparations du support', part: 0.25 },
    { nom: 'Enduits et finitions', part: 0.3 },
    { nom: 'Repli de l’échafaudage et réception', part: 0.1 },
  ],
  risques: [
    ...RAVALEMENT_RISQUES,
    {
      risque: 'Exposition au plomb ou à l’amiante d’anciens revêtements',
      mesure: 'repérages avant travaux lus avant toute dépose, mode opératoire adapté si un matériau est signalé',
    },
  ],
  sansRisques: /Effondrement|Ensevelissement/,
  materiel: RAVALEMENT_MATERIEL,
  // (a façade is neither sawn in the floor nor set out with a rotating laser)
  sansMateriel:
    /betonniere|bétonnière|mini-pelle|dumper|aiguille vibrante|étais et coffrages|scie de sol|laser rotatif/,
  // No earthworks in a ravalement alone: no earthmoving CACES.
  habilitations: MACON.habilitations.filter((h) => !/R482/.test(h)),
  materiaux: [
    'mortiers d’enduit certifiés, à la chaux naturelle sur maçonnerie ancienne',
    'produits de traitement des fissures et mortiers de rejointoiement compatibles avec le support',
    'pierres ou éléments de remplacement de même nature que l’existant',
  ],
  autocontroles: [
    {
      point: 'Diagnostic des façades et zones à reprendre',
      moment: 'avant les réparations (point d’arrêt)',
      preuve: 'relevé sur élévations remis au maître d’œuvre',
    },
    RAVALEMENT_AUTOCONTROLE,
    { point: 'Aspect, planéité et adhérence de l’enduit', moment: 'à l’avancement', preuve: 'fiche d’autocontrôle' },
  ],
  dechets: [
    {
      dechet: 'Enduits et mortiers déposés, gravats',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage-recyclage ou ISDI',
    },
    {
      dechet: 'Eaux de nettoyage des façades',
      categorie: 'DND',
      exutoire: 'recueillies et décantées, aucun rejet direct au réseau',
    },
    { dechet: 'Emballages, sacs et bâches', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    RAVALEMENT_POINT,
    'la nature du support et de l’ancien revêtement, qui fixe le nettoyage et l’enduit',
  ],
  sansPointsAttention: /./,
  decennale:
    'les enduits et reprises de maçonnerie lorsqu’ils assurent l’étanchéité de la façade ou concourent à sa solidité (un enduit de simple aspect relève de la responsabilité contractuelle)',
  biennale: '',
  entretien:
    'inspecter les façades une fois par an, traiter sans attendre une fissure nouvelle ou un décollement, et tenir dégagés les pieds de mur et les descentes d’eaux pluviales',
};

/**
 * A new building alone stands on its own plot: the point about existing works next to it (to be
 * shored before digging at their foot) is kept for an extension, a surélévation or an agrandissement.
 */
/**
 * A kind in two: without earthworks named, its habilitations without the earthmoving CACES (an interior conversion
 * digs nothing); with them, the trade's.
 */
function selonTerrassements(st: SousType): SousType[] {
  return [
    {
      ...st,
      unless: new RegExp(`${st.unless ? `${st.unless.source}|` : ''}${TERRASSEMENTS_NOMMES.source}`),
      habilitations: MACON.habilitations.filter((h) => !/R482/.test(h)),
    },
    { ...st, when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${TERRASSEMENTS_NOMMES.source}))`) },
  ];
}

/**
 * The new-build kinds, and their variant for new buildings built within a site's renovation programme
 * (`NEUF_DANS_LE_CADRE`): the programme's words (« rénovation globale ») name no demolition of ours.
 */
function dansLeCadre(sts: SousType[]): SousType[] {
  return sts.flatMap((st) => [
    { ...st, unless: new RegExp(`${st.unless ? `${st.unless.source}|` : ''}${NEUF_DANS_LE_CADRE.source}`) },
    {
      ...st,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))${NEUF_DANS_LE_CADRE.source.slice(1)}`),
      sansRisques: new RegExp(`${st.sansRisques ? `${st.sansRisques.source}|` : ''}^Effondrement lors des démolitions`),
      dechets: (st.dechets ?? MACON.dechets).filter((d) => !/démolitions/.test(d.dechet)),
    },
  ]);
}

function contigus(st: SousType): SousType[] {
  const attenant = 'extension|agrandissement|surelevation';
  return [
    {
      ...st,
      unless: new RegExp(`${st.unless ? `${st.unless.source}|` : ''}${attenant}`),
      sansPointsAttention: /ouvrages existants contigus/,
    },
    { ...st, when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${attenant}))`) },
  ];
}

/* ------------------------------------------------------------------ restauration (maçon) */

/**
 * A building that is, or very likely is, a heritage monument (folded): the notice says it is protected, or
 * the object names a cathedral, a church, a castle, ramparts, a city hall of the Capitole's kind… Whether it
 * is classé or inscrit is for the file to say: the method states the heritage rules conditionally.
 */
export const EDIFICE_PATRIMONIAL =
  /monuments? historiques?|\bclasse(?:e|s|es)? (?:au titre|monument|mh\b)|\binscrit(?:e|s|es)? au titre|\bacmh\b|architecte en chef des monuments|\bcapitole\b|\bcathedrales?\b|\bbasiliques?\b|\babbayes?\b|\babbatiales?\b|\beglises?\b|\bchapelles?\b|\bcollegiales?\b|\bprieures?\b|\bcloitres?\b|\bchateaux?\b(?! d'eau)|\bcitadelles?\b|\bremparts?\b|\bfortifications?\b|\bbeffrois?\b|\bdonjons?\b|\bhotels? particuliers?\b|\bpalais (?:episcopal|ducal|royal|des papes|bourbon|du luxembourg|des etats|des rois)\b/;

/** « Restauration » as the works' noun (not a canteen: « restauration scolaire »). */
const RESTAURER = /\brestaur(?:ation|ations|er)\b(?! (?:scolaire|collective|municipale|du personnel|rapide))/;

/**
 * A restoration of old masonry: « restauration de la façade », « restauration des maçonneries »,
 * « restauration du rempart », or a restoration, a ravalement or masonry works on a heritage building.
 */
const RESTAURATION_MACONNERIE = new RegExp(
  `${RESTAURER.source} (?:de |des |du |de la |de l'|d'une |d'un )?(?:facades?|maconneries?|murs?|pierres?|parements?|briques?|elevations?|remparts?|corniches?|contreforts?|pignons?)\\b|^(?=[\\s\\S]*(?:${EDIFICE_PATRIMONIAL.source}))(?=[\\s\\S]*(?:${RESTAURER.source}|ravalements?|\\bfacades?\\b|maconneries?|pierres? de taille|parements?|rejointoiement))`,
);

const RESTAURATION: SousType = {
  key: 'restauration_patrimoine',
  label: 'restauration de maçonneries anciennes',
  when: RESTAURATION_MACONNERIE,
  // A new building or an extension beside it is built with the kind of its own (its façades then with the ravalement).
  unless: /\bconstruction\b|\bextensions?\b|agrandissement|surelevation|\bneu(?:f|ve)s?\b/,
  travaux: 'travaux de restauration des maçonneries anciennes',
  ouvrage: 'les maçonneries restaurées',
  normes: [
    { ref: 'NF EN 459-1', objet: 'chaux de construction (chaux naturelles NHL des mortiers de joints et de ragréage)' },
    {
      ref: 'Recommandation R408',
      objet: 'montage, utilisation et démontage des échafaudages de pied (échafaudage de façade)',
    },
  ],
  // (no DTU governs a restoration: the NF DTU 20.1 is for new masonry, which the object does not name)
  sansNormes: /./,
  specificites: [
    {
      when: /./,
      sujet: 'restauration des maçonneries anciennes',
      texte:
        'La restauration d’une façade ou d’une maçonnerie ancienne ne relève pas des DTU, écrits pour les ouvrages neufs : elle suit le CCTP, l’étude préalable du maître d’œuvre et les règles de l’art du patrimoine. Elle commence par le relevé de l’état sanitaire des parements — cartographie des altérations sur les élévations (pierres desquamées, fissurées ou éclatées, briques gélives, joints creux, croûtes noires, anciens ragréages au ciment) — qui fixe, élément par élément, ce qui est nettoyé, consolidé, ragréé ou remplacé. Le nettoyage est d’abord essayé sur un panneau d’essai (nébulisation, micro-gommage à basse pression, compresses) et le procédé retenu est le plus doux qui donne le résultat attendu, sans sablage agressif qui détruirait l’épiderme de la pierre ou de la brique. Les pierres trop altérées sont remplacées par des pierres de même nature, de même grain et de même teinte, taillées au profil de l’existant, les briques par des briques de récupération ou fabriquées à l’identique (format, teinte, cuisson) ; les joints sont dégarnis à la main et refaits au mortier de chaux naturelle (NHL, NF EN 459-1) dosé et teinté sur échantillon, jamais au ciment, qui bloque les échanges d’humidité et fait éclater les éléments voisins. Chaque technique — nettoyage, mortier, ragréage, élément de remplacement — est présentée en échantillon ou en zone témoin à l’architecte avant toute exécution.',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Relevé de l’état sanitaire',
      detail:
        'relevé photographique et cartographie des altérations sur les élévations (pierres ou briques altérées, joints, fissures, anciens ragréages au ciment, traces d’humidité), lecture du repérage amiante et plomb avant travaux ; calepin des éléments à remplacer soumis à l’architecte',
    },
    {
      titre: 'Échafaudage et protections',
      detail:
        'échafaudage de pied monté selon la recommandation R408, ancré sans percer les parements sculptés ni la pierre de taille (ancrages dans les joints ou les baies, avec l’accord de l’architecte), filets et bâches, menuiseries, vitraux et décors protégés, abords balisés',
    },
    {
      titre: 'Essais et échantillons',
      detail:
        'panneau d’essai de nettoyage, échantillons de mortier de chaux (teinte, granulométrie, finition des joints), pierre ou brique de remplacement présentée ; exécution seulement après l’accord écrit de l’architecte (point d’arrêt)',
    },
    {
      titre: 'Nettoyage des parements',
      detail:
        'procédé validé sur le panneau d’essai étendu par zones, eaux recueillies et décantées, aucune projection abrasive à haute pression',
    },
    {
      titre: 'Remplacements et consolidations',
      detail:
        'dépose des éléments trop altérés et des anciens ragréages au ciment, remplacement en tiroir par des pierres de même nature ou des briques de récupération ou fabriquées à l’identique, ragréages au mortier de chaux, fissures agrafées en inox lorsque le CCTP le prévoit',
    },
    {
      titre: 'Rejointoiement',
      detail:
        'joints dégarnis à la main, refaits au mortier de chaux naturelle conforme à l’échantillon validé, serrés et brossés, protégés du soleil, du vent et du gel pendant la prise',
    },
    {
      titre: 'Repli et rapport d’intervention',
      detail:
        'dépose de l’échafaudage, nettoyage des abords, rapport d’intervention (état initial, travaux réalisés, matériaux, photographies) remis à l’architecte',
    },
  ],
  phases: [
    { nom: 'Relevé, installation et échafaudage', part: 0.15 },
    { nom: 'Essais et échantillons', part: 0.1 },
    { nom: 'Nettoyage des parements', part: 0.15 },
    { nom: 'Remplacements et consolidations', part: 0.3 },
    { nom: 'Rejointoiement', part: 0.2 },
    { nom: 'Repli et rapport d’intervention', part: 0.1 },
  ],
  risques: [
    ...RAVALEMENT_RISQUES,
    {
      risque: 'Exposition au plomb ou à l’amiante d’anciens revêtements ou joints',
      mesure: 'repérages avant travaux lus avant toute dépose, mode opératoire adapté si un matériau est signalé',
    },
  ],
  sansRisques: /Effondrement|Ensevelissement/,
  materiel: [
    {
      nom: 'matériel de nébulisation ou de micro-gommage à basse pression',
      match: /nebulis|gommage|hydrogomm|nettoyeur|basse pression/,
    },
    { nom: 'outillage de taille de pierre et de dégarnissage des joints', match: /taille|burin|ciseau|degarniss/ },
  ],
  sansMateriel:
    /betonniere|bétonnière|mini-pelle|dumper|aiguille vibrante|étais et coffrages|scie de sol|laser rotatif/,
  materiaux: [
    'chaux naturelle (NHL, NF EN 459-1) et sables choisis sur échantillon pour les mortiers de joints et de ragréage',
    'pierres de même nature que l’existant (carrière, grain et teinte validés sur échantillon)',
    'briques de récupération ou fabriquées à l’identique (format, teinte, cuisson)',
    'agrafes et goujons en acier inoxydable pour les fissures et les éléments à fixer',
  ],
  habilitations: ['montage et utilisation des échafaudages (R408)'],
  autocontroles: [
    {
      point: 'Relevé de l’état sanitaire et calepin des éléments à remplacer',
      moment: 'avant tout nettoyage ou dépose (point d’arrêt)',
      preuve: 'cartographie des altérations sur élévations, validée par l’architecte',
    },
    {
      point: 'Panneau d’essai de nettoyage et échantillons de mortier et d’éléments de remplacement',
      moment: 'avant exécution (point d’arrêt)',
      preuve: 'procès-verbal de validation de l’architecte, photographies',
    },
    {
      point: 'Conformité des joints et ragréages à l’échantillon validé, conditions climatiques',
      moment: 'à l’avancement',
      preuve: 'fiche d’autocontrôle et relevé météo',
    },
  ],
  dechets: [
    {
      dechet: 'Joints, mortiers et ragréages déposés, gravats',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage-recyclage ou ISDI',
    },
    {
      dechet: 'Pierres et briques déposées',
      categorie: 'Inertes',
      exutoire: 'réemploi des éléments sains après tri, avec l’accord de l’architecte ; le reste en ISDI',
    },
    {
      dechet: 'Eaux de nettoyage des parements',
      categorie: 'DND',
      exutoire: 'recueillies et décantées, aucun rejet direct au réseau',
    },
    { dechet: 'Emballages, sacs et bâches', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  pointsAttention: [
    'la nature des pierres ou des briques en place, et la carrière ou la briqueterie capable de fournir des éléments de même nature',
    'le statut de l’édifice (classé ou inscrit au titre des monuments historiques, ou non protégé) et ce qu’il impose : maîtrise d’œuvre, autorisation de travaux, contrôle scientifique et technique de la DRAC',
  ],
  sansPointsAttention: /./,
  decennale:
    'les remplacements et consolidations de maçonnerie qui concourent à la solidité de l’ouvrage, et les rejointoiements des parements qui en assurent le clos',
  biennale: '',
  entretien:
    'inspecter les parements chaque année et après l’hiver, surveiller les joints et les éléments exposés (corniches, appuis, couronnements), tenir les évacuations d’eaux pluviales en état, et n’employer sur les maçonneries restaurées ni mortier ni produit au ciment',
};

/** The restoration chosen, it is the job: the other kinds of the trade stand aside. */
const RESTAURATION_CHOISIE = new RegExp(chosen(RESTAURATION));

export const MACON_SOUS_TYPES: SousType[] = [
  PONTONS,
  RESTAURATION,
  ...[...MACON_KINDS.flatMap(avecRavalement), RAVALEMENT_SEUL].map((st) => ({
    ...st,
    unless: or(st.unless, RESTAURATION_CHOISIE),
  })),
];
