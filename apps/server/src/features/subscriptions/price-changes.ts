/**
 * Plan price changes for renewals: announced by staff at least 30 days before the effective day (every
 * partner renewing that plan is told through the outbox, in the same transaction); a partner agrees
 * before the first charge at the new price, otherwise the plan stops renewing and ends with its paid
 * period, uncharged (`renewalPrice`, used by the billing run when it opens an invoice).
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { formatWon } from '@partner-portal/contract/money';
import { vatOf } from '@partner-portal/contract/plans-api';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import type {
  StaffPriceChangeAnswer as PriceChangeAnswer,
  StaffPriceChangeRequest,
} from '@partner-portal/contract/staff-api';
import { PRICE_CHANGE_NOTICE_DAYS } from '@partner-portal/contract/subscriptions-api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { planProducts } from '../../db/tables/plans.js';
import { planPriceAgreements, planPriceChanges, subscriptions } from '../../db/tables/subscriptions.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';

/** Staff announce a plan's new price; the change row records who announced it, the audit log the rest. */
export async function announcePriceChange(
  deps: { db: Database; clock: Clock },
  actor: AuditActor,
  productKey: string,
  input: StaffPriceChangeRequest,
) {
  const now = deps.clock.now();
  const earliest = addMonths(seoulDate(now), 0, PRICE_CHANGE_NOTICE_DAYS);
  if (input.effective_from < earliest)
    throw new Refusal(
      RETURN_CODES.orderNotPayable,
      `가격 변경은 ${PRICE_CHANGE_NOTICE_DAYS}일 전에 알려야 합니다. 적용일은 ${earliest} 이후로 정해주세요.`,
      'effective_from',
    );
  const [product] = await deps.db.select().from(planProducts).where(eq(planProducts.productKey, productKey));
  if (!product) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [change] = await tx
      .insert(planPriceChanges)
      .values({
        productKey,
        newPriceWon: input.new_price_won,
        effectiveFrom: input.effective_from,
        announcedAt: now,
        announcedBy: actor.memberNo!,
      })
      .onConflictDoNothing()
      .returning();
    if (!change)
      throw new Refusal(RETURN_CODES.orderNotPayable, '같은 적용일의 가격 변경이 이미 공지되었습니다.');
    const renewing = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.productKey, productKey),
          eq(subscriptions.renews, true),
          inArray(subscriptions.status, ['active', 'past_due']),
        ),
      );
    const amount = input.new_price_won + vatOf(input.new_price_won);
    for (const sub of renewing)
      await queueNotification(
        tx,
        {
          partnerId: sub.partnerId,
          kind: 'billing.price_change',
          variables: { 요금제: product.name, 적용일: input.effective_from, 금액: formatWon(amount) },
          dedupeKey: `price_change:${change.changeId}:${sub.subscriptionNo}`,
        },
        now,
      );
    const answer: PriceChangeAnswer = {
      change_id: change.changeId,
      product_key: productKey,
      new_price_won: change.newPriceWon,
      effective_from: change.effectiveFrom,
      notified: renewing.length,
    };
    await writeAudit(
      tx,
      actor,
      { action: 'price_change', targetType: 'plan', targetId: productKey, after: answer },
      now,
    );
    return answer;
  });
}

/** The partner agrees to an announced change of a plan it renews (idempotent). */
export async function agreePriceChange(
  db: Database,
  clock: Clock,
  partnerId: number,
  changeId: number,
): Promise<void> {
  const [change] = await db
    .select({ changeId: planPriceChanges.changeId })
    .from(planPriceChanges)
    .innerJoin(subscriptions, eq(subscriptions.productKey, planPriceChanges.productKey))
    .where(and(eq(planPriceChanges.changeId, changeId), eq(subscriptions.partnerId, partnerId)))
    .limit(1);
  if (!change)
    throw new Refusal(RETURN_CODES.notFound, '이용 중인 요금제의 가격 변경 공지가 아닙니다.', 'change_id');
  await db
    .insert(planPriceAgreements)
    .values({ changeId, partnerId, agreedAt: clock.now() })
    .onConflictDoNothing();
}

/**
 * For each renewal, the latest change of its plan in force for a period starting on `day`, and
 * whether the partner agreed (null: no change); two queries however many renewals.
 */
export async function priceChangesFor(
  db: Database,
  renewals: { productKey: string; partnerId: number; day: string }[],
) {
  if (renewals.length === 0) return [];
  const changes = await db
    .select()
    .from(planPriceChanges)
    .where(inArray(planPriceChanges.productKey, [...new Set(renewals.map((renewal) => renewal.productKey))]))
    .orderBy(desc(planPriceChanges.effectiveFrom));
  const inForce = renewals.map((renewal) =>
    changes.find((c) => c.productKey === renewal.productKey && c.effectiveFrom <= renewal.day),
  );
  const changeIds = inForce.flatMap((change) => (change ? [change.changeId] : []));
  const agreements =
    changeIds.length === 0
      ? []
      : await db
          .select()
          .from(planPriceAgreements)
          .where(
            and(
              inArray(planPriceAgreements.changeId, changeIds),
              inArray(planPriceAgreements.partnerId, [
                ...new Set(renewals.map((renewal) => renewal.partnerId)),
              ]),
            ),
          );
  const agreed = new Set(agreements.map((a) => `${a.changeId}:${a.partnerId}`));
  return renewals.map((renewal, i) => {
    const change = inForce[i];
    return change ? { change, agreed: agreed.has(`${change.changeId}:${renewal.partnerId}`) } : null;
  });
}

/** The upcoming (or in force) change for a plan as the partner sees it before its next renewal. */
export async function pendingPriceChange(db: Database, productKey: string, partnerId: number) {
  const [change] = await db
    .select()
    .from(planPriceChanges)
    .where(eq(planPriceChanges.productKey, productKey))
    .orderBy(desc(planPriceChanges.effectiveFrom))
    .limit(1);
  if (!change) return null;
  const [agreement] = await db
    .select()
    .from(planPriceAgreements)
    .where(
      and(eq(planPriceAgreements.changeId, change.changeId), eq(planPriceAgreements.partnerId, partnerId)),
    );
  return {
    change_id: change.changeId,
    effective_from: change.effectiveFrom,
    new_amount_won: change.newPriceWon + vatOf(change.newPriceWon),
    agreed: agreement !== undefined,
  };
}
