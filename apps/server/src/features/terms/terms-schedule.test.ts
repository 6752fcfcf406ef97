/**
 * Terms versions scheduled ahead (issue #40 §2), with the clock moved across the effective date: a
 * scheduled version is neither current nor required before 00:00 Seoul of its date, and is both from
 * then on; the 7- and 30-day rules, a new version number, cancelling before the date, the audit log
 * and the partners' notifications.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import {
  createTestApp,
  logIn,
  newPartner,
  PAYMENT_CONSENT,
  type TestApp,
} from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let partner: Partner;

const NOW = '2026-12-01T01:00:00Z'; // 12-01 10:00 in Seoul

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await addStaff(t, 'terms_content', ['content']);
  await addStaff(t, 'terms_ops', ['operations']);
  partner = await newPartner(t.app);
});
afterAll(() => t.close());

const schedule = async (body: object, who = 'terms_content') =>
  t.app.inject({
    method: 'POST',
    url: '/staff-api/terms',
    headers: await staffHeaders(t, who),
    payload: {
      type: 'privacy-policy',
      body: '# 개인정보 처리방침\n\n개정된 본문',
      change_summary: '보유 기간 표를 새로 넣었습니다.',
      ...body,
    },
  });
const outstanding = async () => {
  const session = await logIn(t.app, partner.payload.account, partner.payload.password);
  const mine = await t.app.inject({
    method: 'GET',
    url: '/partner-api/authapi/partner/mypartner',
    headers: session.auth,
  });
  return mine.json().data.need_agree_terms_list as string[];
};
const caseWrite = async () => {
  const session = await logIn(t.app, partner.payload.account, partner.payload.password);
  return t.app.inject({
    method: 'DELETE',
    url: '/partner-api/authapi/partner/cases/99999',
    headers: session.auth,
  });
};
const current = async (type = 'privacy-policy') =>
  (await t.app.inject({ method: 'GET', url: `/service-api/terms/document/${type}` })).json().data;
const upcoming = async () =>
  (await t.app.inject({ method: 'GET', url: '/service-api/terms/upcoming' })).json().data as {
    type: string;
    version: number;
    effective_date: string;
  }[];

describe('scheduling a terms version', () => {
  it('refuses a privacy-policy change less than 7 days ahead, in Korean, with its field', async () => {
    const refused = (await schedule({ version: 5, effective_date: '2026-12-07' })).json();
    expect(refused).toMatchObject({ return_code: 1921, field: 'effective_date' });
    expect(refused.return_message).toContain('7일 전');
    expect(refused.return_message).toContain('2026-12-08');
  });

  it('refuses a change against the partner in the paid terms less than 30 days ahead', async () => {
    const refused = (
      await schedule({
        type: 'service-terms',
        version: 2,
        effective_date: '2026-12-30',
        disadvantageous: true,
      })
    ).json();
    expect(refused).toMatchObject({ return_code: 1921, field: 'effective_date' });
    expect(refused.return_message).toContain('30일 전');
    // The same change not against the partner needs only 7 days.
    const plain = await schedule({ type: 'service-terms', version: 2, effective_date: '2026-12-30' });
    expect(plain.json()).toMatchObject({ return_code: 0, data: { state: 'scheduled' } });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/staff-api/terms/${plain.json().data.document_no}/cancel`,
      headers: await staffHeaders(t, 'terms_content'),
    });
    expect(cancelled.json().data.state).toBe('cancelled');
  });

  it('refuses a version number the type already has, and staff without the content role', async () => {
    expect((await schedule({ version: 4, effective_date: '2026-12-20' })).json()).toMatchObject({
      return_code: 1922,
      field: 'version',
    });
    // Cancelled above: its number stays taken.
    expect(
      (await schedule({ type: 'service-terms', version: 2, effective_date: '2027-01-20' })).json(),
    ).toMatchObject({ return_code: 1922 });
    expect((await schedule({ version: 5, effective_date: '2026-12-20' }, 'terms_ops')).statusCode).toBe(403);
  });

  it('makes a scheduled version current and required only from 00:00 Seoul of its date', async () => {
    const scheduled = await schedule({ version: 5, effective_date: '2026-12-08' });
    expect(scheduled.json().data).toMatchObject({
      version: 5,
      state: 'scheduled',
      scheduled_by: 'terms_content',
    });
    const documentNo = scheduled.json().data.document_no as number;

    // Before the date: the banner lists it, its text can be read, nothing changes for the partner.
    expect(await upcoming()).toEqual([
      expect.objectContaining({ type: 'privacy-policy', version: 5, effective_date: '2026-12-08' }),
    ]);
    expect(await current()).toMatchObject({ version: 4, upcoming: false });
    const ahead = (
      await t.app.inject({ method: 'GET', url: '/service-api/terms/document/privacy-policy?version=5' })
    ).json().data;
    expect(ahead).toMatchObject({
      version: 5,
      upcoming: true,
      change_summary: '보유 기간 표를 새로 넣었습니다.',
    });
    expect(ahead.versions[0]).toEqual({ version: 5, effective_date: '2026-12-08', upcoming: true });
    expect(await outstanding()).toEqual([]);
    const signUpList = (await t.app.inject({ method: 'GET', url: '/service-api/terms/signup' })).json().data;
    expect(signUpList.find((d: { type: string }) => d.type === 'privacy-policy').version).toBe(4);

    t.clock.set('2026-12-07T14:59:59Z'); // 12-07 23:59:59 in Seoul
    expect(await outstanding()).toEqual([]);
    // Nor does the write gate hold the partner back for it.
    expect((await caseWrite()).json().return_code).not.toBe(RETURN_CODES.termsOutstanding);

    t.clock.set('2026-12-07T15:00:00Z'); // 12-08 00:00 in Seoul
    expect(await current()).toMatchObject({ version: 5, upcoming: false });
    expect(await upcoming()).toEqual([]);
    expect(await outstanding()).toEqual(['privacy-policy']);
    expect((await caseWrite()).json().return_code).toBe(RETURN_CODES.termsOutstanding);
    const signUpNow = (await t.app.inject({ method: 'GET', url: '/service-api/terms/signup' })).json().data;
    expect(signUpNow.find((d: { type: string }) => d.type === 'privacy-policy').version).toBe(5);

    // Agreeing clears it; a version in force can no longer be called off.
    const session = await logIn(t.app, partner.payload.account, partner.payload.password);
    const agreed = await t.app.inject({
      method: 'POST',
      url: `/partner-api/authapi/partner/subscription/terms/agree?subscription_no=${documentNo}`,
      headers: session.auth,
    });
    expect(agreed.json().data).toEqual({ need_agree_terms_list: [] });
    const late = await t.app.inject({
      method: 'POST',
      url: `/staff-api/terms/${documentNo}/cancel`,
      headers: await staffHeaders(t, 'terms_content'),
    });
    expect(late.json()).toMatchObject({ return_code: 1923 });
  });

  it('writes the schedule and the cancellation to the audit log', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'terms'), eq(auditLog.actorLabel, 'terms_content')));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'terms_cancel',
      'terms_schedule',
      'terms_schedule',
    ]);
    const cancel = rows.find((row) => row.action === 'terms_cancel')!;
    expect(cancel.before).toMatchObject({ state: 'scheduled', type: 'service-terms' });
    expect(cancel.after).toMatchObject({ state: 'cancelled', cancelled_by: 'terms_content' });
  });

  it('tells every active partner once, with the document, date, summary and link', async () => {
    const told = await queuedOf(t, 'terms.change_scheduled', { partnerId: partner.partnerId });
    expect(told).toHaveLength(2);
    const privacy = told.find((row) => row.text.includes('개인정보 처리방침'))!;
    expect(privacy.link).toBe('/terms/privacy?version=5');
    expect(privacy.text).toContain('2026-12-08');
    expect(privacy.text).toContain('보유 기간 표를 새로 넣었습니다.');
  });
});

describe('the payment consent and a scheduled version', () => {
  it('takes the version in force until the date, and the new one from then', async () => {
    t.clock.set('2026-12-10T01:00:00Z');
    const scheduled = await schedule({ type: 'payment-privacy', version: 2, effective_date: '2026-12-17' });
    expect(scheduled.json().data.state).toBe('scheduled');
    const order = async () => {
      const session = await logIn(t.app, partner.payload.account, partner.payload.password);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/partner-api/authapi/partner/order/create',
        headers: { ...session.auth, 'idempotency-key': `terms-schedule-${Date.now()}` },
        payload: { items: [{ product_key: 'MONTHLY_BASIC' }], method: 'card', consent: PAYMENT_CONSENT },
      });
      return answer.json().return_code as number;
    };
    expect(await order()).not.toBe(RETURN_CODES.paymentConsentStale);
    t.clock.set('2026-12-16T15:00:00Z'); // 12-17 00:00 in Seoul
    expect(await order()).toBe(RETURN_CODES.paymentConsentStale);
  });
});
