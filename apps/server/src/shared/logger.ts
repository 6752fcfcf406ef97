/**
 * Logger options: secrets, tokens and cookies are redacted, query strings never reach a log (the
 * spec's login form carries the password in the query string), and a failed query is logged by its
 * statement and error code, never with its values (business and mobile numbers, DI, e-mail).
 */
import { PUBLIC_QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.valid_password',
  '*.access_token',
  '*.refresh_token',
  '*.refreshToken',
  // A lead's customer (the marketplace's call), should a body ever be logged.
  '*.customer_name',
  '*.customer_phone',
  '*.photos',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: loggedError,
      error: loggedError,
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: loggedUrl(request.url),
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}

export const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/** Paths whose next segment is a key: the customer's quote link opens the quote to whoever holds it. */
const KEYED_PATHS = [PUBLIC_QUOTE_PATHS.page, PUBLIC_QUOTE_PATHS.api].map((path) =>
  path.replace(':token', ''),
);

/** A URL as logged: without its query string, a link's key replaced. */
export function loggedUrl(url: string): string {
  const path = withoutQuery(url);
  const prefix = KEYED_PATHS.find((keyed) => path.startsWith(keyed));
  return prefix ? `${prefix}[redacted]${path.slice(prefix.length).replace(/^[^/]*/, '')}` : path;
}

/** Where a query's values show up: Drizzle's error and the database's own (`detail`, `where`, messages). */
const VALUE_BEARING_KEYS = new Set(['query', 'params', 'parameters', 'detail', 'where', 'hint', 'cause']);

/**
 * An error as logged. A database error (Drizzle's `DrizzleQueryError`, node-postgres' or PGlite's
 * `DatabaseError`) keeps its statement, SQLSTATE code and the names of the constraint, table and
 * column; its message, which may quote a value, is left out. Other errors keep their message and
 * primitive fields, their cause logged by the same rule.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const frames = stackFrames(error.stack);
  const database = databaseErrorOf(error);
  if (database) {
    return {
      type: error.name,
      message: `query failed${database.code ? ` (${database.code})` : ''}`,
      ...(isQueryError(error) ? { statement: statementOf(error.query) } : {}),
      ...pick(database, ['code', 'constraint', 'table', 'column', 'routine']),
      stack: frames,
    };
  }
  const fields = Object.fromEntries(
    Object.entries(error).filter(
      ([key, value]) => !VALUE_BEARING_KEYS.has(key) && (typeof value !== 'object' || value === null),
    ),
  );
  return {
    type: error.name,
    message: error.message,
    ...fields,
    stack: error.stack ?? '',
    ...(error.cause !== undefined && depth < 5 ? { cause: loggedError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The error as the error-reporting service may receive it: a database error rebuilt from what is
 * logged (statement, code, constraint; never its message or values), along the chain of causes;
 * other errors as they are (their messages are ours).
 */
export function reportableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  if (databaseErrorOf(error)) {
    const { type, message, stack, ...fields } = loggedError(error);
    const safe = Object.assign(new Error(message), fields);
    safe.name = type;
    safe.stack = `${type}: ${message}\n${stack}`;
    return safe;
  }
  if (error.cause === undefined || depth >= 5) return error;
  const copy = new Error(error.message, { cause: reportableError(error.cause, depth + 1) });
  copy.name = error.name;
  copy.stack = error.stack;
  return copy;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

const isQueryError = (error: Error): error is Error & { query: string; params: unknown[] } =>
  typeof (error as { query?: unknown }).query === 'string' &&
  Array.isArray((error as { params?: unknown }).params);

const isDatabaseError = (error: unknown): error is Error & DatabaseErrorFields =>
  error instanceof Error && 'severity' in error && typeof (error as { code?: unknown }).code === 'string';

/** The database's error behind `error`, or an empty one for a query error without a cause. */
function databaseErrorOf(error: Error): DatabaseErrorFields | undefined {
  if (isDatabaseError(error)) return error;
  if (!isQueryError(error)) return undefined;
  return isDatabaseError(error.cause) ? error.cause : {};
}

/** `insert into partners`, `select from members`: what ran, without its values (they are parameters anyway). */
function statementOf(query: string): string {
  const verb = query.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames only: its first lines repeat the message. */
const stackFrames = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

function pick(fields: DatabaseErrorFields, keys: (keyof DatabaseErrorFields)[]): DatabaseErrorFields {
  return Object.fromEntries(keys.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]));
}
