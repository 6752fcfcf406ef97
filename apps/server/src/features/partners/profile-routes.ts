/**
 * MyPage API (spec §7): `GET/PUT /api/partner/{id}/info`, `GET …/visible`, `GET …/required-status`.
 * `{id}` must be the caller's own partner; any other id answers as not found.
 */
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-constants';
import { LOGO_LIMITS } from '@partner-portal/contract/image-uploads';
import { PROFILE_PATHS } from '@partner-portal/contract/profile-checklist';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  partnerIdParamsSchema,
  partnerProfileSchema,
  partnerVisibilitySchema,
  requiredStatusSchema,
} from '@partner-portal/contract/profile-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { limitUploads, UPLOAD_REFUSALS } from '../../platform/storage/upload-limit.js';
import { notFound } from '../../shared/problems.js';
import { profileOf, requiredStatusOf, saveProfileSection, visibilityOf } from './profile-service.js';

const notOwnPartner = { 404: httpErrorSchema.describe('{id}가 로그인한 파트너가 아님') };

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  /** The caller's partner id, when `{id}` is it; any other id answers as not found. */
  async function ownPartnerId(request: FastifyRequest, id: number): Promise<number> {
    const { partnerId } = await request.partner();
    if (partnerId !== id) throw notFound();
    return partnerId;
  }

  app.get(
    PROFILE_PATHS.info,
    {
      schema: {
        summary: '마이페이지 정보 (탭별: 사업자, 추가, 선호, 담당자, 정산)',
        params: partnerIdParamsSchema,
        response: { 200: returnEnvelope(partnerProfileSchema), ...notOwnPartner },
      },
    },
    async (request) => ok(await profileOf(ctx.db, await ownPartnerId(request, request.params.id))),
  );

  app.put(
    PROFILE_PATHS.info,
    {
      schema: {
        summary:
          '마이페이지 한 탭 저장 (multipart: `section`과 그 탭의 항목, 사업자 탭은 로고 `logo`와 본인인증 토큰도)',
        params: partnerIdParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: returnEnvelope(partnerProfileSchema),
          ...notOwnPartner,
          413: httpErrorSchema.describe('로고 파일이 너무 큼'),
          ...UPLOAD_REFUSALS,
        },
      },
    },
    async (request) => {
      const partnerId = await ownPartnerId(request, request.params.id);
      const form = await readForm(request, { maxFileBytes: LOGO_LIMITS.maxBytes, fileFields: ['logo'] });
      if (form.files.logo) await limitUploads(ctx, { partnerId });
      const caller = {
        memberNo: memberOf(request).memberNo,
        identityBinding: request.cookies[IDENTITY_COOKIE.name],
      };
      return ok(await saveProfileSection(ctx, partnerId, form, caller));
    },
  );

  app.get(
    PROFILE_PATHS.requiredStatus,
    {
      schema: {
        summary: '필수 정보 체크리스트',
        params: partnerIdParamsSchema,
        response: { 200: returnEnvelope(requiredStatusSchema), ...notOwnPartner },
      },
    },
    async (request) => ok(await requiredStatusOf(ctx, await ownPartnerId(request, request.params.id))),
  );

  app.get(
    PROFILE_PATHS.visible,
    {
      schema: {
        summary: '고객에게 노출되는지 (필수 정보 완료, 요금제 이용 중, 이용 정지 아님), 부족한 항목과 이유',
        params: partnerIdParamsSchema,
        response: { 200: returnEnvelope(partnerVisibilitySchema), ...notOwnPartner },
      },
    },
    async (request) => ok(await visibilityOf(ctx, await ownPartnerId(request, request.params.id))),
  );
};
