/** The server's scheduled work, run by the job runner (pg-boss) in every mode. */
import type { AppContext } from './platform/app-context.js';
import { purgeStagedPhotos } from './features/cases/case-photos.js';
import { reconcilePayments } from './features/orders/order-settlement.js';
import type { Job } from './platform/jobs/job-runner.js';
import { runBilling } from './features/subscriptions/billing-run.js';

export const JOB_NAMES = {
  reconcilePayments: 'payments-reconcile',
  housekeeping: 'housekeeping',
  recurringBilling: 'recurring-billing',
} as const;

export function backgroundJobs(ctx: AppContext): Job[] {
  return [
    {
      // Settles card payments whose outcome never came back (timeouts, crashes) by asking the gateway.
      name: JOB_NAMES.reconcilePayments,
      cron: '* * * * *',
      run: () => reconcilePayments({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }),
    },
    {
      // Recurring card payment: opens due invoices, charges them (06:00–24:00 Seoul), retries, settles timeouts.
      name: JOB_NAMES.recurringBilling,
      cron: '*/10 * * * *',
      run: () => runBilling({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }),
    },
    {
      // Expired login-throttle rows, address limits and photos uploaded but never attached to a case.
      name: JOB_NAMES.housekeeping,
      cron: '*/10 * * * *',
      run: () => Promise.all([ctx.throttle.purge(), ctx.limiter.purge(), purgeStagedPhotos(ctx)]),
    },
  ];
}
