/**
 * Every JSON body is parsed once, here, and refused with a Korean 400 when it nests deeper than any
 * request of the API does: a body thousands of levels deep otherwise reaches code that walks it
 * recursively (`JSON.stringify`, schema checks) and overflows the stack, a 500.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problems.js';

/** Deeper than any request body of the API (a case with its photos is 3). */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = '요청 본문의 구조가 너무 깊습니다.';

/** Whether `value` nests objects and arrays more than `limit` levels deep (counted without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

export function registerJsonBodyGuard(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
        return done(new HttpProblem(400, ERROR_CODES.validation, JSON_TOO_DEEP_MESSAGE), undefined);
      }
      done(null, parsed);
    });
  });
}
