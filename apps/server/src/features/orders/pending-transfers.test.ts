import { DEPOSIT_HOLD_HOURS } from '@partner-portal/contract/orders-constants';
import { MAX_PENDING_TRANSFERS } from '@partner-portal/contract/orders-api';
import type { StaffSlotHold } from '@partner-portal/contract/staff-api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adSlotHolds, orders } from '../../db/tables/orders.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from '../../test-support/test-app.js';
import { expireUnpaidTransfers } from './pending-transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_holds', ['operations']);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-02T01:00:00Z'));

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
let keySeq = 0;
const ad = (productKey: string, sido: string, sigungu: string) => ({
  product_key: productKey,
  region: { sido, sigungu },
});
const place = (p: Partner, items: object[], method = 'bank_transfer') =>
  t.app
    .inject({
      method: 'POST',
      url: `${P}/order/create`,
      headers: { ...p.auth, 'idempotency-key': `pending-${Date.now()}-${(keySeq += 1)}` },
      payload: { items, method, consent: PAYMENT_CONSENT },
    })
    .then((r) => r.json());
const status = (p: Partner, orderNo: string) =>
  t.app
    .inject({ method: 'GET', url: `${P}/order/get?orderNo=${orderNo}`, headers: p.auth })
    .then((r) => r.json().data as { status: string; failure_message: string | null });
const holdsOf = async (orderNo: string) =>
  (await t.database.db.select({ n: count() }).from(adSlotHolds).where(eq(adSlotHolds.orderNo, orderNo)))[0]!
    .n;
const premiumLeft = async (sido: string, sigungu: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/plan-api/ad/availability?sido=${encodeURIComponent(sido)}&sigungu=${encodeURIComponent(sigungu)}`,
    })
  )
    .json()
    .data.products.find((x: { ad_code: string }) => x.ad_code === 'ZPP001').remaining as number;

describe('bank transfers awaiting their deposit', () => {
  it(`hold the order's slots for ${DEPOSIT_HOLD_HOURS} hours, the deadline the partner is shown`, async () => {
    const p = await newPartner(t.app);
    const created = (await place(p, [ad('AD_PREMIUM_1M', '광주광역시', '북구')])).data;
    expect(created.bank_transfer.deposit_deadline).toBe('2026-11-03T01:00:00.000Z');
    const [held] = await t.database.db
      .select({ expiresAt: adSlotHolds.expiresAt })
      .from(adSlotHolds)
      .where(eq(adSlotHolds.orderNo, created.order_no));
    expect(held!.expiresAt!.toISOString()).toBe('2026-11-03T01:00:00.000Z');
  });

  it('replace the older pending order for the same plan and region, whose slot the new one takes', async () => {
    const p = await newPartner(t.app);
    const premium = ad('AD_PREMIUM_1M', '서울특별시', '강남구');
    const first = (await place(p, [premium, { product_key: 'PARTIAL_MONTHLY' }])).data;
    expect(await premiumLeft('서울특별시', '강남구')).toBe(0);
    const other = (await place(p, [ad('AD_PREMIUM_1M', '서울특별시', '서초구')])).data;

    // The district has one premium slot, held by the first order: without the replacement this is sold out.
    const second = await place(p, [premium]);
    expect(second.return_code).toBe(0);
    expect(second.data.status).toBe('awaiting_deposit');
    expect(await status(p, first.order_no)).toMatchObject({
      status: 'cancelled',
      failure_message: `같은 요금제를 새로 주문(${second.data.order_no})하여 취소되었습니다.`,
    });
    expect(await holdsOf(first.order_no)).toBe(0);
    // A month from 2 November: a slot in November and one in December.
    expect(await holdsOf(second.data.order_no)).toBe(2);
    expect(await premiumLeft('서울특별시', '강남구')).toBe(0);
    // Another region of the same plan is another order's business.
    expect((await status(p, other.order_no)).status).toBe('awaiting_deposit');
  });

  it(`refuse a partner's ${MAX_PENDING_TRANSFERS + 1}th pending order in Korean, creating nothing; a replacement still goes`, async () => {
    const p = await newPartner(t.app);
    const placed = [];
    for (const sigungu of ['중구', '동구', '서구'])
      placed.push((await place(p, [ad('AD_STANDARD_1M', '대구광역시', sigungu)])).data.order_no as string);
    const before = (
      await t.database.db.select({ n: count() }).from(orders).where(eq(orders.partnerId, p.partnerId))
    )[0]!.n;

    const refused = await place(p, [ad('AD_STANDARD_1M', '대구광역시', '남구')]);
    expect(refused.return_code).toBe(1209);
    // Oldest first; the test clock places all three in the same instant, so by number.
    expect(refused.return_message).toBe(
      `입금을 기다리는 무통장입금 주문이 이미 3건 있습니다 (${[...placed].sort().join(', ')}). 먼저 입금하시거나 카드로 결제해주세요.`,
    );
    const after = (
      await t.database.db.select({ n: count() }).from(orders).where(eq(orders.partnerId, p.partnerId))
    )[0]!.n;
    expect(after).toBe(before);

    // A card order is not held back, and the same plan and region again replaces one of the three.
    expect((await place(p, [ad('AD_STANDARD_1M', '대구광역시', '남구')], 'card')).return_code).toBe(0);
    expect((await place(p, [ad('AD_STANDARD_1M', '대구광역시', '서구')])).return_code).toBe(0);
    expect((await status(p, placed[2]!)).status).toBe('cancelled');
  });

  it('leave only one of two parallel orders for the same plan and region pending', async () => {
    const p = await newPartner(t.app);
    // Five standard slots: both orders could hold one; only the lock on the partner keeps them to one.
    const standard = [ad('AD_STANDARD_1M', '울산광역시', '남구')];
    const results = await Promise.all([place(p, standard), place(p, standard)]);
    expect(results.map((r) => r.return_code)).toEqual([0, 0]);
    const statuses = await Promise.all(results.map((r) => status(p, r.data.order_no)));
    expect(statuses.map((s) => s.status).sort()).toEqual(['awaiting_deposit', 'cancelled']);
    const holds = await Promise.all(results.map((r) => holdsOf(r.data.order_no)));
    expect(holds.sort()).toEqual([0, 2]);
  });

  it('apply to a card order switched to transfer, whose deadline still counts from the order', async () => {
    const p = await newPartner(t.app);
    const premium = ad('AD_PREMIUM_1M', '세종특별자치시', '세종특별자치시');
    const transfer = (await place(p, [premium])).data;
    t.clock.advance(20 * 60_000);
    // The slot is the transfer's; a card order for another plan switched to transfer then replaces nothing.
    const card = (await place(p, [{ product_key: 'PARTIAL_MONTHLY' }], 'card')).data;
    const switched = await t.app.inject({
      method: 'POST',
      url: `${P}/order/update?orderNo=${card.order_no}&method=bank_transfer`,
      headers: p.auth,
    });
    expect(switched.json().data.bank_transfer.deposit_deadline).toBe('2026-11-03T01:20:00.000Z');
    expect((await status(p, transfer.order_no)).status).toBe('awaiting_deposit');

    // Back to card and to transfer again: the deadline does not move.
    const update = (method: string) =>
      t.app
        .inject({
          method: 'POST',
          url: `${P}/order/update?orderNo=${card.order_no}&method=${method}`,
          headers: p.auth,
        })
        .then((r) => r.json().data);
    await update('card');
    t.clock.advance(20 * 60_000);
    expect((await update('bank_transfer')).bank_transfer.deposit_deadline).toBe('2026-11-03T01:20:00.000Z');
  });

  it('expire after the deadline and give their slots back', async () => {
    const [a, b] = await Promise.all([newPartner(t.app), newPartner(t.app)]);
    const premium = [ad('AD_PREMIUM_1M', '경기도', '수원시')];
    const held = (await place(a, premium)).data;
    expect((await place(b, premium)).return_code).toBe(1205);

    t.clock.advance(DEPOSIT_HOLD_HOURS * 3_600_000 - 60_000);
    expect(await expireUnpaidTransfers({ db: t.database.db, clock: t.clock })).toEqual({ expired: 0 });
    t.clock.advance(2 * 60_000);
    expect((await expireUnpaidTransfers({ db: t.database.db, clock: t.clock })).expired).toBeGreaterThan(0);
    const [expired] = await t.database.db
      .select({ status: orders.status, message: orders.failureMessage })
      .from(orders)
      .where(eq(orders.orderNo, held.order_no));
    expect(expired).toEqual({
      status: 'expired',
      message: '입금 기한이 지나 주문이 만료되었습니다. 다시 주문해주세요.',
    });
    expect(await holdsOf(held.order_no)).toBe(0);
    expect(await premiumLeft('경기도', '수원시')).toBe(1);
    // The day's sessions are over: a partner signing in now gets the slot.
    expect((await place(await newPartner(t.app), premium)).return_code).toBe(0);
  });

  it('tell staff once of each transfer that expired unpaid, and not before its deadline', async () => {
    const p = await newPartner(t.app, { partner_name: '입금지연인테리어' });
    const waiting = (await place(p, [{ product_key: 'MONTHLY_BASIC' }])).data;
    const told = () =>
      queuedOf(t, 'staff.deposit_overdue', { keyPrefix: `staff.deposit_overdue:${waiting.order_no}` });
    t.clock.advance(DEPOSIT_HOLD_HOURS * 3_600_000 - 60_000);
    await expireUnpaidTransfers({ db: t.database.db, clock: t.clock });
    expect(await told()).toEqual([]);
    t.clock.advance(2 * 60_000);
    await expireUnpaidTransfers({ db: t.database.db, clock: t.clock });
    await expireUnpaidTransfers({ db: t.database.db, clock: t.clock });
    const rows = await told();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      audience: 'staff',
      partnerId: null,
      link: '/staff/orders',
      payload: { 파트너: '입금지연인테리어', 주문번호: waiting.order_no, 금액: '539,000원' },
    });
  });
});

describe('staff: slots held for deposits', () => {
  it('lists who holds which slots, where, for which months, since and until when', async () => {
    const p = await newPartner(t.app, { partner_name: '한결인테리어' });
    const order = (
      await place(p, [ad('AD_PREMIUM_3M', '강원특별자치도', '춘천시'), { product_key: 'PARTIAL_MONTHLY' }])
    ).data;
    const list = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/staff-api/orders/slot-holds',
        headers: await staffHeaders(t, 'staff_holds'),
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as StaffSlotHold[]).filter((row) => row.partner_id === p.partnerId);
    };
    expect(await list()).toEqual([
      {
        order_no: order.order_no,
        partner_id: p.partnerId,
        partner_name: '한결인테리어',
        product_name: '상단노출 프리미엄 3개월',
        pool: 'premium',
        region: { sido: '강원특별자치도', sigungu: '춘천시' },
        months: ['2026-11', '2026-12', '2027-01', '2027-02'],
        held_since: '2026-11-02T01:00:00.000Z',
        held_until: '2026-11-03T01:00:00.000Z',
      },
    ]);
    // Partners have no access; once the deadline passes the slots are no longer listed.
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff-api/orders/slot-holds', headers: p.auth }))
        .statusCode,
    ).toBe(403);
    t.clock.advance(DEPOSIT_HOLD_HOURS * 3_600_000 + 1);
    expect(await list()).toEqual([]);
  });
});
