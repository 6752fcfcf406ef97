/**
 * Vitest global setup of the server projects: one database per run is migrated and given the legal
 * texts and the plan catalogue, and every test file starts from a copy of it (PostgreSQL: `create
 * database … template`; PGlite: its dumped data folder) instead of running the migrations again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEFAULT_TERMS_DIR } from '../config.js';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedPlanCatalogue } from '../features/plans/plan-catalogue.js';
import { seedTerms } from '../features/terms/terms-seed.js';

export type PreparedDatabase = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabase: PreparedDatabase;
  }
}

/** What a fresh server's database holds before anyone signs up. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await migrate(database);
  await seedTerms(database.db, DEFAULT_TERMS_DIR);
  await seedPlanCatalogue(database.db);
}

export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `postgres://…/postgres` with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const template = `portal_template_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${template}`));
    const database = await openPostgres(databaseUrl(template), 2);
    await prepareDatabase(database);
    await database.close();
    project.provide('preparedDatabase', { kind: 'postgres', template });
    return () => withAdmin((admin) => admin.query(`drop database if exists ${template} with (force)`)).then();
  }
  const client = await PGlite.create();
  await prepareDatabase(pgliteHandle(client));
  const folder = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
  const dumpPath = join(folder, 'pgdata.tar');
  writeFileSync(dumpPath, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('preparedDatabase', { kind: 'pglite', dumpPath });
  return async () => rmSync(folder, { recursive: true, force: true });
}
