import type { SousType } from './types.ts';
import { NEUF_SEUL } from './sous-types-common.ts';

/**
 * An intrusion alarm named by the object (« système d’alarme anti-intrusion des collèges », « alarme anti-vol de
 * la mairie », « télésurveillance des bâtiments communaux »): the installer's practice — survey, zoning and grade
 * (NF EN 50131-1), detectors, sirens and keypads, the central unit and its backup supply, transmission to the
 * buyer's remote monitoring centre (NF EN 50136 series), the APSAD R81 rule and NF&A2P equipment when asked for,
 * walk and tamper tests, codes handed to the named users.
 *
 * Not chosen (the weak-currents kind keeps the object) when the object also names video protection, access
 * control, a fire-safety system, a VDI cabling or a « courants faibles » lot: several safety systems are written
 * by that kind, with each system's own checks. Nor when it names general electricity (an electrician's lot with
 * an alarm in it), nor a school's PPMS alert (« alerte attentat-intrusion »): that alert is another system, which
 * this kind must not describe as a burglar alarm. Nor the remote monitoring of water works (a GTB's kind).
 */
const INTRUSION_NOMMEE = /intrusion|alarmes? (?:anti-?)?vol\b|tele-?surveillance/;
const AUTRE_OBJET =
  /video[- ]?protection|video[- ]?surveillance|cameras?|controles? d'acces|\bssi\b|securite incendie|detection incendie|alarmes? incendie|desenfumage|\bvdi\b|cablages? (?:informatiques?|vdi|structures?)|fibre optique|courants? (?:faibles?|forts?)|electricite|eclairage|tableaux? electriques?|\btgbt\b|\bppms\b|attentat|alertes?|confinement|eau potable|assainissement|stations? (?:de pompage|d'epuration|de relevage)|reservoirs?|chateaux? d'eau|forages?/;

/** The object names an intrusion alarm and no other system nor work that another kind writes (folded). */
export const INTRUSION_SEULE = new RegExp(
  `^(?=[\\s\\S]*(?:${INTRUSION_NOMMEE.source}))(?![\\s\\S]*(?:${AUTRE_OBJET.source}))`,
);

/** A school: the PPMS interface is checked with the establishment. */
const SCOLAIRE = /\becoles?\b|groupes? scolaires?|colleges?|lycees?|maternelles?|elementaires?|scolaire/;

/** Anything but a new building: an existing system, existing materials to drill. */
const SUR_EXISTANT = new RegExp(`^(?!${NEUF_SEUL.source})`);

export const INTRUSION: SousType = {
  key: 'intrusion',
  label: 'détection d’intrusion',
  when: INTRUSION_SEULE,
  travaux: 'travaux de détection d’intrusion',
  ouvrage: 'le système de détection d’intrusion',
  // A power installation's standards (and the weak-currents kind's cabling) are not this system's.
  sansNormes: /^NF C 15-100$|^NF C 14-100$|^NF C 13-100$|^NF C 71-800$|articles EL|12464|61-970|^NF EN 5017[34]$/,
  normes: [
    {
      ref: 'NF EN 50131-1',
      objet: 'systèmes d’alarme contre l’intrusion et les hold-up : exigences système, grades de sécurité',
    },
    {
      ref: 'NF EN 50131-6',
      objet: 'systèmes d’alarme contre l’intrusion et les hold-up : alimentations',
    },
    {
      ref: 'Série NF EN 50136',
      objet: 'systèmes et équipements de transmission d’alarme vers un centre de télésurveillance',
    },
    {
      ref: 'Règle APSAD R81',
      objet: 'détection d’intrusion (référentiel des assureurs), lorsque l’acheteur ou son assureur l’exige',
    },
  ],
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'grade et zonage',
      texte:
        'La NF EN 50131-1 classe les systèmes de détection d’intrusion en quatre grades selon le risque : un bâtiment public courant relève en général du grade 2, des locaux exposés (matériels de valeur, salles informatiques) du grade 3. Le grade retenu est celui du CCTP ou, s’il n’en fixe pas, celui arrêté avec l’acheteur et son assureur avant toute commande de matériel, car il fixe le niveau des détecteurs, leur autoprotection, l’autonomie de l’alimentation secourue et les exigences de transmission. Le zonage est établi au relevé : zones et groupes mis en service séparément selon l’occupation des locaux, accès de mise en service, cheminement de sortie temporisé, locaux sensibles protégés en priorité.',
    },
    {
      when: /./,
      sujet: 'règle APSAD R81 et matériels certifiés',
      texte:
        'Lorsque l’acheteur ou son assureur le demande, l’installation est conçue, réalisée et mise en service selon la règle APSAD R81, et les documents que prévoit cette règle sont joints au dossier de l’intervention. Là où le CCTP l’exige, les matériels sont certifiés NF&A2P, à un niveau de certification cohérent avec le grade retenu ; les fiches techniques et les certificats sont soumis au visa avant la commande.',
    },
    {
      when: /./,
      sujet: 'transmission vers la télésurveillance',
      texte:
        'Les alarmes sont transmises au centre de télésurveillance titulaire du contrat de l’acheteur, selon la série NF EN 50136 : voies de transmission (réseau IP, réseau mobile) et leur supervision fixées par le CCTP, avec une voie de secours lorsque le grade ou le contrat la demande. Les codes de transmission, les consignes d’intervention et la liste des personnes à prévenir sont arrêtés par l’acheteur avec son télésurveilleur ; chaque type d’alarme (intrusion, autoprotection, défaut secteur, batterie basse) est transmis puis acquitté par le centre avant la mise en service.',
    },
    {
      when: SCOLAIRE,
      sujet: 'interface avec le PPMS de l’établissement',
      texte:
        'Dans un établissement scolaire, le système de détection d’intrusion n’est pas le dispositif d’alerte du plan particulier de mise en sûreté (PPMS) : les deux restent distincts, et nos travaux ne touchent pas à ce dispositif sans ordre de l’acheteur. Avant la mise en service, l’interface avec le PPMS et les consignes de l’établissement est vérifiée avec le chef d’établissement : horaires de mise en service et hors service, accès des personnels d’astreinte, sirènes qui ne se confondent pas avec les signaux d’alerte.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé, zonage et grade',
      detail:
        'visite du bâtiment avec l’acheteur et l’occupant, relevé de l’installation en place (centrale, détecteurs, transmetteur, câbles réutilisables), zones et accès de mise en service, grade fixé par le CCTP ou arrêté avec l’acheteur (grade 2 ou 3 selon la NF EN 50131-1), plan d’implantation et synoptique soumis au visa',
    },
    {
      titre: 'Repérage amiante et cheminements',
      detail:
        'repérage amiante lu avant tout percement, aucun percement sur matériau repéré hors mode opératoire de sous-section 4, câbles en goulotte ou sous conduit séparés des courants forts, percements aspirés, traversées rebouchées à l’identique',
      when: SUR_EXISTANT,
    },
    {
      titre: 'Cheminements',
      detail:
        'câbles en conduit ou en goulotte séparés des courants forts, réservations transmises aux autres corps d’état, traversées rebouchées à l’identique',
      when: NEUF_SEUL,
    },
    {
      titre: 'Pose des détecteurs et des organes',
      detail:
        'détecteurs volumétriques à infrarouge passif ou à double technologie orientés selon le plan, contacts d’ouverture sur les issues et ouvrants désignés, sirène intérieure, sirène extérieure à flash autoprotégée, claviers ou lecteurs de badges de mise en service aux accès, chaque organe repéré sur le synoptique',
    },
    {
      titre: 'Centrale, alimentation et transmission',
      detail:
        'centrale posée en zone protégée et alimentée par un circuit dédié, batteries dimensionnées pour l’autonomie exigée au grade retenu, transmetteur raccordé au centre de télésurveillance de l’acheteur sur les voies prévues au CCTP (série NF EN 50136)',
    },
    {
      titre: 'Paramétrage et essais',
      detail:
        'paramétrage des zones, des temporisations d’entrée et de sortie, des codes et des badges des utilisateurs désignés par l’acheteur ; essai de marche de chaque détecteur, ouverture de chaque contact, essai des sirènes et de chaque autoprotection, transmission de chaque type d’alarme sur chaque voie jusqu’au centre de télésurveillance, essai d’autonomie sur coupure secteur',
    },
    {
      titre: 'Interface avec le PPMS',
      detail:
        'dispositif d’alerte du PPMS laissé distinct, son interface avec le système et les consignes de l’établissement vérifiées avec le chef d’établissement, sans confusion possible entre les sirènes d’intrusion et les signaux d’alerte',
      when: SCOLAIRE,
    },
    {
      titre: 'Mise en service, formation et dossier',
      detail:
        'mise en service après acquit du centre de télésurveillance, ancien système déposé ensuite seulement, formation des utilisateurs désignés et remise de leurs codes, dossier des ouvrages exécutés avec plan de zonage, synoptique et cahier de recette',
    },
  ],
  materiaux: [
    'détecteurs volumétriques à infrarouge passif ou à double technologie, contacts d’ouverture, sirènes intérieures et extérieures, claviers ou lecteurs de mise en service, du grade retenu selon la NF EN 50131-1 et certifiés NF&A2P lorsque le CCTP l’exige',
    'centrale d’alarme avec alimentation secourue (batteries) dimensionnée pour l’autonomie exigée au grade retenu (NF EN 50131-6)',
    'transmetteur compatible avec le centre de télésurveillance de l’acheteur et les voies de transmission prévues au CCTP',
    'câbles de bus et de liaisons d’alarme de classe de réaction au feu adaptée (classement CPR), goulottes et conduits',
  ],
  // The intrusion installer's tools: indoor detectors are fitted from a PIRL or a platform ladder, not a nacelle;
  // no installation tester nor 1000 V tools of a power installation.
  materiel: [
    {
      nom: 'plateforme individuelle roulante légère (PIRL) ou escabeau à plateforme avec garde-corps pour la pose des détecteurs',
      match: /\bpirl\b|plate-?formes? individuelles?|escabeaux?|marchepieds?/,
    },
    {
      nom: 'testeur de détecteurs (essai de marche) et aimant d’essai des contacts d’ouverture',
      match: /testeur|walk/,
    },
    {
      nom: 'multimètre pour les boucles de détection, les tensions d’alimentation et les batteries',
      match: /multimetre/,
    },
    {
      nom: 'ordinateur portable de paramétrage avec le logiciel de la centrale d’alarme',
      match: /ordinateur|portable|logiciel/,
    },
    { nom: 'perforateur avec aspiration à filtre HEPA', match: /perfor|aspirat|hepa/ },
  ],
  sansMateriel: /nacelle|contrôleur d’installation|outillage isolé|luminaire|tableau/i,
  habilitations: [
    'habilitations électriques selon la NF C 18-510 (BR, B1V selon les tâches) pour le raccordement de l’alimentation de la centrale',
    'formation des techniciens aux matériels et au logiciel de la centrale d’alarme retenue',
    'travail en hauteur sur PIRL ou escabeau à plateforme',
  ],
  sansRisques: /^Chute de hauteur$|Coupure de l’alimentation|amiante/,
  risques: [
    {
      risque: 'Chute de hauteur',
      mesure:
        'pose des détecteurs depuis une PIRL ou un escabeau à plateforme avec garde-corps, jamais depuis une échelle ou un mobilier',
    },
    {
      risque: 'Bâtiment privé de protection contre l’intrusion pendant les travaux',
      mesure:
        'ancien système maintenu en service jusqu’à la mise en service du nouveau ; à défaut, surveillance convenue avec l’acheteur pour toute nuit où une zone reste sans détection',
      when: SUR_EXISTANT,
    },
    {
      risque: 'Alarmes déclenchées à tort pendant les essais',
      mesure:
        'centre de télésurveillance prévenu et système placé en mode essai avant toute intervention, sirènes essayées hors de la présence des occupants',
    },
    {
      risque: 'Exposition à l’amiante lors des percements',
      mesure:
        'repérage lu avant tout percement ; aucun percement sur un matériau repéré hors mode opératoire de sous-section 4, par des intervenants titulaires de la formation amiante sous-section 4',
      when: SUR_EXISTANT,
    },
  ],
  autocontroles: [
    {
      point: 'Lecture du repérage amiante aux points de percement',
      moment: 'avant le premier percement (point d’arrêt)',
      preuve: 'fiche d’intervention visée par le chef d’équipe',
      when: SUR_EXISTANT,
    },
    {
      point: 'Zonage, grade et implantation des détecteurs',
      moment: 'avant la commande du matériel (point d’arrêt)',
      preuve: 'plan d’implantation visé par l’acheteur',
    },
    {
      point: 'Déclenchement de chaque détecteur (essai de marche) et de chaque contact d’ouverture',
      moment: 'à la mise en service, avant réception',
      preuve: 'cahier de recette détecteur par détecteur',
    },
    {
      point: 'Autoprotection de chaque organe (ouverture des capots, coupure des liaisons) et des sirènes',
      moment: 'à la mise en service',
      preuve: 'cahier de recette',
    },
    {
      point: 'Transmission de chaque type d’alarme sur chaque voie jusqu’au centre de télésurveillance',
      moment: 'à la mise en service, avant réception',
      preuve: 'acquits du centre de télésurveillance joints au cahier de recette',
    },
    {
      point: 'Autonomie de l’alimentation secourue (essai sur coupure secteur, tension des batteries)',
      moment: 'à la mise en service',
      preuve: 'relevé de mesures',
    },
    {
      point: 'Remise des codes et formation des utilisateurs désignés',
      moment: 'à la réception',
      preuve: 'attestation de formation signée par l’acheteur',
    },
  ],
  phases: [
    { nom: 'Relevé, zonage et visa', part: 0.2 },
    { nom: 'Cheminements et pose des détecteurs', part: 0.35 },
    { nom: 'Centrale, alimentation et transmission', part: 0.15 },
    { nom: 'Paramétrage, essais et mise en service', part: 0.2 },
    { nom: 'Formation, dépose de l’ancien système et dossier', part: 0.1 },
  ],
  pointsAttention: [
    'le grade et le zonage attendus, à lire au CCTP ou à arrêter avec l’acheteur et son assureur',
    'le contrat de télésurveillance de l’acheteur : centre, voies de transmission et consignes',
    'la protection du bâtiment pendant le remplacement, l’ancien système restant en service jusqu’à la mise en service du nouveau',
  ],
  sansPointsAttention: /tableau général|branchement|basculements/,
  dechets: [
    { dechet: 'Câbles et chutes de câbles', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Équipements électroniques déposés (centrale, détecteurs, sirènes, transmetteur)',
      categorie: 'DD',
      exutoire: 'filière DEEE (reprise par l’éco-organisme)',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Batteries des alimentations déposées',
      categorie: 'DD',
      exutoire: 'filière de collecte des piles et accumulateurs',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Matériaux amiantés percés (poussières et débris), si le repérage en signale',
      categorie: 'DD',
      exutoire:
        'selon un mode opératoire sous-section 4, déchets emballés et étiquetés sur place, bordereau BSDA sur Trackdéchets, installation autorisée',
      unless: NEUF_SEUL,
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  biennale:
    'les équipements de détection d’intrusion fournis (centrale, détecteurs, sirènes, claviers, transmetteur, alimentations), éléments d’équipement dissociables',
  decennale:
    'les liaisons encastrées dans un ouvrage neuf et tout désordre rendant cet ouvrage impropre à sa destination',
  entretien:
    'faire vérifier le système au moins une fois par an dans le cadre d’un contrat de maintenance (essai de chaque détecteur, des sirènes, des autoprotections et de la transmission vers le centre de télésurveillance), remplacer les batteries de la centrale et des organes selon la durée de vie indiquée par le fabricant, tenir à jour les codes et les badges des utilisateurs et prévenir le télésurveilleur de tout changement des personnes à joindre',
};
