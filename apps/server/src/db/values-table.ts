/** Many rows written in one statement: `update … from <rows> as v(…)`, `insert … select … from <rows>`. */
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

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
    table: recordset(rows, definition),
    matches: and(
      eq(key, sql.raw(`v.${keyName}`)),
      inList(
        key,
        rows.map((row) => row[keyName]),
      ),
    )!,
  };
}

/**
 * `(<columns>) select … from jsonb_to_recordset($1::jsonb) as v(…)`: many new rows of `table` (in
 * drizzle's insert shape, all naming the same columns; the others take their defaults) as one JSON
 * parameter, for `insert into <table> ${rowsToInsert(…)}`. Drizzle's own multi-row `values()` builds a
 * parameter per value, and at hundreds of rows that building cost more CPU than the statement (the
 * billing run's invoices, the sandbox gateway's charges). Undefined is sent as null.
 */
export function rowsToInsert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL {
  const named = Object.keys(rows[0] ?? {});
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => named.includes(key));
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const definition = columns.map(([, column]) => `"${column.name}" ${storedType(column)}`).join(', ');
  const stored = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  return sql`(${sql.raw(names)}) select ${sql.raw(names)} from ${recordset(stored, definition)}`;
}

/** `jsonb_to_recordset($1::jsonb) as v(<definition>)`: the rows as one JSON parameter, read as typed. */
export const recordset = (rows: Record<string, unknown>[], definition: string): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(definition)})`;

/**
 * `column = any($1::<type>[])`: the values as one array parameter. Drizzle's `inArray` sends one
 * parameter per value, and at a hundred ids building those cost more CPU than running the query.
 */
export const inList = (column: AnyPgColumn, values: unknown[]): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(storedType(column))}[])`;

/** The type a column's values have (a `serial` column holds integers). */
const SERIAL_TYPES: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};
const storedType = (column: AnyPgColumn) => SERIAL_TYPES[column.getSQLType()] ?? column.getSQLType();
