import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgSandboxWebhooks } from '../../db/tables/gateway-sandbox.js';
import { queuedOf } from '../../test-support/outbox.js';
import { payCardWindow } from '../../test-support/payment-window.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
const WEBHOOK = '/payments/nicepay/webhook';
/** Sandbox cards (sandbox-cards.ts): an answer lost past the read timeout, and a webhook sent twice. */
const SLOW_CHARGED = '9410041000000009';
const WEBHOOK_TWICE = '9410072000000004';

let seq = 0;
const buyCard = (p: Partner) =>
  t.app
    .inject({
      method: 'POST',
      url: `${P}/order/create`,
      headers: { ...p.auth, 'idempotency-key': `webhook-${Date.now()}-${(seq += 1)}` },
      payload: { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card', consent: PAYMENT_CONSENT },
    })
    .then((r) => r.json().data);
const status = (p: Partner, orderNo: string) =>
  t.app
    .inject({ method: 'GET', url: `${P}/order/get?orderNo=${orderNo}`, headers: p.auth })
    .then((r) => r.json().data.status as string);
const inUse = (p: Partner) =>
  t.app
    .inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    .then((r) => r.json().data as unknown[]);
const queuedFor = async (tid: string) =>
  t.database.db.select().from(pgSandboxWebhooks).where(eq(pgSandboxWebhooks.tid, tid));

describe('payment webhooks', () => {
  it('settles an approval whose answer was lost as soon as its webhook arrives', async () => {
    const p = await newPartner(t.app);
    const order = await buyCard(p);
    await payCardWindow(t.app, order.card_window, SLOW_CHARGED);
    expect(await status(p, order.order_no)).toBe('unknown');
    expect(await t.app.pgSandbox!.deliverDueWebhooks()).toBeGreaterThan(0);
    expect(await status(p, order.order_no)).toBe('paid');
    expect(await inUse(p)).toHaveLength(1);
  });

  it('activates a plan and tells the partner once when the same webhook comes twice', async () => {
    const p = await newPartner(t.app);
    const order = await buyCard(p);
    await payCardWindow(t.app, order.card_window, WEBHOOK_TWICE);
    await t.app.pgSandbox!.deliverDueWebhooks();
    expect(await status(p, order.order_no)).toBe('paid');
    expect(await inUse(p)).toHaveLength(1);
    const told = await queuedOf(t, 'payment.approved', { partnerId: p.partnerId });
    expect(told.map((row) => row.payload['주문번호'])).toEqual([order.order_no]);
  });

  it('refuses and logs a webhook whose amount or signature was changed, changing nothing', async () => {
    const p = await newPartner(t.app);
    const order = await buyCard(p);
    await payCardWindow(t.app, order.card_window, SLOW_CHARGED);
    const tid = (await t.database.db.select().from(pgSandboxWebhooks)).find(
      (row) => row.body.orderId === order.card_window.orderId,
    )!.tid;
    const [genuine] = await queuedFor(tid);
    for (const forged of [
      { ...genuine!.body, amount: 1000 },
      { ...genuine!.body, signature: 'f'.repeat(64) },
      { hello: 'world' },
    ]) {
      const answer = await t.app.inject({ method: 'POST', url: WEBHOOK, payload: forged });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('FAIL');
    }
    expect(t.logs()).toContain('payment webhook refused');
    expect(await status(p, order.order_no)).toBe('unknown');
    expect(await inUse(p)).toEqual([]);
    const accepted = await t.app.inject({ method: 'POST', url: WEBHOOK, payload: genuine!.body });
    expect(accepted.body).toBe('OK');
    expect(await status(p, order.order_no)).toBe('paid');
  });
});
