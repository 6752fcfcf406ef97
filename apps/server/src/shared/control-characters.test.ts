import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/images.js';
import {
  createTestApp,
  newPartner,
  postSignUp,
  signUpPayload,
  verifiedForSignUp,
  type TestApp,
} from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { code: 40000, message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.' };

describe('control characters in any text field', () => {
  it('refuse a login with NUL in the id or the query-string password with a 400 naming the field', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      payload: { username: 'demo\u0000partner', password: 'Demo2024!pass' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ ...REFUSED, errors: [{ path: 'username' }] });

    const query = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      query: { username: 'demo_partner', password: 'Demo2024!\u0007' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ errors: [{ path: 'password' }] });
  });

  it('refuse a sign-up with NUL in the company name, creating no account', async () => {
    const verified = await verifiedForSignUp(t.app);
    const payload = {
      ...signUpPayload({ partner_name: '바른\u0000인테리어' }),
      identity_token: verified.token,
    };
    const response = await postSignUp(t.app, payload, verified.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...REFUSED, errors: [{ path: 'partner_name' }] });

    const login = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      payload: { username: payload.account, password: payload.password },
    });
    expect(login.json().code).not.toBe(0);
  });

  it('refuse a profile change with NUL in a multipart field and leave the profile as it was', async () => {
    const p = await newPartner(t.app);
    const url = `/partner-api/api/partner/${p.partnerId}/info`;
    const before = (await t.app.inject({ method: 'GET', url, headers: p.auth })).json();
    const form = await multipart({
      section: 'biz',
      partner_name: '한결\u0000인테리어',
      address_detail: '4층',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...p.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...REFUSED, errors: [{ path: 'partner_name' }] });
    expect((await t.app.inject({ method: 'GET', url, headers: p.auth })).json()).toEqual(before);
  });
});
