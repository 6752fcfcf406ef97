/**
 * Applies the SQL migrations of `apps/server/migrations` in order, once each. Several instances may
 * start at the same time against one PostgreSQL: a transaction-scoped advisory lock serialises them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const LOCK_KEY = 727_001;

export async function migrate({ db }: DatabaseHandle): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(files.map((name) => readFile(MIGRATIONS_DIR + name, 'utf8')));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = (await tx.execute(sql`select name from schema_migrations`)) as unknown as {
      rows: { name: string }[];
    };
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const script = scripts[files.indexOf(name)]!;
      for (const statement of script.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${name})`);
    }
    return pending;
  });
}
