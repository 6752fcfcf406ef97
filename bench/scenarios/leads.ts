/**
 * The lead inbox at scale (issue #39) on PostgreSQL: BENCH_LEAD_PARTNERS (10,000) partners with
 * BENCH_LEADS (1,000,000) leads over six months, a quarter of them quoted. Reports, next to a bare
 * node:http server in the same run, one connection each:
 * - the inbox's first page, a filtered page, the response summary and the plan returns (p50/p99);
 * - a lead posted by the service endpoint reaching open inboxes over server-sent events, with
 *   BENCH_LEAD_STREAMS (1,000) streams open on the one instance (p50/p95 from the post to each event);
 * - a 30-item quote's PDF (p50/p95, one at a time).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { LEAD_PATHS, QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import { startBareHttp, startPortal, type Running } from '../../scripts/portal-process.js';
import { bearerFor, benchPartnersSql } from '../lib/bench-partners.js';
import { load, printTable, type LoadResult } from '../lib/load.js';
import { createScratchDatabase, postgresPortalEnv } from '../lib/scratch-postgres.js';

const PARTNERS = Number(process.env.BENCH_LEAD_PARTNERS ?? 10_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const STREAMS = Number(process.env.BENCH_LEAD_STREAMS ?? 1_000);
const STREAM_PARTNERS = 50;
const POSTED = 200;
const PDFS = 50;
const SERVICE_TOKEN = 'bench-marketplace-service-token-0123456789';
const PLAN = 'MONTHLY_STANDARD';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const partnerApi = (path: string) => `/partner-api${path}`;

/** Every bench partner holds the monthly plan nationwide (paid today), and leads spread over six months. */
function leadsSql(): string {
  return `
    insert into orders (order_no, partner_id, status, method, goods_name, supply_won, vat_won, total_won,
        idempotency_key, request_hash, created_at, paid_at, expires_at)
      select 'PBENCH' || partner_id, partner_id, 'paid', 'card', '스탠다드 1개월', 790000, 79000, 869000,
        'bench' || partner_id, 'bench', now(), now(), now() + interval '30 minutes' from partners;
    insert into order_lines (order_no, product_key, name, period_months, supply_won, vat_won)
      select 'PBENCH' || partner_id, '${PLAN}', '스탠다드', 1, 790000, 79000 from partners;
    insert into subscriptions (partner_id, order_no, product_key, period_start, period_end, created_at)
      select partner_id, 'PBENCH' || partner_id, '${PLAN}', current_date - 1, current_date + 29, now() from partners;
    insert into estimates (lead_id, partner_id, product_key, received_at, region_sido, region_sigungu,
        construction_type, space_type, area_m2, rooms, budget_min_won, budget_max_won, description,
        customer_name_masked, status, due_at, first_response_at, first_response_minutes, accepted_at)
      select 'BENCH-' || g, p.first + g % ${PARTNERS}, '${PLAN}', r.at,
        (array['서울특별시','서울특별시','경기도','부산광역시'])[1 + g % 4],
        (array['강남구','마포구','성남시','해운대구'])[1 + g % 4],
        (array['욕실','주방','도배','바닥','목공'])[1 + g % 5],
        (array['아파트','빌라','주택','상가','사무실'])[1 + g % 5],
        59 + g % 80, '["욕실"]'::jsonb, 3000000, 8000000, '벤치 견적 요청 ' || g, '김*수',
        s.status, r.at + interval '4 hours',
        case when s.status not in ('new','expired') then r.at + interval '40 minutes' end,
        case when s.status not in ('new','expired') then 40 end,
        case when s.status in ('accepted','contacted','quoted','contracted','lost') then r.at + interval '40 minutes' end
      from generate_series(1, ${LEADS}) g
      -- The bench partners' ids are consecutive: the database is new and holds no other partner.
      cross join (select min(partner_id) as first from partners) p
      cross join lateral (select now() - (g % 180) * interval '1 day' - (g % 600) * interval '1 minute' as at) r
      cross join lateral (select (array['new','accepted','contacted','quoted','quoted','contracted','lost','declined','expired','quoted'])[1 + g % 10] as status) s;
    insert into quotes (partner_id, estimate_no, version, labour_won, material_won, supply_won, vat_won,
        total_won, valid_until, payment_schedule, sent_at)
      select partner_id, estimate_no, 1, 3000000, 2000000, 5000000, 500000, 5500000, current_date + 14,
        '[]'::jsonb, received_at + interval '2 days'
      from estimates where status in ('quoted','contracted','lost');`;
}

/** An open event stream: resolves each `lead` event's number with the time it arrived. */
function openStream(url: string, headers: Record<string, string>, onLead: (leadNo: number) => void) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...headers, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event);
          if (/^event: lead$/m.test(event) && data)
            onLead((JSON.parse(data[1]!) as { lead_no: number }).lead_no);
        }
      });
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

const lead = (partnerId: number, n: number) => ({
  lead_id: `BENCH-LIVE-${n}-${Date.now()}`,
  partner_id: partnerId,
  product_key: PLAN,
  received_at: new Date().toISOString(),
  region: { sido: '서울특별시', sigungu: '강남구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.9,
  rooms: ['욕실'],
  customer_name: '김민수',
  customer_phone: '010-2345-6789',
});

async function postLead(portal: Running, body: object): Promise<number> {
  const answer = await fetch(`${portal.url}/service-api/internal/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SERVICE_TOKEN}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`lead refused: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { estimate_no: number } }).data.estimate_no;
}

async function streams(portal: Running, client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ partner_id: number; member_id: string }>(
    `select p.partner_id, m.member_id from partners p join members m using (member_no) order by p.partner_id limit ${STREAM_PARTNERS}`,
  );
  const arrivals = new Map<number, number[]>();
  const open: IncomingMessage[] = [];
  for (const row of rows) {
    const headers = await bearerFor(portal.url, row.member_id);
    for (let i = 0; i < STREAMS / STREAM_PARTNERS; i++) {
      open.push(
        await openStream(portal.url + partnerApi(LEAD_PATHS.stream), headers, (leadNo) => {
          const list = arrivals.get(leadNo) ?? [];
          list.push(performance.now());
          arrivals.set(leadNo, list);
        }),
      );
    }
  }
  const latencies: number[] = [];
  const posted: { leadNo: number; at: number }[] = [];
  for (let n = 0; n < POSTED; n++) {
    const at = performance.now();
    posted.push({ leadNo: await postLead(portal, lead(rows[n % rows.length]!.partner_id, n)), at });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  let missing = 0;
  const perLead = STREAMS / STREAM_PARTNERS;
  for (const { leadNo, at } of posted) {
    const times = arrivals.get(leadNo) ?? [];
    missing += perLead - times.length;
    latencies.push(...times.map((t) => t - at));
  }
  for (const response of open) response.destroy();
  latencies.sort((a, b) => a - b);
  console.log(
    `  SSE, ${open.length} streams open on one instance: post → event p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms over ${latencies.length} deliveries, ${missing} missing`,
  );
}

async function pdfs(portal: Running, client: pg.Client): Promise<void> {
  const headers = await bearerFor(portal.url, 'bench_1');
  const { rows } = await client.query<{ partner_id: number }>(
    `select partner_id from partners join members using (member_no) where member_id = 'bench_1'`,
  );
  const partnerId = rows[0]!.partner_id;
  const leadNo = await postLead(portal, lead(partnerId, -1));
  const accepted = await fetch(
    portal.url + partnerApi(LEAD_PATHS.accept.replace(':leadNo', String(leadNo))),
    {
      method: 'POST',
      headers,
    },
  );
  if (!accepted.ok) throw new Error(`accept refused: ${accepted.status} ${await accepted.text()}`);
  const trades = ['철거', '설비', '전기', '목공', '타일', '도배', '바닥', '주방', '욕실', '마감'];
  const created = await fetch(portal.url + partnerApi(QUOTE_PATHS.create), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      lead_no: leadNo,
      items: Array.from({ length: 30 }, (_, i) => ({
        trade: trades[i % trades.length],
        name: `벤치 항목 ${i + 1} 시공`,
        material: '중급 자재',
        quantity: 1 + (i % 7),
        unit: '식',
        labour_unit_won: 100_000 + i * 1_000,
        material_unit_won: 50_000 + i * 500,
      })),
      valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      payment_schedule: [
        { stage: '계약금', percent: 10, due: '계약 시' },
        { stage: '중도금', percent: 40, due: '목공 완료 후' },
        { stage: '잔금', percent: 50, due: '준공 후' },
      ],
      notes: '벤치 견적서',
    }),
  });
  if (!created.ok) throw new Error(`quote refused: ${created.status} ${await created.text()}`);
  const quoteNo = ((await created.json()) as { data: { quote_no: number } }).data.quote_no;
  const url = portal.url + partnerApi(QUOTE_PATHS.pdf.replace(':quoteNo', String(quoteNo)));
  const times: number[] = [];
  for (let i = 0; i < PDFS; i++) {
    const start = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`pdf answered ${answer.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  quote PDF (30 items), one at a time: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
}

export async function leadsBench(seconds: number): Promise<void> {
  console.log(
    `\n== Leads: ${PARTNERS.toLocaleString()} partners, ${LEADS.toLocaleString()} leads on PostgreSQL, one connection per call`,
  );
  const scratch = await createScratchDatabase('bench_leads');
  const client = new pg.Client({ connectionString: scratch.url });
  let portal: Running | undefined;
  let bare: Running | undefined;
  try {
    const env = {
      ...postgresPortalEnv(scratch.url),
      SEED_DEMO: '0',
      MARKETPLACE_SERVICE_TOKEN: SERVICE_TOKEN,
    };
    portal = await startPortal(env);
    await client.connect();
    const started = performance.now();
    await client.query(await benchPartnersSql(PARTNERS));
    await client.query(leadsSql());
    await client.query('vacuum analyze');
    console.log(`  data: ${((performance.now() - started) / 1000).toFixed(0)} s to insert and analyse`);
    bare = await startBareHttp();
    const headers = await bearerFor(portal.url, `bench_${Math.ceil(PARTNERS / 2)}`);
    const calls = [
      ['inbox, first page', LEAD_PATHS.list],
      [
        'inbox, filtered page 2',
        `${LEAD_PATHS.list}?tab=active&sido=${encodeURIComponent('서울특별시')}&page=2`,
      ],
      ['response summary', LEAD_PATHS.summary],
      ['plan returns, 3 months', `${LEAD_PATHS.returns}?months=3`],
    ] as const;
    const rows: LoadResult[] = [await load('bare node:http', { url: bare.url, connections: 1, seconds })];
    for (const [name, path] of calls) {
      rows.push(await load(name, { url: portal.url + partnerApi(path), headers, connections: 1, seconds }));
    }
    printTable(rows);
    const baseline = rows[0]!.requestsPerSecond;
    for (const row of rows.slice(1)) {
      console.log(
        `  ${row.name}: ${(row.requestsPerSecond / baseline).toFixed(3)} of bare node:http's req/s`,
      );
    }
    await streams(portal, client);
    await pdfs(portal, client);
  } finally {
    await client.end().catch(() => undefined);
    await bare?.stop();
    await portal?.stop();
    await scratch.drop();
  }
}
