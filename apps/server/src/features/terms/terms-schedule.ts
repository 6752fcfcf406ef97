/**
 * Staff schedule a new terms version ahead (issue #40 §2): at least 7 days before it takes effect,
 * 30 for a change against the partner in the paid terms, under a version number the type never had.
 * Partners are told through the notification hub in the same transaction (one statement for every
 * partner), and the portal's banner lists it until its date, from 00:00 Seoul of which it is current
 * and required. A scheduled version can be called off before its date. Both writes are audited.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { addMonths, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { noticeDaysFor, PAID_TERMS_TYPES, TERMS_PAGE_PATHS } from '@partner-portal/contract/terms-constants';
import type { StaffTermsVersion, TermsVersionState, UpcomingTerms } from '@partner-portal/contract/terms-api';
import type { staffTermsScheduleSchema } from '@partner-portal/contract/terms-api';
import { desc, eq, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { termsDocuments } from '../../db/tables/terms.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { queueToPartners } from '../notifications/outbox.js';
import { upcomingDocuments, type TermsRow } from './terms-repository.js';

export interface TermsScheduleDeps {
  db: Database;
  clock: Clock;
  /** The partners told of a new version (a query of one column, the partner id): the active ones. */
  audience: (db: Database) => SQLWrapper;
}

type ScheduleInput = z.output<typeof staffTermsScheduleSchema>;

/** Where the portal shows a version's text: the type's page, else the home page with its banner. */
export const termsLink = (type: string, version: number): string => {
  const page = TERMS_PAGE_PATHS[type];
  return page ? `${page}?version=${version}` : '/';
};

const isScheduled = (row: TermsRow, now: Date) => row.effectiveFrom !== null && row.effectiveFrom > now;

/** Every version of every type with its state at `now`, scheduled ones first, then by type. */
export async function listTermsVersions({ db, clock }: Pick<TermsScheduleDeps, 'db' | 'clock'>) {
  const now = clock.now();
  const rows = await db
    .select()
    .from(termsDocuments)
    .orderBy(termsDocuments.type, desc(termsDocuments.version));
  const currentOf = new Map<string, number>();
  for (const row of rows) {
    if (row.cancelledAt === null && !isScheduled(row, now) && !currentOf.has(row.type))
      currentOf.set(row.type, row.documentId);
  }
  const stateOf = (row: TermsRow): TermsVersionState =>
    row.cancelledAt !== null
      ? 'cancelled'
      : isScheduled(row, now)
        ? 'scheduled'
        : currentOf.get(row.type) === row.documentId
          ? 'current'
          : 'previous';
  const order: TermsVersionState[] = ['scheduled', 'current', 'previous', 'cancelled'];
  return rows
    .map((row) => staffRow(row, stateOf(row)))
    .sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
}

function staffRow(row: TermsRow, state: TermsVersionState): StaffTermsVersion {
  return {
    document_no: row.documentId,
    type: row.type,
    title: row.title,
    version: row.version,
    effective_date: row.effectiveDate,
    state,
    change_summary: row.changeSummary,
    disadvantageous: row.disadvantageous,
    scheduled_by: row.scheduledBy,
    cancelled_by: row.cancelledBy,
    created_at: row.createdAt.toISOString(),
  };
}

export async function scheduleTermsVersion(
  { db, clock, audience }: TermsScheduleDeps,
  actor: AuditActor,
  input: ScheduleInput,
): Promise<StaffTermsVersion> {
  const now = clock.now();
  // A change against the partner only weighs in the paid terms; elsewhere the flag is not kept.
  const disadvantageous = input.disadvantageous && PAID_TERMS_TYPES.includes(input.type);
  const days = noticeDaysFor(input.type, disadvantageous);
  const earliest = addMonths(seoulDate(now), 0, days);
  if (input.effective_date < earliest) {
    throw new Refusal(
      RETURN_CODES.termsNoticeTooShort,
      disadvantageous
        ? `유료 서비스 약관을 파트너에게 불리하게 바꾸는 경우 시행일 30일 전에 알려야 합니다. 시행일은 ${earliest} 이후로 정해주세요.`
        : `약관 변경은 시행일 7일 전에 알려야 합니다. 시행일은 ${earliest} 이후로 정해주세요.`,
      'effective_date',
    );
  }
  return db.transaction(async (tx) => {
    const versions = await tx
      .select()
      .from(termsDocuments)
      .where(eq(termsDocuments.type, input.type))
      .orderBy(desc(termsDocuments.version))
      .for('update');
    const newest = versions[0];
    if (!newest) throw new Refusal(RETURN_CODES.termsTypeUnknown, '게시된 적 없는 약관 종류입니다.', 'type');
    if (input.version <= newest.version) {
      throw new Refusal(
        RETURN_CODES.termsVersionTaken,
        `${newest.title}에는 이미 버전 ${newest.version}까지 있습니다. 버전 ${newest.version + 1} 이상으로 정해주세요.`,
        'version',
      );
    }
    const pending = versions.find((row) => row.cancelledAt === null && isScheduled(row, now));
    if (pending && pending.effectiveDate > input.effective_date) {
      throw new Refusal(
        RETURN_CODES.termsNoticeTooShort,
        `시행 예정인 버전 ${pending.version}(${pending.effectiveDate} 시행)보다 뒤의 날짜로 정해주세요.`,
        'effective_date',
      );
    }
    const [row] = await tx
      .insert(termsDocuments)
      .values({
        type: input.type,
        version: input.version,
        title: newest.title,
        effectiveDate: input.effective_date,
        effectiveFrom: seoulDayStart(input.effective_date),
        body: input.body,
        requiredForSignup: newest.requiredForSignup,
        changeSummary: input.change_summary,
        disadvantageous,
        scheduledBy: actor.label,
        createdAt: now,
      })
      .returning();
    const scheduled = staffRow(row!, 'scheduled');
    await writeAudit(
      tx,
      actor,
      { action: 'terms_schedule', targetType: 'terms', targetId: row!.documentId, after: scheduled },
      now,
    );
    await queueToPartners(
      tx,
      {
        kind: 'terms.change_scheduled',
        variables: {
          약관: row!.title,
          시행일: row!.effectiveDate,
          변경내용: input.change_summary,
          링크: termsLink(row!.type, row!.version),
        },
        dedupeKey: `terms.change_scheduled:${row!.documentId}`,
      },
      audience(tx),
      now,
    );
    return scheduled;
  });
}

export async function cancelTermsVersion(
  { db, clock }: Pick<TermsScheduleDeps, 'db' | 'clock'>,
  actor: AuditActor,
  documentId: number,
): Promise<StaffTermsVersion> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(termsDocuments)
      .where(eq(termsDocuments.documentId, documentId))
      .for('update');
    if (!old) throw notFound();
    if (old.cancelledAt !== null || !isScheduled(old, now)) {
      throw new Refusal(
        RETURN_CODES.termsNotCancellable,
        old.cancelledAt !== null
          ? '이미 취소된 약관 버전입니다.'
          : '이미 시행 중인 약관 버전은 취소할 수 없습니다. 새 버전을 예약해주세요.',
      );
    }
    const [row] = await tx
      .update(termsDocuments)
      .set({ cancelledAt: now, cancelledBy: actor.label })
      .where(eq(termsDocuments.documentId, documentId))
      .returning();
    const cancelled = staffRow(row!, 'cancelled');
    await writeAudit(
      tx,
      actor,
      {
        action: 'terms_cancel',
        targetType: 'terms',
        targetId: documentId,
        before: staffRow(old, 'scheduled'),
        after: cancelled,
      },
      now,
    );
    return cancelled;
  });
}

/** What the portal's banner lists: versions scheduled after now, soonest first. */
export async function upcomingTerms({
  db,
  clock,
}: Pick<TermsScheduleDeps, 'db' | 'clock'>): Promise<UpcomingTerms> {
  return (await upcomingDocuments(db, clock.now())).map((row) => ({
    document_no: row.documentId,
    type: row.type,
    title: row.title,
    version: row.version,
    effective_date: row.effectiveDate,
    change_summary: row.changeSummary ?? '',
    disadvantageous: row.disadvantageous,
  }));
}
