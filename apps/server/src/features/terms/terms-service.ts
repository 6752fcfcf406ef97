/** Legal texts as the sign-up and the terms dialog show them, and a partner's agreement to one. */
import type { SignUpTerms, TermsDocument } from '@partner-portal/contract/service-api';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import { termsAgreements, termsDocuments } from '../../db/tables/terms.js';
import { notFound } from '../../shared/problems.js';
import {
  findDocument,
  latestDocuments,
  notCancelled,
  outstandingTerms,
  SIGNUP_OPTIONAL_TYPES,
} from './terms-repository.js';

/** The documents the sign-up offers: the required ones first, then the optional ones. */
export async function signUpTerms({ db, clock }: Pick<AppContext, 'db' | 'clock'>): Promise<SignUpTerms> {
  const offered = (await latestDocuments(db, clock.now())).filter(
    (doc) => doc.requiredForSignup || (SIGNUP_OPTIONAL_TYPES as readonly string[]).includes(doc.type),
  );
  return offered
    .sort((a, b) => Number(b.requiredForSignup) - Number(a.requiredForSignup))
    .map((doc) => ({
      type: doc.type,
      version: doc.version,
      title: doc.title,
      required: doc.requiredForSignup,
    }));
}

/**
 * One document in the given version (the current one when omitted; a scheduled one by its number),
 * with the list of its versions.
 */
export async function termsDocument(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  type: string,
  version: number | undefined,
): Promise<TermsDocument> {
  const found = await findDocument(db, type, clock.now(), version);
  if (!found) throw notFound();
  const { document, versions, inForce } = found;
  return {
    document_no: document.documentId,
    type: document.type,
    version: document.version,
    title: document.title,
    effective_date: document.effectiveDate,
    body: document.body,
    upcoming: !inForce(document),
    change_summary: document.changeSummary,
    versions: versions.map((v) => ({
      version: v.version,
      effective_date: v.effectiveDate,
      upcoming: !inForce(v),
    })),
  };
}

/**
 * Records the member's agreement to one document (once; agreeing again changes nothing) and answers
 * the types still waiting for an agreement.
 */
export async function agreeToTerms(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  memberNo: number,
  documentId: number,
  channel: 'web' | 'app',
): Promise<string[]> {
  const [document] = await db
    .select({ id: termsDocuments.documentId })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.documentId, documentId), notCancelled));
  if (!document) throw notFound();
  const [already] = await db
    .select({ id: termsAgreements.id })
    .from(termsAgreements)
    .where(and(eq(termsAgreements.memberNo, memberNo), eq(termsAgreements.documentId, documentId)));
  const now = clock.now();
  if (!already) {
    await db.insert(termsAgreements).values({ memberNo, documentId, channel, agreedAt: now });
  }
  return outstandingTerms(db, memberNo, now);
}
