/**
 * Content routes: the notice list and its update-view and the promotions (partner group, bearer),
 * the FAQ (partner group, open: /enter reads it), the emergency notice and events (service group,
 * open), and the staff API that writes every kind (`/staff-api/content/<kind>`).
 */
import { CONTENT_PARTNER_PATHS, CONTENT_SERVICE_PATHS } from '@partner-portal/contract/content-constants';
import {
  CONTENT_KINDS,
  emergencyNoticeSchema,
  emergencyQuerySchema,
  eventDetailParamsSchema,
  eventDetailSchema,
  eventListParamsSchema,
  eventListSchema,
  faqListSchema,
  faqParamsSchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticeViewParamsSchema,
  noticeViewSchema,
  promotionListSchema,
  STAFF_CONTENT_SCHEMAS,
  staffContentIdParamsSchema,
  staffContentPaths,
  staffContentRowSchema,
  staffPublishSchema,
  type ContentKind,
} from '@partner-portal/contract/content-api';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelopes.js';
import {
  createContent,
  deleteContent,
  listContent,
  publishContent,
  unpublishContent,
  updateContent,
  type ContentInputs,
} from './content-editing.js';
import {
  activeEmergency,
  eventDetail,
  faqList,
  listEvents,
  listNotices,
  promotionsFor,
  viewNotice,
} from './content-reads.js';

const missing = (what: string) => ({ 404: httpErrorSchema.describe(what) });

/** Notices and promotions (partner scope). */
export const contentPartnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    CONTENT_PARTNER_PATHS.noticeList,
    {
      schema: {
        summary: '공지사항 목록 (partner_notice; 고정 공지 먼저, 최신순, 제목 검색)',
        querystring: noticeListQuerySchema,
        response: { 200: returnEnvelope(noticeListSchema) },
      },
    },
    async (request) => ok(await listNotices(ctx, request.query)),
  );

  app.post(
    CONTENT_PARTNER_PATHS.noticeView,
    {
      schema: {
        summary: '공지사항 조회수 (파트너별 하루 한 번)',
        params: noticeViewParamsSchema,
        response: { 200: returnEnvelope(noticeViewSchema), ...missing('없거나 게시되지 않은 공지') },
      },
    },
    async (request) =>
      ok(await viewNotice(ctx, (await request.partner()).partnerId, request.params.articleNo)),
  );

  app.get(
    CONTENT_PARTNER_PATHS.promotion,
    {
      schema: {
        summary: '진행 중인 프로모션 (파트너 등급과 광고 요금제 이용 여부에 맞는 것)',
        response: { 200: returnEnvelope(promotionListSchema) },
      },
    },
    async (request) => ok(await promotionsFor(ctx, (await request.partner()).partnerId)),
  );
};

/** The FAQ: open, as /enter shows it to visitors. */
export const faqRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    CONTENT_PARTNER_PATHS.faq,
    {
      schema: {
        summary: '자주 묻는 질문 (분류별; 0은 전체)',
        params: faqParamsSchema,
        response: { 200: returnEnvelope(faqListSchema) },
      },
    },
    async (request) => ok(await faqList(ctx, request.params.categoryNo)),
  );
};

/** Emergency notice and events (service group, open). */
export const contentServiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    CONTENT_SERVICE_PATHS.emergency,
    {
      schema: {
        summary: '긴급 공지 (지금 게시 중인 것, 없으면 null)',
        querystring: emergencyQuerySchema,
        response: { 200: returnEnvelope(emergencyNoticeSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await activeEmergency(ctx))),
  );

  app.get(
    CONTENT_SERVICE_PATHS.eventList,
    {
      schema: {
        summary: '이벤트 목록 (페이지 번호 0부터, 크기, 유형 2: 파트너; 진행 중 먼저)',
        params: eventListParamsSchema,
        response: { 200: returnEnvelope(eventListSchema) },
      },
    },
    async (request) =>
      ok(await listEvents(ctx, request.params.page, request.params.size, request.params.type)),
  );

  app.get(
    CONTENT_SERVICE_PATHS.eventDetail,
    {
      schema: {
        summary: '이벤트 상세 (기간, 본문, 참여 링크)',
        params: eventDetailParamsSchema,
        response: { 200: returnEnvelope(eventDetailSchema), ...missing('없거나 게시되지 않은 이벤트') },
      },
    },
    async (request) => ok(await eventDetail(ctx, request.params.eventNo)),
  );
};

const KIND_NAMES: Record<ContentKind, string> = {
  notices: '공지사항',
  events: '이벤트',
  promotions: '프로모션',
  faqs: '자주 묻는 질문',
  emergencies: '긴급 공지',
};

/** Staff writes of one kind: list, create, update, publish, unpublish, delete. */
function staffKindRoutes<K extends ContentKind>(kind: K): FastifyPluginAsyncZod<AppContext> {
  return async (app, ctx) => {
    const paths = staffContentPaths(kind);
    const name = KIND_NAMES[kind];
    const body = STAFF_CONTENT_SCHEMAS[kind];
    const row = { 200: returnEnvelope(staffContentRowSchema), ...missing(`없는 ${name}`) };
    const staffNo = (request: FastifyRequest) => request.staff().actor;

    app.get(
      paths.list,
      {
        schema: {
          summary: `${name} 목록 (직원: 초안·예약·게시·내림 모두, 최신순)`,
          response: { 200: returnEnvelope(z.array(staffContentRowSchema)) },
        },
      },
      async () => ok(await listContent(ctx, kind)),
    );
    app.post(
      paths.list,
      { schema: { summary: `${name} 작성 (publish_at이 없으면 초안)`, body, response: row } },
      async (request) =>
        ok(await createContent(ctx, staffNo(request), kind, request.body as ContentInputs[K])),
    );
    app.put(
      paths.item,
      {
        schema: {
          summary: `${name} 수정`,
          params: staffContentIdParamsSchema,
          body,
          response: row,
        },
      },
      async (request) =>
        ok(
          await updateContent(
            ctx,
            staffNo(request),
            kind,
            request.params.id,
            request.body as ContentInputs[K],
          ),
        ),
    );
    app.post(
      paths.publish,
      {
        schema: {
          summary: `${name} 게시 (지금 또는 정한 시각에)`,
          params: staffContentIdParamsSchema,
          body: staffPublishSchema,
          response: row,
        },
      },
      async (request) =>
        ok(await publishContent(ctx, staffNo(request), kind, request.params.id, request.body.publish_at)),
    );
    app.post(
      paths.unpublish,
      {
        schema: { summary: `${name} 게시 중단`, params: staffContentIdParamsSchema, response: row },
      },
      async (request) => ok(await unpublishContent(ctx, staffNo(request), kind, request.params.id)),
    );
    app.delete(
      paths.item,
      {
        schema: {
          summary: `${name} 삭제`,
          params: staffContentIdParamsSchema,
          response: { 200: returnEnvelope(z.null()), ...missing(`없는 ${name}`) },
        },
      },
      async (request) => {
        await deleteContent(ctx, staffNo(request), kind, request.params.id);
        return ok(null);
      },
    );
  };
}

/** The staff API of every content kind (staff scope). */
export const contentStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  for (const kind of CONTENT_KINDS) await app.register(staffKindRoutes(kind), ctx);
};
