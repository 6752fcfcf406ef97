/**
 * Leads written straight into the database, in any status and at any time, for tests of what is
 * built on them (quotes, plan returns, the staff desk) without going through the inbox's calls.
 */
import { RESPONSE_LIMIT_BUSINESS_HOURS } from '@partner-portal/contract/leads-constants';
import { estimates } from '../db/tables/estimates.js';
import { addBusinessMinutes } from '../features/leads/business-hours.js';
import { loadHolidays } from '../shared/holiday-calendar.js';
import type { TestApp } from './test-app.js';

const HOLIDAYS = loadHolidays();
let sequence = 0;

export type LeadRow = typeof estimates.$inferInsert;

/**
 * A lead of `partnerId` (default: an accepted 욕실 lead of MONTHLY_STANDARD in 마포구, received at
 * the app clock's time, the customer 김민수); answers its number.
 */
export async function insertLead(
  t: TestApp,
  partnerId: number,
  overrides: Partial<LeadRow> & { customerName?: string } = {},
): Promise<number> {
  const { customerName = '김민수', ...columns } = overrides;
  const receivedAt = columns.receivedAt ?? t.clock.now();
  const [row] = await t.database.db
    .insert(estimates)
    .values({
      leadId: `TEST-${Date.now()}-${(sequence += 1)}`,
      partnerId,
      productKey: 'MONTHLY_STANDARD',
      receivedAt,
      regionSido: '서울특별시',
      regionSigungu: '마포구',
      constructionType: '욕실',
      spaceType: '아파트',
      areaM2: 84.97,
      rooms: ['욕실'],
      customerNameMasked: `${customerName[0]}*${customerName.slice(2)}`,
      customerNameEnc: t.app.context.cipher.encrypt(customerName),
      status: 'accepted',
      acceptedAt: receivedAt,
      firstResponseAt: receivedAt,
      firstResponseMinutes: 0,
      dueAt: addBusinessMinutes(HOLIDAYS, receivedAt, RESPONSE_LIMIT_BUSINESS_HOURS * 60),
      ...columns,
    })
    .returning({ estimateNo: estimates.estimateNo });
  return row!.estimateNo;
}
