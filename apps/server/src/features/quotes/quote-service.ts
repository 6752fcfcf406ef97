/**
 * Sending a quote and its customer opening it. A quote is sent as a new version of the lead's quote,
 * priced by the server; the version before it is marked superseded, and nothing of a sent quote
 * changes afterwards but its open counters. Sending moves an accepted or contacted lead to 견적 발송;
 * the first opening of the customer's link is recorded on the lead and told to the partner, once.
 */
import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import {
  LEAD_MESSAGES,
  QUOTE_TOTAL_MAX_WON,
  type LeadStatus,
} from '@partner-portal/contract/leads-constants';
import { lineAmounts, quoteTotals, scheduleAmounts } from '@partner-portal/contract/quote-math';
import type { Quote, quoteCreateSchema } from '@partner-portal/contract/quotes-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { estimates, leadEvents, quoteItems, quotes } from '../../db/tables/estimates.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';
import { businessMinutesBetween } from '../leads/business-hours.js';
import { loadHolidays } from '../../shared/holiday-calendar.js';
import { queueNotification } from '../notifications/outbox.js';
import { partnerQuote, type QuoteReadDeps } from './quote-reads.js';

const HOLIDAYS = loadHolidays();

/** The lead statuses a quote may be sent in: accepted and not yet closed. */
const QUOTABLE: readonly LeadStatus[] = ['accepted', 'contacted', 'quoted'];

export type QuoteDeps = QuoteReadDeps & { clock: Clock };

const badInput = (path: string, message: string) =>
  new HttpProblem(400, ERROR_CODES.validation, message, [{ path, message }]);

/** Sends a new version of the quote of one of the partner's leads; answers it as sent. */
export async function sendQuote(
  deps: QuoteDeps,
  partnerId: number,
  input: z.output<typeof quoteCreateSchema>,
): Promise<Quote> {
  const now = deps.clock.now();
  if (input.valid_until < seoulDate(now)) {
    throw badInput('valid_until', '유효기간은 오늘 이후 날짜로 입력해주세요.');
  }
  const amounts = quoteTotals(input.items);
  const lines = input.items.map(lineAmounts);
  const stages = scheduleAmounts(amounts.total_won, input.payment_schedule);
  if (amounts.total_won > QUOTE_TOTAL_MAX_WON) throw badInput('items', LEAD_MESSAGES.quoteTooLarge);

  const quoteNo = await deps.db.transaction(async (tx) => {
    // The lead is locked: two sends at once get consecutive versions, not the same one.
    const [lead] = await tx
      .select()
      .from(estimates)
      .where(and(eq(estimates.estimateNo, input.lead_no), eq(estimates.partnerId, partnerId)))
      .for('update');
    if (!lead) throw new HttpProblem(404, ERROR_CODES.notFound, LEAD_MESSAGES.notFound);
    if (!QUOTABLE.includes(lead.status)) {
      throw new HttpProblem(409, RETURN_CODES.quoteRefused, LEAD_MESSAGES.quoteRefused);
    }
    const [latest] = await tx
      .select({ version: max(quotes.version) })
      .from(quotes)
      .where(eq(quotes.estimateNo, lead.estimateNo));
    const [created] = await tx
      .insert(quotes)
      .values({
        partnerId,
        estimateNo: lead.estimateNo,
        version: (latest?.version ?? 0) + 1,
        labourWon: amounts.labour_won,
        materialWon: amounts.material_won,
        supplyWon: amounts.supply_won,
        vatWon: amounts.vat_won,
        totalWon: amounts.total_won,
        validUntil: input.valid_until,
        paymentSchedule: stages.map(({ stage, percent, due, amount_won }) => ({
          stage,
          percent,
          due,
          amount_won,
        })),
        notes: input.notes,
        sentAt: now,
      })
      .returning({ quoteNo: quotes.quoteNo });
    const no = created!.quoteNo;
    await tx.insert(quoteItems).values(
      input.items.map((item, i) => ({
        quoteNo: no,
        lineNo: i + 1,
        trade: item.trade,
        name: item.name,
        material: item.material,
        quantity: item.quantity,
        unit: item.unit,
        labourUnitWon: item.labour_unit_won,
        materialUnitWon: item.material_unit_won,
        labourWon: lines[i]!.labour_won,
        materialWon: lines[i]!.material_won,
      })),
    );
    await tx
      .update(quotes)
      .set({ supersededBy: no })
      .where(
        and(eq(quotes.estimateNo, lead.estimateNo), isNull(quotes.supersededBy), ne(quotes.quoteNo, no)),
      );
    const moves = lead.status !== 'quoted';
    if (moves || !lead.firstResponseAt) {
      await tx
        .update(estimates)
        .set({
          ...(moves ? { status: 'quoted' as const, statusChangedAt: now } : {}),
          ...(lead.firstResponseAt
            ? {}
            : {
                firstResponseAt: now,
                firstResponseMinutes: businessMinutesBetween(HOLIDAYS, lead.receivedAt, now),
              }),
        })
        .where(eq(estimates.estimateNo, lead.estimateNo));
    }
    await tx.insert(leadEvents).values({
      estimateNo: lead.estimateNo,
      at: now,
      kind: 'quote_sent',
      status: moves ? 'quoted' : null,
      text: String(no),
    });
    return no;
  });
  return partnerQuote(deps, partnerId, quoteNo);
}

/**
 * Records that the customer opened the quote's link: every opening counts, the first is stamped,
 * goes on the lead's timeline and is told to the partner (once per quote).
 */
export async function recordOpening(deps: QuoteDeps, quoteNo: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const first = await tx
      .update(quotes)
      .set({ openedAt: now })
      .where(and(eq(quotes.quoteNo, quoteNo), isNull(quotes.openedAt)))
      .returning({ leadNo: quotes.estimateNo, partnerId: quotes.partnerId, version: quotes.version });
    await tx
      .update(quotes)
      .set({ lastOpenedAt: now, openCount: sql`${quotes.openCount} + 1` })
      .where(eq(quotes.quoteNo, quoteNo));
    const opened = first[0];
    if (!opened) return;
    await tx.insert(leadEvents).values({
      estimateNo: opened.leadNo,
      at: now,
      kind: 'quote_opened',
      text: String(quoteNo),
    });
    const [lead] = await tx
      .select({ sido: estimates.regionSido, sigungu: estimates.regionSigungu })
      .from(estimates)
      .where(eq(estimates.estimateNo, opened.leadNo));
    await queueNotification(
      tx,
      {
        kind: 'quote.opened',
        partnerId: opened.partnerId,
        variables: { 견적번호: quoteNo, 버전: opened.version, 지역: `${lead!.sido} ${lead!.sigungu}` },
        dedupeKey: `quote.opened:${quoteNo}`,
      },
      now,
    );
  });
}
