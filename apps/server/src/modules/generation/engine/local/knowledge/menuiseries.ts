import { NEUF_SEUL, tousCorpsEtat } from './sous-types-common.ts';
import type { FluxDechet, Risque, Specificite, TradeKnowledge } from './types.ts';

/** The steel a metalwork job takes down or cuts; new works remove nothing: their steel waste is offcuts. */
export const ACIER_DECHETS: FluxDechet[] = [
  {
    dechet: 'Chutes d’acier et ouvrages déposés',
    categorie: 'DND',
    exutoire: 'ferrailleur pour recyclage matière',
    unless: NEUF_SEUL,
  },
  { dechet: 'Chutes d’acier', categorie: 'DND', exutoire: 'ferrailleur pour recyclage matière', when: NEUF_SEUL },
];

/** Regular expressions match the tender's text folded (lowercase, without accents). */

/** Works on an existing building (the text says so): dépose and existing frames are written only then. */
export const MENUISERIE_REHAB =
  /rehabilit|renov|remplacement|refection|restructur|reamenag|mise en conformite|mise aux normes|remise en etat|vetuste|transformation|reconversion|existant|depose|traitement thermique/;

/** The text names outdoor joinery (windows, outer doors, shutters). */
export const MENUISERIE_EXTERIEURE =
  /fenetres?|menuiseries? exterieures?|chassis|baies?|portes? exterieures?|portes?-fenetres?|blocs?-baies?|volets?|occultations?/;

/** A boarding school in use: pupils sleep in the building during school periods (not one being built). */
const INTERNAT =
  /^(?=[\s\S]*\binternats?\b)(?![\s\S]*(internats? neufs?|nouvel internat|(construction|creation|realisation|extension) (d'un |de l'|du )?(nouvel )?internat))/;

/**
 * The doors of a public building rehabilitated: fire rating from the safety notice, accessibility of
 * existing ERP (arrêté du 8 décembre 2014). Shared with the interior fit-out kinds.
 */
export const PORTES_ERP_EXISTANT =
  'La réhabilitation d’un bâtiment public commence par le relevé de chaque baie et de chaque porte existantes (dimensions, état des dormants et des huisseries, sens d’ouverture, classement au feu exigé), confronté au CCTP avant toute commande. La notice de sécurité du bâtiment fixe le classement au feu des portes : les locaux à risques et les recoupements reçoivent des blocs-portes coupe-feu (EI30 ou le classement exigé) posés selon leur PV de classement avec ferme-porte. Les portes des parties ouvertes au public sont accessibles : largeur de passage utile de 0,83 m pour une porte de 0,90 m (0,77 m pour une porte de 0,80 m là où l’arrêté du 8 décembre 2014 l’admet dans l’existant), effort d’ouverture de 50 N au plus, poignées préhensibles debout comme assis et à plus de 0,40 m d’un angle rentrant, parties vitrées signalées par des éléments contrastés.';

/**
 * A site by the sea, only when the text says so: a seaside commune (« Le Grau-du-Roi », « …-sur-Mer »,
 * « …-Plage »), the words of the coast (ocean, a harbour, the bassin d’Arcachon, oyster farming, a seaside
 * resort) or of a sea harbour. Never inferred from a département (« Charente-Maritime » is no coast), nor from
 * a « plage » alone (a pool's « plages », a lake's beach, « plages horaires »), nor a « port » alone (« port du
 * harnais », a river port).
 */
export const BORD_DE_MER =
  /\bgrau[- ]du[- ]roi\b|[- ]sur[- ]mer\b|-plage\b|\blittoral\b|bord de mer|front de mer|atmospheres? marines?|ambiances? marines?|\bembruns\b|[- ]de[- ]la[- ]mer\b|\boceans?\b|\bports? (de plaisance|de peche|de commerce|maritimes?|autonomes?|de la lune)\b|grands? ports? maritimes?|\bportuaires? (maritimes?|de (plaisance|peche|commerce))|\bcapitainerie\b|gares? maritimes?|bassin d'arcachon|ostreicol|conchylicol|stations? balneaires?|plages? (de la mer|de l'ocean|du littoral)|\bthalasso/;

/**
 * A commune on the sea named in the text (a short list of towns whose built-up area lies on the coast: Saint-Nazaire,
 * La Rochelle, Le Havre…), not after a postcode (a buyer's address) nor as a street's name (« rue de Brest »), nor
 * « Pas-de-Calais »: the site may be exposed to the sea wind and salt air, to be confirmed by its distance to the shore.
 */
export const COMMUNE_LITTORALE =
  /(?<!\d{5} |\b(?:rues?|avenues?|route|boulevard|bd|chemin|place|quai|allee|impasse|cours) (?:de |du |d')?(?:la |le |les )?|pas-de-)\b(saint-nazaire|la rochelle|le havre|dunkerque|calais|dieppe|fecamp|saint-malo|brest|lorient|concarneau|quiberon|cherbourg(?:-en-cotentin)?|les sables-d'olonne|pornic|la baule(?:-escoublac)?|royan|arcachon|biarritz|saint-jean-de-luz|hendaye|sete)\b/;

/**
 * Works on an existing building whose old joinery is taken out: the asbestos survey before works (arrêté du 16 juillet
 * 2019) and a lead survey of the old paints are read before anything is removed.
 */
const AMIANTE_PLOMB_DEPOSE: Risque = {
  risque: 'Amiante ou plomb dans les menuiseries anciennes déposées',
  mesure:
    'repérage amiante avant travaux et repérage du plomb des peintures lus avant toute dépose (point d’arrêt) ; s’ils en signalent, dépose sous confinement selon le mode opératoire ou le plan de retrait requis, sans ponçage ni décapage thermique, aspiration à filtre absolu, nettoyage humide, déchets emballés sur place',
  when: MENUISERIE_REHAB,
};
export { AMIANTE_PLOMB_DEPOSE };

/** A gate, not the buyer's web « portail » (« portail de dématérialisation », « sur le portail à l'adresse… »). */
export const PORTAIL =
  /\bportails?\b(?![^.\n]{0,40}(dematerialis|acheteurs?|internet|\bweb\b|www|adresse|electroniques?|marches? publics|plateforme|en ligne|consultation))/;

/** Fire-rated doors named by the text. */
export const COUPE_FEU =
  /coupe-feu|coupe feu|pare-flammes?|\bei ?(30|60|90|120)\b|\bcf ?(1\/2 ?h|1 ?h)\b|resistance au feu/;

/**
 * Works of fire safety (« amélioration de la sécurité incendie », « mise en sécurité incendie »,
 * « mise en conformité incendie »): for a joiner, fire doors and partitions are the likely part, to be
 * confirmed in the CCTP when the text names no door.
 */
export const SECURITE_INCENDIE =
  /securite (contre l')?incendie|mise en securite (incendie|contre l'incendie)|(conformite|normes?|mise aux normes) (incendie|de securite incendie)|protection (contre l')?incendie|compartimentage/;

/** A building the text names as receiving the public (its fire and accessibility rules apply). */
export const ERP_NOMME =
  /\berp\b|etablissements? recevant du public|batiments? administratifs?|mairie|hotel de ville|ecoles?\b|groupe scolaire|college|lycee|creche|gymnase|salle (polyvalente|des fetes|de sports?)|mediatheque|bibliotheque|musee|conservatoire|theatre|cinema|piscine|equipements? publics?/;

/**
 * Fire safety without a door named: the doors are the likely part of a joiner, written as a hypothesis
 * (« si le CCTP prévoit… »). Also the first paragraph of the fire-safety kind (sous-types-menuiseries.ts).
 */
export const SECURITE_INCENDIE_HYPOTHESE: Specificite = {
  when: new RegExp(
    `^(?=[\\s\\S]*(?:${SECURITE_INCENDIE.source}))(?![\\s\\S]*(?:${COUPE_FEU.source}|\\bportes?\\b|blocs?-portes?))`,
  ),
  sujet: 'sécurité incendie, dont la part de menuiserie (blocs-portes coupe-feu, recoupements) est à confirmer au CCTP',
  texte:
    'L’objet annonce des travaux de sécurité incendie sans détailler les ouvrages de menuiserie : leur part dans notre lot est lue dans le CCTP et la notice de sécurité avant toute commande. Si le CCTP prévoit le remplacement ou la création de blocs-portes coupe-feu ou pare-flammes (locaux à risques, recoupements, dégagements), chacun est choisi dans le domaine d’application de son PV de classement (classement E ou EI et durée selon la NF EN 13501-2, dimensions, paroi support, quincaillerie), posé avec l’huisserie, le calfeutrement, les joints intumescents et le ferme-porte que ce PV prescrit, puis marqué ; le PV et la déclaration de conformité de pose sont remis au DOE. Une porte à fermeture automatique reliée au système de sécurité incendie (ventouse ou autre dispositif actionné de sécurité, NF S 61-937) est réglée et essayée avec le titulaire du lot qui porte le SSI, la limite entre sa commande et notre porte étant arrêtée en période de préparation. Les portes et châssis d’un recoupement suivent de même leur PV, et aucune baie de recoupement n’est laissée ouverte le soir pendant les travaux.',
};

/** A public building (ERP) whose works are a rehabilitation: doors under the fire and accessibility rules. */
export const ERP_REHABILITE = new RegExp(
  `^(?=[\\s\\S]*(rehabilit|renov|restructur|reamenag|mise en conformite|mise aux normes))(?=[\\s\\S]*(batiments? administratifs?|mairie|hotel de ville|\\berp\\b|etablissements? recevant du public|ecoles?\\b|groupe scolaire|college|lycee|mediatheque|bibliotheque|conservatoire|musee|salle (polyvalente|des fetes)|gymnase|creche|equipements? publics?))`,
);

export const MENUISIER: TradeKnowledge = {
  slug: 'menuisier',
  travaux: 'travaux de menuiserie',
  ouvrage: 'les menuiseries',
  normes: [
    { ref: 'NF DTU 36.5', objet: 'mise en œuvre des fenêtres et portes extérieures, en neuf comme en rénovation' },
    {
      ref: 'NF EN 14351-1',
      objet: 'fenêtres et portes extérieures : norme de produit (marquage CE, classement air-eau-vent)',
      when: MENUISERIE_EXTERIEURE,
    },
    {
      ref: 'NF DTU 36.2',
      objet: 'menuiseries intérieures en bois',
      // also when the text names no kind of joinery at all (a whole building's joinery lot)
      when: /interieur|porte|placard|agencement|bloc-porte|^(?![\s\S]*(fenetre|exterieur|chassis|volet))/,
    },
    {
      ref: 'NF EN 13241',
      objet: 'portes industrielles, commerciales, de garage et portails : norme de produit',
      when: new RegExp(
        `portes? (sectionnelles?|basculantes?|industrielles?|de garage|coulissantes? motorisees?)|motorisation des portes|${PORTAIL.source}`,
      ),
    },
    {
      ref: 'Règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié)',
      objet:
        'portes des locaux à risques et des recoupements (classement EI, ferme-porte), sens d’ouverture et largeur des dégagements',
      when: ERP_REHABILITE,
    },
    {
      ref: 'NF EN 12453',
      objet: 'sécurité d’utilisation des portes et portails motorisés (détection, efforts)',
      when: /motoris|automatiques?/,
    },
    {
      ref: 'NF DTU 31.1 et 31.2',
      objet: 'ouvrages de structure et d’ossature en bois',
      when: /ossature bois|structure bois|maison a ossature/,
    },
    {
      ref: 'NF DTU 39',
      objet: 'travaux de vitrerie-miroiterie pour les vitrages posés',
      when: /vitr|double vitrage|fenetre|chassis/,
    },
    {
      ref: 'Arrêté du 16 juillet 2019 et NF X 46-020',
      objet:
        'repérage de l’amiante avant travaux des menuiseries à déposer (mastics de vitrage, joints, calfeutrements), fourni par le maître d’ouvrage avant toute dépose',
      when: MENUISERIE_REHAB,
    },
    {
      ref: 'Arrêtés du 20 avril 2017 (ERP neufs) et du 8 décembre 2014 (ERP existants)',
      objet: 'accessibilité des portes des ERP (largeur de passage, effort de manœuvre, seuils)',
      when: /accessib|pmr|handicap|blocs?-portes?|portes? (interieures?|d'entree|exterieures?)|^(?=[\s\S]*\bportes?\b)(?=[\s\S]*(\berp\b|ecole|mairie|college|lycee|hopital|hospitali|clinique|ehpad|creche|gymnase))/,
    },
  ],
  specificites: [
    {
      when: /hopital|hospitali|clinique|ehpad|etablissement de sante|maison de retraite|medico-social/,
      sujet: 'menuiseries en établissement de santé',
      texte:
        'Dans l’établissement de santé, chaque local n’est ouvert qu’après accord du service, selon un planning des chambres et bureaux libérés arrêté avec l’encadrement ; la zone de travail est isolée par un écran étanche aux poussières, nettoyée à l’humide avant restitution, et le local est rendu clos, propre et utilisable le jour même.',
    },
    {
      when: /centres? de secours|centres? d'incendie|caserne de pompiers|casernes? des pompiers|\bsdis\b.{0,200}(restructur|rehabilit|extension|renov)/,
      sujet: 'travaux dans un centre de secours en activité',
      texte:
        'Le maintien en activité du centre de secours pendant les travaux est vérifié avec le SDIS dès la préparation : s’il reste opérationnel, les aires et sorties des engins restent dégagées en permanence, les livraisons sont annoncées au chef de centre et suspendues pendant les départs en intervention, et le clos et la sûreté des locaux sont rétablis chaque soir.',
    },
    {
      when: new RegExp(`^(?=[\\s\\S]*(${MENUISERIE_EXTERIEURE.source}))(?![\\s\\S]*(${MENUISERIE_REHAB.source}))`),
      sujet: 'menuiseries extérieures neuves',
      texte:
        'Les menuiseries extérieures sont posées dans des baies réceptionnées contradictoirement avec le gros œuvre (cotes, aplomb, appuis) ; leur classement air-eau-vent est choisi selon l’exposition du bâtiment conformément au NF DTU 36.5, et le calfeutrement assure la continuité de l’étanchéité à l’air avec le doublage intérieur, dont dépend la perméabilité à l’air du bâtiment.',
    },
    {
      when: new RegExp(`^(?=[\\s\\S]*(${MENUISERIE_EXTERIEURE.source}))(?=[\\s\\S]*(${MENUISERIE_REHAB.source}))`),
      sujet: 'remplacement des menuiseries extérieures',
      texte:
        'Les fenêtres sont posées en rénovation sur dormant existant sain ou en dépose totale selon l’état constaté, avec calfeutrement en trois barrières (pare-pluie, isolation, étanchéité à l’air) conforme au NF DTU 36.5 ; chaque baie est remise en état de clos le jour même de sa dépose.',
    },
    {
      when: MENUISERIE_REHAB,
      sujet: 'dépose des menuiseries anciennes (amiante et plomb)',
      texte:
        'Avant toute dépose, le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019), fourni par le maître d’ouvrage, est lu pour chaque menuiserie à déposer : les mastics de vitrage, les joints et les calfeutrements anciens peuvent en contenir. Les peintures des dormants et ouvrants anciens peuvent contenir du plomb : le constat de risque d’exposition au plomb (CREP), établi pour une vente ou une location, ne vaut pas repérage avant travaux, et à défaut d’un repérage couvrant ces menuiseries il est demandé au maître d’ouvrage. Cette lecture est un point d’arrêt. Là où le repérage signale de l’amiante, les menuiseries concernées sont déposées sous confinement, par une entreprise certifiée (sous-section 3) ou selon un mode opératoire de sous-section 4 suivant la nature de l’opération, et leurs déchets suivis par bordereau BSDA ; là où il signale du plomb, elles sont déposées entières, sans ponçage ni décapage thermique, zone protégée et nettoyée à l’humide avec aspiration à filtre absolu. Les nouvelles menuiseries sont fabriquées sur les cotes relevées baie par baie sur l’existant (tableaux, équerrage, appuis, état des dormants).',
    },
    {
      when: /porte|bloc-porte|coupe-feu|ei30|pare-flamme/,
      sujet: 'blocs-portes',
      texte:
        'Les blocs-portes coupe-feu ou pare-flammes sont posés strictement selon leur PV de classement (huisserie, quincaillerie, ferme-porte, joints intumescents) et étiquetés ; le PV et la déclaration de conformité de pose sont remis au DOE.',
    },
    SECURITE_INCENDIE_HYPOTHESE,
    {
      // the windows are the reading of the file only when the text names them
      when: new RegExp(`${ERP_REHABILITE.source}(?=[\\s\\S]*(${MENUISERIE_EXTERIEURE.source}))`),
      sujet: 'portes et baies d’un bâtiment public réhabilité',
      texte: `${PORTES_ERP_EXISTANT} Les fenêtres remplacées sont posées selon le NF DTU 36.5, leur classement air-eau-vent, leurs fixations et leurs finitions choisis pour l’exposition du site.`,
    },
    {
      when: new RegExp(`${ERP_REHABILITE.source}(?![\\s\\S]*(${MENUISERIE_EXTERIEURE.source}))`),
      sujet: 'portes d’un bâtiment public réhabilité',
      texte: `${PORTES_ERP_EXISTANT} L’objet ne nomme pas de fenêtres : si le CCTP prévoit aussi leur remplacement, elles sont posées selon le NF DTU 36.5, leur classement air-eau-vent, leurs fixations et leurs finitions choisis pour l’exposition du site.`,
    },
    {
      when: BORD_DE_MER,
      sujet: 'menuiseries en bord de mer',
      texte:
        'Le site est en bord de mer : le classement au vent et à l’eau des menuiseries extérieures tient compte de cette exposition (NF DTU 36.5), l’aluminium reçoit un thermolaquage de qualité bord de mer (Qualimarine ou Qualicoat Seaside), la visserie, les pattes de fixation et la quincaillerie extérieures sont en inox A4, et les conseils d’entretien remis à la réception prévoient le rinçage des profilés à l’eau douce.',
    },
    {
      // a coastal town named without the words of the coast: the exposure is said with its condition
      when: new RegExp(
        `^(?=[\\s\\S]*(?:${COMMUNE_LITTORALE.source}))(?![\\s\\S]*(?:${BORD_DE_MER.source}))(?:(?=[\\s\\S]*(?:${MENUISERIE_EXTERIEURE.source}))|(?![\\s\\S]*interieur))`,
      ),
      sujet: 'exposition marine des menuiseries extérieures',
      texte:
        'La commune est sur le littoral : selon la distance du bâtiment au rivage et son dégagement, à confirmer au CCTP, les menuiseries extérieures sont exposées au vent et à l’air salin. Leur classement air-eau-vent (AEV) est choisi pour cette exposition, la hauteur et la situation du bâtiment selon le NF DTU 36.5 et justifié par les essais du fabricant (NF EN 14351-1) ; l’aluminium reçoit une anodisation (Qualanod) ou un thermolaquage (Qualimarine ou Qualicoat Seaside) de qualité bord de mer, la visserie, les pattes de fixation et la quincaillerie extérieures sont en inox A4, et les conseils d’entretien remis à la réception prévoient le rinçage des profilés à l’eau douce.',
    },
    {
      when: INTERNAT,
      sujet: 'menuiseries d’un internat',
      texte:
        'Le bâtiment comprend un internat, où les élèves dorment pendant les périodes scolaires : aucune chambre n’y est rendue le soir sans son clos (menuiserie reposée ou fermeture provisoire verrouillable), les interventions dans les chambres sont calées avec la vie scolaire aux jours et heures où elles sont libres, outils et chutes étant évacués avant le retour des internes.',
    },
    tousCorpsEtat('la menuiserie', 'maçonnerie, plâtrerie, électricité, peinture'),
    {
      when: /agencement|placard|mobilier|cuisine|rangement/,
      sujet: 'agencements intérieurs',
      texte:
        'Les agencements sont fabriqués sur mesure après relevés contradictoires, en panneaux classés au feu lorsque l’ERP l’exige, et posés en fin de chantier pour éviter toute dégradation.',
    },
    {
      when: /volet|occultation|brise-soleil|store/,
      sujet: 'occultations',
      texte:
        'Les volets et occultations sont réglés et leur motorisation mise en service avec l’électricien ; la notice de manœuvre et d’entretien est remise aux utilisateurs.',
    },
  ],
  etapes: [
    {
      titre: 'Prise de cotes',
      detail: 'relevé de chaque baie ou ouverture, repérage sur plan et validation des quantités avant commande',
      unless: MENUISERIE_REHAB,
    },
    {
      // an existing building: the openings are surveyed one by one (their state decides the kind of pose)
      titre: 'Prise de cotes',
      detail:
        'relevé de chaque baie ou ouverture existante (cotes en tableau, équerrage, appuis, état des dormants et des maçonneries), repérage sur plan et validation des quantités et du mode de pose avant commande',
      when: MENUISERIE_REHAB,
    },
    {
      titre: 'Fabrication et approvisionnement',
      detail:
        'fabrication en atelier ou commande fabricant, contrôle à réception (dimensions, teinte, vitrage, étiquetage)',
    },
    {
      titre: 'Repérages amiante et plomb',
      detail:
        'lecture du repérage amiante avant travaux et du repérage du plomb des menuiseries à déposer (mastics de vitrage, joints, calfeutrements, peintures anciennes des dormants), mode opératoire arrêté s’ils en signalent ; rien n’est déposé avant (point d’arrêt)',
      when: MENUISERIE_REHAB,
    },
    {
      titre: 'Dépose',
      detail:
        'dépose des menuiseries existantes par local, protection des sols et des embrasures, sous confinement là où le repérage signale de l’amiante ou du plomb, fermeture provisoire de toute baie non reposée le jour même',
      when: MENUISERIE_REHAB,
    },
    {
      titre: 'Réception des supports',
      detail:
        'réception contradictoire des baies et réservations du gros œuvre (cotes, aplomb, appuis, traits de niveau) avant toute pose',
      // new parts (construction, extension) or nothing said of existing works
      when: /construction|extension|creation|agrandissement|\bneu(f|ve)s?\b|^(?![\s\S]*(rehabilit|renov|remplacement|refection|restructur|reamenag|depose))/,
    },
    {
      titre: 'Pose',
      detail:
        'calage, fixation et calfeutrement selon le NF DTU 36.5 pour les menuiseries extérieures et le NF DTU 36.2 pour les intérieures, réglages des ouvrants',
    },
    { titre: 'Habillages et finitions', detail: 'habillages intérieurs et extérieurs, joints, quincaillerie' },
    {
      titre: 'Essais de fonctionnement',
      detail: 'manœuvre de chaque ouvrant, contrôle de l’étanchéité et de la fermeture',
    },
  ],
  materiel: [
    {
      nom: 'véhicule utilitaire équipé pour le transport des menuiseries',
      match: /utilitaire|camion|fourgon|vehicule/,
    },
    { nom: 'ventouses de manutention et diable monte-escalier', match: /ventouse|diable|manutention/ },
    {
      nom: 'échafaudage roulant ou plateforme individuelle roulante',
      match: /echafaudage roulant|pirl|plateforme individuelle|plateforme roulante/,
    },
    {
      // not « scie »: wood is not cut with water (no « découpes à l’eau » promised for joinery)
      nom: 'outillage électroportatif de pose (perforateur, visseuse, défonceuse)',
      match: /perforateur|visseuse|scie|outillage/,
    },
  ],
  materiaux: [
    'menuiseries bois, PVC ou aluminium à rupture de pont thermique selon le CCTP',
    'doubles vitrages à isolation renforcée',
    'mousses et mastics de calfeutrement certifiés SNJF',
    'bois issus de forêts gérées durablement (PEFC ou FSC)',
  ],
  habilitations: [
    'travail en hauteur sur échafaudage roulant',
    'formation à la manutention des charges lourdes (gestes et postures, ventouses)',
  ],
  risques: [
    {
      risque: 'Chute de hauteur lors des poses en étage',
      mesure:
        'pose depuis l’intérieur, échafaudage roulant ou nacelle pour les baies hautes, garde-corps provisoire devant la baie ouverte',
      when: MENUISERIE_EXTERIEURE,
    },
    AMIANTE_PLOMB_DEPOSE,
    { risque: 'Manutention de menuiseries lourdes', mesure: 'ventouses, diable monte-escalier, pose à deux' },
    { risque: 'Coupures par le verre', mesure: 'gants anticoupure, stockage des vitrages sur chevalets' },
    {
      risque: 'Poussières de bois (cancérogènes) et de perçage',
      mesure: 'outils raccordés à une aspiration, découpes en atelier de préférence, masques FFP3',
    },
  ],
  dechets: [
    {
      dechet: 'Menuiseries bois déposées',
      categorie: 'DND',
      exutoire: 'centre de tri, bois en valorisation (bois traités en déchets dangereux)',
      when: MENUISERIE_REHAB,
    },
    { dechet: 'Chutes de bois et emballages', categorie: 'DND', exutoire: 'centre de tri, bois en valorisation' },
    {
      dechet: 'Menuiseries PVC et aluminium déposées',
      categorie: 'DND',
      exutoire: 'filières de recyclage PVC et aluminium, reprise via l’éco-organisme de la REP PMCB',
      when: MENUISERIE_REHAB,
    },
    {
      dechet: 'Vitrages déposés',
      categorie: 'Inertes',
      exutoire: 'filière de recyclage du verre plat',
      when: MENUISERIE_REHAB,
    },
    {
      dechet: 'Mastics, joints ou menuiseries amiantés, si le repérage en signale',
      categorie: 'DD',
      exutoire: 'emballages étanches étiquetés sur place, installation autorisée, bordereau BSDA',
      when: MENUISERIE_REHAB,
    },
    {
      dechet: 'Menuiseries à peintures au plomb, si le repérage en signale',
      categorie: 'DD',
      exutoire: 'déposées entières et emballées, filière de déchets dangereux selon l’analyse, bordereau de suivi',
      when: MENUISERIE_REHAB,
    },
    { dechet: 'Cartouches de mastic et mousses', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
  ],
  autocontroles: [
    {
      point: 'Repérages amiante et plomb des menuiseries à déposer',
      moment: 'avant toute dépose (point d’arrêt)',
      preuve: 'rapports de repérage lus, mode opératoire arrêté s’ils signalent amiante ou plomb',
      when: MENUISERIE_REHAB,
    },
    {
      point: 'Cotes et sens d’ouverture',
      moment: 'à la commande et à la réception',
      preuve: 'bordereau de prise de cotes validé',
    },
    { point: 'Calage, aplomb et fixation', moment: 'à la pose', preuve: 'fiche d’autocontrôle par ouvrage' },
    {
      point: 'Calfeutrement et étanchéité à l’air',
      moment: 'avant habillage (point d’arrêt)',
      preuve: 'photos et fiche',
    },
    {
      point: 'Fonctionnement des ouvrants et de la quincaillerie',
      moment: 'avant réception',
      preuve: 'fiche d’essais',
    },
  ],
  phases: [
    { nom: 'Prise de cotes, plans et validation', part: 0.1 },
    { nom: 'Fabrication et approvisionnement', part: 0.25 },
    { nom: 'Pose des menuiseries', part: 0.5 },
    { nom: 'Habillages, réglages et essais', part: 0.1 },
    { nom: 'Réception et levée des réserves', part: 0.05 },
  ],
  pointsAttention: [
    'le délai de fabrication, qui pèse sur le planning',
    'les cotes et tolérances des baies et des réservations, relevées avant toute commande',
    'la continuité des calfeutrements entre les menuiseries et les parois (air et eau, feu ou acoustique selon l’ouvrage)',
  ],
  biennale: 'la quincaillerie, les motorisations et les éléments d’équipement dissociables des menuiseries',
  decennale:
    'le clos du bâtiment : étanchéité à l’eau et à l’air des menuiseries extérieures et de leur liaison au gros œuvre',
  entretien: 'nettoyer les rainures et trous d’évacuation des dormants et graisser la quincaillerie une fois par an',
  semainesParDefaut: 10,
};

export const SERRURIER: TradeKnowledge = {
  slug: 'serrurier',
  travaux: 'travaux de serrurerie et de métallerie',
  ouvrage: 'les ouvrages de métallerie',
  normes: [
    { ref: 'NF EN 1090-2', objet: 'exécution des structures en acier (classe d’exécution EXC2 en général)' },
    {
      ref: 'NF DTU 36.5',
      objet: 'mise en œuvre des fenêtres et portes extérieures, métalliques comprises',
      when: /menuiseries? (metalliques?|exterieures?)|chassis|fenetres?|portes? exterieures?/,
    },
    {
      ref: 'NF EN 1125',
      objet: 'fermetures anti-panique des issues de secours',
      when: /anti-?panique|issues? de secours|sorties? de secours/,
    },
    {
      ref: 'NF P01-012',
      objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)',
      when: /garde-corps|garde corps|rampe|balcon|main courante|escalier/,
    },
    { ref: 'NF P01-013', objet: 'essais des garde-corps', when: /garde-corps|garde corps|balcon/ },
    {
      ref: 'NF EN 13241',
      objet: 'portes industrielles, commerciales, de garage et portails : norme de produit',
      when: new RegExp(`${PORTAIL.source}|porte sectionnelle|rideaux? metalliques?|barrieres? levantes?`),
    },
    { ref: 'NF EN ISO 1461', objet: 'galvanisation à chaud des pièces en acier' },
    {
      ref: 'Arrêtés du 20 avril 2017 (ERP neufs) et du 8 décembre 2014 (ERP existants)',
      objet: 'accessibilité (mains courantes, contremarches, nez de marche)',
      when: /accessib|pmr|main courante|rampe|escalier/,
    },
  ],
  specificites: [
    {
      when: /centres? de secours|centres? d'incendie|caserne de pompiers|casernes? des pompiers|\bsdis\b.{0,200}(restructur|rehabilit|extension|renov)/,
      sujet: 'travaux dans un centre de secours en activité',
      texte:
        'Le maintien en activité du centre de secours pendant les travaux est vérifié avec le SDIS dès la préparation : s’il reste opérationnel, les aires et sorties des engins restent dégagées en permanence, les livraisons sont annoncées au chef de centre et suspendues pendant les départs en intervention, et le clos et la sûreté des locaux sont rétablis chaque soir.',
    },
    {
      when: /garde-corps|garde corps|balcon|rampe|main courante/,
      sujet: 'garde-corps et mains courantes',
      texte:
        'Les garde-corps respectent la norme NF P01-012 : hauteur de protection d’au moins 1 m (réduite seulement sur allège épaisse, dans les cas que la norme prévoit), pas de vide de plus de 11 cm et zone non escaladable en partie basse ; les fixations sont dimensionnées pour les charges de la norme et les chevilles choisies selon le support réel.',
    },
    {
      when: /(portails?|barrieres?|portes?)[^.]{0,60}(motoris|automati)|motorisation|automatismes?/,
      sujet: 'portails et clôtures',
      texte:
        'Les portails motorisés sont installés selon la NF EN 13241 avec dispositifs de sécurité (cellules, bord sensible, éclairage clignotant) ; la motorisation est mise en service et le dossier technique avec l’analyse de risques est remis au maître d’ouvrage.',
    },
    {
      when: /escalier|passerelle|structure|charpente metallique/,
      sujet: 'ouvrages de structure métallique',
      texte:
        'Les ouvrages structurels sont fabriqués en atelier certifié selon la NF EN 1090 (soudeurs qualifiés, traçabilité des matières) et assemblés sur site par boulonnage pour limiter le travail par point chaud.',
    },
    {
      when: new RegExp(
        `^(?=[\\s\\S]*(${BORD_DE_MER.source}))(?=[\\s\\S]*(garde-corps|portails?|clotures?|grilles?|exterieu|facade|balcon))`,
      ),
      sujet: 'ouvrages métalliques en bord de mer',
      texte:
        'Le site est en bord de mer : les ouvrages extérieurs sont galvanisés à chaud selon la NF EN ISO 1461 puis thermolaqués en qualité bord de mer (Qualimarine ou Qualicoat Seaside), ou réalisés en inox de nuance adaptée à l’ambiance marine, avec une visserie et des chevilles en inox A4 ; aucun contact direct entre métaux différents n’est laissé sans isolation.',
    },
    tousCorpsEtat('la serrurerie et la métallerie', 'maçonnerie, menuiserie, électricité, revêtements de sols'),
    {
      // « accès », not « accessibilité »: a PMR access lot is not an access-control lot.
      when: /porte|\bacces\b|controle d'acces|serrure|organigramme/,
      sujet: 'fermetures et contrôle d’accès',
      texte:
        'Les serrures et cylindres sont fournis sur organigramme validé par le maître d’ouvrage ; les clés sont remises contre émargement et les portes sur issue de secours restent manœuvrables sans clé (barres antipanique NF EN 1125).',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et plans d’atelier',
      detail: 'relevés sur site, plans d’atelier et notes de calcul soumis au visa du maître d’œuvre',
    },
    {
      titre: 'Fabrication en atelier',
      detail: 'débit, soudage par soudeurs qualifiés, meulage des soudures, traitement anticorrosion et thermolaquage',
    },
    { titre: 'Transport et manutention', detail: 'ouvrages protégés pour le transport, levage adapté aux poids' },
    { titre: 'Pose', detail: 'implantation, scellements chimiques ou platines, réglage et serrage au couple' },
    { titre: 'Retouches et finitions', detail: 'retouches de peinture sur les coupes et rayures, nettoyage' },
    // motorisations and doors only when the text names them (a « tous corps d'état » rehabilitation does not)
    {
      titre: 'Essais et mise en service',
      detail: 'essais de manœuvre, réglage des motorisations et des ferme-portes',
      when: /motoris|automati|barrieres? levantes?|rideaux?/,
    },
    {
      titre: 'Essais de manœuvre',
      detail: 'manœuvre et verrouillage de chaque ouvrant, réglage des ferme-portes et des serrures',
      when: /\bportes?\b|portails?|serrur|issues? de secours|grilles?/,
      unless: /motoris|automati|barrieres? levantes?|rideaux?/,
    },
    {
      titre: 'Contrôles avant réception',
      detail: 'fixations, dimensions et finitions contrôlées ouvrage par ouvrage, retouches reprises',
      unless: /motoris|automati|barrieres? levantes?|rideaux?|\bportes?\b|portails?|serrur|issues? de secours|grilles?/,
    },
  ],
  materiel: [
    {
      nom: 'poste à souder MIG/MAG, meuleuse et perceuse magnétique pour les ajustements sur site',
      match: /poste a souder|soud|meuleuse|perceuse|atelier/,
    },
    { nom: 'véhicule plateau ou camion-grue pour le transport et la pose', match: /plateau|camion|grue|utilitaire/ },
    { nom: 'nacelle ou échafaudage roulant', match: /nacelle|echafaudage roulant/ },
    {
      nom: 'groupe électrogène et outillage de pose (perforateur, clé dynamométrique)',
      match: /groupe|perforateur|dynamometrique|outillage/,
    },
  ],
  materiaux: [
    'aciers S235 ou S355 certifiés avec certificats matière 3.1',
    'acier galvanisé à chaud et thermolaqué ou inox selon l’exposition',
    'chevilles et scellements sous évaluation technique européenne (ETE)',
  ],
  habilitations: ['soudeurs qualifiés selon la NF EN ISO 9606-1', 'permis de feu', 'conduite de nacelle (CACES R486)'],
  risques: [
    {
      risque: 'Chute de hauteur lors de la pose de garde-corps',
      mesure: 'protections provisoires maintenues jusqu’à la pose définitive, harnais sur point d’ancrage, nacelle',
    },
    {
      risque: 'Incendie lors des travaux par points chauds',
      mesure: 'permis de feu, extincteur, couverture antifeu, surveillance après travaux',
    },
    { risque: 'Manutention de pièces lourdes', mesure: 'levage mécanique, pose à deux, gants' },
    { risque: 'Projections et rayonnements de soudage', mesure: 'écrans de soudage, EPI adaptés' },
  ],
  dechets: [
    ...ACIER_DECHETS,
    { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Bombes de peinture et solvants de retouche',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau BSD',
    },
    { dechet: 'Gravats de scellement', categorie: 'Inertes', exutoire: 'plateforme inertes' },
  ],
  autocontroles: [
    {
      point: 'Certificats matière et qualification des soudeurs',
      moment: 'avant fabrication',
      preuve: 'dossier de traçabilité NF EN 1090',
    },
    { point: 'Soudures (contrôle visuel)', moment: 'en atelier', preuve: 'fiche de contrôle' },
    {
      point: 'Épaisseur de galvanisation et de laquage',
      moment: 'à réception des pièces traitées',
      preuve: 'certificat du traiteur, mesures à la jauge',
    },
    {
      point: 'Hauteurs, vides et fixations des garde-corps',
      moment: 'après pose (point d’arrêt avant dépose des protections provisoires)',
      preuve: 'fiche d’autocontrôle',
      when: /garde-corps|garde corps|balcon|rampe/,
    },
  ],
  phases: [
    { nom: 'Relevés, plans d’atelier et visa', part: 0.1 },
    { nom: 'Fabrication et traitement de surface', part: 0.3 },
    { nom: 'Pose sur site', part: 0.45 },
    { nom: 'Finitions, essais et mise en service', part: 0.1 },
    { nom: 'Réception et levée des réserves', part: 0.05 },
  ],
  pointsAttention: [
    'la nature des supports pour le choix des fixations',
    'l’exposition réelle de chaque ouvrage, qui fixe le traitement anticorrosion',
    'le délai de galvanisation et de thermolaquage',
  ],
  // fixed metalwork has no motorisation: named only when the contract has some
  biennale:
    'la quincaillerie et les éléments d’équipement dissociables, dont les motorisations lorsque le marché en comprend',
  decennale:
    'les ouvrages qui assurent la sécurité des personnes (garde-corps, escaliers) et la solidité des structures métalliques',
  entretien:
    'contrôler les fixations et retoucher les éclats de peinture une fois par an ; entretenir les motorisations éventuelles selon la notice du fabricant',
  semainesParDefaut: 8,
};

/** The object names the replacement of glazing (not a thermal upgrade alone). */
const VITRAGES_REMPLACES =
  /double vitrage|vitrages? isolants?|survitrage|(remplacement|changement|renovation|reprise)[^.]{0,40}(vitr|menuiseries? exterieures?|fenetres?|chassis)|vitrages?[^.]{0,30}(a remplacer|remplaces?)/;

/** A thermal or energy upgrade of a building, which may or may not touch its glazing. */
export const RENOVATION_THERMIQUE =
  /traitement thermique|(renovation|rehabilitation|amelioration|performances?|travaux) (thermiques?|energetiques?)|isolation thermique|efficacite energetique|economies? d'energie|\bdecret tertiaire\b/;

export const VITRIER: TradeKnowledge = {
  slug: 'vitrier',
  travaux: 'travaux de vitrerie et de miroiterie',
  ouvrage: 'la vitrerie',
  normes: [
    {
      ref: 'NF DTU 39',
      objet: 'travaux de vitrerie-miroiterie (mise en œuvre, calcul des épaisseurs, choix des vitrages de sécurité)',
    },
    { ref: 'NF EN 12600', objet: 'classification des vitrages de sécurité aux chocs' },
    {
      ref: 'NF EN 356',
      objet: 'vitrages de protection contre l’effraction',
      when: /effraction|retardateur|securite|bijouterie|banque/,
    },
    { ref: 'NF EN 1279', objet: 'vitrages isolants' },
    {
      ref: 'Cahier du CSTB 3488',
      objet: 'vitrages extérieurs collés (VEC)',
      when: /\bvec\b|vitrages? exterieurs? colles/,
    },
  ],
  specificites: [
    {
      // a youth or leisure centre (« Lieu d’Accueil et de Loisirs de Proximité », ALSH, MJC) receives children too
      when: /ecole|scolaire|creche|college|lycee|gymnase|sport|accueil (et )?de loisirs|centres? de loisirs|\balsh\b|\blalp\b|maisons? des jeunes|\bmjc\b|centres? sociaux|centre social|ludotheque|halte-garderie|multi-accueil/,
      sujet: 'vitrages en lieu recevant des enfants ou du public',
      texte:
        'Dans les zones exposées aux chocs (parties basses, portes, cloisons vitrées), les vitrages sont feuilletés ou trempés de classe NF EN 12600 conforme au NF DTU 39 ; les grandes surfaces vitrées sont rendues visibles par une signalétique contrastée.',
    },
    {
      when: /verriere|toiture|zenithal|puits de lumiere/,
      sujet: 'verrières',
      texte:
        'En toiture et verrière, le vitrage intérieur est feuilleté pour retenir les fragments en cas de bris ; la pose se fait depuis une plateforme avec protection antichute contre les chutes à travers les vitrages.',
    },
    {
      // the glazing is the reading of the file only when the text names it (« traitement thermique » alone does not)
      when: VITRAGES_REMPLACES,
      sujet: 'remplacement de vitrages isolants',
      texte:
        'Les vitrages isolants de remplacement sont fabriqués aux cotes relevées en fond de feuillure, avec un coefficient Ug conforme au CCTP, et calés selon le NF DTU 39 pour ne pas charger les angles.',
    },
    {
      when: new RegExp(`^(?=[\\s\\S]*(${RENOVATION_THERMIQUE.source}))(?![\\s\\S]*(${VITRAGES_REMPLACES.source}))`),
      sujet: 'traitement thermique dont la part de vitrerie est à confirmer au CCTP',
      texte:
        'L’objet annonce des travaux thermiques sans dire ce qu’ils prévoient pour les vitrages : nous lirons dans le CCTP la part de vitrerie confiée à notre lot avant toute commande. Si le CCTP prévoit le remplacement des vitrages sur des châssis conservés, chaque châssis est d’abord vérifié (état, profondeur de feuillure, poids que ses ouvrants et ses paumelles peuvent porter) ; les vitrages isolants sont alors fabriqués aux cotes relevées en fond de feuillure, avec le coefficient Ug et le facteur solaire qu’il fixe, et calés selon le NF DTU 39 pour ne pas charger les angles. Si les vitrages sont fournis avec des menuiseries neuves, notre intervention suit la répartition entre lots fixée par le CCTP.',
    },
    {
      when: INTERNAT,
      sujet: 'vitrages d’un internat',
      texte:
        'Le bâtiment comprend un internat, où les élèves dorment pendant les périodes scolaires : aucune baie n’y est laissée le soir sans vitrage ou sans fermeture provisoire, les chambres ne sont touchées qu’aux jours et heures convenus avec la vie scolaire, et les débris de verre sont ramassés et aspirés avant que chaque chambre soit rendue.',
    },
    tousCorpsEtat('la vitrerie', 'menuiserie, maçonnerie, électricité, peinture'),
    {
      when: /miroir|miroiterie/,
      sujet: 'miroiterie',
      texte:
        'Les miroirs sont collés avec un mastic compatible avec le tain ou fixés mécaniquement par pattes, sur support plan et sec.',
    },
  ],
  etapes: [
    { titre: 'Relevés', detail: 'prise de cotes en fond de feuillure et relevé des épaisseurs de parclose' },
    { titre: 'Fabrication des vitrages', detail: 'commande aux cotes, avec marquage des vitrages de sécurité' },
    {
      titre: 'Dépose',
      detail: 'dépose des vitrages existants et mise en sécurité provisoire des baies',
      unless: NEUF_SEUL,
    },
    { titre: 'Pose', detail: 'cales d’assise et périphériques, parcloses, garnitures d’étanchéité ou mastic' },
    { titre: 'Contrôles et nettoyage', detail: 'contrôle des joints, nettoyage des vitrages, retrait des étiquettes' },
  ],
  materiel: [
    { nom: 'ventouses et pupitre de transport des vitrages', match: /ventouse|pupitre|chevalet/ },
    { nom: 'véhicule équipé de racks à vitrages', match: /vehicule|utilitaire|camion|rack/ },
    { nom: 'nacelle ou échafaudage roulant', match: /nacelle|echafaudage roulant/ },
    {
      nom: 'palonnier à ventouses pour les grands volumes',
      match: /palonnier|manipulateur/,
      when: /facade|verriere|grand/,
    },
  ],
  materiaux: [
    'vitrages isolants marqués CE selon la NF EN 1279',
    'vitrages feuilletés et trempés classés selon la NF EN 12600',
    'mastics et garnitures compatibles avec les intercalaires',
  ],
  habilitations: ['travail en hauteur', 'conduite de nacelle (CACES R486)'],
  risques: [
    { risque: 'Coupures lors de la manutention', mesure: 'gants et manchettes anticoupure, transport sur pupitre' },
    { risque: 'Chute de vitrage', mesure: 'ventouses vérifiées, zone balisée sous la pose' },
    { risque: 'Chute de hauteur', mesure: 'nacelle ou échafaudage avec garde-corps' },
    {
      risque: 'Bris de verre pour les occupants',
      mesure: 'baies provisoirement fermées, balayage et aspiration des débris',
    },
  ],
  dechets: [
    {
      dechet: 'Verre plat déposé',
      categorie: 'Inertes',
      exutoire: 'filière de recyclage du verre plat (reprise via la REP PMCB)',
      unless: NEUF_SEUL,
    },
    { dechet: 'Parcloses et mastics anciens', categorie: 'DND', exutoire: 'centre de tri', unless: NEUF_SEUL },
    // New glazing removes nothing: breakage and offcuts, then the packaging.
    {
      dechet: 'Casse et chutes de verre plat',
      categorie: 'Inertes',
      exutoire: 'filière de recyclage du verre plat (reprise via la REP PMCB)',
      when: NEUF_SEUL,
    },
    {
      dechet: 'Emballages, cales et protections',
      categorie: 'DND',
      exutoire: 'centre de tri',
      when: NEUF_SEUL,
    },
    {
      dechet: 'Mastics anciens susceptibles de contenir de l’amiante',
      categorie: 'DD',
      exutoire: 'ISDD avec bordereau BSDA',
      when: /amiante/,
    },
  ],
  autocontroles: [
    {
      point: 'Cotes et composition des vitrages',
      moment: 'à réception',
      preuve: 'bons de livraison et marquage des vitrages',
    },
    { point: 'Calage et jeux périphériques', moment: 'à la pose', preuve: 'fiche d’autocontrôle' },
    { point: 'Étanchéité des joints', moment: 'après pose', preuve: 'fiche de contrôle' },
  ],
  phases: [
    { nom: 'Relevés et commande', part: 0.2 },
    { nom: 'Fabrication des vitrages', part: 0.35 },
    { nom: 'Dépose et pose', part: 0.3 },
    { nom: 'Contrôles, nettoyage et réception', part: 0.15 },
  ],
  pointsAttention: [
    'l’état des feuillures et des châssis existants',
    'les zones où un vitrage de sécurité est obligatoire',
    'le délai de fabrication des vitrages spéciaux',
  ],
  // Glazing is no equipment meant to work (C. civ. 1792-3): no biennale; the opening parts of a window are the joiner's.
  biennale: '',
  decennale: 'le clos et la sécurité des personnes (bris, chute de vitrage)',
  entretien: 'nettoyer les vitrages sans produit abrasif et contrôler l’état des joints tous les ans',
  semainesParDefaut: 6,
};
