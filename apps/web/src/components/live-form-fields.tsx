import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The fields of a form on a prerendered page, disabled until this page's script has taken it over
 * (hydration). Before that, what was typed would be lost when React takes the fields over, and Enter
 * would make the browser send the fields itself, in the address of a GET. It lays out as if absent.
 */
export function LiveFormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="live-form-fields" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
