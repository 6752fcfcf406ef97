/**
 * One log line per request, written when the answer is sent (Fastify's default writes two). A
 * successful read is routine: it is logged at debug level, so at `info` only changes and failures
 * are written. The URL goes without its query string (the spec's login form carries the password
 * there) and without a quote link's key; the request and response serializers of `logger.ts` apply.
 */
import type { FastifyInstance } from 'fastify';
import { loggedUrl } from './logger.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const routine = READS.has(request.method) && status < 400;
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    };
    if (routine) request.log.debug(line, 'request');
    else if (status >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, 'request');
  });
}
