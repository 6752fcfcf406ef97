/**
 * `npm run bench`: login and an authenticated user/detail on the real server (embedded PGlite,
 * loopback), against a bare node:http server measured in the same run. Prints figures and ratios;
 * it asserts nothing (speed targets are read from here, never from timed tests).
 */
import { load, printTable, type LoadResult } from './lib/load.js';
import { startBareHttp, startPortal } from '../scripts/portal-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DEMO = { username: 'demo_partner', password: 'Demo2024!pass' };

async function main(): Promise<void> {
  const rows: LoadResult[] = [];

  const bare = await startBareHttp();
  try {
    rows.push(await load('bare node:http (ceiling)', { url: bare.url, seconds: SECONDS }));
  } finally {
    await bare.stop();
  }

  // Per-address login limits would turn a load test into a stream of 429s: lift them for the run.
  const portal = await startPortal({ RATE_LIMIT_LOGIN_PER_ADDRESS: '100000000' });
  try {
    const json = { 'content-type': 'application/json' };
    const loginResponse = await fetch(`${portal.url}/member-api/api/v1/ceologin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(DEMO),
    });
    const token = ((await loginResponse.json()) as { context: { access_token: string } }).context.access_token;

    rows.push(
      await load('GET /member-api/authapi/v1/user/detail (bearer)', {
        url: `${portal.url}/member-api/authapi/v1/user/detail`,
        headers: { authorization: `Bearer ${token}` },
        seconds: SECONDS,
      }),
    );
    rows.push(
      await load('POST /member-api/api/v1/ceologin (argon2id)', {
        url: `${portal.url}/member-api/api/v1/ceologin`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(DEMO),
        connections: 4,
        seconds: SECONDS,
      }),
    );
  } finally {
    await portal.stop();
  }

  printTable(rows);
  const [ceiling, detail, login] = rows as [LoadResult, LoadResult, LoadResult];
  console.log('Ratios to the bare node:http ceiling (req/s):');
  console.log(`  user/detail: ${(detail.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)}`);
  console.log(`  login:       ${(login.requestsPerSecond / ceiling.requestsPerSecond).toFixed(4)}`);
  console.log(`  p99 user/detail vs bare: ${(detail.p99Ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
