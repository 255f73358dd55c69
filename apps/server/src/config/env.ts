import { z } from 'zod';
import { DEFAULT_BOAMP_API_URL } from '../integrations/boamp/client.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * The only place that reads process.env (lint-enforced). Every setting is validated once, at
 * start, and a wrong value stops the process with a message that names the variable.
 */

/**
 * Which proxies are trusted for X-Forwarded-For (ADR 014): `false`, a hop count, or their
 * addresses/CIDRs. Never "trust everything": the client writes the leftmost entries itself.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix (CIDR), or one of the range names proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `true` (the legacy value) means one proxy in front, as `1` does. */
const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'off', 'no'].includes(v)) {
    return false;
  }
  if (['true', 'on', 'yes'].includes(v)) {
    return 1;
  }
  if (/^\d{1,2}$/.test(v)) {
    return Number(v);
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > 0 && entries.every(isProxyAddress)) {
    return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message: 'un nombre de proxys (1, 2…) ou la liste de leurs adresses (10.0.0.1, 10.0.0.0/8, loopback…)',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'une durée comme 7d, 12h ou 30m')
    .default('7d'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'doit contenir au moins 12 caractères').optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  /** The whole request (headers and body) must arrive within this; uploads of 10 MiB included. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** The request line and headers must arrive within this (slowloris). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  TEST_DATABASE_URL: z.string().optional(),
  BOAMP_API_URL: z.url().default(DEFAULT_BOAMP_API_URL),
  BOAMP_SYNC: z.enum(['on', 'off']).optional(),
  BOAMP_SYNC_CRON: z
    .string()
    .refine((v) => v.trim().split(/\s+/).length >= 5, 'une expression cron comme « 0 */2 * * * »')
    .default('0 */2 * * *'),
  BOAMP_BACKFILL_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /**
   * `1`: the analysis of a user's address may reach loopback addresses (a local test page, ADR 023).
   * Off by default; refused when NODE_ENV=production.
   */
  URL_FETCH_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** How long the tender list's and the dashboard's reads are reused (ADR 015); 0: never. */
  TENDER_LIST_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BatiAO <no-reply@batiao.fr>'),
  ALERTS_DIGEST_CRON: z.string().default('0 7 * * *'),
  GENERATION_ENGINE: z.enum(['local', 'llm']).default('local'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'une clé secrète Stripe (sk_… ou rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'un secret de webhook Stripe (whsec_…)')
    .optional(),
  /** The local test-mode checkout (no real payment): only `on` enables it, whatever NODE_ENV (ADR 011). */
  PAYMENTS_TEST_MODE: z.enum(['on', 'off']).default('off'),
  /** Who runs the service, for the legal pages (ADR 025); unset: « [à renseigner] » on the pages. */
  OPERATOR_NAME: z.string().max(200).optional(),
  OPERATOR_LEGAL_FORM: z.string().max(200).optional(),
  OPERATOR_SIREN: z
    .string()
    .regex(/^\d{3} ?\d{3} ?\d{3}( ?\d{5})?$/, 'un numéro SIREN (9 chiffres) ou SIRET (14 chiffres)')
    .optional(),
  OPERATOR_ADDRESS: z.string().max(300).optional(),
  OPERATOR_PUBLISHER: z.string().max(200).optional(),
  OPERATOR_HOST: z.string().max(300).optional(),
  OPERATOR_EMAIL: z.email('une adresse e-mail').optional(),
  SECURITY_EMAIL: z.email('une adresse e-mail').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtl: string;
  admin: { email: string; password: string } | undefined;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  trustProxy: TrustProxy;
  /** HTTP deadlines (ADR 014): whole request, headers. */
  timeouts: { requestMs: number; headersMs: number };
  mail: { smtpUrl: string | undefined; from: string };
  alertsDigestCron: string;
  generation: {
    engine: 'local' | 'llm';
    /** The OpenAI-compatible chat API (Mistral, OpenAI, Ollama, vLLM…) of the `llm` engine. */
    llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  };
  payments: {
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** The local checkout page (« Mode test — aucun paiement réel »): PAYMENTS_TEST_MODE=on only. */
    testMode: boolean;
  };
  boamp: {
    /** The portal's base address; the sync never reaches outside without it. */
    apiUrl: string;
    /** Scheduled sync: on unless BOAMP_SYNC=off (an unreachable source is logged, never fatal). */
    syncEnabled: boolean;
    cron: string;
    backfillDays: number;
  };
  /** How long the tender list's and the dashboard's reads are reused, ms (ADR 015); 0: never. */
  tenderListCacheMs: number;
  /** The address analysis may reach loopback addresses (tests only; ADR 023). */
  urlFetchAllowPrivate: boolean;
  /** The operator named by the legal pages (ADR 025); unset fields are undefined. */
  operator: {
    name?: string;
    legalForm?: string;
    siren?: string;
    address?: string;
    publisher?: string;
    host?: string;
    email?: string;
    securityEmail?: string;
  };
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  // Empty strings in a .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const env = result.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Configuration invalide :\n  ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble.');
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new Error('Configuration invalide :\n  HEADERS_TIMEOUT_MS ne peut dépasser REQUEST_TIMEOUT_MS.');
  }
  if (env.PAYMENTS_TEST_MODE === 'on' && env.STRIPE_SECRET_KEY) {
    throw new Error(
      'Configuration invalide :\n  PAYMENTS_TEST_MODE=on (paiements simulés) et STRIPE_SECRET_KEY (paiements réels) s’excluent : retirez l’un des deux.',
    );
  }
  if (env.URL_FETCH_ALLOW_PRIVATE === '1' && env.NODE_ENV === 'production') {
    throw new Error(
      'Configuration invalide :\n  URL_FETCH_ALLOW_PRIVATE=1 (adresses internes joignables) est refusé en production.',
    );
  }
  if (env.GENERATION_ENGINE === 'llm' && (!env.LLM_BASE_URL || !env.LLM_MODEL)) {
    throw new Error('Configuration invalide :\n  GENERATION_ENGINE=llm demande LLM_BASE_URL et LLM_MODEL.');
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    jwtTtl: env.JWT_TTL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    timeouts: { requestMs: env.REQUEST_TIMEOUT_MS, headersMs: env.HEADERS_TIMEOUT_MS },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    alertsDigestCron: env.ALERTS_DIGEST_CRON,
    generation: {
      engine: env.GENERATION_ENGINE,
      llm:
        env.LLM_BASE_URL && env.LLM_MODEL
          ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
          : undefined,
    },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      testMode: env.PAYMENTS_TEST_MODE === 'on',
    },
    boamp: {
      apiUrl: env.BOAMP_API_URL,
      syncEnabled: env.BOAMP_SYNC !== 'off',
      cron: env.BOAMP_SYNC_CRON,
      backfillDays: env.BOAMP_BACKFILL_DAYS,
    },
    tenderListCacheMs: env.TENDER_LIST_CACHE_MS,
    urlFetchAllowPrivate: env.URL_FETCH_ALLOW_PRIVATE === '1',
    operator: {
      name: env.OPERATOR_NAME,
      legalForm: env.OPERATOR_LEGAL_FORM,
      siren: env.OPERATOR_SIREN,
      address: env.OPERATOR_ADDRESS,
      publisher: env.OPERATOR_PUBLISHER,
      host: env.OPERATOR_HOST,
      email: env.OPERATOR_EMAIL,
      securityEmail: env.SECURITY_EMAIL,
    },
  };
}

/** The process configuration, read from the environment (and from `.env` when present; the environment wins). */
export function loadConfig(): Config {
  if (existsSync('.env')) {
    process.loadEnvFile('.env');
  }
  return parseConfig(process.env);
}

/** For the test harness: the PostgreSQL server to run the suite on, when set. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
