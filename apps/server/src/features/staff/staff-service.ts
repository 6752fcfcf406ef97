/** What staff do to orders: confirm a bank deposit (the plan activates) and refund a payment. */
import { RETURN_CODES } from '@partner-portal/contract/envelopes';
import type {
  ConfirmDepositRequest,
  StaffOrderRow,
  StaffRefundRequest,
  StaffPriceChangeRequest,
  StaffRenewalEndRequest,
  StaffRenewalRow,
} from '@partner-portal/contract/staff-api';
import type { OrderStatus } from '@partner-portal/contract/plans-api';
import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { activate, type OrderDeps } from '../orders/order-service.js';
import { refundOrder } from '../orders/order-settlement.js';
import type { RecurringDeps } from '../subscriptions/billing-cards.js';
import { endRenewal, listFailedRenewals, retryRenewal } from '../subscriptions/failed-renewals.js';
import { runBilling } from '../subscriptions/billing-run.js';
import { announcePriceChange } from '../subscriptions/price-changes.js';
import { staffOrderRow } from './order-rows.js';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

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

/**
 * The deposit arrived: the order becomes paid and its plan active in one transaction, which also
 * records who confirmed it. Only the exact amount, and only before the deposit deadline (after it the
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
      `입금액 ${won(input.amount_won)}이 결제 금액 ${won(order.totalWon)}과 다릅니다.`,
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
      `환불액은 남은 결제 금액 ${won(remaining)}을 넘을 수 없습니다.`,
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

/** Past-due and unpaid renewals with their invoices and attempts. */
export const failedRenewalsForStaff = (deps: RecurringDeps): Promise<StaffRenewalRow[]> =>
  listFailedRenewals(deps.db);

/** "Retry now": one billing attempt for the invoice; the action is recorded when the attempt is claimed. */
export const retryRenewalForStaff = (deps: RecurringDeps, actor: AuditActor, invoiceNo: number) =>
  retryRenewal(deps, invoiceNo, (tx, invoice) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'retry_renewal',
        targetType: 'invoice',
        targetId: invoice.invoiceNo,
        after: { order_no: invoice.orderNo, amount_won: invoice.amountWon },
      },
      deps.clock.now(),
    ),
  );

/**
 * The scheduled run, now: safe beside the schedule (invoices are claimed, never charged twice).
 * A minute at most, for an answer in time; what is left goes on in the schedule's runs. The run
 * commits batch by batch, so its audit entry follows it with what it did.
 */
export async function runBillingForStaff(deps: RecurringDeps, actor: AuditActor) {
  const result = await runBilling(deps, { budgetMs: 60_000 });
  await writeAudit(
    deps.db,
    actor,
    { action: 'billing_run', targetType: 'billing', after: result },
    deps.clock.now(),
  );
  return result;
}

/** "End": the renewal stops unpaid; recorded in the same transaction. */
export const endRenewalForStaff = (
  deps: RecurringDeps,
  actor: AuditActor,
  invoiceNo: number,
  input: StaffRenewalEndRequest,
) =>
  endRenewal(deps, invoiceNo, (tx, invoice) =>
    writeAudit(
      tx,
      actor,
      {
        action: 'end_renewal',
        targetType: 'invoice',
        targetId: invoice.invoiceNo,
        after: { order_no: invoice.orderNo, amount_won: invoice.amountWon, reason: input.reason },
      },
      deps.clock.now(),
    ),
  );

/** Announces a plan's new price for renewals; the change row records who announced it, the audit log the rest. */
export const announcePriceChangeForStaff = (
  deps: RecurringDeps,
  actor: AuditActor,
  productKey: string,
  input: StaffPriceChangeRequest,
) =>
  announcePriceChange(deps, actor.memberNo!, productKey, input, (tx, change) =>
    writeAudit(
      tx,
      actor,
      { action: 'price_change', targetType: 'plan', targetId: productKey, after: change },
      deps.clock.now(),
    ),
  );
