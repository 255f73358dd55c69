import type { SousType, Specificite } from './types.ts';

/* Pieces shared by several trades' kinds of work. */

export const DT_DICT = {
  ref: 'Réglementation DT-DICT (code de l’environnement, articles R554-1 et suivants)',
  objet: 'travaux à proximité des réseaux : déclarations, marquage-piquetage, AIPR des intervenants',
};

export const TRANCHEES_RISQUES = [
  {
    risque: 'Ensevelissement en tranchée',
    mesure:
      'blindage des fouilles dès 1,30 m de profondeur, talutage, accès par échelle, aucun stockage en bord de fouille',
  },
  {
    risque: 'Endommagement de réseaux enterrés',
    mesure: 'DT-DICT, marquage-piquetage, détection avant terrassement, intervenants titulaires de l’AIPR',
  },
];

/** A contract let « tous corps d’état » (object, lots or descripteurs). */
export const TOUS_CORPS_ETAT = /tou[st] corps d'etats?|\btce\b/;

/**
 * The honest answer of one trade to a « tous corps d’état » contract: the firm executes its own
 * works; the other trades only with qualified firms, in a grouping or declared subcontracting.
 * `metier`: « la peinture et les revêtements »; `autres`: the other trades named as examples.
 */
export function tousCorpsEtat(metier: string, autres: string, when: RegExp = TOUS_CORPS_ETAT): Specificite {
  return {
    when,
    sujet: 'marché tous corps d’état',
    // (« L’opération », not « Le marché »: an operation classed « tous corps d’état » may be let in lots)
    texte: `L’opération couvre tous les corps d’état : notre entreprise y exécute ${metier} ; si elle est confiée à une seule entreprise ou à un groupement, les interventions des autres métiers (${autres}…) ne sont proposées qu’avec des entreprises qualifiées, en groupement ou en sous-traitance déclarée à l’acheteur, et chacune est coordonnée par notre interlocuteur unique.`,
  };
}

/**
 * A kind of work in two variants: as is when the contract is not « tous corps d’état », and with
 * the TCE paragraph when the object, lots or descripteurs say it is (the kinds are chosen on that
 * text, the paragraphs on the notice's text, which does not carry the descripteurs).
 */
export function avecTousCorpsEtat(st: SousType, tce: Specificite): SousType[] {
  const sujet = /^marché tous corps d’état$/;
  return [
    { ...st, unless: st.unless ? new RegExp(`${st.unless.source}|${TOUS_CORPS_ETAT.source}`) : TOUS_CORPS_ETAT },
    {
      ...st,
      when: new RegExp(`^(?=[\\s\\S]*(?:${st.when.source}))(?=[\\s\\S]*(?:${TOUS_CORPS_ETAT.source}))`),
      specificites: [{ ...tce, when: /./ }, ...(st.specificites ?? [])],
      sansSpecificites: st.sansSpecificites ? new RegExp(`${st.sansSpecificites.source}|${sujet.source}`) : sujet,
    },
  ];
}

/**
 * Words of the object that say an existing work is removed, repaired, converted or kept in use: a
 * work on an existing building or network (its dépose, its asbestos survey, its equipment in service).
 */
export const SUR_EXISTANT =
  /\bdepos|demoli|demont|remplacement|refection|renov|rehabilit|restructur|reamenag|restaur(ation|er)\b(?! (scolaire|collective|municipale|du personnel))|reconstruction|reprises?\b|renforcement|confortement|mise (en conformite|aux normes|en accessibilite)|entretien|maintenance|reparation|depannage|curage|desamiant|transformation|modernisation|\bexistant|reconversion|changement/;
/**
 * Words of the object that name a new work (a new building, an extension, a creation) — not one made
 * inside an existing building (« création de sanitaires dans l’école », « au sein du collège »).
 */
export const OUVRAGE_NOUVEAU =
  /(?:construction|creation)(?![^.\n]{0,80}(?:\bdans (?!le cadre)(?:les? |la |l'|des |un |une )|\bau sein d|\ba l'interieur d))|extension|agrandissement|surelevation|\bneu(f|ve)s?\b/;
/**
 * A new work only (« Construction d’un gymnase », « Extension de l’école »): nothing in the object says
 * an existing work is removed or repaired, so no step, phase, waste flow nor risk presumes one.
 */
export const NEUF_SEUL = new RegExp(
  `^(?![\\s\\S]*(?:${SUR_EXISTANT.source}))(?=[\\s\\S]*(?:${OUVRAGE_NOUVEAU.source}))`,
);

/**
 * An accord-cadre run by bons de commande whose object names no heavy work (réfection, réhabilitation,
 * remplacement, démolition, construction…): its orders are repairs, and a trade's upkeep kind writes
 * them order by order even when the object names no « entretien ».
 */
export const BONS_DE_COMMANDE_COURANTS = new RegExp(
  `^(?![\\s\\S]*(?:refection|rehabilit|renov|remplacement|restaur(?:ation|er)\\b|demoli|reconstruction|construction|creation|extension))(?=[\\s\\S]*(?:bons? de commande|\\bacbc\\b))`,
);
