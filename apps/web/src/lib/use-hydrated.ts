import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

/** Whether this page's own script has taken it over; never in Node (the build's and the server's renders). */
let pageLive = false;
const subscribe = () => () => undefined;
const readPageLive = () => pageLive;

/**
 * The page is the app's from now on: at once for a page the browser renders itself (main.tsx), after
 * its hydration for one that arrived rendered (app.tsx; the tests' setup, which renders in jsdom).
 */
export function markPageLive(): void {
  pageLive = true;
}

/**
 * False while the page is markup rendered in Node (the build's entry pages, the server's partner
 * pages) and being hydrated, true once this page's own script has taken it over. A form's submit
 * button waits for it: submitted before, the browser would send the fields itself, in the address of
 * a GET.
 *
 * Hydration reads the server's answer (false). The screens then render their live state in a
 * transition, in slices that yield to the browser: an external store whose value differed after
 * hydration would re-render them all in one blocking task, the longest of a signed-in page's load.
 */
export function useHydrated(): boolean {
  const live = useSyncExternalStore(subscribe, readPageLive, () => false);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!live) startTransition(renderAgain);
  }, [live]);
  return live;
}
