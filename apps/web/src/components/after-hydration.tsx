import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Renders its children once the page is the app's own: at once in a page the app renders itself,
 * after hydration in a page the server rendered (issue #14). For dialogs that can be open from the
 * first render: the server renders no portal, and a portal met while hydrating is a mismatch.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
