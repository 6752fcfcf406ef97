import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/**
 * `matchRoutes`, remembered per route table and path. Each call ranks the whole table afresh (~50
 * routes, a regular expression per path tried): ~10 ms on a phone (CPU 4×, issue #14), and a
 * navigation matched the same path twice: once to preload its screens on hover, once to render it.
 */
const remembered = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
/** Paths kept per table: the latest ones (a session visits a few dozen; detail pages add an id each). */
const KEPT = 100;

export function matchesFor(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = remembered.get(routes);
  if (!byPath) remembered.set(routes, (byPath = new Map()));
  if (byPath.has(pathname)) return byPath.get(pathname)!;
  const matches = matchRoutes(routes, pathname);
  if (byPath.size >= KEPT) byPath.delete(byPath.keys().next().value!);
  byPath.set(pathname, matches);
  return matches;
}
