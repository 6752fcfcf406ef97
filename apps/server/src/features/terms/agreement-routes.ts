/**
 * `POST /authapi/partner/subscription/terms/agree?subscription_no=`: the partner agrees to one
 * document (its `document_no`); the agreement is recorded with member, version, time and channel.
 */
import { PROFILE_PATHS, termsAgreeQuerySchema } from '@partner-portal/contract/profile-api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { termsAgreements, termsDocuments } from '../../db/tables/terms.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { outstandingTerms } from './terms-repository.js';

export const agreementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.post(PROFILE_PATHS.termsAgree, { schema: { querystring: termsAgreeQuerySchema } }, async (request) => {
    const { memberNo } = memberOf(request);
    const documentId = request.query.subscription_no;
    const [document] = await db.select({ id: termsDocuments.documentId }).from(termsDocuments).where(eq(termsDocuments.documentId, documentId));
    if (!document) throw notFound();
    const [already] = await db
      .select({ id: termsAgreements.id })
      .from(termsAgreements)
      .where(and(eq(termsAgreements.memberNo, memberNo), eq(termsAgreements.documentId, documentId)));
    if (!already) {
      await db.insert(termsAgreements).values({ memberNo, documentId, channel: request.query.channel, agreedAt: clock.now() });
    }
    return ok({ need_agree_terms_list: await outstandingTerms(db, memberNo) });
  });
};
