/**
 * A fresh PostgreSQL database for one bench run, created from an admin connection string and dropped
 * after: BENCH_DATABASE_URL, or the local server's `postgres` database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  prefix: string,
  adminUrl = BENCH_ADMIN_URL,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** What `startPortal` needs to run the server in production mode on `url`, with the demo partner and the sandboxes. */
export const postgresPortalEnv = (url: string): Record<string, string> => ({
  DATABASE_URL: url,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  SANDBOX_PROVIDERS: '1',
  SEED_DEMO: '1',
});
