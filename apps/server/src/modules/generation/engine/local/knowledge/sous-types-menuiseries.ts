import {
  AMIANTE_PLOMB_DEPOSE,
  BORD_DE_MER,
  COUPE_FEU,
  ERP_NOMME,
  ERP_REHABILITE,
  MENUISERIE_REHAB,
  PORTAIL,
  PORTES_ERP_EXISTANT,
  RENOVATION_THERMIQUE,
  SECURITE_INCENDIE,
  SECURITE_INCENDIE_HYPOTHESE,
  VITRIER,
} from './menuiseries.ts';
import { avecTousCorpsEtat, NEUF_SEUL, tousCorpsEtat } from './sous-types-common.ts';
import { gaineAscenseur } from './sous-types-enveloppe.ts';
import { SERRURERIE_ESPACES_PUBLICS } from './sous-types-serrurerie-exterieure.ts';
import type { SousType } from './types.ts';

/* Kinds of work per trade (shared/docs/domain/trade-work-kinds.md § 1): chosen from the object, the lots and the
 * descripteurs; each replaces the trade's method where the work differs. */

/** Orders of an accord-cadre or upkeep works: one intervention per order, not a building site. */
const ENTRETIEN =
  /entretien|maintenance|depannage|petits travaux|travaux courants|travaux divers|\bacbc\b|bons? de commande|accords?-cadres?|accords? cadres?|(^|[\s_-])ac[\s_-]+(de[\s_-]+)?travaux|travaux (?:tous corps d'etat )?(?:sur|dans) (?:le|son|leur) patrimoine/;
/** An accord-cadre of subsequent contracts (a programme of works), not orders of upkeep. */
const MARCHES_SUBSEQUENTS = /marches? subsequents?/;
/** Outdoor joinery in the object. */
const EXTERIEURES =
  /menuiseries? exterieu|fenetres?|chassis|portes?-fenetres?|blocs?-baies?|portes? (d'entree|exterieures?)|ensembles? menuises?/;
/** The object replaces or renovates (windows replaced, not a new building). */
const REMPLACEMENT = /remplacement|renov|rehabilit|refection|changement|reprise|restructur/;
/** New parts of the building (an extension, a reconstruction): windows set in new openings. */
const NEUF = /construction|extension|creation|agrandissement|\bneu(f|ve)s?\b/;
/** Only existing works: replacement without any new part. */
const REMPLACEMENT_SEUL = new RegExp(`^(?=[\\s\\S]*(${REMPLACEMENT.source}))(?![\\s\\S]*(${NEUF.source}))`);

/** Restoring old joinery or ironwork (not a school canteen, « restauration scolaire »). */
const RESTAURATION =
  /restauration (?!scolaire|collective|rapide|du personnel|municipale)|restaurer|porte cochere|menuiseries? anciennes?|fer forge|ferronnerie d'art/;
/** The standards of new work, which do not frame the restoration of old techniques. */
const NORMES_DU_NEUF = /36\.5|14351|NF DTU 39|36\.2|20 avril 2017|13241|12453|31\.1|1090|ISO 1461|NF DTU 37/;
const CCTP_RESTAURATION = {
  ref: 'CCTP de l’opération',
  objet:
    'techniques traditionnelles de restauration, hors du domaine d’application des NF DTU, choix validés par le maître d’œuvre sur échantillon',
};
const PLOMB_DECAPAGE = {
  risque: 'Exposition au plomb des peintures anciennes',
  mesure:
    'peintures analysées avant décapage, décapage sans chalumeau (chimique ou mécanique avec aspiration à filtre absolu), nettoyage humide, EPI adaptés',
};

/* ------------------------------------------------------------------ kinds for works outside the general knowledge */

/**
 * Equipment placed on an existing building: since Cass. 3e civ. 21 March 2024 (n° 22-18.694) it is
 * under the contractor's contractual liability, not the biennale, unless it is itself an ouvrage.
 */
const EQUIPEMENT_SUR_EXISTANT =
  'posés en remplacement ou en adjonction sur un bâtiment existant, ces équipements relèvent de la responsabilité contractuelle de droit commun plutôt que de cette garantie (Cass. 3e civ., 21 mars 2024, n° 22-18.694)';

/** Metal shutters and power-operated doors (not gates or fences). */
export const FERMETURES_MOTORISEES =
  /rideaux? (metalliques?|anti-pietons?|a lames?|a enroulement|a mailles?)|grilles? (a enroulement|extensibles?)|portes? (automatiques?|sectionnelles?|basculantes?|motorisees?|de garage|industrielles?|rapides?|souples?)|motorisation des portes/;
/** A gate or a fence named by the object (not the descripteur « Porte automatique, portail »). */
/** A gate (never the buyer's web « portail »: `PORTAIL`), a fence or a barrier. */
const PORTAIL_OU_CLOTURE = new RegExp(`(?<!porte automatique, )(?:${PORTAIL.source})|clotures?|barrieres? levantes?`);
/** The object speaks of a fire function: the interface with the fire safety system is then in scope. */
const FONCTION_INCENDIE =
  /\bssi\b|securite incendie|detection incendie|coupe-feu|coupe feu|desenfumage|compartimentage|\bcmsi\b/;

/**
 * The closures of a transit line's stations (« Lot T3 - Fermeture stations »): grilles and shutters
 * of the station entrances, built new with the stations unless the object says they are replaced.
 * A station de pompage, de traitement… is no transit station.
 */
export const FERMETURE_STATIONS =
  /fermetures? (des |de |d'une )?stations?\b(?! (de |d')(pompage|traitement|relevage|refoulement|epuration|lavage|recharge))|fermetures? des (acces|entrees) (des |de la |du )?(stations?|metro|tramway)|(grilles?|rideaux?) (des |d'acces (des |aux )?|des entrees (des |de )?)(stations? (de |du )?(metro|tram)|metro)/;

/** The object says the closures exist and are replaced or repaired. */
const FERMETURES_EXISTANTES = /remplacement|renovation|rehabilitation|depose|reparation|existant|maintenance|entretien/;

const FERMETURES: SousType = {
  key: 'fermetures_motorisees',
  label: 'fermetures motorisées (rideaux métalliques, portes basculantes et sectionnelles)',
  when: FERMETURES_MOTORISEES,
  unless: new RegExp(`${RESTAURATION.source}|${FERMETURE_STATIONS.source}`),
  horsModele: true,
  travaux: 'travaux de fermetures motorisées',
  ouvrage: 'les fermetures motorisées',
  // structural steelwork, galvanising, windows, guard-rails: not this work (NF EN 13241 is restated below)
  sansNormes: /NF EN 1090|ISO 1461|NF DTU 36\.5|NF P01-01|NF EN 13241|20 avril 2017/,
  normes: [
    {
      ref: 'NF EN 13241',
      objet:
        'portes industrielles, commerciales et de garage : norme de produit (marquage CE, déclaration des performances) des rideaux et portes fournis',
    },
    {
      ref: 'NF EN 12453',
      objet:
        'sécurité d’utilisation des portes motorisées : limitation des efforts mesurée sur site, bords sensibles, cellules photoélectriques',
    },
    { ref: 'NF EN 12604', objet: 'aspects mécaniques des portes : exigences et méthodes d’essai' },
    {
      ref: 'NF EN 12635',
      objet: 'installation et utilisation des portes : notice, marquage et dossier remis à l’exploitant',
    },
    {
      ref: 'Code du travail, articles R4224-12 et R4224-13 ; arrêté du 21 décembre 1993',
      objet:
        'portes et portails automatiques sur les lieux de travail : entretien et vérification au moins semestriels et après toute défaillance, consignés au dossier de maintenance',
    },
    {
      ref: 'NF S 61-932 et NF S 61-937',
      objet:
        'système de sécurité incendie et dispositifs actionnés de sécurité, pour les fermetures qui y sont asservies',
      when: FONCTION_INCENDIE,
    },
  ],
  sansSpecificites:
    /^(portails et clôtures|garde-corps et mains courantes|ouvrages de structure métallique|fermetures et contrôle d’accès|ouvrages métalliques en bord de mer)$/,
  specificites: [
    {
      when: /rideaux?/,
      sujet: 'rideaux métalliques',
      texte:
        'Chaque rideau est relevé avant commande : dimensions de la baie, hauteur sous linteau, place disponible pour l’enroulement, nature des tableaux qui reçoivent les coulisses, état de l’alimentation électrique. Le rideau neuf, marqué CE selon la NF EN 13241, est livré avec son axe, ses coulisses, son moteur et un dispositif antichute (parachute ou frein du motoréducteur) ; la manœuvre de secours (treuil ou débrayage) reste accessible depuis le côté prévu au CCTP.',
    },
    {
      when: /portes? (basculantes?|sectionnelles?|de garage|industrielles?)/,
      sujet: 'portes basculantes et sectionnelles',
      texte:
        'La porte basculante ou sectionnelle est équilibrée par ses ressorts ou contrepoids avant tout réglage de la motorisation : un tablier mal compensé fausse la mesure des efforts. Le déverrouillage manuel, le parachute de ressort ou de câble et l’arrêt en cas d’obstacle sont essayés à la mise en service.',
    },
    {
      when: /./,
      sujet: 'sécurité d’utilisation des fermetures motorisées',
      texte:
        'À la mise en service, les efforts de fermeture sont mesurés aux points prescrits par la NF EN 12453 avec un appareil de mesure des forces et consignés ; les bords sensibles, cellules photoélectriques, feux et arrêts d’urgence sont essayés un à un. Le dossier de chaque fermeture — déclaration des performances, notice d’installation et d’utilisation selon la NF EN 12635, relevé des efforts — est remis avec le dossier de maintenance que prévoit l’arrêté du 21 décembre 1993 : entretien et vérification au moins tous les six mois et après toute défaillance, consignés par l’intervenant.',
    },
    {
      when: /asservi|controle d'acces|\bbadges?\b|interphon|\bgtb\b|\bgtc\b/,
      sujet: 'asservissement des fermetures',
      texte:
        'L’asservissement que prévoit l’objet est traité comme une interface : le système qui commande chaque fermeture (contrôle d’accès, poste de sécurité, horloge ou autre, selon le CCTP), la nature des signaux échangés (contacts secs, tension, états de fin de course et de défaut) et la position prise par la fermeture en cas de coupure sont relevés avant commande et validés avec l’exploitant et le titulaire de ce système. Chaque commande et chaque retour d’état sont essayés avec lui à la mise en service et consignés.',
    },
    {
      when: FONCTION_INCENDIE,
      sujet: 'fermetures asservies à la sécurité incendie',
      texte:
        'Pour une fermeture qui participe à la mise en sécurité incendie, sa fonction (fermeture ou ouverture sur ordre du SSI, position de sécurité en cas de perte d’alimentation) est arrêtée avec le titulaire du SSI et le CCTP ; l’essai conjoint est consigné et remis au registre de sécurité.',
    },
    {
      when: /rails? (superieurs?|hauts?|de roulement|de guidage)|portes? coulissantes?|portes? (de |d')hangars?/,
      sujet: 'portes guidées par des rails',
      texte:
        'Les rails qui portent ou guident les portes (rails supérieurs, chemins de roulement) sont relevés avant commande — alignement, niveau, fixations, usure — puis réglés ou remplacés selon leur état ; chaque vantail neuf est suspendu et guidé de façon à ne pouvoir ni dérailler ni tomber (dispositifs antidéraillement et antichute de la NF EN 12604), avec ses butées de fin de course. Sa motorisation est choisie pour le poids et la prise au vent du vantail, puis réglée pour respecter les efforts de la NF EN 12453 sur toute la course, le déverrouillage manuel restant manœuvrable en cas de coupure.',
    },
    {
      when: /bavettes?/,
      sujet: 'bavettes en tête de baie',
      texte:
        'Les bavettes de bardage en tête de baie sont déposées avant les portes, puis posées neuves ou reposées selon le CCTP une fois les portes en place : leur recouvrement sur le linteau et sur la tête de la porte assure l’étanchéité à l’eau de la baie, avec une matière et des fixations compatibles avec le bardage existant (sans couple électrolytique entre acier galvanisé, aluminium et cuivre). L’état du bardage découvert est relevé avec le maître d’œuvre avant la repose.',
    },
    {
      when: /portes? de communication/,
      sujet: 'porte de communication avec un local voisin',
      texte:
        'La porte de communication avec un local voisin est relevée comme les autres (dimensions, sens d’ouverture, serrure, nature de la paroi) ; si cette paroi isole deux locaux par un recoupement coupe-feu, la porte neuve est un bloc-porte du classement exigé, posé selon son PV de classement avec son ferme-porte. Le passage n’est jamais laissé ouvert en fin de journée, et son remplacement est calé avec l’occupant du local voisin.',
    },
    {
      when: /./,
      sujet: 'sûreté du bâtiment pendant le remplacement',
      texte:
        'Les fermetures remplacées ferment des accès du bâtiment : une seule est déposée à la fois, et le bâtiment est refermé chaque soir (fermeture neuve en service ou fermeture provisoire convenue avec l’exploitant). Les jours et heures d’intervention, la liste nominative des intervenants et des véhicules et les règles d’accès sont fixés avec le service de sécurité du site avant la première intervention.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé de l’existant',
      detail:
        'relevé de chaque fermeture (baie, linteau, écoinçons, supports des coulisses ou des rails), de son alimentation électrique, de sa commande et des fonctions qu’elle assure aujourd’hui (ouverture, verrouillage, asservissements)',
    },
    {
      titre: 'Choix et visa',
      detail:
        'fermetures marquées CE selon la NF EN 13241, motorisation, dispositifs de sécurité et schéma de raccordement des commandes soumis au visa avant commande',
    },
    {
      titre: 'Dépose',
      detail:
        'consignation électrique, décharge des ressorts de compensation et maintien du tablier avant démontage, dépose de la fermeture existante et de sa motorisation',
    },
    {
      titre: 'Pose',
      detail:
        'pose des coulisses ou des rails d’aplomb, de l’axe ou du tablier, du moteur et des butées, fixations adaptées au support relevé',
    },
    {
      titre: 'Raccordements et asservissements',
      detail:
        'raccordement électrique par un intervenant habilité, câblage des commandes et des interfaces prévues au CCTP (contrôle d’accès, sécurité), réglage des fins de course',
    },
    {
      titre: 'Mise en service et essais',
      detail:
        'mesure des efforts selon la NF EN 12453, essais des bords sensibles, cellules, arrêts d’urgence, antichute et manœuvre de secours, essais des asservissements avec l’exploitant',
    },
    {
      titre: 'Remise',
      detail:
        'dossier de chaque fermeture (déclaration des performances, notice NF EN 12635, relevé des efforts), dossier de maintenance ouvert, prise en main par les utilisateurs',
    },
  ],
  risques: [
    {
      risque: 'Libération brutale de l’énergie des ressorts de compensation',
      mesure:
        'tablier maintenu en position basse ou calé, ressorts déchargés avec l’outillage du fabricant avant tout démontage, par un technicien formé',
    },
    {
      risque: 'Chute du tablier ou de l’axe pendant la dépose ou la pose',
      mesure: 'levage par palan ou moyen mécanique, zone balisée sous la baie, pose à deux',
    },
    {
      risque: 'Risque électrique au raccordement des moteurs et des commandes',
      mesure: 'consignation, vérification d’absence de tension, intervenant titulaire de l’habilitation adaptée',
    },
    {
      risque: 'Écrasement ou coincement pendant les essais',
      mesure: 'zone de manœuvre interdite aux usagers pendant les essais, essais conduits à deux',
    },
  ],
  sansRisques: /garde-corps|points chauds|rayonnements de soudage/,
  sansMateriel: /camion-grue|groupe électrogène|poste à souder/,
  materiel: [
    {
      nom: 'appareil de mesure des forces des portes motorisées (NF EN 12453)',
      match: /mesure des (forces|efforts)|dynamometre/,
    },
    { nom: 'palan ou lève-tablier pour la dépose et la pose des axes', match: /palan|leve|treuil/ },
    {
      nom: 'vérificateur d’absence de tension et matériel de consignation',
      match: /vat|absence de tension|consignation/,
    },
    { nom: 'véhicule utilitaire pour le transport des tabliers et des moteurs', match: /utilitaire|fourgon|camion/ },
  ],
  materiaux: [
    'rideaux et portes marqués CE selon la NF EN 13241, avec leur déclaration des performances',
    'motorisations, coffrets de commande et dispositifs de sécurité (bords sensibles, cellules) compatibles et fournis avec leur notice',
    'chevilles et scellements sous évaluation technique européenne, choisis selon le support relevé',
  ],
  habilitations: [
    'habilitation électrique adaptée aux raccordements (NF C 18-510)',
    'techniciens formés à la pose et à la mise en service des portes motorisées',
    'conduite de nacelle (CACES R486) lorsque la hauteur de pose l’exige',
  ],
  autocontroles: [
    {
      point: 'Relevé des fermetures et de leurs fonctions existantes',
      moment: 'avant commande',
      preuve: 'fiche de relevé par fermeture, photos',
    },
    {
      point: 'Aplomb des coulisses ou rails et tenue des fixations',
      moment: 'à la pose',
      preuve: 'fiche d’autocontrôle par fermeture',
    },
    {
      point: 'Efforts de fermeture et dispositifs de sécurité',
      moment: 'à la mise en service (point d’arrêt)',
      preuve: 'relevé des efforts selon la NF EN 12453, fiche d’essais',
    },
    {
      point: 'Commandes et asservissements',
      moment: 'à la mise en service, avec l’exploitant',
      preuve: 'procès-verbal d’essais signé',
    },
    {
      point: 'Dossier de chaque fermeture et dossier de maintenance',
      moment: 'avant réception',
      preuve: 'déclaration des performances, notice, relevé des efforts',
    },
  ],
  dechets: [
    {
      dechet: 'Tabliers, coulisses et axes déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Moteurs, coffrets et câbles déposés',
      categorie: 'DD',
      exutoire: 'filière des déchets d’équipements électriques et électroniques, bordereau de suivi',
    },
    { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Graisses et chiffons souillés',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau Trackdéchets',
    },
  ],
  phases: [
    { nom: 'Relevés, choix et visas', part: 0.1 },
    { nom: 'Fabrication des fermetures sur mesure', part: 0.3 },
    { nom: 'Dépose et pose, une fermeture à la fois', part: 0.4 },
    { nom: 'Raccordements, asservissements, essais et remise des dossiers', part: 0.2 },
  ],
  pointsAttention: [
    'les fonctions de chaque fermeture (accès, sûreté, asservissements) et les systèmes qui la commandent',
    'l’alimentation électrique et les supports existants au droit de chaque baie',
    'les jours et heures d’intervention et les règles d’accès du site',
  ],
  sansPointsAttention: /./,
  biennale: `les moteurs, automatismes, commandes et dispositifs de sécurité des fermetures, éléments d’équipement destinés à fonctionner ; ${EQUIPEMENT_SUR_EXISTANT}`,
  decennale:
    'la liaison des fermetures au gros œuvre (scellements, fixations) lorsqu’elle relève des articles 1792 et suivants du code civil',
  entretien:
    'faire entretenir et vérifier chaque fermeture motorisée au moins tous les six mois et après toute défaillance (arrêté du 21 décembre 1993), chaque visite consignée au dossier de maintenance ; ne jamais neutraliser un dispositif de sécurité',
};

/**
 * Closures of transit stations: the fermetures kind, new-built with the line (no dépose, no
 * building to keep closed during a replacement) unless the object says the closures are replaced.
 */
const FERMETURES_STATIONS: SousType = {
  ...FERMETURES,
  key: 'fermetures_stations',
  label: 'fermetures motorisées des accès de stations',
  when: FERMETURE_STATIONS,
  unless: RESTAURATION,
  travaux: 'travaux de fermetures des stations',
  ouvrage: 'les fermetures des accès des stations',
  specificites: [
    ...(FERMETURES.specificites ?? []).filter((x) => x.sujet !== 'sûreté du bâtiment pendant le remplacement'),
    {
      when: /./,
      sujet: 'fermetures des stations',
      texte:
        'Chaque fermeture d’accès de station (grille ou rideau motorisé) est posée sur les réservations et platines laissées par le génie civil, relevées contradictoirement avant fabrication : une réservation non conforme est signalée au maître d’œuvre, jamais reprise sans son accord. Le sens d’ouverture, la manœuvre de secours, l’ouverture sur ordre du poste de commande et la position de la fermeture en cas de coupure d’alimentation sont arrêtés avec l’exploitant du réseau et les lots courants faibles avant le visa ; l’intervention suit le planning d’accès aux stations fixé par le maître d’œuvre entre les lots.',
    },
    {
      when: /./,
      sujet: 'évacuation des stations et vandalisme',
      texte:
        'Une fermeture d’accès se trouve sur le cheminement d’évacuation de la station : sa position en cas d’alarme incendie, sa manœuvre depuis l’intérieur et la liaison éventuelle avec le système de sécurité incendie de la station sont fixées par le CCTP et le dossier de sécurité, arrêtées avec l’exploitant et le titulaire du SSI avant le visa, puis essayées avec eux et consignées. Exposées au public de jour comme de nuit, les fermetures et leurs commandes sont choisies et posées pour résister au vandalisme au niveau que fixe le CCTP : tabliers et coulisses renforcés, moteurs et coffres hors de portée, boîtiers de commande à clé ou à badge, visserie inviolable.',
    },
    {
      when: new RegExp(`^(?![\\s\\S]*(?:${FERMETURES_EXISTANTES.source}))`),
      sujet: 'coactivité dans les stations',
      texte:
        'Dans des stations où le génie civil, les équipements et les systèmes interviennent en même temps, chaque intervention est inscrite au planning d’accès et aux règles de coactivité du coordonnateur SPS, les réservations sont réceptionnées contradictoirement avec le titulaire du génie civil, et les fermetures posées restent protégées des travaux des autres lots jusqu’à la réception.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé des réservations',
      detail:
        'relevé contradictoire de chaque baie d’accès (réservations, platines, seuils, supports des coulisses ou des rails), de l’alimentation prévue et des interfaces de commande, station par station',
      unless: FERMETURES_EXISTANTES,
    },
    {
      titre: 'Relevé de l’existant',
      detail:
        'relevé de chaque fermeture en place (baie, supports, alimentation, commande et fonctions assurées), station par station',
      when: FERMETURES_EXISTANTES,
    },
    {
      titre: 'Choix et visa',
      detail:
        'fermetures marquées CE selon la NF EN 13241, motorisation, dispositifs de sécurité et schéma de raccordement des commandes soumis au visa avant fabrication',
    },
    {
      titre: 'Dépose',
      detail:
        'consignation électrique, décharge des ressorts de compensation et maintien du tablier, dépose de la fermeture existante, accès de la station refermé chaque soir',
      when: FERMETURES_EXISTANTES,
    },
    {
      titre: 'Pose',
      detail:
        'pose des coulisses ou des rails d’aplomb, de l’axe ou du tablier, du moteur et des butées, fixations adaptées au support relevé',
    },
    {
      titre: 'Raccordements et asservissements',
      detail:
        'raccordement électrique par un intervenant habilité, câblage des commandes locales et des interfaces avec le poste de commande prévues au CCTP, réglage des fins de course',
    },
    {
      titre: 'Mise en service et essais',
      detail:
        'mesure des efforts selon la NF EN 12453, essais des bords sensibles, cellules, arrêts d’urgence, antichute et manœuvre de secours, essais des commandes à distance avec l’exploitant',
    },
    {
      titre: 'Remise',
      detail:
        'dossier de chaque fermeture (déclaration des performances, notice NF EN 12635, relevé des efforts), dossier de maintenance ouvert, formation des agents de l’exploitant',
    },
  ],
  materiel: (FERMETURES.materiel ?? []).map((m) =>
    m.nom.startsWith('palan') ? { ...m, nom: 'palan ou lève-tablier pour la pose des axes' } : m,
  ),
  risques: (FERMETURES.risques ?? []).map((r) =>
    r.risque.startsWith('Chute du tablier') ? { ...r, risque: 'Chute du tablier ou de l’axe pendant la pose' } : r,
  ),
  dechets: [
    { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
    {
      dechet: 'Chutes de coulisses et de profilés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    {
      dechet: 'Graisses et chiffons souillés',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux, bordereau Trackdéchets',
    },
    {
      dechet: 'Tabliers, moteurs et coffrets déposés',
      categorie: 'DD',
      exutoire: 'ferrailleur et filière des déchets d’équipements électriques et électroniques, bordereau de suivi',
      when: FERMETURES_EXISTANTES,
    },
  ],
  autocontroles: [
    {
      point: 'Réservations et supports de chaque baie',
      moment: 'avant fabrication',
      preuve: 'fiche de relevé par fermeture, photos',
    },
    ...(FERMETURES.autocontroles ?? []).slice(1),
  ],
  phases: [
    { nom: 'Relevés, choix et visas', part: 0.1 },
    { nom: 'Fabrication des fermetures sur mesure', part: 0.3 },
    { nom: 'Pose, station par station', part: 0.4 },
    { nom: 'Raccordements, asservissements, essais et remise des dossiers', part: 0.2 },
  ],
  pointsAttention: [
    'les réservations, platines et alimentations laissées par le génie civil au droit de chaque accès',
    'les fonctions de chaque fermeture (ouverture et fermeture du service, commande à distance, manœuvre de secours)',
    'la position de chaque fermeture en cas d’alarme incendie et sa liaison avec la sécurité incendie de la station',
    'le planning d’accès aux stations partagé avec les autres lots',
  ],
  biennale:
    'les moteurs, automatismes, commandes et dispositifs de sécurité des fermetures, éléments d’équipement destinés à fonctionner',
};

/** The object names the joinery of the bays (windows, doors): the stores are then one part of it. */
const BAIES_MENUISEES =
  /miroiterie|vitrerie|vitrages?\b|menuiseries? exterieu|fenetres?|chassis|portes?-fenetres?|blocs?-baies?|murs?[- ]rideaux?/;

/** Stores, shutters and solar protections of the bays. */
const STORES: SousType = {
  key: 'stores_protections_solaires',
  label: 'stores et protections solaires des baies',
  when: /\bstores?\b|brise-soleil|\bbso\b|occultations?|protections? solaires?|protections? des baies|\bvolets?\b|films? (solaires?|de protection)/,
  unless: BAIES_MENUISEES,
  horsModele: true,
  travaux: 'travaux de stores et de protections des baies',
  ouvrage: 'les stores et protections des baies',
  sansNormes: /./,
  normes: [
    {
      ref: 'NF EN 13561',
      objet:
        'stores extérieurs : exigences de performance et de sécurité, dont la classe de résistance au vent déclarée',
    },
    {
      ref: 'NF EN 13120',
      objet: 'stores intérieurs : exigences de performance et de sécurité (cordons et chaînettes compris)',
    },
    {
      ref: 'NF EN 13659',
      objet: 'volets et brise-soleil orientables : exigences de performance, dont la résistance au vent',
      when: /volets?|brise-soleil|\bbso\b|persiennes?|protections? des baies|dispositifs de protection/,
    },
    {
      ref: 'NF EN 14501',
      objet: 'confort thermique et visuel : classement des protections (facteur solaire gtot, transmission lumineuse)',
    },
    {
      ref: 'NF EN 60335-2-97',
      objet: 'sécurité des entraînements électriques des stores et volets, pour les protections motorisées',
    },
  ],
  sansSpecificites:
    /^(occultations|menuiseries extérieures neuves|remplacement des menuiseries extérieures|dépose des menuiseries anciennes \(amiante et plomb\)|miroiterie|remplacement de vitrages isolants)$/,
  specificites: [
    {
      when: /./,
      sujet: 'stores et protections des baies',
      texte:
        'Chaque baie est relevée avant le choix des protections : dimensions, orientation et exposition au vent de la façade, ouvrants et poignées à dégager, nature des tableaux, linteaux et dormants qui recevront les fixations. Le type de protection (store extérieur, store intérieur, volet ou brise-soleil, selon le CCTP), sa classe de résistance au vent et ses performances solaires (facteur solaire gtot et transmission lumineuse classés selon la NF EN 14501) sont proposés au visa baie par baie ; un store extérieur exposé reçoit la classe de vent que demande sa façade et, s’il est motorisé, un automatisme vent qui le remonte au-delà du seuil réglé.',
    },
    {
      when: /./,
      sujet: 'fixations sur les baies existantes',
      texte:
        'Les fixations sont choisies sur le relevé des supports : chevilles sous évaluation technique européenne dans le béton ou la maçonnerie, essais d’arrachement sur les supports incertains, aucun percement d’un dormant de menuiserie sans l’accord de son fabricant ou du maître d’œuvre ; chaque percement en façade est rebouché et rendu étanche. Le repérage amiante avant travaux est lu avant tout percement des supports anciens.',
    },
    {
      when: /./,
      sujet: 'motorisation et commandes des protections',
      texte:
        'Pour les protections motorisées, moteurs et commandes sont conformes à la NF EN 60335-2-97 ; l’alimentation électrique jusqu’à chaque moteur est réalisée selon la NF C 15-100 par notre lot ou par le lot électricité, selon la répartition du CCTP, relevée à la préparation. Fins de course, commandes individuelles ou groupées et automatismes (vent, soleil, horloge, gestion technique du bâtiment lorsqu’elle est prévue) sont réglés et essayés avec l’exploitant.',
    },
    {
      when: /films?/,
      sujet: 'films de protection des vitrages',
      texte:
        'Un film de protection solaire ou de sécurité est posé seulement sur un vitrage dont le fabricant ou une étude de risque thermique admet l’échauffement qu’il provoque (vitrages isolants, feuilletés ou teintés), sur verre dégraissé, sans bulle ni poussière, et son classement est justifié par sa fiche technique.',
    },
  ],
  etapes: [
    {
      titre: 'Relevé baie par baie',
      detail:
        'dimensions, exposition, ouvrants et obstacles, nature et état des supports (tableaux, linteaux, dormants), alimentations électriques existantes, conditions d’accès aux façades',
    },
    {
      titre: 'Choix et visa',
      detail:
        'type de protection, classe de vent, toile ou lames et leurs performances solaires selon la NF EN 14501, coloris, commandes, proposés au visa sur fiches techniques et échantillons',
    },
    {
      titre: 'Fabrication sur mesure',
      detail: 'commande aux cotes relevées, contrôle à réception (cotes, marquage CE, coloris)',
    },
    {
      titre: 'Pose',
      detail:
        'fixations adaptées au support relevé, réglage d’aplomb et de niveau, ouvrants et poignées laissés libres, percements de façade rebouchés et étanchés',
    },
    {
      titre: 'Raccordement et réglages',
      detail:
        'pour les protections motorisées : raccordement par un intervenant habilité, réglage des fins de course, des commandes et des automatismes',
    },
    {
      titre: 'Essais et remise',
      detail:
        'manœuvre de chaque protection, essai des automatismes, notices d’utilisation et d’entretien remises aux utilisateurs',
    },
  ],
  risques: [
    {
      risque: 'Chute de hauteur pendant la pose en façade ou en partie haute',
      mesure: 'nacelle pour les façades, PIRL ou échafaudage roulant à l’intérieur, harnais attaché dans la nacelle',
    },
    {
      risque: 'Chute d’objets sous la zone de pose',
      mesure: 'zone balisée au pied de la façade, outils attachés, circulation des usagers déviée',
    },
    {
      risque: 'Risque électrique au raccordement des moteurs',
      mesure: 'consignation, vérification d’absence de tension, intervenant titulaire de l’habilitation adaptée',
    },
    {
      risque: 'Percement de supports anciens susceptibles de contenir de l’amiante',
      mesure: 'repérage amiante avant travaux lu avant tout percement, mode opératoire adapté s’il en signale',
    },
  ],
  sansRisques: /./,
  materiel: [
    { nom: 'nacelle élévatrice pour les façades (CACES R486)', match: /nacelle/ },
    {
      nom: 'plateforme individuelle roulante ou échafaudage roulant pour les baies intérieures',
      match: /pirl|plateforme individuelle|plateforme roulante|echafaudage roulant/,
    },
    { nom: 'perforateur avec aspiration', match: /perforateur|aspirat/ },
    { nom: 'véhicule utilitaire pour le transport des stores', match: /utilitaire|fourgon|camion/ },
  ],
  sansMateriel: /./,
  materiaux: [
    'stores et protections marqués CE selon la NF EN 13561, la NF EN 13120 ou la NF EN 13659 selon leur type',
    'toiles ou lames dont le facteur solaire et la transmission lumineuse sont classés selon la NF EN 14501',
    'moteurs et commandes conformes à la NF EN 60335-2-97, pour les protections motorisées',
    'chevilles et fixations sous évaluation technique européenne, choisies selon le support relevé',
  ],
  habilitations: [
    'conduite de nacelle (CACES R486)',
    'habilitation électrique adaptée aux raccordements des moteurs (NF C 18-510)',
    'travail en hauteur',
  ],
  autocontroles: [
    {
      point: 'Relevé de chaque baie et de ses supports',
      moment: 'avant commande',
      preuve: 'fiche de relevé par baie, photos',
    },
    {
      point: 'Conformité des protections livrées (cotes, marquage CE, classe de vent, coloris)',
      moment: 'à la livraison',
      preuve: 'bons de livraison, fiches techniques visées',
    },
    {
      point: 'Tenue des fixations',
      moment: 'à la pose',
      preuve: 'essais d’arrachement sur les supports incertains, fiche par façade',
    },
    {
      point: 'Manœuvre, fins de course et automatismes',
      moment: 'avant réception',
      preuve: 'fiche d’essais par protection',
    },
  ],
  dechets: [
    {
      dechet: 'Stores et protections déposés',
      categorie: 'DND',
      exutoire: 'tri par matériau (métaux au ferrailleur, toiles en centre de tri)',
      when: /remplacement|depose|renov|existants?/,
    },
    {
      dechet: 'Moteurs et commandes déposés',
      categorie: 'DD',
      exutoire: 'filière des déchets d’équipements électriques et électroniques',
      when: /remplacement|depose|renov|existants?/,
    },
    {
      dechet: 'Emballages (cartons, films, palettes)',
      categorie: 'DND',
      exutoire: 'centre de tri, reprise fournisseur',
    },
    { dechet: 'Poussières et gravats de percement', categorie: 'Inertes', exutoire: 'plateforme inertes' },
  ],
  phases: [
    { nom: 'Relevés, choix et visas', part: 0.1 },
    { nom: 'Fabrication sur mesure', part: 0.3 },
    { nom: 'Pose, façade par façade', part: 0.4 },
    { nom: 'Raccordements, réglages et essais', part: 0.15 },
    { nom: 'Réception et remise des notices', part: 0.05 },
  ],
  pointsAttention: [
    'la nature et l’état des supports autour de chaque baie, qui fixent les fixations',
    'l’exposition au vent de chaque façade, qui fixe la classe de résistance des protections',
    'la répartition des alimentations électriques et des commandes entre notre lot et le lot électricité',
    'l’accès aux façades (emprise de la nacelle, circulation des usagers)',
  ],
  sansPointsAttention: /./,
  biennale: `les moteurs, commandes et mécanismes des protections, éléments d’équipement destinés à fonctionner ; ${EQUIPEMENT_SUR_EXISTANT}`,
  decennale: '',
  entretien:
    'nettoyer toiles et lames à l’eau savonneuse sans produit abrasif, contrôler une fois par an les fixations et les automatismes vent, remonter les stores extérieurs sans automatisme par vent fort',
};

/** A place that receives young children: rounded edges, finger protection, nothing within their reach. */
const JEUNES_ENFANTS =
  /creches?|bebes?|petite enfance|multi-accueil|halte-garderie|\beaje\b|jardin d'enfants|ecoles? maternelles?|relais (petite enfance|assistantes? maternelles?)/;
/** Works on an existing fit-out (« modernisation », « réaménagement »): the old furniture is removed first. */
const AGENCEMENT_EXISTANT = /moderni|rehabilit|renov|remplacement|refection|reamenag|restructur|transformation|depose/;

/** A nappy-changing unit, table or area (« zones de change de 2 sections »). */
const CHANGE =
  /postes? de change|plans? (de change|a langer)|tables? a langer|zones? de change|espaces? de change|coins? (de )?change|salles? de change|locaux de change/;

/** Interior fit-out: fixed furniture, changing units, storage, panelling (not windows). */
const AGENCEMENT: SousType = {
  key: 'agencement_interieur',
  label: 'agencement intérieur et mobilier fixe',
  when: new RegExp(
    `${CHANGE.source}|\\bmobilier(?!s? (urbains?|exterieurs?))|agencements? interieurs?|mobilier fixe|rangements? sur mesure`,
  ),
  unless: BAIES_MENUISEES,
  horsModele: true,
  travaux: 'travaux d’agencement intérieur et de mobilier fixe',
  ouvrage: 'les agencements',
  // the trade's ERP fire line is for doors of a rehabilitated building; this kind cites its own
  sansNormes: /36\.5|14351|13241|12453|NF DTU 39|31\.1|20 avril 2017|25 juin 1980/,
  normes: [
    {
      ref: 'Décret n° 2011-321 et arrêté du 19 avril 2011',
      objet:
        'étiquetage des émissions en polluants volatils des produits de construction et de revêtement posés (classe A+ visée)',
    },
    {
      ref: 'NF EN 13986',
      objet: 'panneaux à base de bois pour la construction : marquage CE et classe d’émission de formaldéhyde (E1)',
    },
    {
      ref: 'Règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié)',
      objet: 'réaction au feu des panneaux d’agencement et de revêtement, selon le classement exigé pour chaque local',
      when: /creche|ecole|college|lycee|mairie|\berp\b|hopital|ehpad|mediatheque|bibliotheque|musee|gymnase|salle|centre|maison|accueil|equipements? publics?/,
    },
    {
      ref: 'NF EN 12221-1 et NF EN 12221-2',
      objet:
        'plans à langer à usage domestique : exigences de sécurité et méthodes d’essai, retenues comme référence pour la retenue et la stabilité du plan de change, le CCTP fixant les exigences de l’usage collectif',
      when: CHANGE,
    },
  ],
  sansSpecificites:
    /^(menuiseries extérieures neuves|remplacement des menuiseries extérieures|dépose des menuiseries anciennes \(amiante et plomb\)|menuiseries en bord de mer|exposition marine des menuiseries extérieures|occultations|blocs-portes)$/,
  specificites: [
    {
      when: JEUNES_ENFANTS,
      sujet: 'agencement d’un lieu d’accueil de jeunes enfants',
      texte:
        'Pour de jeunes enfants, chaque élément est conçu sans arête vive : angles et chants arrondis, pas de tête de vis ni de quincaillerie saillante à leur hauteur. Les portes de rangement et les portes des locaux reçoivent des protections anti-pince-doigts côté paumelles, les rangements des produits d’entretien et de soin des fermetures que l’enfant ne peut pas ouvrir, et tout élément haut ou lourd est fixé au mur contre le basculement. Les surfaces sont lisses et lessivables (stratifié haute pression, chants collés étanches) pour résister aux nettoyages et désinfections quotidiens, et les panneaux, colles et finitions sont choisis peu émissifs (étiquette A+, panneaux E1).',
    },
    {
      when: CHANGE,
      sujet: 'poste de change',
      texte:
        'Le poste de change est implanté et dimensionné avec l’équipe qui l’utilise : hauteur du plan de travail adaptée aux professionnels, rebords de retenue autour du matelas, rangements des couches et du linge de chaque enfant à portée de main sans quitter l’enfant des yeux, escalier d’accès escamotable si le CCTP le prévoit. La vasque ou le bac de lavage est raccordé par le lot plomberie à une eau mitigée à température limitée ; les joints entre plan, vasque et murs sont en mastic sanitaire, et le plan, fixé à la structure porteuse ou sur renforts, est essayé en charge avant mise en service.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés et programme',
      detail:
        'relevé des locaux, de la nature des cloisons et des supports, des points d’eau, évacuations et prises existants, et des besoins de l’équipe (postes, rangements, circulations)',
    },
    {
      titre: 'Plans d’agencement et échantillons',
      detail:
        'plans, coupes et détails des meubles, finitions, quincaillerie et protections soumis au visa avec leurs fiches d’émission et de réaction au feu, échantillons validés',
    },
    {
      titre: 'Fabrication en atelier',
      detail:
        'usinage des panneaux sous aspiration, chants collés et arrondis, perçages et logements de quincaillerie faits en atelier pour limiter les poussières sur site',
    },
    {
      titre: 'Dépose de l’existant',
      detail:
        'dépose des meubles et équipements existants, réseaux repérés et condamnés par les lots concernés, supports remis en état',
      when: AGENCEMENT_EXISTANT,
    },
    {
      titre: 'Pose',
      detail:
        'fixations adaptées au support relevé (renforts dans les cloisons légères), calage de niveau, joints sanitaires, coordination avec le lot plomberie pour les vasques',
    },
    {
      titre: 'Contrôles et remise',
      detail:
        'contrôle des fixations, de l’absence d’arête vive et du fonctionnement des portes et tiroirs, nettoyage, notice d’entretien remise à l’équipe',
    },
  ],
  risques: [
    {
      risque: 'Poussières de bois (cancérogènes)',
      mesure: 'usinage en atelier, outils raccordés à une aspiration sur site, masques FFP3',
    },
    {
      risque: 'Chute d’un élément lourd pendant sa fixation',
      mesure: 'pose à deux, étais de montage, fixation définitive avant de quitter le poste',
    },
    {
      risque: 'Accès des enfants à la zone de travaux, aux outils et aux produits',
      mesure:
        'zone fermée et signalée, outils et produits jamais laissés sans surveillance, rangés hors de la zone en fin de journée',
      when: JEUNES_ENFANTS,
    },
  ],
  sansRisques: /chute de hauteur|coupures par le verre|poussières de bois/i,
  materiel: [
    {
      nom: 'outillage électroportatif de pose raccordé à une aspiration (perforateur, visseuse)',
      match: /perforateur|visseuse|outillage|aspirat/,
    },
    { nom: 'plateforme individuelle roulante (PIRL) pour les éléments hauts', match: /pirl|plateforme individuelle/ },
    { nom: 'véhicule utilitaire pour le transport des meubles', match: /utilitaire|fourgon|camion|vehicule/ },
  ],
  sansMateriel: /échafaudage roulant|outillage électroportatif|ventouses|véhicule/,
  materiaux: [
    'panneaux à base de bois de classe E1, revêtus de stratifié haute pression, chants collés',
    'produits de finition, colles et mastics étiquetés A+',
    'quincaillerie adaptée à l’usage collectif',
    'mastic sanitaire pour les joints des plans et vasques',
  ],
  habilitations: [
    'formation aux machines à bois et à la prévention des poussières de bois',
    'formation à la manutention des charges (gestes et postures)',
  ],
  autocontroles: [
    { point: 'Relevés et implantation', moment: 'avant fabrication', preuve: 'plans visés, fiche de relevé' },
    {
      point: 'Panneaux, finitions et quincaillerie conformes aux échantillons validés',
      moment: 'à la livraison',
      preuve: 'bons de livraison, fiches d’émission et de réaction au feu',
    },
    { point: 'Fixations et stabilité des éléments', moment: 'à la pose', preuve: 'fiche d’autocontrôle par élément' },
    {
      point: 'Arêtes, angles et quincaillerie',
      moment: 'avant réception',
      preuve: 'fiche de contrôle par local',
    },
  ],
  dechets: [
    {
      dechet: 'Mobilier déposé',
      categorie: 'DND',
      exutoire: 'filière REP des éléments d’ameublement, reprise par l’éco-organisme',
      when: AGENCEMENT_EXISTANT,
    },
    { dechet: 'Chutes de panneaux et emballages', categorie: 'DND', exutoire: 'centre de tri, bois en valorisation' },
    { dechet: 'Cartouches de colle et de mastic', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
  ],
  phases: [
    { nom: 'Relevés, plans d’agencement et visas', part: 0.1 },
    { nom: 'Fabrication en atelier', part: 0.25 },
    { nom: 'Dépose et pose', part: 0.5 },
    { nom: 'Contrôles, réglages, nettoyage et réception', part: 0.15 },
  ],
  pointsAttention: [
    'les besoins de l’équipe qui utilisera les agencements (postes de travail, rangements, circulations)',
    'la nature des cloisons et des supports qui recevront les fixations',
    'les arrivées d’eau, évacuations et prises à reprendre par les autres lots',
    'le classement de réaction au feu exigé pour chaque local',
  ],
  sansPointsAttention: /./,
  biennale:
    'la quincaillerie et les éléments d’équipement dissociables des agencements (charnières, coulisses, fermetures)',
  decennale:
    'les agencements lorsqu’ils relèvent des articles 1792 et suivants du code civil (éléments incorporés dont un désordre compromettrait la solidité ou la destination des locaux)',
  entretien:
    'nettoyer les surfaces stratifiées avec les produits compatibles indiqués par le fabricant, sans abrasif, contrôler une fois par an les fixations et les charnières, et refaire les joints sanitaires dès qu’ils se dégradent',
};

/** The same fit-out where young children are received: their protections in the products, checks and upkeep. */
const AGENCEMENT_JEUNES_ENFANTS: SousType = {
  ...AGENCEMENT,
  when: new RegExp(`^(?=[\\s\\S]*(?:${AGENCEMENT.when.source}))(?=[\\s\\S]*(?:${JEUNES_ENFANTS.source}))`),
  materiaux: (AGENCEMENT.materiaux ?? []).map((m) =>
    m === 'quincaillerie adaptée à l’usage collectif'
      ? 'quincaillerie et protections anti-pince-doigts adaptées à l’usage collectif'
      : m,
  ),
  autocontroles: (AGENCEMENT.autocontroles ?? []).map((c) =>
    c.point === 'Arêtes, angles et quincaillerie'
      ? { ...c, point: 'Arêtes, angles et protections anti-pince-doigts' }
      : c,
  ),
  entretien:
    'nettoyer les surfaces stratifiées avec les produits compatibles indiqués par le fabricant, sans abrasif, contrôler une fois par an les fixations, les charnières et les protections anti-pince-doigts, et refaire les joints sanitaires dès qu’ils se dégradent',
};

/** The changing areas' works follow an asbestos removal the object names. */
const DESAMIANTAGE = /desamiant|retrait (de l')?amiante/;

/**
 * Nappy-changing areas of a place receiving young children (« zones de change de 2 sections (désamiantage
 * au R+5) »): changing tops and storage in compact laminate or HPL, rounded edges, stainless fixings,
 * finger guards on doors, surfaces that stand daily disinfection, the plumber's basins and baths as an
 * interface, and the asbestos removal done before by a certified firm — not windows.
 */
const ZONES_DE_CHANGE: SousType = {
  ...AGENCEMENT_JEUNES_ENFANTS,
  // A variant of the fit-out kind (its key), written for the changing areas.
  label: 'agencement des zones de change',
  sansSpecificites: new RegExp(
    `${AGENCEMENT.sansSpecificites?.source ?? '$^'}|^portes (et baies )?d’un bâtiment public réhabilité$`,
  ),
  when: new RegExp(`^(?=[\\s\\S]*(?:${CHANGE.source}))(?=[\\s\\S]*(?:${JEUNES_ENFANTS.source}))`),
  travaux: 'travaux d’agencement des zones de change',
  ouvrage: 'les agencements des zones de change',
  specificites: [
    {
      when: /./,
      sujet: 'plans de change et rangements exposés à l’eau',
      texte:
        'Les plans de change et les rangements exposés aux projections d’eau et aux désinfections quotidiennes sont en stratifié compact (HPL massif, résistant à l’eau dans toute son épaisseur) ou en panneaux revêtus de stratifié haute pression aux chants collés étanches, tous angles et chants arrondis ; fixations, vis et quincaillerie sont en acier inoxydable, les pieds et montants sont isolés du sol lavé à grande eau, et les joints entre plans, vasques et murs sont au mastic sanitaire fongicide. Les surfaces restent lisses, sans recoin ni joint ouvert où l’eau et les salissures stagneraient, et les produits d’entretien et de désinfection de la crèche sont vérifiés compatibles avec les fiches des fabricants. Les portes des zones de change et des sections reçoivent des protections anti-pince-doigts côté paumelles, et les rangements des produits de soin des fermetures hors de portée des enfants.',
    },
    {
      when: /./,
      sujet: 'interfaces avec la plomberie',
      texte:
        'Les vasques, baignoires ou bacs de lavage des zones de change sont fournis et raccordés par le lot plomberie, à une eau mitigée à température limitée : leurs cotes, découpes et renforts sont arrêtés avec lui sur les plans d’agencement, les découpes des plans compacts sont faites en atelier, et les joints entre plan, vasque et murs sont faits après raccordement et essai d’étanchéité.',
    },
    {
      when: DESAMIANTAGE,
      sujet: 'désamiantage préalable',
      texte:
        'Le désamiantage que nomme l’objet est exécuté avant nos travaux par une entreprise certifiée (sous-section 3), sur plan de retrait : nous n’intervenons dans les locaux qu’après la restitution de la zone (examen visuel et mesures d’empoussièrement conformes), et toute fixation dans un support où le repérage signale de l’amiante conservée est faite selon un mode opératoire sous-section 4 par du personnel formé, ou déplacée.',
    },
    ...(AGENCEMENT_JEUNES_ENFANTS.specificites ?? []),
  ],
  etapes: [
    {
      titre: 'Restitution après désamiantage',
      detail:
        'prise de possession des locaux après la restitution de la zone désamiantée (examen visuel, mesures d’empoussièrement), constat contradictoire des supports',
      when: DESAMIANTAGE,
    },
    ...(AGENCEMENT.etapes ?? []).map((e) =>
      e.titre === 'Pose'
        ? {
            ...e,
            detail:
              'fixations inox adaptées au support relevé (renforts dans les cloisons légères), calage de niveau, plans compacts posés sur consoles ou piétements isolés du sol, vasques et baignoires posées avec le lot plomberie, joints au mastic sanitaire, protections anti-pince-doigts des portes',
          }
        : e,
    ),
  ],
  materiaux: [
    'panneaux stratifiés compacts (HPL massif) pour les plans de change et les éléments exposés à l’eau',
    'panneaux à base de bois de classe E1 revêtus de stratifié haute pression, chants collés étanches et arrondis, pour les rangements',
    'quincaillerie et fixations en acier inoxydable, protections anti-pince-doigts des portes',
    'produits de finition, colles et mastics étiquetés A+',
    'mastic sanitaire fongicide pour les joints des plans et vasques',
  ],
  autocontroles: [
    {
      point: 'Restitution de la zone désamiantée',
      moment: 'avant toute intervention (point d’arrêt)',
      preuve: 'rapport de restitution transmis par le maître d’ouvrage',
      when: DESAMIANTAGE,
    },
    ...(AGENCEMENT_JEUNES_ENFANTS.autocontroles ?? []),
    {
      point: 'Étanchéité des joints entre plans, vasques et murs',
      moment: 'après raccordement par le lot plomberie',
      preuve: 'essai à l’eau, photos datées',
    },
  ],
  pointsAttention: [
    ...(AGENCEMENT.pointsAttention ?? []),
    'le repérage de l’amiante et, s’il y a désamiantage, la restitution des locaux avant nos travaux',
    'les limites de prestations avec les lots désamiantage, plomberie et appareils élévateurs',
  ],
};

/* ------------------------------------------------------------------ interior joinery and fit-out */

/** A reading or learning place: library, media library, documentation centre, learning centre. */
const LIEU_DOCUMENTAIRE =
  /learning[- ]?(center|centre)s?|bibliotheques?|\bbu\b|mediatheques?|centres? de documentation|\bcdi\b|ludotheques?|centres? de ressources documentaires|tiers[- ]lieux?/;
/** Works on the existing building's inside (a conversion, a rearrangement), or its fit-out. */
const AMENAGEMENT_EXISTANT =
  /rehabilit|reamenag|restructur|transformation|reconversion|renov|moderni|mise en conformite|mise aux normes|amenagements? interieurs?|\ben learning/;
/**
 * A library or learning centre rearranged or converted, when the object names no outdoor joinery, no
 * thermal upgrade, no restoration and no orders of upkeep (their kinds answer those).
 */
const LIEU_DOCUMENTAIRE_REAMENAGE = new RegExp(
  `^(?=[\\s\\S]*(?:${LIEU_DOCUMENTAIRE.source}))(?=[\\s\\S]*(?:${AMENAGEMENT_EXISTANT.source}))(?![\\s\\S]*(?:${EXTERIEURES.source}|${RESTAURATION.source}|${ENTRETIEN.source}|${RENOVATION_THERMIQUE.source}|facades?|occultations?|volets?|\\bbaies?\\b))`,
);
/** The works touch what exists (a dépose is then written). */
const SUR_EXISTANT = /rehabilit|reamenag|restructur|transformation|reconversion|renov|moderni|remplacement|depose/;

/**
 * What interior joinery and fit-out share, whatever the building: its own products, waste, checks
 * and guarantees — not the windows' (« rupture de pont thermique », double glazing, air-tightness as a
 * hold point, the clos as décennale, drainage holes of frames).
 */
const INTERIEUR_COMMUN: Omit<SousType, 'key' | 'label' | 'when'> = {
  sansNormes: /36\.5|14351|13241|12453|31\.1|20 avril 2017/,
  sansSpecificites:
    /^(menuiseries extérieures neuves|remplacement des menuiseries extérieures|dépose des menuiseries anciennes \(amiante et plomb\)|menuiseries en bord de mer|exposition marine des menuiseries extérieures|occultations)$/,
  risques: [
    {
      risque: 'Poussières de bois (cancérogènes) et de perçage',
      mesure: 'usinage en atelier, outils raccordés à une aspiration sur site, masques FFP3',
    },
    {
      risque: 'Manutention des blocs-portes et des panneaux',
      mesure: 'chariots et ventouses de manutention, pose à deux, charges unitaires limitées',
    },
    {
      risque: 'Amiante ou plomb dans les ouvrages déposés ou percés',
      mesure:
        'lecture du repérage avant travaux avant toute dépose ou tout percement, mode opératoire SS4 par des intervenants formés si un matériau amianté est touché',
      when: SUR_EXISTANT,
    },
  ],
  sansRisques: /./,
  materiaux: [
    'blocs-portes et huisseries sous PV de résistance au feu lorsque le classement est exigé',
    'panneaux à base de bois de classe E1, avec le classement de réaction au feu exigé pour chaque local',
    'produits de finition, colles et mastics étiquetés A+',
    'quincaillerie adaptée à un usage collectif (ferme-portes, serrures sur organigramme)',
    'bois issus de forêts gérées durablement (PEFC ou FSC)',
  ],
  dechets: [
    {
      dechet: 'Menuiseries intérieures et agencements déposés',
      categorie: 'DND',
      exutoire: 'centre de tri, bois en valorisation (bois traités en déchets dangereux)',
      when: SUR_EXISTANT,
    },
    {
      dechet: 'Quincaillerie et huisseries métalliques déposées',
      categorie: 'DND',
      exutoire: 'ferrailleur',
      when: SUR_EXISTANT,
    },
    { dechet: 'Chutes de panneaux et emballages', categorie: 'DND', exutoire: 'centre de tri, bois en valorisation' },
    {
      dechet: 'Cartouches de colle, de mastic et de mousse',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux',
    },
  ],
  autocontroles: [
    {
      point: 'Relevés, cotes et sens d’ouverture',
      moment: 'avant fabrication',
      preuve: 'plans visés, fiche de relevé',
    },
    {
      point: 'PV de résistance et de réaction au feu des produits livrés',
      moment: 'à la livraison',
      preuve: 'bons de livraison, PV et étiquetage',
    },
    {
      point: 'Aplomb, jeux et calfeutrement des blocs-portes selon leur PV',
      moment: 'à la pose, avant les habillages (point d’arrêt)',
      preuve: 'fiche d’autocontrôle par porte, photos',
    },
    {
      point: 'Fermeture, ferme-portes, effort d’ouverture et quincaillerie',
      moment: 'avant réception',
      preuve: 'fiche d’essais, relevé des efforts',
    },
  ],
  biennale: 'la quincaillerie, les ferme-portes et les éléments d’équipement dissociables des menuiseries intérieures',
  decennale:
    'les menuiseries intérieures et agencements lorsqu’ils relèvent des articles 1792 et suivants du code civil (ouvrages incorporés dont un désordre compromettrait la solidité ou la destination des locaux)',
  entretien:
    'contrôler une fois par an la fermeture complète des portes équipées de ferme-portes, graisser paumelles et serrures, nettoyer les surfaces stratifiées sans abrasif',
};

/**
 * A library or learning centre converted or rearranged, whose object names no outdoor joinery: the
 * menuiserie is its interior joinery and fit-out (doors, partitions, linings, fixed furniture as the
 * CCTP says), with the reaction to fire of an ERP's panels and acoustics only when named.
 */
const AMENAGEMENT_LIEU_DOCUMENTAIRE: SousType = {
  ...INTERIEUR_COMMUN,
  key: 'amenagement_lieu_documentaire',
  label: 'menuiseries intérieures et agencements',
  when: LIEU_DOCUMENTAIRE_REAMENAGE,
  // fixed furniture named too (« mobilier », « agencement intérieur »): this kind writes it
  horsModele: true,
  travaux: 'travaux de menuiseries intérieures et agencements',
  ouvrage: 'les menuiseries intérieures et les agencements',
  sansNormes: /36\.5|14351|13241|12453|31\.1|20 avril 2017|25 juin 1980/,
  normes: [
    {
      ref: 'Règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié)',
      objet:
        'portes des locaux à risques et des recoupements (classement EI, ferme-porte), dégagements, et réaction au feu des aménagements intérieurs',
    },
    {
      ref: 'NF EN 13501-1',
      objet: 'classement de réaction au feu (Euroclasses) des panneaux, habillages et agencements',
    },
    {
      ref: 'Arrêté du 21 novembre 2002',
      objet: 'réaction au feu des produits de construction et d’aménagement : classements admis et correspondances',
    },
    {
      ref: 'Arrêté du 8 décembre 2014',
      objet:
        'accessibilité des ERP existants : largeur de passage et effort d’ouverture des portes, banques d’accueil et équipements',
    },
    {
      ref: 'NF EN 13986',
      objet: 'panneaux à base de bois pour la construction : marquage CE et classe d’émission de formaldéhyde (E1)',
    },
    {
      ref: 'Décret n° 2011-321 et arrêté du 19 avril 2011',
      objet: 'étiquetage des émissions en polluants volatils des produits posés (classe A+ visée)',
    },
    {
      ref: 'NF EN ISO 11654',
      objet: 'classement de l’absorption acoustique (αw) des panneaux et habillages acoustiques',
      when: /acousti/,
    },
  ],
  sansSpecificites:
    /^(menuiseries extérieures neuves|remplacement des menuiseries extérieures|dépose des menuiseries anciennes \(amiante et plomb\)|menuiseries en bord de mer|exposition marine des menuiseries extérieures|occultations|portes d’un bâtiment public réhabilité|portes et baies d’un bâtiment public réhabilité|agencements intérieurs|blocs-portes)$/,
  specificites: [
    {
      when: /learning[- ]?(center|centre)/,
      sujet: 'bibliothèque transformée en learning centre',
      texte:
        'Le passage d’une bibliothèque à un learning centre redistribue ses espaces (accueil, travail individuel et en groupe, salles, zones calmes), que délimitent et équipent portes, cloisons et agencements. Les ouvrages que le CCTP confie à notre lot (blocs-portes, cloisons menuisées ou vitrées, habillages, banque d’accueil, rayonnages ou assises fixes selon le cas) sont fabriqués sur des plans d’agencement établis d’après les cotes relevées sur site une fois les démolitions et le cloisonnement faits, et visés par le maître d’œuvre avant fabrication ; ils sont posés après les lots salissants (plâtrerie, peinture, sols) et protégés jusqu’à la réception.',
    },
    {
      when: new RegExp(`^(?![\\s\\S]*learning[- ]?(center|centre))(?=[\\s\\S]*(?:${LIEU_DOCUMENTAIRE.source}))`),
      sujet: 'réaménagement d’un lieu de lecture',
      texte:
        'Le réaménagement d’une bibliothèque ou d’une médiathèque se lit dans ses espaces (accueil, rayonnages, lecture, travail, animation), que délimitent et équipent portes, cloisons et agencements. Les ouvrages que le CCTP confie à notre lot sont fabriqués sur des plans d’agencement établis d’après les cotes relevées sur site, visés par le maître d’œuvre avant fabrication, posés après les lots salissants (plâtrerie, peinture, sols) et protégés jusqu’à la réception.',
    },
    {
      when: /rehabilit|renov|restructur|reamenag|transformation|reconversion|mise en conformite|mise aux normes/,
      sujet: 'portes d’un établissement recevant du public réhabilité',
      texte: PORTES_ERP_EXISTANT,
    },
    {
      when: /./,
      sujet: 'réaction au feu des agencements',
      texte:
        'Dans un établissement recevant du public, chaque panneau d’agencement, d’habillage ou de cloison menuisée est choisi avec son classement de réaction au feu (Euroclasses de la NF EN 13501-1, arrêté du 21 novembre 2002) au niveau que fixent le règlement de sécurité et le CCTP pour le local et l’emploi (paroi, plafond, agencement) ; le PV ou le classement de chaque produit est visé avant commande et remis au DOE. Là où une banque d’accueil est prévue, une partie en est accessible en fauteuil roulant (plan à 0,80 m au plus, vide en partie basse) comme le veut l’arrêté du 8 décembre 2014.',
    },
    {
      when: /acousti/,
      sujet: 'panneaux acoustiques',
      texte:
        'Les panneaux et habillages acoustiques sont choisis sur leur classe d’absorption (αw selon la NF EN ISO 11654, mesurée selon la NF EN ISO 354) et leur réaction au feu, justifiées par PV ; ils sont posés avec la lame d’air et l’ossature de l’essai, sans percer ni boucher leurs perforations, et leur calepinage est arrêté avec l’éclairage et la ventilation des plafonds.',
    },
    {
      when: /^(?![\s\S]*acousti)/,
      sujet: 'habillages acoustiques éventuels',
      texte:
        'L’objet ne détaille ni panneaux acoustiques ni menuiseries extérieures : si le CCTP prévoit des habillages acoustiques, leur classe d’absorption (NF EN ISO 11654) et leur réaction au feu sont justifiées par PV avant commande ; s’il comprend des fenêtres ou des portes extérieures, leur pose suit le NF DTU 36.5 et son mode opératoire est remis au visa en période de préparation.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés des locaux',
      detail:
        'relevé des locaux, des baies et des portes conservées ou à remplacer, de la nature des cloisons et des supports, des réseaux à intégrer, confronté aux plans du maître d’œuvre',
    },
    {
      titre: 'Plans d’agencement et visas',
      detail:
        'plans d’exécution et de détail des blocs-portes, cloisons menuisées et agencements établis sur les cotes relevées, PV de résistance et de réaction au feu et échantillons de finitions soumis au visa',
    },
    {
      titre: 'Fabrication en atelier',
      detail:
        'usinage des panneaux sous aspiration, chants collés, logements de quincaillerie faits en atelier pour limiter les poussières sur site',
    },
    {
      titre: 'Dépose',
      detail:
        'dépose des menuiseries intérieures et agencements que le CCTP désigne, tri à la source, réseaux condamnés par les lots concernés',
      when: SUR_EXISTANT,
    },
    {
      titre: 'Pose des huisseries et blocs-portes',
      detail:
        'pose d’aplomb et de niveau selon le NF DTU 36.2, calfeutrement selon le PV des portes coupe-feu, joints acoustiques là où ils sont exigés',
    },
    {
      titre: 'Agencements et habillages',
      detail:
        'pose après les lots salissants, fixations sur les renforts prévus dans les cloisons, calage de niveau, protection des ouvrages posés',
    },
    {
      titre: 'Quincaillerie, réglages et essais',
      detail:
        'ferme-portes, serrures sur organigramme, mesure de l’effort d’ouverture, manœuvre de chaque porte et de chaque élément mobile',
    },
  ],
  materiel: [
    {
      nom: 'outillage électroportatif de pose raccordé à une aspiration (perforateur, visseuse, défonceuse)',
      match: /perforateur|visseuse|outillage|aspirat/,
    },
    { nom: 'plateforme individuelle roulante (PIRL) pour les habillages hauts', match: /pirl|plateforme individuelle/ },
    { nom: 'chariots et ventouses de manutention des panneaux et blocs-portes', match: /ventouse|chariot|diable/ },
    {
      nom: 'véhicule utilitaire pour le transport des blocs-portes et agencements',
      match: /utilitaire|fourgon|camion|vehicule/,
    },
  ],
  sansMateriel: /./,
  habilitations: [
    'formation aux machines à bois et à la prévention des poussières de bois',
    'formation à la manutention des charges (gestes et postures)',
    'travail en hauteur sur plateforme individuelle roulante',
  ],
  phases: [
    { nom: 'Relevés, plans d’agencement et visas', part: 0.1 },
    { nom: 'Fabrication en atelier', part: 0.2 },
    { nom: 'Pose des huisseries et blocs-portes', part: 0.35 },
    { nom: 'Agencements et habillages', part: 0.2 },
    { nom: 'Réglages, essais et réception', part: 0.15 },
  ],
  pointsAttention: [
    'le classement au feu de chaque porte et la réaction au feu exigée pour chaque local',
    'la part du lot entre menuiseries intérieures, agencement et d’éventuelles menuiseries extérieures, à lire dans le CCTP',
    'les renforts à prévoir dans les cloisons pour les agencements, avec le lot plâtrerie',
    'l’ordre d’intervention avec les lots salissants (plâtrerie, peinture, sols)',
  ],
  sansPointsAttention: /./,
};

/* ------------------------------------------------------------------ fire doors and fire-safety works */

/** Standards of fire-rated doors, whatever the works. */
const NORMES_PORTES_FEU = [
  {
    ref: 'NF EN 13501-2',
    objet: 'classement de résistance au feu des portes (E, EI1, EI2, durée) établi par le PV de classement',
  },
  {
    ref: 'Arrêté du 22 mars 2004',
    objet: 'résistance au feu des produits, éléments de construction et d’ouvrages (validité des PV de classement)',
  },
];

/** The ERP's fire rules, for a building the text names as receiving the public. */
const REGLEMENT_ERP = {
  ref: 'Règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié)',
  objet:
    'portes des locaux à risques et des recoupements (classement EI, ferme-porte), sens d’ouverture et largeur des dégagements',
  when: ERP_NOMME,
};

/** The doors are to be made accessible too (the object names accessibility). */
const ACCESSIBILITE_NOMMEE = /accessib|\bpmr\b|handicap|mobilite reduite/;

/**
 * Fire-safety works whose object names no fire door nor window (« amélioration de la sécurité
 * incendie et de l’accessibilité »): the joiner's likely part is fire doors and partitions, written as a
 * hypothesis read in the CCTP and the safety notice, with their PV, marking, closers and the SSI's
 * door holders as an interface; the ERP's rules only where the text names one. Never the windows' kit.
 */
const SECURITE_INCENDIE_PORTES: SousType = {
  ...INTERIEUR_COMMUN,
  key: 'securite_incendie',
  label: 'menuiserie de sécurité incendie',
  when: SECURITE_INCENDIE,
  unless: new RegExp(`${COUPE_FEU.source}|${EXTERIEURES.source}|${RESTAURATION.source}|${ENTRETIEN.source}`),
  // the trade's ERP rule (for a rehabilitation only) gives way to the kind's (wherever an ERP is named)
  sansNormes: /36\.5|14351|NF DTU 39|13241|12453|31\.1|25 juin 1980/,
  normes: [
    ...NORMES_PORTES_FEU,
    {
      ref: 'NF S 61-937',
      objet:
        'dispositifs actionnés de sécurité : portes à fermeture automatique reliées au système de sécurité incendie, là où il y en a',
    },
    REGLEMENT_ERP,
  ],
  // the trade's own copy of the hypothesis is dropped: the kind writes it first
  sansSpecificites:
    /^(menuiseries extérieures neuves|remplacement des menuiseries extérieures|menuiseries en bord de mer|exposition marine des menuiseries extérieures|occultations|agencements intérieurs|sécurité incendie, dont la part de menuiserie .*)$/,
  specificites: [
    SECURITE_INCENDIE_HYPOTHESE,
    {
      when: ERP_NOMME,
      sujet: 'règles de sécurité d’un établissement recevant du public',
      texte:
        'Le bâtiment reçoit du public : le règlement de sécurité contre l’incendie (arrêté du 25 juin 1980 modifié) et la notice de sécurité fixent le classement des portes des locaux à risques et des recoupements, leur ferme-porte, leur sens d’ouverture et la largeur des dégagements ; chaque porte que le CCTP confie à notre lot y est confrontée avant commande, et les portes des dégagements restent manœuvrables pendant les travaux.',
    },
    {
      when: new RegExp(`^(?![\\s\\S]*(?:${ERP_NOMME.source}))`),
      sujet: 'règles de sécurité selon le classement du bâtiment',
      texte:
        'Le classement du bâtiment est relevé dans la notice de sécurité : s’il reçoit du public, le règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié) fixe le classement des portes des locaux à risques et des recoupements, leur ferme-porte, leur sens d’ouverture et la largeur des dégagements, et chaque porte que le CCTP confie à notre lot y est confrontée avant commande.',
    },
    {
      when: new RegExp(`^(?=[\\s\\S]*(?:${ACCESSIBILITE_NOMMEE.source}))(?!${ERP_REHABILITE.source.slice(1)})`),
      sujet: 'accessibilité des portes, si le CCTP en prévoit le remplacement',
      texte:
        'L’objet vise aussi l’accessibilité : si le CCTP prévoit de remplacer ou d’élargir des portes, chacune offre une largeur de passage utile de 0,83 m pour une porte de 0,90 m (0,77 m pour une porte de 0,80 m là où l’arrêté du 8 décembre 2014 l’admet dans un ERP existant), un effort d’ouverture de 50 N au plus — le ferme-porte d’une porte coupe-feu est réglé pour assurer à la fois la fermeture complète et cet effort —, des poignées préhensibles debout comme assis, à plus de 0,40 m d’un angle rentrant, et des parties vitrées repérées par des éléments contrastés ; largeurs et efforts sont relevés après pose et consignés.',
    },
  ],
  etapes: [
    {
      titre: 'Lecture du CCTP et relevés',
      detail:
        'part de menuiserie des travaux de sécurité incendie lue dans le CCTP et la notice de sécurité, relevé de chaque porte concernée (dimensions, classement exigé, sens d’ouverture, nature et épaisseur de la paroi, portes reliées au SSI)',
    },
    {
      titre: 'Choix sous PV de classement',
      detail:
        'blocs-portes commandés dans le domaine d’application de leur PV de classement (dimensions, paroi support, quincaillerie, oculus), PV soumis au visa avant commande',
    },
    {
      titre: 'Dépose et maintien du compartimentage',
      detail:
        'dépose porte par porte des seuls ouvrages que le CCTP désigne, repose le même jour : aucune baie d’un recoupement n’est laissée ouverte le soir',
    },
    {
      titre: 'Pose selon le PV',
      detail:
        'huisserie fixée et calfeutrée comme le PV le prescrit, joints intumescents, ferme-porte et sélecteur de fermeture pour les portes à deux vantaux',
    },
    {
      titre: 'Essais et marquage',
      detail:
        'fermeture complète depuis toute position vérifiée, mesure de l’effort d’ouverture, essai des portes reliées au SSI avec son titulaire, plaque ou étiquette d’identification, déclaration de conformité de pose et PV remis au DOE',
      when: ACCESSIBILITE_NOMMEE,
    },
    {
      titre: 'Essais et marquage',
      detail:
        'fermeture complète depuis toute position vérifiée, essai des portes reliées au SSI avec son titulaire, plaque ou étiquette d’identification, déclaration de conformité de pose et PV remis au DOE',
      unless: ACCESSIBILITE_NOMMEE,
    },
  ],
  risques: [
    {
      risque: 'Perte temporaire du compartimentage coupe-feu',
      mesure:
        'remplacement porte par porte dans la journée, information de l’exploitant ou du chargé de sécurité, aucune cale laissée sous une porte',
    },
    {
      risque: 'Poussières de bois (cancérogènes) et de perçage',
      mesure: 'usinage en atelier, outils raccordés à une aspiration sur site, masques FFP3',
    },
    {
      risque: 'Manutention des blocs-portes',
      mesure: 'chariots et ventouses de manutention, pose à deux, charges unitaires limitées',
    },
    {
      risque: 'Amiante ou plomb dans les ouvrages déposés ou percés',
      mesure:
        'lecture du repérage avant travaux avant toute dépose ou tout percement, mode opératoire SS4 par des intervenants formés si un matériau amianté est touché',
    },
  ],
  materiaux: [
    'blocs-portes coupe-feu ou pare-flammes que prévoit le CCTP, dans le domaine d’application de leur PV de classement',
    'ferme-portes, sélecteurs de fermeture, ventouses et quincaillerie admis par le PV de chaque porte',
    'joints et mastics intumescents, calfeutrements prescrits par le PV',
    'bois issus de forêts gérées durablement (PEFC ou FSC)',
  ],
  dechets: [
    {
      dechet: 'Portes et huisseries bois déposées',
      categorie: 'DND',
      exutoire: 'centre de tri, bois en valorisation (bois traités en déchets dangereux)',
    },
    { dechet: 'Huisseries métalliques et quincaillerie déposées', categorie: 'DND', exutoire: 'ferrailleur' },
    { dechet: 'Chutes de bois et emballages', categorie: 'DND', exutoire: 'centre de tri, bois en valorisation' },
    {
      dechet: 'Cartouches de mastic intumescent et de mousse',
      categorie: 'DD',
      exutoire: 'collecte des déchets dangereux',
    },
  ],
  autocontroles: [
    {
      point: 'Domaine d’application du PV de chaque porte (dimensions, paroi, quincaillerie)',
      moment: 'avant commande',
      preuve: 'PV visé et fiche de relevé',
    },
    {
      point: 'Calfeutrement de l’huisserie et joints selon le PV',
      moment: 'à la pose, avant habillage (point d’arrêt)',
      preuve: 'fiche d’autocontrôle et photos par porte',
    },
    {
      point: 'Fermeture complète, ferme-porte et sélecteur',
      moment: 'avant réception',
      preuve: 'fiche d’essais par porte',
    },
    {
      point: 'Largeur de passage et effort d’ouverture',
      moment: 'après pose',
      preuve: 'relevé des largeurs et des efforts',
      when: ACCESSIBILITE_NOMMEE,
    },
    {
      point: 'Marquage et déclaration de conformité de pose',
      moment: 'avant réception',
      preuve: 'déclarations de conformité de pose et PV de classement',
    },
  ],
  phases: [
    { nom: 'Relevés, lecture du CCTP et visas des PV', part: 0.15 },
    { nom: 'Fabrication et approvisionnement', part: 0.25 },
    { nom: 'Dépose et pose, porte par porte', part: 0.4 },
    { nom: 'Réglages, essais et marquage', part: 0.15 },
    { nom: 'Réception et levée des réserves', part: 0.05 },
  ],
  pointsAttention: [
    'la part de menuiserie des travaux de sécurité incendie, à lire dans le CCTP et la notice de sécurité (portes remplacées ou créées, recoupements, portes reliées au SSI)',
    'le classement exigé pour chaque porte et la nature des parois qui la reçoivent',
    'la continuité du compartimentage pendant les travaux',
  ],
  sansPointsAttention: /calfeutrements entre les menuiseries|baies et des réservations/,
  biennale: `les ferme-portes, sélecteurs, ventouses et la quincaillerie, éléments d’équipement dissociables destinés à fonctionner ; ${EQUIPEMENT_SUR_EXISTANT}`,
  decennale:
    'les blocs-portes et recoupements posés, lorsqu’ils relèvent des articles 1792 et suivants du code civil (un défaut qui compromettrait la sécurité incendie peut rendre le bâtiment impropre à sa destination)',
  entretien:
    'vérifier au moins une fois par an la fermeture complète de chaque porte coupe-feu depuis toute position, l’état des joints intumescents et le fonctionnement des ferme-portes et des ventouses, ne jamais caler ouverte une porte coupe-feu, et conserver les PV au registre de sécurité',
};

const PORTAIL_MOTORISE = /motoris|automati|barrieres? levantes?/;
/**
 * Outdoor gates and fences named by the object (« Remplacement des portails »), not windows or doors
 * of a building: the work is outdoors, on piers and hinges, with the site's access to keep — no
 * « par local, protection des sols », no embrasures, no NF DTU 36.2.
 */
const PORTAILS_MENUISIER: SousType = {
  key: 'portails',
  label: 'portails et clôtures',
  when: PORTAIL_OU_CLOTURE,
  unless:
    /fenetres?|baies?|chassis|volets?|menuiseries? (exterieures?|interieures?)|portes? (d'entree|interieures?|de distribution|de placards?)|blocs?-portes?/,
  travaux: 'travaux de portails et clôtures',
  ouvrage: 'les portails et clôtures',
  // (the joinery's survey of old windows and doors: not a gate's)
  sansNormes: /36\.[25]|13241|16 juillet 2019/,
  normes: [
    { ref: 'NF EN 13241', objet: 'norme de produit des portes industrielles, commerciales, de garage et des portails' },
    {
      ref: 'NF EN 12453',
      objet: 'sécurité d’utilisation des portes et portails motorisés (détection, efforts)',
      when: PORTAIL_MOTORISE,
    },
  ],
  sansSpecificites: /./,
  etapes: [
    {
      titre: 'Relevés',
      detail:
        'relevé des piliers, des gonds et pivots, des seuils et des pentes du sol, et des alimentations électriques, cotes validées avant commande',
    },
    {
      titre: 'Fabrication et approvisionnement',
      detail:
        'fabrication en atelier ou commande fabricant, contrôle à réception (dimensions, finition, quincaillerie, sens d’ouverture)',
    },
    {
      titre: 'Dépose',
      detail:
        'dépose des portails existants et de leurs gonds ou pivots, contrôle des piliers et des scellements, accès fermé le soir par le portail reposé ou par une clôture provisoire',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Pose',
      detail:
        'massifs, poteaux ou reprises des piliers que le CCTP prévoit, scellement ou fixation chimique des gonds et pivots, pose des vantaux d’aplomb, butées et arrêts de vantaux',
    },
    {
      titre: 'Mise en service',
      detail:
        'réglage de la motorisation, mesure des efforts et essais des dispositifs de sécurité selon la NF EN 12453, ouverture du registre d’entretien',
      when: PORTAIL_MOTORISE,
    },
    {
      titre: 'Réglages et contrôle',
      detail: 'manœuvre, verrouillage et arrêts de chaque vantail, jeu au sol, retouches de finition',
    },
  ],
  risques: [
    {
      risque: 'Chute d’un vantail à la manutention ou à la dépose',
      mesure: 'levage mécanique ou pose à deux, vantail calé jusqu’au serrage des gonds',
    },
    {
      risque: 'Circulation sur l’accès du site',
      mesure:
        'zone de pose balisée, accès des usagers dévié ou gardé, signalisation temporaire sur la voie publique si besoin',
    },
  ],
  sansRisques: /verre|poussières de bois|menuiseries lourdes|menuiseries anciennes déposées/i,
  materiel: [{ nom: 'perforateur et outillage de scellement chimique', match: /perforateur|scellement/ }],
  sansMateriel: /ventouses|menuiseries|défonceuse/,
  habilitations: ['formation à la manutention des charges lourdes (gestes et postures, levage des vantaux)'],
  autocontroles: [
    { point: 'Cotes et sens d’ouverture', moment: 'à la commande', preuve: 'bordereau de relevé validé' },
    {
      point: 'Scellement des gonds et pivots, aplomb des vantaux',
      moment: 'à la pose (point d’arrêt)',
      preuve: 'fiche d’autocontrôle par portail',
    },
    {
      point: 'Efforts et dispositifs de sécurité de la motorisation',
      moment: 'à la mise en service',
      preuve: 'PV de mesure des efforts selon la NF EN 12453',
      when: PORTAIL_MOTORISE,
    },
    { point: 'Manœuvre, verrouillage et arrêts de vantaux', moment: 'avant réception', preuve: 'fiche d’essais' },
  ],
  decennale:
    'les massifs, poteaux et scellements réalisés, lorsqu’un désordre rend l’ouvrage impropre à sa destination',
  phases: [
    { nom: 'Relevés, plans et validation', part: 0.15 },
    { nom: 'Fabrication et approvisionnement', part: 0.35 },
    { nom: 'Pose des portails sur site', part: 0.35 },
    { nom: 'Réglages, essais et réception', part: 0.15 },
  ],
  sansPointsAttention: /baies|calfeutrements/,
  pointsAttention: [
    'les accès du site à maintenir ou à fermer provisoirement pendant la pose des portails',
    'la tenue des piliers et des scellements qui reçoivent les vantaux',
  ],
  dechets: [
    {
      dechet: 'Portails et quincailleries métalliques déposés',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Vantaux bois déposés',
      categorie: 'DND',
      exutoire: 'centre de tri, bois en valorisation (bois traités en déchets dangereux)',
      when: /bois/,
      unless: NEUF_SEUL,
    },
    { dechet: 'Gravats des scellements', categorie: 'Inertes', exutoire: 'plateforme de recyclage des inertes' },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  materiaux: [
    'portails marqués CE selon la NF EN 13241, avec leur déclaration des performances',
    'gonds, pivots et scellements adaptés aux piliers, quincaillerie et arrêts de vantaux pour l’extérieur',
  ],
  biennale: 'la quincaillerie, les motorisations et les éléments d’équipement dissociables des portails',
  entretien:
    'graisser les gonds et les serrures, vérifier les arrêts de vantaux une fois par an ; pour un portail motorisé, entretien et vérification au moins semestriels consignés au registre',
};

/** The interior fit-out of existing premises (« aménagement des locaux », « agencement des bureaux »). */
const AMENAGEMENT_INTERIEUR =
  /(re)?amenagements? (interieurs?|des locaux|de locaux|d'un local|de (nouveaux )?bureaux|des bureaux|d'un plateau)|agencements? (des|de) (bureaux|locaux)/;
/**
 * An interior fit-out whose object names no window, front, shutter, restoration, library nor fixed furniture
 * (their kinds answer those): the menuiserie is interior joinery — doors, glazed or joinery partitions, linings
 * and fixed fittings as the CCTP says, NF DTU 36.2, reaction to fire of the panels — and windows are a hypothesis.
 */
const AMENAGEMENT_LOCAUX_OBJET = new RegExp(
  `^(?=[\\s\\S]*(?:${AMENAGEMENT_INTERIEUR.source}))(?![\\s\\S]*(?:${EXTERIEURES.source}|${RESTAURATION.source}|${RENOVATION_THERMIQUE.source}|${LIEU_DOCUMENTAIRE_REAMENAGE.source}|${AGENCEMENT.when.source}|facades?|occultations?|volets?|\\bbaies?\\b|vitrages?))`,
);
const AMENAGEMENT_LOCAUX: SousType = {
  ...AMENAGEMENT_LIEU_DOCUMENTAIRE,
  key: 'amenagement_locaux',
  label: 'menuiseries intérieures d’un aménagement de locaux',
  when: AMENAGEMENT_LOCAUX_OBJET,
  horsModele: undefined,
  normes: [
    { ref: 'NF DTU 36.2', objet: 'menuiseries intérieures en bois : blocs-portes, cloisons menuisées, habillages' },
    ...(AMENAGEMENT_LIEU_DOCUMENTAIRE.normes ?? []),
  ],
  specificites: [
    {
      when: /./,
      sujet: 'menuiseries intérieures d’un aménagement de locaux',
      texte:
        'L’aménagement de locaux existants redistribue des pièces que délimitent et équipent portes, cloisons et agencements : la part de la menuiserie y est celle que le CCTP confie à notre lot — blocs-portes et huisseries, cloisons menuisées ou vitrées, habillages, placards et agencements fixes selon le cas. Ces ouvrages sont fabriqués d’après les cotes relevées sur site une fois les démolitions et le cloisonnement faits, visés par le maître d’œuvre avant fabrication, posés selon le NF DTU 36.2 après les lots salissants (plâtrerie, peinture, sols) et protégés jusqu’à la réception.',
    },
    {
      when: /police|gendarmerie|commissariat/,
      sujet: 'locaux d’un service de police',
      texte:
        'Dans des locaux de police, le CCTP peut demander des ouvrages de sûreté : porte d’accès et guichet de l’accueil retardateurs d’effraction (classe de résistance selon la NF EN 1627), vitrages de l’accueil feuilletés de sécurité (NF EN 356), portes des locaux sensibles sur un organigramme propre. S’il les prévoit, leur classe est justifiée par PV avant commande, ils sont posés selon leur PV d’essai ; les clés et les cylindres ne sont remis qu’au service, contre signature.',
    },
    ...(AMENAGEMENT_LIEU_DOCUMENTAIRE.specificites ?? []).filter((x) => x.sujet === 'réaction au feu des agencements'),
    {
      when: /./,
      sujet: 'menuiseries extérieures éventuelles',
      texte:
        'L’objet ne nomme ni fenêtres ni portes extérieures : si le CCTP en comprend, leur pose suit le NF DTU 36.5 et son mode opératoire est remis au visa en période de préparation ; si des habillages acoustiques sont prévus, leur classe d’absorption (NF EN ISO 11654) et leur réaction au feu sont justifiées par PV avant commande.',
    },
  ],
};

export const MENUISIER_SOUS_TYPES: SousType[] = [
  {
    key: 'restauration',
    label: 'menuiseries anciennes à restaurer',
    when: RESTAURATION,
    travaux: 'travaux de restauration de menuiseries anciennes',
    ouvrage: 'les menuiseries restaurées',
    sansNormes: NORMES_DU_NEUF,
    normes: [CCTP_RESTAURATION],
    sansSpecificites:
      /^(blocs-portes|menuiseries extérieures neuves|remplacement des menuiseries extérieures|dépose des menuiseries anciennes \(amiante et plomb\)|agencements intérieurs)$/,
    etapes: [
      {
        titre: 'Constat et relevés',
        detail:
          'constat photographique de chaque ouvrage, relevé des profils et des assemblages, sondage de l’état des bois, part d’éléments d’origine à conserver arrêtée contradictoirement avec le maître d’œuvre',
      },
      {
        titre: 'Dépose et fermeture provisoire',
        detail:
          'dépose des vantaux repérés et protégés pour le transport, fermeture provisoire de la baie garantissant le clos et le contrôle des accès du bâtiment',
      },
      {
        titre: 'Restauration en atelier',
        detail:
          'dégarnissage des finitions, greffes et flipots en bois de même essence, remplacement à l’identique des seules pièces non récupérables (profils, assemblages chevillés), chaque choix validé sur échantillon',
      },
      {
        titre: 'Quincaillerie et ferrures',
        detail:
          'dépose, nettoyage et remise en jeu des pentures, serrures et ferrures d’origine ; pièce refaite à l’identique seulement si elle est irrécupérable',
      },
      {
        titre: 'Repose et finitions',
        detail:
          'repose, réglage du jeu et de la manœuvre, finition prévue au CCTP (peinture, huile ou vernis) appliquée sur bois sec',
      },
      {
        titre: 'Dossier de restauration',
        detail: 'photos avant, pendant et après, nature des interventions et des bois employés, remis avec le DOE',
      },
    ],
    risques: [PLOMB_DECAPAGE],
    materiaux: [
      'bois de même essence que l’ouvrage d’origine, de qualité menuiserie et sec à cœur',
      'colles et mastics compatibles avec les bois anciens',
      'finitions prévues au CCTP, validées sur échantillon',
    ],
    phases: [
      { nom: 'Constat, relevés et validation', part: 0.15 },
      { nom: 'Dépose et fermeture provisoire', part: 0.1 },
      { nom: 'Restauration en atelier', part: 0.5 },
      { nom: 'Repose, réglages et finitions', part: 0.2 },
      { nom: 'Réception et dossier de restauration', part: 0.05 },
    ],
    pointsAttention: [
      'la part d’éléments d’origine à conserver, arrêtée avec le maître d’œuvre après le constat',
      'la sûreté et le contrôle des accès du bâtiment pendant la dépose des portes',
    ],
  },
  {
    key: 'entretien',
    label: 'réparations de menuiserie',
    when: ENTRETIEN,
    unless: MARCHES_SUBSEQUENTS,
    etapes: [
      {
        titre: 'Diagnostic à la commande',
        detail:
          'visite du site désigné par le bon, relevé des cotes et de l’ouvrage à reprendre (ouvrant, quincaillerie, vitrage, dormant), photos, devis préalable pour toute prestation absente du bordereau',
      },
      {
        titre: 'Mise en sécurité',
        detail:
          'fermeture provisoire de toute baie ou porte rendue non fermante (panneau, condamnation) le jour même, balisage en présence du public',
      },
      {
        titre: 'Fabrication ou approvisionnement',
        detail: 'pièces de remplacement commandées aux cotes relevées, de même référence ou équivalentes validées',
      },
      {
        titre: 'Réparation ou remplacement',
        detail:
          'pose selon le NF DTU 36.5 (extérieur) ou 36.2 (intérieur), réglage des ouvrants et de la quincaillerie, calfeutrement repris',
      },
      {
        titre: 'Essais et compte rendu',
        detail:
          'manœuvre et fermeture contrôlées avec l’occupant, fiche d’intervention signée (travaux, pièces posées, photos, travaux à prévoir)',
      },
    ],
    phases: [
      { nom: 'Réception du bon, diagnostic et devis éventuel', part: 0.15 },
      { nom: 'Fabrication et approvisionnement', part: 0.4 },
      { nom: 'Intervention sur site', part: 0.3 },
      { nom: 'Essais, réglages et compte rendu', part: 0.15 },
    ],
    pointsAttention: ['les délais de fabrication des pièces sur mesure, à annoncer à l’accusé de réception du bon'],
    specificites: [
      {
        // (a social landlord's stock: the tenants at home, old windows, the dwelling's ventilation)
        when: /logements?|habitations?|patrimoine|locatifs?|\bhlm\b|bailleur|\boph\b|residences?/,
        sujet: 'menuiseries de logements habités',
        texte:
          'Dans un logement habité, l’intervention est convenue avec le locataire (créneau, protection du mobilier, pièce rendue propre et close le jour même). Avant toute dépose d’une menuiserie ancienne, le repérage amiante avant travaux est demandé au bailleur — mastics de vitrage, joints et enduits de calfeutrement peuvent en contenir — et la dépose attend ses conclusions ; une fenêtre remplacée garde les entrées d’air que demande la ventilation du logement, à débit équivalent, pour ne créer ni condensation ni défaut de renouvellement d’air.',
      },
    ],
  },
  {
    // interior products, waste, checks and guarantees (not the windows' kit), its own steps and risks
    ...INTERIEUR_COMMUN,
    key: 'coupe_feu',
    label: 'blocs-portes coupe-feu',
    when: COUPE_FEU,
    unless: EXTERIEURES,
    travaux: 'travaux de blocs-portes coupe-feu',
    ouvrage: 'les blocs-portes coupe-feu',
    // the trade's ERP rule (for a rehabilitation only) gives way to the kind's (wherever an ERP is named)
    sansNormes: /36\.5|14351|NF DTU 39|13241|12453|31\.1|25 juin 1980/,
    sansSpecificites:
      /^(blocs-portes|menuiseries extérieures neuves|remplacement des menuiseries extérieures|menuiseries en bord de mer|exposition marine des menuiseries extérieures|occultations)$/,
    normes: [
      ...NORMES_PORTES_FEU,
      REGLEMENT_ERP,
      {
        ref: 'NF S 61-937',
        objet: 'dispositifs actionnés de sécurité : portes à fermeture automatique asservies au SSI',
        when: /asservi|ventouse|fermeture automatique|\bssi\b|\bdas\b|detection/,
      },
    ],
    etapes: [
      {
        titre: 'Relevé et diagnostic',
        detail:
          'relevé de chaque baie, du classement exigé (EI30, EI60…), du sens d’ouverture et de la nature de la paroi, repérage des portes asservies au SSI',
      },
      {
        titre: 'Choix sous PV de classement',
        detail:
          'blocs-portes commandés dans le domaine d’application de leur PV de classement (dimensions, paroi support, quincaillerie, oculus), PV soumis au visa avant commande',
      },
      {
        titre: 'Dépose et maintien du compartimentage',
        detail:
          'dépose porte par porte, repose le même jour : aucune baie d’un recoupement coupe-feu n’est laissée ouverte le soir',
        when: MENUISERIE_REHAB,
      },
      {
        titre: 'Pose selon le PV',
        detail:
          'huisserie fixée et calfeutrée comme le PV le prescrit (mortier, laine de roche, mastic intumescent), joints intumescents, ferme-porte et sélecteur de fermeture pour les portes à deux vantaux',
      },
      {
        titre: 'Essais et marquage',
        detail:
          'fermeture complète depuis toute position vérifiée, essai des ventouses avec le lot SSI, plaque ou étiquette d’identification, déclaration de conformité de pose et PV remis au DOE',
      },
    ],
    risques: [
      {
        risque: 'Perte temporaire du compartimentage coupe-feu',
        mesure:
          'remplacement porte par porte dans la journée, information du chargé de sécurité de l’établissement, aucune cale laissée sous une porte',
        when: MENUISERIE_REHAB,
      },
      ...(INTERIEUR_COMMUN.risques ?? []),
    ],
    phases: [
      { nom: 'Relevés et visas des PV', part: 0.1 },
      { nom: 'Fabrication et approvisionnement', part: 0.25 },
      { nom: 'Pose des blocs-portes selon leur PV', part: 0.45 },
      { nom: 'Réglages, essais et marquage', part: 0.15 },
      { nom: 'Réception et levée des réserves', part: 0.05 },
    ],
    pointsAttention: [
      'le classement exigé pour chaque porte et la nature des parois qui les reçoivent',
      'les portes asservies au système de sécurité incendie, à traiter avec le titulaire du SSI',
    ],
    sansPointsAttention: /calfeutrements entre les menuiseries|baies et des réservations/,
    entretien: SECURITE_INCENDIE_PORTES.entretien,
  },
  SECURITE_INCENDIE_PORTES,
  {
    key: 'exterieures_remplacement',
    label: 'menuiseries extérieures',
    when: new RegExp(`^(?=[\\s\\S]*(${EXTERIEURES.source}))${REMPLACEMENT_SEUL.source.slice(1)}`),
    travaux: 'travaux de remplacement de menuiseries extérieures',
    ouvrage: 'les menuiseries extérieures',
    phases: [
      { nom: 'Prise de cotes, plans et validation', part: 0.1 },
      { nom: 'Fabrication et approvisionnement', part: 0.25 },
      { nom: 'Dépose et pose, local par local', part: 0.5 },
      { nom: 'Habillages, réglages et essais', part: 0.1 },
      { nom: 'Réception et levée des réserves', part: 0.05 },
    ],
    // (the trade's risk of old joinery, for any existing building, said once)
    risques: [{ ...AMIANTE_PLOMB_DEPOSE, when: undefined }],
    sansRisques: /^Amiante ou plomb dans les menuiseries anciennes déposées$/,
    pointsAttention: [
      'l’état des dormants et des tableaux existants (dépose totale ou pose sur dormant existant)',
      'le maintien du clos des locaux pendant les échanges de menuiseries',
    ],
  },
  {
    // « Amélioration thermique des bâtiments » names no window, but on an existing building the joiner replaces
    // them: old windows removed (asbestos in mastics checked first), removed windows sorted as waste.
    key: 'renovation_thermique',
    label: 'remplacement de menuiseries extérieures (rénovation thermique)',
    when: /(amelioration|renovation|rehabilitation) (thermique|energetique)|performances? (thermique|energetique)s?/,
    surObjet: true,
    unless: new RegExp(`${EXTERIEURES.source}|${RESTAURATION.source}|${ENTRETIEN.source}`),
    travaux: 'travaux de menuiseries extérieures de la rénovation thermique',
    ouvrage: 'les menuiseries extérieures',
    // (its own paragraph on the removal of the old windows replaces the trade's)
    sansSpecificites: /^dépose des menuiseries anciennes \(amiante et plomb\)$/,
    specificites: [
      {
        when: /./,
        sujet: 'dépose des menuiseries existantes',
        texte:
          'Sur les bâtiments existants, les menuiseries anciennes sont déposées baie par baie et remplacées le jour même, pour que les locaux restent clos : le repérage de l’amiante avant travaux est lu avant toute dépose, les mastics de vitrage et joints anciens pouvant en contenir (dépose selon un mode opératoire de sous-section 4 s’il en signale) ; dormants, ouvrants et vitrages déposés sont triés par matériau pour la filière REP PMCB.',
      },
    ],
    // (the trade's risk of old joinery, for any existing building, said once)
    risques: [{ ...AMIANTE_PLOMB_DEPOSE, when: undefined }],
    sansRisques: /^Amiante ou plomb dans les menuiseries anciennes déposées$/,
    phases: [
      { nom: 'Prise de cotes, plans et validation', part: 0.1 },
      { nom: 'Fabrication et approvisionnement', part: 0.25 },
      { nom: 'Dépose et pose, local par local', part: 0.5 },
      { nom: 'Habillages, réglages et essais', part: 0.1 },
      { nom: 'Réception et levée des réserves', part: 0.05 },
    ],
    dechets: [
      {
        dechet: 'Menuiseries déposées (dormants et ouvrants en bois, PVC ou aluminium)',
        categorie: 'DND',
        exutoire: 'tri par matériau, point de reprise de la filière REP PMCB',
      },
      { dechet: 'Vitrages déposés', categorie: 'DND', exutoire: 'filière de recyclage du verre plat' },
      {
        dechet: 'Mastics ou joints amiantés, si le repérage en signale',
        categorie: 'DD',
        exutoire: 'emballages étanches étiquetés, installation autorisée, bordereau BSDA',
      },
      { dechet: 'Chutes de bois et emballages', categorie: 'DND', exutoire: 'centre de tri' },
      { dechet: 'Cartouches de mastic et mousses', categorie: 'DD', exutoire: 'collecte des déchets dangereux' },
    ],
    pointsAttention: [
      'l’état des dormants et des tableaux existants (dépose totale ou pose sur dormant existant)',
      'le maintien du clos des locaux pendant les échanges de menuiseries',
    ],
  },
  {
    key: 'exterieures',
    label: 'menuiseries extérieures',
    when: EXTERIEURES,
    unless: new RegExp(`${REMPLACEMENT_SEUL.source}|${RESTAURATION.source}`),
    travaux: 'travaux de menuiseries extérieures',
    ouvrage: 'les menuiseries extérieures',
    pointsAttention: ['les appuis et les tolérances des baies livrées par le gros œuvre'],
  },
  AMENAGEMENT_LIEU_DOCUMENTAIRE,
  // the library's kind already writes its fit-out and interior joinery
  {
    ...AGENCEMENT,
    unless: new RegExp(
      `${BAIES_MENUISEES.source}|${JEUNES_ENFANTS.source}|${AMENAGEMENT_LIEU_DOCUMENTAIRE.when.source}`,
    ),
  },
  ZONES_DE_CHANGE,
  { ...AGENCEMENT_JEUNES_ENFANTS, unless: ZONES_DE_CHANGE.when },
  ...avecTousCorpsEtat(
    AMENAGEMENT_LOCAUX,
    tousCorpsEtat('les menuiseries intérieures', 'démolitions, plâtrerie, électricité, plomberie, revêtements'),
  ),
  STORES,
  {
    ...INTERIEUR_COMMUN,
    key: 'interieures',
    label: 'menuiseries intérieures et agencement',
    when: /menuiseries? interieures?|blocs?-portes?|portes? interieures?|placards?|agencement|habillages? bois/,
    unless: new RegExp(
      `menuiseries? exterieures?|fenetres?|chassis|baies?|facade|occultations?|volets?|${LIEU_DOCUMENTAIRE_REAMENAGE.source}|${AMENAGEMENT_LOCAUX_OBJET.source}`,
    ),
    travaux: 'travaux de menuiseries intérieures et d’agencement',
    ouvrage: 'les menuiseries intérieures',
    sansNormes: /36\.5|14351|20 avril 2017|NF DTU 39/,
    phases: [
      { nom: 'Relevés, plans et visas', part: 0.1 },
      { nom: 'Fabrication et approvisionnement', part: 0.25 },
      { nom: 'Pose des huisseries, blocs-portes et agencements', part: 0.45 },
      { nom: 'Quincaillerie, réglages et essais', part: 0.15 },
      { nom: 'Réception et levée des réserves', part: 0.05 },
    ],
    etapes: [
      {
        titre: 'Relevés',
        detail: 'relevé des baies, des réservations et des cloisons, validation des cotes et des sens d’ouverture',
      },
      {
        titre: 'Fabrication et approvisionnement',
        detail:
          'commande des blocs-portes avec leurs PV de résistance au feu et leur classement acoustique quand ils sont exigés',
      },
      {
        titre: 'Pose des huisseries et blocs-portes',
        detail: 'pose d’aplomb et de niveau selon le NF DTU 36.2, calfeutrements adaptés (coupe-feu, acoustique)',
      },
      {
        titre: 'Agencements et habillages',
        detail: 'placards, habillages et plinthes, fixations adaptées aux supports',
      },
      {
        titre: 'Quincaillerie et réglages',
        detail: 'ferme-portes, serrures et organigramme, réglages et essais de fonctionnement',
      },
    ],
  },
  PORTAILS_MENUISIER,
];

/** « Mise en accessibilité », PMR, Ad'AP: the accessibility works of an existing ERP (not « accès »). */
const ACCESSIBILITE =
  /mise en accessibilite|mises? aux normes (d'accessibilite|pmr)|accessibilite (pmr|des personnes|aux personnes|handicap)|\bpmr\b|\bad'?ap\b/;

/** Fixed metalwork has no motorisation: its guarantees and upkeep are the fixings' and the coating's. */
const OUVRAGES_FIXES: Pick<SousType, 'biennale' | 'entretien'> = {
  biennale:
    'les éléments d’équipement dissociables des ouvrages (portillons, trappes, quincaillerie) lorsque le marché en comprend',
  entretien:
    'contrôler une fois par an les fixations, les assemblages boulonnés et l’état de la galvanisation ou de la peinture, retoucher les éclats et remplacer toute pièce corrodée ou déformée',
};

/** A duct, gallery or tunnel: the metalwork is fitted in a confined space reached through narrow accesses. */
const CONFINE =
  /\bgaines?\b(?! technique)|\btunnels?\b|\bgaleries? (techniques?|souterraines?|de visite|d'air)|galeries?\b[^.]{0,40}(ventilation|air)|espaces? confines?|puits (de ventilation|d'acces)|\bcaniveaux? techniques?/;
const PLATEFORME_METAL =
  /garde-corps|garde corps|escaliers? (metalliques?|exterieurs?|de secours|helicoidal)|passerelles?|plateformes? metalliques?|mains? courantes?|coursives?|structures? metalliques?|charpente metallique|echelles?/;

/**
 * Fixed metal platforms, walkways and ladders in a duct, gallery or tunnel (« plateformes métalliques en gaine
 * d’air frais du tunnel »): a confined space (atmosphere, ventilation, rescue), reached through narrow accesses,
 * where no nacelle goes: parts sized for the accesses, work from the platform levels or a rolling scaffold.
 */
const PLATEFORMES_EN_GAINE: SousType = {
  key: 'plateformes_en_gaine',
  label: 'plateformes, passerelles et garde-corps métalliques en gaine ou en galerie',
  when: new RegExp(`^(?=[\\s\\S]*(?:${PLATEFORME_METAL.source}))(?=[\\s\\S]*(?:${CONFINE.source}))`),
  travaux: 'travaux de métallerie (plateformes, passerelles et garde-corps en gaine)',
  ouvrage: 'les ouvrages métalliques',
  normes: [
    {
      ref: 'NF EN ISO 14122-2 et NF EN ISO 14122-3',
      objet:
        'moyens d’accès permanents aux installations : plateformes de travail, passerelles, escaliers et garde-corps',
    },
    {
      ref: 'NF EN ISO 14122-4',
      objet: 'moyens d’accès permanents aux installations : échelles fixes',
      when: /echelles?|crinolines?/,
    },
  ],
  // a technical platform's guard-rails follow NF EN ISO 14122-3, not the dwelling rules of NF P01-012/013
  sansNormes: /NF P01-01[23]|13241|12453|36\.5/,
  sansSpecificites: /garde-corps|portail|motoris|automatis/i,
  specificites: [
    {
      when: /./,
      sujet: 'intervention en gaine ou en galerie',
      texte:
        'Les plateformes sont dans une gaine où l’on travaille en espace confiné : l’atmosphère est contrôlée avant l’accès et en continu par détecteurs multigaz portés (oxygène, monoxyde de carbone, gaz toxiques et explosibles), la ventilation de la gaine est maintenue ou complétée par une ventilation mécanique, et aucun intervenant n’y entre seul : un surveillant reste à l’accès, en liaison avec l’équipe, et le plan de sauvetage (moyens d’extraction, appel des secours, accès des secours) est arrêté avant le démarrage avec l’exploitant de l’ouvrage et le coordonnateur SPS. Les créneaux d’intervention, la consignation de la ventilation et les consignes d’évacuation de l’ouvrage sont ceux que fixe l’exploitant.',
    },
    {
      when: /./,
      sujet: 'accès et moyens de pose en gaine',
      texte:
        'Aucune nacelle n’entre dans une gaine : les pièces sont fabriquées en éléments dont le poids et les dimensions passent par les accès relevés (trappes, portes, puits), manutentionnées au palan ou au treuil sur points d’ancrage vérifiés, et posées depuis les niveaux de plateforme existants, protégés, ou depuis un échafaudage roulant ou des plateaux montés dans la gaine ; sur toute zone où la protection collective manque, les poseurs travaillent au harnais sur ligne de vie ou point d’ancrage.',
    },
    {
      when: /./,
      sujet: 'plateformes métalliques fixes',
      texte:
        'Les plateformes, passerelles et garde-corps sont des moyens d’accès permanents : ils suivent la NF EN ISO 14122 (largeur de passage, garde-corps avec lisse, sous-lisse et plinthe, échelles fixes et crinolines le cas échéant), sont exécutés selon la NF EN 1090-2 dans la classe d’exécution que fixe le CCTP (EXC2 en général) et galvanisés à chaud selon la NF EN ISO 1461 pour l’ambiance humide et corrosive de la gaine ; caillebotis antidérapants et fixations en acier galvanisé ou inox, sans contact entre métaux différents.',
    },
  ],
  etapes: [
    {
      titre: 'Relevés en gaine et plans d’atelier',
      detail:
        'relevé des plateformes existantes, des supports et des accès sur un créneau fixé par l’exploitant, plans d’atelier et note de calcul (charges d’exploitation, classe d’exécution NF EN 1090-2) soumis au visa, découpage des pièces selon les accès',
    },
    {
      titre: 'Préparation de l’intervention',
      detail:
        'plan de prévention ou PPSPS, permis de pénétrer en espace confiné, mesure de l’atmosphère, ventilation, plan de sauvetage et créneaux arrêtés avec l’exploitant',
    },
    {
      titre: 'Fabrication et galvanisation',
      detail:
        'débit, assemblage et soudage en atelier par soudeurs qualifiés (NF EN ISO 9606-1), galvanisation à chaud selon la NF EN ISO 1461, assemblage sur site par boulonnage',
    },
    {
      titre: 'Dépose et modification',
      detail:
        'dépose des éléments à modifier par découpe à froid de préférence, tout point chaud sous permis de feu, protections provisoires maintenues sur les trémies et rives ouvertes',
      when: /modification|depose|remplacement|renovation|reprise|adaptation/,
    },
    {
      titre: 'Pose',
      detail:
        'manutention au palan ou au treuil, pose depuis les niveaux existants ou un échafaudage roulant, fixation par platines et chevilles sous évaluation technique européenne, serrage au couple',
    },
    {
      titre: 'Contrôles et retouches',
      detail:
        'largeurs, garde-corps et échelles vérifiés selon la NF EN ISO 14122, serrage des assemblages, retouches de galvanisation, fiches d’autocontrôle remises au DOE',
    },
  ],
  risques: [
    {
      risque: 'Asphyxie ou intoxication en espace confiné',
      mesure:
        'mesure de l’atmosphère avant l’accès et en continu (détecteurs multigaz), ventilation maintenue, surveillant à l’accès, plan de sauvetage arrêté avec l’exploitant',
    },
    {
      risque: 'Chute de hauteur lors de la pose des plateformes et garde-corps',
      mesure:
        'protections provisoires maintenues jusqu’à la pose définitive, travail depuis les niveaux protégés ou un échafaudage roulant, harnais sur ligne de vie',
    },
    {
      risque: 'Fumées de soudage et incendie en volume confiné',
      mesure:
        'soudage en atelier, découpe à froid sur site, permis de feu et aspiration à la source pour tout point chaud',
    },
  ],
  sansRisques: /chute de hauteur|incendie/i,
  materiel: [
    { nom: 'détecteurs multigaz portables', match: /detecteur|multigaz|explosimetre/ },
    { nom: 'ventilateur-extracteur portable et gaines souples', match: /ventilat|extracteur/ },
    { nom: 'échafaudage roulant et plateaux de travail', match: /echafaudage/ },
    { nom: 'palan ou treuil de manutention', match: /palan|treuil|tirfor/ },
    { nom: 'éclairage portatif de chantier', match: /eclairage|projecteur/ },
  ],
  sansMateriel: /nacelle/,
  habilitations: [
    'soudeurs qualifiés selon la NF EN ISO 9606-1',
    'permis de feu',
    'formation au travail en espace confiné et au sauvetage',
    'travail en hauteur et port du harnais',
  ],
  autocontroles: [
    {
      point: 'Certificats matière, classe d’exécution et qualification des soudeurs',
      moment: 'avant fabrication',
      preuve: 'dossier de traçabilité NF EN 1090',
    },
    { point: 'Soudures (contrôle visuel)', moment: 'en atelier', preuve: 'fiche de contrôle' },
    {
      point: 'Épaisseur de galvanisation',
      moment: 'à réception des pièces traitées',
      preuve: 'certificat du galvaniseur, mesures à la jauge',
    },
    {
      point: 'Atmosphère de la gaine',
      moment: 'avant chaque accès et en continu',
      preuve: 'relevés des détecteurs, permis de pénétrer',
    },
    {
      point: 'Garde-corps, largeurs de passage, échelles et fixations',
      moment: 'après pose (point d’arrêt avant dépose des protections provisoires)',
      preuve: 'fiche d’autocontrôle NF EN ISO 14122',
    },
  ],
  phases: [
    { nom: 'Relevés, plans d’atelier et visa', part: 0.15 },
    { nom: 'Fabrication et galvanisation', part: 0.3 },
    { nom: 'Préparation de l’intervention en gaine', part: 0.05 },
    { nom: 'Dépose et pose en gaine', part: 0.4 },
    { nom: 'Contrôles, retouches et réception', part: 0.1 },
  ],
  pointsAttention: [
    'les créneaux d’intervention, la consignation de la ventilation et les consignes de sécurité que fixe l’exploitant de l’ouvrage',
    'les dimensions des accès à la gaine, qui fixent le découpage des pièces',
    'la nature et l’état des supports de fixation et l’ambiance corrosive de la gaine',
  ],
  sansPointsAttention: /./,
  ...OUVRAGES_FIXES,
};

/** Seats of spectators: benches, seats, banquettes (« bancs d’assise », « sièges », « assises »). */
const SIEGES =
  /\bbancs?\b|\bsieges?\b(?! (sociaux|social|administratifs?|de (la|l'|du|des) (communaute|mairie|syndicat|club|association|direction|agence|district|departement)))|(?<!couches? d')\bassises?\b(?! (de|des) (chaussees?|voiries?|fondations?))|banquettes?|fauteuils?|places? assises/;
/** Where spectators sit: a stand, its steps, a stadium, a velodrome, a sports or show hall. */
const TRIBUNE =
  /tribunes?|gradins?|stades?|velodromes?|arenes?|hippodromes?|spectateurs?|salles? (de sports?|omnisports?|de spectacles?)|gymnases?|patinoires?|complexes? sportifs?|boulodromes?|terrains? de (football|rugby|sports?)/;
/** Seats of a stand or a sports hall named by the object. */
const SIEGES_TRIBUNE = new RegExp(`^(?=[\\s\\S]*(?:${SIEGES.source}))(?=[\\s\\S]*(?:${TRIBUNE.source}))`);
/** Guard-rails named by the object with the seats: their own kind, and their lines, stay. */
const GARDE_CORPS_NOMMES = /garde-corps|garde corps|mains? courantes?|rampes?\b/;
/** Seats that fold (tip-up seats): a mechanism meant to work, under the biennale. */
const SIEGES_RELEVABLES = /relevables?|rabattables?|basculants?/;
/** Old seats removed (replacement, renovation): their dépose, the old holes filled. */
const SIEGES_EXISTANTS = /remplacement|renovation|rehabilit|refection|depose|existants?|reprise/;

/**
 * Seats and benches of a stand (« bancs d’assise pour la tribune du Vélodrome », « remplacement des sièges
 * des gradins du stade »): spectator seating under NF EN 13200-1 and -4 and NF EN 12727, anchored into the
 * concrete steps with tested anchors, protected against corrosion for the site's exposure, with their fire
 * reaction and the wheelchair places of an ERP — no guard-rail, nacelle nor motorisation. With
 * « conception », the design (calculation notes, prototype) is ours and submitted for approval.
 */
function siegesDeTribune(): SousType[] {
  const base: SousType = {
    key: 'sieges_tribune',
    label: 'métallerie des sièges et bancs de tribune',
    when: SIEGES_TRIBUNE,
    surObjet: true,
    travaux: 'travaux de métallerie des assises de tribune',
    ouvrage: 'les assises de la tribune',
    normes: [
      {
        ref: 'NF EN 13200-1',
        objet:
          'installations pour spectateurs : conception des espaces d’observation (largeur des places, profondeur des rangées, passages et visibilité)',
      },
      {
        ref: 'NF EN 13200-4',
        objet: 'installations pour spectateurs : sièges, caractéristiques de produit',
      },
      {
        ref: 'NF EN 12727',
        objet: 'mobilier, sièges en rangées : exigences et essais de résistance et de durabilité',
      },
      {
        ref: 'NF EN 1992-4 (Eurocode 2) et ETE des chevilles',
        objet:
          'conception-calcul des fixations dans le béton des gradins, chevilles sous évaluation technique européenne',
      },
      {
        ref: 'NF EN ISO 12944',
        objet:
          'protection anticorrosion des structures en acier par systèmes de peinture, selon la catégorie de corrosivité du site et la durabilité visée',
      },
      {
        ref: 'NF EN 13501-1',
        objet:
          'classement de réaction au feu des matériaux d’assise, exigé par le règlement de sécurité contre l’incendie des ERP (arrêté du 25 juin 1980 modifié) selon le type et la catégorie de l’établissement',
      },
      {
        ref: 'Arrêtés du 20 avril 2017 (ERP neufs) et du 8 décembre 2014 (ERP existants)',
        objet:
          'emplacements réservés aux personnes en fauteuil roulant dans les tribunes, maintenus avec leur place d’accompagnant',
      },
    ],
    sansNormes: /NF P01-01[23]|13241|12453|36\.5|1125|^Arrêtés du 20 avril 2017/,
    specificites: [
      {
        when: /./,
        sujet: 'sièges et bancs de tribune',
        texte:
          'Les assises d’une tribune sont des sièges en rangées pour spectateurs : leur implantation respecte la NF EN 13200-1 (largeur de place, profondeur de rangée, passage libre entre rangées, visibilité conservée depuis chaque place) ; leur résistance comme leur durabilité sont justifiées par les essais de la NF EN 13200-4 et de la NF EN 12727 au niveau d’usage d’un équipement public. Le matériau d’assise — bois de classe d’emploi adaptée ou essence naturellement durable, stratifié compact HPL, aluminium ou polymère stabilisé aux UV — est celui que fixe le CCTP ou que notre conception propose au visa : arêtes arrondies, sans échardes ni vide où un doigt se coince, assise qui ne retient pas l’eau de pluie. Les emplacements réservés aux personnes en fauteuil roulant et leurs places d’accompagnant sont conservés dégagés, et les numéros de rangée et de place sont repris si le CCTP le demande.',
      },
      {
        when: /./,
        sujet: 'fixation des assises dans les gradins en béton',
        texte:
          'Les assises sont ancrées dans les gradins en béton par des chevilles sous évaluation technique européenne (ETE), dimensionnées selon la NF EN 1992-4 pour les efforts de la NF EN 12727 et de la foule debout sur les assises, avec les distances aux bords des nez de gradin que l’ETE impose. Avant toute commande, l’état du béton des gradins (fissures, épaufrures, armatures apparentes) est relevé et des essais de traction sur site valident la cheville retenue ; à la pose, chaque ancrage est serré au couple de l’ETE, puis des essais de traction de réception sont faits sur un échantillon de chevilles, consignés au DOE.',
      },
      {
        when: /./,
        sujet: 'réaction au feu des assises',
        texte:
          'Une tribune est un établissement recevant du public : la réaction au feu des assises est celle qu’exige le règlement de sécurité pour le type et la catégorie de l’établissement fixés par sa notice de sécurité, justifiée par le procès-verbal de classement (NF EN 13501-1) du matériau proposé, remis au visa avant toute commande ; les dégagements et les largeurs de passage entre rangées ne sont jamais réduits par les assises.',
      },
      {
        when: /conception/,
        sujet: 'conception des assises soumise au visa',
        texte:
          'Le marché comprend la conception des assises : plans d’ensemble et de détail, note de calcul de l’assise, de sa structure et de ses ancrages, fiches des matériaux avec leurs procès-verbaux (réaction au feu, essais NF EN 12727), teintes et finitions sont soumis au maître d’ouvrage avant fabrication. Un module prototype, posé sur un gradin ou présenté en atelier, est validé avant la fabrication en série ; nos études restent sous notre responsabilité de concepteur et sont reprises au DOE.',
      },
      {
        when: /./,
        sujet: 'protection anticorrosion des structures d’assise',
        texte:
          'Les structures en acier des assises sont galvanisées à chaud selon la NF EN ISO 1461, puis thermolaquées ou revêtues d’un système de peinture choisi selon la NF EN ISO 12944 pour la catégorie de corrosivité du site relevée à la visite (C4, voire C5, à proximité de la mer ou d’une atmosphère industrielle) et la durabilité demandée ; la visserie et les chevilles sont en inox ou en acier protégé de tenue équivalente, sans contact direct entre métaux différents.',
      },
      {
        when: BORD_DE_MER,
        sujet: 'assises en ambiance marine',
        texte:
          'Le site est en bord de mer : la catégorie de corrosivité retenue est au moins C4, la galvanisation est complétée d’un thermolaquage de qualité bord de mer (Qualimarine ou Qualicoat Seaside), la visserie et les chevilles sont en inox A4, et les conseils d’entretien prévoient un rinçage à l’eau douce des structures exposées aux embruns.',
      },
      {
        when: /velodrome|stade|gymnase|salle|complexe|arene|hippodrome|patinoire|terrain/,
        sujet: 'tribune d’un équipement sportif en service',
        texte:
          'L’équipement reste en service pendant les travaux : les interventions sont calées sur son calendrier de manifestations et d’entraînements, la zone de tribune en travaux est fermée au public et balisée, et aucune manifestation ne s’y tient avant que les assises posées soient contrôlées et la zone rendue propre.',
      },
    ],
    sansSpecificites:
      /^(garde-corps et mains courantes|portails et clôtures|ouvrages de structure métallique|ouvrages métalliques en bord de mer|fermetures et contrôle d’accès)$/,
    etapes: [
      {
        titre: 'Relevé des gradins',
        detail:
          'géométrie réelle de chaque rangée (hauteur et profondeur des gradins, nez de gradin), état du béton, dégagements, emplacements des personnes en fauteuil roulant et calepinage des places',
      },
      {
        titre: 'Essais préalables des chevilles',
        detail:
          'essais de traction sur site dans le béton des gradins pour valider la cheville sous ETE et sa note de calcul selon la NF EN 1992-4, avant toute commande',
      },
      {
        titre: 'Plans, notes de calcul et échantillons',
        detail:
          'plans d’ensemble et de détail, note de calcul des assises et de leurs ancrages, procès-verbaux de réaction au feu et d’essais des matériaux, teintes sur échantillon, soumis au visa',
      },
      {
        titre: 'Prototype',
        detail: 'module prototype présenté et validé par le maître d’ouvrage avant la fabrication en série',
        when: /conception|prototype|sur mesure/,
      },
      {
        titre: 'Fabrication en atelier',
        detail:
          'débit, soudage par soudeurs qualifiés selon la NF EN 1090-2, galvanisation à chaud et finition selon la catégorie de corrosivité, usinage des assises, arêtes arrondies',
      },
      {
        titre: 'Dépose des assises existantes',
        detail:
          'dépose rangée par rangée, anciens ancrages arasés ou extraits, trous rebouchés au mortier de réparation avant la pose des nouveaux ancrages',
        when: SIEGES_EXISTANTS,
      },
      {
        titre: 'Pose rangée par rangée',
        detail:
          'zone de tribune fermée au public, perçage du béton avec aspiration à la source, ancrages posés et serrés au couple de l’ETE, alignement des rangées et hauteur d’assise réglés au cordeau',
      },
      {
        titre: 'Contrôles et dossier',
        detail:
          'essais de traction de réception sur un échantillon de chevilles, contrôle du serrage, des alignements, des passages entre rangées et des emplacements réservés, DOE avec notes de calcul, procès-verbaux et certificats de galvanisation',
      },
    ],
    risques: [
      {
        risque: 'Chute de plain-pied ou dans les gradins',
        mesure:
          'circulations dégagées et balisées dans la tribune, matériaux stockés hors des marches, travail en rive haute de tribune à distance du vide ou avec harnais sur point d’ancrage',
      },
      {
        risque: 'Poussières de silice lors du perçage du béton',
        mesure: 'perforateur avec aspiration à la source, masque FFP3, nettoyage par aspiration',
      },
      {
        risque: 'Présence du public ou des usagers de l’équipement',
        mesure:
          'zone de travaux fermée et balisée, interventions calées hors des manifestations, aucun outil ni matériau laissé accessible',
      },
    ],
    sansRisques: /garde-corps/,
    materiel: [
      { nom: 'perforateur avec aspiration à la source', match: /perforateur|aspirat/ },
      // « testeur »: with the pull-out tests, before the order and at the reception, not with the laying
      { nom: 'extractomètre (testeur de traction des chevilles)', match: /extractometre|arrachement|traction/ },
      { nom: 'clé dynamométrique étalonnée', match: /dynamometrique/ },
      { nom: 'cordeau et laser pour l’alignement des rangées', match: /laser|cordeau|niveau/ },
    ],
    sansMateriel: /nacelle|groupe électrogène|poste à souder/,
    materiaux: [
      'structures en acier S235 ou S355 avec certificats matière 3.1, galvanisées à chaud selon la NF EN ISO 1461 et finies selon la catégorie de corrosivité du site',
      'assises du matériau prescrit par le CCTP ou validé au visa (bois durable, stratifié compact HPL, aluminium ou polymère stabilisé aux UV), avec leur procès-verbal de réaction au feu',
      'chevilles sous évaluation technique européenne (ETE), visserie inox',
    ],
    habilitations: [
      'soudeurs qualifiés selon la NF EN ISO 9606-1 (fabrication en atelier)',
      'permis de feu pour toute reprise par point chaud sur site',
      'pose des chevilles selon leur ETE et conduite des essais de traction',
    ],
    autocontroles: [
      {
        point: 'Essais de traction préalables des chevilles dans les gradins',
        moment: 'avant commande (point d’arrêt)',
        preuve: 'PV d’essais et note de calcul NF EN 1992-4',
      },
      {
        point: 'Plans, notes de calcul, procès-verbaux de réaction au feu et d’essais',
        moment: 'avant fabrication (point d’arrêt)',
        preuve: 'documents visés par le maître d’œuvre',
      },
      { point: 'Certificats matière et soudures', moment: 'en atelier', preuve: 'dossier de traçabilité NF EN 1090' },
      {
        point: 'Épaisseur de galvanisation et de finition',
        moment: 'à réception des pièces traitées',
        preuve: 'certificat du galvaniseur, mesures à la jauge',
      },
      {
        point: 'Serrage des ancrages, alignement des rangées, passages et emplacements réservés',
        moment: 'à l’avancement, rangée par rangée',
        preuve: 'fiche d’autocontrôle',
      },
      {
        point: 'Essais de traction de réception sur un échantillon de chevilles',
        moment: 'avant réception',
        preuve: 'PV d’essais',
      },
    ],
    phases: [
      { nom: 'Relevé des gradins, essais de chevilles et études', part: 0.2 },
      { nom: 'Fabrication et traitement anticorrosion', part: 0.3 },
      { nom: 'Pose des assises, rangée par rangée', part: 0.35 },
      { nom: 'Essais de réception, contrôles et repli', part: 0.15 },
    ],
    pointsAttention: [
      'l’état et la géométrie des gradins en béton, relevés rangée par rangée, qui fixent les ancrages',
      'la catégorie de corrosivité du site, qui fixe la protection des structures et la nature de la visserie',
      'le calendrier des manifestations de l’équipement, qui fixe les périodes de pose',
    ],
    sansPointsAttention: /./,
    dechets: [
      {
        dechet: 'Assises et structures déposées',
        categorie: 'DND',
        exutoire: 'tri par matériau : métaux chez le ferrailleur, bois et plastiques en valorisation',
        when: SIEGES_EXISTANTS,
      },
      {
        dechet: 'Chutes d’acier et des matériaux d’assise',
        categorie: 'DND',
        exutoire: 'ferrailleur et centre de tri',
      },
      { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
      { dechet: 'Poussières et gravats de perçage', categorie: 'Inertes', exutoire: 'plateforme inertes' },
      {
        dechet: 'Bombes de peinture et solvants de retouche',
        categorie: 'DD',
        exutoire: 'collecte des déchets dangereux, bordereau sur Trackdéchets',
      },
    ],
    biennale: '',
    decennale:
      'les assises et leurs ancrages dans les gradins, lorsqu’un désordre compromet leur solidité ou la sécurité des spectateurs',
    entretien:
      'contrôler une fois par an le serrage des ancrages, l’état des assises et de la protection anticorrosion, retoucher les éclats et remplacer toute assise fendue ou déformée',
  };
  return [
    { ...base, unless: new RegExp(`${GARDE_CORPS_NOMMES.source}|${SIEGES_RELEVABLES.source}`) },
    {
      // tip-up seats: their mechanism is equipment meant to work
      ...base,
      when: new RegExp(`${SIEGES_TRIBUNE.source}(?=[\\s\\S]*(?:${SIEGES_RELEVABLES.source}))`),
      unless: GARDE_CORPS_NOMMES,
      biennale: 'les mécanismes de relevage des sièges, éléments d’équipement dissociables destinés à fonctionner',
    },
    {
      // guard-rails named with the seats: their kind is read too, and their lines stay
      ...base,
      when: new RegExp(`${SIEGES_TRIBUNE.source}(?=[\\s\\S]*(?:${GARDE_CORPS_NOMMES.source}))`),
      sansNormes: /13241|12453|36\.5|1125|^Arrêtés du 20 avril 2017/,
      sansSpecificites:
        /^(portails et clôtures|ouvrages de structure métallique|ouvrages métalliques en bord de mer|fermetures et contrôle d’accès)$/,
      sansRisques: undefined,
      biennale: undefined,
      decennale: undefined,
    },
  ];
}

/**
 * The ironwork of an old civic building's façades and courtyards (« rénovation et embellissement des façades… et
 * réaménagement des cours du Palais Consulaire »): restored rather than replaced — survey of balconies, gates,
 * grilles and railings, lead checked before stripping, dépose to the workshop, repairs compatible with old iron, a
 * paint or metallisation system —, guard-rails brought to NF P01-012, the façade scaffold shared with the other lots.
 */
const FACADES_OU_COURS = /facades?|\bcours? (d'honneur|interieures?|du|de la|des)\b|balcons?|ferronneries?/;
const RENOVATION_FACADES = /renov|restaur|embelliss|rehabilit|ravalement|refection|reamenag|mise en valeur/;
const EDIFICE_CIVIQUE_ANCIEN =
  /\bpalais\b|hotels? de ville|hotels? particuliers?|hotels? de (region|departement|la prefecture)|consulaire|prefectures?|tribunal|theatres?|\bopera\b|musees?|\bbourse\b|chateaux?|monuments? historiques?|patrimoni|\bhistoriques?\b|batiments? anciens?|immeubles? anciens?/;
const FERRONNERIES_DE_FACADE = new RegExp(
  `^(?=[\\s\\S]*(?:${FACADES_OU_COURS.source}))(?=[\\s\\S]*(?:${RENOVATION_FACADES.source}))(?=[\\s\\S]*(?:${EDIFICE_CIVIQUE_ANCIEN.source}))`,
);

const FERRONNERIES_FACADES_COURS: SousType = {
  key: 'ferronneries_facades_cours',
  label: 'restauration des ferronneries des façades et des cours d’un édifice ancien',
  when: FERRONNERIES_DE_FACADE,
  surObjet: true,
  travaux: 'travaux de serrurerie des façades et des cours',
  ouvrage: 'les ouvrages de serrurerie des façades et des cours',
  // the family's NF P01-012 is cited only when the object names guard-rails: this kind cites it always
  sansNormes: /NF DTU 36\.5|NF EN 1125|13241|20 avril 2017|NF EN 1090|ISO 1461|^NF P01-01[23]$/,
  normes: [
    { ref: 'NF P01-012', objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)' },
    { ref: 'NF P01-013', objet: 'essais des garde-corps' },
    {
      ref: 'Code du travail, articles R4412-149 et suivants',
      objet:
        'exposition au plomb des peintures anciennes lors du décapage : valeur limite d’exposition professionnelle, mesures et suivi des opérateurs',
    },
    {
      ref: 'NF EN ISO 12944',
      objet:
        'système de protection anticorrosion des ouvrages restaurés (préparation des surfaces, primaire, couches de finition) pour la catégorie de corrosivité du site',
    },
    CCTP_RESTAURATION,
  ],
  specificites: [
    {
      when: /./,
      sujet: 'ferronneries anciennes restaurées plutôt que remplacées',
      texte:
        'Sur un édifice ancien, les balcons, grilles, portails et garde-corps de façade et de cour sont d’abord relevés et photographiés, élément par élément : part d’origine, corrosion, pièces manquantes ou fissurées, assemblages (rivets, tenons, colliers) et scellements. Ce qui peut l’être est restauré plutôt que remplacé : dépose en atelier des éléments repérés, décapage, redressage, remplacement à l’identique des seules pièces perdues, réparations par rivetage ou par soudure compatible avec le fer ancien (fer puddlé ou fonte ne se soudent pas comme l’acier : la technique est validée sur essai), puis protection par métallisation ou système de peinture et repose avec des scellements compatibles avec la pierre. Les choix sont arrêtés avec le maître d’œuvre sur échantillon.',
    },
    {
      when: /./,
      sujet: 'plomb des peintures anciennes',
      texte:
        'Les peintures anciennes des ferronneries contiennent souvent du plomb : elles sont analysées avant tout décapage (le constat de risque d’exposition au plomb, s’il existe, ne remplace pas ce repérage avant travaux). En présence de plomb, le décapage est fait sans chalumeau, chimique ou mécanique avec aspiration à filtre absolu, en atelier de préférence, zone confinée sur site, nettoyage humide, EPI adaptés et suivi de l’exposition des opérateurs (article R4412-149 du code du travail) ; les résidus sont évacués comme déchets dangereux.',
    },
    {
      when: /./,
      sujet: 'garde-corps des balcons et des fenêtres',
      texte:
        'Les garde-corps conservés ou restaurés sont vérifiés au regard de la NF P01-012 : hauteur de protection d’au moins 1 m, aucun vide de plus de 11 cm, zone non escaladable en partie basse. Là où l’ouvrage ancien n’y satisfait pas, la mise en conformité (lisse ou barreaudage complémentaire, rehausse, verre feuilleté en doublage) est proposée au maître d’œuvre dans le respect du dessin d’origine, et la tenue des scellements est contrôlée.',
    },
    {
      when: /./,
      sujet: 'échafaudage de façade partagé',
      texte:
        'Les ferronneries de façade sont déposées et reposées depuis l’échafaudage de façade, partagé avec les lots de maçonnerie et de peinture : les interventions sont calées sur leur avancement (dépose avant le ravalement de la pierre, repose après, finition avant le repli de l’échafaudage), et toute modification d’échafaudage passe par son monteur.',
    },
  ],
  sansSpecificites:
    /^(garde-corps et mains courantes|ouvrages de structure métallique|fermetures et contrôle d’accès)$/,
  etapes: [
    {
      titre: 'Relevé et constat',
      detail:
        'relevé et photographies de chaque balcon, grille, portail et garde-corps, état de corrosion, pièces manquantes, assemblages et scellements ; analyse des peintures (plomb) ; part d’origine conservée arrêtée avec le maître d’œuvre',
    },
    {
      titre: 'Dépose vers l’atelier',
      detail:
        'dépose des éléments repérés depuis l’échafaudage de façade, fermeture provisoire des baies et des accès pour la sûreté de l’édifice',
    },
    {
      titre: 'Décapage',
      detail: 'décapage sans chalumeau sur les peintures au plomb, chimique ou par abrasif doux, confiné et aspiré',
    },
    {
      titre: 'Restauration en atelier',
      detail:
        'redressage, remplacement à l’identique des pièces perdues, réparations par rivetage ou par soudure compatible avec le métal ancien, validées sur essai',
    },
    {
      titre: 'Protection et finition',
      detail:
        'métallisation ou primaire anticorrosion puis système de peinture du CCTP, teinte validée sur échantillon, épaisseurs mesurées',
    },
    {
      titre: 'Repose et mise en conformité',
      detail:
        'repose avec scellements compatibles avec la pierre, garde-corps vérifiés selon la NF P01-012 et complétés si besoin, réglage des vantaux et des serrures',
    },
    {
      titre: 'Contrôles et dossier',
      detail:
        'contrôle des scellements et des dimensions, retouches, dossier photographique avant et après remis avec le DOE',
    },
  ],
  // The workshop phase is off site: the team is complete on site for the re-installation, not for the survey.
  phases: [
    { nom: 'Relevé, constat et recherche de plomb', part: 0.15 },
    { nom: 'Dépose et mise en sécurité des baies', part: 0.1 },
    { nom: 'Restauration en atelier : décapage, réparations et protection', part: 0.4 },
    { nom: 'Repose, retouches et mise en conformité des garde-corps', part: 0.25 },
    { nom: 'Contrôles, réception et dossier', part: 0.1 },
  ],
  materiel: [
    { nom: 'détecteur de plomb et kit d’analyse des peintures anciennes', match: /plomb/ },
    {
      nom: 'aspirateur à filtre absolu et confinement pour les décapages sur site',
      match: /aspirat|filtre absolu|confinement/,
    },
    { nom: 'poste à souder et meuleuse pour les ajustements à la repose', match: /poste a souder|soud|meuleuse/ },
    { nom: 'jauge de mesure des épaisseurs de peinture', match: /jauge|epaisseur/ },
  ],
  // No welding station from the survey on: the welds of the restoration are made in the workshop.
  sansMateriel: /^poste à souder MIG/,
  habilitations: [
    'soudeurs qualifiés selon la NF EN ISO 9606-1, leur technique validée sur essai pour le fer ancien',
    'formation au risque plomb des opérateurs de décapage',
    'permis de feu',
    'conduite de nacelle (CACES R486)',
  ],
  // A restoration's checks, not those of new steelwork (NF EN 1090 traceability, galvanising and lacquering).
  autocontroles: [
    {
      point: 'Relevé et constat d’état de chaque ferronnerie (photographies, part d’origine, pièces à remplacer)',
      moment: 'avant toute dépose (point d’arrêt avec le maître d’œuvre ou l’architecte)',
      preuve: 'fiches de relevé et de constat visées',
    },
    {
      point: 'Analyse des peintures anciennes (plomb)',
      moment: 'avant tout décapage (point d’arrêt)',
      preuve: 'rapport d’analyse, mode opératoire de décapage adapté',
    },
    {
      point:
        'Méthode de réparation (rivetage, soudure, pièces refaites à l’identique) et teinte validées sur échantillon',
      moment: 'avant la restauration de la série (point d’arrêt)',
      preuve: 'PV de validation de l’échantillon',
    },
    {
      point:
        'Préparation de surface et épaisseurs sèches de la métallisation et du système de peinture (NF EN ISO 12944)',
      moment: 'à chaque couche',
      preuve: 'mesures à la jauge d’épaisseur, fiche d’autocontrôle',
    },
    {
      point: 'Scellements dans la pierre : ancrage et tenue',
      moment: 'à la repose',
      preuve: 'fiche d’autocontrôle, photos datées',
    },
    {
      point: 'Garde-corps reposés : hauteur de protection, vides et zone non escaladable selon la NF P01-012',
      moment: 'après la repose',
      preuve: 'relevé de mesures par ouvrage',
    },
    {
      point: 'Vantaux des portails et des grilles : réglage, manœuvre et fermeture',
      moment: 'après la repose',
      preuve: 'fiche d’autocontrôle',
    },
  ],
  sansPointsAttention: /galvanisation|thermolaquage/,
  // The kind's own fall risk (dépose and repose from the façade scaffold) replaces the new guard-rails' one.
  sansRisques: /^Chute de hauteur lors de la pose de garde-corps$/,
  risques: [
    PLOMB_DECAPAGE,
    {
      risque: 'Chute de hauteur lors de la dépose et de la repose en façade',
      mesure:
        'travail depuis l’échafaudage de façade, baies fermées par une protection provisoire dès la dépose d’un garde-corps',
    },
  ],
  materiaux: [
    'fers et pièces de forge de section et de profil identiques aux éléments d’origine',
    'métallisation ou primaire anticorrosion et système de peinture prévus au CCTP, validés sur échantillon',
    'scellements compatibles avec la pierre et la maçonnerie existantes',
  ],
  pointsAttention: [
    'la présence de plomb dans les peintures anciennes, à analyser avant tout décapage',
    'l’état des scellements dans la pierre et la conformité des garde-corps à la NF P01-012',
    'le calendrier de l’échafaudage de façade partagé avec les lots de maçonnerie et de peinture',
  ],
  dechets: [
    {
      dechet: 'Résidus de décapage de peintures au plomb',
      categorie: 'DD',
      exutoire: 'filière de déchets dangereux, bordereau sur Trackdéchets',
    },
    {
      dechet: 'Pièces métalliques non réemployables',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
    },
    { dechet: 'Emballages et protections', categorie: 'DND', exutoire: 'centre de tri' },
  ],
};

export const SERRURIER_SOUS_TYPES: SousType[] = [
  // A lift's shaft: its steel structure and enclosure, interfaced with the lift installer.
  gaineAscenseur('serrurier'),
  // First: its method, phases and guarantees win over those of a kind matched by « structure métallique ».
  ...siegesDeTribune(),
  // Before the restoration of ironwork: an old building's façades and courts are its own kind.
  FERRONNERIES_FACADES_COURS,
  {
    key: 'restauration_ferronnerie',
    label: 'ouvrages de ferronnerie anciens à restaurer',
    when: RESTAURATION,
    unless: FERRONNERIES_DE_FACADE,
    travaux: 'travaux de restauration d’ouvrages de ferronnerie',
    ouvrage: 'les ouvrages de ferronnerie restaurés',
    sansNormes: NORMES_DU_NEUF,
    normes: [CCTP_RESTAURATION],
    sansSpecificites:
      /^(portails et clôtures|fermetures et contrôle d’accès|ouvrages de structure métallique|garde-corps et mains courantes)$/,
    etapes: [
      {
        titre: 'Constat et relevés',
        detail:
          'constat photographique, relevé des éléments et des assemblages (rivets, tenons, colliers), analyse des couches de peinture, part d’éléments d’origine à conserver arrêtée avec le maître d’œuvre',
      },
      {
        titre: 'Dépose et mise en sécurité',
        detail: 'dépose des éléments repérés pour l’atelier, fermeture provisoire garantissant la sûreté du site',
      },
      {
        titre: 'Décapage',
        detail:
          'décapage chimique ou abrasif doux adapté au métal, sans chalumeau sur les peintures au plomb, confiné et aspiré',
      },
      {
        titre: 'Restauration en atelier',
        detail:
          'remplacement à l’identique des seules pièces perdues ou trop corrodées, mises en forme à la forge, assemblages repris selon la technique d’origine, soudure limitée aux réparations validées',
      },
      {
        titre: 'Protection et finition',
        detail:
          'protection anticorrosion et finition prévues au CCTP (primaire, peinture, éventuelle dorure), teinte validée sur échantillon',
      },
      {
        titre: 'Repose et dossier',
        detail:
          'repose et scellements compatibles avec la maçonnerie existante, réglage des vantaux et des serrures, dossier photographique remis avec le DOE',
      },
    ],
    risques: [PLOMB_DECAPAGE],
    materiaux: [
      'fers et pièces de forge de section et de profil identiques aux éléments d’origine',
      'produits de protection et de finition prévus au CCTP, validés sur échantillon',
      'scellements compatibles avec la maçonnerie existante',
    ],
    phases: [
      { nom: 'Constat, relevés et validation', part: 0.15 },
      { nom: 'Dépose et mise en sécurité', part: 0.1 },
      { nom: 'Décapage et restauration en atelier', part: 0.5 },
      { nom: 'Protection, repose et réglages', part: 0.2 },
      { nom: 'Réception et dossier de restauration', part: 0.05 },
    ],
    pointsAttention: ['la présence de plomb dans les peintures anciennes, à analyser avant tout décapage'],
  },
  {
    key: 'entretien',
    label: 'réparations de serrurerie-métallerie',
    when: ENTRETIEN,
    unless: MARCHES_SUBSEQUENTS,
    specificites: [
      {
        when: /defense|militaire|armee|gendarmerie|caserne|penitentiaire|base aerienne|\bdga\b|quartier general/,
        sujet: 'interventions sur des emprises à accès réglementé',
        texte:
          'Sur les emprises à accès réglementé, la liste nominative des intervenants et des véhicules est transmise avant chaque intervention selon la procédure du site, les règles d’accompagnement et d’interdiction des prises de vue sont respectées, et seuls les intervenants déclarés sont affectés aux commandes.',
      },
      {
        when: /ferronnerie|grilles?|portails?|clotures?/,
        sujet: 'reprise d’ouvrages de ferronnerie et de clôture',
        texte:
          'Les grilles, portails et clôtures endommagés sont repris à l’identique : éléments corrodés découpés et remplacés en atelier, assemblages soudés meulés, protection par galvanisation à chaud ou, sur site, brossage et peinture riche en zinc avant finition ; les organes de fermeture et les scellements sont contrôlés à chaque passage.',
      },
    ],
    etapes: [
      {
        titre: 'Diagnostic à la commande',
        detail:
          'visite du site désigné par le bon, relevé de l’ouvrage à reprendre (fixations, corrosion, organes de fermeture), photos, devis préalable pour toute prestation absente du bordereau',
      },
      {
        titre: 'Mise en sécurité immédiate',
        detail:
          'un garde-corps descellé, une grille ou un portail instable est balisé et condamné le jour même, avant la réparation définitive',
      },
      {
        titre: 'Fabrication en atelier',
        detail:
          'pièces débitées, soudées et traitées (galvanisation à chaud selon la NF EN ISO 1461, thermolaquage si demandé) en atelier, pour limiter les points chauds sur site',
      },
      {
        titre: 'Intervention sur site',
        detail:
          'dépose des éléments défectueux, pose et scellement des pièces neuves, soudure sur site seulement sous permis de feu, remplacement des serrures et cylindres selon l’organigramme du site',
      },
      {
        titre: 'Contrôle et compte rendu',
        detail:
          'manœuvre des ouvrants, hauteurs et vides des garde-corps selon la NF P01-012, retouches anticorrosion, fiche d’intervention signée avec photos avant et après',
      },
    ],
    phases: [
      { nom: 'Réception du bon, diagnostic et devis éventuel', part: 0.1 },
      { nom: 'Fabrication et traitement en atelier', part: 0.45 },
      { nom: 'Intervention sur site', part: 0.3 },
      { nom: 'Contrôle, retouches et compte rendu', part: 0.15 },
    ],
    // the trade's own entries for these standards are cited only when the object names the works
    sansNormes: /NF P01-012|NF EN 1125|NF EN 13241/,
    normes: [
      {
        ref: 'NF P01-012',
        objet: 'dimensions des garde-corps repris ou remplacés (hauteur, vides, éléments escaladables)',
      },
      {
        ref: 'NF EN 1125',
        objet: 'fermetures anti-panique des issues de secours',
        when: /serrur|portes?|issues? de secours/,
      },
      {
        ref: 'NF EN 13241',
        objet: 'portes industrielles, commerciales, de garage et portails : norme de produit',
        when: /portails?|barrieres?|portes? (sectionnelles?|basculantes?|de garage)|rideaux? metalliques?/,
      },
    ],
    pointsAttention: [
      'le stock de pièces courantes (cylindres, serrures, ferme-portes, paumelles) à tenir pour les dépannages',
      'les règles d’accès de chaque site (horaires, accompagnement, déclaration des intervenants)',
    ],
  },
  ...avecTousCorpsEtat(
    {
      key: 'mise_en_accessibilite',
      label: 'serrurerie de mise en accessibilité',
      // « mise en accessibilité », PMR, Ad'AP: the accessibility metalwork of an existing ERP.
      when: ACCESSIBILITE,
      unless: RESTAURATION,
      travaux: 'travaux de serrurerie et de métallerie de mise en accessibilité',
      ouvrage: 'les ouvrages de mise en accessibilité',
      // the trade's combined line is replaced by the text that applies to each part
      sansNormes: /20 avril 2017|NF DTU 36\.5|NF EN 13241/,
      normes: [
        {
          ref: 'Arrêté du 8 décembre 2014 modifié',
          objet:
            'accessibilité des ERP situés dans un cadre bâti existant : mains courantes, nez de marche et contremarches des escaliers, éveil de vigilance, largeur de passage et effort de manœuvre des portes',
        },
        {
          ref: 'Arrêté du 20 avril 2017',
          objet: 'accessibilité des ERP lors de leur construction, pour les parties neuves ou créées de l’opération',
          when: /extension|construction|creation|agrandissement|\bneu(f|ve)s?\b/,
        },
        { ref: 'NF P01-012', objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)' },
        {
          ref: 'NF P98-351',
          objet: 'éveil de vigilance : caractéristiques et implantation des bandes podotactiles en haut des escaliers',
        },
        {
          ref: 'NF EN 1154',
          objet: 'ferme-portes à force réglable, pour tenir l’effort d’ouverture de 50 N au plus',
        },
      ],
      specificites: [
        {
          when: ACCESSIBILITE,
          sujet: 'mains courantes et escaliers accessibles',
          texte:
            'Chaque escalier reçoit une main courante de chaque côté (ou la solution que l’arrêté admet dans l’existant), continue, rigide et facilement préhensible, posée entre 0,80 m et 1,00 m au-dessus du nez de marche et prolongée horizontalement de la longueur d’une marche au-delà de la première et de la dernière marche de chaque volée, sans créer d’obstacle dans la circulation ; sa teinte contraste avec la paroi qui la porte. En haut de chaque escalier, une bande d’éveil de vigilance conforme à la NF P98-351 est posée à 0,50 m de la première marche, les nez de marche sont contrastés et non glissants, les première et dernière contremarches contrastées — posés par notre lot ou coordonnés avec le lot des sols, selon le CCTP. Les garde-corps des paliers, rampes et trémies sont mis à la hauteur et aux vides de la NF P01-012.',
        },
        {
          when: ACCESSIBILITE,
          sujet: 'portes accessibles',
          texte:
            'Aux portes, la largeur de passage utile est relevée avant travaux et vérifiée après : 0,83 m pour une porte de 0,90 m exigée dans le neuf, 0,77 m pour une porte de 0,80 m là où l’arrêté du 8 décembre 2014 l’admet dans l’existant. L’effort d’ouverture est mesuré au dynamomètre et ramené à 50 N au plus par le réglage ou le remplacement des ferme-portes ; les poignées sont préhensibles debout comme assis et à plus de 0,40 m d’un angle rentrant, et les portes largement vitrées reçoivent des éléments visuels contrastés. Sur les issues de secours, les fermetures restent conformes à la NF EN 1125 ou à la NF EN 179.',
        },
      ],
      etapes: [
        {
          titre: 'Relevé d’accessibilité de l’existant',
          detail:
            'relevé contradictoire des escaliers (hauteurs, girons, largeurs, nez de marche), des portes (passage utile, espaces de manœuvre, effort d’ouverture mesuré au dynamomètre) et des garde-corps (hauteur, vides), confronté à l’arrêté applicable et au CCTP',
        },
        {
          titre: 'Repérages avant percement',
          detail:
            'lecture du repérage amiante avant travaux et des analyses de plomb des peintures avant tout percement des supports anciens, essais d’arrachement des chevilles sur chaque nature de support',
        },
        {
          titre: 'Plans d’atelier et teintes',
          detail:
            'plans des mains courantes (prolongements, retours, raccords), des garde-corps et des pièces d’adaptation, teintes contrastées validées sur échantillon, soumis au visa du maître d’œuvre',
        },
        {
          titre: 'Fabrication en atelier',
          detail:
            'débit, cintrage et soudage par soudeurs qualifiés, meulage, thermolaquage de la teinte validée : aucun soudage sur site sans permis de feu',
        },
        {
          titre: 'Pose zone par zone',
          detail:
            'un escalier ou une porte à la fois, cheminement maintenu ou dévié et balisé, percements aspirés, scellements chimiques sous évaluation technique européenne, bandes d’éveil et nez de marche posés selon le CCTP',
        },
        {
          titre: 'Portes et quincaillerie',
          detail:
            'réglage ou remplacement des ferme-portes, poignées et butées, éléments contrastés sur les portes vitrées, effort d’ouverture mesuré après réglage',
        },
        {
          titre: 'Contrôle d’accessibilité',
          detail:
            'relevé après travaux, ouvrage par ouvrage, des hauteurs et prolongements des mains courantes, des garde-corps, du passage utile et de l’effort d’ouverture des portes, remis au maître d’œuvre pour l’attestation d’accessibilité',
        },
      ],
      risques: [
        {
          risque: 'Percement de supports anciens amiantés ou peints au plomb',
          mesure:
            'repérage amiante avant travaux et analyses de plomb lus avant tout percement, mode opératoire sous-section 4 si le repérage l’exige, aspiration à filtre absolu',
        },
        {
          risque: 'Chute d’un usager dans un escalier ou à une porte en travaux',
          mesure:
            'un seul côté d’escalier déposé à la fois, main courante provisoire, balisage, cheminement dévié et annoncé à l’exploitant',
        },
      ],
      sansRisques: /pose de garde-corps/,
      sansMateriel: /nacelle|plateau|groupe/,
      materiel: [
        {
          nom: 'plateforme individuelle roulante ou échafaudage roulant pour les volées d’escalier',
          match: /pirl|plateforme individuelle|plateforme roulante|echafaudage roulant/,
        },
        { nom: 'perforateur avec aspiration à filtre absolu', match: /perforateur|aspirat/ },
        { nom: 'dynamomètre pour la mesure de l’effort d’ouverture des portes', match: /dynamometre|peson/ },
        { nom: 'véhicule utilitaire pour le transport des mains courantes', match: /utilitaire|fourgon/ },
      ],
      materiaux: [
        'mains courantes et garde-corps en acier thermolaqué ou en inox, de section préhensible, teinte contrastée validée sur échantillon',
        'bandes d’éveil de vigilance conformes à la NF P98-351 et nez de marche antidérapants contrastés, lorsqu’ils sont au lot',
        'chevilles et scellements sous évaluation technique européenne, adaptés aux supports anciens et validés par essais',
        'ferme-portes NF EN 1154 à force réglable',
      ],
      habilitations: [
        'soudeurs qualifiés selon la NF EN ISO 9606-1',
        'permis de feu',
        'formation amiante sous-section 4 des compagnons qui percent des supports repérés amiantés',
        'montage et utilisation des échafaudages roulants (recommandation R457)',
      ],
      autocontroles: [
        {
          point: 'Relevé d’accessibilité de l’existant',
          moment: 'avant les plans d’atelier',
          preuve: 'relevé par escalier et par porte',
        },
        {
          point: 'Tenue des fixations dans les supports anciens',
          moment: 'avant pose',
          preuve: 'PV d’essais d’arrachement',
        },
        {
          point: 'Teintes et contrastes',
          moment: 'avant fabrication (point d’arrêt)',
          preuve: 'échantillon validé par le maître d’œuvre',
        },
        {
          point: 'Hauteurs, continuité et prolongements des mains courantes ; garde-corps selon la NF P01-012',
          moment: 'après pose',
          preuve: 'relevé des cotes par ouvrage',
        },
        {
          point: 'Passage utile et effort d’ouverture des portes',
          moment: 'après réglage',
          preuve: 'relevé des mesures au dynamomètre',
        },
        {
          point: 'Épaisseur de thermolaquage',
          moment: 'à réception des pièces traitées',
          preuve: 'certificat du traiteur, mesures à la jauge',
        },
      ],
      phases: [
        { nom: 'Relevés d’accessibilité, repérages et plans d’atelier', part: 0.1 },
        { nom: 'Fabrication et thermolaquage', part: 0.25 },
        { nom: 'Pose des mains courantes et garde-corps, zone par zone', part: 0.45 },
        { nom: 'Portes : quincaillerie, réglages et mesures d’effort', part: 0.1 },
        { nom: 'Contrôles d’accessibilité et remise du DOE', part: 0.1 },
      ],
      pointsAttention: [
        'la nature des supports anciens (pierre, brique, plâtre), dont les repérages amiante et plomb sont lus avant tout percement',
        'les escaliers, portes et garde-corps que le programme de mise en accessibilité désigne, et l’arrêté applicable à chacun',
        'les escaliers et portes à maintenir en service pendant les travaux',
      ],
      sansPointsAttention: /./,
      biennale: 'les ferme-portes et la quincaillerie fournis, éléments d’équipement dissociables',
      decennale: 'les mains courantes et garde-corps, qui assurent la sécurité des personnes',
    },
    tousCorpsEtat('la serrurerie et la métallerie', 'maçonnerie, menuiserie, électricité, revêtements de sols'),
  ),
  // Before the guard-rails and gates kinds: an outdoor public space's method, phases and checks win over theirs.
  SERRURERIE_ESPACES_PUBLICS,
  {
    key: 'garde_corps_structures',
    // seats of a stand on a steel structure are the seats' kind, unless guard-rails are named too
    unless: new RegExp(`${CONFINE.source}|${SIEGES_TRIBUNE.source}(?![\\s\\S]*(?:${GARDE_CORPS_NOMMES.source}))`),
    label: 'garde-corps, escaliers et plateformes métalliques',
    // the family's NF P01-012 is cited only when the object names guard-rails: a walkway has them too
    sansNormes: /^NF P01-01[23]$/,
    when: /garde-corps|garde corps|escaliers? (metalliques?|exterieurs?|de secours|helicoidal)|passerelles?|plateformes? metalliques?|mains? courantes?|coursives?|structures? metalliques?|charpente metallique/,
    travaux: 'travaux de métallerie (garde-corps, escaliers et plateformes)',
    ouvrage: 'les ouvrages métalliques',
    specificites: [
      {
        // « plateformes métalliques et cloisons modulaires » (SDIS 34): the partitions the object names too.
        when: /cloisons? modulaires?|cloisons? grillagees?|cloisonnements? (?:modulaires?|grillages?)/,
        sujet: 'cloisons modulaires',
        texte:
          'Les cloisons modulaires sont traitées comme des ouvrages de métallerie à part entière : panneaux grillagés ou tôlés sur poteaux, montés d’après un calepinage validé avec les utilisateurs (largeur des travées, portes et serrures sur l’organigramme des clés), poteaux ancrés au sol et, au-delà de la hauteur que le système tient seul, contreventés en tête ; la stabilité de l’ensemble est justifiée par la notice du fabricant ou par une note de calcul, et les portes sont réglées avec leurs serrures avant la réception. Dans des locaux en service, le montage se fait travée par travée, sans couper les circulations ni les zones de stockage des utilisateurs.',
      },
    ],
    normes: [
      { ref: 'NF P01-012', objet: 'dimensions des garde-corps (hauteur, vides, éléments escaladables)' },
      { ref: 'NF P01-013', objet: 'essais des garde-corps' },
      {
        ref: 'NF EN ISO 14122-3',
        objet:
          'moyens d’accès permanents aux installations : escaliers, échelles et garde-corps de plateformes techniques',
        when: /plateformes?|passerelles?|tunnel|technique|industriel/,
      },
    ],
    etapes: [
      {
        titre: 'Relevés et plans d’atelier',
        detail:
          'relevé des supports et des cotes sur site, plans d’atelier et note de calcul (charges d’exploitation, classe d’exécution NF EN 1090-2) soumis au visa',
      },
      {
        titre: 'Fabrication',
        detail:
          'débit, assemblage et soudage en atelier par soudeurs qualifiés, galvanisation à chaud selon la NF EN ISO 1461 et thermolaquage si demandé',
      },
      {
        titre: 'Pose',
        detail:
          'fixation par platines et chevilles sous évaluation technique européenne, scellements chimiques sur support sain, serrage au couple',
      },
      {
        titre: 'Contrôles dimensionnels',
        detail:
          'hauteur de protection, vides entre éléments et zones escaladables vérifiés selon la NF P01-012, reprise des retouches de galvanisation',
      },
    ],
    risques: [
      {
        risque: 'Chute de hauteur lors de la pose des garde-corps',
        mesure:
          'protections provisoires maintenues jusqu’à la pose définitive, travail depuis nacelle ou harnais sur ligne de vie',
      },
      {
        risque: 'Fumées de soudage et incendie',
        mesure: 'soudage en atelier de préférence, aspiration à la torche, permis de feu sur site',
      },
    ],
    // the family's own fall risk says the same (« lors de la pose de garde-corps »): written once
    sansRisques: /^Chute de hauteur lors de la pose de garde-corps$/,
    pointsAttention: ['la nature et l’état des supports de fixation (béton, maçonnerie ancienne, acier)'],
    ...OUVRAGES_FIXES,
  },
  PLATEFORMES_EN_GAINE,
  FERMETURES_STATIONS,
  // doors only (« motorisation des portes »): named as such, not as shutters the object does not name
  {
    ...FERMETURES,
    label: 'portes motorisées',
    unless: new RegExp(`${FERMETURES.unless?.source ?? ''}|rideaux?|grilles?`),
    materiaux: [
      'portes marquées CE selon la NF EN 13241, avec leur déclaration des performances',
      ...(FERMETURES.materiaux ?? []).slice(1),
    ],
  },
  {
    ...FERMETURES,
    when: new RegExp(`^(?=[\\s\\S]*(?:${FERMETURES_MOTORISEES.source}))(?=[\\s\\S]*(?:rideaux?|grilles?))`),
  },
  {
    key: 'portails_clotures',
    label: 'portails, clôtures et portes motorisées',
    // shutters and powered doors alone are the fermetures kind (the descripteur « Porte automatique, portail » names no gate)
    unless: new RegExp(
      `${RESTAURATION.source}|${FERMETURE_STATIONS.source}|^(?=[\\s\\S]*(?:${FERMETURES_MOTORISEES.source}))(?![\\s\\S]*(?:${PORTAIL_OU_CLOTURE.source}))`,
    ),
    sansNormes: /NF EN 13241/,
    when: /portails?|clotures?|barrieres? levantes?|portes? (sectionnelles?|basculantes?|automatiques?|motorisees?|de garage)|rideaux? metalliques?/,
    normes: [
      {
        ref: 'NF EN 13241',
        objet:
          'norme de produit des portes industrielles, commerciales, de garage et des portails, pour tout portail de l’ouvrage',
      },
      {
        ref: 'NF EN 12453',
        objet: 'sécurité d’utilisation des portes et portails motorisés (détection, efforts)',
        when: /motoris|automati|sectionnelle|barrieres? levantes?|rideaux?|basculantes?/,
      },
    ],
    etapes: [
      {
        titre: 'Relevés',
        detail: 'relevé des piliers, des niveaux et des alimentations électriques, plans soumis au visa',
      },
      {
        titre: 'Fabrication',
        detail:
          'fabrication et galvanisation en atelier, motorisation et accessoires de sécurité choisis selon l’usage',
      },
      {
        titre: 'Génie civil et pose',
        detail: 'massifs et poteaux, pose des vantaux et des clôtures, réglages d’aplomb et de niveau',
      },
      {
        titre: 'Mise en service',
        detail:
          'réglage de la motorisation, mesure des efforts et essais des dispositifs de sécurité selon la NF EN 12453, ouverture du registre d’entretien',
        when: /motoris|automati|sectionnelle|barrieres? levantes?|rideaux?|basculantes?/,
      },
      {
        titre: 'Réglages et contrôle',
        detail:
          'aplomb des poteaux, manœuvre et verrouillage des vantaux, continuité et tension des clôtures, retouches de la galvanisation',
        unless: /motoris|automati|sectionnelle|barrieres? levantes?|rideaux?|basculantes?/,
      },
    ],
    pointsAttention: ['les accès du site à maintenir pendant la pose des portails et clôtures'],
  },
];

/** Stained glass (verres peints sertis au plomb): not glazing in the sense of NF DTU 39. */
const VITRAUX: SousType = {
  key: 'vitraux',
  label: 'vitraux',
  when: /vitraux|vitrail/,
  travaux: 'travaux de restauration de vitraux',
  ouvrage: 'les vitraux',
  // Stained glass is not glazing in the sense of NF DTU 39 (no safety-glass classes, no sealed units).
  sansNormes: /./,
  sansSpecificites: /./,
  normes: [
    {
      ref: 'Code du travail, articles R4412-149 et suivants',
      objet:
        'exposition au plomb des cames anciennes : valeur limite d’exposition professionnelle, mesures d’empoussièrement et suivi des compagnons',
    },
  ],
  specificites: [
    {
      when: /eglise|chapelle|cathedrale|basilique|abbaye|temple/,
      sujet: 'vitraux d’un édifice de culte',
      texte:
        'Les baies sont déposées par tranches pour que l’édifice reste clos : chaque panneau déposé est remplacé le jour même par une fermeture provisoire ventilée (polycarbonate ou panneau bois sur tasseaux), fixée sans percement des maçonneries anciennes. L’intérieur est protégé sous les baies (bâches sur le mobilier et les sols), et le calendrier tient compte des usages de l’édifice, arrêtés avec la commune et l’affectataire.',
    },
  ],
  materiaux: [
    'verres de complément soufflés ou étirés, choisis sur échantillon validé par le maître d’œuvre',
    'plombs de sertissage, soudures à l’étain et mastic de calfeutrement compatibles avec les panneaux anciens',
    'mortier de chaux pour les scellements dans la maçonnerie',
    'grillages ou verrières de protection extérieure en inox ou laiton',
  ],
  etapes: [
    {
      titre: 'Constat d’état et relevés',
      detail:
        'constat photographique de chaque baie, relevé des panneaux, des casses, des lacunes et de l’état des plombs, des vergettes et des barlotières, numérotation et gabarits avant dépose',
    },
    {
      titre: 'Dépose et protection provisoire des baies',
      detail:
        'dépose des panneaux numérotés depuis l’échafaudage, fermeture provisoire de chaque baie le jour même, mise en caisses calées pour le transport',
    },
    {
      titre: 'Restauration en atelier',
      detail:
        'nettoyage à sec puis à l’eau déminéralisée, collage ou plomb de casse des verres fêlés, remise en plomb des panneaux dont le réseau est fatigué, verres de complément signés et datés, chaque choix validé par le maître d’œuvre',
    },
    {
      titre: 'Serrurerie des baies',
      detail:
        'reprise ou remplacement des vergettes, barlotières et pattes de fixation, traitement anticorrosion, en coordination avec le lot maçonnerie pour les feuillures',
    },
    {
      titre: 'Repose et protections',
      detail:
        'repose dans les feuillures, calfeutrement au mortier de chaux, pose des grillages ou verrières de protection ventilées',
    },
    {
      titre: 'Dossier documentaire',
      detail: 'photos avant, pendant et après, relevés et fiches d’intervention par baie, remis au maître d’ouvrage',
    },
  ],
  risques: [
    {
      risque: 'Exposition au plomb des cames anciennes (dessertissage, brossage, poussières)',
      mesure:
        'travail à l’humide, aspiration à filtre HEPA, ni repas ni cigarette au poste, lavage des mains, vêtements de travail dédiés lavés par l’entreprise, suivi médical des compagnons',
    },
    {
      risque: 'Chute d’un panneau lors de la dépose',
      mesure: 'panneaux déposés à deux, caisses calées au pied de l’échafaudage, zone balisée au sol',
    },
  ],
  sansRisques: /chute de vitrage|bris de verre pour les occupants/i,
  sansMateriel: /ventouses|racks|palonnier|échafaudage roulant/,
  materiel: [
    { nom: 'échafaudage de pied ou nacelle pour l’accès aux baies', match: /echafaudage|nacelle/ },
    { nom: 'caisses de transport calées pour les panneaux', match: /caisse/ },
    { nom: 'aspirateur à filtre HEPA', match: /aspirateur|hepa/ },
    { nom: 'véhicule utilitaire fermé pour le transport des caisses', match: /utilitaire|fourgon/ },
  ],
  habilitations: [
    'montage et utilisation d’échafaudage (recommandation R408)',
    'information et formation des compagnons au risque plomb',
    'conduite de nacelle (CACES R486)',
  ],
  autocontroles: [
    {
      point: 'Constat d’état et numérotation des panneaux',
      moment: 'avant dépose',
      preuve: 'photos et gabarits par baie',
    },
    { point: 'Fermeture provisoire des baies', moment: 'le jour de chaque dépose', preuve: 'fiche et photos' },
    {
      point: 'Choix des interventions et des verres de complément',
      moment: 'avant restauration (point d’arrêt)',
      preuve: 'échantillons et constat validés par le maître d’œuvre',
    },
    { point: 'Calage, scellement et calfeutrement', moment: 'à la repose', preuve: 'fiche d’autocontrôle' },
    { point: 'Dossier documentaire', moment: 'avant réception', preuve: 'rapport photographique par baie' },
  ],
  dechets: [
    {
      dechet: 'Plombs anciens déposés',
      categorie: 'DND',
      exutoire: 'recycleur de métaux, stockés à part',
    },
    {
      dechet: 'Poussières et déchets souillés de plomb (filtres, chiffons, EPI jetables)',
      categorie: 'DD',
      exutoire: 'installation autorisée, bordereau sur Trackdéchets',
    },
    { dechet: 'Verres anciens non réutilisables', categorie: 'Inertes', exutoire: 'plateforme inertes' },
    { dechet: 'Mastics et mortiers de calfeutrement déposés', categorie: 'Inertes', exutoire: 'plateforme inertes' },
  ],
  phases: [
    // the workshop is most of the time: the panels stay there while the bays are closed provisionally
    { nom: 'Constat d’état, relevés, dépose et fermetures provisoires', part: 0.15 },
    { nom: 'Restauration en atelier', part: 0.7 },
    { nom: 'Repose, calfeutrement et protections', part: 0.1 },
    { nom: 'Dossier documentaire et réception', part: 0.05 },
  ],
  pointsAttention: [
    'l’état de chaque baie (plombs, casses, lacunes, vergettes et barlotières), qui fixe la part des interventions en atelier',
    'la fermeture provisoire des baies pendant le séjour des panneaux en atelier',
    'le plomb des cames anciennes (poussières, dessertissage) et la protection de l’intérieur de l’édifice',
    'le dossier documentaire (photos, relevés) remis à l’issue des travaux',
  ],
  sansPointsAttention: /./,
  biennale: '',
  decennale: 'le clos de l’édifice assuré par les panneaux reposés (étanchéité à l’eau, tenue dans les baies)',
  entretien:
    'faire inspecter les vitraux et leurs grillages à chaque visite des couvertures, nettoyer les grillages, ne jamais nettoyer les verres peints avec un produit ménager et signaler toute casse pour une mise hors d’eau rapide',
};

/** A protected building: the object, lots or descripteurs (« Monuments historiques ») say so. */
const MONUMENT_HISTORIQUE =
  /monuments? historiques?|\bclasses? (au titre des )?monuments?\b|\binscrite? (au titre des )?monuments?\b|\bmh\b|\bacmh\b/;

/** Stained glass of a protected building: the heritage frame (DRAC, qualified maître d'œuvre, documented intervention). */
const VITRAUX_MH: SousType = {
  ...VITRAUX,
  // the same kind of work, in its heritage frame
  key: 'vitraux',
  when: new RegExp(`^(?=[\\s\\S]*(?:${VITRAUX.when.source}))(?=[\\s\\S]*(?:${MONUMENT_HISTORIQUE.source}))`),
  normes: [
    ...(VITRAUX.normes ?? []),
    {
      ref: 'Code du patrimoine, articles L621-9 et L621-27',
      objet:
        'travaux sur un immeuble classé (autorisation, contrôle scientifique et technique des services de l’État) ou inscrit au titre des monuments historiques',
    },
    {
      ref: 'Lignes directrices du Corpus Vitrearum pour la conservation-restauration des vitraux (2004)',
      objet:
        'intervention minimale et réversible, conservation des verres et plombs d’origine, documentation de chaque intervention',
    },
  ],
  specificites: [
    ...(VITRAUX.specificites ?? []),
    {
      when: /./,
      sujet: 'vitraux protégés au titre des monuments historiques',
      texte:
        'Sur un édifice protégé, sous le contrôle scientifique et technique de la DRAC, chaque panneau a sa fiche : constat d’état, proposition d’intervention (nettoyage, consolidation, remise en plomb, verres de complément) validée par le maître d’œuvre avant exécution, photos avant, pendant et après ; les verres de complément sont signés, datés et repérés au dossier des interventions, aucune pièce ancienne n’est éliminée sans accord, et les choix suivent les lignes directrices du Corpus Vitrearum (intervention minimale et réversible, conservation des verres et des plombs d’origine). Dans une restauration à plusieurs corps d’état, déposes et reposes sont calées sur la maçonnerie des baies (feuillures, meneaux, scellements des barlotières) et sur la mise hors d’eau de la couverture voisine.',
    },
  ],
  etapes: (VITRAUX.etapes ?? []).map((e) =>
    e.titre === 'Dossier documentaire'
      ? {
          titre: 'Dossier des interventions',
          detail:
            'constat d’état, propositions validées, fiches d’intervention par panneau, photos avant, pendant et après, verres de complément repérés, remis au maître d’ouvrage et aux services de l’État',
        }
      : e,
  ),
  habilitations: [...(VITRAUX.habilitations ?? []), 'compagnons justifiant de chantiers de vitraux protégés'],
  phases: [
    { nom: 'Constat d’état, propositions, dépose et fermetures provisoires', part: 0.15 },
    { nom: 'Restauration en atelier', part: 0.7 },
    { nom: 'Repose, calfeutrement et protections', part: 0.1 },
    { nom: 'Dossier des interventions et réception', part: 0.05 },
  ],
};

/**
 * A thermal upgrade whose object does not say what it does to the glazing (« Traitement thermique du
 * bâtiment »): the glazing is a hypothesis read in the CCTP, not the reading of the file; the steps
 * survey the frames before any replacement and remove only the glazing the CCTP designates.
 */
const VITRERIE_RENOVATION_THERMIQUE: SousType = {
  key: 'vitrerie_renovation_thermique',
  label: 'vitrerie d’un traitement thermique',
  when: RENOVATION_THERMIQUE,
  unless:
    /vitrages?|vitres?\b|vitrerie|survitrage|miroiterie|murs?[- ]rideaux?|verrieres?|vitraux|vitrail|\bvec\b|facades? vitrees?|\bstores?\b|brise-soleil/,
  travaux: 'travaux de vitrerie',
  ouvrage: 'la vitrerie',
  etapes: [
    {
      titre: 'Relevés',
      detail:
        'relevé de chaque baie (nature et état des châssis, profondeur de feuillure, épaisseur de parclose, ouvrants et paumelles), confronté à la part de vitrerie que le CCTP confie à notre lot',
    },
    {
      titre: 'Choix des vitrages et visa',
      detail:
        'composition de chaque vitrage (coefficient Ug, facteur solaire, vitrage de sécurité dans les zones exposées aux chocs) soumise au visa, fabrication aux cotes relevées',
    },
    {
      titre: 'Dépose',
      detail:
        'dépose des seuls vitrages que le CCTP désigne, mastics anciens traités selon le repérage amiante, baie refermée le jour même',
    },
    {
      titre: 'Pose',
      detail: 'cales d’assise et périphériques, parcloses, garnitures d’étanchéité, manœuvre des ouvrants contrôlée',
    },
    { titre: 'Contrôles et nettoyage', detail: 'contrôle des joints, nettoyage des vitrages, retrait des étiquettes' },
  ],
  risques: [
    {
      risque: 'Amiante dans les mastics de vitrage anciens',
      mesure:
        'lecture du repérage amiante avant travaux, dépose sous mode opératoire SS4 par des intervenants formés si des mastics sont amiantés',
    },
  ],
  // what is removed is the CCTP's: no flow named « déposé » as if the glazing's replacement were known
  materiaux: [
    'vitrages isolants marqués CE selon la NF EN 1279, de la composition que fixe le CCTP (coefficient Ug, facteur solaire)',
    'vitrages feuilletés ou trempés classés selon la NF EN 12600 dans les zones exposées aux chocs',
    'mastics et garnitures compatibles avec les intercalaires et avec les châssis conservés',
  ],
  dechets: [
    {
      dechet: 'Verre plat des vitrages que le CCTP fait remplacer',
      categorie: 'Inertes',
      exutoire: 'filière de recyclage du verre plat (reprise via la REP PMCB)',
    },
    {
      // its asbestos part, where the survey finds some, is a flow of its own (BSDA)
      dechet: 'Mastics et garnitures retirés (sans amiante)',
      categorie: 'DND',
      exutoire: 'centre de tri',
    },
    { dechet: 'Emballages, cales et intercalaires de livraison', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  phases: [
    { nom: 'Relevés des châssis, lecture du CCTP et commande', part: 0.2 },
    { nom: 'Fabrication des vitrages', part: 0.25 },
    { nom: 'Remplacement des vitrages, châssis par châssis', part: 0.4 },
    { nom: 'Contrôles, nettoyage et réception', part: 0.15 },
  ],
  pointsAttention: [
    'la part de vitrerie que le CCTP prévoit dans le traitement thermique (vitrages remplacés sur châssis conservés, ou fournis avec des menuiseries neuves)',
    'l’état des châssis existants et le poids que leurs ouvrants peuvent porter',
    'les zones où un vitrage de sécurité est obligatoire',
  ],
  sansPointsAttention: /./,
};

/** Curtain walls, glazed façades and roofs: their own kind. */
const FACADES_VITREES =
  /murs?[- ]rideaux?|facades? (vitrees?|rideaux?|contemporaines?|legeres?)|verrieres?|\bvec\b|vitrages? exterieurs? colles/;

/**
 * Glazing of a new building (« Construction d’un groupe scolaire – lot vitrerie »): the frames are new,
 * received from the joiner's or the metalworker's lot; no glass is removed, no existing rebate surveyed.
 */
const VITRERIE_NEUVE: SousType = {
  key: 'vitrerie_neuve',
  label: 'vitrerie d’un ouvrage neuf',
  when: NEUF_SEUL,
  unless: new RegExp(`${FACADES_VITREES.source}|vitraux|vitrail|${STORES.when.source}`),
  etapes: VITRIER.etapes.map((e) =>
    e.titre === 'Relevés'
      ? {
          ...e,
          titre: 'Réception des châssis et relevés',
          detail:
            'réception des châssis posés par le lot menuiserie ou métallerie (aplomb, feuillures, drainage), prise de cotes en fond de feuillure',
        }
      : e,
  ),
  phases: [
    { nom: 'Réception des châssis, relevés et commande', part: 0.2 },
    { nom: 'Fabrication des vitrages', part: 0.35 },
    { nom: 'Pose des vitrages', part: 0.3 },
    { nom: 'Contrôles, nettoyage et réception', part: 0.15 },
  ],
  sansPointsAttention: /châssis existants/,
  pointsAttention: [
    'les châssis livrés par le lot menuiserie ou métallerie (profondeur de feuillure, drainage), réceptionnés avant vitrage',
  ],
};

export const VITRIER_SOUS_TYPES: SousType[] = [
  {
    key: 'facades_vitrees',
    label: 'façades vitrées et verrières',
    when: FACADES_VITREES,
    travaux: 'travaux de façades vitrées et de verrières',
    ouvrage: 'les façades vitrées',
    normes: [
      // a glazed roof alone is not a curtain wall
      { ref: 'NF DTU 33.1', objet: 'façades rideaux', when: /murs?[- ]rideaux?|facades?/ },
      {
        ref: 'NF EN 13830',
        objet: 'façades rideaux : norme de produit (perméabilité, étanchéité, résistance au vent)',
        when: /murs?[- ]rideaux?|facades?/,
      },
      { ref: 'NF EN 1991-1-4', objet: 'actions du vent pour le dimensionnement des ossatures et des vitrages' },
    ],
    etapes: [
      {
        titre: 'Études d’exécution',
        detail:
          'plans de calepinage, notes de calcul des montants, traverses et vitrages sous l’action du vent, détails des liaisons au gros œuvre soumis au visa',
      },
      {
        titre: 'Implantation et attaches',
        detail: 'relevé du gros œuvre, implantation des attaches réglables, reprise des tolérances',
      },
      {
        titre: 'Ossature',
        detail: 'pose des montants et traverses, continuité des joints et drainage des feuillures',
      },
      {
        titre: 'Vitrages',
        detail:
          'levage au palonnier à ventouses, cales d’assise et périphériques, serreurs ou parcloses, vitrages de sécurité là où la NF DTU 39 P5 les exige',
      },
      {
        titre: 'Étanchéité et essais',
        detail: 'garnitures et mastics, essai d’arrosage sur site des zones témoins, reprise avant réception',
      },
    ],
    risques: [
      {
        risque: 'Chute ou bris d’un vitrage pendant le levage',
        mesure: 'palonnier à ventouses contrôlé, zone balisée sous la charge, arrêt par vent fort',
      },
    ],
    // its own nacelle, not the trade's « nacelle ou échafaudage roulant » too
    sansMateriel: /^nacelle ou échafaudage roulant$/,
    materiel: [
      { nom: 'mini-grue ou grue auxiliaire avec palonnier à ventouses', match: /grue|palonnier/ },
      { nom: 'nacelle élévatrice (CACES R486)', match: /nacelle/ },
    ],
    phases: [
      { nom: 'Études d’exécution et fabrication', part: 0.35 },
      { nom: 'Attaches et ossature', part: 0.25 },
      { nom: 'Pose des vitrages', part: 0.25 },
      { nom: 'Étanchéité, essais et réception', part: 0.15 },
    ],
    pointsAttention: [
      'les tolérances du gros œuvre au droit des attaches',
      'les délais de fabrication des vitrages de grandes dimensions',
    ],
    // A façade is built or replaced whole on its attaches: no existing rebate is reglazed.
    sansPointsAttention: /châssis existants/,
  },
  { ...VITRAUX, unless: MONUMENT_HISTORIQUE },
  VITRAUX_MH,
  STORES,
  // the notice also names joinery (object or descripteur « Menuiserie »): the limit with that lot is written
  {
    ...VITRERIE_RENOVATION_THERMIQUE,
    unless: new RegExp(`${VITRERIE_RENOVATION_THERMIQUE.unless?.source ?? ''}|menuiserie`),
  },
  {
    ...VITRERIE_RENOVATION_THERMIQUE,
    when: new RegExp(`^(?=[\\s\\S]*(?:${RENOVATION_THERMIQUE.source}))(?=[\\s\\S]*menuiserie)`),
    specificites: [
      {
        when: /./,
        sujet: 'limite avec le lot menuiserie',
        texte:
          'L’avis cite aussi la menuiserie : la limite entre le lot menuiserie et le nôtre (vitrages des châssis neufs fournis par le menuisier ou par nous, vitrage en atelier ou sur site, parcloses reprises) est lue dans les CCTP des deux lots avant toute commande, et la pose des vitrages suit le planning de pose des châssis arrêté avec le menuisier.',
      },
    ],
  },
  // After the kinds that have their own method (façades, vitraux, stores).
  VITRERIE_NEUVE,
];
