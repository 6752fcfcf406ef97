/** Many rows changed in one statement: `update … from (values …) as v(…)` instead of one update a row. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `(values ($1::integer, $2::text), …) as v(attempt_id, tid)` for an `update … from` whose `set`
 * reads `v.<column>`, and the `where` that matches each row by `key`, the first column. Each value is
 * cast to its column's type: a bare parameter in VALUES has none. Undefined is sent as null; dates as
 * ISO strings, which both drivers read the same way. The keys are also given as a list: PostgreSQL
 * plans a join on VALUES alone as a scan of the whole table (seen at 20,000 invoices).
 */
export function valuesByKey(
  key: AnyPgColumn,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
): { table: SQL; matches: SQL } {
  const names = Object.keys(columns);
  const keyName = names[0]!;
  const tuples = rows.map((row) => {
    const values = names.map((name) => {
      const value = row[name] instanceof Date ? row[name].toISOString() : (row[name] ?? null);
      return sql`${value}::${sql.raw(columns[name]!)}`;
    });
    return sql`(${sql.join(values, sql`, `)})`;
  });
  return {
    table: sql`(values ${sql.join(tuples, sql`, `)}) as v(${sql.raw(names.join(', '))})`,
    matches: and(
      eq(key, sql.raw(`v.${keyName}`)),
      inArray(
        key,
        rows.map((row) => row[keyName]),
      ),
    )!,
  };
}
