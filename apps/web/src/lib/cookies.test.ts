import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readCookies, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of ['part_1', 'part_2', 'part_3', '이름']) removeCookie(name);
  vi.restoreAllMocks();
});

describe('readCookies', () => {
  it('answers each name in order, null where a cookie is missing, values decoded', () => {
    writeCookie('part_1', 'a b');
    writeCookie('part_3', 'c=d');
    writeCookie('이름', '값');
    expect(readCookies(['part_1', 'part_2', 'part_3'])).toEqual(['a b', null, 'c=d']);
    expect(readCookie('이름')).toBe('값');
    expect(readCookie('part')).toBeNull();
  });

  it('reads the browser cookie store once for all of them', () => {
    writeCookie('part_1', 'x');
    const read = vi.spyOn(document, 'cookie', 'get');
    readCookies(['part_1', 'part_2', 'part_3']);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
