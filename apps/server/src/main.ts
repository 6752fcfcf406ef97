/**
 * Server entry point. Embedded mode (default): PGlite in DATA_DIR with a lock on the folder, the demo
 * seeded on first start. Production: DATABASE_URL (PostgreSQL), any number of instances.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { backgroundJobs } from './background-jobs.js';
import { startJobRunner } from './platform/jobs/job-runner.js';
import { niceIdentityProvider } from './platform/identity/identity-provider.js';
import { loadConfig } from './config.js';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNT, seedDemo } from './seed/demo-seed.js';
import { systemClock } from './shared/clock.js';
import { seedTerms } from './features/terms/terms-seed.js';
import { seedPlanCatalogue } from './features/plans/plan-catalogue.js';
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';

async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = await openPglite(join(config.dataDir, 'pgdata'));
  }

  await migrate(database);
  await seedTerms(database.db, config.termsDir);
  await seedPlanCatalogue(database.db);

  const app = await buildApp({
    database,
    clock: systemClock,
    jwtSecret: config.jwtSecret ?? embeddedSecret(config.dataDir, 'jwt-secret'),
    fieldSecret: config.fieldEncryptionKey ?? embeddedSecret(config.dataDir, 'field-key'),
    storageRoot: config.uploadsDir,
    ...(config.nice ? { identityProvider: niceIdentityProvider(config.nice) } : {}),
    ...(config.nicepay ? { nicepay: config.nicepay } : {}),
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    mallUrl: config.mallUrl,
    webDist: config.webDist,
    limits: {
      loginPerAddress: Number(
        process.env.RATE_LIMIT_LOGIN_PER_ADDRESS ?? LOGIN_THROTTLE.addressAttemptsPerWindow,
      ),
      signupPerAddress: Number(
        process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS ?? LOGIN_THROTTLE.signupsPerAddressPerWindow,
      ),
    },
  });

  const { storage, cipher } = app.context;
  const seeded = config.seedDemo && (await seedDemo(database.db, systemClock, storage, cipher));

  const jobs = await startJobRunner(database, backgroundJobs(app.context), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const mode = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\n  Partner portal: ${address}  (${mode})`);
  if (config.seedDemo) {
    console.log(
      `  Demo login: ${DEMO_ACCOUNT.memberId} / ${DEMO_ACCOUNT.password}${seeded ? '  (demo data created)' : ''}\n`,
    );
  }
}

/** Embedded mode keeps generated secrets in the data folder, so sessions and sealed fields survive restarts. */
function embeddedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
