/** Issue #40 §2: while required terms are outstanding the partner API refuses writes, not reads. */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { TERMS_OUTSTANDING_MESSAGE } from '@partner-portal/contract/terms-constants';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, PAYMENT_CONSENT, type TestApp } from '../../test-support/test-app.js';
import { gatedWrite } from './terms-gate.js';
import { seedTerms } from './terms-seed.js';

let t: TestApp;
let behind: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  behind = await newPartner(t.app);
  // A revision of the sign-up terms: required of every partner who agreed to the old one.
  const folder = mkdtempSync(join(tmpdir(), 'terms-'));
  writeFileSync(
    join(folder, 'signup-terms.v2.md'),
    '---\ntype: signup-terms\nversion: 2\ntitle: 회원가입 약관\neffective_date: 2026-12-01\nrequired_for_signup: true\n---\n\n개정된 회원가입 약관\n',
  );
  await seedTerms(t.database.db, folder);
});
afterAll(() => t.close());

const P = '/partner-api/authapi/partner';
let keySeq = 0;
const placeOrder = (auth: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${P}/order/create`,
    headers: { ...auth, 'idempotency-key': `terms-gate-${(keySeq += 1)}` },
    payload: { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card', consent: PAYMENT_CONSENT },
  });
const refusal = { return_code: RETURN_CODES.termsOutstanding, return_message: TERMS_OUTSTANDING_MESSAGE };

describe('the write gate of outstanding terms', () => {
  it('refuses orders, recurring payment and cases with one code, before reading the body', async () => {
    expect((await placeOrder(behind.auth)).json()).toMatchObject(refusal);
    const recurring = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/periodic/payment',
      headers: behind.auth,
      payload: { not: 'even valid' },
    });
    expect(recurring.json()).toMatchObject(refusal);
    const caseWrite = await t.app.inject({
      method: 'DELETE',
      url: `${P}/cases/1`,
      headers: behind.auth,
    });
    expect(caseWrite.json()).toMatchObject(refusal);
  });

  it('lets reads, POST reads and the agreement through, then the writes once agreed', async () => {
    const mine = await t.app.inject({ method: 'GET', url: `${P}/mypartner`, headers: behind.auth });
    expect(mine.json().data.need_agree_terms_list).toEqual(['signup-terms']);
    const breakdown = await t.app.inject({
      method: 'POST',
      url: `${P}/payment/breakdown/get`,
      headers: behind.auth,
      payload: { items: [{ product_key: 'MONTHLY_LITE' }] },
    });
    expect(breakdown.json().return_code).toBe(0);
    const document = (
      await t.app.inject({ method: 'GET', url: '/service-api/terms/document/signup-terms' })
    ).json().data;
    const agreed = await t.app.inject({
      method: 'POST',
      url: `${P}/subscription/terms/agree?subscription_no=${document.document_no}&channel=web`,
      headers: behind.auth,
    });
    expect(agreed.json().data).toEqual({ need_agree_terms_list: [] });
    const placed = await placeOrder(behind.auth);
    expect(placed.json(), placed.body).toMatchObject({ return_code: 0 });
  });

  it('leaves a partner with nothing outstanding alone', async () => {
    const current = await newPartner(t.app);
    const placed = await placeOrder(current.auth);
    expect(placed.json(), placed.body).toMatchObject({ return_code: 0 });
  });

  it('asks only about writes outside the list', () => {
    expect(gatedWrite('GET', '/partner-api/authapi/partner/order/get')).toBe(false);
    expect(gatedWrite('POST', '/partner-api/authapi/partner/subscription/terms/agree')).toBe(false);
    expect(gatedWrite('POST', '/partner-api/authapi/partner/order/create')).toBe(true);
    expect(gatedWrite('PATCH', '/partner-api/authapi/periodic/payment')).toBe(true);
  });
});
