import { REPRISE_APRES_DEFAILLANCE } from './finitions.ts';
import { NEUF_SEUL } from './sous-types-common.ts';
import type { TradeKnowledge } from './types.ts';

/** Regular expressions match the tender's text folded (lowercase, without accents). */

export const MACON: TradeKnowledge = {
  slug: 'macon',
  travaux: 'travaux de maçonnerie et de gros œuvre',
  ouvrage: 'le gros œuvre',
  normes: [
    { ref: 'NF DTU 20.1', objet: 'ouvrages en maçonnerie de petits éléments (parois et murs)' },
    { ref: 'NF DTU 21', objet: 'exécution des ouvrages en béton' },
    {
      ref: 'NF DTU 13.1',
      objet: 'fondations superficielles (version de 2019)',
      when: /fondation|semelle|extension|construction/,
    },
    {
      ref: 'NF P94-500',
      objet: 'missions d’ingénierie géotechnique : fondations exécutées sur l’étude G2 PRO du maître d’ouvrage',
      when: /fondation|semelle|extension|construction|sous-oeuvre/,
    },
    { ref: 'NF DTU 26.1', objet: 'travaux d’enduits de mortiers', when: /enduit|facade|ravalement/ },
    { ref: 'NF DTU 26.2', objet: 'chapes et dalles à base de liants hydrauliques', when: /chape|dalle|\bsols?\b/ },
    { ref: 'NF EN 206/CN', objet: 'spécification du béton (classes d’exposition et de résistance)' },
    {
      ref: 'Eurocode 2 (NF EN 1992-1-1)',
      objet: 'dimensionnement des ouvrages en béton armé, selon les plans du BET',
      when: /beton arme|structure|poteau|poutre|linteau|dalle/,
    },
  ],
  specificites: [
    {
      when: /demoli|ouverture|percement|tremie|reprise en sous-oeuvre|sous-oeuvre/,
      sujet: 'ouvertures et reprises en sous-œuvre',
      texte:
        'Les créations d’ouvertures et les reprises en sous-œuvre se font par passes alternées, après étaiement des planchers et pose des linteaux ou des poutres de reprise dimensionnés par le bureau d’études ; le sciage au disque diamanté à l’eau est préféré au brise-béton pour limiter vibrations et poussières.',
    },
    {
      when: /extension|construction|fondation|semelle/,
      sujet: 'fondations et élévations neuves',
      // (an extension or a construction builds its foundations: read, not supposed — round 31)
      nommePar: /extension|agrandissement|construction|surelevation/,
      texte:
        'Les fonds de fouille sont réceptionnés avant coulage (portance conforme à l’étude de sol, absence d’eau et de terre remaniée) ; les semelles sont coulées en pleine fouille ou coffrées, avec béton de propreté, et les aciers vérifiés avant chaque bétonnage (enrobage, recouvrements, attentes).',
    },
    {
      when: /enduit|facade|ravalement/,
      sujet: 'enduits de façade',
      texte:
        'Les enduits sont appliqués en respectant les délais de séchage entre couches et les conditions climatiques du NF DTU 26.1 (pas d’application par gel, forte chaleur ou vent desséchant) ; sur maçonnerie ancienne, un enduit à la chaux compatible avec le support est retenu pour laisser respirer les murs.',
    },
    {
      // (« l’ancienne piscine » to demolish is no old masonry: the masonry or the building is said old.)
      // (nor a first name in a place's name: « lycée Pierre de Coubertin », « rue Pierre Curie »)
      when: /(?<!\b(?:lycee|college|ecole|groupe scolaire|rue|avenue|place|boulevard|allee|quai|chemin|impasse|route|square|gymnase|stade|salle|centre|institut|residence|ehpad|hopital|maison|espace|cite|complexe|creche|mediatheque|bibliotheque|foyer|pole) )\bpierres?\b|patrimoine|monument|eglise|chaux|maconneries? anciennes?|murs? anciens?|bati ancien|batiments? anciens?/,
      sujet: 'maçonnerie ancienne',
      texte:
        'Sur maçonnerie ancienne, les joints sont dégarnis à la main, les pierres altérées remplacées par des pierres de même nature et les rejointoiements réalisés au mortier de chaux naturelle, sans ciment, pour ne pas piéger l’humidité.',
    },
    {
      when: /accessib|pmr|rampe/,
      sujet: 'mise en accessibilité',
      texte:
        'Les rampes et cheminements accessibles sont réalisés avec des pentes vérifiées au niveau numérique (5 % au plus, paliers de repos réglementaires) et un revêtement non meublant, conformément à l’arrêté du 20 avril 2017 relatif à l’accessibilité des ERP.',
    },
  ],
  etapes: [
    {
      titre: 'Implantation',
      detail:
        'implantation des ouvrages à partir des axes et du niveau de référence, contrôlée avant tout terrassement ou percement',
    },
    {
      titre: 'Démolitions et dépose',
      detail:
        'démolitions soignées, tri des gravats à la source, étaiements provisoires posés avant toute dépose porteuse',
      when: /demol|depose|ouverture|rehabilit|renov/,
    },
    {
      titre: 'Fondations',
      detail: 'fouilles, béton de propreté, ferraillage et coulage des semelles après réception du fond de fouille',
      when: /fondation|extension|construction|semelle/,
    },
    // Every phase of the plan has its steps: the foundations the object does not name are those of the CCTP.
    {
      titre: 'Terrassements et fondations',
      detail:
        'fouilles et fondations des ouvrages neufs prévus au CCTP, fond de fouille réceptionné avant tout coulage',
      unless: /fondation|extension|construction|semelle/,
    },
    {
      titre: 'Élévations',
      detail:
        'murs en blocs béton ou briques montés au cordeau et au niveau, chaînages horizontaux et verticaux coulés avec les élévations',
    },
    {
      titre: 'Ouvrages en béton armé',
      detail: 'coffrage, ferraillage conforme aux plans d’exécution, bétonnage vibré puis cure du béton',
    },
    {
      titre: 'Dallages et chapes',
      detail:
        'hérisson, film polyéthylène, treillis soudé et dallage réglé à la règle vibrante, joints de retrait sciés',
      when: /dallage|dalle|chape|sol/,
    },
    {
      titre: 'Enduits et finitions',
      detail:
        'enduits en deux ou trois passes, rebouchages et calfeutrements avant intervention des corps d’état suivants',
      when: /enduit|facade|ravalement|finition/,
    },
    {
      titre: 'Dallages, enduits et finitions',
      detail:
        'dallages, chapes et enduits prévus au CCTP, rebouchages et calfeutrements avant intervention des corps d’état suivants',
      unless: /dallage|dalle|chape|sol|enduit|facade|ravalement|finition/,
    },
    {
      titre: 'Nettoyage et repli',
      detail: 'évacuation des gravats triés, nettoyage des abords et remise en état des accès',
    },
  ],
  materiel: [
    {
      nom: 'bétonnière ou approvisionnement en béton prêt à l’emploi avec pompe',
      match: /betonniere|malaxeur|pompe a beton|toupie/,
    },
    { nom: 'échafaudage de pied conforme à la recommandation R408', match: /echafaudage/ },
    { nom: 'étais et coffrages (banches ou coffrages manuportables)', match: /etai|banche|coffrage/ },
    // One need per machine: an owned mini-excavator does not stand for a dumper.
    {
      nom: 'mini-pelle pour les fouilles',
      match: /pelle/,
      when: /fondation|extension|fouille|terrass|demoli/,
    },
    {
      nom: 'dumper ou chargeuse pour l’évacuation des déblais et gravats',
      match: /dumper|chargeuse|brouette motorisee|transporteur/,
      when: /fondation|extension|fouille|terrass|demoli/,
    },
    { nom: 'scie de sol ou carotteuse diamant à eau', match: /scie|carott|disque/ },
    { nom: 'laser rotatif ou niveau de chantier', match: /laser|niveau|theodolite|station/ },
    { nom: 'aiguille vibrante pour le béton', match: /vibr/ },
  ],
  materiaux: [
    'blocs béton et briques de terre cuite sous marquage CE',
    'béton prêt à l’emploi de classe adaptée à l’exposition (XC, XF selon l’ouvrage)',
    'aciers HA et treillis soudés',
    'mortiers et enduits certifiés',
  ],
  habilitations: [
    'montage et utilisation des échafaudages (R408)',
    'conduite d’engins de chantier (CACES R482) pour les terrassements',
  ],
  risques: [
    {
      risque: 'Effondrement lors des démolitions et ouvertures',
      mesure:
        'étaiement préalable selon note de calcul, ordre de démolition écrit, démolition par passes, zone interdite sous les travaux',
      when: /demol|ouverture|percement|sous-oeuvre|rehabilit|restructur|renov|(?<!postes? de )transformation/,
    },
    {
      risque: 'Chute de hauteur depuis les échafaudages et planchers',
      mesure: 'échafaudages R408 vérifiés avant utilisation, garde-corps en rive de plancher, trémies condamnées',
    },
    {
      risque: 'Ensevelissement en fouille',
      mesure: 'talutage ou blindage au-delà de 1,30 m de profondeur, stockage des déblais à distance du bord',
      when: /fouille|fondation|tranchee|terrass/,
    },
    {
      risque: 'Poussières de silice cristalline',
      mesure: 'outils à aspiration intégrée ou à eau, masques FFP3, arrosage des gravats',
    },
    {
      risque: 'Manutention des blocs et sacs',
      mesure:
        'approvisionnement palettisé au plus près du poste, chariot ou monte-matériaux, limitation des charges portées',
    },
  ],
  dechets: [
    {
      dechet: 'Béton, briques, parpaings, terres non polluées',
      categorie: 'Inertes',
      exutoire: 'plateforme de concassage-recyclage ou ISDI',
    },
    {
      dechet: 'Bois de coffrage, emballages, ferrailles',
      categorie: 'DND',
      exutoire: 'centre de tri, ferrailles en recyclage matière',
    },
    {
      dechet: 'Plâtre issu des démolitions',
      categorie: 'DND',
      exutoire: 'benne dédiée vers la filière de recyclage du plâtre',
      when: /demol|rehabilit|renov|cloison/,
    },
    {
      dechet: 'Laitances et eaux de lavage des toupies',
      categorie: 'DND',
      exutoire: 'bac de décantation, aucun rejet au réseau',
    },
  ],
  autocontroles: [
    {
      point: 'Implantation et niveaux',
      moment: 'avant fouilles et à chaque niveau',
      preuve: 'fiche d’autocontrôle signée du chef de chantier',
    },
    {
      point: 'Ferraillage (sections, enrobages, recouvrements)',
      moment: 'avant chaque coulage (point d’arrêt)',
      preuve: 'fiche de contrôle, photos, visa du BET si demandé',
    },
    {
      point: 'Béton livré (bon de livraison, classe, consistance)',
      moment: 'à chaque livraison',
      preuve: 'bons de livraison, éprouvettes si exigées par le CCTP',
    },
    {
      point: 'Aplomb, planéité et alignement des maçonneries',
      moment: 'en cours d’élévation',
      preuve: 'relevés sur fiche d’autocontrôle',
    },
    {
      point: 'Fond de fouille',
      moment: 'avant bétonnage des fondations (point d’arrêt)',
      preuve: 'PV de réception du fond de fouille',
      when: /fondation|fouille|extension/,
    },
  ],
  phases: [
    { nom: 'Préparation, installation de chantier et implantation', part: 0.1 },
    { nom: 'Terrassements et fondations', part: 0.25 },
    { nom: 'Élévations et ouvrages en béton armé', part: 0.4 },
    { nom: 'Dallages, enduits et finitions', part: 0.15 },
    { nom: 'Réception, levée des réserves et repli', part: 0.1 },
  ],
  pointsAttention: ['les ouvrages existants contigus, à conforter avant tout percement ou terrassement à leur pied'],
  // Masonry and concrete are not equipment meant to work (no « trappes d’accès » promised).
  biennale: '',
  decennale:
    'les fondations, les murs porteurs, les planchers et tous les ouvrages qui concourent à la solidité ou au clos du bâtiment',
  entretien:
    'surveiller les fissures éventuelles au cours de la première année et maintenir les évacuations en pied de mur dégagées',
  semainesParDefaut: 12,
};

export const TERRASSIER: TradeKnowledge = {
  slug: 'terrassier',
  travaux: 'travaux de terrassement et de voirie et réseaux divers',
  ouvrage: 'les terrassements et les VRD',
  normes: [
    { ref: 'NF P 98-331', objet: 'tranchées : ouverture, remblayage et réfection' },
    { ref: 'Fascicule 2 du CCTG', objet: 'terrassements généraux' },
    {
      ref: 'Guide GTR (SETRA-LCPC)',
      objet: 'classification des sols et conditions de réutilisation en remblai et couche de forme',
    },
    {
      ref: 'Fascicule 70 du CCTG',
      objet: 'ouvrages d’assainissement (canalisations et regards)',
      when: /assainissement|reseau(?!x? (?:routiers?|viaires?|de voirie|cyclables?|divers))|canalisation|eaux pluviales|eaux usees/,
    },
    { ref: 'NF P 94-500', objet: 'missions géotechniques (lecture de l’étude de sol)' },
    {
      ref: 'Réglementation DT-DICT (guide d’application)',
      objet: 'travaux à proximité des réseaux, articles R554-1 et suivants du code de l’environnement',
    },
  ],
  specificites: [
    {
      // « Réalisation de travaux de VRD pour l’extension du port de Port-La Nouvelle » (round 26: nothing of the port)
      when: /\bports? (?:de (?!charges?\b)|d'|du |maritimes?|de commerce|de peche|de plaisance)|portuaires?|terre-?pleins?/,
      sujet: 'travaux dans un port',
      texte:
        'Dans un port, le chantier se tient dans une enceinte exploitée : accès, circulation et horaires suivent le règlement de police du port et les consignes de son exploitant, et l’emprise est séparée des quais et des terre-pleins en service. Les terre-pleins portent des charges lourdes (engins de manutention, stockages) : remblais de la nature et du compactage que fixe le CCTP, portance contrôlée à la plaque couche par couche, structure dimensionnée pour ces charges. Le milieu marin fixe les classes d’exposition des bétons (XS, NF EN 206/CN) et impose des regards, grilles et pièces métalliques protégés de la corrosion ; le vent est surveillé pour les levages et les poussières, et aucune laitance, aucun hydrocarbure ni aucune fine ne rejoint le plan d’eau (ravitaillement sur aire étanche, kits anti-pollution, filtration aux exutoires provisoires).',
      risques: [
        {
          risque: 'Chute à l’eau depuis un quai',
          mesure:
            'emprise balisée à distance du bord à quai, gilet de sauvetage pour tout travail en bord de quai, bouée et perche à portée, jamais de travail isolé au bord',
        },
      ],
      autocontroles: [
        {
          point: 'Portance des couches de remblai des terre-pleins',
          moment: 'à chaque couche, avant la suivante (point d’arrêt)',
          preuve: 'essais à la plaque (EV2, EV2/EV1)',
        },
      ],
    },
    REPRISE_APRES_DEFAILLANCE,
    {
      // « Réhabilitation des infrastructures de soutien technique des véhicules blindés » (round 29: a road default)
      when: /vehicules? blindes?|engins? (?:militaires? )?chenilles?|aires? de lavage (?:des |d'|de )?(?:vehicules|engins)/,
      sujet: 'aires des véhicules lourds et blindés',
      texte:
        'Les voies et aires des véhicules blindés et des engins lourds portent des charges qu’une chaussée courante ne supporte pas : leur structure (béton armé ou chaussée renforcée) est celle que le CCTP dimensionne pour ces charges et ce trafic, sur une plateforme contrôlée à la plaque avant toute couche, avec joints et bordures protégés de l’arrachement par les chenilles et les roues en braquage. Lorsque le CCTP prévoit des aires de lavage ou d’entretien, leurs eaux passent par un débourbeur-séparateur d’hydrocarbures conforme à la NF EN 858, posé de niveau, mis en eau et contrôlé avant la réception, sa notice d’entretien (vidanges, curages) remise avec le DOE.',
    },
    {
      // « Travaux d'entretien, travaux préparatoires et travaux divers » of an agglomeration (round 30: nothing on the
      // asphalt cut or planed, its asbestos and its tar)
      when: /\bentretien\b|refection|rabot|reprises? (?:de |des )?(?:la )?(?:chaussees?|voiries?|enrobes?|trottoirs?)|reparations? (?:de |des )?(?:la )?(?:chaussees?|voiries?)|nids? de poule/,
      sujet: 'enrobés existants',
      texte:
        'Avant toute découpe, tout rabotage ou toute démolition d’un revêtement existant, les enrobés sont analysés par carottage (recherche d’amiante et de HAP), à la charge du maître d’ouvrage comme donneur d’ordre : leurs résultats fixent le mode opératoire et la filière des déblais — recyclage en centrale d’enrobage des enrobés sains, installation autorisée, sous bordereau, pour ceux qui contiennent de l’amiante ou des HAP au-delà des seuils. Les découpes sont faites à la scie à eau, au droit de joints francs, et les reprises de chaussée reconstituent la structure existante couche par couche avant l’enrobé de surface, joints scellés à l’émulsion.',
      autocontroles: [
        {
          point: 'Analyse amiante et HAP des enrobés à découper ou à raboter',
          moment: 'avant toute découpe ou tout rabotage (point d’arrêt)',
          preuve: 'rapports d’analyse des carottages, filière des déblais arrêtée',
        },
      ],
    },
    {
      // « LOT 1 : VRD - Espaces verts » (round 29: the lot's green spaces never treated in a VRD response)
      when: /espaces? verts|engazonnements?|\bgazons?\b|plantations? (?:d'arbres|d'arbustes|paysageres)/,
      sujet: 'espaces verts',
      texte:
        'Les espaces verts suivent le fascicule 35 du CCTG et viennent en fin de chantier, une fois réseaux, bordures et chaussées achevés, pour qu’aucun engin ne roule sur les terres régalées. La terre végétale, réemployée du décapage ou d’apport analysé, est régalée sans compactage sur un fond décompacté, aux épaisseurs du CCTP ; les gazons sont semés sur un lit fin préparé, les végétaux contrôlés à la livraison et plantés en saison, hors gel et hors sécheresse, avec tuteurage, paillage et arrosage de plantation. Arrosages, tontes de reprise et remplacement des sujets morts se poursuivent jusqu’à la fin de la garantie de reprise fixée au CCTP.',
      materiaux: [
        'Terre végétale d’apport conforme au CCTP (texture, matière organique, absence de débris), analyse fournie avant livraison',
        'Semences de gazon et végétaux de la force prévue au CCTP, tuteurs, liens et paillage',
      ],
      autocontroles: [
        {
          point: 'Épaisseur et qualité de la terre végétale des espaces verts',
          moment: 'au régalage, avant semis et plantations',
          preuve: 'analyse de la terre d’apport, bons de livraison, sondages d’épaisseur',
        },
        {
          point: 'Levée du gazon et reprise des végétaux',
          moment: 'à la fin de la garantie de reprise',
          preuve: 'constat contradictoire, sujets non repris remplacés',
        },
      ],
      // (a phase and a step of their own, after the roads and networks — round 30: none in the plan)
      etape: {
        titre: 'Espaces verts',
        detail:
          'terre végétale régalée sans compactage sur un fond décompacté, gazons semés et végétaux plantés en saison, tuteurage, paillage et arrosages jusqu’à la garantie de reprise',
      },
      phase: { nom: 'Espaces verts et plantations', part: 0.15 },
    },
    {
      when: /voirie|chaussee|enrobe|parking|stationnement/,
      sujet: 'structures de chaussée',
      texte:
        'Les structures de chaussée sont mises en œuvre couche par couche : arase et couche de forme compactées puis contrôlées à la plaque (EV2 et rapport EV2/EV1 conformes au CCTP), couche de fondation en grave non traitée, puis couche de roulement en enrobé appliquée au finisseur sur support propre et sec, après couche d’accrochage.',
    },
    {
      when: /assainissement|eaux pluviales|eaux usees|canalisation|reseau(?!x? (?:routiers?|viaires?|de voirie|cyclables?|divers))/,
      sujet: 'réseaux d’assainissement',
      texte:
        'Les canalisations sont posées sur lit de pose en matériau granulaire, calées au laser de pente, enrobées puis remblayées par couches compactées selon le fascicule 70 ; les réseaux font l’objet d’essais d’étanchéité et d’une inspection télévisée avant réception.',
    },
    {
      when: /demoli|deconstruction/,
      sujet: 'démolitions',
      texte:
        'La démolition est précédée du repérage des matériaux et déchets (diagnostic PEMD) et de la neutralisation des réseaux ; la déconstruction est sélective pour séparer les inertes, les métaux et les déchets non dangereux dès la source.',
    },
    {
      when: /pollu|sols? pollue/,
      sujet: 'terres polluées',
      texte:
        'Les terres suspectes sont isolées, caractérisées par analyses et orientées selon les résultats (ISDI, ISDND ou biocentre) avec bordereau de suivi ; aucune terre n’est évacuée avant connaissance de son exutoire.',
    },
  ],
  etapes: [
    {
      titre: 'Déclarations et repérage des réseaux',
      detail: 'DICT, marquage-piquetage des réseaux existants, investigations complémentaires si nécessaire',
    },
    { titre: 'Implantation', detail: 'implantation par géomètre ou au GPS, piquetage des emprises et des niveaux' },
    {
      titre: 'Décapage et terrassements',
      detail:
        'décapage de la terre végétale stockée pour réemploi, déblais et remblais par couches compactées selon le GTR',
    },
    {
      titre: 'Tranchées et réseaux',
      detail: 'tranchées blindées au-delà de 1,30 m, lit de pose, canalisations et regards, grillage avertisseur',
      when: /reseau|tranchee|assainissement|canalisation|eau|vrd/,
    },
    // (the plan's « réseaux et tranchées » phase has its step when the object names no network — round 30, Cannes)
    {
      titre: 'Tranchées et réseaux',
      detail:
        'tranchées et réseaux prévus au CCTP, blindées au-delà de 1,30 m, lit de pose, canalisations et regards, grillage avertisseur',
      unless: /reseau|tranchee|assainissement|canalisation|eau|vrd/,
    },
    {
      titre: 'Couche de forme et structure',
      detail: 'couche de forme, grave et contrôles de portance à la plaque',
      when: /voirie|chaussee|parking|plateforme|forme/,
    },
    {
      titre: 'Revêtements et bordures',
      detail: 'bordures et caniveaux posés au cordeau, enrobés ou revêtements, marquage',
      when: /voirie|chaussee|enrobe|parking|trottoir|bordure/,
    },
    // Every phase of the plan has its steps: the surfaces the object does not name are those of the CCTP.
    {
      titre: 'Structures et revêtements',
      detail: 'structures et revêtements des surfaces prévus au CCTP, compactés et réglés aux niveaux du projet',
      unless: /voirie|chaussee|enrobe|parking|trottoir|bordure|plateforme|forme/,
    },
    { titre: 'Remise en état', detail: 'régalage de la terre végétale, nettoyage des voies, repli' },
  ],
  materiel: [
    { nom: 'pelle hydraulique adaptée à l’emprise (mini-pelle ou pelle sur chenilles)', match: /pelle/ },
    { nom: 'chargeuse pour les mouvements de terres', match: /chargeuse/ },
    { nom: 'camions ou tombereaux pour le transport des terres', match: /camion|tombereau|dumper/ },
    { nom: 'compacteur (rouleau vibrant, plaque vibrante)', match: /compact|rouleau|plaque vibrante/ },
    { nom: 'blindages de tranchée', match: /blindage/, when: /tranchee|reseau|assainissement|canalisation/ },
    // (a rotating laser sets the slopes: « laser de pente » is its use, not another tool)
    { nom: 'laser (rotatif, de pente) et niveau de chantier', match: /laser|niveau|gps/ },
    { nom: 'détecteur de réseaux', match: /detecteur|localisat/ },
  ],
  materiaux: [
    'graves et matériaux de carrière ou recyclés conformes au GTR',
    'canalisations PVC CR8/CR16 ou fonte selon le CCTP',
    'regards et tampons de classe adaptée à la circulation (NF EN 124)',
    'enrobés à chaud ou tièdes',
  ],
  habilitations: ['conduite d’engins (CACES R482)', 'autorisation d’intervention à proximité des réseaux (AIPR)'],
  risques: [
    {
      risque: 'Accrochage d’un réseau enterré',
      mesure:
        'DT-DICT, marquage-piquetage, terrassement manuel ou par aspiration aux abords des réseaux sensibles, personnel titulaire de l’AIPR',
    },
    {
      risque: 'Ensevelissement en tranchée',
      mesure: 'blindage ou talutage dès 1,30 m, déblais à plus de 40 cm du bord, accès par échelle',
    },
    {
      risque: 'Collision engin-piéton',
      mesure: 'balisage de la zone d’évolution, avertisseur de recul, homme-trafic lors des manœuvres',
    },
    {
      risque: 'Circulation routière aux abords',
      mesure:
        'signalisation temporaire conforme, arrêté de circulation ou accord du gestionnaire des voies obtenu avant travaux',
      when: /voirie|chaussee|route|\brues?\b|circulation/,
    },
  ],
  dechets: [
    {
      dechet: 'Terres et matériaux inertes excédentaires',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site en priorité, sinon plateforme de valorisation ou ISDI',
    },
    {
      dechet: 'Enrobés rabotés',
      categorie: 'Inertes',
      exutoire: 'centrale d’enrobage pour recyclage (agrégats d’enrobés)',
      // (a road-maintenance framework cuts and planes old asphalt — round 30, Cannes)
      when: /enrobe|voirie|chaussee|\bentretien\b|refection|rabot/,
      // A new road or car park planes nothing.
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Anciennes canalisations, ferrailles',
      categorie: 'DND',
      exutoire: 'recyclage matière',
      when: /reseau|canalisation|assainissement/,
      // A new network or its extension removes no old pipe.
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Enrobés ou terres contenant de l’amiante ou des HAP',
      categorie: 'DD',
      exutoire: 'ISDD ou filière agréée, bordereau BSDA ou BSD sur Trackdéchets',
      when: /amiante|\bhap\b|pollu/,
    },
  ],
  autocontroles: [
    { point: 'Implantation et altimétrie', moment: 'avant terrassement', preuve: 'relevé topographique' },
    {
      point: 'Compactage des remblais et couches de forme',
      moment: 'par couche (point d’arrêt avant couche suivante)',
      preuve: 'essais à la plaque ou au pénétromètre, PV d’essais',
    },
    {
      point: 'Pente et fil d’eau des canalisations',
      moment: 'à la pose',
      preuve: 'relevés laser sur fiche d’autocontrôle',
      when: /reseau|canalisation|assainissement/,
    },
    {
      point: 'Étanchéité des réseaux',
      moment: 'avant remblaiement définitif',
      preuve: 'PV d’essais et rapport d’inspection télévisée',
      when: /reseau|canalisation|assainissement/,
    },
    {
      point: 'Épaisseur et température des enrobés',
      moment: 'à la mise en œuvre',
      preuve: 'bons de livraison, relevés de température',
      when: /enrobe|voirie|chaussee/,
    },
  ],
  phases: [
    { nom: 'Préparation, DICT et implantation', part: 0.1 },
    { nom: 'Décapage et terrassements généraux', part: 0.3 },
    { nom: 'Réseaux et tranchées', part: 0.3 },
    { nom: 'Structures, revêtements et finitions', part: 0.2 },
    { nom: 'Remise en état, récolement et réception', part: 0.1 },
  ],
  pointsAttention: [
    'la nature des sols et la présence d’eau (étude géotechnique, période de l’année)',
    'les réseaux existants signalés par les réponses aux DICT',
    'l’équilibre déblais-remblais et les possibilités de réemploi sur place',
  ],
  biennale: 'les équipements dissociables (tampons, grilles, bouches à clé)',
  decennale:
    'les réseaux enterrés, les voiries et les ouvrages de soutènement qui concourent à la solidité de l’ouvrage',
  entretien:
    'curer les regards et avaloirs une fois par an et surveiller les tassements des tranchées la première année',
  semainesParDefaut: 8,
};
