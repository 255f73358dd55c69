import type { SousType } from './types.ts';
import { DT_DICT, TRANCHEES_RISQUES } from './sous-types-common.ts';
import { PLOMBIER_REHAB } from './fluides.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

export const ELECTRICIEN_SOUS_TYPES: SousType[] = [
  {
    key: 'eclairage_public',
    label: 'réseaux et éclairage public',
    when: /eclairage public|eclairage exterieur|candelabres?|mats? d'eclairage|points? lumineux|mise en lumiere|reseaux? d'eclairage|foyers? lumineux|armoires? d'eclairage/,
    travaux: 'travaux d’éclairage public et de réseaux extérieurs',
    ouvrage: 'les installations d’éclairage extérieur',
    sansNormes: /NF C 15-100|NF C 14-100|12464|ERP|61-970/,
    sansSpecificites: /^(éclairage|tableaux électriques|courants faibles|sécurité incendie)$/,
    normes: [
      { ref: 'NF C 17-200 (2016)', objet: 'installations électriques extérieures (éclairage public, mise en lumière)' },
      {
        ref: 'Arrêté du 27 décembre 2018',
        objet: 'prévention, réduction et limitation des nuisances lumineuses (température de couleur, orientation)',
      },
      { ref: 'NF EN 13201', objet: 'éclairage public : classes et performances photométriques' },
      { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection' },
      DT_DICT,
      { ref: 'NF C 18-510', objet: 'opérations sur les ouvrages électriques et habilitations' },
    ],
    etapes: [
      {
        titre: 'Préparation et réseaux existants',
        detail:
          'DT-DICT, marquage-piquetage des réseaux, relevé de l’existant (armoires, points lumineux, câbles) et plan de signalisation temporaire validé par le gestionnaire de voirie',
      },
      {
        titre: 'Consignation et dépose',
        detail:
          'consignation des départs concernés depuis l’armoire, dépose des luminaires et mâts déclassés, tri des lampes et DEEE',
      },
      {
        titre: 'Génie civil',
        detail:
          'tranchées et fourreaux selon la NF P 98-331 (grillage avertisseur, profondeur de pose), massifs des candélabres, réfection des revêtements',
        when: /tranchee|fourreau|massif|genie civil|candelabre|mat/,
      },
      {
        titre: 'Câblage et raccordements',
        detail:
          'tirage des câbles, boîtes de raccordement en pied de mât, protections et mise à la terre selon la NF C 17-200',
      },
      {
        titre: 'Pose des luminaires',
        detail:
          'pose et réglage des luminaires à la nacelle, orientation et température de couleur conformes à l’arrêté du 27 décembre 2018, programmation de l’abaissement nocturne',
      },
      {
        titre: 'Contrôles et mise en service',
        detail:
          'mesures d’isolement et de terre, essais des protections, contrôle des niveaux d’éclairement, récolement des réseaux et mise à jour des plans',
      },
    ],
    risques: [
      {
        risque: 'Endommagement de réseaux enterrés',
        mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
      },
      {
        risque: 'Circulation routière et piétons',
        mesure: 'signalisation temporaire selon l’arrêté de circulation, balisage des fouilles, gilet haute visibilité',
      },
      {
        risque: 'Travail en hauteur à la nacelle',
        mesure: 'nacelle avec CACES R486, balisage au sol, arrêt par vent fort',
      },
    ],
    materiel: [
      { nom: 'nacelle élévatrice sur porteur (CACES R486)', match: /nacelle/ },
      { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
      {
        nom: 'mini-pelle pour les tranchées et massifs',
        match: /pelle|tractopelle/,
        when: /tranchee|massif|genie civil/,
      },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et approvisionnements', part: 0.2 },
      { nom: 'Déposes et génie civil', part: 0.3 },
      { nom: 'Câblage, pose et réglage des luminaires', part: 0.35 },
      { nom: 'Contrôles, mise en service et récolement', part: 0.15 },
    ],
    pointsAttention: [
      'les réseaux enterrés (DT-DICT) et la signalisation temporaire de chantier',
      'l’état des armoires de commande et des mâts conservés',
    ],
  },
  {
    key: 'reseaux',
    label: 'réseaux électriques enterrés',
    when: /effacement (des |de )?reseaux|enfouissement|reseaux? (bt|hta|basse tension|souterrains?)|genie civil (telecom|electrique)/,
    travaux: 'travaux de réseaux électriques et d’enfouissement',
    ouvrage: 'les réseaux électriques',
    sansNormes: /NF C 15-100|12464|ERP|61-970/,
    normes: [
      { ref: 'NF C 11-201', objet: 'réseaux de distribution publique d’énergie électrique' },
      { ref: 'NF P 98-331 et NF P 98-332', objet: 'tranchées et règles de distance entre réseaux' },
      DT_DICT,
    ],
    risques: [
      {
        risque: 'Endommagement de réseaux enterrés',
        mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
      },
    ],
  },
  {
    key: 'ssi_courants_faibles',
    label: 'courants faibles et sécurité incendie',
    when: /\bssi\b|detection incendie|alarme incendie|desenfumage|controle d'acces|videoprotection|videosurveillance|courants? faibles?|\bvdi\b|intrusion/,
    normes: [
      {
        ref: 'NF S 61-970',
        objet: 'règles d’installation des systèmes de détection incendie',
        when: /incendie|ssi|detection/,
      },
      {
        ref: 'NF EN 54',
        objet: 'composants des systèmes de détection et d’alarme incendie',
        when: /incendie|ssi|detection|alarme/,
      },
      {
        ref: 'NF EN 50173',
        objet: 'systèmes génériques de câblage (VDI)',
        when: /vdi|courants? faibles?|informatique|reseau/,
      },
    ],
    pointsAttention: ['le maintien en service de la sécurité incendie existante jusqu’à la bascule'],
  },
];

export const CHAUFFAGISTE_SOUS_TYPES: SousType[] = [
  {
    key: 'ventilation_laboratoire',
    label: 'ventilation de laboratoire',
    when: /laboratoire.{0,80}(ventilation|extraction|sorbonne|hotte|cta)|(ventilation|extraction|sorbonne|hotte|cta).{0,80}laboratoire|sorbonnes?/,
    travaux: 'travaux de ventilation et d’extraction de laboratoire',
    ouvrage: 'les installations de ventilation',
    sansNormes: /65\.1[0-4]|24\.1|2024\/573/,
    normes: [
      { ref: 'NF EN 14175', objet: 'sorbonnes de laboratoire : conception, essais de type et essais sur site' },
      { ref: 'NF DTU 68.3', objet: 'installations de ventilation mécanique' },
    ],
    etapes: [
      {
        titre: 'Relevé et maintien de l’activité',
        detail:
          'relevé des sorbonnes, extractions et réseaux existants, phasage avec les utilisateurs pour maintenir les postes nécessaires aux manipulations',
      },
      {
        titre: 'Réseaux d’extraction',
        detail:
          'réseaux en matériaux compatibles avec les produits manipulés, pentes et purges, ventilateurs en toiture avec rejet au-dessus du faîtage',
      },
      {
        titre: 'Air de compensation',
        detail: 'soufflage d’air neuf traité, régulation de la dépression des locaux par rapport aux circulations',
      },
      {
        titre: 'Équilibrage et essais',
        detail:
          'équilibrage des débits, mesure de la vitesse d’air frontale et essais de confinement des sorbonnes sur site (NF EN 14175), PV remis',
      },
      { titre: 'Mise en service', detail: 'mise en service, formation des utilisateurs et du service technique, DOE' },
    ],
    risques: [
      {
        risque: 'Exposition aux produits chimiques résiduels des réseaux',
        mesure: 'réseaux décontaminés et consignés par l’exploitant avant intervention, EPI adaptés',
      },
    ],
    pointsAttention: [
      'les produits manipulés (compatibilité des matériaux des réseaux)',
      'le phasage avec les utilisateurs du laboratoire',
    ],
  },
];

/** Sanitary rooms and fittings in the object, the lots or the descripteurs. */
const SANITAIRE =
  /sanitaires?\b|vestiaires?|\bwc\b|toilettes?|douches?|lavabos?|lave-mains|eau chaude sanitaire|\becs\b/;
/** Works on existing sanitary installations (the object says so). */
const SANITAIRE_EXISTANT =
  /rehabilit|renov|remplacement|refection|restructur|reamenag|mise en conformite|mise aux normes|remise en etat|vetuste|transformation/;

/** The steps of sanitary works: the dépose only on existing installations, ECS and PMR only when the text shows them. */
const SANITAIRE_ETAPES = [
  {
    titre: 'Relevés et repérage de l’existant',
    detail:
      'relevé des réseaux conservés, des chutes et des points de raccordement, lecture du repérage amiante avant travaux, coupures programmées avec l’exploitant',
    when: PLOMBIER_REHAB,
  },
  {
    titre: 'Plans d’exécution et réservations',
    detail:
      'plans d’exécution, implantation des appareils et des attentes arrêtée avec les autres corps d’état (gros œuvre, plaquiste, carreleur), fourreaux aux traversées',
  },
  {
    titre: 'Maintien en service et dépose',
    detail:
      'un bloc sanitaire laissé en service pour les occupants pendant chaque phase, dépose des appareils et réseaux à remplacer, obturation des attentes chaque soir et suppression des bras morts',
    when: PLOMBIER_REHAB,
  },
  {
    titre: 'Évacuations eaux usées et eaux vannes',
    detail:
      'collecteurs et chutes en PVC selon le NF DTU 60.33, pentes de 1 à 3 %, ventilation primaire prolongée ou conservée hors toiture, tampons de dégorgement, essai d’écoulement avant encoffrement',
  },
  {
    titre: 'Distribution d’eau froide et d’eau chaude',
    detail:
      'réseaux en cuivre, multicouche ou PER selon le CCTP, colliers isophoniques, calorifugeage de l’eau chaude, clapets et disconnecteurs selon la NF EN 1717',
  },
  {
    titre: 'Eau chaude sanitaire',
    detail:
      'raccordement de la production, bouclage ou traçage, mitigeurs thermostatiques limitant à 50 °C les points de puisage des douches et lavabos (arrêté du 30 novembre 2005)',
    when: /eau chaude|\becs\b|ballon|chauffe-eau|douches?|vestiaires?/,
  },
  {
    titre: 'Appareils sanitaires',
    detail:
      'pose sur bâtis-supports fixés à la structure, robinetterie temporisée ou à détection, hauteurs des appareils accessibles vérifiées à la pose',
  },
  {
    titre: 'Essais et mise en service',
    detail:
      'épreuve d’étanchéité sous pression, rinçage et désinfection des réseaux d’eau potable, relevé des températures d’eau chaude aux points de puisage, DOE',
  },
];

export const PLOMBIER_SOUS_TYPES: SousType[] = [
  {
    key: 'reseaux_aep',

    label: 'réseaux d’eau potable et branchements',
    when: /adduction|eau potable|\baep\b|conduites? d'eau|reseaux? d'eau|branchements? (d'eau|plomb)|canalisations? d'eau|defense (exterieure )?incendie|poteaux? incendie/,
    unless:
      /sanitaires?\b|vestiaires?|\bwc\b|douches?|eau chaude|\becs\b|colonnes? montantes?|hopital|clinique|ehpad|interieurs?/,
    travaux: 'travaux de réseaux d’eau potable et de branchements',
    ouvrage: 'les réseaux d’eau potable',
    sansNormes: /60\.\d|20 avril 2017|30 novembre 2005|1er février 2010/,
    sansSpecificites: /^(blocs sanitaires|sanitaires accessibles|production d’eau chaude sanitaire)$/,
    decennale: 'les canalisations enterrées et tout désordre rendant le réseau impropre à sa destination',
    normes: [
      {
        ref: 'NF EN 805',
        objet: 'réseaux d’alimentation en eau à l’extérieur des bâtiments : pose, épreuves et désinfection',
      },
      { ref: 'Fascicule 71 du CCTG', objet: 'fourniture et pose de canalisations d’eau, accessoires et branchements' },
      { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection' },
      DT_DICT,
      {
        ref: 'Code de la santé publique, articles R1321-1 et suivants',
        objet: 'eaux destinées à la consommation humaine : matériaux au contact (ACS) et analyse avant mise en service',
      },
    ],
    etapes: [
      {
        titre: 'Déclarations et piquetage',
        detail:
          'DT-DICT, marquage-piquetage des réseaux existants, arrêté de circulation et phasage des coupures arrêté avec l’exploitant du réseau',
      },
      {
        titre: 'Tranchées',
        detail:
          'ouverture à la mini-pelle, blindage dès 1,30 m, lit de pose en sable ou gravillons selon le fascicule 71',
      },
      {
        titre: 'Pose des conduites',
        detail:
          'conduites en fonte ductile ou PEHD électrosoudé sous attestation ACS, butées aux coudes et tés, grillage avertisseur bleu',
      },
      {
        titre: 'Branchements et raccordements',
        detail:
          'reprise des branchements des abonnés et raccordement sur le réseau en service pendant les coupures annoncées, alimentation provisoire si la coupure dépasse la journée',
      },
      {
        titre: 'Épreuves et désinfection',
        detail:
          'épreuve hydraulique selon la NF EN 805, rinçage, désinfection et analyse bactériologique avant mise en service',
      },
      {
        titre: 'Remblai, réfection et récolement',
        detail: 'remblai compacté par couches, réfection des chaussées et trottoirs, plan de récolement géoréférencé',
      },
    ],
    risques: TRANCHEES_RISQUES,
    materiel: [
      { nom: 'mini-pelle et blindages de tranchée', match: /pelle|blindage/ },
      { nom: 'machine à souder par électrofusion (PEHD)', match: /electrofusion|electrosoud|soudeuse/ },
      { nom: 'détecteur de réseaux enterrés', match: /detecteur|localisateur/ },
    ],
    phases: [
      { nom: 'Préparation, DT-DICT et piquetage', part: 0.15 },
      { nom: 'Tranchées et pose des conduites', part: 0.45 },
      { nom: 'Branchements et raccordements', part: 0.2 },
      { nom: 'Épreuves, désinfection, réfections et récolement', part: 0.2 },
    ],
    pointsAttention: [
      'la continuité de la distribution d’eau pendant les raccordements (coupures annoncées, alimentation provisoire)',
      'l’emprise du chantier sur la voirie et l’arrêté de circulation',
    ],
  },
  {
    key: 'gaz',
    label: 'installations de gaz',
    when: /reseaux? (de )?gaz|installations? (de )?gaz|alimentation gaz|gaz naturel|conduites? de gaz/,
    normes: [
      { ref: 'NF DTU 61.1', objet: 'installations de gaz dans les locaux d’habitation' },
      {
        ref: 'Arrêté du 23 février 2018',
        objet: 'règles techniques et de sécurité des installations de gaz des bâtiments d’habitation',
        when: /logement|habitation|residence/,
      },
    ],
    risques: [
      {
        risque: 'Fuite de gaz lors des raccordements',
        mesure: 'coupure et purge par l’exploitant, détecteur de gaz au poste, essai d’étanchéité avant remise en gaz',
      },
    ],
  },
  {
    key: 'entretien',
    label: 'réparations de plomberie',
    when: /entretien|maintenance|depannage|petits travaux|travaux courants|travaux divers|\bacbc\b|bons? de commande/,
    etapes: [
      {
        titre: 'Diagnostic à la commande',
        detail:
          'visite du site désigné par le bon, recherche de la cause (fuite, engorgement, appareil défectueux), photos, devis préalable pour toute prestation absente du bordereau',
      },
      {
        titre: 'Mise en sécurité',
        detail:
          'fermeture de la vanne du secteur concerné et information de l’occupant, protection des sols et des locaux voisins, balisage en présence du public',
      },
      {
        titre: 'Réparation ou remplacement',
        detail:
          'remplacement à l’identique ou par un équipement équivalent validé, dans les règles du NF DTU 60.1, pièces courantes tenues en stock dans le véhicule atelier',
      },
      {
        titre: 'Remise en eau et essais',
        detail:
          'contrôle d’étanchéité et d’écoulement, rinçage des tronçons remplacés, température d’eau chaude relevée au point de puisage quand l’intervention la touche',
      },
      {
        titre: 'Compte rendu',
        detail:
          'fiche d’intervention signée par l’occupant : cause, travaux réalisés, pièces posées, photos avant et après, réserves et travaux à prévoir',
      },
    ],
    phases: [
      { nom: 'Réception du bon, diagnostic et devis éventuel', part: 0.1 },
      { nom: 'Approvisionnement des fournitures', part: 0.25 },
      { nom: 'Intervention sur site', part: 0.5 },
      { nom: 'Essais, remise en service et compte rendu', part: 0.15 },
    ],
    pointsAttention: [
      'la localisation des vannes de sectionnement de chaque site, à relever aux premières commandes',
      'les sites occupés où une coupure d’eau doit être annoncée à l’avance',
    ],
  },
  {
    key: 'sanitaire_existant',
    label: 'installations sanitaires',
    when: new RegExp(`^(?=[\\s\\S]*(${SANITAIRE.source}))(?=[\\s\\S]*(${SANITAIRE_EXISTANT.source}))`),
    travaux: 'travaux de rénovation des installations sanitaires',
    ouvrage: 'les installations sanitaires',
    etapes: SANITAIRE_ETAPES,
    sansSpecificites: /^blocs sanitaires$/,
    phases: [
      { nom: 'Préparation, relevés et approvisionnement', part: 0.15 },
      { nom: 'Déposes et réseaux d’évacuation', part: 0.3 },
      { nom: 'Distribution d’eau froide et d’eau chaude', part: 0.25 },
      { nom: 'Pose des appareils et raccordements', part: 0.2 },
      { nom: 'Essais, désinfection et réception', part: 0.1 },
    ],
    pointsAttention: [
      'les sanitaires à maintenir en service pour les occupants pendant les travaux',
      'l’état des réseaux existants conservés (corrosion, entartrage, matériaux anciens)',
    ],
  },
  {
    key: 'sanitaire',
    label: 'installations sanitaires',
    when: SANITAIRE,
    unless: SANITAIRE_EXISTANT,
    travaux: 'travaux de plomberie sanitaire',
    ouvrage: 'les installations sanitaires',
    etapes: SANITAIRE_ETAPES,
    phases: [
      { nom: 'Préparation, plans d’exécution et approvisionnement', part: 0.15 },
      { nom: 'Réservations et réseaux d’évacuation', part: 0.3 },
      { nom: 'Distribution d’eau froide et d’eau chaude', part: 0.25 },
      { nom: 'Pose des appareils et raccordements', part: 0.2 },
      { nom: 'Essais, désinfection et réception', part: 0.1 },
    ],
    sansSpecificites: /^blocs sanitaires$/,
    pointsAttention: ['l’emplacement et la capacité de la production d’eau chaude qui dessert les sanitaires'],
  },
];
