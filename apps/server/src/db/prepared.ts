/**
 * Statements every signed-in request runs, prepared once per database handle: PostgreSQL then parses
 * and plans each once per connection instead of on every call (planning cost more than running them).
 */
import type { Database } from './client.js';

export function preparedPer<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
