/**
 * A known path called with a method it does not serve answers 405 with `Allow` (RFC 9110 §15.5.6),
 * not 404: the not-found handler asks this table before it says "not found".
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { HTTPMethods } from 'fastify';
import { HttpProblem } from './problems.js';

export const METHOD_NOT_ALLOWED_MESSAGE = '허용되지 않은 요청 방식입니다.';

interface RouteShape {
  method: HTTPMethods | HTTPMethods[];
  url: string;
}

/** `/a/:id/b` → a pattern matching `/a/7/b`; a trailing `*` matches the rest. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split(/(:\w+|\*$)/)
      .map((part, index) =>
        index % 2 === 0 ? part.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&') : part === '*' ? '.*' : '[^/]+',
      )
      .join('')}$`,
  );

/** Looks up which methods a path is served with; built once the routes are known. */
export function methodTable(routes: () => readonly RouteShape[]) {
  let table: { pattern: RegExp; methods: Set<string> }[] | undefined;
  const build = () => {
    const byUrl = new Map<string, Set<string>>();
    for (const route of routes()) {
      const methods = byUrl.get(route.url) ?? new Set<string>();
      for (const method of [route.method].flat()) methods.add(method);
      byUrl.set(route.url, methods);
    }
    return [...byUrl].map(([url, methods]) => ({ pattern: patternOf(url), methods }));
  };
  return {
    /** The 405 for `method` on `path`, or undefined when no route serves the path at all. */
    methodNotAllowed(method: string, path: string): HttpProblem | undefined {
      table ??= build();
      const allowed = new Set<string>();
      for (const route of table) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
      if (allowed.size === 0 || allowed.has(method)) return undefined;
      return new HttpProblem(405, ERROR_CODES.methodNotAllowed, METHOD_NOT_ALLOWED_MESSAGE, undefined, {
        allow: [...allowed].sort().join(', '),
      });
    },
  };
}
