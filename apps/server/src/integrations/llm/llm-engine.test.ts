/**
 * The `llm` engine through the real AI SDK client, against a local OpenAI-compatible server over
 * real HTTP: success, the request sent (French prompt, json_schema, Bearer key), and every failure
 * mapped to its AppError.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@batiao/shared/contracts/company';
import { GENERATION_MESSAGES, MEMOIRE_SECTION_TITLES } from '@batiao/shared/contracts/generation';
import type { TenderDetail } from '@batiao/shared/contracts/tenders';
import { AppError } from '../../lib/app-error.ts';
import { createLlmEngine, LLM_INVALID_OUTPUT_MESSAGE, LlmProviderError, type LlmEngineConfig } from './llm-engine.ts';
import { buildPrompt, type LlmGenerationContext } from './prompt.ts';
import {
  SAMPLE_GENERATED_CONTENT,
  SAMPLE_USAGE,
  startOpenAiTestServer,
  type OpenAiTestRequest,
  type OpenAiTestServer,
} from '../../test/servers/llm.ts';

const API_KEY = 'sk-test-0123456789abcdef';
const MODEL = 'mistral-small-latest';

const tender: TenderDetail = {
  id: 'tender-1',
  title: 'Réfection de la couverture de l’école Jules Ferry',
  description: 'Dépose de la couverture en tuiles et réfection en zinc à joint debout du bâtiment principal.',
  location: 'Villeurbanne (69)',
  departements: ['69'],
  buyer_name: 'Ville de Villeurbanne',
  deadline: '2026-03-16T11:00:00.000Z',
  deadline_status: 'active',
  days_left: 40,
  amount: 180_000,
  cpv_code: '45261210',
  cpv_codes: ['45261210'],
  profession: 'Couvreur',
  publication_date: '2026-01-20',
  source_url: 'https://www.boamp.fr/avis/detail/25-123456',
  real_boamp_url: 'https://www.boamp.fr/avis/detail/25-123456',
  has_real_documents: false,
  documents_summary: { total_count: 0, types_available: [] },
  compatibility_analysis: { score_global: 82, ai_message: 'Marché adapté à votre métier.' },
  status: 'open',
  is_example: false,
  source: 'boamp',
  source_id: '25-123456',
  nature: 'Travaux',
  procedure: 'Procédure adaptée',
  buyer: {
    name: 'Ville de Villeurbanne',
    email: 'marches@mairie-villeurbanne.fr',
    phone: null,
    url: null,
    address: 'Place Lazare Goujon',
    postal_code: '69100',
    city: 'Villeurbanne',
  },
  lots: [
    { number: '1', title: 'Couverture zinc', description: null, cpv_codes: ['45261210'], amount: 150_000 },
    { number: '2', title: 'Zinguerie et descentes', description: null, cpv_codes: [], amount: 30_000 },
  ],
  criteria: [
    { label: 'Valeur technique', weight: 60 },
    { label: 'Prix des prestations', weight: 40 },
  ],
  execution_place: 'École Jules Ferry, 12 rue Anatole France, 69100 Villeurbanne',
  duration_months: 4,
  dce_url: null,
  winners: [],
  descripteurs: [{ code: '219', label: 'Couverture' }],
};

const company: CompanyProfile = {
  raison_sociale: 'Toitures Martin',
  siret: null,
  forme_juridique: 'SARL',
  adresse: '8 rue des Tuiliers',
  code_postal: '69100',
  ville: 'Villeurbanne',
  annee_creation: 2009,
  effectifs: [
    { role: 'Chef de chantier', nombre: 1 },
    { role: 'Compagnon couvreur', nombre: 3 },
  ],
  chiffres_affaires: [{ annee: 2024, montant_ht_cents: 68_000_000 }],
  qualifications: [
    { organisme: 'Qualibat', intitule: '3192 Couverture en zinc', numero: 'Q-1234', valid_until: '2025-06-30' },
  ],
  assurances: [
    { type: 'decennale', assureur: 'SMABTP', numero_police: 'D-998877', couverture: null, valid_until: '2026-12-31' },
  ],
  materiel: [],
  references: [],
  completion: { percent: 63, missing: ['Matériel', 'Références'] },
  updated_at: '2026-01-10T09:00:00.000Z',
};

const context: LlmGenerationContext = {
  tender,
  noticeText: 'Visite obligatoire du site. Pièces à fournir : DC1, DC2, attestation de visite, mémoire technique.',
  trade: 'couvreur',
  user: { prenom: 'Claire', nom: 'Martin', email: 'claire@toitures-martin.fr' },
  userLocation: 'Villeurbanne (69)',
  company,
  documents: [
    { type: 'kbis', status: 'valid', valid_until: '2026-04-01' },
    { type: 'urssaf', status: 'expired', valid_until: '2025-12-31' },
    { type: 'decennale', status: 'expiring_soon', valid_until: '2026-02-15' },
  ],
  now: new Date('2026-02-05T10:00:00.000Z'),
};

let server: OpenAiTestServer;

beforeAll(async () => {
  server = await startOpenAiTestServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.setMode('success');
  server.requests.length = 0;
});

const engineFor = (overrides: Partial<LlmEngineConfig> = {}) =>
  createLlmEngine({ baseUrl: `${server.url}/v1`, apiKey: API_KEY, model: MODEL, timeoutMs: 5_000, ...overrides });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the generation to fail');
}

async function expectAppError(promise: Promise<unknown>, code: AppError['code'], message: string): Promise<AppError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe(code);
  expect(appError.detail).toBe(message);
  expect(appError.message).toBe(message);
  expect(appError.message).not.toContain(API_KEY);
  expect(appError.cause).toBeInstanceOf(LlmProviderError);
  expect(String((appError.cause as Error).message)).not.toContain(API_KEY);
  return appError;
}

const onlyRequest = (): OpenAiTestRequest => {
  expect(server.requests).toHaveLength(1);
  const [request] = server.requests;
  if (!request) {
    throw new Error('no request');
  }
  return request;
};

const messageText = (request: OpenAiTestRequest, role: string) =>
  (request.body?.messages ?? [])
    .filter((m) => m.role === role)
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');

describe('llm engine: success', () => {
  it('returns the served content, the usage and the model name', async () => {
    const result = await engineFor().generate(context);

    expect(result).toEqual({
      content: SAMPLE_GENERATED_CONTENT,
      engine: 'llm',
      model: MODEL,
      tokensIn: SAMPLE_USAGE.prompt_tokens,
      tokensOut: SAMPLE_USAGE.completion_tokens,
    });
  });

  it('sends the French prompt with the tender, a json_schema response format and the Bearer key', async () => {
    const engine = engineFor();
    expect(engine.name).toBe('llm');
    await engine.generate(context);

    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body?.model).toBe(MODEL);
    expect(request.body?.temperature).toBe(0.2);

    const system = messageText(request, 'system');
    expect(system).toContain('écris en français');
    expect(system).toContain('acheteur public');
    expect(system).toContain('[À compléter : ');
    expect(system).toContain('a_completer');
    for (const title of Object.values(MEMOIRE_SECTION_TITLES)) {
      expect(system).toContain(title);
    }

    const user = messageText(request, 'user');
    expect(user).toContain(tender.title);
    expect(user).toContain('25-123456');
    expect(user).toContain('Ville de Villeurbanne');
    expect(user).toContain('Valeur technique : 60 %');
    expect(user).toContain('Prix des prestations : 40 %');
    expect(user).toContain('Lot 1 : Couverture zinc');
    expect(user).toContain('4 mois');
    expect(user).toContain('180 000 € HT');
    expect(user).toContain('<avis>\nVisite obligatoire du site.');
    expect(user).toContain('"raison_sociale": "Toitures Martin"');
    expect(user).toContain('Métier : Couvreur');

    const format = request.body?.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema?.name).toBe('reponse_appel_offres');
    const schema = format?.json_schema?.schema as { properties?: Record<string, unknown>; required?: string[] };
    expect(Object.keys(schema.properties ?? {})).toEqual([
      'lettre_candidature',
      'memoire_sections',
      'documents_requis',
      'a_completer',
    ]);
    expect(schema.required).toEqual(['lettre_candidature', 'memoire_sections', 'documents_requis', 'a_completer']);
    expect(JSON.stringify(schema)).not.toContain('maxLength');
  });

  it('sends no Authorization header without an API key', async () => {
    await engineFor({ apiKey: undefined }).generate(context);
    expect(onlyRequest().headers.authorization).toBeUndefined();
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const tracingFetch: typeof fetch = (input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    await engineFor({ fetch: tracingFetch }).generate(context);
    expect(urls).toEqual([`${server.url}/v1/chat/completions`]);
  });
});

describe('llm engine: failures', () => {
  it('maps a 429 to RATE_LIMITED, without retrying', async () => {
    server.setMode('rate-limited');
    const error = await expectAppError(
      engineFor().generate(context),
      'RATE_LIMITED',
      'Trop de requêtes - Attendez un moment avant de réessayer',
    );
    expect(error.statusCode).toBe(429);
    expect((error.cause as LlmProviderError).statusCode).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it('maps a 503 to SERVICE_UNAVAILABLE', async () => {
    server.setMode('unavailable');
    const error = await expectAppError(
      engineFor().generate(context),
      'SERVICE_UNAVAILABLE',
      GENERATION_MESSAGES.providerUnavailable,
    );
    expect(error.statusCode).toBe(503);
    expect((error.cause as LlmProviderError).statusCode).toBe(503);
  });

  it('maps a 401 (wrong key) to SERVICE_UNAVAILABLE and keeps the status in the cause', async () => {
    server.setMode('unauthorized');
    const error = await expectAppError(
      engineFor().generate(context),
      'SERVICE_UNAVAILABLE',
      GENERATION_MESSAGES.providerUnavailable,
    );
    expect((error.cause as LlmProviderError).statusCode).toBe(401);
  });

  it('maps a timeout to SERVICE_UNAVAILABLE, quickly', async () => {
    server.setMode('slow', { delayMs: 2_000 });
    const started = performance.now();
    await expectAppError(
      engineFor({ timeoutMs: 300 }).generate(context),
      'SERVICE_UNAVAILABLE',
      GENERATION_MESSAGES.providerUnavailable,
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('lets the caller’s own abort through, not as a provider failure', async () => {
    server.setMode('slow', { delayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(engineFor().generate(context, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('maps JSON that fails the schema to BAD_GATEWAY', async () => {
    server.setMode('invalid-schema');
    await expectAppError(engineFor().generate(context), 'BAD_GATEWAY', LLM_INVALID_OUTPUT_MESSAGE);
    expect(LLM_INVALID_OUTPUT_MESSAGE).toBe(
      'La réponse du service de rédaction est invalide. Réessayez ou passez au moteur intégré.',
    );
  });

  it('maps a non-JSON answer to BAD_GATEWAY', async () => {
    server.setMode('not-json');
    const error = await expectAppError(engineFor().generate(context), 'BAD_GATEWAY', LLM_INVALID_OUTPUT_MESSAGE);
    expect(error.statusCode).toBe(502);
  });

  it('maps a 200 that is not a chat completion to BAD_GATEWAY', async () => {
    const odd = await startOpenAiTestServer(() => ({ kind: 'json', status: 200, body: { hello: 'world' } }));
    try {
      await expectAppError(
        createLlmEngine({ baseUrl: `${odd.url}/v1`, apiKey: API_KEY, model: MODEL, timeoutMs: 5_000 }).generate(
          context,
        ),
        'BAD_GATEWAY',
        LLM_INVALID_OUTPUT_MESSAGE,
      );
    } finally {
      await odd.close();
    }
  });

  it('maps a refused connection to SERVICE_UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    await expectAppError(
      engineFor({ baseUrl: `http://127.0.0.1:${port}/v1` }).generate(context),
      'SERVICE_UNAVAILABLE',
      GENERATION_MESSAGES.providerUnavailable,
    );
  });
});

describe('llm engine: unknown host', () => {
  it('maps a DNS failure to SERVICE_UNAVAILABLE', async () => {
    // `.invalid` never resolves (RFC 2606); without DNS at all, the timeout gives the same answer.
    await expectAppError(
      engineFor({ baseUrl: 'http://llm.invalid/v1', timeoutMs: 3_000 }).generate(context),
      'SERVICE_UNAVAILABLE',
      GENERATION_MESSAGES.providerUnavailable,
    );
  });
});

describe('buildPrompt', () => {
  it('lists the missing company facts and the statuses of the administrative file', () => {
    const { prompt } = buildPrompt(context);
    expect(prompt).toContain('- numéro SIRET');
    expect(prompt).toContain('- liste du matériel de l’entreprise');
    expect(prompt).toContain('- références de chantiers similaires (client, année, montant)');
    expect(prompt).not.toContain('- raison sociale de l’entreprise');
    expect(prompt).toContain('"valable_jusqu_au": "30/06/2025 (EXPIRÉ)"');
    expect(prompt).toContain('"montant_ht": "680 000 €"');
    expect(prompt).toContain('- kbis (Extrait Kbis (ou extrait RNE / D1)) : status "present"');
    expect(prompt).toContain('- urssaf (Attestation de vigilance URSSAF) : status "expired" — expiré le 31/12/2025');
    expect(prompt).toContain('status "present" — expire bientôt (valable jusqu’au 15/02/2026)');
    expect(prompt).toContain('- rib (RIB de l’entreprise) : status "missing"');
    expect(prompt).toContain('Date du jour : jeudi 5 février 2026.');
    expect(prompt).not.toMatch(/[\u202F\u00A0]/);
  });

  it('gives the site, not the buyer’s area, and the rules in force (issue 13)', () => {
    const { system, prompt } = buildPrompt({
      ...context,
      tender: { ...context.tender, execution_place: null, departements: ['60', '27', '76'] },
    });
    expect(prompt).toContain('- Lieu d’exécution : non donné par l’avis');
    expect(prompt).toContain('Départements de la zone de l’acheteur (pas forcément le lieu du chantier) : 60, 27, 76');
    expect(system).toContain('Règlement (UE) 2024/573 (jamais 517/2014)');
    expect(system).toContain('Ne parle de DPGF que si l’avis la nomme');
    expect(system).toContain('garantie biennale pour du carrelage ou de la peinture');
  });

  it('sends the brief the generation module established: site, kinds of work, contract, rules, schedule, fit notes', () => {
    const { prompt } = buildPrompt({
      ...context,
      userLocation: 'Nice (06)',
      brief: {
        site: 'Crémieu (Isère)',
        siteSource: 'execution',
        project: 'Réfection de la toiture de l’école',
        buyer: 'Commune de Crémieu',
        kindsOfWork: [{ label: 'étanchéité de toiture-terrasse', standards: ['NF DTU 43.1'] }],
        standards: ['NF DTU 43.1 (étanchéité des toitures-terrasses)', 'NF DTU 40.5 (évacuation des eaux pluviales)'],
        contract: 'accord_cadre_bons_de_commande',
        priceDocument: 'le bordereau des prix unitaires (BPU) et le détail quantitatif estimatif (DQE)',
        heritage: false,
        constraints: ['établissement scolaire'],
        targetLots: ['lot n° 2 « Couverture »'],
        seat: 'Lyon',
        distance: 'département voisin de celui du chantier',
        schedule: {
          stated: false,
          unit: 'semaine',
          total: 8,
          phases: [
            { nom: 'Préparation', start: 1, end: 2 },
            { nom: 'Couverture', start: 3, end: 8 },
          ],
        },
        fitNotes: ['La qualification « Qualibat 6111 » ne relève pas des travaux de couverture.'],
        relevantQualifications: [],
        relevantReferences: ['Toiture du gymnase'],
      },
    });
    expect(prompt).toContain('## Faits établis par BatiAO');
    expect(prompt).toContain('- Lieu du chantier : Crémieu (Isère)');
    expect(prompt).toContain('Nature des travaux : étanchéité de toiture-terrasse (NF DTU 43.1)');
    expect(prompt).toContain('accord-cadre exécuté par bons de commande');
    expect(prompt).toContain('Patrimoine protégé : non');
    expect(prompt).toContain('  - NF DTU 40.5 (évacuation des eaux pluviales)');
    expect(prompt).toContain('la somme est 8 semaines : Préparation (1 à 2) ; Couverture (3 à 8)');
    expect(prompt).toContain('jamais pour l’acheteur');
    expect(prompt).toContain('  - La qualification « Qualibat 6111 » ne relève pas des travaux de couverture.');
    // The seat is the profile's, never the user's zone of work.
    expect(prompt).toContain('Siège de l’entreprise : Lyon (département voisin de celui du chantier)');
    expect(prompt).not.toContain('Nice');
  });

  it('treats a never-filled profile as entirely to complete', () => {
    const { prompt } = buildPrompt({ ...context, company: null, noticeText: '' });
    expect(prompt).toContain('Profil de l’entreprise : jamais renseigné');
    expect(prompt).toContain('- raison sociale de l’entreprise');
    expect(prompt).toContain('Aucun texte d’avis disponible');
    expect(prompt).not.toContain('<avis>');
  });
});
