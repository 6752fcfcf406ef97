import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStaff } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const STAFF = { member_id: 'staff_kim', password: 'Staff!2026pw' };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, STAFF.member_id, ['operations'], STAFF.password);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set('2026-11-02T01:00:00Z');
});

describe('staff sign-in', () => {
  it('lets a staff account in, and keeps partner and staff passwords to their own doors', async () => {
    const p = await newPartner(t.app);
    const partnerAtStaffDoor = await t.app.inject({
      method: 'POST',
      url: '/staff-api/login',
      payload: { member_id: p.payload.account, password: p.payload.password },
    });
    expect(partnerAtStaffDoor.statusCode).toBe(401);
    expect(partnerAtStaffDoor.json().message).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    await expect(logIn(t.app, STAFF.member_id, STAFF.password)).rejects.toThrow();
  });

  it('refuses a partner token on the staff API and answers without a token as unauthorized', async () => {
    const p = await newPartner(t.app);
    const asPartner = await t.app.inject({ method: 'GET', url: '/staff-api/orders', headers: p.auth });
    expect(asPartner.statusCode).toBe(403);
    expect(asPartner.json().message).toBe('이 기능을 사용할 권한이 없습니다.');
    expect((await t.app.inject({ method: 'GET', url: '/staff-api/orders' })).statusCode).toBe(401);
  });

  it('never writes the staff password to the log', () => {
    expect(t.logs()).not.toContain(STAFF.password);
  });
});
