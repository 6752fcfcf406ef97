/**
 * A list's search, filters, sort and page live in the address (STYLE 5), so back/forward, refresh
 * and a shared link show the same list. One schema (usually the contract's list query) says what
 * each parameter may be: a value it would refuse falls back to its default, and defaults are left
 * out of the address, so the plain list keeps a plain address.
 */
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type QuerySchema = z.ZodObject<Record<string, z.ZodType>>;

export function readUrlQuery<S extends QuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const query: Record<string, unknown> = schema.parse({});
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = field.safeParse(raw);
    if (parsed.success) query[key] = parsed.data;
  }
  return query as z.output<S>;
}

/** The address for `query` changed by `patch`; a new search, filter or sort starts again at page 1. */
export function writeUrlQuery<S extends QuerySchema>(
  schema: S,
  query: z.output<S>,
  patch: Partial<z.output<S>>,
): URLSearchParams {
  const defaults: Record<string, unknown> = schema.parse({});
  const next: Record<string, unknown> = { ...query, ...patch };
  if ('page' in schema.shape && !('page' in patch)) next.page = defaults.page;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = next[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}

/** The list query in the address, and a way to change it (which pushes a history entry). */
export function useUrlQuery<S extends QuerySchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = readUrlQuery(schema, params);
  const update = (patch: Partial<z.output<S>>) => setParams(writeUrlQuery(schema, query, patch));
  const reset = () => setParams(new URLSearchParams());
  return { query, update, reset, search: params.toString() };
}
