/** Construction-case API (partner group): a partner sees and changes only its own cases. */
import {
  CASE_LIMITS,
  CASE_PATHS,
  caseBulkSchema,
  caseInputSchema,
  caseListQuerySchema,
  photoOrderSchema,
} from '@partner-portal/contract/cases-api';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { partners } from '../../db/tables/partners.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { notFound } from '../../shared/problems.js';
import { uploadCasePhotos } from './case-photos.js';
import { bulkUpdate, deleteCase, getCase, listCases, reorderPhotos, saveCase } from './case-service.js';

const caseParams = z.object({ caseId: z.coerce.number().int().positive() });

export const caseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, authenticate } = ctx;
  const deps = { db, clock: ctx.clock, storage: ctx.storage };

  async function partnerIdOf(request: FastifyRequest): Promise<number> {
    const [row] = await db.select({ id: partners.partnerId }).from(partners).where(eq(partners.memberNo, memberOf(request).memberNo));
    if (!row) throw notFound();
    return row.id;
  }

  app.get(CASE_PATHS.list, { preHandler: authenticate, schema: { querystring: caseListQuerySchema } }, async (request) =>
    ok(await listCases(db, await partnerIdOf(request), request.query)),
  );

  app.post(CASE_PATHS.create, { preHandler: authenticate, schema: { body: caseInputSchema } }, async (request) =>
    ok(await saveCase(deps, await partnerIdOf(request), request.body)),
  );

  app.get(CASE_PATHS.detail, { preHandler: authenticate, schema: { params: caseParams } }, async (request) =>
    ok(await getCase(db, await partnerIdOf(request), request.params.caseId)),
  );

  app.put(CASE_PATHS.detail, { preHandler: authenticate, schema: { params: caseParams, body: caseInputSchema } }, async (request) =>
    ok(await saveCase(deps, await partnerIdOf(request), request.body, request.params.caseId)),
  );

  app.delete(CASE_PATHS.detail, { preHandler: authenticate, schema: { params: caseParams } }, async (request) => {
    await deleteCase(deps, await partnerIdOf(request), request.params.caseId);
    return ok(null);
  });

  app.post(CASE_PATHS.bulk, { preHandler: authenticate, schema: { body: caseBulkSchema } }, async (request) =>
    ok(await bulkUpdate(deps, await partnerIdOf(request), request.body.case_ids, request.body.action)),
  );

  app.put(CASE_PATHS.photoOrder, { preHandler: authenticate, schema: { params: caseParams, body: photoOrderSchema } }, async (request) =>
    ok(await reorderPhotos(deps, await partnerIdOf(request), request.params.caseId, request.body.photo_ids)),
  );

  app.post(CASE_PATHS.photos, { preHandler: authenticate, bodyLimit: CASE_LIMITS.photoMaxBytes * CASE_LIMITS.photosPerUpload }, async (request) => {
    const partnerId = await partnerIdOf(request);
    const form = await readForm(request, { maxFileBytes: CASE_LIMITS.photoMaxBytes, fileFields: ['photos'], maxFiles: CASE_LIMITS.photosPerUpload });
    return ok(await uploadCasePhotos(deps, partnerId, form.files.photos ?? []));
  });
};
