import { describe, expect, it } from 'vitest';
import { quoteLinks } from './quote-link.js';

const SECRET = 'k'.repeat(48);
const links = quoteLinks(SECRET, 'https://partner.example');
const sentAt = new Date('2026-11-02T01:00:00Z');

describe("a quote's customer link", () => {
  it('names the quote until it expires, under the portal address', () => {
    const expiresAt = links.expiryOf(sentAt, '2026-11-10');
    const token = links.token(42, expiresAt);
    expect(links.url(token)).toBe(`https://partner.example/quote/${token}`);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(links.check(token, sentAt)).toEqual({ ok: true, quoteNo: 42, expiresAt });
    expect(links.check(token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
    // The same quote always gets the same link.
    expect(links.token(42, links.expiryOf(sentAt, '2026-11-10'))).toBe(token);
  });

  it('expires 30 days after sending, or at the end of the validity day in Seoul when that is later', () => {
    expect(links.expiryOf(sentAt, '2026-11-10').toISOString()).toBe('2026-12-02T01:00:00.000Z');
    expect(links.expiryOf(sentAt, '2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('refuses a token signed with another key', () => {
    const other = quoteLinks('o'.repeat(48), 'https://partner.example');
    const token = other.token(42, links.expiryOf(sentAt, '2026-11-10'));
    expect(links.check(token, sentAt)).toEqual({ ok: false, reason: 'invalid' });
  });
});
