/**
 * What staff do to orders (operations): orders by state and the orders desk (search, one order with
 * its staff actions), bank deposits confirmed (the plan activates) and refunds outside the partner's
 * withdrawal. Staff see every partner; each write is audited in its own transaction.
 */
import { formatWon } from '@partner-portal/contract/money';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type { OrderStatus } from '@partner-portal/contract/orders-constants';
import { addMonths, seoulDayStart } from '@partner-portal/contract/seoul-time';
import type {
  ConfirmDepositRequest,
  StaffOrderRow,
  StaffRefundRequest,
} from '@partner-portal/contract/staff-api';
import type { OrderDetail, OrderPage, OrderSearch } from '@partner-portal/contract/staff-desks-api';
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { auditTrailOf, writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { likeEscape } from '../../shared/like-pattern.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { activate, type OrderDeps } from './order-service.js';
import { notifyDepositConfirmed } from './order-notifications.js';
import { refundOrder } from './order-settlement.js';
import { queuePaymentDocument } from '../tax-documents/tax-document-queue.js';
import type { OrderRow } from './order-view.js';

/** An order as staff see it in every list (deposits, the orders desk, a partner's orders). */
const staffOrderRow = (order: OrderRow, partnerName: string): StaffOrderRow => ({
  order_no: order.orderNo,
  partner_id: order.partnerId,
  partner_name: partnerName,
  status: order.status,
  method: order.method,
  goods_name: order.goodsName,
  total_won: order.totalWon,
  refunded_won: order.refundedWon,
  created_at: order.createdAt.toISOString(),
  expires_at: order.expiresAt.toISOString(),
  paid_at: order.paidAt?.toISOString() ?? null,
});

export async function listOrdersForStaff(
  deps: OrderDeps,
  status: OrderStatus,
  limit: number,
): Promise<StaffOrderRow[]> {
  const rows = await deps.db
    .select({ order: orders, partnerName: partners.partnerName })
    .from(orders)
    .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
    .where(eq(orders.status, status))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map(({ order, partnerName }) => staffOrderRow(order, partnerName));
}

/** A partner's latest orders for the partners desk. */
export async function recentOrdersForStaff(
  db: Database,
  partner: { partnerId: number; partnerName: string },
): Promise<StaffOrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.partnerId, partner.partnerId))
    .orderBy(desc(orders.createdAt))
    .limit(20);
  return rows.map((order) => staffOrderRow(order, partner.partnerName));
}

/**
 * The deposit arrived: the order becomes paid and its plan active in one transaction, which also
 * records who confirmed it and tells the partner. Only the exact amount, and only before the deposit deadline (after it the
 * ad slots held for the order may belong to someone else).
 */
export async function confirmDeposit(
  deps: OrderDeps,
  actor: AuditActor,
  orderNo: string,
  input: ConfirmDepositRequest,
): Promise<void> {
  const now = deps.clock.now();
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound();
  if (order.method !== 'bank_transfer' || order.status !== 'awaiting_deposit') {
    throw new Refusal(RETURN_CODES.orderNotPayable, '입금 대기 중인 무통장입금 주문이 아닙니다.');
  }
  if (now > order.expiresAt) {
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      '입금 기한이 지난 주문입니다. 입금액을 돌려드리고 새 주문으로 결제를 안내해주세요.',
    );
  }
  if (input.amount_won !== order.totalWon) {
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      `입금액 ${formatWon(input.amount_won)}이 결제 금액 ${formatWon(order.totalWon)}과 다릅니다.`,
      'amount_won',
    );
  }
  await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'awaiting_deposit')))
      .returning();
    if (!paid) throw new Refusal(RETURN_CODES.orderNotPayable, '이미 처리된 주문입니다.');
    await activate(tx, paid, now);
    await notifyDepositConfirmed(tx, paid, now);
    await queuePaymentDocument(tx, paid, now);
    await writeAudit(
      tx,
      actor,
      {
        action: 'confirm_deposit',
        targetType: 'order',
        targetId: orderNo,
        before: { status: order.status },
        after: {
          status: paid.status,
          amount_won: input.amount_won,
          depositor: input.depositor,
          note: input.note ?? null,
        },
      },
      now,
    );
  });
}

/** A refund outside the partner's 7-day withdrawal (e.g. the provider ends the contract): any paid order, up to what is left. */
export async function refundForStaff(
  deps: OrderDeps,
  actor: AuditActor,
  orderNo: string,
  input: StaffRefundRequest,
): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound();
  if (order.status !== 'paid')
    throw new Refusal(RETURN_CODES.orderNotPayable, '결제 완료 상태의 주문만 환불할 수 있습니다.');
  const remaining = order.totalWon - order.refundedWon;
  const amount = input.amount_won ?? remaining;
  if (amount > remaining) {
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      `환불액은 남은 결제 금액 ${formatWon(remaining)}을 넘을 수 없습니다.`,
      'amount_won',
    );
  }
  await refundOrder(deps, order, amount, input.reason, (tx) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'refund',
        targetType: 'order',
        targetId: orderNo,
        before: { status: order.status, refunded_won: order.refundedWon },
        after: {
          status: 'refunded',
          refunded_won: order.refundedWon + amount,
          amount_won: amount,
          reason: input.reason,
        },
      },
      deps.clock.now(),
    ),
  );
}

export async function searchOrders(db: Database, search: OrderSearch): Promise<OrderPage> {
  const q = likeEscape(search.q);
  const where = and(
    search.status ? eq(orders.status, search.status) : undefined,
    search.method ? eq(orders.method, search.method) : undefined,
    search.from ? gte(orders.createdAt, seoulDayStart(search.from)) : undefined,
    search.to ? lt(orders.createdAt, seoulDayStart(addMonths(search.to, 0, 1))) : undefined,
    q ? or(ilike(orders.orderNo, `%${q}%`), ilike(partners.partnerName, `%${q}%`)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, partnerName: partners.partnerName })
      .from(orders)
      .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(search.size)
      .offset((search.page - 1) * search.size),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page: search.page,
    size: search.size,
    rows: rows.map(({ order, partnerName }) => staffOrderRow(order, partnerName)),
  };
}

export async function orderDetail(db: Database, orderNo: string): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, partnerName: partners.partnerName })
    .from(orders)
    .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
    .where(eq(orders.orderNo, orderNo));
  if (!row) throw notFound();
  const { order } = row;
  const actions = await auditTrailOf(db, { type: 'order', id: orderNo }, 'oldest first');
  return {
    order: {
      ...staffOrderRow(order, row.partnerName),
      supply_won: order.supplyWon,
      vat_won: order.vatWon,
      card_name: order.cardName,
      card_num: order.cardNum,
      approve_no: order.approveNo,
      receipt_url: order.receiptUrl,
      failure_message: order.failureMessage,
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
    },
    actions: actions.map((a) => ({
      action: a.action,
      ...actionFacts(a.after),
      at: a.at.toISOString(),
    })),
  };
}

/** The amount and the words of a deposit confirmation or a refund, as its audit entry kept them. */
function actionFacts(after: unknown): { amount_won: number | null; note: string | null } {
  const facts = (after ?? {}) as { amount_won?: number; reason?: string; note?: string; depositor?: string };
  return {
    amount_won: facts.amount_won ?? null,
    note: facts.reason ?? ([facts.depositor, facts.note].filter(Boolean).join(' · ') || null),
  };
}

/**
 * The orders' share of the staff dashboard: paid orders and revenue per Seoul day since `since`,
 * deposits still awaited, and refunds issued since `since`.
 */
export async function orderFigures(db: Database, since: Date, now: Date) {
  const paidDay = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const [perDay, [awaiting], [refunds]] = await Promise.all([
    db
      .select({ day: paidDay, orders: count(), revenue: sql<string>`coalesce(sum(${orders.totalWon}), 0)` })
      .from(orders)
      .where(gte(orders.paidAt, since))
      .groupBy(paidDay),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_deposit'), gte(orders.expiresAt, now))),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          sql`${orders.refundedWon} > 0`,
          gte(sql`coalesce(${orders.cancelledAt}, ${orders.paidAt})`, since),
        ),
      ),
  ]);
  return { perDay, awaitingDeposits: awaiting?.n ?? 0, refundsIssued: refunds?.n ?? 0 };
}
