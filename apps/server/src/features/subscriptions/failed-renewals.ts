/**
 * Failed renewals for staff: past-due (still retried) and unpaid (ended) subscriptions with their
 * invoice and every charge tried; "retry now" through the billing run's own claim and settlement;
 * "end" stops the renewal the way the last failed retry does. Each action is audited inside the
 * transaction that acts on the invoice.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { seoulHour } from '@partner-portal/contract/seoul-time';
import type { StaffRenewalEndRequest, StaffRenewalRow } from '@partner-portal/contract/staff-api';
import { BILLING_START_HOUR } from '@partner-portal/contract/subscriptions-api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { notFound, Refusal } from '../../shared/problems.js';
import type { SubscriptionDeps } from './billing-cards.js';
import { withAttempts } from './billing-history.js';
import { chargeInvoiceNow } from './billing-charging.js';
import { closeUnpaid } from './billing-settlement.js';

export async function listFailedRenewals(
  db: Database,
  options: { invoiceNo?: number; limit?: number } = {},
): Promise<StaffRenewalRow[]> {
  const rows = await db
    .select({
      invoice: billingInvoices,
      subStatus: subscriptions.status,
      name: planProducts.name,
      partnerName: partners.partnerName,
    })
    .from(billingInvoices)
    .innerJoin(subscriptions, eq(subscriptions.subscriptionNo, billingInvoices.subscriptionNo))
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .innerJoin(partners, eq(partners.partnerId, billingInvoices.partnerId))
    .where(
      options.invoiceNo
        ? eq(billingInvoices.invoiceNo, options.invoiceNo)
        : and(
            inArray(subscriptions.status, ['past_due', 'unpaid']),
            inArray(billingInvoices.status, ['open', 'uncollectible']),
          ),
    )
    .orderBy(desc(billingInvoices.invoiceNo))
    .limit(options.limit ?? 100);
  const runs = await withAttempts(db, rows);
  return rows.map(({ invoice, subStatus, partnerName }, i) => ({
    ...runs[i]!,
    partner_id: invoice.partnerId,
    partner_name: partnerName,
    subscription_status: subStatus,
    rounds: invoice.rounds,
    next_attempt_at: invoice.status === 'open' ? invoice.nextAttemptAt.toISOString() : null,
  }));
}

async function oneRenewal(db: Database, invoiceNo: number): Promise<StaffRenewalRow> {
  const [row] = await listFailedRenewals(db, { invoiceNo });
  if (!row) throw notFound();
  return row;
}

const NOT_OPEN = '결제가 진행 중인 청구가 아닙니다. (이미 결제되었거나 종료된 청구입니다.)';
const IN_FLIGHT = '이 청구의 결제가 지금 진행 중입니다. 결과가 확인된 뒤 다시 시도해주세요.';

/**
 * "Retry now": one billing attempt for this invoice (06:00–24:00 Seoul only), claimed like the billing
 * run; the action is recorded when the attempt is claimed.
 */
export async function retryRenewal(
  deps: SubscriptionDeps,
  actor: AuditActor,
  invoiceNo: number,
): Promise<StaffRenewalRow> {
  const current = await oneRenewal(deps.db, invoiceNo);
  if (seoulHour(deps.clock.now()) < BILLING_START_HOUR)
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      '00:00~06:00에는 카드사 점검 시간이라 결제를 시도하지 않습니다. 06:00 이후에 다시 시도해주세요.',
    );
  if (current.status !== 'open') throw new Refusal(RETURN_CODES.orderNotPayable, NOT_OPEN);
  const outcome = await chargeInvoiceNow(deps, {
    invoiceNo,
    onClaim: (tx, invoice) =>
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
  });
  if (outcome === 'none') throw new Refusal(RETURN_CODES.orderNotPayable, IN_FLIGHT);
  if (outcome === 'no-card' || outcome === 'round-over')
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      '오늘 사용할 수 있는 모든 카드로 이미 결제를 시도했습니다. 파트너에게 새 카드 등록을 안내하거나 다음 재시도일을 기다려주세요.',
    );
  return oneRenewal(deps.db, invoiceNo);
}

/** "End": the subscription ends unpaid with its paid period, nothing more is charged. */
export async function endRenewal(
  deps: SubscriptionDeps,
  actor: AuditActor,
  invoiceNo: number,
  input: StaffRenewalEndRequest,
): Promise<StaffRenewalRow> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.invoiceNo, invoiceNo))
      .for('update');
    if (!invoice) throw notFound();
    if (invoice.status !== 'open') throw new Refusal(RETURN_CODES.orderNotPayable, NOT_OPEN);
    if (invoice.inFlightAttemptId !== null) throw new Refusal(RETURN_CODES.orderNotPayable, IN_FLIGHT);
    await closeUnpaid(tx, invoice, now, { byStaff: true });
    await writeAudit(
      tx,
      actor,
      {
        action: 'end_renewal',
        targetType: 'invoice',
        targetId: invoice.invoiceNo,
        after: { order_no: invoice.orderNo, amount_won: invoice.amountWon, reason: input.reason },
      },
      deps.clock.now(),
    );
  });
  return oneRenewal(deps.db, invoiceNo);
}
