/**
 * Nothing a signed-in partner or staff member sees, and no answer that hands out credentials (login,
 * token renewal, the refresh cookie), is kept by a browser or a shared cache: every API answer, and
 * any answer to a request with credentials or setting a cookie, is `Cache-Control: no-store` unless
 * its route chose otherwise (the public, immutable upload images).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from './api-request.js';

const carriesCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (isApiRequest(request) || carriesCredentials(request) || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
