/**
 * Serves the built SPA: hashed assets cached for a year, every other page path answered with
 * index.html (history-mode routing), `/staff` and `/staff/…` with the staff console's own build
 * (`staff/staff.html`). Files are sent as the build compressed them (`.br`, `.gz` beside each one).
 * API paths that match nothing stay JSON 404s. A partner's member page may come rendered with their
 * data (partner-page-renderer.ts); the build's server-side folder (`ssr/`) is never served.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';

import {
  ACCESS_TOKEN_COOKIES,
  NEW_CONTENT_COOKIE,
  SIDEBAR_COOKIE,
  API_PREFIX,
} from '@partner-portal/contract/api-constants';
import { PUBLIC_QUOTE_API_PREFIX } from '@partner-portal/contract/leads-constants';
import { PARTNER_PAGE_WORKER_FILE } from '@partner-portal/contract/routes';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { NOTIFICATION_SANDBOX_PREFIX } from '../platform/notifications/messaging-sandbox.js';
import { notFound } from '../shared/problems.js';
import { methodTable } from '../shared/method-not-allowed.js';
import { compressRendered, pageHtml, type RenderedPortalPage } from './page-html.js';
import { partnerPageRenderer } from './partner-page-renderer.js';

const API_PATHS = [
  ...Object.values(API_PREFIX),
  PUBLIC_QUOTE_API_PREFIX,
  '/pg-sandbox',
  NOTIFICATION_SANDBOX_PREFIX,
  '/healthz',
  '/uploads',
];

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
      allowedPath: (path) => !path.startsWith('/ssr/'),
      setHeaders: (reply, path) => {
        if (!path.includes('/assets/')) {
          reply.header('cache-control', 'no-cache');
          return;
        }
        // A file named by its content never changes: no validator to revalidate it with, bytes a
        // phone need not download with each of a page's scripts.
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .removeHeader('etag')
          .removeHeader('last-modified')
          .removeHeader('accept-ranges');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'no SPA build found: run `npm run build` to serve the portal pages');
  }
  const portalPage = hasBuild ? pageHtml(webDist) : undefined;
  const workerFile = webDist && join(webDist, PARTNER_PAGE_WORKER_FILE);
  const renderer =
    portalPage && workerFile && existsSync(workerFile) ? partnerPageRenderer(workerFile, app.log) : undefined;
  if (renderer) {
    app.addHook('onListen', async () => {
      const address = app.server.address() as AddressInfo | null;
      if (!address || typeof address === 'string') return;
      const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
      renderer.start(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    });
    app.addHook('onClose', async () => renderer.stop());
  }

  const methods = methodTable(() => app.registeredRoutes());
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !API_PATHS.some((prefix) => request.url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && portalPage) {
      const path = request.url.split('?')[0]!;
      reply.header('cache-control', 'no-cache');
      if (path === '/staff' || path.startsWith('/staff/')) return reply.sendFile('staff/staff.html');
      const pageRequest = { path, cookies: request.cookies, userAgent: request.headers['user-agent'] };
      const route = renderer && portalPage.renderable(pageRequest);
      let rendered: RenderedPortalPage | undefined;
      if (route) {
        const cookies = Object.fromEntries(
          [...ACCESS_TOKEN_COOKIES, SIDEBAR_COOKIE, NEW_CONTENT_COOKIE].flatMap((name) => {
            const value = request.cookies[name];
            return value === undefined ? [] : [[name, value]];
          }),
        );
        const mobile = smallScreen(request.headers);
        const content = await renderer.render(request.url, cookies, mobile);
        // Someone's own data: no shared cache may keep it.
        if (content) {
          rendered = portalPage.rendered(route, path, content, mobile);
          reply.header('cache-control', 'private, no-store');
        }
      }
      const page = rendered ?? portalPage(pageRequest);
      // Not a route, so the compression plugin leaves it alone: the page comes compressed from page-html.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply.header('vary', 'cookie, user-agent, accept-encoding').type('text/html; charset=utf-8');
      if (page.inlineScript) allowInlineScript(reply, page.inlineScript);
      if (!encoding) return reply.send(page.html);
      const body = 'br' in page ? page[encoding] : await compressRendered(page, encoding);
      return reply.header('content-encoding', encoding).send(body);
    }
    throw methods.methodNotAllowed(request.method, request.url.split('?')[0]!) ?? notFound();
  });
}

/** Lets the page's one inline script run: its hash joins the security policy's script sources. */
function allowInlineScript(reply: FastifyReply, source: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header('content-security-policy', policy.replace(/(^|;)script-src /, `$1script-src ${source} `));
}

/**
 * Whether the visitor's screen is probably under the app's mobile breakpoint: the browser says it is
 * a phone (Client Hints or its user agent; an Android tablet only where no hint says otherwise). A
 * guess; the app corrects it once it runs. A phone's user agent wins over a `?0` hint: a desktop
 * browser emulating a phone (devtools, Lighthouse) sends the phone's user agent with its own hint.
 */
export function smallScreen(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  const userAgent = headers['user-agent'] ?? '';
  if (hint === '?1' || /Mobi|iPhone|iPod/i.test(userAgent)) return true;
  if (hint === '?0') return false;
  return /Android/i.test(userAgent);
}
