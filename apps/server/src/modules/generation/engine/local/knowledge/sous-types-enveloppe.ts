import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

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
      {
        when: /demi-pension|restaurant|cuisine|cantine|hopital|clinique|ehpad|ecole|college|lycee|creche|occupe|bureaux/,
        sujet: 'réfection au-dessus de locaux occupés',
        texte:
          'Au-dessus de locaux occupés, les soudures au chalumeau sont tenues à distance des prises d’air neuf (ventilation, cuisine), neutralisées si besoin avec l’exploitant ; les zones ouvertes sont refermées chaque soir et les évacuations d’eaux pluviales restent en service pendant toute la réfection.',
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
