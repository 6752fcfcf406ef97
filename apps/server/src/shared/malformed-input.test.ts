import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, type TestApp } from '../test-support/test-app.js';

const LOGIN = '/member-api/api/v1/ceologin';
const SANDBOX_COMPLETE = '/identity-sandbox/complete';
const JSON_BODY = { 'content-type': 'application/json' };

let t: TestApp;
let partner: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  partner = await newPartner(t.app);
});
afterAll(() => t.close());

/** A 4xx with the usual error envelope: a numeric code and a Korean message, never a 500. */
function expectClientError(response: { statusCode: number; json(): unknown }, status = 400) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: number; message: string };
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

  it('refuses a JSON body nested 5,000 deep, and an empty identity-sandbox completion', async () => {
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deep = await t.app.inject({ method: 'POST', url: LOGIN, headers: JSON_BODY, payload: nested });
    expect(expectClientError(deep).message).toBe('필수 입력 항목입니다.');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const sandbox = await t.app.inject({ method: 'POST', url: SANDBOX_COMPLETE, headers: form, payload: '' });
    expect(sandbox.statusCode).toBe(400);
  });
});
