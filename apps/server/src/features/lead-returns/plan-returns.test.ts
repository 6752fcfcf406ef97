import { LEAD_STATUSES, type LeadStatus } from '@partner-portal/contract/leads-constants';
import { planReturnsSchema, type PlanReturnRow } from '@partner-portal/contract/leads-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimates, quotes } from '../../db/tables/estimates.js';
import { orderLines, orders } from '../../db/tables/orders.js';
import { insertLead } from '../../test-support/leads.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
const NOW = '2026-11-02T01:00:00Z';
const URL = '/partner-api/authapi/leads/returns';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

let orderSeq = 0;
/** A paid order of `lines` (product, amount with VAT, months), paid at `paidAt` (KST wall clock). */
async function paidOrder(
  partnerId: number,
  paidAt: string,
  lines: [product: string, won: number, months: number][],
  {
    status = 'paid',
    refundedWon = 0,
  }: { status?: 'paid' | 'refunded' | 'failed' | 'awaiting_deposit'; refundedWon?: number } = {},
) {
  const orderNo = `R${Date.now()}${(orderSeq += 1)}`;
  const total = lines.reduce((sum, [, won]) => sum + won, 0);
  const at = new Date(paidAt);
  await t.database.db.insert(orders).values({
    orderNo,
    partnerId,
    status,
    method: 'card',
    goodsName: '요금제',
    supplyWon: Math.round(total / 1.1),
    vatWon: total - Math.round(total / 1.1),
    totalWon: total,
    refundedWon,
    idempotencyKey: orderNo,
    requestHash: 'test',
    createdAt: at,
    paidAt: status === 'paid' || status === 'refunded' ? at : null,
    expiresAt: at,
  });
  await t.database.db.insert(orderLines).values(
    lines.map(([productKey, won, periodMonths]) => ({
      orderNo,
      productKey,
      name: productKey,
      periodMonths,
      supplyWon: Math.round(won / 1.1),
      vatWon: won - Math.round(won / 1.1),
    })),
  );
}

const quoteFor = (partnerId: number, leadNo: number, version = 1) =>
  t.database.db.insert(quotes).values({
    partnerId,
    estimateNo: leadNo,
    version,
    labourWon: 0,
    materialWon: 0,
    supplyWon: 0,
    vatWon: 0,
    totalWon: 0,
    validUntil: '2026-12-31',
    paymentSchedule: [],
    sentAt: t.clock.now(),
  });

const returnsOf = async (p: Partner, months = 3) => {
  const response = await t.app.inject({ method: 'GET', url: `${URL}?months=${months}`, headers: p.auth });
  expect(response.statusCode, response.body).toBe(200);
  return planReturnsSchema.parse(response.json().data);
};
const rowOf = (rows: PlanReturnRow[], month: string, product: string) =>
  rows.find((r) => r.month === month && r.product_key === product);

describe('plan returns', () => {
  it('counts leads by plan and Seoul month and spreads what each plan cost over the months it covers', async () => {
    const p = await newPartner(t.app);
    const stranger = await newPartner(t.app);
    const at = (iso: string) => new Date(iso);
    const quoted = await insertLead(t, p.partnerId, { receivedAt: at('2026-09-15T10:00:00+09:00') });
    await quoteFor(p.partnerId, quoted);
    await quoteFor(p.partnerId, quoted, 2); // two versions, one quoted lead
    // 00:30 on 1 October in Seoul is still 30 September in UTC: an October lead.
    await insertLead(t, p.partnerId, { receivedAt: at('2026-10-01T00:30:00+09:00'), status: 'contracted' });
    await insertLead(t, p.partnerId, {
      receivedAt: at('2026-10-20T10:00:00+09:00'),
      status: 'declined',
      acceptedAt: null,
    });
    // Accepted once, lost later: still accepted.
    await insertLead(t, p.partnerId, { receivedAt: at('2026-10-21T10:00:00+09:00'), status: 'lost' });
    await insertLead(t, p.partnerId, {
      receivedAt: at('2026-11-02T09:00:00+09:00'),
      productKey: 'AD_STANDARD_3M',
      status: 'new',
      acceptedAt: null,
    });
    await insertLead(t, p.partnerId, { receivedAt: at('2026-08-31T23:59:00+09:00') }); // before the window
    await insertLead(t, stranger.partnerId, { receivedAt: at('2026-10-02T10:00:00+09:00') });

    await paidOrder(p.partnerId, '2026-09-10T10:00:00+09:00', [['MONTHLY_STANDARD', 869_000, 1]]);
    // 110,000 over August, September and October: 36,668 + 36,666 + 36,666.
    await paidOrder(p.partnerId, '2026-08-20T10:00:00+09:00', [['AD_STANDARD_3M', 110_000, 3]]);
    // Two lines, 100,001 refunded: 933,999 shared 784,957 / 149,042 by the lines' amounts (the 1 won
    // rounding leaves on the first).
    await paidOrder(
      p.partnerId,
      '2026-10-05T10:00:00+09:00',
      [
        ['MONTHLY_STANDARD', 869_000, 1],
        ['AD_STANDARD_1M', 165_000, 1],
      ],
      { refundedWon: 100_001 },
    );
    await paidOrder(p.partnerId, '2026-10-06T10:00:00+09:00', [['MONTHLY_STANDARD', 869_000, 1]], {
      status: 'refunded',
      refundedWon: 869_000,
    });
    await paidOrder(p.partnerId, '2026-10-07T10:00:00+09:00', [['MONTHLY_LITE', 319_000, 1]], {
      status: 'failed',
    });
    await paidOrder(stranger.partnerId, '2026-10-07T10:00:00+09:00', [['MONTHLY_LITE', 319_000, 1]]);

    const { months, rows } = await returnsOf(p);
    expect(months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(new Set(rows.map((r) => r.product_key))).toEqual(
      new Set(['MONTHLY_STANDARD', 'AD_STANDARD_1M', 'AD_STANDARD_3M']),
    );
    // Months oldest first; each plan once a month.
    expect(rows.map((r) => r.month)).toEqual([...rows.map((r) => r.month)].sort());
    expect(rows).toHaveLength(9);

    expect(rowOf(rows, '2026-09', 'MONTHLY_STANDARD')).toMatchObject({
      plan_name: '스탠다드',
      leads: 1,
      accepted: 1,
      quoted: 1,
      contracts: 0,
      cost_won: 869_000,
      cost_per_lead_won: 869_000,
      cost_per_contract_won: null,
    });
    expect(rowOf(rows, '2026-10', 'MONTHLY_STANDARD')).toMatchObject({
      leads: 3,
      accepted: 2,
      quoted: 0,
      contracts: 1,
      cost_won: 784_957,
      cost_per_lead_won: Math.round(784_957 / 3),
      cost_per_contract_won: 784_957,
    });
    expect(rowOf(rows, '2026-10', 'AD_STANDARD_1M')).toMatchObject({
      leads: 0,
      cost_won: 149_042,
      cost_per_lead_won: null,
    });
    expect(rowOf(rows, '2026-09', 'AD_STANDARD_3M')).toMatchObject({ leads: 0, cost_won: 36_666 });
    expect(rowOf(rows, '2026-10', 'AD_STANDARD_3M')).toMatchObject({ leads: 0, cost_won: 36_666 });
    expect(rowOf(rows, '2026-11', 'AD_STANDARD_3M')).toMatchObject({ leads: 1, accepted: 0, cost_won: 0 });

    const wider = await returnsOf(p, 4);
    expect(rowOf(wider.rows, '2026-08', 'AD_STANDARD_3M')).toMatchObject({ cost_won: 36_668 });
    expect(rowOf(wider.rows, '2026-08', 'MONTHLY_STANDARD')).toMatchObject({ leads: 1 });
  });

  it('answers an empty table for a partner without leads or orders, and refuses a bad window', async () => {
    const p = await newPartner(t.app);
    expect(await returnsOf(p, 1)).toEqual({ months: ['2026-11'], rows: [] });
    const bad = await t.app.inject({ method: 'GET', url: `${URL}?months=13`, headers: p.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('plan returns, property: totals always equal the lead rows', () => {
  const PLANS = ['MONTHLY_STANDARD', 'MONTHLY_BASIC', 'AD_PREMIUM_3M', null] as const;
  const leadArbitrary = fc.record({
    plan: fc.constantFrom(...PLANS),
    // Minutes before now, over five months: some before the three-month window.
    minutesAgo: fc.integer({ min: 0, max: 150 * 24 * 60 }),
    status: fc.constantFrom(...LEAD_STATUSES),
    accepted: fc.boolean(),
    quotes: fc.integer({ min: 0, max: 2 }),
  });
  const orderArbitrary = fc.record({
    plan: fc.constantFrom('MONTHLY_STANDARD', 'MONTHLY_BASIC', 'AD_PREMIUM_3M'),
    // Paid within the window, for one month.
    minutesAgo: fc.integer({ min: 0, max: 55 * 24 * 60 }),
    won: fc.integer({ min: 1, max: 5_000_000 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('matches counts over the underlying rows for random lead histories', async () => {
    const p = await newPartner(t.app);
    const now = new Date(NOW).getTime();
    await fc.assert(
      fc.asyncProperty(
        fc.array(leadArbitrary, { maxLength: 20 }),
        fc.array(orderArbitrary, { maxLength: 4 }),
        async (leads, paid) => {
          await clearPartner(p.partnerId);
          const stored: {
            plan: string;
            month: string;
            status: LeadStatus;
            accepted: boolean;
            quoted: boolean;
          }[] = [];
          for (const lead of leads) {
            const receivedAt = new Date(now - lead.minutesAgo * 60_000);
            const leadNo = await insertLead(t, p.partnerId, {
              productKey: lead.plan,
              receivedAt,
              status: lead.status,
              acceptedAt: lead.accepted ? receivedAt : null,
            });
            for (let v = 1; v <= lead.quotes; v += 1) await quoteFor(p.partnerId, leadNo, v);
            stored.push({
              plan: lead.plan ?? '',
              month: seoulDate(receivedAt).slice(0, 7),
              status: lead.status,
              accepted: lead.accepted,
              quoted: lead.quotes > 0,
            });
          }
          const netByPlan = new Map<string, number>();
          for (const order of paid) {
            const refunded = Math.floor(order.won * order.refundedShare);
            netByPlan.set(order.plan, (netByPlan.get(order.plan) ?? 0) + order.won - refunded);
            const paidAt = new Date(now - order.minutesAgo * 60_000).toISOString();
            await paidOrder(p.partnerId, paidAt, [[order.plan, order.won, 1]], { refundedWon: refunded });
          }

          const { months, rows } = await returnsOf(p);
          const inWindow = stored.filter((lead) => months.includes(lead.month));
          const sum = (pick: (r: PlanReturnRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
          expect(sum((r) => r.leads)).toBe(inWindow.length);
          expect(sum((r) => r.accepted)).toBe(inWindow.filter((l) => l.accepted).length);
          expect(sum((r) => r.quoted)).toBe(inWindow.filter((l) => l.quoted).length);
          expect(sum((r) => r.contracts)).toBe(inWindow.filter((l) => l.status === 'contracted').length);
          for (const row of rows) {
            const cell = inWindow.filter((l) => l.plan === row.product_key && l.month === row.month);
            expect(row.leads).toBe(cell.length);
            expect(row.quoted).toBe(cell.filter((l) => l.quoted).length);
            expect(row.contracts).toBe(cell.filter((l) => l.status === 'contracted').length);
            expect(row.cost_per_lead_won).toBe(cell.length ? Math.round(row.cost_won / cell.length) : null);
          }
          // Orders paid in the window for one month: each plan's cost is what was paid for it, less refunds.
          const paidPlans = [...netByPlan].filter(([, won]) => won > 0);
          for (const [plan, won] of paidPlans) {
            expect(rows.filter((r) => r.product_key === plan).reduce((s, r) => s + r.cost_won, 0)).toBe(won);
          }
          expect(sum((r) => r.cost_won)).toBe(paidPlans.reduce((s, [, won]) => s + won, 0));
          // A row for every month of each plan with a lead or a cost; no other plan.
          const plans = new Set(rows.map((r) => r.product_key));
          expect(plans).toEqual(
            new Set([...inWindow.map((l) => l.plan), ...paidPlans.map(([plan]) => plan)]),
          );
          expect(rows).toHaveLength(plans.size * months.length);
        },
      ),
      { seed: 39, numRuns: 25 },
    );
  });
});

async function clearPartner(partnerId: number) {
  const { db } = t.database;
  const leadNos = db
    .select({ n: estimates.estimateNo })
    .from(estimates)
    .where(eq(estimates.partnerId, partnerId));
  await db.delete(quotes).where(inArray(quotes.estimateNo, leadNos));
  await db.delete(estimates).where(eq(estimates.partnerId, partnerId));
  const orderNos = db.select({ n: orders.orderNo }).from(orders).where(eq(orders.partnerId, partnerId));
  await db.delete(orderLines).where(inArray(orderLines.orderNo, orderNos));
  await db.delete(orders).where(eq(orders.partnerId, partnerId));
}
