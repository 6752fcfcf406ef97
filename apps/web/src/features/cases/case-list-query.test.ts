import { caseListQuerySchema } from '@partner-portal/contract/cases-api';
import { describe, expect, it } from 'vitest';
import { readUrlQuery } from '../../lib/url-query';
import { caseListFields } from './case-list-query';

const read = (search: string) => readUrlQuery(caseListFields, new URLSearchParams(search));

describe('the case list address', () => {
  it('reads what the server would read from a valid address', () => {
    for (const search of [
      '',
      'q=주방&status=published&housing_type=아파트&sido=서울특별시&sort=views&page=2&size=50',
      'sort=cost_asc&size=10',
    ]) {
      expect(read(search)).toEqual({
        status: undefined,
        housing_type: undefined,
        sido: undefined,
        ...caseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search))),
      });
    }
  });

  it('asks the server only what its schema accepts, whatever the address says', () => {
    const long = 'ㄱ'.repeat(61);
    for (const search of [
      `q=${long}&status=deleted&sort=random&page=0&size=100`,
      `housing_type=${long}&sido=${long}&page=abc`,
    ]) {
      expect(caseListQuerySchema.safeParse(read(search)).success).toBe(true);
    }
    expect(read(`q=${long}&sort=random&size=100`)).toMatchObject({ q: '', sort: 'latest', size: 20 });
  });
});
