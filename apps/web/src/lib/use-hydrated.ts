import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is markup rendered in Node (the build's entry pages, the server's partner
 * pages) and being hydrated, true once this page's own script has taken it over. A form's submit button waits for it: submitted before,
 * the browser would send the fields itself, in the address of a GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
