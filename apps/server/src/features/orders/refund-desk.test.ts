import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { payCardWindow, TEST_CARDS } from '../../test-support/payment-window.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';
import { refundDueOn } from './refund-desk.js';

let t: TestApp;
let staffAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_refunds', ['operations'], 'Staff!2026pw');
});
afterAll(() => t.close());
/** Moves the clock; staff sign in again (their token would have expired). */
const at = async (iso: string) => {
  t.clock.set(iso);
  staffAuth = await staffHeaders(t, 'staff_refunds');
};
beforeEach(() => at('2026-11-02T01:00:00Z'));

type Partner = Awaited<ReturnType<typeof newPartner>>;
const staffPost = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/staff-api${path}`, headers: staffAuth, payload });
const desk = async (filter: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/staff-api/refunds?filter=${filter}`, headers: staffAuth })
  ).json().data as { refund_id: number; order_no: string; due_on: string; due_state: string }[];
const partnerView = async (p: Partner, orderNo: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/partner-api/authapi/partner/order/get?orderNo=${orderNo}`,
      headers: p.auth,
    })
  ).json().data;
/** The order's row in the partner's payment history (the list, not the detail). */
const historyRow = async (p: Partner, orderNo: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: '/partner-api/authapi/partner/order/list?size=50',
        headers: p.auth,
      })
    ).json().data.items as { order_no: string; refund_due_on?: string }[]
  ).find((row) => row.order_no === orderNo);

/** A bank transfer paid and then refunded by staff at the clock's time. */
async function refundedTransfer(p: Partner) {
  const order = await placeOrder(t.app, p, 'bank_transfer');
  await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
    amount_won: order.total_won,
    depositor: '한빛',
  });
  const refunded = await staffPost(`/orders/${order.order_no}/refund`, { reason: '계약 해지 환불' });
  expect(refunded.json(), refunded.body).toMatchObject({ return_code: 0 });
  return order;
}

describe('a refund is due 3 working days after it is requested (spec §9)', () => {
  it('skips the weekend and public holidays', () => {
    // Friday 27 Nov 2026 → Mon 30, Tue 1, Wed 2 Dec.
    expect(refundDueOn(new Date('2026-11-27T01:00:00Z'))).toBe('2026-12-02');
    // Tuesday 22 Dec → Wed 23, Thu 24, (Fri 25 성탄절, weekend), Mon 28.
    expect(refundDueOn(new Date('2026-12-22T01:00:00Z'))).toBe('2026-12-28');
    // Late on Friday in Seoul is already Friday: 23:30 Seoul = 14:30 UTC.
    expect(refundDueOn(new Date('2026-11-27T14:30:00Z'))).toBe('2026-12-02');
  });

  it("keeps a transfer's refund open with its due date until staff record it sent; due today, then late", async () => {
    await at('2026-12-22T01:00:00Z');
    const p = await newPartner(t.app);
    const order = await refundedTransfer(p);
    const row = (await desk('open')).find((r) => r.order_no === order.order_no)!;
    expect(row).toMatchObject({ due_on: '2026-12-28', due_state: 'open' });
    expect((await desk('urgent')).map((r) => r.order_no)).not.toContain(order.order_no);
    expect(await partnerView(p, order.order_no)).toMatchObject({
      status: 'refunded',
      refund_due_on: '2026-12-28',
    });
    expect(await historyRow(p, order.order_no)).toMatchObject({ refund_due_on: '2026-12-28' });
    // Told when the money is sent, not when the refund is recorded.
    expect(await queuedOf(t, 'refund.completed', { partnerId: p.partnerId })).toEqual([]);

    await at('2026-12-28T00:30:00Z');
    expect((await desk('urgent')).find((r) => r.order_no === order.order_no)?.due_state).toBe('due_today');
    await at('2026-12-29T00:30:00Z');
    expect((await desk('urgent')).find((r) => r.order_no === order.order_no)?.due_state).toBe('late');

    const settled = await staffPost(`/refunds/${row.refund_id}/settle`, { note: '국민은행 한빛 송금' });
    expect(settled.json().return_code).toBe(0);
    const told = await queuedOf(t, 'refund.completed', { partnerId: p.partnerId });
    expect(told.map((row) => row.payload)).toEqual([
      {
        요금제: order.goods_name,
        환불금액: `${order.total_won.toLocaleString('ko-KR')}원`,
        주문번호: order.order_no,
      },
    ]);
    expect((await desk('open')).map((r) => r.order_no)).not.toContain(order.order_no);
    expect((await desk('all')).find((r) => r.order_no === order.order_no)?.due_state).toBe('settled');
    const signedInAgain = await logIn(t.app, p.payload.account, p.payload.password);
    expect((await partnerView({ ...p, ...signedInAgain }, order.order_no)).refund_due_on).toBeUndefined();
    expect((await historyRow({ ...p, ...signedInAgain }, order.order_no))?.refund_due_on).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_settle'), eq(auditLog.targetId, order.order_no)));
    expect(entry?.after).toMatchObject({ late: true, note: '국민은행 한빛 송금' });

    const again = await staffPost(`/refunds/${row.refund_id}/settle`, { note: '두 번째 기록' });
    expect(again.json().return_code).toBe(1861);
    expect((await staffPost('/refunds/999999/settle', { note: '없는 환불' })).statusCode).toBe(404);
  });

  it("settles a card refund with the gateway's cancel; the partner sees no pending date", async () => {
    await at('2026-11-27T01:00:00Z');
    const p = await newPartner(t.app);
    const order = await placeOrder(t.app, p, 'card');
    await payCardWindow(t.app, order.card_window!, TEST_CARDS.approve);
    await staffPost(`/orders/${order.order_no}/refund`, {
      amount_won: 10_000,
      reason: '이용 불가 기간 환불',
    });
    expect((await desk('all')).find((r) => r.order_no === order.order_no)).toMatchObject({
      due_on: '2026-12-02',
      due_state: 'settled',
    });
    expect((await partnerView(p, order.order_no)).refund_due_on).toBeUndefined();
  });

  it('refuses an unknown filter with a Korean message, not a 500', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/staff-api/refunds?filter=soon',
      headers: staffAuth,
    });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).toContain('목록 조건을 확인해주세요.');
  });
});
