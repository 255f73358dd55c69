/**
 * A local HTTP server that speaks OpenAI's Chat Completions API (`POST /v1/chat/completions`,
 * non-streaming; plus `GET /v1/models`), for tests, end-to-end runs and benchmarks: the production
 * LLM engine talks to it over real HTTP through the AI SDK, with `baseUrl` = `<url>/v1`.
 *
 * It records every request (headers and parsed JSON body) and answers according to its mode:
 * - `success`: a chat completion whose message content is a valid `GeneratedContent` as JSON
 *   (`SAMPLE_GENERATED_CONTENT` unless another `content` is given), with `SAMPLE_USAGE`;
 * - `rate-limited`: HTTP 429 with OpenAI's error body and a Retry-After header;
 * - `unavailable`: HTTP 503 with an OpenAI-style error body;
 * - `unauthorized`: HTTP 401 with OpenAI's "invalid_api_key" error body;
 * - `slow`: the success answer after `delayMs` (default 2 000 ms), to trip the client's timeout;
 * - `invalid-schema`: valid JSON that fails `generatedContentSchema`;
 * - `not-json`: French prose instead of JSON.
 * A custom `handler` may answer instead (return undefined to fall back to the mode).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedContent } from '@batiao/shared/contracts/generation';

export const OPENAI_TEST_MODES = [
  'success',
  'rate-limited',
  'unavailable',
  'unauthorized',
  'slow',
  'invalid-schema',
  'not-json',
] as const;
export type OpenAiTestMode = (typeof OPENAI_TEST_MODES)[number];

export interface OpenAiTestModeOptions {
  /** `success`/`slow`: the object served as the message content (JSON-encoded). */
  content?: unknown;
  /** `slow`: how long before answering (default 2 000 ms). */
  delayMs?: number;
}

/** One request as the server received it. */
export interface OpenAiTestRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: OpenAiChatRequestBody | undefined;
  rawBody: string;
}

/** The parts of a Chat Completions request body the tests look at. */
export interface OpenAiChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  temperature?: number;
  stream?: boolean;
  response_format?: {
    type: string;
    json_schema?: { name?: string; strict?: boolean; description?: string; schema?: Record<string, unknown> };
  };
  [key: string]: unknown;
}

/** What a custom handler answers. */
export type OpenAiTestReply =
  /** A chat completion whose assistant message is `content` (a string, sent as is). */
  | { kind: 'completion'; content: string; usage?: OpenAiTestUsage; finishReason?: string; delayMs?: number }
  /** Any status and JSON body. */
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };

export interface OpenAiTestUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type OpenAiTestHandler = (
  request: OpenAiTestRequest,
) => OpenAiTestReply | undefined | Promise<OpenAiTestReply | undefined>;

export interface OpenAiTestServer {
  /** `http://127.0.0.1:<port>`; the OpenAI-compatible base URL is `${url}/v1`. */
  url: string;
  /** Every request received, in order. */
  requests: OpenAiTestRequest[];
  /** Changes how the next requests are answered. */
  setMode: (mode: OpenAiTestMode, options?: OpenAiTestModeOptions) => void;
  close: () => Promise<void>;
}

export const SAMPLE_USAGE: OpenAiTestUsage = { prompt_tokens: 3_412, completion_tokens: 2_187 };

/** A valid `GeneratedContent`, as a writing engine would answer for a roofing tender. */
export const SAMPLE_GENERATED_CONTENT: GeneratedContent = {
  lettre_candidature: [
    'Objet : candidature au marché « Réfection de la couverture de l’école Jules Ferry »',
    'Madame, Monsieur,',
    'Nous avons l’honneur de vous présenter la candidature de Toitures Martin SARL pour le lot 1 « Couverture zinc » de la consultation référencée 25-123456.',
    'Entreprise de couverture implantée à Villeurbanne depuis 2009, nous réalisons des couvertures en zinc et en tuiles pour des maîtres d’ouvrage publics et privés.',
    'Nous restons à votre disposition pour tout complément d’information.',
    'Claire Martin\nToitures Martin SARL',
  ].join('\n\n'),
  memoire_sections: [
    {
      key: 'methodologie',
      title: 'Méthodologie d’exécution',
      body: 'Le chantier se déroulera en site occupé.\n\n- Dépose de la couverture existante par travées\n- Pose du zinc à joint debout\n- Contrôle d’étanchéité avant repli',
      table: null,
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'moyens_humains',
      title: 'Moyens humains affectés au chantier',
      body: 'L’équipe affectée au chantier est la suivante.',
      table: {
        columns: ['Poste', 'Nombre'],
        rows: [
          ['Chef de chantier', '1'],
          ['Compagnon couvreur', '3'],
        ],
      },
      criterion: { label: 'Valeur technique', weight: 60 },
    },
    {
      key: 'references',
      title: 'Références similaires',
      body: '[À compléter : références de chantiers similaires (client, année, montant)]',
      table: null,
      criterion: null,
    },
  ],
  documents_requis: [
    {
      label: 'Extrait Kbis (ou extrait RNE / D1)',
      source: 'usuel',
      document_type: 'kbis',
      status: 'present',
      note: null,
    },
    {
      label: 'Formulaires DC1 et DC2 (ou DUME)',
      source: 'usuel',
      document_type: null,
      status: 'to_provide',
      note: 'À remplir pour cette consultation.',
    },
    {
      label: 'Attestation d’assurance décennale',
      source: 'avis',
      document_type: 'decennale',
      status: 'missing',
      note: null,
    },
  ],
  a_completer: ['[À compléter : références de chantiers similaires (client, année, montant)]'],
};

/** Valid JSON, but not a `GeneratedContent` (no letter, an unknown section key). */
const SCHEMA_INVALID_CONTENT = {
  lettre: 'Madame, Monsieur,',
  memoire_sections: [{ key: 'introduction', title: 'Introduction', body: 'Texte', table: null, criterion: null }],
  documents_requis: [],
  a_completer: [],
};

const NOT_JSON_CONTENT =
  'Voici la réponse au marché : nous proposons une méthodologie adaptée au site, avec une équipe expérimentée.';

const COMPLETIONS_PATH = '/v1/chat/completions';
const MODELS_PATH = '/v1/models';

const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (response.destroyed || response.writableEnded) {
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): OpenAiChatRequestBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as OpenAiChatRequestBody)
      : undefined;
  } catch {
    return undefined;
  }
}

function completionBody(model: string, content: string, usage: OpenAiTestUsage, finishReason: string) {
  return {
    id: `chatcmpl-test-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: finishReason }],
    usage: {
      prompt_tokens: usage.prompt_tokens,
      completion_tokens: usage.completion_tokens,
      total_tokens: usage.prompt_tokens + usage.completion_tokens,
    },
  };
}

function replyForMode(mode: OpenAiTestMode, options: OpenAiTestModeOptions): OpenAiTestReply {
  const content = JSON.stringify(options.content ?? SAMPLE_GENERATED_CONTENT);
  switch (mode) {
    case 'success':
      return { kind: 'completion', content };
    case 'slow':
      return { kind: 'completion', content, delayMs: options.delayMs ?? 2_000 };
    case 'invalid-schema':
      return { kind: 'completion', content: JSON.stringify(SCHEMA_INVALID_CONTENT) };
    case 'not-json':
      return { kind: 'completion', content: NOT_JSON_CONTENT };
    case 'rate-limited':
      return {
        kind: 'json',
        status: 429,
        headers: { 'retry-after': '20' },
        body: openAiError(
          'Rate limit reached for requests. Please try again in 20s.',
          'requests',
          'rate_limit_exceeded',
        ),
      };
    case 'unavailable':
      return {
        kind: 'json',
        status: 503,
        body: openAiError('The server is overloaded or not ready yet.', 'server_error', null),
      };
    case 'unauthorized':
      return {
        kind: 'json',
        status: 401,
        body: openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      };
  }
}

/** Starts the server on 127.0.0.1 (any free port), in `success` mode. */
export async function startOpenAiTestServer(handler?: OpenAiTestHandler): Promise<OpenAiTestServer> {
  const requests: OpenAiTestRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: OpenAiTestMode = 'success';
  let modeOptions: OpenAiTestModeOptions = {};

  const later = (delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, delayMs);
    timers.add(timer);
  };

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawBody = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const recorded: OpenAiTestRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      body: parseJson(rawBody),
      rawBody,
    };
    requests.push(recorded);

    if (url.pathname === MODELS_PATH && recorded.method === 'GET') {
      sendJson(response, 200, { object: 'list', data: [{ id: 'test-model', object: 'model', owned_by: 'batiao' }] });
      return;
    }
    if (url.pathname !== COMPLETIONS_PATH || recorded.method !== 'POST') {
      sendJson(
        response,
        404,
        openAiError(`Unknown request URL: ${recorded.method} ${url.pathname}`, 'invalid_request_error', 'unknown_url'),
      );
      return;
    }
    const body = recorded.body;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      sendJson(
        response,
        400,
        openAiError('The body must be a JSON object with `model` and `messages`.', 'invalid_request_error', null),
      );
      return;
    }
    if (body.stream === true) {
      sendJson(response, 400, openAiError('This test server does not stream.', 'invalid_request_error', null));
      return;
    }

    const model = body.model;
    const reply = (await handler?.(recorded)) ?? replyForMode(mode, modeOptions);
    const send = () => {
      if (reply.kind === 'json') {
        sendJson(response, reply.status, reply.body, reply.headers);
      } else {
        sendJson(
          response,
          200,
          completionBody(model, reply.content, reply.usage ?? SAMPLE_USAGE, reply.finishReason ?? 'stop'),
        );
      }
    };
    if (reply.delayMs !== undefined && reply.delayMs > 0) {
      later(reply.delayMs, send);
    } else {
      send();
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      sendJson(response, 500, openAiError(String(error), 'server_error', null));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next, options = {}) {
      mode = next;
      modeOptions = options;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) {
          clearTimeout(timer);
        }
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
