import type { Specificite, SousType } from './types.ts';

/** A bridge or a footbridge named with its sidewalks or roadway (folded text). */
export const SUR_UN_PONT =
  /(?:trottoirs?|chaussees?|voiries?)[^.]{0,40}\b(?:ponts?|passerelles?|viaducs?|ouvrages? d'art)\b|\b(?:ponts?|passerelles?|viaducs?|ouvrages? d'art)\b[^.]{0,40}(?:trottoirs?|chaussees?)/;

/** « … des trottoirs du Pont du Cruet sur la RD 1212 »: the deck commands the method. */
export const PONT: Specificite = {
  when: SUR_UN_PONT,
  sujet: 'travaux sur un pont',
  texte:
    'Sur un pont, le tablier commande la méthode : aucune fouille, découpe ni ancrage dans le tablier sans l’accord du maître d’œuvre, charges du chantier et des nouveaux ouvrages vérifiées par lui, étanchéité du tablier mise à nu avec soin, protégée et reprise avant le revêtement ; corniches, garde-corps, joints de chaussée et gargouilles d’évacuation sont traités selon le CCTP. Aucun garde-corps existant n’est déposé avant que le garde-corps provisoire ne soit posé, et le cheminement des piétons est maintenu ou dévié en sécurité pendant toute la durée des travaux.',
};

/** The works a road's carriageway or a junction names: a sidewalk job is then part of a road's works. */
const CHAUSSEE = /chaussees?|voiries?|\broutes?\b|carrefours?|giratoires?|rond[- ]points?|cyclables?|parkings?/;

/**
 * Sidewalks built or rebuilt (« Travaux d’aménagement des trottoirs du Pont du Cruet sur la RD 1212 »): a pedestrian
 * way, accessible (arrêté du 15 janvier 2007), with its kerbs, its surface and its crossings — not a carriageway
 * resurfacing (no road planer, no paver on the roadway); on a bridge, the deck and the fall at its edge.
 */
export const TROTTOIRS: SousType = {
  key: 'trottoirs',
  label: 'aménagement de trottoirs',
  when: /\btrottoirs?\b/,
  // (the object's own words: a « Voirie » descripteur does not make it a road's works)
  unlessSurObjet: CHAUSSEE,
  travaux: 'travaux d’aménagement des trottoirs',
  ouvrage: 'les trottoirs',
  sansNormes: /^NF P 94-500$|^Fascicule 70 du CCTG$|^Guide GTR|^NF P 98-331$/,
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'cheminement piéton accessible',
      texte:
        'Un trottoir est un cheminement piéton accessible (arrêté du 15 janvier 2007 pris pour le décret 2006-1658) : largeur utile d’au moins 1,40 m libre de tout obstacle, pente en long d’au plus 5 %, dévers d’au plus 2 %, ressauts d’au plus 2 cm aux bordures abaissées des traversées et bandes d’éveil de vigilance (NF P 98-351) en tête des passages piétons. Les bordures sont posées au cordeau sur fondation et contrebutage en béton, le revêtement (enrobé, béton désactivé ou balayé) est celui du CCTP, et les eaux de surface sont rejetées vers le caniveau.',
    },
    PONT,
  ],
  etapes: [
    {
      titre: 'DT-DICT, signalisation et cheminement provisoire',
      detail:
        'DICT et marquage-piquetage des réseaux, signalisation temporaire côté chaussée, cheminement piéton provisoire protégé ou déviation signalée, accès des riverains maintenus',
    },
    {
      titre: 'Protections en rive',
      detail:
        'garde-corps provisoire posé avant toute dépose du garde-corps existant, platelage ou filet côté vide, étanchéité du tablier reconnue avant toute découpe',
      when: SUR_UN_PONT,
    },
    {
      titre: 'Démolitions',
      detail:
        'sciage soigné en limite de chaussée, dépose des bordures et revêtements existants, analyse amiante et HAP des enrobés avant toute dépose',
    },
    {
      titre: 'Fondation et bordures',
      detail:
        'fond de forme réglé et compacté, fondation en grave compactée par couches, bordures et caniveaux (NF EN 1340) posés au cordeau sur béton, abaissés aux traversées',
    },
    {
      titre: 'Revêtement',
      detail:
        'enrobé ou béton selon le CCTP, pentes et dévers contrôlés avant mise en œuvre, joints et raccords soignés au droit des seuils',
    },
    {
      titre: 'Équipements et remise en service',
      detail:
        'bandes d’éveil de vigilance, marquage des traversées, garde-corps et mobilier reposés ou remplacés, nettoyage et réouverture du cheminement',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et cheminement provisoire', part: 0.15 },
    { nom: 'Démolitions et protections', part: 0.2 },
    { nom: 'Fondation et bordures', part: 0.3 },
    { nom: 'Revêtement', part: 0.2 },
    { nom: 'Équipements, marquage et réouverture', part: 0.15 },
  ],
  materiel: [
    { nom: 'mini-pelle et chargeuse compacte pour les démolitions et la fondation', match: /pelle|chargeuse/ },
    { nom: 'scie à sol avec arrosage pour les découpes', match: /scie|carotteuse/ },
    { nom: 'plaque vibrante et petit compacteur', match: /plaque vibrante|compacteur|rouleau/ },
    { nom: 'camion benne pour les déblais et les matériaux', match: /camion|benne/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'bordures et caniveaux en béton conformes à la NF EN 1340, du type que fixe le CCTP',
    'grave pour la fondation, enrobé ou béton du revêtement selon le CCTP',
    'dalles podotactiles d’éveil de vigilance conformes à la NF P 98-351',
  ],
  normes: [
    { ref: 'Arrêté du 15 janvier 2007', objet: 'accessibilité de la voirie et des espaces publics (décret 2006-1658)' },
    { ref: 'NF P 98-351', objet: 'bandes d’éveil de vigilance en tête des traversées piétonnes' },
    { ref: 'NF EN 1340', objet: 'bordures et caniveaux en béton' },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés à chaud : mise en œuvre et compactage',
      when: /enrobes?|bitum/,
    },
  ],
  habilitations: [
    'conduite d’engins de chantier (CACES R482) des catégories utilisées',
    'autorisation d’intervention à proximité des réseaux (AIPR)',
  ],
  risques: [
    {
      risque: 'Chute dans le vide en rive de tablier',
      mesure:
        'garde-corps provisoire posé avant toute dépose du garde-corps existant, platelage ou filet côté vide, harnais sur ligne de vie pour les interventions en rive',
      when: SUR_UN_PONT,
    },
    {
      risque: 'Heurt par un véhicule de la circulation',
      mesure:
        'zone de travail séparée de la chaussée par des séparateurs, signalisation temporaire selon l’arrêté de circulation, vêtements à haute visibilité',
    },
    {
      risque: 'Poussières de silice au sciage des bordures et des bétons',
      mesure: 'sciage à l’eau ou avec aspiration, masque FFP3 pour l’opérateur',
    },
    {
      risque: 'Collision d’un engin avec un piéton',
      mesure: 'cheminement provisoire séparé par des barrières, guidage des manœuvres, avertisseur de recul',
    },
  ],
  // (no trench; the pedestrians and the traffic are said by this kind's own rows)
  sansRisques:
    /^Ensevelissement en tranchée$|^Collision engin-piéton$|^Circulation des véhicules et piétons aux abords$/,
  dechets: [
    {
      dechet: 'Enrobés déposés exempts d’amiante et de HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage',
    },
    {
      dechet: 'Enrobés contenant de l’amiante ou des HAP, si l’analyse en signale',
      categorie: 'DD',
      exutoire: 'filière agréée selon l’analyse, bordereau de suivi',
    },
    {
      dechet: 'Bordures, bétons et matériaux de démolition',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage',
    },
  ],
  autocontroles: [
    {
      point: 'Pentes, dévers et ressauts du cheminement',
      moment: 'avant le revêtement (point d’arrêt)',
      preuve: 'relevé des pentes et des ressauts aux traversées, conforme à l’arrêté du 15 janvier 2007',
    },
    {
      point: 'Alignement et niveau des bordures',
      moment: 'à la pose',
      preuve: 'contrôle au cordeau et au niveau, fiche par tronçon',
    },
    {
      point: 'Compactage de la fondation',
      moment: 'avant le revêtement',
      preuve: 'fiche de compactage, essai à la plaque si le CCTP le prévoit',
    },
    {
      point: 'Garde-corps provisoire en rive',
      moment: 'avant toute dépose du garde-corps existant (point d’arrêt)',
      preuve: 'fiche de réception du garde-corps provisoire',
      when: SUR_UN_PONT,
    },
  ],
  pointsAttention: [
    'le cheminement des piétons pendant les travaux et les accès des riverains',
    'les cotes des seuils et des traversées, qui fixent les pentes du cheminement',
  ],
  sansPointsAttention: /./,
  decennale: 'les trottoirs, leurs bordures et leur fondation',
  biennale: '',
  entretien:
    'faire vérifier les bandes d’éveil de vigilance et les joints des bordures chaque année, et reprendre sans attendre un ressaut ou un affaissement sur le cheminement',
};

/** A ZAC, an estate or a business park being serviced (folded text). */
const VIABILISATION = /viabilisation|lotissements?|\bzac\b|zones? d'activites?/;

/**
 * A roundabout built on a road in service (« aménagement d’un carrefour giratoire sur la RD 974 »): phasing under
 * traffic with the road's manager, the ring and its cross-fall, the central island and its mountable apron, the ties
 * with the existing carriageways, ducts before the pavement, signing and marking; with a ZAC's servicing, its networks
 * before the roads.
 */
export const GIRATOIRE: SousType = {
  key: 'giratoire',
  label: 'aménagement de carrefour giratoire',
  when: /giratoires?|rond[- ]points?/,
  travaux: 'travaux d’aménagement du carrefour giratoire',
  ouvrage: 'le carrefour giratoire et ses chaussées',
  sansSpecificites: /./,
  specificites: [
    {
      when: /./,
      sujet: 'giratoire sous circulation',
      texte:
        'Un giratoire sur une route en service se construit sous circulation : le phasage (demi-giratoires successifs ou déviation provisoire) est arrêté avec le gestionnaire de la voie, chaque basculement préparé et signalé selon l’instruction interministérielle sur la signalisation routière (8e partie, signalisation temporaire), et aucune dénivellation n’est laissée ouverte à la circulation entre deux postes. L’anneau est réglé au dévers du projet, l’îlot central ceinturé de sa bande franchissable, les îlots séparateurs bordés, et les raccordements aux chaussées existantes repris à niveau après contrôle des cotes ; les fourreaux d’éclairage et de signalisation sont posés avant la structure, la signalisation et le marquage définitifs avant la remise en circulation.',
    },
    {
      when: VIABILISATION,
      sujet: 'viabilisation',
      texte:
        'La viabilisation ordonne les réseaux avant la voirie : réseaux d’eaux usées, d’eaux pluviales et d’eau potable posés des plus profonds aux moins profonds, puis réseaux secs (électricité, télécommunications, éclairage) avec leurs concessionnaires, essais d’étanchéité, inspection télévisée et épreuves de pression avant la structure de chaussée ; la voirie est livrée en deux temps, voirie provisoire de chantier puis couche de roulement, bordures et trottoirs en finition, lorsque le CCTP le prévoit ainsi.',
    },
  ],
  etapes: [
    {
      titre: 'DT-DICT, phasage et signalisation temporaire',
      detail:
        'DICT et marquage-piquetage des réseaux, phasage de la circulation arrêté avec le gestionnaire de la voie, signalisation temporaire et déviation posées selon l’arrêté de circulation',
    },
    {
      titre: 'Implantation et terrassements',
      detail:
        'implantation de l’anneau, des îlots et des raccordements, décapage, déblais et remblais par couches compactées selon le GTR, arase contrôlée',
    },
    {
      titre: 'Réseaux et fourreaux',
      detail:
        'réseaux humides puis secs en tranchées blindées au-delà de 1,30 m, fourreaux d’éclairage et de signalisation, essais avant remblai',
    },
    {
      titre: 'Structures de chaussée',
      detail: 'couche de forme et assises en grave, portance contrôlée à la plaque avant chaque couche',
    },
    {
      titre: 'Bordures et îlots',
      detail:
        'bordures (NF EN 1340) de l’îlot central, de la bande franchissable et des îlots séparateurs posées au cordeau sur béton',
    },
    {
      titre: 'Enrobés et raccordements',
      detail:
        'couche d’accrochage, enrobés au finisseur sur l’anneau et les branches, joints de raccordement aux chaussées existantes traités',
    },
    {
      titre: 'Signalisation, marquage et mise en service',
      detail:
        'signalisation verticale et marquage définitifs, îlot central aménagé selon le CCTP, levée de la signalisation temporaire avec le gestionnaire',
    },
  ],
  phases: [
    { nom: 'Préparation, DICT, phasage et signalisation', part: 0.1 },
    { nom: 'Terrassements, réseaux et fourreaux', part: 0.3 },
    { nom: 'Structures de chaussée', part: 0.2 },
    { nom: 'Bordures et îlots', part: 0.15 },
    { nom: 'Enrobés et raccordements', part: 0.15 },
    { nom: 'Signalisation, marquage et mise en service', part: 0.1 },
  ],
  materiel: [
    { nom: 'pelle hydraulique et niveleuse pour les terrassements et le réglage', match: /pelle|niveleuse/ },
    { nom: 'compacteurs pour les couches de forme et les assises', match: /compacteur|rouleau/ },
    { nom: 'finisseur et compacteurs (tandem et à pneus) pour les enrobés', match: /finisseur/ },
    { nom: 'signalisation temporaire et feux d’alternat', match: /feux|signalisation|k10/ },
    { nom: 'camions bennes pour les déblais et les matériaux', match: /camion|benne/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'graves non traitées ou traitées des assises, matériaux de carrière ou recyclés conformes au CCTP',
    'enrobés bitumineux de la formule que fixe le CCTP, marqués CE selon la NF EN 13108-1',
    'bordures et bordures franchissables en béton conformes à la NF EN 1340',
    'fourreaux, chambres de tirage et grillages avertisseurs des réseaux secs',
  ],
  normes: [
    {
      ref: 'Instruction interministérielle sur la signalisation routière',
      objet: '8e partie : signalisation temporaire des chantiers sous circulation',
    },
    {
      ref: 'NF P 98-150-1',
      objet: 'enrobés hydrocarbonés à chaud : exécution des assises, des couches de liaison et de roulement',
    },
    { ref: 'NF EN 13108-1', objet: 'mélanges bitumineux : spécifications des bétons bitumineux fournis' },
    { ref: 'NF EN 1340', objet: 'bordures et caniveaux en béton' },
    {
      ref: 'Fascicule 70 du CCTG',
      objet: 'canalisations d’assainissement et ouvrages annexes',
      when: VIABILISATION,
    },
    {
      ref: 'NF EN 1610',
      objet: 'mise en œuvre et essai des branchements et collecteurs d’assainissement',
      when: VIABILISATION,
    },
  ],
  risques: [
    {
      risque: 'Heurt par un véhicule de la circulation maintenue',
      mesure:
        'phasage et signalisation temporaire conformes à l’arrêté de circulation, zone de travail séparée des voies circulées, vêtements à haute visibilité, balisage lumineux de nuit',
    },
    {
      risque: 'Brûlures et fumées des enrobés chauds',
      mesure: 'gants et chaussures à semelle isolante, compagnons au vent du finisseur',
    },
  ],
  dechets: [
    {
      dechet: 'Enrobés rabotés ou démolis aux raccordements, exempts d’amiante et de HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage',
    },
    {
      dechet: 'Enrobés contenant de l’amiante ou des HAP, si l’analyse en signale',
      categorie: 'DD',
      exutoire: 'filière agréée selon l’analyse, bordereau de suivi',
    },
    {
      dechet: 'Terres excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur l’opération si le GTR le permet, sinon ISDI',
    },
  ],
  autocontroles: [
    {
      point: 'Cotes aux raccordements avec les chaussées existantes',
      moment: 'avant les enrobés (point d’arrêt)',
      preuve: 'relevé topographique contradictoire',
    },
    {
      point: 'Portance de l’arase et des assises',
      moment: 'avant chaque couche (point d’arrêt)',
      preuve: 'essais à la plaque (EV2, EV2/EV1), PV d’essais',
    },
    {
      point: 'Essais des réseaux',
      moment: 'avant remblai et avant la structure',
      preuve: 'PV d’étanchéité, rapports d’inspection télévisée, épreuves de pression',
      when: VIABILISATION,
    },
    {
      point: 'Compacité et épaisseur des enrobés',
      moment: 'après compactage',
      preuve: 'bons de livraison, relevés de température, mesures de compacité selon le CCTP',
    },
  ],
  // (the road's traffic and its networks are said by this kind's own rows)
  sansRisques: /^Circulation routière aux abords$|^Circulation des véhicules et piétons aux abords$/,
  sansPointsAttention: /réseaux existants signalés/,
  pointsAttention: [
    'le phasage de la circulation, à arrêter avec le gestionnaire de la voie avant le démarrage',
    'les réseaux existants sous la route et leurs concessionnaires',
  ],
  decennale: 'les chaussées, bordures et ouvrages du carrefour',
  biennale: '',
  entretien:
    'faire surveiller les joints de raccordement et les bordures de l’îlot la première année, et maintenir la signalisation et le marquage en état',
};

/** A town's public spaces redeveloped: a square, a street from façade to façade, a mall, a parvis, a building's surroundings. */
const ESPACE_PUBLIC =
  /(?:amenagements?|requalifications?|reamenagements?|embellissements?|mise en valeur|creations?|realisations?|renovations?) (?:de |des |du |d')?(?:la |l'|les )?(?:places?\b(?! de (?:stationnement|parking|jeux))|parvis|mail\b|esplanades?|espaces? publics?|centres?[- ](?:bourg|ville)|coeur de (?:ville|bourg|village)|abords\b|rues?\b|traverses? d'agglomeration|quartier)/;

/**
 * Public spaces redeveloped (« Aménagement de la place Isaac de la Roche et de ses abords », « Requalification de la rue
 * Faillot »): a town's square or street from façade to façade, in use while it is worked — phased so that homes, shops
 * and the market keep their access; networks first, then the structure, then the surfaces (stone or concrete setts and
 * slabs laid to NF P 98-335 on a validated sample, kerbs, tree pits, street furniture), accessible to all.
 */
export const ESPACES_PUBLICS: SousType = {
  key: 'espaces_publics',
  label: 'aménagement d’espaces publics',
  when: ESPACE_PUBLIC,
  // (the object names the place itself: « la place Isaac de la Roche », « la rue Charles de Gaulle »)
  nommePar:
    /\bplaces?\b|parvis|\bmail\b|esplanades?|espaces? publics?|centres?[- ](?:bourg|ville)|coeur de|\babords\b|\brues?\b|traverses?|quartier/,
  // (« … espaces publics du secteur Marais – lot 5 eaux usées »: the lot is another work of the operation)
  unless:
    /\blots? (?:n° ?)?\d+\w*\s*[:–-]?\s*(?:eaux|assainissement|reseaux|eclairage|espaces verts|plantations|signalisation)/,
  travaux: 'travaux d’aménagement des espaces publics',
  ouvrage: 'les espaces publics aménagés',
  sansSpecificites: /^structures de chaussée$/,
  specificites: [
    {
      when: /./,
      sujet: 'espace public en service',
      texte:
        'Un espace public se réaménage en restant ouvert : le phasage, arrêté avec l’acheteur avant le démarrage, garde à chaque étape un cheminement accessible vers chaque entrée d’immeuble, chaque commerce et les services, le stationnement des livraisons et des secours, et le marché ou les manifestations s’il y en a ; chaque zone est clôturée, signalée et rendue praticable le soir. Les réseaux passent en premier (concessionnaires coordonnés, fourreaux d’éclairage et d’arrosage en attente), puis la structure, puis les revêtements.',
    },
    {
      // « Aménagement des rues Nicolas Rapin, Puits Saint-Martin et Petit Bot »: streets from façade to façade
      when: /\brues?\b|avenues?|boulevards?|traverses?/,
      sujet: 'voirie des rues',
      texte:
        'Une rue se réaménage de façade à façade, chaussée, stationnement et trottoirs ensemble : par tronçons entre deux carrefours, la circulation est déviée ou maintenue en alternat selon l’arrêté de circulation, les accès des riverains, des livraisons et la collecte des déchets sont maintenus, et la chaussée reçoit sa structure et ses enrobés (NF P 98-150-1) avant les bordures et les revêtements des trottoirs.',
    },
    {
      when: /stations? (?:de ski|de montagne|village)|\bski\b|montagne|altitude|enneig|deneig/,
      sujet: 'espace public en montagne',
      texte:
        'En montagne, le calendrier suit les saisons : travaux entre la fonte des neiges et l’ouverture de la saison d’hiver, hors des semaines de forte fréquentation quand l’acheteur le demande ; bétons de classe d’exposition au gel et aux sels de déverglaçage (XF2 à XF4 selon le CCTP), pavés et dalles ingélifs, bordures et joints qui résistent à la lame de déneigement.',
    },
    {
      when: /./,
      sujet: 'revêtements de qualité',
      texte:
        'Les revêtements de pierre ou de béton (pavés, dalles, bordures) sont posés selon la NF P 98-335, sur lit de pose et joints que fixe le CCTP, après validation d’une planche d’essai par le maître d’œuvre (calepinage, teinte, joints, finition) ; les pentes sont réglées pour l’écoulement des eaux et pour l’accessibilité (arrêté du 15 janvier 2007 : pente en long d’au plus 5 %, dévers d’au plus 2 %, ressauts aux traversées, bandes d’éveil de vigilance), et les fosses d’arbres, le mobilier et les seuils des riverains sont calés avant les revêtements.',
    },
  ],
  etapes: [
    {
      titre: 'Phasage, DT-DICT et installations',
      detail:
        'phasage validé avec l’acheteur et les riverains informés, DICT et marquage-piquetage des réseaux, clôtures, signalisation et cheminements provisoires accessibles',
    },
    {
      titre: 'Démolitions et terrassements',
      detail:
        'dépose soignée des matériaux réemployables (pavés, bordures de pierre) stockés pour réemploi, démolition des revêtements, terrassements et fond de forme contrôlé',
    },
    {
      titre: 'Réseaux',
      detail:
        'eaux pluviales, fourreaux d’éclairage, d’arrosage et de télécommunications, raccordements coordonnés avec les concessionnaires, essais avant remblai',
    },
    {
      titre: 'Structure et bordures',
      detail: 'couches de fondation compactées et contrôlées, bordures et caniveaux posés au cordeau sur béton',
    },
    {
      titre: 'Revêtements',
      detail:
        'planche d’essai validée, pavés et dalles posés selon la NF P 98-335, enrobés ou bétons selon le CCTP, pentes et niveaux contrôlés',
    },
    {
      titre: 'Plantations, mobilier et finitions',
      detail:
        'fosses d’arbres en terre-pierre ou mélange terre-pierre, mobilier et signalétique, bandes d’éveil de vigilance et marquage, nettoyage et remise au public zone par zone',
    },
  ],
  phases: [
    { nom: 'Préparation, phasage et installations', part: 0.1 },
    { nom: 'Démolitions, terrassements et réseaux', part: 0.3 },
    { nom: 'Structure et bordures', part: 0.2 },
    { nom: 'Revêtements', part: 0.3 },
    { nom: 'Plantations, mobilier et finitions', part: 0.1 },
  ],
  materiel: [
    { nom: 'mini-pelle adaptée aux emprises urbaines', match: /pelle/ },
    { nom: 'chargeuse compacte pour les approvisionnements', match: /chargeuse/ },
    { nom: 'camion benne pour les déblais et les matériaux', match: /camion|benne/ },
    { nom: 'laser de pente et niveau de chantier', match: /laser|niveau/ },
    { nom: 'détecteur de réseaux', match: /detecteur/ },
    { nom: 'pince à pavés ou ventouse de pose pour les dalles et bordures', match: /pince|ventouse/ },
    { nom: 'scie à sol ou à eau pour les découpes de pierre et de béton', match: /scie|carotteuse/ },
    { nom: 'plaque vibrante et petit compacteur', match: /plaque vibrante|compacteur|rouleau/ },
  ],
  materiaux: [
    'pavés, dalles et bordures en pierre naturelle (NF EN 1342, NF EN 1341, NF EN 1343) ou en béton (NF EN 1338, NF EN 1339, NF EN 1340), selon le CCTP',
    'mortier ou sable de pose et de jointoiement que fixe le CCTP',
    'terre-pierre et terre végétale des fosses d’arbres',
  ],
  normes: [
    {
      ref: 'NF P 98-335',
      objet: 'chaussées urbaines : mise en œuvre des pavés et dalles en béton, en terre cuite et en pierre naturelle',
    },
    { ref: 'Arrêté du 15 janvier 2007', objet: 'accessibilité de la voirie et des espaces publics (décret 2006-1658)' },
    { ref: 'NF P 98-351', objet: 'bandes d’éveil de vigilance en tête des traversées piétonnes' },
    { ref: 'NF EN 1340', objet: 'bordures et caniveaux en béton' },
  ],
  // (the trade's default plant, an earthworks site's, is replaced by this list)
  sansMateriel: /./,
  risques: [
    {
      risque: 'Chute ou heurt d’un passant dans l’emprise du chantier',
      mesure:
        'zones clôturées par des barrières jointives, cheminements provisoires accessibles et éclairés, tranchées couvertes ou clôturées le soir',
    },
    {
      risque: 'Manutention des pavés, dalles et bordures de pierre',
      mesure: 'pince à pavés, ventouse ou engin pour les éléments lourds, charges unitaires limitées',
    },
    {
      risque: 'Poussières de silice à la découpe',
      mesure: 'découpe à l’eau ou avec aspiration, masque FFP3 pour l’opérateur',
    },
  ],
  dechets: [
    {
      dechet: 'Pavés, bordures et dalles de pierre déposés',
      categorie: 'Inertes',
      exutoire: 'réemploi sur l’opération ou par l’acheteur, sinon recyclage',
    },
    {
      dechet: 'Enrobés démolis exempts d’amiante et de HAP au-delà des seuils',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage',
    },
    {
      dechet: 'Bétons et matériaux de démolition',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes',
    },
  ],
  autocontroles: [
    {
      point: 'Planche d’essai des revêtements',
      moment: 'avant la pose (point d’arrêt)',
      preuve: 'planche validée par le maître d’œuvre (calepinage, teinte, joints)',
    },
    {
      point: 'Pentes, dévers et ressauts des cheminements',
      moment: 'avant les revêtements (point d’arrêt)',
      preuve: 'relevé des niveaux, conforme à l’arrêté du 15 janvier 2007',
    },
    {
      point: 'Compactage de la fondation',
      moment: 'avant les revêtements',
      preuve: 'essais à la plaque selon le CCTP',
    },
  ],
  pointsAttention: [
    'le phasage et les accès des riverains, des commerces et des secours pendant les travaux',
    'les matériaux de pierre à réemployer et la planche d’essai des revêtements',
  ],
  decennale: 'les revêtements, bordures, structures et réseaux des espaces aménagés',
  biennale: 'le mobilier urbain et les équipements dissociables',
  entretien:
    'faire regarnir les joints des pavés et des dalles la première année, et reprendre sans attendre un pavé descellé ou un ressaut sur un cheminement',
};
