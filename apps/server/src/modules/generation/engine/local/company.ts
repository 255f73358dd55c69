import type { CompanyProfile } from '@batiao/shared/contracts/company';
import type { Analysis } from './analysis.ts';
import { clean, fold, upperFirst } from './text.ts';

/**
 * What the engine may say about the company: only what the profile holds. Whatever it lacks
 * becomes a visible "[À compléter : …]" marker, and the same need is listed once in `a_completer`.
 */
export class ToComplete {
  private readonly needs = new Map<string, string>();

  /** The marker for a missing fact; records the need once. */
  marker(what: string, hint = 'à renseigner dans « Mon entreprise »'): string {
    if (!this.needs.has(what)) {
      this.needs.set(what, `${upperFirst(what)} : ${hint}.`);
    }
    return `[À compléter : ${what}]`;
  }

  /** A note for the user only (a fit to check, a claim the engine did not make): never in the buyer's text. */
  note(text: string): void {
    this.needs.set(`note:${text}`, text);
  }

  list(): string[] {
    return [...this.needs.values()];
  }
}

export type Staff = CompanyProfile['effectifs'][number];
export type Equipment = CompanyProfile['materiel'][number];
export type Reference = CompanyProfile['references'][number];
export type Insurance = CompanyProfile['assurances'][number];
export type Qualification = CompanyProfile['qualifications'][number];

/** The profile, read defensively (a null profile is an empty one). */
export interface CompanyFacts {
  name: string | null;
  siret: string | null;
  legalForm: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  createdYear: number | null;
  staff: Staff[];
  turnovers: CompanyProfile['chiffres_affaires'];
  qualifications: Qualification[];
  rcPro: Insurance | null;
  decennale: Insurance | null;
  otherInsurances: Insurance[];
  equipment: Equipment[];
  references: Reference[];
}

const present = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

export function companyFacts(company: CompanyProfile | null): CompanyFacts {
  return {
    name: present(company?.raison_sociale),
    siret: present(company?.siret),
    legalForm: present(company?.forme_juridique),
    address: present(company?.adresse),
    postalCode: present(company?.code_postal),
    city: present(company?.ville),
    createdYear: company?.annee_creation ?? null,
    staff: (company?.effectifs ?? []).filter((s) => s.role.trim() !== ''),
    turnovers: [...(company?.chiffres_affaires ?? [])].sort((a, b) => b.annee - a.annee),
    qualifications: company?.qualifications ?? [],
    rcPro: company?.assurances.find((a) => a.type === 'rc_pro') ?? null,
    decennale: company?.assurances.find((a) => a.type === 'decennale') ?? null,
    otherInsurances: company?.assurances.filter((a) => a.type === 'autre') ?? [],
    equipment: company?.materiel ?? [],
    references: company?.references ?? [],
  };
}

export function totalStaff(facts: CompanyFacts): number {
  return facts.staff.reduce((sum, s) => sum + s.nombre, 0);
}

/** Staff whose role reads as site supervision (conducteur de travaux, chef de chantier, chef d’équipe…). */
export function supervisors(facts: CompanyFacts): Staff[] {
  return facts.staff.filter((s) => /conduct|chef|encadr|responsable|gerant|dirigeant/.test(fold(s.role)));
}

/* What a qualification, an insurance's activities or a reference is about, compared with the works. */

type Facet = 'kind' | 'material' | 'place';

/**
 * Words that say what a text is about: the kind of work, the material, the part of the building.
 * A qualification « Couverture en ardoises » is about roofing (kind) in slate (material); a tile
 * roof shares its kind, not its material.
 */
const FACETS: [Facet, string, RegExp][] = [
  ['material', 'ardoise', /ardois/],
  ['material', 'tuile', /tuile/],
  ['material', 'zinc', /\bzinc\b/],
  ['material', 'cuivre', /cuivre/],
  ['material', 'bac acier', /\bbacs? (?:en )?acier|bac-acier/],
  ['material', 'chaume', /chaume/],
  // A photovoltaic roof is not a slate or tile roof: its modules are its material.
  ['material', 'photovoltaïque', /photovolta|panneaux solaires|modules solaires/],
  ['material', 'lauze', /lauze/],
  ['material', 'fibres-ciment', /fibro|fibres?[- ]ciment/],
  ['kind', 'couverture', /couverture|couvreur/],
  ['kind', 'zinguerie', /zinguerie/],
  ['kind', 'isolation', /isolation|isolant/],
  ['kind', 'étanchéité', /etanch/],
  ['kind', 'charpente', /charpent/],
  ['kind', 'bardage', /bardage|veture|vetage/],
  ['kind', 'plâtrerie', /platr|cloison|doublage|faux[- ]plafond/],
  ['kind', 'peinture', /peintur|ravalement/],
  ['kind', 'menuiserie', /menuiser/],
  ['kind', 'maçonnerie', /maconn|gros oeuvre|gros-oeuvre/],
  ['kind', 'carrelage', /carrel|faience/],
  ['kind', 'plomberie', /plomberie|sanitaire/],
  ['kind', 'électricité', /electri|eclairage/],
  ['kind', 'génie climatique', /chauffage|ventilation|climatisation|genie climatique/],
  // (« charpente métallique », « coursive métallique »: steel, which a décennale's « charpente » may not cover.)
  ['kind', 'métallerie', /serrurer|metallerie|(?:charpente|structure|coursive|passerelle|ossature)s? metalliqu/],
  ['kind', 'vitrerie', /vitrer|miroiter|vitraux|vitrail/],
  ['kind', 'terrassement', /terrassement|\bvrd\b|voirie|assainissement/],
  // (a demolition or an asbestos removal is no masonry: a décennale for « maçonnerie » does not say it covers them)
  ['kind', 'démolition', /demoli|deconstruction|desamiantage/],
  // (pontoons on piles are marine civil works: a décennale for « maçonnerie » does not say it covers them)
  ['kind', 'génie civil maritime', /genie civil maritime|\bpontons?\b|appontements?|estacades?/],
  // (a bridge or a water-retaining reservoir is civil engineering: a décennale for « maçonnerie » does not say it
  // covers them — round 26)
  [
    'kind',
    'génie civil',
    /genie civil(?! maritime)|ouvrages? d'art|ouvrages? (?:hydrauliques? )?de franchissement|\bponts?\b|reservoirs?|chateaux? d'eau|\bdalots?\b|passages? buses?/,
  ],
  ['place', 'toiture', /toitur|\btoits?\b|combles|rampants|couverture/],
  ['place', 'murs', /\bmurs?\b|facade/],
  ['place', 'planchers', /plancher|\bsols?\b/],
];

function facetsOf(text: string, facet: Facet): string[] {
  const folded = fold(text);
  return FACETS.filter(([f, , re]) => f === facet && re.test(folded)).map(([, label]) => label);
}

/** A kind of work with its article (« la couverture », « l’isolation »). */
const KIND_WITH_ARTICLE: Readonly<Record<string, string>> = {
  bardage: 'le bardage',
  carrelage: 'le carrelage',
  'génie climatique': 'le génie climatique',
  terrassement: 'le terrassement',
};
const withKindArticle = (kind: string) =>
  KIND_WITH_ARTICLE[kind] ?? (/^[aeiouyéèh]/i.test(kind) ? `l’${kind}` : `la ${kind}`);

/**
 * The kinds of work a reference shares with the works (« la couverture »), with their articles: what a
 * « même nature » claim may say, never the whole kind phrase of the tender (« installations de chantier,
 * échafaudage parapluie, couverture et isolation ») that the reference does not do.
 */
export function sharedKinds(text: string, works: string): string[] {
  const theirs = facetsOf(works, 'kind');
  return facetsOf(text, 'kind')
    .filter((k) => theirs.includes(k))
    .map(withKindArticle);
}

/** The text that says what this tender's works are: object, lots answered, kinds of work, the works' name. */
export function worksText(a: Analysis): string {
  return [a.title, ...a.targetLots.map((l) => l.title), ...a.sousTypes.map((s) => s.label), a.kb.travaux].join(' ');
}

/**
 * Whether `text` (a qualification, an insurance's activities) is about the works described by
 * `works`: for each facet it names (kind, material, part of the building) that the works also state,
 * one of its words must be the works'. « Couverture en ardoises » does not frame a tile roof; « Isolation thermique … des
 * toitures » does not frame partitions.
 */
export function aboutWorks(text: string, works: string): boolean {
  return (['kind', 'material', 'place'] as Facet[]).every((facet) => {
    const own = facetsOf(text, facet);
    if (own.length === 0) {
      return true;
    }
    const theirs = facetsOf(works, facet);
    // Works that do not say their material (or part) are not contradicted by it.
    return theirs.length === 0 || own.some((x) => theirs.includes(x));
  });
}

/**
 * Whether a qualification frames the works, a claim made to the buyer (« … encadre ces pratiques »):
 * stricter than `aboutWorks` — its kind of work must be one the works name, and a material or part
 * of the building it names must be stated by the works too (« Couverture en ardoises » does not frame
 * a roof whose material is unknown; « Isolation … des toitures » does not frame church ceilings).
 */
export function framesWorks(text: string, works: string): boolean {
  const kinds = facetsOf(text, 'kind');
  const theirKinds = facetsOf(works, 'kind');
  if (kinds.length === 0 || !kinds.some((k) => theirKinds.includes(k))) {
    return false;
  }
  return (['material', 'place'] as Facet[]).every((facet) => {
    const own = facetsOf(text, facet);
    const theirs = facetsOf(works, facet);
    return own.length === 0 || own.some((x) => theirs.includes(x));
  });
}

/** Whether the text names the trade's own kind of work (« Couverture … » for a roofer), whatever the material. */
export function ofTradeKind(text: string, tradeActivity: string): boolean {
  const own = facetsOf(text, 'kind');
  const trade = facetsOf(tradeActivity, 'kind');
  return own.some((x) => trade.includes(x));
}

/** The kinds of work of the tender that the décennale's stated activities do not name (« bardage »). */
export function kindsNotInsured(a: Analysis, activities: string): string[] {
  const lotText = [...a.targetLots.map((l) => l.title), ...a.sousTypes.map((s) => s.label), a.kb.travaux].join(' ');
  const insured = facetsOf(clean(activities), 'kind');
  return facetsOf(lotText, 'kind').filter((k) => !insured.includes(k));
}

/** A kind of work with its article (« le bardage », « l’étanchéité »), for the notes on the décennale. */
export function theKind(kind: string): string {
  if (/^[aeiouyéèêh]/i.test(kind)) {
    return `l’${kind}`;
  }
  return /^(?:bardage|carrelage|genie|génie|terrassement)/.test(kind) ? `le ${kind}` : `la ${kind}`;
}
