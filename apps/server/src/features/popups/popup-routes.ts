/**
 * Popup routes: the popups due now for the signed-in partner on one placement (partner group), and
 * the staff API that lists, writes, previews, publishes and retires them (`/staff-api/popups`).
 */
import { POPUP_PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  popupDueQuerySchema,
  popupListSchema,
  popupSchema,
  STAFF_POPUP_PATHS,
  staffPopupIdParamsSchema,
  staffPopupInputSchema,
  staffPopupRowSchema,
} from '@partner-portal/contract/popups-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import {
  createPopup,
  duePopups,
  listPopups,
  previewPopup,
  publishPopup,
  retirePopup,
  updatePopup,
} from './popup-service.js';

/** Partner scope. */
export const popupPartnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    POPUP_PARTNER_PATHS.due,
    {
      schema: {
        summary: '지금 보여줄 팝업 (노출 위치별; 기간·게시 여부·대상으로 거른 뒤 우선순위 순)',
        querystring: popupDueQuerySchema,
        response: { 200: returnEnvelope(popupListSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await duePopups(ctx, (await request.partner()).partnerId, request.query.placement))),
  );
};

const row = { 200: returnEnvelope(staffPopupRowSchema), 404: httpErrorSchema.describe('없는 팝업') };

/** Staff scope (content and admin). */
export const popupStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_POPUP_PATHS.list,
    {
      schema: {
        summary: '팝업 목록 (예정·게시 중·종료·숨김 모두; 종료된 것은 뒤에)',
        response: { 200: returnEnvelope(z.array(staffPopupRowSchema)) },
      },
    },
    async () => ok(await listPopups(ctx)),
  );
  app.post(
    STAFF_POPUP_PATHS.list,
    {
      schema: {
        summary: '팝업 만들기 (visible이 false면 숨김 상태로)',
        body: staffPopupInputSchema,
        response: row,
      },
    },
    async (request) => ok(await createPopup(ctx, request.staff().actor, request.body)),
  );
  app.post(
    STAFF_POPUP_PATHS.preview,
    {
      schema: {
        summary: '저장하지 않고 파트너가 볼 모습 그대로 (미리보기)',
        body: staffPopupInputSchema,
        response: { 200: returnEnvelope(popupSchema) },
      },
    },
    async (request) => ok(previewPopup(request.body)),
  );
  app.put(
    STAFF_POPUP_PATHS.item,
    {
      schema: {
        summary: '팝업 수정',
        params: staffPopupIdParamsSchema,
        body: staffPopupInputSchema,
        response: row,
      },
    },
    async (request) => ok(await updatePopup(ctx, request.staff().actor, request.params.id, request.body)),
  );
  app.post(
    STAFF_POPUP_PATHS.publish,
    {
      schema: {
        summary: '팝업 게시 (기간 안이면 바로 보임)',
        params: staffPopupIdParamsSchema,
        response: row,
      },
    },
    async (request) => ok(await publishPopup(ctx, request.staff().actor, request.params.id)),
  );
  app.post(
    STAFF_POPUP_PATHS.retire,
    { schema: { summary: '팝업 내리기 (숨김)', params: staffPopupIdParamsSchema, response: row } },
    async (request) => ok(await retirePopup(ctx, request.staff().actor, request.params.id)),
  );
};
