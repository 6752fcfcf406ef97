import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { APP_USER_AGENT_MARKER } from '@partner-portal/contract/constants';
import { PRERENDERED_PAGES_FILE, ROUTE_PRELOADS_FILE } from '@partner-portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { compressRendered, pageHtml } from './page-html.js';

const INDEX =
  '<!doctype html><html lang="ko"><head><title>portal</title><script type="module" crossorigin src="/assets/entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/web.js"><link rel="stylesheet" crossorigin href="/assets/web.css">' +
  '</head><body><div id="root"></div></body></html>';
const START = 'start(document.currentScript.dataset.modules)';

function makeDist(preloads?: object, prerendered?: object) {
  const dist = mkdtempSync(join(tmpdir(), 'page-html-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  if (preloads) writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  if (prerendered)
    writeFileSync(
      join(dist, PRERENDERED_PAGES_FILE),
      JSON.stringify({ pages: prerendered, startScript: START }),
    );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/web.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets/login.css'), '.login-card{padding:24px}');
  return dist;
}

function build(preloads?: object, prerendered?: object) {
  const page = pageHtml(makeDist(preloads, prerendered));
  return (path: string, cookies: Record<string, string> = {}, userAgent = 'Mozilla/5.0 Chrome/156') =>
    page({ path, cookies, userAgent }).html;
}

const PRELOADS = {
  '/login': { js: ['/assets/login.js'], css: ['/assets/login.css'] },
  '/enter': { js: ['/assets/enter.js'], css: [] },
  '/intro': { js: ['/assets/intro.js', '/assets/shell.js'], css: ['/assets/shell.css'] },
  '/paymentHistory/detail/:orderNo': { js: ['/assets/detail.js'], css: [] },
};
const signedIn = { [ACCESS_TOKEN_COOKIES[0]]: 'eyJ' };

/** The links a page adds to index.html's own (the entry's chunk and stylesheet). */
const named = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .filter((link) => !['modulepreload /assets/web.js', 'stylesheet /assets/web.css'].includes(link));

describe('a page’s HTML names what its first load needs', () => {
  it('names a signed-in page’s stylesheets and chunks in its head, before the entry runs', () => {
    const html = build(PRELOADS)('/intro', signedIn);
    expect(named(html)).toEqual([
      'stylesheet /assets/shell.css',
      'modulepreload /assets/intro.js',
      'modulepreload /assets/shell.js',
    ]);
    expect(html.indexOf('/assets/shell.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry.js"></script>');
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

describe('the entry pages arrive rendered for a visitor', () => {
  const PRERENDERED = { '/login': '<h1>파트너 로그인</h1>', '/enter': '<h1>입점 안내</h1>' };
  const root = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];

  it('puts the page’s markup in #root, marked with the path it belongs to', () => {
    const page = build(PRELOADS, PRERENDERED);
    expect(root(page('/login'))).toBe(
      '<div id="root" data-prerendered="/login"><h1>파트너 로그인</h1></div>',
    );
    expect(root(page('/enter'))).toBe('<div id="root" data-prerendered="/enter"><h1>입점 안내</h1></div>');
  });

  it('holds its stylesheets inline and starts its modules from an inline script, in order', () => {
    const dist = build(PRELOADS, { '/login': '<h1>파트너 로그인</h1>' });
    const html = dist('/login');
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"/);
    expect([...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])).toEqual([
      'body{margin:0}',
      '.login-card{padding:24px}',
    ]);
    expect(html).toContain(
      `<script data-modules="/assets/entry.js /assets/web.js /assets/login.js">${START}</script></body>`,
    );
  });

  it('names the inline script’s hash for the security policy, on that page only', () => {
    const page = pageHtml(makeDist(undefined, { '/login': '<h1>로그인</h1>' }));
    const hash = createHash('sha256').update(START).digest('base64');
    expect(page({ path: '/login', cookies: {}, userAgent: undefined }).inlineScript).toBe(`'sha256-${hash}'`);
    expect(page({ path: '/login', cookies: signedIn, userAgent: undefined }).inlineScript).toBeUndefined();
  });

  it('leaves #root empty where the first render would be another page or layout', () => {
    const page = build(PRELOADS, PRERENDERED);
    // A member page without a session: the guard shows the login page, at another address.
    expect(root(page('/intro'))).toBe('<div id="root"></div>');
    // / goes to /enter by a redirect; the markup belongs to /enter's own address.
    expect(root(page('/'))).toBe('<div id="root"></div>');
    // Signed in, /enter shows another header; the login page is no page of theirs.
    expect(root(page('/enter', signedIn))).toBe('<div id="root"></div>');
    expect(root(page('/login', signedIn))).toBe('<div id="root"></div>');
    // The native app's browser shows /enter without header and footer.
    expect(root(page('/enter', {}, `Mozilla/5.0 ${APP_USER_AGENT_MARKER}/3.1`))).toBe(
      '<div id="root"></div>',
    );
    // A page the build did not render.
    expect(root(page('/signUp'))).toBe('<div id="root"></div>');
  });
});

describe('a partner’s member page arrives rendered with their data', () => {
  const session = Object.fromEntries(ACCESS_TOKEN_COOKIES.map((name) => [name, 'part']));
  const CONTENT = {
    markup: '<main><h1>한결인테리어 최민준 대표님</h1></main>',
    styles: '<style data-rc-order="prependQueue">.css-var-r1{--ant-color-primary:#0958d9}</style>',
    state: '{"queries":[{"queryKey":["partner"],"state":{"data":{"name":"\\u003c/script>"}}}]}',
  };
  const request = (path: string, cookies: Record<string, string>) => ({
    path,
    cookies,
    userAgent: undefined,
  });

  it('is offered only for a member page with a whole session', () => {
    const pages = pageHtml(makeDist(PRELOADS));
    expect(pages.renderable(request('/intro', session))).toBe('/intro');
    expect(pages.renderable(request('/paymentHistory/detail/P1', session))).toBe(
      '/paymentHistory/detail/:orderNo',
    );
    // One of the three token cookies missing: the guard renews first, so the browser renders.
    expect(pages.renderable(request('/intro', signedIn))).toBeUndefined();
    expect(pages.renderable(request('/intro', {}))).toBeUndefined();
    expect(pages.renderable(request('/login', session))).toBeUndefined();
    expect(pages.renderable(request('/no/such/page', session))).toBeUndefined();
  });

  it('holds the markup, the head’s styles and the answers, and starts its modules after the paint', async () => {
    const pages = pageHtml(makeDist(PRELOADS, { '/login': '<h1>로그인</h1>' }));
    const page = pages.rendered('/intro', '/intro', CONTENT, true);
    const html = page.html;
    expect(/<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0]).toBe(
      `<div id="root" data-prerendered="/intro">${CONTENT.markup.replace('</main>', '')}</main></div>`,
    );
    expect(html).toContain(`${CONTENT.styles}</head>`);
    expect(html).toContain('<html data-rendered-for="mobile"');
    expect(html).toContain(`<script type="application/json" id="page-state">${CONTENT.state}</script>`);
    // The stylesheets stay linked; the modules start from the inline script once the page is painted.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(html).toContain(
      `<script data-modules="/assets/entry.js /assets/web.js /assets/intro.js /assets/shell.js">${START}</script>`,
    );
    expect(page.inlineScript).toBe(`'sha256-${createHash('sha256').update(START).digest('base64')}'`);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(await compressRendered(page, 'br')).toString()).toBe(html);
    expect(gunzipSync(await compressRendered(page, 'gzip')).toString()).toBe(html);
  });

  it('names the page in its title and marks it with its own address', async () => {
    const pages = pageHtml(makeDist(PRELOADS));
    const html = pages.rendered(
      '/paymentHistory/detail/:orderNo',
      '/paymentHistory/detail/P1',
      CONTENT,
      false,
    ).html;
    expect(html).toContain('<div id="root" data-prerendered="/paymentHistory/detail/P1">');
    expect(html).toContain('<html data-rendered-for="desktop"');
    expect(html).not.toContain('<title>portal</title>');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
});
