/** Opens the database: file-backed PGlite (embedded mode) or a node-postgres pool (production). */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { restrictDataDir } from './data-dir-permissions.js';
import { withNamedStatements } from './pglite-named-statements.js';

/** Queries are written with the query builder and the tables of `db/tables`; no relational query API. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss): with values, one parameterised
   * statement; without, a script whose last statement's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * LISTEN on a channel: `onNotify` runs for each NOTIFY with its payload, which PostgreSQL delivers
   * when the notifying transaction commits; after a dropped connection is reopened it runs once with
   * an empty payload (anything may have been missed). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `dataDir` undefined opens an in-memory PGlite (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  // A new database is unpacked from PGlite's template with its files' own modes, past the umask.
  if (dataDir) restrictDataDir(dataDir);
  return pgliteHandle(client);
}

/** An in-memory PGlite started from a data folder dumped by `dumpDataDir` (tests clone a prepared database). */
export async function openPgliteFrom(dump: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: dump }));
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  // Every query with parameters, drizzle's and the raw ones below, runs as a named statement.
  withNamedStatements(client);
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg({ client: pool }) as unknown as Database,
    kind: 'postgres',
    exec: async (script) => {
      await pool.query(script);
    },
    executeSql: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values);
      // A multi-statement script answers with one result per statement.
      const last = Array.isArray(result)
        ? (result.at(-1) as pg.QueryResult<Record<string, unknown>> | undefined)
        : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, onNotify) => listenOnOwnConnection(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

/** Pool connections are shared and short-lived; LISTEN needs one connection of its own, reopened if it drops. */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 5_000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    // Whatever was committed while the connection was down is picked up now.
    onNotify('');
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
