import type { Phase, SousType } from './types.ts';

/*
 * A small road bridge or a culvert (ouvrage d’art, pont, pont-cadre, dalot, passage busé) built, rebuilt or repaired
 * by an earthworks and civil-works contractor: « RD 6 PR 39+430 – Déconstruction et reconstruction de l’ouvrage
 * d’art franchissant le ruisseau de Bussy ». All patterns read the folded text (lowercase, no accents).
 */

/** The structure itself: a bridge (not a weighbridge, an overhead crane, a thermal bridge nor « Pont-de-… »), a culvert. */
const STRUCTURE =
  "ouvrages? d'art|ouvrages? de franchissement|ponts?(?:[- ](?:cadres?|dalles?|routes?))?\\b(?![- ](?:roulants?|bascules?|elevateurs?|thermiques?|levis|a bascule|de (?:chargement|rupture)))(?!-)|dalots?|passages? (?:buses?|inferieurs?|superieurs?)|ouvrages? buses?";
/** The same, but a plain « pont »: a repaired bridge is the terrassier's only as a small structure or a culvert. */
const STRUCTURE_MODESTE =
  "ouvrages? d'art|ouvrages? de franchissement|ponts?[- ]cadres?|dalots?|passages? buses?|ouvrages? buses?";
/** A watercourse named generically (the small ones an earthworks contractor crosses). */
// (not a roadside ditch: its « busage » is the ditches' upkeep, not a crossing)
const COURS_D_EAU = "ruisseaux?|\\bru\\b|rivieres?|cours d'eau|\\bbiefs?\\b";
const LE =
  "(?:du|d'un|d'une|des|de la|de l'|de|d')\\s?(?:(?:nouvel?|nouveaux|nouvelle|anciens?|ancienne|petits?|petite|vieux) )?";
const RECONSTRUCTION =
  '(?:construction|reconstruction|deconstruction|demolition|remplacement|creation|realisation|elargissement)s?';
const REPARATION =
  '(?:reparation|rehabilitation|refection|renforcement|confortement|remise en etat|restauration|reprise)s?';

/** The object names a bridge or a culvert built, rebuilt, repaired, or one over a stream. */
export const OUVRAGE_DE_FRANCHISSEMENT = new RegExp(
  [
    `${RECONSTRUCTION} ${LE}(?:${STRUCTURE})`,
    `${REPARATION} ${LE}(?:${STRUCTURE_MODESTE})`,
    `(?:\\bponts?\\b(?!-)|ouvrages? (?:d'art|hydrauliques?|de franchissement)|\\bbuses?\\b|\\bbusages?\\b|\\bdalots?\\b)[^.\\n]{0,60}\\b(?:${COURS_D_EAU})`,
    `\\bdalots?\\b|passages? buses?|\\bponts?[- ]cadres?\\b`,
  ].join('|'),
);

/** Sidewalks on a bridge (« trottoirs du Pont du Cruet ») are the sidewalks' kind, unless the bridge is rebuilt. */
const TROTTOIRS_SEULS = new RegExp(`^(?![\\s\\S]*${RECONSTRUCTION} ${LE}(?:${STRUCTURE}))[\\s\\S]*\\btrottoirs?\\b`);

/** A repair only: repair named, nothing demolished or rebuilt (folded object). */
const REPARATION_SEULE = new RegExp(
  `^(?![\\s\\S]*(?:reconstruction|deconstruction|demolition|remplacement|construction|creation|realisation))(?=[\\s\\S]*(?:${REPARATION}))`,
);
/** The works reach into the watercourse (or the culvert carries one). */
const EN_RIVIERE = new RegExp(
  `${COURS_D_EAU}|fleuves?|torrents?|\\bgaves?\\b|\\bcanal\\b|\\bcanaux\\b|hydrauliques?|\\bbuses?\\b|\\bbusages?\\b|\\bdalots?\\b|franchiss`,
);
/** The structure carries a road (a departmental or national road, a way with its PR). */
const SOUS_ROUTE =
  /\brd\s?\d|\brn\s?\d|\bvc\s?\d|\bpr\s?\d|routes?|chaussees?|departementales?|voies? communales?|ponts?[- ]routes?/;
/** An old structure is taken down. */
const DECONSTRUCTION = /deconstruction|demolition|reconstruction|remplacement/;
/** A precast frame, portal or culvert. */
const PREFABRIQUE = /prefabriqu|cadres?|portiques?|dalots?|\bbuses?\b|\bbusages?\b|passages? buses?/;
/** Everything but a repair only (a new or rebuilt structure). */
const OUVRAGE_NEUF = new RegExp(`^(?!${REPARATION_SEULE.source.slice(1)})`);

/** An old structure taken down and a new one built. */
const PHASES_RECONSTRUCTION: Phase[] = [
  { nom: 'Préparation, DT-DICT, déviation de la route et des réseaux', part: 0.1 },
  { nom: 'Batardeau et démolition de l’ancien ouvrage', part: 0.2 },
  { nom: 'Fondations, appuis, pose ou bétonnage de l’ouvrage', part: 0.35 },
  { nom: 'Étanchéité, remblais contigus et équipements', part: 0.2 },
  { nom: 'Lit, chaussée, repli et réception', part: 0.15 },
];
/** A new structure (nothing taken down). */
const PHASES_NEUF: Phase[] = [
  { nom: 'Préparation, DT-DICT et implantation', part: 0.1 },
  { nom: 'Installation et batardeau', part: 0.1 },
  { nom: 'Fondations, appuis, pose ou bétonnage de l’ouvrage', part: 0.45 },
  { nom: 'Étanchéité, remblais contigus et équipements', part: 0.2 },
  { nom: 'Abords, chaussée, repli et réception', part: 0.15 },
];
/** A structure repaired. */
const PHASES_REPARATION: Phase[] = [
  { nom: 'Préparation, DT-DICT, signalisation et accès', part: 0.15 },
  { nom: 'Diagnostic contradictoire, batardeau et purges', part: 0.25 },
  { nom: 'Réparations, injections et affouillements', part: 0.3 },
  { nom: 'Étanchéité, remblais contigus et équipements', part: 0.15 },
  { nom: 'Chaussée, repli et réception', part: 0.15 },
];

const OUVRAGE_ART: SousType = {
  key: 'ouvrage_art',
  // (a label with « et », as the maçon's « construction neuve et extension »: the kinds keep their order when joined)
  label: 'ouvrage d’art et ouvrage hydraulique de franchissement',
  when: OUVRAGE_DE_FRANCHISSEMENT,
  surObjet: true,
  unlessSurObjet: TROTTOIRS_SEULS,
  travaux: 'travaux de génie civil de l’ouvrage d’art',
  ouvrage: 'l’ouvrage d’art',
  // (no trench nor sewer, no building DTU: the structure's own texts)
  sansNormes: /^NF P 98-331$|^Fascicule 70 du CCTG$|^NF DTU/,
  normes: [
    {
      ref: 'NF EN 1990',
      objet: 'Eurocode 0 : bases de calcul des structures, avec son annexe A2 pour les ponts',
    },
    { ref: 'NF EN 1991-2', objet: 'Eurocode 1 : actions sur les ponts dues au trafic (modèles de charges routières)' },
    { ref: 'NF EN 1992-2', objet: 'Eurocode 2 : calcul des structures en béton, ponts en béton' },
    {
      ref: 'NF EN 1997-1',
      objet:
        'Eurocode 7 : calcul géotechnique des appuis, avec ses normes d’application nationales (NF P 94-261 pour les fondations superficielles, NF P 94-262 pour les fondations profondes)',
    },
    { ref: 'Fascicule 65 du CCTG', objet: 'exécution des ouvrages de génie civil en béton' },
    {
      ref: 'Fascicule 68 du CCTG',
      objet: 'exécution des travaux géotechniques des ouvrages de génie civil (fondations des appuis)',
      when: OUVRAGE_NEUF,
    },
    {
      ref: 'NF EN 206/CN',
      objet:
        'béton : classes d’exposition au gel (XF) selon la zone de gel du site et aux sels de déverglaçage (XD) pour les parties exposées au salage',
    },
    {
      ref: 'NF EN 14844',
      objet:
        'produits préfabriqués en béton : cadres enterrés (cadres et dalots), lorsque le CCTP retient la préfabrication',
      when: PREFABRIQUE,
    },
    { ref: 'NF EN 1504', objet: 'produits et systèmes de réparation des structures en béton', when: REPARATION_SEULE },
    { ref: 'Fascicule 67 titre I du CCTG', objet: 'étanchéité des ponts-routes à support en béton de ciment' },
    {
      ref: 'Guide Sétra-LCPC « Remblais contigus aux ouvrages d’art »',
      objet: 'matériaux, compactage et drainage des remblais d’accès et des remblais techniques contigus',
    },
    {
      ref: 'NF EN 1317-2',
      objet: 'dispositifs de retenue routiers : classes de performance des barrières de sécurité',
    },
    {
      ref: 'Code de l’environnement, articles L214-1 et suivants (loi sur l’eau)',
      objet:
        'travaux dans le lit d’un cours d’eau, selon le dossier loi sur l’eau du maître d’ouvrage et ses prescriptions',
      when: EN_RIVIERE,
    },
  ],
  sansSpecificites: /^(?!reprise d’ouvrages commencés)/,
  specificites: [
    {
      when: /./,
      sujet: 'ouvrage d’art de franchissement',
      texte:
        'L’ouvrage est exécuté sur des plans et une note de calcul visés par le maître d’œuvre, établis selon les Eurocodes lorsque les études d’exécution sont à notre charge : bases de calcul de la NF EN 1990, charges de trafic de la NF EN 1991-2, béton selon la NF EN 1992-2, appuis selon la NF EN 1997-1 et l’étude géotechnique. Le béton et son exécution suivent le fascicule 65 du CCTG, avec des classes d’exposition choisies pour une route : gel (XF) selon la zone du site, sels de déverglaçage (XD) pour les parties salées comme les corniches, les longrines et les parements en rive, et des enrobages à la mesure de ces classes. Selon ce que retient le CCTP, l’ouvrage est coulé en place ou monté en éléments préfabriqués (cadre ou portique conformes à la NF EN 14844) posés à la grue sur un radier ou des semelles réglés ; les procédures de bétonnage, de levage et de remblaiement sont visées avant toute fabrication.',
    },
    {
      when: EN_RIVIERE,
      sujet: 'travaux dans le cours d’eau franchi',
      texte:
        'Les travaux dans le lit se font à l’étiage, dans la période que fixent le dossier loi sur l’eau du maître d’ouvrage et ses prescriptions. L’emprise est isolée par un batardeau (sacs de sable, big-bags ou palplanches selon le débit) et les eaux sont dérivées par un busage ou un chenal provisoire de capacité suffisante ; une pêche de sauvegarde précède la mise à sec lorsque le dossier la prévoit. Les eaux d’épuisement sont rejetées après décantation (bassin, filtre à paille ou géotextile), et la turbidité est surveillée chaque jour à l’aval. Aucun engin ne circule dans le lit en eau, le ravitaillement se fait sur rétention loin de la berge, un kit anti-pollution reste sur le chantier, et le matériel est replié hors de la zone inondable dès une alerte de crue. À la fin, la continuité écologique est rétablie : radier calé sous le fond naturel pour recevoir un substrat reconstitué à la granulométrie du lit, largeur et pente du lit conservées, sans chute à l’aval, pour le passage des poissons et des sédiments.',
    },
    {
      when: SOUS_ROUTE,
      sujet: 'coupure de la route au droit du franchissement, réseaux portés',
      texte:
        'La route est fermée avec une déviation signalée, ou maintenue en alternat sur une voie, comme le fixe l’arrêté du gestionnaire de la voirie ; la signalisation temporaire (présignalisation, panneaux de déviation, barrières, feux d’alternat) est posée avant la coupure et vérifiée chaque jour, de jour comme de nuit, et l’accès des riverains, des secours et des services agricoles est convenu avant les travaux. Les réseaux portés par l’ouvrage existant ou enterrés sous la route (télécommunications, électricité, eau) sont localisés par les DT-DICT puis dévoyés provisoirement avec leurs exploitants avant les travaux ; ils sont reposés dans les fourreaux ou les caniveaux prévus sur l’ouvrage neuf.',
    },
    {
      when: DECONSTRUCTION,
      sujet: 'déconstruction de l’ancien ouvrage',
      texte:
        'L’ancien ouvrage n’est attaqué qu’après le repérage amiante avant travaux du maître d’ouvrage et l’analyse des enrobés et de l’étanchéité (amiante et HAP), qui fixent leur filière. Le tablier est scié en éléments levés à la grue selon un plan de levage, ou démoli à la pelle équipée d’une pince ; un platelage, des bâches ou des filets tendus au-dessus du batardeau recueillent les débris, pour que rien ne tombe dans le cours d’eau. Les culées et les fondations anciennes sont démolies ou arasées selon le CCTP, et les bétons, les aciers et les enrobés triés à la source.',
    },
    {
      when: REPARATION_SEULE,
      sujet: 'réparation de l’ouvrage',
      texte:
        'La réparation suit le diagnostic de l’ouvrage, relevé contradictoirement avant travaux : bétons dégradés purgés jusqu’au béton sain, aciers dégagés, traités ou complétés, reconstitution au mortier de réparation de la classe prescrite selon la NF EN 1504, fissures injectées selon leur ouverture ; les affouillements au pied des appuis sont comblés sous batardeau (béton ou enrochements) et protégés comme le prévoit le CCTP.',
    },
    {
      when: /./,
      sujet: 'étanchéité, remblais contigus et équipements',
      texte:
        'La dalle supérieure reçoit l’étanchéité que prescrit le CCTP, appliquée sur un support préparé et réceptionné selon le fascicule 67 titre I du CCTG, puis protégée avant la chaussée. Les remblais contigus sont montés en matériaux insensibles à l’eau, par couches minces compactées au petit matériel près des parements, de façon symétrique de part et d’autre de l’ouvrage comme le recommande le guide Sétra-LCPC des remblais contigus aux ouvrages d’art, avec le drainage prévu derrière les culées. Les barrières de sécurité marquées CE selon la NF EN 1317, du niveau de retenue prescrit, et les garde-corps sont ancrés sur les longrines ou les corniches selon leur notice, puis raccordés aux glissières de la route.',
    },
    {
      when: /./,
      sujet: 'réception de l’ouvrage',
      texte:
        'Avant la réception, le dossier de l’ouvrage est remis au maître d’œuvre : plans conformes, résultats des contrôles du béton, procès-verbaux des éléments préfabriqués, de l’étanchéité et des remblais, fiches des dispositifs de retenue. Il sert à l’inspection détaillée initiale, point de départ de la surveillance de l’ouvrage par son gestionnaire ; une épreuve de chargement n’est faite que si le CCTP la prévoit.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et autorisations',
      detail:
        'DT-DICT et marquage-piquetage des réseaux, constat contradictoire des abords, lecture du dossier loi sur l’eau du maître d’ouvrage et de l’arrêté de circulation, plans d’exécution, de levage et de phasage soumis au visa',
    },
    {
      titre: 'Coupure de la route et dévoiement des réseaux',
      detail:
        'signalisation de la déviation ou de l’alternat posée selon l’arrêté, réseaux portés par l’ouvrage dévoyés provisoirement avec leurs exploitants',
      when: SOUS_ROUTE,
    },
    {
      titre: 'Batardeau et dérivation des eaux',
      detail:
        'à l’étiage, pêche de sauvegarde si le dossier la prévoit, batardeau et busage ou chenal de dérivation, pompage d’épuisement rejeté après décantation, turbidité suivie à l’aval',
      when: EN_RIVIERE,
    },
    {
      titre: 'Déconstruction de l’ancien ouvrage',
      detail:
        'enrobés et étanchéité analysés, tablier scié et levé à la grue ou démoli à la pince au-dessus d’un platelage ou de filets, culées démolies ou arasées, matériaux triés à la source',
      when: DECONSTRUCTION,
    },
    {
      titre: 'Diagnostic et préparation des supports',
      detail:
        'relevé contradictoire des désordres, purge des bétons dégradés, aciers dégagés et traités (point d’arrêt avant reconstitution)',
      when: REPARATION_SEULE,
    },
    {
      titre: 'Fondations et appuis',
      detail:
        'fouilles des appuis à l’abri du batardeau, fond de fouille réceptionné selon l’étude géotechnique, béton de propreté, radier ou semelles, fondations profondes si le projet en prévoit',
      unless: REPARATION_SEULE,
    },
    {
      titre: 'Ouvrage en béton',
      detail:
        'cadre ou portique préfabriqué posé à la grue et calé au fil d’eau, ou ouvrage coulé en place : coffrages, ferraillage contrôlé avant chaque bétonnage, béton de la classe d’exposition prescrite, cure',
      unless: REPARATION_SEULE,
    },
    {
      titre: 'Réparations',
      detail:
        'reconstitution au mortier de réparation ou au béton coffré, injection des fissures, comblement et protection des affouillements',
      when: REPARATION_SEULE,
    },
    {
      titre: 'Étanchéité, remblais contigus et équipements',
      detail:
        'étanchéité de la dalle supérieure, remblais contigus compactés par couches minces de part et d’autre, drainage, corniches, barrières de sécurité et garde-corps, réseaux reposés',
    },
    {
      titre: 'Lit, chaussée et remise en service',
      detail:
        'substrat du lit reconstitué, berges protégées ou revégétalisées, batardeau retiré, chaussée et signalisation achevées, circulation ouverte, dossier de l’ouvrage remis pour l’inspection détaillée initiale',
    },
  ],
  phases: PHASES_RECONSTRUCTION,
  materiel: [
    { nom: 'grue mobile dimensionnée par le plan de levage (dépose du tablier, pose des éléments)', match: /grue/ },
    {
      nom: 'pelle hydraulique avec pince de démolition ou brise-roche pour la déconstruction',
      match: /pelle|pince|brise-roche|brh/,
      when: DECONSTRUCTION,
    },
    {
      nom: 'matériel de purge (piqueurs ou hydrodémolition) et d’injection des fissures',
      match: /piqueur|hydro|injection|brh/,
      when: REPARATION_SEULE,
    },
    { nom: 'scie murale ou à câble pour la démolition du tablier', match: /scie/, when: DECONSTRUCTION },
    {
      nom: 'pompes d’épuisement du batardeau et des fondations, avec décantation des rejets',
      match: /pompe/,
      when: EN_RIVIERE,
    },
    { nom: 'plaque vibrante et petit compacteur pour les remblais contigus', match: /plaque vibrante|compact/ },
    { nom: 'signalisation de déviation et feux d’alternat', match: /signalisation|feux/, when: SOUS_ROUTE },
  ],
  sansMateriel: /^chargeuse|^blindages|^compacteur/,
  materiaux: [
    'béton conforme à la NF EN 206/CN, des classes d’exposition (XF, XD) et de résistance que fixe le CCTP',
    'armatures pour béton armé certifiées (NF-AFCAB)',
    'cadre, portique ou dalot préfabriqué en béton conforme à la NF EN 14844, avec sa note de calcul, si le CCTP retient la préfabrication',
    'étanchéité du tablier sous avis technique ou marquage CE, du procédé visé',
    'matériaux de remblai contigu insensibles à l’eau, conformes au GTR et au guide des remblais contigus',
    'matériaux du lit reconstitué et enrochements de protection, à la granulométrie prescrite',
    'barrières de sécurité marquées CE (NF EN 1317) et garde-corps du CCTP',
  ],
  habilitations: [
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
    'conduite de grue mobile (CACES R483) pour le grutier',
    'formation à l’élingage des intervenants qui accrochent les charges',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Chute à l’eau et noyade',
      mesure:
        'garde-corps ou filets en rive, gilets de sauvegarde pour tout travail au bord de l’eau, bouée et perche sur la berge, jamais seul, arrêt et repli à l’alerte de crue',
      when: EN_RIVIERE,
    },
    {
      risque: 'Chute d’une charge levée ou renversement de la grue',
      mesure:
        'plan de levage, plateforme de grue reconnue et calée, zone interdite sous la charge, élingage par un intervenant formé, arrêt au-delà du vent admissible',
    },
    {
      risque: 'Effondrement partiel de l’ouvrage pendant la déconstruction',
      mesure:
        'séquence de démolition arrêtée par écrit, zone d’exclusion sous et autour du tablier, aucun intervenant sous un élément en cours de découpe',
      when: DECONSTRUCTION,
    },
    {
      risque: 'Éboulement d’une fouille d’appui ou rupture du batardeau',
      mesure: 'talutage ou blindage des fouilles, batardeau dimensionné pour le débit, surveillance des niveaux d’eau',
    },
    {
      risque: 'Heurt par un véhicule aux abords de la coupure',
      mesure:
        'signalisation de déviation ou d’alternat selon l’arrêté, barrières de fermeture éclairées, vêtements à haute visibilité',
      when: SOUS_ROUTE,
    },
    {
      risque: 'Poussières de silice au sciage et à la démolition des bétons',
      mesure: 'sciage à l’eau, arrosage, masque FFP3 pour les opérateurs exposés',
    },
  ],
  sansRisques: /^Circulation routière aux abords$|^Ensevelissement en tranchée$/,
  autocontroles: [
    {
      point: 'Implantation et calage au fil d’eau de l’ouvrage',
      moment: 'avant la pose ou le coffrage (point d’arrêt)',
      preuve: 'relevé topographique contradictoire',
    },
    {
      point: 'Fond de fouille des appuis',
      moment: 'avant le béton de propreté (point d’arrêt)',
      preuve: 'procès-verbal de réception du fond de fouille, avis du géotechnicien si le marché le prévoit',
      when: OUVRAGE_NEUF,
    },
    {
      point: 'Ferraillage (diamètres, enrobages, recouvrements)',
      moment: 'avant chaque bétonnage (point d’arrêt)',
      preuve: 'fiche de contrôle visée par le maître d’œuvre',
    },
    {
      point: 'Béton livré et mis en œuvre',
      moment: 'à chaque coulage',
      preuve:
        'bons de livraison (classe d’exposition et de résistance), éprouvettes selon le fascicule 65, cure consignée',
    },
    {
      point: 'Éléments préfabriqués à la livraison et à la pose',
      moment: 'à la réception sur site',
      preuve: 'bons de livraison, marquage CE, contrôle des joints et du calage',
      when: PREFABRIQUE,
    },
    {
      point: 'Étanchéité de la dalle supérieure',
      moment: 'avant remblai et chaussée (point d’arrêt)',
      preuve: 'procès-verbal de réception du support et de l’étanchéité',
    },
    {
      point: 'Compactage des remblais contigus',
      moment: 'par couche',
      preuve: 'essais au pénétromètre ou à la plaque selon le CCTP',
    },
    {
      point: 'Turbidité à l’aval et état du batardeau',
      moment: 'chaque jour pendant les travaux en rivière',
      preuve: 'registre de suivi tenu à la disposition du maître d’ouvrage et des services de police de l’eau',
      when: EN_RIVIERE,
    },
    {
      point: 'Barrières de sécurité et garde-corps',
      moment: 'à la pose',
      preuve: 'fiche de contrôle selon la notice (ancrages, hauteur, raccordements)',
    },
  ],
  dechets: [
    {
      dechet: 'Bétons et maçonneries de démolition',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage-recyclage ou ISDI',
    },
    { dechet: 'Aciers, garde-corps et glissières déposés', categorie: 'DND', exutoire: 'recyclage des métaux' },
    {
      dechet: 'Enrobés exempts d’amiante et de HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage',
      when: SOUS_ROUTE,
    },
    {
      dechet: 'Enrobés ou étanchéité contenant de l’amiante ou des HAP, si l’analyse en signale',
      categorie: 'DD',
      exutoire: 'filière agréée selon l’analyse, bordereau BSDA ou BSD sur Trackdéchets',
      when: SOUS_ROUTE,
    },
    {
      dechet: 'Terres et matériaux du lit excédentaires, fines de décantation',
      categorie: 'Inertes',
      exutoire: 'réemploi dans le lit si le CCTP le prévoit, sinon ISDI après analyse',
      when: EN_RIVIERE,
    },
    {
      dechet: 'Absorbants et produits souillés (kits anti-pollution)',
      categorie: 'DD',
      exutoire: 'installation autorisée, bordereau sur Trackdéchets',
    },
  ],
  pointsAttention: [
    'la période d’étiage et les prescriptions du dossier loi sur l’eau du maître d’ouvrage (période des travaux, pêche de sauvegarde, turbidité)',
    'les réseaux portés par l’ouvrage existant et leur dévoiement provisoire avec leurs exploitants',
    'l’itinéraire de déviation ou l’alternat que fixe l’arrêté du gestionnaire de la route',
    'la plateforme et la portée de la grue au bord du cours d’eau',
  ],
  decennale: 'l’ouvrage d’art, ses fondations, son étanchéité et ses remblais contigus, qui concourent à sa solidité',
  biennale: '',
  entretien:
    'faire inspecter l’ouvrage selon le calendrier de surveillance de son gestionnaire, tenir dégagés le lit sous l’ouvrage, les gargouilles et les joints, et faire vérifier les appuis après chaque crue (affouillements)',
};

/** Nothing taken down: no rebuild phases. */
const SANS_DECONSTRUCTION = new RegExp(`^(?![\\s\\S]*(?:${DECONSTRUCTION.source}))`);

/**
 * The kind in its three cases, each with its own phases (the method's steps are written by `when`): an old
 * structure rebuilt, a structure repaired, a new one.
 */
const CAS: [RegExp, Phase[], number][] = [
  // (a structure taken down then rebuilt, with the work in the stream at low water: about four months; a repair
  // about two — round 26: « 8 semaines » for a bridge rebuilt read as tight)
  [SANS_DECONSTRUCTION, PHASES_RECONSTRUCTION, 16],
  [OUVRAGE_NEUF, PHASES_REPARATION, 8],
  [new RegExp(`${DECONSTRUCTION.source}|${REPARATION_SEULE.source}`), PHASES_NEUF, 14],
];

export const OUVRAGES_ART_TERRASSIER: SousType[] = CAS.map(([unless, phases, semainesParDefaut]) => ({
  ...OUVRAGE_ART,
  unless,
  phases,
  semainesParDefaut,
}));

/** A bridge repair is the maçon's repair kind (NF EN 1504): the maçon reads this one for a built or rebuilt structure. */
const REPARATION_OUVRAGE_MACON =
  /^(?=[\s\S]*(?:passerelles?|\bponts?\b|ouvrages? d'art|viaducs?))(?=[\s\S]*(?:reparation|refection|rehabilitation|renforcement|restauration|confortement|remise en etat))/;

export const OUVRAGES_ART_MACON: SousType[] = OUVRAGES_ART_TERRASSIER.map((st) => ({
  ...st,
  unless: new RegExp(`${st.unless?.source ?? '$^'}|${REPARATION_OUVRAGE_MACON.source}`),
  // (the maçon's building equipment: no façade scaffold, no mini-excavator for footings, no floor saw)
  sansMateriel: /^chargeuse|^blindages|^compacteur|^échafaudage|^mini-pelle|^dumper|^scie de sol/,
  // (the earthworks of the abutments still need their excavator, which the maçon's family does not list — round 26)
  materiel: [
    ...(st.materiel ?? []),
    { nom: 'pelle hydraulique pour les fouilles des appuis et les remblais contigus', match: /pelle/ },
  ],
  // (a building site's blocks and bags, and the family's second silica row beside the kind's own — round 27)
  sansRisques:
    /^Circulation routière aux abords$|^Ensevelissement en tranchée$|échafaudages et planchers|^Manutention des blocs|^Poussières de silice cristalline$/,
}));
