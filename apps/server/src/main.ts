/**
 * Server entry point. Embedded mode (default): PGlite in DATA_DIR with a lock on the folder, the demo
 * seeded on first start. Production: DATABASE_URL (PostgreSQL), any number of instances.
 */
import { join } from 'node:path';
import { buildApp } from './app.js';
import { backgroundJobs, hubDeps } from './background-jobs.js';
import { startNotificationPump } from './features/notifications/notification-pump.js';
import { startJobRunner } from './platform/jobs/job-runner.js';
import { niceIdentityProvider } from './platform/identity/identity-provider.js';
import { ConfigError, loadConfig, productionWarnings, type ServerConfig } from './config.js';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { embeddedSecret, embeddedVapidKeys } from './db/embedded-secrets.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNT, DEMO_STAFF_ACCOUNTS, DEMO_STAFF_TOTP_SECRET, seedDemo } from './seed/demo-seed.js';
import { clockStartingAt, systemClock, type Clock } from './shared/clock.js';
import { createBoundedQueue } from './shared/bounded-queue.js';
import { seedTerms } from './features/terms/terms-seed.js';
import { seedPlanCatalogue } from './features/plans/plan-catalogue.js';
import { startSentryReporting } from './platform/error-reporting/sentry-reporter.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { localFolderStorage } from './platform/storage/local-folder-storage.js';
import { httpRelayProvider } from './platform/relay/http-relay-provider.js';
import { popbillTaxInvoice } from './platform/tax-invoice/popbill-tax-invoice.js';
import { OPERATOR } from '@partner-portal/contract/constants';
import { digitsOnly } from '@partner-portal/contract/input-filters';

async function main(config: ServerConfig): Promise<void> {
  let releaseLock = () => {};
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = await openPglite(join(config.dataDir, 'pgdata'));
  }

  // Loaded only with a DSN: without one, no error-reporting code runs and nothing is sent.
  const errorReporting = config.sentry
    ? await startSentryReporting(config.sentry.dsn, config.sentry.environment)
    : undefined;

  const clock: Clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  await migrate(database);
  await seedTerms(database.db, config.termsDir);
  await seedPlanCatalogue(database.db);

  const app = await buildApp({
    database,
    clock,
    jwtSecret: config.jwtSecret ?? embeddedSecret(config.dataDir, 'jwt'),
    fieldSecret: config.fieldEncryptionKey ?? embeddedSecret(config.dataDir, 'field'),
    storage: await fileStorage(config),
    ...(config.nice ? { identityProvider: niceIdentityProvider(config.nice) } : {}),
    ...(config.nicepay ? { nicepay: config.nicepay } : {}),
    ...(config.email ? { email: config.email } : {}),
    ...(config.solapi ? { solapi: config.solapi } : {}),
    ...(config.relay ? { relay: httpRelayProvider(config.relay) } : {}),
    ...(config.popbill
      ? {
          taxInvoices: popbillTaxInvoice({
            ...config.popbill,
            issuer: {
              number: digitsOnly(OPERATOR.businessNumber),
              name: OPERATOR.name,
              ceo: OPERATOR.ceo,
              address: OPERATOR.address,
              userId: config.popbill.userId,
            },
          }),
        }
      : {}),
    staffMailbox: config.staffAlertEmail,
    webPush: {
      subject: config.webPush.subject,
      ...(config.webPush.keys ?? embeddedVapidKeys(config.dataDir)),
    },
    anyPushEndpoint: !config.databaseUrl,
    portalUrl: config.portalUrl,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    mallUrl: config.mallUrl,
    marketplaceServiceToken: config.marketplaceServiceToken,
    quoteLinkSecret: config.quoteLinkSecret,
    rejoinHashSecret: config.rejoinHashSecret,
    webDist: config.webDist,
    limits: config.limits,
    imageQueue: createBoundedQueue(config.imageQueue),
    reservedBusinessNumbers: config.reservedBusinessNumbers,
    browserThirdParties: config.browserThirdParties,
    ...(errorReporting ? { reportServerError: errorReporting.report } : {}),
  });

  const warnings = productionWarnings(config);
  for (const warning of warnings) app.log.warn(warning);

  const { storage, cipher } = app.context;
  const seeded =
    config.demoSeed.partner &&
    (await seedDemo(database.db, clock, storage, cipher, { staff: config.demoSeed.staff }));

  const jobs = await startJobRunner(database, backgroundJobs(app.context), app.log);
  const notificationPump = await startNotificationPump(database, hubDeps(app.context), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await notificationPump.stop();
    await jobs.stop();
    await app.close();
    await database.close();
    await errorReporting?.flush(2000);
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\n  Partner portal: ${address}  (${mode})`);
  for (const warning of warnings) console.warn(`  WARNING: ${warning}`);
  if (config.clockStart) console.log(`  Clock: started at ${config.clockStart.toISOString()} (CLOCK_START)`);
  if (config.demoSeed.partner) {
    console.log(
      `  Demo login: ${DEMO_ACCOUNT.memberId} / ${DEMO_ACCOUNT.password}${seeded ? '  (demo data created)' : ''}`,
    );
  }
  // Embedded demo only: the staff console's accounts and their shared authenticator secret.
  if (config.demoSeed.staff) {
    const staff = DEMO_STAFF_ACCOUNTS.map((a) => `${a.memberId} / ${a.password} (${a.roles.join(', ')})`);
    console.log(`  Staff console ${address}/staff: ${staff.join(', ')}`);
    console.log(`  Staff TOTP secret (demo only): ${DEMO_STAFF_TOTP_SECRET}\n`);
  }
}

/** Every variable is read and checked before anything opens: a bad one is named, then exit 1. */
function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main(configOrExit()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/** The folder by default; the S3 SDK is loaded only when a bucket is configured. */
async function fileStorage(config: ServerConfig): Promise<FileStorage> {
  if (!config.s3) return localFolderStorage(config.uploadsDir);
  const { s3Storage } = await import('./platform/storage/s3-storage.js');
  return s3Storage(config.s3);
}
