/**
 * Tax documents end to end on the API: a confirmed deposit issues its 전자세금계산서 through the
 * sandbox, a refund its 수정세금계산서; card payments get none; a 현금영수증 asked for instead keeps
 * the payment to one document; the sandbox's refusal lands on the staff failures desk; the partner's
 * month, PDF, CSV and ZIP; another partner's documents are not found. Then exactly once: two issuers
 * on one database racing, and an answer lost after the provider issued.
 */
import { unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { taxDocuments } from '../../db/tables/tax-documents.js';
import { taxSandboxIssues } from '../../db/tables/tax-invoice-sandbox.js';
import type { TaxInvoiceProvider } from '../../platform/tax-invoice/tax-invoice-provider.js';
import {
  SANDBOX_CLOSED_BUSINESS,
  taxInvoiceSandbox,
} from '../../platform/tax-invoice/tax-invoice-sandbox.js';
import { readPdf } from '../../test-support/pdf-text.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';
import { queuePaymentDocument } from './tax-document-queue.js';
import { issueDueDocuments } from './tax-document-issuer.js';
import { orders } from '../../db/tables/orders.js';

let t: TestApp;
let staffAuth: { authorization: string };
const STAFF = 'staff_tax';
type Partner = Awaited<ReturnType<typeof newPartner>>;
const T = '/partner-api/authapi/tax-documents';

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, STAFF, ['operations']);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-02T01:00:00Z');
  staffAuth = await staffHeaders(t, STAFF);
});

const staffPost = (path: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/staff-api${path}`, headers: staffAuth, payload });
const partnerGet = (p: Partner, url: string) => t.app.inject({ method: 'GET', url, headers: p.auth });
const docsOf = async (p: Partner, orderNo: string) =>
  (await partnerGet(p, `${T}/order/${orderNo}`)).json().data;

async function paidTransfer(p: Partner) {
  const order = await placeOrder(t.app, p, 'bank_transfer');
  const confirmed = await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
    amount_won: order.total_won,
    depositor: '입금자',
  });
  expect(confirmed.json().return_code, confirmed.body).toBe(0);
  return order;
}

describe('a bank transfer and its refund', () => {
  it('issues the 전자세금계산서 on the deposit and the 수정세금계산서 on the refund, to the MyPage business', async () => {
    const p = await newPartner(t.app);
    const order = await paidTransfer(p);
    const [invoice] = await docsOf(p, order.order_no);
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      status: 'issued',
      document_key: `TI-${order.order_no}`,
      total_won: order.total_won,
      recipient_number: p.payload.biz_no.replace(/-/g, ''),
      recipient_email: p.payload.email,
      write_date: '2026-11-02',
    });
    expect(invoice.approval_no).toMatch(/^\d{24}$/);

    const refunded = await staffPost(`/orders/${order.order_no}/refund`, { reason: '계약 해지' });
    expect(refunded.json().return_code, refunded.body).toBe(0);
    const [, amended] = await docsOf(p, order.order_no);
    expect(amended).toMatchObject({
      kind: 'amended_tax_invoice',
      status: 'issued',
      document_key: `TM-${order.order_no}`,
      total_won: -order.total_won,
    });
    expect(amended.supply_won + amended.vat_won).toBe(-order.total_won);

    // The month: list, PDF, CSV, ZIP.
    const month = (await partnerGet(p, `${T}?month=2026-11`)).json().data;
    expect(month.map((d: { kind: string }) => d.kind)).toEqual(['tax_invoice', 'amended_tax_invoice']);
    const pdf = await partnerGet(p, `${T}/${invoice.document_id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(readPdf(pdf.rawPayload).text).toContain(invoice.approval_no);
    expect(readPdf(pdf.rawPayload).text).toContain('전자세금계산서');
    const csv = await partnerGet(p, `${T}/export.csv?month=2026-11`);
    expect(csv.body).toContain(invoice.approval_no);
    expect(csv.body).toContain('수정세금계산서');
    const zip = unzipSync(new Uint8Array((await partnerGet(p, `${T}/export.zip?month=2026-11`)).rawPayload));
    expect(Object.keys(zip)).toHaveLength(3);
    expect((await partnerGet(p, `${T}?month=2026-10`)).json().data).toEqual([]);
    expect((await partnerGet(p, `${T}?month=2026-13`)).statusCode).toBe(400);

    // Another partner sees none of it.
    const other = await newPartner(t.app);
    expect((await partnerGet(other, `${T}/${invoice.document_id}`)).statusCode).toBe(404);
    expect((await partnerGet(other, `${T}/${invoice.document_id}/pdf`)).statusCode).toBe(404);
    expect((await partnerGet(other, `${T}/order/${order.order_no}`)).statusCode).toBe(404);
    expect((await partnerGet(other, `${T}?month=2026-11`)).json().data).toEqual([]);
  });

  it('gives a card payment no tax document, and refuses it a cash receipt', async () => {
    const p = await newPartner(t.app);
    const order = await placeOrder(t.app, p, 'card');
    expect(await docsOf(p, order.order_no)).toEqual([]);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${T}/order/${order.order_no}/cash-receipt`,
      headers: p.auth,
      payload: { identity_no: '010-1234-5678' },
    });
    expect(asked.json()).toMatchObject({ return_code: 1801 });
  });
});

describe('현금영수증 instead', () => {
  it('asked for while the deposit is awaited, it is issued on the deposit and no tax invoice is', async () => {
    const p = await newPartner(t.app);
    const order = await placeOrder(t.app, p, 'bank_transfer');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${T}/order/${order.order_no}/cash-receipt`,
      headers: p.auth,
      payload: { identity_no: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${T}/order/${order.order_no}/cash-receipt`,
      headers: p.auth,
      payload: { identity_no: '010-1234-5678' },
    });
    expect(asked.json().data).toMatchObject({
      kind: 'cash_receipt',
      status: 'queued',
      recipient_number: '01012345678',
    });
    await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won,
      depositor: '입금자',
    });
    const docs = await docsOf(p, order.order_no);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ kind: 'cash_receipt', status: 'issued' });
    expect(docs[0].approval_no).toMatch(/^\d{9}$/);
    // Issued: the payment keeps its one document.
    const again = await t.app.inject({
      method: 'POST',
      url: `${T}/order/${order.order_no}/cash-receipt`,
      headers: p.auth,
      payload: { identity_no: '01099998888' },
    });
    expect(again.json()).toMatchObject({ return_code: 1802 });
    // The database holds to it too.
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.orderNo, order.order_no));
    await queuePaymentDocument(t.database.db, paid!, t.clock.now());
    expect(await docsOf(p, order.order_no)).toHaveLength(1);
  });
});

describe('the staff failures desk', () => {
  it('shows the sandbox refusing a closed business, and re-issues on request with an audit entry', async () => {
    const p = await newPartner(t.app, { biz_no: SANDBOX_CLOSED_BUSINESS });
    const order = await paidTransfer(p);
    const [invoice] = await docsOf(p, order.order_no);
    expect(invoice).toMatchObject({ status: 'failed', approval_no: null });
    const failures = (
      await t.app.inject({ method: 'GET', url: '/staff-api/tax-documents/failures', headers: staffAuth })
    ).json().data;
    const row = failures.find((f: { order_no: string }) => f.order_no === order.order_no);
    expect(row).toMatchObject({ partner_id: p.partnerId, attempts: 1 });
    expect(row.last_error).toContain('휴·폐업');
    // The job leaves a refusal to staff.
    t.clock.advance(5 * 60_000);
    await issueDueDocuments({
      db: t.database.db,
      clock: t.clock,
      taxInvoices: taxInvoiceSandbox(t.database.db, t.clock),
    });
    expect((await docsOf(p, order.order_no))[0].status).toBe('failed');

    const reissued = await staffPost(`/tax-documents/${invoice.document_id}/reissue`);
    expect(reissued.json().return_code).toBe(0);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'tax_document_reissue'), eq(auditLog.targetId, String(invoice.document_id))),
      );
    expect(audits).toHaveLength(1);
    expect((await docsOf(p, order.order_no))[0]).toMatchObject({ status: 'failed' });
    expect((await staffPost(`/tax-documents/999999/reissue`)).statusCode).toBe(404);
    const partnerCall = await t.app.inject({
      method: 'GET',
      url: '/staff-api/tax-documents/failures',
      headers: p.auth,
    });
    expect(partnerCall.statusCode).toBe(403);
  });
});

describe('exactly once', () => {
  /** Counts issue calls per key; `loseFirstAnswer` issues at the sandbox and then answers as a time-out would. */
  function counting(inner: TaxInvoiceProvider, loseFirstAnswer = false) {
    const calls: string[] = [];
    let lost = !loseFirstAnswer;
    const provider: TaxInvoiceProvider = {
      async issue(doc) {
        calls.push(doc.key);
        const result = await inner.issue(doc);
        if (!lost) {
          lost = true;
          return { ok: false, error: { kind: 'Unavailable', code: 'TIMEOUT', message: 'no answer' } };
        }
        return result;
      },
      issueCashReceipt: (doc) => inner.issueCashReceipt(doc),
      lookup: (key, kind) => inner.lookup(key, kind),
    };
    return { provider, calls };
  }

  /** Deposits confirmed straight in the database, without the route's own issuing. */
  async function queuedInvoices(count: number) {
    const p = await newPartner(t.app);
    const keys: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const order = await placeOrder(t.app, p, 'bank_transfer');
      const [paid] = await t.database.db
        .update(orders)
        .set({ status: 'paid', paidAt: t.clock.now() })
        .where(eq(orders.orderNo, order.order_no))
        .returning();
      await queuePaymentDocument(t.database.db, paid!, t.clock.now());
      keys.push(`TI-${order.order_no}`);
    }
    return keys;
  }

  it('two instances racing on one database issue each document once', async () => {
    const keys = await queuedInvoices(4);
    const a = counting(taxInvoiceSandbox(t.database.db, t.clock));
    const b = counting(taxInvoiceSandbox(t.database.db, t.clock));
    const [ra, rb] = await Promise.all([
      issueDueDocuments({ db: t.database.db, clock: t.clock, taxInvoices: a.provider }, { limit: 50 }),
      issueDueDocuments({ db: t.database.db, clock: t.clock, taxInvoices: b.provider }, { limit: 50 }),
    ]);
    const sent = [...a.calls, ...b.calls].filter((k) => keys.includes(k));
    expect(sent.sort()).toEqual([...keys].sort());
    expect(ra.issued + rb.issued).toBeGreaterThanOrEqual(keys.length);
    for (const key of keys) {
      const [doc] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.documentKey, key));
      expect(doc).toMatchObject({ status: 'issued', attempts: 1 });
      expect(
        await t.database.db.select().from(taxSandboxIssues).where(eq(taxSandboxIssues.documentKey, key)),
      ).toHaveLength(1);
    }
  });

  it('an answer lost after the provider issued is settled by lookup, never issued again', async () => {
    const [key] = await queuedInvoices(1);
    const flaky = counting(taxInvoiceSandbox(t.database.db, t.clock), true);
    const deps = { db: t.database.db, clock: t.clock, taxInvoices: flaky.provider };
    await issueDueDocuments(deps, { limit: 50 });
    // The sandbox issued it and the lookup right after the lost answer found it.
    const [doc] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.documentKey, key!));
    expect(doc).toMatchObject({ status: 'issued' });
    expect(flaky.calls.filter((k) => k === key)).toHaveLength(1);
  });

  it('a claim left by an instance that died is looked up before anything is sent again', async () => {
    const [key] = await queuedInvoices(1);
    const sandbox = taxInvoiceSandbox(t.database.db, t.clock);
    // The dead instance: issued at the provider, then gone before recording it.
    const [row] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.documentKey, key!));
    await sandbox.issue({
      key: key!,
      kind: 'tax_invoice',
      writeDate: row!.writeDate,
      itemName: row!.goodsName,
      supplyWon: row!.supplyWon,
      vatWon: row!.vatWon,
      totalWon: row!.totalWon,
      recipient: row!.recipient,
    });
    await t.database.db
      .update(taxDocuments)
      .set({ status: 'issuing', attempts: 1, claimedAt: t.clock.now() })
      .where(eq(taxDocuments.documentKey, key!));
    const next = counting(sandbox);
    const deps = { db: t.database.db, clock: t.clock, taxInvoices: next.provider };
    await issueDueDocuments(deps);
    expect(
      (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.documentKey, key!)))[0]!.status,
    ).toBe('issuing');
    t.clock.advance(11 * 60_000);
    await issueDueDocuments(deps, { limit: 50 });
    expect(
      (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.documentKey, key!)))[0],
    ).toMatchObject({
      status: 'issued',
      attempts: 2,
    });
    expect(next.calls).not.toContain(key);
  });
});
