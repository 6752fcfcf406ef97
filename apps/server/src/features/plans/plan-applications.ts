/**
 * Plan join and plan consulting. Joining records the partner's application for plans; the payment
 * screen asks for it as the invoice and pays it with an order. A consulting request asks a
 * consultant to call back, once per partner and product.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import type {
  Invoice,
  PlanConsultRequest,
  PlanConsultResult,
  PlanItem,
  PlanJoinResult,
} from '@partner-portal/contract/plans-api';
import type { OrderStatus } from '@partner-portal/contract/orders-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, planApplications } from '../../db/tables/orders.js';
import { planConsultations, planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { uniqueViolation } from '../../shared/db-errors.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';
import { openDeskRequest } from '../request-desks/desk-requests.js';
import { adSlotsByDistrict } from './ad-availability.js';
import { isAdProduct, priceItems } from './plan-catalogue.js';

/** An application stays owed while the order made for it has not gone through. */
const OWED_WITH_ORDER: readonly OrderStatus[] = ['created', 'failed', 'expired', 'cancelled'];

export async function joinPlans(
  db: Database,
  clock: Clock,
  partnerId: number,
  items: PlanItem[],
): Promise<PlanJoinResult> {
  const { products } = await priceItems(db, items);
  for (const [index, product] of products.entries()) {
    if (!isAdProduct(product)) continue;
    const { sido, sigungu } = items[index]!.region!;
    const slots = (await adSlotsByDistrict(db, clock, sido, [sigungu]))
      .get(sigungu)
      ?.find((p) => p.product_key === product.productKey);
    if (!slots?.remaining) {
      throw new Refusal(
        RETURN_CODES.adSoldOut,
        `${sido} ${sigungu}의 ${product.name} 상품이 마감되었습니다. 다른 지역을 선택해주세요.`,
        `items.${index}.region`,
      );
    }
  }
  const apply = () =>
    db.transaction(async (tx) => {
      await tx
        .update(planApplications)
        .set({ status: 'replaced' })
        .where(and(eq(planApplications.partnerId, partnerId), eq(planApplications.status, 'open')));
      const [row] = await tx
        .insert(planApplications)
        .values({
          partnerId,
          items: items.map((item) => ({ product_key: item.product_key, region: item.region ?? null })),
          createdAt: clock.now(),
        })
        .returning({ applicationNo: planApplications.applicationNo });
      return row!.applicationNo;
    });
  let applicationNo: number;
  try {
    applicationNo = await apply();
  } catch (error) {
    // Two joins of one partner at once: the one-open index let one through; this one replaces it.
    if (uniqueViolation(error) !== 'plan_applications_one_open') throw error;
    applicationNo = await apply();
  }
  return { application_no: applicationNo, next_path: PATHS.payment };
}

export async function openInvoice(db: Database, partnerId: number): Promise<Invoice | null> {
  const [row] = await db
    .select({ application: planApplications, orderStatus: orders.status })
    .from(planApplications)
    .leftJoin(orders, eq(orders.orderNo, planApplications.orderNo))
    .where(and(eq(planApplications.partnerId, partnerId), eq(planApplications.status, 'open')));
  if (!row || (row.orderStatus && !OWED_WITH_ORDER.includes(row.orderStatus))) return null;
  return {
    application_no: row.application.applicationNo,
    items: row.application.items,
    applied_at: row.application.createdAt.toISOString(),
  };
}

/** Ties the open application to the order made to pay it; another partner's number changes nothing. */
export async function linkOrderToApplication(
  db: Database,
  partnerId: number,
  applicationNo: number,
  orderNo: string,
): Promise<void> {
  await db
    .update(planApplications)
    .set({ orderNo })
    .where(
      and(
        eq(planApplications.applicationNo, applicationNo),
        eq(planApplications.partnerId, partnerId),
        eq(planApplications.status, 'open'),
      ),
    );
}

/** Records the request (once per partner and product), puts it on the 상담 요청 desk and tells staff, who call the partner back. */
export async function requestConsultation(
  db: Database,
  clock: Clock,
  partner: { partnerId: number; partnerName: string },
  request: PlanConsultRequest,
): Promise<PlanConsultResult> {
  const { partnerId } = partner;
  if (request.partnerId !== partnerId) throw notFound();
  const [product] = await db
    .select({ key: planProducts.productKey, name: planProducts.name })
    .from(planProducts)
    .where(and(eq(planProducts.productKey, request.planCode), eq(planProducts.active, true)));
  if (!product)
    throw new Refusal(
      RETURN_CODES.unknownProduct,
      '판매하지 않는 상품입니다. 요금제를 다시 선택해주세요.',
      'planCode',
    );
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(planConsultations)
      .values({ partnerId, planCode: product.key, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!added) return undefined;
    await openDeskRequest(tx, { consultationNo: added.consultationNo }, now);
    await queueNotification(
      tx,
      {
        kind: 'staff.consultation_received',
        variables: { 파트너: partner.partnerName, 요금제: product.name },
        dedupeKey: `staff.consultation_received:${added.consultationNo}`,
      },
      now,
    );
    return added;
  });
  if (!row) throw new Refusal(RETURN_CODES.planConsultAlready, MESSAGES.planConsultAlready);
  return { consultation_no: row.consultationNo, requested_at: row.createdAt.toISOString() };
}
