import { tousCorpsEtat } from './sous-types-common.ts';
import type { Specificite, TradeKnowledge } from './types.ts';

/** Regular expressions match the tender's text folded (lowercase, without accents). */

/**
 * A lot relaunched after its contractor failed (« relance suite à liquidation judiciaire du lot 5 »): the
 * new contractor takes over a site where work has begun. « Relance » alone (a lot found infructueux) is not this.
 */
export const REPRISE_APRES_DEFAILLANCE: Specificite = {
  when: /liquidation|redressement judiciaire|defaillance|resiliation|carence du titulaire/,
  sujet: 'reprise d’ouvrages commencés par le précédent titulaire',
  texte:
    'Le lot est relancé après la défaillance de son précédent titulaire : avant toute reprise, un constat contradictoire avec le maître d’œuvre relève, zone par zone, les ouvrages exécutés, leur conformité et les fournitures laissées sur site ; ce qui est à reprendre est chiffré à part et validé avant d’être démoli ou complété, rien n’est recouvert avant ce constat, et les autres lots ayant avancé, le planning de reprise est calé avec le maître d’œuvre sur l’état réel du chantier et les interfaces déjà posées.',
};

/**
 * Works on an upper floor named by the object (« au 3e étage », « R+2 »), in an existing building: the
 * materials go up and the waste comes down through the building's lift or stairs, which stay exits.
 */
export const EN_ETAGE =
  /^(?![\s\S]*(construction neuve|construction d'une?|batiments? neufs?))[\s\S]*(\b(\d+|premier|deuxieme|troisieme|quatrieme|cinquieme)(e|er|ere|eme)? etages?\b|\bdernier etage\b|\bniveau r ?\+ ?[1-9]\b|\br ?\+ ?[1-9]\b)/;

/** « Les locaux sont en étage … » for a trade whose supplies are `colis` (« pots et outillage »…). */
export function accesEnEtage(colis: string): Specificite {
  return {
    when: EN_ETAGE,
    sujet: 'travaux en étage',
    texte: `Les locaux sont en étage : ${colis} montent par l’ascenseur lorsque l’établissement en autorise l’usage (cabine protégée, créneaux convenus, charge dans la limite de l’appareil), sinon par l’escalier en colis limités au port manuel, hors des heures de plus forte circulation des occupants ; les déchets descendent de la même façon, en sacs fermés. Rien n’est stocké dans les escaliers ni les circulations, qui restent des dégagements : un local fermé à l’étage sert de réserve du jour.`,
  };
}

/**
 * A room whose use the object names and that is washed often (an art room, a workshop): finishes fit
 * that use.
 */
export const SALLE_ACTIVITES =
  /arts? plastiques?|salles? (d'arts?|de dessin|d'activites manuelles|de poterie|de ceramique)|ateliers? (d'arts?|de peinture|de poterie|de ceramique|d'arts plastiques)/;

/** A care establishment (hospital, clinic, nursing home): washable finishes, zones handed back one by one. */
const SANTE = /hopital|clinique|sante|ehpad|soins|medic/;

/** A restructuring (new partitions next to kept walls): new boards and old supports side by side. */
const RESTRUCTURATION = /restructur|reamenag|rehabilit|reconversion|transformation/;

export const PEINTRE: TradeKnowledge = {
  slug: 'peintre',
  travaux: 'travaux de peinture et de revêtements muraux',
  ouvrage: 'les peintures',
  normes: [
    { ref: 'NF DTU 59.1', objet: 'revêtements de peinture en feuil mince, semi-épais ou épais' },
    // The trade's works are « peinture et revêtements muraux »: the wall coverings' DTU goes with them, named or
    // not (kinds that do not lay any — façades, ITE, floors, steel — leave it out).
    {
      ref: 'NF DTU 59.4',
      objet:
        'mise en œuvre des papiers peints et des revêtements muraux (toiles de verre, revêtements vinyles ou textiles) que prévoit le CCTP',
    },
    {
      ref: 'NF DTU 42.1',
      objet: 'réfection de façades par revêtements d’imperméabilité',
      when: /facade|ravalement|exterieur|impermeabil/,
    },
    {
      ref: 'NF DTU 59.3',
      objet: 'peinture de sols',
      when: /peintures? (de |des |du )?sols?|sols? peints?|resine de sol|marquage au sol/,
    },
    {
      ref: 'NF EN ISO 12944',
      objet: 'protection anticorrosion des structures en acier par systèmes de peinture',
      when: /metal|acier|charpente metallique|serrurerie|garde-corps/,
    },
    {
      ref: 'NF EN 13300',
      objet: 'classification des peintures intérieures, dont la résistance à l’abrasion humide (classes 1 à 5)',
      when: new RegExp(`${SANTE.source}|${SALLE_ACTIVITES.source}`),
    },
    {
      ref: 'Étiquetage des émissions en polluants volatils (décret 2011-321)',
      objet: 'qualité de l’air intérieur : produits classés A+',
    },
  ],
  specificites: [
    REPRISE_APRES_DEFAILLANCE,
    tousCorpsEtat('la peinture et les revêtements muraux', 'maçonnerie, plâtrerie, menuiserie, électricité'),
    {
      when: /facade|ravalement|exterieur/,
      sujet: 'ravalement de façade',
      texte:
        'En façade, le diagnostic du support (fissures, farinage, humidité, adhérence par quadrillage) fixe la classe du revêtement selon le NF DTU 42.1 ; les fissures sont traitées par ouverture et pontage avant application, et les travaux suspendus par pluie, gel ou température inférieure à 5 °C.',
    },
    {
      when: /\bplomb\b|\bcrep\b/,
      sujet: 'peintures au plomb',
      texte:
        'Les anciennes peintures au plomb signalées par le repérage avant travaux (le CREP, fait pour la vente ou la location, n’en tient pas lieu) sont décapées par voie humide ou par décapant chimique, jamais par ponçage à sec ni au chalumeau ; la zone est confinée, les déchets conditionnés comme déchets dangereux et un nettoyage humide est fait chaque soir.',
    },
    {
      when: RESTRUCTURATION,
      sujet: 'supports neufs et anciens d’une restructuration',
      texte:
        'Une restructuration juxtapose des supports neufs — cloisons en plaques de plâtre, enduits et ragréages livrés par les autres lots — et des supports anciens conservés. Les supports neufs sont réceptionnés avant peinture : joints et enduits secs, puis poncés, humidité contrôlée, les temps de séchage des enduits et des plâtres (plus longs en hiver ou dans un bâtiment non chauffé) étant tenus au planning ; ils reçoivent une impression pour plaques de plâtre avant les couches de finition, au niveau de finition (A, B ou C) que fixe le CCTP selon le NF DTU 59.1. Les supports anciens sont traités à part selon leur diagnostic, et les raccords entre parois neuves et anciennes sont repris avant finition pour un aspect uniforme.',
    },
    {
      // Not when the notice itself mentions lead: the lead paragraph is written instead.
      when: /^(?![\s\S]*\b(plomb|crep)\b)[\s\S]*(rehabilitation|renovation|restructuration|reamenagement|refection|transformation)/,
      sujet: 'supports existants et plomb',
      texte:
        'Dans un bâtiment existant, le repérage amiante et plomb avant travaux du maître d’ouvrage est lu avant toute préparation (le CREP, fait pour la vente ou la location, n’en tient pas lieu) : une peinture au plomb n’est jamais poncée à sec ni brûlée, mais décapée à l’humide en zone confinée ; les supports conservés sont sondés (adhérence par quadrillage, humidité) avant le choix du système.',
    },
    {
      when: SANTE,
      sujet: 'finitions en établissement de santé',
      texte:
        'En établissement de santé, les finitions sont lessivables et résistantes aux produits de désinfection (classe 1 ou 2 de résistance à l’abrasion humide selon la NF EN 13300), en phase aqueuse et classées A+ ; les locaux sont traités un par un, dans les zones libérées et isolées selon le protocole de l’équipe d’hygiène, et remis en service après séchage et ventilation.',
    },
    {
      when: SALLE_ACTIVITES,
      sujet: 'finitions d’une salle d’arts plastiques',
      texte:
        'Une salle d’arts plastiques est tachée de peinture, d’encre, de colle et d’argile, et lavée souvent : les murs reçoivent une finition lessivable, de classe 1 ou 2 de résistance à l’abrasion humide selon la NF EN 13300 (aspect satiné ou velours plutôt que mat), en phase aqueuse classée A+ ; autour des points d’eau et des plans de travail, une finition plus résistante ou une protection murale est proposée si le CCTP ne la prévoit pas déjà, et les teintes sont validées sur échantillon par le maître d’ouvrage.',
    },
    accesEnEtage('les pots, les enduits et l’outillage'),
    {
      when: /papier peint|revetement mural|revetements muraux|toile de verre/,
      sujet: 'revêtements muraux',
      texte:
        'Les revêtements muraux sont posés sur support préparé au niveau de finition exigé, lés raccordés à joints vifs et, dans les circulations d’ERP, choisis avec un classement de réaction au feu conforme au règlement de sécurité.',
    },
    {
      when: /metal|acier|serrurerie|garde-corps|portail/,
      sujet: 'peinture des ouvrages métalliques',
      texte:
        'Les ouvrages métalliques sont dérouillés (brossage mécanique ou sablage selon le degré de rouille), puis protégés par un système primaire anticorrosion et deux couches de finition adaptées à la catégorie de corrosivité de la NF EN ISO 12944.',
    },
  ],
  etapes: [
    {
      titre: 'Protection',
      detail: 'protection des sols, menuiseries, appareillages et mobilier conservé, balisage des zones',
    },
    {
      titre: 'Diagnostic des supports',
      detail:
        'reconnaissance des supports (humidité, adhérence, farinage), choix du système de peinture en conséquence',
    },
    {
      titre: 'Réception des supports neufs',
      detail:
        'cloisons en plaques de plâtre, enduits et ragréages livrés par les autres lots réceptionnés avant peinture : joints et enduits secs, puis poncés, humidité contrôlée après les temps de séchage, surfaces dépoussiérées',
      when: RESTRUCTURATION,
    },
    { titre: 'Préparation', detail: 'lessivage, grattage, rebouchage, enduit de ratissage et ponçage avec aspiration' },
    {
      titre: 'Impression',
      detail: 'couche d’impression adaptée au support',
      unless: RESTRUCTURATION,
    },
    {
      titre: 'Impression',
      detail:
        'impression adaptée à chaque support : impression pour plaques de plâtre sur les cloisons neuves, qui unifie l’absorption du carton et des joints (NF DTU 59.1), impression d’accrochage ou isolante sur les supports anciens selon le diagnostic',
      when: RESTRUCTURATION,
    },
    {
      titre: 'Finition',
      detail: 'deux couches de finition au rouleau ou au pistolet airless, teintes validées sur échantillon',
    },
    {
      titre: 'Nettoyage et retouches',
      detail: 'dépose des protections, nettoyage, retouches après passage des autres corps d’état',
    },
  ],
  materiel: [
    {
      nom: 'échafaudage roulant ou plateforme individuelle roulante',
      match: /echafaudage roulant|pirl|plateforme (individuelle|roulante)/,
    },
    {
      nom: 'ponceuse avec aspirateur de classe M',
      match: /ponceuse|aspirateur|giraffe/,
      when: new RegExp(`^(?![\\s\\S]*(${SANTE.source}))`),
    },
    // In a care establishment the dust is caught on an absolute filter, as the hygiene team's procedure asks.
    {
      nom: 'ponceuse avec aspiration à filtre absolu HEPA',
      match: /ponceuse|aspirateur|giraffe|hepa/,
      when: SANTE,
    },
    { nom: 'pompe à peinture airless', match: /airless|pistolet|pompe/ },
    {
      nom: 'nacelle ou échafaudage de façade',
      match: /nacelle|echafaudage de facade/,
      when: /facade|ravalement|exterieur|hauteur/,
    },
    { nom: 'humidimètre', match: /humidimetre/ },
  ],
  materiaux: [
    'peintures en phase aqueuse classées A+',
    'produits porteurs de l’Écolabel européen lorsque le CCTP le demande',
    'enduits de rebouchage et de ratissage adaptés au support',
  ],
  habilitations: [
    'travail en hauteur sur PIRL ou échafaudage roulant',
    'formation au risque plomb lorsque le repérage avant travaux en signale',
  ],
  risques: [
    {
      risque: 'Chute de hauteur',
      mesure: 'PIRL et échafaudages roulants à garde-corps, pas d’escabeau pour les travaux prolongés',
    },
    { risque: 'Exposition aux poussières de ponçage', mesure: 'ponceuses avec aspiration, masques FFP2 ou FFP3' },
    {
      risque: 'Exposition au plomb',
      mesure: 'décapage humide, confinement, EPI, suivi médical',
      when: /\bplomb\b|\bcrep\b/,
    },
    { risque: 'Glissades sur les protections de sol', mesure: 'protections fixées et antidérapantes' },
  ],
  dechets: [
    {
      dechet: 'Pots de peinture vides et secs',
      categorie: 'DND',
      exutoire: 'centre de tri ou reprise via la REP PMCB',
    },
    {
      dechet: 'Pots contenant des restes de peinture, solvants',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau BSD sur Trackdéchets',
    },
    {
      dechet: 'Eaux de lavage des outils',
      categorie: 'DND',
      exutoire: 'bac de décantation, aucun rejet au réseau d’eaux pluviales',
    },
    {
      dechet: 'Écailles de peinture au plomb',
      categorie: 'DD',
      exutoire: 'ISDD avec bordereau BSD',
      when: /\bplomb\b|\bcrep\b/,
    },
    { dechet: 'Films et bâches de protection', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Humidité et état du support',
      moment: 'avant impression (point d’arrêt)',
      preuve: 'relevés à l’humidimètre sur fiche d’autocontrôle',
    },
    { point: 'Teintes', moment: 'avant application', preuve: 'échantillons validés par le maître d’œuvre' },
    {
      point: 'Aspect de finition (niveau selon le NF DTU 59.1)',
      moment: 'après chaque couche, en lumière rasante',
      preuve: 'fiche d’autocontrôle par local',
    },
    { point: 'Consommation des produits', moment: 'en fin de poste', preuve: 'relevé des quantités appliquées' },
  ],
  phases: [
    { nom: 'Préparation, protections et installation', part: 0.1 },
    { nom: 'Préparation des supports', part: 0.35 },
    { nom: 'Impression et couches de finition', part: 0.4 },
    { nom: 'Retouches, nettoyage et réception', part: 0.15 },
  ],
  pointsAttention: [
    'l’état et la nature des supports, qui conditionnent le niveau de préparation',
    'sur les supports anciens, la présence éventuelle de plomb (repérage avant travaux du maître d’ouvrage)',
    'l’enchaînement avec les autres corps d’état pour éviter les reprises',
  ],
  biennale: '',
  // Indoor paint is decorative: no décennale (contractual liability); façade kinds of work set theirs.
  decennale: '',
  // Not « à l’eau savonneuse »: a care establishment or a school cleans with its own products, which the
  // finish must bear.
  entretien:
    'nettoyer avec des produits compatibles avec la finition posée (fiche technique remise), sans produit abrasif, et conserver les références de teintes pour les retouches',
  semainesParDefaut: 6,
};

/** A venue open to the public for shows (a theatre, an auditorium): an ERP with its halls, foyers and stairs. */
export const THEATRE =
  /theatres?|salles? de spectacles?|auditoriums?|centre dramatique|scenes? nationales?|\boperas?\b|salles? de concerts?/;

/** A hall or an entrance the public walks through (« hall du conservatoire », « hall d’accueil »). */
const HALL_PUBLIC =
  /\bhalls?\b(?! (?:de sport|sportif|d'exposition|industriel|de stockage))|\bhall d'(?:accueil|entree)|espaces? d'accueil du public/;

/** An existing building whose old floor and wall coverings may be removed (their glues tested for asbestos). */
const REVETEMENTS_ANCIENS =
  /rehabilit|renov|restructur|refection|depose|remplacement|reamenag|transformation|reconversion|\bancien/;

/**
 * A building for young children (crèche, multi-accueil, halte-garderie, école maternelle): barefoot children playing
 * on the floor and wet rooms used all day — slip resistance, hygiene of the joints, no sharp edge. Not a former
 * crèche converted (the text's « ancienne crèche » is read as a past use).
 */
export const JEUNES_ENFANTS =
  /\bcreches?\b|micro-creches?|multi-accueil|halte[- ]garderie|petite enfance|jardins? d'enfants|\beaje\b/;
/**
 * An école maternelle (not a crèche): children of three to six, shod, who play on the floor and use the toilets on
 * their own — hygiene and no sharp edge, the slip class of a shod floor (no barefoot class it has not).
 */
const MATERNELLE = new RegExp(`^(?![\\s\\S]*(?:${JEUNES_ENFANTS.source}))[\\s\\S]*\\bmaternelles?\\b`);

/**
 * An old rural building reworked (« réhabilitation d’un ancien moulin », « aménagement d’une ferme », « corps de
 * ferme »): old masonry walls, irregular and damp, and old floors of terracotta. Not a truss (« fermes de
 * charpente ») nor a « tranche ferme » (no article before it), nor the town of Moulins.
 */
export const BATI_RURAL_ANCIEN =
  /\b(?:ancien(?:ne)?s?|vieux|vieille)s? (?:moulins?|fermes?|granges?|longeres?|bergeries?)\b(?! (?:de charpente|en bois|metalliques?|lamell))|\bcorps de ferme\b|\b(?:rehabilit|renov|restaur|amenag|transform|reconver)\w*[^.\n]{0,60}\b(?:d'un|d'une|du|de l'|de la) (?:moulin|ferme|grange|longere|bergerie)\b(?! (?:de charpente|en bois|metalliques?|lamell))/;

export const CARRELEUR: TradeKnowledge = {
  slug: 'carreleur',
  travaux: 'travaux de carrelage et de faïence',
  ouvrage: 'les revêtements carrelés',
  normes: [
    { ref: 'NF DTU 52.2', objet: 'pose collée des revêtements céramiques et assimilés' },
    {
      ref: 'NF DTU 52.1',
      objet: 'revêtements de sol scellés',
      when: new RegExp(`scelle|mortier|exterieur|terrasse|ancien|${BATI_RURAL_ANCIEN.source}`),
    },
    { ref: 'NF DTU 26.2', objet: 'chapes et dalles à base de liants hydrauliques', when: /chape|ragréage|ragreage/ },
    {
      ref: 'Cahier du CSTB 3778 (SPEC et SEL)',
      objet: 'systèmes de protection à l’eau sous carrelage dans les locaux humides',
      when: new RegExp(`douche|humide|sanitaire|vestiaire|cuisine|${JEUNES_ENFANTS.source}`),
    },
    { ref: 'Classement UPEC', objet: 'choix des carreaux selon l’usage des locaux' },
    {
      // NF P 05-011 (August 2019) replaced the experimental XP P 05-011 of 2005.
      ref: 'NF P 05-011 et NF EN 16165',
      objet: 'classement des locaux selon la résistance à la glissance de leur sol, pieds nus ou chaussés',
      when: new RegExp(
        `douche|piscine|vestiaire|cuisine|cantine|restauration|refectoire|antiderapant|${HALL_PUBLIC.source}|${JEUNES_ENFANTS.source}`,
      ),
    },
  ],
  specificites: [
    REPRISE_APRES_DEFAILLANCE,
    tousCorpsEtat('le carrelage et les revêtements de sols et de murs', 'plomberie, électricité, menuiserie, peinture'),
    {
      when: /douche|humide|sanitaire|vestiaire|piscine/,
      sujet: 'locaux humides',
      texte:
        'Dans les locaux humides, la protection à l’eau sous carrelage (SPEC ou SEL, selon le support et l’exposition des locaux) est appliquée au sol avec une remontée en plinthe de 10 cm au moins et autour des siphons et des traversées ; les carreaux de sol ont la classe de glissance que le CCTP fixe pour ces locaux.',
    },
    {
      when: /douche|vestiaire|piscine/,
      sujet: 'douches',
      texte:
        'Dans les douches, la protection à l’eau remonte sur les parois sur la hauteur que fixent le CCTP et l’avis technique du système, le sol est réglé en pente vers le siphon, sans flache, et les carreaux ont une classe de glissance pieds nus.',
    },
    {
      when: /cuisine|restauration|refectoire|cantine/,
      sujet: 'cuisines collectives',
      texte:
        'En cuisine collective, le carrelage grès cérame classé U4P4E3C2 est posé avec pentes vers les siphons, plinthes à gorge et joints époxy résistants aux graisses et aux produits de nettoyage.',
    },
    {
      when: THEATRE,
      sujet: 'sols d’une salle de spectacle recevant du public',
      texte:
        'Le bâtiment est un établissement recevant du public, avec ses halls, foyers, dégagements et escaliers : les revêtements de sols durs y ont la réaction au feu exigée par le règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 ; classement des produits joint au DOE), une résistance à la glissance adaptée aux entrées exposées à la pluie, et les escaliers reçoivent l’éveil de vigilance et des nez de marches antidérapants à contraste visuel, prévus par les règles d’accessibilité (arrêté du 8 décembre 2014 pour un ERP existant, arrêté du 20 avril 2017 pour une construction neuve) lorsque le lot les comprend. Si l’établissement reste ouvert pendant le chantier, les zones de travaux sont isolées des circulations du public, les dégagements et issues de secours maintenus, et les tâches bruyantes ou poussiéreuses placées hors des représentations et des répétitions.',
    },
    {
      // A hall or an entrance the public walks through (not a show venue's, written above).
      when: new RegExp(`^(?![\\s\\S]*(?:${THEATRE.source}))[\\s\\S]*(?:${HALL_PUBLIC.source})`),
      sujet: 'sol d’un hall recevant du public',
      texte:
        'Le hall est un sol à fort passage, chaussé et mouillé par temps de pluie au droit des entrées : les carreaux sont en grès cérame pleine masse de classement UPEC U4P3 au moins (U4P4 aux zones de roulage ou de charges), avec la classe de résistance à la glissance que le CCTP fixe selon la NF P 05-011 pour un sol chaussé mouillé, et un tapis de propreté encastré dans un cadre au droit de chaque entrée ; les joints de fractionnement suivent ceux du support et les seuils sont réglés sans ressaut, le cheminement restant accessible (arrêté du 8 décembre 2014 pour un ERP existant). Le hall restant le passage des usagers, il est refait par moitiés ou sur les créneaux arrêtés avec l’établissement, un cheminement balisé et protégé menant aux locaux ouverts, chaque moitié rendue au public après durcissement des joints.',
    },
    {
      when: JEUNES_ENFANTS,
      sujet: 'sols d’un établissement de jeunes enfants',
      texte:
        'L’établissement accueille de jeunes enfants, qui marchent pieds nus ou en chaussons, jouent au sol et passent plusieurs fois par jour dans les salles d’eau : chaque carreau de sol a la classe de résistance à la glissance que le CCTP fixe pour son local selon la NF P 05-011 — classe pieds nus (PN) dans les salles d’eau, les zones de change et les sanitaires des enfants, classe pour sol chaussé mouillé à l’entrée et en cuisine —, et le classement UPEC de son local (E3 au moins là où le sol est lavé à grande eau), justifiés par les PV du fabricant avant commande. Dans les salles d’eau, les zones de change, les sanitaires et la cuisine ou la biberonnerie, la protection à l’eau sous carrelage (SPEC ou SEL sous avis technique) est appliquée au sol et remontée en plinthe, les joints sont en mortier époxy, lisses et non absorbants, et les plinthes à gorge ou à talon facilitent le nettoyage. Aucune arête vive n’est laissée à hauteur d’enfant : angles saillants des murs carrelés protégés par des profilés à bords arrondis, nez de marche antidérapants et sans arête coupante, seuils sans ressaut, aucune coupe de carreau laissée à vif. Dans les parties existantes restées en service, les zones de travaux sont fermées aux enfants ; les découpes, les déposes et les autres tâches bruyantes ou poussiéreuses sont placées hors de leur présence (mercredis, vacances ou créneaux arrêtés avec la direction) ; colles, mortiers de joint et outillage restent hors de leur portée.',
    },
    {
      when: BATI_RURAL_ANCIEN,
      sujet: 'sols d’un bâtiment rural ancien',
      texte:
        'Dans un bâtiment rural ancien, les sols sont souvent en terre cuite ou en tomettes posées au mortier de chaux, sur des supports irréguliers ou sur terre-plein sans coupure de capillarité : leur nature, leur état et leur humidité sont relevés avant toute commande, et les éléments à conserver ou à réemployer sont arrêtés avec le maître d’œuvre. Les terres cuites ou tomettes, neuves ou de réemploi selon le CCTP, sont posées scellées au mortier de chaux selon le NF DTU 52.1, sur une forme qui laisse le support respirer, plutôt que collées sur un support humide, avec des joints au mortier de chaux et un traitement de surface (hydrofuge et oléofuge) appliqué après séchage complet ; une pose collée selon le NF DTU 52.2 n’est retenue que sur un support neuf, sec et plan.',
    },
    {
      when: MATERNELLE,
      sujet: 'sols d’une école maternelle',
      texte:
        'Les enfants de l’école maternelle jouent au sol et utilisent seuls les sanitaires : les carreaux de sol ont le classement UPEC de chaque local et la classe de résistance à la glissance que le CCTP fixe selon la NF P 05-011 pour un sol chaussé mouillé aux entrées et dans les sanitaires, justifiés par les PV du fabricant avant commande ; dans les sanitaires, les joints sont en mortier époxy et les plinthes à gorge ou à talon. Aucune arête vive n’est laissée à hauteur d’enfant : angles saillants des murs carrelés protégés par des profilés à bords arrondis, nez de marche antidérapants, seuils sans ressaut. Dans une école en service, les découpes et les autres tâches bruyantes ou poussiéreuses sont placées hors de la présence des élèves (mercredis, vacances ou créneaux arrêtés avec la direction).',
    },
    accesEnEtage('les carreaux, les sacs de colle et l’outillage'),
    {
      when: /ancien|depose|renov|remplacement/,
      sujet: 'réfection sur support ancien',
      texte:
        'La pose sur support ancien suppose de vérifier l’adhérence de l’existant par sondage au maillet : les zones qui sonnent creux sont déposées, puis un primaire et un ragréage fibré remettent le support en état.',
    },
    {
      when: REVETEMENTS_ANCIENS,
      sujet: 'revêtements anciens et amiante',
      texte:
        'Avant toute dépose de revêtements anciens, le repérage de l’amiante avant travaux (arrêté du 16 juillet 2019, NF X 46-020), fourni par le maître d’ouvrage, est lu : les colles et mortiers-colles anciens (colles bitumineuses notamment), les dalles de sol et certains ragréages posés avant 1997 en contiennent souvent. Ce qu’il signale est retiré avant nos travaux par une entreprise certifiée (sous-section 3) ; notre personnel, formé à la sous-section 4, n’y touche pas sans mode opératoire.',
    },
    {
      when: /grands? formats?|plancher chauffant/,
      sujet: 'grands formats et sols chauffants',
      texte:
        'Les grands formats sont posés en double encollage avec un mortier-colle C2S1 au minimum, et sur plancher chauffant après la mise en chauffe préalable prescrite, avec fractionnement respectant les joints de la chape.',
    },
  ],
  etapes: [
    {
      titre: 'Reconnaissance du support',
      detail: 'planéité, humidité, cohésion et âge du support, repérage des joints de dilatation',
    },
    { titre: 'Préparation', detail: 'dépose éventuelle de l’existant, primaire, ragréage ou chape' },
    {
      titre: 'Étanchéité',
      detail: 'système d’étanchéité sous carrelage dans les zones humides',
      when: new RegExp(`douche|humide|sanitaire|vestiaire|cuisine|piscine|${JEUNES_ENFANTS.source}`),
    },
    {
      titre: 'Calepinage',
      detail: 'calepinage validé par le maître d’œuvre, départ de pose centré et coupes équilibrées',
    },
    {
      titre: 'Pose',
      detail: 'pose collée au mortier-colle classé selon le support et le format, double encollage au-delà de 500 cm²',
    },
    {
      titre: 'Joints et finitions',
      detail: 'joints au mortier ou à l’époxy, joints de fractionnement et périphériques au mastic, plinthes',
    },
    { titre: 'Nettoyage et protection', detail: 'nettoyage de fin de chantier et protection jusqu’à la réception' },
  ],
  materiel: [
    { nom: 'coupe-carreaux et scie à eau', match: /coupe|scie|disqueuse/ },
    { nom: 'malaxeur et outillage de ragréage', match: /malaxeur|ragre/ },
    { nom: 'laser et règles de contrôle de planéité', match: /laser|regle|niveau/ },
    { nom: 'ventouses et chariot pour grands formats', match: /ventouse|chariot/ },
    { nom: 'humidimètre à carbure', match: /humidimetre|carbure/ },
  ],
  materiaux: [
    'carreaux grès cérame de classement UPEC adapté aux locaux',
    'mortiers-colles certifiés CSTBat',
    'systèmes de protection à l’eau sous carrelage (SPEC ou SEL sous avis technique), pour les locaux humides que prévoit le CCTP',
    'joints adaptés à l’usage (ciment ou époxy)',
  ],
  habilitations: ['formation à la prévention des troubles musculo-squelettiques (pose à genoux)'],
  risques: [
    {
      risque: 'Troubles musculo-squelettiques (pose à genoux, port de sacs)',
      mesure: 'genouillères, sacs de 25 kg au plus, approvisionnement au plus près',
    },
    { risque: 'Poussières de silice à la découpe', mesure: 'découpe à l’eau ou avec aspiration, masque FFP3' },
    { risque: 'Coupures', mesure: 'gants anticoupure, outils entretenus' },
    {
      risque: 'Contact avec les produits (ciment, époxy)',
      mesure: 'gants nitrile, fiches de données de sécurité au poste',
    },
  ],
  dechets: [
    {
      dechet: 'Carrelages déposés et chutes de carreaux',
      categorie: 'Inertes',
      exutoire: 'plateforme de recyclage des inertes',
    },
    { dechet: 'Sacs de mortier et emballages', categorie: 'DND', exutoire: 'centre de tri' },
    { dechet: 'Résidus de joints époxy et de primaires', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
    { dechet: 'Colles anciennes amiantées', categorie: 'DD', exutoire: 'ISDD avec bordereau BSDA', when: /amiante/ },
  ],
  autocontroles: [
    {
      point: 'Planéité et humidité du support',
      moment: 'avant pose (point d’arrêt)',
      preuve: 'relevés à la règle et à l’humidimètre',
    },
    {
      point: 'Classe de glissance et classement UPEC des carreaux de chaque local',
      moment: 'à la commande et à la livraison, avant pose',
      preuve: 'PV du fabricant rapprochés du CCTP, local par local',
      when: JEUNES_ENFANTS,
    },
    { point: 'Calepinage', moment: 'avant pose', preuve: 'plan validé' },
    {
      point: 'Adhérence (taux d’encollage)',
      moment: 'en cours de pose, par arrachement d’un carreau',
      preuve: 'photo et fiche d’autocontrôle',
    },
    {
      point: 'Planéité, alignement des joints, pentes vers les siphons',
      moment: 'après pose',
      preuve: 'fiche d’autocontrôle',
    },
  ],
  phases: [
    { nom: 'Préparation, reconnaissance des supports et approvisionnement', part: 0.15 },
    { nom: 'Dépose et préparation des supports', part: 0.25 },
    { nom: 'Pose des revêtements', part: 0.4 },
    { nom: 'Joints, finitions, nettoyage et réception', part: 0.2 },
  ],
  pointsAttention: [
    'l’état des supports et leur taux d’humidité',
    'les seuils et niveaux finis à respecter avec les autres revêtements',
    'le temps de séchage avant mise en service des locaux',
  ],
  biennale: '',
  // Not « des douches »: the object may name none (a kitchen, a hall); kinds with showers say theirs.
  decennale:
    'les revêtements dont le désordre rend l’ouvrage impropre à sa destination (décollements généralisés, défaut de la protection à l’eau sous carrelage des locaux humides)',
  entretien:
    'nettoyer avec des produits à pH neutre et refaire les joints silicone des zones humides tous les deux à trois ans',
  semainesParDefaut: 6,
};

export const PLAQUISTE: TradeKnowledge = {
  slug: 'plaquiste',
  travaux: 'travaux de plâtrerie, cloisons, doublages et faux plafonds',
  ouvrage: 'les cloisons et plafonds',
  normes: [
    { ref: 'NF DTU 25.41', objet: 'ouvrages en plaques de plâtre (cloisons, doublages, plafonds)' },
    {
      ref: 'NF DTU 25.42',
      objet: 'ouvrages de doublage et habillage en complexes et sandwiches plaques de parement en plâtre-isolant',
      when: /doublage|isolation|complexe/,
    },
    {
      ref: 'NF DTU 58.1',
      objet: 'plafonds suspendus en éléments de modules',
      when: /plafond suspendu|faux plafond|dalles|modulaire/,
    },
    { ref: 'NF DTU 25.1', objet: 'enduits intérieurs en plâtre', when: /enduit platre|platre traditionnel/ },
    {
      ref: 'PV de résistance au feu et procès-verbaux acoustiques',
      objet: 'performances des cloisons selon le système du fabricant',
    },
  ],
  specificites: [
    REPRISE_APRES_DEFAILLANCE,
    tousCorpsEtat(
      'la plâtrerie, les cloisons, les doublages et les faux plafonds',
      'maçonnerie, menuiserie, électricité, peinture',
    ),
    {
      when: /coupe-feu|\bei ?\d|\bfeu\b|\berp\b|degagement|encloisonnement/,
      sujet: 'ouvrages à performance au feu',
      texte:
        'Les cloisons et plafonds à exigence de résistance au feu sont montés strictement selon le procès-verbal du système (plaques, ossature, entraxes, vis, joints), traversées de réseaux calfeutrées avec des produits coupe-feu, et chaque ouvrage est repéré pour le contrôle.',
    },
    {
      when: /acoust|phonique/,
      sujet: 'performances acoustiques',
      texte:
        'Pour tenir l’isolement acoustique demandé, les cloisons sont montées de dalle à dalle, avec bande résiliente en périphérie, laine minérale sans discontinuité et boîtiers électriques décalés de part et d’autre.',
    },
    {
      when: /humide|sanitaire|douche|hydro/,
      sujet: 'locaux humides',
      texte:
        'En locaux humides, les plaques hydrofugées (type H1) sont posées avec un pied de cloison protégé et un traitement des angles compatible avec la protection à l’eau du carreleur.',
    },
    accesEnEtage('les plaques, les ossatures et l’outillage'),
    {
      when: BATI_RURAL_ANCIEN,
      sujet: 'doublages et plafonds d’un bâtiment rural ancien',
      texte:
        'Dans un bâtiment rural ancien, les murs de pierre, de moellons ou de pisé hourdés à la chaux sont irréguliers et souvent humides (remontées capillaires, parois exposées) : leur aplomb, leur état et leur humidité sont relevés avant tout choix de doublage. Les doublages sont posés sur une ossature indépendante qui rattrape les faux aplombs, avec une lame d’air ou un isolant capillaire et perméable à la vapeur (fibre de bois, chanvre) selon le CCTP ; aucun doublage collé ni pare-vapeur fermé n’est posé contre une maçonnerie ancienne sans étude hygrothermique ou accord du maître d’œuvre, pour ne pas y enfermer l’humidité, une membrane hygrovariable étant retenue là où le CCTP prévoit un frein-vapeur. Les plafonds posés sous des planchers ou des charpentes anciennes sont suspendus à une ossature réglée qui en rattrape les flèches.',
    },
    {
      // (an old rural building's walls: the paragraph above, no closed vapour barrier)
      when: new RegExp(`^(?![\\s\\S]*(?:${BATI_RURAL_ANCIEN.source}))[\\s\\S]*(?:isolation|thermique|doublage)`),
      sujet: 'doublages isolants',
      texte:
        'Les doublages isolants sont posés sur ossature avec pare-vapeur continu et jonctions adhésivées pour l’étanchéité à l’air ; les traversées sont traitées avec des manchons ou des boîtiers étanches.',
    },
  ],
  etapes: [
    {
      titre: 'Implantation',
      detail: 'traçage au sol et au plafond selon les plans, validation des réservations avec les lots techniques',
    },
    { titre: 'Ossatures', detail: 'rails et montants aux entraxes du système, renforts pour charges lourdes' },
    {
      titre: 'Première peau et réseaux',
      detail: 'pose de la première face, passage des réseaux par les autres lots, isolant',
    },
    { titre: 'Fermeture', detail: 'pose de la seconde face après contrôle des réseaux et de l’isolant' },
    { titre: 'Plafonds', detail: 'suspentes, ossature et plaques ou dalles, trappes de visite', when: /plafond/ },
    {
      titre: 'Bandes et finitions',
      detail: 'traitement des joints en trois passes, ponçage, niveau de finition prêt à peindre',
    },
  ],
  materiel: [
    { nom: 'lève-plaque', match: /leve-plaque|leve plaque|leve/ },
    { nom: 'laser rotatif ou laser lignes', match: /laser/ },
    { nom: 'plateformes individuelles roulantes et échafaudages roulants', match: /pirl|echafaudage|plateforme/ },
    { nom: 'visseuses à chargeur et outils de coupe des plaques', match: /visseuse|outillage|scie|cutter/ },
    { nom: 'ponceuse à bras avec aspiration', match: /ponceuse|giraffe/ },
  ],
  materiaux: [
    'plaques de plâtre certifiées NF (standard, hydrofuges, feu, haute dureté selon les locaux)',
    'ossatures métalliques du même système',
    'laines minérales certifiées ACERMI',
    'enduits et bandes du même fabricant',
  ],
  habilitations: ['travail en hauteur sur PIRL et échafaudage roulant'],
  risques: [
    { risque: 'Manutention des plaques', mesure: 'lève-plaque, chariot porte-plaques, pose à deux' },
    { risque: 'Chute de hauteur', mesure: 'PIRL et échafaudages roulants avec garde-corps' },
    { risque: 'Poussières de ponçage', mesure: 'ponceuse avec aspiration, masque FFP2' },
    { risque: 'Coupures', mesure: 'gants, cutter à lame rétractable' },
  ],
  dechets: [
    {
      dechet: 'Chutes de plaques de plâtre',
      categorie: 'DND',
      exutoire: 'benne plâtre dédiée vers la filière de recyclage du plâtre (reprise fabricant ou REP PMCB)',
    },
    { dechet: 'Rails et montants métalliques', categorie: 'DND', exutoire: 'ferrailleur pour recyclage' },
    { dechet: 'Laines minérales', categorie: 'DND', exutoire: 'reprise fabricant ou centre de tri' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    { point: 'Implantation et entraxes des ossatures', moment: 'avant fermeture', preuve: 'fiche d’autocontrôle' },
    {
      point: 'Isolant et réseaux avant fermeture',
      moment: 'point d’arrêt avant seconde face',
      preuve: 'photos datées et visa des lots techniques',
    },
    {
      point: 'Conformité au PV feu',
      moment: 'à la pose',
      preuve: 'étiquetage et fiche de contrôle',
      when: /feu|coupe-feu|erp/,
    },
    {
      point: 'Planéité et aspect des joints',
      moment: 'après finition',
      preuve: 'contrôle à la règle de 2 m et en lumière rasante',
    },
  ],
  phases: [
    { nom: 'Préparation, implantation et approvisionnement', part: 0.1 },
    { nom: 'Ossatures et premières faces', part: 0.3 },
    { nom: 'Isolation et fermeture des cloisons', part: 0.25 },
    { nom: 'Plafonds et doublages', part: 0.2 },
    { nom: 'Bandes, finitions et réception', part: 0.15 },
  ],
  pointsAttention: [
    'les exigences au feu et acoustiques de chaque paroi',
    'la coordination avec les électriciens et plombiers avant fermeture',
    'les hauteurs sous plafond et les réservations',
  ],
  biennale: 'les trappes de visite et éléments dissociables',
  decennale:
    'les cloisons et doublages dont le désordre rend l’ouvrage impropre à sa destination (performances au feu ou acoustiques)',
  entretien: 'reboucher les chocs à l’enduit et ne fixer les charges qu’avec des chevilles adaptées aux plaques',
  semainesParDefaut: 8,
};
