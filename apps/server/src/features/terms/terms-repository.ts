/** Terms documents by type and version, and which the sign-up and the guard require. */
import { and, desc, eq, notExists, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { termsAgreements, termsDocuments } from '../../db/tables/terms.js';

/** Optional documents offered at sign-up besides the required ones. */
export const SIGNUP_OPTIONAL_TYPES = ['marketing-consent'] as const;

type TermsRow = typeof termsDocuments.$inferSelect;

/** The newest version of each type. */
export async function latestDocuments(db: Database): Promise<TermsRow[]> {
  const rows = await db
    .select()
    .from(termsDocuments)
    .orderBy(termsDocuments.type, desc(termsDocuments.version));
  const latest = new Map<string, TermsRow>();
  for (const row of rows) if (!latest.has(row.type)) latest.set(row.type, row);
  return [...latest.values()];
}

export async function requiredSignupDocuments(db: Database): Promise<TermsRow[]> {
  return (await latestDocuments(db)).filter((doc) => doc.requiredForSignup);
}

export async function findDocument(db: Database, type: string, version?: number) {
  const versions = await db
    .select()
    .from(termsDocuments)
    .where(eq(termsDocuments.type, type))
    .orderBy(desc(termsDocuments.version));
  const document = version === undefined ? versions[0] : versions.find((row) => row.version === version);
  return document && { document, versions };
}

/**
 * Types of required documents whose newest version the member has not agreed to, newest-first per
 * type: a query that reads neither the documents' bodies nor the member's other agreements (every
 * signed-in page asks), to run or to embed in a larger one.
 */
export function outstandingTermsQuery(db: Database, memberNo: number | Placeholder) {
  const latest = db
    .selectDistinctOn([termsDocuments.type], {
      documentId: termsDocuments.documentId,
      type: termsDocuments.type,
      required: termsDocuments.requiredForSignup,
    })
    .from(termsDocuments)
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

export async function outstandingTerms(db: Database, memberNo: number): Promise<string[]> {
  return (await outstandingTermsQuery(db, memberNo)).map((row) => row.type);
}
