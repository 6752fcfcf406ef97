/**
 * Every staff query's key, from one factory (STYLE "Staff console"): `['staff', resource, …]`, so a
 * write can read again exactly one resource (`all`), one of its lists or details, or everything
 * staff see (STAFF_KEY), and no desk spells its keys by hand.
 */
export const STAFF_KEY = ['staff'] as const;

export function staffKeys<Resource extends string>(resource: Resource) {
  const all = [...STAFF_KEY, resource] as const;
  return {
    all,
    /** A list, told apart from the resource's other lists by what it is asked with (filters, a page). */
    list: <Params extends unknown[]>(...params: Params) => [...all, 'list', ...params] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
