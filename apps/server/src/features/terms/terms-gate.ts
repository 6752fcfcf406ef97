/**
 * The server's half of the guard's step 3 (spec §4, issue #40 §2): while the partner has required
 * terms outstanding, the partner API refuses its writes with RETURN_CODES.termsOutstanding, which
 * the web answers with /agree/product. Reads pass untouched (no query at all), and so do the writes
 * listed below. Registered once in each partner scope (app.ts).
 */
import { API_PREFIX, PARTNER_PATHS, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { CONTENT_PARTNER_PATHS } from '@partner-portal/contract/content-constants';
import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import { PROFILE_PATHS } from '@partner-portal/contract/profile-checklist';
import { TAX_DOCUMENT_PATHS } from '@partner-portal/contract/tax-documents-constants';
import { TERMS_OUTSTANDING_MESSAGE } from '@partner-portal/contract/terms-constants';
import { WITHDRAWAL_PATHS } from '@partner-portal/contract/withdrawal-constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { Refusal } from '../../shared/problems.js';
import { outstandingTerms } from './terms-repository.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Partner-scope writes that still work while terms are outstanding (route patterns under
 * `/partner-api`). Add a route here when the partner must reach it before agreeing. Outside the
 * partner scope nothing is gated: sign-in, refresh and logout (`/member-api`), identity
 * verification and sign-up (public partner routes).
 */
const ALLOWED_WHILE_OUTSTANDING = new Set<string>(
  [
    // the agreement itself
    PROFILE_PATHS.termsAgree,
    // reads sent as POST: the price breakdown, the plans in use
    ORDER_PATHS.breakdown,
    ORDER_PATHS.inUse,
    // reads that count: click events, a notice's view counter
    PARTNER_PATHS.analytics,
    PARTNER_PATHS.analyticsBatch,
    CONTENT_PARTNER_PATHS.noticeView,
    // 탈퇴: a partner may leave without agreeing to new terms
    WITHDRAWAL_PATHS.withdraw,
    // a 현금영수증 the operator owes for a payment already made
    TAX_DOCUMENT_PATHS.cashReceipt,
  ].map((path) => API_PREFIX.partner + path),
);

/** Whether the gate asks about this request at all: a partner-scope write not in the list above. */
export const gatedWrite = (method: string, routeUrl: string | undefined) =>
  !READ_METHODS.has(method) && routeUrl !== undefined && !ALLOWED_WHILE_OUTSTANDING.has(routeUrl);

/**
 * The gate, as a plugin whose hook applies to the whole partner scope it is registered in (not only
 * to its own routes, of which it has none): after the scope's bearer check, before the body is read.
 */
export const termsWriteGate: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const member = request.member;
    if (!member?.partner || !gatedWrite(request.method, request.routeOptions.url)) return;
    // One small query (the required types' newest versions against the member's agreements), for
    // writes only: a write is rare beside the reads every page makes.
    if ((await outstandingTerms(db, member.memberNo, clock.now())).length > 0)
      throw new Refusal(RETURN_CODES.termsOutstanding, TERMS_OUTSTANDING_MESSAGE);
  });
};
// Fastify's `skip-override` (what fastify-plugin sets): the hook joins the scope that registers it.
Object.assign(termsWriteGate, { [Symbol.for('skip-override')]: true });
