/**
 * Orders and one-off card payments. The order (priced from the catalogue) and its first payment
 * attempt are committed before the gateway sees anything; the approval is claimed by exactly one
 * request, and the plan activates in the same transaction that records the approval.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RETURN_CODES, API_PREFIX } from '@partner-portal/contract/api-constants';
import {
  DEPOSIT_HOLD_HOURS,
  INSTALLMENT_MIN_WON,
  INSTALLMENT_MONTHS,
  ORDER_PATHS,
  PAYMENT_CONSENT_TYPES,
} from '@partner-portal/contract/orders-constants';
import type {
  OrderRequest,
  OrderUpdate,
  OrderView,
  PriceBreakdown,
  PriceLine,
} from '@partner-portal/contract/orders-api';
import { and, asc, eq, inArray, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { valuesByKey } from '../../db/values-table.js';
import { adSlotHolds, orderLines, orders } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import { recurringArrangements, subscriptions } from '../../db/tables/subscriptions.js';
import {
  billingAttemptsOf,
  claimAttempt,
  findWindowAttempt,
  openWindowAttempt,
  openWindowAttemptOf,
  recordAttempt,
  recordAttempts,
  retireWindowAttempt,
} from '../../platform/gateway/payment-attempts.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';
import {
  fitGoodsName,
  type GatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from '../../platform/gateway/payment-gateway.js';
import { isAdProduct, priceItems, slotPool } from '../plans/plan-catalogue.js';
import { checkConsent, recordConsent, type ConsentOrigin } from '../terms/payment-consent.js';
import { linkOrderToApplication } from '../plans/plan-applications.js';
import { toOrderView } from './order-view.js';
import { bankAccount } from '../settings/portal-settings.js';
import { notifyPaymentApproved } from './order-notifications.js';
import { makeRoomForTransfer } from './pending-transfers.js';
import { heldPeriods, lockPartnerPeriods, planLines, toLinePeriod } from './held-periods.js';
import { planLane } from '@partner-portal/contract/plans-constants';
import { planPeriods } from './plan-periods.js';
import { monthsCovered, seoulCompactDate, seoulDate } from '@partner-portal/contract/seoul-time';

const CARD_HOLD_MINUTES = 30;

import type { OrderRow } from './order-view.js';
import { openRefundDueOn } from './refund-desk.js';
export interface OrderDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

export const priceOf = (lines: PriceLine[]) => ({
  supply_won: lines.reduce((sum, l) => sum + l.supply_won, 0),
  vat_won: lines.reduce((sum, l) => sum + l.vat_won, 0),
  total_won: lines.reduce((sum, l) => sum + l.total_won, 0),
});

/** What the chosen items cost and, for this partner, when each would run if paid today. */
export async function breakdown(
  db: Database,
  partnerId: number,
  items: Parameters<typeof priceItems>[1],
  now: Date,
): Promise<PriceBreakdown> {
  const { lines, products } = await priceItems(db, items);
  const totals = priceOf(lines);
  const periods = await planLines(db, partnerId, linesToPlan(lines, products), seoulDate(now));
  return {
    lines: lines.map((line, i) => ({ ...line, period: toLinePeriod(periods[i]!) })),
    ...totals,
    installment_months: totals.total_won >= INSTALLMENT_MIN_WON ? [...INSTALLMENT_MONTHS] : [],
  };
}

/** `P20261121` + 10 random characters: unique, unguessable, readable on a receipt. */
function newOrderNo(now: Date): string {
  return `P${seoulCompactDate(now)}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase()}`;
}

const requestHash = (request: OrderRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        items: request.items.map((i) => [i.product_key, i.region?.sido ?? null, i.region?.sigungu ?? null]),
        method: request.method,
        quota: request.quota ?? 0,
      }),
    )
    .digest('hex');

/** Places an order for what the partner chose; the plan application it pays (if any) now points at it. */
export async function placeOrder(
  deps: OrderDeps,
  partner: OrderingPartner,
  request: OrderRequest,
  idempotencyKey: string,
  origin: ConsentOrigin,
): Promise<OrderView> {
  const order = await createOrder(deps, partner, request, idempotencyKey, origin);
  // The application is paid by this order from now on (a declined card leaves it owed).
  if (request.application_no)
    await linkOrderToApplication(deps.db, partner.partnerId, request.application_no, order.order_no);
  return order;
}

/** Who orders: the partner, and the member whose payment consent the order keeps. */
type OrderingPartner = { partnerId: number; partnerName: string; memberNo: number };

async function createOrder(
  deps: OrderDeps,
  partner: OrderingPartner,
  request: OrderRequest,
  idempotencyKey: string,
  origin: ConsentOrigin,
): Promise<OrderView> {
  const { db, clock } = deps;
  const hash = requestHash(request);
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.partnerId, partner.partnerId), eq(orders.idempotencyKey, idempotencyKey)));
  if (existing) return reuse(existing);

  const consented = await checkConsent(db, clock.now(), request.consent.terms, PAYMENT_CONSENT_TYPES);
  const items = request.items.map((item) => ({ product_key: item.product_key, region: item.region ?? null }));
  const { lines, products } = await priceItems(db, items);
  const totals = priceOf(lines);
  const quota = request.quota ?? 0;
  checkInstallments(request.method, quota, totals.total_won);
  const now = clock.now();
  const orderNo = newOrderNo(now);
  const expiresAt = expiryFor(request.method, now, now);
  // Where the lines would start if paid now: an ad holds its slots for those months.
  const periods = await planLines(db, partner.partnerId, linesToPlan(lines, products), seoulDate(now));
  const goodsName = fitGoodsName(
    lines.length === 1 ? lines[0]!.name : `${lines[0]!.name} 외 ${lines.length - 1}건`,
  );

  try {
    await db.transaction(async (tx) => {
      if (request.method === 'bank_transfer')
        await makeRoomForTransfer(tx, partner.partnerId, orderNo, lines.map(planLine), now);
      await tx.insert(orders).values({
        orderNo,
        partnerId: partner.partnerId,
        status: request.method === 'card' ? 'created' : 'awaiting_deposit',
        method: request.method,
        goodsName,
        ...{ supplyWon: totals.supply_won, vatWon: totals.vat_won, totalWon: totals.total_won },
        quota,
        idempotencyKey,
        requestHash: hash,
        createdAt: now,
        expiresAt,
      });
      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderNo,
          productKey: line.product_key,
          name: line.name,
          regionSido: line.region?.sido ?? null,
          regionSigungu: line.region?.sigungu ?? null,
          periodMonths: line.period_months,
          supplyWon: line.supply_won,
          vatWon: line.vat_won,
        })),
      );
      for (const [i, product] of products.entries()) {
        if (!isAdProduct(product)) continue;
        const region = lines[i]!.region!;
        const pool = slotPool(product.adCode!);
        const owned = await slotMonthsOwned(tx, partner.partnerId, pool, region);
        await holdSlots(tx, {
          pool,
          slots: product.slotsPerDistrict ?? 0,
          region,
          months: monthsCovered(periods[i]!.start, product.periodMonths).filter((m) => !owned.has(m)),
          orderNo,
          expiresAt,
          now,
        });
      }
      await recordConsent(tx, {
        partnerId: partner.partnerId,
        memberNo: partner.memberNo,
        orderNo,
        documents: consented,
        agreedAt: now,
        origin,
      });
      if (request.method === 'card')
        await openWindowAttempt(tx, { orderNo, totalWon: totals.total_won }, now);
    });
  } catch (error) {
    // A double click sent the same key twice at once: the unique index let one through; answer with it.
    const [raced] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, partner.partnerId), eq(orders.idempotencyKey, idempotencyKey)));
    if (raced) return reuse(raced);
    throw error;
  }
  return viewOrder(deps, partner, orderNo);

  async function reuse(row: OrderRow): Promise<OrderView> {
    if (row.requestHash !== hash) {
      throw new Refusal(
        RETURN_CODES.idempotencyConflict,
        '이미 처리된 요청입니다. 새로고침 후 다시 시도해주세요.',
        'idempotency_key',
      );
    }
    return viewOrder(deps, partner, row.orderNo);
  }
}

const linesToPlan = (lines: PriceLine[], products: Awaited<ReturnType<typeof priceItems>>['products']) =>
  lines.map((line, i) => ({
    productKey: line.product_key,
    region: line.region,
    periodMonths: line.period_months,
    product: products[i]!,
  }));

/** Months of a district's slot pool the partner already has (its current period's month, say). */
async function slotMonthsOwned(
  tx: Database,
  partnerId: number,
  pool: 'standard' | 'premium',
  region: { sido: string; sigungu: string },
): Promise<Set<string>> {
  const rows = await tx
    .select({ month: adSlotHolds.month })
    .from(adSlotHolds)
    .innerJoin(orders, eq(orders.orderNo, adSlotHolds.orderNo))
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(adSlotHolds.status, 'confirmed'),
        eq(adSlotHolds.pool, pool),
        eq(adSlotHolds.regionSido, region.sido),
        eq(adSlotHolds.regionSigungu, region.sigungu),
      ),
    );
  return new Set(rows.map((row) => row.month));
}

const planLine = (line: PriceLine) => ({
  productKey: line.product_key,
  regionSido: line.region?.sido ?? null,
  regionSigungu: line.region?.sigungu ?? null,
});

/**
 * When an unpaid order lapses (and its held slots with it): a card window shortly after it opens; a
 * bank transfer DEPOSIT_HOLD_HOURS after the order was placed, however often its payment method
 * changes, so that switching back and forth cannot keep slots held.
 */
const expiryFor = (method: OrderRequest['method'], placedAt: Date, now: Date) =>
  method === 'card'
    ? new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000)
    : new Date(placedAt.getTime() + DEPOSIT_HOLD_HOURS * 3_600_000);

function checkInstallments(method: OrderRequest['method'], quota: number, totalWon: number): void {
  if (quota > 0 && (method !== 'card' || totalWon < INSTALLMENT_MIN_WON)) {
    throw new Refusal(
      RETURN_CODES.installmentNotAllowed,
      '할부는 5만 원 이상 카드 결제에서만 선택할 수 있습니다.',
      'quota',
    );
  }
}

const PAYMENT_IN_FLIGHT =
  '결제가 진행 중인 주문이라 결제 수단을 바꿀 수 없습니다. 잠시 후 결제 내역에서 확인해주세요.';

/**
 * Pays an unpaid order another way (`order/update`): a bank transfer by card after all, a card
 * payment by transfer, or other instalments. The open window attempt is retired in the same
 * transaction, so a window that returns late finds it taken and charges nothing; a card payment
 * gets a fresh attempt (a gateway order id is never reused). Held ad slots follow the new deadline;
 * a card order becoming a transfer is held to the rules of pending transfers (makeRoomForTransfer).
 */
export async function changeOrderPayment(
  deps: OrderDeps,
  partner: { partnerId: number; partnerName: string },
  change: OrderUpdate,
): Promise<OrderView> {
  const { db, clock } = deps;
  const now = clock.now();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, change.orderNo), eq(orders.partnerId, partner.partnerId)));
  if (!row) throw notFound();
  if (row.status !== 'created' && row.status !== 'awaiting_deposit') {
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      row.status === 'pending' || row.status === 'unknown'
        ? PAYMENT_IN_FLIGHT
        : '이미 처리된 주문은 결제 수단을 바꿀 수 없습니다.',
    );
  }
  if (now > row.expiresAt)
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      '결제 기한이 지난 주문입니다. 일반 결제에서 다시 결제해주세요.',
    );
  checkInstallments(change.method, change.quota, row.totalWon);
  const expiresAt = expiryFor(change.method, row.createdAt, now);
  if (expiresAt <= now)
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      '입금 기한이 지난 주문은 무통장입금으로 바꿀 수 없습니다. 카드로 결제해주세요.',
    );

  await db.transaction(async (tx) => {
    if (row.method === 'card' && !(await retireWindowAttempt(tx, row.orderNo, '결제 수단 변경', now))) {
      throw new Refusal(RETURN_CODES.orderNotPayable, PAYMENT_IN_FLIGHT);
    }
    if (row.method === 'card' && change.method === 'bank_transfer') {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderNo, row.orderNo));
      await makeRoomForTransfer(tx, partner.partnerId, row.orderNo, lines, now);
    }
    const [changed] = await tx
      .update(orders)
      .set({
        method: change.method,
        quota: change.quota,
        status: change.method === 'card' ? 'created' : 'awaiting_deposit',
        expiresAt,
      })
      .where(and(eq(orders.orderNo, row.orderNo), eq(orders.status, row.status)))
      .returning({ orderNo: orders.orderNo });
    if (!changed) throw new Refusal(RETURN_CODES.orderNotPayable, PAYMENT_IN_FLIGHT);
    if (change.method === 'card') await openWindowAttempt(tx, row, now);
    await tx
      .update(adSlotHolds)
      .set({ expiresAt })
      .where(and(eq(adSlotHolds.orderNo, row.orderNo), eq(adSlotHolds.status, 'held')));
  });
  return viewOrder(deps, partner, row.orderNo);
}

/** Takes the lowest free slot of the district for every month the ad covers, or refuses: sold out. */
async function holdSlots(tx: Database, input: SlotRequest): Promise<void> {
  const soldOut = await takeAdSlots(tx, input);
  if (soldOut) throw new Refusal(RETURN_CODES.adSoldOut, adSoldOutMessage(input.region, soldOut), 'items');
}

export interface SlotRequest {
  pool: 'standard' | 'premium';
  slots: number;
  region: { sido: string; sigungu: string };
  months: string[];
  orderNo: string;
  expiresAt: Date;
  now: Date;
}

export const adSoldOutMessage = (region: { sido: string; sigungu: string }, month: string) =>
  `${region.sido} ${region.sigungu}의 ${month.slice(0, 7).replace('-', '년 ')}월 상단노출 광고가 마감되었습니다.`;

/**
 * Holds the lowest free slot of the district for each month, for `orderNo` until `expiresAt`
 * (expired holds of others are cleared first). Answers the first sold-out month, or null; the holds
 * taken before it stay, so a caller that goes on must release them (or roll back).
 */
export async function takeAdSlots(tx: Database, input: SlotRequest): Promise<string | null> {
  for (const month of input.months) {
    const where = and(
      eq(adSlotHolds.pool, input.pool),
      eq(adSlotHolds.regionSido, input.region.sido),
      eq(adSlotHolds.regionSigungu, input.region.sigungu),
      eq(adSlotHolds.month, month),
    );
    await tx
      .delete(adSlotHolds)
      .where(and(where, eq(adSlotHolds.status, 'held'), lt(adSlotHolds.expiresAt, input.now)));
    let held = false;
    for (let slotNo = 1; slotNo <= input.slots && !held; slotNo++) {
      const inserted = await tx
        .insert(adSlotHolds)
        .values({
          pool: input.pool,
          regionSido: input.region.sido,
          regionSigungu: input.region.sigungu,
          month,
          slotNo,
          orderNo: input.orderNo,
          status: 'held',
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: adSlotHolds.holdId });
      held = inserted.length > 0;
    }
    if (!held) return month;
  }
  return null;
}

export async function viewOrder(
  deps: OrderDeps,
  partner: { partnerId: number; partnerName: string },
  orderNo: string,
): Promise<OrderView> {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.partnerId, partner.partnerId)));
  if (!row) throw notFound();
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
  const attempt = row.status === 'created' ? await openWindowAttemptOf(deps.db, orderNo) : undefined;
  const billing = await billingAttemptsOf(deps.db, orderNo);
  const view = toOrderView(row, lines, {
    now: deps.clock.now(),
    cardWindow:
      attempt && row.method === 'card'
        ? {
            script_url: deps.payments.window.scriptUrl,
            clientId: deps.payments.window.clientId,
            method: 'card',
            orderId: attempt.pgOrderId,
            amount: attempt.amountWon,
            goodsName: row.goodsName,
            returnUrl: `${API_PREFIX.partner}${ORDER_PATHS.cardReturn}?key=${attempt.returnKey}`,
          }
        : null,
    bankTransfer:
      row.status === 'awaiting_deposit'
        ? {
            ...(await bankAccount(deps.db)),
            depositor_name: partner.partnerName,
            amount_won: row.totalWon,
            deposit_deadline: row.expiresAt.toISOString(),
          }
        : null,
  });
  const refundDueOn = row.refundedWon > 0 ? await openRefundDueOn(deps.db, orderNo) : null;
  if (refundDueOn) view.refund_due_on = refundDueOn;
  // A recurring renewal: every charge attempt, with the gateway's answer.
  if (billing.length === 0) return view;
  return {
    ...view,
    attempts: billing.map((a) => ({
      order_id: a.pgOrderId,
      state: a.state,
      amount_won: a.amountWon,
      result_code: a.resultCode,
      result_message: a.resultMessage,
      at: a.createdAt.toISOString(),
    })),
  };
}

export type CardReturnOutcome = {
  orderNo: string;
  status: 'paid' | 'failed' | 'unknown' | 'pending';
  message?: string;
};

/**
 * The payment window's return: verified against our ledger, approved once. Concurrent or repeated
 * returns for one order find the attempt already claimed and only report its state. A return is
 * bound to the window that opened it (the key of its return URL): another window's return, or one
 * whose signature does not verify, changes nothing.
 */
export async function approveCardReturn(
  deps: OrderDeps,
  fields: Record<string, unknown>,
  returnKey: string | undefined,
): Promise<CardReturnOutcome | undefined> {
  const { db, clock, payments } = deps;
  const pgOrderId = typeof fields.orderId === 'string' ? fields.orderId : '';
  const attempt = await findWindowAttempt(db, pgOrderId);
  if (!attempt || !sameKey(attempt.returnKey, returnKey)) return undefined;
  const orderNo = attempt.orderNo;

  const verified = payments.verifyWindowReturn(fields, {
    orderId: attempt.pgOrderId,
    amount: attempt.amountWon,
  });
  if (!verified.ok && unverifiable(verified.error)) return currentOutcome(db, orderNo);
  // The signature does not cover the order id: only the gateway knows which window a tid came from.
  if (verified.ok && !(await tidOfWindow(payments, verified.value.tid, attempt.pgOrderId)))
    return currentOutcome(db, orderNo);
  if (!(await claimAttempt(db, clock, attempt.attemptId, 'window-return')))
    return currentOutcome(db, orderNo);
  await db.update(orders).set({ status: 'pending' }).where(eq(orders.orderNo, orderNo));

  if (!verified.ok) return settleFailure(deps, attempt.attemptId, orderNo, verified.error);
  const approval = await payments.approveWindowPayment(verified.value);
  if (!approval.ok) return settleFailure(deps, attempt.attemptId, orderNo, approval.error);
  await settlePaid(deps, attempt.attemptId, orderNo, approval.value);
  return { orderNo, status: 'paid' };
}

const sameKey = (expected: string | null, given: string | undefined) =>
  !!expected &&
  given !== undefined &&
  expected.length === given.length &&
  timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** A return that is not the gateway's word (forged or cut short), as opposed to a refusal it reports. */
const unverifiable = (error: GatewayError) =>
  error.kind === 'IntegrityError' || error.code === 'MISSING_FIELDS';

async function tidOfWindow(payments: PaymentGateway, tid: string, pgOrderId: string): Promise<boolean> {
  const found = await payments.getByTid(tid);
  return found.ok && found.value?.orderId === pgOrderId;
}

async function currentOutcome(db: Database, orderNo: string): Promise<CardReturnOutcome> {
  const [row] = await db
    .select({ status: orders.status, message: orders.failureMessage })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  const status =
    row?.status === 'paid' || row?.status === 'failed' || row?.status === 'unknown' ? row.status : 'pending';
  return { orderNo, status, ...(row?.message ? { message: row.message } : {}) };
}

/** A definite refusal fails the order and frees its slots; an unanswered call leaves it for reconciliation. */
async function settleFailure(
  deps: OrderDeps,
  attemptId: number,
  orderNo: string,
  error: GatewayError,
): Promise<CardReturnOutcome> {
  const now = deps.clock.now();
  const unknown = error.kind === 'OutcomeUnknown';
  const message = unknown
    ? '결제 결과를 확인하고 있습니다. 잠시 후 결제 내역에서 확인해주세요.'
    : error.message;
  await deps.db.transaction(async (tx) => {
    await recordAttempt(
      tx,
      attemptId,
      { state: unknown ? 'unknown' : 'failed', resultCode: error.code, resultMessage: error.message },
      now,
    );
    await tx
      .update(orders)
      .set({ status: unknown ? 'unknown' : 'failed', failureMessage: message })
      .where(eq(orders.orderNo, orderNo));
    if (!unknown) await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, orderNo));
  });
  return { orderNo, status: unknown ? 'unknown' : 'failed', message };
}

/**
 * Records charges the gateway approved: each attempt succeeded, and its order is paid with the card
 * as the receipt shows it (and the card's instalments when given). Runs inside the caller's
 * transaction (one-off payments and renewals); a few statements however many charges.
 */
export async function recordApprovals(
  tx: Database,
  approvals: { attemptId: number; orderNo: string; payment: GatewayPayment; quota?: number }[],
  now: Date,
): Promise<OrderRow[]> {
  await recordAttempts(
    tx,
    approvals.map(({ attemptId, payment }) => ({
      attemptId,
      state: 'succeeded' as const,
      tid: payment.tid,
      resultCode: payment.resultCode,
      resultMessage: payment.resultMsg,
    })),
    now,
  );
  const paid = valuesByKey(
    orders.orderNo,
    {
      order_no: 'text',
      tid: 'text',
      paid_at: 'timestamptz',
      card_name: 'text',
      card_num: 'text',
      approve_no: 'text',
      receipt_url: 'text',
      quota: 'integer',
    },
    approvals.map(({ orderNo, payment, quota }) => ({
      order_no: orderNo,
      tid: payment.tid,
      paid_at: payment.paidAt ?? now,
      card_name: payment.card?.cardName,
      card_num: payment.card?.cardNum,
      approve_no: payment.approveNo,
      receipt_url: payment.receiptUrl,
      quota,
    })),
  );
  return tx
    .update(orders)
    .set({
      status: 'paid',
      tid: sql`v.tid`,
      paidAt: sql`v.paid_at`,
      cardName: sql`v.card_name`,
      cardNum: sql`v.card_num`,
      approveNo: sql`v.approve_no`,
      receiptUrl: sql`v.receipt_url`,
      failureMessage: null,
      quota: sql`coalesce(v.quota, ${orders.quota})`,
    })
    .from(paid.table)
    .where(paid.matches)
    .returning();
}

/**
 * Records the approval, activates what was bought and tells the partner, in one transaction: the one
 * place where the window's return, the webhook and the reconciler settle a one-off card payment.
 */
export async function settlePaid(
  deps: OrderDeps,
  attemptId: number,
  orderNo: string,
  payment: GatewayPayment,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [order] = await recordApprovals(tx, [{ attemptId, orderNo, payment }], now);
    await activate(tx, order!, now);
    await notifyPaymentApproved(tx, order!, now);
  });
}

/**
 * Subscriptions for every line, each after the periods its lane already holds (plan-periods.ts), so
 * no paid day is bought twice; ad slots of the order become confirmed. The partner row is locked
 * first: two payments landing at once are planned one after the other, never both from today.
 * With a recurring-payment arrangement in force the new plans renew on its cards, as its terms say;
 * the periods they follow stop renewing (the newest period of a lane is the one that renews).
 */
export async function activate(tx: Database, order: OrderRow, now: Date): Promise<void> {
  await lockPartnerPeriods(tx, order.partnerId);
  const rows = await tx
    .select({ line: orderLines, product: { code: planProducts.code, adCode: planProducts.adCode } })
    .from(orderLines)
    .innerJoin(planProducts, eq(planProducts.productKey, orderLines.productKey))
    .where(eq(orderLines.orderNo, order.orderNo))
    .orderBy(asc(orderLines.lineId));
  const today = seoulDate(now);
  const held = await heldPeriods(tx, order.partnerId, today);
  const wanted = rows.map(({ line, product }) => ({
    productKey: line.productKey,
    lane: planLane(
      product,
      line.regionSido && line.regionSigungu ? { sido: line.regionSido, sigungu: line.regionSigungu } : null,
    ),
    periodMonths: line.periodMonths,
  }));
  const periods = planPeriods(held, wanted, today);
  const [arrangement] = await tx
    .select({ status: recurringArrangements.status })
    .from(recurringArrangements)
    .where(eq(recurringArrangements.partnerId, order.partnerId));
  const renews = arrangement?.status === 'active';
  for (const [i, { line }] of rows.entries())
    await tx
      .update(orderLines)
      .set({ periodStart: periods[i]!.start, periodEnd: periods[i]!.end })
      .where(eq(orderLines.lineId, line.lineId));
  await tx.insert(subscriptions).values(
    rows.map(({ line }, i) => ({
      partnerId: order.partnerId,
      orderNo: order.orderNo,
      productKey: line.productKey,
      regionSido: line.regionSido,
      regionSigungu: line.regionSigungu,
      periodStart: periods[i]!.start,
      periodEnd: periods[i]!.end,
      renews,
      anchorDate: renews ? periods[i]!.start : null,
      createdAt: now,
    })),
  );
  const lanes = new Set(wanted.map((line) => line.lane));
  const followed = held.filter((period) => lanes.has(period.lane)).map((period) => period.subscriptionNo);
  if (followed.length > 0)
    await tx
      .update(subscriptions)
      .set({ renews: false })
      .where(inArray(subscriptions.subscriptionNo, followed));
  await tx
    .update(adSlotHolds)
    .set({ status: 'confirmed', expiresAt: null })
    .where(eq(adSlotHolds.orderNo, order.orderNo));
}

/** The partner's plans running today (the rate-plan checklist item): a query to embed in `exists`. */
export function plansHeldQuery(db: Database, today: string | Placeholder, partnerId: number | Placeholder) {
  return db
    .select({ one: sql`1` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.partnerId, partnerId),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.periodStart} <= ${today}`,
        sql`${subscriptions.periodEnd} >= ${today}`,
      ),
    );
}

/** Whether the partner holds a plan today. */
export async function holdsPlan(db: Database, clock: Clock, partnerId: number): Promise<boolean> {
  return (await plansHeldQuery(db, seoulDate(clock.now()), partnerId).limit(1)).length > 0;
}
