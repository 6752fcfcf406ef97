/**
 * `POST /partner/v3/reg`: partner sign-up (spec §3 payload) with the identity verification made in
 * this browser, limited per client address.
 */
import { returnEnvelope } from '@partner-portal/contract/envelopes';
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-constants';
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import {
  referrerCheckSchema,
  referrerParamsSchema,
  signUpRequestSchema,
  signUpResultSchema,
} from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { isReferrer, signUpPartner } from './signup-service.js';

export const signUpRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    PARTNER_PATHS.referrer,
    {
      schema: {
        summary: '추천 링크(/h/{hunter})의 회원 번호가 파트너인지 (가입 전, 다른 정보는 알려주지 않음)',
        params: referrerParamsSchema,
        response: { 200: returnEnvelope(referrerCheckSchema) },
      },
      config: {
        // As many as the id checks: a link is opened once per sign-up, numbers are not for guessing.
        addressLimit: {
          bucket: 'referrer-check',
          limit: ctx.limits.signupPerAddress * 10,
          message: '추천인 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
      },
    },
    async (request) => {
      const { hunterNo } = request.params;
      return ok({ hunter_no: hunterNo, valid: await isReferrer(ctx.db, hunterNo) });
    },
  );

  app.post(
    PARTNER_PATHS.signUp,
    {
      schema: {
        summary:
          '파트너 회원가입 (이 브라우저에서 마친 본인인증, 필수 약관 동의); 중복 아이디·사업자번호는 거절 코드',
        body: signUpRequestSchema,
        response: { 200: returnEnvelope(signUpResultSchema) },
      },
      config: {
        addressLimit: {
          bucket: 'signup',
          limit: ctx.limits.signupPerAddress,
          message: '회원가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
      },
    },
    async (request) => {
      return ok(await signUpPartner(ctx, request.body, request.cookies[IDENTITY_COOKIE.name]));
    },
  );
};
