/**
 * Staff sign-in (password, then the authenticator's code), enrolment links (open: the link is the
 * credential), who am I (any staff role), and the admin desks: staff accounts, automation tokens and
 * the audit log (admin role).
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  auditPageSchema,
  auditQuerySchema,
  automationTokenCreateSchema,
  automationTokenIssuedSchema,
  automationTokenParamsSchema,
  automationTokenSchema,
  STAFF_PATHS,
  staffAccountCreateSchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffChallengeSchema,
  staffCodeSchema,
  staffEnrolmentLinkSchema,
  staffEnrolmentQuerySchema,
  staffEnrolmentSchema,
  staffEnrolSchema,
  staffLoginSchema,
  staffMeSchema,
  staffRecoveryCodesSchema,
  staffRolesSchema,
  staffTokenSchema,
} from '@partner-portal/contract/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { readAuditLog } from './audit-queries.js';
import {
  createStaffAccount,
  issueAutomationToken,
  listAutomationTokens,
  listStaffAccounts,
  resetStaffTwoFactor,
  revokeAutomationToken,
  setStaffDisabled,
  setStaffRoles,
} from './staff-accounts.js';
import { completeEnrolment, showEnrolment } from './staff-enrolment.js';
import { finishStaffSignIn, startStaffSignIn } from './staff-sign-in.js';

const originOf = (request: FastifyRequest) => ({
  label: '',
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
const refused = {
  401: httpErrorSchema.describe('아이디·비밀번호 또는 인증 코드 불일치, 등록되지 않았거나 중지된 계정'),
  429: httpErrorSchema.describe('시도 초과 (주소별 한도, 또는 계정·주소별 대기)'),
};
const gone = { 410: httpErrorSchema.describe('만료되었거나 사용된 등록 링크') };

/** Sign-in and enrolment: open, like the partner login. */
export const staffLoginRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    STAFF_PATHS.login,
    {
      schema: {
        summary: '직원 로그인 1단계: 비밀번호 확인, 2단계 인증용 챌린지(5분)',
        body: staffLoginSchema,
        response: { 200: returnEnvelope(staffChallengeSchema), ...refused },
      },
    },
    async (request) =>
      ok(
        await startStaffSignIn(
          ctx,
          { account: request.body.member_id, password: request.body.password },
          originOf(request),
        ),
      ),
  );

  app.post(
    STAFF_PATHS.loginCode,
    {
      schema: {
        summary: '직원 로그인 2단계: 인증 앱 코드 6자리 또는 복구 코드로 액세스 토큰',
        body: staffCodeSchema,
        response: { 200: returnEnvelope(staffTokenSchema), ...refused },
      },
    },
    async (request) => ok(await finishStaffSignIn(ctx, request.body, originOf(request))),
  );

  app.get(
    STAFF_PATHS.enrolment,
    {
      schema: {
        summary: '직원 등록 링크 열기: 인증 앱에 추가할 QR 코드와 비밀 키',
        querystring: staffEnrolmentQuerySchema,
        response: { 200: returnEnvelope(staffEnrolmentSchema), ...gone },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await showEnrolment(ctx, request.query.token));
    },
  );

  app.post(
    STAFF_PATHS.enrolment,
    {
      schema: {
        summary: '직원 등록 완료: 비밀번호 설정, 첫 인증 코드 확인, 복구 코드 10개 (한 번만 표시)',
        body: staffEnrolSchema,
        response: { 200: returnEnvelope(staffRecoveryCodesSchema), ...gone, 429: refused[429] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await completeEnrolment(ctx, request.body, originOf(request)));
    },
  );
};

/** Who is signed in (every staff role): the console's menu follows the roles. */
export const staffSelfRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    STAFF_PATHS.me,
    { schema: { summary: '로그인한 직원과 역할', response: { 200: returnEnvelope(staffMeSchema) } } },
    async (request) => {
      const staff = request.staff();
      return ok({
        member_no: staff.memberNo,
        member_id: staff.memberId,
        name: staff.name,
        roles: staff.roles,
      });
    },
  );
};

/** Staff accounts, automation tokens and the audit log (admin role). */
export const staffAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const missing = { 404: httpErrorSchema.describe('없는 직원 계정') };
  const accountAnswer = { 200: returnEnvelope(staffAccountSchema), ...missing };
  const linkAnswer = { 200: returnEnvelope(staffEnrolmentLinkSchema), ...missing };
  const actor = (request: FastifyRequest) => request.staff().actor;

  app.get(
    STAFF_PATHS.accounts,
    { schema: { summary: '직원 계정 목록', response: { 200: returnEnvelope(z.array(staffAccountSchema)) } } },
    async () => ok(await listStaffAccounts(ctx.db)),
  );
  app.post(
    STAFF_PATHS.accounts,
    {
      schema: {
        summary: '직원 계정 만들기: 등록 링크(24시간, 1회)를 한 번만 보여줌',
        body: staffAccountCreateSchema,
        response: { 200: returnEnvelope(staffEnrolmentLinkSchema) },
      },
    },
    async (request) => ok(await createStaffAccount(ctx, actor(request), request.body)),
  );
  app.put(
    STAFF_PATHS.accountRoles,
    {
      schema: {
        summary: '직원 역할 바꾸기',
        params: staffAccountParamsSchema,
        body: staffRolesSchema,
        response: accountAnswer,
      },
    },
    async (request) =>
      ok(await setStaffRoles(ctx, actor(request), request.params.memberNo, request.body.roles)),
  );
  for (const [path, disabled] of [
    [STAFF_PATHS.disableAccount, true],
    [STAFF_PATHS.enableAccount, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          summary: disabled ? '직원 계정 사용 중지 (세션과 토큰 즉시 중지)' : '직원 계정 다시 사용',
          params: staffAccountParamsSchema,
          response: accountAnswer,
        },
      },
      async (request) => ok(await setStaffDisabled(ctx, actor(request), request.params.memberNo, disabled)),
    );
  }
  app.post(
    STAFF_PATHS.resetTwoFactor,
    {
      schema: {
        summary: '2단계 인증 초기화: 새 등록 링크 (기존 인증 앱과 복구 코드는 무효)',
        params: staffAccountParamsSchema,
        response: linkAnswer,
      },
    },
    async (request) => ok(await resetStaffTwoFactor(ctx, actor(request), request.params.memberNo)),
  );

  app.get(
    STAFF_PATHS.automationTokens,
    {
      schema: {
        summary: '자동화 토큰 목록 (값은 보여주지 않음)',
        response: { 200: returnEnvelope(z.array(automationTokenSchema)) },
      },
    },
    async () => ok(await listAutomationTokens(ctx.db)),
  );
  app.post(
    STAFF_PATHS.automationTokens,
    {
      schema: {
        summary: '자동화 토큰 발급 (STAFF_TOKEN; 값은 한 번만 보여줌)',
        body: automationTokenCreateSchema,
        response: { 200: returnEnvelope(automationTokenIssuedSchema), ...missing },
      },
    },
    async (request) => ok(await issueAutomationToken(ctx, actor(request), request.body)),
  );
  app.post(
    STAFF_PATHS.revokeAutomationToken,
    {
      schema: {
        summary: '자동화 토큰 폐기',
        params: automationTokenParamsSchema,
        response: { 200: returnEnvelope(z.null()), 404: httpErrorSchema.describe('없거나 이미 폐기된 토큰') },
      },
    },
    async (request) => {
      await revokeAutomationToken(ctx, actor(request), request.params.tokenId);
      return ok(null);
    },
  );

  app.get(
    STAFF_PATHS.audit,
    {
      schema: {
        summary: '감사 로그 (직원, 작업, 대상, 기간으로 찾기; 최신순)',
        querystring: auditQuerySchema,
        response: { 200: returnEnvelope(auditPageSchema) },
      },
    },
    async (request) => ok(await readAuditLog(ctx.db, request.query)),
  );
};
