/**
 * Quotes: the partner's calls (partner group, bearer) to send, list, read and download them, and the
 * customer's link at the site root (no login; the signed token is the only key), rate-limited per
 * address like the other public calls.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { idParamSchema } from '@partner-portal/contract/ids';
import { LEAD_MESSAGES, PUBLIC_QUOTE_PATHS, QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import {
  publicQuoteSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteSchema,
} from '@partner-portal/contract/quotes-api';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { HttpProblem } from '../../shared/problems.js';
import type { QuoteLinks } from './quote-link.js';
import { pdfDisposition, renderQuotePdf, type QuoteDocument } from './quote-pdf.js';
import { customerQuote, listQuotes, partnerQuote } from './quote-reads.js';
import { recordOpening, sendQuote, type QuoteDeps } from './quote-service.js';

const quoteParams = z.object({ quoteNo: idParamSchema('견적서 번호를 확인해주세요.') });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const noQuote = { 404: httpErrorSchema.describe('없는 견적서, 또는 다른 파트너의 견적서') };
const pdfAnswer = {
  description: 'A4 PDF (한글 글꼴 포함), 파일 이름은 한국어 (RFC 5987)',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

const sendPdf = async (reply: FastifyReply, quote: QuoteDocument) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', pdfDisposition(quote))
    .send(await renderQuotePdf(quote));

export const quoteRoutes =
  (links: QuoteLinks): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const deps: QuoteDeps = { db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, links };

    app.get(
      QUOTE_PATHS.list,
      {
        schema: {
          summary: '보낸 견적서 목록 (최신순; 견적 요청별로 거를 수 있음)',
          querystring: quoteListQuerySchema,
          response: { 200: returnEnvelope(quoteListSchema) },
        },
      },
      async (request) => ok(await listQuotes(ctx.db, (await request.partner()).partnerId, request.query)),
    );

    app.post(
      QUOTE_PATHS.create,
      {
        schema: {
          summary:
            '견적서 발송: 서버가 금액(노무비·자재비, 부가세 10% 원 미만 절사, 지급 단계)을 계산, 새 버전으로 저장하고 견적 요청을 견적 발송으로',
          body: quoteCreateSchema,
          response: {
            200: returnEnvelope(quoteSchema),
            404: httpErrorSchema.describe('없는 견적 요청, 또는 다른 파트너의 견적 요청'),
            409: httpErrorSchema.describe('견적서를 보낼 수 없는 단계의 견적 요청 (수락 전, 종료, 계약)'),
          },
        },
      },
      async (request) => ok(await sendQuote(deps, (await request.partner()).partnerId, request.body)),
    );

    app.get(
      QUOTE_PATHS.detail,
      {
        schema: {
          summary: '견적서 한 건 (항목, 합계, 지급 조건, 고객 링크, 열람 여부)',
          params: quoteParams,
          response: { 200: returnEnvelope(quoteSchema), ...noQuote },
        },
      },
      async (request) =>
        ok(await partnerQuote(deps, (await request.partner()).partnerId, request.params.quoteNo)),
    );

    app.get(
      QUOTE_PATHS.pdf,
      {
        schema: {
          summary: '견적서 PDF 내려받기 (A4)',
          params: quoteParams,
          response: { 200: pdfAnswer, ...noQuote },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await partnerQuote(deps, (await request.partner()).partnerId, request.params.quoteNo)),
    );
  };

/** The customer's link (`/quote/<token>` shows it; these answer its data and PDF). */
export const publicQuoteRoutes =
  (links: QuoteLinks): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const deps: QuoteDeps = { db: ctx.db, clock: ctx.clock, cipher: ctx.cipher, links };
    const config = {
      // A customer opens a link a few times; tokens are not for guessing.
      addressLimit: {
        bucket: 'public-quote',
        limit: ctx.limits.signupPerAddress * 10,
        message: '견적서 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      },
    };
    const refusals = {
      404: httpErrorSchema.describe('올바르지 않은 링크 (변조되었거나 없는 견적서)'),
      410: httpErrorSchema.describe('만료된 링크'),
    };

    /** The quote a token names, or the Korean 404/410 a customer reads. */
    const quoteOf = (token: string): number => {
      const checked = links.check(token, ctx.clock.now());
      if (checked.ok) return checked.quoteNo;
      if (checked.reason === 'expired') {
        throw new HttpProblem(410, ERROR_CODES.gone, LEAD_MESSAGES.quoteLinkExpired);
      }
      throw new HttpProblem(404, ERROR_CODES.notFound, LEAD_MESSAGES.quoteLinkInvalid);
    };
    const shown = async (token: string) => {
      const quote = await customerQuote(
        deps,
        quoteOf(token),
        PUBLIC_QUOTE_PATHS.pdf.replace(':token', token),
      );
      if (!quote) throw new HttpProblem(404, ERROR_CODES.notFound, LEAD_MESSAGES.quoteLinkInvalid);
      return quote;
    };

    app.get(
      PUBLIC_QUOTE_PATHS.api,
      {
        schema: {
          summary: '고객용 견적서 (서명된 링크, 로그인 없음); 열람을 기록하고 처음 열람은 파트너에게 알림',
          params: tokenParams,
          response: { 200: returnEnvelope(publicQuoteSchema), ...refusals },
        },
        config,
      },
      async (request, reply) => {
        const quote = await shown(request.params.token);
        await recordOpening(deps, quote.quote_no);
        reply.header('x-robots-tag', 'noindex, nofollow');
        return ok(quote);
      },
    );

    app.get(
      PUBLIC_QUOTE_PATHS.pdf,
      {
        schema: {
          summary: '고객용 견적서 PDF (서명된 링크, 로그인 없음)',
          params: tokenParams,
          response: { 200: pdfAnswer, ...refusals },
        },
        config,
      },
      async (request, reply) =>
        sendPdf(reply.header('x-robots-tag', 'noindex, nofollow'), await shown(request.params.token)),
    );
  };
