/**
 * The payment consent kept on the server (spec §2 terms dialog, issue #40 §2): an order names the
 * version of each document /payment showed, only the current versions are taken, and the agreement
 * is kept with the order, or with the recurring arrangement, with its time, address and browser.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { PAYMENT_CONSENT_MESSAGES } from '@partner-portal/contract/orders-constants';
import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentConsents } from '../../db/tables/payment-consents.js';
import { termsDocuments } from '../../db/tables/terms.js';
import { Refusal } from '../../shared/problems.js';
import { inForceAt } from './terms-repository.js';

/** Where the consent came from, as the audit log records a staff action's. */
export interface ConsentOrigin {
  ip: string;
  userAgent: string | null;
}

export interface ConsentedDocument {
  documentId: number;
  type: string;
  version: number;
}

/** A browser's user agent is kept only this long (a header may be any length). */
const USER_AGENT_MAX = 500;

/**
 * The current document of each of `required`, checked against the versions the partner was shown:
 * a type not named is refused as no consent, a version other than the current one as changed terms
 * (the screen was open across a revision: the partner must read and agree again).
 */
export async function checkConsent(
  db: Database,
  at: Date,
  named: readonly { type: string; version: number }[],
  required: readonly string[],
): Promise<ConsentedDocument[]> {
  const current = await currentVersions(db, at, required);
  return required.map((type) => {
    const shown = named.filter((entry) => entry.type === type);
    if (shown.length === 0)
      throw new Refusal(RETURN_CODES.paymentConsentMissing, PAYMENT_CONSENT_MESSAGES.missing, 'consent');
    const document = current.get(type);
    if (!document || shown.some((entry) => entry.version !== document.version))
      throw new Refusal(RETURN_CODES.paymentConsentStale, PAYMENT_CONSENT_MESSAGES.stale, 'consent');
    return document;
  });
}

/** `checkConsent` for one document. */
export async function checkSingleConsent(
  db: Database,
  at: Date,
  type: string,
  version: number,
): Promise<ConsentedDocument> {
  const [document] = await checkConsent(db, at, [{ type, version }], [type]);
  return document!;
}

/** The version of each type in force at `at` (a scheduled one only from its date), without the bodies. */
async function currentVersions(db: Database, at: Date, types: readonly string[]) {
  const rows = await db
    .select({
      documentId: termsDocuments.documentId,
      type: termsDocuments.type,
      version: termsDocuments.version,
    })
    .from(termsDocuments)
    .where(and(inArray(termsDocuments.type, [...types]), inForceAt(at)))
    .orderBy(termsDocuments.type, desc(termsDocuments.version));
  const current = new Map<string, ConsentedDocument>();
  for (const row of rows) if (!current.has(row.type)) current.set(row.type, row);
  return current;
}

/** Keeps the consent, one row per document, in the caller's transaction (the order's or the arrangement's). */
export async function recordConsent(
  tx: Database,
  consent: {
    partnerId: number;
    memberNo: number;
    /** The order it was given for; null: the recurring arrangement. */
    orderNo: string | null;
    documents: readonly ConsentedDocument[];
    agreedAt: Date;
    origin: ConsentOrigin;
  },
): Promise<void> {
  await tx.insert(paymentConsents).values(
    consent.documents.map((document) => ({
      partnerId: consent.partnerId,
      memberNo: consent.memberNo,
      subject: consent.orderNo === null ? ('arrangement' as const) : ('order' as const),
      orderNo: consent.orderNo,
      documentId: document.documentId,
      termsType: document.type,
      termsVersion: document.version,
      agreedAt: consent.agreedAt,
      ip: consent.origin.ip,
      userAgent: consent.origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })),
  );
}

/** Where a request came from, for `recordConsent`. */
export const consentOrigin = (request: {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): ConsentOrigin => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
