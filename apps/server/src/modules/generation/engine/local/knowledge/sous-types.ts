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
