import {
  COUVREUR,
  PORTEUR_ACIER,
  PORTEUR_BOIS,
  PORTEUR_INCONNU,
  PORTEUR_MACONNERIE,
  REFECTION_ETANCHEITE,
} from './enveloppe.ts';
import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

const ERP_FACADE =
  /gymnase|ecole|college|lycee|creche|salle|piscine|mairie|mediatheque|bibliotheque|conservatoire|musee|hopital|ehpad|equipements? (sportif|public)|\berp\b/;

/** An existing cladding is removed (its old plates may be asbestos-cement). */
const DEPOSE_BARDAGE = /rehabilitation|renovation|remplacement|refection|depose/;

/** A cladding lot (« Lot 4 – Bardage »): no structural frame is lifted; the façade is clad (NF DTU 41.2 for wood). */
export const CHARPENTIER_SOUS_TYPES: SousType[] = [
  {
    key: 'bardage',
    label: 'bardage de façade',
    when: /bardages?|vetures?|vetages?|habillages? de(s)? facades?|revetements? exterieurs? en bois/,
    // A lot « charpente et bardage » keeps the frame's method (the cladding paragraph is a trade specificity).
    unless: /charpente|ossature bois|\bmob\b|structure bois/,
    travaux: 'travaux de bardage',
    ouvrage: 'le bardage',
    normes: [
      {
        ref: 'NF DTU 41.2',
        objet:
          'revêtements extérieurs en bois (bardages bois) ; un bardage métallique, composite ou en fibres-ciment est posé selon l’Avis technique ou le DTA de son procédé, comme le CCTP le précise',
      },
      {
        ref: 'NF EN 1991-1-4 (Eurocode 1)',
        objet: 'actions du vent, qui fixent l’entraxe de l’ossature et la densité des fixations',
      },
      {
        ref: 'Instruction technique 249 (arrêté du 24 mai 2010)',
        objet:
          'façades des établissements recevant du public : réaction au feu du parement et de l’isolant, recoupements de la lame d’air, selon le classement retenu par le CCTP et le contrôleur technique',
        when: ERP_FACADE,
      },
      {
        ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
        objet: 'repérage de l’amiante avant travaux (bardages et plaques déposés), fourni par le maître d’ouvrage',
        when: /rehabilitation|renovation|remplacement|refection|depose/,
      },
    ],
    sansNormes: /NF DTU 31\.|Eurocode 5|NF EN 14081|FD P 20-651|NF EN 1090/,
    specificites: [
      {
        when: /./,
        sujet: 'bardage rapporté',
        texte:
          'Le bardage est un ouvrage de clos : l’ossature (tasseaux bois traités ou rails métalliques) est fixée au support par pattes et chevilles choisies après essais d’arrachement sur le support existant, l’isolant éventuel est maintenu sans lame d’air parasite, le pare-pluie est continu et recouvert à ses jonctions, et une lame d’air ventilée d’au moins 2 cm reste ouverte en pied et en tête derrière le parement.',
      },
      {
        when: ERP_FACADE,
        sujet: 'façade d’un établissement recevant du public',
        texte:
          'Sur une façade d’établissement recevant du public, la réaction au feu du parement et de l’isolant et les recoupements de la lame d’air sont ceux que fixe le CCTP au titre de l’instruction technique 249 ; les procès-verbaux de classement des produits sont fournis au visa, avant toute commande, et le contrôleur technique est consulté sur les points singuliers.',
      },
      {
        when: /rehabilitation|renovation|remplacement|refection|depose/,
        sujet: 'dépose de l’habillage existant',
        texte:
          'L’habillage existant est déposé par travées, après lecture du repérage amiante avant travaux (certaines plaques de façade anciennes sont en fibres-ciment) : les plaques qu’il signale amiantées sont retirées avant toute autre dépose par une entreprise certifiée pour la sous-section 3 et évacuées sous BSDA ; le support mis à nu est inspecté avant la pose de l’ossature, et chaque travée déposée est refermée le jour même.',
      },
    ],
    sansSpecificites: /lamelle|restauration de charpente|ossature bois|traitement des bois|^bardage$/,
    etapes: [
      {
        titre: 'Relevés et calepinage',
        detail:
          'relevés des façades, calepinage des lames ou panneaux, plans des points singuliers et fiches produits soumis au visa',
      },
      {
        titre: 'Dépose de l’existant',
        detail: 'dépose de l’habillage existant par travées, tri des déchets, protection provisoire',
        when: /rehabilitation|renovation|remplacement|refection|depose/,
      },
      {
        titre: 'Contrôle du support',
        detail: 'planéité, état et essais d’arrachement des chevilles sur le support, consignés avant ossature',
      },
      {
        titre: 'Ossature et isolant',
        detail: 'ossature à l’entraxe du calepinage, réglée en plan, isolant posé jointif quand le CCTP le prévoit',
      },
      { titre: 'Pare-pluie', detail: 'pare-pluie continu, recouvrements et jonctions aux baies traités' },
      {
        titre: 'Pose du parement',
        detail:
          'lames ou panneaux fixés selon le NF DTU 41.2 ou l’Avis technique du procédé, joints et fractionnements respectés, grilles de ventilation en pied et en tête',
      },
      {
        titre: 'Points singuliers',
        detail: 'angles, tableaux et appuis de baies, jonctions avec la couverture et le soubassement, habillages',
      },
      {
        titre: 'Nettoyage et repli',
        detail: 'nettoyage des façades et des abords, repli des nacelles et échafaudages',
      },
    ],
    phases: [
      { nom: 'Relevés, calepinage et visa', part: 0.15 },
      { nom: 'Dépose et préparation du support', part: 0.15 },
      { nom: 'Ossature, isolant et pare-pluie', part: 0.3 },
      { nom: 'Pose du parement et des points singuliers', part: 0.3 },
      { nom: 'Finitions, réception et repli', part: 0.1 },
    ],
    materiaux: [
      'lames ou panneaux de bardage de la nature prescrite par le CCTP, avec leur Avis technique quand le procédé n’est pas traditionnel',
      'pare-pluie HPV et accessoires de jonction',
      'ossature en bois traité (classe d’emploi 2 au minimum) ou en rails métalliques, fixations inox ou acier protégé',
    ],
    materiel: [
      { nom: 'nacelle élévatrice pour la pose en façade', match: /nacelle/ },
      { nom: 'perforateur, visseuses et scie à onglet', match: /perforateur|visseuse|scie/ },
    ],
    sansMateriel: /atelier de taille|camion-grue|nacelle élévatrice$|outillage portatif de charpente/,
    habilitations: [
      'travail en hauteur',
      'conduite de nacelle (CACES R486)',
      'montage et vérification d’échafaudage (recommandation R408)',
    ],
    risques: [
      {
        risque: 'Chute de hauteur en façade',
        mesure: 'nacelle ou échafaudage de pied à garde-corps, jamais d’échelle comme poste de travail',
      },
      {
        risque: 'Chute d’éléments sur les abords',
        mesure: 'zone balisée au pied des façades, panneaux manutentionnés par vent faible',
      },
      {
        risque: 'Fibres d’amiante des habillages anciens (plaques en fibres-ciment, colles, mastics)',
        mesure:
          'repérage amiante avant travaux lu avant toute dépose ; plaques amiantées retirées par une entreprise certifiée pour la sous-section 3, toute autre intervention sur un matériau amianté (perçage, fixation) en sous-section 4 par du personnel formé, selon un mode opératoire ; déchets sous BSDA',
        when: DEPOSE_BARDAGE,
      },
    ],
    sansRisques: /levage|balancement|Instabilité|atelier/,
    pointsAttention: [
      'la nature et la planéité du support, qui fixent les chevilles et l’ossature',
      'la réaction au feu exigée pour le parement et l’isolant',
      'les interfaces avec les menuiseries extérieures et la couverture',
    ],
    sansPointsAttention: /./,
    autocontroles: [
      {
        point: 'Essais d’arrachement des chevilles sur le support',
        moment: 'avant ossature (point d’arrêt)',
        preuve: 'PV d’essais',
      },
      {
        point: 'Entraxe, aplomb et planéité de l’ossature',
        moment: 'avant pare-pluie',
        preuve: 'fiche d’autocontrôle',
      },
      {
        point: 'Continuité du pare-pluie et lame d’air ventilée',
        moment: 'avant pose du parement',
        preuve: 'photos datées',
      },
      { point: 'Alignement, joints et fixations du parement', moment: 'à l’avancement', preuve: 'fiche signée' },
    ],
    dechets: [
      { dechet: 'Chutes de lames et de panneaux', categorie: 'DND', exutoire: 'centre de tri ou valorisation matière' },
      {
        dechet: 'Habillages déposés non amiantés (selon repérage)',
        categorie: 'DND',
        exutoire: 'centre de tri',
        when: DEPOSE_BARDAGE,
      },
      {
        dechet: 'Plaques en fibres-ciment amiantées, si le repérage en signale',
        categorie: 'DD',
        exutoire: 'ISDD, bordereau BSDA sur Trackdéchets',
        when: new RegExp(`amiante|fibrociment|fibro-ciment|fibres-ciment|${DEPOSE_BARDAGE.source}`),
      },
      { dechet: 'Emballages et films de protection', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    decennale: 'le bardage, son ossature et son isolant, qui participent au clos de l’ouvrage',
    biennale: '',
    entretien:
      'inspecter le bardage une fois par an, tenir dégagées les grilles de ventilation en pied et en tête, et pour le bois suivre le vieillissement ou la lasure selon la finition choisie',
  },
];

/** The covering material the object names (the products, the NF DTU of the other materials dropped). */
const TUILES = /\btuiles?\b/;
const ARDOISES = /\bardoises?\b/;
const BACS = /\bbacs?( en)? acier|\bbacs? (nervures?|sec)|toles? (d'acier|nervurees?)/;
const TERRASSE = /toitures?[- ]terrasses?|etancheite/;
const DEUX_BATIMENTS = /(couvertures?|toitures?|tuiles|ardoises)[^.\n]{0,40}\bdeux batiments\b/;

const MATERIAUX_TUILES = [
  'tuiles du modèle, du coloris et du fabricant prescrits par le CCTP (identiques à l’existant pour les raccords), avec leurs tuiles de rive, faîtières et chatières',
  'écran de sous-toiture HPV sous avis technique',
  'liteaux traités classe 2',
  'closoirs ventilés pour les faîtages et arêtiers posés à sec',
  'zinc naturel ou prépatiné',
];
const MATERIAUX_ARDOISES = [
  'ardoises naturelles du format, de l’épaisseur et de la provenance prescrits par le CCTP (identiques à l’existant pour les raccords)',
  'crochets inox ou clous cuivre selon le mode de pose',
  'voliges ou liteaux traités classe 2',
  'zinc ou plomb pour les noues, arêtiers et abergements',
];

/** The roofer's waste flows, the old covering named by its material. */
const dechetsCouverture = (elements: string) =>
  COUVREUR.dechets.map((d) => (/^Tuiles et ardoises/.test(d.dechet) ? { ...d, dechet: elements } : d));
const DECHETS_TUILES = dechetsCouverture('Tuiles non réemployables');
const DECHETS_ARDOISES = dechetsCouverture('Ardoises non réemployables');

/** « couverture tuiles de deux bâtiments »: one building uncovered at a time, the schedule says which. */
const DEUX_BATIMENTS_PHASES = [
  { nom: 'Préparation, installation et échafaudage du premier bâtiment', part: 0.1 },
  { nom: 'Premier bâtiment : dépose, support, écran et couverture', part: 0.4 },
  { nom: 'Second bâtiment : échafaudage, dépose, support et couverture', part: 0.35 },
  { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.15 },
];

export const COUVREUR_SOUS_TYPES: SousType[] = [
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture en tuiles',
    when: new RegExp(`^(?=[\\s\\S]*${TUILES.source})[\\s\\S]*${DEUX_BATIMENTS.source}`),
    unless: ARDOISES,
    phases: DEUX_BATIMENTS_PHASES,
    materiaux: MATERIAUX_TUILES,
    dechets: DECHETS_TUILES,
    sansNormes: /NF DTU 40\.11|NF DTU 40\.35/,
  },
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture en ardoises',
    when: new RegExp(`^(?=[\\s\\S]*${ARDOISES.source})[\\s\\S]*${DEUX_BATIMENTS.source}`),
    unless: TUILES,
    phases: DEUX_BATIMENTS_PHASES,
    materiaux: MATERIAUX_ARDOISES,
    dechets: DECHETS_ARDOISES,
    sansNormes: /NF DTU 40\.21|NF DTU 40\.35/,
  },
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture',
    when: DEUX_BATIMENTS,
    unless: new RegExp(
      `^(?=[\\s\\S]*${TUILES.source})(?![\\s\\S]*${ARDOISES.source})|^(?=[\\s\\S]*${ARDOISES.source})(?![\\s\\S]*${TUILES.source})`,
    ),
    phases: DEUX_BATIMENTS_PHASES,
  },
  {
    key: 'tuiles',
    label: 'couverture en tuiles',
    when: TUILES,
    unless: new RegExp(`${ARDOISES.source}|${BACS.source}|${TERRASSE.source}|${DEUX_BATIMENTS.source}`),
    materiaux: MATERIAUX_TUILES,
    dechets: DECHETS_TUILES,
    sansNormes: /NF DTU 40\.11|NF DTU 40\.35/,
  },
  {
    key: 'ardoises',
    label: 'couverture en ardoises',
    when: ARDOISES,
    unless: new RegExp(`${TUILES.source}|${BACS.source}|${TERRASSE.source}|${DEUX_BATIMENTS.source}`),
    materiaux: MATERIAUX_ARDOISES,
    dechets: DECHETS_ARDOISES,
    sansNormes: /NF DTU 40\.21|NF DTU 40\.35/,
  },
  {
    key: 'bacs_acier',
    label: 'couverture en bacs acier',
    when: BACS,
    unless: new RegExp(`${TUILES.source}|${ARDOISES.source}|${TERRASSE.source}`),
    materiaux: [
      'bacs acier nervurés prélaqués du profil et de l’épaisseur prescrits par le CCTP',
      'closoirs, faîtières, rives et bandes de solin assortis',
      'fixations adaptées à la zone de vent et au support (pannes bois ou acier)',
      'plaques translucides éventuelles, avec leurs protections antichute',
    ],
    sansNormes: /NF DTU 40\.11|NF DTU 40\.21|NF DTU 40\.29/,
  },
  {
    key: 'toiture_terrasse',
    label: 'étanchéité de toiture-terrasse',
    when: /toitures?[- ]terrasses?|etancheite (de |des )?(la )?(toiture|terrasse)|membranes? (bitum|pvc|epdm)|couverture[ -]+etancheite/,
    normes: [
      {
        ref: 'NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)',
        objet:
          'parties en toiture-terrasse sur éléments porteurs en maçonnerie (43.1), en tôles d’acier nervurées (43.3) ou en bois et panneaux dérivés (43.4) : le porteur, relevé sur place ou donné par le CCTP, fixe la norme appliquée',
        when: PORTEUR_INCONNU,
      },
      {
        ref: 'NF DTU 43.1',
        objet: 'étanchéité des toitures-terrasses avec éléments porteurs en maçonnerie',
        when: PORTEUR_MACONNERIE,
      },
      {
        ref: 'NF DTU 43.3',
        objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité',
        when: PORTEUR_ACIER,
      },
      {
        ref: 'NF DTU 43.4',
        objet: 'toitures en éléments porteurs en bois et panneaux dérivés avec revêtement d’étanchéité',
        when: PORTEUR_BOIS,
      },
      { ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité', when: REFECTION_ETANCHEITE },
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

/** A building with a kitchen (its extractions are kept clear of the torch). */
const CUISINE = /demi-pension|restaurant|cuisines?\b|cantine|restauration (scolaire|collective)|self\b/;
const LOCAUX_OCCUPES =
  /hopital|clinique|ehpad|ecole|college|lycee|creche|gymnase|occupe|bureaux|mairie|mediatheque|salle/;

export const ETANCHEUR_SOUS_TYPES: SousType[] = [
  {
    key: 'entretien',
    label: 'entretien et réparation d’étanchéité',
    when: /entretien|maintenance|depannages?|petites? reparations?|recherches? de fuites?/,
    travaux: 'travaux d’entretien et de réparation d’étanchéité',
    etapes: [
      {
        titre: 'Prise en charge de la demande',
        detail:
          'accusé de réception de la demande, accès à la toiture convenu avec l’occupant, mise en sécurité par bâchage si l’eau pénètre dans les locaux',
      },
      {
        titre: 'Recherche de fuite',
        detail:
          'inspection des relevés, entrées d’eaux pluviales, trop-pleins et émergences, mise en eau localisée ou contrôle des soudures pour trouver l’origine',
      },
      {
        titre: 'Réparation',
        detail:
          'reprise par pièces de membrane compatible avec le revêtement en place, relevés refaits, entrées d’eaux pluviales débouchées ou remplacées ; une reprise plus étendue fait l’objet d’un devis',
      },
      {
        titre: 'Contrôle et compte rendu',
        detail: 'contrôle après pluie ou mise en eau, compte rendu avec photos avant et après remis au gestionnaire',
      },
    ],
    risques: [
      {
        risque: 'Chute sur une toiture sans protection collective',
        mesure:
          'accès et protections vérifiés avant chaque intervention (garde-corps, lignes de vie), jamais seul en toiture, harnais lorsqu’aucune protection collective n’existe',
      },
    ],
    pointsAttention: [
      'les accès aux toitures de chaque bâtiment (clés, échelles, trappes) et leurs protections collectives',
      'la nature et l’état du complexe existant (présence éventuelle d’amiante dans les anciens bitumes)',
    ],
    phases: [
      { nom: 'Prise en charge, accès et recherche de fuite', part: 0.2 },
      { nom: 'Réparations', part: 0.6 },
      { nom: 'Contrôles, comptes rendus et repli', part: 0.2 },
    ],
  },
  {
    key: 'extension_renovation',
    label: 'étanchéité de l’extension et de la toiture existante',
    when: /^(?=[\s\S]*(extension|agrandissement|construction))[\s\S]*(renovation|rehabilitation|refection)/,
    travaux: 'travaux d’étanchéité de l’extension et de rénovation de la toiture existante',
    normes: [{ ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité des toitures-terrasses' }],
    sansSpecificites: /^réfection d’étanchéité$/,
    specificites: [
      {
        when: /extension|agrandissement|construction/,
        sujet: 'raccord entre toiture existante et extension',
        texte:
          'Le raccord entre la toiture de l’extension et celle du bâtiment existant est le point sensible : joint de dilatation traité par un relevé et un couvre-joint adaptés, continuité de l’isolant, entrées d’eaux pluviales dimensionnées pour les deux surfaces ; sur l’existant, l’étendue de la reprise (recouvrement ou dépose) est fixée après sondages, selon le NF DTU 43.5.',
      },
    ],
    etapes: [
      {
        titre: 'Réception du support neuf et diagnostic de l’existant',
        detail:
          'réception contradictoire des supports de l’extension (pentes, planéité, acrotères, réservations) ; sur la toiture existante, sondages (adhérence, humidité de l’isolant) et lecture du repérage amiante des anciens revêtements',
      },
      {
        titre: 'Toiture de l’extension',
        detail:
          'pare-vapeur, isolant sous avis technique à la résistance thermique exigée, revêtement bicouche ou synthétique selon le CCTP',
      },
      {
        titre: 'Rénovation de la toiture existante',
        detail:
          'dépose par zones refermées chaque soir ou recouvrement selon les sondages, isolant humide remplacé, isolation renforcée, nouveau revêtement',
      },
      {
        titre: 'Raccords, relevés et points singuliers',
        detail:
          'joint entre existant et extension, relevés d’au moins 15 cm au-dessus de la protection, entrées d’eaux pluviales, trop-pleins et émergences',
      },
      { titre: 'Essais et protections', detail: 'mise en eau ou contrôle des soudures, puis protection selon l’usage' },
    ],
    phases: [
      { nom: 'Préparation, installation et sécurisation des rives', part: 0.15 },
      { nom: 'Réception des supports et diagnostic de l’existant', part: 0.15 },
      { nom: 'Étanchéité de l’extension', part: 0.3 },
      { nom: 'Rénovation de la toiture existante et raccords', part: 0.3 },
      { nom: 'Essais, réception et repli', part: 0.1 },
    ],
    risques: [
      {
        risque: 'Infiltrations dans les locaux occupés du bâtiment existant',
        mesure:
          'surfaces ouvertes limitées à ce qui est refermé le jour même, bâches de secours, suivi de la météo, occupants prévenus des zones traitées',
      },
    ],
    pointsAttention: [
      'le calage entre l’avancement du gros œuvre de l’extension et la mise hors d’eau de l’existant',
      'la nature et l’état du complexe existant (présence éventuelle d’amiante dans les anciens bitumes)',
      'le maintien de l’étanchéité du bâtiment chaque soir',
    ],
  },
  {
    key: 'neuf',
    label: 'étanchéité de toiture neuve',
    when: /construction|extension|agrandissement|batiments? neufs?/,
    unless: /renovation|rehabilitation|refection|entretien|maintenance/,
    travaux: 'travaux d’étanchéité de toitures-terrasses neuves',
    etapes: [
      {
        titre: 'Réception du support',
        detail:
          'réception contradictoire avec le gros œuvre ou le charpentier : pentes, planéité, siccité du béton, hauteur des acrotères, réservations des entrées d’eaux pluviales et des émergences',
      },
      {
        titre: 'Pare-vapeur et isolant',
        detail:
          'pare-vapeur soudé ou collé, isolant sous avis technique à la résistance thermique exigée par le CCTP, posé à joints décalés',
      },
      {
        titre: 'Revêtement d’étanchéité',
        detail: 'membrane bitumineuse bicouche soudée ou membrane synthétique selon le CCTP, recouvrements contrôlés',
      },
      {
        titre: 'Relevés et points singuliers',
        detail:
          'relevés d’au moins 15 cm au-dessus de la protection, entrées d’eaux pluviales, trop-pleins, émergences des lots techniques et joints de dilatation',
      },
      { titre: 'Essais', detail: 'mise en eau ou contrôle des soudures, avant la pose des protections' },
      { titre: 'Protection', detail: 'autoprotection, gravillons, dalles sur plots ou végétalisation selon l’usage' },
    ],
    phases: [
      { nom: 'Préparation et réception des supports', part: 0.15 },
      { nom: 'Pare-vapeur et isolation', part: 0.25 },
      { nom: 'Revêtement, relevés et points singuliers', part: 0.35 },
      { nom: 'Essais, protections et réception', part: 0.25 },
    ],
    pointsAttention: [
      'le calage avec le gros œuvre (acrotères, réservations) et avec les lots techniques (émergences, supports d’équipements)',
    ],
  },
  {
    key: 'refection',
    label: 'réfection d’étanchéité',
    when: /refection|renovation|rehabilitation|reprise (de l'|d')etancheite|infiltrations?|fuites?|remplacement (de l'|du complexe d')etancheite/,
    unless:
      /entretien|maintenance|^(?=[\s\S]*(extension|agrandissement|construction))[\s\S]*(renovation|rehabilitation|refection)/,
    travaux: 'travaux de réfection d’étanchéité de toitures-terrasses',
    normes: [{ ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité des toitures-terrasses' }],
    sansSpecificites: /^réfection d’étanchéité$/,
    specificites: [
      {
        when: /refection|renovation|rehabilitation|reprise|remplacement|fuite|infiltration/,
        sujet: 'recouvrement ou dépose',
        texte:
          'Le NF DTU 43.5 n’admet le recouvrement de l’ancien revêtement que si les sondages montrent un complexe adhérent, un isolant sec et un support capable de la charge ajoutée ; sinon la dépose va jusqu’à l’élément porteur, avec un nouveau pare-vapeur. Si le repérage avant travaux signale de l’amiante dans les anciens bitumes, leur retrait relève d’une entreprise certifiée pour la sous-section 3, avant toute dépose.',
      },
      // A kitchen is named only where the building has one (a gymnasium of a lycée has none).
      {
        when: CUISINE,
        sujet: 'réfection au-dessus de locaux occupés',
        texte:
          'Au-dessus de locaux occupés, les soudures au chalumeau sont tenues à distance des prises d’air neuf de la ventilation et des extractions de la cuisine, neutralisées si besoin avec l’exploitant ; les zones ouvertes sont refermées chaque soir et les évacuations d’eaux pluviales restent en service pendant toute la réfection.',
      },
      {
        when: new RegExp(`^(?![\\s\\S]*(${CUISINE.source}))[\\s\\S]*(${LOCAUX_OCCUPES.source})`),
        sujet: 'réfection au-dessus de locaux occupés',
        texte:
          'Au-dessus de locaux occupés, les soudures au chalumeau sont tenues à distance des prises d’air neuf et des centrales de ventilation, neutralisées si besoin avec l’exploitant ; les zones ouvertes sont refermées chaque soir et les évacuations d’eaux pluviales restent en service pendant toute la réfection.',
      },
    ],
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
    pointsAttention: [
      'l’humidité de l’isolant existant (sondages avant de décider recouvrement ou dépose)',
      'la nature et l’état du complexe existant (présence éventuelle d’amiante dans les anciens bitumes)',
      'le maintien de l’étanchéité du bâtiment chaque soir',
    ],
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
