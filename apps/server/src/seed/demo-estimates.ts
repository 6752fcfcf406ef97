/**
 * Six months of leads for the demo partner, relative to the day the demo is seeded: in its service
 * districts, for the work it offers, a few a day and growing. Deterministic, each lead with a fixed
 * marketplace id, so seeding again the same day adds nothing; a start on a later day adds only the
 * days since (the demo keeps receiving leads, none twice).
 */
import { addMonths, seoulDate, seoulDayStart, weekdayOf } from '@partner-portal/contract/seoul-time';
import type { Database } from '../db/client.js';
import { estimates } from '../db/tables/estimates.js';
import type { Clock } from '../shared/clock.js';

const DISTRICTS = [
  { sido: '서울특별시', sigungu: '강남구' },
  { sido: '서울특별시', sigungu: '서초구' },
  { sido: '서울특별시', sigungu: '송파구' },
  { sido: '경기도', sigungu: '성남시' },
  { sido: '서울특별시', sigungu: '강동구' },
];
const WORK = ['도배', '바닥', '욕실', '주방', '욕실', '조명', '목공', '필름', '도배'];
const BUDGETS: [number, number][] = [
  [1_000_000, 3_000_000],
  [3_000_000, 5_000_000],
  [5_000_000, 10_000_000],
  [10_000_000, 20_000_000],
  [20_000_000, 40_000_000],
];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'];
const GIVEN_LAST = ['수', '진', '영', '호', '민', '희', '준', '아', '연', '우'];
/** Leads on a day of the week, Monday first, before the growth over the months. */
const PER_WEEKDAY = [3, 2, 2, 2, 3, 1, 1];
const DAYS = 183;

/** A small deterministic sequence (the same demo every time). */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/** True when it added leads. */
export async function seedDemoEstimates(db: Database, clock: Clock, partnerId: number): Promise<boolean> {
  const now = clock.now();
  const today = seoulDate(now);
  const next = sequence(partnerId * 7919 + 17);
  const rows: (typeof estimates.$inferInsert)[] = [];
  for (let back = DAYS; back >= 0; back -= 1) {
    const day = addMonths(today, 0, -back);
    const weekday = weekdayOf(day);
    // Growing from about 60 % to 100 % of the weekday's usual number over the half year.
    const usual = PER_WEEKDAY[weekday]! * (0.6 + (0.4 * (DAYS - back)) / DAYS);
    const leads = Math.max(0, Math.round(usual + next(3) - 1));
    for (let i = 0; i < leads; i += 1) {
      // Between 08:00 and 21:59 Seoul time, never after now.
      const receivedAt = new Date(seoulDayStart(day).getTime() + (8 * 60 + next(14 * 60)) * 60_000);
      if (receivedAt > now) continue;
      const budget = BUDGETS[next(BUDGETS.length)]!;
      rows.push({
        leadId: `DEMO-${partnerId}-${day.replace(/-/g, '')}-${i + 1}`,
        partnerId,
        receivedAt,
        ...(({ sido, sigungu }) => ({ regionSido: sido, regionSigungu: sigungu }))(
          DISTRICTS[next(DISTRICTS.length)]!,
        ),
        constructionType: WORK[next(WORK.length)]!,
        budgetMinWon: budget[0],
        budgetMaxWon: budget[1],
        customerNameMasked: `${SURNAMES[next(SURNAMES.length)]}*${GIVEN_LAST[next(GIVEN_LAST.length)]}`,
        // Placeholder until the lead inbox's seed (issue #39) answers them: four hours later.
        dueAt: new Date(receivedAt.getTime() + 4 * 3_600_000),
      });
    }
  }
  const added = await db
    .insert(estimates)
    .values(rows)
    .onConflictDoNothing({ target: estimates.leadId })
    .returning({ estimateNo: estimates.estimateNo });
  return added.length > 0;
}
