/** The click-event log of spec §7 `POST /analytics`. */
import type { AnalyticsRequest } from '@partner-portal/contract/partner-api';
import type { AppContext } from '../../platform/app-context.js';
import { analyticsEvents } from '../../db/tables/analytics.js';

export async function recordClickEvent(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  memberNo: number,
  { eventName, typeName, typeCode }: AnalyticsRequest,
): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ memberNo, eventName, typeName, typeCode, createdAt: clock.now() });
}
