/**
 * The portal's index.html for one page path, naming in its head the chunks and stylesheets that
 * page's first load needs (the build's `route-preloads.json`), so that the browser fetches them
 * alongside the entry instead of after it has run (issue #14). What is named follows where the guard
 * will really go: a member page for a visitor without a session is the login page, and a visitor-only
 * page (login, sign-up) for a signed-in partner names nothing extra. The session cookie is only read
 * as a hint here; the API checks it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import {
  matchRoute,
  PATHS,
  ROUTE_PRELOADS_FILE,
  type RoutePath,
  type RoutePreload,
} from '@partner-portal/contract/routes';

/** `(path, cookies) → HTML`; each route's page is built once. */
export function pageHtml(
  webDist: string,
): (path: string, cookies: Record<string, string | undefined>) => string {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloadsPath = join(webDist, ROUTE_PRELOADS_FILE);
  const preloads: Partial<Record<RoutePath, RoutePreload>> = existsSync(preloadsPath)
    ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as Record<RoutePath, RoutePreload>)
    : {};
  const built = new Map<RoutePath | undefined, string>();
  const page = (route: RoutePath | undefined) => {
    let html = built.get(route);
    if (html === undefined) {
      const files = route ? preloads[route] : undefined;
      const links = [
        ...(files?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...(files?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('');
      html = index.replace('</head>', `${links}</head>`);
      built.set(route, html);
    }
    return html;
  };
  return (path, cookies) => {
    const signedIn = !!cookies[ACCESS_TOKEN_COOKIES[0]];
    const route = matchRoute(path === PATHS.root ? (signedIn ? PATHS.intro : PATHS.enter) : path);
    if (!route) return page(undefined);
    if (route.access === 'member' && !signedIn) return page(PATHS.login);
    if (route.access === 'guest' && signedIn) return page(undefined);
    return page(route.path);
  };
}
