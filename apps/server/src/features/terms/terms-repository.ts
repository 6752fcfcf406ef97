/** Terms documents by type and version, and which the sign-up and the guard require. */
import { and, desc, eq, inArray } from 'drizzle-orm';
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

/** Types of required documents whose newest version the member has not agreed to. */
export async function outstandingTerms(db: Database, memberNo: number): Promise<string[]> {
  const required = await requiredSignupDocuments(db);
  if (required.length === 0) return [];
  const agreed = await db
    .select({ documentId: termsAgreements.documentId })
    .from(termsAgreements)
    .where(
      and(
        eq(termsAgreements.memberNo, memberNo),
        inArray(
          termsAgreements.documentId,
          required.map((doc) => doc.documentId),
        ),
      ),
    );
  const agreedIds = new Set(agreed.map((row) => row.documentId));
  return required.filter((doc) => !agreedIds.has(doc.documentId)).map((doc) => doc.type);
}
