import type { CompanyProfile } from './company.ts';
import type { GeneratedContent } from './generation.ts';
import type { TenderAnalysis } from './tender-files.ts';
import type { TenderDetail } from './tenders.ts';
import type { DocumentStatus, DocumentType } from '../domain/documents.ts';
import type { TradeSlug } from '../domain/trades.ts';

/*
 * The writing engines' contract (ADR 009), shared by the generation module and the integrations
 * that implement an engine (integrations/ never import modules/).
 */

/**
 * Everything a writing engine may use to write one response: this tender, this company, this
 * file. Engines (local and LLM) receive the same context and return the same `GeneratedContent`.
 * Nothing outside this context may be stated about the company.
 */
export interface GenerationContext {
  /** The tender as the API presents it (lots, criteria, buyer, place, duration…). */
  tender: TenderDetail;
  /**
   * The plain text of the notice's conditions and free-text fields (participation conditions,
   * documents asked, visit, variants…), extracted from the raw notice; '' when there is none.
   */
  noticeText: string;
  /** The user's trade: the knowledge base the engine writes from. */
  trade: TradeSlug;
  /** The signatory of the letter: the account holder. */
  user: { prenom: string; nom: string; email: string };
  /** The user's commune ("Lyon (69)"), for the distance and the site organisation. */
  userLocation: string;
  /** The company profile; null when the user has never filled it (everything then is to complete). */
  company: CompanyProfile | null;
  /** The administrative file: the state of each of the 13 document types. */
  documents: { type: DocumentType; status: DocumentStatus; valid_until: string | null }[];
  /** The generation instant (dates in the letter, the schedule's start). */
  now: Date;
  /**
   * What the generation module has established from the tender and the profile before writing
   * (site, kinds of work, contract kind, rules in force, fit notes): an engine that does not
   * compute it itself (the `llm` one) follows it. Absent in older callers and some tests.
   */
  brief?: WritingBrief;
  /**
   * What the consultation files (DCE) the user attached to this tender say (issue 16): the RC's
   * criteria and pieces, the CCTP's requirements with their article and page. Null or absent when
   * the user attached none: the response is then written from the notice alone.
   */
  dce?: DceFacts | null;
}

/** A requirement of the CCTP located in it (issue 16): the article and the page it is written on. */
export interface DceRequirement {
  kind: 'norme' | TenderAnalysis['contraintes'][number]['type'];
  /** « NF DTU 40.41 », « Site occupé »… */
  label: string;
  /** The CCTP's sentence that states it, as written. */
  extrait: string;
  fichier: string;
  page: number | null;
  /** The numbered heading it stands under (« 3.2 », « 01.08 »); null when none precedes it. */
  article: string | null;
}

/** The consultation files of a tender as the writing reads them: the user's own files only. */
export interface DceFacts {
  analysis: TenderAnalysis;
  /** The CCTP's standards and constraints, located. */
  requirements: DceRequirement[];
  /** The RC's text, page by page (the pieces it asks for are read in it). */
  rc: { fichier: string; pages: string[] }[];
}

/** The DCE's facts in the brief, for an engine that does not read the files itself (issue 16). */
export interface DceBrief {
  /** The RC's award criteria (and sub-criteria), with their weight, in the order the mémoire follows. */
  criteria: string[];
  /** The pieces the RC asks for (candidature and offer). */
  documents: string[];
  /** The CCTP's requirements, each cited « CCTP art. 3.2, p. 4 : … ». */
  requirements: string[];
  /** « Visite obligatoire le 12 décembre 2026 », or null when the RC says nothing of a visit. */
  visit: string | null;
  /** The price form the RC sets, or null when unknown. */
  priceForm: string | null;
  /** All of the above as prompt lines. */
  lines: string[];
}

/** The facts the generation module establishes once for every engine (issue 13). */
export interface WritingBrief {
  /** « Crémieu (Isère) », or null: then « [À compléter : lieu d’exécution] ». */
  site: string | null;
  /** Where the site was read: execution place, object, buyer town, or unknown. */
  siteSource: string;
  /** A short name of the operation (the full object quoted at most twice). */
  project: string;
  /** The buyer's name as the text uses it. */
  buyer: string | null;
  /** The kinds of work recognised for the trade, each with the standards it calls for. */
  kindsOfWork: { label: string; standards: string[] }[];
  /** The standards and rules in force the response may cite for this tender. */
  standards: string[];
  contract: 'accord_cadre_bons_de_commande' | 'marche_de_travaux';
  /** The price document the notice names (DPGF only when it says so). */
  priceDocument: string;
  /** Heritage (monument historique, ABF…) only when the notice says so. */
  heritage: boolean;
  /** The site's constraints the notice shows (« site occupé », « établissement scolaire »…). */
  constraints: string[];
  /** The lots the user's trade answers (labels), none when the tender is not allotted or none was recognised. */
  targetLots: string[];
  /** The company's seat (the profile's town) and its distance to the site, when both are known. */
  seat: string | null;
  distance: string | null;
  /** The schedule's phases, in order, adding up to the stated or default duration. */
  schedule: {
    stated: boolean;
    unit: 'semaine' | 'jour';
    total: number;
    phases: { nom: string; start: number; end: number }[];
  };
  /** Points for the user, never for the buyer (a qualification or an insurance of another trade…). */
  fitNotes: string[];
  /** Qualifications and references of the user's trade (the others are not to be called relevant). */
  relevantQualifications: string[];
  relevantReferences: string[];
  /** What the DCE the user attached says; absent without files. */
  dce?: DceBrief;
}

/** What an engine reports besides the content (recorded per response). */
export interface EngineResult {
  content: GeneratedContent;
  engine: 'local' | 'llm';
  model: string | null;
  tokensIn: number | null;
  tokensOut: number | null;
}

export interface WritingEngine {
  readonly name: 'local' | 'llm';
  generate(context: GenerationContext, options?: { signal?: AbortSignal }): Promise<EngineResult>;
}
