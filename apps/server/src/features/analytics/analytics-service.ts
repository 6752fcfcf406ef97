/** The click-event log of spec §7 `POST /analytics`, and its counts for the staff console. */
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_PERIOD_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RATE_LIMIT,
  type AnalyticsRequest,
  type ClickCounts,
  type ClickCountsQuery,
} from '@partner-portal/contract/analytics-api';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import {
  addMonths,
  daysBetween,
  seoulDate,
  seoulDayEnd,
  seoulDayStart,
} from '@partner-portal/contract/seoul-time';
import { and, count, desc, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/tables/analytics.js';
import { HttpProblem } from '../../shared/problems.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/**
 * One member's calls are counted (not its addresses: a whole office shares one), so a stuck tab
 * cannot fill the table; the browser drops what is refused.
 */
export function limitAnalyticsCalls({ limiter }: Pick<AppContext, 'limiter'>, memberNo: number) {
  return limiter.hit(
    { bucket: 'analytics', ...ANALYTICS_RATE_LIMIT, message: ANALYTICS_MESSAGES.tooMany },
    `member:${memberNo}`,
  );
}

export async function recordClickEvents(
  { db, clock }: Deps,
  memberNo: number,
  events: AnalyticsRequest[],
): Promise<number> {
  const createdAt = clock.now();
  await db.insert(analyticsEvents).values(
    events.map(({ eventName, typeName, typeCode }) => ({
      memberNo,
      eventName,
      typeName,
      typeCode,
      createdAt,
    })),
  );
  return events.length;
}

/** Counts per event and per type over Korean days `from`–`to` (both included; default the last 7). */
export async function clickCounts({ db, clock }: Deps, query: ClickCountsQuery): Promise<ClickCounts> {
  const to = query.to ?? seoulDate(clock.now());
  const from = query.from ?? addMonths(to, 0, 1 - ANALYTICS_DEFAULT_DAYS);
  if (from > to) throw new HttpProblem(400, ERROR_CODES.validation, ANALYTICS_MESSAGES.badPeriod);
  if (daysBetween(from, to) >= ANALYTICS_MAX_PERIOD_DAYS)
    throw new HttpProblem(400, ERROR_CODES.validation, ANALYTICS_MESSAGES.periodTooLong);

  const rows = await db
    .select({
      eventName: analyticsEvents.eventName,
      typeName: analyticsEvents.typeName,
      typeCode: analyticsEvents.typeCode,
      n: count(),
    })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.createdAt, seoulDayStart(from)),
        lt(analyticsEvents.createdAt, seoulDayEnd(to)),
      ),
    )
    .groupBy(analyticsEvents.eventName, analyticsEvents.typeName, analyticsEvents.typeCode)
    .orderBy(desc(count()), analyticsEvents.eventName, analyticsEvents.typeName, analyticsEvents.typeCode);

  const events = new Map<string, ClickCounts['events'][number]>();
  for (const row of rows) {
    const event = events.get(row.eventName) ?? { event_name: row.eventName, count: 0, types: [] };
    event.count += row.n;
    event.types.push({ type_name: row.typeName, type_code: row.typeCode, count: row.n });
    events.set(row.eventName, event);
  }
  const list = [...events.values()].sort(
    (a, b) => b.count - a.count || a.event_name.localeCompare(b.event_name),
  );
  return { from, to, total: list.reduce((sum, event) => sum + event.count, 0), events: list };
}

/** Retention: click events collected before `cutoff` (behavioural data, 2 years). */
export async function destroyClickEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}
