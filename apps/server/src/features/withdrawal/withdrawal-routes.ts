/** 탈퇴 (issue #40 §3): `GET …/withdrawal/conditions` for the page, `POST …/withdrawal` after the password again. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  withdrawalConditionsSchema,
  withdrawalRequestSchema,
  withdrawalResultSchema,
} from '@partner-portal/contract/withdrawal-api';
import { WITHDRAWAL_PATHS } from '@partner-portal/contract/withdrawal-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { withdraw, withdrawalConditions } from './withdrawal-service.js';

export const withdrawalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    WITHDRAWAL_PATHS.conditions,
    {
      schema: {
        summary: '탈퇴 조건과 각 조건의 현재 상태 (이용 중인 요금제, 정기결제, 입금 대기)',
        response: { 200: returnEnvelope(withdrawalConditionsSchema) },
      },
    },
    async (request) => ok(await withdrawalConditions(ctx, (await request.partner()).partnerId)),
  );

  app.post(
    WITHDRAWAL_PATHS.withdraw,
    {
      schema: {
        summary:
          '탈퇴: 비밀번호 재확인, 조건 재확인 후 계정 익명화, 시공사례·사진 삭제, 카드 삭제, 세션 종료 (결제 기록은 5년 보관)',
        body: withdrawalRequestSchema,
        response: {
          200: returnEnvelope(withdrawalResultSchema),
          429: httpErrorSchema.describe(
            '비밀번호 오류 누적으로 잠시 제한됨 (로그인과 같은 대기: Retry-After)',
          ),
        },
      },
    },
    async (request) => {
      const { partnerId } = await request.partner();
      await withdraw(
        ctx,
        {
          member: memberOf(request),
          partnerId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        request.body.password,
      );
      // The refresh cookie left behind answers 401 (session revoked) and is cleared by that answer.
      return ok({ withdrawn: true as const });
    },
  );
};
