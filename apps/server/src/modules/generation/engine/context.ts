/** The engines' contract lives in packages/shared (the LLM integration implements it too). */
export type { EngineResult, GenerationContext, WritingEngine } from '@batiao/shared/contracts/generation-engine';
