/** What staff do to orders: confirm a bank deposit (the plan activates) and refund a payment. */
import { RETURN_CODES } from '@partner-portal/contract/envelopes';
import type {
  ConfirmDepositRequest,
  StaffOrderRow,
  StaffRefundRequest,
  StaffRenewalEndRequest,
  StaffRenewalRow,
} from '@partner-portal/contract/staff-api';
import type { OrderStatus } from '@partner-portal/contract/plans-api';
import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { staffActions } from '../../db/tables/staff.js';
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
  staffMemberNo: number,
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
    const note = [`입금자 ${input.depositor}`, input.note].filter(Boolean).join(' · ');
    await tx.insert(staffActions).values({
      staffMemberNo,
      action: 'confirm_deposit',
      orderNo,
      amountWon: input.amount_won,
      note,
      createdAt: now,
    });
  });
}

/** A refund outside the partner's 7-day withdrawal (e.g. the provider ends the contract): any paid order, up to what is left. */
export async function refundForStaff(
  deps: OrderDeps,
  staffMemberNo: number,
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
  await refundOrder(deps, order, amount, input.reason);
  await deps.db.insert(staffActions).values({
    staffMemberNo,
    action: 'refund',
    orderNo,
    amountWon: amount,
    note: input.reason,
    createdAt: deps.clock.now(),
  });
}

/** Past-due and unpaid renewals with their invoices and attempts. */
export const failedRenewalsForStaff = (deps: RecurringDeps): Promise<StaffRenewalRow[]> =>
  listFailedRenewals(deps.db);

/** "Retry now": one billing attempt for the invoice; the action is recorded when the attempt is claimed. */
export const retryRenewalForStaff = (deps: RecurringDeps, staffMemberNo: number, invoiceNo: number) =>
  retryRenewal(deps, invoiceNo, async (tx, invoice) => {
    await tx.insert(staffActions).values({
      staffMemberNo,
      action: 'retry_renewal',
      orderNo: invoice.orderNo,
      amountWon: invoice.amountWon,
      note: `청구 ${invoice.invoiceNo} 즉시 재시도`,
      createdAt: deps.clock.now(),
    });
  });

/** The scheduled run, now: safe beside the schedule (invoices are claimed, never charged twice). */
export const runBillingForStaff = (deps: RecurringDeps) => runBilling(deps);

/** "End": the renewal stops unpaid; recorded in the same transaction. */
export const endRenewalForStaff = (
  deps: RecurringDeps,
  staffMemberNo: number,
  invoiceNo: number,
  input: StaffRenewalEndRequest,
) =>
  endRenewal(deps, invoiceNo, async (tx, invoice) => {
    await tx.insert(staffActions).values({
      staffMemberNo,
      action: 'end_renewal',
      orderNo: invoice.orderNo,
      amountWon: invoice.amountWon,
      note: input.reason,
      createdAt: deps.clock.now(),
    });
  });

/** Announces a plan's new price for renewals; the change row records who announced it. */
export const announcePriceChangeForStaff = announcePriceChange;
