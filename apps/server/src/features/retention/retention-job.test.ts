import { RETENTION_KINDS, type RetentionKindKey } from '@partner-portal/contract/retention-constants';
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/tables/analytics.js';
import { knownBrowsers, sessions } from '../../db/tables/auth.js';
import { identityRequests } from '../../db/tables/identity.js';
import { inquiries } from '../../db/tables/inquiries.js';
import { orders } from '../../db/tables/orders.js';
import { withdrawnAccounts } from '../../db/tables/retention.js';
import { auditLog } from '../../db/tables/staff.js';
import { createTestApp, logIn, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';
import { monthsBefore, runRetention } from './retention-job.js';

let t: TestApp;
let partner: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  partner = await newPartner(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const run = () => runRetention({ db: t.database.db, clock: t.clock });

/**
 * Made now, the row outlives its period by a day less than the period (kept), and is gone at the run
 * within 5 days after it ends (the job runs daily).
 */
async function expectDestroyedAfterPeriod(kind: RetentionKindKey, present: () => Promise<boolean>) {
  const made = t.clock.now();
  const end = monthsBefore(made, -RETENTION_KINDS[kind].months);
  t.clock.set(new Date(end.getTime() - DAY));
  await run();
  expect(await present()).toBe(true);
  t.clock.set(new Date(end.getTime() + DAY));
  const counts = await run();
  expect(counts![kind]).toBeGreaterThanOrEqual(1);
  expect(await present()).toBe(false);
}

describe('daily destruction', () => {
  it('destroys click events after 2 years', async () => {
    const [row] = await t.database.db
      .insert(analyticsEvents)
      .values({
        memberNo: partner.memberNo,
        eventName: 'click',
        typeName: 'mall',
        typeCode: 'M',
        createdAt: t.clock.now(),
      })
      .returning();
    await expectDestroyedAfterPeriod(
      'clickEvents',
      async () =>
        (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, row!.id))).length >
        0,
    );
  });

  it('destroys identity requests after 3 months', async () => {
    const requestNo = `R${randomUUID()}`;
    await t.database.db.insert(identityRequests).values({
      requestNo,
      purpose: 'signup',
      bindingHash: 'hash',
      tokenVersionId: randomUUID(),
      keysEncrypted: 'sealed',
      name: '홍길동',
      mobile: '01012345678',
      di: 'DI-value',
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 1800_000),
    });
    await expectDestroyedAfterPeriod(
      'identityRequests',
      async () =>
        (await t.database.db.select().from(identityRequests).where(eq(identityRequests.requestNo, requestNo)))
          .length > 0,
    );
  });

  it('destroys partnership inquiries after 1 year', async () => {
    const [row] = await t.database.db
      .insert(inquiries)
      .values({
        companyName: '한빛인테리어',
        contactName: '김하늘',
        phoneNo: '01055556666',
        region: '서울',
        message: '제휴 문의',
        createdAt: t.clock.now(),
      })
      .returning();
    await expectDestroyedAfterPeriod(
      'inquiries',
      async () =>
        (await t.database.db.select().from(inquiries).where(eq(inquiries.inquiryNo, row!.inquiryNo))).length >
        0,
    );
  });

  it('destroys login records 3 months after their last use (통신비밀보호법)', async () => {
    const sessionId = randomUUID();
    const now = t.clock.now();
    await t.database.db.insert(sessions).values({
      sessionId,
      memberNo: partner.memberNo,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + 14 * DAY),
    });
    await t.database.db
      .insert(knownBrowsers)
      .values({ memberNo: partner.memberNo, browserHash: randomUUID(), firstSeenAt: now, lastSeenAt: now });
    await expectDestroyedAfterPeriod(
      'loginRecords',
      async () =>
        (await t.database.db.select().from(sessions).where(eq(sessions.sessionId, sessionId))).length > 0,
    );
  });

  it('erases the card and approval details of payments after 5 years; the amount stays', async () => {
    const session = await logIn(t.app, partner.payload.account, partner.payload.password);
    const order = await placeOrder(t.app, session, 'bank_transfer');
    await t.database.db
      .update(orders)
      .set({ status: 'paid', tid: 'T123', cardNum: '1234****', approveNo: 'A1', receiptUrl: 'https://r' })
      .where(eq(orders.orderNo, order.order_no));
    const detailsOf = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.orderNo, order.order_no)))[0]!;
    await expectDestroyedAfterPeriod('paymentRecords', async () => (await detailsOf()).tid !== null);
    expect(await detailsOf()).toMatchObject({
      cardNum: null,
      approveNo: null,
      receiptUrl: null,
      totalWon: order.total_won,
    });
  });

  it("forgets a withdrawn account's hashes after 5 years", async () => {
    const [row] = await t.database.db
      .insert(withdrawnAccounts)
      .values({
        memberNo: partner.memberNo,
        partnerId: partner.partnerId,
        identityHash: 'h-di',
        bizNoHash: 'h-biz',
        withdrawnAt: t.clock.now(),
      })
      .returning();
    await expectDestroyedAfterPeriod(
      'withdrawnAccounts',
      async () =>
        (
          await t.database.db
            .select()
            .from(withdrawnAccounts)
            .where(eq(withdrawnAccounts.withdrawalNo, row!.withdrawalNo))
        ).length > 0,
    );
  });

  it('runs once a day across instances and audits the counts, not the contents', async () => {
    t.clock.advance(DAY);
    const [first, second] = await Promise.all([run(), run()]);
    expect([first, second].filter((counts) => counts !== undefined)).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.destroy')))
      .orderBy(desc(auditLog.auditId))
      .limit(1);
    expect(Object.keys(entry!.after as object).sort()).toEqual(Object.keys(RETENTION_KINDS).sort());
    expect(Object.values(entry!.after as object).every((n) => typeof n === 'number')).toBe(true);
  });
});
