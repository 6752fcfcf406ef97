/** Many rows changed in one statement: `update … from <rows> as v(…)` instead of one update a row. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `jsonb_to_recordset($1::jsonb) as v(attempt_id integer, tid text, …)` for an `update … from` whose
 * `set` reads `v.<column>`, and the `where` that matches each row by `key`, the first column. The rows
 * travel as one JSON parameter, read with each column's type: a batch of a hundred rows is one
 * parameter to build and send, not one per value. Undefined is sent as null; dates as ISO strings,
 * which PostgreSQL reads as timestamps. The keys are also given as a list: PostgreSQL plans a join on
 * the rows alone as a scan of the whole table (seen at 20,000 invoices).
 */
export function valuesByKey(
  key: AnyPgColumn,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
): { table: SQL; matches: SQL } {
  const names = Object.keys(columns);
  const keyName = names[0]!;
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  return {
    table: sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(definition)})`,
    matches: and(
      eq(key, sql.raw(`v.${keyName}`)),
      inArray(
        key,
        rows.map((row) => row[keyName]),
      ),
    )!,
  };
}
