import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control: no-store', () => {
  it('is on every answer that carries credentials or a signed-in partner’s data', async () => {
    const p = await newPartner(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      payload: { username: p.memberId, password: p.payload.password },
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/refreshToken',
      query: { refreshToken: login.json().context.refresh_token },
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: p.auth });
    const answers = {
      login,
      refresh,
      userDetail: await get('/member-api/authapi/v1/user/detail'),
      myPartner: await get('/partner-api/authapi/partner/mypartner'),
      profile: await get(`/partner-api/api/partner/${p.partnerId}/info`),
      orders: await get('/partner-api/authapi/partner/order/list'),
      refusedWithoutToken: await t.app.inject({
        method: 'GET',
        url: '/partner-api/authapi/partner/mypartner',
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBeLessThan(500);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
    expect(login.json().code).toBe(0);
    expect(refresh.json().code).toBe(0);
  });

  it('leaves a route its own caching (the public upload images)', async () => {
    await t.app.context.storage.put('logos/1/abc.webp', Buffer.from('image'));
    const image = await t.app.inject({ method: 'GET', url: '/uploads/logos/1/abc.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
