/**
 * Named statements for embedded PGlite (issue #14). PGlite sends every query as an unnamed statement,
 * so PostgreSQL parses and plans it on every call, and drizzle's prepared statements reach it that way
 * too; in PGlite's wasm build that planning was most of a read's cost (a throwaway test: 508 µs for a
 * statement with four subqueries as sent, 173 µs once prepared). Here each SQL text with parameters is
 * parsed once under a name and later only bound and executed, as the `pg` driver does on a server
 * connection. Everything else is PGlite's own: its locks (inside and outside transactions), its
 * parameter serializers and its result parsers.
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** SQL texts kept as named statements; beyond it, new texts run unnamed as before. */
const MAX_STATEMENTS = 1_000;
/** PostgreSQL's refusal of a kept statement whose tables changed shape since it was parsed. */
const STALE_PLAN = 'cached plan must not change result type';

interface Named {
  name: string;
  parameterTypes: number[];
}

export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Named>();
  let named = 0;
  const unnamedQuery = client.query.bind(client);
  const unnamedTransaction = client.transaction.bind(client);
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** Statements without parameters run as PGlite sends them (one round trip), and so do blobs. */
  const namable = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
    !!params?.length && !options?.blob && (statements.has(text) || statements.size < MAX_STATEMENTS);

  /** Binds and executes `text`'s named statement, parsing it first if it has none yet. */
  const run = <T>(text: string, params: unknown[], options: QueryOptions | undefined) =>
    client._runExclusiveQuery(async () => {
      const messages = [];
      try {
        let statement = statements.get(text);
        if (!statement) {
          const name = `pglite_named_${(named += 1)}`;
          await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
          const described = await send(protocol.serialize.describe({ type: 'S', name }));
          statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
          statements.set(text, statement);
        }
        const { parameterTypes } = statement;
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = parameterTypes[index]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: statement.name, values }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        );
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      if (!client.isInTransaction()) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });

  /** A statement gone stale (its tables changed shape) is parsed again under a new name, once. */
  async function runFresh<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      const stale = error instanceof Error && error.message.includes(STALE_PLAN);
      if (!stale || client.isInTransaction()) throw error;
      statements.delete(text);
      return run<T>(text, params, options);
    }
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!namable(text, params, options)) return unnamedQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => runFresh<T>(text, params!, options));
  };
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    unnamedTransaction((tx) => {
      const query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!namable(text, params, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return run<R>(text, params!, options);
      };
      // The transaction's own object (its closed flag, rollback, exec) with the named query.
      return callback(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  return client;
}
