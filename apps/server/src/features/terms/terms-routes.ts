/** Legal texts (service group, no auth): the sign-up list and each document by type and version. */
import { SERVICE_PATHS } from '@partner-portal/contract/service-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { signUpTerms, termsDocument } from './terms-service.js';

export const termsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(SERVICE_PATHS.signUpTerms, async () => ok(await signUpTerms(db)));

  app.get(
    SERVICE_PATHS.termsDocument,
    {
      schema: {
        params: z.object({ type: z.string().regex(/^[a-z-]{1,40}$/) }),
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => ok(await termsDocument(db, request.params.type, request.query.version)),
  );
};
