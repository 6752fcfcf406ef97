/**
 * The list's search, filters, sort and page live in the address (STYLE 5), so back/forward, refresh
 * and a shared link show the same list. Values the contract would refuse fall back to the default.
 */
import { caseListQuerySchema } from '@partner-portal/contract/cases-api';
import type { CaseListParams } from './api/get-cases';

export type ListQuery = CaseListParams;
type Key = keyof ListQuery;

const KEYS = Object.keys(caseListQuerySchema.shape) as Key[];
const DEFAULTS = caseListQuerySchema.parse({});

export function readListQuery(params: URLSearchParams): ListQuery {
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = caseListQuerySchema.shape[key].safeParse(raw);
    if (parsed.success) query[key] = parsed.data;
  }
  return query as ListQuery;
}

/**
 * The address for `query` changed by `patch`; a new search, filter or sort starts again at page 1.
 * Defaults are left out, so the plain list keeps a plain address.
 */
export function listSearch(query: ListQuery, patch: Partial<ListQuery>): URLSearchParams {
  const next: ListQuery = { ...query, ...patch };
  if (!('page' in patch)) next.page = 1;
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = next[key];
    if (value !== undefined && value !== '' && value !== DEFAULTS[key]) params.set(key, String(value));
  }
  return params;
}

/** True when a filter or search narrows the list (an empty result then is not an empty portfolio). */
export const isFiltered = (query: ListQuery) =>
  Boolean(query.q || query.status || query.housing_type || query.sido);
