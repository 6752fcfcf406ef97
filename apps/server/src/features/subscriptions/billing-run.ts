/**
 * The monthly billing run (a pg-boss schedule), in three stages: invoicing (billing-invoicing.ts),
 * charging (billing-charging.ts) and settlement (billing-settlement.ts). Exactly once, with any
 * number of processes:
 * - one invoice (and its order in payment history) per (subscription, period), under a unique key;
 * - invoices are claimed (a batch at a time) with `FOR UPDATE SKIP LOCKED`, and each attempt (a fresh
 *   gateway order id) is committed with `in_flight_attempt_id` before the gateway is called; nobody
 *   charges an invoice whose attempt is in flight;
 * - an unanswered charge is settled by lookup by order id (the attempt ledger's reconciler claim)
 *   before the invoice may be tried again.
 * Cards are tried in the partner's order, at most once per card and invoice a day; a soft decline is
 * retried at +1, +3, +5 and +7 days, a hard decline never on that card. No charge 00:00–06:00 Seoul.
 */
import { seoulHour } from '@partner-portal/contract/seoul-time';
import { BILLING_START_HOUR } from '@partner-portal/contract/subscriptions-api';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { SubscriptionDeps } from './billing-cards.js';
import { chargeBatch } from './billing-charging.js';
import { createDueInvoices } from './billing-invoicing.js';
import { reconcileBillingAttempts } from './billing-settlement.js';

export interface BillingReport {
  invoiced: number;
  charged: number;
  declined: number;
  reconciled: number;
  /** The time budget ran out with invoices still due: run again. */
  more: boolean;
}

/** Invoices claimed in one transaction, charged, then settled together. */
const CHARGE_BATCH = 100;
/** Batches a run works on at once: one waits for the database while another waits for the gateway. */
const BATCHES_AT_ONCE = 4;

/**
 * One billing run: settles unanswered attempts, opens the invoices that fell due, then charges every
 * due invoice (several batches at once) until none is left, the night window starts, `limit`
 * invoices were worked on, or `budgetMs` has passed (then `more` says so).
 */
export async function runBilling(
  deps: SubscriptionDeps,
  options: { limit?: number; budgetMs?: number; batchesAtOnce?: number } = {},
): Promise<BillingReport> {
  const report: BillingReport = { invoiced: 0, charged: 0, declined: 0, reconciled: 0, more: false };
  const started = Date.now();
  report.reconciled = await reconcileBillingAttempts(deps);
  report.invoiced = await createDueInvoices(deps);
  let left = options.limit ?? Infinity;
  const worker = async () => {
    while (left > 0) {
      if (seoulHour(deps.clock.now()) < BILLING_START_HOUR) return;
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) {
        report.more = true;
        return;
      }
      const size = Math.min(CHARGE_BATCH, left);
      left -= size;
      const outcomes = await chargeBatch(deps, size);
      left += size - outcomes.length;
      if (outcomes.length === 0) return;
      report.charged += outcomes.filter((outcome) => outcome === 'paid').length;
      report.declined += outcomes.filter((outcome) => outcome === 'declined').length;
    }
  };
  const ended = await Promise.allSettled(
    Array.from({ length: options.batchesAtOnce ?? BATCHES_AT_ONCE }, worker),
  );
  const failed = ended.find((end) => end.status === 'rejected');
  if (failed) throw failed.reason;
  return report;
}

/**
 * Staff run the scheduled run now: safe beside the schedule (invoices are claimed, never charged
 * twice). A minute at most, for an answer in time; what is left goes on in the schedule's runs. The
 * run commits batch by batch, so its audit entry follows it with what it did.
 */
export async function runBillingNow(deps: SubscriptionDeps, actor: AuditActor): Promise<BillingReport> {
  const result = await runBilling(deps, { budgetMs: 60_000 });
  await writeAudit(
    deps.db,
    actor,
    { action: 'billing_run', targetType: 'billing', after: result },
    deps.clock.now(),
  );
  return result;
}
