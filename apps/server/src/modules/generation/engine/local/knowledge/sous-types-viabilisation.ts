import type { SousType } from './types.ts';

/* The secondary VRD of a development: the roads and networks that serve the plots of an estate, a ZAC, a business park. */

/** A development being serviced (folded text); never a landscaping project (« projet d'aménagement paysager »). */
const OPERATION =
  /lotissements?|\bzac\b|zones? d'amenagement concerte|zones? d'activites?|zones? artisanales?|zones? industrielles?|parcs? d'activites?|(?:projets?|operations?) d'amenagement(?! paysager)|eco-?quartiers?|\bquartiers?\b/;

/** The servicing works named (folded text): VRD, roads and networks, networks of service. */
const DESSERTE =
  /\bvrd\b|voiries? et (?:les |des )?reseaux|reseaux et (?:les |des |de )?voiries?|reseaux? (?:de )?desserte|reseaux divers|viabilisation|viabilite/;

/**
 * The servicing of a development named in the object (« Travaux de VRD secondaires du projet d'aménagement de Balaté
 * Nord », « Viabilisation du lotissement Les Coteaux », « Voirie et réseaux de la ZAC des Portes du Sud »).
 */
const VIABILISATION = new RegExp(
  `\\bvrd (?:secondaires?|tertiaires?)\\b|(?:${DESSERTE.source})[^.\\n]{0,80}(?:${OPERATION.source})|(?:${OPERATION.source})[^.\\n]{0,80}(?:${DESSERTE.source})`,
);

/**
 * The kinds that keep their own method when the object names them: a roundabout, a port's yards, a tramway,
 * landscaping; and an existing estate's roads refurbished (« réfection de la voirie du lotissement »), unless the
 * servicing itself is named.
 */
const AUTRE_OBJET =
  /giratoires?|rond[- ]points?|\bports? (?:de (?!charges?\b)|d'|du (?!harnais)|maritimes?|de commerce|de peche|de plaisance)|portuaires?|terre-?pleins?|tramways?|amenagements? paysagers?|^(?![\s\S]*(?:vrd (?:secondaires?|tertiaires?)|viabilisation))[\s\S]*(?:refections?|requalifications?|rehabilitations?|renovations?|entretien|reprises?) (?:de |des |du |de la |de l')?(?:vrd|voiries?|chaussees?|reseaux)/;

/**
 * The secondary VRD of a development (round 30: « Travaux de VRD secondaires du projet d'aménagement de Balaté Nord »
 * answered with the generic VRD method, nothing of the concessionnaires nor of the plots): the developer's primary VRD
 * and the building lots as interfaces, the networks before the roads and the deepest first (EU, EP, then AEP, then the
 * dry networks laid to the concessionnaires' specifications and accepted by them), a branchement left marked for each
 * plot, a provisional site road then the final wearing course, kerbs and sidewalks at the end when the CCTP plans it so,
 * every network tested (watertightness, CCTV, pressure and disinfection, mandrel) and surveyed (récolement classe A).
 */
export const VRD_SECONDAIRES: SousType = {
  key: 'vrd_secondaires',
  label: 'VRD secondaires',
  when: VIABILISATION,
  surObjet: true,
  unlessSurObjet: AUTRE_OBJET,
  travaux: 'travaux de VRD secondaires',
  ouvrage: 'les voiries et réseaux de desserte de l’opération',
  // (the trade's fascicule 70 is cited only on sewer words; a servicing always has its sewers)
  sansNormes: /^Fascicule 70 du CCTG$/,
  normes: [
    {
      ref: 'Fascicule 70 du CCTG',
      objet:
        'ouvrages d’assainissement (titre I canalisations, titre II ouvrages) : tranchées, pose, remblai et essais',
    },
    {
      ref: 'NF EN 1610',
      objet:
        'mise en œuvre et essais des branchements et collecteurs d’assainissement (essais d’étanchéité à l’air ou à l’eau)',
    },
    {
      ref: 'Fascicule 71 du CCTG',
      objet: 'fourniture et pose de conduites d’adduction et de distribution d’eau : épreuve et désinfection',
    },
    { ref: 'NF EN 124', objet: 'dispositifs de couronnement et de fermeture (tampons, grilles) : classes de charge' },
  ],
  // (this kind's paragraph says the sewers and the road structures in their order)
  sansSpecificites: /^structures de chaussée$|^réseaux d’assainissement$/,
  specificites: [
    {
      when: /./,
      sujet: 'VRD secondaires d’une opération d’aménagement',
      texte:
        'Les VRD secondaires desservent les lots d’une opération à partir des VRD primaires de l’aménageur : les points de raccordement (regards, vannes, chambres) et leurs cotes sont relevés contradictoirement dès la préparation, et le phasage suit le planning de cession et de construction des lots que tient l’aménageur. Les réseaux précèdent la voirie et se posent des plus profonds aux moins profonds — eaux usées, eaux pluviales, puis eau potable, puis réseaux secs — en tranchées ouvertes, remblayées et compactées selon le fascicule 70 (NF EN 1610 pour les collecteurs) et la NF P 98-331. L’eau potable suit le fascicule 71 : épreuve de pression par tronçon, rinçage et désinfection, analyse conforme avant tout raccordement au réseau en service, fait par son exploitant ou sous son contrôle. Les réseaux secs (électricité, télécommunications, éclairage public) sont posés en fourreaux et chambres selon les prescriptions de chaque concessionnaire, qui les réceptionne lors de ses visites, inscrites au planning. Chaque lot reçoit ses branchements (boîtes de branchement, regards de façade, citerneaux ou coffrets selon le CCTP), repérés et laissés en attente pour les constructeurs des lots.',
    },
    {
      when: /./,
      sujet: 'voirie en deux temps',
      texte:
        'La voirie est livrée en deux temps lorsque le CCTP le prévoit : une voirie provisoire de chantier (couche de forme contrôlée à la plaque, assise en grave, éventuellement une couche de base en enrobé) porte les engins des constructeurs des lots, puis, une fois les bâtiments avancés, les têtes de regards et de bouches à clé sont remises à la cote, et la couche de roulement, les bordures et les trottoirs sont réalisés en finition, sans qu’un engin de chantier ne les abîme. Les enrobés sont mis en œuvre au finisseur selon la NF P 98-150-1, leur épaisseur et leur température relevées.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation, DT-DICT et interfaces',
      detail:
        'DT-DICT et marquage-piquetage des réseaux existants, relevé contradictoire des points de raccordement et des cotes des VRD primaires de l’aménageur, prescriptions des concessionnaires recueillies, planning des lots et des accès des constructeurs arrêté avec l’aménageur, implantation par géomètre',
    },
    {
      titre: 'Terrassements et voirie provisoire',
      detail:
        'décapage de la terre végétale stockée pour réemploi, déblais et remblais par couches compactées selon le guide GTR, arase et couche de forme contrôlées à la plaque, assise de la voirie provisoire de chantier',
    },
    {
      titre: 'Réseaux humides et branchements',
      detail:
        'réseaux posés des plus profonds aux moins profonds (eaux usées, eaux pluviales, puis eau potable), tranchées blindées au-delà de 1,30 m, lit de pose et enrobage, regards et tampons NF EN 124, boîtes de branchement et regards de façade de chaque lot, grillage avertisseur, remblai compacté par couches',
    },
    {
      titre: 'Réseaux secs et fourreaux',
      detail:
        'fourreaux et chambres de tirage de l’électricité, des télécommunications et de l’éclairage public posés selon les prescriptions de chaque concessionnaire, aiguillés, grillages avertisseurs de leur couleur, coffrets et citerneaux des lots en attente',
    },
    {
      titre: 'Essais et réceptions des concessionnaires',
      detail:
        'essais d’étanchéité et inspection télévisée des collecteurs et branchements, épreuve de pression, rinçage, désinfection et analyse de l’eau potable, mandrinage des fourreaux, visites de réception de chaque concessionnaire avant la couche de roulement',
    },
    {
      titre: 'Couche de roulement, bordures et trottoirs',
      detail:
        'mise à la cote des tampons et bouches à clé, bordures et caniveaux posés au cordeau, couche de roulement en enrobé au finisseur, trottoirs et marquage, après les travaux des lots lorsque le CCTP le prévoit ainsi',
    },
    {
      titre: 'Récolement et réception',
      detail:
        'plans de récolement géoréférencés en classe A des réseaux et des branchements, dossiers remis aux concessionnaires, abords régalés, repli et opérations préalables à la réception',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et interfaces', part: 0.1 },
    { nom: 'Terrassements et voirie provisoire', part: 0.15 },
    { nom: 'Réseaux humides et branchements', part: 0.3 },
    { nom: 'Réseaux secs et fourreaux', part: 0.15 },
    { nom: 'Essais et réceptions des concessionnaires', part: 0.08 },
    { nom: 'Couche de roulement, bordures et trottoirs', part: 0.14 },
    { nom: 'Récolement et réception', part: 0.08 },
  ],
  semainesParDefaut: 18,
  materiaux: [
    'canalisations d’eaux usées et d’eaux pluviales en PVC CR8/CR16 ou en fonte selon le CCTP, regards préfabriqués',
    'tampons et grilles de la classe de charge NF EN 124 adaptée à leur emplacement (D400 sous chaussée, C250 en rive)',
    'conduites d’eau potable (fonte ou PEHD selon le CCTP) et accessoires au contact de l’eau avec leur attestation de conformité sanitaire, vannes et bouches à clé',
    'boîtes de branchement, regards de façade, citerneaux et coffrets des lots selon le CCTP',
    'fourreaux et chambres de tirage des réseaux secs aux prescriptions des concessionnaires, grillages avertisseurs',
    'graves et matériaux de carrière ou recyclés conformes au guide GTR et au CCTP',
    'enrobés bitumineux de la formule que fixe le CCTP, bordures et caniveaux en béton',
  ],
  materiel: [
    { nom: 'blindages de tranchée (caissons ou panneaux)', match: /blindage|caisson/ },
    { nom: 'finisseur et compacteurs (tandem et à pneus) pour les enrobés', match: /finisseur/ },
    { nom: 'pénétromètre pour le contrôle du compactage des remblais de tranchée', match: /penetrometre/ },
  ],
  risques: [
    {
      risque: 'Ensevelissement dans une tranchée de réseau',
      mesure:
        'blindage ou talutage dès 1,30 m de profondeur, déblais à plus de 40 cm du bord, accès par échelle, tranchées refermées ou protégées à chaque arrêt',
    },
    {
      risque: 'Coactivité avec les engins des constructeurs des lots',
      mesure:
        'plan de circulation et accès des lots arrêtés avec l’aménageur et le coordonnateur SPS, emprises balisées, voirie provisoire maintenue praticable, regards et attentes protégés',
    },
  ],
  // (the trade's general trench risk is said by this kind's own row)
  sansRisques: /^Ensevelissement en tranchée$/,
  pointsAttention: [
    'les points de raccordement et les cotes des VRD primaires, à relever contradictoirement avec l’aménageur',
    'les prescriptions et les visites de réception de chaque concessionnaire (eau, assainissement, électricité, télécommunications, éclairage public)',
    'le planning de construction des lots, qui fixe les branchements à livrer et le moment de la couche de roulement',
  ],
  autocontroles: [
    {
      point: 'Raccordements aux VRD primaires (position et cotes)',
      moment: 'en préparation, avant toute pose (point d’arrêt)',
      preuve: 'relevé topographique contradictoire avec l’aménageur',
    },
    {
      point: 'Pente et fil d’eau des collecteurs et branchements',
      moment: 'à la pose',
      preuve: 'relevés au laser sur fiche d’autocontrôle',
    },
    {
      point: 'Compactage des remblais de tranchée',
      moment: 'par couche, avant la suivante',
      preuve: 'essais au pénétromètre selon l’objectif de densification du CCTP',
    },
    {
      point: 'Étanchéité des collecteurs, regards et branchements',
      moment: 'avant la structure de chaussée (point d’arrêt)',
      preuve: 'PV d’essais à l’air ou à l’eau (NF EN 1610)',
    },
    {
      point: 'Inspection télévisée des réseaux d’assainissement',
      moment: 'avant la couche de roulement',
      preuve: 'rapport d’inspection télévisée',
    },
    {
      point: 'Épreuve de pression, désinfection et analyse de l’eau potable',
      moment: 'avant le raccordement au réseau en service (point d’arrêt)',
      preuve: 'PV d’épreuve (fascicule 71), résultats d’analyse conformes',
    },
    {
      point: 'Continuité et mandrinage des fourreaux des réseaux secs',
      moment: 'avant la réception par les concessionnaires',
      preuve: 'fiche de mandrinage par tronçon, PV de réception des concessionnaires',
    },
    {
      point: 'Portance de l’arase et de la couche de forme',
      moment: 'avant l’assise de chaussée (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1)',
    },
    {
      point: 'Épaisseur et température des enrobés',
      moment: 'à la mise en œuvre',
      preuve: 'bons de livraison, relevés de température et d’épaisseur',
    },
    {
      point: 'Récolement des réseaux et des branchements',
      moment: 'avant la réception',
      preuve: 'plans de récolement géoréférencés en classe A',
    },
  ],
  dechets: [
    {
      dechet: 'Terres excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur l’opération si le guide GTR le permet, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Chutes d’enrobés et de béton, bordures cassées',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes ou centrale d’enrobage',
    },
    {
      dechet: 'Chutes de canalisations et de fourreaux en PVC',
      categorie: 'DND',
      exutoire: 'filière de recyclage du PVC',
    },
    { dechet: 'Emballages, palettes et films', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  decennale:
    'les réseaux enterrés et leurs branchements, les voiries et leurs structures, qui concourent à la solidité et à la destination des ouvrages',
  biennale: 'les équipements dissociables (tampons, grilles, bouches à clé, vannes)',
  entretien:
    'faire surveiller les tassements des tranchées et des chaussées la première année, curer les regards, avaloirs et branchements une fois par an, tenir les plans de récolement à jour des branchements raccordés par les lots, et faire reprendre sans attendre un tampon qui bat',
};
