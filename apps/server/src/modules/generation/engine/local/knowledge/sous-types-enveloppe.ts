import {
  COUVREUR,
  DEPOSE_COUVERTURE,
  ESSAIS_EAU_COUVERTURE,
  MATERIAU_COUVERTURE,
  PORTEUR_ACIER,
  PORTEUR_BOIS,
  PORTEUR_INCONNU,
  PORTEUR_MACONNERIE,
  REFECTION_ETANCHEITE,
} from './enveloppe.ts';
import { cleNommee, HORS_MODELE_SANS_TYPE, MOTS_DU_METIER } from './generique.ts';
import { BONS_DE_COMMANDE_COURANTS, NEUF_SEUL } from './sous-types-common.ts';
import type { Norme, SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

const ERP_FACADE =
  /gymnase|ecole|college|lycee|creche|salle|piscine|mairie|mediatheque|bibliotheque|conservatoire|musee|hopital|ehpad|equipements? (sportif|public)|\berp\b/;

/** An existing cladding is removed (its old plates may be asbestos-cement). */
const DEPOSE_BARDAGE = /rehabilitation|renovation|remplacement|refection|depose/;

/**
 * A small new outdoor structure (bike shelter, carport, kiosk, pergola): no roof frame on masonry,
 * no attic; footings and anchors, snow and wind of the site, exposed wood (`HORS_MODELE`).
 */
const ABRI =
  /\babris? (deux[- ]roues|2 roues|(a |pour )?(velos?|cycles?|vehicules?|voitures?|bus|poubelles?|conteneurs?|containers?|bois)|de jardin|couverts?)|\bcarports?\b|\bkiosques?\b|\bpergolas?\b|\bauvents?\b/;

const ABRI_EXTERIEUR: SousType = {
  key: 'abri',
  label: 'construction d’un abri extérieur (fondations, ossature et couverture)',
  when: ABRI,
  horsModele: true,
  travaux: 'travaux de construction d’un abri',
  ouvrage: 'l’abri',
  sansNormes: /^NF DTU 31\.2$|^NF DTU 31\.3$/,
  normes: [
    {
      ref: 'NF EN 1991-1-3 et NF EN 1991-1-4 (Eurocode 1)',
      objet:
        'charges de neige et de vent, selon la zone de neige et l’altitude du site et la région de vent, qui dimensionnent la structure et ses ancrages',
    },
    {
      ref: 'NF EN 335',
      objet: 'classes d’emploi du bois : classe 3 pour les bois exposés, classe 4 au contact du sol',
    },
    {
      ref: 'NF DTU 13.1',
      objet: 'fondations superficielles (plots ou massifs), lorsqu’elles sont à la charge de notre lot',
    },
    {
      ref: 'NF DTU 40.35 ou Avis technique du procédé',
      objet:
        'couverture de l’abri en bacs acier (NF DTU 40.35) ou en plaques de polycarbonate posées selon l’Avis technique ou les prescriptions du fabricant, comme le CCTP le prévoit',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'petite structure extérieure',
      texte:
        'Un abri est une structure légère mais exposée : le bois des poteaux, pannes et chevrons est de classe d’emploi 3 au moins, 4 pour les pièces au contact du sol ou qui retiennent l’eau, et les pieds de poteaux sont tenus hors d’eau par des platines métalliques. La note de calcul prend les charges de neige et de vent selon la zone de neige et l’altitude du site (Eurocode 1) ; les ancrages sont dimensionnés au soulèvement par le vent autant qu’à la descente de charges.',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Relevés, implantation et DT-DICT',
      detail:
        'relevé de l’emprise et de ses abords, DT-DICT et repérage des réseaux enterrés du site avant toute fouille, implantation des plots',
    },
    {
      titre: 'Études d’exécution',
      detail:
        'plans d’atelier et note de calcul selon l’Eurocode 5, charges de neige et de vent du site, soumis au visa avant fabrication',
    },
    {
      titre: 'Fondations et ancrages',
      detail:
        'plots ou massifs en béton (par notre lot ou par le lot de gros œuvre, selon le CCTP), platines ou pieds de poteaux galvanisés scellés ou chevillés selon la note de calcul, niveaux réglés',
    },
    {
      titre: 'Fabrication en atelier',
      detail:
        'taille des poteaux, pannes et chevrons dans des bois de la classe d’emploi requise, assemblages et connecteurs galvanisés ou inox',
    },
    {
      titre: 'Levage et montage',
      detail:
        'montage dans une zone close, hors de la présence des usagers, poteaux réglés d’aplomb, contreventement posé au fur et à mesure',
    },
    {
      titre: 'Couverture et eaux pluviales',
      detail:
        'bacs acier ou plaques de polycarbonate selon le CCTP, closoirs et rives, gouttière et descente raccordées à l’exutoire prévu',
    },
    {
      titre: 'Finitions et repli',
      detail: 'habillages et protections des rives, nettoyage, remise en état des sols autour de l’abri',
    },
  ],
  phases: [
    { nom: 'Relevés, études d’exécution et visa', part: 0.2 },
    { nom: 'Fondations, ancrages et fabrication en atelier', part: 0.3 },
    { nom: 'Levage et montage de la structure', part: 0.2 },
    { nom: 'Couverture, eaux pluviales et finitions', part: 0.2 },
    { nom: 'Réception et repli', part: 0.1 },
  ],
  risques: [
    {
      risque: 'Levage dans l’enceinte d’un site ouvert à ses usagers',
      mesure:
        'zone de montage close et balisée, levages hors des heures d’affluence, chef de manœuvre désigné, zone interdite sous la charge',
    },
    {
      risque: 'Chute de hauteur lors de la pose de la couverture',
      mesure:
        'échafaudage roulant ou nacelle, aucune circulation sur les plaques (le polycarbonate est fragile), harnais sur point d’ancrage en complément',
    },
  ],
  sansRisques: /^Chute de hauteur lors du levage|^Chute ou balancement/,
  materiel: [
    {
      nom: 'engin de levage (chariot télescopique ou camion-grue de faible gabarit)',
      match: /telescopique|manuscopique|grue/,
    },
    { nom: 'échafaudage roulant ou nacelle pour la couverture', match: /echafaudage roulant|nacelle/ },
    { nom: 'fondations des plots : tarière ou mini-pelle', match: /pelle|tariere/ },
  ],
  sansMateriel: /camion-grue ou grue mobile|^échafaudage et protections|^nacelle élévatrice$/,
  materiaux: [
    'bois de structure classé C24 ou lamellé-collé GL24h, de classe d’emploi 3 au moins (4 au contact du sol), ou acier galvanisé pour une structure mixte, selon le CCTP',
    'platines et pieds de poteaux galvanisés, chevilles ou tiges d’ancrage selon la note de calcul',
    'bacs acier prélaqués ou plaques de polycarbonate selon le CCTP, avec closoirs, rives et fixations',
    'gouttière et descente d’eaux pluviales',
  ],
  habilitations: [
    'travail en hauteur',
    'conduite de l’engin de levage retenu (CACES de sa catégorie)',
    'élingage et guidage des charges',
  ],
  pointsAttention: [
    'l’emprise, les réseaux enterrés et la nature du sol sous les plots',
    'la zone de neige et l’altitude du site, qui fixent les charges de la note de calcul',
    'la limite de prestation des fondations (notre lot ou le lot de gros œuvre) et l’exutoire des eaux pluviales',
    'les accès de livraison et de levage dans l’enceinte du site',
  ],
  sansPointsAttention: /./,
  autocontroles: [
    {
      point: 'Implantation et niveaux des plots et des platines',
      moment: 'avant scellement',
      preuve: 'fiche d’autocontrôle et relevé',
    },
    {
      point: 'Classe d’emploi, classe de résistance et humidité des bois',
      moment: 'à la livraison',
      preuve: 'bons de livraison, certificats de traitement, relevés à l’humidimètre',
    },
    {
      point: 'Aplomb, entraxes, assemblages et contreventement',
      moment: 'avant la couverture (point d’arrêt)',
      preuve: 'fiche signée et photos',
    },
    { point: 'Serrage des ancrages et des connecteurs', moment: 'après montage', preuve: 'fiche d’autocontrôle' },
    {
      point: 'Fixations de la couverture et écoulement des eaux',
      moment: 'avant réception, essai à l’eau',
      preuve: 'fiche d’essai et photos',
    },
  ],
  dechets: [
    { dechet: 'Chutes de bois non traité', categorie: 'DND', exutoire: 'valorisation matière ou énergétique' },
    {
      dechet: 'Chutes de bois traité',
      categorie: 'DD',
      exutoire: 'filière de bois traités, bordereau sur Trackdéchets',
    },
    { dechet: 'Déblais des fouilles des plots', categorie: 'Inertes', exutoire: 'réemploi sur site ou ISDI' },
    {
      dechet: 'Chutes de bacs ou de plaques, emballages',
      categorie: 'DND',
      exutoire: 'centre de tri, métaux en recyclage',
    },
  ],
  decennale: 'la structure de l’abri, ses ancrages et sa couverture, qui concourent à sa solidité et à son étanchéité',
  biennale: '',
  entretien:
    'vérifier une fois par an les pieds de poteaux, les assemblages et les fixations de la couverture, nettoyer la gouttière et renouveler la finition des bois exposés selon leur vieillissement',
};

/** A cladding lot: the façade is clad; with a frame named (« charpente et bardage ») it is the frame's method. */
const BARDAGE = /bardages?|vetures?|vetages?|habillages? de(s)? facades?|revetements? exterieurs? en bois/;
const BARDAGE_SAUF = /charpente|ossature bois|\bmob\b|structure bois/;

/**
 * Works on the frame of an existing building: its conversion or rehabilitation (« reconversion », « scission »,
 * « restructuration », « surélévation », « transformation », « réhabilitation », « rénovation », « restauration » —
 * not a « restauration scolaire »), or the repair of an existing structure (« reprise de désordres », « confortement »,
 * « renforcement de la charpente »). Not a cladding lot nor a new shelter (their own kinds).
 */
const CONVERSION =
  /reconversion|rehabilitation|restructuration|scission|surelevation|transformation|changements? (d'usage|de destination)|renovation|\brestaur(ation|er)\b(?! (scolaire|collective|municipale|du personnel))/;
const REPRISE_STRUCTURE =
  /(reprises?|refections?|reparations?) (de |des |du )?(la |l')?(desordres?|charpentes?|structures?|preaux|pannes|fermes|solivages?)|desordres? (structur|de (la )?charpente)|confortement|renforcements? (de |des |du )?(la |l')?(charpentes?|structures?|planchers?)/;
/** A lift shaft, cage or structure named by the object (« structure métallique de la gaine d’ascenseur »). */
const GAINE_ASCENSEUR =
  /(?:gaines?|cages?|structures?|pylones?|tremies?|trémies?|habillages?) (?:metalliques? |vitree?s? |en (?:bois|acier|beton) )?(?:d'|de l'|des |du |de |pour (?:l'|les |un |une |le ))(?:ascenseurs?|monte-charges?|elevateurs?)/;
/** A steel frame named by the object (« charpente métallique », « structure acier », « portiques métalliques »). */
const METALLIQUE =
  /charpentes? metalliques?|structures? (metalliques?|en acier|acier)|ossatures? metalliques?|charpentes? (en )?acier|portiques? (metalliques?|en acier|acier)|hangars? metalliques?|batiments? metalliques?/;
/** A photovoltaic roof or modules named by the object. */
const PV_OBJET = /photovolta|panneaux? solaires?(?! thermiques)|modules? solaires?|centrales? solaires?/;
/** Timber named too (« charpente bois et métallique », lamellé-collé): the timber method stays, with NF EN 1090. */
const BOIS_NOMME = /\bbois\b|lamelle|\bmixte\b/;
/**
 * A walkway of a hangar, a quay or a port (« réhabilitation de la coursive du hangar 18 »): most likely steel
 * (or concrete) in salt air, not a timber roof — diagnosis of corrosion and sections, NF EN 1090-2, protection
 * for the corrosivity category (NF EN ISO 12944, C5 or CX by the sea; NF EN ISO 1461), guard-rails to
 * NF P01-012, slip-resistant decking, the area below closed; the material is said to be assumed when the
 * notice does not name it.
 */
const OUVRAGE_DE_CIRCULATION =
  /coursives?|passerelles?|galeries? (de circulation|techniques?|d'acces|exterieures?)|estacades?/;
const SITE_PORTUAIRE =
  /hangars?|\bquais?\b|\bports?\b|portuaires?|maritimes?|\bterminal\b|\bterminaux\b|\bdocks?\b|\bdarses?\b|appontements?|\bmoles?\b/;
/** Timber named keeps the timber method. */
const COURSIVE_PORTUAIRE = new RegExp(
  `^(?![\\s\\S]*(?:\\bbois\\b|lamelle))(?=[\\s\\S]*(?:${OUVRAGE_DE_CIRCULATION.source}))(?=[\\s\\S]*(?:${SITE_PORTUAIRE.source}))`,
);
/** Not the timber frame's existing-works method: a shelter, a cladding lot, a steel frame without timber. */
const SUR_EXISTANT_SAUF = new RegExp(
  `${ABRI.source}|${COURSIVE_PORTUAIRE.source}|^(?![\\s\\S]*(?:${BARDAGE_SAUF.source}))[\\s\\S]*(?:${BARDAGE.source})|^(?=[\\s\\S]*(?:${METALLIQUE.source}))(?![\\s\\S]*(?:${BOIS_NOMME.source}))`,
);
/** New works beside the existing frame (a surélévation, an extension): made from the survey, then lifted. */
const OUVRAGES_NEUFS = /surelevation|extension|construction d|creation d'(un|une) (niveau|etage|charpente|toiture)/;
/** The conversion changes the building (new use, openings, partitions): the frame is adapted. */
const ADAPTATION =
  /reconversion|restructuration|scission|surelevation|transformation|changements? (d'usage|de destination)|tremies?|ouvertures?|lucarnes?|verrieres?/;

const ETAPES_SUR_EXISTANT = [
  {
    titre: 'Diagnostic de la charpente existante',
    detail:
      'relevé de la géométrie, des sections, des assemblages et des appuis ; chaque pièce sondée (poinçon, résistographe si besoin) et son humidité mesurée ; recherche des insectes xylophages et des champignons (mérule notamment) ; diagnostic complété par un spécialiste du bois ou un bureau d’études structure quand l’état relevé le demande ; rapport remis au maître d’œuvre',
  },
  {
    titre: 'Vérifications et plans d’exécution',
    detail:
      'vérification selon l’Eurocode 5 (NF EN 1995-1-1) des pièces conservées et renforcées, sur les sections réelles relevées et les charges de l’usage prévu ; plans des renforcements, remplacements et modifications soumis au visa avant toute intervention',
  },
  {
    titre: 'Étaiement provisoire et protections',
    detail:
      'étaiement des pièces concernées avant toute dépose ou ouverture, charges descendues jusqu’à un appui vérifié, étais maintenus jusqu’à la reprise complète des efforts ; protections des locaux et des ouvrages sous la zone de travail, bâchage des parties découvertes',
  },
  {
    titre: 'Renforcements et remplacements',
    detail:
      'moisage ou doublage des pièces affaiblies, greffes et entures sur les abouts dégradés, remplacement des pièces irrécupérables par des bois de section et de classe de résistance justifiées, assemblages et connecteurs selon la note de calcul',
  },
  {
    titre: 'Modifications de la charpente',
    detail:
      'celles que prévoient les plans du projet une fois visés (chevêtres et trémies des nouvelles ouvertures, reports de charges au droit des murs ou cloisons créés), chaque coupe faite sous étaiement',
    when: ADAPTATION,
  },
  {
    titre: 'Ouvrages neufs',
    detail:
      'charpente de l’extension ou de la surélévation taillée d’après les relevés de l’existant et les plans visés, levée avec les moyens décrits ci-dessous et raccordée à la charpente conservée par des assemblages justifiés',
    when: OUVRAGES_NEUFS,
  },
  {
    titre: 'Amenée et levage des pièces',
    detail:
      'pièces amenées et levées par des moyens adaptés au bâtiment et à ses abords (treuil, palan, monte-matériaux, petit engin de levage) ; un camion-grue n’est employé que si l’emprise et l’autorisation d’occupation de la voie publique le permettent',
  },
  {
    titre: 'Traitement des bois',
    detail:
      'traitement préventif des bois d’apport selon leur classe d’emploi (FD P 20-651), traitement curatif des bois conservés là où le diagnostic le demande, par injection et pulvérisation de produits certifiés CTB-P+',
  },
  {
    titre: 'Contrôles et dépose des étais',
    detail:
      'contrôle des assemblages et du serrage avant la dépose des étais, relevé des flèches après mise en charge, DOE avec le rapport de diagnostic, les plans et les notes de calcul de l’exécuté',
  },
];

/** Both variants of the works on an existing frame; `label` and `travaux` tell a conversion from a repair. */
const SUR_EXISTANT: Omit<SousType, 'key' | 'label' | 'when' | 'travaux'> = {
  ouvrage: 'les ouvrages de charpente',
  unless: SUR_EXISTANT_SAUF,
  normes: [
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet: 'repérage de l’amiante avant travaux, fourni par le maître d’ouvrage et lu avant toute dépose',
    },
  ],
  sansNormes: /^NF DTU 31\.3$/,
  specificites: [
    {
      when: /./,
      sujet: 'charpente existante, diagnostiquée avant toute intervention',
      texte:
        'Sur un bâtiment existant, la charpente n’est pas taillée puis levée d’un bloc : elle est d’abord diagnostiquée. Le relevé donne les sections réelles, l’état des assemblages et des appuis, l’humidité des bois et les attaques d’insectes ou de champignons ; ce diagnostic fixe ce qui est conservé, renforcé (moisage, doublage, greffes) ou remplacé, et les pièces conservées sont vérifiées selon l’Eurocode 5 pour les charges de l’usage prévu. Ce qui dépend du diagnostic est dit comme tel : notre offre suit les quantités du dossier de consultation, et tout écart que le diagnostic révèle (pièces à remplacer en plus, traitement curatif étendu) est présenté au maître d’œuvre, chiffré, avant d’être exécuté.',
    },
    {
      when: ADAPTATION,
      sujet: 'transformation d’un bâtiment existant',
      texte:
        'La transformation d’un bâtiment change ses charges et sa distribution : si le projet crée des ouvertures, des trémies ou des murs et cloisons sous la charpente, les chevêtres et reports de charges sont dessinés sur les relevés, vérifiés et visés avant toute coupe, et aucune pièce porteuse n’est coupée avant que son étaiement soit en place. Si le projet sépare le bâtiment en plusieurs parties, la charpente est adaptée au droit de chaque séparation selon les exigences que fixe le CCTP (recoupement, traversées).',
    },
    {
      when: /desordres?|confortement/,
      sujet: 'désordres structurels, qualifiés avant leur reprise',
      texte:
        'Les désordres sont qualifiés avant d’être repris : flèches et déversements relevés, assemblages ouverts ou desserrés, pieds de poteaux et appuis inspectés, causes recherchées (infiltration, surcharge, attaque biologique, appui dégradé). La reprise — renforcement, remplacement de pièces, reprise des assemblages et des ancrages — est dimensionnée d’après ce diagnostic, et la cause est supprimée avant la remise en service de l’ouvrage.',
    },
    {
      when: /deux preaux/,
      sujet: 'deux préaux, traités l’un après l’autre',
      texte:
        'Les deux préaux sont traités l’un après l’autre : celui qui est en travaux est fermé aux élèves et étayé, l’autre reste à leur disposition ; l’ordre et les dates sont arrêtés avec l’établissement, et les manutentions ont lieu hors des récréations ainsi que des entrées et sorties des élèves.',
    },
  ],
  sansSpecificites: /^bois lamellé-collé$|^ossature bois$/,
  etapes: ETAPES_SUR_EXISTANT,
  phases: [
    { nom: 'Diagnostic sur site, vérifications et plans', part: 0.2 },
    { nom: 'Étaiement et protections', part: 0.1 },
    { nom: 'Renforcements, remplacements et modifications', part: 0.45 },
    { nom: 'Traitement des bois', part: 0.1 },
    { nom: 'Contrôles, dépose des étais, réception et repli', part: 0.15 },
  ],
  materiel: [
    {
      nom: 'humidimètre, poinçon et résistographe pour le diagnostic',
      match: /humidimetre|resistographe|poincon/,
    },
    { nom: 'étais et matériel d’étaiement', match: /etai/ },
    {
      nom: 'treuil, palan ou monte-matériaux pour l’amenée des pièces',
      match: /treuil|palan|monte-materiaux|monte-charge/,
    },
    { nom: 'matériel d’injection et de pulvérisation des produits de traitement', match: /injection|pulveris/ },
  ],
  sansMateriel: /atelier de taille|camion-grue/,
  materiaux: [
    'bois d’apport de section et de classe de résistance justifiées par la note de calcul (C24 au minimum), de même essence que l’existant quand le CCTP le demande, marqués CE selon la NF EN 14081',
    'connecteurs, ferrures et boulonnerie marqués CE',
    'produits de traitement préventif et curatif certifiés CTB-P+',
    'bois issus de forêts gérées durablement (PEFC ou FSC)',
  ],
  habilitations: [
    'travail en hauteur',
    'élingage et guidage des charges',
    'application des produits de traitement selon leur fiche de données de sécurité',
  ],
  risques: [
    {
      risque: 'Effondrement lors d’une dépose ou d’un renforcement',
      mesure:
        'étaiement posé selon les plans avant toute coupe, dépose pièce par pièce, jamais deux pièces porteuses libérées ensemble',
    },
    {
      risque: 'Chute de hauteur dans les combles et aux trémies',
      mesure:
        'circulation sur platelage ou planchers vérifiés, garde-corps ou filets aux trémies, échafaudage ou nacelle pour les travaux en tête',
    },
    {
      risque: 'Exposition aux produits de traitement, aux poussières de bois et aux moisissures',
      mesure:
        'produits appliqués selon leur fiche de données de sécurité, locaux ventilés et fermés aux autres intervenants pendant l’application et le séchage, aspiration à la source, masques et gants',
    },
    {
      risque: 'Amiante ou plomb dans les matériaux existants',
      mesure:
        'repérage avant travaux lu avant toute intervention ; une intervention sur un matériau amianté suit un mode opératoire de sous-section 4 par du personnel formé, un retrait relève d’une entreprise certifiée pour la sous-section 3',
    },
  ],
  sansRisques: /levage|balancement|Instabilité|atelier/,
  pointsAttention: [
    'l’état réel de la charpente existante (sections, assemblages, humidité, insectes ou champignons), qui fixe l’étendue des renforcements',
    'les appuis et maçonneries porteuses de la charpente conservée',
    'les accès et l’emprise disponibles pour amener et lever les pièces (abords du bâtiment, voie publique)',
  ],
  sansPointsAttention: /./,
  autocontroles: [
    {
      point: 'Rapport de diagnostic (sections, humidité, attaques biologiques, assemblages)',
      moment: 'avant les vérifications et les plans (point d’arrêt)',
      preuve: 'rapport remis au maître d’œuvre',
    },
    {
      point: 'Étaiement en place conforme aux plans',
      moment: 'avant toute dépose ou coupe (point d’arrêt)',
      preuve: 'fiche signée et photos',
    },
    {
      point: 'Sections, classe de résistance et humidité des bois d’apport',
      moment: 'réception des bois',
      preuve: 'bons de livraison, certificats et relevés à l’humidimètre',
    },
    {
      point: 'Renforcements, assemblages et connecteurs conformes aux plans visés',
      moment: 'avant la dépose des étais (point d’arrêt)',
      preuve: 'fiche signée et photos',
    },
    {
      point: 'Traitement appliqué (produit, dose, zones traitées)',
      moment: 'après traitement',
      preuve: 'fiche de traitement et certificat du produit',
    },
  ],
  dechets: [
    {
      dechet: 'Bois déposés traités ou peints',
      categorie: 'DD',
      exutoire: 'filière de bois traités, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Bois infestés par des insectes ou des champignons',
      categorie: 'DD',
      exutoire:
        'si le diagnostic en trouve : contenants fermés, incinération, déclaration en mairie en zone délimitée par arrêté',
    },
    { dechet: 'Chutes de bois non traité', categorie: 'DND', exutoire: 'valorisation matière ou énergétique' },
    { dechet: 'Ferrures et connecteurs déposés', categorie: 'DND', exutoire: 'ferrailleur pour recyclage matière' },
    { dechet: 'Emballages et films de protection', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  decennale:
    'les ouvrages de charpente renforcés, remplacés ou créés par notre lot, qui concourent à la solidité de l’ouvrage',
  entretien:
    'maintenir la ventilation des combles, surveiller chaque année les zones traitées, les appuis et les pieds de pièces, et signaler toute trace d’humidité, de vermoulure ou de champignon',
};

/**
 * A frame on an existing building (conversion, rehabilitation) or the repair of an existing structure: the
 * existing frame is surveyed and diagnosed before it is reinforced, modified or replaced — no new frame cut in a
 * workshop and lifted by crane. A repair alone (« reprise de désordres ») is said as such.
 */
const CHARPENTE_SUR_EXISTANT: SousType[] = [
  {
    ...SUR_EXISTANT,
    key: 'charpente_existante',
    label: 'charpente sur bâtiment existant',
    when: CONVERSION,
    travaux: 'travaux de charpente sur bâtiment existant',
  },
  {
    ...SUR_EXISTANT,
    key: 'reprise_structure',
    label: 'reprise de structure après diagnostic',
    when: REPRISE_STRUCTURE,
    unless: new RegExp(`${SUR_EXISTANT_SAUF.source}|${CONVERSION.source}`),
    travaux: 'travaux de reprise de structure',
    // A repair modifies nothing: its works phase is the repair itself.
    phases: (SUR_EXISTANT.phases ?? []).map((p) =>
      /modifications/.test(p.nom) ? { ...p, nom: 'Reprise par renforcement ou remplacement des pièces' } : p,
    ),
  },
  {
    // Modules laid on an existing roof (« pose de panneaux photovoltaïques sur la toiture du gymnase »): the frame
    // is surveyed and checked for their weight and uplift, reinforced where needed — no new frame cut and lifted.
    ...SUR_EXISTANT,
    key: 'charpente_existante',
    label: 'charpente sur bâtiment existant',
    when: new RegExp(
      `^(?=[\\s\\S]*(?:${PV_OBJET.source}))(?![\\s\\S]*(?:${METALLIQUE.source}|construction|creation|realisation|conception|extension|\\bneu(?:f|ve)s?\\b))`,
    ),
    unless: new RegExp(`${SUR_EXISTANT_SAUF.source}|${CONVERSION.source}|${REPRISE_STRUCTURE.source}`),
    travaux: 'travaux de charpente sous une installation photovoltaïque',
    phases: (SUR_EXISTANT.phases ?? []).map((p) =>
      /modifications/.test(p.nom) ? { ...p, nom: 'Renforcements et remplacements des pièces' } : p,
    ),
  },
];

/** An existing steel frame (rehabilitation, reinforcement, repair): surveyed before it is touched. */
const METAL_EXISTANT =
  /rehabilit|renov|restructur|reprise|refection|reparation|renforcement|confortement|remplacement|depose|existant|mise en conformite|mise aux normes/;
/** A building that receives the public: its frame's fire stability and its PV under the fire rules. */
const ERP_CHARPENTE =
  /\berp\b|etablissements? recevant du public|equipements? (sportifs?|culturels?|publics?|socio)|gymnase|salle|ecole|groupe scolaire|college|lycee|creche|mairie|mediatheque|bibliotheque|piscine|stade|tribune|arenes?|halle|marche couvert|complexe/;

/**
 * A steel frame (« couverture photovoltaïque sur charpente métallique », « construction d’un hangar à structure
 * métallique »): Eurocode 3, execution class of NF EN 1090-2, CE marking to NF EN 1090-1, galvanising or paint
 * system to the corrosivity category, bolts tightened under control, a lifting plan — none of the timber
 * method (C24, NF DTU 31.1, Eurocode 5, moisture, insects, attic ventilation).
 */
const CHARPENTE_METALLIQUE: SousType = {
  key: 'charpente_metallique',
  label: 'charpente métallique',
  when: METALLIQUE,
  surObjet: true,
  // a shelter keeps its own kind; timber named too keeps the timber method (with its NF EN 1090); a cladding
  // lot on a steel building is the cladding's
  unless: new RegExp(
    `${BOIS_NOMME.source}|${ABRI.source}|${COURSIVE_PORTUAIRE.source}|${GAINE_ASCENSEUR.source}|^(?![\\s\\S]*(?:charpente|structure|ossature|portique))(?=[\\s\\S]*(?:${BARDAGE.source}))`,
  ),
  horsModele: true,
  travaux: 'travaux de charpente métallique',
  ouvrage: 'la charpente métallique',
  normes: [
    {
      ref: 'NF EN 1993-1-1 (Eurocode 3)',
      objet: 'calcul des structures en acier, avec les actions de la NF EN 1991 (neige, vent, charges d’exploitation)',
    },
    {
      ref: 'NF EN 1090-2',
      objet:
        'exécution des structures en acier, dans la classe d’exécution que fixe le CCTP (EXC2 en général pour un bâtiment courant ou recevant du public)',
    },
    {
      ref: 'NF EN 1090-1',
      objet:
        'marquage CE des composants structuraux en acier (contrôle de la production en usine certifié, déclaration des performances)',
    },
    { ref: 'NF DTU 32.1', objet: 'travaux de charpente en acier' },
    {
      ref: 'NF EN ISO 1461 ou NF EN ISO 12944',
      objet:
        'protection anticorrosion : galvanisation à chaud, ou système de peinture choisi pour la catégorie de corrosivité du site et la durabilité visée',
    },
    {
      ref: 'NF EN 15048 et NF EN 14399',
      objet: 'boulonnerie de construction non précontrainte et, pour les assemblages précontraints, boulonnerie HR',
    },
    {
      ref: 'NF EN 1991-1-3 et NF EN 1991-1-4 (Eurocode 1)',
      objet: 'charges de neige et actions du vent, soulèvement compris, selon la zone et l’exposition du site',
    },
  ],
  sansNormes: /NF DTU 31\.|Eurocode 5|NF EN 14081|FD P 20-651|^NF EN 1090$/,
  specificites: [
    {
      when: /./,
      sujet: 'charpente métallique',
      texte:
        'La charpente est en acier : calculée selon l’Eurocode 3 (NF EN 1993-1-1) et exécutée selon la NF EN 1090-2 dans la classe d’exécution que fixe le CCTP — EXC2 en général —, ses éléments sont fabriqués et marqués CE selon la NF EN 1090-1, avec leur déclaration des performances, les certificats matière 3.1 et la qualification des soudeurs (NF EN ISO 9606-1) remis au DOE. Les assemblages sur site sont boulonnés, sans soudure hors des reprises autorisées ; la boulonnerie est serrée à la clé dynamométrique au couple prescrit, ou selon la méthode de précontrainte de la NF EN 1090-2 pour les assemblages précontraints, et chaque assemblage contrôlé est marqué. La protection anticorrosion — galvanisation à chaud selon la NF EN ISO 1461 ou système de peinture selon la NF EN ISO 12944 — est choisie pour la catégorie de corrosivité du site, et les retouches après montage sont faites avec le produit du système.',
    },
    {
      when: /./,
      sujet: 'levage et montage de la charpente métallique',
      texte:
        'Avant tout levage, les appuis livrés par le lot de gros œuvre sont réceptionnés contradictoirement : implantation et niveaux des massifs, position et dépassement des tiges d’ancrage, écarts signalés avant la livraison de l’acier. Le montage suit un plan de levage (grue ou camion-grue, capacité et stationnement vérifiés, zone interdite sous la charge, arrêt des levages au-delà de la vitesse de vent admise par l’engin) et un phasage qui assure la stabilité de la structure à chaque étape : première travée contreventée avant les suivantes, contreventements provisoires maintenus jusqu’à la pose des définitifs, calage puis scellement des platines au mortier sans retrait. Les monteurs travaillent depuis des nacelles, avec filets ou lignes de vie posés au fur et à mesure.',
    },
    {
      when: ERP_CHARPENTE,
      sujet: 'stabilité au feu de la structure d’un établissement recevant du public',
      texte:
        'L’ouvrage reçoit du public : la stabilité au feu exigée de la structure est celle que fixent la notice de sécurité et le contrôleur technique pour le type et la catégorie de l’établissement ; si elle demande une protection (peinture intumescente, flocage, surdimensionnement justifié par le calcul), le procédé et son procès-verbal sont soumis au visa avant fabrication.',
    },
    {
      when: METAL_EXISTANT,
      sujet: 'charpente métallique existante',
      texte:
        'Sur une structure existante, rien n’est déposé ni renforcé avant un diagnostic : sections réelles, corrosion et pertes d’épaisseur, état des assemblages et des pieds de poteaux, relevés et vérifiés selon l’Eurocode 3 pour les charges de l’usage prévu. Les peintures anciennes sont analysées (plomb) et le repérage amiante avant travaux est lu (flocages, joints) avant tout décapage, découpe ou soudure ; les pièces à remplacer ou à renforcer sont dessinées sur ce diagnostic et visées avant toute intervention, sous étaiement si une pièce porteuse est libérée.',
    },
  ],
  sansSpecificites: /^bois lamellé-collé$|^ossature bois$|^traitement des bois$|^restauration de charpente ancienne$/,
  etapes: [
    {
      titre: 'Diagnostic de la structure existante',
      detail:
        'relevé des sections, de la corrosion et des assemblages, analyses de plomb des peintures et lecture du repérage amiante avant travaux, vérification selon l’Eurocode 3',
      when: METAL_EXISTANT,
    },
    {
      titre: 'Études d’exécution',
      detail:
        'notes de calcul selon l’Eurocode 3 (neige, vent et soulèvement du site), plans d’ensemble et d’atelier, classe d’exécution et système de protection anticorrosion soumis au visa avant fabrication',
    },
    {
      titre: 'Réception des appuis',
      detail:
        'réception contradictoire des massifs et des tiges d’ancrage réalisés par le lot de gros œuvre (implantation, niveaux, dépassements), écarts signalés avant livraison',
    },
    {
      titre: 'Fabrication en atelier',
      detail:
        'débit, perçage et soudage selon la NF EN 1090-2 par soudeurs qualifiés, contrôle des soudures selon la classe d’exécution, marquage CE des éléments',
    },
    {
      titre: 'Protection anticorrosion',
      detail:
        'galvanisation à chaud selon la NF EN ISO 1461 ou système de peinture selon la NF EN ISO 12944, épaisseurs mesurées avant expédition',
    },
    {
      titre: 'Levage et montage',
      detail:
        'plan de levage, montage travée par travée depuis nacelles, première travée contreventée avant les suivantes, contreventements provisoires maintenus jusqu’aux définitifs',
    },
    {
      titre: 'Boulonnage et réglages',
      detail:
        'aplomb et alignement réglés, boulons serrés au couple ou précontraints selon la NF EN 1090-2 et marqués, platines calées puis scellées au mortier sans retrait',
    },
    {
      titre: 'Retouches et contrôles',
      detail:
        'retouches de la protection anticorrosion avec le produit du système, contrôle de la géométrie et des serrages, DOE avec déclarations des performances, certificats matière et PV de contrôle',
    },
  ],
  risques: [
    {
      risque: 'Incendie et brûlures lors des travaux par points chauds',
      mesure:
        'soudure en atelier, reprises sur site sous permis de feu, extincteur au poste, surveillance après travaux',
    },
    {
      risque: 'Écrasement des mains lors de l’accostage des pièces',
      mesure: 'guidage des charges par cordes, aucun membre entre la pièce et son appui, gants',
    },
  ],
  sansRisques: /atelier/,
  materiel: [
    { nom: 'clés dynamométriques et boulonneuses étalonnées', match: /dynamometrique|boulonneuse|cle/ },
    { nom: 'jauge d’épaisseur des revêtements anticorrosion', match: /jauge|elcometre|epaisseur/ },
  ],
  sansMateriel: /atelier de taille|outillage portatif de charpente/,
  materiaux: [
    'aciers de construction S235 ou S355 selon la NF EN 10025, avec certificats matière 3.1',
    'éléments marqués CE selon la NF EN 1090-1, avec leur déclaration des performances',
    'boulonnerie de construction NF EN 15048 ou, pour les assemblages précontraints, NF EN 14399',
    'galvanisation à chaud NF EN ISO 1461 ou système de peinture NF EN ISO 12944 adapté à la catégorie de corrosivité',
  ],
  habilitations: [
    'soudeurs qualifiés selon la NF EN ISO 9606-1',
    'travail en hauteur et port du harnais',
    'conduite de nacelle (CACES R486) et de grue auxiliaire (R490)',
    'élingage et guidage des charges',
    'permis de feu',
  ],
  autocontroles: [
    {
      point: 'Certificats matière 3.1, qualification des soudeurs et déclarations des performances',
      moment: 'avant fabrication',
      preuve: 'dossier de traçabilité NF EN 1090',
    },
    {
      point: 'Soudures (contrôle visuel, contrôles non destructifs selon la classe d’exécution)',
      moment: 'en atelier',
      preuve: 'PV de contrôle',
    },
    {
      point: 'Épaisseur de galvanisation ou du système de peinture',
      moment: 'avant expédition',
      preuve: 'certificat du galvaniseur, mesures à la jauge',
    },
    {
      point: 'Implantation, niveaux et tiges d’ancrage des appuis',
      moment: 'avant levage (point d’arrêt)',
      preuve: 'PV de réception des appuis',
    },
    {
      point: 'Aplomb, alignement et contreventement',
      moment: 'au montage, travée par travée',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Serrage des boulons (couple ou précontrainte) et marquage',
      moment: 'avant la pose de la couverture (point d’arrêt)',
      preuve: 'fiche de serrage signée',
    },
  ],
  phases: [
    { nom: 'Études d’exécution, notes de calcul et visa', part: 0.2 },
    { nom: 'Fabrication en atelier et protection anticorrosion', part: 0.3 },
    { nom: 'Réception des appuis et préparation du levage', part: 0.05 },
    { nom: 'Livraison, levage, montage et contreventement', part: 0.35 },
    { nom: 'Boulonnage, retouches, réception et repli', part: 0.1 },
  ],
  pointsAttention: [
    'la classe d’exécution (NF EN 1090-2) et la catégorie de corrosivité fixées par le CCTP',
    'les massifs et tiges d’ancrage livrés par le lot de gros œuvre (implantation, niveaux, dépassements)',
    'l’aire de stationnement et de levage de la grue, ses accès et la portance du sol',
  ],
  sansPointsAttention: /./,
  dechets: [
    { dechet: 'Chutes d’acier', categorie: 'DND', exutoire: 'ferrailleur pour recyclage matière' },
    {
      dechet: 'Éléments métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière, avec bon de reprise',
      when: METAL_EXISTANT,
    },
    { dechet: 'Emballages, cales et protections', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Bombes de peinture et solvants de retouche',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
  ],
  biennale: '',
  decennale: 'la charpente métallique, ses assemblages et ses ancrages, qui concourent à la solidité de l’ouvrage',
  entretien:
    'inspecter la structure une fois par an (protection anticorrosion, assemblages boulonnés, pieds de poteaux), retoucher les éclats de protection et maintenir les pieds de poteaux hors d’eau',
};

/**
 * A photovoltaic roof carried by the frame (« couverture photovoltaïque »): the frame is designed for the
 * modules' weight and the wind uplift; modules and mounting under Avis technique or ETN; the electrical part
 * by a qualified electrician (UTE C 15-712-1); the fire rules of PV on a building receiving the public.
 */
const COUVERTURE_PV_CHARPENTE: SousType = {
  key: 'couverture_photovoltaique',
  label: 'couverture photovoltaïque',
  when: PV_OBJET,
  surObjet: true,
  horsModele: true,
  normes: [
    {
      ref: 'Avis technique, ETN ou ATEx du procédé photovoltaïque',
      objet: 'modules et systèmes de fixation en toiture : charges transmises à la charpente, entraxes et fixations',
    },
    {
      ref: 'Guide UTE C 15-712-1',
      objet:
        'installations photovoltaïques raccordées au réseau : partie électrique réalisée par un électricien qualifié, coordonnée avec la charpente (cheminements, liaisons équipotentielles)',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'charpente d’une couverture photovoltaïque',
      texte:
        'La charpente porte une couverture photovoltaïque : la note de calcul prend le poids des modules et de leurs supports, la neige et surtout le vent selon la NF EN 1991-1-4, soulèvement compris aux rives et aux angles, et les flèches admises par le procédé de pose. Le procédé (modules et système de fixation) est sous Avis technique, ETN ou ATEx, et l’entraxe des pannes, leur planéité et leurs fixations suivent ses prescriptions. La partie électrique — câblage courant continu, onduleurs et raccordement — est réalisée par un électricien qualifié selon le guide UTE C 15-712-1 ; les cheminements de câbles, les supports d’onduleurs et les liaisons équipotentielles de la structure sont arrêtés avec lui avant la fabrication.',
    },
    {
      when: ERP_CHARPENTE,
      sujet: 'installation photovoltaïque sur un établissement recevant du public',
      texte:
        'Sur un établissement recevant du public, les dispositions de sécurité incendie propres à l’installation photovoltaïque — coupure d’urgence au plus près des modules, cheminement et protection des câbles courant continu, accès et signalisation pour les secours — sont arrêtées en études avec le contrôleur technique et soumises à l’avis de la commission de sécurité, avant fabrication.',
    },
  ],
  pointsAttention: [
    'le procédé photovoltaïque retenu (Avis technique, ETN ou ATEx), qui fixe l’entraxe des pannes et les charges',
    'la zone de vent et l’exposition du site, qui fixent le soulèvement repris par la charpente et ses ancrages',
  ],
};

/** The sea is named or implied by the object (a port, a quay, a maritime terminal). */
const AMBIANCE_MARINE =
  /\bports?\b|portuaires?|maritimes?|\bquais?\b|\bterminal\b|\bdocks?\b|\bdarses?\b|littoral|\bmer\b|embruns|marines?/;
/** The walkway's material named by the object. */
const MATERIAU_COURSIVE_NOMME = /\bacier|metalliques?|\bbeton|\bbois\b|aluminium|\binox/;

const COURSIVE_METALLIQUE: SousType = {
  key: 'coursive_metallique',
  label: 'réhabilitation de la coursive métallique',
  when: new RegExp(`${COURSIVE_PORTUAIRE.source}(?=[\\s\\S]*(?:${MATERIAU_COURSIVE_NOMME.source}))`),
  surObjet: true,
  horsModele: true,
  travaux: 'travaux de réhabilitation de la coursive métallique',
  ouvrage: 'la coursive',
  normes: [
    {
      ref: 'NF EN 1993-1-1 (Eurocode 3)',
      objet:
        'vérification des éléments conservés sur leurs sections réelles relevées et calcul des renforcements, sous les charges d’exploitation de l’ouvrage',
    },
    {
      ref: 'NF EN 1090-2',
      objet:
        'exécution des structures en acier, dans la classe d’exécution que fixe le CCTP (EXC2 en général pour une passerelle ouverte au public)',
    },
    {
      ref: 'NF EN ISO 12944',
      objet:
        'protection anticorrosion par systèmes de peinture : catégorie de corrosivité du site (C5, voire CX en ambiance marine), préparation des surfaces et système choisi pour la durabilité visée',
    },
    { ref: 'NF EN ISO 1461', objet: 'galvanisation à chaud des pièces neuves en acier' },
    { ref: 'NF P01-012', objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)' },
    { ref: 'NF P01-013', objet: 'essais des garde-corps' },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux (peintures, mastics, joints), fourni par le maître d’ouvrage et lu avant tout décapage ou découpe',
    },
  ],
  sansNormes: /NF DTU 31\.|Eurocode 5|NF EN 14081|FD P 20-651|^NF EN 1090$/,
  specificites: [
    {
      when: new RegExp(`^(?![\\s\\S]*(?:${MATERIAU_COURSIVE_NOMME.source}))`),
      sujet: 'matériau de la coursive à confirmer',
      texte:
        'L’avis ne dit pas de quoi la coursive est faite : une coursive ou une passerelle de hangar est le plus souvent une structure en acier — parfois en béton armé —, et notre méthode la suppose métallique. Ce point est vérifié à la visite et au DCE ; si la structure se révèle en béton ou en bois, le diagnostic, les réparations et les protections décrits ici sont adaptés à ce matériau, et cette adaptation est présentée au maître d’œuvre avant toute commande.',
    },
    {
      when: /./,
      sujet: 'diagnostic de la coursive existante',
      texte:
        'Rien n’est déposé ni renforcé avant un diagnostic : relevé de la géométrie, mesure des pertes d’épaisseur par corrosion (jauge à ultrasons) sur les poutres, consoles, platelage et garde-corps, état des assemblages boulonnés ou soudés et des ancrages dans la structure du hangar. Les éléments conservés sont vérifiés selon l’Eurocode 3 sur leurs sections réelles, pour les charges d’exploitation de la coursive ; les pièces à remplacer ou à renforcer sont dessinées sur ce diagnostic et visées avant fabrication, sous étaiement si une pièce porteuse est libérée. Les peintures anciennes sont analysées (plomb) et le repérage amiante avant travaux est lu avant tout décapage, découpe ou soudure.',
    },
    {
      when: AMBIANCE_MARINE,
      sujet: 'protection anticorrosion en ambiance marine',
      texte:
        'Sur un site portuaire, l’atmosphère est de catégorie de corrosivité C5, voire CX pour les parties exposées aux embruns, selon la NF EN ISO 12944-2 ; la catégorie et la durabilité visée sont celles du CCTP. Les pièces neuves sont galvanisées à chaud selon la NF EN ISO 1461 puis peintes (système duplex), les parties conservées décapées par projection d’abrasif au degré de soin prescrit et protégées par un système de peinture de la NF EN ISO 12944 qualifié pour cette catégorie ; la boulonnerie est galvanisée ou en inox A4, et aucun contact entre métaux différents n’est laissé sans isolation.',
    },
    {
      when: new RegExp(`^(?![\\s\\S]*(?:${AMBIANCE_MARINE.source}))`),
      sujet: 'protection anticorrosion',
      texte:
        'La protection anticorrosion est choisie pour la catégorie de corrosivité du site selon la NF EN ISO 12944-2 (C5, voire CX, si l’ouvrage est exposé à une ambiance marine ou industrielle) et pour la durabilité que fixe le CCTP : pièces neuves galvanisées à chaud selon la NF EN ISO 1461, parties conservées décapées par projection d’abrasif puis protégées par un système de peinture de la NF EN ISO 12944.',
    },
    {
      when: /./,
      sujet: 'garde-corps, platelage et zone sous la coursive',
      texte:
        'Les garde-corps repris ou remplacés respectent la NF P01-012 : hauteur de protection d’au moins 1 m, aucun vide de plus de 11 cm, zone non escaladable en partie basse ; le platelage est antidérapant (caillebotis galvanisé ou tôle larmée), sans ressaut ni ouverture où un pied se prendrait. Pendant les travaux, la zone sous la coursive est neutralisée et balisée — quai, voie ou aire de circulation —, avec filets ou platelage de protection sous la zone de travail, dans les conditions arrêtées avec l’exploitant (plan de prévention, horaires, circulation des engins et des passagers).',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Diagnostic de la coursive',
      detail:
        'relevé de la géométrie et des sections, mesure des pertes d’épaisseur par corrosion, état des assemblages, des ancrages, du platelage et des garde-corps ; analyses de plomb des peintures et lecture du repérage amiante avant travaux ; matériau de la structure confirmé',
    },
    {
      titre: 'Études d’exécution',
      detail:
        'vérification selon l’Eurocode 3 des éléments conservés, plans des remplacements et renforcements, classe d’exécution NF EN 1090-2 et système de protection anticorrosion soumis au visa avant fabrication',
    },
    {
      titre: 'Neutralisation de la zone et accès',
      detail:
        'zone sous la coursive fermée et balisée avec l’exploitant, filets ou platelage de protection, nacelle ou échafaudage, étaiement des parties à libérer',
    },
    {
      titre: 'Fabrication en atelier',
      detail:
        'pièces de remplacement, platelage et garde-corps fabriqués selon la NF EN 1090-2 par soudeurs qualifiés, galvanisés à chaud selon la NF EN ISO 1461',
    },
    {
      titre: 'Dépose et remplacements',
      detail:
        'dépose des éléments trop corrodés, remplacement ou renforcement par boulonnage de préférence, soudures sur site sous permis de feu',
    },
    {
      titre: 'Décapage et protection des parties conservées',
      detail:
        'décapage par projection d’abrasif confiné et aspiré, système de peinture de la NF EN ISO 12944 pour la catégorie de corrosivité du site, épaisseurs mesurées couche par couche',
    },
    {
      titre: 'Platelage et garde-corps',
      detail:
        'pose du platelage antidérapant et des garde-corps, contrôle des hauteurs et des vides selon la NF P01-012',
    },
    {
      titre: 'Contrôles et remise en service',
      detail:
        'contrôle des serrages, des épaisseurs de protection et des garde-corps, retouches, levée de la neutralisation, DOE avec le diagnostic, les notes de calcul et les fiches des systèmes de protection',
    },
  ],
  phases: [
    { nom: 'Diagnostic, études d’exécution et visa', part: 0.2 },
    { nom: 'Fabrication en atelier et galvanisation', part: 0.2 },
    { nom: 'Neutralisation de la zone, dépose et remplacements', part: 0.25 },
    { nom: 'Décapage et protection anticorrosion des parties conservées', part: 0.2 },
    { nom: 'Pose du platelage et des garde-corps, contrôles, réception et repli', part: 0.15 },
  ],
  risques: [
    {
      risque: 'Chute de hauteur depuis la coursive ouverte ou dans le vide',
      mesure:
        'garde-corps provisoires avant toute dépose des définitifs, travail depuis nacelle ou échafaudage, harnais sur ancrage vérifié en complément',
    },
    {
      risque: 'Chute d’objets sur le quai ou la zone située dessous',
      mesure: 'zone neutralisée et balisée sous la coursive, filets ou platelage de protection, outils attachés',
    },
    {
      risque: 'Poussières et plomb lors du décapage',
      mesure:
        'peintures analysées avant décapage, décapage confiné et aspiré, EPI adaptés, suivi de l’exposition au plomb des opérateurs',
    },
    {
      risque: 'Incendie et fumées lors des soudures et découpes',
      mesure: 'permis de feu, extincteur au poste, aspiration des fumées, surveillance après travaux',
    },
  ],
  sansRisques: /./,
  materiel: [
    { nom: 'nacelle élévatrice ou échafaudage pour l’accès sous la coursive', match: /nacelle|echafaudage/ },
    { nom: 'jauge à ultrasons et jauge d’épaisseur des revêtements', match: /jauge|ultrason|elcometre|epaisseur/ },
    {
      nom: 'matériel de décapage par projection d’abrasif, avec confinement et aspiration',
      match: /sablage|sableuse|grenaill|decap/,
    },
    { nom: 'poste de soudage et clés dynamométriques', match: /soud|dynamometrique|boulonneuse/ },
  ],
  sansMateriel: /atelier de taille|outillage portatif de charpente|^échafaudage et protections|^nacelle élévatrice$/,
  materiaux: [
    'aciers de construction S235 ou S355 selon la NF EN 10025, avec certificats matière 3.1',
    'pièces neuves galvanisées à chaud selon la NF EN ISO 1461',
    'système de peinture de la NF EN ISO 12944 qualifié pour la catégorie de corrosivité du site',
    'platelage antidérapant (caillebotis galvanisé ou tôle larmée) et garde-corps conformes à la NF P01-012',
    'boulonnerie galvanisée ou en inox A4',
  ],
  habilitations: [
    'soudeurs qualifiés selon la NF EN ISO 9606-1',
    'travail en hauteur et port du harnais',
    'conduite de nacelle (CACES R486)',
    'information et formation au risque plomb',
    'permis de feu',
  ],
  autocontroles: [
    {
      point: 'Pertes d’épaisseur et état des assemblages relevés',
      moment: 'au diagnostic, avant les études',
      preuve: 'rapport de diagnostic',
    },
    {
      point: 'Soudures et traçabilité NF EN 1090-2',
      moment: 'en atelier',
      preuve: 'PV de contrôle, certificats matière',
    },
    {
      point: 'Degré de soin du décapage et épaisseurs de chaque couche',
      moment: 'avant chaque couche (point d’arrêt)',
      preuve: 'fiches de mesure à la jauge',
    },
    { point: 'Serrage des assemblages', moment: 'après pose', preuve: 'fiche de serrage' },
    {
      point: 'Hauteurs, vides et fixations des garde-corps (NF P01-012)',
      moment: 'avant remise en service (point d’arrêt)',
      preuve: 'fiche d’autocontrôle et photos',
    },
  ],
  pointsAttention: [
    'le matériau réel de la structure (acier, béton ou autre) et son état, à confirmer à la visite',
    'la catégorie de corrosivité et la durabilité de la protection fixées par le CCTP',
    'la neutralisation de la zone sous la coursive et les contraintes d’exploitation du site',
  ],
  sansPointsAttention: /./,
  dechets: [
    {
      dechet: 'Éléments métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière, avec bon de reprise',
    },
    {
      dechet: 'Résidus de décapage et abrasifs souillés de peintures anciennes',
      categorie: 'DD',
      exutoire: 'filière de déchets dangereux, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Pots de peinture, solvants et chiffons souillés',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
    { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  biennale: '',
  decennale:
    'la structure de la coursive, ses garde-corps et leurs ancrages, qui concourent à sa solidité et à la sécurité des personnes',
  entretien:
    'inspecter la coursive une fois par an (protection anticorrosion, assemblages, ancrages, garde-corps, platelage), retoucher aussitôt les éclats de protection et dégager les eaux stagnantes',
};

/**
 * A new lift (« création d’ascenseurs », « installation d’un monte-charge »): a shaft to build. The renovation of
 * lifts in service is the lift installer's work on an existing shaft — the trade-neutral method, not a structure.
 */
const ASCENSEUR_NEUF =
  /^(?=[\s\S]*(?:creation|construction|installation|mise en place|ajout|implantation|realisation|fourniture et pose|neu(?:f|ve)s?\b))(?![\s\S]*(?:renov|rehabilit|moderni|remplacement|mise (?:en conformite|aux normes)|refection|reparation|entretien|maintenance))/;
/** The shaft's material named by the object. */
const MATERIAU_GAINE = /\bacier|metalliques?|\bbois\b|\bbeton\b|vitree?s?|verre/;

/**
 * A lift named as the object's key noun (« Création d’ascenseurs »), or its shaft (« structure de la
 * gaine d’ascenseur »), for a charpentier or a serrurier: the lift itself is the lift installer's
 * (ascensoriste, NF EN 81-20 and NF EN 81-50); our part is the shaft's structure and enclosure — steel,
 * timber or glazed as the CCTP says, a concrete cage being the gros œuvre's —, built to the tolerances,
 * anchors and openings the lift installer gives. Never a roof, nor a « mise hors d’eau » awaiting a roofer.
 */
export function gaineAscenseur(metier: 'charpentier' | 'serrurier'): SousType {
  const bois = metier === 'charpentier';
  const presume = bois
    ? 'notre méthode présume une structure portée par notre lot, en charpente métallique ou en bois selon ce que fixe le CCTP'
    : 'notre méthode présume une structure métallique avec son habillage (tôle ou vitrage), comme le fait le plus souvent un serrurier-métallier';
  return {
    key: 'gaine_ascenseur',
    label: bois ? 'structure de gaine d’ascenseur' : 'structure métallique et habillage de gaine d’ascenseur',
    when: new RegExp(
      `${ASCENSEUR_NEUF.source}(?=${cleNommee('ascenseur', MOTS_DU_METIER[metier]).source.slice(1)})|${GAINE_ASCENSEUR.source}`,
    ),
    surObjet: true,
    horsModele: true,
    travaux: bois ? 'travaux de structure de gaine d’ascenseur' : 'travaux de métallerie de gaine d’ascenseur',
    ouvrage: 'la gaine d’ascenseur',
    sansNormes: /./,
    normes: [
      {
        ref: 'NF EN 81-20',
        objet:
          'ascenseurs pour le transport de personnes et d’objets : exigences de la gaine (dimensions, résistance des parois, portes palières, ventilation, éclairage, cuvette), appliquées par l’ascensoriste et respectées par la structure',
      },
      {
        ref: 'NF EN 81-50',
        objet:
          'règles de conception, calculs, examens et essais des composants d’ascenseurs (efforts transmis à la gaine)',
      },
      { ref: 'NF EN 1993-1-1 (Eurocode 3)', objet: 'calcul des structures en acier' },
      {
        ref: 'NF EN 1090-2',
        objet: 'exécution des structures en acier, dans la classe d’exécution que fixe le CCTP',
      },
      ...(bois
        ? [
            {
              ref: 'NF EN 1995-1-1 (Eurocode 5)',
              objet: 'calcul des structures en bois, lorsque le CCTP prévoit une gaine à ossature bois',
            },
          ]
        : [
            {
              ref: 'NF DTU 39',
              objet:
                'travaux de vitrerie-miroiterie, lorsque la gaine est vitrée (verre feuilleté de sécurité demandé par la NF EN 81-20)',
            },
          ]),
    ],
    sansSpecificites: /./,
    specificites: [
      {
        when: new RegExp(`^(?![\\s\\S]*(?:${MATERIAU_GAINE.source}))`),
        sujet: 'matériau de la gaine à confirmer',
        texte: `L’avis ne dit pas de quoi la gaine est faite : une gaine d’ascenseur est une cage en béton armé — ouvrage du gros œuvre — ou une structure métallique habillée, plus rarement une ossature bois ; ${presume}. Ce point, comme le partage des ouvrages entre notre lot, le gros œuvre et l’ascensoriste, est confirmé au CCTP et à la visite avant toute étude.`,
      },
      {
        when: /./,
        sujet: 'interfaces avec l’ascensoriste',
        texte:
          'L’ascenseur lui-même — cabine, guides, machinerie, portes palières, mise en service — est l’ouvrage de l’ascensoriste, selon la NF EN 81-20 et la NF EN 81-50. Notre structure est dessinée sur ses plans : dimensions intérieures de gaine et leurs tolérances d’aplomb, niveaux des paliers et baies des portes palières, entraxes et efforts des fixations des guides, crochet ou poutre de levage en tête de gaine avec sa charge marquée, réservations de la cuvette et de la machinerie. Ces données sont demandées à l’ascensoriste en préparation et visées avant la fabrication ; l’aplomb et les cotes de la gaine terminée sont relevés contradictoirement avec lui avant qu’il ne commence.',
      },
      {
        when: /./,
        sujet: 'gaine, cuvette et parois',
        texte: bois
          ? 'La cuvette et les massifs sont du gros œuvre, qui les livre aux cotes de l’ascensoriste ; notre structure y est ancrée par platines et chevilles ou scellements dimensionnés. Les parois de la gaine résistent aux efforts que la NF EN 81-20 leur impose, et leur degré de résistance au feu est celui que le CCTP fixe selon le classement du bâtiment.'
          : 'La cuvette et les massifs sont du gros œuvre, qui les livre aux cotes de l’ascensoriste ; la structure métallique y est ancrée par platines et chevilles ou scellements dimensionnés. Les parois vitrées de la gaine sont en verre feuilleté de sécurité, comme la NF EN 81-20 le demande, sur des cadres dont la flèche est vérifiée ; le degré de résistance au feu des parois est celui que le CCTP fixe selon le classement du bâtiment.',
      },
    ],
    etapes: [
      {
        titre: 'Données de l’ascensoriste et relevés',
        detail:
          'plans de l’ascensoriste (dimensions et tolérances de gaine, paliers, efforts des guides, levage en tête de gaine), relevé des trémies, de la cuvette et des appuis existants',
      },
      {
        titre: 'Études d’exécution',
        detail:
          'note de calcul et plans d’exécution de la structure de gaine, ancrages et habillage soumis au visa du maître d’œuvre, du contrôleur technique et de l’ascensoriste',
      },
      {
        titre: 'Fabrication',
        detail: bois
          ? 'fabrication en atelier des éléments de la structure (acier selon la NF EN 1090-2 ou bois selon le CCTP), repérés par niveau'
          : 'fabrication en atelier de la structure et des cadres selon la NF EN 1090-2 par soudeurs qualifiés, protection anticorrosion',
      },
      {
        titre: 'Protection des trémies et montage',
        detail:
          'garde-corps provisoires sur les trémies et les baies palières, montage de la structure niveau par niveau, ancrages sur la cuvette et les planchers, aplomb réglé au fur et à mesure',
      },
      {
        titre: 'Habillage de la gaine',
        detail: bois
          ? 'habillage et parois de la gaine selon le CCTP, baies des portes palières laissées aux cotes de l’ascensoriste'
          : 'habillage en tôle ou vitrage feuilleté de sécurité selon le CCTP, baies des portes palières laissées aux cotes de l’ascensoriste',
      },
      {
        titre: 'Réception de la gaine avec l’ascensoriste',
        detail:
          'relevé contradictoire de l’aplomb et des cotes de la gaine, des fixations de guides et du point de levage, remise de la gaine à l’ascensoriste, DOE avec les notes de calcul et les plans',
      },
    ],
    phases: [
      { nom: 'Données de l’ascensoriste, études et visas', part: 0.25 },
      { nom: 'Fabrication en atelier', part: 0.25 },
      { nom: 'Montage de la structure', part: 0.3 },
      { nom: 'Habillage et réception de la gaine avec l’ascensoriste', part: 0.2 },
    ],
    sansRisques: /./,
    risques: [
      {
        risque: 'Chute dans la trémie ou par une baie palière ouverte',
        mesure:
          'garde-corps provisoires posés avant toute ouverture et maintenus jusqu’aux portes palières, travail depuis des planchers de travail ou une nacelle, harnais sur ancrage vérifié en complément',
      },
      {
        risque: 'Chute d’objets dans la gaine',
        mesure: 'accès à la cuvette interdit pendant le montage au-dessus, outils attachés, zone balisée au pied',
      },
      {
        risque: 'Levage et manutention des éléments de la structure',
        mesure: 'plan de levage, engin adapté aux charges, élingues vérifiées, zone balisée pendant le levage',
      },
    ],
    sansMateriel: /./,
    materiel: [
      { nom: 'moyens de levage adaptés aux éléments (grue mobile ou palan)', match: /grue|palan|levage/ },
      { nom: 'nacelle élévatrice ou échafaudage pour le montage', match: /nacelle|echafaudage/ },
      { nom: 'laser d’aplomb et théodolite pour le contrôle de la gaine', match: /laser|theodolite|aplomb/ },
    ],
    habilitations: [
      'travail en hauteur et port du harnais',
      'conduite d’engins de levage selon les moyens retenus (CACES R486 pour la nacelle)',
      ...(bois ? [] : ['soudeurs qualifiés selon la NF EN ISO 9606-1']),
    ],
    materiaux: bois
      ? [
          'structure en acier selon la NF EN 1090-2 ou en bois selon le CCTP, avec certificats matière',
          'ancrages sous évaluation technique européenne',
          'parois et habillage de gaine selon le CCTP (résistance aux efforts et au feu)',
        ]
      : [
          'aciers de construction selon la NF EN 10025 avec certificats matière, protection anticorrosion selon le CCTP',
          'ancrages sous évaluation technique européenne',
          'verre feuilleté de sécurité pour les parois vitrées, tôles d’habillage selon le CCTP',
        ],
    autocontroles: [
      {
        point: 'Plans d’exécution visés par l’ascensoriste (cotes, tolérances, efforts)',
        moment: 'avant fabrication (point d’arrêt)',
        preuve: 'plans visés',
      },
      {
        point: 'Garde-corps provisoires des trémies et baies en place',
        moment: 'avant chaque ouverture',
        preuve: 'fiche de contrôle datée, photos',
      },
      {
        point: 'Aplomb et cotes intérieures de la gaine',
        moment: 'à chaque niveau et à la fin du montage',
        preuve: 'relevé laser contradictoire avec l’ascensoriste',
      },
      { point: 'Serrage des assemblages et ancrages', moment: 'après montage', preuve: 'fiche de serrage' },
    ],
    dechets: [
      { dechet: 'Chutes métalliques', categorie: 'DND', exutoire: 'ferrailleur pour recyclage matière' },
      ...(bois ? [{ dechet: 'Chutes de bois non traité', categorie: 'DND' as const, exutoire: 'filière bois' }] : []),
      { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    pointsAttention: [
      'le partage des ouvrages entre notre lot, le gros œuvre (cuvette, massifs, trémies) et l’ascensoriste, à lire au CCTP',
      'les plans et les efforts de l’ascensoriste, sans lesquels la structure ne peut être dessinée',
      'le matériau et le degré de résistance au feu des parois de la gaine, fixés par le CCTP',
    ],
    sansPointsAttention: /./,
    biennale: '',
    decennale: 'la structure de la gaine et ses ancrages, qui concourent à la solidité de l’ouvrage',
    entretien:
      'faire examiner la structure et ses ancrages lors des visites de l’ascensoriste, et signaler toute fissure, déformation ou corrosion',
  };
}

/** A cladding lot (« Lot 4 – Bardage »): no structural frame is lifted; the façade is clad (NF DTU 41.2 for wood). */
export const CHARPENTIER_SOUS_TYPES: SousType[] = [
  // First: a lift's shaft is no roof frame.
  gaineAscenseur('charpentier'),
  ABRI_EXTERIEUR,
  // Before the steel frame and the existing-frame kinds: a port walkway is not a roof frame.
  COURSIVE_METALLIQUE,
  {
    ...COURSIVE_METALLIQUE,
    label: 'réhabilitation de la coursive, présumée métallique',
    when: new RegExp(`${COURSIVE_PORTUAIRE.source}(?![\\s\\S]*(?:${MATERIAU_COURSIVE_NOMME.source}))`),
  },
  // Before the existing-frame kinds: a steel frame is not diagnosed as timber.
  CHARPENTE_METALLIQUE,
  COUVERTURE_PV_CHARPENTE,
  ...CHARPENTE_SUR_EXISTANT,
  {
    key: 'bardage',
    label: 'bardage de façade',
    when: BARDAGE,
    // A lot « charpente et bardage » keeps the frame's method (the cladding paragraph is a trade specificity).
    unless: BARDAGE_SAUF,
    travaux: 'travaux de bardage',
    ouvrage: 'le bardage',
    normes: [
      {
        ref: 'NF DTU 41.2',
        objet:
          'revêtements extérieurs en bois (bardages bois) ; un bardage métallique, composite ou en fibres-ciment est posé selon l’Avis technique ou le DTA de son procédé, comme le CCTP le précise',
      },
      {
        ref: 'NF EN 1991-1-4 (Eurocode 1)',
        objet: 'actions du vent, qui fixent l’entraxe de l’ossature et la densité des fixations',
      },
      {
        ref: 'Instruction technique 249 (arrêté du 24 mai 2010)',
        objet:
          'façades des établissements recevant du public : réaction au feu du parement et de l’isolant, recoupements de la lame d’air, selon le classement retenu par le CCTP et le contrôleur technique',
        when: ERP_FACADE,
      },
      {
        ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
        objet: 'repérage de l’amiante avant travaux (bardages et plaques déposés), fourni par le maître d’ouvrage',
        when: /rehabilitation|renovation|remplacement|refection|depose/,
      },
    ],
    sansNormes: /NF DTU 31\.|Eurocode 5|NF EN 14081|FD P 20-651|NF EN 1090/,
    specificites: [
      {
        when: /./,
        sujet: 'bardage rapporté',
        texte:
          'Le bardage est un ouvrage de clos : l’ossature (tasseaux bois traités ou rails métalliques) est fixée au support par pattes et chevilles choisies après essais d’arrachement sur le support existant, l’isolant éventuel est maintenu sans lame d’air parasite, le pare-pluie est continu et recouvert à ses jonctions, et une lame d’air ventilée d’au moins 2 cm reste ouverte en pied et en tête derrière le parement.',
      },
      {
        when: ERP_FACADE,
        sujet: 'façade d’un établissement recevant du public',
        texte:
          'Sur une façade d’établissement recevant du public, la réaction au feu du parement et de l’isolant et les recoupements de la lame d’air sont ceux que fixe le CCTP au titre de l’instruction technique 249 ; les procès-verbaux de classement des produits sont fournis au visa, avant toute commande, et le contrôleur technique est consulté sur les points singuliers.',
      },
      {
        when: /rehabilitation|renovation|remplacement|refection|depose/,
        sujet: 'dépose de l’habillage existant',
        texte:
          'L’habillage existant est déposé par travées, après lecture du repérage amiante avant travaux (certaines plaques de façade anciennes sont en fibres-ciment) : les plaques qu’il signale amiantées sont retirées avant toute autre dépose par une entreprise certifiée pour la sous-section 3 et évacuées sous BSDA ; le support mis à nu est inspecté avant la pose de l’ossature, et chaque travée déposée est refermée le jour même.',
      },
    ],
    sansSpecificites: /lamelle|restauration de charpente|ossature bois|traitement des bois|^bardage$/,
    etapes: [
      {
        titre: 'Relevés et calepinage',
        detail:
          'relevés des façades, calepinage des lames ou panneaux, plans des points singuliers et fiches produits soumis au visa',
      },
      {
        titre: 'Dépose de l’existant',
        detail: 'dépose de l’habillage existant par travées, tri des déchets, protection provisoire',
        when: /rehabilitation|renovation|remplacement|refection|depose/,
      },
      {
        titre: 'Contrôle du support',
        detail: 'planéité, état et essais d’arrachement des chevilles sur le support, consignés avant ossature',
      },
      {
        titre: 'Ossature et isolant',
        detail: 'ossature à l’entraxe du calepinage, réglée en plan, isolant posé jointif quand le CCTP le prévoit',
      },
      { titre: 'Pare-pluie', detail: 'pare-pluie continu, recouvrements et jonctions aux baies traités' },
      {
        titre: 'Pose du parement',
        detail:
          'lames ou panneaux fixés selon le NF DTU 41.2 ou l’Avis technique du procédé, joints et fractionnements respectés, grilles de ventilation en pied et en tête',
      },
      {
        titre: 'Points singuliers',
        detail: 'angles, tableaux et appuis de baies, jonctions avec la couverture et le soubassement, habillages',
      },
      {
        titre: 'Nettoyage et repli',
        detail: 'nettoyage des façades et des abords, repli des nacelles et échafaudages',
      },
    ],
    phases: [
      { nom: 'Relevés, calepinage et visa', part: 0.15 },
      { nom: 'Préparation et contrôle du support', part: 0.15 },
      { nom: 'Ossature, isolant et pare-pluie', part: 0.3 },
      { nom: 'Pose du parement et des points singuliers', part: 0.3 },
      { nom: 'Finitions, réception et repli', part: 0.1 },
    ],
    materiaux: [
      'lames ou panneaux de bardage de la nature prescrite par le CCTP, avec leur Avis technique quand le procédé n’est pas traditionnel',
      'pare-pluie HPV et accessoires de jonction',
      'ossature en bois traité (classe d’emploi 2 au minimum) ou en rails métalliques, fixations inox ou acier protégé',
    ],
    materiel: [
      { nom: 'nacelle élévatrice pour la pose en façade', match: /nacelle/ },
      { nom: 'perforateur, visseuses et scie à onglet', match: /perforateur|visseuse|scie/ },
    ],
    sansMateriel: /atelier de taille|camion-grue|nacelle élévatrice$|outillage portatif de charpente/,
    habilitations: [
      'travail en hauteur',
      'conduite de nacelle (CACES R486)',
      'montage et vérification d’échafaudage (recommandation R408)',
    ],
    risques: [
      {
        risque: 'Chute de hauteur en façade',
        mesure: 'nacelle ou échafaudage de pied à garde-corps, jamais d’échelle comme poste de travail',
      },
      {
        risque: 'Chute d’éléments sur les abords',
        mesure: 'zone balisée au pied des façades, panneaux manutentionnés par vent faible',
      },
      {
        risque: 'Fibres d’amiante des habillages anciens (plaques en fibres-ciment, colles, mastics)',
        mesure:
          'repérage amiante avant travaux lu avant toute dépose ; plaques amiantées retirées par une entreprise certifiée pour la sous-section 3, toute autre intervention sur un matériau amianté (perçage, fixation) en sous-section 4 par du personnel formé, selon un mode opératoire ; déchets sous BSDA',
        when: DEPOSE_BARDAGE,
      },
    ],
    sansRisques: /levage|balancement|Instabilité|atelier/,
    pointsAttention: [
      'la nature et la planéité du support, qui fixent les chevilles et l’ossature',
      'la réaction au feu exigée pour le parement et l’isolant',
      'les interfaces avec les menuiseries extérieures et la couverture',
    ],
    sansPointsAttention: /./,
    autocontroles: [
      {
        point: 'Essais d’arrachement des chevilles sur le support',
        moment: 'avant ossature (point d’arrêt)',
        preuve: 'PV d’essais',
      },
      {
        point: 'Entraxe, aplomb et planéité de l’ossature',
        moment: 'avant pare-pluie',
        preuve: 'fiche d’autocontrôle',
      },
      {
        point: 'Continuité du pare-pluie et lame d’air ventilée',
        moment: 'avant pose du parement',
        preuve: 'photos datées',
      },
      { point: 'Alignement, joints et fixations du parement', moment: 'à l’avancement', preuve: 'fiche signée' },
    ],
    dechets: [
      { dechet: 'Chutes de lames et de panneaux', categorie: 'DND', exutoire: 'centre de tri ou valorisation matière' },
      {
        dechet: 'Habillages déposés non amiantés (selon repérage)',
        categorie: 'DND',
        exutoire: 'centre de tri',
        when: DEPOSE_BARDAGE,
      },
      {
        dechet: 'Plaques en fibres-ciment amiantées, si le repérage en signale',
        categorie: 'DD',
        exutoire: 'ISDD, bordereau BSDA sur Trackdéchets',
        when: new RegExp(`amiante|fibrociment|fibro-ciment|fibres-ciment|${DEPOSE_BARDAGE.source}`),
      },
      { dechet: 'Emballages et films de protection', categorie: 'DND', exutoire: 'centre de tri' },
    ],
    decennale: 'le bardage, son ossature et son isolant, qui participent au clos de l’ouvrage',
    biennale: '',
    entretien:
      'inspecter le bardage une fois par an, tenir dégagées les grilles de ventilation en pied et en tête, et pour le bois suivre le vieillissement ou la lasure selon la finition choisie',
  },
];

/** The covering material the object names (the products, the NF DTU of the other materials dropped). */
const TUILES = /\btuiles?\b/;
const ARDOISES = /\bardoises?\b/;
const BACS = /\bbacs?( en)? acier|\bbacs? (nervures?|sec)|toles? (d'acier|nervurees?)/;
const TERRASSE = /toitures?[- ]terrasses?|etancheite/;
const DEUX_BATIMENTS = /(couvertures?|toitures?|tuiles|ardoises)[^.\n]{0,40}\bdeux batiments\b/;

const MATERIAUX_TUILES = [
  'tuiles du modèle, du coloris et du fabricant prescrits par le CCTP (identiques à l’existant pour les raccords), avec leurs tuiles de rive, faîtières et chatières',
  'écran de sous-toiture HPV sous avis technique',
  'liteaux traités classe 2',
  'closoirs ventilés pour les faîtages et arêtiers posés à sec',
  'zinc naturel ou prépatiné',
];
const MATERIAUX_ARDOISES = [
  'ardoises naturelles du format, de l’épaisseur et de la provenance prescrits par le CCTP (identiques à l’existant pour les raccords)',
  'crochets inox ou clous cuivre selon le mode de pose',
  'voliges ou liteaux traités classe 2',
  'zinc ou plomb pour les noues, arêtiers et abergements',
];

/** The roofer's waste flows, the old covering named by its material. */
const dechetsCouverture = (elements: string) =>
  COUVREUR.dechets.map((d) => (/^Tuiles et ardoises/.test(d.dechet) ? { ...d, dechet: elements } : d));
const DECHETS_TUILES = dechetsCouverture('Tuiles non réemployables');
const DECHETS_ARDOISES = dechetsCouverture('Ardoises non réemployables');

/** « couverture tuiles de deux bâtiments »: one building uncovered at a time, the schedule says which. */
const DEUX_BATIMENTS_PHASES = [
  { nom: 'Préparation, installation et échafaudage du premier bâtiment', part: 0.1 },
  { nom: 'Premier bâtiment : dépose, support, écran et couverture', part: 0.4 },
  { nom: 'Second bâtiment : échafaudage, dépose, support et couverture', part: 0.35 },
  { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.15 },
];

/**
 * A roof of a protected building (« Monuments historiques » descripteur, classé or inscrit) or the
 * restoration of a church, cathedral or chapel roof: the covering is restored à l’identique from a
 * survey made before the dépose, with its lead work; the general heritage frame (DRAC control,
 * constat, protocole, rapport) is written by the `patrimoine` constraint, not here.
 */
const MONUMENT =
  /monuments? historiques?|classee? (au titre|mh|monument)|inscrite? (au titre|a l'inventaire)|\bacmh\b|architecte en chef des monuments/;
const EDIFICE_ANCIEN = /eglise|cathedrale|chapelle|basilique|abbaye|abbatiale|collegiale|prieure|chateau|beffroi/;
/** Lookaheads from the start: the building is protected, or an old building's restoration. */
const MH_LOOKAHEAD = `(?:(?=[\\s\\S]*(?:${MONUMENT.source}))|(?=[\\s\\S]*restaur)(?=[\\s\\S]*(?:${EDIFICE_ANCIEN.source})))`;
const RESTAURATION_MH = new RegExp(`^${MH_LOOKAHEAD}`);

const ETAPES_MH = [
  {
    titre: 'Échafaudage, parapluie et protection de l’intérieur',
    detail:
      'échafaudage de pied sur la hauteur de l’édifice, amarré aux points convenus avec le maître d’œuvre sans ancrage dans les parements sculptés, couverture provisoire (parapluie) ou bâchage par travées ; protection de l’intérieur sous la zone découverte (voûtes ou lambris, mobilier, objets protégés) arrêtée avec le maître d’œuvre et l’affectataire',
  },
  {
    titre: 'Relevé de la couverture existante',
    detail:
      'relevé et photographies avant dépose : calepinage, pureau, formats, mode de fixation, détails des faîtages, rives, noues, solins et ouvrages de plomb ; échantillons prélevés pour le choix des éléments neufs',
  },
  {
    titre: 'Dépose soignée et tri',
    detail:
      'dépose de la couverture existante à la main, par travées refermées chaque soir ; éléments réemployables comptés, triés par format et stockés sur palettes à l’abri, ouvrages de plomb et de zinc repérés ; gravats descendus par goulotte fermée, rien n’est jeté depuis la toiture',
  },
  {
    titre: 'Constat de la charpente et du support',
    detail:
      'charpente, voliges ou lattis découverts examinés avec le maître d’œuvre (point d’arrêt) ; reprises du support à l’identique, selon le CCTP et l’avancement du lot charpente',
  },
  {
    titre: 'Couverture restaurée à l’identique',
    detail:
      'repose des éléments anciens sains et complément par des éléments neufs de même nature validés sur échantillon, au même pureau, avec le même mode de fixation et les mêmes détails traditionnels',
  },
  {
    titre: 'Ouvrages de plomb et de zinc',
    detail:
      'noues, faîtages, solins, bavettes et chéneaux refaits dans le métal et selon les détails relevés, façonnés à la main avec leurs dilatations, gouttières et descentes raccordées aux exutoires existants',
  },
  {
    titre: 'Nettoyage, rapport d’intervention et repli',
    detail:
      'nettoyage des chéneaux, des abords et des zones protégées, dépose des protections intérieures et de l’échafaudage après réception',
  },
];

const RISQUES_MH = [
  {
    risque: 'Exposition au plomb (dépose et façonnage des ouvrages en plomb, poussières anciennes)',
    mesure:
      'évaluation du risque et mesures d’exposition au regard de la valeur limite de l’article R4412-149 du code du travail ; plomb découpé à froid, poussières aspirées (filtre à très haute efficacité), jamais balayées à sec ; lavage des mains et interdiction de manger sur le poste, vêtements de travail entretenus par l’entreprise, suivi médical des salariés exposés',
  },
  {
    risque: 'Incendie de la charpente ancienne lors des travaux par point chaud',
    mesure:
      'permis de feu, points chauds limités aux soudures indispensables, fer à souder électrique plutôt que flamme nue, extincteurs au poste, surveillance de la zone deux heures après le dernier point chaud',
  },
  {
    risque: 'Chute à travers une couverture ou un support anciens fragiles',
    mesure:
      'aucune circulation directe sur les éléments anciens : échelles de couvreur et platelages répartissant la charge, protections collectives en égout et en rive, harnais sur points d’ancrage validés',
  },
];

const PHASES_MH = [
  { nom: 'Installation, échafaudage, parapluie, protections intérieures et relevé', part: 0.15 },
  { nom: 'Dépose de la couverture existante', part: 0.2 },
  { nom: 'Constat de la charpente et reprises du support', part: 0.15 },
  { nom: 'Couverture restaurée à l’identique, ouvrages de plomb et de zinc', part: 0.35 },
  { nom: 'Nettoyage, rapport d’intervention, réception et repli', part: 0.15 },
];

const AUTOCONTROLES_MH = [
  {
    point: 'Relevé de la couverture existante (formats, pureau, fixations, détails)',
    moment: 'avant dépose',
    preuve: 'relevé et photographies datées, remis au maître d’œuvre',
  },
  {
    point: 'Éléments neufs conformes aux échantillons validés',
    moment: 'avant commande (point d’arrêt)',
    preuve: 'échantillons visés par le maître d’œuvre, bons de livraison',
  },
  {
    point: 'État de la charpente et du support après découverture',
    moment: 'avant repose (point d’arrêt)',
    preuve: 'fiche de constat et photos transmises au maître d’œuvre',
  },
  {
    point: 'Pureau, fixations et détails conformes au relevé',
    moment: 'à l’avancement, par travée',
    preuve: 'fiche d’autocontrôle et photos datées',
  },
  {
    point: 'Ouvrages de plomb et de zinc, écoulement des chéneaux',
    moment: 'avant réception, essai à l’eau',
    preuve: 'fiche d’essai et photos',
  },
];

const DECHETS_MH = [
  {
    dechet: 'Éléments de couverture anciens non réemployables',
    categorie: 'Inertes' as const,
    exutoire: 'plateforme de recyclage des inertes ou ISDI, après tri des éléments réemployables',
  },
  {
    dechet: 'Voliges, lattis et bois déposés',
    categorie: 'DND' as const,
    exutoire: 'centre de tri, bois traités en filière dédiée',
  },
  {
    dechet: 'Plomb et zinc déposés',
    categorie: 'DND' as const,
    exutoire: 'recyclage matière par un ferrailleur, le plomb pesé à part, avec bon de reprise',
  },
  {
    dechet: 'Poussières de plomb, filtres et EPI souillés',
    categorie: 'DD' as const,
    exutoire: 'conditionnés en sacs étanches, installation autorisée, bordereau sur Trackdéchets',
  },
  {
    dechet: 'Matériaux amiantés, si le repérage en signale',
    categorie: 'DD' as const,
    exutoire: 'ISDD, bordereau BSDA sur Trackdéchets',
  },
];

/** The roofer's restoration kind, its new elements named by the material the object names. */
function restaurationMH(label: string, when: RegExp, unless: RegExp | undefined, elements: string): SousType {
  return {
    key: 'restauration_mh',
    label,
    when,
    unless,
    travaux: 'travaux de restauration de couverture',
    normes: [
      {
        ref: 'CCTP et détails du maître d’œuvre',
        objet:
          'techniques traditionnelles de l’édifice, hors du domaine des NF DTU, qui ne s’appliquent aux ouvrages anciens que lorsque le CCTP les cite',
      },
      {
        ref: 'Code du travail, article R4412-149',
        objet: 'valeur limite d’exposition professionnelle au plomb, qui encadre la dépose et le façonnage du plomb',
      },
    ],
    sansNormes: /NF DTU 40\.29|NF DTU 40\.35|Eurocode 1|série 40/,
    specificites: [
      {
        when: /./,
        sujet: 'couverture restaurée à l’identique',
        texte:
          'La couverture est restaurée à l’identique, d’après le relevé fait avant dépose : même matériau, même format et, autant que possible, même provenance, même pureau, même mode de fixation et mêmes détails traditionnels (faîtages, rives, noues, solins, ouvrages de plomb). Les éléments anciens sains sont reposés en priorité et complétés par des éléments neufs choisis sur échantillon validé par le maître d’œuvre ; aucun écran de sous-toiture, liteau neuf traité ou changement de support n’est introduit si le CCTP ne le prescrit pas, la couverture restant ventilée comme à l’origine.',
      },
    ],
    sansSpecificites: /^couverture en (ardoises|tuiles|bacs acier)$|^zinguerie$/,
    etapes: ETAPES_MH,
    risques: RISQUES_MH,
    sansRisques: /Brûlures lors des soudures/,
    materiel: [
      {
        nom: 'couverture provisoire (parapluie) ou bâches sur cintres au-dessus de la zone découverte',
        match: /parapluie|couverture provisoire|cintres?/,
      },
      {
        nom: 'aspirateur à filtre à très haute efficacité pour les poussières de plomb',
        match: /aspirat|\bthe\b|hepa/,
      },
    ],
    // Debris go down a closed chute, never thrown from the roof.
    sansMateriel: /nacelle/,
    materiaux: [
      elements,
      'éléments anciens sains déposés, triés et reposés en priorité',
      'plomb laminé et zinc pour les noues, faîtages, solins et chéneaux, selon les détails relevés',
      'bois du support de même essence et section que l’existant, lorsque des reprises sont nécessaires',
    ],
    habilitations: [
      'travail en hauteur et port du harnais',
      'montage et vérification des échafaudages (R408)',
      'information et formation au risque plomb (poussières, hygiène, suivi médical)',
      'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
    ],
    pointsAttention: [
      'l’état de la charpente et du support, connu seulement à la découverture',
      'la protection de l’intérieur de l’édifice sous la zone découverte, et son usage pendant les travaux',
      'la disponibilité d’éléments neufs identiques à l’existant (provenance, format), qui fixe les délais d’approvisionnement',
    ],
    sansPointsAttention: /./,
    phases: PHASES_MH,
    autocontroles: AUTOCONTROLES_MH,
    dechets: DECHETS_MH,
    entretien:
      'faire visiter la couverture une fois par an et après chaque tempête pour remettre en place les éléments glissés, nettoyer chéneaux et noues deux fois par an, et consigner ces visites dans le carnet d’entretien de l’édifice',
  };
}

/** A temporary roof over the works (« échafaudage parapluie », « toit provisoire »). */
const PARAPLUIE = /parapluies?|toits? provisoires?|couvertures? provisoires? (generales?|sur echafaudages?)/;
const ISOLATION_SOUS_PARAPLUIE = /\bisolation\b|\bisolants?\b|sarking/;

/** The rules of an insulation laid or replaced in an existing roof (a roof's insulation, under an umbrella roof too). */
const NORMES_ISOLATION_TOITURE: Norme[] = [
  {
    ref: 'Arrêté du 3 mai 2007 modifié (réglementation thermique des bâtiments existants, élément par élément)',
    objet:
      'résistance thermique minimale de l’isolation posée ou remplacée en toiture, la valeur du CCTP s’appliquant si elle est plus exigeante',
  },
  {
    ref: 'Avis technique ou DTA du procédé d’isolation',
    objet:
      'panneaux de sarking ou isolants sous avis technique : fixation, pare-vapeur et compatibilité avec la couverture',
  },
];

const INSTALLATIONS_COMMUNES = /installations? de chantier|base vie|bases? de vie/;

/**
 * A roof redone with its insulation (« réfection de toiture et isolation »): the insulation has its own
 * paragraph, standards, phase and self-check, whatever its configuration (rampants, sarking, combles),
 * which the survey and the CCTP fix. Named with the covering when the notice gives no material (the
 * kinds' names then say both), alone when a material kind names the covering. Steel sheets and flat
 * roofs have their own insulation (the étancheur's, or the panels of the steel roof).
 */
function isolationDeLaToiture(): SousType[] {
  const isolation = /\bisolation\b|\bisolants?\b|sarking/;
  const base: SousType = {
    key: 'isolation_toiture',
    label: 'isolation de la toiture',
    when: new RegExp(`^(?=[\\s\\S]*(?:${isolation.source}))(?=[\\s\\S]*(?:${DEPOSE_COUVERTURE.source}))`),
    // Under an umbrella scaffold, the umbrella's kind writes the insulation.
    unless: new RegExp(`${BACS.source}|${TERRASSE.source}|entretien|maintenance|depannages?|${PARAPLUIE.source}`),
    normes: NORMES_ISOLATION_TOITURE,
    sansSpecificites: /^isolation de la toiture$/,
    specificites: [
      {
        when: /./,
        sujet: 'isolation de la toiture',
        texte:
          'L’isolation est posée selon la configuration relevée et le CCTP : en rampants, entre et sous chevrons ; par l’extérieur (sarking), sur panneaux sous avis technique posés sur les chevrons une fois la couverture déposée ; ou sur le plancher des combles perdus. Dans tous les cas le pare-vapeur est continu côté chaud, jonctions adhésivées et raccordé aux murs et aux pénétrations, l’écran de sous-toiture HPV est côté froid avec une lame de ventilation sous la couverture, et la résistance thermique atteint au moins celle de l’arrêté du 3 mai 2007 modifié, la valeur du CCTP s’appliquant si elle est plus exigeante. Chaque zone isolée est refermée le jour même ; l’épaisseur posée et la continuité du pare-vapeur sont photographiées avant fermeture (point d’arrêt), et la surépaisseur d’un sarking est reprise aux rives, à l’égout et aux abergements.',
      },
    ],
    phases: [
      { nom: 'Préparation, installation de chantier et échafaudage', part: 0.1 },
      { nom: 'Dépose de la couverture existante', part: 0.2 },
      { nom: 'Reprises du support, pare-vapeur et isolation', part: 0.25 },
      { nom: 'Écran, lattage, couverture et points singuliers', part: 0.3 },
      { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.15 },
    ],
    pointsAttention: [
      'la configuration de l’isolation (rampants, sarking ou combles perdus) et la résistance thermique exigée par le CCTP',
    ],
  };
  return [
    {
      ...base,
      label: 'réfection de couverture et isolation de la toiture',
      travaux: 'travaux de réfection de couverture et d’isolation de la toiture',
      when: new RegExp(`${base.when.source}(?![\\s\\S]*(?:${MATERIAU_COUVERTURE.source}))`),
    },
    { ...base, when: new RegExp(`${base.when.source}(?=[\\s\\S]*(?:${MATERIAU_COUVERTURE.source}))`) },
  ];
}

/**
 * A new roof (« Construction d’un gymnase – lot couverture », « Extension de l’école ») and nothing in
 * the object about an existing covering: no dépose, no découverture, no raccords to an existing roof —
 * the support is received from the frame's lot, the covering laid on it, the gutters connected to the
 * downpipes and networks the project provides.
 */
const ETAPES_COUVERTURE_NEUVE = COUVREUR.etapes
  .filter((e) => !/^(Dépose|Retrait des matériaux amiantés)$/.test(e.titre))
  .map((e) => {
    switch (e.titre) {
      case 'Protection et mise en sécurité':
        return {
          ...e,
          detail:
            'échafaudage de pied avec garde-corps en égout et protections de rive installés avant toute montée en toiture, filets ou platelage sous les parties non encore couvertes',
        };
      case 'Contrôle du support':
        return {
          ...e,
          titre: 'Réception du support',
          detail:
            'réception contradictoire du support livré par le lot charpente ou gros œuvre : entraxes des chevrons ou des pannes, planéité, pentes, fixations et réservations des pénétrations, écarts signalés au maître d’œuvre avant toute pose',
        };
      case 'Zinguerie et évacuations':
        return {
          ...e,
          detail:
            'gouttières, chéneaux, descentes et abergements, raccordement aux attentes d’eaux pluviales prévues par le projet',
        };
      default:
        return e;
    }
  });
const COUVERTURE_NEUVE: SousType = {
  key: 'couverture_neuve',
  label: 'couverture neuve',
  // The object and lots say a new work: a « Démolition » descripteur lists the operation's other works.
  surObjet: true,
  when: NEUF_SEUL,
  // A covering material named: its own kind, « couverture neuve en tuiles », carries these lines.
  unless: new RegExp(`${TUILES.source}|${ARDOISES.source}|${BACS.source}`),
  etapes: ETAPES_COUVERTURE_NEUVE,
  phases: [
    { nom: 'Préparation, installation de chantier et échafaudage', part: 0.15 },
    { nom: 'Réception du support, écran et lattage', part: 0.2 },
    { nom: 'Pose de la couverture et des points singuliers', part: 0.45 },
    { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.2 },
  ],
  autocontroles: COUVREUR.autocontroles.map((c) =>
    /après découverture/.test(c.point)
      ? { ...c, point: 'Support livré par le lot charpente ou gros œuvre', preuve: 'PV de réception du support' }
      : c,
  ),
  sansMateriel: /goulotte/,
  // No old covering to match: the products are those the CCTP prescribes.
  materiaux: COUVREUR.materiaux.map((m) => m.replace(/, identiques à l’existant pour les raccords$/, '')),
  // No old covering touched: no asbestos training asked of the roofers.
  habilitations: COUVREUR.habilitations.filter((h) => !/amiante/.test(h)),
  sansPointsAttention: /decouverture|découverture|hors d’eau du bâtiment/,
  pointsAttention: [
    'le support livré par le lot charpente ou gros œuvre (entraxes, pentes, réservations), réceptionné avant la pose',
  ],
};
/** Steel sheets on a new frame: the purlins are received, no screen nor battens. */
const BACS_NEUFS_PHASES = [
  { nom: 'Préparation, installation de chantier et échafaudage', part: 0.15 },
  { nom: 'Réception des pannes et du support', part: 0.15 },
  { nom: 'Pose des bacs et des points singuliers', part: 0.5 },
  { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.2 },
];
/** A material kind as is on an existing roof, and on a new roof without raccords « identiques à l’existant ». */
function neufOuExistant(st: SousType): SousType[] {
  const neuf = new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))${NEUF_SEUL.source.slice(1)}`);
  return [
    { ...st, unless: st.unless ? new RegExp(`${st.unless.source}|${NEUF_SEUL.source}`) : NEUF_SEUL },
    {
      ...COUVERTURE_NEUVE,
      ...st,
      label: st.label.replace(/^couverture/, 'couverture neuve'),
      when: neuf,
      materiaux: st.materiaux?.map((m) => m.replace(/ \(identiques à l’existant pour les raccords\)/, '')),
      phases: st.key === 'bacs_acier' ? BACS_NEUFS_PHASES : COUVERTURE_NEUVE.phases,
    },
  ];
}

/**
 * Upkeep and repairs of roofs, or an accord-cadre run by bons de commande: each order is a repair
 * (broken tiles or slates, flashings, gutters, a leak), not the dépose of a whole roof.
 */
const ENTRETIEN_COUVERTURE: SousType = {
  key: 'entretien',
  label: 'entretien et réparation de couvertures',
  // Not the roof of a building named after its use (« atelier de maintenance », « centre d’entretien »).
  when: new RegExp(
    `(?<!(?:ateliers?|centres?|batiments?|locaux|local|hangars?|bases?|garages?) (?:de |d'|du )?)(?:entretien|maintenance)|depannages?|petites? reparations?|recherches? de fuites?|${BONS_DE_COMMANDE_COURANTS.source}`,
  ),
  travaux: 'travaux d’entretien et de réparation de couvertures',
  etapes: [
    {
      titre: 'Prise en charge de la demande',
      detail:
        'accusé de réception de la demande, accès à la toiture convenu avec l’occupant, bâchage immédiat si l’eau pénètre dans les locaux',
    },
    {
      titre: 'Mise en sécurité',
      detail:
        'moyen d’accès choisi pour l’intervention (nacelle, échafaudage, crochets et ligne de vie existants vérifiés), zone balisée au pied du bâtiment',
    },
    {
      titre: 'Recherche de la cause',
      detail:
        'inspection des éléments cassés ou glissés, des faîtages, solins, noues et abergements, des gouttières et descentes, pour trouver l’origine du désordre',
    },
    {
      titre: 'Réparation',
      detail:
        'remplacement des éléments cassés par des éléments du même modèle, reposés selon le NF DTU du matériau en place, reprise des solins et abergements, gouttières et descentes débouchées ou remplacées ; une reprise plus étendue fait l’objet d’un devis',
    },
    {
      titre: 'Contrôle et compte rendu',
      detail: 'contrôle de l’écoulement, compte rendu avec photos avant et après remis au gestionnaire',
    },
  ],
  phases: [
    { nom: 'Prise en charge, accès et mise en sécurité', part: 0.2 },
    // « repose »: the hoist and the zinc tools go with the repairs, not with the report
    { nom: 'Recherche de la cause, réparations et reposes', part: 0.6 },
    { nom: 'Contrôle, compte rendu et repli', part: 0.2 },
  ],
  // The DTU of the material in place, whatever it is; the asbestos of old roofs read before each order.
  sansNormes: /^NF DTU de la série 40 du matériau existant|^Arrêté du 16 juillet 2019 et NF X 46-020$/,
  normes: [
    {
      ref: 'NF DTU de la série 40 du matériau en place (40.11 à 40.14, 40.21 à 40.25, 40.35, 40.41…)',
      objet:
        'chaque réparation suit le NF DTU du matériau de la couverture concernée (ardoises, tuiles, bacs acier, zinc), relevé à l’intervention',
      when: new RegExp(`^(?![\\s\\S]*(?:${MATERIAU_COUVERTURE.source}))`),
    },
    {
      ref: 'Dossier technique amiante et repérage avant travaux (arrêté du 16 juillet 2019, NF X 46-020)',
      objet:
        'consultés avant chaque intervention sur une couverture ancienne (ardoises et plaques en fibres-ciment, closoirs, conduits, colles)',
    },
  ],
  specificites: [
    {
      when: /./,
      sujet: 'amiante des couvertures anciennes',
      texte:
        'Les couvertures anciennes d’un patrimoine public comptent souvent des matériaux amiantés (ardoises et plaques en fibres-ciment, closoirs, conduits, colles de bitume) : avant chaque intervention, le dossier technique amiante du bâtiment est consulté et, s’il ne suffit pas, un repérage avant travaux est demandé à l’acheteur. Une intervention ponctuelle sur un matériau amianté (remplacement d’une ardoise ou d’une plaque, perçage, fixation) est faite en sous-section 4 par des compagnons formés, selon un mode opératoire, matériau humidifié et déposé sans casse, déchets conditionnés et évacués sous BSDA ; un retrait étendu relève d’une entreprise certifiée pour la sous-section 3 et fait l’objet d’un devis distinct.',
    },
  ],
  risques: [
    {
      risque: 'Fibres d’amiante des couvertures anciennes (fibres-ciment, closoirs, conduits)',
      mesure:
        'dossier technique amiante consulté avant chaque intervention, interventions ponctuelles en sous-section 4 par du personnel formé selon un mode opératoire, humidification, conditionnement étanche, déchets sous BSDA',
    },
  ],
  sansRisques: /^Exposition aux fibres d’amiante$/,
  // No whole roof removed: no chute nor skip; the old elements are taken away with each order.
  sansMateriel: /goulotte/,
  materiaux: [
    'éléments de couverture du même modèle que ceux en place (tuiles, ardoises, plaques), pour des raccords invisibles',
    'zinc et plomb pour les reprises de zinguerie et d’abergements',
    'accessoires et mastics d’étanchéité compatibles avec la couverture en place',
    'bâches de mise hors d’eau provisoire, lestées ou fixées sans percer la couverture',
  ],
  autocontroles: [
    {
      point: 'Dossier technique amiante consulté pour le bâtiment de la commande',
      moment: 'avant l’intervention (point d’arrêt)',
      preuve: 'référence du DTA ou du repérage portée sur la fiche d’intervention',
    },
    {
      point: 'Cause du désordre identifiée',
      moment: 'avant réparation',
      preuve: 'photos et description sur la fiche d’intervention',
    },
    {
      point: 'Éléments remplacés du même modèle, fixations et recouvrements selon le NF DTU du matériau',
      moment: 'à l’intervention',
      preuve: 'photos avant et après',
    },
    {
      point: 'Écoulement des gouttières, chéneaux et descentes',
      moment: 'après intervention, essai à l’eau',
      preuve: 'compte rendu d’intervention',
    },
    {
      point: 'Étanchéité de la zone réparée',
      moment: 'à la pluie suivante ou par arrosage',
      preuve: 'constat porté au suivi des commandes',
    },
  ],
  dechets: [
    {
      dechet: 'Tuiles et ardoises remplacées',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes ou ISDI',
    },
    {
      dechet: 'Zinc, cuivre et plomb déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière, avec bon de reprise',
    },
    {
      dechet: 'Bois et emballages',
      categorie: 'DND',
      exutoire: 'centre de tri',
    },
    {
      dechet: 'Éléments en fibres-ciment amiantés, si le DTA en signale',
      categorie: 'DD',
      exutoire: 'ISDD, bordereau BSDA sur Trackdéchets',
    },
  ],
  pointsAttention: [
    'les accès aux toitures de chaque bâtiment (nacelle, échafaudage, crochets) et leurs protections',
    'les délais d’intervention que fixe le CCAP, en urgence (fuite, bâchage) comme pour les travaux courants, et l’organisation qui les tient sur les sites de l’acheteur',
    'le dossier technique amiante de chaque bâtiment, à consulter avant toute intervention',
  ],
  sansPointsAttention: /découverture/,
};

/**
 * A photovoltaic roof named by the object (« couverture photovoltaïque sur charpente métallique », « pose de
 * panneaux photovoltaïques en toiture »): the roof carries a PV process under Avis technique, ETN or ATEx — its
 * support, fixings and waterproofing follow the process, the wind uplift fixes the fixings, the wiring is a
 * qualified electrician's (UTE C 15-712-1), and on a building receiving the public the PV fire rules apply. On a
 * new roof nothing is removed nor found « après découverture »; on an existing roof the old covering is removed
 * after the asbestos survey and the frame checked for the modules' weight.
 */
function couverturePhotovoltaique(): SousType[] {
  const pv = /photovolta|panneaux? solaires?(?! thermiques)|modules? solaires?|centrales? solaires?/;
  const erp =
    /\berp\b|etablissements? recevant du public|equipements? (sportifs?|culturels?|publics?|socio)|gymnase|salle|ecole|groupe scolaire|college|lycee|creche|mairie|mediatheque|bibliotheque|piscine|stade|tribune|arenes?|halle|complexe/;
  const base: SousType = {
    key: 'couverture_photovoltaique',
    label: 'couverture photovoltaïque',
    when: pv,
    surObjet: true,
    unless: /solaires? thermiques?|capteurs? solaires?|eau chaude solaire/,
    travaux: 'travaux de couverture photovoltaïque',
    ouvrage: 'la couverture photovoltaïque',
    normes: [
      {
        ref: 'Avis technique, ETN ou ATEx du procédé photovoltaïque',
        objet:
          'mise en œuvre des modules et de leur système de fixation, intégrés ou en surimposition : support, fixations, étanchéité des traversées et des abergements',
      },
      {
        ref: 'NF DTU 40.35',
        objet:
          'couverture en plaques nervurées d’acier (bacs acier), lorsque le procédé se pose sur une couverture en bacs ou que le CCTP la prévoit sous le champ de modules',
        when: /\bbacs?\b|acier|metallique|\btoles?\b/,
      },
      {
        ref: 'Guide UTE C 15-712-1',
        objet:
          'installations photovoltaïques : partie électrique réalisée par un électricien qualifié, avec qui sont arrêtés les traversées et les cheminements de câbles en toiture',
      },
    ],
    sansNormes: /^NF DTU 40\.35$/,
    specificites: [
      {
        when: /./,
        sujet: 'couverture photovoltaïque',
        texte:
          'La couverture porte un procédé photovoltaïque sous Avis technique, ETN ou ATEx, intégré à la couverture ou posé en surimposition : le support, l’entraxe et la nature des fixations, les recouvrements et l’étanchéité de chaque traversée sont ceux de ce procédé, justifiés au visa avec le calepinage du champ de modules. Les fixations sont dimensionnées pour le soulèvement au vent selon la NF EN 1991-1-4, plus fort en rive et en angle, et pour la neige du site ; les abergements en tête, en pied et sur les côtés du champ conduisent l’eau hors des modules, et la ventilation en sous-face que le procédé demande est conservée. Personne ne marche sur les modules : un cheminement d’entretien est laissé entre les champs. La partie électrique — câblage courant continu, onduleurs, raccordement — est réalisée par un électricien qualifié selon le guide UTE C 15-712-1 ; les traversées de câbles, étanchées avec les accessoires du procédé, et les cheminements en toiture sont arrêtés avec lui avant la pose.',
      },
      {
        when: erp,
        sujet: 'installation photovoltaïque sur un établissement recevant du public',
        texte:
          'Sur un établissement recevant du public, les dispositions de sécurité incendie propres à l’installation photovoltaïque — coupure d’urgence au plus près des modules, cheminement et protection des câbles courant continu, accès et signalisation pour les secours, réaction au feu des matériaux sous les modules — sont arrêtées en études avec le contrôleur technique et soumises à l’avis de la commission de sécurité, avant toute commande.',
      },
    ],
    sansSpecificites: /^couverture en bacs acier$/,
    risques: [
      {
        risque: 'Manutention des modules en toiture (poids, prise au vent)',
        mesure:
          'modules levés sur palettes par grue ou monte-matériaux, pose interrompue par vent fort, jamais un module porté seul près d’une rive',
      },
      {
        risque: 'Courant produit par les modules dès qu’ils sont éclairés',
        mesure:
          'connecteurs laissés ouverts et protégés, aucune connexion par les couvreurs, câblage et mise en service réservés à l’électricien habilité',
      },
    ],
    materiel: [
      { nom: 'grue auxiliaire ou monte-matériaux pour lever les palettes de modules', match: /grue|monte|lift/ },
      { nom: 'filets de sécurité en sous-face pendant la pose', match: /filet/ },
    ],
    sansMateriel: /^monte-matériaux ou grue auxiliaire pour l’approvisionnement$/,
    materiaux: [
      'procédé photovoltaïque (modules et système de fixation) sous Avis technique, ETN ou ATEx, avec ses accessoires d’étanchéité et de traversée',
      'bacs acier ou bacs supports du procédé, closoirs, faîtières et rives assortis',
      'fixations adaptées au support et à la zone de vent',
      'zinc ou acier prélaqué pour la zinguerie et les abergements',
    ],
    habilitations: [
      'travail en hauteur et port du harnais',
      'montage et vérification des échafaudages (R408)',
      'habilitation électrique adaptée (NF C 18-510) des compagnons qui manipulent les modules',
    ],
    autocontroles: [
      {
        point: 'Support conforme au procédé (entraxes, planéité, pentes)',
        moment: 'avant pose (point d’arrêt)',
        preuve: 'PV de réception du support',
      },
      {
        point: 'Fixations du procédé : nombre, position en rive et en angle, serrage',
        moment: 'à l’avancement, par champ',
        preuve: 'fiche d’autocontrôle et calepinage annoté',
      },
      {
        point: 'Abergements autour du champ et traversées de câbles étanchées',
        moment: 'avant la pose des modules qui les recouvrent',
        preuve: 'photos datées',
      },
      ...ESSAIS_EAU_COUVERTURE,
    ],
    pointsAttention: [
      'le procédé photovoltaïque retenu et son Avis technique, ETN ou ATEx, qui fixent le support, les fixations et l’étanchéité',
      'la limite de prestation avec l’électricien (câblage, onduleurs, raccordement) et l’ordre des travaux en toiture',
      'la zone de vent et l’exposition du site, qui fixent les fixations en rive et en angle',
    ],
    entretien:
      'faire visiter la couverture et le champ de modules une fois par an et après chaque tempête (fixations, abergements, traversées), nettoyer gouttières et chéneaux deux fois par an, sans marcher sur les modules ni toucher à leur câblage',
    decennale:
      'la couverture et son étanchéité à l’eau, avec les fixations et les traversées du procédé photovoltaïque posées par notre lot',
    biennale:
      'les éléments d’équipement dissociables destinés à fonctionner que notre lot pose, dont les modules en surimposition lorsque leur pose nous est confiée',
  };
  const etapes = (existant: boolean) => [
    {
      titre: 'Protection et mise en sécurité',
      detail: existant
        ? 'échafaudage de pied avec garde-corps en égout et protections de rive installés avant toute dépose, bâchage prévu chaque soir'
        : 'protections de rive et filets en sous-face installés avant toute montée sur la charpente, lignes de vie pour les compagnons',
    },
    ...(existant
      ? [
          {
            titre: 'Dépose',
            detail:
              'dépose de la couverture existante par zones après lecture du repérage amiante avant travaux, évacuation des déchets par goulotte ou benne',
          },
          {
            titre: 'Contrôle du support',
            detail:
              'état de la charpente après découverture et note de calcul vérifiant qu’elle porte les modules, le vent et la neige, écarts signalés avant toute pose',
          },
        ]
      : [
          {
            titre: 'Réception du support',
            detail:
              'réception contradictoire des pannes livrées par le lot charpente (entraxes, planéité, pentes conformes au procédé), écarts signalés au maître d’œuvre avant toute pose',
          },
        ]),
    {
      titre: 'Couverture et points singuliers',
      detail:
        'pose de la couverture support du procédé (bacs ou bacs supports), closoirs, faîtage, rives et abergements du champ de modules',
    },
    {
      titre: 'Supports et modules',
      detail:
        'rails ou crochets fixés selon le calepinage et l’Avis technique, en nombre renforcé en rive et en angle, modules posés et bridés au couple du fabricant, connecteurs laissés ouverts pour l’électricien',
    },
    {
      titre: 'Traversées et cheminements',
      detail:
        'traversées de câbles étanchées avec les accessoires du procédé, chemins de câbles fixés hors des zones d’écoulement, en coordination avec l’électricien',
    },
    {
      titre: 'Zinguerie et évacuations',
      detail: 'gouttières, chéneaux, descentes et abergements, raccordement aux attentes d’eaux pluviales',
    },
    {
      titre: 'Contrôles et repli',
      detail:
        'contrôle des fixations et des abergements, essai à l’eau, DOE avec l’Avis technique du procédé, le calepinage et les fiches des produits',
    },
  ];
  return [
    {
      ...base,
      unless: new RegExp(`${base.unless?.source ?? ''}|${DEPOSE_COUVERTURE.source}`),
      etapes: etapes(false),
      phases: [
        { nom: 'Études, calepinage et visa du procédé', part: 0.15 },
        { nom: 'Installation, protections et réception du support', part: 0.15 },
        { nom: 'Pose de la couverture et des points singuliers', part: 0.3 },
        { nom: 'Pose des supports et des modules', part: 0.25 },
        { nom: 'Zinguerie, contrôles, réception et repli', part: 0.15 },
      ],
      sansMateriel: /^monte-matériaux ou grue auxiliaire pour l’approvisionnement$|goulotte/,
      sansPointsAttention: /découverture|au pied du bâtiment|hors d’eau du bâtiment/,
      // nothing is uncovered nor removed: the falling objects and the wind are those of a new roof
      risques: [
        ...(base.risques ?? []),
        {
          risque: 'Chute d’objets sous la zone de pose',
          mesure:
            'zone balisée et interdite sous la toiture en cours de pose, filets en sous-face, outillage attaché, aucun élément non fixé laissé en toiture',
        },
        {
          risque: 'Intempéries et vent',
          mesure:
            'arrêt des travaux en toiture et des levages par vent fort, bacs et modules non fixés jamais laissés en toiture le soir',
        },
      ],
      sansRisques: /^Chute d’objets sur les occupants et passants$|^Intempéries et vent$/,
      dechets: [
        {
          dechet: 'Chutes de bacs, de rails et de zinc',
          categorie: 'DND',
          exutoire: 'ferrailleur ou centre de tri, métaux en recyclage matière',
        },
        {
          dechet: 'Emballages des modules (cartons, palettes, films)',
          categorie: 'DND',
          exutoire: 'tri sur site, reprise fournisseur ou recyclage',
        },
        {
          dechet: 'Modules cassés à la pose',
          categorie: 'DND',
          exutoire: 'filière de collecte des panneaux photovoltaïques usagés (DEEE)',
        },
      ],
    },
    {
      ...base,
      when: new RegExp(`^(?=[\\s\\S]*(?:${pv.source}))(?=[\\s\\S]*(?:${DEPOSE_COUVERTURE.source}))`),
      etapes: etapes(true),
      habilitations: [
        ...(base.habilitations ?? []),
        'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
      ],
      phases: [
        { nom: 'Études, calepinage et visa du procédé', part: 0.1 },
        { nom: 'Installation, échafaudage et dépose de la couverture existante', part: 0.2 },
        { nom: 'Contrôle du support et pose de la couverture', part: 0.3 },
        { nom: 'Pose des supports et des modules', part: 0.25 },
        { nom: 'Zinguerie, contrôles, réception et repli', part: 0.15 },
      ],
    },
  ];
}

/**
 * Words that name a roofing work in the object, the lots or the descripteurs (the covering, its
 * materials, the roof, its gutters, its rooflights, its frame): without any of them, the roofer's
 * share of the operation is not known.
 */
const TOITURE_NOMMEE =
  /\bcouvert|couvreur|zingu|\btoit|tuiles?\b|ardoises?|\bbacs?\b|\btoles?\b|gouttieres?|cheneaux?|descentes? (d'eaux|ep\b)|sous-toiture|sarking|bardages?|charpentes?|etancheite|lanterneaux?|verrieres?|skydomes?|desenfumage|faitag|photovolta|solaires?|combles?|eaux pluviales|hors d'eau|clochers?|beffrois?|\bdomes?\b|coupoles?|fibro-?ciment|fibres-ciment|amiante-ciment|plaques? (ondulees|translucides|eclairantes)/;

/** A former industrial building (« dit Ex-Ford », a former plant, a hangar, a warehouse): fibre-cement sheets are likely. */
const BATIMENT_INDUSTRIEL_ANCIEN =
  /\bex-[a-z]|anciennes? (usines?|fabriques?|manufactures?|ateliers?|entrepots?|halles?|sites? industriels?)|friches?|\busines?\b|hangars?|entrepots?|batiments? (industriels?|d'activites?)|sites? industriels?|\bdocks?\b|manufactures?/;

/**
 * An operation whose object names no roofing work (a provisional fit-out, a multi-trade conversion): the
 * roofer's share is what the CCTP will say, so the method stays at the interventions such an operation
 * asks of a roofer — making good around the other trades' works, water-tightness of the penetrations
 * they create, fragile sheets and rooflights, gutters — with asbestos for any old roof, not a
 * re-roofing (dépose, screen, battens, pureau) that nothing in the file announces.
 */
const INTERVENTIONS_COUVERTURE: SousType = {
  key: 'interventions_couverture',
  label: 'couverture et zinguerie à préciser au CCTP',
  // The object and lots only: a « Couverture » descripteur says the operation has some, not which.
  surObjet: true,
  when: new RegExp(`^(?![\\s\\S]*(?:${TOITURE_NOMMEE.source}))`),
  // A new building's roof, a heritage restoration or an upkeep contract keep their own kinds; a work outside
  // every model (ruins, a bridge) keeps the trade-neutral method.
  unless: new RegExp(
    `${NEUF_SEUL.source}|${RESTAURATION_MH.source}|${ENTRETIEN_COUVERTURE.when.source}|${HORS_MODELE_SANS_TYPE.source}`,
  ),
  // « Construction d’une extension » with a « Démolition » descripteur: the object says a new work, whose
  // roof is new (the descripteurs list the whole operation's trades).
  unlessSurObjet: NEUF_SEUL,
  normes: [
    {
      ref: 'NF DTU de la série 40 du matériau en place',
      objet:
        'reprises et raccords exécutés selon le NF DTU du matériau de la couverture existante, identifié au relevé (40.11 à 40.14, 40.21 à 40.25, 40.35, 40.41…)',
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux de la toiture (plaques, closoirs, éclairants anciens, conduits, colles), fourni par le maître d’ouvrage avant toute intervention',
    },
    {
      ref: 'Code du travail, articles R4412-94 et suivants',
      objet:
        'travaux exposant à l’amiante : retrait par une entreprise certifiée (sous-section 3), interventions ponctuelles sur matériau conservé par du personnel formé selon un mode opératoire (sous-section 4)',
    },
  ],
  sansNormes: /Arrêté du 16 juillet 2019|série 40 du matériau existant|NF DTU 40\.29/,
  specificites: [
    {
      when: /./,
      sujet: 'interventions en couverture que prévoira le CCTP',
      texte:
        'L’objet ne nomme pas de travaux de couverture : notre méthode s’en tient aux interventions en toiture que le CCTP prévoira pour cette opération — reprises et raccords de couverture au droit des ouvrages des autres lots, étanchéité des pénétrations créées (gaines, ventilations, désenfumage, réseaux), protection ou remplacement de plaques éclairantes et d’éléments cassés, remise en état des chéneaux, gouttières et descentes concernés —, chacune décrite et chiffrée d’après le CCTP et la visite ; aucune réfection d’ensemble n’est présumée. Les éléments de raccord sont de même matériau, profil et teinte que l’existant relevé, et chaque zone ouverte est refermée hors d’eau le jour même.',
    },
    {
      when: BATIMENT_INDUSTRIEL_ANCIEN,
      sujet: 'toiture d’un ancien bâtiment d’activité',
      texte:
        'D’après son nom, le bâtiment est un ancien bâtiment d’activité : sa toiture peut être en plaques ondulées, dont les plaques en fibres-ciment antérieures à 1997 contiennent souvent de l’amiante, avec des plaques éclairantes qui ne portent pas une personne. Le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020) est demandé au maître d’ouvrage avant toute intervention : un retrait de plaques amiantées est confié à une entreprise certifiée pour la sous-section 3, sur plan de retrait ; un percement ou une fixation dans une plaque conservée relève de la sous-section 4, par du personnel formé, selon un mode opératoire transmis à l’inspection du travail, à l’humide et sans outil rotatif rapide ; les déchets amiantés sont conditionnés en emballages étanches étiquetés et suivis par bordereau BSDA. On ne circule jamais directement sur les plaques : chemins de circulation ou platelages sur les pannes, filets de sécurité en sous-face et protection des éclairants avant tout accès.',
    },
  ],
  sansSpecificites:
    /^(matériau de couverture à identifier|couverture au-dessus de salles de classe|couvertures des bâtiments, traitées l’une après l’autre)$/,
  etapes: [
    {
      titre: 'Relevé et repérages',
      detail:
        'relevé de la toiture au droit des interventions prévues (matériau, plaques éclairantes, chéneaux, état des fixations et du support), repérage de l’amiante avant travaux lu avant toute intervention, consistance des interventions arrêtée avec le maître d’œuvre d’après le CCTP',
    },
    {
      titre: 'Protection et mise en sécurité',
      detail:
        'accès par nacelle ou échafaudage, garde-corps de rive ou ligne de vie, filets de sécurité en sous-face ou platelages sur les plaques fragiles et les éclairants, zone balisée au sol',
    },
    {
      titre: 'Reprises et raccords',
      detail:
        'reprises de couverture et raccords au droit des ouvrages des autres lots, avec des éléments de même matériau, profil et teinte que l’existant, zone refermée hors d’eau chaque soir',
    },
    {
      titre: 'Étanchéité des pénétrations',
      detail:
        'costières, abergements, platines et manchons des traversées créées (gaines, ventilations, désenfumage, réseaux), solins et relevés adaptés au matériau en place',
    },
    {
      titre: 'Zinguerie et évacuations',
      detail:
        'remise en état ou remplacement des chéneaux, gouttières et descentes concernés, raccordement aux descentes et regards existants',
    },
    {
      titre: 'Contrôles et repli',
      detail:
        'essai d’arrosage des pénétrations et des raccords, nettoyage des chéneaux, constat contradictoire avec le maître d’œuvre avant repli',
    },
  ],
  phases: [
    { nom: 'Préparation, repérages et mise en sécurité', part: 0.2 },
    { nom: 'Reprises, raccords et pénétrations', part: 0.5 },
    { nom: 'Zinguerie et évacuations', part: 0.15 },
    { nom: 'Contrôles, réception et repli', part: 0.15 },
  ],
  materiaux: [
    'éléments de raccord de même matériau, profil et teinte que la couverture existante',
    'accessoires d’étanchéité des pénétrations (costières, platines, manchons, abergements) adaptés au matériau en place',
    'zinc naturel ou prépatiné pour la zinguerie reprise',
  ],
  habilitations: [
    'travail en hauteur et port du harnais',
    'conduite de nacelle (R486) pour les intervenants qui l’utilisent',
    'formation amiante sous-section 4 pour toute intervention sur matériaux amiantés',
  ],
  risques: [
    {
      risque: 'Chute à travers une plaque fragile (fibres-ciment, plaque éclairante)',
      mesure:
        'aucun appui direct sur les plaques, chemins de circulation et platelages sur les pannes, filets de sécurité en sous-face, grilles ou filets sur les éclairants',
    },
    {
      risque: 'Exposition aux fibres d’amiante (plaques, closoirs, conduits anciens)',
      mesure:
        'repérage avant travaux lu avant toute intervention, retrait par une entreprise certifiée sous-section 3, interventions ponctuelles en sous-section 4 selon un mode opératoire, à l’humide, conditionnement étanche et BSDA',
    },
  ],
  sansRisques: /amiante/,
  materiel: [{ nom: 'filets de sécurité et platelages pour les plaques fragiles', match: /filet|platelage/ }],
  sansMateriel: /goulotte|échafaudage de pied/,
  autocontroles: [
    {
      point: 'Repérage amiante et relevé de la toiture au droit des interventions',
      moment: 'avant tout accès en toiture (point d’arrêt)',
      preuve: 'repérage transmis, fiche de relevé et photos',
    },
    {
      point: 'Protections collectives, filets et platelages en place',
      moment: 'avant chaque intervention en toiture',
      preuve: 'fiche de contrôle et photos',
    },
    {
      point: 'Étanchéité des pénétrations et des raccords',
      moment: 'après exécution, avant repli',
      preuve: 'essai d’arrosage, photos datées',
    },
    {
      point: 'Écoulement des chéneaux, gouttières et descentes repris',
      moment: 'en fin de travaux',
      preuve: 'essai à l’eau consigné',
    },
  ],
  dechets: [
    {
      dechet: 'Chutes de couverture, de zinc et d’accessoires, emballages',
      categorie: 'DND',
      exutoire: 'centre de tri, métaux en recyclage matière',
    },
    {
      dechet: 'Matériaux amiantés (plaques en fibres-ciment, closoirs), si le repérage en signale',
      categorie: 'DD',
      exutoire: 'installation de stockage autorisée, bordereau BSDA sur Trackdéchets',
    },
  ],
  pointsAttention: [
    'la consistance des interventions en toiture prévues au CCTP (pénétrations, raccords, zinguerie)',
    'la nature de la couverture existante et de ses plaques éclairantes, relevée avant tout accès',
    'le repérage de l’amiante avant travaux de la toiture, à obtenir du maître d’ouvrage',
  ],
  sansPointsAttention: /./,
  entretien:
    'faire vérifier chaque année les pénétrations et les raccords repris, et nettoyer deux fois par an les chéneaux, les gouttières et leurs descentes',
};

/**
 * A lot of site installations, umbrella scaffolding and roofing (« installations de chantier, échafaudages
 * parapluie, couverture »): the temporary roof is designed (NF EN 12811-1, snow and wind of the site), erected and
 * received before any découverture, examined every day and after wind; the site installations serve the other
 * lots; the roof and its insulation are redone under it (no tarpaulins each evening); it is dismantled last.
 */

function couvertureSousParapluie(): SousType[] {
  const base: SousType = {
    key: 'couverture_sous_parapluie',
    label: 'installations de chantier, échafaudage parapluie et couverture',
    when: PARAPLUIE,
    surObjet: true,
    travaux: 'travaux d’échafaudage parapluie et de couverture',
    normes: [
      {
        ref: 'NF EN 12811-1',
        objet:
          'échafaudages : exigences de performance et étude, appliquées à l’échafaudage porteur et à sa couverture provisoire (note de calcul)',
      },
      {
        ref: 'NF EN 1991-1-3 et 1991-1-4 (Eurocode 1)',
        objet:
          'charges de neige et de vent du site, qui dimensionnent le parapluie, ses ancrages ou son lestage, et les fixations de la couverture neuve',
      },
      {
        ref: 'Recommandation R408 et arrêté du 21 décembre 2004',
        objet:
          'montage, utilisation et démontage des échafaudages de pied par du personnel formé ; vérifications avant mise en service, journalières et trimestrielles, consignées au registre',
      },
    ],
    specificites: [
      {
        when: /./,
        sujet: 'couverture provisoire (parapluie)',
        texte:
          'Le parapluie est un ouvrage provisoire à part entière, étudié avant d’être monté : sa note de calcul, établie selon la NF EN 12811-1 avec les charges de neige et de vent du site (Eurocode 1), fixe la trame de l’échafaudage porteur, ses ancrages en façade ou son lestage, la tenue des bâches ou des bacs et la vitesse de vent au-delà de laquelle l’ouvrage est évacué ; elle est soumise au visa du maître d’œuvre et du contrôleur technique avant montage. Les eaux de pluie du toit provisoire sont recueillies par ses propres gouttières et descentes, raccordées à un exutoire convenu, sans ruisseler sur les façades ni sur les ouvrages en cours. Le parapluie est monté et réceptionné avant toute découverture ; il est examiné chaque jour avant la prise de poste et après chaque épisode de vent fort ou de neige, et vérifié chaque trimestre, chaque examen étant consigné au registre de l’échafaudage.',
      },
      {
        when: /./,
        sujet: 'couverture refaite à l’abri',
        texte:
          'Sous le parapluie, la couverture existante est déposée et refaite à l’abri des intempéries : le bâtiment reste hors d’eau sans bâchage de fin de journée, les zones découvertes peuvent rester ouvertes le temps des reprises de charpente et de l’isolation, et la réfection suit le NF DTU du matériau relevé ou les prescriptions du CCTP. Le parapluie n’est démonté qu’après la réception de la couverture neuve, en dernier.',
      },
      {
        when: INSTALLATIONS_COMMUNES,
        sujet: 'installations de chantier au service des autres lots',
        texte:
          'Le lot porte aussi les installations de chantier de l’opération : base vie (vestiaires, réfectoire, sanitaires, bureau de chantier), clôtures et accès, zones de livraison et de stockage, monte-matériaux ou monte-charges, implantés selon le plan d’installation validé avec le maître d’œuvre et le coordonnateur SPS, mis à la disposition des autres lots dans les conditions que fixent les pièces du marché, entretenus et adaptés à l’avancement jusqu’à leur repli.',
      },
    ],
    etapes: [
      {
        titre: 'Études du parapluie',
        detail:
          'note de calcul de l’échafaudage et de sa couverture provisoire selon la NF EN 12811-1 (neige et vent du site, ancrages ou lestage, charge admissible des appuis), plans de montage et recueil des eaux du toit provisoire, soumis au visa avant tout montage',
      },
      {
        titre: 'Installations de chantier',
        detail:
          'base vie, clôtures, accès, zones de livraison et de stockage, monte-matériaux ou monte-charges, implantés selon le plan d’installation validé avec le coordonnateur SPS et mis à la disposition des autres lots',
        when: INSTALLATIONS_COMMUNES,
      },
      {
        titre: 'Montage de l’échafaudage et du parapluie',
        detail:
          'montage par une équipe formée (R408) selon la notice du fabricant et le plan de montage, ancrages essayés ou lestage mis en place, bâches ou bacs de la couverture provisoire fixés, gouttières et descentes du parapluie raccordées à l’exutoire prévu ; réception consignée au registre avant toute découverture',
      },
      {
        titre: 'Surveillance du parapluie',
        detail:
          'examen chaque jour avant la prise de poste et après chaque épisode de vent fort ou de neige, vérification trimestrielle, consignés au registre ; évacuation de l’ouvrage au-delà de la vitesse de vent fixée par la note de calcul',
      },
      {
        titre: 'Dépose sous le parapluie',
        detail:
          'dépose de la couverture existante à l’abri, par zones, après lecture du repérage de l’amiante avant travaux ; tri des éléments réemployables et évacuation des déchets par goulotte ou monte-matériaux',
      },
      {
        titre: 'Contrôle de la charpente',
        detail:
          'contrôle de la charpente après découverture : chevrons, voliges ou pannes défaillants signalés au maître d’œuvre avant reprise ou remplacement',
      },
      {
        titre: 'Isolation',
        detail:
          'pare-vapeur continu côté chaud, jonctions adhésivées, isolant posé sans discontinuité selon la configuration relevée, épaisseurs repérées et photographiées avant fermeture',
        when: ISOLATION_SOUS_PARAPLUIE,
      },
      {
        titre: 'Couverture et zinguerie',
        detail:
          'écran de sous-toiture, lattage ou voligeage, éléments de couverture selon le NF DTU du matériau, points singuliers, gouttières, chéneaux et descentes raccordés au réseau existant',
      },
      {
        titre: 'Démontage du parapluie',
        detail:
          'après la réception de la couverture neuve, démontage de la couverture provisoire puis de l’échafaudage dans l’ordre inverse du montage, zone interdite au pied, remise en état des points d’ancrage et des abords',
      },
    ],
    risques: [
      {
        risque: 'Arrachement ou renversement du parapluie par le vent',
        mesure:
          'note de calcul au vent du site, ancrages essayés ou lestage selon la note, bâches tendues et fixées, examen après chaque épisode de vent, ouvrage évacué au-delà de la vitesse de vent fixée',
      },
      {
        risque: 'Chute lors du montage et du démontage de l’échafaudage et du parapluie',
        mesure:
          'équipe formée (R408), montage selon la notice et le plan de montage, garde-corps posés en avance de phase, zone interdite au pied de l’échafaudage',
      },
      {
        risque: 'Surcharge du toit provisoire (neige, eau stagnante, stockage)',
        mesure:
          'déneigement et contrôle de l’écoulement des eaux du parapluie, aucun stockage sur le toit provisoire ni sur les planchers au-delà de leur charge admissible',
      },
    ],
    sansRisques: /^Intempéries et vent$/,
    materiel: [
      {
        nom: 'couverture provisoire (parapluie) sur échafaudage, avec sa note de calcul',
        match: /parapluie|couverture provisoire|toit provisoire/,
      },
    ],
    pointsAttention: [
      'la zone de vent et de neige du site, les possibilités d’ancrage en façade ou de lestage et la charge admissible des appuis sous l’échafaudage',
      'l’exutoire des eaux du toit provisoire et la protection des façades et des ouvrages voisins',
      'les installations de chantier à la charge du lot (base vie, accès, monte-charges) et leur usage par les autres lots',
    ],
    autocontroles: [
      {
        point: 'Note de calcul et plan de montage du parapluie visés',
        moment: 'avant montage (point d’arrêt)',
        preuve: 'note de calcul visée et plan de montage',
      },
      {
        point: 'Réception de l’échafaudage et du parapluie (ancrages, lestage, garde-corps, bâches, gouttières)',
        moment: 'après montage, avant toute découverture (point d’arrêt)',
        preuve: 'procès-verbal de réception et registre de l’échafaudage',
      },
      {
        point: 'Examens du parapluie',
        moment: 'chaque jour et après chaque épisode de vent fort ou de neige',
        preuve: 'registre de l’échafaudage',
      },
      {
        point: 'État de la charpente après découverture',
        moment: 'avant pose de l’écran (point d’arrêt)',
        preuve: 'fiche de constat et photos transmises au maître d’œuvre',
      },
      {
        point: 'Continuité du pare-vapeur et épaisseur de l’isolant',
        moment: 'avant fermeture (point d’arrêt)',
        preuve: 'photos datées et relevé des épaisseurs posées',
        when: ISOLATION_SOUS_PARAPLUIE,
      },
      {
        point: 'Pureau, recouvrements, fixations et points singuliers',
        moment: 'à l’avancement',
        preuve: 'fiche d’autocontrôle et photos',
      },
      {
        point: 'Étanchéité à l’eau de la couverture neuve',
        moment: 'avant le démontage du parapluie, par arrosage',
        preuve: 'constat contradictoire',
      },
    ],
  };
  const phases = (isolation: boolean) => [
    { nom: 'Études et note de calcul du parapluie, visa', part: 0.1 },
    { nom: 'Installations de chantier, montage de l’échafaudage et du parapluie', part: 0.15 },
    { nom: 'Dépose de la couverture existante sous le parapluie, contrôle de la charpente', part: 0.2 },
    isolation
      ? { nom: 'Reprises du support, pare-vapeur, isolation et écran', part: 0.2 }
      : { nom: 'Reprises du support, écran et lattage', part: 0.2 },
    { nom: 'Pose de la couverture, zinguerie et points singuliers', part: 0.2 },
    { nom: 'Nettoyage, réception de la couverture, démontage du parapluie et de l’échafaudage', part: 0.15 },
  ];
  return [
    {
      ...base,
      label: 'installations de chantier, échafaudage parapluie, couverture et isolation',
      travaux: 'travaux d’échafaudage parapluie, de couverture et d’isolation',
      normes: [...(base.normes ?? []), ...NORMES_ISOLATION_TOITURE],
      sansSpecificites: /^isolation de la toiture$/,
      specificites: [
        ...(base.specificites ?? []),
        {
          when: /./,
          sujet: 'isolation sous le parapluie',
          texte:
            'L’isolation est posée à l’abri, selon la configuration relevée et le CCTP : en rampants, entre et sous chevrons ; par l’extérieur (sarking), sur panneaux sous avis technique posés sur les chevrons ; ou sur le plancher des combles perdus. Le pare-vapeur est continu côté chaud, jonctions adhésivées et raccordé aux murs et aux pénétrations, l’écran de sous-toiture HPV est côté froid avec une lame de ventilation sous la couverture, et la résistance thermique atteint au moins celle de l’arrêté du 3 mai 2007 modifié, la valeur du CCTP s’appliquant si elle est plus exigeante ; l’épaisseur posée et la continuité du pare-vapeur sont photographiées avant fermeture (point d’arrêt).',
        },
      ],
      when: new RegExp(`^(?=[\\s\\S]*(?:${PARAPLUIE.source}))(?=[\\s\\S]*(?:${ISOLATION_SOUS_PARAPLUIE.source}))`),
      phases: phases(true),
    },
    {
      ...base,
      when: new RegExp(`^(?=[\\s\\S]*(?:${PARAPLUIE.source}))(?![\\s\\S]*(?:${ISOLATION_SOUS_PARAPLUIE.source}))`),
      phases: phases(false),
    },
  ];
}

export const COUVREUR_SOUS_TYPES: SousType[] = [
  // First: a lot built around a temporary roof is written as such, whatever the covering under it.
  ...couvertureSousParapluie(),
  // First: a photovoltaic roof is written as such, whatever its covering material.
  ...couverturePhotovoltaique(),
  // First: its method, products and phases win over those of the material kinds.
  restaurationMH(
    'restauration à l’identique de couverture en ardoises',
    new RegExp(`^(?=[\\s\\S]*${ARDOISES.source})${MH_LOOKAHEAD}`),
    TUILES,
    'ardoises naturelles du format, de l’épaisseur et de la provenance de l’existant, validées sur échantillon, clous cuivre ou crochets selon le mode de fixation relevé',
  ),
  restaurationMH(
    'restauration à l’identique de couverture en tuiles',
    new RegExp(`^(?=[\\s\\S]*${TUILES.source})${MH_LOOKAHEAD}`),
    ARDOISES,
    'tuiles du modèle, du format et de la teinte de l’existant (terre cuite de même provenance autant que possible), validées sur échantillon',
  ),
  restaurationMH(
    'restauration à l’identique de couverture',
    RESTAURATION_MH,
    new RegExp(`${TUILES.source}|${ARDOISES.source}`),
    'éléments de couverture de même matériau, format et provenance que l’existant relevé avant dépose, validés sur échantillon',
  ),
  // After the heritage kinds (their method wins), before the material kinds (which have no phases).
  ENTRETIEN_COUVERTURE,
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture en tuiles',
    when: new RegExp(`^(?=[\\s\\S]*${TUILES.source})[\\s\\S]*${DEUX_BATIMENTS.source}`),
    unless: ARDOISES,
    phases: DEUX_BATIMENTS_PHASES,
    materiaux: MATERIAUX_TUILES,
    dechets: DECHETS_TUILES,
    sansNormes: /NF DTU 40\.11|NF DTU 40\.35/,
  },
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture en ardoises',
    when: new RegExp(`^(?=[\\s\\S]*${ARDOISES.source})[\\s\\S]*${DEUX_BATIMENTS.source}`),
    unless: TUILES,
    phases: DEUX_BATIMENTS_PHASES,
    materiaux: MATERIAUX_ARDOISES,
    dechets: DECHETS_ARDOISES,
    sansNormes: /NF DTU 40\.21|NF DTU 40\.35/,
  },
  {
    key: 'deux_batiments',
    label: 'remplacement de couverture',
    when: DEUX_BATIMENTS,
    unless: new RegExp(
      `^(?=[\\s\\S]*${TUILES.source})(?![\\s\\S]*${ARDOISES.source})|^(?=[\\s\\S]*${ARDOISES.source})(?![\\s\\S]*${TUILES.source})`,
    ),
    phases: DEUX_BATIMENTS_PHASES,
  },
  ...neufOuExistant({
    key: 'tuiles',
    label: 'couverture en tuiles',
    when: TUILES,
    unless: new RegExp(`${ARDOISES.source}|${BACS.source}|${TERRASSE.source}|${DEUX_BATIMENTS.source}`),
    materiaux: MATERIAUX_TUILES,
    dechets: DECHETS_TUILES,
    sansNormes: /NF DTU 40\.11|NF DTU 40\.35/,
  }),
  ...neufOuExistant({
    key: 'ardoises',
    label: 'couverture en ardoises',
    when: ARDOISES,
    unless: new RegExp(`${TUILES.source}|${BACS.source}|${TERRASSE.source}|${DEUX_BATIMENTS.source}`),
    materiaux: MATERIAUX_ARDOISES,
    dechets: DECHETS_ARDOISES,
    sansNormes: /NF DTU 40\.21|NF DTU 40\.35/,
  }),
  // After the material kinds (their name first), before the steel sheets (which have their own phases).
  ...isolationDeLaToiture(),
  ...neufOuExistant({
    key: 'bacs_acier',
    label: 'couverture en bacs acier',
    when: BACS,
    unless: new RegExp(`${TUILES.source}|${ARDOISES.source}|${TERRASSE.source}`),
    materiaux: [
      'bacs acier nervurés prélaqués du profil et de l’épaisseur prescrits par le CCTP',
      'closoirs, faîtières, rives et bandes de solin assortis',
      'fixations adaptées à la zone de vent et au support (pannes bois ou acier)',
      'plaques translucides éventuelles, avec leurs protections antichute',
    ],
    sansNormes: /NF DTU 40\.11|NF DTU 40\.21|NF DTU 40\.29/,
    // No screen nor battens under steel sheets: the support phase is that of the purlins.
    phases: [
      { nom: 'Préparation, installation de chantier et échafaudage', part: 0.15 },
      { nom: 'Dépose de la couverture existante', part: 0.2 },
      { nom: 'Reprises du support et des pannes', part: 0.2 },
      { nom: 'Pose des bacs et des points singuliers', part: 0.3 },
      { nom: 'Zinguerie, nettoyage, réception et repli', part: 0.15 },
    ],
  }),
  // A new roof without a named material (or a flat roof, which has its own paragraphs).
  COUVERTURE_NEUVE,
  {
    key: 'toiture_terrasse',
    label: 'étanchéité de toiture-terrasse',
    when: /toitures?[- ]terrasses?|etancheite (de |des )?(la )?(toiture|terrasse)|membranes? (bitum|pvc|epdm)|couverture[ -]+etancheite/,
    normes: [
      {
        ref: 'NF DTU 43.1, 43.3 ou 43.4 (selon l’élément porteur)',
        objet:
          'parties en toiture-terrasse sur éléments porteurs en maçonnerie (43.1), en tôles d’acier nervurées (43.3) ou en bois et panneaux dérivés (43.4) : le porteur, relevé sur place ou donné par le CCTP, fixe la norme appliquée',
        when: PORTEUR_INCONNU,
      },
      {
        ref: 'NF DTU 43.1',
        objet: 'étanchéité des toitures-terrasses avec éléments porteurs en maçonnerie',
        when: PORTEUR_MACONNERIE,
      },
      {
        ref: 'NF DTU 43.3',
        objet: 'toitures en tôles d’acier nervurées avec revêtement d’étanchéité',
        when: PORTEUR_ACIER,
      },
      {
        ref: 'NF DTU 43.4',
        objet: 'toitures en éléments porteurs en bois et panneaux dérivés avec revêtement d’étanchéité',
        when: PORTEUR_BOIS,
      },
      { ref: 'NF DTU 43.5', objet: 'réfection des ouvrages d’étanchéité', when: REFECTION_ETANCHEITE },
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
  // Last: only when nothing in the file names a roofing work.
  INTERVENTIONS_COUVERTURE,
];

/** A building with a kitchen (its extractions are kept clear of the torch). */
const CUISINE = /demi-pension|restaurant|cuisines?\b|cantine|restauration (scolaire|collective)|self\b/;
const LOCAUX_OCCUPES =
  /hopital|clinique|ehpad|ecole|college|lycee|creche|gymnase|occupe|bureaux|mairie|mediatheque|salle/;

/**
 * A photovoltaic installation in the object or the descripteurs (an operation's « Photovoltaïque »): it is
 * its installer's scope; the waterproofing answers its interface (penetrations and supports with the
 * system's accessories, ballast and load checked, the membrane protected during the PV works), as
 * coordination, under the kind's own name.
 */
const PHOTOVOLTAIQUE = /photovoltai|panneaux? solaires?|centrales? solaires?|modules? solaires?/;

function avecPhotovoltaique(st: SousType): SousType[] {
  return [
    {
      ...st,
      unless: st.unless ? new RegExp(`${st.unless.source}|${PHOTOVOLTAIQUE.source}`) : PHOTOVOLTAIQUE,
    },
    {
      ...st,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${PHOTOVOLTAIQUE.source}))`),
      specificites: [
        ...(st.specificites ?? []),
        {
          when: /./,
          sujet: 'interface avec l’installation photovoltaïque',
          texte:
            'L’installation photovoltaïque de l’opération relève de son installateur ; si elle est posée sur une toiture étanchée, notre lot réalise l’étanchéité de ses supports et traversées avec les accessoires du système (platines, manchons ou relevés prévus par son Avis technique ou son DTA), sans percement de la membrane hors de ces ouvrages, et une installation lestée n’est posée qu’après vérification de la charge admissible. Pendant la pose des panneaux, les cheminements sur la membrane sont protégés, et un constat contradictoire de l’étanchéité est fait avec l’installateur à la fin de ses travaux, avant réception.',
        },
      ],
      risques: [
        ...(st.risques ?? []),
        {
          risque: 'Coactivité avec l’installateur photovoltaïque en toiture',
          mesure:
            'zones et dates d’intervention arrêtées avec le coordonnateur SPS, protections collectives de rive maintenues jusqu’à la fin de la pose des panneaux',
        },
      ],
    },
  ];
}

/**
 * A résidentialisation (the outdoor spaces of a housing estate re-planned with residents in place: fences, gates,
 * access control, landscaping): the waterproofer's share, which the notice does not detail, is most likely that of
 * slabs over car parks or cellars, planters and bin stores — NF DTU 43.1 under heavy protection, NF DTU 43.5 for
 * the old layers, checked for asbestos before removal —, written as an assumption to confirm in the DCE.
 */
const RESIDENTIALISATION = /residentialisation|residentialiser/;

const ETANCHEITE_RESIDENTIALISATION: SousType = {
  key: 'dalles_residentialisation',
  label: 'étanchéité des dalles et jardinières d’une résidentialisation',
  when: RESIDENTIALISATION,
  surObjet: true,
  travaux: 'travaux d’étanchéité des dalles extérieures',
  ouvrage: 'l’étanchéité des dalles',
  normes: [
    {
      ref: 'NF DTU 43.1',
      objet:
        'étanchéité sur éléments porteurs en maçonnerie : dalles accessibles aux piétons ou aux véhicules et terrasses-jardins, sous protection lourde',
    },
    {
      ref: 'NF DTU 43.5',
      objet: 'réfection des ouvrages d’étanchéité existants, après sondages de l’ancien complexe',
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux des anciens revêtements (bitumes, colles, mastics), fourni par le maître d’ouvrage avant toute dépose',
    },
    {
      ref: 'Code du travail, articles R4412-94 et suivants',
      objet:
        'travaux exposant à l’amiante : retrait par une entreprise certifiée (sous-section 3), interventions sur matériau conservé par du personnel formé (sous-section 4)',
    },
  ],
  sansNormes: /./,
  specificites: [
    {
      when: /./,
      sujet: 'part d’étanchéité d’une résidentialisation',
      texte:
        'Une résidentialisation réaménage les espaces extérieurs d’une résidence habitée : clôtures, portails et contrôle d’accès, cheminements, plantations. La part d’étanchéité que l’avis ne détaille pas est, dans une résidentialisation, le plus souvent celle des dalles sur parkings ou locaux enterrés, des jardinières et des locaux à ordures ménagères créés ou repris : notre méthode la décrit ainsi, à confirmer au DCE (CCTP et plans), qui fixe les surfaces, les usages (piétons, véhicules, jardin) et les complexes. Sur une dalle en béton, l’étanchéité relève du NF DTU 43.1, et du NF DTU 43.5 pour la réfection d’un complexe existant : revêtement sous protection lourde — dallage ou pavés sur lit de pose pour les cheminements, enrobé ou dalle en béton pour une dalle circulable, couche drainante, filtre et terre végétale pour une dalle-jardin —, relevés protégés au droit des bordures, des murets et des seuils, joints de dilatation et évacuations d’eaux pluviales traités avant la protection. Les jardinières reçoivent un revêtement résistant à la pénétration des racines, une couche drainante et un exutoire en pied.',
    },
    {
      when: /./,
      sujet: 'anciens complexes et amiante',
      texte:
        'Avant toute dépose d’un ancien complexe, le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020) est demandé au maître d’ouvrage : les anciens bitumes, colles et mastics d’étanchéité peuvent en contenir. S’il en signale, le retrait est confié à une entreprise certifiée pour la sous-section 3, sur plan de retrait, et les déchets amiantés sont conditionnés en emballages étanches et suivis par bordereau BSDA ; sinon, les anciennes membranes sont déposées et triées comme déchets non dangereux.',
    },
    {
      when: /./,
      sujet: 'travaux au milieu des résidents',
      texte:
        'La résidence reste habitée : les cheminements des résidents et les accès aux halls, aux parkings et aux locaux d’ordures ménagères sont maintenus ou déviés par des itinéraires balisés, les zones de travail closes par des clôtures pleines, les soudures au chalumeau faites sous permis de feu à distance des façades, des soupiraux et des prises d’air des parkings, et aucune bouteille de gaz ni aucun matériel n’est laissé accessible en fin de journée ; les résidents sont prévenus à l’avance par affichage dans les halls, en lien avec le bailleur.',
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Lecture du DCE et reconnaissance des dalles',
      detail:
        'surfaces, usages et complexes prévus au CCTP relevés sur place ; sondages de l’ancien complexe (nature, adhérence, humidité), lecture du repérage de l’amiante avant travaux, état de la dalle, pentes, joints et évacuations relevés avec le maître d’œuvre',
    },
    {
      titre: 'Installation en site habité',
      detail:
        'zones de travail closes, cheminements des résidents et accès aux halls et aux parkings maintenus ou déviés, résidents informés par affichage',
    },
    {
      titre: 'Dépose des anciens complexes',
      detail:
        'dépose des protections et de l’ancien revêtement jusqu’au support, par une entreprise certifiée si le repérage signale de l’amiante ; tri des déchets par flux',
    },
    {
      titre: 'Préparation du support',
      detail:
        'réception contradictoire de la dalle, reprises signalées au lot concerné, pentes vers les évacuations, primaire d’accrochage',
    },
    {
      titre: 'Revêtement et relevés',
      detail:
        'revêtement adapté à l’usage (résistant aux racines sous terre végétale et dans les jardinières), relevés sur murets, bordures et seuils, joints de dilatation et évacuations d’eaux pluviales',
    },
    {
      titre: 'Essais',
      detail: 'mise en eau ou contrôle des soudures avant la pose des protections (point d’arrêt)',
    },
    {
      titre: 'Protections',
      detail:
        'couche de désolidarisation puis protection lourde selon l’usage : dallage ou pavés, enrobé ou béton pour la partie circulable, couche drainante, filtre et terre végétale pour la dalle-jardin et les jardinières, en coordination avec les lots VRD et espaces verts',
    },
  ],
  phases: [
    { nom: 'Reconnaissance des dalles, repérage amiante et préparation', part: 0.15 },
    { nom: 'Installation en site habité et dépose des anciens complexes', part: 0.2 },
    { nom: 'Préparation des supports, revêtement et relevés', part: 0.35 },
    { nom: 'Essais à l’eau et protections lourdes', part: 0.2 },
    { nom: 'Réception et repli', part: 0.1 },
  ],
  risques: [
    {
      risque: 'Circulation des résidents et des enfants près des zones de travail',
      mesure:
        'zones closes par clôtures pleines, cheminements balisés et éclairés, aucun matériel ni bouteille de gaz laissé accessible en fin de journée',
    },
    {
      risque: 'Véhicules des résidents et des livraisons aux abords des dalles et des accès aux parkings',
      mesure:
        'accès aux parkings maintenus ou déviés par un itinéraire balisé, dalle circulable fermée à la circulation jusqu’à la pose de sa protection, livraisons et manœuvres guidées par un homme de manœuvre',
    },
    {
      risque: 'Chute dans une trémie, une rampe ou une courette en bord de dalle',
      mesure:
        'bords présentant un vide protégés par des barrières le temps des travaux ; regards et avaloirs ouverts couverts, puis refermés chaque soir',
    },
  ],
  // Slabs at ground level: no roof edge nor rooflight.
  sansRisques: /bordure de terrasse|lanterneaux/,
  materiel: [
    {
      nom: 'clôtures pleines de chantier et protections périphériques des zones de travail',
      match: /clotur|barriere|heras|balis/,
    },
    { nom: 'outillage de dépose des anciens complexes (rabot, découpeuse)', match: /rabot|decoupeu|decolleu/ },
    {
      nom: 'diables et chariots de manutention des rouleaux sur la dalle',
      match: /diable|chariot|transpalette|brouette/,
    },
    {
      nom: 'matériel d’essai à l’eau (obturateurs des évacuations, mesure du niveau)',
      match: /obturateur|essai a l.eau|mise en eau/,
    },
    {
      nom: 'camion benne pour l’évacuation des anciens complexes et les approvisionnements',
      match: /camion|benne|porteur/,
    },
  ],
  // At ground level over car parks: no roof-edge guard-rails nor hoist.
  sansMateriel: /garde-corps|monte-materiaux|monte-matériaux/,
  // No work at height on slabs at ground level; the asbestos training is added when the site has asbestos.
  habilitations: ['manipulation du chalumeau et permis de feu'],
  materiaux: [
    'membranes bitumineuses SBS sous avis technique, dont une résistante à la pénétration des racines sous terre végétale',
    'couche drainante et filtre pour les dalles-jardins et les jardinières',
    'platines et entrées d’eaux pluviales compatibles avec le revêtement',
  ],
  pointsAttention: [
    'la part d’étanchéité que le CCTP attribue au lot (dalles sur parkings, jardinières, locaux d’ordures ménagères), ses surfaces et ses usages',
    'la nature de l’ancien complexe et le repérage de l’amiante avant travaux',
    'l’interface avec les lots VRD et espaces verts, qui posent les protections et les terres',
    'les accès des résidents, des secours et des véhicules à maintenir pendant les travaux',
  ],
  sansPointsAttention: /./,
  autocontroles: [
    {
      point: 'Repérage de l’amiante avant travaux lu et ancien complexe sondé',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'repérage visé, fiche de sondages',
    },
    {
      point: 'Support, pentes vers les évacuations et joints de dilatation',
      moment: 'avant revêtement (point d’arrêt)',
      preuve: 'PV de réception du support',
    },
    {
      point: 'Revêtement résistant à la pénétration des racines sous terre végétale et dans les jardinières',
      moment: 'à la pose',
      preuve: 'fiche d’autocontrôle, fiche technique du produit posé',
    },
    {
      point:
        'Relevés contre les façades, les murets et les seuils : hauteur au-dessus de la protection finie selon le NF DTU 43.1, protection en tête',
      moment: 'avant protection',
      preuve: 'photos datées, fiche d’autocontrôle',
    },
    {
      point: 'Évacuations, caniveaux et exutoires des jardinières : raccordement et écoulement',
      moment: 'avant protection',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Étanchéité à l’eau des dalles et des jardinières',
      moment: 'avant la pose des protections (point d’arrêt)',
      preuve: 'PV de mise en eau ou de contrôle des soudures',
    },
    {
      point: 'Protection lourde conforme à l’usage (circulable, piétonne ou jardin), couche drainante et filtre',
      moment: 'à l’avancement, avec les lots VRD et espaces verts',
      preuve: 'fiche d’autocontrôle',
    },
    {
      point: 'Clôtures, cheminements des résidents et accès aux parkings',
      moment: 'chaque fin de poste',
      preuve: 'fiche de fin de poste',
    },
  ],
  dechets: [
    {
      dechet: 'Anciennes membranes bitumineuses déposées, non amiantées (selon repérage)',
      categorie: 'DND',
      exutoire: 'centre de tri ou filière de valorisation des membranes bitumineuses',
    },
    {
      dechet: 'Anciens revêtements, colles ou mastics amiantés, si le repérage en signale',
      categorie: 'DD',
      exutoire: 'emballages étanches étiquetés, installation de stockage autorisée, bordereau BSDA',
    },
    {
      dechet: 'Protections déposées (dallettes, gravillons, terres)',
      categorie: 'Inertes',
      exutoire: 'réemploi sur site ou plateforme de recyclage des inertes',
    },
    { dechet: 'Chutes de membranes neuves, emballages', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Pots de primaire et de colle',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
    },
  ],
  decennale:
    'l’étanchéité des dalles et des jardinières, avec ses relevés et ses évacuations, qui protège les parkings et les locaux situés dessous',
  // The waterproofing, its upstands and outlets are no equipment meant to work: no biennale (not the roof's rooflights).
  biennale: '',
  entretien:
    'nettoyer deux fois par an les évacuations d’eaux pluviales, les caniveaux et les exutoires des jardinières, et ne rien percer ni ancrer dans la protection sans l’avis d’un étancheur',
};

export const ETANCHEUR_SOUS_TYPES: SousType[] = [
  // First: a résidentialisation's slabs are not a roof terrace.
  ETANCHEITE_RESIDENTIALISATION,
  {
    key: 'entretien',
    label: 'entretien et réparation d’étanchéité',
    // An accord-cadre run by bons de commande is executed order by order, even when its object names no upkeep.
    when: new RegExp(
      `entretien|maintenance|depannages?|petites? reparations?|recherches? de fuites?|${BONS_DE_COMMANDE_COURANTS.source}`,
    ),
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
  ...avecPhotovoltaique({
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
  }),

  ...avecPhotovoltaique({
    key: 'neuf',
    label: 'étanchéité de toiture neuve',
    // « Création d’un centre technique » too, when nothing in the object says the roof exists.
    when: new RegExp(`construction|extension|agrandissement|batiments? neufs?|${NEUF_SEUL.source}`),
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
  }),

  ...avecPhotovoltaique({
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
      // A kitchen is named only where the building has one (a gymnasium of a lycée has none).
      {
        when: CUISINE,
        sujet: 'réfection au-dessus de locaux occupés',
        texte:
          'Au-dessus de locaux occupés, les soudures au chalumeau sont tenues à distance des prises d’air neuf de la ventilation et des extractions de la cuisine, neutralisées si besoin avec l’exploitant ; les zones ouvertes sont refermées chaque soir et les évacuations d’eaux pluviales restent en service pendant toute la réfection.',
      },
      {
        when: new RegExp(`^(?![\\s\\S]*(${CUISINE.source}))[\\s\\S]*(${LOCAUX_OCCUPES.source})`),
        sujet: 'réfection au-dessus de locaux occupés',
        texte:
          'Au-dessus de locaux occupés, les soudures au chalumeau sont tenues à distance des prises d’air neuf et des centrales de ventilation, neutralisées si besoin avec l’exploitant ; les zones ouvertes sont refermées chaque soir et les évacuations d’eaux pluviales restent en service pendant toute la réfection.',
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
  }),

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
  {
    // The « Isolation » descripteur or an insulated roof: the insulation under the membrane and its
    // thermal rules (the building's thermal rule for existing buildings when the roof is redone).
    key: 'isolation_toiture',
    label: 'isolation thermique de la toiture',
    when: /\bisolation\b|\bisolants?\b|thermique/,
    unless: /entretien|maintenance|depannages?|petites? reparations?/,
    normes: [
      {
        ref: 'Arrêté du 3 mai 2007 modifié (réglementation thermique des bâtiments existants, élément par élément)',
        objet:
          'résistance thermique minimale de l’isolant posé ou remplacé lors de la réfection de la toiture, la valeur du CCTP s’appliquant si elle est plus exigeante',
        when: REFECTION_ETANCHEITE,
      },
      {
        ref: 'Avis technique ou DTA de l’isolant support d’étanchéité',
        objet:
          'classe de compressibilité selon l’usage de la toiture, mode de fixation et compatibilité avec le revêtement',
      },
    ],
    specificites: [
      {
        when: /./,
        sujet: 'isolation thermique sous étanchéité',
        texte:
          'L’isolant support d’étanchéité est posé sous Avis technique ou DTA, dans la classe de compressibilité que demande l’usage de la toiture (accessible ou non, équipements techniques), en une ou deux couches à joints décalés, fixé ou collé selon l’élément porteur et l’exposition au vent ; son épaisseur, fixée par la résistance thermique du CCTP, est reportée sur la hauteur des relevés et des seuils d’accès avant toute commande.',
      },
    ],
  },
];
