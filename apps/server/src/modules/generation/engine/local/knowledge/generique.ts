import type { TradeSlug } from '@batiao/shared/domain/trades';
import type { Autocontrole, FluxDechet, MaterielType, Norme, Phase, Risque, TradeKnowledge } from './types.ts';
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
 * Whether the general knowledge describes the object's work. `kinds`: how many of the trade's
 * kinds of work matched the object (a work outside every model is then described by its kind);
 * `ownText`: the object and lots without the descripteurs, which name every work of an operation
 * (a « Passerelle » descripteur on a VRD contract, « Démolition » on a gymnasium's refurbishment).
 */
export function fitsModel(slug: TradeSlug, objectText: string, kinds = 0, ownText: string = objectText): boolean {
  return !(HORS_MODELE[slug]?.test(objectText) ?? false) && (kinds > 0 || !HORS_MODELE_SANS_TYPE.test(ownText));
}

/**
 * The trade's knowledge reduced to what holds for any of its works: its name, guarantees and
 * habilitations stay; its kind-specific method, standards, risks, equipment and checks give way to
 * the general ones, with `generique` set so that the response and the checklist say so.
 */
export function genericKnowledge(kb: TradeKnowledge): TradeKnowledge {
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
      {
        titre: 'Exécution',
        detail: 'mise en œuvre selon le CCTP et les prescriptions des fabricants, par zones convenues',
      },
      {
        titre: 'Contrôles et remise',
        detail: 'essais et réglages, nettoyage, dossier des ouvrages exécutés remis avec les notices',
      },
    ],
    risques: RISQUES,
    materiel: MATERIEL,
    entretien:
      'les consignes d’entretien des fabricants des produits posés, remises avec le dossier des ouvrages exécutés',
    materiaux: ['produits conformes au CCTP, proposés au visa sur fiches techniques avant commande'],
    pointsAttention: [
      'Le CCTP et les plans, qui fixent les ouvrages, leurs performances et leurs limites de prestation',
      'Les conditions d’accès et les horaires possibles sur le site',
    ],
    phases: PHASES,
    autocontroles: AUTOCONTROLES,
    dechets: DECHETS,
    sousTypes: [],
  };
}
