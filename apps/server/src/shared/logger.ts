/**
 * Logger options: secrets, tokens and cookies are redacted, and query strings never reach a log
 * (the spec's login form carries the password in the query string).
 */
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
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: withoutQuery(request.url),
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}

export const withoutQuery = (url: string): string => url.split('?')[0] ?? url;
