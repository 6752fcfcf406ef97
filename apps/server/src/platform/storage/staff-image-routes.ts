/**
 * The staff console's one image upload (multipart `image`), mounted by the app where each desk's editors
 * call it: the content editors' path (notices, events, popups) and the inspection desk's.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { CONTENT_IMAGE_LIMITS, contentImageSchema } from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { storeStaffImage } from './staff-images.js';
import { limitUploads, UPLOAD_REFUSALS } from './upload-limit.js';

export const staffImageRoutes =
  (path: string): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    app.post(
      path,
      {
        bodyLimit: CONTENT_IMAGE_LIMITS.maxBytes + 64 * 1024,
        schema: {
          summary: '이미지 올리기 (multipart `image`; 내용으로 형식 확인, WebP로 다시 저장, 메타데이터 제거)',
          consumes: ['multipart/form-data'],
          response: {
            200: returnEnvelope(contentImageSchema),
            403: httpErrorSchema.describe('직원 계정이 아니거나 이 역할이 없음'),
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
        return ok(await storeStaffImage(ctx, form.files.image?.[0]));
      },
    );
  };
