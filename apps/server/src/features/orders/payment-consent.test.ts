/** Issue #40 §2: an order keeps the payment consent of /payment; none, or an old version, is refused. */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { PAYMENT_CONSENT_MESSAGES } from '@partner-portal/contract/orders-constants';
import { TERMS_TYPES } from '@partner-portal/contract/terms-constants';
import { asc, eq } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConsents } from '../../db/tables/payment-consents.js';
import { createTestApp, newPartner, PAYMENT_CONSENT, type TestApp } from '../../test-support/test-app.js';
import { seedTerms } from '../terms/terms-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
let keySeq = 0;
const order = (p: Partner, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/order/create',
    headers: { ...p.auth, 'idempotency-key': `consent-${(keySeq += 1)}`, 'user-agent': 'consent-test/1.0' },
    payload: { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card', ...extra },
  });
const consentsOf = (partnerId: number) =>
  t.database.db
    .select()
    .from(paymentConsents)
    .where(eq(paymentConsents.partnerId, partnerId))
    .orderBy(asc(paymentConsents.termsType));

describe('payment consent', () => {
  it('keeps the consent with the order: each document, its version, the time, address and browser', async () => {
    const p = await newPartner(t.app);
    const placed = await order(p, { consent: PAYMENT_CONSENT });
    expect(placed.json().return_code).toBe(0);
    const orderNo = placed.json().data.order_no;
    const rows = await consentsOf(p.partnerId);
    expect(rows.map((r) => [r.termsType, r.termsVersion])).toEqual([
      [TERMS_TYPES.paymentPrivacy, 1],
      [TERMS_TYPES.paymentThirdParty, 1],
      [TERMS_TYPES.pgElectronicFinance, 1],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        subject: 'order',
        orderNo,
        memberNo: p.memberNo,
        userAgent: 'consent-test/1.0',
      });
      expect(row.agreedAt.toISOString()).toBe(t.clock.now().toISOString());
      expect(row.ip).toBeTruthy();
    }
  });

  it('refuses an order without the consent, unticked, or naming only some documents, in Korean', async () => {
    const p = await newPartner(t.app);
    for (const consent of [undefined, { ...PAYMENT_CONSENT, agreed: false }, { agreed: true, terms: [] }]) {
      const refused = await order(p, { consent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PAYMENT_CONSENT_MESSAGES.missing);
    }
    const partial = await order(p, {
      consent: { agreed: true, terms: PAYMENT_CONSENT.terms.slice(1) },
    });
    expect(partial.json()).toMatchObject({
      return_code: RETURN_CODES.paymentConsentMissing,
      return_message: PAYMENT_CONSENT_MESSAGES.missing,
      field: 'consent',
    });
    expect(await consentsOf(p.partnerId)).toEqual([]);
  });

  it('refuses a version that is no longer current, and takes the new one', async () => {
    const p = await newPartner(t.app);
    // A revision of the payment privacy notice is published while the partner's /payment is open.
    const folder = mkdtempSync(join(tmpdir(), 'terms-'));
    writeFileSync(
      join(folder, 'payment-privacy.v2.md'),
      '---\ntype: payment-privacy\nversion: 2\ntitle: 개인정보 수집·이용 동의\neffective_date: 2026-11-01\nrequired_for_signup: false\n---\n\n개정된 동의서\n',
    );
    expect(await seedTerms(t.database.db, folder)).toBe(1);
    const stale = await order(p, { consent: PAYMENT_CONSENT });
    expect(stale.json()).toMatchObject({
      return_code: RETURN_CODES.paymentConsentStale,
      return_message: PAYMENT_CONSENT_MESSAGES.stale,
    });
    const fresh = {
      agreed: true,
      terms: PAYMENT_CONSENT.terms.map((term) =>
        term.type === TERMS_TYPES.paymentPrivacy ? { ...term, version: 2 } : term,
      ),
    };
    expect((await order(p, { consent: fresh })).json().return_code).toBe(0);
    const privacy = (await consentsOf(p.partnerId)).find((r) => r.termsType === TERMS_TYPES.paymentPrivacy);
    expect(privacy?.termsVersion).toBe(2);
  });

  it('keeps the recurring-payment terms agreed at registration with the arrangement', async () => {
    const p = await newPartner(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/periodic/payment',
      headers: p.auth,
      payload: {
        agree_terms: true,
        card: {
          alias: '법인카드',
          registration_type: 'personal',
          birth: '850101',
          card_number: '9410010000000004',
          expiry: '12/2031',
          pwd_2digit: '12',
          quota: 0,
        },
      },
    });
    expect(registered.json().data).toMatchObject({ registered: true, terms_version: 1 });
    expect(await consentsOf(p.partnerId)).toEqual([
      expect.objectContaining({
        subject: 'arrangement',
        orderNo: null,
        termsType: TERMS_TYPES.recurringPaymentTerms,
        termsVersion: 1,
      }),
    ]);
  });
});
