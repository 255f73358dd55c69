import type {
  Autocontrole,
  Etape,
  FluxDechet,
  MaterielType,
  Norme,
  Phase,
  Risque,
  SousType,
  Specificite,
} from './types.ts';

/* A drinking-water reservoir built or rehabilitated: a water-retaining structure in reinforced concrete, its hydraulic
 * equipment, its watertightness test and its disinfection before the operator puts it into service. */

/** The structure named (folded text): a reservoir, a water tower, a storage tank of drinking water. */
const OUVRAGE = "reservoirs?|chateaux? d'eau|baches? de stockage d'eau|cuves? d'eau potable";

/** The works on it (not a pipe laid « entre le captage et le réservoir »: no pipe word between them). */
const TRAVAUX_SUR =
  'construction|creation|realisation|reconstruction|edification|rehabilitation|renovation|refection|reparation|remise en etat|mise en conformite|mise en securite|securisation|renforcement|etancheite|cuvelage|revetements?|genie civil|demolition|remplacement|modernisation|travaux';
const RESERVOIR_TRAVAUX = `\\b(?:${TRAVAUX_SUR})s? (?:(?!conduites?|canalisations?|reseaux?|branchements?|forages?|captages?)[^.\\n]){0,40}?\\b(?:${OUVRAGE})\\b`;

/** The water is drinking water (the object or a descripteur says so, or a water tower). */
const EAU_POTABLE =
  "eau potable|\\baep\\b|adduction|alimentation en eau|distribution d'eau|eaux? destinees? a la consommation|\\bedch\\b|syndicats? (?:des eaux|d'eau)|\\bsiaep\\b|chateaux? d'eau";

/**
 * A reservoir of drinking water built or rehabilitated (« Construction d’un réservoir d’eau potable », « réhabilitation
 * du château d’eau »), folded; a descripteur « Réservoir » alone (no works named on it) is not enough.
 */
export const RESERVOIR = new RegExp(`^(?=[\\s\\S]*(?:${RESERVOIR_TRAVAUX}))(?=[\\s\\S]*(?:${EAU_POTABLE}))`);

/**
 * A reservoir that is itself a fire reserve, a storm-water tank or an irrigation basin, no drinking-water reservoir
 * being named: another work (a réserve incendie is a smaller, different job), not this kind.
 */
const AUTRE_RESERVOIR =
  /^(?![\s\S]*(?:reservoirs? (?:d'eau potable|d'eau destinee|aep|de distribution|de tete|semi-enterres?|sur tour)|chateaux? d'eau))[\s\S]*reservoirs? (?:incendie|de defense|d'eaux? pluviales|d'irrigation|de retention|d'orage|souples?|de fioul|de carburant|de gaz)/;

/** An existing reservoir repaired (its cuves emptied, diagnosed, repaired and lined). */
const REHABILITATION =
  /rehabilitation|renovation|refection|reparation|remise en etat|mise en conformite|mise en securite|securisation|modernisation/;
/** A new reservoir built (or rebuilt). */
const CONSTRUCTION = /construction|creation|realisation|reconstruction|edification|nouveau reservoir|\bneufs?\b/;
/** An existing reservoir repaired, none built (« travaux d’étanchéité du réservoir » is one). */
const REHABILITATION_SEULE = new RegExp(
  `^(?![\\s\\S]*(?:${CONSTRUCTION.source}))(?=[\\s\\S]*(?:${REHABILITATION.source}|etancheite|cuvelage|revetements?))`,
);
/** The rehabilitation's own paragraphs, steps and checks: an existing reservoir repaired. */
const REHABILITE = new RegExp(`${REHABILITATION.source}|${REHABILITATION_SEULE.source}`);
/** A reservoir built: not only repaired. */
const CONSTRUIT = new RegExp(`^(?!${REHABILITATION_SEULE.source.slice(1)})`);
/** Pipes laid with the reservoir (its inlet, outlet and links to the network). */
const CONDUITES = /conduites?|canalisations?|reseaux? d'(?:eau|adduction|alimentation)|\baep\b[^.\n]{0,20}reseaux?/;
/** A fire reserve kept inside the drinking-water tank. */
const RESERVE_INCENDIE = /reserves? incendie|defense (?:exterieure )?contre l'incendie|\bdeci\b/;
/** The site named as a high point (never supposed from a place name). */
const POINT_HAUT = /point haut|sommet|colline|butte|\bcrete\b/;
/** An old structure demolished. */
const DEMOLITION = /demolition|deconstruction|ancien reservoir|reservoir existant/;

const NORMES: Norme[] = [
  {
    ref: 'Fascicule 74 du CCTG',
    objet:
      'construction des réservoirs en béton et réhabilitation des réservoirs en béton ou en maçonnerie : type d’ouvrage (nu ou revêtu), exécution, épreuve d’étanchéité et réception',
  },
  {
    ref: 'Fascicule 65 du CCTG',
    objet: 'exécution des ouvrages de génie civil en béton, auquel renvoie le fascicule 74',
  },
  {
    ref: 'Eurocode 2 (NF EN 1992-1-1 et NF EN 1992-3)',
    objet:
      'calcul des structures en béton armé et des réservoirs, avec leurs annexes nationales : classe d’étanchéité et maîtrise de la fissuration',
  },
  {
    ref: 'NF EN 206/CN',
    objet:
      'béton : classe de résistance et classes d’exposition fixées par le CCTP (XC, XF sous gel, XA si l’eau ou le sol est agressif)',
  },
  { ref: 'NF EN 13670/CN', objet: 'exécution des structures en béton (coffrages, armatures, bétonnage, cure)' },
  {
    ref: 'NF P94-500',
    objet:
      'missions d’ingénierie géotechnique : fondations sur l’étude G2 PRO du maître d’ouvrage, étude et suivi géotechniques d’exécution (G3) lorsque le marché les confie à l’entreprise',
  },
  {
    ref: 'NF EN 1508',
    objet: 'alimentation en eau : exigences pour les systèmes et composants de stockage de l’eau',
  },
  {
    ref: 'Arrêté du 29 mai 1997 modifié',
    objet:
      'matériaux et objets au contact de l’eau destinée à la consommation humaine : attestation de conformité sanitaire (ACS) des produits de revêtement, des joints et des pièces hydrauliques',
  },
  {
    ref: 'Code de la santé publique, articles R1321-1 et suivants',
    objet: 'eaux destinées à la consommation humaine : qualité de l’eau distribuée et contrôle sanitaire de l’ARS',
  },
  {
    ref: 'NF EN 1504',
    objet: 'produits et systèmes de réparation et de protection des structures en béton existantes',
    when: REHABILITE,
  },
  {
    ref: 'NF EN 805',
    objet: 'réseaux d’eau extérieurs aux bâtiments : pose, épreuve de pression et désinfection des conduites',
    when: CONDUITES,
  },
  {
    ref: 'Fascicule 71 du CCTG',
    objet: 'fourniture et pose de conduites d’adduction et de distribution d’eau',
    when: CONDUITES,
  },
];

const SPECIFICITES: Specificite[] = [
  {
    when: /./,
    sujet: 'réservoir d’eau potable',
    texte:
      'Un réservoir d’eau potable est un ouvrage de génie civil qui retient l’eau et la garde potable. La structure en béton armé est calculée selon l’Eurocode 2 partie 3 (NF EN 1992-3) pour la classe d’étanchéité que fixe le CCTP, et exécutée selon le fascicule 74 du CCTG, qui renvoie au fascicule 65 : plans d’exécution et notes de calcul soumis au visa avant tout bétonnage, béton de la classe d’exposition prescrite (NF EN 206/CN), enrobages tenus par des cales, reprises de bétonnage traitées par joints d’arrêt d’eau, traversées de parois par des manchons à collerette coulés en place, cure prolongée des parois pour limiter la fissuration. Tout ce qui touche l’eau — revêtement intérieur d’un ouvrage revêtu, mortiers de réparation, joints, pièces hydrauliques, produits de décoffrage et de cure — justifie de sa conformité sanitaire (ACS, arrêté du 29 mai 1997 modifié) avant la commande.',
  },
  {
    when: /./,
    sujet: 'équipements hydrauliques et sécurité du réservoir',
    texte:
      'La chambre des vannes réunit les conduites d’arrivée et de distribution, le trop-plein et la vidange, et le by-pass qui alimente le réseau quand une cuve est isolée ; chaque conduite traverse la paroi par une pièce étanche, et les vannes, robinets et pièces sont fournis sur fiches techniques visées. Le trop-plein et la vidange sont protégés contre l’entrée des animaux (grille, clapet) et conduits à l’exutoire que fixe le dossier ; les ventilations laissent entrer un air filtré, sans insectes ni eaux de ruissellement ; les trappes d’accès sont étanches, verrouillées et reliées à l’alarme d’intrusion si le CCTP le prévoit, et les échelles, crinolines et garde-corps sont dans un matériau compatible avec l’atmosphère humide et chlorée des cuves.',
  },
  {
    when: /./,
    sujet: 'épreuve d’étanchéité et mise en service',
    texte:
      'Chaque cuve subit l’épreuve d’étanchéité du fascicule 74, sur un ouvrage neuf avant tout remblai contre les parois et avant l’étanchéité de la couverture : remplissage progressif, temps de saturation du béton, puis mesure de la baisse du niveau, corrigée de l’évaporation, comparée au critère de la classe prescrite, et examen des parements extérieurs, des reprises et des traversées ; un défaut est repris puis l’épreuve refaite. Le réservoir est ensuite vidangé, nettoyé, désinfecté et rincé par un personnel en tenue propre réservée aux cuves, les eaux chlorées étant neutralisées avant leur rejet ; l’exploitant fait faire les prélèvements par un laboratoire agréé par le ministère chargé de la santé, et la mise en distribution n’intervient qu’après des résultats conformes, selon les modalités arrêtées avec l’exploitant et l’ARS.',
  },
  {
    when: REHABILITE,
    sujet: 'réhabilitation d’un réservoir en service',
    texte:
      'Sur un réservoir existant, la distribution est maintenue pendant les travaux : une cuve est isolée pendant que l’autre reste en service, ou le réseau est alimenté par le by-pass, selon le calendrier arrêté avec l’exploitant, qui seul manœuvre ses vannes. La cuve vidangée est diagnostiquée (sondages, fissures, armatures corrodées, état de l’ancien revêtement, repérage amiante avant travaux fourni par le maître d’ouvrage), ses surfaces préparées par hydrodécapage, les bétons réparés selon la NF EN 1504 et le revêtement d’étanchéité sous ACS appliqué dans les conditions d’humidité et de température de sa fiche, avec essais d’adhérence avant la remise en eau.',
  },
  {
    when: RESERVE_INCENDIE,
    sujet: 'réserve incendie dans la cuve',
    texte:
      'La réserve incendie que prévoit le dossier reste dans la cuve par le dispositif qu’en fixe le CCTP (prise de distribution au-dessus de la tranche réservée, siphon à évent ou vanne réservée au service d’incendie), réglé et essayé avec l’exploitant avant la mise en service.',
  },
  {
    when: CONDUITES,
    sujet: 'conduites de liaison du réservoir',
    texte:
      'Les conduites de liaison du réservoir sont posées selon le fascicule 71 et la NF EN 805, en matériaux sous ACS, avec butées ou joints verrouillés aux coudes ; chaque tronçon subit l’épreuve de pression, puis un rinçage et une désinfection, avant son raccordement au réseau en service, que l’exploitant réalise ou autorise à la date convenue.',
  },
  {
    when: POINT_HAUT,
    sujet: 'réservoir sur un point haut',
    texte:
      'Le réservoir occupe un point haut : la piste d’accès est reconnue pour les toupies, la pompe à béton et la grue, et les levages sont suspendus au-delà de la vitesse de vent admise par la notice de l’appareil.',
  },
];

const ETAPES: Etape[] = [
  {
    titre: 'Préparation et coordination avec l’exploitant',
    detail:
      'DT-DICT, état des lieux du site et de son accès, plan d’installation de chantier ; notes de calcul, plans de coffrage et de ferraillage, fiches des équipements et ACS soumis au visa ; calendrier des raccordements et des coupures arrêté avec l’exploitant du service d’eau',
  },
  {
    titre: 'Mise hors service et diagnostic',
    detail:
      'cuve vidangée et isolée à la date convenue avec l’exploitant, distribution maintenue par l’autre cuve ou le by-pass, diagnostic des bétons et de l’ancien revêtement, lecture du repérage amiante avant travaux',
    when: REHABILITE,
  },
  {
    titre: 'Terrassements et fondations',
    detail:
      'décapage, fouilles talutées ou blindées selon l’étude géotechnique, épuisement des venues d’eau, fond de fouille réceptionné (portance conforme à la G2 PRO), béton de propreté, drain périphérique',
    when: CONSTRUIT,
  },
  {
    titre: 'Génie civil des cuves',
    detail:
      'radier, voiles et couverture en béton armé coulés par plots, joints d’arrêt d’eau aux reprises, manchons des traversées mis en place avant le bétonnage, vibration et cure des parois, chambre des vannes',
    when: CONSTRUIT,
  },
  {
    titre: 'Réparation et revêtement des cuves',
    detail:
      'hydrodécapage des surfaces, purge et passivation des armatures, réparations des bétons selon la NF EN 1504, traitement des fissures et des joints, revêtement d’étanchéité sous ACS, essais d’adhérence',
    unless: CONSTRUIT,
  },
  {
    titre: 'Équipements hydrauliques',
    detail:
      'conduites d’arrivée et de distribution, trop-plein et vidange, by-pass, vannes et pièces de la chambre des vannes, ventilations à air filtré, trappes verrouillées, échelles et garde-corps',
    when: CONSTRUIT,
  },
  {
    titre: 'Équipements hydrauliques et sécurité des accès',
    detail:
      'reprise ou remplacement, selon le CCTP, des conduites et pièces de la chambre des vannes, du trop-plein, de la vidange et du by-pass, ventilations à air filtré, trappes verrouillées, échelles et garde-corps',
    unless: CONSTRUIT,
  },

  {
    titre: 'Épreuve d’étanchéité',
    detail:
      'remplissage progressif de chaque cuve, saturation, mesure de la baisse du niveau selon le fascicule 74 et examen des parements extérieurs, reprise des défauts et nouvelle épreuve si besoin',
  },
  {
    titre: 'Remblais et abords',
    when: CONSTRUIT,
    detail:
      'remblais compactés contre les parois après l’épreuve, étanchéité et protection de la couverture selon le CCTP, voirie d’accès, clôture et portail du site',
  },
  {
    titre: 'Nettoyage, désinfection et mise en service',
    detail:
      'nettoyage, désinfection et rinçage des cuves, eaux chlorées neutralisées avant rejet, prélèvements et analyses par un laboratoire agréé, raccordement et mise en distribution avec l’exploitant après résultats conformes, plans de récolement',
  },
];

const PHASES_CONSTRUCTION: Phase[] = [
  { nom: 'Préparation, DT-DICT, visas et coordination avec l’exploitant', part: 0.1 },
  { nom: 'Terrassements et fondations', part: 0.15 },
  { nom: 'Génie civil des cuves (radier, voiles, couverture) et de la chambre des vannes', part: 0.35 },
  { nom: 'Chambre des vannes, conduites et équipements', part: 0.15 },
  { nom: 'Épreuve d’étanchéité, remblais et abords', part: 0.1 },
  { nom: 'Nettoyage, désinfection, analyses et mise en service', part: 0.15 },
];

const PHASES_REHABILITATION: Phase[] = [
  { nom: 'Préparation, DT-DICT, visas et coordination avec l’exploitant', part: 0.1 },
  { nom: 'Mise hors service, vidange et diagnostic des cuves', part: 0.1 },
  { nom: 'Réparation des bétons et revêtement des cuves', part: 0.4 },
  { nom: 'Chambre des vannes, équipements et sécurité des accès', part: 0.15 },
  { nom: 'Épreuve d’étanchéité', part: 0.1 },
  { nom: 'Nettoyage, désinfection, analyses et mise en service', part: 0.15 },
];

const RISQUES: Risque[] = [
  {
    risque: 'Chute de hauteur depuis les parois, les coffrages et la couverture des cuves',
    mesure:
      'banches équipées de passerelles avec garde-corps, garde-corps périphériques sur la couverture, trémies et trappes obturées, harnais seulement là où aucune protection collective n’est possible',
  },
  {
    risque: 'Ensevelissement dans la fouille du réservoir ou des tranchées',
    mesure:
      'talus selon l’étude géotechnique ou blindage dès 1,30 m, aucun engin ni stockage en crête de talus, accès par escalier ou échelle, fouille visitée après la pluie',
  },
  {
    risque: 'Levage des banches, des armatures et des équipements',
    when: CONSTRUIT,
    mesure:
      'grue vérifiée, grutier titulaire du CACES de l’appareil, élingage par un personnel formé, zone interdite sous charge, levage suspendu au-delà du vent admis',
  },
  {
    risque: 'Espace confiné dans les cuves et la chambre des vannes',
    mesure:
      'arrivées d’eau consignées par l’exploitant, permis de pénétrer, mesure de l’atmosphère (oxygène, gaz) avant et pendant l’intervention, ventilation mécanique, surveillant en surface, personnel formé selon le dispositif CATEC',
  },
  {
    risque: 'Noyade pendant l’épreuve et la remise en eau',
    mesure: 'trappes fermées et accès interdits pendant le remplissage, aucune entrée dans une cuve en eau',
  },
  {
    risque: 'Inhalation de chlore lors de la désinfection',
    mesure:
      'produit dosé selon sa fiche de données de sécurité, cuve ventilée, protection respiratoire et lunettes, intervenants formés',
  },
  {
    risque: 'Contact avec le béton frais (brûlures, dermatoses)',
    mesure: 'gants et bottes étanches, manches longues, lunettes lors du coulage, point d’eau pour le rinçage',
  },
  {
    risque: 'Projections et poussières lors de l’hydrodécapage et des réparations',
    mesure:
      'opérateurs formés au matériel à très haute pression, combinaison et visière, arrêt d’urgence, aspiration des poussières de silice',
    when: REHABILITE,
  },
];

const MATERIEL: MaterielType[] = [
  {
    nom: 'grue à tour ou grue mobile pour les banches, les armatures et les pièces lourdes',
    match: /grue/,
    when: CONSTRUIT,
  },
  { nom: 'banches et coffrages de voiles avec passerelles de travail', match: /banche|coffrage/, when: CONSTRUIT },
  { nom: 'pompe à béton et aiguilles vibrantes', match: /pompe a beton|vibr/, when: CONSTRUIT },
  { nom: 'pompe d’épuisement des venues d’eau', match: /pompe|epuisement/, when: CONSTRUIT },
  {
    nom: 'ventilateur et détecteur multigaz pour les interventions dans les cuves',
    match: /detecteur|ventilat|multigaz/,
  },
  { nom: 'hydrodécapeur à très haute pression', match: /hydro|haute pression|\bthp\b/, when: REHABILITE },
];

const AUTOCONTROLES: Autocontrole[] = [
  {
    point: 'Fond de fouille et portance sous le radier',
    moment: 'avant le béton de propreté (point d’arrêt)',
    preuve: 'PV de réception du fond de fouille, avis du géotechnicien',
    when: CONSTRUIT,
  },
  {
    point: 'Armatures, enrobages, joints d’arrêt d’eau et manchons des traversées',
    moment: 'avant chaque bétonnage (point d’arrêt)',
    preuve: 'fiche de contrôle et photos datées',
  },
  {
    point: 'Béton livré (classes de résistance et d’exposition, consistance) et cure des parois',
    moment: 'à chaque livraison',
    preuve: 'bons de livraison, éprouvettes, relevés de cure',
  },
  {
    point: 'Préparation des surfaces et adhérence du revêtement',
    moment: 'avant et après l’application (point d’arrêt)',
    preuve: 'relevés d’humidité et de température, PV d’essais d’adhérence',
    when: REHABILITE,
  },
  {
    point: 'Conformité sanitaire des produits au contact de l’eau',
    moment: 'avant la commande et à la livraison',
    preuve: 'ACS et fiches techniques visées',
  },
  {
    point: 'Étanchéité de chaque cuve',
    moment: 'avant remblai et étanchéité de la couverture (point d’arrêt)',
    preuve: 'PV d’épreuve selon le fascicule 74',
  },
  {
    point: 'Épreuve de pression des conduites de liaison',
    moment: 'avant remblai et raccordement',
    preuve: 'PV d’épreuve selon la NF EN 805',
    when: CONDUITES,
  },
  {
    point: 'Manœuvre des vannes, trop-plein, vidange, ventilations, trappes et alarmes',
    moment: 'avant la mise en service',
    preuve: 'fiche d’essais signée avec l’exploitant',
  },
  {
    point: 'Nettoyage, désinfection et qualité de l’eau',
    moment: 'avant la mise en distribution (point d’arrêt)',
    preuve: 'rapport d’analyse du laboratoire agréé',
  },
];

const DECHETS: FluxDechet[] = [
  {
    dechet: 'Terres excavées',
    categorie: 'Inertes',
    exutoire: 'réemploi en remblai sur site en priorité, sinon plateforme de valorisation ou ISDI',
    when: CONSTRUIT,
  },
  {
    dechet: 'Bétons démolis ou purgés',
    categorie: 'Inertes',
    exutoire: 'plateforme de recyclage des inertes',
    when: new RegExp(`${DEMOLITION.source}|${REHABILITE.source}`),
  },
  {
    dechet: 'Anciens revêtements et enduits des cuves',
    categorie: 'DND',
    exutoire: 'installation autorisée selon leur nature relevée au diagnostic, bordereau de suivi',
    when: REHABILITE,
  },
  {
    dechet: 'Eaux d’épreuve, de lavage et de désinfection',
    categorie: 'DND',
    exutoire: 'eaux chlorées neutralisées, rejet à débit maîtrisé vers l’exutoire autorisé par l’exploitant',
  },
  {
    dechet: 'Laitances et eaux de lavage des toupies',
    categorie: 'DND',
    exutoire: 'bac de décantation sur l’installation de chantier, jamais dans les cuves ni les réseaux',
  },
  { dechet: 'Chutes d’armatures et de coffrages', categorie: 'DND', exutoire: 'recycleur de métaux, filière bois' },
  {
    dechet: 'Produits de décoffrage, de cure et résines souillés',
    categorie: 'DD',
    exutoire: 'installation autorisée, bordereau Trackdéchets',
  },
];

const MATERIAUX = [
  'béton des classes de résistance et d’exposition prescrites (NF EN 206/CN), produits de cure et de décoffrage compatibles avec l’eau potable',
  'armatures en acier pour béton armé, joints d’arrêt d’eau aux reprises et manchons à collerette des traversées',
  'revêtement d’étanchéité intérieur et mortiers de réparation sous ACS, pour un ouvrage revêtu ou réhabilité',
  'conduites, vannes et pièces de la chambre des vannes en fonte ductile ou en acier inoxydable, sous ACS',
  'trappes verrouillables, échelles, crinolines et garde-corps en matériau résistant à la corrosion',
  'drain, géotextile et matériaux de remblai contre les parois',
];

const HABILITATIONS = [
  'conduite d’engins de chantier (CACES R482) pour les terrassements',
  'conduite de la grue (CACES R487 ou R483 selon l’appareil) et élingage par un personnel formé',
  'intervention en espace confiné dans le domaine de l’eau potable (CATEC) pour les entrées dans les cuves',
  'autorisation d’intervention à proximité des réseaux (AIPR)',
];

const POINTS_ATTENTION = [
  'la classe d’étanchéité et le type d’ouvrage (nu ou revêtu) que fixe le CCTP selon le fascicule 74',
  'le calendrier des raccordements et des coupures arrêté avec l’exploitant, pour maintenir la distribution',
  'l’exutoire des eaux d’épreuve, de vidange et de trop-plein, et le débit qu’il admet',
];

const BASE: Omit<SousType, 'when' | 'phases' | 'travaux'> = {
  key: 'reservoir_eau_potable',
  label: 'réservoir d’eau potable',
  unless: AUTRE_RESERVOIR,
  ouvrage: 'le réservoir et ses équipements',
  nommePar: new RegExp(OUVRAGE),
  normes: NORMES,
  // (the trade's own references are replaced: a water-retaining structure, not a road, a sewer nor a building)
  sansNormes:
    /^NF P ?94-500$|^NF P 98-331$|^Fascicule 70 du CCTG$|^NF DTU (20\.1|21|13\.1|26\.1|26\.2)$|^NF EN 206\/CN$|^Eurocode 2 \(NF EN 1992-1-1\)$/,
  specificites: SPECIFICITES,
  sansSpecificites:
    /^structures de chaussée$|^réseaux d’assainissement$|^ouvertures et reprises en sous-œuvre$|^fondations et élévations neuves$|^enduits de façade$|^maçonnerie ancienne$|^mise en accessibilité$/,
  etapes: ETAPES,
  risques: RISQUES,
  sansRisques:
    /^Ensevelissement en (tranchée|fouille)$|^Circulation routière aux abords$|^Chute de hauteur depuis les échafaudages|^Manutention des blocs|^Effondrement lors des démolitions/,
  materiel: MATERIEL,
  sansMateriel: /^bétonnière|^échafaudage de pied|^aiguille vibrante/,
  materiaux: MATERIAUX,
  habilitations: HABILITATIONS,
  autocontroles: AUTOCONTROLES,
  dechets: DECHETS,
  pointsAttention: POINTS_ATTENTION,
  sansPointsAttention: /ouvrages existants contigus/,
  decennale:
    'le génie civil du réservoir (fondations, cuves, couverture) et son étanchéité, qui concourent à la solidité et à la destination de l’ouvrage',
  biennale:
    'les équipements dissociables (vannes, robinetterie, trappes, échelles, ventilations et alarmes d’intrusion)',
  entretien:
    'faire visiter, vidanger, nettoyer et désinfecter les cuves à la fréquence arrêtée par l’exploitant, manœuvrer les vannes, vérifier les filtres des ventilations, les grilles du trop-plein, les trappes et leurs alarmes, et surveiller les parements extérieurs (suintements, fissures)',
};

/**
 * The drinking-water reservoir's kinds: a reservoir rehabilitated (none built), or built (rebuilt, or built and an
 * old one repaired). Listed before the drinking-water network's kind, which a reservoir named with its pipes joins.
 */
export const RESERVOIRS_EAU_POTABLE: SousType[] = [
  {
    ...BASE,
    when: new RegExp(`${RESERVOIR.source}${REHABILITATION_SEULE.source.slice(1)}`),
    label: 'réhabilitation du réservoir d’eau potable',
    // (no bulk earthworks on a tank repaired)
    sansMateriel:
      /^bétonnière|^échafaudage de pied|^aiguille vibrante|^chargeuse|^compacteur|^camions ou tombereaux|^laser de pente/,
    travaux: 'travaux de réhabilitation du réservoir d’eau potable',
    phases: PHASES_REHABILITATION,
    // (a tank emptied, diagnosed, repaired, lined, tested and disinfected: about three months)
    semainesParDefaut: 12,
  },
  {
    ...BASE,
    when: new RegExp(`${RESERVOIR.source}(?!${REHABILITATION_SEULE.source.slice(1)})`),
    label: 'construction du réservoir d’eau potable',
    travaux: 'travaux de construction du réservoir d’eau potable',
    phases: PHASES_CONSTRUCTION,
    // (earthworks, civil works poured by lifts with their curing, the test by filling and the disinfection: about six
    // months, where a trade's default is a few weeks)
    semainesParDefaut: 26,
  },
];

/**
 * The reservoir's kind is chosen (its `when` matches and its `unless` does not): for the kinds that its words would
 * otherwise also choose (a building's new build or rehabilitation for the maçon, a sewer from a descripteur
 * « Assainissement » for the earthworks contractor), to add to their `unless`.
 */
export const RESERVOIR_CHOISI = new RegExp(`^(?!${AUTRE_RESERVOIR.source.slice(1)})${RESERVOIR.source.slice(1)}`);
