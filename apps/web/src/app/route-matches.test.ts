import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesFor } from './route-matches';

const routes: RouteObject[] = [
  { path: '/intro' },
  { children: [{ path: '/paymentHistory/list' }, { path: '/paymentHistory/detail/:orderNo' }] },
];

describe('matchesFor', () => {
  it('answers what matchRoutes answers, params included', () => {
    expect(matchesFor(routes, '/paymentHistory/detail/P-1')).toEqual(
      matchRoutes(routes, '/paymentHistory/detail/P-1'),
    );
    expect(matchesFor(routes, '/paymentHistory/detail/P-1')?.at(-1)?.params).toEqual({ orderNo: 'P-1' });
    expect(matchesFor(routes, '/nowhere')).toBeNull();
  });

  it('ranks the table once per path: the second ask gets the same matches', () => {
    const first = matchesFor(routes, '/intro');
    expect(matchesFor(routes, '/intro')).toBe(first);
    expect(matchesFor(routes, '/paymentHistory/list')).not.toBe(first);
    // Another table with the same path is matched on its own.
    expect(matchesFor([{ path: '/intro' }], '/intro')).not.toBe(first);
  });

  it('forgets the oldest paths past a hundred', () => {
    const table: RouteObject[] = [{ path: '/product/detail/:id' }];
    const oldest = matchesFor(table, '/product/detail/0');
    const newest = matchesFor(table, '/product/detail/1');
    for (let id = 2; id <= 100; id += 1) matchesFor(table, `/product/detail/${id}`);
    expect(matchesFor(table, '/product/detail/1')).toBe(newest);
    expect(matchesFor(table, '/product/detail/0')).not.toBe(oldest);
  });
});
