/** Construction-case API (partner group): a partner sees and changes only its own cases. */
import {
  CASE_LIMITS,
  CASE_PATHS,
  caseBulkSchema,
  caseInputSchema,
  caseListQuerySchema,
  photoOrderSchema,
} from '@partner-portal/contract/cases-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { uploadCasePhotos } from './case-photos.js';
import { bulkUpdate, deleteCase, getCase, listCases, reorderPhotos, saveCase } from './case-service.js';

const caseParams = z.object({ caseId: z.coerce.number().int().positive() });

export const caseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const deps = { db, clock: ctx.clock, storage: ctx.storage };

  app.get(CASE_PATHS.list, { schema: { querystring: caseListQuerySchema } }, async (request) =>
    ok(await listCases(db, (await request.partner()).partnerId, request.query)),
  );

  app.post(CASE_PATHS.create, { schema: { body: caseInputSchema } }, async (request) =>
    ok(await saveCase(deps, (await request.partner()).partnerId, request.body)),
  );

  app.get(CASE_PATHS.detail, { schema: { params: caseParams } }, async (request) =>
    ok(await getCase(db, (await request.partner()).partnerId, request.params.caseId)),
  );

  app.put(CASE_PATHS.detail, { schema: { params: caseParams, body: caseInputSchema } }, async (request) =>
    ok(await saveCase(deps, (await request.partner()).partnerId, request.body, request.params.caseId)),
  );

  app.delete(CASE_PATHS.detail, { schema: { params: caseParams } }, async (request) => {
    await deleteCase(deps, (await request.partner()).partnerId, request.params.caseId);
    return ok(null);
  });

  app.post(CASE_PATHS.bulk, { schema: { body: caseBulkSchema } }, async (request) =>
    ok(await bulkUpdate(deps, (await request.partner()).partnerId, request.body.case_ids, request.body.action)),
  );

  app.put(CASE_PATHS.photoOrder, { schema: { params: caseParams, body: photoOrderSchema } }, async (request) =>
    ok(await reorderPhotos(deps, (await request.partner()).partnerId, request.params.caseId, request.body.photo_ids)),
  );

  app.post(CASE_PATHS.photos, { bodyLimit: CASE_LIMITS.photoMaxBytes * CASE_LIMITS.photosPerUpload }, async (request) => {
    const partnerId = (await request.partner()).partnerId;
    const form = await readForm(request, { maxFileBytes: CASE_LIMITS.photoMaxBytes, fileFields: ['photos'], maxFiles: CASE_LIMITS.photosPerUpload });
    return ok(await uploadCasePhotos(deps, partnerId, form.files.photos ?? []));
  });
};
