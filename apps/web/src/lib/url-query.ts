/**
 * A list's search, filters, sort and page live in the address (STYLE 5), so back/forward, refresh
 * and a shared link show the same list. A page declares each parameter as a field: how to read it
 * from the address and its default. A value the field refuses falls back to the default, and
 * defaults are left out of the address, so the plain list keeps a plain address.
 *
 * The fields are plain functions rather than the contract's zod schemas: a list page that parsed its
 * address with zod loaded and evaluated zod and the contract's schemas on its first navigation
 * (issue #14). The server still checks every query with the contract's schema; each page's tests
 * check that what its fields read is a query that schema accepts.
 */
import { isCalendarDay } from '@partner-portal/contract/seoul-time';
import { useSearchParams } from 'react-router';

/** One parameter: its reader (undefined for a value it refuses) and the value when absent or refused. */
export interface UrlField<T> {
  read: (raw: string) => T | undefined;
  fallback: T;
}

type UrlFields = Record<string, UrlField<unknown>>;
export type UrlQuery<F extends UrlFields> = { [K in keyof F]: F[K]['fallback'] };

export const optionalField = <T>(read: (raw: string) => T | undefined): UrlField<T | undefined> => ({
  read,
  fallback: undefined,
});

export const fieldWithDefault = <T>(read: (raw: string) => T | undefined, fallback: T): UrlField<T> => ({
  read,
  fallback,
});

/** Readers of the usual kinds of parameter. */
export const readers = {
  /** Trimmed text of at most `max` characters. */
  text:
    (max: number) =>
    (raw: string): string | undefined => {
      const text = raw.trim();
      return text.length <= max ? text : undefined;
    },
  /** One of a fixed list of words. */
  oneOf:
    <T extends string>(values: readonly T[]) =>
    (raw: string): T | undefined =>
      (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
  /** A whole number in [min, max], written in plain digits. */
  wholeNumber:
    (min: number, max: number) =>
    (raw: string): number | undefined => {
      if (!/^\d{1,9}$/.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
  /** One of a fixed list of numbers (a page size). */
  oneOfNumbers:
    (values: readonly number[]) =>
    (raw: string): number | undefined =>
      values.find((value) => String(value) === raw),
  /** A day that exists, as YYYY-MM-DD. */
  calendarDay: (raw: string): string | undefined => (isCalendarDay(raw) ? raw : undefined),
};

/** The page number of a list (1 to 100,000, as the contract's list queries allow). */
export const pageField = () => fieldWithDefault(readers.wholeNumber(1, 100_000), 1);

const defaultsOf = <F extends UrlFields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.fallback])) as UrlQuery<F>;

export function readUrlQuery<F extends UrlFields>(fields: F, params: URLSearchParams): UrlQuery<F> {
  const query: Record<string, unknown> = defaultsOf(fields);
  for (const [key, field] of Object.entries(fields)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = field.read(raw);
    if (value !== undefined) query[key] = value;
  }
  return query as UrlQuery<F>;
}

/** The address for `query` changed by `patch`; a new search, filter or sort starts again at page 1. */
export function writeUrlQuery<F extends UrlFields>(
  fields: F,
  query: UrlQuery<F>,
  patch: Partial<UrlQuery<F>>,
): URLSearchParams {
  const defaults: Record<string, unknown> = defaultsOf(fields);
  const next: Record<string, unknown> = { ...query, ...patch };
  if ('page' in fields && !('page' in patch)) next.page = defaults.page;
  const params = new URLSearchParams();
  for (const key of Object.keys(fields)) {
    const value = next[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}

/** The list query in the address, and a way to change it (which pushes a history entry). */
export function useUrlQuery<F extends UrlFields>(fields: F) {
  const [params, setParams] = useSearchParams();
  const query = readUrlQuery(fields, params);
  const update = (patch: Partial<UrlQuery<F>>) => setParams(writeUrlQuery(fields, query, patch));
  const reset = () => setParams(new URLSearchParams());
  return { query, update, reset, search: params.toString() };
}
