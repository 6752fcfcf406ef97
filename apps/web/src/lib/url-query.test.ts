import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readUrlQuery, writeUrlQuery } from './url-query';

const schema = z.object({
  q: z.string().default(''),
  status: z.enum(['open', 'closed']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .refine((n) => [10, 20].includes(n))
    .default(20),
});

describe('readUrlQuery', () => {
  it('takes what the schema accepts and falls back to the default for the rest', () => {
    const params = new URLSearchParams('status=closed&page=3&size=bogus&other=1');
    expect(readUrlQuery(schema, params)).toEqual({ q: '', status: 'closed', page: 3, size: 20 });
  });

  it('reads an empty value as absent', () => {
    expect(readUrlQuery(schema, new URLSearchParams('status=&q='))).toEqual({ q: '', page: 1, size: 20 });
  });
});

describe('writeUrlQuery', () => {
  const query = { q: 'kitchen', status: 'open' as const, page: 4, size: 10 };

  it('starts a new filter at page 1 and leaves defaults out of the address', () => {
    expect(writeUrlQuery(schema, query, { status: undefined }).toString()).toBe('q=kitchen&size=10');
  });

  it('keeps the filters when only the page changes', () => {
    expect(writeUrlQuery(schema, query, { page: 5 }).toString()).toBe('q=kitchen&status=open&page=5&size=10');
  });
});
