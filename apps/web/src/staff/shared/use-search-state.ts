/**
 * A desk's filters and page in the URL's search params (STYLE 5): back, forward and reload keep them.
 * Changing a filter goes back to page 1.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Math.max(1, Number(params.get('size')) || 20);
  const update = useCallback(
    (changes: Partial<Record<K | 'page' | 'size', string | number | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { values, page, size, update };
}
