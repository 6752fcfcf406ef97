/** The server's scheduled work, run by the job runner (pg-boss) in every mode. */
import type { AppContext } from './platform/app-context.js';
import { purgeStagedPhotos } from './features/cases/case-photos.js';
import { announceScheduledContent } from './features/content/content-announcements.js';
import { reconcilePayments } from './features/orders/order-settlement.js';
import { expireUnpaidTransfers } from './features/orders/pending-transfers.js';
import type { Job } from './platform/jobs/job-runner.js';
import type { HubDeps } from './features/notifications/hub-deps.js';
import { runBilling } from './features/subscriptions/billing-run.js';
import { queueRenewalNotices } from './features/subscriptions/renewal-notices.js';
import { runNotifications } from './features/notifications/notification-pump.js';
import { queuePlanEndingNotices } from './features/subscriptions/plan-ending-notices.js';
import { runLeadJobs } from './features/leads/lead-jobs.js';
import { runCorrectionDeadlines } from './features/partners/correction-requests.js';
import { runRetention } from './features/retention/retention-job.js';
import { issueDueDocuments } from './features/tax-documents/tax-document-issuer.js';

/** How long one scheduled billing run charges before it hands over to the next (pg-boss expires it at 300 s). */
const BILLING_BUDGET_MS = 240_000;

export const JOB_NAMES = {
  reconcilePayments: 'payments-reconcile',
  expireTransfers: 'transfers-expire',
  housekeeping: 'housekeeping',
  recurringBilling: 'recurring-billing',
  renewalNotices: 'renewal-notices',
  planEndingNotices: 'plan-ending-notices',
  contentAnnouncements: 'content-announcements',
  sendNotifications: 'notifications-send',
  leads: 'leads-minute',
  correctionDeadlines: 'correction-deadlines',
  retention: 'retention-destroy',
  taxDocuments: 'tax-documents-issue',
} as const;

export const hubDeps = (ctx: AppContext): HubDeps => ({ db: ctx.db, clock: ctx.clock, ...ctx.notifications });

export function backgroundJobs(ctx: AppContext): Job[] {
  return [
    {
      // Settles card payments whose outcome never came back (timeouts, crashes) by asking the gateway.
      name: JOB_NAMES.reconcilePayments,
      cron: '* * * * *',
      run: () => reconcilePayments({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }),
    },
    {
      // Bank transfers past their deposit deadline expire; their ad slots go back on sale.
      name: JOB_NAMES.expireTransfers,
      cron: '*/5 * * * *',
      run: () => expireUnpaidTransfers({ db: ctx.db, clock: ctx.clock }),
    },
    {
      // Recurring card payment: opens due invoices, charges them (06:00–24:00 Seoul), retries, settles timeouts.
      name: JOB_NAMES.recurringBilling,
      cron: '*/10 * * * *',
      // Within the queue's 5-minute expiry; a run with work left queues the next one at once.
      run: () =>
        runBilling({ db: ctx.db, clock: ctx.clock, payments: ctx.payments }, { budgetMs: BILLING_BUDGET_MS }),
    },
    {
      // The notice 3 days before each recurring charge (09:00 Seoul; a missed day is caught up).
      name: JOB_NAMES.renewalNotices,
      cron: '0 0 * * *',
      run: () => queueRenewalNotices({ db: ctx.db, clock: ctx.clock }),
    },
    {
      // One-off plans ending in 7 days and in 1 day (09:00 Seoul; a missed day is caught up).
      name: JOB_NAMES.planEndingNotices,
      cron: '0 0 * * *',
      run: () => queuePlanEndingNotices({ db: ctx.db, clock: ctx.clock }),
    },
    {
      // Important notices and events scheduled by staff: partners are told once they go live.
      name: JOB_NAMES.contentAnnouncements,
      cron: '* * * * *',
      run: () => announceScheduledContent({ db: ctx.db, clock: ctx.clock }),
    },
    {
      // The backstop of the notification pump: what a wake-up missed, and what quiet hours or a back-off held.
      name: JOB_NAMES.sendNotifications,
      cron: '* * * * *',
      run: () => runNotifications(hubDeps(ctx)),
    },
    {
      // Leads: the reminder before a lead is due and on its next-contact date, expiry, relay numbers not issued yet.
      name: JOB_NAMES.leads,
      cron: '* * * * *',
      run: () => runLeadJobs({ db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, relay: ctx.relay }),
    },
    {
      // Required information staff asked to correct: notices 7 days and 1 day ahead, suspension on day 30 (09:00 Seoul).
      name: JOB_NAMES.correctionDeadlines,
      cron: '0 0 * * *',
      run: () => runCorrectionDeadlines(ctx),
    },
    {
      // What is past its retention period is destroyed (03:00 Seoul); a day row lets one instance run it.
      name: JOB_NAMES.retention,
      cron: '0 18 * * *',
      run: () => runRetention({ db: ctx.db, clock: ctx.clock }),
    },
    {
      // Tax documents queued, failed for want of an answer, or claimed by an instance that died: issued exactly once.
      name: JOB_NAMES.taxDocuments,
      cron: '* * * * *',
      run: () =>
        issueDueDocuments({ db: ctx.db, clock: ctx.clock, taxInvoices: ctx.taxInvoices }, { limit: 50 }),
    },
    {
      // Expired login-throttle rows, address limits and photos uploaded but never attached to a case.
      name: JOB_NAMES.housekeeping,
      cron: '*/10 * * * *',
      run: () => Promise.all([ctx.throttle.purge(), ctx.limiter.purge(), purgeStagedPhotos(ctx)]),
    },
  ];
}
