import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import { matchRoute, PRERENDERED_PAGES_FILE } from '@partner-portal/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
let webDist: string;
const START_SCRIPT = 'void document.currentScript;';
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><head><title>portal</title></head><body><div id="root"></div></body>',
  );
  // The build's prerendered login page and the script that starts it (apps/web/prerender-pages.ts).
  writeFileSync(
    join(webDist, PRERENDERED_PAGES_FILE),
    JSON.stringify({ pages: { '/login': '<h1>파트너 로그인</h1>' }, startScript: START_SCRIPT }),
  );
  mkdirSync(join(webDist, 'staff'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'page-AbC123.js'), 'export const page = 1;');
  // The service worker, copied from apps/web/public under its own name.
  writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('push', () => {});");
  // What the build writes beside each file (apps/web/precompress-assets.ts).
  writeFileSync(join(webDist, 'assets', 'page-AbC123.js.br'), brotliCompressSync('export const page = 1;'));
  writeFileSync(
    join(webDist, 'staff', 'staff.html'),
    '<!doctype html><title>운영 콘솔</title><div id="root"></div>',
  );
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('application shell', () => {
  it('answers /healthz once migrations are applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers: CSP with frame-ancestors none, nosniff, referrer policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a hashed script only the headers a script needs, cached for a year', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/page-AbC123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators.
    expect(script.headers.etag).toBeUndefined();
    expect(script.headers['last-modified']).toBeUndefined();
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    // A page path that merely mentions assets is a page, with the whole set.
    const page = await t.app.inject({
      method: 'GET',
      url: '/product/assets',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the service worker from the root as a script the browser checks for a new version on each load', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe("self.addEventListener('push', () => {});");
  });

  it("sends an API answer the API's headers: it may load and frame nothing, and is never cached", async () => {
    const api = await t.app.inject({ method: 'GET', url: '/plan-api/list' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api.headers['cache-control']).toBe('no-store');
    // The opener policy of the pages, on the redirects into them (the identity and card returns).
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const page = await t.app.inject({ method: 'GET', url: '/payment', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets a prerendered page run its own inline start script, and no page any other inline script', async () => {
    const scriptSources = async (url: string) => {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      return String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '))!
        .split(' ')
        .slice(1);
    };
    const hash = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;
    const login = await scriptSources('/login');
    expect(login).toContain(hash);
    expect(login).toContain("'self'");
    expect(login).not.toContain("'unsafe-inline'");
    expect(await scriptSources('/payment')).not.toContain(hash);
  });

  it('lets the postcode search load its script and frame, and no other frame', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    const directive = (name: string) =>
      String(csp)
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toContain('https://t1.daumcdn.net');
    expect(directive('frame-src')).toBe(
      "frame-src 'self' https://postcode.map.daum.net https://postcode.map.kakao.com",
    );
  });

  it('sends a file as the build compressed it to a browser that takes brotli, as it is to one that does not', async () => {
    const asset = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/page-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('export const page = 1;');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const page = 1;');
  });

  it('sends a page compressed to a browser that accepts it, plain to one that does not', async () => {
    const page = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/paymentPlan',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
    const brotli = await page('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('serves index.html for page paths (history-mode routing) and JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/mypage/changePassword',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({
      method: 'GET',
      url: '/partner-api/no/such/path',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 40400, message: '요청하신 정보를 찾을 수 없습니다.' });
  });

  it("serves a customer's quote page to a visitor without a session, and never the SPA under /quote-api", async () => {
    const path = PUBLIC_QUOTE_PATHS.page.replace(':token', 'MTIzLjQ1Ng.c2lnbmF0dXJl');
    // Whatever route the web app gives it, not one behind the sign-in.
    expect(matchRoute(path)?.access).not.toBe('member');
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({
      method: 'GET',
      url: '/quote-api/x/no/such/path',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('serves the staff console for /staff and /staff/… pages, and not for /staff-api or /staffing', async () => {
    const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/staff', '/staff/login', '/staff/renewals?x=1'])
      expect((await html(url)).body, url).toContain('<title>운영 콘솔</title>');
    expect((await html('/staffing')).body).toContain('<title>portal</title>');
    expect((await html('/staff-api/renewals')).statusCode).toBe(401);
  });

  it('answers malformed JSON with a Korean 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('요청 본문을 해석할 수 없습니다.');
  });

  it('applies migrations once: a second run finds nothing to do', async () => {
    expect(await migrate(t.database)).toEqual([]);
  });
});
