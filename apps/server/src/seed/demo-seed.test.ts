import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, type TestApp } from '../test-support/test-app.js';
import { DEMO_ACCOUNT, seedDemo } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the demo partner once, with a complete profile, a logo and an assigned manager', async () => {
    const { storage, cipher } = t.app.context;
    expect(await seedDemo(t.database.db, t.clock, storage, cipher)).toBe(true);
    expect(await seedDemo(t.database.db, t.clock, storage, cipher)).toBe(false);
    const demo = await logIn(t.app, DEMO_ACCOUNT.memberId, DEMO_ACCOUNT.password);
    const partner = (await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: demo.auth })).json().data;
    expect(partner).toMatchObject({ partner_name: '한결인테리어', ceo_name: '최민준', manager_name: '박지훈', need_agree_terms_list: [] });
    expect(partner.partnerRequiredInfoList.filter((i: { completed: boolean }) => !i.completed).map((i: { code: string }) => i.code)).toEqual(['rate-plan']);
    const logo = await t.app.inject({ method: 'GET', url: partner.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
  });
});
