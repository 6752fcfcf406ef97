/** Construction-case API (partner group): a partner sees and changes only its own cases. */
import { CASE_LIMITS, CASE_PATHS } from '@partner-portal/contract/cases-constants';
import {
  caseBulkResultSchema,
  caseBulkSchema,
  caseDetailSchema,
  caseInputSchema,
  caseListQuerySchema,
  caseListSchema,
  casePhotoViewSchema,
  photoOrderSchema,
} from '@partner-portal/contract/cases-api';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { idParamSchema } from '@partner-portal/contract/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { limitUploads, UPLOAD_REFUSALS } from '../../platform/storage/upload-limit.js';
import { uploadCasePhotos } from './case-photos.js';
import { bulkUpdate, deleteCase, getCase, listCases, reorderPhotos, saveCase } from './case-service.js';

const caseParams = z.object({ caseId: idParamSchema() });
const caseAnswer = {
  200: returnEnvelope(caseDetailSchema),
  404: httpErrorSchema.describe('이 파트너의 사례가 아님'),
};

export const caseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    CASE_PATHS.list,
    {
      schema: {
        summary: '시공사례 목록 (검색, 상태·주거·시도 필터, 정렬, 페이지)',
        querystring: caseListQuerySchema,
        response: { 200: returnEnvelope(caseListSchema) },
      },
    },
    async (request) => ok(await listCases(db, (await request.partner()).partnerId, request.query)),
  );

  app.post(
    CASE_PATHS.create,
    {
      schema: {
        summary: '시공사례 등록 (임시 저장은 제목만, 게시는 모든 항목과 사진 필요)',
        body: caseInputSchema,
        response: { 200: returnEnvelope(caseDetailSchema) },
      },
    },
    async (request) => ok(await saveCase(ctx, (await request.partner()).partnerId, request.body)),
  );

  app.get(
    CASE_PATHS.detail,
    { schema: { summary: '시공사례 한 건', params: caseParams, response: caseAnswer } },
    async (request) => ok(await getCase(db, (await request.partner()).partnerId, request.params.caseId)),
  );

  app.put(
    CASE_PATHS.detail,
    { schema: { summary: '시공사례 수정', params: caseParams, body: caseInputSchema, response: caseAnswer } },
    async (request) =>
      ok(await saveCase(ctx, (await request.partner()).partnerId, request.body, request.params.caseId)),
  );

  app.delete(
    CASE_PATHS.detail,
    {
      schema: {
        summary: '시공사례 삭제 (사진 포함)',
        params: caseParams,
        response: { 200: returnEnvelope(z.null()), 404: caseAnswer[404] },
      },
    },
    async (request) => {
      await deleteCase(ctx, (await request.partner()).partnerId, request.params.caseId);
      return ok(null);
    },
  );

  app.post(
    CASE_PATHS.bulk,
    {
      schema: {
        summary: '여러 사례 게시·숨기기·삭제 (건별 건너뛴 이유 포함)',
        body: caseBulkSchema,
        response: { 200: returnEnvelope(caseBulkResultSchema) },
      },
    },
    async (request) =>
      ok(
        await bulkUpdate(
          ctx,
          (await request.partner()).partnerId,
          request.body.case_ids,
          request.body.action,
        ),
      ),
  );

  app.put(
    CASE_PATHS.photoOrder,
    {
      schema: {
        summary: '사례 사진 순서 변경',
        params: caseParams,
        body: photoOrderSchema,
        response: caseAnswer,
      },
    },
    async (request) =>
      ok(
        await reorderPhotos(
          ctx,
          (await request.partner()).partnerId,
          request.params.caseId,
          request.body.photo_ids,
        ),
      ),
  );

  app.post(
    CASE_PATHS.photos,
    {
      bodyLimit: CASE_LIMITS.photoMaxBytes * CASE_LIMITS.photosPerUpload,
      schema: {
        summary:
          '사례 사진 올리기 (multipart `photos`, 전부 성공하거나 전부 거절; WebP 3가지 크기, 메타데이터 제거)',
        consumes: ['multipart/form-data'],
        response: {
          200: returnEnvelope(z.array(casePhotoViewSchema)),
          413: httpErrorSchema.describe('파일이 너무 큼'),
          ...UPLOAD_REFUSALS,
        },
      },
    },
    async (request) => {
      const partnerId = (await request.partner()).partnerId;
      await limitUploads(ctx, { partnerId });
      const form = await readForm(request, {
        maxFileBytes: CASE_LIMITS.photoMaxBytes,
        fileFields: ['photos'],
        maxFiles: CASE_LIMITS.photosPerUpload,
      });
      return ok(await uploadCasePhotos(ctx, partnerId, form.files.photos ?? []));
    },
  );
};
