import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the build's prerendered markup (rendered in Node, then hydrated), true once
 * this page's own script has taken it over. A form's submit button waits for it: submitted before,
 * the browser would send the fields itself, in the address of a GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
