import { describe, expect, it, vi } from 'vitest';
import { memoByText } from './memo-by-text.js';

describe('memoByText', () => {
  it('computes a text once, and a different text anew', () => {
    const compute = vi.fn((text: string) => text.toUpperCase());
    const upper = memoByText(compute, 100);
    expect(upper('abc')).toBe('ABC');
    expect(upper('abc')).toBe('ABC');
    expect(upper('abd')).toBe('ABD');
    expect(compute.mock.calls.map(([text]) => text)).toEqual(['abc', 'abd']);
  });

  it('keeps at most maxChars of texts, forgetting the least recently used first', () => {
    const compute = vi.fn((text: string) => `<${text}>`);
    const wrap = memoByText(compute, 6);
    wrap('aa');
    wrap('bb');
    wrap('cc'); // 6 characters kept
    wrap('aa'); // used again: bb is now the oldest
    wrap('dd'); // 8 > 6: bb goes
    compute.mockClear();
    for (const text of ['aa', 'cc', 'dd']) wrap(text);
    expect(compute).not.toHaveBeenCalled();
    expect(wrap('bb')).toBe('<bb>');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('answers a text longer than the whole budget without keeping it', () => {
    const compute = vi.fn((text: string) => text.length.toString());
    const count = memoByText(compute, 3);
    expect(count('abcd')).toBe('4');
    expect(count('abcd')).toBe('4');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
