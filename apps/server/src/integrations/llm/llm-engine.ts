/**
 * The `llm` writing engine: any OpenAI-compatible Chat Completions API (Mistral, OpenAI, Ollama,
 * vLLM…) through the AI SDK (`@ai-sdk/openai-compatible` with `supportsStructuredOutputs`, so a
 * real `json_schema` response format is sent), asked for one `GeneratedContent` object.
 *
 * One attempt per call (`maxRetries: 0`): the generation job decides whether to retry. The call
 * is bounded by `timeoutMs` and by the caller's signal. Failures become AppErrors with the French
 * messages of the spec; the technical detail (HTTP status, provider message, with the API key
 * masked) stays in `cause`, for the logs only.
 *
 * The returned object is the shared `WritingEngine` (@batiao/shared/contracts/generation-engine,
 * the contract modules/generation/engine/context.ts also uses), named `llm`.
 */
import type { EngineResult, GenerationContext, WritingEngine } from '@batiao/shared/contracts/generation-engine';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  EmptyResponseBodyError,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  jsonSchema,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  zodSchema,
  type JSONSchema7,
} from 'ai';
import {
  GENERATION_MESSAGES,
  generatedContentSchema,
  type GeneratedContent,
} from '@batiao/shared/contracts/generation';
import { AppError } from '../../lib/app-error.ts';
import { buildPrompt } from './prompt.ts';

export { buildPrompt, type LlmGenerationContext } from './prompt.ts';

export const LLM_INVALID_OUTPUT_MESSAGE =
  'La réponse du service de rédaction est invalide. Réessayez ou passez au moteur intégré.';

/** Low: the same facts should give the same answer, and the model must stick to them. */
export const LLM_TEMPERATURE = 0.2;

export interface LlmEngineConfig {
  /** The OpenAI-compatible base URL, up to the version: `https://api.mistral.ai/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`; none for a local server (Ollama, vLLM). */
  apiKey?: string;
  model: string;
  /** The whole call, from the request to the last byte of the answer. */
  timeoutMs: number;
  /** Replaces the global fetch (a proxy, an instrumented client). */
  fetch?: typeof fetch;
}

/** What the engine reports: the shared `EngineResult`, from the `llm` engine. */
export type LlmEngineResult = EngineResult & { engine: 'llm'; model: string };

/** The shared `WritingEngine`, named `llm`. */
export interface LlmWritingEngine extends WritingEngine {
  readonly name: 'llm';
  generate(context: GenerationContext, options?: { signal?: AbortSignal }): Promise<LlmEngineResult>;
}

/**
 * The technical side of a provider failure, kept as the AppError's `cause` for the logs: never
 * shown to the user, and with the API key masked.
 */
export class LlmProviderError extends Error {
  readonly statusCode: number | null;

  constructor(message: string, statusCode: number | null) {
    super(message);
    this.name = 'LlmProviderError';
    this.statusCode = statusCode;
  }
}

/**
 * The JSON schema sent to the provider: the one the AI SDK derives from `generatedContentSchema`,
 * without `minLength`/`maxLength`, which OpenAI's strict structured outputs refuse. The answer is
 * still validated against the full zod schema.
 */
function providerJsonSchema(): PromiseLike<JSONSchema7> | JSONSchema7 {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      return node.map(strip);
    }
    if (typeof node !== 'object' || node === null) {
      return node;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'minLength' && key !== 'maxLength') {
        out[key] = strip(value);
      }
    }
    return out;
  };
  return Promise.resolve(zodSchema(generatedContentSchema).jsonSchema).then((schema) => strip(schema) as JSONSchema7);
}

const outputSchema = jsonSchema<GeneratedContent>(providerJsonSchema, {
  validate: (value) => {
    const result = generatedContentSchema.safeParse(value);
    return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
  },
});

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function isNetworkError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) {
      return true;
    }
    if (current instanceof TypeError && /fetch failed/i.test(current.message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

const isAbortError = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/** Turns a failure of the call into the AppError the user sees; undefined when it is not the provider's. */
function toAppError(
  error: unknown,
  context: { timedOut: boolean; mask: (text: string) => string },
): AppError | undefined {
  const { mask } = context;
  const withCause = (appError: AppError, message: string, statusCode: number | null = null) => {
    appError.cause = new LlmProviderError(mask(message), statusCode);
    return appError;
  };
  const unavailable = (message: string, statusCode: number | null = null) =>
    withCause(new AppError('SERVICE_UNAVAILABLE', GENERATION_MESSAGES.providerUnavailable), message, statusCode);
  const invalid = (message: string) => withCause(new AppError('BAD_GATEWAY', LLM_INVALID_OUTPUT_MESSAGE), message);

  const failure = RetryError.isInstance(error) ? error.lastError : error;

  const timedOut = () => unavailable('llm: the provider did not answer before the timeout');
  if (context.timedOut && isAbortError(failure)) {
    return timedOut();
  }
  if (APICallError.isInstance(failure)) {
    const status = failure.statusCode ?? null;
    const detail = `llm: ${status !== null ? `HTTP ${status}` : 'no HTTP answer'} from ${failure.url}: ${failure.message}`;
    if (status === 429) {
      return withCause(new AppError('RATE_LIMITED', GENERATION_MESSAGES.tooManyRequests), detail, status);
    }
    if (status !== null && status >= 200 && status < 300) {
      // A 2xx whose body is not a chat completion.
      return invalid(detail);
    }
    // 5xx, no answer at all (connection refused, DNS), 401/403 (key or model misconfigured) and other 4xx.
    return unavailable(detail, status);
  }
  if (
    NoObjectGeneratedError.isInstance(failure) ||
    NoOutputGeneratedError.isInstance(failure) ||
    NoContentGeneratedError.isInstance(failure) ||
    TypeValidationError.isInstance(failure) ||
    JSONParseError.isInstance(failure) ||
    InvalidResponseDataError.isInstance(failure) ||
    EmptyResponseBodyError.isInstance(failure)
  ) {
    const cause = failure.cause instanceof Error ? ` (${failure.cause.message.slice(0, 500)})` : '';
    return invalid(`llm: unusable output: ${failure.message.slice(0, 500)}${cause}`);
  }
  if (isNetworkError(failure)) {
    return unavailable(`llm: network error: ${failure instanceof Error ? failure.message : String(failure)}`);
  }
  return context.timedOut ? timedOut() : undefined;
}

/** The `llm` engine for one OpenAI-compatible endpoint and model. */
export function createLlmEngine(config: LlmEngineConfig): LlmWritingEngine {
  const apiKey = config.apiKey && config.apiKey.trim() !== '' ? config.apiKey : undefined;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl.replace(/\/+$/, ''),
    apiKey,
    fetch: config.fetch,
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.model);
  const mask = (text: string) => (apiKey ? text.split(apiKey).join('***') : text);

  return {
    name: 'llm',
    async generate(context, options = {}) {
      const { system, prompt } = buildPrompt(context);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

      let output: GeneratedContent;
      let usage: { inputTokens: number | undefined; outputTokens: number | undefined };
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          output: Output.object({
            schema: outputSchema,
            name: 'reponse_appel_offres',
            description: 'Lettre de candidature, mémoire technique, pièces à remettre et informations à compléter.',
          }),
          temperature: LLM_TEMPERATURE,
          maxRetries: 0,
          abortSignal: signal,
        });
        output = result.output;
        usage = result.usage;
      } catch (error) {
        // The caller's own cancellation is not a provider failure: it propagates as it is.
        if (options.signal?.aborted && !timeout.aborted) {
          throw error;
        }
        throw toAppError(error, { timedOut: timeout.aborted, mask }) ?? error;
      }

      const parsed = generatedContentSchema.safeParse(output);
      if (!parsed.success) {
        const appError = new AppError('BAD_GATEWAY', LLM_INVALID_OUTPUT_MESSAGE);
        appError.cause = new LlmProviderError(
          `llm: output fails the schema: ${parsed.error.message.slice(0, 500)}`,
          null,
        );
        throw appError;
      }
      return {
        content: parsed.data,
        engine: 'llm',
        model: config.model,
        tokensIn: usage.inputTokens ?? null,
        tokensOut: usage.outputTokens ?? null,
      };
    },
  };
}
