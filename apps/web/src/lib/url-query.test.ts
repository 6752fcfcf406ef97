import { describe, expect, it } from 'vitest';
import {
  fieldWithDefault,
  optionalField,
  pageField,
  readers,
  readUrlQuery,
  writeUrlQuery,
} from './url-query';

const fields = {
  q: fieldWithDefault(readers.text(10), ''),
  status: optionalField(readers.oneOf(['open', 'closed'] as const)),
  page: pageField(),
  size: fieldWithDefault(readers.oneOfNumbers([10, 20]), 20),
};

describe('readUrlQuery', () => {
  it('takes what the fields accept and falls back to the default for the rest', () => {
    const params = new URLSearchParams('status=closed&page=3&size=bogus&other=1');
    expect(readUrlQuery(fields, params)).toEqual({ q: '', status: 'closed', page: 3, size: 20 });
  });

  it('reads an empty value as absent', () => {
    expect(readUrlQuery(fields, new URLSearchParams('status=&q='))).toEqual({
      q: '',
      status: undefined,
      page: 1,
      size: 20,
    });
  });

  it('refuses a word outside the list, a page out of range or not in digits, and text too long', () => {
    const params = new URLSearchParams('status=OPEN&page=0&size=30&q=01234567890');
    expect(readUrlQuery(fields, params)).toEqual({ q: '', status: undefined, page: 1, size: 20 });
    expect(readUrlQuery(fields, new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readUrlQuery(fields, new URLSearchParams('page=100001')).page).toBe(1);
    expect(readUrlQuery(fields, new URLSearchParams('page=100000&q=%20 kitchen ')).page).toBe(100_000);
    expect(readUrlQuery(fields, new URLSearchParams('q=%20kitchen%20')).q).toBe('kitchen');
  });
});

describe('readers.calendarDay', () => {
  it('takes a day that exists, written YYYY-MM-DD', () => {
    expect(readers.calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(readers.calendarDay('2023-02-29')).toBeUndefined();
    expect(readers.calendarDay('2024-13-01')).toBeUndefined();
    expect(readers.calendarDay('2024-1-01')).toBeUndefined();
    expect(readers.calendarDay('2024-01-01T00:00')).toBeUndefined();
  });
});

describe('writeUrlQuery', () => {
  const query = { q: 'kitchen', status: 'open' as const, page: 4, size: 10 };

  it('starts a new filter at page 1 and leaves defaults out of the address', () => {
    expect(writeUrlQuery(fields, query, { status: undefined }).toString()).toBe('q=kitchen&size=10');
  });

  it('keeps the filters when only the page changes', () => {
    expect(writeUrlQuery(fields, query, { page: 5 }).toString()).toBe('q=kitchen&status=open&page=5&size=10');
  });
});
