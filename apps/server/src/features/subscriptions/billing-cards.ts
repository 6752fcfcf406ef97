/**
 * Cards registered for recurring payment. The card data goes to the gateway inside CardCredentials
 * (which redacts itself in logs and JSON) and is dropped: we keep the billing key, a masked number,
 * the issuer, alias, active flag, position and registration type.
 */
import { randomBytes } from 'node:crypto';
import { MAX_REGULAR_PAYMENT_CARDS } from '@partner-portal/contract/constants';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { seoulCompactDate } from '@partner-portal/contract/seoul-time';
import type {
  BillingCard,
  CardOrder,
  cardRegistrationSchema,
  CardUpdate,
} from '@partner-portal/contract/subscriptions-api';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { billingCards, subscriptions } from '../../db/tables/subscriptions.js';
import {
  CardCredentials,
  InvalidCardInput,
  type PaymentGateway,
} from '../../platform/gateway/payment-gateway.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

type CardRow = typeof billingCards.$inferSelect;
type CardInput = z.output<typeof cardRegistrationSchema>;

const FIELD_OF: Record<InvalidCardInput['field'], string> = {
  cardNumber: 'card_number',
  expiry: 'expiry',
  idNo: 'birth',
  password2: 'pwd_2digit',
};

export const toBillingCard = (row: CardRow): BillingCard => ({
  card_id: row.cardId,
  alias: row.alias,
  card_number: row.maskedNumber,
  issuer: row.issuerName,
  card_type: row.cardType,
  registration_type: row.registrationType,
  quota: row.quota,
  active: row.active,
  position: row.position,
  refused: row.hardDeclinedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The partner's cards in billing order (removed ones left out). */
export async function cardsOf(db: Database, partnerId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(billingCards)
    .where(and(eq(billingCards.partnerId, partnerId), isNull(billingCards.removedAt)))
    .orderBy(asc(billingCards.position), asc(billingCards.cardId));
}

export async function listCards(db: Database, partnerId: number): Promise<BillingCard[]> {
  return (await cardsOf(db, partnerId)).map(toBillingCard);
}

const newGatewayOrderId = (prefix: string, now: Date) =>
  `${prefix}${seoulCompactDate(now)}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase()}`;

const CARD_LIMIT = `정기결제 카드는 최대 ${MAX_REGULAR_PAYMENT_CARDS}개까지 등록할 수 있습니다. 사용하지 않는 카드를 삭제한 뒤 등록해주세요.`;
const ALIAS_TAKEN = '이미 같은 별칭의 카드가 있습니다. 다른 별칭을 입력해주세요.';

/** Issues a billing key for the card and stores what may be kept. Refusals come back in Korean. */
export async function registerCard(
  deps: SubscriptionDeps,
  partnerId: number,
  input: CardInput,
): Promise<BillingCard> {
  const { db, clock, payments } = deps;
  const existing = await cardsOf(db, partnerId);
  if (existing.length >= MAX_REGULAR_PAYMENT_CARDS) throw new Refusal(RETURN_CODES.cardLimit, CARD_LIMIT);
  if (existing.some((card) => card.alias === input.alias))
    throw new Refusal(RETURN_CODES.cardAliasTaken, ALIAS_TAKEN, 'alias');

  let credentials: CardCredentials;
  try {
    credentials = CardCredentials.parse({
      cardNumber: input.card_number,
      expiry: input.expiry,
      idNo: input.birth,
      password2: input.pwd_2digit,
    });
  } catch (error) {
    if (error instanceof InvalidCardInput)
      throw new Refusal(RETURN_CODES.cardRefused, error.message, FIELD_OF[error.field]);
    throw error;
  }
  const issued = await payments.issueBillingKey({
    orderId: newGatewayOrderId('K', clock.now()),
    card: credentials,
  });
  if (!issued.ok)
    throw new Refusal(
      RETURN_CODES.cardRefused,
      `카드를 등록하지 못했습니다: ${issued.error.message}`,
      'card_number',
    );
  const key = issued.value;
  const now = clock.now();
  const digits = input.card_number.length;
  try {
    const row = await db.transaction(async (tx) => {
      // One registration at a time per partner, so the limit and positions hold under double clicks.
      await tx
        .select({ id: partners.partnerId })
        .from(partners)
        .where(eq(partners.partnerId, partnerId))
        .for('update');
      const cards = await cardsOf(tx, partnerId);
      if (cards.length >= MAX_REGULAR_PAYMENT_CARDS) throw new Refusal(RETURN_CODES.cardLimit, CARD_LIMIT);
      if (cards.some((card) => card.alias === input.alias))
        throw new Refusal(RETURN_CODES.cardAliasTaken, ALIAS_TAKEN, 'alias');
      const [inserted] = await tx
        .insert(billingCards)
        .values({
          partnerId,
          billingKey: key.bid,
          alias: input.alias,
          maskedNumber: `${'*'.repeat(digits - 4)}${credentials.last4}`,
          issuerCode: key.cardCode,
          issuerName: key.cardName,
          registrationType: input.registration_type,
          quota: input.quota,
          position: Math.max(0, ...cards.map((card) => card.position)) + 1,
          createdAt: now,
        })
        .returning();
      return inserted!;
    });
    return toBillingCard(row);
  } catch (error) {
    // Not kept: the key must not stay alive at the gateway.
    await payments.deleteBillingKey({ bid: key.bid, orderId: newGatewayOrderId('X', clock.now()) });
    throw error;
  }
}

async function findCard(
  db: Database,
  partnerId: number,
  by: { card_id?: number | undefined; alias?: string | undefined },
): Promise<CardRow> {
  const card = (await cardsOf(db, partnerId)).find((row) =>
    by.card_id !== undefined ? row.cardId === by.card_id : row.alias === by.alias,
  );
  if (!card) throw notFound();
  return card;
}

/** Whether the partner has plans that renew (an active card must stay then). */
export async function hasRenewingPlans(db: Database, partnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.partnerId, partnerId),
        eq(subscriptions.renews, true),
        sql`${subscriptions.status} in ('active', 'past_due')`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

const LAST_CARD =
  '정기결제 중인 요금제가 있어 마지막 결제 카드는 삭제하거나 사용 중지할 수 없습니다. 다른 카드를 먼저 등록하거나 정기결제를 해지해주세요.';

async function refuseIfLastActive(db: Database, partnerId: number, card: CardRow): Promise<void> {
  if (!card.active) return;
  const others = (await cardsOf(db, partnerId)).filter(
    (row) => row.cardId !== card.cardId && row.active && row.hardDeclinedAt === null,
  );
  if (others.length === 0 && (await hasRenewingPlans(db, partnerId)))
    throw new Refusal(RETURN_CODES.lastCardInUse, LAST_CARD);
}

export async function updateCard(
  deps: SubscriptionDeps,
  partnerId: number,
  update: CardUpdate,
): Promise<BillingCard> {
  const { db } = deps;
  const card = await findCard(db, partnerId, { card_id: update.card_id });
  if (update.active === false) await refuseIfLastActive(db, partnerId, card);
  if (
    update.alias !== undefined &&
    update.alias !== card.alias &&
    (await cardsOf(db, partnerId)).some((row) => row.alias === update.alias)
  ) {
    throw new Refusal(RETURN_CODES.cardAliasTaken, ALIAS_TAKEN, 'alias');
  }
  const [row] = await db
    .update(billingCards)
    .set({
      ...(update.active !== undefined ? { active: update.active } : {}),
      ...(update.alias !== undefined ? { alias: update.alias } : {}),
    })
    .where(eq(billingCards.cardId, card.cardId))
    .returning();
  return toBillingCard(row!);
}

/** Removes a card and expires its billing key at the gateway (retried later if the gateway is down). */
export async function removeCard(
  deps: SubscriptionDeps,
  partnerId: number,
  by: { card_id?: number | undefined; alias?: string | undefined },
): Promise<BillingCard[]> {
  const { db, clock } = deps;
  const card = await findCard(db, partnerId, by);
  await refuseIfLastActive(db, partnerId, card);
  await db
    .update(billingCards)
    .set({ removedAt: clock.now(), active: false })
    .where(eq(billingCards.cardId, card.cardId));
  await expireBillingKey(deps, card);
  return listCards(db, partnerId);
}

/** Expires a removed card's billing key at the gateway; a gateway that is down leaves `key_expired_at` null. */
export async function expireBillingKey(
  { db, clock, payments }: SubscriptionDeps,
  card: Pick<CardRow, 'cardId' | 'billingKey'>,
): Promise<void> {
  const expired = await payments.deleteBillingKey({
    bid: card.billingKey,
    orderId: newGatewayOrderId('X', clock.now()),
  });
  if (expired.ok || expired.error.kind === 'BillingKeyInvalid') {
    await db
      .update(billingCards)
      .set({ keyExpiredAt: clock.now() })
      .where(eq(billingCards.cardId, card.cardId));
  }
}

/** Sets the billing order: `card_list` names every registered card once. */
export async function reorderCards(
  deps: SubscriptionDeps,
  partnerId: number,
  order: CardOrder,
): Promise<BillingCard[]> {
  const { db } = deps;
  const cards = await cardsOf(db, partnerId);
  const ids = new Set(order.card_list);
  if (
    ids.size !== order.card_list.length ||
    ids.size !== cards.length ||
    cards.some((card) => !ids.has(card.cardId))
  ) {
    throw new Refusal(
      RETURN_CODES.cardOrderMismatch,
      '등록된 카드 목록이 바뀌었습니다. 새로고침 후 다시 순서를 정해주세요.',
      'card_list',
    );
  }
  await db.transaction(async (tx) => {
    for (const [index, cardId] of order.card_list.entries()) {
      await tx
        .update(billingCards)
        .set({ position: index + 1 })
        .where(and(eq(billingCards.cardId, cardId), eq(billingCards.partnerId, partnerId)));
    }
  });
  return listCards(db, partnerId);
}

/** 탈퇴: every card of the partner removed; the caller expires their keys (expireBillingKey) after its commit. */
export async function removeAllCards(
  tx: Database,
  partnerId: number,
  now: Date,
): Promise<Pick<CardRow, 'cardId' | 'billingKey'>[]> {
  return tx
    .update(billingCards)
    .set({ removedAt: now, active: false })
    .where(and(eq(billingCards.partnerId, partnerId), isNull(billingCards.removedAt)))
    .returning({ cardId: billingCards.cardId, billingKey: billingCards.billingKey });
}
