/**
 * Every route the server registers is either on the short list of public routes below or behind a
 * scope's bearer check: a route added without its scope fails here, before anyone can call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATHS } from '../../api-docs/api-docs.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

/** Routes anyone may call, each with the reason. Paths are as registered (with their group prefix). */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'load balancer health check',
  'POST /member-api/api/v1/ceologin': 'sign-in',
  'POST /member-api/api/v1/refreshToken': 'renewal by refresh token (cookie or query)',
  'POST /member-api/api/v1/validateMemberId': 'id check during sign-up',
  'POST /member-api/api/v1/recovery/findId': 'find-ID (its one-time verification authenticates it)',
  'POST /member-api/api/v1/recovery/password/check':
    'password reset, check step (its verification authenticates it)',
  'POST /member-api/api/v1/recovery/password': 'password reset (its one-time verification authenticates it)',
  'POST /partner-api/partner/v3/reg': 'sign-up',
  'GET /partner-api/partner/v3/referrer/:hunterNo':
    'a referral link opened before sign-up (says only whether it is a partner)',
  'POST /partner-api/partner/inquiry': 'partnership inquiry from /enter',
  'POST /partner-api/partner/identity/request':
    'identity verification (authenticates itself for a phone change)',
  'GET /partner-api/partner/identity/return': "the verification window's return",
  'POST /partner-api/partner/identity/return': "the verification window's return",
  'GET /partner-api/partner/identity/result': 'the verification result, by its one-time token',
  'POST /partner-api/payments/card/return': "the payment window's return (signature and ledger decide)",
  'POST /payments/nicepay/webhook': "the gateway's events (signature and amount decide)",
  'GET /plan-api/list': 'the plan catalogue',
  'GET /plan-api/ad/availability': 'top-exposure slots of a district',
  'GET /plan-api/ad/districts': 'top-exposure slots of a 시/도',
  'GET /plan-api/interest-free': "the card companies' interest-free instalment events (the popup)",
  'GET /service-api/terms/signup': 'sign-up terms',
  'GET /service-api/terms/document/:type': 'a terms document',
  'GET /service-api/terms/upcoming':
    'terms versions scheduled to take effect (the portal banner, before sign-in too)',
  'POST /staff-api/login': 'staff sign-in, password step',
  'POST /staff-api/login/code': 'staff sign-in, code step (its challenge authenticates it)',
  'GET /staff-api/enrolment': 'staff enrolment page (its one-time token authenticates it)',
  'POST /staff-api/enrolment': 'staff enrolment (its one-time token authenticates it)',
  'GET /partner-api/partner/v3/faq/list/:categoryNo/0/0': 'the FAQ, shown on /enter to visitors',
  'GET /service-api/v5/notice/emergency': 'the emergency notice (spec §7: unauthenticated service)',
  'GET /service-api/event/list/:page/:size/:type': 'events (spec §7: unauthenticated service)',
  'GET /service-api/event/detail/:eventNo': 'one event (spec §7: unauthenticated service)',
  'GET /service-api/inspection/status': 'service inspection status (guard step 1, before sign-in too)',
  'GET /uploads/*': 'uploaded images (content-addressed keys)',
  'POST /service-api/internal/estimates': "the marketplace's leads (its service token authenticates it)",
  'GET /quote-api/:token': "a customer's quote (its signed, expiring token authenticates it)",
  'GET /quote-api/:token/pdf': "a customer's quote as a PDF (its signed, expiring token authenticates it)",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routeKey = (route: { method: string | string[]; url: string }) =>
  `${[route.method].flat().join(',')} ${route.url}`;
/** The sandboxes (mounted only without real provider keys) and the API document are public by nature. */
const exempt = (url: string) =>
  url.startsWith('/pg-sandbox') ||
  url.startsWith('/identity-sandbox') ||
  url.startsWith('/notification-sandbox') ||
  url.startsWith(DOCS_PATHS.viewer) ||
  url === DOCS_PATHS.document;
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x');

describe('route scopes', () => {
  const routes = () => t.app.registeredRoutes().filter((r) => r.method !== 'HEAD' && !exempt(r.url));

  it('puts every route that is not public behind a scope', () => {
    const unscoped = routes()
      .filter((r) => r.auth === 'public')
      .map(routeKey)
      .filter((key) => !(key in PUBLIC_ROUTES) && !key.endsWith(' /*'));
    expect(unscoped).toEqual([]);
  });

  it('lists no public route that does not exist or that sits in a scope', () => {
    const publicKeys = new Set(
      routes()
        .filter((r) => r.auth === 'public')
        .map(routeKey),
    );
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !publicKeys.has(key))).toEqual([]);
  });

  it('answers 401 without a token on every scoped route, before reading the request', async () => {
    const scoped = routes().filter((r) => r.auth !== 'public');
    expect(scoped.length).toBeGreaterThan(25);
    for (const route of scoped) {
      const response = await t.app.inject({
        method: [route.method].flat()[0] as 'GET',
        url: concrete(route.url),
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, routeKey(route)).toBe(401);
      expect(response.json(), routeKey(route)).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('refuses a partner token on staff routes and finds no partner behind a staff-only member', async () => {
    const { accessToken: token } = await newPartner(t.app);
    const staffRoutes = routes().filter((r) => r.auth === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) {
      const response = await t.app.inject({
        method: [route.method].flat()[0] as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, routeKey(route)).toBe(403);
    }
  });
});
