import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, type TestApp } from '../test-support/test-app.js';
import { addStaff, staffHeaders } from '../test-support/staff.js';
import { JSON_TOO_DEEP_MESSAGE } from './json-body.js';

const LOGIN = '/member-api/api/v1/ceologin';
const SANDBOX_COMPLETE = '/identity-sandbox/complete';
const JSON_BODY = { 'content-type': 'application/json' };

let t: TestApp;
let partner: Awaited<ReturnType<typeof newPartner>>;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  partner = await newPartner(t.app);
  await addStaff(t, 'malformed_staff', ['operations', 'content', 'admin']);
  staff = await staffHeaders(t, 'malformed_staff');
});
afterAll(() => t.close());

/** A 4xx with the usual error envelope: a numeric code and a Korean message, never a 500. */
function expectClientError(response: { statusCode: number; json(): unknown }, status = 400) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: number; message: string; errors?: unknown };
  expect(body.code).toBe(status * 100);
  expect(body.message).toMatch(/[가-힣]/);
  return body;
}

describe('malformed input answers 4xx, never 500', () => {
  it('refuses a multipart upload without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/case-photos',
      headers: { ...partner.auth, 'content-type': 'multipart/form-data' },
      payload: 'photos=1',
    });
    expect(expectClientError(response).message).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('refuses an impossible calendar date in the payment history in Korean', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/order/list?from=2024-99-99',
      headers: partner.auth,
    });
    expect(expectClientError(response).message).toBe('날짜를 확인해주세요.');
  });

  it('refuses a JSON body nested 5,000 deep on every route, and an empty identity-sandbox completion', async () => {
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const calls = [
      { method: 'POST', url: LOGIN, headers: JSON_BODY },
      // The profile save turns its fields back into text: 5,000 levels overflowed the stack there (a 500).
      {
        method: 'PUT',
        url: `/partner-api/api/partner/${partner.partnerId}/info`,
        headers: { ...JSON_BODY, ...partner.auth },
      },
      { method: 'POST', url: '/staff-api/content/events', headers: { ...JSON_BODY, ...staff } },
    ] as const;
    for (const call of calls) {
      const deep = await t.app.inject({ ...call, payload: nested });
      expect(expectClientError(deep).message).toBe(JSON_TOO_DEEP_MESSAGE);
    }
    const tooLarge = await t.app.inject({
      method: 'PUT',
      url: `/partner-api/api/partner/${partner.partnerId}/info`,
      headers: { ...JSON_BODY, ...partner.auth },
      payload: JSON.stringify({ section: 'biz', intro: 'a'.repeat(2_000_000) }),
    });
    expect(expectClientError(tooLarge, 413).message).toMatch(/[가-힣]/);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const sandbox = await t.app.inject({ method: 'POST', url: SANDBOX_COMPLETE, headers: form, payload: '' });
    expect(sandbox.statusCode).toBe(400);
  });
});

describe('ids, dates, paths and methods the server cannot serve answer 4xx in the envelope', () => {
  it('refuses an id beyond the database columns with a 400 and looks one within them up', async () => {
    // 2^31: PostgreSQL's integer columns stop one below; the database's "out of range" was a 500.
    const beyond = await t.app.inject({ method: 'GET', url: '/service-api/event/detail/2147483648' });
    expect(expectClientError(beyond).message).toBe('번호가 올바르지 않습니다.');
    const largest = await t.app.inject({ method: 'GET', url: '/service-api/event/detail/2147483647' });
    expect(largest.statusCode).toBe(404);
    const staffPartner = await t.app.inject({
      method: 'GET',
      url: '/staff-api/partners/2147483648',
      headers: staff,
    });
    expectClientError(staffPartner);
    const bodyId = await t.app.inject({
      method: 'PATCH',
      url: '/partner-api/authapi/periodic/payment/card',
      headers: partner.auth,
      payload: { card_id: 2147483648 },
    });
    expectClientError(bodyId);
  });

  it('refuses an amount past the integer columns that hold it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/staff-api/plans/MONTHLY_STANDARD/price-change',
      headers: staff,
      payload: { new_price_won: 3_000_000_000, effective_from: '2026-12-01' },
    });
    expect(expectClientError(response).errors).toEqual([
      { path: 'new_price_won', message: '새 가격은 2,147,483,647원 이하입니다.' },
    ]);
  });

  it('refuses impossible calendar dates in Korean on the staff searches and the content writes', async () => {
    for (const day of ['2026-13-01', '2026-02-30']) {
      for (const url of [
        `/staff-api/orders/search?from=${day}`,
        `/staff-api/analytics/click-counts?from=${day}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: staff });
        expect(expectClientError(response).errors).toEqual([
          { path: 'from', message: expect.stringMatching(/날짜/) },
        ]);
      }
      for (const url of ['/staff-api/content/events', '/staff-api/content/promotions']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: staff,
          payload: { title: '행사', image_url: '/uploads/a.png', start_date: day, end_date: '2026-12-31' },
        });
        expect(expectClientError(response).message).toBe('날짜를 확인해주세요.');
      }
    }
  });

  it('answers a path segment over the router limit with a 414 in the envelope, the path not echoed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/service-api/event/detail/${'1'.repeat(120)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 41400, message: '요청 주소가 너무 깁니다.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const undecodable = await t.app.inject({ method: 'GET', url: '/service-api/event/detail/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ code: 40000, message: '요청 주소가 올바르지 않습니다.' });
  });

  it('answers a method a known path does not serve with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/plan-api/list' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ code: 40500, message: '허용되지 않은 요청 방식입니다.' });
    const withId = await t.app.inject({
      method: 'PATCH',
      url: '/staff-api/content/events/7',
      headers: staff,
    });
    expect(withId.statusCode).toBe(405);
    expect(withId.headers.allow).toBe('DELETE, PUT');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/plan-api/nothing' });
    expect(unknown.statusCode).toBe(404);
  });
});
