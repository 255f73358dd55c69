import type { CompanyProfile } from './company.ts';
import type { GeneratedContent } from './generation.ts';
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
