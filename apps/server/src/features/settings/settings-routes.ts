/** The bank-transfer account: admins read and replace it (/staff-api); partners read it (/partner-api). */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { bankAccountSchema } from '@partner-portal/contract/portal-settings-api';
import {
  SETTINGS_PARTNER_PATHS,
  SETTINGS_STAFF_PATHS,
} from '@partner-portal/contract/portal-settings-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { bankAccount, setBankAccount } from './portal-settings.js';

const notAdmin = { 403: httpErrorSchema.describe('관리자 역할이 없는 계정') };

export const settingsStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    SETTINGS_STAFF_PATHS.bankAccount,
    {
      schema: {
        summary: '계좌이체 입금 계좌 (관리자)',
        response: { 200: returnEnvelope(bankAccountSchema), ...notAdmin },
      },
    },
    async () => ok(await bankAccount(ctx.db)),
  );

  app.put(
    SETTINGS_STAFF_PATHS.bankAccount,
    {
      schema: {
        summary: '계좌이체 입금 계좌 변경 (관리자; 감사 기록; 입금 안내 화면과 팝업이 바로 새 계좌를 보여줌)',
        body: bankAccountSchema,
        response: { 200: returnEnvelope(bankAccountSchema), ...notAdmin },
      },
    },
    async (request) => ok(await setBankAccount(ctx, request.staff().actor, request.body)),
  );
};

export const settingsPartnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    SETTINGS_PARTNER_PATHS.bankAccount,
    {
      schema: {
        summary: '계좌이체 입금 계좌 (결제 화면의 안내)',
        response: { 200: returnEnvelope(bankAccountSchema) },
      },
    },
    async () => ok(await bankAccount(ctx.db)),
  );
};
