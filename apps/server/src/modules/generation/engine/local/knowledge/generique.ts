import type { TradeSlug } from '@batiao/shared/domain/trades';
import { elides, fold, joinFr, lowerFirst } from '../text.ts';
import type { Autocontrole, Etape, FluxDechet, MaterielType, Norme, Phase, Risque, TradeKnowledge } from './types.ts';
import { NEUF_SEUL } from './sous-types-common.ts';

/**
 * The trade's general knowledge describes its most common work (indoor painting, partitions,
 * windows, gates and fences, glass replacement…). When the object names none of the trade's kinds
 * of work but a work that general knowledge does not describe (stores for a vitrier, shutters for a
 * serrurier, a baby-changing area for a menuisier, a bike shelter for a charpentier), writing
 * that template would present another work as the notice's scope. The engine then writes a method
 * that holds for any work of the trade — survey, choices submitted for approval, execution to the
 * CCTP, checks — and tells the user that the detailed method is theirs to write (`generique`).
 */

/**
 * Works that the trade's general knowledge does not describe, even when the object also speaks of
 * the trade (stores are no glazing, a steel bridge is no indoor painting). A general building
 * operation (« Réhabilitation de l’école ») keeps the general knowledge: the trade's usual work is
 * what its lot asks.
 */
export const HORS_MODELE: Readonly<Partial<Record<TradeSlug, RegExp>>> = {
  vitrier:
    /^(?![\s\S]*(miroiterie|vitrerie|vitrages?\b|menuiseries? exterieures?))[\s\S]*(\bstores?\b|brise-soleil|occultations?|protections? solaires?)/,
  serrurier: /rideaux? (metalliques?|anti-pietons?|a lames?)|portes? (automatiques?|sectionnelles?|basculantes?)/,
  // A process's supervision and its compressed-air or vacuum networks are no sanitary plumbing, even with
  // « eau chaude » in the object.
  // An automatic public toilet is a supplier's prefabricated unit, set and connected, not sanitary plumbing.
  plombier:
    /supervision|\bprocess\b|air comprime|reseaux? (d')?air\b|air\/vide|reseaux? de vide|fluides? medicaux|wc automatiques?|sanitaires? automatiques?|sanisettes?/,
  // Stores are the electrician's only through their motors and controls, which the object would name.
  electricien:
    /^(?![\s\S]*(electri|eclairage|courants? (forts?|faibles?)|motoris|domotique))[\s\S]*(\bstores?\b|brise-soleil)/,
  menuisier: /postes? de change|zones? de change|espaces? de change|tables? a langer|mobilier|agencement interieur/,
  charpentier: /\babris?\b|carport|kiosque|pergola/,
  peintre: /anticorrosion|\bpont\b|viaduc|ouvrages? d'art|charpente metallique|structure metallique|pylone|reservoirs?/,
};

const NORMES: Norme[] = [
  {
    ref: 'CCTP et pièces techniques du marché',
    objet: 'prescriptions de l’ouvrage, qui fixent les produits, les performances et les tolérances',
  },
  {
    ref: 'Avis techniques, DTA et fiches techniques des fabricants',
    objet: 'conditions de mise en œuvre des produits et procédés retenus',
  },
  {
    ref: 'Code du travail, 4e partie',
    objet: 'prévention des risques du chantier (travail en hauteur, manutention, coactivité)',
  },
];

const PHASES: Phase[] = [
  { nom: 'Relevés, choix des produits et visas', part: 0.15 },
  { nom: 'Approvisionnement et préparation', part: 0.15 },
  { nom: 'Exécution des ouvrages', part: 0.55 },
  { nom: 'Contrôles, réglages et réception', part: 0.15 },
];

const RISQUES: Risque[] = [
  {
    risque: 'Chute de hauteur pendant l’accès aux ouvrages',
    mesure:
      'moyens d’accès choisis sur le relevé (PIRL, échafaudage roulant ou nacelle), jamais d’échelle comme poste de travail',
  },
  {
    risque: 'Manutention des éléments et des produits',
    mesure: 'aides à la manutention, colisage adapté au poids, port des EPI',
  },
  {
    risque: 'Coactivité avec les autres intervenants et les usagers',
    mesure: 'zones d’intervention balisées, planning partagé, circulation des usagers maintenue hors de ces zones',
  },
];

const MATERIEL: MaterielType[] = [
  { nom: 'Véhicule utilitaire d’intervention', match: /utilitaire|fourgon|camion|vehicule/ },
  {
    nom: 'Moyens d’accès adaptés à la hauteur relevée (PIRL, échafaudage roulant ou nacelle)',
    match: /pirl|echafaudage roulant|nacelle/,
  },
  { nom: 'Outillage portatif électroportatif avec aspiration', match: /outillage|perceuse|visseuse|aspirat/ },
];

/** Not a new work only: there is an existing work to survey, protect or remove. */
const SUR_EXISTANT_OU_INCONNU = new RegExp(`^(?!${NEUF_SEUL.source.slice(1)})`);

const AUTOCONTROLES: Autocontrole[] = [
  {
    point: 'Relevé de l’existant et des cotes',
    moment: 'avant commande',
    preuve: 'fiche de relevé datée, photos',
    when: SUR_EXISTANT_OU_INCONNU,
  },
  {
    point: 'Réception des supports livrés et relevé des cotes',
    moment: 'avant commande',
    preuve: 'fiche de relevé datée, photos',
    when: NEUF_SEUL,
  },
  {
    point: 'Conformité des produits au CCTP et au visa',
    moment: 'à la livraison',
    preuve: 'bons de livraison, fiches techniques visées',
  },
  {
    point: 'Ouvrage terminé : fonctionnement, aspect, propreté',
    moment: 'avant réception',
    preuve: 'fiche d’autocontrôle signée, réserves levées',
  },
];

const DECHETS: FluxDechet[] = [
  {
    dechet: 'Éléments déposés et chutes',
    categorie: 'DND',
    exutoire: 'benne de tri, filière de valorisation par matériau',
    unless: NEUF_SEUL,
  },
  // A new work removes nothing: offcuts only.
  {
    dechet: 'Chutes de mise en œuvre',
    categorie: 'DND',
    exutoire: 'benne de tri, filière de valorisation par matériau',
    when: NEUF_SEUL,
  },
  {
    dechet: 'Emballages (cartons, films, palettes)',
    categorie: 'DND',
    exutoire: 'tri sur site, reprise fournisseur ou recyclage',
  },
  {
    dechet: 'Produits et contenants souillés',
    categorie: 'DD',
    exutoire: 'installation autorisée, bordereau Trackdéchets',
  },
];

/**
 * Works that no trade's general knowledge describes — civil-engineering structures, rock faults,
 * demolition alone, a ski run, a multi-sport pitch. When none of the trade's kinds of work matched, writing the trade's
 * usual work (a new wall, a new platform, indoor rooms) would present a neighbouring work as the
 * notice's scope: the trade-neutral method is written instead and the user is told. A kind of work
 * made for them (`ouvrage_art`, `demolition`…) is chosen before this applies.
 */
export const HORS_MODELE_SANS_TYPE =
  /\bpontons?\b|\bpieux\b|passerelles?|(reparation|refection|renforcement|reconstruction|demolition|entretien|remplacement|elargissement|confortement|requalification)s? (du|d'un|des|de la|de) ponts?\b|\bponts? sur\b|ouvrages? (d'art|de franchissement)|viaducs?|\btunnels?\b|\bdigues?\b|\bbarrages?\b|\becluses?\b|installations? portuaires?|instabilites rocheuses|chutes? de (pierres|blocs)|\bfalaises?\b|\breservoirs?\b|chateaux? d'eau|pistes? de ski|remontees? mecaniques|\btramways?\b|voies? ferrees?|\bruines\b|cristallisation|city[- ]stades?|terrains? multisports?|aires? de jeux|skate-?parks?|\bsterilisation\b|^(?![\s\S]*(rehabilitation|restructuration|renovation|reamenagement|amenagement|transformation|\bconstruction|reconstruction|extension|remplacement))[\s\S]*(demolition|deconstruction|desamiantage)/;

/**
 * An outdoor public space as the works' object (folded object and lots): a square or a « place », a parvis, an
 * esplanade, a promenade, streets requalified, a voirie, « espaces publics » (`ESPACE_URBAIN`: not « mise en
 * place », « à la place de », nor « places de crèche »), or a city-stade, a multisport pitch, a playground.
 */
export const ESPACE_URBAIN =
  /(?<!\b(?:en|sur|a la) )\bplaces? (?:du |de la |de l'|des |de |d')(?!\s?(?:creche|hebergement|accueil|internat|lits?|stationnement|parking|\d))|\bsquares?\b|\bparvis\b|esplanades?|promenades?|\bvoiries?\b|espaces? publics?|requalification urbaine|amenagements? urbains?|jardins? publics?|centre[- ]bourg|coeur de (?:ville|bourg|village)|\b(?:requalification|amenagement|reamenagement|refection)s? (?:de la |des |du |de l'|d'une? )?(?:rues?|avenues?|boulevards?|quais?|allees?|traverses?|places?)\b/;
/** An outdoor sports ground or a playground (a city-stade, a multisport pitch, a skatepark). */
export const TERRAIN_EXTERIEUR =
  /city[- ]?stades?|terrains? (?:multi-?sports?|de sports?|synthetiques?|de (?:football|basket|tennis|petanque|jeux))|aires? (?:de jeux|de loisirs|multi-?sports?|de fitness|de street)|plateaux? (?:sportifs?|multi-?sports?|d'evolution)|skate-?parks?|pump-?tracks?/;
export const ESPACE_EXTERIEUR = new RegExp(`${TERRAIN_EXTERIEUR.source}|${ESPACE_URBAIN.source}`);

/**
 * A building (or rooms) named as a work of the object: not as the owner of an outdoor space (« la cour de
 * la mairie », « le parvis de l’église ») nor as the site (« dans les hôpitaux de Saint-Maurice », « à
 * l’école »).
 */
export const BATIMENT_NOMME =
  /(?<!\b(?:cours?|places?|parvis|abords?|esplanades?|squares?|jardins?|parkings?|parcs?|rues?|avenues?|allees?|entrees?|acces|alentours|environs|enceinte|site|terrains?) (?:de la |du |de l'|des |de |d'))(?<!\b(?:dans|a|au|aux|sur|pres|proche|devant|derriere|autour) (?:les |le |la |l'|des |du |de |d')?)\b(?:batiments?|ecoles?|groupes? scolaires?|colleges?|lycees?|gymnases?|mairies?|hotel de ville|logements?|salles?|maisons?|residences?|creches?|locaux|local\b|immeubles?|eglises?|musees?|bibliotheques?|mediatheques?|piscines?|halles?|hopital|hopitaux|ehpad|vestiaires?|club-house|sanitaires?|toilettes?|\bwc\b|douches?|bureaux|ateliers?|hangars?|kiosques?|preaux?|pavillons?|foyers?|restaurants?|cantines?|cuisines?|internats?|gendarmeries?|casernes?|tribunes?)/;

/**
 * An outdoor public space that is the whole object: no building is built or worked in it. An indoor trade's
 * building default (sanitary rooms, tiled showers, partitions) would present another work as the scope.
 */
export const ESPACE_PUBLIC_SANS_BATIMENT = new RegExp(
  `^(?![\\s\\S]*(?:${BATIMENT_NOMME.source}))(?=[\\s\\S]*(?:${ESPACE_EXTERIEUR.source}))`,
);

/**
 * Equipment and networks an object can name as its key noun (« mise à niveau de la gestion technique
 * de bâtiment », « création d’ascenseurs », « installation de bornes de recharge »), each read in the
 * folded object and lots.
 */
export const EQUIPEMENTS = {
  gtb: /\bgt[bc]\b|gestion technique|supervision|telegestion|\bautomates?\b|automatismes? (du|des|de) batiments?/,
  ascenseur: /ascenseurs?|monte-charges?|monte-personnes|\belevateurs?\b|plates?-formes? elevatrices?/,
  video: /videoprotection|video-protection|videosurveillance|video-surveillance|cameras? de surveillance/,
  controle_acces: /controles? d'acces|interphonie|visiophon|anti-intrusion|alarmes? intrusion/,
  ssi: /\bssi\b|systemes? de securite incendie|detection (automatique )?(d')?incendie|alarmes? incendie/,
  fibre:
    /fibre optique|\bff?tt?[ho]\b|\bvdi\b|cablages? informatiques?|reseaux? (informatiques?|telecoms?|de telecommunications?)/,
  irve: /bornes? de recharge|\birve\b|recharge (de|des|pour) (vehicules?|voitures?)/,
  photovoltaique: /photovolta|centrales? solaires?|ombrieres?|panneaux solaires?(?! thermiques)/,
} as const;

export type Equipement = keyof typeof EQUIPEMENTS;

/**
 * An operation on a building (« réhabilitation de l’école », « construction d’un gymnase ») : the
 * equipment the object names beside it (« … incluant la GTB ») is a part of the operation, whose lot
 * is the trade's usual work.
 */
export const OPERATION_BATIMENT =
  /\b(?:construction|reconstruction|rehabilitation|renovation|restructuration|extension|agrandissement|surelevation|reamenagement|amenagement|transformation|requalification|refection|modernisation|mise (?:aux normes|en conformite|en accessibilite|en securite)|travaux)s? (?:et (?:de |d')?\w+ )?(?:d'une?|de la|de l'|du|des|de|d')\s?(?:(?!(?:de|des|du|d|la|le|les|l|et|a|au|aux|en)\b)\w+ )?(?:batiments?|ecoles?|groupes? scolaires?|colleges?|lycees?|gymnases?|mairies?|hotel de ville|logements?|salles?|maisons?|residences?|creches?|locaux|immeubles?|eglises?|musees?|bibliotheques?|mediatheques?|piscines?|stades?|halles?|hopital|ehpad|foyers?|complexes?|sieges?|ateliers?|bureaux|internats?|restaurants?|cantines?|gendarmeries?|casernes?|hangars?|aerogares?|terminal|gares?|theatres?|cinemas?|campus|facultes?|universites?|pavillons?|chalets?|villas?|auberges?|hotels?|cuisines?|dojos?|pole|centres?)\b/;

/**
 * The trade's own works in the object's words: when the object names them, an equipment beside them
 * (« chauffage et GTB », « électricité, vidéoprotection ») is a part of the trade's work, not its key noun.
 */
export const MOTS_DU_METIER: Readonly<Record<TradeSlug, RegExp>> = {
  macon:
    /maconner|gros[- ]oeuvre|\bbeton|\bmurs?\b|dalles?\b|fondations?|ravalement|facades?|\bgaines?\b|\bcages?\b|fosses?\b/,
  couvreur: /couverture|toiture|zingu|tuiles?|ardoises?|gouttieres?/,
  plombier:
    /plomberie|sanitaires?|eau chaude|\becs\b|\bwc\b|douches?|robinetterie|canalisations?|eau potable|\bfluides?\b/,
  electricien: /electri|eclairage|courants? (forts?|faibles?)|\btgbt\b|tableaux?|cablage|luminaires?/,
  menuisier: /menuiser|\bportes?\b|fenetres?|placards?|parquets?/,
  peintre: /peinture|revetements? (muraux|de sols?)|ravalement/,
  chauffagiste:
    /chauffage|chaufferie|chaudieres?|chaleur|frigorifiques?|\bcvc\b|ventilation|climatisation|pompes? a chaleur|\bpac\b|\bctas?\b|genie climatique|thermique|plomberie|desenfumage|\bfluides?\b|\bregulation\b/,
  carreleur: /carrelage|faience|revetements? de sols?/,
  plaquiste: /platrerie|cloisons?|doublages?|plafonds?|plaques? de platre/,
  terrassier: /terrassement|\bvrd\b|voirie|tranchees?|reseaux?|genie civil|fourreaux?|massifs?|plateformes?/,
  charpentier: /charpente|ossature|bardage|toiture|couverture|gaines?\b|cages? (d'|de l')?ascenseurs?|structures?/,
  etancheur: /etancheite|toitures?[- ]terrasses?|terrasses?/,
  serrurier:
    /serrurer|metaller|garde-corps|portails?|grilles?|clotures?|\bacier\b|metalliques?|gaines?\b|cages? (d'|de l')?ascenseurs?|structures?/,
  vitrier: /vitrer|vitrages?|miroiter|verrieres?|vitrees?/,
};

/**
 * The equipment each trade's general knowledge does not describe (the electrician's cameras, access
 * control, fire alarm and networks are his kinds; a roofer's photovoltaics is his): named as the
 * object's key noun, the trade's usual method (heating generators for a GTB, a timber roof for a lift)
 * would contradict the object.
 */
const NON_DECRITS: Readonly<Record<TradeSlug, readonly Equipement[]>> = {
  macon: ['gtb', 'video', 'controle_acces', 'ssi', 'fibre'],
  couvreur: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve'],
  plombier: ['ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  electricien: ['gtb', 'ascenseur'],
  menuisier: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  peintre: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  chauffagiste: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  carreleur: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  plaquiste: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  terrassier: ['gtb', 'ascenseur', 'controle_acces', 'ssi'],
  charpentier: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve'],
  etancheur: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve'],
  serrurier: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
  vitrier: ['gtb', 'ascenseur', 'video', 'controle_acces', 'ssi', 'fibre', 'irve', 'photovoltaique'],
};

/** Actions that head a work in an object (« travaux de », « création d’ », « mise à niveau de »). */
const ACTION_CLE =
  /(?:travaux|construction|reconstruction|creation|realisation|installation|implantation|mise en place|fourniture|pose|remplacement|renouvellement|renovation|rehabilitation|restructuration|refection|reparation|modernisation|refonte|extension|amenagement|transformation|mise aux normes|mise en conformite|mise en securite|mise a niveau|mise a jour|migration|securisation|entretien|maintenance|depose|reprise|remise en etat|deploiement|raccordement|renforcement)s?/;
/** Words that tie actions to their complement (« et d’ », « relatifs à la », « pour l’ »). */
const LIEN_CLE =
  /(?:et|ou|de|la|le|les|l|du|des|d|une?|a|au|aux|relatifs?|relatives?|pour|en vue|concernant|portant sur)/;
/** Words between an action and the equipment that name no other work (« du dispositif de », « de 2 »). */
const QUALIFIANT_CLE =
  /(?:dispositifs?|systemes?|installations?|equipements?|reseaux?|alarmes?|\d+|nouve(?:au|aux|lle|lles)|techniques?|existante?s?|l|la|le|les|de|du|des|d|une?|deux|trois|quatre)/;

/**
 * The object's key noun is this equipment, for a trade whose own works are `metier`: the first work
 * the object names is the equipment (« Création d’ascenseurs », « travaux relatifs à la mise à niveau
 * technique de la gestion technique de bâtiment », « modernisation et extension du dispositif de
 * vidéoprotection »), not a building or another work beside it (« Réhabilitation de l’école incluant la
 * GTB », « Restructuration des zones de change … et création d’un monte-charge »); and the object names
 * no operation on a building nor any of the trade's works (« chauffage et GTB »). A regex, so that a kind
 * made for the equipment can be chosen on it (`surObjet`).
 */
export function cleNommee(equipement: Equipement, metier: RegExp): RegExp {
  const action = `\\b${ACTION_CLE.source}\\b`;
  const premiere = `^(?:(?!${action})[\\s\\S])*(?:${action}(?:[\\s,']+${LIEN_CLE.source}\\b)*[\\s,']*)+(?:${QUALIFIANT_CLE.source}\\b[\\s']*){0,5}(?:${EQUIPEMENTS[equipement].source})`;
  // A lot named by the equipment (« … - lot 5 : ascenseur et monte-charge »), in an operation on a building.
  const lot = `\\blots? (?:n )?\\w{1,4} ?[:-] ?(?:${QUALIFIANT_CLE.source}\\b[\\s']*){0,3}(?:${EQUIPEMENTS[equipement].source})`;
  return new RegExp(
    `^(?:(?=[\\s\\S]*${lot})|(?=${premiere})(?![\\s\\S]*(?:${OPERATION_BATIMENT.source})))(?![\\s\\S]*(?:${metier.source}))`,
  );
}

/**
 * The equipment the object names as its key noun that the trade's general knowledge does not
 * describe (`NON_DECRITS`), if any: the trade-neutral method, or a kind made for it, is written.
 */
export function equipementHorsModele(slug: TradeSlug, ownText: string): Equipement | null {
  return NON_DECRITS[slug].find((e) => cleNommee(e, MOTS_DU_METIER[slug]).test(ownText)) ?? null;
}

/**
 * The trades whose general knowledge is a building's inside (sanitary rooms, tiling, partitions, paint, joinery,
 * heating): on an outdoor public space that names no building, with no kind of theirs read, it is not written.
 */
const INTERIEUR: readonly TradeSlug[] = ['plombier', 'carreleur', 'plaquiste', 'peintre', 'menuisier', 'chauffagiste'];

/**
 * Whether the general knowledge describes the object's work. `kinds`: how many of the trade's
 * kinds of work matched the object (a work outside every model is then described by its kind);
 * `ownText`: the object and lots without the descripteurs, which name every work of an operation
 * (a « Passerelle » descripteur on a VRD contract, « Démolition » on a gymnasium's refurbishment).
 */
export function fitsModel(slug: TradeSlug, objectText: string, kinds = 0, ownText: string = objectText): boolean {
  return (
    !(HORS_MODELE[slug]?.test(objectText) ?? false) &&
    equipementHorsModele(slug, ownText) === null &&
    (kinds > 0 ||
      (!HORS_MODELE_SANS_TYPE.test(ownText) &&
        !(INTERIEUR.includes(slug) && ESPACE_PUBLIC_SANS_BATIMENT.test(ownText))))
  );
}

/**
 * A family of works the trade-neutral method recognises in the object's own words (folded object and
 * lots; `inDescripteurs`: also in the descripteurs): a prefabricated unit, networks, a supervision, an
 * equipment replaced, fitted furniture… Each brings the generic but real points of such works —
 * steps, checks, risks, points to read in the CCTP — written as what the CCTP will confirm: never a
 * quantity, a brand or a performance the notice does not give.
 */
interface Famille {
  key: string;
  when: RegExp;
  /** Not this family when the object's own words match this. */
  unless?: RegExp;
  /** Read in the descripteurs too (« Fluides médicaux »): the operation has them, our works may touch them. */
  inDescripteurs?: true;
  /** Steps after « Choix et visas » (studies and interfaces before any order). */
  etudes?: Etape[];
  /** Steps before « Exécution » (on site, before the works). */
  travaux?: Etape[];
  /** Tests said in « Contrôles et remise ». */
  essais?: { texte: string; when?: RegExp }[];
  autocontroles?: Autocontrole[];
  risques?: Risque[];
  points?: string[];
  /** The works connect equipment to the electrical supply or put it out of service. */
  electrique?: true;
}

/** The risk of the works that connect equipment or put it out of service. */
const ELECTRIQUE: Risque = {
  risque: 'Électrisation lors des raccordements et des consignations',
  mesure:
    'consignation et vérification d’absence de tension avant intervention, intervenants habilités selon la NF C 18-510',
};

/** Water carried by the networks: they are flushed and disinfected before being put back into service. */
const EAU = /\beaux?\b|sanitaires?|\becs\b|potable/;

/**
 * The families of works, in the order their steps are written. Tested on the object's own words:
 * a descripteur names the whole operation's works, not ours (but for `inDescripteurs`).
 */
export const FAMILLES: readonly Famille[] = [
  {
    key: 'prefabrique',
    when: /prefabrique|\bwc automatiques?|sanitaires? automatiques?|toilettes? automatiques?|sanisettes?|\bmodulaires?\b|\bmonoblocs?\b|\bshelters?\b/,
    electrique: true,
    etudes: [
      {
        titre: 'Interfaces avec le fournisseur',
        detail:
          'plan du massif ou du support demandé par le fabricant de l’élément livré, réservations et attentes des branchements (eau, évacuation, électricité) arrêtés avec lui avant la commande, accès et moyen de levage de la livraison reconnus',
      },
    ],
    essais: [{ texte: 'mise en service avec le fournisseur et essais de fonctionnement' }],
    autocontroles: [
      {
        point: 'Massif ou support conforme au plan du fournisseur (cotes, niveau, attentes des branchements)',
        moment: 'avant la livraison',
        preuve: 'fiche de contrôle datée, photos',
      },
      {
        point: 'Mise en service et essais de fonctionnement avec le fournisseur',
        moment: 'avant réception',
        preuve: 'procès-verbal de mise en service',
      },
    ],
    risques: [
      {
        risque: 'Levage et mise en place de l’élément livré',
        mesure:
          'mode opératoire de levage arrêté avec le fournisseur, engin adapté à la charge, zone balisée pendant le levage',
      },
    ],
    points: [
      'Les limites de prestation avec le fournisseur de l’élément livré (massif, branchements, mise en service, garantie)',
      'Les points de branchement aux réseaux (eau, eaux usées, électricité) et les demandes aux concessionnaires qu’ils supposent',
    ],
  },
  {
    key: 'supervision',
    when: /supervision|\bgtc\b|\bgtb\b|gestion technique|telegestion|telesurveillance|\bautomates?\b|sous-comptages?|\bregulation\b/,
    electrique: true,
    etudes: [
      {
        titre: 'Liste des points',
        detail:
          'liste des points (mesures, états, commandes, alarmes), emplacement des capteurs et protocole de communication avec le poste de supervision ou la GTC de l’établissement arrêtés avec l’exploitant et soumis au visa',
      },
    ],
    travaux: [
      {
        // Sensors set on networks in service: their tappings are made during agreed cuts.
        titre: 'Piquages des capteurs',
        detail:
          'piquages, doigts de gant et manchettes des capteurs posés sur les réseaux pendant les coupures convenues avec l’exploitant, leur étanchéité contrôlée à la remise en service',
        when: /\breseaux?\b|\beaux?\b|\bair\b|\bvide\b|fluides?|canalisations?/,
      },
    ],
    essais: [{ texte: 'essais fonctionnels point à point de la supervision avec l’exploitant' }],
    autocontroles: [
      {
        point: 'Capteurs posés et étalonnés, chaque point remonté au poste de supervision',
        moment: 'à la mise en service',
        preuve: 'liste des points cochée, certificats d’étalonnage',
      },
      {
        point: 'Essais fonctionnels point à point (mesures, alarmes, commandes)',
        moment: 'avant réception',
        preuve: 'procès-verbal d’essais signé avec l’exploitant',
      },
    ],
    points: ['La liste des points à superviser et le protocole de communication du système existant, s’il y en a un'],
  },
  {
    key: 'remplacement',
    when: /\b(?:remplacement|renouvellement|changement|renovation|modernisation)s? (?:du|de la|de l'|des|d'une?)\b[^\n]{0,60}?\b(?:equipements?|centrales?|installations?|machines?|appareils?|pompes?|groupes?|chaudieres?|armoires?|autoclaves?|laveurs?|unites?)\b/,
    electrique: true,
    travaux: [
      {
        titre: 'Consignation et dépose',
        detail:
          'consignation des énergies et des fluides des équipements existants avec l’exploitant, vidange, dépose et évacuation vers les filières de déchets',
      },
    ],
    essais: [{ texte: 'essais de fonctionnement et remise en service avec l’exploitant' }],
    autocontroles: [
      {
        point: 'Consignation des équipements existants vérifiée avant la dépose',
        moment: 'avant dépose',
        preuve: 'fiche de consignation signée avec l’exploitant',
      },
      {
        point: 'Essais de fonctionnement et remise en service',
        moment: 'avant réception',
        preuve: 'procès-verbal d’essais et de mise en service',
      },
    ],
    points: [
      'Les équipements à déposer, ceux qui restent en service pendant les travaux et les conditions de leur consignation',
    ],
  },
  {
    key: 'reseaux',
    when: /\breseaux?\b|canalisations?|tuyauteries?|distributions? d'eau|air comprime|air\/vide|\bfluides?\b/,
    // Networks a supervision only reads are not networks renewed: no switch-over nor disinfection.
    unless:
      /^(?![\s\S]*\b(?:remplacement|renovation|renouvellement|creation|refection|reprise|modification|extension|deplacement|pose|mise en conformite)s? (?:de|du|des|d'une?)\b[^\n]{0,40}?\b(?:reseaux?|canalisations?|tuyauteries?|distributions?)\b)[\s\S]*(?:supervision|\bgtc\b|\bgtb\b|telegestion|comptages?)/,
    travaux: [
      {
        titre: 'Basculements',
        detail:
          'plan de basculement des réseaux existants vers les nouveaux, coupures programmées avec l’exploitant aux dates et pour les durées convenues, alimentations provisoires là où le service ne peut être interrompu',
        unless: NEUF_SEUL,
      },
    ],
    essais: [
      { texte: 'essais de pression et d’étanchéité des réseaux' },
      { texte: 'rinçage et désinfection des réseaux d’eau avant leur remise en service', when: EAU },
    ],
    autocontroles: [
      {
        point: 'Essais de pression et d’étanchéité des réseaux',
        moment: 'avant fermeture des gaines et mise en service',
        preuve: 'procès-verbal d’essai',
      },
      {
        point: 'Rinçage, désinfection et analyses des réseaux d’eau',
        moment: 'avant remise en service',
        preuve: 'procès-verbal de désinfection, résultats d’analyses',
        when: EAU,
      },
    ],
    risques: [
      {
        risque: 'Fuites et dégâts des eaux lors des basculements',
        mesure: 'réseaux consignés et vidangés avant intervention, obturateurs contrôlés en fin de journée',
      },
    ],
    points: [
      'Les coupures de réseaux admissibles pour l’exploitant (dates, durées, locaux alimentés) et le plan de basculement',
    ],
  },
  {
    key: 'agencement',
    when: /zones? de change|postes? de change|espaces? de change|tables? a langer|\bmobiliers?\b|agencements?/,
    etudes: [
      {
        titre: 'Plans d’atelier',
        detail:
          'plans d’atelier et échantillons des éléments à fabriquer (panneaux, plans de travail, quincaillerie) soumis au visa, cotes prises sur place avant la fabrication',
      },
    ],
    autocontroles: [
      {
        point: 'Fixation, stabilité et finition des arêtes des éléments posés',
        moment: 'avant réception',
        preuve: 'fiche d’autocontrôle signée',
      },
    ],
    points: [
      'Les finitions attendues des éléments au contact des usagers (matériaux lessivables, angles et arêtes), à lire au CCTP',
    ],
  },
  {
    key: 'levage',
    when: /monte-charges?|ascenseurs?|\belevateurs?\b|plates?-formes? elevatrices?/,
    // The lift itself is the lift installer's (NF EN 81-20): our works are its interfaces.
    etudes: [
      {
        titre: 'Interfaces avec l’ascensoriste',
        detail:
          'plans de l’ascensoriste obtenus en préparation (gaine et tolérances, cuvette, trémies, réservations, alimentation de la machinerie), limites de prestation et ordre d’intervention arrêtés avec lui ; l’appareil lui-même, conforme à la NF EN 81-20, reste son ouvrage',
      },
    ],
    risques: [
      {
        risque: 'Chute dans une trémie ou par une baie palière ouverte',
        mesure: 'garde-corps provisoires maintenus jusqu’à la pose des portes palières, accès à la cuvette interdit',
      },
    ],
    points: [
      'L’appareil de levage que l’opération crée ou remplace : gaine, trémies, réservations et ordre d’intervention avec son installateur, arrêtés en préparation',
    ],
  },
  {
    key: 'fluides_medicaux',
    when: /fluides? medicaux|gaz medicaux|oxygene medical/,
    inDescripteurs: true,
    risques: [
      {
        risque: 'Coupure d’un fluide médical alimentant des locaux de soins',
        mesure:
          'aucune intervention sans l’accord écrit de l’établissement, date et durée fixées avec lui, réseaux repérés avant tout percement',
      },
    ],
    points: [
      'Les réseaux de fluides médicaux concernés ou voisins : coupures, consignations et remises en service convenues avec l’établissement (pharmacie et services techniques), jamais décidées sur le chantier',
    ],
  },
];

/** The families of works the object shows (`ownText`: object and lots; `objectText`: with the descripteurs). */
export function famillesOf(ownText: string, objectText: string = ownText): Famille[] {
  return FAMILLES.filter((f) => f.when.test(f.inDescripteurs ? objectText : ownText) && !f.unless?.test(ownText));
}

/** A family's steps whose `when` the object's own words match (their `unless` is the tender's). */
function ownSteps(steps: readonly Etape[] | undefined, ownText: string): Etape[] {
  return (steps ?? []).filter((e) => !e.when || e.when.test(ownText)).map(({ when: _, ...e }) => e);
}

/** The tests of the families, each kept when its own `when` matches the object. */
function essaisOf(familles: readonly Famille[], ownText: string): string[] {
  return familles.flatMap((f) => (f.essais ?? []).filter((e) => !e.when || e.when.test(ownText)).map((e) => e.texte));
}

/**
 * The trade's knowledge reduced to what holds for any of its works: its name and guarantees stay;
 * its kind-specific method, standards, risks, equipment, checks and habilitations (brazing for a
 * plumber, gas and refrigerants for a heating engineer, suction lifters for a joiner) give way to the
 * general ones, with `generique` set so that the response and the checklist say so. The families of
 * works the object shows (`famillesOf`) add their steps, tests, checks, risks and points.
 */
export function genericKnowledge(kb: TradeKnowledge, objectText = '', ownText: string = objectText): TradeKnowledge {
  const familles = famillesOf(ownText, objectText);
  const essais = essaisOf(familles, ownText);
  const autocontroles = familles.flatMap((f) =>
    (f.autocontroles ?? []).filter((c) => !c.when || c.when.test(ownText)).map(({ when: _, ...c }) => c),
  );
  return {
    ...kb,
    generique: true,
    // Not « travaux de vitrerie » for stores: the work is the one the object names.
    travaux: 'travaux décrits au CCTP',
    ouvrage: 'les ouvrages exécutés',
    decennale: 'les ouvrages exécutés, lorsqu’ils relèvent des articles 1792 et suivants du code civil',
    biennale: 'les éléments d’équipement dissociables destinés à fonctionner, lorsque le marché en comprend',
    normes: NORMES,
    specificites: [],
    // The trade's habilitations are those of its own works (brazing, gas, refrigerants, suction
    // lifters): the neutral method asks what any work asks, and what the families of works shown need.
    habilitations: [
      'travail en hauteur selon les moyens d’accès retenus (PIRL, échafaudage roulant ou nacelle)',
      ...(familles.some((f) => f.electrique)
        ? ['habilitation électrique adaptée aux raccordements et aux consignations (NF C 18-510)']
        : []),
    ],
    etapes: [
      {
        titre: 'Relevés',
        detail: 'relevé contradictoire de l’existant et des cotes, repérage des réseaux et des contraintes d’accès',
        unless: NEUF_SEUL,
      },
      {
        // A new work has no existing part to survey: the supports received and the set-out are checked.
        titre: 'Relevés',
        detail:
          'relevé contradictoire des supports et des implantations, contrôle des cotes, repérage des réseaux et des contraintes d’accès',
        when: NEUF_SEUL,
      },
      {
        titre: 'Choix et visas',
        detail: 'produits et procédés proposés au visa sur fiches techniques, au vu du CCTP, avant toute commande',
      },
      ...familles.flatMap((f) => ownSteps(f.etudes, ownText)),
      {
        titre: 'Préparation',
        detail: 'protection des existants et des abords, balisage de la zone d’intervention',
        unless: NEUF_SEUL,
      },
      {
        titre: 'Préparation',
        detail: 'protection des ouvrages déjà exécutés et des abords, balisage de la zone d’intervention',
        when: NEUF_SEUL,
      },
      ...familles.flatMap((f) => ownSteps(f.travaux, ownText)),
      {
        titre: 'Exécution',
        detail: 'mise en œuvre selon le CCTP et les prescriptions des fabricants, par zones convenues',
      },
      {
        titre: 'Contrôles et remise',
        detail:
          essais.length > 0
            ? `${joinFr(essais)}, à confirmer au CCTP ; nettoyage, dossier des ouvrages exécutés remis avec les notices`
            : 'essais et réglages, nettoyage, dossier des ouvrages exécutés remis avec les notices',
      },
    ],
    risques: [
      ...familles.flatMap((f) => f.risques ?? []),
      ...(familles.some((f) => f.electrique) ? [ELECTRIQUE] : []),
      ...RISQUES,
    ],
    materiel: MATERIEL,
    entretien:
      'les consignes d’entretien des fabricants des produits posés, remises avec le dossier des ouvrages exécutés',
    materiaux: ['produits conformes au CCTP, proposés au visa sur fiches techniques avant commande'],
    pointsAttention: [
      'Le CCTP et les plans, qui fixent les ouvrages, leurs performances et leurs limites de prestation',
      ...familles.flatMap((f) => f.points ?? []),
      'Les conditions d’accès et les horaires possibles sur le site',
    ],
    phases: PHASES,
    // The general checks, the families' before the closing one (« Ouvrage terminé »).
    autocontroles: [...AUTOCONTROLES.slice(0, -1), ...autocontroles, ...AUTOCONTROLES.slice(-1)],
    dechets: DECHETS,
    sousTypes: [],
  };
}

/** Action nouns that head an object's works (« rénovation des réseaux… », « fourniture et pose d’un… »). */
const ACTIONS =
  /^(?:construction|reconstruction|création|réalisation|conception et réalisation|conception-réalisation|installation|implantation|mise en place|fourniture et pose|fourniture|pose|remplacement|renouvellement|rénovation|réhabilitation|restructuration|réfection|réparations?|modernisation|extension|aménagement|transformation|mise aux normes|mise en conformité|mise en sécurité|sécurisation|confortation|consolidation|protection|entretien|maintenance|démolition|déconstruction|désamiantage|dépose|reprise|remise en état|requalification)\b/i;
/** Actions that build a supplier's prefabricated unit: for the trade, its setting and connections. */
const BUILDS = /^(?:construction|création|réalisation|installation|implantation|mise en place)$/i;
/** Where the works' words end and the place begins (« … au bâtiment B58 », « … du centre hospitalier », « … à Bayeux »). */
const PLACE_TAIL =
  /\s[-–]\s|,\s(?!(?:et\s)?(?:d’|de\s|du\s|des\s))|\s(?:à|au|aux)\s+(?:la\s+|le\s+|les\s+|l’)?(?=\p{Lu})|\s(?:au|aux|du|de la|de l’|des|sur le|sur la|sur les|sur l’|dans le|dans la|dans les|dans l’|en)\s*(?=(?:bâtiments?|sites?|centre|groupe|écoles?|crèches?|collège|lycée|hôpital|mairie|gymnase|commune|stade|piscine|complexe|parc|résidence|cité|locaux|établissement|campus|quartier|rue|avenue|place)\b)|\s(?:au pied|à proximité|aux abords|le long|en face|près)\s+(?:de|du|des|d’)|\s(?:de la|du)\s+(?=station d’épuration\b)|\spour\s+\p{Ll}+(?:er|ir|re)\b|\s(?:en vue d|afin d|qui\b|situ[ée]e?s?\b|sur le territoire\b|entre\b)|\s(?=(?:place|rue|avenue|boulevard|chemin|route|quai|allée|impasse|square)\s+(?:de\s+la\s+|de\s+l’|du\s+|des\s+|de\s+)?\p{Lu})/u;
/** A complement of the action (« d’un skatepark », « des réseaux »), split at commas and « et ». */
const COMPLEMENT = /,\s+(?:et\s+)?(?=(?:d’une?|de la|de l’|du|des)\s)|\s+et\s+(?=(?:d’une?|de la|de l’|du|des)\s)/;
/** A supplier's prefabricated unit (the first family). */
const PREFABRIQUE = FAMILLES.find((f) => f.key === 'prefabrique')?.when ?? /$^/;
/** A clause of its own (« … et création d’un monte-charge »). */
const CLAUSE =
  /\s+et\s+(?=(?:construction|création|réalisation|installation|remplacement|rénovation|restructuration|réfection|fourniture|pose|mise en place|aménagement|extension|démolition)\b)/i;

/**
 * The parts of a title of several works that the trade does: those its out-of-model works match (the
 * WC automatique of « Construction d’un skatepark, d’une aire de jeux et d’un WC automatique » for a
 * plumber, the zones de change and not the goods lift of a joiner's « Restructuration des zones de
 * change … et création d’un monte-charge »). Among the complements of one action, only those that are
 * works of no trade's model are left out (the skatepark); « des réseaux et des équipements de la
 * stérilisation » are one work.
 */
function partsOfTrade(parts: string[], slug: TradeSlug, clauses: boolean): string[] {
  const test = HORS_MODELE[slug];
  if (!test || !parts.some((p) => test.test(fold(p)))) {
    return parts;
  }
  return parts.filter((p) => test.test(fold(p)) || (!clauses && !HORS_MODELE_SANS_TYPE.test(fold(p))));
}

/** « d’un WC automatique » → « du WC automatique », « d’une aire » → « de l’aire ». */
function definite(complement: string): string {
  return complement.replace(/^d’(une?)\s+(\S+)/, (_, art: string, word: string) =>
    elides(word) ? `de l’${word}` : art === 'un' ? `du ${word}` : `de la ${word}`,
  );
}

/**
 * The works the object names, in its own words, for the trade-neutral method to name in its
 * execution step: the object without its lead (« Travaux pour la »), its place (« au bâtiment B58… »,
 * « à Bayeux ») and its asides in brackets; after « avec » when the object names a purpose first
 * (« Efficacité énergétique avec l’installation d’une supervision… »); only the part the trade does
 * in a title of several works (« Construction d’un skatepark, d’une aire de jeux et d’un WC
 * automatique » → the WC for a plumber); a supplier's unit that is « construit » is, for the trade,
 * « pose et raccordement ». Null when nothing is left that names a work.
 */
export function objectWorks(title: string, slug: TradeSlug): string | null {
  let t = title
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/'/g, '’')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
  t = t.replace(/^lots?\s*(?:n°\s*)?\w+\s*[-–:]\s*/i, '').replace(/^(?:rd|rn|vc)\s?\d+\w*\s*[-–]\s*/i, '');
  // Of the parts a dash separates (« 87 - Oradour sur Glane - Village Martyr - Confortation… »), the
  // one that names a work; none, and the object names no work the method could say.
  const LEAD =
    /^(?:(?:travaux|marché|prestations?|accord[- ]cadre)(?:\s+à bons de commande)?\s+(?:de\s+|d’|pour\s+(?:la\s+|le\s+|les\s+|l’)?)|la présente consultation (?:concerne|porte sur)\s+(?:la\s+|le\s+|les\s+|l’))/i;
  const lead = (x: string) => x.replace(LEAD, '').replace(LEAD, '');
  const segments = t.split(/\s[-–_]\s/).map(lead);
  const names = (x: string) =>
    ACTIONS.test(x) ||
    (HORS_MODELE[slug]?.test(fold(x)) ?? false) ||
    HORS_MODELE_SANS_TYPE.test(fold(x)) ||
    FAMILLES.some((f) => f.when.test(fold(x)));
  const named = segments.find(names);
  if (named === undefined) {
    return null;
  }
  t = named;
  const avec =
    /\savec\s+(?:l’|la\s|le\s|les\s)(?=(?:installation|mise en place|remplacement|création|pose|fourniture|rénovation|réalisation)\b)/i.exec(
      t,
    );
  if (avec) {
    t = t.slice(avec.index + avec[0].length);
  }
  // The place is cut off, unless nothing but the action would be left (« Remplacement de la station… »).
  const tail = [...t.matchAll(new RegExp(PLACE_TAIL.source, 'gu'))].find((m) =>
    /\s(?:d’|de\s|du\s|des\s)/.test(t.slice(0, m.index)),
  );
  if (tail) {
    t = t.slice(0, tail.index);
  }
  // « réparation, d’entretien, de rénovation et de petites créations » → « réparation, entretien, rénovation
  // et petites créations »: the actions listed, each without its « de ».
  t = t.replace(/^(\p{Ll}+(?:(?:,| et) (?:de |d’)\p{Ll}+)+)/u, (list: string) =>
    list.replace(/(,| et) (?:de |d’)/g, '$1 '),
  );
  t = t
    .replace(/[\s,;:.-]+$/, '')
    .replace(/(?:\s+(?:de la|de l’|du|des|de|d’|la|le|les|l’|au|aux|à|sur|en|dans|pour))+$/u, '')
    .replace(/\bWc\b/g, 'WC');
  const clauses = partsOfTrade(t.split(CLAUSE), slug, true);
  const works = clauses.map((clause) => {
    const head = /^(.*?)\s(?=(?:d’une?|de la|de l’|du|des)\s)/.exec(clause);
    if (!head?.[1] || !ACTIONS.test(head[1])) {
      return clause;
    }
    const complements = partsOfTrade(clause.slice(head[1].length + 1).split(COMPLEMENT), slug, false);
    // « désamiantage et de déconstruction d’un ensemble » → « désamiantage et déconstruction de l’ensemble ».
    const action = head[1].replace(/\set\s+(?:de\s+|d’)/g, ' et ');
    // « des réseaux et des équipements » → « des réseaux et équipements ».
    const shared = complements.every((c) => c.startsWith('des '))
      ? complements.map((c, i) => (i === 0 ? c : c.slice(4)))
      : complements;
    // Only a supplier's units are « posés et raccordés » (not the skatepark beside the WC).
    const prefab = complements.every((c) => PREFABRIQUE.test(fold(c))) && BUILDS.test(action);
    // The works the method executes are those of the object: « installation de la supervision ».
    return `${prefab ? 'pose et raccordement' : action} ${joinFr(shared.map(definite))}`;
  });
  const out = joinFr(works).trim();
  // Nothing that names a work, or an object in capitals (its accents lost): the neutral wording stays.
  if (!/\p{L}{3}/u.test(out) || /^\d/.test(out) || (out.match(/\b\p{Lu}{3,}\b/gu) ?? []).length >= 2) {
    return null;
  }
  // A lift is the lift installer's work (NF EN 81-20): the trade executes its interfaces, not « la
  // rénovation de 2 ascenseurs ».
  if (EQUIPEMENTS.ascenseur.test(fold(out))) {
    return null;
  }
  return /^\p{Lu}\p{Ll}/u.test(out) ? lowerFirst(out) : out;
}
