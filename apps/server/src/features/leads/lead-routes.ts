/**
 * Leads' calls. Partner group (bearer): 견적 요청함 (list, summary, the live stream), a lead's page and
 * its answers, its photos, and the home screen's `/estimate/count`. Service group: the marketplace's
 * `POST /internal/estimates`, authenticated by its own token.
 */
import { ESTIMATE_PATHS } from '@partner-portal/contract/api-constants';
import { authErrorSchema, httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { ESTIMATE_MESSAGES, estimateCountSchema } from '@partner-portal/contract/estimates-api';
import { idParamSchema } from '@partner-portal/contract/ids';
import {
  leadDeclineSchema,
  leadDetailSchema,
  leadIngestedSchema,
  leadIngestSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteCreateSchema,
  leadStatusChangeSchema,
  responseSummarySchema,
} from '@partner-portal/contract/leads-api';
import { LEAD_PATHS, LEAD_PHOTOS_MAX } from '@partner-portal/contract/leads-constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { STORED_CONTENT_TYPE } from '../../platform/storage/file-storage.js';
import { ok } from '../../shared/envelopes.js';
import { AuthFailure, notFound } from '../../shared/problems.js';
import { estimateCount } from './estimate-count.js';
import { acceptLead, addLeadNote, changeLeadStatus, declineLead } from './lead-answers.js';
import type { ContactDeps } from './lead-contact.js';
import { readLeadDetail } from './lead-detail.js';
import { recordLead } from './lead-ingest.js';
import { listLeads, requireLead, responseSummary } from './lead-queries.js';
import type { LeadStreamHub } from './lead-stream.js';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Base64 photos at their largest, and the rest of the lead. */
const INGEST_BODY_LIMIT = LEAD_PHOTOS_MAX * 14_000_000 + 1024 * 1024;

const notPartner = { 404: httpErrorSchema.describe('파트너가 아닌 계정, 또는 다른 파트너의 견적 요청') };
const refusals = {
  ...notPartner,
  409: httpErrorSchema.describe('지금 상태에서 할 수 없는 응답 (return code 1702)'),
};
const leadParams = z.object({ leadNo: idParamSchema() });
const photoParams = leadParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(LEAD_PHOTOS_MAX - 1),
});

export const leadRoutes =
  (hub: LeadStreamHub): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const deps: ContactDeps = {
      db: ctx.db,
      clock: ctx.clock,
      cipher: ctx.cipher,
      relay: ctx.relay,
      log: app.log,
    };
    const partnerOf = async (request: FastifyRequest) => (await request.partner()).partnerId;
    const detailOf = async (request: FastifyRequest, leadNo: number) =>
      ok(await readLeadDetail(deps, await partnerOf(request), leadNo));

    app.get(
      ESTIMATE_PATHS.count,
      {
        schema: {
          summary: '받은 상담 리드: 이번 주, 이번 달(한국 시간), 최근 6개월 리드와 결제 금액',
          response: { 200: returnEnvelope(estimateCountSchema), ...notPartner },
        },
      },
      async (request) => ok(await estimateCount(ctx, await partnerOf(request))),
    );

    app.get(
      LEAD_PATHS.list,
      {
        schema: {
          summary:
            '견적 요청함: 최신 접수순, 상태 탭·지역·공간·기간 필터, 검색(요청번호·지역·내용), 행마다 응답 시계',
          querystring: leadListQuerySchema,
          response: { 200: returnEnvelope(leadListSchema), ...notPartner },
        },
      },
      async (request) =>
        ok(await listLeads(ctx.db, ctx.clock.now(), await partnerOf(request), request.query)),
    );

    app.get(
      LEAD_PATHS.summary,
      {
        schema: {
          summary: '응답 현황: 최근 30일 4시간 내 응답률, 첫 응답 중앙값(영업시간 분), 신규·마감 임박 수',
          response: { 200: returnEnvelope(responseSummarySchema), ...notPartner },
        },
      },
      async (request) => ok(await responseSummary(ctx.db, ctx.clock.now(), await partnerOf(request))),
    );

    app.get(
      LEAD_PATHS.stream,
      {
        // An event must reach the browser as it is written: no compression buffering it.
        compress: false,
        schema: {
          summary:
            '새 견적 요청 실시간 수신 (server-sent events: `event: lead`, data {lead_no, new_count}; 25초마다 주석 heartbeat)',
          response: {
            200: {
              description: 'text/event-stream',
              content: { 'text/event-stream': { schema: z.string() } },
            },
            ...notPartner,
          },
        },
      },
      async (request, reply) => {
        const partnerId = await partnerOf(request);
        const stream = new PassThrough();
        const unsubscribe = await hub.subscribe(partnerId, {
          send: (event) => stream.write(`event: lead\ndata: ${JSON.stringify(event)}\n\n`),
          end: () => stream.end(),
        });
        const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
        // The client went away (or the stream ended): the connection goes too, or its half-closed
        // socket would hold the server's shutdown open.
        reply.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          stream.destroy();
          reply.raw.destroy();
        });
        // The first bytes go at once: the client knows the stream is open. (The schema documents the
        // content type; the payload is the stream itself.)
        stream.write(': connected\n\n');
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream as never);
      },
    );

    app.get(
      LEAD_PATHS.detail,
      {
        schema: {
          summary:
            '견적 요청 상세: 사진, 고객 연락처(수락 후: 이름과 안심번호), 진행 가능한 단계, 메모, 이력, 견적서',
          params: leadParams,
          response: { 200: returnEnvelope(leadDetailSchema), ...notPartner },
        },
      },
      async (request) => detailOf(request, request.params.leadNo),
    );

    app.get(
      LEAD_PATHS.photo,
      {
        schema: {
          summary: '견적 요청 사진 (WebP; 그 요청을 받은 파트너만)',
          params: photoParams,
          response: {
            200: {
              description: 'WebP 이미지',
              content: { [STORED_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
            },
            ...notPartner,
          },
        },
      },
      async (request, reply) => {
        const lead = await requireLead(ctx.db, await partnerOf(request), request.params.leadNo);
        const photo = lead.photos[request.params.index];
        const file = photo ? await ctx.storage.open(photo.key) : undefined;
        if (!file) throw notFound();
        if (file.size !== undefined) reply.header('content-length', file.size);
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-security-policy', "default-src 'none'; sandbox")
            // The schema documents the stream's content type; the payload is the stream itself.
            .send(file.body as never)
        );
      },
    );

    app.post(
      LEAD_PATHS.accept,
      {
        schema: {
          summary: '견적 요청 수락 (신규일 때만): 고객 이름과 안심번호(7일) 공개, 첫 응답 기록',
          params: leadParams,
          response: { 200: returnEnvelope(leadDetailSchema), ...refusals },
        },
      },
      async (request) => {
        await acceptLead(deps, await partnerOf(request), request.params.leadNo);
        return detailOf(request, request.params.leadNo);
      },
    );

    app.post(
      LEAD_PATHS.decline,
      {
        schema: {
          summary: '견적 요청 거절(관심 없음, 신규일 때만, 사유 선택): 첫 응답 기록, 연락처는 공개되지 않음',
          params: leadParams,
          body: leadDeclineSchema,
          response: { 200: returnEnvelope(leadDetailSchema), ...refusals },
        },
      },
      async (request) => {
        await declineLead(deps, await partnerOf(request), request.params.leadNo, request.body);
        return detailOf(request, request.params.leadNo);
      },
    );

    app.post(
      LEAD_PATHS.status,
      {
        schema: {
          summary: '진행 단계 변경: 연락함, 견적 발송, 계약, 실패(사유 필수)',
          params: leadParams,
          body: leadStatusChangeSchema,
          response: { 200: returnEnvelope(leadDetailSchema), ...refusals },
        },
      },
      async (request) => {
        await changeLeadStatus(deps, await partnerOf(request), request.params.leadNo, request.body);
        return detailOf(request, request.params.leadNo);
      },
    );

    app.post(
      LEAD_PATHS.notes,
      {
        schema: {
          summary: '메모와 다음 연락일 (그날 09:00에 알림; null이면 지움)',
          params: leadParams,
          body: leadNoteCreateSchema,
          response: { 200: returnEnvelope(leadDetailSchema), ...notPartner },
        },
      },
      async (request) => {
        await addLeadNote(deps, await partnerOf(request), request.params.leadNo, request.body);
        return detailOf(request, request.params.leadNo);
      },
    );
  };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The marketplace's call, authenticated by `Authorization: Bearer <MARKETPLACE_SERVICE_TOKEN>`
 * (compared in constant time, before the body is read). Without a configured token the call does
 * not exist: 404.
 */
export const marketplaceLeadRoutes =
  (serviceToken: string | undefined): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const expected = serviceToken ? digest(serviceToken) : undefined;

    function checkServiceToken(request: FastifyRequest): void {
      if (!expected) throw notFound();
      const header = request.headers.authorization;
      const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
      if (!presented) throw new AuthFailure('unauthorized', ESTIMATE_MESSAGES.tokenMissing);
      if (!timingSafeEqual(digest(presented), expected)) {
        throw new AuthFailure('invalid_token', ESTIMATE_MESSAGES.tokenWrong);
      }
    }

    app.post(
      ESTIMATE_PATHS.internalCreate,
      {
        onRequest: async (request) => checkServiceToken(request),
        // Up to ten photos in base64 (about 14 MB each at most).
        bodyLimit: INGEST_BODY_LIMIT,
        schema: {
          summary:
            '마켓플레이스가 파트너에게 견적 요청 전달 (서비스 토큰 MARKETPLACE_SERVICE_TOKEN, 같은 lead_id는 한 번만 기록, 해당 지역 요금제가 없으면 409 / 1701)',
          body: leadIngestSchema,
          response: {
            200: returnEnvelope(leadIngestedSchema),
            401: authErrorSchema.describe('서비스 토큰이 없거나 틀림'),
            404: httpErrorSchema.describe('서비스 토큰이 설정되지 않음, 또는 파트너 없음'),
            409: httpErrorSchema.describe(
              '같은 lead_id로 다른 내용이 이미 기록됨, 또는 그 지역에 이용 중인 요금제가 없는 파트너 (code 1701)',
            ),
            413: httpErrorSchema.describe('요청 본문이 너무 큼'),
          },
        },
      },
      async (request) => ok(await recordLead(ctx, request.body)),
    );
  };
