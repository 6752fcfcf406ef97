/**
 * The bank-transfer account setting: admins only read and replace it (Korean validation, audited with
 * before and after); partners read it, and a transfer order's instructions and the popups' `{입금계좌}`
 * show the new account at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { seedDemoPopups } from '../../seed/demo-popups.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-26T01:00:00Z');
  await addStaff(t, 'settings_admin', ['admin']);
  await addStaff(t, 'settings_ops', ['operations', 'content']);
});
afterAll(() => t.close());

const STAFF_URL = '/staff-api/settings/bank-account';
const PARTNER_URL = '/partner-api/authapi/partner/bank-account';
const seeded = {
  bank_name: 'KB국민은행',
  account_number: '469801-01-284731',
  account_holder: '주식회사 리모델링마켓',
};
const moved = {
  bank_name: '신한은행',
  account_number: '140-013-552901',
  account_holder: '주식회사 리모델링마켓',
};

describe('bank-transfer account setting', () => {
  it('is the admins’: operations staff, partners and anonymous callers are refused', async () => {
    const p = await newPartner(t.app);
    const ops = await staffHeaders(t, 'settings_ops');
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? moved : undefined;
      expect((await t.app.inject({ method, url: STAFF_URL, payload })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url: STAFF_URL, headers: ops, payload })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url: STAFF_URL, headers: p.auth, payload })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: PARTNER_URL })).statusCode).toBe(401);
  });

  it('is replaced by an admin (audited), and every transfer screen and popup reads the new one', async () => {
    const admin = await staffHeaders(t, 'settings_admin');
    const p = await newPartner(t.app);
    const partnerView = async () =>
      (await t.app.inject({ method: 'GET', url: PARTNER_URL, headers: p.auth })).json().data;
    expect((await t.app.inject({ method: 'GET', url: STAFF_URL, headers: admin })).json().data).toEqual(
      seeded,
    );
    expect(await partnerView()).toEqual(seeded);
    const order = await placeOrder(t.app, p, 'bank_transfer');
    expect(order.bank_transfer).toMatchObject(seeded);

    const bad = await t.app.inject({
      method: 'PUT',
      url: STAFF_URL,
      headers: admin,
      payload: { ...moved, account_number: '계좌 없음' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([
      { path: 'account_number', message: '계좌번호는 숫자와 하이픈(-)으로 입력해주세요.' },
    ]);

    const put = await t.app.inject({ method: 'PUT', url: STAFF_URL, headers: admin, payload: moved });
    expect(put.statusCode, put.body).toBe(200);
    expect(await partnerView()).toEqual(moved);
    const again = await t.app.inject({
      method: 'GET',
      url: `/partner-api/authapi/partner/order/get?orderNo=${order.order_no}`,
      headers: p.auth,
    });
    expect(again.json().data.bank_transfer).toMatchObject(moved);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting_bank_account'), eq(auditLog.targetId, 'bank_account')));
    expect(entry).toMatchObject({ actorLabel: 'settings_admin', before: seeded, after: moved });

    // The demo popup on the payment page writes {입금계좌}: the partner reads the account set now.
    await seedDemoPopups(t.database.db, t.clock, t.app.context.storage);
    const popups = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/popups?placement=payment',
      headers: p.auth,
    });
    const transfer = popups
      .json()
      .data.find((popup: { title: string }) => popup.title === '계좌이체 결제 안내');
    expect(transfer.body).toContain('신한은행 140-013-552901 (주식회사 리모델링마켓)');
    expect(transfer.body).not.toContain('{입금계좌}');
  });
});
