import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/tables/analytics.js';
import { inquiries } from '../../db/tables/inquiries.js';
import { managers, partnerProductManagers } from '../../db/tables/partners.js';
import { newTestPerson } from '../../test-support/identity-flow.js';
import { queuedOf } from '../../test-support/outbox.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mypartner', () => {
  it("answers the caller's partner record with its assigned manager and no outstanding terms", async () => {
    await t.database.db
      .insert(managers)
      .values({ name: '박지훈', phone: '010-2345-6789', email: 'jh@example.com' });
    const ceo = { ...newTestPerson(), name: '한결', mobileno: '01012345678' };
    const partner = await newPartner(t.app, { biz_no: '134-81-12341', partner_name: '한결인테리어' }, ceo);
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/mypartner',
      headers: partner.auth,
    });
    expect(response.json()).toMatchObject({
      return_code: 0,
      data: {
        partner_id: partner.partnerId,
        member_no: partner.memberNo,
        partner_name: '한결인테리어',
        ceo_name: '한결',
        phone_no: '010-1234-5678',
        biz_no: '134-81-12341',
        tax_bill_email: 'owner@example.com',
        partner_grade: 'NORMAL',
        manager_name: '박지훈',
        manager_phone: '010-2345-6789',
        need_agree_terms_list: [],
      },
    });
    const contact = await t.app.inject({
      method: 'GET',
      url: `/member-api/api/v1/manager/contactInfoByMemberNo?member_no=${partner.memberNo}`,
      headers: partner.auth,
    });
    expect(contact.json().context).toEqual({
      manager_name: '박지훈',
      manager_phone: '010-2345-6789',
      manager_email: 'jh@example.com',
    });
  });

  it("shows the partner's own contact people, and a partner without any as missing them", async () => {
    const mine = async (auth: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: auth })
      ).json().data;
    const managerItem = (data: { partnerRequiredInfoList: { code: string; status: string }[] }) =>
      data.partnerRequiredInfoList.find((item) => item.code === 'manager')?.status;
    const withContacts = await newPartner(t.app);
    const without = await newPartner(t.app);
    await t.database.db.insert(partnerProductManagers).values([
      { partnerId: withContacts.partnerId, product: 'remodeling', name: '김도윤', phone: '010-1111-2222' },
      { partnerId: withContacts.partnerId, product: 'ad', name: '이서연', phone: '010-3333-4444' },
    ]);

    const data = await mine(withContacts.auth);
    expect(data.product_managers).toEqual({
      remodeling_manager_name: '김도윤',
      remodeling_manager_phone: '010-1111-2222',
      partial_manager_name: null,
      partial_manager_phone: null,
      ad_manager_name: '이서연',
      ad_manager_phone: '010-3333-4444',
    });
    expect(managerItem(data)).toBe('complete');
    expect(data).toMatchObject({ payment_agreement: false, periodic_payment: false });

    const other = await mine(without.auth);
    expect(other.product_managers.remodeling_manager_name).toBeNull();
    expect(managerItem(other)).toBe('missing');
  });

  it('lists the required documents a partner has not agreed to', async () => {
    const partner = await newPartner(t.app, {
      agreed_terms: ['service-terms', 'signup-terms', 'info-collection', 'privacy-policy'],
    });
    await t.database.db.execute(
      // A new version of the terms of use is published after the partner signed up.
      `insert into terms_documents (type, version, title, effective_date, body, required_for_signup) values ('service-terms', 2, '파트너 서비스 이용약관', '2026-12-01', '개정 약관', true)` as never,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/mypartner',
      headers: partner.auth,
    });
    expect(response.json().data.need_agree_terms_list).toEqual(['service-terms']);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the ad-plan lookup with the grade and no ad plans yet', async () => {
    const partner = await newPartner(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/adPlan',
      headers: partner.auth,
    });
    expect(response.json().data).toEqual({ ad_plan_list: [], partner_grade: 'NORMAL' });
  });
});

describe('analytics', () => {
  it("records the caller's click event and refuses another member's number as not found", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const body = { eventName: 'click', typeName: 'menu', typeCode: 'mall' };
    const own = await t.app.inject({
      method: 'POST',
      url: '/partner-api/analytics',
      headers: { ...a.auth, 'member-no': String(a.memberNo) },
      payload: body,
    });
    expect(own.json().return_code).toBe(0);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/partner-api/analytics',
      headers: { ...a.auth, 'member-no': String(b.memberNo) },
      payload: body,
    });
    expect(foreign.statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.typeCode, 'mall'));
    expect(rows.map((row) => row.memberNo)).toEqual([a.memberNo]);
  });
});

describe('partnership inquiry', () => {
  it('stores an inquiry, tells staff (the company name only), and refuses one without privacy consent', async () => {
    const payload = {
      company_name: '새봄디자인',
      contact_name: '정다은',
      phone_no: '010-5555-1234',
      region: '경기 성남시',
      message: '입점 절차가 궁금합니다.',
      agree_privacy: true,
    };
    const response = await t.app.inject({ method: 'POST', url: '/partner-api/partner/inquiry', payload });
    expect(response.json()).toMatchObject({ return_code: 0, data: { inquiry_no: expect.any(Number) } });
    const [row] = await t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.inquiryNo, response.json().data.inquiry_no));
    expect(row).toMatchObject({ companyName: '새봄디자인', phoneNo: '010-5555-1234' });
    const told = await queuedOf(t, 'staff.inquiry_received');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      audience: 'staff',
      partnerId: null,
      link: '/staff/inquiries',
      payload: { 회사명: '새봄디자인', 문의번호: String(row!.inquiryNo) },
    });
    expect(told[0]!.text).not.toContain('010-5555-1234');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/inquiry',
      payload: { ...payload, agree_privacy: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('개인정보 수집·이용에 동의해주세요.');
    expect(await queuedOf(t, 'staff.inquiry_received')).toHaveLength(1);
  });
});
