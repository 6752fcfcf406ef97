/** The server lays a page out for a phone when the browser says it is one, by hint or by user agent. */
import { describe, expect, it } from 'vitest';
import { smallScreen } from './spa.js';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const GALAXY_TAB =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('smallScreen', () => {
  it('believes a phone: the mobile hint, or a phone user agent whatever the hint says', () => {
    expect(smallScreen({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
    expect(smallScreen({ 'user-agent': IPHONE })).toBe(true);
    // A desktop Chromium emulating a phone (Lighthouse's mobile run) keeps its own ?0 hint.
    expect(smallScreen({ 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL })).toBe(true);
  });

  it('takes a desktop, and an Android tablet whose hint says it is none, as a large screen', () => {
    expect(smallScreen({ 'sec-ch-ua-mobile': '?0', 'user-agent': DESKTOP })).toBe(false);
    expect(smallScreen({ 'user-agent': DESKTOP })).toBe(false);
    expect(smallScreen({})).toBe(false);
    expect(smallScreen({ 'sec-ch-ua-mobile': '?0', 'user-agent': GALAXY_TAB })).toBe(false);
    expect(smallScreen({ 'user-agent': GALAXY_TAB })).toBe(true);
  });
});
