/**
 * Serves the built SPA: hashed assets cached for a year, every other page path answered with
 * index.html (history-mode routing), `/staff` and `/staff/…` with the staff console's own build
 * (`staff/staff.html`). Files are sent as the build compressed them (`.br`, `.gz` beside each one).
 * API paths that match nothing stay JSON 404s.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@partner-portal/contract/envelopes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../shared/problems.js';
import { pageHtml } from './page-html.js';

const API_PATHS = [...Object.values(API_PREFIX), '/pg-sandbox', '/healthz', '/uploads'];

/** The URL of a build file named by its content hash (the portal's and the staff console's). */
export const HASHED_ASSET = /^\/(staff\/)?assets\//;

export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasBuild = !!webDist && existsSync(join(webDist, 'index.html'));
  if (webDist && hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'no SPA build found: run `npm run build` to serve the portal pages');
  }
  const portalPage = hasBuild ? pageHtml(webDist) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !API_PATHS.some((prefix) => request.url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && portalPage) {
      const path = request.url.split('?')[0]!;
      reply.header('cache-control', 'no-cache');
      if (path === '/staff' || path.startsWith('/staff/')) return reply.sendFile('staff/staff.html');
      const page = portalPage({ path, cookies: request.cookies, userAgent: request.headers['user-agent'] });
      // Not a route, so the compression plugin leaves it alone: the page comes compressed from page-html.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply.header('vary', 'cookie, user-agent, accept-encoding').type('text/html; charset=utf-8');
      if (page.inlineScript) allowInlineScript(reply, page.inlineScript);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    }
    throw notFound();
  });
}

/** Lets the page's one inline script run: its hash joins the security policy's script sources. */
function allowInlineScript(reply: FastifyReply, source: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/(^|;)script-src /, `$1script-src ${source} `));
}
