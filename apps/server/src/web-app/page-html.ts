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
 *
 * A partner with a session gets a member page the same way, rendered for them by the page worker
 * (`rendered`, see partner-page-renderer.ts) with the answers it used, built per request and
 * compressed only as the client asks (`compressRendered`): its stylesheets stay linked (the shell's
 * are too large to repeat in every page).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { APP_USER_AGENT_MARKER } from '@partner-portal/contract/constants';
import {
  matchRoute,
  PAGE_STATE_ID,
  PATHS,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES_FILE,
  RENDERED_FOR_ATTRIBUTE,
  type PrerenderedPages,
  type RenderedPartnerPageContent,
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

/** A member page rendered for one partner: built per request, compressed by `compressRendered`. */
export interface RenderedPortalPage {
  html: string;
  /** The CSP source of its inline start script. */
  inlineScript: string;
}

/** A page built per request is compressed fast: brotli's quality 11 would take longer than the render. */
const brotliFast = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
export const compressRendered = (page: RenderedPortalPage, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotliFast(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(page.html);

export interface PortalPages {
  /** The page for a request, as built once per route and variant. */
  (request: PageRequest): PortalPage;
  /** The member page a request may have rendered by the page worker (its route); none for the rest. */
  renderable(request: PageRequest): RoutePath | undefined;
  /** The page at `path` (of `route`) holding what the page worker rendered. */
  rendered(
    route: RoutePath,
    path: string,
    content: RenderedPartnerPageContent,
    mobile: boolean,
  ): RenderedPortalPage;
}

const readJson = <T>(file: string): Partial<T> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : {};

/** `request → page`; each variant of each route's page is built once. */
export function pageHtml(webDist: string): PortalPages {
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
      let html = withPreloads(route);
      const withMarkup = route !== undefined && markup !== undefined;
      if (withMarkup) html = holdingMarkup(html, route, markup, { inlineStyles: true });
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
  /** index.html naming in its head the stylesheets and chunks of `route`'s first load. */
  const withPreloads = (route: RoutePath | undefined) => {
    const files = route ? preloads[route] : undefined;
    const links = [
      ...(files?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...(files?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
    return index.replace('</head>', `${links}</head>`);
  };
  /**
   * The page holding markup rendered for `path`, its modules started by the inline start script
   * (apps/web/src/start-after-paint.js) once the page has been painted; its stylesheets inline or not.
   */
  const holdingMarkup = (
    html: string,
    path: string,
    markup: string,
    { inlineStyles, state }: { inlineStyles: boolean; state?: string },
  ) => {
    const modules = [
      ENTRY_SCRIPT.exec(html)?.[1],
      ...[...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]),
    ];
    const stateScript =
      state === undefined ? '' : `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`;
    const styled = inlineStyles
      ? html.replace(
          STYLESHEET,
          (_link, href: string) => `<style>${readFileSync(join(webDist, href), 'utf8')}</style>`,
        )
      : html;
    return styled
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(
        ROOT,
        () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(path)}">${markup}</div>`,
      )
      .replace(
        '</body>',
        () => `${stateScript}<script data-modules="${modules.join(' ')}">${startScript}</script></body>`,
      );
  };
  const forRequest = ({ path, cookies, userAgent }: PageRequest) => {
    const signedIn = !!cookies[ACCESS_TOKEN_COOKIES[0]];
    const route = matchRoute(path === PATHS.root ? (signedIn ? PATHS.intro : PATHS.enter) : path);
    if (!route) return page(undefined);
    if (route.access === 'member' && !signedIn) return page(PATHS.login);
    if (route.access === 'guest' && signedIn) return page(undefined);
    const visitor = !signedIn && !userAgent?.includes(APP_USER_AGENT_MARKER);
    return page(route.path, visitor && path === route.path);
  };
  return Object.assign(forRequest, {
    renderable: ({ path, cookies }: PageRequest) => {
      const route = matchRoute(path);
      const session = ACCESS_TOKEN_COOKIES.every((name) => cookies[name]);
      return session && route?.access === 'member' ? route.path : undefined;
    },
    rendered: (route: RoutePath, path: string, content: RenderedPartnerPageContent, mobile: boolean) => {
      const html = holdingMarkup(withPreloads(route), path, content.markup, {
        inlineStyles: false,
        state: content.state,
      })
        .replace('<html', `<html ${RENDERED_FOR_ATTRIBUTE}="${mobile ? 'mobile' : 'desktop'}"`)
        .replace('</head>', () => `${content.styles}</head>`);
      const title = matchRoute(path)?.title;
      const titled = title
        ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
        : html;
      return { html: titled, inlineScript: startScriptSource };
    },
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
