import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True outside a `HydrationPhase`: a tree the app renders itself is its own from the start. */
const HydratedContext = createContext(true);

/**
 * False while the page is markup rendered in Node (the build's entry pages, the server's partner
 * pages) and being hydrated, true once this page's own script has taken it over. A form's submit
 * button waits for it: submitted before, the browser would send the fields itself, in the address of
 * a GET.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Around a tree that may hydrate markup rendered in Node (`rendered`). Its screens first render as the
 * markup was rendered; once hydration has committed, everything that differs in a live page (the
 * session clock, the tabs, the dialogs, the UI state the server could not know) renders again in a
 * transition, which yields to the browser every few milliseconds. Told by an external store instead,
 * React would render all of it at once, in the long task that ends hydration (issue #14).
 */
export function HydrationPhase({ rendered, children }: { rendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!rendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
