import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createTokenService } from './lib/tokens.ts';
import { httpServerOptions, trustProxyOption, type HttpTimeouts } from './lib/http-options.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { tendersRoutes } from './modules/tenders/tenders.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createTendersService } from './modules/tenders/tenders.service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { createCompanyService } from './modules/company/company.service.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { marketPricesRoutes } from './modules/market-prices/market-prices.routes.ts';
import { createMarketPricesService } from './modules/market-prices/market-prices.service.ts';
import { billingPlugin } from './modules/billing/billing.routes.ts';
import { createBillingService, type PaymentsConfig } from './modules/billing/billing.service.ts';
import { createLocalStorage } from './integrations/storage/local-storage.ts';
import { createLlmEngine } from './integrations/llm/llm-engine.ts';
import { renderResponseDocx, renderResponsePdf, responseFilename } from './integrations/pdf/index.ts';
import type { WritingEngine } from './modules/generation/engine/context.ts';
import { createLocalEngine } from './modules/generation/engine/local/local-engine.ts';
import { generationRoutes } from './modules/generation/generation.routes.ts';
import { createGenerationService } from './modules/generation/generation.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createSiteService, type OperatorConfig } from './modules/site/site.service.ts';
import { lastSuccessfulSync } from './modules/tenders/tenders.queries.ts';
import { BOAMP_SOURCE } from './modules/tenders/tenders-sync.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService, type SyncNow } from './modules/admin/admin.service.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createBoampClient, DEFAULT_BOAMP_API_URL } from './integrations/boamp/client.ts';
import type { Resolver } from './lib/safe-fetch.ts';
import { createTenderSubmissionService } from './modules/tenders/tenders-submission.service.ts';
import { SYNC_LOCK } from './jobs/tender-sync.ts';
import { syncBoamp } from './modules/tenders/tenders-sync.service.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { createStorageService } from './modules/storage/storage.service.ts';
import { tenderFilesRoutes } from './modules/tender-files/tender-files.routes.ts';
import { createTenderFilesService } from './modules/tender-files/tender-files.service.ts';
import { tenderFormsRoutes } from './modules/tender-forms/tender-forms.routes.ts';
import { createTenderFormsService, pricedDpgfFrom } from './modules/tender-forms/tender-forms.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { demoRoutes } from './modules/demo/demo.routes.ts';
import { createDemoService } from './modules/demo/demo.service.ts';
import { createStripeClient } from './integrations/stripe/client.ts';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Zod's own messages (type errors, unknown values…) in French, for the validation error lists.
z.config(z.locales.fr());

export const APP_VERSION = '0.1.0';

export interface AppDeps {
  database: DatabaseHandle;
  jwtSecret: string;
  jwtTtl?: string;
  clock?: Clock;
  /** bcrypt cost; 12 unless a test lowers it. */
  passwordCost?: number;
  /** Password hashes at once and waiting (beyond: 429); the defaults suit production. */
  passwordHashing?: { concurrency?: number; maxQueue?: number };
  /** SMTP server for e-mails; without it they stay in the outbox table. */
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl?: string;
  /** The built SPA (apps/web/dist); none in API tests. */
  webDistDir?: string;
  https?: boolean;
  /** Uploaded files (DATA_DIR/files in production); a fresh temporary directory when not given. */
  storageDir?: string;
  /** Proxies trusted for X-Forwarded-For: a hop count or their addresses (`true` is one hop). */
  trustProxy?: boolean | number | string[];
  /** HTTP deadlines (whole request, headers, keep-alive, idle socket); defaults in lib/http-options. */
  timeouts?: Partial<HttpTimeouts>;
  /** How long the tender list's and the dashboard's reads are reused, ms (ADR 015); 0 (default): never. */
  tenderListCacheMs?: number;
  /**
   * The submission form's analysis (ADR 023): the BOAMP API of boamp.fr addresses (by default
   * `boamp.apiUrl`, else the public one); loopback addresses reachable (tests only); the resolver.
   */
  noticeSources?: { boampApiUrl?: string; allowPrivateAddresses?: boolean; resolve?: Resolver };
  logger?: FastifyServerOptions['logger'];
  /** Payments: Stripe when a secret key is given, the local test checkout only when `testMode` (ADR 011); none by default. */
  payments?: PaymentsConfig;
  /** Where the Stripe client sends its requests (a local Stripe-shaped server in tests). */
  stripe?: { host?: string; port?: number; protocol?: 'http' | 'https' };
  /** The writing engine (`local` by default) and, for `llm`, the OpenAI-compatible API. */
  generation?: {
    engine?: 'local' | 'llm';
    llm?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
    /** How long the generate request waits for the job before answering 202. */
    waitMs?: number;
  };
  /** The BOAMP API the admin's « Synchroniser maintenant » runs against; none: that button answers 503 (ADR 024). */
  boamp?: { apiUrl: string; backfillDays: number };
  /** How long POST /api/admin/sync waits for the run before answering 202. */
  adminSyncWaitMs?: number;
  /** Analytics calls accepted per network and minute (ADR 024). */
  analyticsPerMinute?: number;
  /** Demo PDFs per client address and window (ADR 026); 10 per 10 minutes by default. */
  demoRateLimit?: { perAddress: number; windowMs: number };
  /** Who runs the service, for the legal pages (OPERATOR_*, ADR 025). */
  operator?: OperatorConfig;
  /** Where contact-form messages go when OPERATOR_EMAIL is unset (ADMIN_EMAIL); else the sender address. */
  contactEmail?: string;
}

function writingEngine(config: AppDeps['generation']): WritingEngine {
  if (config?.engine === 'llm') {
    if (!config.llm) {
      throw new Error('GENERATION_ENGINE=llm demande LLM_BASE_URL et LLM_MODEL.');
    }
    return createLlmEngine(config.llm);
  }
  return createLocalEngine();
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Builds the whole application, modules registered explicitly and in order. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxyOption(deps.trustProxy),
    ...httpServerOptions(deps.timeouts),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const tokens = createTokenService(deps.jwtSecret, deps.jwtTtl ?? '7d', clock);
  const db = deps.database.db;

  // Cross-cutting first: errors, headers, docs, authentication.
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(securityPlugin, { https: deps.https ?? false });
  await app.register(openapiPlugin, { version: APP_VERSION, https: deps.https ?? false });
  // The commune index behind it is process-wide (built once, on first use or at start-up).
  const locations = createLocationsService();
  const auth = createAuthService({
    db,
    tokens,
    clock,
    locations,
    passwordCost: deps.passwordCost ?? 12,
    passwordHashing: deps.passwordHashing,
  });
  await app.register(authPlugin, { tokens, loadUser: auth.findSession });

  // Feature modules.
  const health = createHealthService({ database: deps.database, version: APP_VERSION });
  await app.register(healthRoutes, { health });
  await app.register(authRoutes, { auth });
  await app.register(locationsRoutes, { prefix: '/api/locations', locations });
  const tenders = createTendersService({
    db,
    clock,
    readCacheMs: deps.tenderListCacheMs ?? 0,
    // The detail's score with the user's consultation files (issue 16): generation reads them (created below).
    dce: (user, tenderId) => generation.dceCompatibility(user, tenderId),
  });
  const submissions = createTenderSubmissionService({
    db,
    clock,
    tenders,
    boamp: createBoampClient({
      baseUrl: deps.noticeSources?.boampApiUrl ?? deps.boamp?.apiUrl ?? DEFAULT_BOAMP_API_URL,
      maxRetries: 1,
      timeoutMs: 10_000,
    }),
    fetch: {
      allowLoopback: deps.noticeSources?.allowPrivateAddresses ?? false,
      ...(deps.noticeSources?.resolve ? { resolve: deps.noticeSources.resolve } : {}),
    },
  });
  await app.register(tendersRoutes, { tenders, submissions });
  const mailer = createMailer({
    db,
    smtpUrl: deps.smtpUrl,
    from: deps.mailFrom ?? 'BatiAO <no-reply@batiao.fr>',
    log: app.log,
  });
  const notifications = createNotificationsService({
    db,
    clock,
    auth,
    mailer,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
  });
  await app.register(notificationsRoutes, { notifications });
  const scratchDir = deps.storageDir ? undefined : mkdtempSync(path.join(tmpdir(), 'batiao-files-'));
  if (scratchDir) {
    app.addHook('onClose', async () => rm(scratchDir, { recursive: true, force: true }));
  }
  const storage = createLocalStorage(deps.storageDir ?? scratchDir ?? '');
  // Storage space per plan (ADR 013); the plan is billing's (created below, read per request).
  const storageService = createStorageService({
    db,
    files: storage,
    planOf: async (userId) => {
      const usage = await billing.usage({ id: userId });
      return usage.subscription_active ? usage.plan : 'free';
    },
    log: app.log,
  });
  await app.register(storageRoutes, { storage: storageService });
  const company = createCompanyService({ db, clock, storage, quota: storageService, log: app.log });
  const documents = createDocumentsService({
    db,
    clock,
    storage,
    auth,
    company,
    notifications,
    mailer,
    quota: storageService,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
    log: app.log,
  });
  await app.register(documentsRoutes, { documents });
  await app.register(companyRoutes, { company });
  // The artisan's own prices (ADR 018): rates, markups and products, for any signed-in user.
  const pricing = createPricingService({ db, clock });
  await app.register(pricingRoutes, { pricing });
  // Market prices and quote enrichment (ADR 021): composed prices, the user's catalogue first.
  const marketPrices = createMarketPricesService({ db, clock, pricing });
  await app.register(marketPricesRoutes, { marketPrices });
  // Plans and payments (ADR 008): `billing` (also `app.billing`) gates generation and quotas.
  const billing = createBillingService({
    db,
    clock,
    payments: deps.payments ?? { testMode: false },
    stripeApi: deps.stripe,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
    // Quotas count generated responses: the generation module's table (created below, read per request).
    countResponses: (userId, start, end) => generation.countQuotaResponses(userId, start, end),
    log: app.log,
  });
  await app.register(billingPlugin, { billing });
  const generation = createGenerationService({
    db,
    clock,
    storage,
    tenders,
    company,
    documents,
    gate: billing,
    engine: writingEngine(deps.generation),
    renderers: { pdf: renderResponsePdf, docx: renderResponseDocx, filename: responseFilename },
    log: app.log,
    waitMs: deps.generation?.waitMs,
    communes: (name) => locations.communesNamed(name),
    // The user's consultation files (issue 16): the tender-files module's, created below.
    dce: (userId, tenderId) => tenderFiles.dceFacts(userId, tenderId),
    onReady: (ready) => notifications.notifyResponseReady(ready),
  });
  app.addHook('onClose', async () => generation.close());
  await app.register(generationRoutes, { generation });
  // The consultation files of a tender (issue 16, ADR 022): upload, roles, analysis, quantities.
  const tenderFiles = createTenderFilesService({
    db,
    clock,
    storage,
    quota: storageService,
    tenders,
    pricing,
    marketPrices,
    company,
    log: app.log,
  });
  await app.register(tenderFilesRoutes, { tenderFiles });
  // DC1/DC2 pre-filled and the response pack (issue 16, ADR 028): read-only over the modules above.
  const tenderForms = createTenderFormsService({
    clock,
    tenders,
    company,
    documents,
    generation,
    pricedDpgf: pricedDpgfFrom(tenderFiles),
  });
  await app.register(tenderFormsRoutes, { tenderForms });
  // The public site (ADR 025): the operator of the legal pages, the contact form, /status.
  const mailFrom = deps.mailFrom ?? 'BatiAO <no-reply@batiao.fr>';
  const site = createSiteService({
    clock,
    operator: deps.operator ?? {},
    mailer,
    contactTo: deps.operator?.email ?? deps.contactEmail ?? /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom,
    health,
    lastTenderSync: () => lastSuccessfulSync(db, BOAMP_SOURCE),
    smtp: Boolean(deps.smtpUrl),
    log: app.log,
  });
  await app.register(siteRoutes, { site });

  // The back office (ADR 024): figures, users and roles, the manual BOAMP sync, the audience.
  const boamp = deps.boamp;
  const syncNow: SyncNow | undefined = boamp
    ? () =>
        deps.database.withLock(SYNC_LOCK, () =>
          syncBoamp(
            {
              db,
              client: createBoampClient({ baseUrl: boamp.apiUrl }),
              clock,
              onNewTenders: async (created) => {
                await notifications.notifyNewTenders(created);
              },
            },
            { trigger: 'manual', backfillDays: boamp.backfillDays },
          ),
        )
    : undefined;
  const admin = createAdminService({ db, clock, syncNow, syncWaitMs: deps.adminSyncWaitMs });
  app.addHook('onClose', async () => admin.close());
  await app.register(adminRoutes, { admin });
  const analytics = createAnalyticsService({ db, clock, perMinute: deps.analyticsPerMinute });
  await app.register(analyticsRoutes, { analytics });

  // GDPR rights (issue 19): export, rectification, erasure; and the last use of each account, for the retention purge.
  const account = createAccountService({
    db,
    clock,
    files: storage,
    auth,
    locations,
    passwordCost: deps.passwordCost ?? 12,
    stripe: deps.payments?.stripeSecretKey
      ? createStripeClient({ secretKey: deps.payments.stripeSecretKey, ...deps.stripe })
      : undefined,
    log: app.log,
  });
  await app.register(accountRoutes, { account });
  app.addHook('onResponse', async (request) => {
    if (request.principal && request.method !== 'DELETE') {
      await account
        .touch(request.principal.userId)
        .catch((err: unknown) => app.log.warn({ err }, 'activité du compte'));
    }
  });

  // The public demo PDF and the generator page (issue 19, ADR 026–027): the real engine and renderer.
  const demo = createDemoService({
    clock,
    engine: writingEngine(deps.generation),
    renderPdf: renderResponsePdf,
    billing,
    log: app.log,
    rateLimit: deps.demoRateLimit,
    // The site read with the commune index, as the product's generation does.
    communes: (name) => locations.communesNamed(name),
  });
  await app.register(demoRoutes, { demo });

  // Last: the SPA and the 404 answer.
  await app.register(spaPlugin, { distDir: deps.webDistDir });

  app.decorate('services', {
    auth,
    locations,
    tenders,
    notifications,
    documents,
    company,
    pricing,
    generation,
    storage: storageService,
    tenderFiles,
    account,
    site,
    admin,
    analytics,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      auth: ReturnType<typeof createAuthService>;
      locations: ReturnType<typeof createLocationsService>;
      tenders: ReturnType<typeof createTendersService>;
      notifications: ReturnType<typeof createNotificationsService>;
      documents: ReturnType<typeof createDocumentsService>;
      company: ReturnType<typeof createCompanyService>;
      pricing: ReturnType<typeof createPricingService>;
      generation: ReturnType<typeof createGenerationService>;
      storage: ReturnType<typeof createStorageService>;
      tenderFiles: ReturnType<typeof createTenderFilesService>;
      account: ReturnType<typeof createAccountService>;
      site: ReturnType<typeof createSiteService>;
      admin: ReturnType<typeof createAdminService>;
      analytics: ReturnType<typeof createAnalyticsService>;
    };
  }
}
