/**
 * Recurring billing: BENCH_RENEWALS (100,000) monthly plans renewing today, one approving card each,
 * charged by the billing run through the in-process payment sandbox with BENCH_BILLING_WORKERS (2) runs
 * at once. Reports the time, charges per second and duplicates (paid sandbox charges of one invoice
 * beyond the first). On PostgreSQL when BENCH_DATABASE_URL is set (a fresh database, dropped after),
 * then on embedded PGlite (BENCH_RENEWALS_PGLITE, fewer: one connection). Each run, like a server
 * process's scheduled job, works on several batches at once. BENCH_BILLING_GATEWAY=instant measures
 * the run's own cost without the sandbox (lib/instant-gateway.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seoulDate, addMonths } from '../../packages/contract/src/seoul-time.js';
import { TERMS_TYPES } from '../../packages/contract/src/terms-constants.js';
import { buildApp } from '../../apps/server/src/app.js';
import { DEFAULT_TERMS_DIR } from '../../apps/server/src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { seedPlanCatalogue } from '../../apps/server/src/features/plans/plan-catalogue.js';
import { localFolderStorage } from '../../apps/server/src/platform/storage/local-folder-storage.js';
import { runBilling } from '../../apps/server/src/features/subscriptions/billing-run.js';
import { createDueInvoices } from '../../apps/server/src/features/subscriptions/billing-invoicing.js';
import { seedTerms } from '../../apps/server/src/features/terms/terms-seed.js';
import { fixedClock } from '../../apps/server/src/shared/clock.js';
import { benchPartnersSql } from '../lib/bench-partners.js';
import { instantApprovals } from '../lib/instant-gateway.js';
import { createScratchDatabase } from '../lib/scratch-postgres.js';

const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 100_000);
const RENEWALS_PGLITE = Number(process.env.BENCH_RENEWALS_PGLITE ?? 10_000);
const WORKERS = Number(process.env.BENCH_BILLING_WORKERS ?? 2);
const INSTANT = process.env.BENCH_BILLING_GATEWAY === 'instant';

/** Partners with a renewing plan (bought by card) whose period ended yesterday, an approving card and the agreement. */
async function seed(database: DatabaseHandle, count: number, today: string): Promise<void> {
  const yesterday = addMonths(today, 0, -1);
  const started = Date.now();
  await database.exec(`
    ${await benchPartnersSql(count)}
    insert into orders (order_no, partner_id, status, method, goods_name, supply_won, vat_won, total_won, idempotency_key, request_hash, created_at, paid_at, expires_at)
      select 'BILL' || partner_id, partner_id, 'paid', 'card', '베이직', 490000, 49000, 539000, 'bench-billing-' || partner_id, 'bench', now() - interval '1 month', now() - interval '1 month', now() - interval '1 month'
      from partners;
    -- The card payment that bought each plan: the attempt ledger holds every partner's history, as it would.
    insert into payment_attempts (order_no, pg_order_id, kind, state, amount_won, tid, result_code, created_at, updated_at)
      select 'BILL' || partner_id, 'BENCHPAY' || partner_id, 'window', 'succeeded', 539000, 'BENCHPAYTID' || partner_id, '3001', now() - interval '1 month', now() - interval '1 month'
      from partners;
    insert into subscriptions (partner_id, order_no, product_key, period_start, period_end, status, renews, created_at)
      select partner_id, 'BILL' || partner_id,
             (select product_key from plan_products where code = 0 and period_months = 1 order by tier_order limit 1),
             '${addMonths(yesterday, -1, 1)}', '${yesterday}', 'active', true, now() - interval '1 month'
      from partners;
    insert into pg_sandbox_billing_keys (bid, order_id, tid, scenario, card_code, card_name, card_num, card_type, created_at)
      select 'BENCHBID' || partner_id, 'BENCHREG' || partner_id, 'BENCHTID' || partner_id, 'approve', '04', '삼성', '941001******0004', 'credit', now()
      from partners;
    insert into billing_cards (partner_id, billing_key, alias, masked_number, issuer_code, issuer_name, card_type, registration_type, position, created_at)
      select partner_id, 'BENCHBID' || partner_id, '법인카드', '941001******0004', '04', '삼성', 'credit', 'personal', 1, now()
      from partners;
    insert into recurring_arrangements (partner_id, status, terms_document_id, terms_version, agreed_at, alert_before_execution, created_at)
      select p.partner_id, 'active', t.document_id, t.version, now(), false, now()
      from partners p,
           (select document_id, version from terms_documents where type = '${TERMS_TYPES.recurringPaymentTerms}' order by version desc limit 1) t;
    analyze;
  `);
  console.log(
    `  seeded ${count.toLocaleString()} renewing partners in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function billAll(database: DatabaseHandle, count: number, workers: number): Promise<void> {
  await migrate(database);
  await seedTerms(database.db, DEFAULT_TERMS_DIR);
  await seedPlanCatalogue(database.db);
  // 10:00 in Seoul today: inside the charging hours whenever the bench runs.
  const today = seoulDate(new Date());
  const clock = fixedClock(`${today}T01:00:00Z`);
  await seed(database, count, today);
  const storageRoot = mkdtempSync(join(tmpdir(), 'bench-billing-'));
  const app = await buildApp({
    database,
    clock,
    jwtSecret: randomBytes(32).toString('hex'),
    fieldSecret: randomBytes(32).toString('hex'),
    storage: localFolderStorage(storageRoot),
    logLevel: 'silent',
    trustProxy: false,
    mallUrl: 'https://mall.partner-portal.example/sso',
    limits: { loginPerAddress: 1000, signupPerAddress: 1000, uploadsPerSender: 1000 },
    sandboxWebhookPollMs: 0,
  });
  const payments = INSTANT ? instantApprovals(app.context.payments, clock) : app.context.payments;
  const deps = { db: app.context.db, clock, payments };
  const started = Date.now();
  // Opening the invoices is timed on its own (each run would otherwise open a share of them first).
  const invoiced = (await Promise.all(Array.from({ length: workers }, () => createDueInvoices(deps)))).reduce(
    (sum, n) => sum + n,
    0,
  );
  const invoicedSeconds = (Date.now() - started) / 1000;
  console.log(`  ${invoiced.toLocaleString()} invoices opened in ${invoicedSeconds.toFixed(1)} s`);
  // Each run (as a server process's scheduled job would) charges until nothing is due.
  const reports = await Promise.all(Array.from({ length: workers }, () => runBilling(deps)));
  const charged = reports.reduce((sum, report) => sum + report.charged, 0);
  const seconds = (Date.now() - started) / 1000;
  const { rows } = (await database.db.execute(`
    select count(*)::int as invoices,
           count(*) filter (where status = 'paid')::int as paid,
           (select count(*)::int from pg_sandbox_payments where status = 'paid' and bid is not null) as charges,
           (select count(*)::int from (select a.order_no from pg_sandbox_payments p join payment_attempts a on a.pg_order_id = p.order_id
              where p.status = 'paid' and a.kind = 'billing' group by a.order_no having count(*) > 1) d) as duplicates
    from billing_invoices`)) as unknown as {
    rows: { invoices: number; paid: number; charges: number; duplicates: number }[];
  };
  const result = rows[0]!;
  console.log(
    `  ${result.invoices.toLocaleString()} invoices, ${result.paid.toLocaleString()} paid, ${result.charges.toLocaleString()} sandbox charges, ${result.duplicates} invoices charged twice`,
  );
  console.log(
    `  billing run: ${seconds.toFixed(1)} s in all (invoices opened, then charged) with ${workers} runs at once, ${(charged / seconds).toFixed(0)} charges/s`,
  );
  await app.close();
  rmSync(storageRoot, { recursive: true, force: true });
}

export async function billingBench(): Promise<void> {
  console.log(
    `\n== Recurring billing (renewals due today, one approving card each; ${INSTANT ? "a gateway that approves at once and costs nothing: the run's own cost" : 'through the in-process sandbox'})`,
  );
  // Opt-in here (the run is long): only when BENCH_DATABASE_URL names a server.
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase('bench_billing');
    const database = await openPostgres(scratch.url, 20);
    try {
      console.log(`PostgreSQL, ${RENEWALS.toLocaleString()} renewals`);
      await billAll(database, RENEWALS, WORKERS);
    } finally {
      await database.close();
      await scratch.drop();
    }
  } else {
    console.log(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-billing-pglite-'));
  const database = await openPglite(join(dataDir, 'pgdata'));
  try {
    console.log(`PGlite, ${RENEWALS_PGLITE.toLocaleString()} renewals`);
    await billAll(database, RENEWALS_PGLITE, 1);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
