/** Opens the database: file-backed PGlite (embedded mode) or a node-postgres pool (production). */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** `dataDir` undefined opens an in-memory PGlite (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
