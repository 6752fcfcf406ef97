/**
 * Quotes (견적서, issue #39): itemised by trade × material × quantity × unit price with labour and
 * material apart, VAT 10 %, a validity date, a payment schedule and notes. The server computes every
 * amount in whole won; a sent quote is a version and is never edited in place (a new one supersedes it).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { PAYMENT_STAGES, QUOTE_ITEMS_MAX, QUOTE_TRADES, QUOTE_UNITS } from './leads-constants.js';

const unitPrice = z.number().int('단가는 원 단위 정수로 입력해주세요.').min(0).max(1_000_000_000);

export const quoteItemInputSchema = z.object({
  trade: z.enum(QUOTE_TRADES, '공정을 선택해주세요.'),
  /** What is done (예: 욕실 벽 타일 시공). */
  name: z.string().trim().min(1, '품명을 입력해주세요.').max(60, '품명은 60자 이내로 입력해주세요.'),
  /** Brand and grade of the material (예: 대림바스 / 중급); empty for labour only. */
  material: z.string().trim().max(60, '자재는 60자 이내로 입력해주세요.').default(''),
  quantity: z
    .number()
    .positive('수량을 확인해주세요.')
    .max(100_000, '수량을 확인해주세요.')
    .refine((q) => Math.round(q * 100) === q * 100, '수량은 소수 둘째 자리까지 입력해주세요.'),
  unit: z.enum(QUOTE_UNITS, '단위를 선택해주세요.'),
  labour_unit_won: unitPrice,
  material_unit_won: unitPrice,
});
export type QuoteItemInput = z.input<typeof quoteItemInputSchema>;

export const paymentStageSchema = z.object({
  stage: z.enum(PAYMENT_STAGES),
  /** Whole percent of the total. */
  percent: z.number().int().min(0).max(100),
  /** When it is due, in words (예: 계약 시, 목공 완료 후, 준공 후). */
  due: z.string().trim().max(40).default(''),
});

export const quoteCreateSchema = z
  .object({
    lead_no: idSchema(),
    items: z
      .array(quoteItemInputSchema)
      .min(1, '항목을 하나 이상 입력해주세요.')
      .max(QUOTE_ITEMS_MAX, `항목은 ${QUOTE_ITEMS_MAX}개까지 입력할 수 있습니다.`),
    valid_until: z.iso.date({ error: '유효기간을 확인해주세요.' }),
    payment_schedule: z.array(paymentStageSchema).min(1).max(PAYMENT_STAGES.length),
    notes: z.string().trim().max(2000, '비고는 2,000자 이내로 입력해주세요.').default(''),
  })
  .refine((q) => q.payment_schedule.reduce((sum, s) => sum + s.percent, 0) === 100, {
    message: '계약금, 중도금, 잔금의 합이 100%가 되어야 합니다.',
    path: ['payment_schedule'],
  })
  .refine((q) => new Set(q.payment_schedule.map((s) => s.stage)).size === q.payment_schedule.length, {
    message: '지급 단계가 중복되었습니다.',
    path: ['payment_schedule'],
  });
export type QuoteCreate = z.input<typeof quoteCreateSchema>;

export const quoteItemSchema = quoteItemInputSchema.extend({
  line_no: z.number().int(),
  labour_won: z.number().int(),
  material_won: z.number().int(),
  amount_won: z.number().int(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteSchema = z
  .object({
    quote_no: z.number().int(),
    lead_no: z.number().int(),
    version: z.number().int(),
    /** The newer version that replaced this one, if any. */
    superseded_by: z.number().int().nullable(),
    items: z.array(quoteItemSchema),
    labour_won: z.number().int(),
    material_won: z.number().int(),
    supply_won: z.number().int(),
    vat_won: z.number().int(),
    total_won: z.number().int(),
    valid_until: z.string(),
    payment_schedule: z.array(
      paymentStageSchema.extend({ amount_won: z.number().int() }).required({ due: true }),
    ),
    notes: z.string(),
    sent_at: z.string(),
    opened_at: z.string().nullable(),
    open_count: z.number().int(),
    /** The customer's link (absolute URL); only the partner who sent it sees it. */
    share_url: z.string(),
    share_expires_at: z.string(),
    /** Who quotes: the partner's company, its CEO, business number and phone. */
    issuer: z.object({
      company_name: z.string(),
      ceo_name: z.string(),
      business_number: z.string(),
      phone: z.string(),
      address: z.string(),
    }),
    /** The request it answers: masked unless accepted (a quote needs an accepted lead, so it is full). */
    customer_name: z.string(),
    site: z.string(),
  })
  .describe('견적서 (발송된 버전)');
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListQuerySchema = z.object({
  lead_no: idParamSchema('견적 요청 번호를 확인해주세요.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const quoteRowSchema = z.object({
  quote_no: z.number().int(),
  lead_no: z.number().int(),
  version: z.number().int(),
  superseded_by: z.number().int().nullable(),
  site: z.string(),
  construction_type: z.string(),
  total_won: z.number().int(),
  item_count: z.number().int(),
  sent_at: z.string(),
  opened_at: z.string().nullable(),
  valid_until: z.string(),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const quoteListSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    items: z.array(quoteRowSchema),
  })
  .describe('견적서 목록: 최신순');
export type QuoteList = z.infer<typeof quoteListSchema>;

/** The customer's view (`GET /quote-api/{token}`): no partner-internal fields. */
export const publicQuoteSchema = quoteSchema
  .omit({ superseded_by: true, opened_at: true, open_count: true, share_url: true, lead_no: true })
  .extend({ pdf_url: z.string(), superseded: z.boolean() })
  .describe('고객용 견적서');
export type PublicQuote = z.infer<typeof publicQuoteSchema>;
