/**
 * Plans (spec §1, §3, §7): the plan catalogue (plan group), plan applications and consulting, the
 * card companies' interest-free events and the top-exposure ad slots. Orders are in orders-api.ts.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { isValidRegion, WHOLE_REGION } from './reference-data.js';
import { regionViewSchema } from './validation.js';
import { PLAN_CODES } from './plans-constants.js';

export const interestFreeSchema = z
  .object({
    cards: z.array(
      z.object({
        card_code: z.string().describe('카드사 코드'),
        card_name: z.string().describe('카드사 이름'),
        events: z.array(
          z.object({
            min_amount_won: z.number().int().describe('적용 최소 결제 금액'),
            max_amount_won: z.number().int().describe('적용 최대 결제 금액'),
            months: z.array(z.number().int()).describe('무이자가 적용되는 할부 개월 수'),
            ends_on: z.string().nullable().describe('이벤트 마지막 날 (Asia/Seoul, YYYY-MM-DD)'),
          }),
        ),
      }),
    ),
    checked_at: z.string().describe('결제사에서 확인한 시각 (ISO 8601)'),
  })
  .describe('카드사 무이자 할부 이벤트');
export type InterestFree = z.infer<typeof interestFreeSchema>;

export const planCodeSchema = z
  .literal([PLAN_CODES.monthly, PLAN_CODES.partial, PLAN_CODES.ad])
  .describe('Plan code: 0 monthly flat plan, 1 partial-construction plan, 2 top-exposure ad plan.');
export const VAT_RATE = 0.1;

/** VAT of a supply amount, in whole won. */
export const vatOf = (supplyWon: number) => Math.floor(supplyWon * VAT_RATE);

export const planProductSchema = z
  .object({
    product_key: z.string(),
    code: planCodeSchema,
    name: z.string(),
    tier_order: z.number().int(),
    /** Price of one period in won, VAT excluded. */
    price_won: z.number().int(),
    vat_won: z.number().int(),
    period_months: z.number().int(),
    recommend: z.boolean(),
    /** Plan category fields of spec §3. */
    budgetCap: z.number().int().nullable(),
    customerBudget: z.string().nullable(),
    constructionArea: z.string().nullable(),
    activeConstructionType: z.string().nullable(),
    constructionTypes: z.array(z.string()),
    description: z.string(),
    /** Ad products only: ZPP001–ZPP003 / ZP001–ZP003 and the slots a district has. */
    ad_code: z.string().nullable(),
    slots_per_district: z.number().int().nullable(),
  })
  .describe('One product of the plan catalogue, priced per period.');
export type PlanProduct = z.infer<typeof planProductSchema>;

export const planCatalogueSchema = z
  .object({
    groups: z.array(
      z.object({ code: planCodeSchema, label: z.string(), products: z.array(planProductSchema) }),
    ),
  })
  .describe('The plan catalogue: the products of each plan code.');
export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;

export const regionInputSchema = z
  .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
  .refine(
    (r) => r.sigungu !== WHOLE_REGION && isValidRegion(r.sido, r.sigungu),
    '광고 지역의 시/도와 시/군/구를 선택해주세요.',
  );

export const orderItemInputSchema = z.object({
  product_key: z.string().min(1).max(40),
  /** Required for ad products (top exposure is bought per district). */
  region: regionInputSchema.nullable().default(null),
});

/** The items of a plan application or an order: products and, for ad products, their district. */
export const planItemsSchema = z
  .array(orderItemInputSchema)
  .min(1, '상품을 선택해주세요.')
  .max(10, '한 번에 10개 상품까지 결제할 수 있습니다.');
export type PlanItem = z.output<typeof orderItemInputSchema>;

/**
 * `POST /plan-api/join`: the partner applies for plans. The application is what `/payment` then asks
 * to be paid (`invoice/get`); a new application replaces an open one.
 */
export const planJoinRequestSchema = z.object({ items: planItemsSchema });
export type PlanJoinRequest = z.input<typeof planJoinRequestSchema>;
export const planJoinResultSchema = z
  .object({
    application_no: z.number().int(),
    /** Where the partner goes next: the payment screen. */
    next_path: z.string(),
  })
  .describe('The recorded plan application and the screen that pays it.');
export type PlanJoinResult = z.infer<typeof planJoinResultSchema>;

/** What `/payment` asks to be paid: the open plan application, or null when nothing is owed. */
export const invoiceSchema = z
  .object({
    application_no: z.number().int(),
    /** The applied products (PlanItem): for ad products, their district. */
    items: z.array(z.object({ product_key: z.string(), region: regionViewSchema.nullable() })),
    /** ISO date-time. */
    applied_at: z.string(),
  })
  .describe('The open plan application to pay (the data is null when nothing is owed).');
export type Invoice = z.infer<typeof invoiceSchema>;

/** Spec §3 "Plan consulting request": planCode (a product key of the catalogue) and partnerId. */
export const planConsultRequestSchema = z.object({
  planCode: z.string().min(1, '상담받을 요금제를 선택해주세요.').max(40),
  partnerId: idSchema(),
});
export type PlanConsultRequest = z.input<typeof planConsultRequestSchema>;
export const planConsultResultSchema = z
  .object({
    consultation_no: z.number().int(),
    /** ISO date-time. */
    requested_at: z.string(),
  })
  .describe('The recorded plan consulting request.');
export type PlanConsultResult = z.infer<typeof planConsultResultSchema>;

export const adAvailabilityQuerySchema = z.object({ sido: z.string().max(20), sigungu: z.string().max(20) });
/** Slots of one ad product in a district: `remaining` counts every month the product would cover. */
export const adProductSlotsSchema = z
  .object({
    product_key: z.string(),
    ad_code: z.string(),
    slots: z.number().int(),
    remaining: z.number().int(),
  })
  .describe('Top-exposure slots of one ad product in a district, and how many remain.');
export type AdProductSlots = z.infer<typeof adProductSlotsSchema>;

export const adAvailabilitySchema = z
  .object({ region: regionViewSchema, products: z.array(adProductSlotsSchema) })
  .describe('Remaining top-exposure slots of each ad product in one district.');
export type AdAvailability = z.infer<typeof adAvailabilitySchema>;

export const adDistrictsQuerySchema = z.object({ sido: z.string().max(20) });
export const adDistrictsSchema = z
  .object({
    sido: z.string(),
    districts: z.array(z.object({ sigungu: z.string(), products: z.array(adProductSlotsSchema) })),
  })
  .describe('Every district of one 시/도 with the remaining top-exposure slots of each ad product.');
export type AdDistricts = z.infer<typeof adDistrictsSchema>;
