import type { Risque, SousType, Specificite } from './types.ts';

/* Small VRD works of the earthworks contractor: a washing area, the covers of manholes. */

/**
 * A washing area named (« Création d’une aire de lavage », « aire de remplissage et de lavage des pulvérisateurs »,
 * « plateforme de lavage des engins »), folded text.
 */
const AIRE_LAVAGE =
  /\b(?:aires?|plate-?formes?|dalles?|zones?) (?:de (?:remplissage(?: et |\/| - )(?:de )?)?(?:lavage|nettoyage|rincage)|de lavage)\b/;

/** A building built or renovated with it: the washing area is then one part of another operation's works. */
const BATIMENT_CONSTRUIT =
  /(?:construction|extension|rehabilitation|restructuration|renovation|agrandissement) (?:d'une?|du|de la|des|de l') (?:nouve(?:l|au|lle|aux)s? )?(?:batiments?|hangars?|ateliers?|garages?|centres? techniques?|casernes?|locaux)\b/;

/** A mountain resort or mountain terms: the works out of the winter season, a concrete made for frost and salts. */
const MONTAGNE =
  /stations? (?:de ski|de montagne|de sports d'hiver|touristiques?)|domaines? skiables?|remontees? mecaniques|dameuses?|engins? de damage|\bmontagne\b|\baltitude\b|pistes? de ski/;

/** Farm sprayers or farm machines washed: the effluents of plant-protection products have their own treatment. */
const AGRICOLE =
  /pulverisateurs?|phytosanitaires?|phytopharmaceutiques?|machines? agricoles?|\bcuma\b|materiels? agricoles?/;

const RISQUE_CIRCULATION_SITE: Risque = {
  risque: 'Collision avec les véhicules et engins du site, s’il reste en service',
  mesure:
    'emprise clôturée et séparée des circulations du site, plan de circulation arrêté avec l’exploitant, homme-trafic lors des livraisons de béton et des manœuvres',
};

/**
 * A washing area built (« Création d’une aire de lavage »): a concrete slab with falls to a grated channel or a sump,
 * kerbs so the wash water stays on it, a sludge trap and a hydrocarbon separator before the discharge, made under the
 * discharge authorisation of the sewer's owner, rain water kept apart from the wash water; not a road nor a platform.
 */
export const AIRE_DE_LAVAGE: SousType = {
  key: 'aire_lavage',
  label: 'aire de lavage',
  when: AIRE_LAVAGE,
  unlessSurObjet: BATIMENT_CONSTRUIT,
  travaux: 'travaux de création de l’aire de lavage',
  ouvrage: 'l’aire de lavage et ses réseaux',
  sansNormes: /^Guide GTR|^NF P 94-500$/,
  normes: [
    {
      ref: 'NF EN 858-1 et NF EN 858-2',
      objet:
        'séparateurs de liquides légers (hydrocarbures) : conception, essais, choix de la taille, pose et entretien',
    },
    {
      ref: 'NF EN 206/CN',
      objet:
        'béton de la dalle : classe d’exposition au milieu agressif (eau, hydrocarbures, gel et sels) fixée par le CCTP',
    },
    { ref: 'NF EN 1433', objet: 'caniveaux hydrauliques à grille pour les zones de circulation' },
    { ref: 'NF EN 124', objet: 'grilles et tampons de classe adaptée aux véhicules lavés' },
    { ref: 'NF EN 1610', objet: 'mise en œuvre et essais des branchements et collecteurs d’assainissement' },
    {
      ref: 'Code de la santé publique, article L1331-10',
      objet:
        'rejet d’eaux usées autres que domestiques au réseau public sous autorisation (arrêté ou convention de déversement)',
    },
  ],
  sansSpecificites: /^structures de chaussée$|^réseaux d’assainissement$/,
  // (its own trench risk is the separator's pit)
  sansRisques: /^Ensevelissement en tranchée$/,
  specificites: [
    {
      when: /./,
      sujet: 'aire de lavage',
      texte:
        'Une aire de lavage est une dalle de béton qui garde et conduit ses eaux : pentes continues vers un caniveau à grille ou un avaloir central, sans flache, et bordures ou relevés en périphérie pour que l’eau de lavage reste sur la dalle ; béton de la classe d’exposition que fixe le CCTP pour un milieu agressif (NF EN 206/CN), joints sciés puis garnis d’un mastic résistant aux hydrocarbures. Les eaux de lavage passent par un débourbeur puis un séparateur d’hydrocarbures (NF EN 858-1 et -2) avec obturateur automatique et regard de prélèvement avant leur rejet, au réseau d’eaux usées sous l’autorisation de déversement de la collectivité (arrêté ou convention, article L1331-10 du code de la santé publique) ou à l’exutoire que fixe le dossier. Les eaux de pluie restent séparées des eaux de lavage — aire couverte, ou vanne de by-pass vers le réseau pluvial hors des périodes de lavage, selon le CCTP — pour ne pas noyer le séparateur ; la couverture ou l’auvent, s’il y en a, relève d’un autre lot, dont nous recevons les platines et réservations avant le coulage.',
    },
    {
      when: AGRICOLE,
      sujet: 'lavage des pulvérisateurs et machines agricoles',
      texte:
        'Les effluents du remplissage et du lavage des pulvérisateurs, chargés de produits phytopharmaceutiques, ne rejoignent ni le réseau pluvial ni le séparateur d’hydrocarbures seul : ils sont recueillis dans la cuve ou le système de traitement que prévoit le dossier, avec un dispositif contre le retour d’eau vers le réseau d’eau potable au point de remplissage.',
    },
    {
      when: MONTAGNE,
      sujet: 'chantier en station de montagne',
      texte:
        'En station de montagne, le chantier se cale hors de la saison d’hiver et de ses pics de fréquentation, avec l’acheteur : terrassements et bétonnage entre le dégel et les premières neiges, aucun béton coulé sur un support gelé ni par gel annoncé sans protection, et un béton résistant au gel et aux sels de déverglaçage (classe d’exposition XF que fixe le CCTP) ; les accès des engins et des livraisons sont arrêtés avec la commune pour ne pas gêner la circulation de la station.',
    },
  ],
  etapes: [
    {
      titre: 'Préparation et autorisation de rejet',
      detail:
        'DT-DICT, implantation de la dalle et des réseaux, état des lieux, autorisation de déversement et point de raccordement vérifiés avec le gestionnaire du réseau d’eaux usées, plan de circulation du site s’il reste en service',
    },
    {
      titre: 'Terrassements et fond de forme',
      detail:
        'décapage, terrassement aux cotes du projet, couche de forme compactée par couches et contrôlée à la plaque avant la dalle',
    },
    {
      titre: 'Réseaux, débourbeur et séparateur',
      detail:
        'tranchées blindées au-delà de 1,30 m, débourbeur et séparateur d’hydrocarbures posés de niveau sur leur radier, lestés si la nappe l’exige, regard de prélèvement, vanne de by-pass des eaux pluviales, raccordement au réseau d’eaux usées',
    },
    {
      titre: 'Dalle en béton',
      detail:
        'bordures ou longrines périphériques, caniveau à grille calé au fil d’eau, treillis ou armatures sur cales, pentes réglées et relevées avant le coulage, béton de la classe d’exposition prescrite vibré et taloché, cure dès la fin du coulage',
    },
    {
      titre: 'Joints et équipements',
      detail:
        'joints sciés au jeune âge puis garnis d’un mastic résistant aux hydrocarbures, grilles et tampons de la classe NF EN 124 adaptée aux véhicules, signalisation de l’aire',
    },
    {
      titre: 'Essais et mise en service',
      detail:
        'essais d’étanchéité des réseaux (NF EN 1610), mise en eau du séparateur, essai de l’obturateur et de l’alarme, arrosage de la dalle pour vérifier l’écoulement, plan de récolement et notice d’entretien',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et implantation', part: 0.1 },
    { nom: 'Terrassements et fond de forme', part: 0.2 },
    { nom: 'Réseaux, débourbeur et séparateur', part: 0.25 },
    { nom: 'Dalle en béton, bordures et joints', part: 0.3 },
    { nom: 'Essais, mise en service et réception', part: 0.15 },
  ],
  materiaux: [
    'béton de la classe d’exposition prescrite (NF EN 206/CN) et armatures ou treillis soudés',
    'caniveaux à grille (NF EN 1433) et grilles ou tampons de classe adaptée (NF EN 124)',
    'débourbeur et séparateur d’hydrocarbures conformes à la NF EN 858-1, avec obturateur automatique',
    'canalisations PVC CR8 ou fonte selon le CCTP',
    'mastic de joint résistant aux hydrocarbures',
    'graves de couche de forme conformes au GTR',
  ],
  materiel: [
    { nom: 'camion-grue pour la pose du séparateur et du débourbeur', match: /grue/ },
    { nom: 'règle vibrante ou talocheuse pour le béton de la dalle', match: /regle vibrante|talocheuse|helicoptere/ },
    { nom: 'scie à joints', match: /scie|sciage|carotteuse/ },
  ],
  risques: [
    {
      risque: 'Ensevelissement dans la fouille du séparateur',
      mesure:
        'fouille blindée ou talutée dès 1,30 m, accès par échelle, aucun stockage ni engin en bord de fouille, fouille protégée à chaque arrêt',
    },
    {
      risque: 'Levage et pose du séparateur',
      mesure: 'engin de levage et élingues vérifiés, zone interdite sous charge, ouvrage guidé à distance',
    },
    {
      risque: 'Contact avec le béton frais (brûlures, dermatoses)',
      mesure: 'gants et bottes étanches, manches longues, lunettes lors du coulage, point d’eau pour le rinçage',
    },
    RISQUE_CIRCULATION_SITE,
  ],
  dechets: [
    {
      dechet: 'Terres et matériaux inertes excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Béton et enrobés démolis de l’aire existante',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes',
      when: /reprise|rehabilitation|renovation|refection|remplacement|mise aux normes|existante?/,
    },
    {
      dechet: 'Boues et hydrocarbures de l’ancien séparateur ou des regards existants',
      categorie: 'DD',
      exutoire: 'vidange par une entreprise agréée, bordereau de suivi sur Trackdéchets',
      when: /reprise|rehabilitation|renovation|refection|remplacement|mise aux normes|existante?/,
    },
    {
      dechet: 'Eaux de rinçage des toupies et des outils',
      categorie: 'DND',
      exutoire: 'bac de décantation dédié sur l’installation de chantier, jamais dans les réseaux neufs',
    },
    { dechet: 'Emballages, chutes d’armatures et de canalisations', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Portance du fond de forme',
      moment: 'avant la dalle (point d’arrêt)',
      preuve: 'essais à la plaque, PV d’essais',
    },
    {
      point: 'Calage, niveau et raccordements du débourbeur et du séparateur',
      moment: 'avant remblaiement (point d’arrêt)',
      preuve: 'relevé des fils d’eau et photos datées',
    },
    {
      point: 'Pentes de la dalle, fil d’eau du caniveau et hauteur des bordures',
      moment: 'avant le coulage (point d’arrêt)',
      preuve: 'relevé topographique des pentes sur fiche d’autocontrôle',
    },
    {
      point: 'Béton livré (classe d’exposition, résistance, consistance)',
      moment: 'à chaque livraison',
      preuve: 'bons de livraison, éprouvettes si le CCTP les demande',
    },
    {
      point: 'Étanchéité des réseaux et du séparateur, fonctionnement de l’obturateur',
      moment: 'avant la mise en service (point d’arrêt)',
      preuve: 'PV d’essais d’étanchéité et de mise en eau, fiche de mise en service du séparateur',
    },
    {
      point: 'Écoulement de la dalle et garnissage des joints',
      moment: 'avant la réception',
      preuve: 'essai d’arrosage sans flache, photos des joints',
    },
  ],
  pointsAttention: [
    'l’autorisation de déversement du gestionnaire du réseau d’eaux usées, qui fixe le traitement et le point de rejet',
    'les véhicules lavés, qui fixent l’épaisseur de la dalle, la classe des grilles et la taille du séparateur',
    'la séparation des eaux de pluie et des eaux de lavage (aire couverte ou by-pass)',
  ],
  decennale:
    'la dalle, les réseaux enterrés et les ouvrages de traitement (débourbeur, séparateur), qui concourent à la solidité et à la destination de l’aire',
  biennale: 'les équipements dissociables (grilles, tampons, obturateur et alarme du séparateur, vanne de by-pass)',
  entretien:
    'faire vidanger et curer le débourbeur et le séparateur par une entreprise agréée à la fréquence de leur notice (bordereaux conservés), vérifier l’obturateur et l’alarme, nettoyer les grilles et le caniveau, et reprendre les joints de la dalle dès qu’ils s’ouvrent',
};

/**
 * The covers and frames of manholes or valve boxes replaced or set to the road's level (« remplacement de tampons de
 * regards d’eaux usées », « mise à la cote des regards et bouches à clé »), folded text; never « zones tampons ».
 */
export const TAMPONS =
  /\b(?:tampons?|cadres?)(?: et (?:tampons?|cadres?))? (?:de |des |d')?(?:regards?|chambres?|bouches? a cle|visite|voirie|fonte|assainissement|eaux usees|eaux pluviales|eu\b|ep\b)|\bmises? (?:a la cote|a niveau|au niveau)[^.\n]{0,30}(?:regards?|tampons?|bouches? a cle|chambres?)|\brehausses?(?:ments?)? (?:de |des )?(?:regards?|tampons?|bouches? a cle)/;

/**
 * A sewer named outside the covers' words: « eaux usées » that qualifies « tampons de regards » is not a sewer, nor
 * the descripteur « Assainissement » (its own line of the folded text) given to a notice for those covers.
 */
const EGOUT_HORS_TAMPONS =
  /(?<!(?:tampons?|cadres?|regards?|chambres?)(?: et (?:tampons?|cadres?))?(?: (?:de|des|du) (?:regards?|chambres?)(?: de visite)?)? (?:de |des |du |d'|de l')?)(?:(?<!\n )assainissement|assainissement(?! \n|$)|eaux usees|eaux pluviales|\beu\b|\bep\b|collecteurs?|egouts?)/;

/**
 * The object's sewer words are only those of manhole covers replaced or raised (« … et remplacement de tampons de
 * regards d’eaux usées »): no sewer is renewed, so neither the sewer kinds nor their by-pass pumping and CCTV apply.
 */
export const TAMPONS_SANS_EGOUT = new RegExp(
  `^(?=[\\s\\S]*(?:${TAMPONS.source}))(?![\\s\\S]*(?:${EGOUT_HORS_TAMPONS.source}))`,
);

/** Roads or networks named beside the covers: another kind carries the method, the covers' paragraph is added. */
const AUTRES_TRAVAUX =
  /reseaux?\b|canalisations?|conduites?|eau potable|adduction|\baep\b|chaussees?|voiries?|trottoirs?|branchements?|collecteurs?|giratoires?|carrefours?|parkings?|enrobes?|amenagements?/;

const SPECIFICITE_TAMPONS: Specificite = {
  when: TAMPONS,
  sujet: 'tampons et cadres de regards',
  texte:
    'Le remplacement d’un tampon ou sa mise à la cote ne touche pas à l’ouvrage : la chaussée est sciée autour du cadre, l’ancien cadre déposé sans laisser tomber de gravats dans le regard, la tête de regard reprise ou rehaussée si besoin, puis le nouveau cadre posé sur un lit de mortier de calage à prise rapide ou de résine, au niveau exact de la chaussée (ni ressaut ni cuvette) ; l’enrobé est enfin reconstitué autour du cadre, ses joints garnis. Le tampon est de la classe NF EN 124 adaptée à la circulation — D400 sous chaussée, C250 en bordure de trottoir — articulé et verrouillable si le CCTP le demande ; chaque regard est traité sous alternat ou balisage, la circulation étant rendue après la prise du mortier.',
};

const RISQUES_TAMPONS: Risque[] = [
  {
    risque: 'Circulation au droit des regards traités',
    mesure:
      'signalisation temporaire et alternat (feux ou piquets K10) selon l’arrêté de circulation, balisage de chaque regard ouvert, vêtements haute visibilité',
  },
  {
    risque: 'Chute dans un regard ouvert, manutention des tampons',
    mesure:
      'regard jamais laissé ouvert sans protection, lève-tampon ou manipulateur pour les tampons lourds, aucune descente dans le regard',
  },
];

/** The covers named beside other works (a drinking-water main, a road): their paragraph, standard and risks. */
const TAMPONS_AVEC_AUTRES: SousType = {
  key: 'tampons_regards',
  label: 'remplacement de tampons de regards',
  when: new RegExp(`^(?=[\\s\\S]*(?:${AUTRES_TRAVAUX.source}))[\\s\\S]*(?:${TAMPONS.source})`),
  surObjet: true,
  normes: [
    { ref: 'NF EN 124', objet: 'dispositifs de couronnement et de fermeture (tampons, cadres) par classe de trafic' },
  ],
  specificites: [SPECIFICITE_TAMPONS],
  // (one risk only: the trench or the road of the main works stays first among the risks said)
  risques: [
    {
      risque: 'Circulation et chute au droit des regards ouverts',
      mesure:
        'alternat et signalisation temporaire selon l’arrêté de circulation, regard jamais laissé ouvert sans protection, lève-tampon pour les tampons lourds',
    },
  ],
};

/** Covers replaced or raised and nothing else: the whole method is theirs. */
const TAMPONS_SEULS: SousType = {
  ...TAMPONS_AVEC_AUTRES,
  risques: RISQUES_TAMPONS,
  pointsAttention: ['le nombre de tampons à remplacer, leur classe et l’état des têtes de regard, relevés à la visite'],
  when: new RegExp(`^(?![\\s\\S]*(?:${AUTRES_TRAVAUX.source}))[\\s\\S]*(?:${TAMPONS.source})`),
  travaux: 'travaux de remplacement et de mise à niveau des tampons de regards',
  ouvrage: 'les tampons et cadres des regards',
  sansNormes: /^Guide GTR|^NF P 94-500$|^Fascicule 2 du CCTG$/,
  sansSpecificites: /^réseaux d’assainissement$|^structures de chaussée$/,
  sansRisques: /^Ensevelissement/,
  etapes: [
    {
      titre: 'Préparation et signalisation',
      detail:
        'DT-DICT, repérage et numérotation des regards avec le maître d’œuvre, arrêté de circulation, signalisation et alternat en place avant chaque intervention',
    },
    {
      titre: 'Sciage et dépose',
      detail:
        'sciage de la chaussée autour du cadre, dépose de l’ancien cadre et du tampon, regard protégé contre la chute de gravats',
    },
    {
      titre: 'Reprise de la tête de regard',
      detail: 'tête de regard nettoyée, reprise ou rehaussée par éléments selon la cote de la chaussée',
    },
    {
      titre: 'Pose du cadre et du tampon',
      detail:
        'cadre posé sur lit de mortier de calage à prise rapide ou de résine, réglé au niveau de la chaussée à la règle, tampon de la classe NF EN 124 prescrite',
    },
    {
      titre: 'Réfection et remise en circulation',
      detail:
        'enrobé reconstitué autour du cadre et joint au bitume, circulation rendue après la prise du mortier, nettoyage',
    },
  ],
  phases: [
    { nom: 'Préparation, DT-DICT et signalisation', part: 0.15 },
    { nom: 'Sciage, dépose et reprise des têtes de regard', part: 0.35 },
    { nom: 'Pose des cadres et tampons', part: 0.3 },
    { nom: 'Réfection des enrobés, récolement et réception', part: 0.2 },
  ],
  autocontroles: [
    {
      point: 'Classe et marquage des tampons livrés (NF EN 124)',
      moment: 'à la livraison',
      preuve: 'bons de livraison et photos du marquage',
    },
    {
      point: 'Niveau du cadre par rapport à la chaussée',
      moment: 'à la pose, avant la réfection (point d’arrêt)',
      preuve: 'contrôle à la règle sur fiche par regard',
    },
    {
      point: 'Calage et stabilité du tampon (absence de battement)',
      moment: 'avant la remise en circulation',
      preuve: 'fiche par regard et photos datées',
    },
  ],
  dechets: [
    { dechet: 'Anciens cadres et tampons en fonte', categorie: 'DND', exutoire: 'recycleur de métaux' },
    {
      dechet: 'Enrobés sciés et mortiers',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes, après analyse amiante et HAP des enrobés',
    },
  ],
};

export const TAMPONS_DE_REGARDS: SousType[] = [TAMPONS_AVEC_AUTRES, TAMPONS_SEULS];

/** The sewer kinds are not read when the object's sewer words are only those of manhole covers. */
export function sansTamponsSeuls(st: SousType): SousType {
  if (!['assainissement', 'rehabilitation_reseau', 'poste_refoulement', 'poste_existant'].includes(st.key)) {
    return st;
  }
  return {
    ...st,
    unless: st.unless ? new RegExp(`${st.unless.source}|${TAMPONS_SANS_EGOUT.source}`) : TAMPONS_SANS_EGOUT,
  };
}

/** A raw-water irrigation network (folded text). */
export const IRRIGATION = /irrigation|arrosage agricole|hydraulique agricole|bornes? d'irrigation/;
/** An irrigation network named without a sewer: no sewer kind (« réseaux collectifs d'irrigation », « Canalisations »). */
export const IRRIGATION_SANS_EGOUT = new RegExp(
  `^(?![\\s\\S]*(?:assainissement|eaux usees|eaux pluviales|collecteurs?))[\\s\\S]*(?:${IRRIGATION.source})`,
);

/**
 * A collective irrigation network (« travaux sur les réseaux collectifs d'irrigation »): pressurised raw-water pipes,
 * their anchor blocks, air valves, drains and hydrants, tested under pressure — not a sewer (no gravity pipes, no
 * by-pass pumping, no CCTV) and not drinking water (no disinfection); interventions out of the irrigation season.
 */
export const IRRIGATION_RESEAU: SousType = {
  key: 'irrigation',
  label: 'réseaux d’irrigation',
  when: IRRIGATION,
  travaux: 'travaux de réseaux d’irrigation',
  ouvrage: 'les réseaux d’irrigation',
  materiaux: [
    'canalisations pression (PEHD, PVC pression ou fonte) et raccords de la classe de pression que fixe le CCTP',
    'vannes, ventouses, vidanges et bornes d’irrigation avec limiteurs de débit et de pression',
    'sable d’enrobage, béton des butées et grillage avertisseur',
  ],
  sansNormes: /^Fascicule 70 du CCTG$|^NF EN 1610$/,
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'réseau d’irrigation sous pression',
      texte:
        'Un réseau collectif d’irrigation est un réseau d’eau brute sous pression : canalisations (PEHD, PVC pression ou fonte selon le CCTP) posées sur lit de sable et enrobées, butées en béton aux coudes, tés et réductions, ventouses aux points hauts et vidanges aux points bas, vannes de sectionnement et bornes d’irrigation avec leurs limiteurs de débit et de pression. Chaque tronçon est éprouvé sous pression avant remblai (NF EN 805) ; les coupures se font avec le gestionnaire du réseau et les irrigants prévenus, hors de la saison d’irrigation ou sur les plages qu’il fixe, et le réseau est rincé et remis en eau progressivement pour éviter les coups de bélier.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT, coupures et implantation',
      detail:
        'DICT et marquage-piquetage, coupures programmées avec le gestionnaire et les irrigants prévenus, implantation des tracés et des ouvrages',
    },
    {
      titre: 'Tranchées et pose',
      detail:
        'tranchées blindées au-delà de 1,30 m, lit de pose, canalisations posées, raccords assemblés selon le fabricant, butées en béton',
    },
    {
      titre: 'Équipements du réseau',
      detail: 'vannes, ventouses, vidanges et bornes d’irrigation en regard ou en chambre, accessibles et repérés',
    },
    {
      titre: 'Épreuves et remblai',
      detail:
        'épreuve hydraulique par tronçon (NF EN 805) avant remblai, remblai compacté par couches, grillage avertisseur',
    },
    {
      titre: 'Remise en eau et récolement',
      detail:
        'rinçage, remise en eau progressive avec le gestionnaire, réfection des surfaces, plans de récolement géoréférencés',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et coupures', part: 0.15 },
    { nom: 'Tranchées et pose des canalisations', part: 0.4 },
    { nom: 'Équipements du réseau', part: 0.15 },
    { nom: 'Épreuves, remblai et réfections', part: 0.2 },
    { nom: 'Remise en eau et récolement', part: 0.1 },
  ],
  normes: [
    {
      ref: 'NF EN 805',
      objet: 'réseaux d’eau sous pression : exigences, pose et épreuve hydraulique des canalisations',
    },
  ],
  autocontroles: [
    {
      point: 'Épreuve hydraulique de chaque tronçon',
      moment: 'avant remblai (point d’arrêt)',
      preuve: 'procès-verbal d’épreuve (pression, durée, chute relevée)',
    },
    {
      point: 'Butées, ventouses et vidanges',
      moment: 'avant remblai',
      preuve: 'fiche de contrôle et photos datées',
    },
    {
      point: 'Récolement',
      moment: 'avant réception',
      preuve: 'plans géoréférencés des canalisations et des équipements',
    },
  ],
  pointsAttention: [
    'la saison d’irrigation et les coupures que le gestionnaire autorise',
    'les pressions de service et d’épreuve que fixe le CCTP',
  ],
  decennale: 'les canalisations et les ouvrages du réseau',
  biennale: 'les vannes, ventouses et bornes d’irrigation',
  entretien:
    'faire manœuvrer les vannes et vidanger le réseau avant l’hiver, et vérifier les ventouses et les limiteurs des bornes à la remise en eau',
};

/** A platform named as the work (« plateforme de broyage des végétaux », « … de compostage », « … de stockage »). */
const PLATEFORME =
  /(?:creation|construction|amenagement|realisation|extension|travaux d'amenagement)s? (?:de la |d'une |de |des |du )?plate-?formes? (?:de |du |des |d')?(?:broyage|compostage|stockage|dechets|vegetaux|dechets verts|transit|regroupement|tri|bois)/;

/**
 * A platform built for green waste, compost, storage or transit (« Travaux d'aménagement de la plateforme de broyage
 * des végétaux »): its structure for heavy machines, its falls to a collection of the run-off (and of the leachate of
 * stored green waste) towards a basin, its walls and its fence — the earthworks of a platform, named, not supposed.
 */
export const PLATEFORME_STOCKAGE: SousType = {
  key: 'plateforme',
  label: 'aménagement de plateforme',
  when: PLATEFORME,
  nommePar: /plate-?formes?/,
  travaux: 'travaux d’aménagement de la plateforme',
  ouvrage: 'la plateforme et ses ouvrages',
  materiaux: [
    'graves et matériaux de carrière ou recyclés de la couche de forme et de la structure, conformes au GTR et au CCTP',
    'béton ou enrobé de la surface, caniveaux et grilles de la classe adaptée aux engins',
    'blocs ou murs de séparation des casiers, clôture et portail selon le CCTP',
  ],
  sansSpecificites: /^structures de chaussée$/,
  specificites: [
    {
      when: /./,
      sujet: 'plateforme de stockage et de traitement',
      texte:
        'Une plateforme de broyage, de compostage ou de stockage porte des engins lourds et des tas de matières qui ruissellent : structure dimensionnée pour les chargeuses et les camions (couche de forme contrôlée à la plaque, grave, puis béton ou enrobé selon le CCTP), pentes continues vers des caniveaux qui recueillent les eaux de ruissellement comme les lixiviats pour les conduire au bassin de rétention ou au traitement que prévoit le dossier, murs ou blocs de séparation des casiers, clôture et portail. Les prescriptions de l’installation classée, s’il y en a une, fixent la rétention et les rejets.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT et implantation',
      detail: 'DICT et marquage-piquetage des réseaux, implantation de la plateforme, des caniveaux et du bassin',
    },
    {
      titre: 'Décapage et terrassements',
      detail:
        'décapage de la terre végétale stockée pour réemploi, déblais et remblais par couches compactées selon le GTR, arase réglée aux pentes du projet',
    },
    {
      titre: 'Réseaux et bassin',
      detail:
        'caniveaux et collecteurs des eaux de ruissellement et des lixiviats, bassin de rétention ou ouvrage de traitement que prévoit le dossier',
    },
    {
      titre: 'Structure et revêtement',
      detail:
        'couche de forme contrôlée à la plaque, grave compactée, puis béton ou enrobé selon le CCTP, pentes continues vers les caniveaux',
    },
    {
      titre: 'Murs, clôture et abords',
      detail: 'murs ou blocs de séparation des casiers, clôture et portail, abords régalés et ensemencés, repli',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et implantation', part: 0.1 },
    { nom: 'Décapage et terrassements', part: 0.3 },
    { nom: 'Réseaux et bassin', part: 0.2 },
    { nom: 'Structure et revêtement', part: 0.25 },
    { nom: 'Murs, clôture et abords', part: 0.15 },
  ],
  autocontroles: [
    {
      point: 'Portance de la couche de forme',
      moment: 'avant la structure (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1)',
    },
    {
      point: 'Pentes de la plateforme vers les caniveaux',
      moment: 'avant le revêtement (point d’arrêt)',
      preuve: 'relevé topographique',
    },
  ],
  pointsAttention: [
    'la collecte des eaux de ruissellement comme des lixiviats, avec leur exutoire (bassin, réseau, traitement)',
    'les charges des engins et des tas qui dimensionnent la structure',
  ],
};

/** Rainwater managed at source: disconnected from the sewer, infiltrated where it falls (folded text). */
const EAUX_PLUVIALES_A_LA_SOURCE =
  /deconnexion[^.\n]{0,60}(?:eaux pluviales|bassin versant|reseau unitaire)|(?:renaturation|desimpermeabilisation)[^.\n]{0,40}(?:bassin versant|rues?\b|voiries?|quartier|places?\b)|gestion (?:integree|a la source) des eaux pluviales|infiltration des eaux pluviales|noues? d'infiltration|jardins? de pluie/;

/**
 * Rainwater disconnected from the sewer and infiltrated at source (« Déconnexion et renaturation du bassin versant de la
 * rue des Tilleuls »): impervious surfaces removed, the soil decompacted, noues, rain gardens and infiltration trenches
 * built to the levels of the study, downpipes disconnected with the residents, permeability tested — no road structure
 * nor asphalt added where the point is to let the rain soak in.
 */
export const EAUX_PLUVIALES_SOURCE: SousType = {
  key: 'eaux_pluviales_source',
  label: 'gestion des eaux pluviales à la source',
  when: EAUX_PLUVIALES_A_LA_SOURCE,
  nommePar: /deconnexion|renaturation|desimpermeabilis|infiltration|noues?|jardins? de pluie/,
  travaux: 'travaux de gestion des eaux pluviales à la source',
  ouvrage: 'les ouvrages d’infiltration et les surfaces désimperméabilisées',
  materiaux: [
    'terre végétale et mélanges terre-pierre des noues et jardins de pluie, non compactés',
    'graves drainantes et géotextiles des tranchées d’infiltration selon l’étude',
    'revêtements perméables (pavés à joints enherbés, béton drainant, stabilisé) et végétaux selon le CCTP',
  ],
  sansNormes: /^Fascicule 70 du CCTG$|^NF EN 1610$/,
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'eaux pluviales infiltrées à la source',
      texte:
        'Déconnecter un bassin versant, c’est rendre la pluie au sol là où elle tombe : les enrobés et les bétons retirés sont d’abord analysés (amiante et HAP), le sol en place est décompacté sans mélanger ses horizons, et les noues, jardins de pluie et tranchées d’infiltration sont réglés aux cotes et aux pentes de l’étude hydraulique, avec leurs surverses vers le réseau conservé pour les pluies exceptionnelles. Les descentes d’eaux pluviales des riverains sont déconnectées avec leur accord, une à une, et les surfaces laissées circulables sont perméables (pavés à joints enherbés, béton drainant, stabilisé) ; des essais de perméabilité vérifient le sol avant les plantations, faites en saison selon le fascicule 35 du CCTG.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT, relevés et accords des riverains',
      detail:
        'DICT et marquage-piquetage, relevé des descentes et des branchements, accords des riverains pour les déconnexions, implantation des ouvrages',
    },
    {
      titre: 'Dépose des surfaces imperméables',
      detail:
        'enrobés carottés et analysés (amiante, HAP) avant sciage, dépose des revêtements et des fondations jusqu’au sol en place, chaque matériau dans sa filière',
    },
    {
      titre: 'Ouvrages d’infiltration',
      detail:
        'noues, jardins de pluie et tranchées d’infiltration réglés aux cotes de l’étude, sol décompacté, surverses raccordées au réseau conservé',
    },
    {
      titre: 'Déconnexions',
      detail: 'descentes d’eaux pluviales déconnectées une à une et dirigées vers les ouvrages, branchements obturés',
    },
    {
      titre: 'Surfaces perméables et plantations',
      detail:
        'revêtements perméables selon le CCTP, terre végétale régalée sans compactage, plantations en saison, essais de perméabilité consignés',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et accords des riverains', part: 0.15 },
    { nom: 'Dépose des surfaces imperméables', part: 0.25 },
    { nom: 'Ouvrages d’infiltration et déconnexions', part: 0.3 },
    { nom: 'Surfaces perméables et plantations', part: 0.2 },
    { nom: 'Essais, récolement et réception', part: 0.1 },
  ],
  normes: [{ ref: 'Fascicule 35 du CCTG', objet: 'aménagements paysagers : plantations et garantie de reprise' }],
  autocontroles: [
    {
      point: 'Analyse des enrobés (amiante et HAP)',
      moment: 'avant sciage ou rabotage (point d’arrêt)',
      preuve: 'rapports d’analyse et filière retenue',
    },
    {
      point: 'Cotes et pentes des noues et des surverses',
      moment: 'avant la terre végétale (point d’arrêt)',
      preuve: 'relevé topographique comparé à l’étude hydraulique',
    },
    {
      point: 'Perméabilité du sol des ouvrages',
      moment: 'avant les plantations',
      preuve: 'essais de perméabilité consignés par ouvrage',
    },
  ],
  pointsAttention: [
    'l’étude hydraulique (pluie de projet, perméabilité mesurée) qui fixe les volumes et les cotes des ouvrages',
    'les accords des riverains pour déconnecter leurs descentes d’eaux pluviales',
  ],
  decennale: 'les ouvrages d’infiltration, les surfaces et les réseaux conservés ou modifiés',
  biennale: '',
  entretien:
    'faire curer les noues et les surverses après les gros orages et chaque automne, et ne jamais compacter ni imperméabiliser le fond des ouvrages',
};
