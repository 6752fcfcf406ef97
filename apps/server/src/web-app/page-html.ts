/**
 * The portal's index.html for one page path, naming in its head the chunks and stylesheets that
 * page's first load needs (the build's `route-preloads.json`), so that the browser fetches them
 * alongside the entry instead of after it has run (issue #14). What is named follows where the guard
 * will really go: a member page for a visitor without a session is the login page, and a visitor-only
 * page (login, sign-up) for a signed-in partner names nothing extra. The session cookie is only read
 * as a hint here; the API checks it.
 *
 * A visitor (no session, not the native app) opening one of the prerendered pages at its own address
 * also gets its markup in `#root` (`prerendered-pages.json`), its stylesheets (a few kB) inline
 * instead of linked, and its modules started by an inline script after the first paint: the page
 * shows as soon as its HTML has arrived, before any other file, and the client hydrates it then.
 * Anyone else would see another page or another layout there. (The screen's chunk, once loaded,
 * still links its own stylesheet again: the same rules, a kB, after the paint.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { APP_USER_AGENT_MARKER } from '@partner-portal/contract/constants';
import {
  matchRoute,
  PATHS,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
  ROUTE_PRELOADS_FILE,
  type RoutePath,
  type RoutePreload,
} from '@partner-portal/contract/routes';

export interface PageRequest {
  /** The address's path, without its query. */
  path: string;
  cookies: Record<string, string | undefined>;
  userAgent: string | undefined;
}

/** One page as sent: its HTML, and that compressed once for the clients that accept it. */
export interface PortalPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** The CSP source (`'sha256-…'`) of the page's inline start script, when it has one. */
  inlineScript?: string;
}

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** A build stylesheet the page links (the entry's in index.html, the route's added here). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

const readJson = <T>(file: string): Partial<T> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : {};

/** `request → page`; each variant of each route's page is built once. */
export function pageHtml(webDist: string): (request: PageRequest) => PortalPage {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloads = readJson<Record<RoutePath, RoutePreload>>(join(webDist, ROUTE_PRELOADS_FILE));
  const prerendered = readJson<PrerenderedPages>(join(webDist, PRERENDERED_PAGES_FILE));
  const startScript = prerendered.startScript ?? '';
  const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
  const built = new Map<string, PortalPage>();
  const page = (route: RoutePath | undefined, forVisitor = false) => {
    const markup = route && forVisitor ? prerendered.pages?.[route] : undefined;
    const key = `${route}|${markup !== undefined}`;
    let found = built.get(key);
    if (found === undefined) {
      const files = route ? preloads[route] : undefined;
      const links = [
        ...(files?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...(files?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('');
      let html = index.replace('</head>', `${links}</head>`);
      const withMarkup = route !== undefined && markup !== undefined;
      if (withMarkup) html = holdingMarkup(html, route, markup);
      found = {
        html,
        br: brotliCompressSync(html),
        gzip: gzipSync(html),
        ...(withMarkup && { inlineScript: startScriptSource }),
      };
      built.set(key, found);
    }
    return found;
  };
  /**
   * The page holding its prerendered markup, its stylesheets inline and its modules started by the
   * inline start script (apps/web/src/start-after-paint.js) once the page has been painted.
   */
  const holdingMarkup = (html: string, route: RoutePath, markup: string) => {
    const modules = [
      ENTRY_SCRIPT.exec(html)?.[1],
      ...[...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]),
    ];
    return html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(
        STYLESHEET,
        (_link, href: string) => `<style>${readFileSync(join(webDist, href), 'utf8')}</style>`,
      )
      .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route}">${markup}</div>`)
      .replace('</body>', `<script data-modules="${modules.join(' ')}">${startScript}</script></body>`);
  };
  return ({ path, cookies, userAgent }) => {
    const signedIn = !!cookies[ACCESS_TOKEN_COOKIES[0]];
    const route = matchRoute(path === PATHS.root ? (signedIn ? PATHS.intro : PATHS.enter) : path);
    if (!route) return page(undefined);
    if (route.access === 'member' && !signedIn) return page(PATHS.login);
    if (route.access === 'guest' && signedIn) return page(undefined);
    const visitor = !signedIn && !userAgent?.includes(APP_USER_AGENT_MARKER);
    return page(route.path, visitor && path === route.path);
  };
}
