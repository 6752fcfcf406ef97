/**
 * Notifications: BENCH_NOTIFICATIONS (10,000) events queued at once (one transaction) on PostgreSQL,
 * with two server processes running the hub and the sandbox channels. Reports, per channel, the time
 * from the event's commit to the sandbox accepting the message (p50/p95/p99), whether every one
 * arrived, messages sent twice (rows of one message key at the sandbox beyond the first) and
 * messages per second. Each event is a 입금 확인 to a different partner on the default channels:
 * alimtalk and e-mail (push is skipped: the bench partners have no browser).
 */
import pg from 'pg';
import { fillTemplate } from '../../apps/server/src/features/notifications/templates.js';
import { startPortal, type Running } from '../../scripts/portal-process.js';
import { benchPartnersSql } from '../lib/bench-partners.js';
import { createScratchDatabase, postgresPortalEnv } from '../lib/scratch-postgres.js';

const EVENTS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const TIMEOUT_MS = 10 * 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const SINGLES = 50;

/** Then, with the queue empty: single events 200 ms apart, each timed from its commit to the alimtalk sandbox. */
async function oneAtATime(
  client: pg.Client,
  filled: { title: string; text: string; link: string | null; variables: Record<string, string> },
): Promise<void> {
  const latencies: number[] = [];
  for (let i = 0; i < SINGLES; i++) {
    const key = `bench-single:${i}`;
    const { rows } = await client.query<{ id: number }>(
      `insert into notification_outbox (partner_id, audience, kind, title, text, link, payload, dedupe_key, created_at)
       select partner_id, 'partner', 'deposit.confirmed', $1, $2, $3, $4::jsonb, $5, now()
       from partners order by partner_id limit 1 returning notification_id as id`,
      [filled.title, filled.text, filled.link, JSON.stringify(filled.variables), key],
    );
    const committedAt = Date.now();
    const messageKey = `n${rows[0]!.id}-alimtalk-g0`;
    for (;;) {
      const found = await client.query<{ ms: number }>(
        `select extract(epoch from created_at) * 1000 as ms from messaging_sandbox_messages where message_key = $1`,
        [messageKey],
      );
      if (found.rows[0]) {
        latencies.push(Number(found.rows[0].ms) - committedAt);
        break;
      }
      if (Date.now() - committedAt > 70_000) throw new Error(`${messageKey} never arrived`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `  one event at a time (${SINGLES}, queue empty): commit → alimtalk accepted p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );
}

export async function notificationsBench(): Promise<void> {
  console.log(
    `\n== Notifications: ${EVENTS.toLocaleString()} events queued at once, two server processes, PostgreSQL, sandbox channels`,
  );
  const scratch = await createScratchDatabase('bench_notify');
  const client = new pg.Client({ connectionString: scratch.url });
  const instances: Running[] = [];
  try {
    const env = { ...postgresPortalEnv(scratch.url), SEED_DEMO: '0' };
    // The first applies the migrations; the second starts on the migrated database.
    instances.push(await startPortal(env));
    instances.push(await startPortal(env));
    await client.connect();
    await client.query(await benchPartnersSql(EVENTS));
    await client.query('analyze');
    const filled = fillTemplate('deposit.confirmed', {
      요금제: '스탠다드 1개월',
      금액: '869,000원',
      주문번호: 'BENCH',
      이용시작일: '2026-12-02',
    });
    await client.query('begin');
    await client.query(
      `insert into notification_outbox (partner_id, audience, kind, title, text, link, payload, dedupe_key, created_at)
       select partner_id, 'partner', 'deposit.confirmed', $1, $2, $3, $4::jsonb, 'bench:' || partner_id, now()
       from partners order by partner_id limit $5`,
      [filled.title, filled.text, filled.link, JSON.stringify(filled.variables), EVENTS],
    );
    await client.query('commit');
    const committedAt = Date.now();

    const expected = EVENTS * 2;
    let arrived = 0;
    while (Date.now() - committedAt < TIMEOUT_MS) {
      const { rows } = await client.query<{ n: number }>(
        `select count(distinct message_key)::int as n from messaging_sandbox_messages`,
      );
      arrived = rows[0]!.n;
      if (arrived >= expected) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { rows: messages } = await client.query<{ channel: string; ms: number }>(
      `select channel, extract(epoch from min(created_at)) * 1000 as ms
       from messaging_sandbox_messages group by message_key, channel`,
    );
    const { rows: twice } = await client.query<{ n: number }>(
      `select (count(*) - count(distinct message_key))::int as n from messaging_sandbox_messages`,
    );
    const { rows: statuses } = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from notification_deliveries group by status order by status`,
    );
    for (const channel of ['alimtalk', 'email']) {
      const latencies = messages
        .filter((m) => m.channel === channel)
        .map((m) => Number(m.ms) - committedAt)
        .sort((a, b) => a - b);
      if (latencies.length === 0) continue;
      const last = latencies.at(-1)!;
      console.log(
        `  ${channel}: ${latencies.length.toLocaleString()} of ${EVENTS.toLocaleString()} accepted; commit → accepted p50 ${(percentile(latencies, 0.5) / 1000).toFixed(2)} s, p95 ${(percentile(latencies, 0.95) / 1000).toFixed(2)} s, p99 ${(percentile(latencies, 0.99) / 1000).toFixed(2)} s, last ${(last / 1000).toFixed(2)} s`,
      );
    }
    const lastOfAll = Math.max(...messages.map((m) => Number(m.ms))) - committedAt;
    console.log(
      `  all channels: ${arrived.toLocaleString()} of ${expected.toLocaleString()} messages in ${(lastOfAll / 1000).toFixed(1)} s = ${((arrived / lastOfAll) * 1000).toFixed(0)} messages/s; sent twice: ${twice[0]!.n}`,
    );
    console.log(`  deliveries: ${statuses.map((s) => `${s.status} ${s.n.toLocaleString()}`).join(', ')}`);
    await oneAtATime(client, filled);
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(instances.map((instance) => instance.stop()));
    await scratch.drop();
  }
}
