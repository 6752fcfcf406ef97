/** Login (argon2id) and an authenticated user/detail, next to a bare node:http server. */
import { startBareHttp, startPortal } from '../../scripts/portal-process.js';
import { load, printTable, type LoadResult } from '../lib/load.js';

const DEMO = { username: 'demo_partner', password: 'Demo2024!pass' };

export async function authBench(seconds: number): Promise<void> {
  const rows: LoadResult[] = [];
  const bare = await startBareHttp();
  try {
    rows.push(await load('bare node:http (ceiling)', { url: bare.url, seconds }));
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
    const token = ((await loginResponse.json()) as { context: { access_token: string } }).context
      .access_token;
    rows.push(
      await load('GET user/detail (bearer, session check)', {
        url: `${portal.url}/member-api/authapi/v1/user/detail`,
        headers: { authorization: `Bearer ${token}` },
        seconds,
      }),
    );
    rows.push(
      await load('POST ceologin (argon2id)', {
        url: `${portal.url}/member-api/api/v1/ceologin`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(DEMO),
        connections: 4,
        seconds,
      }),
    );
  } finally {
    await portal.stop();
  }

  console.log('\n## Authentication (embedded PGlite, loopback)');
  printTable(rows);
  const [ceiling, detail, login] = rows as [LoadResult, LoadResult, LoadResult];
  console.log('Ratios to the bare node:http ceiling (req/s):');
  console.log(`  user/detail: ${(detail.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)}`);
  console.log(`  login:       ${(login.requestsPerSecond / ceiling.requestsPerSecond).toFixed(4)}`);
  console.log(`  p99 user/detail vs bare: ${(detail.p99Ms / Math.max(ceiling.p99Ms, 1)).toFixed(1)}x`);
}
