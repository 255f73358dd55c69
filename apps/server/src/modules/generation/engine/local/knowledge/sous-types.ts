import type { SousType } from './types.ts';

/*
 * Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object,
 * the lots and the descripteurs; each replaces the trade's method where the work differs.
 */

const DT_DICT = {
  ref: 'Réglementation DT-DICT (code de l’environnement, articles R554-1 et suivants)',
  objet: 'travaux à proximité des réseaux : déclarations, marquage-piquetage, AIPR des intervenants',
};

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

export const PEINTRE_SOUS_TYPES: SousType[] = [
  {
    key: 'ite',
    label: 'isolation thermique par l’extérieur',
    when: /isolation (thermique )?par l'exterieur|\bite\b|enduit sur isolant|\betics\b/,
    travaux: 'travaux d’isolation thermique par l’extérieur',
    ouvrage: 'l’isolation par l’extérieur',
    decennale: 'l’isolation thermique par l’extérieur et son enduit, qui participent au clos et au couvert',
    sansNormes: /59\.4|polluants volatils|59\.3/,
    normes: [
      {
        ref: 'Avis technique ou DTA du système',
        objet: 'isolation thermique par l’extérieur (pas de NF DTU : mise en œuvre selon l’avis technique)',
      },
      { ref: 'Cahier du CSTB 3035_V3', objet: 'systèmes d’ITE par enduit sur isolant' },
    ],
  },
  {
    key: 'ravalement',
    label: 'ravalement de façades',
    when: /ravalement|facades?|peintures? exterieures?|impermeabilite/,
    travaux: 'travaux de ravalement et de peinture de façades',
    ouvrage: 'les façades',
    decennale: 'les revêtements d’imperméabilité de façade, lorsqu’ils assurent l’étanchéité',
    sansNormes: /59\.4|polluants volatils|59\.3/,
    normes: [
      { ref: 'NF DTU 42.1', objet: 'réfection de façades par revêtements d’imperméabilité (classes I1 à I4)' },
      { ref: 'NF DTU 26.1', objet: 'travaux d’enduits de mortiers', when: /enduit/ },
      {
        ref: 'Arrêté du 21 décembre 2004 et articles R4323-69 et suivants du code du travail',
        objet: 'montage et utilisation des échafaudages',
      },
    ],
    etapes: [
      {
        titre: 'Installation',
        detail:
          'permission de voirie et arrêté de circulation, échafaudage de pied avec protections (filets, platelage), réception de l’échafaudage avant usage',
      },
      {
        titre: 'Diagnostic du support',
        detail:
          'relevé des fissures, du farinage et de l’humidité, essais d’adhérence par quadrillage ; le choix de la classe de revêtement en découle',
      },
      {
        titre: 'Préparation',
        detail:
          'nettoyage basse ou haute pression avec récupération des eaux, traitement des fissures par ouverture et pontage, reprise des enduits dégradés',
      },
      { titre: 'Impression', detail: 'application du fixateur ou de l’impression adaptée au support' },
      {
        titre: 'Revêtement',
        detail:
          'application du revêtement en deux couches au moins, consommations contrôlées, travaux suspendus par pluie, gel ou température inférieure à 5 °C',
      },
      { titre: 'Repli', detail: 'démontage de l’échafaudage, nettoyage des abords et de la voirie, réception' },
    ],
    risques: [
      {
        risque: 'Chute de hauteur depuis l’échafaudage',
        mesure: 'échafaudage avec garde-corps, réception avant usage, montage par du personnel formé (R408)',
      },
      {
        risque: 'Chute d’objets sur les passants',
        mesure: 'filets et platelage, balisage et protection du cheminement piéton',
      },
    ],
    materiel: [{ nom: 'échafaudage de pied avec filets de protection', match: /echafaudage/ }],
    pointsAttention: [
      'l’emprise de l’échafaudage sur la voirie (permission de voirie)',
      'l’état des supports de façade',
    ],
    phases: [
      { nom: 'Installation et échafaudage', part: 0.15 },
      { nom: 'Diagnostic et préparation des supports', part: 0.3 },
      { nom: 'Application des revêtements', part: 0.4 },
      { nom: 'Repli et réception', part: 0.15 },
    ],
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

export const TERRASSIER_SOUS_TYPES: SousType[] = [
  {
    key: 'assainissement',
    label: 'réseaux d’assainissement',
    when: /assainissement|eaux usees|eaux pluviales|collecteurs?|canalisations?|branchements? (d'eaux|eu|ep)|adduction|eau potable|\baep\b/,
    normes: [
      { ref: 'NF EN 1610', objet: 'mise en œuvre et essais des branchements et collecteurs d’assainissement' },
      { ref: 'Fascicule 70 du CCTG', objet: 'ouvrages d’assainissement (titres I et II)' },
    ],
    specificites: [
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
    ],
    pointsAttention: ['les raccordements sur les réseaux en service (dérivation provisoire des effluents)'],
  },
];

export const MENUISIER_SOUS_TYPES: SousType[] = [
  {
    key: 'interieures',
    label: 'menuiseries intérieures et agencement',
    when: /menuiseries? interieures?|blocs?-portes?|portes? interieures?|placards?|agencement|habillages? bois/,
    unless: /menuiseries? exterieures?|fenetres?|chassis|baies?|facade|occultations?|volets?/,
    travaux: 'travaux de menuiseries intérieures et d’agencement',
    ouvrage: 'les menuiseries intérieures',
    sansNormes: /36\.5|Acotherm|20 avril 2017|NF DTU 39/,
    etapes: [
      {
        titre: 'Relevés',
        detail: 'relevé des baies, des réservations et des cloisons, validation des cotes et des sens d’ouverture',
      },
      {
        titre: 'Fabrication et approvisionnement',
        detail:
          'commande des blocs-portes avec leurs PV de résistance au feu et leur classement acoustique quand ils sont exigés',
      },
      {
        titre: 'Pose des huisseries et blocs-portes',
        detail: 'pose d’aplomb et de niveau selon le NF DTU 36.2, calfeutrements adaptés (coupe-feu, acoustique)',
      },
      {
        titre: 'Agencements et habillages',
        detail: 'placards, habillages et plinthes, fixations adaptées aux supports',
      },
      {
        titre: 'Quincaillerie et réglages',
        detail: 'ferme-portes, serrures et organigramme, réglages et essais de fonctionnement',
      },
    ],
  },
];

const TRANCHEES_RISQUES = [
  {
    risque: 'Ensevelissement en tranchée',
    mesure:
      'blindage des fouilles dès 1,30 m de profondeur, talutage, accès par échelle, aucun stockage en bord de fouille',
  },
  {
    risque: 'Endommagement de réseaux enterrés',
    mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
  },
];

export const PLOMBIER_SOUS_TYPES: SousType[] = [
  {
    key: 'reseaux_aep',
    label: 'réseaux d’eau potable et branchements',
    when: /adduction|eau potable|\baep\b|conduites? d'eau|reseaux? d'eau|branchements? (d'eau|plomb)|canalisations? d'eau|defense (exterieure )?incendie|poteaux? incendie/,
    unless: /sanitaires?\b|vestiaires?|\bwc\b|douches?/,
    travaux: 'travaux de réseaux d’eau potable et de branchements',
    ouvrage: 'les réseaux d’eau potable',
    sansNormes: /60\.1|60\.11|60\.31|60\.5|20 avril 2017|30 novembre 2005/,
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
    key: 'sanitaire',
    label: 'plomberie sanitaire',
    when: /sanitaires?\b|vestiaires?|\bwc\b|toilettes?|douches?|lavabos?|eau chaude sanitaire|\becs\b/,
    travaux: 'travaux de plomberie sanitaire',
    pointsAttention: ['les sanitaires à maintenir en service pour les occupants pendant les travaux'],
  },
];

export const SERRURIER_SOUS_TYPES: SousType[] = [
  {
    key: 'garde_corps_structures',
    label: 'garde-corps, escaliers et plateformes métalliques',
    when: /garde-corps|garde corps|escaliers? (metalliques?|exterieurs?|de secours|helicoidal)|passerelles?|plateformes? metalliques?|mains? courantes?|coursives?|structures? metalliques?|charpente metallique/,
    travaux: 'travaux de métallerie (garde-corps, escaliers et plateformes)',
    ouvrage: 'les ouvrages métalliques',
    normes: [
      { ref: 'NF P01-012', objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)' },
      { ref: 'NF P01-013', objet: 'essais des garde-corps' },
      {
        ref: 'NF EN ISO 14122-3',
        objet:
          'moyens d’accès permanents aux installations : escaliers, échelles et garde-corps de plateformes techniques',
        when: /plateformes?|passerelles?|tunnel|technique|industriel/,
      },
    ],
    etapes: [
      {
        titre: 'Relevés et plans d’atelier',
        detail:
          'relevé des supports et des cotes sur site, plans d’atelier et note de calcul (charges d’exploitation, classe d’exécution NF EN 1090-2) soumis au visa',
      },
      {
        titre: 'Fabrication',
        detail:
          'débit, assemblage et soudage en atelier par soudeurs qualifiés, galvanisation à chaud selon la NF EN ISO 1461 et thermolaquage si demandé',
      },
      {
        titre: 'Pose',
        detail:
          'fixation par platines et chevilles sous évaluation technique européenne, scellements chimiques sur support sain, serrage au couple',
      },
      {
        titre: 'Contrôles dimensionnels',
        detail:
          'hauteur de protection, vides entre éléments et zones escaladables vérifiés selon la NF P01-012, reprise des retouches de galvanisation',
      },
    ],
    risques: [
      {
        risque: 'Chute de hauteur lors de la pose des garde-corps',
        mesure:
          'protections provisoires maintenues jusqu’à la pose définitive, travail depuis nacelle ou harnais sur ligne de vie',
      },
      {
        risque: 'Fumées de soudage et incendie',
        mesure: 'soudage en atelier de préférence, aspiration à la torche, permis de feu sur site',
      },
    ],
    pointsAttention: ['la nature et l’état des supports de fixation (béton, maçonnerie ancienne, acier)'],
  },
  {
    key: 'portails_clotures',
    label: 'portails, clôtures et portes motorisées',
    when: /portails?|clotures?|barrieres? levantes?|portes? (sectionnelles?|basculantes?|automatiques?|motorisees?|de garage)|rideaux? metalliques?/,
    normes: [
      { ref: 'NF EN 13241', objet: 'portes industrielles, commerciales et de garage, et portails' },
      { ref: 'NF EN 12453', objet: 'sécurité d’utilisation des portes et portails motorisés (détection, efforts)' },
    ],
    etapes: [
      {
        titre: 'Relevés',
        detail: 'relevé des piliers, des niveaux et des alimentations électriques, plans soumis au visa',
      },
      {
        titre: 'Fabrication',
        detail:
          'fabrication et galvanisation en atelier, motorisation et accessoires de sécurité choisis selon l’usage',
      },
      {
        titre: 'Génie civil et pose',
        detail: 'massifs et poteaux, pose des vantaux et des clôtures, réglages d’aplomb et de niveau',
      },
      {
        titre: 'Mise en service',
        detail:
          'réglage de la motorisation, mesure des efforts et essais des dispositifs de sécurité selon la NF EN 12453, ouverture du registre d’entretien',
      },
    ],
    pointsAttention: ['les accès à maintenir pendant le remplacement des portails et clôtures'],
  },
];

export const VITRIER_SOUS_TYPES: SousType[] = [
  {
    key: 'facades_vitrees',
    label: 'façades vitrées et verrières',
    when: /murs?[- ]rideaux?|facades? (vitrees?|rideaux?|contemporaines?|legeres?)|verrieres?|\bvec\b|vitrages? exterieurs? colles/,
    travaux: 'travaux de façades vitrées et de verrières',
    ouvrage: 'les façades vitrées',
    normes: [
      { ref: 'NF DTU 33.1', objet: 'façades rideaux' },
      {
        ref: 'NF EN 13830',
        objet: 'façades rideaux : norme de produit (perméabilité, étanchéité, résistance au vent)',
      },
      { ref: 'NF EN 1991-1-4', objet: 'actions du vent pour le dimensionnement des ossatures et des vitrages' },
    ],
    etapes: [
      {
        titre: 'Études d’exécution',
        detail:
          'plans de calepinage, notes de calcul des montants, traverses et vitrages sous l’action du vent, détails des liaisons au gros œuvre soumis au visa',
      },
      {
        titre: 'Implantation et attaches',
        detail: 'relevé du gros œuvre, implantation des attaches réglables, reprise des tolérances',
      },
      {
        titre: 'Ossature',
        detail: 'pose des montants et traverses, continuité des joints et drainage des feuillures',
      },
      {
        titre: 'Vitrages',
        detail:
          'levage au palonnier à ventouses, cales d’assise et périphériques, serreurs ou parcloses, vitrages de sécurité là où la NF DTU 39 P5 les exige',
      },
      {
        titre: 'Étanchéité et essais',
        detail: 'garnitures et mastics, essai d’arrosage sur site des zones témoins, reprise avant réception',
      },
    ],
    risques: [
      {
        risque: 'Chute ou bris d’un vitrage pendant le levage',
        mesure: 'palonnier à ventouses contrôlé, zone balisée sous la charge, arrêt par vent fort',
      },
    ],
    materiel: [
      { nom: 'mini-grue ou grue auxiliaire avec palonnier à ventouses', match: /grue|palonnier/ },
      { nom: 'nacelle élévatrice (CACES R486)', match: /nacelle/ },
    ],
    phases: [
      { nom: 'Études d’exécution et fabrication', part: 0.35 },
      { nom: 'Attaches et ossature', part: 0.25 },
      { nom: 'Pose des vitrages', part: 0.25 },
      { nom: 'Étanchéité, essais et réception', part: 0.15 },
    ],
    pointsAttention: [
      'les tolérances du gros œuvre au droit des attaches',
      'les délais de fabrication des vitrages de grandes dimensions',
    ],
  },
  {
    key: 'vitraux',
    label: 'vitraux',
    when: /vitraux|vitrail/,
    travaux: 'travaux de restauration de vitraux',
    ouvrage: 'les vitraux',
    sansNormes: /12600|356|1279|3488/,
    materiaux: [
      'verres de complément soufflés ou étirés, choisis sur échantillon validé par le maître d’œuvre',
      'plombs de sertissage et mastic de calfeutrement compatibles avec les panneaux anciens',
      'grillages ou verrières de protection extérieure',
    ],
    etapes: [
      {
        titre: 'Constat et relevés',
        detail: 'constat photographique de chaque baie, relevé des panneaux et des lacunes, gabarits avant dépose',
      },
      {
        titre: 'Dépose et fermeture provisoire',
        detail: 'dépose des panneaux numérotés, mise hors d’eau des baies par des fermetures provisoires',
      },
      {
        titre: 'Restauration en atelier',
        detail:
          'nettoyage, consolidation ou remise en plomb selon le diagnostic, pièces de complément signées et datées, choix validés par le maître d’œuvre',
      },
      {
        titre: 'Repose et protections',
        detail:
          'repose dans les feuillures, scellements compatibles avec la maçonnerie, grillages ou verrières de protection',
      },
    ],
    pointsAttention: ['le dossier documentaire (photos, relevés) remis à l’issue des travaux'],
  },
];

export const MACON_SOUS_TYPES: SousType[] = [
  {
    key: 'rehabilitation',
    label: 'réhabilitation et reprises dans l’existant',
    when: /rehabilitation|restructuration|renovation|reprises? en sous-oeuvre|creation d'ouvertures?|curage|demolitions? (partielles?|interieures?)|transformation|amenagement (de|des|d')/,
    travaux: 'travaux de maçonnerie et de gros œuvre en réhabilitation',
    normes: [
      {
        ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
        objet: 'repérage de l’amiante avant travaux, fourni par le maître d’ouvrage',
      },
    ],
    etapes: [
      {
        titre: 'Repérages et diagnostic',
        detail:
          'lecture du repérage amiante et plomb avant travaux, sondages des maçonneries et planchers existants, constat contradictoire des avoisinants',
      },
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
        risque: 'Effondrement lors des ouvertures et démolitions',
        mesure: 'étaiement sur note de calcul, ordre de démolition écrit, zone interdite sous les travaux',
      },
      {
        risque: 'Exposition à l’amiante et au plomb de l’existant',
        mesure:
          'repérage avant travaux lu avant toute intervention, mode opératoire sous-section 4 si un matériau amianté est touché',
      },
    ],
    phases: [
      { nom: 'Préparation, repérages et installation', part: 0.15 },
      { nom: 'Curage, démolitions et étaiements', part: 0.25 },
      { nom: 'Ouvertures, reprises et bétons neufs', part: 0.4 },
      { nom: 'Raccords, nettoyage et repli', part: 0.2 },
    ],
    pointsAttention: ['l’état des structures existantes révélé par le curage (sondages avant ouverture)'],
  },
  {
    key: 'neuf',
    label: 'construction neuve et extension',
    when: /construction (neuve|d'un|d'une|de \w+)|batiments? neufs?|extension|reconstruction|agrandissement/,
    travaux: 'travaux de gros œuvre de construction neuve',
    normes: [
      { ref: 'NF DTU 13.1', objet: 'fondations superficielles' },
      { ref: 'NF DTU 13.3', objet: 'dallages', when: /dallage|dalle|sol/ },
      { ref: 'NF DTU 23.1', objet: 'murs en béton banché', when: /banche|voile|beton/ },
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
        detail: 'planchers (prédalles ou poutrelles-hourdis) étayés, acrotères et relevés prêts pour l’étancheur',
      },
    ],
    phases: [
      { nom: 'Installation, implantation et terrassements', part: 0.15 },
      { nom: 'Fondations et dallage', part: 0.25 },
      { nom: 'Élévations et planchers', part: 0.45 },
      { nom: 'Finitions du gros œuvre et repli', part: 0.15 },
    ],
    pointsAttention: ['les conclusions de l’étude de sol (mission G2) et le niveau de la nappe'],
  },
];

export const COUVREUR_SOUS_TYPES: SousType[] = [
  {
    key: 'toiture_terrasse',
    label: 'étanchéité de toiture-terrasse',
    when: /toitures?[- ]terrasses?|etancheite (de |des )?(la )?(toiture|terrasse)|membranes? (bitum|pvc|epdm)|couverture[ -]+etancheite/,
    normes: [
      {
        ref: 'NF DTU 43.1',
        objet: 'étanchéité des toitures-terrasses avec éléments porteurs en maçonnerie',
        when: /terrasse|beton|maconnerie/,
      },
      {
        ref: 'NF DTU 43.3',
        objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité',
        when: /bac|acier/,
      },
      { ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité', when: /refection|renov|reprise/ },
    ],
    specificites: [
      {
        when: /terrasse|etancheite/,
        sujet: 'parties en toiture-terrasse',
        texte:
          'Les parties en toiture-terrasse sont traitées selon la série NF DTU 43 : pare-vapeur, isolant sous avis technique, revêtement bicouche, relevés d’au moins 15 cm au-dessus de la protection, entrées d’eaux pluviales et trop-pleins ; un essai d’étanchéité est réalisé avant la pose des protections.',
      },
    ],
  },
];

export const ETANCHEUR_SOUS_TYPES: SousType[] = [
  {
    key: 'refection',
    label: 'réfection d’étanchéité',
    when: /refection|renovation|reprise (de l'|d')etancheite|infiltrations?|fuites?|remplacement (de l'|du complexe d')etancheite/,
    travaux: 'travaux de réfection d’étanchéité de toitures-terrasses',
    etapes: [
      {
        titre: 'Diagnostic du complexe existant',
        detail:
          'sondages (adhérence, humidité de l’isolant), repérage amiante des anciens revêtements, choix entre recouvrement et dépose selon le NF DTU 43.5',
      },
      {
        titre: 'Dépose et mise hors d’eau',
        detail: 'dépose par zones refermées chaque soir, isolant humide remplacé, évacuation des déchets par flux',
      },
      {
        titre: 'Isolant et revêtement',
        detail:
          'pare-vapeur si dépose totale, isolant sous avis technique, revêtement bicouche soudé ou fixé mécaniquement',
      },
      {
        titre: 'Relevés et points singuliers',
        detail: 'relevés sur acrotères, entrées d’eaux pluviales, trop-pleins, traversées et joints de dilatation',
      },
      { titre: 'Essais et protections', detail: 'mise en eau ou contrôle des soudures, puis protection selon l’usage' },
    ],
    risques: [
      {
        risque: 'Infiltrations dans les locaux occupés pendant la réfection',
        mesure: 'surfaces ouvertes limitées à ce qui est refermé le jour même, bâches de secours, suivi de la météo',
      },
    ],
    pointsAttention: ['l’humidité de l’isolant existant (sondages avant de décider recouvrement ou dépose)'],
  },
  {
    key: 'bac_acier',
    label: 'étanchéité sur bac acier',
    when: /bacs? acier|toles? d'acier|tole nervuree|support (en )?acier/,
    normes: [{ ref: 'NF DTU 43.3', objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité' }],
    risques: [
      {
        risque: 'Chute à travers le support ou les éclairements zénithaux',
        mesure: 'filets ou grilles sur les lanterneaux, circulation sur platelage, garde-corps périphériques',
      },
    ],
  },
  {
    key: 'vegetalisee',
    label: 'toiture végétalisée',
    when: /vegetalis|toiture verte/,
    normes: [
      {
        ref: 'Règles professionnelles des toitures et terrasses végétalisées',
        objet: 'conception et réalisation des toitures végétalisées (couches drainante et substrat)',
      },
    ],
  },
];
