import closeWithGrace from 'close-with-grace';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { warmUpResponsePdf } from './integrations/pdf/response-pdf.ts';
import { SAMPLE_CONTENT, SAMPLE_META } from './integrations/pdf/sample-content.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { recoverInterruptedSyncs, startTenderSyncJob } from './jobs/tender-sync.ts';
import { startAlertsDigestJob } from './jobs/alerts.ts';
import { startStorageSweepJob } from './jobs/storage-sweep.ts';
import { startRetentionJob } from './jobs/retention.ts';
import { startAnalyticsPurgeJob } from './jobs/analytics-purge.ts';
import { systemClock } from './lib/clock.ts';
import { acquireDataDirLock, loadOrCreateSecret } from './lib/data-dir.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Started by scripts/start.mjs with an IPC channel: when the wrapper dies, even by SIGKILL, the
 * channel closes and the server stops as on SIGTERM (graceful, or Node's default before it is set).
 */
function stopWithParent(): void {
  if (process.send === undefined) {
    return;
  }
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.channel?.unref();
}

async function main(): Promise<void> {
  stopWithParent();
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);

  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();

  const webDistDir = path.resolve(config.webDistDir ?? DEFAULT_WEB_DIST);
  const app = await buildApp({
    database,
    jwtSecret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir),
    jwtTtl: config.jwtTtl,
    webDistDir,
    storageDir: path.join(config.dataDir, 'files'),
    https: config.publicUrl.startsWith('https://'),
    smtpUrl: config.mail.smtpUrl,
    mailFrom: config.mail.from,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    tenderListCacheMs: config.tenderListCacheMs,
    // The submission form's address analysis (ADR 023): BOAMP addresses read from this API.
    noticeSources: { boampApiUrl: config.boamp.apiUrl, allowPrivateAddresses: config.urlFetchAllowPrivate },
    timeouts: config.timeouts,
    payments: config.payments,
    generation: { engine: config.generation.engine, llm: config.generation.llm },
    operator: config.operator,
    // The admin's « Synchroniser maintenant » (ADR 024): the scheduler's BOAMP, when the sync is on.
    boamp: config.boamp.syncEnabled
      ? { apiUrl: config.boamp.apiUrl, backfillDays: config.boamp.backfillDays }
      : undefined,
    contactEmail: config.admin?.email,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    },
  });
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'interface web absente : lancez `npm run build` (l’API fonctionne)');
  }

  const missingOperator = Object.entries(app.services.site.operator())
    .filter(([key, value]) => value === null && key !== 'security_email')
    .map(([key]) => `OPERATOR_${key.toUpperCase()}`);
  if (missingOperator.length > 0 && config.nodeEnv === 'production') {
    app.log.warn(
      { missing: missingOperator },
      'mentions légales incomplètes : « [à renseigner] » s’affiche à leur place',
    );
  }

  // Build the commune index now rather than on the first registration (a few hundred ms).
  app.log.info({ locations: app.services.locations.warmUp() }, 'index des communes prêt');

  if (config.admin) {
    const outcome = await app.services.auth.ensureAdmin(config.admin.email, config.admin.password);
    if (outcome === 'reclaimed') {
      app.log.warn(
        { email: config.admin.email, outcome },
        'compte administrateur : le compte existant de cette adresse avait un autre mot de passe ; ADMIN_PASSWORD le remplace et toutes ses sessions sont révoquées',
      );
    } else {
      app.log.info({ email: config.admin.email, outcome }, 'compte administrateur');
    }
  }

  // Generations a previous process left running never finish: failed, so not counted. With
  // PostgreSQL other processes may be generating: only the stale ones (older than the LLM timeout).
  const interrupted = await app.services.generation.recoverInterrupted(
    config.databaseUrl ? new Date(Date.now() - 2 * (config.generation.llm?.timeoutMs ?? 120_000)) : undefined,
  );
  if (interrupted > 0) {
    app.log.warn({ interrupted }, 'générations interrompues par le redémarrage');
  }
  app.log.info({ engine: config.generation.engine }, 'moteur de rédaction');

  // Syncs a killed process left « running » would stay so forever: failed (ADR 014).
  const interruptedSyncs = await recoverInterruptedSyncs(database, systemClock);
  if (interruptedSyncs > 0) {
    app.log.warn({ interrupted: interruptedSyncs }, 'synchronisations BOAMP interrompues marquées en échec');
  }

  const syncJob = config.boamp.syncEnabled
    ? startTenderSyncJob({
        database,
        clock: systemClock,
        log: app.log,
        apiUrl: config.boamp.apiUrl,
        cron: config.boamp.cron,
        backfillDays: config.boamp.backfillDays,
        onNewTenders: async (created) => {
          const count = await app.services.notifications.notifyNewTenders(created);
          app.log.info({ count }, 'alertes « nouvel appel d’offres » créées');
        },
      })
    : undefined;
  if (!syncJob) {
    app.log.info('synchronisation BOAMP désactivée (BOAMP_SYNC=off)');
  }

  // Files no row references (a failed write, a crash between a file and its row): at start, then every 6 h.
  const sweepJob = startStorageSweepJob({
    storage: app.services.storage,
    owners: [app.services.documents, app.services.company, app.services.generation, app.services.tenderFiles],
    log: app.log,
  });

  // Audience data older than 13 months (ADR 024): deleted every night.
  const analyticsPurgeJob = startAnalyticsPurgeJob({ analytics: app.services.analytics, log: app.log });

  const digestJob = startAlertsDigestJob({
    notifications: app.services.notifications,
    documents: app.services.documents,
    cron: config.alertsDigestCron,
    log: app.log,
  });

  // The privacy policy's retention periods (issue 19): every night at 3:30.
  const retentionJob = startRetentionJob({ account: app.services.account, log: app.log });

  // Payments (ADR 011): the test checkout only with PAYMENTS_TEST_MODE=on, and said loudly.
  if (app.billing.mode === 'test') {
    app.log.warn(
      { mode: 'test', nodeEnv: config.nodeEnv },
      '*** PAIEMENTS EN MODE TEST (PAYMENTS_TEST_MODE=on) : page de paiement simulée, AUCUN PAIEMENT RÉEL — ne jamais activer en production ***',
    );
  } else if (app.billing.mode === 'disabled') {
    app.log.warn(
      { mode: 'disabled' },
      'paiements indisponibles : ni STRIPE_SECRET_KEY, ni PAYMENTS_TEST_MODE=on (les formules ne peuvent pas être souscrites)',
    );
  } else {
    app.log.info({ mode: app.billing.mode }, 'paiements');
  }
  // Ended periods, test subscriptions on a server without test mode and 7-day payment failures
  // also apply on read; this persists the others, now and every 15 minutes.
  const settled = await app.billing.settleDue();
  if (settled > 0) {
    app.log.info({ settled }, 'abonnements arrivés à échéance');
  }
  const settleBilling = setInterval(() => {
    app.billing.settleDue().catch((error: unknown) => app.log.warn({ err: error }, 'échéances d’abonnement'));
  }, 15 * 60_000);
  settleBilling.unref();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    clearInterval(settleBilling);
    if (err) {
      app.log.error({ err }, 'arrêt sur erreur');
    } else {
      app.log.info({ signal }, 'arrêt demandé');
    }
    digestJob.stop();
    retentionJob.stop();
    analyticsPurgeJob.stop();
    await sweepJob.stop();
    await syncJob?.stop();
    await app.close();
    await database.close();
    releaseLock();
  });

  await app.listen({ port: config.port, host: config.host });
  const listening = app.server.address();
  const listenUrl =
    listening !== null && typeof listening === 'object'
      ? `http://${isLoopbackOrAny(listening.address) ? 'localhost' : hostForUrl(listening.address)}:${listening.port}`
      : String(listening);
  // The first PDF of a process parses the fonts (~0.5 s): done now, so no user waits for it.
  void warmUpResponsePdf(SAMPLE_CONTENT, SAMPLE_META).catch((err: unknown) =>
    app.log.warn({ err }, 'préchauffage du rendu PDF en échec'),
  );
  app.log.info(
    {
      listening: listenUrl,
      url: config.publicUrl,
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
    },
    'BatiAO est prêt',
  );
}

/** A wildcard or loopback bind is reachable as localhost from the machine itself. */
function isLoopbackOrAny(address: string): boolean {
  return ['0.0.0.0', '::', '127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address);
}

function hostForUrl(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
