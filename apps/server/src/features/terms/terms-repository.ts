/**
 * Terms documents by type and version, and which the sign-up and the guard require. A version is in
 * force from its `effective_from` (staff schedule versions ahead; a version loaded from the terms
 * folder has none and is in force since it was published); a cancelled version never is. Every
 * question of "current", "required" or "outstanding" is asked at a time, the clock's now.
 */
import { and, asc, desc, eq, gt, isNull, notExists, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { termsAgreements, termsDocuments } from '../../db/tables/terms.js';

/** Optional documents offered at sign-up besides the required ones. */
export const SIGNUP_OPTIONAL_TYPES = ['marketing-consent'] as const;

export type TermsRow = typeof termsDocuments.$inferSelect;

/** `at` as a timestamp parameter (an ISO instant or a prepared statement's placeholder). */
const instant = (at: Date | Placeholder): SQL =>
  at instanceof Date ? sql`${at.toISOString()}::timestamptz` : sql`${at}::timestamptz`;

export const notCancelled = isNull(termsDocuments.cancelledAt);

/** Versions in force at `at`: not cancelled, and dated no later than `at` (or not dated at all). */
export const inForceAt = (at: Date | Placeholder): SQL =>
  and(
    notCancelled,
    or(isNull(termsDocuments.effectiveFrom), sql`${termsDocuments.effectiveFrom} <= ${instant(at)}`),
  )!;

/** Versions scheduled to take effect after `at` (not cancelled), soonest first. */
export function upcomingDocuments(db: Database, at: Date): Promise<TermsRow[]> {
  return db
    .select()
    .from(termsDocuments)
    .where(and(notCancelled, gt(termsDocuments.effectiveFrom, at)))
    .orderBy(asc(termsDocuments.effectiveFrom), termsDocuments.type);
}

/** The current version of each type at `at`. */
export async function latestDocuments(db: Database, at: Date): Promise<TermsRow[]> {
  const rows = await db
    .select()
    .from(termsDocuments)
    .where(inForceAt(at))
    .orderBy(termsDocuments.type, desc(termsDocuments.version));
  const latest = new Map<string, TermsRow>();
  for (const row of rows) if (!latest.has(row.type)) latest.set(row.type, row);
  return [...latest.values()];
}

export async function requiredSignupDocuments(db: Database, at: Date): Promise<TermsRow[]> {
  return (await latestDocuments(db, at)).filter((doc) => doc.requiredForSignup);
}

/**
 * One type's versions (cancelled ones left out, scheduled ones included), and the asked version:
 * the one current at `at` when none is named; a scheduled version only by its number.
 */
export async function findDocument(db: Database, type: string, at: Date, version?: number) {
  const versions = await db
    .select()
    .from(termsDocuments)
    .where(and(eq(termsDocuments.type, type), notCancelled))
    .orderBy(desc(termsDocuments.version));
  const inForce = (row: TermsRow) => row.effectiveFrom === null || row.effectiveFrom <= at;
  const document =
    version === undefined ? versions.find(inForce) : versions.find((row) => row.version === version);
  return document && { document, versions, inForce };
}

/**
 * Types of required documents whose current version the member has not agreed to, newest-first per
 * type: a query that reads neither the documents' bodies nor the member's other agreements (every
 * signed-in page asks), to run or to embed in a larger one.
 */
export function outstandingTermsQuery(db: Database, memberNo: number | Placeholder, at: Date | Placeholder) {
  const latest = db
    .selectDistinctOn([termsDocuments.type], {
      documentId: termsDocuments.documentId,
      type: termsDocuments.type,
      required: termsDocuments.requiredForSignup,
    })
    .from(termsDocuments)
    .where(inForceAt(at))
    .orderBy(termsDocuments.type, desc(termsDocuments.version))
    .as('latest');
  return db
    .select({ type: latest.type })
    .from(latest)
    .where(
      and(
        eq(latest.required, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(termsAgreements)
            .where(
              and(eq(termsAgreements.memberNo, memberNo), eq(termsAgreements.documentId, latest.documentId)),
            ),
        ),
      ),
    )
    .orderBy(latest.type);
}

export async function outstandingTerms(db: Database, memberNo: number, at: Date): Promise<string[]> {
  return (await outstandingTermsQuery(db, memberNo, at)).map((row) => row.type);
}
