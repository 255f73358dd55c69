import type { TradeSlug } from '@batiao/shared/domain/trades';

/**
 * What the local engine knows of a trade: the practice of a French artisan of that trade, written
 * once here and composed with the facts of each tender. Nothing here is a fact about a company:
 * equipment is what the method needs, never what the company owns (that comes from the profile).
 */

export interface Norme {
  /** "NF DTU 40.21" */
  ref: string;
  /** "couvertures en tuiles de terre cuite à emboîtement ou à glissement" */
  objet: string;
  /** Cited only when the tender's text matches (a material, a kind of work); always when absent. */
  when?: RegExp;
}

export interface Etape {
  titre: string;
  detail: string;
  /** Written only when the tender's text matches. */
  when?: RegExp;
  /** Not written when the tender's text matches. */
  unless?: RegExp;
}

/** A kind of work recognised in the tender's text, with the paragraph an expert would write about it. */
export interface Specificite {
  when: RegExp;
  /**
   * The words of the file that name this point although its `sujet` is not said (« extension » names « fondations et
   * élévations neuves »): the comprehension then reads it in the file instead of supposing it (round 31).
   */
  nommePar?: RegExp;
  /** Short name ("couverture en ardoises naturelles"). */
  sujet: string;
  texte: string;
  /** Products the paragraph names, added to the kind's list when it applies. */
  materiaux?: string[];
  /** Risks of what the paragraph describes, added to the kind's. */
  risques?: Risque[];
  /** Checks of what the paragraph describes, added to the kind's. */
  autocontroles?: Autocontrole[];
  /**
   * A part of the works the paragraph adds to the plan (a VRD lot's green spaces): its step goes before the closing
   * step, its phase before the closing phase, the other phases' shares scaled down to make room.
   */
  etape?: Etape;
  phase?: Phase;
}

export interface Risque {
  risque: string;
  mesure: string;
  when?: RegExp;
}

export interface FluxDechet {
  dechet: string;
  categorie: 'Inertes' | 'DND' | 'DD';
  exutoire: string;
  when?: RegExp;
  /** Not listed when the tender's text matches. */
  unless?: RegExp;
}

export interface Autocontrole {
  point: string;
  moment: string;
  preuve: string;
  when?: RegExp;
}

export interface Phase {
  nom: string;
  /** Share of the works' duration (the shares of a trade sum to 1). */
  part: number;
}

export interface MaterielType {
  nom: string;
  /** Recognises this kind of equipment in the profile's designations (folded text). */
  match: RegExp;
  when?: RegExp;
}

/**
 * A kind of work within a trade (électricité intérieure / éclairage public…), chosen from the
 * object, the lots and the descripteurs: it replaces the trade's method and adds its standards,
 * risks and equipment, so that a buried network is not described with indoor rooms.
 */
export interface SousType {
  key: string;
  /** « réseaux et éclairage public » */
  label: string;
  /** Recognised in the object, lots and descripteurs (folded). */
  when: RegExp;
  /**
   * Recognised in the object and lots only, not in the descripteurs (which list the whole
   * operation's works: « Démolition » among the lots of a gymnasium's refurbishment).
   */
  surObjet?: true;
  /** Not chosen when the object and lots alone (not the descripteurs) match this. */
  unlessSurObjet?: RegExp;
  /**
   * The words that name this work itself, when `when` also chooses it from the kind of place (a square's
   * water, a « place »'s paving): the comprehension says the kind read from the object only when these
   * match, otherwise it is a supposed kind, to confirm in the CCTP.
   */
  nommePar?: RegExp;
  /**
   * A kind made for a work the trade's general knowledge does not describe (`HORS_MODELE` of
   * generique.ts: anticorrosion of a bridge, stores, metal shutters…): when it matches, it is written
   * rather than the trade-neutral method.
   */
  horsModele?: true;
  travaux?: string;
  ouvrage?: string;
  normes?: Norme[];
  /** The trade's standards that do not apply to this kind of work (by reference). */
  sansNormes?: RegExp;
  /** Not chosen when the object also matches this (« menuiseries intérieures » but not extérieures). */
  unless?: RegExp;
  /** Expert paragraphs of this kind of work (each still written only when its `when` matches). */
  specificites?: Specificite[];
  /** The trade's expert paragraphs that do not apply (by `sujet`). */
  sansSpecificites?: RegExp;
  /** Replaces the trade's steps. */
  etapes?: Etape[];
  risques?: Risque[];
  materiel?: MaterielType[];
  pointsAttention?: string[];
  /** Replaces the trade's phases (shares summing to 1). */
  phases?: Phase[];
  /** Replaces the trade's materials. */
  materiaux?: string[];
  /** Replaces the trade's usual duration when the notice states none (a reservoir is not built in 8 weeks). */
  semainesParDefaut?: number;
  /** Replaces what the décennale covers ('' : none, e.g. indoor decorative paint). */
  decennale?: string;
  /** Replaces what the biennale covers ('' : none). */
  biennale?: string;
  /** Replaces the upkeep advice given at handover. */
  entretien?: string;
  /** Replaces the trade's required qualifications and trainings. */
  habilitations?: string[];
  /** Replaces the trade's self-checks. */
  autocontroles?: Autocontrole[];
  /** Replaces the trade's waste flows. */
  dechets?: FluxDechet[];
  /** The trade's risks that do not apply to this kind of work (tested on `risque`; `/./` drops them all). */
  sansRisques?: RegExp;
  /** The trade's equipment that does not apply (tested on `nom`; `/./` drops it all). */
  sansMateriel?: RegExp;
  /** The trade's points of attention that do not apply (`/./` drops them all). */
  sansPointsAttention?: RegExp;
}

export interface TradeKnowledge {
  slug: TradeSlug;
  /** "travaux de couverture et de zinguerie" */
  travaux: string;
  /** "la couverture" — the work as a whole, in a sentence. */
  ouvrage: string;
  normes: Norme[];
  specificites: Specificite[];
  etapes: Etape[];
  materiel: MaterielType[];
  materiaux: string[];
  habilitations: string[];
  risques: Risque[];
  dechets: FluxDechet[];
  autocontroles: Autocontrole[];
  phases: Phase[];
  /** Points an expert checks when reading the file and visiting the site. */
  pointsAttention: string[];
  /**
   * What the biennale covers for this trade (éléments d’équipement dissociables meant to work);
   * '' when the trade's works are not such equipment (tiling, paint: Cass. 3e civ. 13 Feb 2013).
   */
  biennale: string;
  /** What the décennale covers for this trade ('' when its works are decorative finishes: no décennale). */
  decennale: string;
  /** Advice on upkeep given at handover. */
  entretien: string;
  /** Kinds of work of the trade, when the trade has several (see `SousType`). */
  sousTypes?: SousType[];
  /** The schedule's length in weeks when the notice gives no duration. */
  semainesParDefaut: number;
  /**
   * Set when no kind of work of the trade matched and the general knowledge does not describe the
   * object either: the method is the trade-neutral one of `generique.ts`, and the user is told.
   */
  generique?: boolean;
}
