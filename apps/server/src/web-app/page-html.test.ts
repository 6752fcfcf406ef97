import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { ROUTE_PRELOADS_FILE } from '@partner-portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html.js';

const INDEX =
  '<!doctype html><head><title>portal</title><script type="module" src="/assets/entry.js"></script></head><div id="root"></div>';

function build(preloads?: object) {
  const dist = mkdtempSync(join(tmpdir(), 'page-html-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (preloads) writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  return pageHtml(dist);
}

const PRELOADS = {
  '/login': { js: ['/assets/login.js'], css: ['/assets/login.css'] },
  '/enter': { js: ['/assets/enter.js'], css: [] },
  '/intro': { js: ['/assets/intro.js', '/assets/shell.js'], css: ['/assets/shell.css'] },
  '/paymentHistory/detail/:orderNo': { js: ['/assets/detail.js'], css: [] },
};
const signedIn = { [ACCESS_TOKEN_COOKIES[0]]: 'eyJ' };

const named = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('a page’s HTML names what its first load needs', () => {
  it('names a signed-in page’s stylesheets and chunks in its head, before the entry runs', () => {
    const html = build(PRELOADS)('/intro', signedIn);
    expect(named(html)).toEqual([
      'stylesheet /assets/shell.css',
      'modulepreload /assets/intro.js',
      'modulepreload /assets/shell.js',
    ]);
    expect(html.indexOf('/assets/shell.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it('matches a path with parameters to its route', () => {
    expect(named(build(PRELOADS)('/paymentHistory/detail/20261127-0001', signedIn))).toEqual([
      'modulepreload /assets/detail.js',
    ]);
  });

  it('names the login page’s files for a member page opened without a session (the guard goes there)', () => {
    expect(named(build(PRELOADS)('/intro', {}))).toEqual([
      'stylesheet /assets/login.css',
      'modulepreload /assets/login.js',
    ]);
  });

  it('sends / to the page the guard will show: home when signed in, the entry page when not', () => {
    const page = build(PRELOADS);
    expect(named(page('/', signedIn))).toContain('modulepreload /assets/intro.js');
    expect(named(page('/', {}))).toEqual(['modulepreload /assets/enter.js']);
  });

  it('names nothing extra for a visitor-only page when signed in, an unknown path, or a build without the list', () => {
    expect(named(build(PRELOADS)('/login', signedIn))).toEqual([]);
    expect(named(build(PRELOADS)('/no/such/page', signedIn))).toEqual([]);
    expect(build()('/intro', signedIn)).toBe(INDEX);
  });
});
