import type { SousType } from './types.ts';

/* The infrastructure of a tramway in the street, worked by the earthworks contractor (folded text). */

const TRAM = '\\btram(?:way)?s?\\b|\\btram-trains?\\b';

/**
 * Works on a tramway's infrastructure named in the object: its platform, track slab, line or infrastructure
 * (« plate-forme du tramway », « ligne de tramway »), its repairs or upkeep (« Réparation des désordres sur
 * l’infrastructure - Tramway de l’Avenue du Général de Gaulle »), or the tramway followed by the platform's words.
 */
const TRAMWAY_INFRASTRUCTURE = new RegExp(
  [
    `(?:plate-?formes?|infrastructures?|voies?|dalles?|rails?|lignes?|site propre|revetements?|gazon) (?:\\w+ )?(?:du |de |de la |des |d')?(?:l')?(?:nouvelle )?(?:ligne (?:\\w{1,3} )?(?:de |du )?)?(?:${TRAM})`,
    `(?:reparations?|desordres|refections?|renovations?|entretien|maintenance|reprises?|remise en etat|regeneration|renouvellement|confortement)[^.\\n]{0,60}(?:${TRAM})`,
    `(?:${TRAM})[^.\\n]{0,40}(?:plate-?formes?|infrastructures?|dalles?|rails?|desordres|site propre)`,
  ].join('|'),
);

/**
 * The tramway only named as the street's neighbour or the reason of a redevelopment (« requalification de la rue le
 * long de la ligne de tramway », « aménagement des abords de la station de tramway »): public spaces, not the platform.
 */
const TRAMWAY_VOISIN =
  /(?:le long|aux abords|abords|en accompagnement|a proximite|en prevision|arrivee) (?:de |du |des |d')?(?:la |l'|les )?(?:futures? )?(?:lignes? |stations? |arrets? |voies? )?(?:de |du )?(?:\btram(?:way)?s?\b)/;

/** A new line or an extension built: the lot's platform works, the line not yet in commercial service. */
const LIGNE_NOUVELLE =
  /(?:construction|creation|realisation|extension|prolongement|prolongation)s? (?:(?!reparations?|desordres|refections?|renovations?|entretien|maintenance|reprises?)[^.\n]){0,40}\btram(?:way)?s?\b|nouvelles? lignes? de tram/;

/**
 * Repairs or works on a tramway's infrastructure in the street (« Réparation des désordres sur l’infrastructure -
 * Tramway de l’Avenue du Général de Gaulle à Saint-Louis »): the platform beside operating rails, worked under the
 * operator's rules — access authorisations, interruptions of the service or night work, the overhead contact line
 * (DC, 600 or 750 V by line) switched off and earthed by the operator, never by the contractor — damaged slabs or surfacing sawn out
 * without touching the rails nor their insulation (stray currents), the platform's concrete made for frost and salts,
 * its kerbs and drains, the road traffic beside. The track itself (rails, fixings, welds) is a track specialist's,
 * unless the CCTP says otherwise; a new line is the platform works of the lot, not the whole line.
 */
const REPARATION_PLATEFORME: SousType = {
  key: 'infrastructure_tramway',
  label: 'plateforme de tramway',
  when: TRAMWAY_INFRASTRUCTURE,
  unless: new RegExp(`${TRAMWAY_VOISIN.source}|${LIGNE_NOUVELLE.source}`),
  horsModele: true,
  travaux: 'travaux sur la plateforme du tramway',
  ouvrage: 'la plateforme du tramway',
  // (no general earthworks nor new trench: a platform repaired along rails in service)
  sansNormes: /^Fascicule 2 du CCTG$|^Guide GTR|^NF P 94-500$|^NF P 98-331$/,
  // (a new road's layers from the formation level and a building's demolition are not the platform's)
  sansSpecificites: /^structures de chaussée$|^démolitions$/,
  normes: [
    {
      ref: 'NF EN 206/CN',
      objet:
        'béton de la plateforme : classes d’exposition au gel et aux sels de déverglaçage (XF) et aux chlorures (XD) fixées par le CCTP',
    },
    {
      ref: 'NF P 98-170',
      objet: 'chaussées en béton de ciment : exécution et contrôle des dalles de la plateforme',
    },
    {
      ref: 'NF EN 1504-3',
      objet: 'produits de réparation du béton pour les reprises localisées des dalles et des arêtes',
    },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés à chaud : mise en œuvre du revêtement de la plateforme ou de la chaussée voisine',
      when: /enrobes?|bitum|asphalt|chaussees?|voirie/,
    },
    {
      ref: 'NF P 98-335',
      objet: 'pavés et dalles de pierre ou de béton : mise en œuvre du revêtement de la plateforme',
      when: /paves?|pierre/,
    },
    { ref: 'NF EN 1340', objet: 'bordures en béton de la plateforme et de ses quais' },
    { ref: 'NF EN 1433', objet: 'caniveaux hydrauliques de drainage de la plateforme' },
    { ref: 'NF EN 124', objet: 'grilles et tampons des avaloirs, de classe adaptée à la circulation' },
    {
      ref: 'NF EN 50122-2',
      objet:
        'protection contre les effets des courants vagabonds des systèmes de traction en courant continu : isolement du rail conservé',
    },
    {
      ref: 'NF C 18-510',
      objet: 'habilitation électrique du personnel travaillant au voisinage de la ligne aérienne de contact',
    },
    {
      ref: 'NF X 46-102',
      objet: 'repérage de l’amiante dans les enrobés et matériaux routiers avant leur sciage ou leur rabotage',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'travaux sous les règles de l’exploitant du tramway',
      texte:
        'La plateforme d’un tramway se travaille sous les règles de son exploitant : consignes de sécurité et règlement de sécurité de l’exploitation remis à l’entreprise, accueil sécurité du personnel, autorisations d’accès nominatives, et travaux placés dans les plages qu’il accorde, soit par interruptions temporaires de circulation des rames, soit de nuit ou hors du service commercial. Aucun travail n’approche la ligne aérienne de contact (LAC, en courant continu à la tension de la ligne, 600 ou 750 V) avant sa consignation et sa mise à la terre par l’exploitant lui-même, jamais par l’entreprise, attestées par écrit avant le début du poste ; le personnel est titulaire de l’habilitation électrique que demande le travail à son voisinage (NF C 18-510), les engins sont réglés pour ne pas approcher la LAC, et la fin de chaque poste est rendue à l’exploitant, voie dégagée et contrôlée, avant la remise sous tension.',
    },
    {
      when: /./,
      sujet: 'la voie ferrée et ses interfaces',
      texte:
        'La voie elle-même reste hors de nos travaux sauf si le CCTP l’y met : rails, fixations, soudures aluminothermiques et géométrie de voie sont l’ouvrage d’un spécialiste de la voie ferrée, avec qui les interfaces sont arrêtées avant le démarrage (limites de sciage, calage provisoire, reprise du joint au rail). Les dalles dégradées et les revêtements sont sciés à distance du rail que fixe l’exploitant, puis démolis à l’outil léger au contact de la voie, sans choc sur le rail ni atteinte à son enrobage isolant : l’isolement du rail par rapport au sol limite les courants vagabonds (NF EN 50122-2), aussi aucune armature, aucun coffrage ni aucun outil métallique n’est laissé au contact du rail, et l’isolement est contrôlé avec l’exploitant avant la remise en service.',
    },
    {
      when: /./,
      sujet: 'réparation de la plateforme',
      texte:
        'La réparation commence par le diagnostic contradictoire des désordres, relevé par zone : fissures, affaissements, décollements du revêtement, joints ouverts ou arrachés, et leur cause (eau mal drainée, support tassé, joint rail-revêtement défaillant) ; la cause est traitée avant la surface. Les dalles reconstruites sont en béton conforme à la NF EN 206/CN, de la classe d’exposition au gel et aux sels de déverglaçage (XF) et aux chlorures (XD) que fixe le CCTP, d’une formule à résistance rapide lorsque la plage d’interruption est courte ; leur surface est réglée au niveau du champignon du rail avec la tolérance fixée, et les joints sont sciés et garnis. Le revêtement est celui du CCTP : béton, pavés ou dalles, enrobé, ou voie engazonnée sur substrat drainant. Les bordures, les caniveaux et les avaloirs de la plateforme sont repris pour que l’eau ne stagne ni sur la plateforme ni le long du rail.',
    },
    {
      when: /./,
      sujet: 'circulation riveraine et travaux de nuit',
      texte:
        'La rue reste en service autour de la plateforme : l’arrêté de circulation est demandé au gestionnaire de la voie, la signalisation temporaire posée selon la 8e partie de l’instruction interministérielle sur la signalisation routière, et les traversées des piétons et des cyclistes sont maintenues, balisées et accessibles. Quand les rames passent en limite de zone, l’emprise est séparée de la voie par un balisage à la distance que fixe l’exploitant, et un annonceur prévient l’équipe à chaque passage lorsque l’exploitant l’exige. La nuit, les riverains sont informés à l’avance, les outils les moins bruyants sont choisis, et les travaux bruyants s’arrêtent aux heures que fixe l’autorisation de bruit de chantier.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation avec l’exploitant',
      detail:
        'plan de prévention avec l’exploitant du tramway, consignes de sécurité et autorisations d’accès, plages d’interruption ou de nuit réservées, arrêté de circulation, DT-DICT',
    },
    {
      titre: 'Diagnostic des désordres',
      detail:
        'relevé contradictoire des fissures, affaissements, décollements et joints, recherche de leur cause, repérage amiante et analyse HAP des enrobés avant sciage',
    },
    {
      titre: 'Mise en sécurité de chaque poste',
      detail:
        'consignation et mise à la terre de la LAC par l’exploitant attestées par écrit, signalisation temporaire et balisage à distance de la voie, annonceur si l’exploitant l’exige',
    },
    {
      titre: 'Sciage et démolition',
      detail:
        'sciage à l’eau à distance du rail, démolition à l’outil léger au contact de la voie, sans atteinte à l’enrobage isolant du rail, évacuation triée',
    },
    {
      titre: 'Support, bordures et drainage',
      detail:
        'purge et reprise du support compacté, bordures posées au cordeau, reprise des caniveaux et des avaloirs, raccordés au réseau',
    },
    {
      titre: 'Béton et revêtement',
      detail:
        'dalles bétonnées et réglées au niveau du champignon du rail, joints sciés et garnis, revêtement du CCTP (béton, pavés, enrobé ou gazon)',
    },
    {
      titre: 'Contrôles et restitution',
      detail:
        'contrôle des niveaux, des joints et de l’isolement du rail avec l’exploitant, voie dégagée et restituée à la fin de chaque plage, réception',
    },
  ],
  phases: [
    { nom: 'Préparation avec l’exploitant, autorisations et diagnostic', part: 0.15 },
    { nom: 'Sciage et démolition des parties dégradées', part: 0.2 },
    { nom: 'Support, bordures et drainage de la plateforme', part: 0.2 },
    { nom: 'Bétons et revêtements de la plateforme', part: 0.3 },
    { nom: 'Contrôles avec l’exploitant, restitution et réception', part: 0.15 },
  ],
  materiel: [
    {
      nom: 'scie de sol à disque diamanté, à arrosage, pour le sciage des dalles et des revêtements',
      match: /scie|sciage|disque/,
    },
    {
      nom: 'brise-roche sur mini-pelle et marteaux-piqueurs pour la démolition au contact de la voie',
      match: /brise|marteau|piqueur/,
    },
    { nom: 'règle vibrante et aiguilles vibrantes pour le béton de la plateforme', match: /vibrant|aiguille|regle/ },
    {
      nom: 'signalisation temporaire, balisage de la voie et éclairage des postes de nuit',
      match: /signalisation|balisage|eclairage|panneau/,
    },
    { nom: 'aspirateur et récupération des eaux de sciage', match: /aspirat|decant/ },
    { nom: 'camions pour l’évacuation des gravats et des déblais', match: /camion|benne/ },
  ],
  sansMateriel: /^chargeuse|^blindages|^camions ou tombereaux/,
  materiaux: [
    'béton conforme à la NF EN 206/CN, de la classe d’exposition (XF, XD) et de la résistance que fixe le CCTP, à résistance rapide pour les plages courtes',
    'mortiers et bétons de réparation conformes à la NF EN 1504-3 pour les reprises localisées',
    'bordures (NF EN 1340), caniveaux (NF EN 1433), grilles et tampons des avaloirs (NF EN 124)',
    'revêtement que fixe le CCTP : pavés ou dalles, enrobé conforme à la NF EN 13108-1, ou substrat et gazon de la voie engazonnée',
    'produits de joint au rail et de joints de dalles agréés par l’exploitant',
  ],
  habilitations: [
    'habilitation électrique (NF C 18-510) que demande le travail au voisinage de la LAC, au minimum B0',
    'accueil sécurité et autorisations d’accès délivrés par l’exploitant du tramway',
    'conduite d’engins (CACES R482)',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Heurt par une rame de tramway',
      mesure:
        'travaux pendant les interruptions de circulation ou hors service commercial, sinon emprise balisée à la distance de la voie que fixe l’exploitant, annonceur à chaque passage lorsqu’il l’exige, vêtements à haute visibilité, aucun matériel ni engin dans le gabarit de la voie en service',
    },
    {
      risque: 'Électrisation au voisinage de la ligne aérienne de contact',
      mesure:
        'consignation et mise à la terre de la LAC par l’exploitant avant tout travail à son voisinage, attestation écrite remise au chef de chantier, personnel habilité (NF C 18-510), engins à hauteur limitée et bras jamais levés sous la LAC sous tension',
    },
    {
      risque: 'Heurt par un véhicule de la circulation riveraine',
      mesure:
        'arrêté de circulation, signalisation temporaire selon la 8e partie de l’instruction interministérielle, séparation physique des voies circulées, balisage lumineux de nuit, vêtements à haute visibilité',
    },
    {
      risque: 'Poussières de silice et bruit du sciage et de la démolition',
      mesure:
        'sciage à l’eau et aspiration à la source, masque FFP3 et protections auditives, rotation des postes, outils les moins bruyants de nuit',
    },
  ],
  // (the road's traffic is said by this kind's own row)
  sansRisques:
    /^Ensevelissement en tranchée$|^Circulation routière aux abords$|^Circulation des véhicules et piétons aux abords$/,
  autocontroles: [
    {
      point: 'Consignation et mise à la terre de la LAC par l’exploitant',
      moment: 'avant chaque poste au voisinage de la LAC (point d’arrêt)',
      preuve: 'attestation de consignation de l’exploitant',
    },
    {
      point: 'Niveau du revêtement par rapport au champignon du rail',
      moment: 'au réglage et après la prise (point d’arrêt)',
      preuve: 'relevé altimétrique par zone, tolérance du CCTP ou de l’exploitant',
    },
    {
      point: 'Béton de la plateforme (consistance, résistance avant remise en circulation)',
      moment: 'à chaque livraison et avant la restitution',
      preuve: 'bons de livraison, essais d’affaissement, éprouvettes ou mesures de maturité, PV du laboratoire',
    },
    {
      point: 'Joints de dalles et joint au rail',
      moment: 'après garnissage',
      preuve: 'fiche de contrôle par zone',
    },
    {
      point: 'Isolement du rail par rapport au sol',
      moment: 'avant la remise en service, avec l’exploitant (point d’arrêt)',
      preuve: 'mesure d’isolement de l’exploitant',
    },
    {
      point: 'Écoulement des eaux vers les caniveaux et avaloirs',
      moment: 'avant la réception',
      preuve: 'essai d’écoulement et relevé des pentes',
    },
  ],
  dechets: [
    {
      dechet: 'Bétons des dalles démolies',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage et de recyclage, armatures triées',
    },
    {
      dechet: 'Enrobés sans amiante ni HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage (agrégats d’enrobés), d’après les analyses faites avant sciage',
    },
    {
      dechet: 'Enrobés contenant de l’amiante ou des HAP au-delà des seuils',
      categorie: 'DD',
      exutoire: 'ISDD ou filière agréée, bordereau BSDA ou BSD sur Trackdéchets',
    },
    {
      dechet: 'Boues et eaux de sciage',
      categorie: 'DND',
      exutoire: 'décantées sur site, boues évacuées en centre de traitement, aucun rejet au réseau',
    },
    { dechet: 'Armatures, grilles et pièces métalliques', categorie: 'DND', exutoire: 'recyclage des métaux' },
  ],
  pointsAttention: [
    'les plages d’interruption de circulation ou de travail de nuit accordées par l’exploitant, et ses délais de demande de consignation de la LAC',
    'les limites de prestation avec la voie ferrée (rails, fixations, soudures) et la LAC, que le CCTP laisse à leurs spécialistes sauf mention contraire',
    'la cause des désordres (eau, support, joints), à établir avant de refaire la surface',
    'les analyses d’amiante et de HAP des enrobés à scier ou à démolir',
    'l’arrêté de circulation, les traversées des piétons et des cyclistes, l’information des riverains pour les postes de nuit',
  ],
  sansPointsAttention: /l’équilibre déblais-remblais|la nature des sols/,
  decennale: 'les dalles et la structure de la plateforme reprises, ses bordures et ses ouvrages de drainage',
  biennale: 'les grilles et tampons des avaloirs',
  entretien:
    'faire surveiller les joints de dalles et le joint au rail après le premier hiver, curer les caniveaux et les avaloirs de la plateforme, et signaler sans attendre toute fissure ou tout affaissement à l’exploitant',
};

/**
 * A new line or an extension (« Construction de la ligne de tramway - lot plateforme »): the platform works of the lot —
 * formation, platform slab, kerbs, drainage, surfacing — handed over to the track and overhead-line lots, the
 * operator's rules applying at the connection to the line in service; not the whole line.
 */
const PLATEFORME_LIGNE_NOUVELLE: SousType = {
  ...REPARATION_PLATEFORME,
  when: new RegExp(`^(?=[\\s\\S]*(?:${TRAMWAY_INFRASTRUCTURE.source}))[\\s\\S]*(?:${LIGNE_NOUVELLE.source})`),
  // (« construction » names the operation: the line or the platform names the work)
  nommePar: TRAMWAY_INFRASTRUCTURE,
  unless: TRAMWAY_VOISIN,
  // (a new platform: earthworks and trenches are the lot's, as in the trade's method)
  sansNormes: /^NF P 94-500$/,
  // (nothing repaired nor sawn in an existing surfacing)
  normes: (REPARATION_PLATEFORME.normes ?? []).filter((n) => !/^NF EN 1504-3$|^NF X 46-102$/.test(n.ref)),
  sansSpecificites: /^démolitions$/,
  specificites: [
    {
      when: /./,
      sujet: 'plateforme d’une ligne nouvelle',
      texte:
        'Sur une ligne nouvelle ou un prolongement, nos travaux sont ceux de la plateforme que décrit le lot : terrassement et fond de forme contrôlé à la plaque, dalle de la plateforme en béton conforme à la NF EN 206/CN (classes XF et XD que fixe le CCTP), bordures, caniveaux et avaloirs, revêtements (béton, pavés, enrobé ou voie engazonnée). La voie ferrée, la ligne aérienne de contact (LAC) et les systèmes restent aux lots de leurs spécialistes : les réservations, les cotes de la dalle et les dates de remise de chaque tronçon leur sont arrêtées en synthèse, et aucune armature ni pièce métallique de nos ouvrages ne touche le rail ni ses fixations, dont l’isolement limite les courants vagabonds (NF EN 50122-2).',
    },
    {
      when: /./,
      sujet: 'raccordement à la ligne en service',
      texte:
        'Au raccordement à la ligne en service, et dès la mise sous tension de la LAC sur le tronçon, les règles de l’exploitant s’appliquent : consignes de sécurité, autorisations d’accès, travaux dans les plages d’interruption ou de nuit qu’il accorde, consignation et mise à la terre de la LAC par l’exploitant lui-même, jamais par l’entreprise, et personnel titulaire de l’habilitation électrique que demande le travail à son voisinage (NF C 18-510).',
    },
    ...(REPARATION_PLATEFORME.specificites ?? []).filter((x) => x.sujet === 'circulation riveraine et travaux de nuit'),
  ],
  etapes: [
    {
      titre: 'Préparation et synthèse des interfaces',
      detail:
        'limites avec les lots de la voie ferrée, de la LAC et des systèmes arrêtées, arrêtés de circulation, DT-DICT et déviations des réseaux faites',
    },
    { titre: 'Implantation', detail: 'implantation de la plateforme et de ses niveaux d’après les plans du lot' },
    {
      titre: 'Terrassement et fond de forme',
      detail: 'déblais, purges et couche de forme compactées, portance contrôlée à la plaque',
    },
    {
      titre: 'Dalle de la plateforme',
      detail:
        'coffrages, armatures et réservations de la voie, béton mis en place, vibré et réglé aux cotes du projet, cure',
    },
    {
      titre: 'Bordures, drainage et revêtements',
      detail: 'bordures au cordeau, caniveaux et avaloirs raccordés, revêtements du CCTP',
    },
    {
      titre: 'Contrôles et remise de la plateforme',
      detail: 'relevés des cotes, PV des bétons, remise de chaque tronçon aux lots de la voie et de la LAC, réception',
    },
  ],
  phases: [
    { nom: 'Préparation, synthèse des interfaces et implantation', part: 0.1 },
    { nom: 'Terrassement et fond de forme', part: 0.25 },
    { nom: 'Dalle de la plateforme', part: 0.3 },
    { nom: 'Bordures, drainage et revêtements', part: 0.25 },
    { nom: 'Contrôles, remise de la plateforme et réception', part: 0.1 },
  ],
  materiel: (REPARATION_PLATEFORME.materiel ?? []).filter((m) => !/^brise-roche|^aspirateur/.test(m.nom)),
  sansMateriel: /^chargeuse|^camions ou tombereaux/,
  sansRisques: /^Circulation routière aux abords$|^Circulation des véhicules et piétons aux abords$/,
  risques: [
    {
      risque: 'Électrisation au voisinage de la ligne aérienne de contact, dès sa mise sous tension',
      mesure:
        'consignation et mise à la terre de la LAC par l’exploitant avant tout travail à son voisinage, attestation écrite, personnel habilité (NF C 18-510)',
    },
    ...(REPARATION_PLATEFORME.risques ?? []).filter((r) => /circulation riveraine/.test(r.risque)),
  ],
  autocontroles: [
    {
      point: 'Portance du fond de forme',
      moment: 'avant la dalle (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1)',
    },
    {
      point: 'Cotes de la dalle et des réservations de la voie',
      moment: 'avant et après le bétonnage (point d’arrêt)',
      preuve: 'relevé topographique remis aux lots de la voie',
    },
    ...(REPARATION_PLATEFORME.autocontroles ?? []).filter((a) => /^Béton|^Joints|^Écoulement/.test(a.point)),
  ],
  dechets: undefined,
  materiaux: (REPARATION_PLATEFORME.materiaux ?? []).filter((m) => !/réparation/.test(m)),
  pointsAttention: [
    'les limites de prestation avec les lots de la voie ferrée, de la LAC et des systèmes, et les dates de remise de chaque tronçon',
    'la portance des sols et les déviations de réseaux, à faire avant la plateforme',
    'l’arrêté de circulation, les traversées des piétons et des cyclistes, l’information des riverains',
  ],
  sansPointsAttention: undefined,
  decennale:
    'la plateforme construite (dalle, bordures et ouvrages de drainage), qui concourt à la solidité de l’ouvrage',
};

/** The tramway's platform: a new line's lot first, then the repairs of a line in service. */
export const INFRASTRUCTURE_TRAMWAY: SousType[] = [PLATEFORME_LIGNE_NOUVELLE, REPARATION_PLATEFORME];
