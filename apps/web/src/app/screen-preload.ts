/**
 * Lets the layouts start loading a page before they navigate there: the sidebar asks when the pointer
 * reaches an entry and again on its click, so the page's chunks (and the data of a page that says
 * which, app/lazy-screen) are on their way while the router and the guard are still at work. A
 * navigation's screens otherwise load only once the new location has rendered: ~170 ms of a phone's
 * first navigation (issue #14). The navigation gate, which holds the route table, says how.
 */
let preloadScreensOf: (pathname: string, search: string) => void = () => undefined;

export function setScreenPreloader(preload: (pathname: string, search: string) => void): void {
  preloadScreensOf = preload;
}

/** `url`: a path of the app, with or without its search. */
export function preloadPage(url: string): void {
  const { pathname, search } = new URL(url, window.location.origin);
  preloadScreensOf(pathname, search);
}
