/**
 * The case list for one partner holding 10,000 cases in a table of 1,000,000 (10,000 partners),
 * page by page (p50/p99 with one connection: the latency of a page, not a queue), and the photo pipeline's time per 12-megapixel photo.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { newDataDir, startPortal } from '../../scripts/portal-process.js';
import { openPglite } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { processImage } from '../../apps/server/src/platform/storage/image-pipeline.js';
import { PHOTO_VARIANTS } from '../../apps/server/src/features/cases/case-photos.js';
import { CASE_LIMITS } from '../../packages/contract/src/cases-constants.js';
import { benchPartnersSql, bearerFor } from '../lib/bench-partners.js';
import { load, printTable, type LoadResult } from '../lib/load.js';

const PARTNERS = 10_000;
const TARGET_CASES = 10_000;
const TOTAL_CASES = 1_000_000;

async function seed(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'pgdata'));
  await migrate(database);
  const started = Date.now();
  await database.exec(`
    ${await benchPartnersSql(PARTNERS)}
    -- The first bench partner holds ${TARGET_CASES}; the rest share the remaining rows.
    insert into construction_cases (partner_id, title, status, housing_type, scope, area_m2, cost_won, duration_days, region_sido, region_sigungu, description, view_count, created_at, updated_at)
      select case when g <= ${TARGET_CASES} then (select min(partner_id) from partners p join members m using (member_no) where m.member_id like 'bench_%')
                  else (select min(partner_id) from partners) + 1 + (g % ${PARTNERS - 1}) end,
             (array['아파트 전체 리모델링','빌라 욕실 시공','주방 리모델링','상가 인테리어'])[1 + g % 4] || ' ' || g,
             (array['published','draft','hidden'])[1 + g % 3],
             (array['아파트','빌라','단독주택','상가'])[1 + g % 4],
             (array['full','partial'])[1 + g % 2],
             40 + (g % 100), 5000000 + (g % 500) * 100000, 10 + g % 60,
             (array['서울특별시','경기도','부산광역시'])[1 + g % 3], '전체', '벤치마크용 시공 설명',
             g % 1000, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${TOTAL_CASES}) g;
    analyze;
  `);
  console.log(
    `seeded ${PARTNERS.toLocaleString()} partners and ${TOTAL_CASES.toLocaleString()} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
}

async function listBench(seconds: number): Promise<LoadResult[]> {
  const dataDir = newDataDir();
  await seed(dataDir);
  const portal = await startPortal({ RATE_LIMIT_LOGIN_PER_ADDRESS: '100000' }, dataDir);
  try {
    const headers = await bearerFor(portal.url, 'bench_1');
    const total = (
      (await (
        await fetch(`${portal.url}/partner-api/authapi/partner/cases?size=20`, { headers })
      ).json()) as { data: { total: number } }
    ).data.total;
    console.log(`bench partner sees ${total.toLocaleString()} cases`);
    const rows: LoadResult[] = [];
    for (const query of [
      'page=1',
      'page=50',
      'page=250',
      'page=500',
      'status=published&page=100',
      `q=${encodeURIComponent('욕실')}&page=10`,
      'sort=cost_desc&page=200',
    ]) {
      rows.push(
        await load(`GET cases?size=20&${query}`, {
          url: `${portal.url}/partner-api/authapi/partner/cases?size=20&${query}`,
          headers,
          connections: 1,
          seconds,
        }),
      );
    }
    return rows;
  } finally {
    await portal.stop();
  }
}

async function photoBench(): Promise<void> {
  // A 4000 × 3000 photo with real detail (noise compresses like a camera picture, not a flat fill).
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#8a6f4d',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const times: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    await processImage(
      photo,
      { maxBytes: CASE_LIMITS.photoMaxBytes, maxPixels: CASE_LIMITS.photoMaxPixels },
      PHOTO_VARIANTS,
    );
    times.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const measured = times.slice(1).sort((a, b) => a - b); // the first run warms libvips up
  console.log('\n## Photo pipeline (12 MP JPEG → WebP 320/1024/2048, metadata stripped)');
  console.table({
    'input MB': (photo.length / 1024 / 1024).toFixed(1),
    'p50 ms/photo': measured[Math.floor(measured.length / 2)]!.toFixed(0),
    'max ms/photo': measured.at(-1)!.toFixed(0),
    'RSS growth MB': ((peakRss - rssBefore) / 1024 / 1024).toFixed(0),
  });
}

export async function casesBench(seconds: number): Promise<void> {
  const rows = await listBench(seconds);
  console.log(
    `\n## Case list: 1 partner with ${TARGET_CASES.toLocaleString()} of ${TOTAL_CASES.toLocaleString()} cases (embedded PGlite)`,
  );
  printTable(rows);
  await photoBench();
}
