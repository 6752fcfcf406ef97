/**
 * Payments: the history list for a partner in a table of 1,000,000 orders over 10,000 partners (one
 * heavy partner with 10,000 orders, the rest ~100 each), page by page with one connection, on
 * PostgreSQL (a scratch database, lib/scratch-postgres.ts) and on embedded PGlite; then whole card
 * purchases (order → sandbox window → card → return with server approval) by concurrent partners
 * (PGlite).
 */
import { join } from 'node:path';
import { newDataDir, startPortal } from '../../scripts/portal-process.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { seedPlanCatalogue } from '../../apps/server/src/features/plans/plan-catalogue.js';
import { benchPartnersSql, bearerFor } from '../lib/bench-partners.js';
import { purchase } from '../lib/card-purchase.js';
import { load, printTable, type LoadResult } from '../lib/load.js';
import { createScratchDatabase, postgresPortalEnv } from '../lib/scratch-postgres.js';

const PARTNERS = 10_000;
const HEAVY_ORDERS = 10_000;
const TOTAL_ORDERS = 1_000_000;
const PURCHASE_WORKERS = 4;

async function seed(database: DatabaseHandle): Promise<void> {
  await migrate(database);
  await seedPlanCatalogue(database.db);
  const started = Date.now();
  await database.exec(`
    ${await benchPartnersSql(PARTNERS)}
    -- bench_1 holds ${HEAVY_ORDERS} orders; the others share the rest. Two years of history.
    insert into orders (order_no, partner_id, status, method, goods_name, supply_won, vat_won, total_won, idempotency_key, request_hash, created_at, paid_at, expires_at)
      select 'B' || lpad(g::text, 9, '0'),
             case when g <= ${HEAVY_ORDERS} then (select min(partner_id) from partners)
                  else (select min(partner_id) from partners) + 1 + (g % ${PARTNERS - 1}) end,
             (array['paid','paid','paid','paid','refunded','failed','awaiting_deposit','expired'])[1 + g % 8],
             (array['card','card','card','bank_transfer'])[1 + g % 4],
             (array['스탠다드','베이직','상단노출 스탠다드 1개월','부분시공 베이직'])[1 + g % 4],
             (array[790000,490000,150000,290000])[1 + g % 4],
             (array[79000,49000,15000,29000])[1 + g % 4],
             (array[869000,539000,165000,319000])[1 + g % 4],
             'bench-' || g, 'bench',
             now() - ((g % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
             now() - ((g % 730) || ' days')::interval,
             now() - ((g % 730) || ' days')::interval + interval '3 days'
      from generate_series(1, ${TOTAL_ORDERS}) g;
  `);
  // A database in service after a bulk load: statistics and the visibility map (autovacuum's work),
  // and nothing left for the checkpointer to write while the history is measured.
  await database.exec('vacuum analyze');
  await database.exec('checkpoint');
  console.log(
    `${database.kind}: seeded ${PARTNERS.toLocaleString()} partners and ${TOTAL_ORDERS.toLocaleString()} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
}

async function historyBench(url: string, seconds: number): Promise<LoadResult[]> {
  const headers = await bearerFor(url, 'bench_1');
  const list = `${url}/partner-api/authapi/partner/order/list`;
  const total = ((await (await fetch(`${list}?size=20`, { headers })).json()) as { data: { total: number } })
    .data.total;
  console.log(`bench partner sees ${total.toLocaleString()} orders`);
  // A portal in service has run these statements before (JIT-compiled code, plans, warm pages):
  // two seconds of the first page first, not counted.
  await load('warm-up', { url: `${list}?size=20&page=1`, headers, connections: 1, seconds: 2 });
  const rows: LoadResult[] = [];
  for (const query of [
    'page=1',
    'page=50',
    'page=250',
    'page=500',
    'status=paid&page=10',
    'status=refunded&page=1',
    'from=2026-01-01&to=2026-03-31&page=1',
  ]) {
    rows.push(
      await load(`GET order/list?size=20&${query}`, {
        url: `${list}?size=20&${query}`,
        headers,
        connections: 1,
        seconds,
      }),
    );
  }
  const light = await bearerFor(url, 'bench_5000');
  rows.push(
    await load('GET order/list?size=20 (a partner with ~100 orders)', {
      url: `${list}?size=20`,
      headers: light,
      connections: 1,
      seconds,
    }),
  );
  return rows;
}

async function purchaseBench(url: string, seconds: number): Promise<void> {
  const sessions = await Promise.all(
    Array.from({ length: PURCHASE_WORKERS }, (_, i) => bearerFor(url, `bench_${100 + i}`)),
  );
  const totals: number[] = [];
  const approvals: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let seq = 0;
  await Promise.all(
    sessions.map(async (headers) => {
      while (Date.now() < deadline) {
        const timing = await purchase(url, headers, `bench-buy-${Date.now()}-${(seq += 1)}`);
        totals.push(timing.total);
        approvals.push(timing.approve);
      }
    }),
  );
  const pct = (values: number[], p: number) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!.toFixed(0);
  console.log(
    `\n## Card purchases: order → sandbox window → approval, ${PURCHASE_WORKERS} partners at once (embedded PGlite)`,
  );
  console.table({
    purchases: totals.length,
    'purchases/s': (totals.length / seconds).toFixed(1),
    'purchase p50 ms': pct(totals, 0.5),
    'purchase p99 ms': pct(totals, 0.99),
    'approval p50 ms': pct(approvals, 0.5),
    'approval p99 ms': pct(approvals, 0.99),
  });
}

export async function paymentsBench(seconds: number): Promise<void> {
  const heading = (database: string) =>
    `\n## Payment history: ${TOTAL_ORDERS.toLocaleString()} orders over ${PARTNERS.toLocaleString()} partners (${database})`;
  const scratch = await createScratchDatabase('bench_payments');
  try {
    await seed(await openPostgres(scratch.url));
    const portal = await startPortal({
      ...postgresPortalEnv(scratch.url),
      SEED_DEMO: '0',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    });
    try {
      const rows = await historyBench(portal.url, seconds);
      console.log(heading('PostgreSQL'));
      printTable(rows);
    } finally {
      await portal.stop();
    }
  } finally {
    await scratch.drop();
  }

  const dataDir = newDataDir();
  await seed(await openPglite(join(dataDir, 'pgdata')));
  const portal = await startPortal({ RATE_LIMIT_LOGIN_PER_ADDRESS: '100000' }, dataDir);
  try {
    const rows = await historyBench(portal.url, seconds);
    console.log(heading('embedded PGlite'));
    printTable(rows);
    await purchaseBench(portal.url, seconds);
  } finally {
    await portal.stop();
  }
}
