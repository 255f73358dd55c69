import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

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
