/** What the console's content editors need beside the content API (staff scope): image upload. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  CONTENT_IMAGE_LIMITS,
  contentImageSchema,
  STAFF_DESK_PATHS,
} from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { limitUploads, UPLOAD_REFUSALS } from '../../platform/storage/upload-limit.js';
import { storeContentImage } from './content-images.js';

export const staffContentImageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    STAFF_DESK_PATHS.contentImages,
    {
      bodyLimit: CONTENT_IMAGE_LIMITS.maxBytes + 64 * 1024,
      schema: {
        summary:
          '콘텐츠 이미지 올리기 (multipart `image`; 내용으로 형식 확인, WebP로 다시 저장, 메타데이터 제거)',
        consumes: ['multipart/form-data'],
        response: {
          200: returnEnvelope(contentImageSchema),
          403: httpErrorSchema.describe('직원 계정이 아님'),
          413: httpErrorSchema.describe('파일이 너무 큼'),
          ...UPLOAD_REFUSALS,
        },
      },
    },
    async (request) => {
      await limitUploads(ctx, { staffMemberNo: request.staff().memberNo });
      const form = await readForm(request, {
        maxFileBytes: CONTENT_IMAGE_LIMITS.maxBytes,
        fileFields: ['image'],
      });
      return ok(await storeContentImage(ctx, form.files.image?.[0]));
    },
  );
};
