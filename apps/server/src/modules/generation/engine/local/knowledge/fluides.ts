import { NEUF_SEUL, OUVRAGE_NOUVEAU, SUR_EXISTANT } from './sous-types-common.ts';
import type { TradeKnowledge } from './types.ts';

/** Regular expressions match the tender's text folded (lowercase, without accents). */

/**
 * Works on an existing installation (the text says so): dépose, coupures and existing networks
 * are written only then, never for a new building.
 */
export const PLOMBIER_REHAB =
  /rehabilit|renov|remplacement|refection|restructur|reamenag|mise en conformite|mise aux normes|remise en etat|vetuste|transformation|existant/;

/** A street named after a school (« rue de l’École », « avenue du Lycée ») is no school. */
const PAS_UNE_RUE = String.raw`(?<!(?:rue|place|chemin|impasse|allee|avenue|route|boulevard|square) (?:de l'|des |du ))`;

/** A school (not a « grande école », an art or a music school): its pupils are children. */
const ECOLE = `${PAS_UNE_RUE}\\becoles?\\b(?! (?:nationales? |normales? )?superieures?| des (?:arts|beaux-arts|mines|ponts)| d'(?:ingenieurs?|architecture|art|infirmi\\w*|aides?-soignant\\w*)| de (?:musique|danse|police|gendarmerie|conduite|voile|ski|commerce|sages-femmes))|groupes? scolaires?|\\bmaternelles?\\b`;

/** A school for young children or a crèche: sanitary fittings at the children's heights. */
export const PLOMBIER_ENFANTS = new RegExp(
  `${ECOLE}|${PAS_UNE_RUE}\\b(?:micro-)?creches?\\b|multi-accueil|halte[- ]garderie`,
);

/** Any school, collèges and lycées included (hot water limited, accessible and robust fittings). */
export const PLOMBIER_SCOLAIRE = new RegExp(`${PLOMBIER_ENFANTS.source}|${PAS_UNE_RUE}\\b(?:colleges?|lycees?)\\b`);

/** A school the pupils leave at the holidays (a crèche has its own closing periods). */
const SCOLAIRE_SANS_CRECHE = new RegExp(`${ECOLE}|${PAS_UNE_RUE}\\b(?:colleges?|lycees?)\\b`);

/**
 * The extension of a building (« extension de l’école », « agrandissement de la mairie »), not of a
 * network, a guarantee or a perimeter: its networks are connected to those of the building in service.
 */
export const PLOMBIER_EXTENSION =
  /\b(?:extension|agrandissement)s?\b(?! (?:(?:du|des|de la|de l'|d'un|d'une|de) )?(?:reseaux?|canalisations?|conduites?|garanties?|delais?|horaires|perimetres?|eclairage|zones?|lotissements?|cimetieres?|parkings?|voiries?|la garantie|du delai))/;

/** A hospital or a care home, in activity day and night. */
const SANTE = /hopital|hospitali|clinique|ehpad|etablissement de sante|maison de retraite|medico-social/;

/**
 * A new health establishment or care home (« Réalisation de l’EHPAD … Construction neuve sur terrain vierge »):
 * nothing existing is named, nor any extension of a building in service — its networks are made for the
 * residents' use and put in service before the opening, not cut and reopened in an establishment at work.
 */
const NEUF_SANS_EXISTANT = new RegExp(
  `^(?![\\s\\S]*(?:${SUR_EXISTANT.source}|${PLOMBIER_EXTENSION.source}))(?=[\\s\\S]*(?:${OUVRAGE_NOUVEAU.source}|construction neuve|terrain vierge|batiments? neufs?|\\brealisation d(?:e l'|'une?\\b)|\\bconstruction d(?:e l'|'une?\\b)))`,
);
const SANTE_NEUF = new RegExp(`^(?=[\\s\\S]*(?:${SANTE.source}))${NEUF_SANS_EXISTANT.source.slice(1)}`);
/** A health establishment in service (the works touch its networks while it runs). */
const SANTE_EN_SERVICE = new RegExp(`^(?=[\\s\\S]*(?:${SANTE.source}))(?!${NEUF_SANS_EXISTANT.source.slice(1)})`);

const EXTENSION_SANTE = new RegExp(`^(?=[\\s\\S]*(?:${PLOMBIER_EXTENSION.source}))(?=[\\s\\S]*(?:${SANTE.source}))`);
const EXTENSION_ECOLE = new RegExp(
  `^(?=[\\s\\S]*(?:${PLOMBIER_EXTENSION.source}))(?![\\s\\S]*(?:${SANTE.source}))(?=[\\s\\S]*(?:${SCOLAIRE_SANS_CRECHE.source}))`,
);
const EXTENSION_AUTRE = new RegExp(
  `^(?=[\\s\\S]*(?:${PLOMBIER_EXTENSION.source}))(?![\\s\\S]*(?:${SANTE.source}|${SCOLAIRE_SANS_CRECHE.source}))`,
);

export const PLOMBIER: TradeKnowledge = {
  slug: 'plombier',
  travaux: 'travaux de plomberie et d’installations sanitaires',
  ouvrage: 'les installations de plomberie',
  normes: [
    {
      ref: 'NF DTU 60.1',
      objet:
        'plomberie sanitaire pour bâtiments : alimentation en eau froide et chaude, évacuations gravitaires, appareils sanitaires',
    },
    { ref: 'NF DTU 60.11', objet: 'règles de calcul des installations de plomberie sanitaire et d’eaux pluviales' },
    {
      ref: 'NF DTU 60.33',
      objet: 'canalisations en PVC non plastifié pour l’évacuation des eaux usées et des eaux vannes',
    },
    { ref: 'NF DTU 60.5', objet: 'canalisations en cuivre', when: /cuivre/ },
    { ref: 'NF EN 1717', objet: 'protection contre la pollution de l’eau potable dans les réseaux intérieurs' },
    {
      ref: 'Arrêté du 30 novembre 2005 (modifiant l’arrêté du 23 juin 1978)',
      objet:
        'eau chaude sanitaire et prévention des légionelles : 50 °C au plus aux points de puisage des pièces destinées à la toilette, 55 °C au moins en sortie des stockages de 400 litres et plus (ou montée en température chaque jour), 50 °C au moins en tout point du réseau de distribution hors tubes finaux de 3 litres au plus',
      when: new RegExp(
        `eau chaude|\\becs\\b|ballon|legionel|douches?|vestiaires?|chauffe-eau|${PLOMBIER_SCOLAIRE.source}|${SANTE.source}`,
      ),
    },
    {
      ref: 'Arrêté du 1er février 2010',
      objet:
        'surveillance des légionelles dans les installations d’eau chaude sanitaire des établissements de santé et médico-sociaux (carnet sanitaire, analyses)',
      when: /hopital|hospitali|clinique|ehpad|etablissement de sante|maison de retraite|medico-social/,
    },
    {
      ref: 'Arrêtés du 20 avril 2017 (ERP neufs) et du 8 décembre 2014 (ERP existants)',
      objet: 'sanitaires accessibles (cuvette, lave-mains, barres d’appui, aire de rotation)',
      when: new RegExp(`accessib|pmr|handicap|${PLOMBIER_SCOLAIRE.source}|${SANTE.source}`),
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
      when: /sanitaire|wc|toilette|douche|vestiaire|lavabo/,
      sujet: 'blocs sanitaires',
      texte:
        'Les appareils sanitaires sont posés sur bâtis-supports fixés à la structure, avec une robinetterie temporisée ou à détection dans les locaux collectifs ; les évacuations d’eaux usées et d’eaux vannes sont réalisées en PVC selon le NF DTU 60.33, avec des pentes de 1 à 3 %, des tampons de dégorgement à chaque changement de direction et une ventilation primaire prolongée hors toiture, dimensionnée selon le NF DTU 60.11.',
    },
    {
      when: /douches?|vestiaires?/,
      sujet: 'douches et vestiaires',
      texte:
        'Pour les douches, les siphons de sol et caniveaux sont posés avec les pentes du carreleur et raccordés à son étanchéité sous carrelage, la robinetterie est temporisée et résistante à un usage collectif, et aucune antenne de plus de 3 litres ne reste en amont d’un point de puisage ; les douches peu utilisées sont signalées à l’exploitant pour une purge hebdomadaire, inscrite dans les consignes d’entretien.',
    },
    {
      // (in a primary school or a crèche, the paragraph on hot water limited at the outlets says it with the legionella rules)
      when: new RegExp(
        `^(?![\\s\\S]*(?:${PLOMBIER_ENFANTS.source}))[\\s\\S]*(?:eau chaude|\\becs\\b|ballon|chauffe-eau|legionel)`,
      ),
      sujet: 'production d’eau chaude sanitaire',
      texte:
        'La production d’eau chaude est réglée pour tenir 55 °C en sortie et le bouclage équilibré pour garantir 50 °C en tout point, avec calorifugeage des réseaux et mitigeurs thermostatiques au plus près des points de puisage.',
    },
    {
      when: /\bplomb\b|canalisations? existantes?|remplacement des reseaux|colonnes?/,
      sujet: 'remplacement des réseaux existants',
      texte:
        'Les colonnes et réseaux existants sont remplacés par tronçons isolables pour limiter les coupures ; les anciennes canalisations en plomb éventuelles sont déposées et orientées vers le recyclage.',
    },
    {
      when: SANTE_EN_SERVICE,
      sujet: 'réseaux d’eau en établissement de santé',
      texte:
        'Dans l’établissement de santé, chaque coupure d’eau est arrêtée avec les services techniques et l’équipe d’hygiène, les réseaux modifiés sont rincés et désinfectés avant la remise en eau, et une analyse de légionelles est proposée avant la réouverture des points d’usage concernés, le résultat étant porté au carnet sanitaire de l’établissement.',
    },
    {
      when: SANTE_NEUF,
      sujet: 'réseaux d’eau d’un établissement de santé neuf',
      texte:
        'Les réseaux d’eau de l’établissement neuf sont faits pour l’usage de ses résidents ou de ses patients : l’eau chaude est limitée à 50 °C aux points de puisage des pièces destinées à la toilette (arrêté du 30 novembre 2005) par des mitigeurs thermostatiques à sécurité anti-brûlure posés au plus près des points d’usage, tandis que la production tient 55 °C au moins en sortie et que la boucle, équilibrée et calorifugée, garantit 50 °C au moins en tout point, sans bras mort ni antenne de plus de 3 litres. Les douches sont accessibles, de plain-pied (à l’italienne, siphon de sol raccordé à l’étanchéité sous carrelage), et les sanitaires accessibles répondent à l’arrêté du 20 avril 2017, le nombre et l’équipement des salles d’eau étant ceux du CCTP. Avant l’ouverture de l’établissement, les réseaux sont rincés et désinfectés, les températures relevées en production, en retour de boucle et aux points de puisage, et une analyse de légionelles est faite par un laboratoire accrédité aux points que fixe l’établissement ; le carnet sanitaire, ouvert avec les plans des réseaux, ces relevés et ces résultats, lui est remis à la réception pour la surveillance qu’exige l’arrêté du 1er février 2010.',
    },
    {
      when: /accessib|pmr|handicap/,
      sujet: 'sanitaires accessibles',
      texte:
        'Les sanitaires accessibles respectent les cotes des arrêtés d’accessibilité : cuvette entre 0,45 et 0,50 m, barre d’appui horizontale entre 0,70 et 0,80 m, lave-mains avec vide en partie basse et espace de manœuvre de 1,50 m de diamètre.',
    },
    {
      when: PLOMBIER_ENFANTS,
      sujet: 'sanitaires adaptés aux enfants',
      texte:
        'Les sanitaires des enfants sont dimensionnés à leur taille : cuvettes et lavabos « enfants » (ou appareils standard posés plus bas), dont les hauteurs sont fixées par tranche d’âge avec le maître d’œuvre et l’utilisateur avant la pose des bâtis-supports. À titre indicatif, et sous réserve du CCTP, la cuvette est posée vers 0,30 à 0,35 m du sol pour les enfants de maternelle (plus bas encore en crèche) et vers 0,35 à 0,40 m en élémentaire, le plan des lavabos vers 0,50 à 0,60 m en maternelle et 0,60 à 0,70 m en élémentaire, la robinetterie, les miroirs et les distributeurs à portée de main ; les appareils sont choisis pour un usage collectif intensif (céramique renforcée ou inox, fixations non démontables à la main).',
    },
    {
      when: PLOMBIER_ENFANTS,
      sujet: 'eau chaude limitée et sanitaires accessibles aux enfants',
      texte:
        'L’eau chaude des lavabos {de-ouvrage} et, le cas échéant, de ses douches est limitée à 50 °C aux points de puisage, comme l’exige l’arrêté du 23 juin 1978 modifié par l’arrêté du 30 novembre 2005 dans les pièces destinées à la toilette : des mitigeurs thermostatiques à sécurité anti-brûlure (butée de température, fermeture de l’eau chaude en cas de manque d’eau froide) sont posés au plus près des points d’usage, tandis que la production et, s’il existe, le bouclage, équilibré et calorifugé, restent aux températures qui préviennent les légionelles (55 °C au moins en sortie des stockages de 400 litres et plus, 50 °C au moins en tout point du réseau hors tubes finaux de 3 litres au plus). La robinetterie des lavabos est temporisée à bouton-poussoir ou à détection, pour économiser l’eau et résister à un usage collectif intensif. Chaque niveau accessible où des sanitaires sont prévus reçoit au moins un cabinet d’aisances accessible, avec un lavabo accessible, selon l’arrêté du 20 avril 2017 pour une construction neuve (un cabinet par sexe lorsque les sanitaires sont séparés) ou celui du 8 décembre 2014 pour les parties existantes, le texte applicable à chaque partie étant confirmé au CCTP.',
    },
    {
      when: EXTENSION_ECOLE,
      sujet: 'raccordement de l’extension à l’école en service',
      texte:
        'L’extension {de-ouvrage} est raccordée aux réseaux de l’école, qui reste en service : les points de piquage sur l’eau froide, l’eau chaude et les évacuations sont relevés dès la période de préparation (diamètre, matériau et état des canalisations, pression disponible, présence d’une vanne d’isolement, fil d’eau et état des collecteurs), et toute réserve sur l’existant est signalée au maître d’œuvre avant le raccordement. Les raccordements sont faits en une intervention courte, pendant les vacances scolaires ou un jour sans élèves (le mercredi lorsque l’école n’a pas classe ce jour-là), à une date arrêtée avec la collectivité et la direction de l’école ; la coupure d’eau est annoncée par écrit au moins une semaine à l’avance. Chaque piquage reçoit sa vanne d’isolement, pour que l’extension puisse être mise hors d’eau sans priver l’école, et le tronçon remis en eau est rincé et désinfecté avant la reprise des classes.',
    },
    {
      when: EXTENSION_SANTE,
      sujet: 'raccordement de l’extension à l’établissement en activité',
      texte:
        'L’extension {de-ouvrage} est raccordée aux réseaux de l’établissement, qui reste en activité : les points de piquage sur l’eau froide, l’eau chaude et les évacuations sont relevés dès la période de préparation (diamètre, matériau et état des canalisations, pression disponible, vannes d’isolement, état des collecteurs). Aucun service n’est privé d’eau sans son accord : chaque raccordement est une intervention courte, à la date et à l’heure arrêtées avec les services techniques et les cadres des services desservis, avec une alimentation provisoire lorsque la coupure ne peut être évitée, et chaque piquage reçoit sa vanne d’isolement.',
    },
    {
      when: EXTENSION_AUTRE,
      sujet: 'raccordement de l’extension au bâtiment en service',
      texte:
        'L’extension {de-ouvrage} est raccordée aux réseaux du bâtiment existant, en service sauf indication contraire du dossier : les points de piquage sur l’eau froide, l’eau chaude et les évacuations sont relevés dès la période de préparation (diamètre, matériau et état des canalisations, pression disponible, présence d’une vanne d’isolement, fil d’eau et état des collecteurs), et toute réserve sur l’existant est signalée au maître d’œuvre avant le raccordement. Les raccordements sont faits en une intervention courte, hors des heures d’occupation ou pendant une période de fermeture arrêtée avec le maître d’ouvrage et l’exploitant ; la coupure d’eau est annoncée par écrit au moins une semaine à l’avance. Chaque piquage reçoit sa vanne d’isolement, pour que l’extension puisse être mise hors d’eau sans priver le bâtiment existant, et le tronçon remis en eau est rincé et désinfecté.',
    },
  ],
  etapes: [
    {
      titre: 'Plans d’exécution et réservations',
      detail:
        'plans d’exécution et de réservations, implantation des appareils et des attentes arrêtée avec le gros œuvre et le plaquiste, fourreaux aux traversées',
    },
    {
      titre: 'Repérage et consignation',
      detail:
        'repérage des réseaux existants conservés, coupures programmées avec l’exploitant, vannes de sectionnement',
      when: PLOMBIER_REHAB,
    },
    {
      titre: 'Dépose',
      detail: 'dépose des appareils et réseaux à remplacer, obturation provisoire des attentes chaque soir',
      when: PLOMBIER_REHAB,
    },
    {
      titre: 'Évacuations',
      detail:
        'collecteurs et chutes en PVC avec pentes et ventilation primaire conformes, tampons de visite accessibles, essai d’écoulement',
    },
    {
      titre: 'Réseaux d’alimentation',
      detail:
        'distribution en cuivre, multicouche ou PER selon le CCTP, colliers isophoniques, calorifugeage, protection antipollution selon la NF EN 1717',
    },
    {
      titre: 'Appareils et robinetterie',
      detail: 'pose des appareils sur supports, raccordements, réglages des débits',
    },
    {
      titre: 'Essais et mise en service',
      detail:
        'épreuve d’étanchéité sous pression, rinçage et désinfection des réseaux d’eau potable, relevé des températures d’eau chaude',
    },
    {
      titre: 'Mise en service sanitaire avant l’ouverture',
      detail:
        'réglage des mitigeurs à 50 °C au plus aux points de puisage, relevés de températures en production, en retour de boucle et aux points de puisage, analyse de légionelles par un laboratoire accrédité, carnet sanitaire ouvert et remis à la réception',
      when: SANTE_NEUF,
    },
  ],
  materiel: [
    { nom: 'sertisseuse et outillage de cintrage', match: /sertisseuse|cintr|sertir/ },
    { nom: 'poste à braser', match: /braser|chalumeau|soud/ },
    { nom: 'pompe d’épreuve et manomètre', match: /pompe d'epreuve|pompe d’epreuve|epreuve|manometre/ },
    { nom: 'caméra d’inspection des canalisations', match: /camera|inspection/, when: PLOMBIER_REHAB },
    { nom: 'carotteuse pour les traversées', match: /carotteuse|carottage/ },
    { nom: 'véhicule atelier', match: /vehicule|utilitaire|fourgon/ },
  ],
  materiaux: [
    'tubes cuivre, multicouche ou PER sous avis technique',
    'PVC d’évacuation sous marque NF',
    'appareils sanitaires et robinetterie classés ECAU',
    'disconnecteurs et clapets conformes à la NF EN 1717',
  ],
  habilitations: ['brasage et permis de feu', 'habilitation électrique BS pour les raccordements simples d’appareils'],
  risques: [
    { risque: 'Brûlures et incendie lors du brasage', mesure: 'permis de feu, écran thermique, extincteur au poste' },
    { risque: 'Dégâts des eaux', mesure: 'consignation des réseaux, contrôle des obturateurs chaque soir' },
    {
      risque: 'Exposition à l’amiante (conduits et colles anciennes)',
      mesure: 'consultation du repérage avant travaux, mode opératoire SS4 si matériau amianté',
      when: /amiante|ancien|rehabilit/,
    },
    {
      risque: 'Contamination du réseau d’eau (légionelles, retours d’eau)',
      mesure: 'bras morts supprimés, obturation des attentes, rinçage et désinfection avant remise en service',
      when: PLOMBIER_REHAB,
    },
    {
      risque: 'Postures contraignantes (en gaine, sous plafond, au sol)',
      mesure: 'plateformes individuelles roulantes, genouillères, rotation des tâches',
    },
  ],
  dechets: [
    {
      dechet: 'Appareils sanitaires en céramique',
      categorie: 'Inertes',
      exutoire: 'plateforme inertes ou reprise via la REP PMCB',
      when: PLOMBIER_REHAB,
    },
    {
      dechet: 'Canalisations cuivre, laiton et plomb',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      when: PLOMBIER_REHAB,
    },
    {
      dechet: 'Chutes de tubes cuivre et raccords laiton',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      unless: PLOMBIER_REHAB,
    },
    { dechet: 'PVC', categorie: 'DND', exutoire: 'filière de recyclage du PVC' },
    { dechet: 'Emballages des appareils', categorie: 'DND', exutoire: 'centre de tri', unless: PLOMBIER_REHAB },
    {
      dechet: 'Ballons et chauffe-eau électriques',
      categorie: 'DD',
      exutoire: 'filière DEEE',
      when: /ballon|chauffe-eau|ecs/,
    },
  ],
  autocontroles: [
    { point: 'Pentes des évacuations', moment: 'à la pose, avant encoffrement', preuve: 'fiche d’autocontrôle' },
    {
      point: 'Étanchéité des réseaux d’alimentation',
      moment: 'avant fermeture des gaines (point d’arrêt)',
      preuve: 'PV d’essai sous pression',
    },
    {
      point: 'Désinfection des réseaux d’eau potable',
      moment: 'avant mise en service',
      preuve: 'PV de désinfection et, si demandé, analyse d’eau',
    },
    {
      point: 'Températures d’eau chaude',
      moment: 'à la mise en service',
      preuve: 'relevés aux points de puisage',
      when: new RegExp(`eau chaude|ecs|ballon|bouclage|douche|vestiaire|${PLOMBIER_SCOLAIRE.source}|${SANTE.source}`),
    },
    {
      point: 'Analyse de légionelles aux points que fixe l’établissement',
      moment: 'avant l’ouverture de l’établissement (point d’arrêt)',
      preuve: 'rapport d’analyse du laboratoire',
      when: SANTE_NEUF,
    },
    {
      point: 'Carnet sanitaire (plans des réseaux, relevés de températures, analyses)',
      moment: 'à la réception',
      preuve: 'carnet sanitaire remis à l’établissement',
      when: SANTE_NEUF,
    },
    {
      point: 'Raccordements sur les réseaux du bâtiment existant',
      moment: 'à la remise en eau de l’existant (point d’arrêt)',
      preuve: 'fiche de raccordement : état relevé, essai d’étanchéité, PV de rinçage et de désinfection',
      when: PLOMBIER_EXTENSION,
    },
  ],
  phases: [
    { nom: 'Préparation, plans d’exécution et approvisionnement', part: 0.1 },
    { nom: 'Réservations et réseaux d’évacuation', part: 0.35 },
    { nom: 'Distribution d’eau froide et d’eau chaude', part: 0.3 },
    { nom: 'Pose des appareils et raccordements', part: 0.15 },
    { nom: 'Essais, désinfection et réception', part: 0.1 },
  ],
  pointsAttention: [
    'les traversées de parois et de planchers (réservations ou carottages, calfeutrement coupe-feu)',
    'les encastrements et leurs trappes de visite, en interface avec le plaquiste et le carreleur',
    'les points de raccordement aux réseaux d’eau et d’évacuation',
  ],
  biennale: 'la robinetterie, les appareils sanitaires et les équipements dissociables',
  decennale: 'les réseaux encastrés et tout désordre rendant l’ouvrage impropre à sa destination (fuites encastrées)',
  entretien:
    'détartrer les mousseurs et la robinetterie, faire fonctionner les vannes deux fois par an, purger chaque semaine les points peu utilisés et tous après une fermeture',
  semainesParDefaut: 8,
};

export const ELECTRICIEN: TradeKnowledge = {
  slug: 'electricien',
  travaux: 'travaux d’électricité courants forts et courants faibles',
  ouvrage: 'les installations électriques',
  normes: [
    { ref: 'NF C 15-100', objet: 'installations électriques à basse tension' },
    {
      ref: 'NF C 14-100',
      objet: 'installations de branchement à basse tension',
      when: /branchement|tarif jaune|tgbt|comptage|raccordement/,
    },
    { ref: 'NF C 13-100', objet: 'postes de livraison HTA', when: /\bhta\b|poste de livraison|transformateur/ },
    { ref: 'NF C 18-510', objet: 'opérations sur les ouvrages électriques et habilitations' },
    { ref: 'NF EN 12464-1', objet: 'éclairage des lieux de travail', when: /eclairage|led|luminaire/ },
    {
      ref: 'NF S 61-970',
      objet: 'règles d’installation des systèmes de détection incendie',
      when: /\bssi\b|securite incendie|detection incendie|alarme incendie/,
    },
    {
      ref: 'NF C 71-800',
      objet: 'blocs autonomes d’éclairage de sécurité (BAES)',
      when: /\bssi\b|securite incendie|eclairage de securite|\bbaes\b|\berp\b|vestiaires?|gradins?|tribunes?/,
    },
    {
      ref: 'Règlement de sécurité ERP (articles EL)',
      objet: 'installations électriques des établissements recevant du public',
      when: /\berp\b|ecole|college|lycee|gymnase|mairie|salle|vestiaires?|gradins?|tribunes?/,
    },
  ],
  specificites: [
    {
      // (« Accord-cadre … pour l’entretien, les aménagements et les grosses réparations des bâtiments publics »:
      // the city's schools, gyms and offices, open to the public while they are worked on)
      when: /^(?=[\s\S]*(?:entretien|maintenance|grosses reparations|accord-cadre|bons? de commande))(?=[\s\S]*(?:batiments? (?:publics?|communaux|municipaux|de la ville|de la commune)|patrimoine bati|groupes? scolaires?|equipements? (?:publics?|communaux|municipaux)))/,
      sujet: 'bâtiments publics en service',
      texte:
        'Les bâtiments publics où nous intervenons sont pour la plupart des établissements recevant du public en service : chaque intervention est calée avec le responsable du site (hors présence du public, le mercredi ou pendant les vacances scolaires dans les écoles), et les travaux qui touchent à la sécurité sont traités comme tels — levée des observations des rapports de vérification périodique des installations électriques, éclairage de sécurité (blocs autonomes NF C 71-800) essayé après chaque intervention sur un circuit qui l’alimente, et accord du mainteneur du système de sécurité incendie avant toute intervention sur une ligne ou un équipement qui y est raccordé. Le compte rendu de l’intervention est remis pour le registre de sécurité de l’établissement.',
    },
    {
      // (« Construction de vestiaires et de gradins au campus 1 »: showers, and a public in the stands)
      when: /vestiaires?|douches?|salles? d'eau|\bsanitaires?\b/,
      sujet: 'locaux de douches',
      texte:
        'Dans les vestiaires et les locaux de douches, l’installation suit la partie 7-701 de la NF C 15-100 : les volumes 0, 1 et 2 sont respectés pour chaque appareil (matériel de classe II ou TBTS dans les volumes, degré de protection IPX4 au moins, IPX5 là où le nettoyage se fait au jet), une liaison équipotentielle supplémentaire relie les éléments conducteurs, et les circuits sont protégés par des dispositifs différentiels 30 mA ; l’alimentation des chauffe-eau et des sèche-mains est coordonnée avec le plombier.',
    },
    {
      when: /vestiaires?|gradins?|tribunes?/,
      sujet: 'éclairage de sécurité d’un lieu recevant du public',
      texte:
        'Ces locaux reçoivent du public : l’éclairage de sécurité (blocs autonomes NF C 71-800, balisage des dégagements et des escaliers, ambiance là où le règlement l’exige) est implanté selon la catégorie de l’établissement et les plans visés par le bureau de contrôle, les circulations, escaliers et gradins éventuels sont éclairés selon le CCTP, et l’installation passe la vérification initiale que prévoit le règlement de sécurité avant l’ouverture au public.',
    },
    {
      when: /eclairage|led|luminaire/,
      sujet: 'éclairage',
      texte:
        'Les luminaires LED sont choisis pour atteindre les niveaux d’éclairement de la NF EN 12464-1 propres à chaque local, avec une étude d’éclairement fournie au visa ; la gestion par détection de présence et gradation selon la lumière du jour réduit les consommations.',
    },
    {
      when: /tgbt|tableau|armoire/,
      sujet: 'tableaux électriques',
      texte:
        'Les tableaux sont câblés en atelier quand c’est possible, repérés et livrés avec leurs schémas ; la sélectivité des protections et la coordination avec le branchement sont vérifiées par note de calcul.',
    },
    {
      when: /\bssi\b|alarme incendie|securite incendie|detection incendie|\bbaes\b|eclairage de securite/,
      sujet: 'sécurité incendie',
      texte:
        'L’éclairage de sécurité et l’alarme incendie sont mis en œuvre selon la catégorie de l’établissement et les plans validés par le bureau de contrôle ; le système existant reste en service jusqu’à la bascule, programmée avec l’exploitant en dehors de la présence du public ou des occupants.',
    },
    {
      when: /irve|borne|recharge/,
      sujet: 'infrastructures de recharge',
      texte:
        'Les bornes de recharge sont installées par un intervenant qualifié IRVE, sur circuit dédié protégé par différentiel adapté, avec déclaration de la borne à l’opérateur du point de recharge.',
    },
    {
      when: /photovolta/,
      sujet: 'photovoltaïque',
      texte:
        'L’installation photovoltaïque respecte le guide UTE C 15-712-1 (coupure d’urgence, protection contre les surtensions) et fait l’objet d’une attestation Consuel avant raccordement.',
    },
    {
      // The cabling itself named (VDI, computer network, fibre): not an access-control, video or intrusion job,
      // nor a « courants faibles » lot that names no cabling.
      when: /\bvdi\b|precablage|cablages? (informatiques?|structures?|reseaux?)|reseaux? informatiques?|baies? de brassage|fibre optique|\bff?tt?[ho]\b/,
      sujet: 'précâblage VDI',
      texte:
        'Le précâblage VDI est réalisé en catégorie 6 au minimum, avec baie de brassage repérée et recette de chaque lien au testeur certificateur.',
    },
  ],
  etapes: [
    {
      titre: 'Consignation',
      detail:
        'consignation des installations existantes par un chargé de consignation, maintien des circuits nécessaires à l’exploitation',
      // A new building has no installation to isolate nor to remove.
      unless: NEUF_SEUL,
    },
    {
      titre: 'Dépose',
      detail: 'dépose des équipements et câbles obsolètes, repérage des circuits conservés',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Réservations et incorporations',
      detail:
        'réservations et fourreaux transmis au gros œuvre à l’avancement, incorporations en dalle et boîtes d’encastrement posées avant coulage ou fermeture des cloisons',
      when: NEUF_SEUL,
    },
    { titre: 'Cheminements', detail: 'chemins de câbles, conduits et goulottes, rebouchages coupe-feu des traversées' },
    {
      titre: 'Câblage et raccordements',
      detail: 'tirage et raccordement des câbles selon les sections calculées, repérage aux deux extrémités',
    },
    { titre: 'Appareillage et équipements', detail: 'pose des appareillages, luminaires et équipements' },
    {
      titre: 'Mesures et essais',
      detail:
        'mesures d’isolement, de continuité des conducteurs de protection et de résistance de terre, essais des différentiels',
    },
    {
      titre: 'Mise en service',
      detail: 'mise en service, autocontrôle et attestation de conformité Consuel lorsqu’elle est requise',
    },
  ],
  materiel: [
    {
      nom: 'contrôleur d’installation multifonction (isolement, terre, différentiels)',
      match: /controleur|multifonction|mesure|megohm|testeur/,
    },
    {
      nom: 'nacelle ou plateforme individuelle roulante pour les travaux en hauteur',
      match: /nacelle|pirl|plateforme|echafaudage/,
    },
    { nom: 'dérouleur et tire-fils', match: /derouleur|tire-fil|aiguille/ },
    { nom: 'outillage isolé 1000 V et équipements de consignation', match: /outillage|isole|\bvat\b|consignation/ },
    { nom: 'véhicule atelier', match: /vehicule|utilitaire|fourgon/ },
  ],
  materiaux: [
    'câbles et appareillages sous marque NF ou certification équivalente',
    'luminaires LED avec garantie fabricant',
    'chemins de câbles et conduits de réaction au feu adaptée',
  ],
  habilitations: [
    'habilitations électriques selon la NF C 18-510 (B1V, B2V, BR, BC selon les tâches)',
    'travail en hauteur sur PIRL ou nacelle',
  ],
  risques: [
    {
      risque: 'Électrisation et électrocution',
      mesure:
        'consignation avant toute intervention, vérification d’absence de tension, intervenants habilités selon la NF C 18-510',
    },
    { risque: 'Chute de hauteur', mesure: 'PIRL ou nacelle plutôt qu’escabeau' },
    {
      risque: 'Coupure de l’alimentation des locaux exploités',
      mesure: 'coupures programmées et annoncées, alimentations provisoires',
    },
    {
      risque: 'Exposition à l’amiante lors des percements',
      mesure: 'lecture du repérage, aucun percement sur matériau repéré sans mode opératoire SS4',
      when: /amiante|ancien|rehabilit|renov/,
    },
  ],
  dechets: [
    {
      dechet: 'Câbles et chutes de câbles',
      categorie: 'DND',
      exutoire: 'recycleur de métaux (récupération du cuivre)',
    },
    {
      dechet: 'Luminaires, appareillages et équipements déposés',
      categorie: 'DD',
      exutoire: 'filière DEEE (reprise par l’éco-organisme)',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Tubes fluorescents et lampes',
      categorie: 'DD',
      exutoire: 'collecte dédiée des lampes usagées',
      unless: NEUF_SEUL,
    },
    { dechet: 'Emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Continuité des conducteurs de protection et résistance de terre',
      moment: 'avant mise sous tension (point d’arrêt)',
      preuve: 'PV de mesures de continuité et de terre',
    },
    { point: 'Isolement des circuits', moment: 'avant mise sous tension', preuve: 'PV de mesures d’isolement' },
    {
      point: 'Fonctionnement des dispositifs différentiels',
      moment: 'à la mise en service',
      preuve: 'PV d’essais des différentiels',
    },
    {
      point: 'Repérage des circuits et schémas',
      moment: 'avant réception',
      preuve: 'schémas conformes à l’exécution remis au DOE',
    },
    {
      point: 'Niveaux d’éclairement',
      moment: 'à la mise en service',
      preuve: 'relevés au luxmètre',
      when: /eclairage|led|luminaire/,
    },
  ],
  phases: [
    { nom: 'Préparation, études d’exécution et approvisionnement', part: 0.15 },
    { nom: 'Consignations et déposes', part: 0.15 },
    { nom: 'Cheminements et câblage', part: 0.35 },
    { nom: 'Appareillage, équipements et raccordements', part: 0.2 },
    { nom: 'Essais, mise en service et réception', part: 0.15 },
  ],
  pointsAttention: [
    'la continuité de service des locaux occupés pendant les basculements',
    'l’état du tableau général et du branchement existants',
    'la présence d’amiante dans les supports à percer',
  ],
  biennale: 'les appareillages, luminaires et équipements dissociables',
  decennale: 'les installations encastrées et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'tester les dispositifs différentiels tous les mois et faire vérifier l’installation par un organisme agréé selon la périodicité réglementaire de l’établissement',
  semainesParDefaut: 8,
};

/** Heating work (a generator, emitters): a ventilation-only job has no boiler to remove. */
const HEATING = /chaudiere|chauffage|chaufferie|radiateur|generateur|emetteur|pompe a chaleur|\bpac\b|fioul|gaz/;
/** A new building or an extension (RE2020), not the renovation of an existing one. */
const NEUF_OU_EXTENSION =
  /construction (neuve|d'(un|une|des)\b)|(batiments?|locaux|ouvrages?|groupes? scolaires?|ecoles?|gymnases?|salles?) neu(f|ve)s?\b|\bextensions?\b(?! (du |de la |de l'|des |d'une? )?(reseaux?|installations?|canalisations?|circuits?))|agrandissement|\bre ?2020\b/;
/** Works in an existing building (the réglementation thermique des bâtiments existants). */
const BATIMENT_EXISTANT =
  /renov|rehabilit|restructur|remplacement|refection|amelioration|mise (en conformite|aux normes)|transformation|existant|performance energetique/;

export const CHAUFFAGISTE: TradeKnowledge = {
  slug: 'chauffagiste',
  travaux: 'travaux de chauffage, ventilation et climatisation',
  ouvrage: 'les installations de génie climatique',
  normes: [
    {
      ref: 'NF DTU 65.10',
      objet:
        'canalisations d’eau chaude ou froide sous pression et canalisations d’évacuation des eaux usées et eaux pluviales',
    },
    { ref: 'NF DTU 65.11', objet: 'dispositifs de sécurité des installations de chauffage central' },
    { ref: 'NF DTU 65.12', objet: 'réalisation des installations de capteurs solaires', when: /solaire/ },
    { ref: 'NF DTU 65.14', objet: 'exécution de planchers chauffants à eau chaude', when: /plancher chauffant/ },
    {
      ref: 'NF DTU 24.1',
      objet: 'travaux de fumisterie (conduits de fumée)',
      when: /chaudiere|fumisterie|conduit|bois|granule|gaz/,
    },
    {
      ref: 'NF DTU 68.3',
      objet: 'installations de ventilation mécanique',
      when: /vmc|ventilation|\bcta\b|double flux/,
    },
    // RE2020 is for new buildings and extensions only; works in an existing building follow the
    // réglementation thermique des bâtiments existants (« élément par élément », arrêté du 3 mai 2007).
    {
      ref: 'RE2020 (décret n° 2021-1004 et arrêté du 4 août 2021)',
      objet: 'performance énergétique et environnementale des bâtiments neufs et des extensions',
      when: NEUF_OU_EXTENSION,
    },
    {
      ref: 'Réglementation thermique des bâtiments existants (arrêté du 3 mai 2007)',
      objet:
        'performances des équipements de chauffage, d’eau chaude, de refroidissement et de ventilation installés ou remplacés dans un bâtiment existant',
      when: BATIMENT_EXISTANT,
    },
    {
      ref: 'Règlement (UE) 2024/573 et code de l’environnement (articles R543-75 et suivants)',
      objet: 'fluides frigorigènes : attestation de capacité de l’entreprise, attestation d’aptitude des techniciens',
      when: /\bpac\b|pompe a chaleur|clim|frigori/,
    },
  ],
  specificites: [
    {
      when: /chaudiere|chaufferie|gaz/,
      sujet: 'chaufferie',
      texte:
        'Le remplacement de la chaudière est organisé pour limiter la coupure de chauffage : préfabrication des raccordements, dépose et pose sur un créneau court, désembouage du réseau existant et pose d’un filtre magnétique avant mise en service ; le conduit de fumée est tubé selon le NF DTU 24.1.',
    },
    {
      when: /\bpac\b|pompe a chaleur/,
      sujet: 'pompes à chaleur',
      texte:
        'La pompe à chaleur est dimensionnée sur un bilan thermique pièce par pièce, l’unité extérieure implantée pour limiter les nuisances sonores (plots antivibratiles, distance aux limites) et le circuit frigorifique mis en œuvre par des techniciens titulaires de l’attestation d’aptitude requise, l’entreprise intervenant sous l’attestation de capacité exigée par le code de l’environnement.',
    },
    {
      when: /vmc|ventilation|cta|double flux|traitement d'air/,
      sujet: 'ventilation',
      texte:
        'Les réseaux aérauliques sont étanches (classe d’étanchéité visée au CCTP), les débits réglés bouche par bouche et mesurés à l’anémomètre, et les filtres neufs posés à la réception.',
    },
    {
      when: /radiateur|emetteur|robinet thermostatique|equilibrage/,
      sujet: 'émetteurs et équilibrage',
      texte:
        'Les émetteurs sont équipés de robinets thermostatiques et le réseau équilibré par vannes d’équilibrage réglées d’après la note de calcul ; les relevés d’équilibrage sont joints au DOE.',
    },
    {
      when: /desenfumage/,
      sujet: 'désenfumage',
      texte:
        'Le désenfumage compris dans le lot est traité comme un ouvrage de sécurité : composants marqués CE et justifiés par leur PV de classement (série NF EN 12101, NF EN 13501-4), traversées de parois calfeutrées pour restituer leur degré coupe-feu, dispositifs actionnés de sécurité raccordés au SSI avec son titulaire, et essais fonctionnels en présence du coordonnateur SSI et du contrôleur technique avant la réception.',
    },
    {
      when: /regulation|gtb|gtc|programmation/,
      sujet: 'régulation',
      texte:
        'La régulation est paramétrée selon les horaires d’occupation réels avec l’exploitant, et ses réglages sont consignés au DOE.',
    },
  ],
  etapes: [
    {
      titre: 'Bilan et notes de calcul',
      detail: 'bilan thermique, dimensionnement des équipements et réseaux, plans d’exécution soumis au visa',
    },
    {
      titre: 'Dépose',
      detail:
        'vidange, récupération des fluides frigorigènes par un opérateur habilité le cas échéant, dépose des équipements',
      unless: NEUF_SEUL,
    },
    {
      titre: 'Réservations et supports',
      detail:
        'réservations, fourreaux et trémies transmis au gros œuvre à l’avancement, supports et socles des équipements réceptionnés avant pose',
      when: NEUF_SEUL,
    },
    { titre: 'Réseaux', detail: 'réseaux hydrauliques et aérauliques, supportages, calorifugeage' },
    { titre: 'Équipements', detail: 'pose des générateurs, émetteurs, centrales de traitement d’air ou caissons' },
    {
      titre: 'Raccordements et régulation',
      detail: 'raccordements hydrauliques, électriques et fumisterie, régulation',
    },
    {
      titre: 'Essais et mise en service',
      detail:
        'épreuve d’étanchéité, rinçage, équilibrage, mesures de débits, mise en service par le constructeur si exigée',
    },
  ],
  materiel: [
    {
      nom: 'station de récupération des fluides frigorigènes et détecteur de fuites',
      match: /recuperation|frigori|detecteur de fuite|manifold/,
      when: /\bpac\b|pompe a chaleur|clim|frigori/,
    },
    {
      nom: 'sertisseuse, poste à souder et outillage de tuyauterie',
      match: /sertisseuse|soud|braser|filiere|tuyauterie/,
    },
    { nom: 'pompe d’épreuve et appareil de désembouage', match: /pompe|desembouage/ },
    { nom: 'analyseur de combustion', match: /analyseur|combustion/, when: /chaudiere|gaz|fioul|bois/ },
    { nom: 'anémomètre et appareils de mesure des débits', match: /anemometre|debitmetre|mesure/ },
    { nom: 'moyens de levage pour les équipements lourds', match: /levage|grue|palan|transpalette/ },
  ],
  materiaux: [
    'générateurs et émetteurs conformes aux exigences d’écoconception (ErP)',
    'tubes acier, cuivre ou multicouche selon le CCTP',
    'calorifuges de classe de réaction au feu adaptée',
    'vannes d’équilibrage et robinets thermostatiques',
  ],
  habilitations: [
    'attestation d’aptitude à la manipulation des fluides frigorigènes (catégorie adaptée aux équipements)',
    'qualification gaz (PG) pour les installations gaz',
    'habilitation électrique BR pour les raccordements',
  ],
  risques: [
    {
      risque: 'Brûlures et incendie lors des soudures',
      mesure: 'permis de feu, extincteur au poste, surveillance après travaux',
    },
    {
      risque: 'Intoxication au monoxyde de carbone',
      mesure: 'contrôle des conduits et de la combustion à la mise en service',
      when: /chaudiere|gaz|fioul|bois/,
    },
    {
      risque: 'Manutention d’équipements lourds',
      mesure: 'plan de manutention, levage mécanique, voies d’accès vérifiées',
    },
    {
      risque: 'Rejet de fluides frigorigènes',
      mesure: 'récupération systématique, contrôle d’étanchéité, fiche d’intervention',
      when: /\bpac\b|pompe a chaleur|clim|frigori/,
    },
  ],
  dechets: [
    {
      dechet: 'Chaudières, radiateurs et tuyauteries métalliques',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      when: HEATING,
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Gaines, tuyauteries et supports métalliques',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      unless: new RegExp(`${HEATING.source}|${NEUF_SEUL.source}`),
    },
    {
      // A new installation removes nothing: its metal waste is offcuts.
      dechet: 'Chutes de tubes, de gaines et de supports métalliques',
      categorie: 'DND',
      exutoire: 'ferrailleur pour recyclage matière',
      when: NEUF_SEUL,
    },
    {
      dechet: 'Équipements électriques et électroniques (régulations, PAC, climatiseurs)',
      categorie: 'DD',
      exutoire: 'filière DEEE',
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Fluides frigorigènes récupérés',
      categorie: 'DD',
      exutoire: 'distributeur de fluides, bordereau de suivi des déchets de fluides',
      when: /\bpac\b|pompe a chaleur|clim|frigori/,
      unless: NEUF_SEUL,
    },
    {
      dechet: 'Boues de désembouage et fioul résiduel',
      categorie: 'DD',
      exutoire: 'collecte par entreprise agréée, bordereau BSD',
      when: /chaudiere|fioul|desembouage|radiateur/,
      unless: NEUF_SEUL,
    },
    { dechet: 'Calorifuges et emballages', categorie: 'DND', exutoire: 'centre de tri' },
  ],
  autocontroles: [
    {
      point: 'Étanchéité des réseaux hydrauliques',
      moment: 'avant calorifugeage (point d’arrêt)',
      preuve: 'PV d’épreuve',
    },
    {
      point: 'Débits d’air',
      moment: 'à la mise en service',
      preuve: 'relevés anémométriques',
      when: /vmc|ventilation|\bcta\b/,
    },
    { point: 'Équilibrage hydraulique', moment: 'à la mise en service', preuve: 'fiche d’équilibrage' },
    {
      point: 'Combustion et tirage',
      moment: 'à la mise en service',
      preuve: 'ticket de l’analyseur',
      when: /chaudiere|gaz|fioul|bois/,
    },
    {
      point: 'Étanchéité du circuit frigorifique',
      moment: 'avant charge',
      preuve: 'fiche d’intervention',
      when: /\bpac\b|pompe a chaleur|clim/,
    },
  ],
  phases: [
    { nom: 'Études d’exécution, visa et approvisionnement', part: 0.2 },
    { nom: 'Dépose et préparation', part: 0.15 },
    { nom: 'Réseaux et supportages', part: 0.3 },
    { nom: 'Équipements et raccordements', part: 0.2 },
    { nom: 'Essais, équilibrage, mise en service et réception', part: 0.15 },
  ],
  pointsAttention: [
    'la période de chauffe et le maintien du chauffage des locaux occupés',
    'les accès pour l’amenée des équipements lourds',
    'l’état des réseaux conservés (embouage, corrosion)',
  ],
  biennale: 'les équipements (générateurs, pompes, régulation, émetteurs) en tant qu’éléments dissociables',
  decennale: 'les réseaux encastrés et tout désordre rendant l’ouvrage impropre à sa destination',
  entretien:
    'faire réaliser l’entretien annuel obligatoire des générateurs, changer les filtres de ventilation selon la notice et vérifier la pression du réseau chaque automne',
  semainesParDefaut: 10,
};
