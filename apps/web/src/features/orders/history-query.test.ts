import { orderListQuerySchema } from '@partner-portal/contract/orders-api';
import { describe, expect, it } from 'vitest';
import { readUrlQuery } from '../../lib/url-query';
import { historyQueryFields } from './history-query';

const read = (search: string) => readUrlQuery(historyQueryFields, new URLSearchParams(search));

describe('the payment history address', () => {
  it('reads what the server would read from a valid address', () => {
    for (const search of ['', 'from=2026-01-01&to=2026-03-31&status=paid&page=3&size=50', 'size=10']) {
      expect(read(search)).toEqual({
        from: undefined,
        to: undefined,
        status: undefined,
        ...orderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search))),
      });
    }
  });

  it('asks the server only what its schema accepts, whatever the address says', () => {
    for (const search of [
      'from=2026-02-30&to=yesterday&status=PAID&page=-1&size=30',
      'status=refunded&page=0&size=',
      'page=1e3&size=20.0&from=20260101',
    ]) {
      expect(orderListQuerySchema.safeParse(read(search)).success).toBe(true);
    }
    expect(read('from=2026-02-30&status=PAID&page=-1&size=30')).toEqual({
      from: undefined,
      to: undefined,
      status: undefined,
      page: 1,
      size: 20,
    });
  });
});
