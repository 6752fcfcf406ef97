/**
 * Tax documents: the partner's calls (list by month, one, an order's, PDF, the month's CSV and ZIP,
 * a 현금영수증 request) and the staff failures desk (list, re-issue; `operations`).
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  cashReceiptRequestSchema,
  staffTaxFailureSchema,
  taxDocumentParamsSchema,
  taxDocumentSchema,
  taxMonthQuerySchema,
  taxOrderParamsSchema,
} from '@partner-portal/contract/tax-documents-api';
import {
  STAFF_TAX_DOCUMENT_PATHS,
  TAX_DOCUMENT_PATHS,
} from '@partner-portal/contract/tax-documents-constants';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { issueAfterCommit, type TaxDeps } from './tax-document-issuer.js';
import {
  monthCsv,
  monthDisposition,
  monthZip,
  renderTaxDocumentPdf,
  taxPdfDisposition,
} from './tax-document-files.js';
import {
  failedDocuments,
  monthDocuments,
  orderDocuments,
  partnerDocument,
  queueReissue,
  requestCashReceipt,
  toTaxDocument,
} from './tax-document-service.js';

const taxDeps = (ctx: AppContext): TaxDeps => ({
  db: ctx.db,
  clock: ctx.clock,
  taxInvoices: ctx.taxInvoices,
});
const noDocument = { 404: httpErrorSchema.describe('없는 문서, 또는 다른 파트너의 문서') };
const binary = { schema: z.string().meta({ format: 'binary' }) };
const file = <T extends string>(type: T, description: string) => ({
  description,
  content: { [type]: binary } as Record<T, typeof binary>,
});

/** A download (the reply untyped: the schema only documents the bytes). */
const sendFile = (reply: FastifyReply, type: string, disposition: string, body: Buffer | string) =>
  reply.header('content-type', type).header('content-disposition', disposition).send(body);

export const taxDocumentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = taxDeps(ctx);
  const month = async (partnerId: number, value: string) =>
    (await monthDocuments(ctx.db, partnerId, value)).map(toTaxDocument);

  app.get(
    TAX_DOCUMENT_PATHS.list,
    {
      schema: {
        summary: '세금계산서·현금영수증 목록 (작성일자의 월별)',
        querystring: taxMonthQuerySchema,
        response: { 200: returnEnvelope(z.array(taxDocumentSchema)) },
      },
    },
    async (request) => ok(await month((await request.partner()).partnerId, request.query.month)),
  );

  app.get(
    TAX_DOCUMENT_PATHS.csv,
    {
      schema: {
        summary: '한 달의 세금계산서 CSV (UTF-8, BOM)',
        querystring: taxMonthQuerySchema,
        response: { 200: file('text/csv', 'CSV, 파일 이름은 한국어 (RFC 5987)') },
      },
    },
    async (request, reply) => {
      const docs = await month((await request.partner()).partnerId, request.query.month);
      return sendFile(
        reply,
        'text/csv; charset=utf-8',
        monthDisposition(request.query.month, 'csv'),
        monthCsv(docs),
      );
    },
  );

  app.get(
    TAX_DOCUMENT_PATHS.zip,
    {
      schema: {
        summary: '한 달의 세금계산서 ZIP (CSV와 발행된 문서의 PDF)',
        querystring: taxMonthQuerySchema,
        response: { 200: file('application/zip', 'ZIP') },
      },
    },
    async (request, reply) => {
      const docs = await month((await request.partner()).partnerId, request.query.month);
      return sendFile(
        reply,
        'application/zip',
        monthDisposition(request.query.month, 'zip'),
        await monthZip(request.query.month, docs),
      );
    },
  );

  app.get(
    TAX_DOCUMENT_PATHS.ofOrder,
    {
      schema: {
        summary: '한 결제의 세금계산서·현금영수증 (카드 결제는 없음)',
        params: taxOrderParamsSchema,
        response: {
          200: returnEnvelope(z.array(taxDocumentSchema)),
          404: httpErrorSchema.describe('없는 주문'),
        },
      },
    },
    async (request) =>
      ok(
        (await orderDocuments(ctx.db, (await request.partner()).partnerId, request.params.orderNo)).map(
          toTaxDocument,
        ),
      ),
  );

  app.post(
    TAX_DOCUMENT_PATHS.cashReceipt,
    {
      schema: {
        summary: '현금영수증(지출증빙) 신청: 세금계산서 대신 (무통장입금, 입금 대기 또는 결제 완료)',
        params: taxOrderParamsSchema,
        body: cashReceiptRequestSchema,
        response: {
          200: returnEnvelope(taxDocumentSchema),
          404: httpErrorSchema.describe('없는 주문'),
        },
      },
    },
    async (request, reply) => {
      const row = await requestCashReceipt(
        deps,
        (await request.partner()).partnerId,
        request.params.orderNo,
        request.body,
      );
      await issueAfterCommit(deps, row.orderNo, request.log);
      return reply.send(ok(toTaxDocument(await partnerDocument(ctx.db, row.partnerId, row.documentId))));
    },
  );

  app.get(
    TAX_DOCUMENT_PATHS.detail,
    {
      schema: {
        summary: '세금계산서 한 건',
        params: taxDocumentParamsSchema,
        response: { 200: returnEnvelope(taxDocumentSchema), ...noDocument },
      },
    },
    async (request) =>
      ok(
        toTaxDocument(
          await partnerDocument(ctx.db, (await request.partner()).partnerId, request.params.documentId),
        ),
      ),
  );

  app.get(
    TAX_DOCUMENT_PATHS.pdf,
    {
      schema: {
        summary: '세금계산서 PDF 내려받기 (A4)',
        params: taxDocumentParamsSchema,
        response: { 200: file('application/pdf', 'A4 PDF (한글 글꼴 포함)'), ...noDocument },
      },
    },
    async (request, reply) => {
      const doc = toTaxDocument(
        await partnerDocument(ctx.db, (await request.partner()).partnerId, request.params.documentId),
      );
      return sendFile(reply, 'application/pdf', taxPdfDisposition(doc), await renderTaxDocumentPdf(doc));
    },
  );
};

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };

export const staffTaxDocumentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = taxDeps(ctx);

  app.get(
    STAFF_TAX_DOCUMENT_PATHS.failures,
    {
      schema: {
        summary: '발행 실패한 세금계산서·현금영수증 (최신순)',
        response: { 200: returnEnvelope(z.array(staffTaxFailureSchema)), ...notStaff },
      },
    },
    async () => ok(await failedDocuments(ctx.db)),
  );

  app.post(
    STAFF_TAX_DOCUMENT_PATHS.reissue,
    {
      schema: {
        summary: '실패한 문서 재발행 (현재 MyPage 사업자 정보로; 감사 기록)',
        params: taxDocumentParamsSchema,
        response: { 200: returnEnvelope(z.null()), ...notStaff, 404: httpErrorSchema.describe('없는 문서') },
      },
    },
    async (request) => {
      const orderNo = await queueReissue(deps, request.staff().actor, request.params.documentId);
      await issueAfterCommit(deps, orderNo, request.log);
      return ok(null);
    },
  );
};
