/**
 * The payment-attempt ledger. Every call to the gateway that moves money has an attempt row with its
 * own gateway order id, committed before the call. Whoever settles an attempt first claims it with a
 * conditional update (its state moves to `pending`), so the window return, the webhook and the
 * reconciler never settle one attempt twice, whichever comes first and however many instances run.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentAttempts } from '../../db/tables/payment-attempts.js';
import { inList, rowsToInsert, valuesByKey } from '../../db/values-table.js';
import type { Clock } from '../../shared/clock.js';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
type AttemptState = AttemptRow['state'];

/** A `pending` attempt older than this lost its process mid-call: reconcile it like an unknown one. */
const STALE_PENDING_MS = 5 * 60_000;

/**
 * Who may claim an attempt, from which states:
 * - the window return claims a fresh window attempt (`created`);
 * - the webhook only one whose answer never came (`unknown`): every other state has an owner;
 * - the reconciler an `unknown` one, or a `pending` one whose process died mid-call.
 */
export type Claimant = 'window-return' | 'webhook' | 'reconciler';

function claimableBy(claimant: Claimant, now: Date): SQL {
  switch (claimant) {
    case 'window-return':
      return eq(paymentAttempts.state, 'created');
    case 'webhook':
      return eq(paymentAttempts.state, 'unknown');
    case 'reconciler':
      return or(
        eq(paymentAttempts.state, 'unknown'),
        and(
          eq(paymentAttempts.state, 'pending'),
          lt(paymentAttempts.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)),
        ),
      )!;
  }
}

/** Moves the attempt to `pending` for `claimant`, or answers undefined when someone else holds it. */
export async function claimAttempt(
  db: Database,
  clock: Clock,
  attemptId: number,
  claimant: Claimant,
): Promise<AttemptRow | undefined> {
  const now = clock.now();
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ state: 'pending', updatedAt: now })
    .where(and(eq(paymentAttempts.attemptId, attemptId), claimableBy(claimant, now)))
    .returning();
  return claimed;
}

/** Window (or billing) attempts the reconciler may claim now. */
export async function attemptsToReconcile(
  db: Database,
  clock: Clock,
  limit: number,
  kind: 'window' | 'billing' = 'window',
): Promise<number[]> {
  const rows = await db
    .select({ attemptId: paymentAttempts.attemptId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.kind, kind), claimableBy('reconciler', clock.now())))
    .limit(limit);
  return rows.map((row) => row.attemptId);
}

/** The window attempt behind a gateway order id (the payment window's and the webhook's `orderId`). */
export async function findWindowAttempt(db: Database, pgOrderId: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.pgOrderId, pgOrderId), eq(paymentAttempts.kind, 'window')));
  return attempt;
}

/** The billing-key charge attempt behind a gateway order id. */
export async function findBillingAttempt(db: Database, pgOrderId: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.pgOrderId, pgOrderId), eq(paymentAttempts.kind, 'billing')));
  return attempt;
}

/** The window attempt of an order still waiting for the partner to pay. */
export async function openWindowAttemptOf(db: Database, orderNo: string): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderNo, orderNo),
        eq(paymentAttempts.kind, 'window'),
        eq(paymentAttempts.state, 'created'),
      ),
    );
  return attempt;
}

const attemptsOf = async (db: Database, orderNo: string): Promise<number> =>
  (
    (await db
      .select({ attempts: count() })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderNo, orderNo))) as [{ attempts: number }]
  )[0].attempts;

/** Opens a window attempt for a card payment: a gateway order id never used before (`<orderNo>-<n>`). */
export async function openWindowAttempt(
  db: Database,
  order: { orderNo: string; totalWon: number },
  now: Date,
): Promise<void> {
  const pgOrderId = `${order.orderNo}-${(await attemptsOf(db, order.orderNo)) + 1}`;
  await db.insert(paymentAttempts).values({
    orderNo: order.orderNo,
    pgOrderId,
    kind: 'window',
    state: 'created',
    amountWon: order.totalWon,
    returnKey: randomBytes(16).toString('base64url'),
    createdAt: now,
    updatedAt: now,
  });
}

/** Opens a cancel attempt (each partial cancel needs its own gateway order id: `<orderNo>-C<n>`). */
export async function openCancelAttempt(
  db: Database,
  orderNo: string,
  amountWon: number,
  now: Date,
): Promise<AttemptRow> {
  const pgOrderId = `${orderNo}-C${(await attemptsOf(db, orderNo)) + 1}`;
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      orderNo,
      pgOrderId,
      kind: 'cancel',
      state: 'pending',
      amountWon,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return attempt!;
}

/**
 * Opens billing-key charge attempts (one per order), already claimed (`pending`) by the billing run
 * that opens them: each a gateway order id never used before (`<orderNo>-<n>`), committed before the
 * gateway is called.
 */
export async function openBillingAttempts(
  db: Database,
  charges: { orderNo: string; amountWon: number }[],
  now: Date,
): Promise<Pick<AttemptRow, 'attemptId' | 'orderNo' | 'pgOrderId'>[]> {
  const made = await db
    .select({ orderNo: paymentAttempts.orderNo, attempts: count() })
    .from(paymentAttempts)
    .where(
      inList(
        paymentAttempts.orderNo,
        charges.map((charge) => charge.orderNo),
      ),
    )
    .groupBy(paymentAttempts.orderNo);
  const attemptsOfOrder = new Map(made.map((row) => [row.orderNo, row.attempts]));
  const opened = (await db.execute(sql`
    insert into ${paymentAttempts} ${rowsToInsert(
      paymentAttempts,
      charges.map((charge) => ({
        orderNo: charge.orderNo,
        pgOrderId: `${charge.orderNo}-${(attemptsOfOrder.get(charge.orderNo) ?? 0) + 1}`,
        kind: 'billing' as const,
        state: 'pending' as const,
        amountWon: charge.amountWon,
        createdAt: now,
        updatedAt: now,
      })),
    )}
    returning attempt_id, order_no, pg_order_id`)) as unknown as {
    rows: { attempt_id: number; order_no: string; pg_order_id: string }[];
  };
  return opened.rows.map((row) => ({
    attemptId: row.attempt_id,
    orderNo: row.order_no,
    pgOrderId: row.pg_order_id,
  }));
}

/** The recurring-payment charge attempts of an order, oldest first (payment history shows each). */
export async function billingAttemptsOf(db: Database, orderNo: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderNo, orderNo), eq(paymentAttempts.kind, 'billing')))
    .orderBy(asc(paymentAttempts.attemptId));
}

/** Retires the open window attempt of an order, so a window that returns late finds nothing to approve. */
export async function retireWindowAttempt(
  db: Database,
  orderNo: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const retired = await db
    .update(paymentAttempts)
    .set({ state: 'failed', resultMessage: reason, updatedAt: now })
    .where(
      and(
        eq(paymentAttempts.orderNo, orderNo),
        eq(paymentAttempts.kind, 'window'),
        eq(paymentAttempts.state, 'created'),
      ),
    )
    .returning({ id: paymentAttempts.attemptId });
  return retired.length > 0;
}

type AttemptOutcome = {
  state: AttemptState;
  tid?: string | null;
  resultCode?: string;
  resultMessage?: string;
};

/** Records what became of a claimed attempt. */
export async function recordAttempt(
  db: Database,
  attemptId: number,
  outcome: AttemptOutcome,
  now: Date,
): Promise<void> {
  await recordAttempts(db, [{ attemptId, ...outcome }], now);
}

/** Records what became of claimed attempts, in one statement; a field left out (or null) keeps its value. */
export async function recordAttempts(
  db: Database,
  outcomes: ({ attemptId: number } & AttemptOutcome)[],
  now: Date,
): Promise<void> {
  const changed = valuesByKey(
    paymentAttempts.attemptId,
    { attempt_id: 'integer', state: 'text', tid: 'text', result_code: 'text', result_message: 'text' },
    outcomes.map((outcome) => ({
      attempt_id: outcome.attemptId,
      state: outcome.state,
      tid: outcome.tid,
      result_code: outcome.resultCode,
      result_message: outcome.resultMessage,
    })),
  );
  await db
    .update(paymentAttempts)
    .set({
      state: sql`v.state`,
      tid: sql`coalesce(v.tid, ${paymentAttempts.tid})`,
      resultCode: sql`coalesce(v.result_code, ${paymentAttempts.resultCode})`,
      resultMessage: sql`coalesce(v.result_message, ${paymentAttempts.resultMessage})`,
      updatedAt: now,
    })
    .from(changed.table)
    .where(changed.matches);
}
