/** Legal texts (service group, no auth): the sign-up list and each document by type and version. */
import { SERVICE_PATHS, type SignUpTerms, type TermsDocument } from '@partner-portal/contract/service-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { findDocument, latestDocuments, SIGNUP_OPTIONAL_TYPES } from './terms-repository.js';

export const termsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(SERVICE_PATHS.signUpTerms, async () => {
    const offered = (await latestDocuments(db)).filter(
      (doc) => doc.requiredForSignup || (SIGNUP_OPTIONAL_TYPES as readonly string[]).includes(doc.type),
    );
    const list: SignUpTerms = offered
      .sort((a, b) => Number(b.requiredForSignup) - Number(a.requiredForSignup))
      .map((doc) => ({ type: doc.type, version: doc.version, title: doc.title, required: doc.requiredForSignup }));
    return ok(list);
  });

  app.get(
    SERVICE_PATHS.termsDocument,
    {
      schema: {
        params: z.object({ type: z.string().regex(/^[a-z-]{1,40}$/) }),
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => {
      const found = await findDocument(db, request.params.type, request.query.version);
      if (!found) throw notFound();
      const { document, versions } = found;
      const body: TermsDocument = {
        document_no: document.documentId,
        type: document.type,
        version: document.version,
        title: document.title,
        effective_date: document.effectiveDate,
        body: document.body,
        versions: versions.map((v) => ({ version: v.version, effective_date: v.effectiveDate })),
      };
      return ok(body);
    },
  );
};
