/** Many rows changed in one statement: `update … from (values …) as v(…)` instead of one update a row. */
import { sql, type SQL } from 'drizzle-orm';

/**
 * `(values ($1::integer, $2::text), …) as v(attempt_id, tid)`, for an `update … from` whose `set`
 * and `where` read `v.<column>`. Each value is cast to its column's type: a bare parameter in VALUES
 * has none. Undefined is sent as null; dates as ISO strings, which both drivers read the same way.
 */
export function valuesTable(columns: Record<string, string>, rows: Record<string, unknown>[]): SQL {
  const names = Object.keys(columns);
  const tuples = rows.map((row) => {
    const values = names.map((name) => {
      const value = row[name] instanceof Date ? row[name].toISOString() : (row[name] ?? null);
      return sql`${value}::${sql.raw(columns[name]!)}`;
    });
    return sql`(${sql.join(values, sql`, `)})`;
  });
  return sql`(values ${sql.join(tuples, sql`, `)}) as v(${sql.raw(names.join(', '))})`;
}
