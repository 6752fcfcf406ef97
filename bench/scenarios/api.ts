/**
 * The signed-in reads every page makes, next to a bare node:http server answering the same JSON as
 * `mypartner`, in one run: `mypartner`, `user/detail`, the plan list and the shell's first load on PostgreSQL (a fresh
 * database, lib/scratch-postgres.ts) and on embedded PGlite, 10 connections each (issue #14's goals).
 */
import { loadavg } from 'node:os';
import { startBareHttp, startPortal, type Running } from '../../scripts/portal-process.js';
import { DEMO_ACCOUNT } from '../../apps/server/src/seed/demo-seed.js';
import { bearerFor } from '../lib/bench-partners.js';
import { load, type LoadResult } from '../lib/load.js';
import { createScratchDatabase, postgresPortalEnv } from '../lib/scratch-postgres.js';

const CALLS = [
  { name: 'mypartner', path: '/partner-api/authapi/partner/mypartner', signedIn: true },
  { name: 'user/detail', path: '/member-api/authapi/v1/user/detail', signedIn: true },
  { name: 'plan list', path: '/plan-api/list', signedIn: false },
  // What every page's first load now asks instead of six calls (no goal of its own: for comparison).
  { name: 'shell', path: '/partner-api/authapi/partner/shell?placement=intro', signedIn: true },
] as const;

/** The server's default level, so the request log costs what it costs in production. */
const INFO = 'info';
const signIn = (url: string) => bearerFor(url, DEMO_ACCOUNT.memberId, DEMO_ACCOUNT.password);

async function measure(portal: Running, database: string, seconds: number): Promise<LoadResult[]> {
  const headers = await signIn(portal.url);
  const rows: LoadResult[] = [];
  for (const call of CALLS) {
    rows.push(
      await load(`${database}: GET ${call.name}`, {
        url: portal.url + call.path,
        ...(call.signedIn ? { headers } : {}),
        seconds,
      }),
    );
  }
  return rows;
}

export async function apiBench(seconds: number): Promise<void> {
  const [oneMinute, fiveMinutes] = loadavg();
  console.log(
    `\n## API reads next to bare node:http (10 connections, ${seconds} s each; load average ${oneMinute!.toFixed(2)} / ${fiveMinutes!.toFixed(2)})`,
  );
  const rows: LoadResult[] = [];

  const scratch = await createScratchDatabase('bench_api');
  try {
    const portal = await startPortal({ ...postgresPortalEnv(scratch.url), LOG_LEVEL: INFO });
    try {
      // The ceiling answers the very JSON mypartner answers, so both send the same bytes.
      const bareBody = await (
        await fetch(portal.url + CALLS[0].path, { headers: await signIn(portal.url) })
      ).text();
      console.log(`bare body: ${Buffer.byteLength(bareBody)} bytes (the mypartner answer)`);
      const bare = await startBareHttp(bareBody);
      try {
        rows.push(await load('bare node:http (ceiling)', { url: bare.url, seconds }));
      } finally {
        await bare.stop();
      }
      rows.push(...(await measure(portal, 'PostgreSQL', seconds)));
    } finally {
      await portal.stop();
    }
  } finally {
    await scratch.drop();
  }

  const embedded = await startPortal({ LOG_LEVEL: INFO });
  try {
    rows.push(...(await measure(embedded, 'PGlite', seconds)));
  } finally {
    await embedded.stop();
  }

  const ceiling = rows[0]!.requestsPerSecond;
  console.table(
    rows.map((row) => ({
      call: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'x bare': (row.requestsPerSecond / ceiling).toFixed(3),
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
  console.log(
    'Goals (issue #14): PostgreSQL mypartner ≥ 2,000 req/s with p99 ≤ 20 ms; PostgreSQL user/detail and plan list ≥ 0.2× bare; PGlite mypartner ≥ 800 req/s',
  );
}
