/**
 * The staff terms desk (`/staff-api/terms`, content and admin): every version with its state,
 * scheduling a new one ahead, and calling off a scheduled one before its date.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  staffTermsParamsSchema,
  staffTermsScheduleSchema,
  staffTermsVersionSchema,
} from '@partner-portal/contract/terms-api';
import { STAFF_TERMS_PATHS } from '@partner-portal/contract/terms-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import {
  cancelTermsVersion,
  listTermsVersions,
  scheduleTermsVersion,
  type TermsScheduleDeps,
} from './terms-schedule.js';

export const termsStaffRoutes =
  (audience: TermsScheduleDeps['audience']): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const deps: TermsScheduleDeps = { db: ctx.db, clock: ctx.clock, audience };

    app.get(
      STAFF_TERMS_PATHS.list,
      {
        schema: {
          summary: '약관 버전 목록 (시행 예정, 현재, 이전, 취소 순)',
          response: { 200: returnEnvelope(z.array(staffTermsVersionSchema)) },
        },
      },
      async () => ok(await listTermsVersions(deps)),
    );
    app.post(
      STAFF_TERMS_PATHS.list,
      {
        schema: {
          summary:
            '약관 새 버전 예약 (시행일 7일 전까지, 유료 약관의 불리한 변경은 30일 전까지; 파트너에게 알림)',
          body: staffTermsScheduleSchema,
          response: { 200: returnEnvelope(staffTermsVersionSchema) },
        },
      },
      async (request) => ok(await scheduleTermsVersion(deps, request.staff().actor, request.body)),
    );
    app.post(
      STAFF_TERMS_PATHS.cancel,
      {
        schema: {
          summary: '시행 전인 약관 버전 예약 취소',
          params: staffTermsParamsSchema,
          response: {
            200: returnEnvelope(staffTermsVersionSchema),
            404: httpErrorSchema.describe('없는 약관 버전'),
          },
        },
      },
      async (request) => ok(await cancelTermsVersion(deps, request.staff().actor, request.params.id)),
    );
  };
